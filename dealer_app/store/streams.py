"""What every store shares: append-only streams of entries, each with a global identity.

A stream is one list that only grows: a table's actions, an event's actions, an exam's answers.
An entry is named once and for all by ``(station, stream, seq)``: the station that wrote it first
(a random identifier kept in that station's data folder), the stream on that station
(``table/3``, ``event/1``, ``exam/7``) and its place in the stream (1, 2, 3 ...), counted by the
store, never in memory. The same identity on another computer (a copied journal, the room) is the
same entry: storing it again is a no-op. Its time is stamped once, by whoever wrote it first.

Nothing is updated or deleted: an undo, a correction, a closing is an entry of its own, and
whatever is shown is rebuilt from the list (DESIGN.md, "How data flows").

Two implementations follow these protocols: the SQLite journal on one computer (the embedded
default) and the room's PostgreSQL store (many stations); ``session/`` never names either.

>>> first = Entry(EntryId("a1b2", "table/1", 1), "action", {"seat": 3, "action": "f"}, 1_700_000)
>>> first.id.key
('a1b2', 'table/1', 1)
>>> first.next_id()
EntryId(station='a1b2', stream='table/1', seq=2)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class EntryId:
    """The global identity of an entry: who wrote it first, in which stream, at which place."""

    station: str
    stream: str
    seq: int

    @property
    def key(self) -> tuple[str, str, int]:
        return (self.station, self.stream, self.seq)


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry of a stream: its identity, its kind, its JSON object and its time (ms since
    the epoch, stamped by the first writer and carried unchanged by every copy)."""

    id: EntryId
    kind: str
    payload: Mapping[str, Any]
    at: int

    def next_id(self) -> EntryId:
        return EntryId(self.id.station, self.id.stream, self.id.seq + 1)


class Streams(Protocol):
    """Append-only streams: the only way entries are written or read, in any store."""

    def add(self, entry: Entry) -> bool:
        """Store ``entry``; False, and nothing changed, when its identity is stored already.

        An entry that is not the next of its stream (a gap: seq 7 before 6 is stored) is refused
        with a :class:`~dealer_app.store.errors.JournalError`: two writers cannot both add entry 7.
        """
        ...

    def read(self, station: str, stream: str, after: int = 0) -> list[Entry]:
        """The entries of one stream with ``seq > after``, in order."""
        ...

    def last_seq(self, station: str, stream: str) -> int:
        """The place of the stream's last entry (0 for a stream with none)."""
        ...


class Outbox(Protocol):
    """A station's entries that the room has not acknowledged yet, oldest first.

    The entry and its place in the outbox are written in one local transaction, so an entry is
    never kept without being sent, nor sent without being kept.
    """

    def unsent(self, limit: int = 500) -> list[Entry]:
        """Up to ``limit`` entries not yet acknowledged, in the order they were written."""
        ...

    def acknowledged(self, ids: Iterable[EntryId]) -> None:
        """The room holds these entries: never send them again (entries are kept all the same)."""
        ...
