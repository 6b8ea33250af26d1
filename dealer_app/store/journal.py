"""The journal: every accepted action and table change, durable before the window shows it.

A table is its settings plus the list of events appended to it ("hand-start", "action",
"undo", "hand-end", "seat", "chips", "level", "game", ...); the table's state is whatever
replaying that list gives. The journal keeps the list and nothing else that could disagree with
it; it never looks inside a payload, so it works with any JSON data and does not import the
engine.

>>> import tempfile
>>> with tempfile.TemporaryDirectory() as folder, Journal.open(folder) as journal:
...     table = journal.create_table({"game": "NT", "blinds": [100, 200]})
...     journal.append(table, "hand-start", {"hand": 1})
...     journal.append(table, "action", {"actor": 3, "action": "cbr", "amount": 600})
...     [(event.seq, event.kind) for event in journal.restore(table).events]
1
2
[(1, 'hand-start'), (2, 'action')]

Durability
    One SQLite file, in WAL mode with ``synchronous=FULL`` (and ``fullfsync`` on macOS): every
    change is one transaction, committed and flushed to the disk before the method returns.
    Python's ``sqlite3`` runs in autocommit mode here and each change opens its own
    ``BEGIN IMMEDIATE`` ... ``COMMIT``, so a change is all or nothing. Changes that only make
    sense together (a new table, its first checkpoint and the closing of the table it
    replaces) are made inside :meth:`Journal.transaction`: one commit for all of them, or none.

Files in the data folder
    ``journal.sqlite3`` and, only after an unusable file was found, ``journal-2.sqlite3``,
    ``journal-3.sqlite3``... plus ``journal.lock`` (see :mod:`dealer_app.store.lock`). The
    journal in use is the newest of them (highest number) that is usable; an unusable newer one
    (not SQLite, another program's database, cut short, damaged, or written by a newer version)
    is reported in :attr:`Journal.notices`, kept byte for byte (never written, renamed or
    deleted), and if no file is usable a new one is started after the highest number; when the
    newest file is a journal of ours that SQLite finds damaged (or whose write-ahead log was
    deleted after a crash), every row that can still be read of it is copied into the new one
    (:func:`_salvage`). A table whose content is damaged goes on in a copy of the file
    (:meth:`Journal.set_aside`), and a folder that stopped taking writes in another folder
    (:meth:`Journal.move_to`). The
    files are recognised by an SQLite ``application_id`` of their own, and a new file is built
    under a temporary name and renamed into place only once complete, so a file with a journal's
    name and id is never a half-made journal. ``PRAGMA user_version`` is the journal format;
    an older format is upgraded in place in one transaction by the steps in ``_UPGRADES``.

Keeping the journal bounded (the choice)
    Restoring needs the latest checkpoint and the events after it, nothing older. So
    ``checkpoint`` keeps one checkpoint per table (the newest replaces the previous one), and
    the events within a finished hand's span are deleted once both are true: the hand is
    recorded with ``record_hand`` (its history holds the hand's setup and every action, so
    nothing is lost) and a checkpoint covers them (so no restore needs them). Table changes
    between hands (seating, chips, levels, games) lie outside every hand's span and are kept
    for good: they are few and they are the record of who bought in for what. What grows is
    then one hand record per hand (a summary and the full history), which the hand-history
    browser must keep anyway, plus the table changes: about 1.2 kB per hand of 25 actions
    (``bench/journal.py``). Sequence numbers are never reused, so the events left have gaps
    where finished hands were.

    The other option, pruning nothing, would double the file (each action stored as an event
    and again in its hand's history) and make ``events`` grow with no use; pruning checkpoints
    only would keep every action twice.

Crash safety
    A process killed at any moment loses no change whose method returned: tested by SIGKILLing a
    process that appends in a loop (``tests/store/test_crash.py``). A power cut is covered by
    the flush to disk, which an operating-system kill cannot test.
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import re
import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Self

from dealer_app.messages import QT_TRANSLATE_NOOP, Message, Refusal, Value
from dealer_app.store.errors import JournalError
from dealer_app.store.lock import DataFolderLock

JOURNAL_FILE_NAME: Final = "journal.sqlite3"
# "DLRJ": marks a journal of the dealer assistant in the SQLite header (offset 68).
APPLICATION_ID: Final = 0x444C524A


JSONDict = dict[str, Any]

_SQLITE_MAGIC: Final = b"SQLite format 3\x00"
_JOURNAL_NAME = re.compile(r"journal(?:-([1-9][0-9]*))?\.sqlite3")
_TABLES_OF_THE_FORMAT: Final = frozenset(
    {"dealer_table", "event", "checkpoint", "hand", "hand_history"}
)


def _create_format_1(db: sqlite3.Connection) -> None:
    """Format 1: tables, their events, one checkpoint each, and the finished hands."""
    statements = [
        f"PRAGMA application_id = {APPLICATION_ID}",
        """CREATE TABLE dealer_table (
            id INTEGER PRIMARY KEY,
            settings TEXT NOT NULL,
            opened_at INTEGER NOT NULL,
            closed_at INTEGER
        )""",
        # One row per accepted change; (table_id, seq) is the order of replay.
        """CREATE TABLE event (
            table_id INTEGER NOT NULL REFERENCES dealer_table (id),
            seq INTEGER NOT NULL,
            kind TEXT NOT NULL,
            payload TEXT NOT NULL,
            at INTEGER NOT NULL,
            PRIMARY KEY (table_id, seq)
        ) WITHOUT ROWID""",
        """CREATE TABLE checkpoint (
            table_id INTEGER PRIMARY KEY REFERENCES dealer_table (id),
            after_seq INTEGER NOT NULL,
            state TEXT NOT NULL,
            at INTEGER NOT NULL
        )""",
        # The summaries apart from the histories: the browser lists 10,000 hands cheaply.
        """CREATE TABLE hand (
            table_id INTEGER NOT NULL REFERENCES dealer_table (id),
            hand_no INTEGER NOT NULL,
            first_seq INTEGER NOT NULL,
            last_seq INTEGER NOT NULL,
            summary TEXT NOT NULL,
            at INTEGER NOT NULL,
            PRIMARY KEY (table_id, hand_no)
        ) WITHOUT ROWID""",
        "CREATE INDEX hand_by_last_seq ON hand (table_id, last_seq)",
        """CREATE TABLE hand_history (
            table_id INTEGER NOT NULL,
            hand_no INTEGER NOT NULL,
            history TEXT NOT NULL,
            PRIMARY KEY (table_id, hand_no),
            FOREIGN KEY (table_id, hand_no) REFERENCES hand (table_id, hand_no)
        )""",
    ]
    for statement in statements:
        db.execute(statement)


# _UPGRADES[n] turns format n into format n + 1, inside the caller's transaction; a new file is
# format 0 and gets every step. Append a step for each new format; never edit an old one.
_UPGRADES: list[Callable[[sqlite3.Connection], None]] = [_create_format_1]
SCHEMA_VERSION: Final = len(_UPGRADES)


@dataclass(frozen=True, slots=True)
class Event:
    """One accepted change of a table, as appended: its place, its kind and its data."""

    seq: int
    kind: str
    payload: JSONDict
    at: datetime


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """The table's state as the caller saved it, valid after the event ``after_seq``."""

    after_seq: int
    state: JSONDict
    at: datetime


