"""The journals kept in SQLite files in the data folder (the embedded default: one computer).

- :mod:`.journal`: the dealer's table journal (``journal.sqlite3``), and moving it;
- :mod:`.files`: the journal file's format, its upgrades, making and opening a file;
- :mod:`.damage`: a file that cannot be used, said and kept, and what of it is read back;
- :mod:`.rows`: JSON rows, times, SQLite's failures in the dealer's words;
- :mod:`.streams`: the entries of a file as append-only streams with their outbox;
- :mod:`.events`: the director's journal (``events.sqlite3``);
- :mod:`.display_log`: the players' display's announcements and remote actions.

The folder's lock (:mod:`dealer_app.store.lock`) is no SQLite and stays outside, so that a
window locks its folder without loading ``sqlite3``.
"""
