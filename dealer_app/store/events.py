"""The director's journal: each tournament's set-up and its events, in ``events.sqlite3``.

A file of its own in the director's data folder (the dealer's journal is
:mod:`dealer_app.store.journal`). Every director's action is appended and committed (WAL, full
flush) before the window shows it; undo deletes the last row; a killed window reopens the last
event that is not closed and replays it. Pure Python and ``sqlite3``; no Qt.

>>> import tempfile
>>> with tempfile.TemporaryDirectory() as folder:
...     with EventJournal.open(folder) as journal:
...         number = journal.create_event({"name": "Sunday"})
...         _ = journal.append(number, {"kind": "start", "at": 0})
...     with EventJournal.open(folder) as journal:
...         journal.unfinished_event() == number, journal.events(number)
(True, [{'kind': 'start', 'at': 0}])
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Mapping
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Self

from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.store.errors import JournalError

EVENTS_FILE_NAME: Final = "events.sqlite3"
STRUCTURES_FILE_NAME: Final = "structures.json"
_SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS event (
    id INTEGER PRIMARY KEY,
    setup TEXT NOT NULL,
    created INTEGER NOT NULL,
    closed INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS action (
    event_id INTEGER NOT NULL REFERENCES event(id),
    seq INTEGER NOT NULL,
    payload TEXT NOT NULL,
    PRIMARY KEY (event_id, seq)
);
"""


class EventJournal:
    """The events of one director's data folder."""

    def __init__(self, path: Path, db: sqlite3.Connection) -> None:
        self.path = path
        self._db = db

    @classmethod
    def open(cls, folder: str | os.PathLike[str]) -> Self:
        """Open (or create) ``events.sqlite3`` in ``folder``; a damaged file is reported."""
        path = Path(folder) / EVENTS_FILE_NAME
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(path, isolation_level=None)
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = FULL")
            db.execute("PRAGMA foreign_keys = ON")
            db.executescript(_SCHEMA)
        except (sqlite3.Error, OSError) as error:
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages", "The events journal {file} cannot be opened: {reason}."
                ),
                file=str(path),
                reason=str(error),
            ) from None
        return cls(path, db)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def _write(self, sql: str, parameters: tuple[Any, ...]) -> sqlite3.Cursor:
        try:
            self._db.execute("BEGIN IMMEDIATE")
            cursor = self._db.execute(sql, parameters)
            self._db.execute("COMMIT")
        except sqlite3.Error as error:
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            raise JournalError(
                QT_TRANSLATE_NOOP("Messages", "The events journal cannot be written: {reason}."),
                reason=str(error),
            ) from None
        return cursor

    def create_event(self, setup: Mapping[str, Any]) -> int:
        """A new event with its set-up; returns its number."""
        cursor = self._write(
            "INSERT INTO event (setup, created) VALUES (?, ?)",
            (json.dumps(dict(setup)), int(time.time())),
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def append(self, event_id: int, payload: Mapping[str, Any]) -> int:
        """Append one director's action, committed before this returns; its sequence number."""
        seq = self._last_seq(event_id) + 1
        self._write(
            "INSERT INTO action (event_id, seq, payload) VALUES (?, ?, ?)",
            (event_id, seq, json.dumps(dict(payload))),
        )
        return seq

    def drop_last(self, event_id: int) -> None:
        """Undo: delete the last action of the event."""
        seq = self._last_seq(event_id)
        if seq == 0:
            raise JournalError(QT_TRANSLATE_NOOP("Messages", "There is nothing to undo."))
        self._write("DELETE FROM action WHERE event_id = ? AND seq = ?", (event_id, seq))

    def close_event(self, event_id: int) -> None:
        """The event is over (or set aside): it is not reopened at the next start."""
        self._write("UPDATE event SET closed = 1 WHERE id = ?", (event_id,))

    def reopen_event(self, event_id: int) -> None:
        """An event closed by its last action, taken back by undo: reopened at the next start."""
        self._write("UPDATE event SET closed = 0 WHERE id = ?", (event_id,))

    def setup(self, event_id: int) -> dict[str, Any]:
        row = self._db.execute("SELECT setup FROM event WHERE id = ?", (event_id,)).fetchone()
        if row is None:
            raise JournalError(
                QT_TRANSLATE_NOOP("Messages", "There is no event {event} in the journal."),
                event=event_id,
            )
        return dict(json.loads(row[0]))

    def events(self, event_id: int) -> list[dict[str, Any]]:
        rows = self._db.execute(
            "SELECT payload FROM action WHERE event_id = ? ORDER BY seq", (event_id,)
        ).fetchall()
        return [dict(json.loads(payload)) for (payload,) in rows]

    def unfinished_event(self) -> int | None:
        """The last event not closed (the one a restarted window reopens)."""
        row = self._db.execute("SELECT max(id) FROM event WHERE closed = 0").fetchone()
        return None if row is None or row[0] is None else int(row[0])

    def event_list(self) -> list[tuple[int, str, bool]]:
        """Every event: (number, name, closed), newest first."""
        rows = self._db.execute("SELECT id, setup, closed FROM event ORDER BY id DESC").fetchall()
        return [(int(i), str(json.loads(s).get("name", "")), bool(c)) for i, s, c in rows]

    def _last_seq(self, event_id: int) -> int:
        row = self._db.execute(
            "SELECT max(seq) FROM action WHERE event_id = ?", (event_id,)
        ).fetchone()
        return int(row[0] or 0)


def load_structures(folder: str | os.PathLike[str]) -> dict[str, dict[str, Any]]:
    """The director's saved set-ups by name (``structures.json`` in the data folder)."""
    path = Path(folder) / STRUCTURES_FILE_NAME
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages", "The saved structures in {file} cannot be read: {reason}."
            ),
            file=str(path),
            reason=str(error),
        ) from None
    if not isinstance(data, dict):
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages", "The saved structures in {file} are not a list of names."
            ),
            file=str(path),
        )
    return {str(name): dict(value) for name, value in data.items()}


def save_structure(folder: str | os.PathLike[str], name: str, setup: Mapping[str, Any]) -> None:
    """Save (or replace) a named set-up; written to a new file, then renamed into place."""
    structures = load_structures(folder)
    structures[name] = dict(setup)
    path = Path(folder) / STRUCTURES_FILE_NAME
    fresh = path.with_suffix(".new")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fresh.write_text(json.dumps(structures, indent=1), encoding="utf-8")
        os.replace(fresh, path)
    except OSError as error:
        raise JournalError(
            QT_TRANSLATE_NOOP("Messages", "The structure cannot be saved in {file}: {reason}."),
            file=str(path),
            reason=str(error),
        ) from None
