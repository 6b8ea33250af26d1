"""The director's journal in SQLite: each tournament's set-up and its entries, ``events.sqlite3``.

A file of its own in the director's data folder (the dealer's journal is
:mod:`dealer_app.store.sqlite.journal`). Every director's action is appended and committed (WAL,
full flush) before the window shows it; nothing is deleted: an undo is an entry of its own
(``{"kind": "undo", "undoes": <seq>}``) that the replay honours
(:mod:`dealer_app.session.tournament`); a killed window reopens the last event that is not
closed and replays it. Pure Python and ``sqlite3``; no Qt.

Format
    ``PRAGMA user_version`` is the format, ``PRAGMA application_id`` marks the file as the
    director's journal ("DLRE"); an older file is upgraded in place in one transaction by the
    steps in ``_UPGRADES`` (a file of the first version, before the format was numbered, holds
    its tables at version 0). A file that is not this journal (another program's database, a
    newer format) is refused with a sentence and never written.

>>> import tempfile
>>> with tempfile.TemporaryDirectory() as folder:
...     with open_event_journal(folder) as journal:
...         number = journal.create_event({"name": "Sunday"})
...         _ = journal.append(number, {"kind": "start", "at": 0})
...     with open_event_journal(folder) as journal:
...         journal.unfinished_event() == number, journal.events(number)
(True, [{'kind': 'start', 'at': 0}])
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Self

from dealer_app.messages import QT_TRANSLATE_NOOP, Message
from dealer_app.store.errors import JournalError
from dealer_app.store.sqlite.rows import now_ms, reason_of, roll_back, to_json
from dealer_app.store.sqlite.streams import (
    FileStreams,
    create_station_tables,
    number_written,
    station_of,
)
from dealer_app.store.streams import Entry

EVENTS_FILE_NAME: Final = "events.sqlite3"
# "DLRE": marks the director's journal of the dealer assistant in the SQLite header.
APPLICATION_ID: Final = 0x444C5245
UNDO: Final = "undo"


def _create_format_1(db: sqlite3.Connection) -> None:
    """Format 1 (the first version's, unnumbered): events and their actions."""
    db.execute(
        """CREATE TABLE event (
            id INTEGER PRIMARY KEY,
            setup TEXT NOT NULL,
            created INTEGER NOT NULL,
            closed INTEGER NOT NULL DEFAULT 0
        )"""
    )
    db.execute(
        """CREATE TABLE action (
            event_id INTEGER NOT NULL REFERENCES event(id),
            seq INTEGER NOT NULL,
            payload TEXT NOT NULL,
            PRIMARY KEY (event_id, seq)
        )"""
    )


def _format_2(db: sqlite3.Connection) -> None:
    """Format 2: the file marked as ours, and every entry with a global identity: the station
    (random, made once with the file), each entry's kind, its time (ms, stamped once) and its
    place in the order written (the outbox's); what the room acknowledged. An older file's
    actions take their event's creation time."""
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    create_station_tables(db)
    db.execute("ALTER TABLE action ADD COLUMN kind TEXT NOT NULL DEFAULT 'action'")
    db.execute("ALTER TABLE action ADD COLUMN at INTEGER NOT NULL DEFAULT 0")
    db.execute("ALTER TABLE action ADD COLUMN written INTEGER")
    db.execute(
        "UPDATE action SET at = coalesce((SELECT created * 1000 FROM event WHERE id = event_id), 0)"
    )
    number_written(db, "action", "event_id")
    db.execute("CREATE UNIQUE INDEX action_by_written ON action (written)")


_UPGRADES: list[Callable[[sqlite3.Connection], None]] = [_create_format_1, _format_2]
SCHEMA_VERSION: Final = len(_UPGRADES)


class SqliteEventJournal:
    """The events of one director's data folder, in ``events.sqlite3``."""

    def __init__(self, path: Path, db: sqlite3.Connection) -> None:
        self.path = path
        self.notices: tuple[Message, ...] = ()
        self._db = db
        self._in_transaction = False
        try:
            self.station = station_of(db)
        except sqlite3.Error as error:
            raise _unopenable(path, reason_of(error)) from None
        self.streams = FileStreams(
            station=self.station,
            prefix="event",
            table="action",
            owner="event_id",
            read=self._read,
            change=self._change,
            add=self._add_entry,
            file=path.name,
        )

    @classmethod
    def open(cls, folder: str | os.PathLike[str]) -> Self:
        """Open (or create) ``events.sqlite3`` in ``folder``; a file that is not the director's
        journal (or is of a newer format) is refused and left as it is."""
        path = Path(folder) / EVENTS_FILE_NAME
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            _check(path)
            db = sqlite3.connect(path, isolation_level=None)
        except OSError as error:
            raise _unopenable(path, error.strerror or str(error)) from None
        except sqlite3.Error as error:
            raise _unopenable(path, reason_of(error)) from None
        try:
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = FULL")
            db.execute("PRAGMA fullfsync = ON")
            db.execute("PRAGMA foreign_keys = ON")
            _upgrade(db)
            return cls(path, db)
        except sqlite3.Error as error:
            db.close()
            raise _unopenable(path, reason_of(error)) from None
        except BaseException:
            db.close()
            raise

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

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Keep the changes made inside together (an action and the close of its event): one
        commit when the block ends, or none (an exception out of it undoes them all)."""
        if self._in_transaction:
            yield
            return
        try:
            self._db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            roll_back(self._db)
            raise _unwritable(error) from None
        self._in_transaction = True
        try:
            yield
            self._db.execute("COMMIT")
        except sqlite3.Error as error:
            roll_back(self._db)
            raise _unwritable(error) from None
        except BaseException:
            roll_back(self._db)
            raise
        finally:
            self._in_transaction = False

    @contextmanager
    def _change(self, _doing: Message | None = None) -> Iterator[sqlite3.Connection]:
        """One change: its own commit, or part of the :meth:`transaction` around it."""
        with self.transaction():
            yield self._db

    def _read(self, sql: str, parameters: tuple[Any, ...] = ()) -> sqlite3.Cursor:
        try:
            return self._db.execute(sql, parameters)
        except sqlite3.Error as error:
            raise JournalError(
                QT_TRANSLATE_NOOP("Messages", "The events journal cannot be read: {reason}."),
                reason=reason_of(error),
            ) from None

    def create_event(self, setup: Mapping[str, Any]) -> int:
        """A new event with its set-up; returns its number."""
        text = json.dumps(dict(setup))
        with self._change() as db:
            cursor = db.execute(
                "INSERT INTO event (setup, created) VALUES (?, ?)", (text, now_ms() // 1000)
            )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def append(self, event_id: int, payload: Mapping[str, Any]) -> int:
        """Keep one director's entry (an action, or an undo: ``{"kind": "undo", ...}``),
        committed before this returns (or with the :meth:`transaction` around it); its place,
        counted by the file."""
        text = to_json(payload, Message(QT_TRANSLATE_NOOP("Messages", "the director's entry")))
        kind = UNDO if payload.get("kind") == UNDO else "action"
        self._known(event_id)
        with self._change() as db:
            seq = self._last_seq(event_id) + 1
            _insert(db, event_id, seq, kind, text, now_ms())
        return seq

    def _add_entry(self, event_id: int, entry: Entry) -> bool:
        """:meth:`FileStreams.add` for this journal: kept as it comes, its time too."""
        self._known(event_id)
        text = to_json(
            entry.payload, Message(QT_TRANSLATE_NOOP("Messages", "the director's entry"))
        )
        if self._read(
            "SELECT 1 FROM action WHERE event_id = ? AND seq = ?", (event_id, entry.id.seq)
        ).fetchone():
            return False
        last = self._last_seq(event_id)
        if entry.id.seq != last + 1:
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Entry {entry} of {stream} cannot be kept: the stream's last entry is "
                    "{last}, and entries are kept in order, one after the other.",
                ),
                entry=entry.id.seq,
                stream=entry.id.stream,
                last=last,
            )
        with self._change() as db:
            _insert(db, event_id, entry.id.seq, entry.kind, text, int(entry.at))
        return True

    def close_event(self, event_id: int) -> None:
        """The event is over (or set aside): it is not reopened at the next start."""
        with self._change() as db:
            db.execute("UPDATE event SET closed = 1 WHERE id = ?", (event_id,))

    def reopen_event(self, event_id: int) -> None:
        """An event closed by its last action, taken back by undo: reopened at the next start."""
        with self._change() as db:
            db.execute("UPDATE event SET closed = 0 WHERE id = ?", (event_id,))

    def setup(self, event_id: int) -> dict[str, Any]:
        row = self._read("SELECT setup FROM event WHERE id = ?", (event_id,)).fetchone()
        if row is None:
            raise _no_such_event(event_id)
        return dict(json.loads(row[0]))

    def events(self, event_id: int) -> list[dict[str, Any]]:
        """Every entry's JSON in order, the undo entries included."""
        return [dict(entry.payload) for entry in self.entries(event_id)]

    def entries(self, event_id: int) -> list[Entry]:
        """Every entry of the event, in order, with its identity."""
        return self.streams.read(self.station, self.streams.stream_of(event_id))

    def unfinished_event(self) -> int | None:
        """The last event not closed (the one a restarted window reopens)."""
        row = self._read("SELECT max(id) FROM event WHERE closed = 0").fetchone()
        return None if row is None or row[0] is None else int(row[0])

    def event_list(self) -> list[tuple[int, str, bool]]:
        """Every event: (number, name, closed), newest first."""
        rows = self._read("SELECT id, setup, closed FROM event ORDER BY id DESC").fetchall()
        return [(int(i), str(json.loads(s).get("name", "")), bool(c)) for i, s, c in rows]

    def _known(self, event_id: int) -> None:
        if self._read("SELECT 1 FROM event WHERE id = ?", (event_id,)).fetchone() is None:
            raise _no_such_event(event_id)

    def _last_seq(self, event_id: int) -> int:
        (last,) = self._read(
            "SELECT coalesce(max(seq), 0) FROM action WHERE event_id = ?", (event_id,)
        ).fetchone()
        return int(last)


def open_event_journal(folder: str | os.PathLike[str]) -> SqliteEventJournal:
    """Open (or create) the director's journal of ``folder``: :meth:`SqliteEventJournal.open`."""
    return SqliteEventJournal.open(folder)


def recorded_event(path: str | os.PathLike[str]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The set-up and every entry's JSON (undo entries included) of the last event of the
    director's journal at ``path``, read only: the file is not written, not even upgraded.
    Raises :class:`JournalError` for a file that is not the director's journal or holds no
    event."""
    file = Path(path)
    if not file.is_file():
        raise _unopenable(file, Message(QT_TRANSLATE_NOOP("Messages", "it is not a file")))
    _check(file)
    try:
        db = sqlite3.connect(f"{file.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as error:
        raise _unopenable(file, reason_of(error)) from None
    try:
        row = db.execute("SELECT id, setup FROM event ORDER BY id DESC LIMIT 1").fetchone()
        if row is None:
            raise JournalError(QT_TRANSLATE_NOOP("Messages", "The journal holds no event."))
        rows = db.execute(
            "SELECT payload FROM action WHERE event_id = ? ORDER BY seq", (row[0],)
        ).fetchall()
        setup = json.loads(row[1])
        entries = [json.loads(payload) for (payload,) in rows]
    except sqlite3.Error as error:
        raise _unopenable(file, reason_of(error)) from None
    except ValueError as error:
        raise _unopenable(file, str(error)) from None
    finally:
        db.close()
    return setup, entries


def _insert(
    db: sqlite3.Connection, event_id: int, seq: int, kind: str, payload: str, at: int
) -> None:
    db.execute(
        """INSERT INTO action (event_id, seq, kind, payload, at, written) VALUES
        (?, ?, ?, ?, ?, (SELECT coalesce(max(written), 0) + 1 FROM action))""",
        (event_id, seq, kind, payload, at),
    )


def _check(path: Path) -> None:
    """Refuse (with the reason, before anything is written) a file that is not this journal."""
    if not path.exists():
        return
    with path.open("rb") as file:
        header = file.read(100)
    if not header:
        return  # an empty file is a new SQLite database to SQLite: made ours below
    if not header.startswith(b"SQLite format 3\x00"):
        raise _unopenable(
            path, Message(QT_TRANSLATE_NOOP("Messages", "it is not an SQLite database"))
        )
    db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        (application,) = db.execute("PRAGMA application_id").fetchone()
        (version,) = db.execute("PRAGMA user_version").fetchone()
        tables = {
            row[0]
            for row in db.execute("SELECT name FROM sqlite_master")
            if not row[0].startswith("sqlite_")
        }
    finally:
        db.close()
    first_version = application == 0 and version == 0 and tables in (set(), {"event", "action"})
    if application != APPLICATION_ID and not first_version:
        raise _unopenable(
            path,
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "it is another program's SQLite database, not a journal of the dealer "
                    "assistant",
                )
            ),
        )
    if version > SCHEMA_VERSION:
        raise _unopenable(
            path,
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "it was written by a newer version of the dealer assistant (journal format "
                    "{version}; this version knows formats up to {known}), so only that version "
                    "may open it",
                ),
                version=version,
                known=SCHEMA_VERSION,
            ),
        )


def _upgrade(db: sqlite3.Connection) -> None:
    """Bring the file up to this version's format, in one transaction."""
    (version,) = db.execute("PRAGMA user_version").fetchone()
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
    if version == 0 and "action" in tables:
        version = 1  # the first version's file: its tables are format 1
    if version >= SCHEMA_VERSION:
        return
    db.execute("BEGIN IMMEDIATE")
    try:
        for step in _UPGRADES[version:SCHEMA_VERSION]:
            step(db)
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION:d}")
        db.execute("COMMIT")
    except BaseException:
        roll_back(db)
        raise


def _unopenable(path: Path, reason: object) -> JournalError:
    return JournalError(
        QT_TRANSLATE_NOOP("Messages", "The events journal {file} cannot be opened: {reason}."),
        file=str(path),
        reason=reason if isinstance(reason, Message) else str(reason),
    )


def _unwritable(error: sqlite3.Error) -> JournalError:
    return JournalError(
        QT_TRANSLATE_NOOP("Messages", "The events journal cannot be written: {reason}."),
        reason=reason_of(error),
    )


def _no_such_event(event_id: int) -> JournalError:
    return JournalError(
        QT_TRANSLATE_NOOP("Messages", "There is no event {event} in the journal."),
        event=event_id,
    )
