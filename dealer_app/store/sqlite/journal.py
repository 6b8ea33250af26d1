"""The journal: every accepted action and table change, durable before the window shows it.

A table is its settings plus the list of events appended to it ("hand-start", "action",
"undo", "hand-end", "seat", "chips", "level", "game", ...); the table's state is whatever
replaying that list gives. The journal keeps the list and nothing else that could disagree with
it; it never looks inside a payload, so it works with any JSON data and does not import the
engine.

>>> import tempfile
>>> with tempfile.TemporaryDirectory() as folder, SqliteJournal.open(folder) as journal:
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
    replaces) are made inside :meth:`SqliteJournal.transaction`: one commit for all of them,
    or none.

Files in the data folder
    ``journal.sqlite3`` and, only after an unusable file was found, ``journal-2.sqlite3``,
    ``journal-3.sqlite3``... plus ``journal.lock`` (see :mod:`dealer_app.store.lock`). The
    journal in use is the newest of them (highest number) that is usable; an unusable newer one
    (not SQLite, another program's database, cut short, damaged, or written by a newer version)
    is reported in :attr:`SqliteJournal.notices`, kept byte for byte (never written, renamed or
    deleted), and if no file is usable a new one is started after the highest number; when the
    newest file is a journal of ours that SQLite finds damaged (or whose write-ahead log was
    deleted after a crash), every row that can still be read of it is copied into the new one
    (:mod:`dealer_app.store.sqlite.damage`). A table whose content is damaged goes on in a copy of the file
    (:meth:`SqliteJournal.set_aside`), and a folder that stopped taking writes in another folder
    (:meth:`SqliteJournal.move_to`). The
    files are recognised by an SQLite ``application_id`` of their own, and a new file is built
    under a temporary name and renamed into place only once complete, so a file with a journal's
    name and id is never a half-made journal. ``PRAGMA user_version`` is the journal format;
    an older format is upgraded in place in one transaction by the steps in ``_UPGRADES``.

Append-only, with a global identity (format 2)
    Nothing of a table's list is ever deleted or rewritten: an undo is an entry, a checkpoint
    is only where a restore starts (the newest replaces the previous one: it is what replaying
    the entries gives, kept so that a restore does not replay every hand), and every entry stays.
    Each entry is ``(station, "table/<number>", seq)`` (:attr:`SqliteJournal.streams`): the
    station is a random identity made once with the file and copied with it (a copy to another
    computer, :meth:`SqliteJournal.move_to`, :meth:`SqliteJournal.set_aside` and the salvage
    keep it), the place is counted by the file in the transaction that keeps the entry, and the
    time is stamped once, by whoever wrote the entry first. The outbox's order (``written``)
    is written in that same transaction; what the room acknowledged is a watermark per stream.
    Beside the entries the file keeps what they say, for quick reading: a table's settings and
    whether it is closed (or moved away), its newest checkpoint, and each recorded hand (a hand
    recorded again, after an undo or a restart, replaces its record); none of these is an entry
    of the list the room follows.
    What grows is every entry plus one hand record per hand (its summary and its history, for
    the hand-history browser): each action is kept twice, once as an entry of the list the room
    follows and once in its hand's history. A format 1 file (which deleted the entries of
    recorded hands once a checkpoint covered them) keeps the gaps its compaction left.

Crash safety
    A process killed at any moment loses no change whose method returned: tested by SIGKILLing a
    process that appends in a loop (``tests/store/test_crash.py``). A power cut is covered by
    the flush to disk, which an operating-system kill cannot test.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Self

from dealer_app.messages import QT_TRANSLATE_NOOP, Message, Refusal, Value
from dealer_app.store.errors import JournalError, JournalLost
from dealer_app.store.lock import DataFolderLock
from dealer_app.store.protocols import Checkpoint, Event, HandRecord, Restored, TableRecord
from dealer_app.store.sqlite.damage import open_newest_usable
from dealer_app.store.sqlite.files import (
    JOURNAL_FILE_NAME,
    FileWatch,
    back_up,
    build,
    can_write,
    connect_and_upgrade,
    journal_file_name,
    journal_files,
    same_folder,
    start_journal_file,
)
from dealer_app.store.sqlite.rows import (
    UNREADABLE,
    JSONDict,
    cause_of,
    from_json,
    now_ms,
    reason_of,
    roll_back,
    time_of,
    to_json,
)
from dealer_app.store.sqlite.streams import FileStreams, new_station, station_of
from dealer_app.store.streams import Entry


class SqliteJournal:
    """The open journal of one data folder, held by this window until :meth:`close`.

    Get one with :meth:`SqliteJournal.open`. Every method that changes something is durable when it
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
        """Wrap an opened file; use :meth:`SqliteJournal.open`."""
        self.data_dir = data_dir
        self.path = path
        self.notices = notices
        self.writable = True  # False: opened, but SQLite cannot write the file (see notices)
        self._db: sqlite3.Connection | None = db
        self._lock = lock
        self._watch = FileWatch(path)
        # How often the file was found overwritten and an empty one started in its place: a
        # recorder that sees it change writes its table again from memory.
        self.restarted = 0
        try:
            self.station = station_of(db)
        except sqlite3.Error as error:
            raise JournalError(
                QT_TRANSLATE_NOOP("Messages", "The journal {file} could not be read: {reason}."),
                file=path.name,
                reason=reason_of(error),
            ) from error
        self.streams = self._streams()
        self._handed_over = False  # set_aside gave the folder's lock to the copy
        self._in_transaction = False  # inside `transaction`: changes join it, no commits
        self._undone: Message | None = None  # the change whose failure undid the transaction

    # -- opening and closing ----------------------------------------------------------------

    @classmethod
    def open(
        cls, data_dir: str | os.PathLike[str], *, lock: DataFolderLock | None = None
    ) -> SqliteJournal:
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
        ...     with SqliteJournal.open(folder, lock=held) as journal:
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
        elif not same_folder(lock.folder, folder):
            raise ValueError(f"the lock is of {lock.folder}, not of {folder}")
        try:
            path, db, notices = open_newest_usable(folder)
        except BaseException:
            lock.release()
            raise
        journal = cls(folder, path, db, lock, tuple(notices))
        moved_away = None
        with contextlib.suppress(JournalError):  # a damaged row: said when the table is read
            moved_away = journal._moved_away()
        if moved_away is not None:
            journal.notices = (*journal.notices, moved_away)
        journal.writable = can_write(db)
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
                reason=reason_of(error),
            ) from error
        finally:
            if not self._handed_over:
                self._lock.release()

    @property
    def is_open(self) -> bool:
        """True until :meth:`close`."""
        return self._db is not None

    def set_aside(self, why: Value) -> SqliteJournal:
        """Keep this file as it is and go on in a copy of it, the folder's next journal file;
        returns the copy, open, this one closed. ``why`` completes the sentence of
        :attr:`notices` ("The journal file journal.sqlite3 is kept as it is: <why>.").

        For damage found in the content (a broken entry): the copy is the one the table is
        rebuilt in, the original stays as it was found, and later starts open the copy (the
        newest usable file).
        """
        source = self._connection()
        try:
            number = journal_files(self.data_dir)[0][0] + 1
            path = self.data_dir / journal_file_name(number)
            build(path, lambda building: back_up(source, building))
            db = connect_and_upgrade(path)
        except (OSError, sqlite3.Error) as error:
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages", "The journal {file} cannot be copied to set it aside: {reason}."
                ),
                file=self.path.name,
                reason=cause_of(error),
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
        return SqliteJournal(self.data_dir, path, db, self._lock, (notice,))

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
            settings = from_json(row[0], _settings_of(table_id))
        except JournalError as error:
            damaged(error)
        checkpoint = None
        row = self._read(
            "SELECT after_seq, state, at FROM checkpoint WHERE table_id = ?", (table_id,)
        ).fetchone()
        if row is not None:
            try:
                state = from_json(
                    row[1],
                    Message(
                        QT_TRANSLATE_NOOP("Messages", "the checkpoint of table {table}"),
                        table=table_id,
                    ),
                )
                checkpoint = Checkpoint(int(row[0]), state, time_of(row[2]))
            except UNREADABLE as error:
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
                events.append(Event(seq, str(kind), from_json(payload, what), time_of(at)))
            except UNREADABLE as error:
                damaged(error)
                break
        return Restored(table_id, settings, checkpoint, tuple(events))

    def move_to(self, data_dir: str | os.PathLike[str]) -> SqliteJournal:
        """Copy this journal whole into ``data_dir`` and continue there; returns the journal
        open in the new folder, this one closed (its folder unlocked).

        For a data folder that stopped taking writes (a full disk, a read-only folder): every
        change kept so far is copied (SQLite's backup, from what this file holds), so not an
        action is lost. The new folder must not hold a journal already; nothing is changed in
        either folder when it raises :class:`JournalError`.

        Then, if the old folder takes it, its unfinished table is closed there with the folder
        it went to (a later start on the old folder says where the table went and does not
        reopen it) and the old file takes a new station for its later tables (the moved table
        keeps its own, in both files). If the old folder takes nothing, the moved journal's
        :attr:`notices` say so.

        >>> import tempfile
        >>> with tempfile.TemporaryDirectory() as first, tempfile.TemporaryDirectory() as second:
        ...     journal = SqliteJournal.open(first)
        ...     table = journal.create_table({"game": "NT"})
        ...     _ = journal.append(table, "action", {"phh": "p3 cbr 6"})
        ...     moved = journal.move_to(second)
        ...     [event.payload for event in moved.restore(table).events], journal.is_open
        ...     moved.close()
        ([{'phh': 'p3 cbr 6'}], False)
        """
        folder = Path(data_dir)
        source = self._connection()
        if same_folder(folder, self.data_dir):
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages", "The table is already kept in {folder}: choose another folder."
                ),
                folder=str(folder),
            )
        lock = DataFolderLock.acquire(folder, create=True)
        try:
            try:
                if journal_files(folder):
                    raise JournalError(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "The folder {folder} already holds a journal of the dealer assistant: "
                            "choose an empty folder for this table.",
                        ),
                        folder=str(folder),
                    )
                build(folder / JOURNAL_FILE_NAME, lambda building: back_up(source, building))
            except (OSError, sqlite3.Error) as error:
                raise JournalError(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "The table cannot be moved to {folder}: {reason}. It stays kept in "
                        "{data_folder}, every action with it.",
                    ),
                    folder=str(folder),
                    reason=cause_of(error),
                    data_folder=str(self.data_dir),
                ) from error
            moved = SqliteJournal.open(folder, lock=lock)
        except BaseException:
            lock.release()
            raise
        try:
            self._mark_moved(folder)
        except JournalError as error:
            moved.notices = (
                *moved.notices,
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "The table could not be marked as moved in {data_folder} ({reason}): "
                        "go on with it here, in {folder}, and do not start the dealer assistant "
                        "on {data_folder} to continue it.",
                    ),
                    data_folder=str(self.data_dir),
                    reason=error.message,
                    folder=str(folder),
                ),
            )
        with contextlib.suppress(JournalError):
            self.close()
        return moved

    def _mark_moved(self, folder: Path) -> None:
        """In this (old) file: the unfinished tables closed as moved to ``folder``, and a new
        station for the tables this folder starts later."""
        doing = Message(
            QT_TRANSLATE_NOOP("Messages", "mark the table as moved to {folder}"),
            folder=str(folder),
        )
        with self._change(doing) as db:
            db.execute(
                "UPDATE dealer_table SET closed_at = ?, moved_to = ? WHERE closed_at IS NULL",
                (now_ms(), str(folder.absolute())),
            )
            db.execute("UPDATE station SET id = ?", (new_station(),))

    def _moved_away(self) -> Message | None:
        """Where this folder's table went, when its newest table was moved away and no table
        was started since."""
        row = self._read(
            "SELECT id, moved_to, closed_at FROM dealer_table ORDER BY id DESC LIMIT 1"
        ).fetchone()
        if row is None or row[1] is None:
            return None
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "Table {table} of this data folder was moved to {folder} on {date}: start the "
                "dealer assistant on that folder to go on with it.",
            ),
            table=int(row[0]),
            folder=str(row[1]),
            date=time_of(int(row[2])).astimezone().strftime("%Y-%m-%d %H:%M"),
        )

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
        >>> with tempfile.TemporaryDirectory() as folder, SqliteJournal.open(folder) as journal:
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
        self._still_the_file_opened()
        db = self._connection()
        try:
            db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            roll_back(db)
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages", "The journal {file} could not start a change: {reason}."
                ),
                file=self.path.name,
                reason=reason_of(error),
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
            self._watch.seen()
        except sqlite3.Error as error:
            self._undo_transaction(db)
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The journal {file} could not keep the changes made together: {reason}. "
                    "{advice}",
                ),
                file=self.path.name,
                reason=reason_of(error),
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
        text = to_json(settings, Message(QT_TRANSLATE_NOOP("Messages", "the table's settings")))
        with self._change(Message(QT_TRANSLATE_NOOP("Messages", "start a new table"))) as db:
            cursor = db.execute(
                "INSERT INTO dealer_table (settings, opened_at, station) VALUES (?, ?, ?)",
                (text, now_ms(), self.station),
            )
        table_id = cursor.lastrowid
        assert table_id is not None
        return table_id

    def tables(self) -> list[TableRecord]:
        """Every table of the journal, oldest first."""
        rows = self._read(
            "SELECT id, settings, opened_at, closed_at FROM dealer_table ORDER BY id"
        ).fetchall()
        return [
            TableRecord(
                table_id=table_id,
                settings=from_json(settings, _settings_of(table_id)),
                opened_at=time_of(opened_at),
                closed_at=None if closed_at is None else time_of(closed_at),
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
        if self._is_closed(table_id):
            return
        with self._change(
            Message(QT_TRANSLATE_NOOP("Messages", "close table {table}"), table=table_id)
        ) as db:
            db.execute("UPDATE dealer_table SET closed_at = ? WHERE id = ?", (now_ms(), table_id))

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
        text = to_json(
            payload, Message(QT_TRANSLATE_NOOP("Messages", "the {kind} entry"), kind=kind)
        )
        self._last_seq_of(table_id)
        keeping = Message(
            QT_TRANSLATE_NOOP("Messages", "keep the {kind} entry of table {table}"),
            kind=kind,
            table=table_id,
        )
        with self._change(keeping) as db:
            seq = self._last_seq_of(table_id) + 1  # the store's count, in the same transaction
            _insert(db, table_id, seq, kind, text, now_ms())
        return seq

    def _add_entry(self, table_id: int, entry: Entry) -> bool:
        """:meth:`FileStreams.add` for this journal: the entry kept as it comes (its time
        too), False for one already kept, a gap refused."""
        if not isinstance(entry.kind, str) or not entry.kind:
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages", "A journal entry needs a kind, such as 'action'; got {kind}."
                ),
                kind=repr(entry.kind),
            )
        text = to_json(
            entry.payload,
            Message(QT_TRANSLATE_NOOP("Messages", "the {kind} entry"), kind=entry.kind),
        )
        if self._read(
            "SELECT 1 FROM event WHERE table_id = ? AND seq = ?", (table_id, entry.id.seq)
        ).fetchone():
            return False  # the same identity is the same entry
        last = self._last_seq_of(table_id)
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
        keeping = Message(
            QT_TRANSLATE_NOOP("Messages", "keep the {kind} entry of table {table}"),
            kind=entry.kind,
            table=table_id,
        )
        with self._change(keeping) as db:
            _insert(db, table_id, entry.id.seq, entry.kind, text, int(entry.at))
        return True

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
            Event(seq, kind, from_json(payload, _event_of(seq, table_id)), time_of(at))
            for seq, kind, payload, at in rows
        ]

    def checkpoint(self, table_id: int, state: Mapping[str, Any]) -> int:
        """Save the table's state between hands, valid after its last event; returns that seq.

        It replaces the table's previous checkpoint (a checkpoint is what replaying the entries
        gives, kept so that a restore starts there); every entry is kept.
        """
        text = to_json(state, Message(QT_TRANSLATE_NOOP("Messages", "the table's checkpoint")))
        self._last_seq_of(table_id)
        saving = Message(
            QT_TRANSLATE_NOOP("Messages", "save a checkpoint of table {table}"), table=table_id
        )
        with self._change(saving) as db:
            after_seq = self._last_seq_of(table_id)
            db.execute(
                """INSERT INTO checkpoint (table_id, after_seq, state, at) VALUES (?, ?, ?, ?)
                ON CONFLICT (table_id) DO UPDATE
                SET after_seq = excluded.after_seq, state = excluded.state, at = excluded.at""",
                (table_id, after_seq, text, now_ms()),
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
        summary_text = to_json(summary, _summary_of(hand_no))
        history_text = to_json(history, _history_of(hand_no))
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
                (table_id, hand_no, first_seq, last_seq, summary_text, now_ms()),
            )
            db.execute(
                """INSERT INTO hand_history (table_id, hand_no, history) VALUES (?, ?, ?)
                ON CONFLICT (table_id, hand_no) DO UPDATE SET history = excluded.history""",
                (table_id, hand_no, history_text),
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
                from_json(summary, _summary_of(hand_no)),
                first_seq,
                last_seq,
                time_of(at),
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
        return from_json(row[0], _history_of(hand_no))

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
                        "Messages", "The journal {file} could not {doing}: {reason}. {advice}"
                    ),
                    file=self.path.name,
                    doing=doing,
                    reason=reason_of(error),
                    advice=self._what_to_do(error),
                ) from error
            except BaseException:
                self._undo_transaction(db, doing)
                raise
            return
        self._still_the_file_opened()
        db = self._connection()
        try:
            db.execute("BEGIN IMMEDIATE")
            yield db
            db.execute("COMMIT")
            self._watch.seen()
        except sqlite3.Error as error:
            roll_back(db)
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages", "The journal {file} could not {doing}: {reason}. {advice}"
                ),
                file=self.path.name,
                doing=doing,
                reason=reason_of(error),
                advice=self._what_to_do(error),
            ) from error
        except BaseException:
            roll_back(db)
            raise

    def _still_the_file_opened(self) -> None:
        """Before a change: if the journal file was deleted or replaced (or its write-ahead
        log deleted) since it was opened, write everything this window kept again into a new
        journal file, from the file still open, go on there, and refuse the change with the
        sentence that says so (it was not kept: the dealer enters it again)."""
        gone = self._watch.gone()
        if gone is None:
            return
        if gone == "overwritten":
            self._start_again()
        source = self._connection()
        lost = self.path.name
        try:
            found = journal_files(self.data_dir)
            number = found[0][0] + 1 if found else 1
            path = self.data_dir / journal_file_name(number)
            build(path, lambda building: back_up(source, building))
            db = connect_and_upgrade(path)
        except (OSError, sqlite3.Error) as error:
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The journal file {file} was {what} while the table was open, and what this "
                    "window kept cannot be written again in {folder}: {reason}. Move the table "
                    "to another folder (Table > Move the table to another folder…).",
                ),
                file=lost,
                what=_GONE[gone],
                folder=str(self.data_dir),
                reason=cause_of(error),
            ) from error
        with contextlib.suppress(sqlite3.Error):
            source.close()
        self._db, self.path, self._watch = db, path, FileWatch(path)
        self.streams = self._streams()  # the same station's streams, in the new file
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "The journal file {file} was {what} while the table was open (by another "
                "program?): everything this window had kept is written again in {new_file}, "
                "and the table goes on there. The last entry was not kept: enter it again.",
            ),
            file=lost,
            what=_GONE[gone],
            new_file=path.name,
        )

    def _streams(self) -> FileStreams:
        """The file's entries as the room's streams (``table/<n>``), with its outbox."""
        return FileStreams(
            station=self.station,
            prefix="table",
            table="event",
            owner="table_id",
            read=self._read,
            change=self._change,
            add=self._add_entry,
            file=self.path.name,
            owners="dealer_table",
        )

    def _start_again(self) -> None:
        """The file was overwritten in place: what it held cannot be read back from it. Go on
        in a new, empty journal file (of a new station: the entries written again are new
        entries) and raise :class:`JournalLost`, for the recorder to write its table again
        from memory."""
        lost = self.path.name
        try:
            found = journal_files(self.data_dir)
            path = start_journal_file(self.data_dir, journal_file_name(found[0][0] + 1))
            db = connect_and_upgrade(path)
        except (OSError, sqlite3.Error, JournalError) as error:
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The journal file {file} was {what} while the table was open, and no new "
                    "journal file can be made in {folder}: {reason}. Move the table to another "
                    "folder (Table > Move the table to another folder…).",
                ),
                file=lost,
                what=_GONE["overwritten"],
                folder=str(self.data_dir),
                reason=error.message if isinstance(error, JournalError) else cause_of(error),
            ) from error
        with contextlib.suppress(sqlite3.Error):
            self._connection().close()
        self._db, self.path, self._watch = db, path, FileWatch(path)
        self.station = station_of(db)
        self.streams = self._streams()
        self.restarted += 1
        raise JournalLost(
            QT_TRANSLATE_NOOP(
                "Messages",
                "The journal file {file} was overwritten by another program while the table was "
                "open: what it held cannot be read back from it, so the table is written again "
                "from this window into {new_file}, and goes on there. The last entry was not "
                "kept: enter it again.",
            ),
            file=lost,
            new_file=path.name,
        )

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
        """Roll the open transaction back; ``failed`` is the change that failed, for the changes
        asked for after it and the end of the block."""
        roll_back(db)
        if self._undone is None:
            self._undone = failed

    def _read(self, sql: str, parameters: tuple[Any, ...] = ()) -> sqlite3.Cursor:
        try:
            return self._connection().execute(sql, parameters)
        except sqlite3.Error as error:
            raise JournalError(
                QT_TRANSLATE_NOOP("Messages", "The journal {file} could not be read: {reason}."),
                file=self.path.name,
                reason=reason_of(error),
            ) from error

    def _is_closed(self, table_id: int) -> bool:
        """Whether the table is closed; refuses an unknown table."""
        row = self._read("SELECT closed_at FROM dealer_table WHERE id = ?", (table_id,)).fetchone()
        if row is None:
            raise _no_such_table(table_id)
        return row[0] is not None

    def _last_seq_of(self, table_id: int, *, changing: bool = True) -> int:
        """The table's last sequence number, read from the file (never counted here); refuses
        an unknown table, or a closed one to change."""
        if self._is_closed(table_id) and changing:
            raise JournalError(
                QT_TRANSLATE_NOOP("Messages", "Table {table} is closed: it takes no more changes."),
                table=table_id,
            )
        # The checkpoint counts too: a format 1 file's compaction may have deleted the last
        # entries (from format 2 on nothing is deleted).
        (last,) = self._read(
            """SELECT max(coalesce((SELECT max(seq) FROM event WHERE table_id = ?1), 0),
            coalesce((SELECT after_seq FROM checkpoint WHERE table_id = ?1), 0))""",
            (table_id,),
        ).fetchone()
        return int(last)


