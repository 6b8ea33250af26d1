"""What the session asks of a journal, whatever keeps it: the table's and the director's.

:class:`Journal` is the dealer's table journal, :class:`EventJournal` the director's; the SQLite
files of the data folder (:mod:`dealer_app.store.sqlite`) are one implementation, opened by
:func:`dealer_app.store.open_journal` and :func:`dealer_app.store.open_event_journal`.
``session/`` names these protocols and the openers, never a database.

Both are append-only: a table's or an event's entries only grow (an undo is an entry of its
own), and each entry has a global identity, ``(station, stream, seq)``, that its
:attr:`Journal.streams` gives as :class:`~dealer_app.store.streams.Entry` (the room reads them
there, and the journal's outbox says which the room has not acknowledged yet).
"""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Protocol, Self

from dealer_app.messages import Message, Value
from dealer_app.store.streams import Entry, Outbox, Streams

JSONDict = dict[str, Any]


class LocalStreams(Streams, Outbox, Protocol):
    """A station's own journal seen as streams: every entry, and what the room has not
    acknowledged yet (both protocols of :mod:`dealer_app.store.streams` on one store)."""

    def stream_of(self, owner: int) -> str:
        """The name of the stream of table (or event) ``owner`` in the room (``table/3``)."""
        ...


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


class Journal(Protocol):
    """The dealer's table journal: tables, their entries, checkpoints and recorded hands.

    Every method that changes something is durable when it returns (inside
    :meth:`transaction`, when the transaction ends); every failure raises
    :class:`~dealer_app.store.errors.JournalError` and changes nothing.
    """

    data_dir: Path
    path: Path
    notices: tuple[Message, ...]
    writable: bool
    # How often its file was found overwritten and an empty one started in its place (each
    # time :class:`~dealer_app.store.errors.JournalLost` is raised): the recorder that sees it
    # change writes its table again.
    restarted: int

    @property
    def station(self) -> str:
        """This station's identity, kept in the journal (a copy of the file keeps it)."""
        ...

    @property
    def streams(self) -> LocalStreams:
        """The journal's entries as streams (``table/<number>``) and its outbox."""
        ...

    @property
    def is_open(self) -> bool: ...

    def close(self) -> None: ...

    def __enter__(self) -> Self: ...

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None: ...

    def transaction(self) -> AbstractContextManager[None]:
        """The changes made inside are kept together: one commit, or none."""
        ...

    def set_aside(self, why: Value) -> Journal:
        """Keep this journal as it is and go on in a copy of it (damage in its content)."""
        ...

    def move_to(self, data_dir: str | Path) -> Journal:
        """Copy the journal whole into ``data_dir`` and go on there."""
        ...

    def readable(self, table_id: int) -> tuple[Restored, list[Message | str]]:
        """What of a damaged table can be read, and what was found damaged."""
        ...

    def create_table(self, settings: Mapping[str, Any]) -> int: ...

    def tables(self) -> list[TableRecord]: ...

    def unfinished_table(self) -> int | None: ...

    def close_table(self, table_id: int) -> None: ...

    def append(self, table_id: int, kind: str, payload: Mapping[str, Any]) -> int:
        """Keep one accepted change of the table; its place in the table's stream."""
        ...

    def last_seq(self, table_id: int) -> int: ...

    def events(self, table_id: int, after_seq: int = 0) -> list[Event]: ...

    def checkpoint(self, table_id: int, state: Mapping[str, Any]) -> int: ...

    def restore(self, table_id: int) -> Restored: ...

    def record_hand(
        self,
        table_id: int,
        hand_no: int,
        summary: Mapping[str, Any],
        history: Mapping[str, Any],
        *,
        first_seq: int,
    ) -> None: ...

    def hands(
        self, table_id: int, *, after_hand: int = -1, limit: int | None = None
    ) -> list[HandRecord]: ...

    def hand_history(self, table_id: int, hand_no: int) -> JSONDict: ...


class EventJournal(Protocol):
    """The director's journal: each tournament's set-up and its entries, append-only.

    An entry is a director's action (its JSON, with its ``kind``) or an undo
    (``{"kind": "undo", "undoes": <seq>}``), which takes back the last action still in force;
    the replay (:mod:`dealer_app.session.tournament`) honours it. Nothing is deleted.
    """

    path: Path
    notices: tuple[Message, ...]
    restarted: int  # as the table journal's

    @property
    def station(self) -> str: ...

    @property
    def streams(self) -> LocalStreams:
        """The journal's entries as streams (``event/<number>``) and its outbox."""
        ...

    def close(self) -> None: ...

    def __enter__(self) -> Self: ...

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None: ...

    def transaction(self) -> AbstractContextManager[None]:
        """The changes made inside (an action, the close of its event) commit together."""
        ...

    def create_event(self, setup: Mapping[str, Any]) -> int: ...

    def append(self, event_id: int, payload: Mapping[str, Any]) -> int:
        """Keep one director's entry; its place in the event's stream."""
        ...

    def close_event(self, event_id: int) -> None: ...

    def reopen_event(self, event_id: int) -> None: ...

    def setup(self, event_id: int) -> dict[str, Any]: ...

    def events(self, event_id: int) -> list[dict[str, Any]]:
        """Every entry's JSON in order, undo entries included."""
        ...

    def entries(self, event_id: int) -> list[Entry]: ...

    def readable(self, event_id: int) -> tuple[list[Entry], list[Message]]:
        """The entries up to the first that cannot be read, and what was found damaged."""
        ...

    def unfinished_event(self) -> int | None: ...

    def event_list(self) -> list[tuple[int, str, bool]]: ...


class DisplayLog(Protocol):
    """The players' display's own journal: the director's announcements and the remote's
    actions, per event, each kept before anything shows it."""

    def close(self) -> None: ...

    def announce(self, event_id: int, at: int, text: str) -> None: ...

    def announcements(self, event_id: int, limit: int = 5) -> list[tuple[int, str]]:
        """The latest announcements (time, text), newest first."""
        ...

    def remote(self, event_id: int, at: int, peer: str, action: str, outcome: str) -> None: ...

    def remote_actions(self, event_id: int) -> list[tuple[int, str, str, str]]:
        """Every remote action of the event (time, peer, action, outcome), oldest first."""
        ...