@dataclass(frozen=True, slots=True)
class Restored:
    """What a table needs to come back: its settings, a checkpoint, and the events after it.

    Replay ``events`` in order on top of ``checkpoint.state`` (or on a table made from
    ``settings`` if ``checkpoint`` is None) to get the table as it was.
    """

    table_id: int
    settings: JSONDict
    checkpoint: Checkpoint | None
    events: tuple[Event, ...]

    @property
    def last_seq(self) -> int:
        """The sequence number of the table's last change (0 for a table with none)."""
        if self.events:
            return self.events[-1].seq
        return self.checkpoint.after_seq if self.checkpoint else 0


@dataclass(frozen=True, slots=True)
class TableRecord:
    """A table of the journal: its settings and when it was opened and closed."""

    table_id: int
    settings: JSONDict
    opened_at: datetime
    closed_at: datetime | None

    @property
    def is_closed(self) -> bool:
        """True once :meth:`Journal.close_table` was called for it."""
        return self.closed_at is not None


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A finished hand as the hand-history browser lists it; the history is loaded apart."""

    hand_no: int
    summary: JSONDict
    first_seq: int
    last_seq: int
    at: datetime


class Journal:
    """The open journal of one data folder, held by this window until :meth:`close`.

    Get one with :meth:`Journal.open`. Every method that changes something is durable when it
    returns (inside :meth:`transaction`, when the transaction ends); every failure raises
    :class:`JournalError` and changes nothing.
    """

    def __init__(
        self,
        data_dir: Path,
        path: Path,
        db: sqlite3.Connection,
        lock: DataFolderLock,
        notices: tuple[Message, ...],
    ) -> None:
        """Wrap an opened file; use :meth:`Journal.open`."""
        self.data_dir = data_dir
        self.path = path
        self.notices = notices
        self.writable = True  # False: opened, but SQLite cannot write the file (see notices)
        self._db: sqlite3.Connection | None = db
        self._lock = lock
        self._last_seq: dict[int, int] = {}
        self._closed_tables: set[int] = set()
        self._handed_over = False  # set_aside gave the folder's lock to the copy
        self._in_transaction = False  # inside `transaction`: changes join it, no commits
        self._undone: Message | None = None  # the change whose failure undid the transaction

    # -- opening and closing ----------------------------------------------------------------

    @classmethod
    def open(
        cls, data_dir: str | os.PathLike[str], *, lock: DataFolderLock | None = None
    ) -> Journal:
        """Open (or start) the journal of ``data_dir`` for this window, creating the folder.

        Another window on the same folder makes it raise :class:`JournalError` with "This table
        is already open in another window of the dealer assistant." before any file is opened.
        An unusable journal file is kept untouched and the journal continues in another file:
        :attr:`notices` then holds the sentences to show the dealer.

        ``lock`` is the folder's lock when the caller already holds it (the window locks its
        folder before its first frame and opens the journal after it): the journal takes it over
        and releases it on :meth:`close`, or at once if the opening fails.

        >>> import tempfile
        >>> with tempfile.TemporaryDirectory() as folder:
        ...     held = DataFolderLock.acquire(folder)
        ...     with Journal.open(folder, lock=held) as journal:
        ...         journal.path.name
        ...     held.held
        'journal.sqlite3'
        False
        """
        folder = Path(data_dir)
        if lock is None:
            lock = DataFolderLock.acquire(folder, create=True)
        elif not lock.held:
            raise ValueError(f"the lock of {lock.folder} was released: acquire it again")
        elif not _same_folder(lock.folder, folder):
            raise ValueError(f"the lock is of {lock.folder}, not of {folder}")
        try:
            path, db, notices = _open_newest_usable(folder)
        except BaseException:
            lock.release()
            raise
        journal = cls(folder, path, db, lock, tuple(notices))
        journal.writable = _can_write(db)
        if not journal.writable:
            # Said at once, before the dealer enters anything the journal could not keep.
            journal.notices = (
                *journal.notices,
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "The journal {file} in the data folder {folder} can be read but not "
                        "written (the file or the folder is read-only): the table is shown as it "
                        "was kept, and nothing can be entered until the file can be written "
                        "again; or move the table to another folder (Table > Move the table to "
                        "another folder…).",
                    ),
                    file=path.name,
                    folder=str(folder),
                ),
            )
        return journal

    def close(self) -> None:
        """Close the file and let another window open the folder; doing it twice is harmless."""
        db, self._db = self._db, None
        try:
            if db is not None:
                db.close()
        except sqlite3.Error as error:
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The journal {file} could not be closed cleanly: {reason}; everything kept "
                    "so far is safe.",
                ),
                file=self.path.name,
                reason=_reason(error),
            ) from error
        finally:
            if not self._handed_over:
                self._lock.release()

    @property
    def is_open(self) -> bool:
        """True until :meth:`close`."""
        return self._db is not None

    def set_aside(self, why: Value) -> Journal:
        """Keep this file as it is and go on in a copy of it, the folder's next journal file;
        returns the copy, open, this one closed. ``why`` completes the sentence of
        :attr:`notices` ("The journal file journal.sqlite3 is kept as it is: <why>.").

        For damage found in the content (a broken entry): the copy is the one the table is
        rebuilt in, the original stays as it was found, and later starts open the copy (the
        newest usable file).
        """
        source = self._connection()
        try:
            number = _journal_files(self.data_dir)[0][0] + 1
            path = self.data_dir / journal_file_name(number)
            _build(path, lambda building: _back_up(source, building))
            db = _connect_and_upgrade(path)
        except (OSError, sqlite3.Error) as error:
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages", "The journal {file} cannot be copied to set it aside: {reason}."
                ),
                file=self.path.name,
                reason=_why(error),
            ) from error
        notice = Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "The journal file {file} is kept as it is: {reason}. This session goes on in a "
                "copy of it, {copy}.",
            ),
            file=self.path.name,
            reason=why,
            copy=path.name,
        )
        self._handed_over = True
        with contextlib.suppress(JournalError):
            self.close()
        return Journal(self.data_dir, path, db, self._lock, (notice,))

    def readable(self, table_id: int) -> tuple[Restored, list[Message | str]]:
        """What of the table can be read, for a journal whose content is damaged: its settings
        (empty if damaged), its checkpoint (None if damaged) and its entries in order up to the
        first damaged one; the messages say what was found damaged (none when all is read)."""
        found: list[Message | str] = []
        return self._as_read(table_id, found), found

    def _as_read(self, table_id: int, found: list[Message | str] | None) -> Restored:
        """The table as :meth:`restore` reads it; a damaged part raises, or with ``found`` is
        said there and left out (for :meth:`readable`)."""

        def damaged(error: Exception) -> None:
            if found is None:
                raise error
            found.append(error.message if isinstance(error, Refusal) else str(error))

        row = self._read("SELECT settings FROM dealer_table WHERE id = ?", (table_id,)).fetchone()
        if row is None:
            raise _no_such_table(table_id)
        settings: JSONDict = {}
        try:
            settings = _from_json(row[0], _settings_of(table_id))
        except JournalError as error:
            damaged(error)
        checkpoint = None
        row = self._read(
            "SELECT after_seq, state, at FROM checkpoint WHERE table_id = ?", (table_id,)
        ).fetchone()
        if row is not None:
            try:
                state = _from_json(
                    row[1],
                    Message(
                        QT_TRANSLATE_NOOP("Messages", "the checkpoint of table {table}"),
                        table=table_id,
                    ),
                )
                checkpoint = Checkpoint(int(row[0]), state, _time(row[2]))
            except _UNREADABLE as error:
                damaged(error)
        events: list[Event] = []
        rows = self._read(
            "SELECT seq, kind, payload, at FROM event WHERE table_id = ? AND seq > ? ORDER BY seq",
            (table_id, 0 if checkpoint is None else checkpoint.after_seq),
        ).fetchall()
        for seq, kind, payload, at in rows:
            try:
                what = Message(
                    QT_TRANSLATE_NOOP("Messages", "entry {entry} of table {table}"),
                    entry=seq,
                    table=table_id,
                )
                events.append(Event(seq, str(kind), _from_json(payload, what), _time(at)))
            except _UNREADABLE as error:
                damaged(error)
                break
        return Restored(table_id, settings, checkpoint, tuple(events))

    def move_to(self, data_dir: str | os.PathLike[str]) -> Journal:
        """Copy this journal whole into ``data_dir`` and continue there; returns the journal
        open in the new folder, this one closed (its folder unlocked, its file as it was).

        For a data folder that stopped taking writes (a full disk, a read-only folder): every
        change kept so far is copied (SQLite's backup, from what this file holds), so not an
        action is lost. The new folder must not hold a journal already; nothing is changed in
        either folder when it raises :class:`JournalError`.

        >>> import tempfile
        >>> with tempfile.TemporaryDirectory() as first, tempfile.TemporaryDirectory() as second:
        ...     journal = Journal.open(first)
        ...     table = journal.create_table({"game": "NT"})
        ...     _ = journal.append(table, "action", {"phh": "p3 cbr 6"})
        ...     moved = journal.move_to(second)
        ...     [event.payload for event in moved.restore(table).events], journal.is_open
        ...     moved.close()
        ([{'phh': 'p3 cbr 6'}], False)
        """
        folder = Path(data_dir)
        source = self._connection()
        if _same_folder(folder, self.data_dir):
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages", "The table is already kept in {folder}: choose another folder."
                ),
                folder=str(folder),
            )
        lock = DataFolderLock.acquire(folder, create=True)
        try:
            try:
                if _journal_files(folder):
                    raise JournalError(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "The folder {folder} already holds a journal of the dealer assistant: "
                            "choose an empty folder for this table.",
                        ),
                        folder=str(folder),
                    )
                _build(folder / JOURNAL_FILE_NAME, lambda building: _back_up(source, building))
            except (OSError, sqlite3.Error) as error:
                raise JournalError(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "The table cannot be moved to {folder}: {reason}. It stays kept in "
                        "{data_folder}, every action with it.",
                    ),
                    folder=str(folder),
                    reason=_why(error),
                    data_folder=str(self.data_dir),
                ) from error
            moved = Journal.open(folder, lock=lock)
        except BaseException:
            lock.release()
            raise
        with contextlib.suppress(JournalError):
            self.close()
        return moved

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Keep the changes made inside together: one commit when the block ends, or none.

        The methods that change something join it instead of committing each on its own, and
        the other methods read what it changed so far. Nothing is durable before the block
        ends: a kill before then finds the journal as it was before the block, and so does an
        exception out of the block (it is raised on) or a change that fails inside it (its
        :class:`JournalError` undoes the whole transaction: the changes still asked for inside
        refuse, and the end of the block raises, unless an exception is already on its way). A
        transaction inside a transaction is part of the outer one.

        >>> import tempfile
        >>> with tempfile.TemporaryDirectory() as folder, Journal.open(folder) as journal:
        ...     old = journal.create_table({"game": "NT"})
        ...     with journal.transaction():
        ...         new = journal.create_table({"game": "PO"})
        ...         journal.append(new, "hand-start", {})
        ...         journal.close_table(old)
        ...     journal.unfinished_table() == new
        1
        True
        """
        if self._in_transaction:
            yield
            return
        db = self._connection()
        try:
            db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            _roll_back(db)
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages", "The journal {file} could not start a change: {reason}."
                ),
                file=self.path.name,
                reason=_reason(error),
            ) from error
        self._in_transaction, self._undone = True, None
        try:
            yield
            if self._undone is not None:
                raise JournalError(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "The journal {file} kept none of the changes made together: it could "
                        "not {doing}.",
                    ),
                    file=self.path.name,
                    doing=self._undone,
                )
            db.execute("COMMIT")
        except sqlite3.Error as error:
            self._undo_transaction(db)
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The journal {file} could not keep the changes made together: {reason}. "
                    "{advice}",
                ),
                file=self.path.name,
                reason=_reason(error),
                advice=self._what_to_do(error),
            ) from error
        except BaseException:
            self._undo_transaction(db)
            raise
        finally:
            self._in_transaction, self._undone = False, None

    # -- tables ----------------------------------------------------------------------------

    def create_table(self, settings: Mapping[str, Any]) -> int:
        """Start a new table with ``settings`` (any JSON object); returns its number."""
        text = _to_json(settings, Message(QT_TRANSLATE_NOOP("Messages", "the table's settings")))
        with self._change(Message(QT_TRANSLATE_NOOP("Messages", "start a new table"))) as db:
            cursor = db.execute(
                "INSERT INTO dealer_table (settings, opened_at) VALUES (?, ?)", (text, _now())
            )
        table_id = cursor.lastrowid
        assert table_id is not None
        self._last_seq[table_id] = 0
        return table_id

    def tables(self) -> list[TableRecord]:
        """Every table of the journal, oldest first."""
        rows = self._read(
            "SELECT id, settings, opened_at, closed_at FROM dealer_table ORDER BY id"
        ).fetchall()
        return [
            TableRecord(
                table_id=table_id,
                settings=_from_json(settings, _settings_of(table_id)),
                opened_at=_time(opened_at),
                closed_at=None if closed_at is None else _time(closed_at),
            )
            for table_id, settings, opened_at, closed_at in rows
        ]

    def unfinished_table(self) -> int | None:
        """The most recently started table that is not closed, or None: the one to resume."""
        row = self._read(
            "SELECT id FROM dealer_table WHERE closed_at IS NULL ORDER BY id DESC LIMIT 1"
        ).fetchone()
        return None if row is None else int(row[0])

    def close_table(self, table_id: int) -> None:
        """Mark the table finished: it takes no more changes. Closing it again does nothing."""
        self._last_seq_of(table_id, changing=False)
        if table_id in self._closed_tables:
            return
        with self._change(
            Message(QT_TRANSLATE_NOOP("Messages", "close table {table}"), table=table_id)
        ) as db:
            db.execute("UPDATE dealer_table SET closed_at = ? WHERE id = ?", (_now(), table_id))
        self._closed_tables.add(table_id)

    # -- events, checkpoints, restore ------------------------------------------------------

    def append(self, table_id: int, kind: str, payload: Mapping[str, Any]) -> int:
        """Keep one accepted change of the table; returns its sequence number (1, 2, ...).

        The change is on the disk when this returns. ``kind`` names it in the dealer's words
        ("action", "undo", "seat", "chips", "level", "game", "hand-start", "hand-end", ...).
        """
        if not isinstance(kind, str) or not kind:
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages", "A journal entry needs a kind, such as 'action'; got {kind}."
                ),
                kind=repr(kind),
            )
        text = _to_json(
            payload, Message(QT_TRANSLATE_NOOP("Messages", "the {kind} entry"), kind=kind)
        )
        seq = self._last_seq_of(table_id) + 1
        keeping = Message(
            QT_TRANSLATE_NOOP("Messages", "keep the {kind} entry of table {table}"),
            kind=kind,
            table=table_id,
        )
        with self._change(keeping) as db:
            db.execute(
                "INSERT INTO event (table_id, seq, kind, payload, at) VALUES (?, ?, ?, ?, ?)",
                (table_id, seq, kind, text, _now()),
            )
        self._last_seq[table_id] = seq
        return seq

    def last_seq(self, table_id: int) -> int:
        """The sequence number of the table's last change (0 before the first)."""
        return self._last_seq_of(table_id, changing=False)

    def events(self, table_id: int, after_seq: int = 0) -> list[Event]:
        """The table's events after ``after_seq``, in order.

        Events of recorded hands that a checkpoint covers are gone (see the module's notes);
        their actions are in the hands' histories.
        """
        self._last_seq_of(table_id, changing=False)
        rows = self._read(
            "SELECT seq, kind, payload, at FROM event WHERE table_id = ? AND seq > ? ORDER BY seq",
            (table_id, after_seq),
        ).fetchall()
        return [
            Event(seq, kind, _from_json(payload, _event_of(seq, table_id)), _time(at))
            for seq, kind, payload, at in rows
        ]

    def checkpoint(self, table_id: int, state: Mapping[str, Any]) -> int:
        """Save the table's state between hands, valid after its last event; returns that seq.

        It replaces the table's previous checkpoint, and the events it covers that belong to
        recorded hands are deleted in the same transaction (they are in the hands' histories).
        """
        text = _to_json(state, Message(QT_TRANSLATE_NOOP("Messages", "the table's checkpoint")))
        after_seq = self._last_seq_of(table_id)
        saving = Message(
            QT_TRANSLATE_NOOP("Messages", "save a checkpoint of table {table}"), table=table_id
        )
        with self._change(saving) as db:
            row = db.execute(
                "SELECT after_seq FROM checkpoint WHERE table_id = ?", (table_id,)
            ).fetchone()
            previous = 0 if row is None else int(row[0])
            db.execute(
                """INSERT INTO checkpoint (table_id, after_seq, state, at) VALUES (?, ?, ?, ?)
                ON CONFLICT (table_id) DO UPDATE
                SET after_seq = excluded.after_seq, state = excluded.state, at = excluded.at""",
                (table_id, after_seq, text, _now()),
            )
            hands = db.execute(
                """SELECT first_seq, last_seq FROM hand
                WHERE table_id = ? AND last_seq > ? AND first_seq <= ?""",
                (table_id, previous, after_seq),
            ).fetchall()
            for first_seq, last_seq in hands:
                db.execute(
                    "DELETE FROM event WHERE table_id = ? AND seq BETWEEN ? AND ?",
                    (table_id, max(first_seq, previous + 1), min(last_seq, after_seq)),
                )
        return after_seq

    def restore(self, table_id: int) -> Restored:
        """The table's settings, latest checkpoint (or None) and every event after it, in order."""
        return self._as_read(table_id, None)

    # -- the hand-history browser ------------------------------------------------------------

    def record_hand(
        self,
        table_id: int,
        hand_no: int,
        summary: Mapping[str, Any],
        history: Mapping[str, Any],
        *,
        first_seq: int,
    ) -> None:
        """Keep a finished hand: a small ``summary`` to list and its full ``history``.

        The hand spans the events from ``first_seq`` (the number ``append`` returned for its
        first event) to the table's last event, so record it right after its last event: a
        table change appended in between would count as part of the hand and be compacted with
        it. Recording the same hand number again replaces its record, so a controller that
        replays a finished hand after a crash may record it again.
        """
        summary_text = _to_json(summary, _summary_of(hand_no))
        history_text = _to_json(history, _history_of(hand_no))
        last_seq = self._last_seq_of(table_id)
        if not isinstance(hand_no, int) or hand_no < 0:
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages", "A hand number is a whole number from 0 up; got {hand}."
                ),
                hand=repr(hand_no),
            )
        if not 1 <= first_seq <= last_seq:
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Hand {hand} cannot start at entry {entry}: table {table} has entries 1 to "
                    "{last}.",
                ),
                hand=hand_no,
                entry=first_seq,
                table=table_id,
                last=last_seq,
            )
        keeping = Message(
            QT_TRANSLATE_NOOP("Messages", "keep hand {hand} of table {table}"),
            hand=hand_no,
            table=table_id,
        )
        with self._change(keeping) as db:
            db.execute(
                """INSERT INTO hand (table_id, hand_no, first_seq, last_seq, summary, at)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (table_id, hand_no) DO UPDATE SET first_seq = excluded.first_seq,
                last_seq = excluded.last_seq, summary = excluded.summary, at = excluded.at""",
                (table_id, hand_no, first_seq, last_seq, summary_text, _now()),
            )
            db.execute(
                """INSERT INTO hand_history (table_id, hand_no, history) VALUES (?, ?, ?)
                ON CONFLICT (table_id, hand_no) DO UPDATE SET history = excluded.history""",
                (table_id, hand_no, history_text),
            )
            # Events a checkpoint already covers are compacted now; later ones by `checkpoint`.
            row = db.execute(
                "SELECT after_seq FROM checkpoint WHERE table_id = ?", (table_id,)
            ).fetchone()
            if row is not None and row[0] >= first_seq:
                db.execute(
                    "DELETE FROM event WHERE table_id = ? AND seq BETWEEN ? AND ?",
                    (table_id, first_seq, min(last_seq, row[0])),
                )

    def hands(
        self, table_id: int, *, after_hand: int = -1, limit: int | None = None
    ) -> list[HandRecord]:
        """The table's recorded hands with their summaries, by hand number; no histories.

        ``after_hand`` and ``limit`` read a page at a time (about 4 µs a hand in all, so
        10,000 hands in one go take some 40 ms).
        """
        self._last_seq_of(table_id, changing=False)
        rows = self._read(
            """SELECT hand_no, summary, first_seq, last_seq, at FROM hand
            WHERE table_id = ? AND hand_no > ? ORDER BY hand_no LIMIT ?""",
            (table_id, after_hand, -1 if limit is None else limit),
        ).fetchall()
        return [
            HandRecord(
                hand_no,
                _from_json(summary, _summary_of(hand_no)),
                first_seq,
                last_seq,
                _time(at),
            )
            for hand_no, summary, first_seq, last_seq, at in rows
        ]

    def hand_history(self, table_id: int, hand_no: int) -> JSONDict:
        """The full history (setup and actions) recorded for one hand."""
        row = self._read(
            "SELECT history FROM hand_history WHERE table_id = ? AND hand_no = ?",
            (table_id, hand_no),
        ).fetchone()
        if row is None:
            raise JournalError(
                QT_TRANSLATE_NOOP("Messages", "Table {table} has no recorded hand {hand}."),
                table=table_id,
                hand=hand_no,
            )
        return _from_json(row[0], _history_of(hand_no))

    # -- inside ------------------------------------------------------------------------------

    def _connection(self) -> sqlite3.Connection:
        if self._db is None:
            raise JournalError(
                QT_TRANSLATE_NOOP("Messages", "The journal is closed; open it again to continue.")
            )
        return self._db

    @contextmanager
    def _change(self, doing: Message) -> Iterator[sqlite3.Connection]:
        """One durable transaction; any failure rolls it back and says what could not be done.

        Inside :meth:`transaction` it is part of that one, and a failure undoes all of it.
        """
        db = self._connection()
        if self._in_transaction:
            if self._undone is not None:
                raise JournalError(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "The journal {file} could not {doing}: the changes made together with it "
                        "were undone, as it could not {undone}.",
                    ),
                    file=self.path.name,
                    doing=doing,
                    undone=self._undone,
                )
            try:
                yield db
            except sqlite3.Error as error:
                self._undo_transaction(db, doing)
                raise JournalError(
                    QT_TRANSLATE_NOOP(
                        "Messages", "The journal {file} could not {doing}: {reason}."
                    ),
                    file=self.path.name,
                    doing=doing,
                    reason=_reason(error),
                ) from error
            except BaseException:
                self._undo_transaction(db, doing)
                raise
            return
        try:
            db.execute("BEGIN IMMEDIATE")
            yield db
            db.execute("COMMIT")
        except sqlite3.Error as error:
            _roll_back(db)
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages", "The journal {file} could not {doing}: {reason}. {advice}"
                ),
                file=self.path.name,
                doing=doing,
                reason=_reason(error),
                advice=self._what_to_do(error),
            ) from error
        except BaseException:
            _roll_back(db)
            raise

    def _what_to_do(self, error: sqlite3.Error) -> Message:
        """After a write failed: that nothing was kept, and what the dealer can do about it."""
        text = str(error)
        if "disk is full" in text:
            advice = QT_TRANSLATE_NOOP(
                "Messages",
                "Nothing of it was kept, and nothing of it is shown. Free some space on the disk "
                "of the data folder {folder}, then enter it again; or move the table to another "
                "folder (Table > Move the table to another folder…).",
            )
        elif "readonly" in text or "read-only" in text:
            advice = QT_TRANSLATE_NOOP(
                "Messages",
                "Nothing of it was kept, and nothing of it is shown. Make the data folder "
                "{folder} writable again, then enter it again; or move the table to another "
                "folder (Table > Move the table to another folder…).",
            )
        else:
            advice = QT_TRANSLATE_NOOP(
                "Messages",
                "Nothing of it was kept, and nothing of it is shown. Enter it again once the "
                "disk of the data folder {folder} works again; or move the table to another "
                "folder (Table > Move the table to another folder…).",
            )
        return Message(advice, folder=str(self.data_dir))

    def _undo_transaction(self, db: sqlite3.Connection, failed: Message | None = None) -> None:
        """Roll the open transaction back and forget what it taught the caches; ``failed`` is
        the change that failed, for the changes asked for after it and the end of the block."""
        _roll_back(db)
        self._last_seq.clear()  # reloaded from the file when next needed
        self._closed_tables.clear()
        if self._undone is None:
            self._undone = failed

    def _read(self, sql: str, parameters: tuple[Any, ...] = ()) -> sqlite3.Cursor:
        try:
            return self._connection().execute(sql, parameters)
        except sqlite3.Error as error:
            raise JournalError(
                QT_TRANSLATE_NOOP("Messages", "The journal {file} could not be read: {reason}."),
                file=self.path.name,
                reason=_reason(error),
            ) from error

    def _last_seq_of(self, table_id: int, *, changing: bool = True) -> int:
        """The table's last sequence number; refuses an unknown table, or a closed one to change."""
        if table_id not in self._last_seq:
            row = self._read(
                "SELECT closed_at FROM dealer_table WHERE id = ?", (table_id,)
            ).fetchone()
            if row is None:
                raise _no_such_table(table_id)
            if row[0] is not None:
                self._closed_tables.add(table_id)
            # The checkpoint counts too: compaction may have deleted the last events.
            (last,) = self._read(
                """SELECT max(coalesce((SELECT max(seq) FROM event WHERE table_id = ?1), 0),
                coalesce((SELECT after_seq FROM checkpoint WHERE table_id = ?1), 0))""",
                (table_id,),
            ).fetchone()
            self._last_seq[table_id] = int(last)
        if changing and table_id in self._closed_tables:
            raise JournalError(
                QT_TRANSLATE_NOOP("Messages", "Table {table} is closed: it takes no more changes."),
                table=table_id,
            )
        return self._last_seq[table_id]


