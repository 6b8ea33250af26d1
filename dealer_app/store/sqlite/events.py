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

import contextlib
import errno
import json
import os
import re
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Self

from dealer_app.messages import QT_TRANSLATE_NOOP, Message
from dealer_app.store.errors import JournalError, JournalLost
from dealer_app.store.sqlite.files import FileWatch, back_up, build
from dealer_app.store.sqlite.rows import (
    cause_of,
    from_json,
    now_ms,
    reason_of,
    roll_back,
    to_json,
)
from dealer_app.store.sqlite.streams import (
    FileStreams,
    create_station_tables,
    number_written,
    station_of,
)
from dealer_app.store.streams import Entry, EntryId

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
        self._watch = FileWatch(path)
        self.restarted = 0  # how often the file was found overwritten and an empty one started
        try:
            self.station = station_of(db)
        except sqlite3.Error as error:
            raise _unopenable(path, reason_of(error)) from None
        self.streams = self._streams()

    @classmethod
    def open(cls, folder: str | os.PathLike[str]) -> Self:
        """Open (or start) the director's journal of ``folder``: the newest usable of
        ``events.sqlite3``, ``events-2.sqlite3``... A file that cannot be used (not SQLite,
        another program's database, damaged, a newer format) never stops the director: it is
        kept as it is (never written), :attr:`notices` say so, and the events go on in a new
        file, with every row of a damaged journal of ours that can still be read."""
        base = Path(folder)
        try:
            base.mkdir(parents=True, exist_ok=True)
            path, db, notices = _open_newest_usable(base)
        except OSError as error:
            raise _unopenable(base / EVENTS_FILE_NAME, error.strerror or str(error)) from None
        except sqlite3.Error as error:
            raise _unopenable(base / EVENTS_FILE_NAME, reason_of(error)) from None
        try:
            journal = cls(path, db)
        except BaseException:
            db.close()
            raise
        journal.notices = tuple(notices)
        return journal

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
        self._still_the_file_opened()
        try:
            self._db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            roll_back(self._db)
            raise _unwritable(error) from None
        self._in_transaction = True
        try:
            yield
            self._db.execute("COMMIT")
            self._watch.seen()
        except sqlite3.Error as error:
            roll_back(self._db)
            raise _unwritable(error) from None
        except BaseException:
            roll_back(self._db)
            raise
        finally:
            self._in_transaction = False

    def _still_the_file_opened(self) -> None:
        """Before a change: if the journal file was deleted or replaced (or its write-ahead
        log deleted) since it was opened, write everything it kept again into a new journal
        file, from the file still open, go on there, and refuse the change with the sentence
        that says so (it was not kept: the director enters it again)."""
        gone = self._watch.gone()
        if gone is None:
            return
        source, lost, folder = self._db, self.path.name, self.path.parent
        if gone == "overwritten":
            self._start_again()
        try:
            found = _events_files(folder)
            path = folder / events_file_name(found[0][0] + 1 if found else 1)
            build(path, lambda building: back_up(source, building))
            db = _connect(path)
        except (OSError, sqlite3.Error) as error:
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The events journal {file} was {what} while the event was open, and what "
                    "this window kept cannot be written again in {folder}: {reason}.",
                ),
                file=lost,
                what=_GONE[gone],
                folder=str(folder),
                reason=cause_of(error),
            ) from error
        with contextlib.suppress(sqlite3.Error):
            source.close()
        self._db, self.path, self._watch = db, path, FileWatch(path)
        self.streams = self._streams()  # the same station's streams, in the new file
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "The events journal {file} was {what} while the event was open (by another "
                "program?): everything this window had kept is written again in {new_file}, "
                "and the event goes on there. The last action was not kept: enter it again.",
            ),
            file=lost,
            what=_GONE[gone],
            new_file=path.name,
        )

    def _start_again(self) -> None:
        """The file was overwritten in place: go on in a new, empty file (of a new station)
        and raise :class:`JournalLost`, for the session to write its event again from memory."""
        lost, folder = self.path.name, self.path.parent
        try:
            found = _events_files(folder)
            path = folder / events_file_name(found[0][0] + 1 if found else 1)
            if path.exists():
                raise FileExistsError(errno.EEXIST, f"{path.name} appeared there meanwhile")
            db = _connect(path)
        except (OSError, sqlite3.Error) as error:
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The events journal {file} was {what} while the event was open, and no new "
                    "journal file can be made in {folder}: {reason}.",
                ),
                file=lost,
                what=_GONE["overwritten"],
                folder=str(folder),
                reason=cause_of(error),
            ) from error
        with contextlib.suppress(sqlite3.Error):
            self._db.close()
        self._db, self.path, self._watch = db, path, FileWatch(path)
        self.station = station_of(db)
        self.streams = self._streams()
        self.restarted += 1
        raise JournalLost(
            QT_TRANSLATE_NOOP(
                "Messages",
                "The events journal {file} was overwritten by another program while the event "
                "was open: what it held cannot be read back from it, so the event is written "
                "again from this window into {new_file}, and goes on there. The last action "
                "was not kept: enter it again.",
            ),
            file=lost,
            new_file=path.name,
        )

    def _streams(self) -> FileStreams:
        return FileStreams(
            station=self.station,
            prefix="event",
            table="action",
            owner="event_id",
            read=self._read,
            change=self._change,
            add=self._add_entry,
            file=self.path.name,
        )

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
        return from_json(
            row[0],
            Message(QT_TRANSLATE_NOOP("Messages", "the set-up of event {event}"), event=event_id),
        )

    def readable(self, event_id: int) -> tuple[list[Entry], list[Message]]:
        """The event's entries up to the first one that cannot be read (bad JSON, not an
        object, nested too deep), and what was found damaged (nothing: all read)."""
        self._known(event_id)
        rows = self._read(
            "SELECT seq, kind, payload, at FROM action WHERE event_id = ? ORDER BY seq",
            (event_id,),
        ).fetchall()
        stream = self.streams.stream_of(event_id)
        entries: list[Entry] = []
        for seq, kind, payload, at in rows:
            reason: Message | str
            try:
                value = json.loads(payload)
            except (TypeError, ValueError, RecursionError) as error:
                reason = str(error)
            else:
                if isinstance(value, dict):
                    entries.append(Entry(EntryId(self.station, stream, seq), kind, value, at))
                    continue
                reason = Message(QT_TRANSLATE_NOOP("Messages", "not a mapping"))
            return entries, [
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "Entry {entry} of event {event} cannot be read: it is damaged ({reason}).",
                    ),
                    entry=seq,
                    event=event_id,
                    reason=reason,
                )
            ]
        return entries, []

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
        return [(int(i), _name(s), bool(c)) for i, s, c in rows]

    def _known(self, event_id: int) -> None:
        if self._read("SELECT 1 FROM event WHERE id = ?", (event_id,)).fetchone() is None:
            raise _no_such_event(event_id)

    def _last_seq(self, event_id: int) -> int:
        (last,) = self._read(
            "SELECT coalesce(max(seq), 0) FROM action WHERE event_id = ?", (event_id,)
        ).fetchone()
        return int(last)


