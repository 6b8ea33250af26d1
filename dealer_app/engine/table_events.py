"""What happens at a table, as the journal records it: the dealer's entries between hands
(players sit down, leave, sit out, come back, add chips; the clock moves; the button names a
game) and the two events of each hand (:class:`StartHand`, :class:`FinishHand`).

Each event is a frozen record that says what happened and nothing more: whether it is allowed,
and what it changes, is the table's to say (:class:`dealer_app.engine.table.Table` replays
them). Each is written to JSON and read back for the journal.

>>> event = SitDown(4, "Anna", 1000)
>>> event_from_json(event.to_json()) == event
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Final, cast

from dealer_app.engine.errors import IllegalAction
from dealer_app.messages import QT_TRANSLATE_NOOP


class _Event:
    __slots__ = ()
    kind: ClassVar[str]

    def to_json(self) -> dict[str, Any]:
        """The event as a JSON-ready dict; :func:`event_from_json` reads it back.

        >>> SitDown(4, "Anna", 1000).to_json()
        {'event': 'sit_down', 'seat': 4, 'name': 'Anna', 'stack': 1000}
        """
        data: dict[str, Any] = {"event": self.kind}
        for f in dataclasses.fields(cast(Any, self)):
            value = getattr(self, f.name)
            data[f.name] = list(value) if isinstance(value, tuple) else value
        return data


@dataclass(frozen=True, slots=True)
class PlaceButton(_Event):
    """Before the first hand: the draw for the button gives it to this seat."""

    seat: int
    kind: ClassVar[str] = "place_button"


@dataclass(frozen=True, slots=True)
class SitDown(_Event):
    """A player takes an empty seat with a stack: a buy-in (cash) or an entry (tournament).
    Once the game has started the player is new: dealt in as RULES 4 says (see PostToEnter)."""

    seat: int
    name: str
    stack: int
    kind: ClassVar[str] = "sit_down"


@dataclass(frozen=True, slots=True)
class MoveIn(_Event):
    """A player of the event sits down, moved from another of its tables (TDA 10, 11): with
    his stack as it is, whether or not registration is open."""

    seat: int
    name: str
    stack: int
    kind: ClassVar[str] = "move_in"


@dataclass(frozen=True, slots=True)
class Leave(_Event):
    """The player leaves the table with the stack (cash out, or moved to another table)."""

    seat: int
    kind: ClassVar[str] = "leave"


@dataclass(frozen=True, slots=True)
class SitOut(_Event):
    """Cash: not dealt in until back. Tournament: still dealt in and blinded (TDA)."""

    seat: int
    kind: ClassVar[str] = "sit_out"


@dataclass(frozen=True, slots=True)
class ComeBack(_Event):
    seat: int
    kind: ClassVar[str] = "come_back"


@dataclass(frozen=True, slots=True)
class AddChips(_Event):
    """Cash: a top-up or rebuy within the buy-in limits. Tournament: the add-on."""

    seat: int
    amount: int
    kind: ClassVar[str] = "add_chips"


@dataclass(frozen=True, slots=True)
class PostToEnter(_Event):
    """A new player posts a big blind to be dealt in at once (RULES 4, seed 000)."""

    seat: int
    kind: ClassVar[str] = "post_to_enter"


@dataclass(frozen=True, slots=True)
class WaitForBigBlind(_Event):
    """A new player waits for the big blind to reach the seat (the default)."""

    seat: int
    kind: ClassVar[str] = "wait_for_big_blind"


@dataclass(frozen=True, slots=True)
class ChooseGame(_Event):
    """Dealer's choice: the player due to choose names the game (a key of the catalogue)."""

    game: str
    kind: ClassVar[str] = "choose_game"


@dataclass(frozen=True, slots=True)
class Clock(_Event):
    """Seconds of play since the tournament started (pauses excluded by whoever keeps time)."""

    elapsed: int
    kind: ClassVar[str] = "clock"


@dataclass(frozen=True, slots=True)
class Counted(_Event):
    """A table of a multi-table event, between hands: the director's count makes the player's
    stack ``stack`` (a colour-up, a count, a rebuy or an add-on entered at his station)."""

    seat: int
    stack: int
    kind: ClassVar[str] = "counted"


@dataclass(frozen=True, slots=True)
class EventPlayers(_Event):
    """A table of a multi-table event: how many players the whole event has left (0: the
    table's own count, as at a single table). Its last two decide when a limit hand's raises
    are no longer capped (RULES 3, TDA 48), not this table's two."""

    count: int
    kind: ClassVar[str] = "event_players"


@dataclass(frozen=True, slots=True)
class StartHand(_Event):
    """The next hand is dealt: its setup is fixed until it finishes or is cancelled."""

    kind: ClassVar[str] = "start_hand"


@dataclass(frozen=True, slots=True)
class CancelHand(_Event):
    """The hand in progress is void (a misdeal): nothing changes, the same hand is redealt."""

    kind: ClassVar[str] = "cancel_hand"


@dataclass(frozen=True, slots=True)
class Redeal(_Event):
    """A misdeal ruled (RULES 9): the hand in progress is dealt again as it was planned, same
    button, blinds, players and stacks, nobody new dealt in; the table keeps its plan."""

    kind: ClassVar[str] = "redeal"


@dataclass(frozen=True, slots=True)
class FinishHand(_Event):
    """The hand is over: each dealt seat's stack after the payout, in PHH order."""

    seats: tuple[int, ...]
    finishing_stacks: tuple[int, ...]
    kind: ClassVar[str] = "finish_hand"


TableEvent = (
    PlaceButton
    | SitDown
    | MoveIn
    | EventPlayers
    | Counted
    | Leave
    | SitOut
    | ComeBack
    | AddChips
    | PostToEnter
    | WaitForBigBlind
    | ChooseGame
    | Clock
    | StartHand
    | CancelHand
    | Redeal
    | FinishHand
)

_EVENT_KINDS: Final[dict[str, type[_Event]]] = {
    cls.kind: cls
    for cls in (
        PlaceButton,
        SitDown,
        MoveIn,
        EventPlayers,
        Counted,
        Leave,
        SitOut,
        ComeBack,
        AddChips,
        PostToEnter,
        WaitForBigBlind,
        ChooseGame,
        Clock,
        StartHand,
        CancelHand,
        Redeal,
        FinishHand,
    )
}


def event_from_json(data: Mapping[str, Any]) -> TableEvent:
    """The event that :meth:`to_json` wrote.

    >>> event_from_json({"event": "finish_hand", "seats": [3, 1], "finishing_stacks": [90, 110]})
    FinishHand(seats=(3, 1), finishing_stacks=(90, 110))
    """
    values = dict(data)
    kind = values.pop("event", None)
    cls = _EVENT_KINDS.get(str(kind))
    if cls is None:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "Unknown table event '{event}'."), event=str(kind)
        )
    arguments = {key: tuple(v) if isinstance(v, list) else v for key, v in values.items()}
    return cast(TableEvent, cls(**arguments))
