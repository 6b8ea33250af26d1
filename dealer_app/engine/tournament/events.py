"""What the director enters, and what follows from it.

Events are the director's actions (the journal keeps them; replaying them gives every figure);
happenings are what the engine decides from them (seats drawn, players moved, tables broken,
places and prizes), the sentences the director reads out.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from dealer_app.engine.tournament.setup import Level, TournamentError
from dealer_app.messages import QT_TRANSLATE_NOOP, Message


def _fields_json(item: Any, hidden: frozenset[str] = frozenset()) -> dict[str, Any]:
    """A dataclass's fields as JSON values (tuples as lists, mappings as dicts)."""

    def plain(value: Any) -> Any:
        if isinstance(value, tuple):
            return [plain(part) for part in value]
        if isinstance(value, Mapping):
            return dict(value)
        return value

    return {
        f.name: plain(getattr(item, f.name))
        for f in dataclasses.fields(item)
        if f.name not in hidden
    }


@dataclass(frozen=True, slots=True)
class Event:
    """One director's action at ``at`` (seconds on the director's clock)."""

    kind: ClassVar[str] = ""
    at: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, **_fields_json(self)}


@dataclass(frozen=True, slots=True)
class Register(Event):
    """An entry: before the start, or a late entry or re-entry (a busted player's name)."""

    kind: ClassVar[str] = "register"
    player: str = ""
    paid: bool = True


@dataclass(frozen=True, slots=True)
class Unregister(Event):
    """An entry withdrawn before the start (refunded)."""

    kind: ClassVar[str] = "unregister"
    player: str = ""


@dataclass(frozen=True, slots=True)
class Start(Event):
    """The start: the seat draw, or the cancellation below the minimum field."""

    kind: ClassVar[str] = "start"


@dataclass(frozen=True, slots=True)
class HandPlayed(Event):
    """A hand finished at ``table``; ``stacks`` (every seated player's chips) when known.

    A table that reports its own hands (an event run from its tables, through the room) also
    gives the seats of that hand's ``button``, ``small_blind`` and ``big_blind`` (0: not given,
    the event follows them itself) and ``source``, the report's identity in the room, so that
    the same report is never counted twice."""

    kind: ClassVar[str] = "hand"
    table: int = 0
    stacks: Mapping[str, int] | None = None
    button: int = 0
    small_blind: int = 0
    big_blind: int = 0
    source: str = ""


@dataclass(frozen=True, slots=True)
class MoveDone(Event):
    """The giving table's dealer confirms ``player`` has left ``table`` for the seat the move
    gave him (an event run from its tables): he is dealt in there from now on."""

    kind: ClassVar[str] = "move_done"
    player: str = ""
    table: int = 0
    source: str = ""


@dataclass(frozen=True, slots=True)
class ButtonAt(Event):
    """The button of the next hand at ``table`` is at ``seat`` (the director's correction)."""

    kind: ClassVar[str] = "button"
    table: int = 0
    seat: int = 0


@dataclass(frozen=True, slots=True)
class Bust(Event):
    """Players eliminated in one hand at one table; ``starting_stacks`` their chips at the
    start of that hand when several bust and their stacks are not known."""

    kind: ClassVar[str] = "bust"
    table: int = 0
    players: tuple[str, ...] = ()
    starting_stacks: tuple[int, ...] | None = None
    by: str = ""  # who eliminated them (his the bounties, in a bounty event)
    by_each: tuple[str, ...] = ()  # or who eliminated each of them, in order (issue 26)

    def to_json(self) -> dict[str, Any]:
        data = Event.to_json(self)  # (slots: no zero-argument super)
        if not self.by_each:
            del data["by_each"]  # a bust by one eliminator is written as before
        return data


@dataclass(frozen=True, slots=True)
class Rebuy(Event):
    kind: ClassVar[str] = "rebuy"
    player: str = ""
    paid: bool = True


@dataclass(frozen=True, slots=True)
class AddOnTaken(Event):
    kind: ClassVar[str] = "add_on"
    player: str = ""
    paid: bool = True


@dataclass(frozen=True, slots=True)
class Pause(Event):
    kind: ClassVar[str] = "pause"


@dataclass(frozen=True, slots=True)
class Resume(Event):
    kind: ClassVar[str] = "resume"


@dataclass(frozen=True, slots=True)
class AdjustClock(Event):
    """Add (positive) or remove (negative) seconds of the current level."""

    kind: ClassVar[str] = "adjust_clock"
    seconds: int = 0