# -- choosing, checking and starting the journal file ------------------------------------------


def journal_file_name(number: int) -> str:
    """The name of the ``number``-th journal file of a data folder.

    >>> journal_file_name(1), journal_file_name(2)
    ('journal.sqlite3', 'journal-2.sqlite3')
    """
    return JOURNAL_FILE_NAME if number == 1 else f"journal-{number}.sqlite3"


def _same_folder(first: Path, second: Path) -> bool:
    try:
        return first.samefile(second)
    except OSError:
        return first.absolute() == second.absolute()


def _journal_files(folder: Path) -> list[tuple[int, Path]]:
    """The folder's files named like journals, newest (highest number) first."""
    found = []
    for path in folder.iterdir():
        match = _JOURNAL_NAME.fullmatch(path.name)
        if match:
            found.append((int(match.group(1) or 1), path))
    return sorted(found, reverse=True)


def _open_newest_usable(folder: Path) -> tuple[Path, sqlite3.Connection, list[Message]]:
    """Open the newest usable journal file of the folder, else start one; say what was skipped."""
    try:
        candidates = _journal_files(folder)
    except OSError as error:
        raise JournalError(
            QT_TRANSLATE_NOOP("Messages", "The data folder {folder} cannot be read: {reason}."),
            folder=str(folder),
            reason=_why(error),
        ) from error
    notices: list[Message] = []
    damaged: Path | None = None  # the newest file, a journal of ours damaged: read what it holds
    for position, (_number, path) in enumerate(candidates):
        problem = _problem_with(path)
        if problem is None:
            try:
                return path, _connect_and_upgrade(path), _continuing(notices, path)
            except sqlite3.Error as error:
                problem = Message(
                    QT_TRANSLATE_NOOP("Messages", "it could not be opened ({reason})"),
                    reason=_reason(error),
                )
        notices.append(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The file {file} in the data folder {folder} cannot be used as the journal: "
                    "{problem}. It is kept as it is.",
                ),
                file=path.name,
                folder=str(folder),
                problem=problem,
            )
        )
        if position == 0 and problem.key in _SALVAGED_PROBLEMS:
            damaged = path  # the last session's tables are there: not an older file's
            break
    number = candidates[0][0] + 1 if candidates else 1
    path = _start_journal_file(folder, journal_file_name(number))
    if notices:
        notices.append(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "This session keeps its tables in a new journal file, {file}."
                ),
                file=path.name,
            )
        )
    try:
        db = _connect_and_upgrade(path)
    except sqlite3.Error as error:
        raise JournalError(
            QT_TRANSLATE_NOOP("Messages", "The new journal {file} cannot be opened: {reason}."),
            file=str(path),
            reason=_reason(error),
        ) from error
    if damaged is not None:
        notices.append(_salvage(damaged, db, path.name))
    return path, db, notices


