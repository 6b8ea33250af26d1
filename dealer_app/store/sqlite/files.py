"""The journal's file: its format and upgrades, how a new one is made, how one is opened.

``PRAGMA user_version`` is the format; ``_UPGRADES[n]`` turns format n into n + 1 inside one
transaction, so an older file is upgraded in place when it opens and a new file gets every
step. A new file is built under a temporary name and renamed into place only once complete.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Final

from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.store.errors import JournalError
from dealer_app.store.sqlite.rows import cause_of, roll_back
from dealer_app.store.sqlite.streams import create_station_tables, number_written

JOURNAL_FILE_NAME: Final = "journal.sqlite3"
# "DLRJ": marks a journal of the dealer assistant in the SQLite header (offset 68).
APPLICATION_ID: Final = 0x444C524A


SQLITE_MAGIC: Final = b"SQLite format 3\x00"
_JOURNAL_NAME = re.compile(r"journal(?:-([1-9][0-9]*))?\.sqlite3")
TABLES_OF_THE_FORMAT: Final = frozenset(
    {"dealer_table", "event", "checkpoint", "hand", "hand_history", "station", "acknowledged"}
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


def _format_2(db: sqlite3.Connection) -> None:
    """Format 2: every entry has a global identity and the file an outbox.

    The station's identity (random, made once with the file, copied with it), each entry's
    place in the order written (``written``, the outbox's order) and what the room acknowledged
    (:mod:`dealer_app.store.sqlite.streams`); each table's station and, for a table moved
    to another folder, the folder (:meth:`SqliteJournal.move_to`). From this format on nothing
    is deleted: a checkpoint keeps every entry. A format 1 file's entries keep their places
    (with the gaps its compaction left) and are numbered in the order of their times.
    """
    create_station_tables(db)
    # Each table's own station (a table moved away keeps it; the folder's later tables, made
    # after a new station, get that one), and where a moved table went.
    db.execute("ALTER TABLE dealer_table ADD COLUMN station TEXT")
    db.execute("UPDATE dealer_table SET station = (SELECT id FROM station)")
    db.execute("ALTER TABLE dealer_table ADD COLUMN moved_to TEXT")
    db.execute("ALTER TABLE event ADD COLUMN written INTEGER")
    number_written(db, "event", "table_id")
    db.execute("CREATE UNIQUE INDEX event_by_written ON event (written)")


# _UPGRADES[n] turns format n into format n + 1, inside the caller's transaction; a new file is
# format 0 and gets every step. Append a step for each new format; never edit an old one.
_UPGRADES: list[Callable[[sqlite3.Connection], None]] = [_create_format_1, _format_2]
SCHEMA_VERSION: Final = len(_UPGRADES)


def journal_file_name(number: int) -> str:
    """The name of the ``number``-th journal file of a data folder.

    >>> journal_file_name(1), journal_file_name(2)
    ('journal.sqlite3', 'journal-2.sqlite3')
    """
    return JOURNAL_FILE_NAME if number == 1 else f"journal-{number}.sqlite3"


def same_folder(first: Path, second: Path) -> bool:
    try:
        return first.samefile(second)
    except OSError:
        return first.absolute() == second.absolute()


def journal_files(folder: Path) -> list[tuple[int, Path]]:
    """The folder's files named like journals, newest (highest number) first."""
    found = []
    for path in folder.iterdir():
        match = _JOURNAL_NAME.fullmatch(path.name)
        if match:
            found.append((int(match.group(1) or 1), path))
    return sorted(found, reverse=True)


def connect(path: Path) -> sqlite3.Connection:
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


def connect_and_upgrade(path: Path) -> sqlite3.Connection:
    """Open a journal file and bring an older format up to this version's, in one transaction."""
    db = connect(path)
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
                roll_back(db)
                raise
    except BaseException:
        db.close()
        raise
    return db


def start_journal_file(folder: Path, name: str) -> Path:
    """Build a new journal under a temporary name, then rename it into place complete."""
    path = folder / name

    def new_journal(building: Path) -> None:
        db = connect(building)
        try:
            db.execute("BEGIN IMMEDIATE")
            for step in _UPGRADES[:SCHEMA_VERSION]:
                step(db)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION:d}")
            db.execute("COMMIT")
        finally:
            db.close()  # checkpoints the log into the file and removes it

    try:
        build(path, new_journal)
    except (OSError, sqlite3.Error) as error:
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "A new journal file cannot be made in the data folder {folder}: {reason}.",
            ),
            folder=str(folder),
            reason=cause_of(error),
        ) from error
    return path


def build(path: Path, fill: Callable[[Path], None]) -> None:
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


def back_up(source: sqlite3.Connection, path: Path) -> None:
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


def can_write(db: sqlite3.Connection) -> bool:
    """Whether SQLite can write the file: a change tried and rolled back (nothing is written;
    SQLite opens a file it may not write read-only, without a word)."""
    try:
        db.execute("BEGIN IMMEDIATE")
        try:
            (version,) = db.execute("PRAGMA user_version").fetchone()
            db.execute(f"PRAGMA user_version = {int(version):d}")
        finally:
            roll_back(db)
    except sqlite3.Error:
        return False
    return True


def file_identity(path: Path) -> tuple[int, int] | None:
    """Which file is at ``path`` (device and inode), or None when there is none: another file
    put in its place has another identity."""
    try:
        status = os.stat(path)
    except OSError:
        return None
    return (status.st_dev, status.st_ino)


class FileWatch:
    """Whether the journal file (and its write-ahead log, once there) is still the one this
    window opened, as this window left it: deleted, replaced by another file or overwritten in
    place, it is not (a sync tool, an antivirus, a careless user). Only this window writes the
    file (the folder is locked), so after each of its commits the file's size and time are
    noted, and any other change shows."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._wal = path.with_name(path.name + "-wal")
        self._file = file_identity(path)
        self._log = file_identity(self._wal)
        self._state = _size_and_time(path)

    def seen(self) -> None:
        """After this window's commit: note the file as it left it (and which log it has)."""
        if self._log is None:
            self._log = file_identity(self._wal)
        self._state = _size_and_time(self.path)

    def gone(self) -> str | None:
        """ "deleted", "replaced", "log deleted" or "overwritten" when the files are no longer
        the ones opened, as left; None while they are."""
        now = file_identity(self.path)
        if now is None:
            return "deleted"
        if now != self._file:
            return "replaced"
        if self._log is not None and file_identity(self._wal) != self._log:
            return "log deleted"
        if _size_and_time(self.path) != self._state:
            return "overwritten"
        return None


def _size_and_time(path: Path) -> tuple[int, int] | None:
    try:
        status = os.stat(path)
    except OSError:
        return None
    return (status.st_size, status.st_mtime_ns)
