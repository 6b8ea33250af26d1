"""A journal file's entries seen as streams (:mod:`dealer_app.store.streams`), with its outbox.

Both journal files keep their entries in one table each, a row per entry: its owner (the table
or the event, the stream ``table/<n>`` or ``event/<n>``), its place ``seq``, its kind, its JSON,
its time and ``written``, its place in the order the file took them (the outbox's order,
written in the same transaction as the entry). The station is the file's own identity, a random
one made with the file and copied with it. ``acknowledged`` keeps, per stream, the last place
the room acknowledged: the room refuses a gap, so holding entry 7 of a stream it holds 1 to 6;
acknowledging deletes nothing.
"""

from __future__ import annotations

import re
import secrets
import sqlite3
from collections.abc import Callable, Iterable
from contextlib import AbstractContextManager
from typing import Final

from dealer_app.messages import QT_TRANSLATE_NOOP, Message
from dealer_app.store.errors import JournalError
from dealer_app.store.sqlite.rows import from_json
from dealer_app.store.streams import Entry, EntryId

_NUMBER: Final = r"([1-9][0-9]{0,17})"


def new_station() -> str:
    """A new station's identity: 128 random bits in hexadecimal."""
    return secrets.token_hex(16)


def create_station_tables(db: sqlite3.Connection) -> None:
    """The station's identity (one row, made once with the file) and the outbox's watermarks."""
    db.execute("CREATE TABLE station (id TEXT NOT NULL PRIMARY KEY) WITHOUT ROWID")
    db.execute("INSERT INTO station (id) VALUES (?)", (new_station(),))
    db.execute(
        """CREATE TABLE acknowledged (
            stream TEXT NOT NULL PRIMARY KEY,
            seq INTEGER NOT NULL
        ) WITHOUT ROWID"""
    )


def number_written(db: sqlite3.Connection, table: str, owner: str) -> None:
    """Give the rows not numbered yet (an upgraded or salvaged file's) their place in the
    order written, after every numbered one: by time, then owner and place."""
    db.execute(
        f"""WITH numbered AS (
            SELECT {owner} AS owner, seq, row_number() OVER (ORDER BY at, {owner}, seq)
                + (SELECT coalesce(max(written), 0) FROM {table}) AS n
            FROM {table} WHERE written IS NULL
        )
        UPDATE {table} SET written = numbered.n FROM numbered
        WHERE {table}.{owner} = numbered.owner AND {table}.seq = numbered.seq"""
    )


def station_of(db: sqlite3.Connection) -> str:
    row = db.execute("SELECT id FROM station").fetchone()
    if row is None or not isinstance(row[0], str) or not row[0]:
        raise sqlite3.DatabaseError("the journal's station is missing")
    return row[0]


class FileStreams:
    """The entries of one journal file as :class:`~dealer_app.store.streams.Streams` and
    :class:`~dealer_app.store.streams.Outbox`.

    A journal file keeps the streams of its own station (``<prefix>/<number>``); an entry of
    another station, or of a stream the file has not, is refused with a sentence.
    """

    def __init__(
        self,
        *,
        station: str,
        prefix: str,
        table: str,
        owner: str,
        read: Callable[[str, tuple[object, ...]], sqlite3.Cursor],
        change: Callable[[Message], AbstractContextManager[sqlite3.Connection]],
        add: Callable[[int, Entry], bool],
        file: str,
    ) -> None:
        self.station = station
        self._prefix = prefix
        self._stream = re.compile(re.escape(prefix) + "/" + _NUMBER)
        self._table = table
        self._owner = owner
        self._read = read
        self._change = change
        self._add = add
        self._file = file

    def stream_of(self, owner: int) -> str:
        return f"{self._prefix}/{owner}"

    def _owner_of(self, station: str, stream: str) -> int | None:
        match = self._stream.fullmatch(stream) if station == self.station else None
        return int(match.group(1)) if match else None

    def add(self, entry: Entry) -> bool:
        owner = self._owner_of(entry.id.station, entry.id.stream)
        if owner is None:
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The journal {file} keeps the streams of its own station only: it cannot keep "
                    "entry {entry} of {stream} from station {station}.",
                ),
                file=self._file,
                entry=entry.id.seq,
                stream=entry.id.stream,
                station=entry.id.station,
            )
        return self._add(owner, entry)

    def read(self, station: str, stream: str, after: int = 0) -> list[Entry]:
        owner = self._owner_of(station, stream)
        if owner is None:
            return []
        rows = self._read(
            f"SELECT seq, kind, payload, at FROM {self._table} "
            f"WHERE {self._owner} = ? AND seq > ? ORDER BY seq",
            (owner, after),
        ).fetchall()
        return [
            Entry(EntryId(station, stream, seq), kind, from_json(payload, _entry(seq, stream)), at)
            for seq, kind, payload, at in rows
        ]

    def last_seq(self, station: str, stream: str) -> int:
        owner = self._owner_of(station, stream)
        if owner is None:
            return 0
        (last,) = self._read(
            f"SELECT coalesce(max(seq), 0) FROM {self._table} WHERE {self._owner} = ?", (owner,)
        ).fetchone()
        return int(last)

    def unsent(self, limit: int = 500) -> list[Entry]:
        rows = self._read(
            f"""SELECT e.{self._owner}, e.seq, e.kind, e.payload, e.at FROM {self._table} AS e
            LEFT JOIN acknowledged AS a ON a.stream = ? || e.{self._owner}
            WHERE e.seq > coalesce(a.seq, 0) ORDER BY e.written LIMIT ?""",
            (self._prefix + "/", limit),
        ).fetchall()
        entries = []
        for owner, seq, kind, payload, at in rows:
            stream = self.stream_of(owner)
            entries.append(
                Entry(
                    EntryId(self.station, stream, seq),
                    kind,
                    from_json(payload, _entry(seq, stream)),
                    at,
                )
            )
        return entries

    def acknowledged(self, ids: Iterable[EntryId]) -> None:
        marks: dict[str, int] = {}
        for entry_id in ids:
            if self._owner_of(entry_id.station, entry_id.stream) is not None:
                marks[entry_id.stream] = max(marks.get(entry_id.stream, 0), entry_id.seq)
        if not marks:
            return
        doing = Message(QT_TRANSLATE_NOOP("Messages", "keep what the room acknowledged"))
        with self._change(doing) as db:
            db.executemany(
                """INSERT INTO acknowledged (stream, seq) VALUES (?, ?)
                ON CONFLICT (stream) DO UPDATE SET seq = max(seq, excluded.seq)""",
                marks.items(),
            )


def _entry(seq: int, stream: str) -> Message:
    return Message(
        QT_TRANSLATE_NOOP("Messages", "entry {entry} of {stream}"), entry=seq, stream=stream
    )
