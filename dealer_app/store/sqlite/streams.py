"""A journal file's entries seen as streams (:mod:`dealer_app.store.streams`), with its outbox.

Both journal files keep their entries in one table each, a row per entry: its owner (the table
or the event, the stream ``table/<n>`` or ``event/<n>``), its place ``seq``, its kind, its JSON,
its time and ``written``, its place in the order the file took them (the outbox's order,
written in the same transaction as the entry). The station is the file's own identity, a random
one made with the file and copied with it (the dealer's journal keeps each table's own station
with the table: a table moved away keeps it, and the folder's later tables get a new one).
``acknowledged`` keeps, per stream, the last place the room acknowledged: the room refuses a gap, so holding entry 7 of a stream it holds 1 to 6;
acknowledging deletes nothing.
"""

from __future__ import annotations

import json
import re
import secrets
import sqlite3
from collections.abc import Callable, Iterable, Mapping
from contextlib import AbstractContextManager
from typing import Any, Final

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
            station TEXT NOT NULL,
            stream TEXT NOT NULL,
            seq INTEGER NOT NULL,
            PRIMARY KEY (station, stream)
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
        owners: str | None = None,
    ) -> None:
        """``owners``: the table whose rows carry each owner's own station (``id``,
        ``station``), when the owners of one file may be of different stations (a table moved
        away keeps its station, the folder's later tables get another); else every entry is of
        the file's station."""
        self.station = station
        self._prefix = prefix
        self._stream = re.compile(re.escape(prefix) + "/" + _NUMBER)
        self._table = table
        self._owner = owner
        self._read = read
        self._change = change
        self._add = add
        self._file = file
        self._owners = owners

    def stream_of(self, owner: int) -> str:
        return f"{self._prefix}/{owner}"

    def _owner_of(self, station: str, stream: str) -> int | None:
        match = self._stream.fullmatch(stream)
        if match is None:
            return None
        owner = int(match.group(1))
        if self._owners is None:
            return owner if station == self.station else None
        row = self._read(f"SELECT station FROM {self._owners} WHERE id = ?", (owner,)).fetchone()
        return owner if row is not None and row[0] == station else None

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
        stored = self.read(entry.id.station, entry.id.stream, after=entry.id.seq - 1)[:1]
        if stored and stored[0].id == entry.id:
            if (stored[0].kind, dict(stored[0].payload)) != (entry.kind, as_json(entry.payload)):
                # Two writers of one identity: the second is not the same entry (store/streams.py).
                raise JournalError(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "The journal {file} holds another entry {entry} of {stream} from "
                        "station {station}: this one is not kept.",
                    ),
                    file=self._file,
                    entry=entry.id.seq,
                    stream=entry.id.stream,
                    station=entry.id.station,
                )
            return False  # a copy of what is kept: its time stays the first writer's
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
        if self._owners is None:
            station, owners = "?", ""
            parameters: tuple[object, ...] = (self.station, self.station, self._prefix + "/", limit)
        else:
            station = "o.station"
            owners = f"JOIN {self._owners} AS o ON o.id = e.{self._owner}"
            parameters = (self._prefix + "/", limit)
        rows = self._read(
            f"""SELECT e.{self._owner}, e.seq, e.kind, e.payload, e.at, {station}
            FROM {self._table} AS e {owners}
            LEFT JOIN acknowledged AS a
                ON a.station = {station} AND a.stream = ? || e.{self._owner}
            WHERE e.seq > coalesce(a.seq, 0) ORDER BY e.written LIMIT ?""",
            parameters,
        ).fetchall()
        entries = []
        for owner, seq, kind, payload, at, of_station in rows:
            stream = self.stream_of(owner)
            entries.append(
                Entry(
                    EntryId(of_station, stream, seq),
                    kind,
                    from_json(payload, _entry(seq, stream)),
                    at,
                )
            )
        return entries

    def acknowledged(self, ids: Iterable[EntryId]) -> None:
        marks: dict[tuple[str, str], int] = {}
        for entry_id in ids:
            if self._owner_of(entry_id.station, entry_id.stream) is not None:
                key = (entry_id.station, entry_id.stream)
                marks[key] = max(marks.get(key, 0), entry_id.seq)
        if not marks:
            return
        doing = Message(QT_TRANSLATE_NOOP("Messages", "keep what the room acknowledged"))
        with self._change(doing) as db:
            db.executemany(
                """INSERT INTO acknowledged (station, stream, seq) VALUES (?, ?, ?)
                ON CONFLICT (station, stream) DO UPDATE SET seq = max(seq, excluded.seq)""",
                [(station, stream, seq) for (station, stream), seq in marks.items()],
            )


def _entry(seq: int, stream: str) -> Message:
    return Message(
        QT_TRANSLATE_NOOP("Messages", "entry {entry} of {stream}"), entry=seq, stream=stream
    )


def as_json(payload: Mapping[str, Any]) -> dict[str, Any]:
    """``payload`` as the journal reads it back (tuples are lists once written)."""
    read: dict[str, Any] = json.loads(json.dumps(dict(payload)))
    return read