# -- choosing, checking and starting the journal file ------------------------------------------


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


# How a journal file went while it was open, in the sentences that say so.
_GONE: Final = {
    "deleted": Message(QT_TRANSLATE_NOOP("Messages", "deleted")),
    "replaced": Message(QT_TRANSLATE_NOOP("Messages", "replaced by another file")),
    "log deleted": Message(
        QT_TRANSLATE_NOOP("Messages", "left without its write-ahead log (deleted)")
    ),
    "overwritten": Message(QT_TRANSLATE_NOOP("Messages", "overwritten by another program")),
}


def _insert(
    db: sqlite3.Connection, table_id: int, seq: int, kind: str, payload: str, at: int
) -> None:
    """One entry, with its place in the order written (the outbox's), in the caller's
    transaction."""
    db.execute(
        """INSERT INTO event (table_id, seq, kind, payload, at, written) VALUES
        (?, ?, ?, ?, ?, (SELECT coalesce(max(written), 0) + 1 FROM event))""",
        (table_id, seq, kind, payload, at),
    )


def open_journal(
    data_dir: str | os.PathLike[str], *, lock: DataFolderLock | None = None
) -> SqliteJournal:
    """Open (or start) the journal of ``data_dir``: :meth:`SqliteJournal.open`."""
    return SqliteJournal.open(data_dir, lock=lock)
