"""The room as an exam reads it: :class:`ExamStore`, a :class:`~.store.RoomStore` that also says
who wrote each entry (the role that claimed its station, as the server knows it, never what an
entry says of itself) and when the room received it (the room's own clock).

Row-level security still decides what is read: a student's station gets the exam's entries and
his own, never another student's (:mod:`.migrations`).
"""

from __future__ import annotations

from dataclasses import dataclass

import psycopg

from dealer_app.store.room.store import RoomStore
from dealer_app.store.streams import Entry, EntryId


@dataclass(frozen=True, slots=True)
class Writer:
    """A station's role as the room knows it: its name, its kind and its label (a student's
    name, "Instructor" ...)."""

    role: str
    kind: str
    label: str


@dataclass(frozen=True, slots=True)
class TimedEntry:
    """An entry with who wrote it (the role of its station) and when the room received it."""

    entry: Entry
    received: int  # ms since the epoch, the room's clock
    writer: Writer


class ExamStore(RoomStore):
    """See the module docstring."""

    @classmethod
    def open(cls, url: str) -> ExamStore:
        """Connect with the station's URL and check the room's schema version."""
        store = RoomStore.open(url)
        return cls(store._connection, url)

    def stream_entries(self, stream: str) -> list[TimedEntry]:
        """Every entry of ``stream`` this role may read, from every station, in the order the
        room received them."""
        try:
            rows = self._connection.execute(
                "SELECT e.station, e.stream, e.seq, e.kind, e.payload, e.at, "
                "(extract(epoch FROM e.received) * 1000)::bigint, r.role, r.kind, r.label "
                "FROM room.entries e JOIN room.stations s ON s.station = e.station "
                "JOIN room.roles r ON r.role = s.role "
                "WHERE e.stream = %s ORDER BY e.received, e.station, e.seq",
                (stream,),
            ).fetchall()
        except psycopg.Error as error:
            raise self._error(error, ()) from error
        return [
            TimedEntry(
                Entry(EntryId(str(s), str(n), int(q)), str(k), p, int(a)),
                int(received),
                Writer(str(role), str(kind), str(label)),
            )
            for s, n, q, k, p, a, received, role, kind, label in rows
        ]

    def me(self) -> Writer:
        """This station's own role, as the room knows it."""
        try:
            row = self._connection.execute(
                "SELECT role, kind, label FROM room.roles WHERE role = current_user"
            ).fetchone()
        except psycopg.Error as error:
            raise self._error(error, ()) from error
        if row is None:  # a role the room's manager did not add (the server's own superuser)
            return Writer(self.role, "", self.role)
        return Writer(str(row[0]), str(row[1]), str(row[2]))

    def now(self) -> int:
        """The room's clock now (ms since the epoch)."""
        try:
            row = self._connection.execute(
                "SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint"
            ).fetchone()
        except psycopg.Error as error:
            raise self._error(error, ()) from error
        return int(row[0]) if row else 0


__all__ = ["ExamStore", "TimedEntry", "Writer"]
