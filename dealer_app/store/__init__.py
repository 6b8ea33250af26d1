"""The store: the journal that makes every accepted action durable, in the data folder.

Pure Python and ``sqlite3``; no Qt. The window passes the data folder in (``--data-dir``).

>>> from dealer_app.store import Journal, JournalError
"""

from __future__ import annotations

from dealer_app.store.errors import JournalError
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
from dealer_app.store.lock import ALREADY_OPEN, LOCK_FILE_NAME, DataFolderLock

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