def _name(setup: str) -> str:
    """An event's name from its set-up's JSON; "" when the set-up cannot be read."""
    try:
        value = json.loads(setup)
    except (TypeError, ValueError, RecursionError):
        return ""
    return str(value.get("name", "")) if isinstance(value, dict) else ""


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
    made_here = [
        side
        for side in (file.with_name(file.name + suffix) for suffix in ("-wal", "-shm"))
        if not side.exists()
    ]
    # Without a write-ahead log the file is the whole truth: read it as it is, making nothing.
    mode = "immutable=1" if len(made_here) == 2 else "mode=ro"
    try:
        db = sqlite3.connect(f"{file.resolve().as_uri()}?{mode}", uri=True)
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
    except (ValueError, RecursionError) as error:
        raise _unopenable(file, str(error)) from None
    finally:
        db.close()
        for side in made_here:
            with contextlib.suppress(OSError):  # a side file SQLite made for reading
                side.unlink(missing_ok=True)
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
    problem = _problem_with(path)
    if problem is not None:
        raise _unopenable(path, problem[0])


def _problem_with(path: Path) -> tuple[Message, bool] | None:
    """Why the file at ``path`` cannot be this version's director's journal (and whether it is
    one of ours, damaged, whose rows are worth reading back), or None if it can. Only reads;
    the side files SQLite makes for reading are removed again."""
    try:
        with path.open("rb") as file:
            header = file.read(100)
    except FileNotFoundError:
        return None
    except OSError as error:
        return Message(_CANNOT_READ, reason=error.strerror or str(error)), False
    if not header:
        return None  # an empty file is a new SQLite database to SQLite: made ours on opening
    if not header.startswith(b"SQLite format 3\x00"[: len(header)]):
        return Message(_NOT_SQLITE), False
    if len(header) < 100:
        return Message(_CUT_SHORT), False
    side_files = [path.with_name(path.name + suffix) for suffix in ("-wal", "-shm")]
    made_here = [side for side in side_files if not side.exists()]
    mode = "mode=ro" if side_files[0].exists() else "immutable=1"
    db = None
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?{mode}", uri=True)
        (application,) = db.execute("PRAGMA application_id").fetchone()
        (version,) = db.execute("PRAGMA user_version").fetchone()
        tables = {
            row[0]
            for row in db.execute("SELECT name FROM sqlite_master")
            if not row[0].startswith("sqlite_")
        }
        first_version = application == 0 and version == 0 and tables in (set(), {"event", "action"})
        if application != APPLICATION_ID and not first_version:
            return Message(_FOREIGN), False
        if version > SCHEMA_VERSION:
            return Message(_NEWER, version=version, known=SCHEMA_VERSION), False
        check = db.execute("PRAGMA quick_check(1)").fetchone()[0]
        if check != "ok":
            found = " ".join(check.replace("*** in database main ***", "").split())
            return Message(_SQLITE_FINDS, found=found), True
    except sqlite3.Error as error:
        return Message(_DAMAGED, reason=reason_of(error)), True
    finally:
        if db is not None:
            db.close()
        for side in made_here:
            with contextlib.suppress(OSError):
                side.unlink(missing_ok=True)
    return None