# What reading a damaged row of a journal of ours can raise.
_UNREADABLE: Final = (JournalError, TypeError, ValueError, OverflowError)

# Problems of a file that is a journal of ours with damage inside: what it holds is read back.
_CUT_SHORT: Final = QT_TRANSLATE_NOOP("Messages", "it is damaged (cut short)")
_CUT_SHORT_AT: Final = QT_TRANSLATE_NOOP(
    "Messages", "it is damaged (cut short: {size} of {total} bytes)"
)
_SQLITE_FINDS: Final = QT_TRANSLATE_NOOP("Messages", "it is damaged (SQLite finds: {found})")
_LEFT_OPEN: Final = QT_TRANSLATE_NOOP(
    "Messages",
    "it was left by a window that did not close, and its write-ahead log {file} is missing "
    "(deleted after a crash?): the last changes it held are lost",
)
_SALVAGED_PROBLEMS: Final = frozenset({_CUT_SHORT, _CUT_SHORT_AT, _SQLITE_FINDS, _LEFT_OPEN})
# Each table of format 1: its columns and its key, in the order a copy needs them.
_TABLE_COLUMNS: Final = (
    ("dealer_table", "id, settings, opened_at, closed_at", "id"),
    ("checkpoint", "table_id, after_seq, state, at", "table_id"),
    ("event", "table_id, seq, kind, payload, at", "table_id, seq"),
    ("hand", "table_id, hand_no, first_seq, last_seq, summary, at", "table_id, hand_no"),
    ("hand_history", "table_id, hand_no, history", "table_id, hand_no"),
)


