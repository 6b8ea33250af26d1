"""The store: the journals that make every accepted action durable, in the data folder.

Pure Python; no Qt. :mod:`dealer_app.store.protocols` says what a journal is (the dealer's
:class:`Journal`, the director's :class:`EventJournal`), :mod:`dealer_app.store.streams` the
append-only streams and outbox every store shares, and :mod:`dealer_app.store.sqlite` keeps
them in SQLite files (the embedded default). The window passes the data folder in
(``--data-dir``) and opens with :func:`open_journal` or :func:`open_event_journal`.

The SQLite names and the protocols load on first use, so that importing the lock
(:mod:`dealer_app.store.lock`) imports neither ``sqlite3`` nor the protocols' classes: the window
locks its folder before its first frame and opens the journal after it.

>>> from dealer_app.store import Journal, JournalError, open_journal
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealer_app.store.errors import JournalError
from dealer_app.store.lock import ALREADY_OPEN, LOCK_FILE_NAME, DataFolderLock

if TYPE_CHECKING:
    from dealer_app.store.protocols import (
        Checkpoint,
        DisplayLog,
        Event,
        EventJournal,
        HandRecord,
        Journal,
        LocalStreams,
        Restored,
        TableRecord,
    )
    from dealer_app.store.sqlite.display_log import SqliteDisplayLog, open_display_log
    from dealer_app.store.sqlite.events import (
        EVENTS_FILE_NAME,
        SqliteEventJournal,
        open_event_journal,
        recorded_event,
    )
    from dealer_app.store.sqlite.files import JOURNAL_FILE_NAME, SCHEMA_VERSION, journal_file_name
    from dealer_app.store.sqlite.journal import SqliteJournal, open_journal
    from dealer_app.store.sqlite.outbox import open_outbox

_OF_SQLITE = {
    "SqliteDisplayLog": "display_log",
    "open_display_log": "display_log",
    "EVENTS_FILE_NAME": "events",
    "SqliteEventJournal": "events",
    "open_event_journal": "events",
    "recorded_event": "events",
    "JOURNAL_FILE_NAME": "files",
    "SCHEMA_VERSION": "files",
    "journal_file_name": "files",
    "SqliteJournal": "journal",
    "open_journal": "journal",
    "open_outbox": "outbox",
}

__all__ = [
    "ALREADY_OPEN",
    "EVENTS_FILE_NAME",
    "JOURNAL_FILE_NAME",
    "LOCK_FILE_NAME",
    "SCHEMA_VERSION",
    "Checkpoint",
    "DataFolderLock",
    "DisplayLog",
    "Event",
    "EventJournal",
    "HandRecord",
    "Journal",
    "JournalError",
    "LocalStreams",
    "Restored",
    "SqliteDisplayLog",
    "SqliteEventJournal",
    "SqliteJournal",
    "TableRecord",
    "journal_file_name",
    "open_display_log",
    "open_event_journal",
    "open_journal",
    "open_outbox",
    "recorded_event",
]


# The protocols load when first asked too: the window locks its folder (the errors and the
# lock alone) before its first frame.
_OF_PROTOCOLS = frozenset(
    {"Checkpoint", "DisplayLog", "Event", "EventJournal", "HandRecord", "Journal",
     "LocalStreams", "Restored", "TableRecord"}
)  # fmt: skip


def __getattr__(name: str) -> object:
    """A name of :mod:`dealer_app.store.sqlite`, imported (with ``sqlite3``) when first asked,
    or of :mod:`dealer_app.store.protocols`."""
    if name in _OF_PROTOCOLS:
        from dealer_app.store import protocols

        value = getattr(protocols, name)
        globals()[name] = value
        return value
    module_name = _OF_SQLITE.get(name)
    if module_name is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    # Plain imports, so that PyInstaller's analysis finds the modules for the executable.
    from dealer_app.store.sqlite import display_log, events, files, journal, outbox

    modules = {
        "display_log": display_log,
        "events": events,
        "files": files,
        "journal": journal,
        "outbox": outbox,
    }
    value = getattr(modules[module_name], name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_OF_SQLITE) | _OF_PROTOCOLS)
