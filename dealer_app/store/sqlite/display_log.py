"""The players' display's own journal in SQLite: the director's announcements and the remote's
actions (:class:`dealer_app.store.protocols.DisplayLog`).

The tournament's events journal holds the event's actions; what the display adds (a typed
announcement, which phone or address asked for a remote action and what came of it) lives in
``display.sqlite3`` beside it, committed before anything shows it.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.store.errors import JournalError

FILE_NAME = "display.sqlite3"
_SCHEMA = """
CREATE TABLE IF NOT EXISTS announcement (
    id INTEGER PRIMARY KEY, event_id INTEGER NOT NULL, at INTEGER NOT NULL, text TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS remote_action (
    id INTEGER PRIMARY KEY, event_id INTEGER NOT NULL, at INTEGER NOT NULL,
    peer TEXT NOT NULL, action TEXT NOT NULL, outcome TEXT NOT NULL
);
"""


class SqliteDisplayLog:
    """Announcements and remote actions, per event, in ``display.sqlite3``."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    @classmethod
    def open(cls, folder: str | os.PathLike[str]) -> SqliteDisplayLog:
        path = Path(folder) / FILE_NAME
        try:
            Path(folder).mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(path, check_same_thread=False)
            db.execute("PRAGMA journal_mode = WAL")  # as the events journal: durable, quick
            db.execute("PRAGMA synchronous = FULL")
            db.executescript(_SCHEMA)
        except (OSError, sqlite3.Error) as error:
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages", "The display's journal {file} cannot be opened: {reason}."
                ),
                file=str(path),
                reason=str(error),
            ) from None
        return cls(db)

    def close(self) -> None:
        self._db.close()

    def _write(self, sql: str, parameters: tuple[object, ...]) -> None:
        try:
            with self._db:
                self._db.execute(sql, parameters)
        except sqlite3.Error as error:
            raise JournalError(
                QT_TRANSLATE_NOOP("Messages", "The display's journal cannot be written: {reason}."),
                reason=str(error),
            ) from None

    def announce(self, event_id: int, at: int, text: str) -> None:
        self._write(
            "INSERT INTO announcement (event_id, at, text) VALUES (?, ?, ?)", (event_id, at, text)
        )

    def announcements(self, event_id: int, limit: int = 5) -> list[tuple[int, str]]:
        """The latest announcements (time, text), newest first."""
        rows = self._db.execute(
            "SELECT at, text FROM announcement WHERE event_id = ? ORDER BY id DESC LIMIT ?",
            (event_id, limit),
        ).fetchall()
        return [(int(at), str(text)) for at, text in rows]

    def remote(self, event_id: int, at: int, peer: str, action: str, outcome: str) -> None:
        self._write(
            "INSERT INTO remote_action (event_id, at, peer, action, outcome) "
            "VALUES (?, ?, ?, ?, ?)",
            (event_id, at, peer, action, outcome),
        )

    def remote_actions(self, event_id: int) -> list[tuple[int, str, str, str]]:
        """Every remote action of the event (time, peer, action, outcome), oldest first."""
        rows = self._db.execute(
            "SELECT at, peer, action, outcome FROM remote_action WHERE event_id = ? ORDER BY id",
            (event_id,),
        ).fetchall()
        return [(int(a), str(p), str(x), str(o)) for a, p, x, o in rows]


def open_display_log(folder: str | os.PathLike[str]) -> SqliteDisplayLog:
    """Open (or create) the display's journal of ``folder``: :meth:`SqliteDisplayLog.open`."""
    return SqliteDisplayLog.open(folder)