def _salvage(source: Path, db: sqlite3.Connection, new_name: str) -> Message:
    """Copy every row that can still be read from the damaged journal ``source`` (read only,
    never written) into the new journal ``db``; the sentence saying what was kept.

    A damaged page stops a read; the rows past it are got by reading again in key order (the
    key's index, another tree) and backwards, so only the rows of the damaged pages are lost.
    """
    counts = dict.fromkeys([name for name, _columns, _key in _TABLE_COLUMNS], 0)
    side_files = [source.with_name(source.name + suffix) for suffix in ("-wal", "-shm")]
    made_here = [side for side in side_files if not side.exists()]
    wal = side_files[0].exists()
    src = None
    try:
        src = sqlite3.connect(
            f"{source.resolve().as_uri()}?{'mode=ro' if wal else 'immutable=1'}", uri=True
        )
        # Read only, so it writes nothing: it lets SQLite read a file cut short (its header
        # counting more pages than the file holds), which it otherwise refuses whole.
        src.execute("PRAGMA writable_schema = ON")
        db.execute("PRAGMA foreign_keys = OFF")  # a hand whose table row was lost is kept too
        db.execute("BEGIN IMMEDIATE")
        for name, columns, key in _TABLE_COLUMNS:
            rows: dict[tuple[Any, ...], tuple[Any, ...]] = {}
            width = key.count(",") + 1
            for order in ("", "ASC", "DESC"):
                by = f" ORDER BY {key.replace(',', f' {order},')} {order}" if order else ""
                with contextlib.suppress(sqlite3.Error):
                    for row in src.execute(f"SELECT {columns} FROM {name}{by}"):
                        rows[tuple(row[:width])] = tuple(row)
            marks = ", ".join("?" * len(columns.split(",")))
            db.executemany(
                f"INSERT OR IGNORE INTO {name} ({columns}) VALUES ({marks})", rows.values()
            )
            counts[name] = len(rows)
        db.execute("COMMIT")
    except sqlite3.Error as error:
        _roll_back(db)
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "Nothing could be read back from {file} ({reason}); its tables are not in the "
                "new journal, and the file is kept as it is.",
            ),
            file=source.name,
            reason=_reason(error),
        )
    finally:
        if src is not None:
            src.close()
        with contextlib.suppress(sqlite3.Error):
            db.execute("PRAGMA foreign_keys = ON")
        for side in made_here:
            with contextlib.suppress(OSError):
                side.unlink(missing_ok=True)
    if not any(counts.values()):
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages", "Nothing could be read back from {file}: its tables are lost."
            ),
            file=source.name,
        )
    return Message(
        QT_TRANSLATE_NOOP(
            "Messages",
            "Read back from {file} into {new_file}: {tables}, {checkpoints}, {entries} and "
            "{hands}; what lay in its damaged part is lost.",
        ),
        file=source.name,
        new_file=new_name,
        tables=Message(
            QT_TRANSLATE_NOOP("Messages", "{count} tables", "{count} table", 1),
            one="{count} table",
            count=counts["dealer_table"],
        ),
        checkpoints=Message(
            QT_TRANSLATE_NOOP("Messages", "{count} checkpoints", "{count} checkpoint", 1),
            one="{count} checkpoint",
            count=counts["checkpoint"],
        ),
        entries=Message(
            QT_TRANSLATE_NOOP("Messages", "{count} entries", "{count} entry", 1),
            one="{count} entry",
            count=counts["event"],
        ),
        hands=Message(
            QT_TRANSLATE_NOOP("Messages", "{count} recorded hands", "{count} recorded hand", 1),
            one="{count} recorded hand",
            count=counts["hand"],
        ),
    )