# How a journal file went while it was open, in the sentences that say so.
_GONE: Final = {
    "deleted": Message(QT_TRANSLATE_NOOP("Messages", "deleted")),
    "replaced": Message(QT_TRANSLATE_NOOP("Messages", "replaced by another file")),
    "log deleted": Message(
        QT_TRANSLATE_NOOP("Messages", "left without its write-ahead log (deleted)")
    ),
    "overwritten": Message(QT_TRANSLATE_NOOP("Messages", "overwritten by another program")),
}
_CANNOT_READ: Final = QT_TRANSLATE_NOOP("Messages", "it cannot be read ({reason})")
_NOT_SQLITE: Final = QT_TRANSLATE_NOOP("Messages", "it is not an SQLite database")
_CUT_SHORT: Final = QT_TRANSLATE_NOOP("Messages", "it is damaged (cut short)")
_FOREIGN: Final = QT_TRANSLATE_NOOP(
    "Messages", "it is another program's SQLite database, not a journal of the dealer assistant"
)
_NEWER: Final = QT_TRANSLATE_NOOP(
    "Messages",
    "it was written by a newer version of the dealer assistant (journal format {version}; this "
    "version knows formats up to {known}), so only that version may open it",
)
_SQLITE_FINDS: Final = QT_TRANSLATE_NOOP("Messages", "it is damaged (SQLite finds: {found})")
_DAMAGED: Final = QT_TRANSLATE_NOOP("Messages", "it is damaged ({reason})")
_FILE_NAME = re.compile(r"events(?:-([1-9][0-9]{0,8}))?\.sqlite3")


def events_file_name(number: int) -> str:
    """The name of the ``number``-th director's journal file of a folder.

    >>> events_file_name(1), events_file_name(2)
    ('events.sqlite3', 'events-2.sqlite3')
    """
    return EVENTS_FILE_NAME if number == 1 else f"events-{number}.sqlite3"


def _events_files(folder: Path) -> list[tuple[int, Path]]:
    """The folder's files named like director's journals, newest (highest number) first."""
    found = []
    for path in folder.iterdir():
        match = _FILE_NAME.fullmatch(path.name)
        if match:
            found.append((int(match.group(1) or 1), path))
    return sorted(found, reverse=True)


def _connect(path: Path) -> sqlite3.Connection:
    """The journal's connection (WAL, full flush), its file brought up to this format."""
    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA fullfsync = ON")
        db.execute("PRAGMA foreign_keys = ON")
        _upgrade(db)
    except BaseException:
        db.close()
        raise
    return db


