"""A journal file that cannot be used: what is wrong with it, and what of it is read back.

:func:`open_newest_usable` chooses the folder's newest usable journal file; an unusable newer
one (not SQLite, another program's database, cut short, damaged, or written by a newer version)
is said, kept byte for byte (never written, renamed or deleted), and a new file is started after
the highest number; when the newest file is a journal of ours that SQLite finds damaged (or
whose write-ahead log was deleted after a crash), every row that can still be read of it is
copied into the new one (:func:`_salvage`).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from pathlib import Path
from typing import Any, Final

from dealer_app.messages import QT_TRANSLATE_NOOP, Message
from dealer_app.store.errors import JournalError
from dealer_app.store.sqlite import files
from dealer_app.store.sqlite.files import (
    APPLICATION_ID,
    SQLITE_MAGIC,
    TABLES_OF_THE_FORMAT,
    connect_and_upgrade,
    journal_file_name,
    journal_files,
    start_journal_file,
)
from dealer_app.store.sqlite.rows import cause_of, reason_of, roll_back
from dealer_app.store.sqlite.streams import number_written, station_of


def open_newest_usable(folder: Path) -> tuple[Path, sqlite3.Connection, list[Message]]:
    """Open the newest usable journal file of the folder, else start one; say what was skipped."""
    try:
        candidates = journal_files(folder)
    except OSError as error:
        raise JournalError(
            QT_TRANSLATE_NOOP("Messages", "The data folder {folder} cannot be read: {reason}."),
            folder=str(folder),
            reason=cause_of(error),
        ) from error
    notices: list[Message] = []
    damaged: Path | None = None  # the newest file, a journal of ours damaged: read what it holds
    for position, (_number, path) in enumerate(candidates):
        problem = _problem_with(path)
        if problem is None:
            try:
                return path, connect_and_upgrade(path), _continuing(notices, path)
            except sqlite3.Error as error:
                problem = Message(
                    QT_TRANSLATE_NOOP("Messages", "it could not be opened ({reason})"),
                    reason=reason_of(error),
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
    path = start_journal_file(folder, journal_file_name(number))
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
        db = connect_and_upgrade(path)
    except sqlite3.Error as error:
        raise JournalError(
            QT_TRANSLATE_NOOP("Messages", "The new journal {file} cannot be opened: {reason}."),
            file=str(path),
            reason=reason_of(error),
        ) from error
    if damaged is not None:
        notices.append(_salvage(damaged, db, path.name))
    return path, db, notices


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
# Each table: its columns (format 2's, then format 1's when a file of that format lacks some)
# and its key, in the order a copy needs them.
_TABLE_COLUMNS: Final = (
    ("dealer_table", "id, settings, opened_at, closed_at, station, moved_to", "id"),
    ("dealer_table", "id, settings, opened_at, closed_at", "id"),
    ("checkpoint", "table_id, after_seq, state, at", "table_id"),
    ("event", "table_id, seq, kind, payload, at", "table_id, seq"),
    ("hand", "table_id, hand_no, first_seq, last_seq, summary, at", "table_id, hand_no"),
    ("hand_history", "table_id, hand_no, history", "table_id, hand_no"),
    ("acknowledged", "stream, seq", "stream"),  # format 2 on
)


def _salvage(source: Path, db: sqlite3.Connection, new_name: str) -> Message:
    """Copy every row that can still be read from the damaged journal ``source`` (read only,
    never written) into the new journal ``db``; the sentence saying what was kept.

    A damaged page stops a read; the rows past it are got by reading again in key order (the
    key's index, another tree) and backwards, so only the rows of the damaged pages are lost.
    """
    counts = dict.fromkeys([name for name, _columns, _key in _TABLE_COLUMNS], 0)
    read_back: set[str] = set()
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
            if name in read_back:
                continue  # read with format 2's columns already
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
            if rows:
                read_back.add(name)
        # The entries read back keep their identity: the new file takes the old one's station.
        with contextlib.suppress(sqlite3.Error, TypeError):
            db.execute("UPDATE station SET id = ?", (station_of(src),))
        # A format 1 file's tables are of its station (the one read back, or the new file's).
        db.execute(
            "UPDATE dealer_table SET station = (SELECT id FROM station) WHERE station IS NULL"
        )
        number_written(db, "event", "table_id")
        db.execute("COMMIT")
    except sqlite3.Error as error:
        roll_back(db)
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "Nothing could be read back from {file} ({reason}); its tables are not in the "
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
            QT_TRANSLATE_NOOP("Messages", "it cannot be read ({reason})"), reason=cause_of(error)
        )
    if size == 0:
        return Message(QT_TRANSLATE_NOOP("Messages", "it is empty"))
    if not header.startswith(SQLITE_MAGIC[: len(header)]):
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
        if version > files.SCHEMA_VERSION:
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
        if version > files.SCHEMA_VERSION:
            return _newer(version)
        check = db.execute("PRAGMA quick_check(1)").fetchone()[0]
        if check != "ok":
            found = " ".join(check.replace("*** in database main ***", "").split())
            return Message(_SQLITE_FINDS, found=found)
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
        missing = QT_TRANSLATE_NOOP(
            "Messages", "it is damaged (the tables of a journal are missing)"
        )
        if version == files.SCHEMA_VERSION and not tables >= TABLES_OF_THE_FORMAT:
            return Message(missing)
        if version == 0:
            return Message(missing)
    except sqlite3.Error as error:
        return Message(
            QT_TRANSLATE_NOOP("Messages", "it is damaged ({reason})"), reason=reason_of(error)
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
        known=files.SCHEMA_VERSION,
    )