def _continuing(notices: list[Message], path: Path) -> list[Message]:
    if notices:
        notices.append(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "This session continues with the journal file {file}."
                ),
                file=path.name,
            )
        )
    return notices


def _problem_with(path: Path) -> Message | None:
    """Why the file at ``path`` cannot be this version's journal, or None if it can.

    Only reads: a foreign file is judged from its first 100 bytes, a journal of ours with
    SQLite opened read-only (``immutable`` unless a write-ahead log is there to be read), and
    the side files SQLite makes for reading are removed again. SQLite's ``quick_check`` reads
    the whole file whatever its size (about 8 ms for 10,000 hands, 80 ms for 60,000, with the
    file in the system's cache): a damaged page of a large journal is found at opening, not
    when the dealer reaches it. A shared-memory file without its write-ahead log means the
    log, and the changes it held, was deleted after a crash: the file is set aside too.
    """
    try:
        if not path.is_file():
            return Message(QT_TRANSLATE_NOOP("Messages", "it is not a file"))
        with path.open("rb") as file:
            header = file.read(100)
            size = os.fstat(file.fileno()).st_size
    except OSError as error:
        return Message(
            QT_TRANSLATE_NOOP("Messages", "it cannot be read ({reason})"), reason=_why(error)
        )
    if size == 0:
        return Message(QT_TRANSLATE_NOOP("Messages", "it is empty"))
    if not header.startswith(_SQLITE_MAGIC[: len(header)]):
        return Message(QT_TRANSLATE_NOOP("Messages", "it is not an SQLite database"))
    if len(header) < 100:
        return Message(_CUT_SHORT)
    if int.from_bytes(header[68:72], "big") != APPLICATION_ID:
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "it is another program's SQLite database, not a journal of the dealer assistant",
            )
        )
    wal = path.with_name(path.name + "-wal")
    if not wal.exists() and path.with_name(path.name + "-shm").exists():
        return Message(_LEFT_OPEN, file=wal.name)
    if not wal.exists():
        # Without a write-ahead log the header is the whole truth (SQLite file format 1.3).
        page_size = int.from_bytes(header[16:18], "big")
        page_size = 65536 if page_size == 1 else page_size
        if page_size < 512 or page_size & (page_size - 1):
            return Message(QT_TRANSLATE_NOOP("Messages", "it is damaged (its header is not valid)"))
        pages = int.from_bytes(header[28:32], "big")
        size_is_valid = header[24:28] == header[92:96]
        if (size_is_valid and pages * page_size > size) or size % page_size:
            return Message(_CUT_SHORT_AT, size=size, total=pages * page_size)
        version = int.from_bytes(header[60:64], "big")
        if version > SCHEMA_VERSION:
            return _newer(version)
    return _problem_seen_by_sqlite(path, read_wal=wal.exists())