def _open_newest_usable(folder: Path) -> tuple[Path, sqlite3.Connection, list[Message]]:
    """The newest usable director's journal of ``folder``, else a new one after the highest
    number; the unusable ones kept as they are, said, and the rows of a damaged one of ours
    read back into the new one."""
    candidates = _events_files(folder)
    notices: list[Message] = []
    damaged: Path | None = None
    for position, (_number, path) in enumerate(candidates):
        problem = _problem_with(path)
        if problem is None:
            try:
                db = _connect(path)
            except sqlite3.Error as error:
                problem = (
                    Message(
                        QT_TRANSLATE_NOOP("Messages", "it could not be opened ({reason})"),
                        reason=reason_of(error),
                    ),
                    False,
                )
            else:
                if notices:
                    notices.append(
                        Message(
                            QT_TRANSLATE_NOOP(
                                "Messages", "This session continues with the journal file {file}."
                            ),
                            file=path.name,
                        )
                    )
                return path, db, notices
        notices.append(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The file {file} in the director's folder {folder} cannot be used as the "
                    "events journal: {problem}. It is kept as it is.",
                ),
                file=path.name,
                folder=str(folder),
                problem=problem[0],
            )
        )
        if position == 0 and problem[1]:
            damaged = path  # the last session's events are there: read back what can be
            break
    number = candidates[0][0] + 1 if candidates else 1
    path = folder / events_file_name(number)
    if path.exists():  # another program put it there since: never written into
        raise sqlite3.OperationalError(f"{path.name} appeared in the folder meanwhile")
    db = _connect(path)
    if notices:
        notices.append(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "This session keeps its events in a new journal file, {file}."
                ),
                file=path.name,
            )
        )
    if damaged is not None:
        notices.append(_salvage(damaged, db, path.name))
    return path, db, notices


# Each table of the director's journal: its columns (format 2's, then format 1's) and its key.
_TABLE_COLUMNS: Final = (
    ("event", "id, setup, created, closed", "id"),
    ("action", "event_id, seq, payload, kind, at", "event_id, seq"),
    ("action", "event_id, seq, payload", "event_id, seq"),
    ("acknowledged", "station, stream, seq", "station, stream"),
)


def _salvage(source: Path, db: sqlite3.Connection, new_name: str) -> Message:
    """Copy every row that can still be read from the damaged journal ``source`` (read only)
    into the new journal ``db``: in key order, then backwards, so that only the rows of the
    damaged pages are lost; the sentence saying what was kept."""
    counts: dict[str, int] = {"event": 0, "action": 0}
    read_back: set[str] = set()
    wal = source.with_name(source.name + "-wal").exists()
    made_here = [
        side
        for side in (source.with_name(source.name + s) for s in ("-wal", "-shm"))
        if not side.exists()
    ]
    src = None
    try:
        src = sqlite3.connect(
            f"{source.resolve().as_uri()}?{'mode=ro' if wal else 'immutable=1'}", uri=True
        )
        src.execute("PRAGMA writable_schema = ON")
        db.execute("PRAGMA foreign_keys = OFF")  # an action whose event row was lost is kept
        db.execute("BEGIN IMMEDIATE")
        for name, columns, key in _TABLE_COLUMNS:
            if name in read_back:
                continue
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
            if rows:
                read_back.add(name)
                if name in counts:
                    counts[name] = len(rows)
        with contextlib.suppress(sqlite3.Error, TypeError):
            db.execute("UPDATE station SET id = ?", (station_of(src),))
        number_written(db, "action", "event_id")
        db.execute("COMMIT")
    except sqlite3.Error as error:
        roll_back(db)
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "Nothing could be read back from {file} ({reason}); its events are not in the "
                "new journal, and the file is kept as it is.",
            ),
            file=source.name,
            reason=reason_of(error),
        )
    finally:
        if src is not None:
            src.close()
        with contextlib.suppress(sqlite3.Error):
            db.execute("PRAGMA foreign_keys = ON")
        for side in made_here:
            with contextlib.suppress(OSError):
                side.unlink(missing_ok=True)
    return Message(
        QT_TRANSLATE_NOOP(
            "Messages",
            "Read back from {file} into {new_file}: {events} and {entries}; what lay in its "
            "damaged part is lost.",
        ),
        file=source.name,
        new_file=new_name,
        events=Message(
            QT_TRANSLATE_NOOP("Messages", "{count} events", "{count} event", 1),
            one="{count} event",
            count=counts["event"],
        ),
        entries=Message(
            QT_TRANSLATE_NOOP("Messages", "{count} entries", "{count} entry", 1),
            one="{count} entry",
            count=counts["action"],
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
