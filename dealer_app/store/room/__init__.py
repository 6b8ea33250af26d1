"""The room: the same append-only streams as the local journal, in one PostgreSQL database
shared by every station of a card room (DESIGN.md, "One computer, or a room").

- :mod:`.migrations`: the schema, in versioned SQL migrations (``room init``, ``room upgrade``);
- :mod:`.connection`: reaching the room from a URL, the server's refusals as sentences;
- :mod:`.store`: :class:`~.store.RoomStore` (the :class:`~dealer_app.store.streams.Streams`
  protocol on PostgreSQL) and :class:`~.store.RoomFollower` (live updates, LISTEN/NOTIFY);
- :mod:`.admin`: the manager's work: the room, its roles, each station's login.

A station needs two things from here: ``RoomStore.open(url)`` (what the outbox sender of
:mod:`dealer_app.session.outbox` connects with) and a :class:`~.store.RoomFollower` for what the
other stations write. Importing this package imports psycopg only when those are used.
"""