def _problem_seen_by_sqlite(path: Path, *, read_wal: bool) -> Message | None:
    side_files = [path.with_name(path.name + suffix) for suffix in ("-wal", "-shm")]
    made_here = [side for side in side_files if not side.exists()]
    mode = "mode=ro" if read_wal else "immutable=1"
    db = None
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?{mode}", uri=True)
        (version,) = db.execute("PRAGMA user_version").fetchone()
        if version > SCHEMA_VERSION:
            return _newer(version)
        check = db.execute("PRAGMA quick_check(1)").fetchone()[0]
        if check != "ok":
            found = " ".join(check.replace("*** in database main ***", "").split())
            return Message(_SQLITE_FINDS, found=found)
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
        missing = QT_TRANSLATE_NOOP(
            "Messages", "it is damaged (the tables of a journal are missing)"
        )
        if version == SCHEMA_VERSION and not tables >= _TABLES_OF_THE_FORMAT:
            return Message(missing)
        if version == 0:
            return Message(missing)
    except sqlite3.Error as error:
        return Message(
            QT_TRANSLATE_NOOP("Messages", "it is damaged ({reason})"), reason=_reason(error)
        )
    finally:
        if db is not None:
            db.close()
        for side in made_here:
            with contextlib.suppress(OSError):  # an empty side file left is harmless
                side.unlink(missing_ok=True)
    return None


def _newer(version: int) -> Message:
    return Message(
        QT_TRANSLATE_NOOP(
            "Messages",
            "it was written by a newer version of the dealer assistant (journal format "
            "{version}; this version knows formats up to {known}), so only that version may "
            "open it",
        ),
        version=version,
        known=SCHEMA_VERSION,
    )


def _can_write(db: sqlite3.Connection) -> bool:
    """Whether SQLite can write the file: a change tried and rolled back (nothing is written;
    SQLite opens a file it may not write read-only, without a word)."""
    try:
        db.execute("BEGIN IMMEDIATE")
        try:
            (version,) = db.execute("PRAGMA user_version").fetchone()
            db.execute(f"PRAGMA user_version = {int(version):d}")
        finally:
            _roll_back(db)
    except sqlite3.Error:
        return False
    return True


def _connect(path: Path) -> sqlite3.Connection:
    """A connection with the journal's settings: WAL, full flush to the disk on each commit."""
    db = sqlite3.connect(path, isolation_level=None)
    try:
        (mode,) = db.execute("PRAGMA journal_mode = WAL").fetchone()
        if mode != "wal":
            raise sqlite3.OperationalError(f"the file system refused the write-ahead log ({mode})")
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA fullfsync = ON")  # macOS: flush the drive's cache too
        db.execute("PRAGMA checkpoint_fullfsync = ON")
        db.execute("PRAGMA foreign_keys = ON")
    except BaseException:
        db.close()
        raise
    return db