@dataclass(frozen=True, slots=True)
class HandForHand(Event):
    """Hand-for-hand starts (``on``) or ends."""

    kind: ClassVar[str] = "hand_for_hand"
    on: bool = True


@dataclass(frozen=True, slots=True)
class HandForHandDone(Event):
    """Every table has played the hand-for-hand hand: places are given, the clock moves."""

    kind: ClassVar[str] = "hand_for_hand_done"


@dataclass(frozen=True, slots=True)
class ChipCount(Event):
    """The chips of every player at ``table``, counted."""

    kind: ClassVar[str] = "chip_count"
    table: int = 0
    stacks: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ChipRace(Event):
    """A colour-up at ``table``: each player's chips of ``denomination`` and the cards dealt
    for his odd ones (text such as ``"As 7d"``)."""

    kind: ClassVar[str] = "chip_race"
    table: int = 0
    denomination: int = 0
    chips: Mapping[str, int] = field(default_factory=dict)
    cards: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class GoToLevel(Event):
    """The clock goes to the start of play level ``level`` (the director's correction)."""

    kind: ClassVar[str] = "go_to_level"
    level: int = 1


@dataclass(frozen=True, slots=True)
class Deal(Event):
    """The players left accept a deal (a chip chop, ICM or their own): ``amounts`` in the
    order of ``players``, who take the places in that order (place 1 first). It ends the
    event: the deal is the results, the payouts and the printouts."""

    kind: ClassVar[str] = "deal"
    players: tuple[str, ...] = ()
    amounts: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class MovePlayer(Event):
    """The director moves ``player`` to an open seat (a manual move, TDA 9's special needs)."""

    kind: ClassVar[str] = "move_player"
    player: str = ""
    table: int = 0
    seat: int = 0


@dataclass(frozen=True, slots=True)
class SwapSeats(Event):
    """Two players change seats."""

    kind: ClassVar[str] = "swap_seats"
    first: str = ""
    second: str = ""


@dataclass(frozen=True, slots=True)
class ReserveSeat(Event):
    """A seat is kept free (``on``) for a player who needs it (TDA 9), or given back."""

    kind: ClassVar[str] = "reserve_seat"
    table: int = 0
    seat: int = 0
    on: bool = True


@dataclass(frozen=True, slots=True)
class OpenTable(Event):
    """The director opens ``table``: balancing fills it."""

    kind: ClassVar[str] = "open_table"
    table: int = 0


@dataclass(frozen=True, slots=True)
class CloseTable(Event):
    """The director closes ``table``: it breaks, its players are redrawn."""

    kind: ClassVar[str] = "close_table"
    table: int = 0


@dataclass(frozen=True, slots=True)
class MarkPaid(Event):
    """``player`` pays what he owes (entries, rebuys and add-ons taken unpaid)."""

    kind: ClassVar[str] = "mark_paid"
    player: str = ""


EVENT_KINDS: dict[str, type[Event]] = {
    cls.kind: cls
    for cls in (
        Register,
        Unregister,
        Start,
        HandPlayed,
        ButtonAt,
        Bust,
        Rebuy,
        AddOnTaken,
        Pause,
        Resume,
        AdjustClock,
        HandForHand,
        HandForHandDone,
        ChipCount,
        ChipRace,
        GoToLevel,
        Deal,
        MovePlayer,
        MoveDone,
        SwapSeats,
        ReserveSeat,
        OpenTable,
        CloseTable,
        MarkPaid,
    )
}


def event_from_json(data: Mapping[str, Any]) -> Event:
    """The event a journal row or a recorded file holds.

    >>> event_from_json({"kind": "bust", "table": 3, "players": ["Anna"], "at": 60})
    Bust(at=60, table=3, players=('Anna',), starting_stacks=None, by='', by_each=())
    """
    if not isinstance(data, Mapping):
        raise TournamentError(
            QT_TRANSLATE_NOOP("Messages", "An event is a set of named fields, not {value}."),
            value=repr(data),
        )
    values = dict(data)
    cls = EVENT_KINDS.get(str(values.pop("kind", "")))
    if cls is None:
        raise TournamentError(
            QT_TRANSLATE_NOOP("Messages", "Unknown event: {kind}."), kind=str(data.get("kind"))
        )
    names = {f.name for f in dataclasses.fields(cls)}
    if set(values) - names:
        raise TournamentError(
            QT_TRANSLATE_NOOP("Messages", "The {kind} event has an unknown field: {name}."),
            kind=cls.kind,
            name=sorted(set(values) - names)[0],
        )
    for name in ("players", "starting_stacks", "amounts", "by_each"):
        if isinstance(values.get(name), list):
            values[name] = tuple(values[name])
    try:
        return cls(**values)
    except TypeError as error:
        raise TournamentError(
            QT_TRANSLATE_NOOP("Messages", "A {kind} event cannot be read: {reason}."),
            kind=cls.kind,
            reason=str(error),
        ) from None


