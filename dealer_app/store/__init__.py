"""The store: the journal that makes every accepted action durable, in the data folder.

Pure Python and ``sqlite3``; no Qt. The window passes the data folder in (``--data-dir``).

The journal's names load on first use, so that importing the lock
(:mod:`dealer_app.store.lock`) does not import ``sqlite3``: the window locks its folder before its
first frame and opens the journal after it.

>>> from dealer_app.store import Journal, JournalError
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealer_app.store.errors import JournalError
from dealer_app.store.lock import ALREADY_OPEN, LOCK_FILE_NAME, DataFolderLock

if TYPE_CHECKING:
    from dealer_app.store.journal import (
        JOURNAL_FILE_NAME,
        SCHEMA_VERSION,
        Checkpoint,
        Event,
        HandRecord,
        Journal,
        Restored,
        TableRecord,
        journal_file_name,
    )

_OF_THE_JOURNAL = frozenset(
    {
        "JOURNAL_FILE_NAME",
        "SCHEMA_VERSION",
        "Checkpoint",
        "Event",
        "HandRecord",
        "Journal",
        "Restored",
        "TableRecord",
        "journal_file_name",
    }
)

__all__ = [
    "ALREADY_OPEN",
    "JOURNAL_FILE_NAME",
    "LOCK_FILE_NAME",
    "SCHEMA_VERSION",
    "Checkpoint",
    "DataFolderLock",
    "Event",
    "HandRecord",
    "Journal",
    "JournalError",
    "Restored",
    "TableRecord",
    "journal_file_name",
]


def __getattr__(name: str) -> object:
    """A name of :mod:`dealer_app.store.journal`, imported (with ``sqlite3``) when first asked."""
    if name not in _OF_THE_JOURNAL:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from dealer_app.store import journal

    value = getattr(journal, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | _OF_THE_JOURNAL)