def _connect_and_upgrade(path: Path) -> sqlite3.Connection:
    """Open a journal file and bring an older format up to this version's, in one transaction."""
    db = _connect(path)
    try:
        (version,) = db.execute("PRAGMA user_version").fetchone()
        if version < SCHEMA_VERSION:
            db.execute("BEGIN IMMEDIATE")
            try:
                for step in _UPGRADES[version:SCHEMA_VERSION]:
                    step(db)
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION:d}")
                db.execute("COMMIT")
            except BaseException:
                _roll_back(db)
                raise
    except BaseException:
        db.close()
        raise
    return db


def _start_journal_file(folder: Path, name: str) -> Path:
    """Build a new journal under a temporary name, then rename it into place complete."""
    path = folder / name

    def new_journal(building: Path) -> None:
        db = _connect(building)
        try:
            db.execute("BEGIN IMMEDIATE")
            for step in _UPGRADES[:SCHEMA_VERSION]:
                step(db)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION:d}")
            db.execute("COMMIT")
        finally:
            db.close()  # checkpoints the log into the file and removes it

    try:
        _build(path, new_journal)
    except (OSError, sqlite3.Error) as error:
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "A new journal file cannot be made in the data folder {folder}: {reason}.",
            ),
            folder=str(folder),
            reason=_why(error),
        ) from error
    return path


def _build(path: Path, fill: Callable[[Path], None]) -> None:
    """Make ``path`` under a temporary name (``fill`` writes that file), then rename it into
    place complete: a file with a journal's name is never half made. Raises what fails."""
    building = path.with_name(f".{path.name}.building")
    try:
        for suffix in ("", "-wal", "-shm"):
            # Ours: a build interrupted before its rename.
            building.with_name(building.name + suffix).unlink(missing_ok=True)
        fill(building)
        if path.exists():  # the folder is locked, but another program may have put it there
            raise FileExistsError(errno.EEXIST, f"{path.name} appeared there meanwhile")
        os.rename(building, path)
    except BaseException:
        with contextlib.suppress(OSError):
            building.unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _back_up(source: sqlite3.Connection, path: Path) -> None:
    """Write the whole of ``source`` (what its file and log hold) into a new file at ``path``."""
    copy = sqlite3.connect(path)
    try:
        source.backup(copy)
    finally:
        copy.close()


def _sync_folder(folder: Path) -> None:
    """Make the new file's name durable too (POSIX; Windows has no folder flush)."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


# -- small helpers ------------------------------------------------------------------------------


def _roll_back(db: sqlite3.Connection) -> None:
    if db.in_transaction:
        # SQLite rolls back by itself after some errors; nothing was committed either way.
        with contextlib.suppress(sqlite3.Error):
            db.execute("ROLLBACK")


def _reason(error: sqlite3.Error) -> Message | str:
    """SQLite's message, in the dealer's words where it matters (SQLite's own text, as it is,
    otherwise)."""
    text = str(error)
    if "disk is full" in text:
        return Message(QT_TRANSLATE_NOOP("Messages", "the disk is full"))
    if "readonly" in text or "read-only" in text:
        return Message(QT_TRANSLATE_NOOP("Messages", "the data folder cannot be written"))
    return text


def _why(error: OSError | sqlite3.Error) -> Value:
    """Why a file could not be made or read: the system's words, or SQLite's (:func:`_reason`)."""
    if isinstance(error, sqlite3.Error):
        return _reason(error) or str(error)
    return error.strerror or str(error)


def _no_such_table(table_id: int) -> JournalError:
    return JournalError(
        QT_TRANSLATE_NOOP("Messages", "There is no table {table} in this journal."), table=table_id
    )


# What the journal could not keep or read, in the sentences that say so.
def _settings_of(table_id: int) -> Message:
    return Message(QT_TRANSLATE_NOOP("Messages", "the settings of table {table}"), table=table_id)


def _event_of(seq: int, table_id: int) -> Message:
    return Message(
        QT_TRANSLATE_NOOP("Messages", "event {entry} of table {table}"), entry=seq, table=table_id
    )


def _summary_of(hand_no: int) -> Message:
    return Message(QT_TRANSLATE_NOOP("Messages", "the summary of hand {hand}"), hand=hand_no)


def _history_of(hand_no: int) -> Message:
    return Message(QT_TRANSLATE_NOOP("Messages", "the history of hand {hand}"), hand=hand_no)


def _now() -> int:
    return time.time_ns() // 1_000_000


def _time(milliseconds: int) -> datetime:
    return datetime.fromtimestamp(milliseconds / 1000, UTC)


def _to_json(value: Mapping[str, Any], what: Message) -> str:
    """The JSON text of ``value``, refusing what would not come back the same from JSON.

    Tuples come back as lists and ``int`` subclasses as plain ``int``; anything else that JSON
    would change or cannot hold (a key that is not text, a set, NaN) is refused.
    """
    if not isinstance(value, Mapping):
        raise JournalError(
            QT_TRANSLATE_NOOP("Messages", "The journal keeps {what} as a mapping; got {type}."),
            what=what,
            type=type(value).__name__,
        )
    _check_plain(value, what, "")
    # `default` meets only mappings that are not dicts: _check_plain let nothing else through.
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=dict)


def _check_plain(value: object, what: Message, where: str) -> None:
    if value is None or isinstance(value, str | int):
        return
    if isinstance(value, float):
        if math.isfinite(value):
            return
    elif isinstance(value, Mapping):
        for key, item in value.items():
            if not isinstance(key, str):
                if where:
                    raise JournalError(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "The journal cannot keep {what}: its key {key} at {place} is not text.",
                        ),
                        what=what,
                        key=repr(key),
                        place=where,
                    )
                raise JournalError(
                    QT_TRANSLATE_NOOP(
                        "Messages", "The journal cannot keep {what}: its key {key} is not text."
                    ),
                    what=what,
                    key=repr(key),
                )
            _check_plain(item, what, f"{where}/{key}")
        return
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            _check_plain(item, what, f"{where}/{index}")
        return
    if where:
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "The journal cannot keep {what}: {value} at {place} is not plain data (text, "
                "numbers, true or false, lists and mappings).",
            ),
            what=what,
            value=repr(value),
            place=where,
        )
    raise JournalError(
        QT_TRANSLATE_NOOP(
            "Messages",
            "The journal cannot keep {what}: {value} is not plain data (text, numbers, true or "
            "false, lists and mappings).",
        ),
        what=what,
        value=repr(value),
    )


def _from_json(text: str, what: Message) -> JSONDict:
    try:
        value = json.loads(text)
    except (TypeError, ValueError) as error:
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages", "The journal cannot read {what}: it is damaged ({reason})."
            ),
            what=what,
            reason=str(error),
        ) from error
    if not isinstance(value, dict):
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages", "The journal cannot read {what}: it is damaged (not a mapping)."
            ),
            what=what,
        )
    return value