# --- happenings --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Happening:
    kind: ClassVar[str] = ""
    hidden: ClassVar[frozenset[str]] = frozenset()  # fields the JSON line leaves out

    def to_json(self) -> dict[str, Any]:
        return {"event": self.kind, **_fields_json(self, self.hidden)}


@dataclass(frozen=True, slots=True)
class Seated(Happening):
    kind: ClassVar[str] = "seat"
    hidden: ClassVar[frozenset[str]] = frozenset({"dealt_in"})
    player: str
    table: int
    seat: int
    stack: int
    reason: str  # draw, late, re-entry
    dealt_in: bool = True


@dataclass(frozen=True, slots=True)
class Moved(Happening):
    kind: ClassVar[str] = "move"
    player: str
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    reason: str  # balance, break, final
    big_blind: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "event": "move",
            "player": self.player,
            "from": [self.from_table, self.from_seat],
            "to": [self.to_table, self.to_seat],
            "reason": self.reason,
        }


@dataclass(frozen=True, slots=True)
class TableBroken(Happening):
    kind: ClassVar[str] = "break_table"
    table: int


@dataclass(frozen=True, slots=True)
class HandDone(Happening):
    kind: ClassVar[str] = "hand"
    table: int
    button: int
    big_blind: int
    stacks: Mapping[str, int] | None


@dataclass(frozen=True, slots=True)
class Busted(Happening):
    kind: ClassVar[str] = "bust"
    player: str
    table: int
    place: int
    place_to: int
    prize: int


@dataclass(frozen=True, slots=True)
class LevelStarted(Happening):
    kind: ClassVar[str] = "level"
    number: int
    level: Level

    def to_json(self) -> dict[str, Any]:
        return {
            "event": "level",
            "level": self.number,
            "small_blind": self.level.small_blind,
            "big_blind": self.level.big_blind,
            "ante": self.level.ante,
        }


@dataclass(frozen=True, slots=True)
class Ended(Happening):
    kind: ClassVar[str] = "end"
    winner: str
    prize_pool: int
    paid: tuple[tuple[str, int, int], ...]


@dataclass(frozen=True, slots=True)
class Cancelled(Happening):
    kind: ClassVar[str] = "cancel"
    refunds: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class Raced(Happening):
    kind: ClassVar[str] = "chip_race"
    hidden: ClassVar[frozenset[str]] = frozenset({"said"})
    table: int
    denomination: int
    said: tuple[Message, ...]  # what the dealer announces (the window words each message)
    removed: int


@dataclass(frozen=True, slots=True)
class Bubble(Happening):
    """One player more than the places paid: the next one out wins nothing."""

    kind: ClassVar[str] = "bubble"
    players_left: int
    paid: int


@dataclass(frozen=True, slots=True)
class HandForHandEnded(Happening):
    """Hand-for-hand is over (``reason``: ``final`` table formed, or the ``money`` reached);
    the clock runs again."""

    kind: ClassVar[str] = "hand_for_hand_end"
    reason: str


@dataclass(frozen=True, slots=True)
class TableOpened(Happening):
    kind: ClassVar[str] = "open_table"
    table: int


@dataclass(frozen=True, slots=True)
class SeatReserved(Happening):
    kind: ClassVar[str] = "reserve_seat"
    table: int
    seat: int
    on: bool


@dataclass(frozen=True, slots=True)
class EntryPaid(Happening):
    kind: ClassVar[str] = "paid"
    player: str
    amount: int


@dataclass(frozen=True, slots=True)
class DealMade(Happening):
    """The deal accepted: each player's amount, place 1 first."""

    kind: ClassVar[str] = "deal"
    shares: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class BountyWon(Happening):
    """``player`` wins ``amount`` of ``from_player``'s bounty (``head``: what is now on his own
    head, in a progressive event); at the end the winner takes his own (``from_player`` is he)."""

    kind: ClassVar[str] = "bounty"
    player: str
    from_player: str
    amount: int
    head: int
