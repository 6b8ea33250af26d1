"""The table across hands: seats, stacks, the button, blinds and antes, levels and game rotation.

Like a hand, a table is its configuration (:mod:`dealer_app.engine.table_config`) plus a list of
events (:mod:`dealer_app.engine.table_events`), and everything (seats, stacks, the button, the
level, the game) is derived here by replaying that list. Events happen between hands (players
sit down, leave, sit out, come back, add chips; the clock moves; the button names a game) and
each hand is two events: :class:`StartHand` fixes its setup, :class:`FinishHand` brings the
finishing stacks back to the seats, moves the button and advances the rotation. A refused event
raises :class:`IllegalAction` with the dealer's message (a key and typed values; its ``field``
``seat3`` when the refusal is about seat 3, ``button`` about the button's draw) and changes
nothing.

Seats are numbered 1 to ``seat_count`` clockwise. The hand's players are listed in PHH order:
``p1`` is the first player dealt in left of the button (stud: left of the dealer position),
the button last; heads-up ``p1`` is the big blind and the button posts the small blind.

>>> from dealer_app.engine.hand import Fold, Hand
>>> from dealer_app.engine.table_config import Stakes
>>> config = TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), min_buy_in=40, max_buy_in=200)
>>> table = Table(config)
>>> for seat, name in ((1, "Anna"), (3, "Boris"), (6, "Chloe")):
...     _ = table.sit_down(seat, name, 200)
>>> setup, seats = table.next_hand_setup()
>>> seats, setup.blinds, setup.names
((3, 6, 1), (1, 2, 0), ('Boris', 'Chloe', 'Anna'))
>>> table.finish_hand(Hand(setup, [Fold(2), Fold(0)]))
>>> table.stack(6), table.button, table.next_hand().big_blind
(201, 3, 1)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final

from dealer_app.engine.betting import money_text
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.hand import Hand, HandSetup
from dealer_app.engine.table_config import Format, Rotation, TableConfig
from dealer_app.engine.table_events import (
    AddChips,
    CancelHand,
    ChooseGame,
    Clock,
    ComeBack,
    Counted,
    EventPlayers,
    FinishHand,
    Leave,
    MoveIn,
    PlaceButton,
    PostToEnter,
    Redeal,
    SitDown,
    SitOut,
    StartHand,
    TableEvent,
    WaitForBigBlind,
)
from dealer_app.engine.variants import VARIANTS, Family, Structure, Variant
from dealer_app.messages import QT_TRANSLATE_NOOP, Amount, Message, Word, Words

SNAPSHOT_VERSION: Final = 1

MAX_NAME_CHARS: Final = 200
"""A player's name, at most: it goes into the PHH export and must come back from it (the
import reads strings of at most 4,096 characters, a quote or backslash written as two)."""


def _person(name: str) -> str:
    """A player's name as it identifies him: "anna" and " Anna " are one person (RULES 4)."""
    return name.strip().casefold()


def _seat_field(seat: int) -> str:
    """The field of a refusal about a seat (the New table dialog's row of that seat)."""
    return f"seat{seat}"


# --------------------------------------------------------------------------------------------
# Players and the next hand


@dataclass(frozen=True, slots=True)
class Player:
    """A player in a seat. ``entering``: new, or owing missed blinds (cash, RULES 4), and not
    dealt in until posting or the big blind reaches the seat; ``posts``: chose to post.
    ``owes_small``: a missed small blind, posted dead; ``small_blind_only``: only the small
    blind was missed, so no big blind is posted to come back. ``owes_big``: moving button,
    the big blind jumped past him on the small blind's seat; he posts it from the button."""

    name: str
    stack: int
    sitting_out: bool = False
    entering: bool = False
    posts: bool = False
    add_on_taken: bool = False
    owes_small: bool = False
    small_blind_only: bool = False
    owes_big: bool = False

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Player:
        return cls(**data)


@dataclass(frozen=True, slots=True)
class Elimination:
    """A tournament player out of chips: the place they finished and the hand they busted in."""

    name: str
    place: int
    hand: int

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@dataclass(frozen=True, slots=True)
class HandPlan:
    """The next hand as the table deals it: the game, who is dealt in (PHH order), where the
    button is, who posts what. Seats are table seats; per-player tuples follow ``seats``.

    ``button`` is the button's seat (empty when the button is dead; stud: the dealer
    position); ``small_blind`` is None when the small blind is dead. The other fields are
    what the table records when the hand ends.
    """

    game: str
    level: int | None
    seats: tuple[int, ...]
    names: tuple[str, ...]
    stacks: tuple[int, ...]
    button: int
    small_blind: int | None
    big_blind: int | None
    posters: tuple[int, ...]
    blinds: tuple[int, ...]
    antes: tuple[int, ...]
    bring_in: int
    small_bet: int
    big_bet: int
    min_bet: int
    heads_up: bool
    small_blind_position: int
    big_blind_position: int
    records_button: bool
    missed_big_blind: tuple[int, ...]
    new_round: bool
    game_index: int
    chooser: int | None
    # Missed blinds (cash, RULES 4): what each dealt player posts dead; the seats the small
    # blind passed while their players were out.
    dead_blinds: tuple[int, ...] = ()
    missed_small_blind: tuple[int, ...] = ()
    level_blinds: tuple[int, ...] = ()  # pot limit with a dead small blind (TDA 54-B)
    event_heads_up: bool = False  # limit: the cap is lifted (RULES 3, TDA 48)
    big_blind_owed: tuple[int, ...] = ()  # moving button: passed on the small blind's seat

    @property
    def variant(self) -> Variant:
        return VARIANTS[self.game]

    def posted(self) -> dict[int, int]:
        """What each seat puts in before the cards (blind or post plus ante), seats that post.

        Nominal amounts: a short stack posts what it has (the hand engine caps them)."""
        nothing = (0,) * len(self.seats)
        blinds, antes = self.blinds or nothing, self.antes or nothing
        dead = self.dead_blinds or nothing
        return {
            seat: blind + ante + owed
            for seat, blind, ante, owed in zip(self.seats, blinds, antes, dead, strict=True)
            if blind + ante + owed
        }

    def to_json(self) -> dict[str, Any]:
        return {
            f.name: list(value) if isinstance(value, tuple) else value
            for f in dataclasses.fields(self)
            for value in (getattr(self, f.name),)
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> HandPlan:
        values: dict[str, Any] = {
            key: tuple(value) if isinstance(value, list) else value for key, value in data.items()
        }
        return cls(**values)


# --------------------------------------------------------------------------------------------
# The table's state: everything derived from the events


@dataclass(slots=True)
class _State:
    seats: dict[int, Player] = field(default_factory=dict)
    placed_button: int | None = None
    # Positions of the last hand that moved the button (RULES 4; frozen during stud, TDA).
    last_button: int | None = None
    last_small_blind: int | None = None
    last_big_blind: int | None = None
    hands_played: int = 0
    elapsed: int = 0
    in_hand: HandPlan | None = None
    # The game being played and how far its round has gone.
    round_started: bool = False
    game_index: int = 0
    round_hands: int = 0
    round_hand_target: int = 0
    round_travel: int = 0
    round_button: int | None = None
    chooser: int | None = None
    chosen_game: str | None = None
    entries: dict[str, int] = field(default_factory=dict)
    eliminations: list[Elimination] = field(default_factory=list)
    bought_in: int = 0
    taken_out: int = 0
    event_players: int = 0  # a table of a multi-table event: the event's players left

    def copy(self) -> _State:
        return dataclasses.replace(
            self,
            seats=dict(self.seats),
            entries=dict(self.entries),
            eliminations=list(self.eliminations),
        )

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            data[f.name] = getattr(self, f.name)
        data["seats"] = {str(seat): player.to_json() for seat, player in self.seats.items()}
        data["in_hand"] = self.in_hand.to_json() if self.in_hand else None
        data["eliminations"] = [elimination.to_json() for elimination in self.eliminations]
        data["entries"] = dict(self.entries)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> _State:
        values = dict(data)
        values["seats"] = {int(s): Player.from_json(p) for s, p in values["seats"].items()}
        values["in_hand"] = HandPlan.from_json(values["in_hand"]) if values["in_hand"] else None
        values["eliminations"] = [Elimination(**e) for e in values["eliminations"]]
        values["entries"] = dict(values["entries"])
        return cls(**values)


@dataclass(frozen=True, slots=True)
class _Positions:
    """Where the button and blinds fall for a blind game (stud: where the deal is)."""

    button: int
    small_blind: int | None
    small_blind_position: int
    big_blind: int
    posters: tuple[int, ...]
    order: tuple[int, ...]  # dealt seats, PHH order
    heads_up: bool
    big_blind_owed: tuple[int, ...] = ()  # moving button: posts it from the button next hand


class Table:
    """The table across hands; see the module docstring.

    Build it from a :class:`TableConfig` and the events so far (or :meth:`from_snapshot`),
    then for each hand: :meth:`next_hand_setup` (or :meth:`start_hand`), play the hand with
    the hand engine, and :meth:`finish_hand`.

    >>> from dealer_app.engine.table_config import Level, Stakes
    >>> structure = [Level.of(720, Stakes.of_blinds(25, 50)), Level.of(720, Stakes.of_blinds(50, 100))]
    >>> table = Table(TableConfig.sit_and_go("nlhe", structure, starting_stack=1500))
    >>> for seat, name in ((2, "Anna"), (5, "Boris"), (7, "Chloe")):
    ...     _ = table.sit_down(seat, name, 1500)
    >>> plan = table.next_hand()
    >>> plan.button, plan.small_blind, plan.big_blind, plan.posted()
    (2, 5, 7, {5: 25, 7: 50})
    >>> _ = table.start_hand()
    >>> _ = table.clock(730)  # the level ends during the hand
    >>> plan = table.next_hand()  # the hand in progress keeps its stakes
    >>> _ = table.apply(FinishHand(plan.seats, (0, 3000, 1500)))  # Boris busts
    >>> [(elimination.name, elimination.place) for elimination in table.eliminations]
    [('Boris', 3)]
    >>> heads_up = table.next_hand()  # TDA 34: the button posts the small blind
    >>> heads_up.button, heads_up.small_blind, heads_up.big_blind, heads_up.posted()
    (7, 7, 2, {2: 100, 7: 50})
    """

    def __init__(self, config: TableConfig, events: Iterable[TableEvent] = ()) -> None:
        self.config = config
        self._base = _State()
        self._state = self._base.copy()
        self.events: list[TableEvent] = []
        for event in events:
            self.apply(event)

    # ---------------------------------------------------------------- events

    def verify(self, event: TableEvent) -> None:
        """Raise :class:`IllegalAction` with the dealer's sentence if ``event`` is refused."""
        self._run(self._state.copy(), event)

    def can(self, event: TableEvent) -> bool:
        """Whether ``event`` would be accepted now (the window enables buttons with this)."""
        try:
            self.verify(event)
        except IllegalAction:
            return False
        return True

    def apply(self, event: TableEvent) -> TableEvent:
        """Check the event, then apply it; on refusal nothing changes."""
        state = self._state.copy()
        self._run(state, event)
        self._state = state
        self.events.append(event)
        return event

    def undo(self) -> TableEvent:
        """Remove the last event and replay the others (from the snapshot restored, if any)."""
        if not self.events:
            raise IllegalAction(QT_TRANSLATE_NOOP("Messages", "Nothing to undo at the table."))
        last = self.events[-1]
        state = self._base.copy()
        for event in self.events[:-1]:
            self._run(state, event)
        self._state = state
        del self.events[-1]
        return last

    def _run(self, state: _State, event: TableEvent) -> None:
        handler = self._HANDLERS.get(type(event))
        if handler is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "Unknown table event {event}."), event=repr(event)
            )
        handler(self, state, event)

    # The dealer's verbs, one per event.

    def place_button(self, seat: int) -> TableEvent:
        return self.apply(PlaceButton(seat))

    def sit_down(self, seat: int, name: str, stack: int) -> TableEvent:
        return self.apply(SitDown(seat, name, stack))

    def leave(self, seat: int) -> TableEvent:
        return self.apply(Leave(seat))

    def sit_out(self, seat: int) -> TableEvent:
        return self.apply(SitOut(seat))

    def come_back(self, seat: int) -> TableEvent:
        return self.apply(ComeBack(seat))

    def add_chips(self, seat: int, amount: int) -> TableEvent:
        return self.apply(AddChips(seat, amount))

    def post_to_enter(self, seat: int) -> TableEvent:
        return self.apply(PostToEnter(seat))

    def wait_for_big_blind(self, seat: int) -> TableEvent:
        return self.apply(WaitForBigBlind(seat))

    def choose_game(self, game: str) -> TableEvent:
        return self.apply(ChooseGame(game))

    def clock(self, elapsed_seconds: int) -> TableEvent:
        """The tournament clock now reads ``elapsed_seconds`` of play; a level that ends
        during a hand applies from the next hand."""
        return self.apply(Clock(elapsed_seconds))

    def start_hand(self) -> tuple[HandSetup, tuple[int, ...]]:
        """Deal the next hand: its setup is fixed (and chips cannot be added by its players)."""
        self.apply(StartHand())
        return self.next_hand_setup()

    def cancel_hand(self) -> TableEvent:
        return self.apply(CancelHand())

    def finish_hand(self, hand: Hand) -> None:
        """Bring a finished hand's stacks back to the seats, move the button, advance levels
        and rotation; the hand must be the one this table deals next (or is dealing)."""
        if not hand.finished or hand.finishing_stacks is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "The hand is not over: {reason}"),
                reason=hand.need().text,
            )
        setup, seats = self.next_hand_setup()
        if hand.setup != setup:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "This hand was not dealt at this table: its setup differs."
                )
            )
        finish = FinishHand(seats, tuple(hand.finishing_stacks))
        if self._state.in_hand is None:
            state = self._state.copy()
            self._run(state, StartHand())
            self._run(state, finish)  # checked first: nothing is recorded if refused
            self.apply(StartHand())
        self.apply(finish)

    # ---------------------------------------------------------------- queries

    @property
    def seats(self) -> dict[int, Player]:
        """The seated players by seat number, in seat order."""
        return dict(sorted(self._state.seats.items()))

    def player(self, seat: int) -> Player | None:
        return self._state.seats.get(seat)

    def stack(self, seat: int) -> int:
        player = self._state.seats.get(seat)
        return player.stack if player else 0

    @property
    def event_players(self) -> int:
        """A table of a multi-table event: the event's players left (0: not said)."""
        return self._state.event_players

    @property
    def entered(self) -> frozenset[str]:
        """Everyone who ever sat down at this table (entries, and players moved in)."""
        return frozenset(self._state.entries)

    @property
    def hand_in_progress(self) -> bool:
        return self._state.in_hand is not None

    @property
    def hands_played(self) -> int:
        return self._state.hands_played

    @property
    def eliminations(self) -> tuple[Elimination, ...]:
        """Tournament players out of chips, in the order they busted."""
        return tuple(self._state.eliminations)

    @property
    def chips_in_play(self) -> int:
        """Chips brought to the table minus chips taken away: always the sum of the stacks."""
        return self._state.bought_in - self._state.taken_out

    @property
    def elapsed(self) -> int:
        return self._state.elapsed

    @property
    def level_index(self) -> int | None:
        """Index of the level on the clock now (tournaments), breaks included; None in cash."""
        return self._level_at(self._state.elapsed) if self.config.is_tournament else None

    @property
    def seconds_left_in_level(self) -> int | None:
        """Until the next level; None in a cash game and during the last level."""
        index = self.level_index
        if index is None or index == len(self.config.levels) - 1:
            return None
        end = sum(level.seconds for level in self.config.levels[: index + 1])
        return end - self._state.elapsed

    @property
    def button(self) -> int | None:
        """The button's seat: the hand in progress's, else where the next hand puts it (stud:
        the dealer position); while fewer than two players can play, where it was last."""
        state = self._state
        if state.in_hand is not None:
            return state.in_hand.button
        try:
            return self._positions_now(state)[0].button
        except IllegalAction:
            return state.last_button if state.last_button is not None else state.placed_button

    @property
    def chooser(self) -> int | None:
        """Dealer's choice: the seat due to name the game before the next hand, else None."""
        state = self._state
        if not self.config.dealers_choice or state.in_hand is not None:
            return None
        try:
            positions, _ready, _entering = self._positions_now(state)
        except IllegalAction:
            return None
        if not self._round_due(state, positions):
            return None
        return self._chooser_seat(state, positions)

    def next_hand(self) -> HandPlan:
        """The hand in progress, or the hand the table deals next (refused with the reason
        when none can be dealt: a break, a game to choose, fewer than two players)."""
        return self._plan(self._state)

    def next_hand_setup(self) -> tuple[HandSetup, tuple[int, ...]]:
        """The :class:`HandSetup` of :meth:`next_hand` and the seat of each of its players."""
        plan = self.next_hand()
        return self._setup_of(plan), plan.seats

    def money(self, amount: int) -> str:
        return money_text(amount, self.config.decimals)

    # ---------------------------------------------------------------- snapshots

    def to_snapshot(self) -> dict[str, Any]:
        """The configuration and the whole derived state, JSON-serialisable."""
        return {
            "version": SNAPSHOT_VERSION,
            "config": self.config.to_json(),
            "state": self._state.to_json(),
        }

    @classmethod
    def from_snapshot(cls, snapshot: Mapping[str, Any]) -> Table:
        """The table as :meth:`to_snapshot` saw it; later events are applied as usual."""
        if snapshot.get("version") != SNAPSHOT_VERSION:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "This table snapshot comes from another version of the app."
                )
            )
        table = cls(TableConfig.from_json(snapshot["config"]))
        table._base = _State.from_json(snapshot["state"])
        table._state = table._base.copy()
        return table

    # ---------------------------------------------------------------- seats, clockwise

    def _clockwise_after(self, seat: int) -> list[int]:
        """Every seat clockwise after ``seat``, ending with ``seat`` itself."""
        count = self.config.seat_count
        return [(seat - 1 + step) % count + 1 for step in range(1, count + 1)]

    def _next_in(self, group: set[int], seat: int) -> int:
        return next(other for other in self._clockwise_after(seat) if other in group)

    def _previous_in(self, group: set[int], seat: int) -> int:
        return next(other for other in reversed(self._clockwise_after(seat)[:-1]) if other in group)

    def _distance(self, start: int | None, end: int) -> int:
        """Seats the button travelled clockwise from ``start`` to ``end``."""
        return 0 if start is None else (end - start) % self.config.seat_count

    def _strictly_between(self, seat: int, start: int, end: int) -> bool:
        count = self.config.seat_count
        return 0 < (seat - start) % count < (end - start) % count

    def _after_up_to(self, seat: int, start: int, end: int) -> bool:
        """``seat`` is passed going clockwise from ``start`` (excluded) to ``end`` (included)."""
        count = self.config.seat_count
        return 0 < (seat - start) % count <= (end - start) % count

    def _in_order(self, start: int, group: set[int]) -> tuple[int, ...]:
        return tuple(seat for seat in self._clockwise_after(start) if seat in group)

    # ---------------------------------------------------------------- levels

    def _level_at(self, elapsed: int) -> int:
        end = 0
        for index, level in enumerate(self.config.levels):
            end += level.seconds
            if elapsed < end:
                return index
        return len(self.config.levels) - 1

    def _level_game_index(self, level: int) -> int:
        played = self.config.level_number(level - 1)  # the levels before this one
        return played // self.config.rotation_length % len(self.config.games)

    def _registration_open(self, state: _State) -> bool:
        if state.hands_played == 0 and state.in_hand is None:
            return True
        if self.config.format is not Format.TOURNAMENT:
            return False
        return self._level_at(state.elapsed) < self.config.late_registration_levels

    # ---------------------------------------------------------------- the next hand

    def _candidates(self, state: _State) -> tuple[set[int], set[int]]:
        """(ready, entering): seats that play the next hand as it comes, and new players
        waiting to post or for the big blind. Out: no chips; sitting out (cash only: in a
        tournament an absent player is dealt in and blinded, TDA)."""
        tournament = self.config.is_tournament
        ready: set[int] = set()
        entering: set[int] = set()
        for seat, player in state.seats.items():
            if player.stack <= 0 or (player.sitting_out and not tournament):
                continue
            (entering if player.entering else ready).add(seat)
        return ready, entering

    def _positions_now(self, state: _State) -> tuple[_Positions, set[int], set[int]]:
        ready, entering = self._candidates(state)
        if len(ready | entering) < 2:
            raise IllegalAction(self._why_no_hand(state))
        if len(ready) < 2:
            # The game (re)starts: nobody needs to post or wait.
            ready, entering = ready | entering, set()
        return self._blind_positions(state, ready, entering), ready, entering

    def _why_no_hand(self, state: _State) -> Message:
        with_chips = [player for player in state.seats.values() if player.stack > 0]
        if (
            self.config.is_tournament
            and state.hands_played
            and len(with_chips) == 1
            and not self._registration_open(state)
        ):
            return Message(
                QT_TRANSLATE_NOOP("Messages", "The tournament is over: {player} has every chip."),
                player=with_chips[0].name,
            )
        if len(with_chips) >= 2:
            return Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "At least two players must be in to deal a hand: the others sit out.",
                )
            )
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages", "At least two players with chips are needed to deal a hand."
            )
        )

    def _blind_positions(self, state: _State, ready: set[int], entering: set[int]) -> _Positions:
        """Button, small and big blind as a blind game would have them (RULES 4)."""
        eligible = ready | entering
        last_big_blind, last_button = state.last_big_blind, state.last_button
        if last_big_blind is None or last_button is None:
            start = state.placed_button if state.placed_button is not None else min(ready)
            button = start if start in ready else self._next_in(ready, start)
            if len(ready) == 2:
                return self._heads_up(button, self._next_in(ready, button))
            small_blind = self._next_in(ready, button)
            big_blind = self._next_in(eligible, small_blind)
            return self._full_ring(
                state, button, small_blind, small_blind, big_blind, ready, entering
            )
        # The big blind moves to the next player who may play, every hand, moving or dead
        # button alike: nobody posts it twice in a row or skips it (RULES 4, TDA 32 and 34).
        big_blind = self._next_in(eligible, last_big_blind)
        if len(ready | {big_blind}) == 2:
            other = next(seat for seat in ready if seat != big_blind)
            return self._heads_up(other, big_blind)
        position = last_big_blind  # where the small blind falls
        if self.config.button_mode == "moving":
            return self._moving(state, last_button, last_big_blind, ready, entering)
        # Dead button (TDA 32): the small blind to the last big blind's seat (dead if that
        # player is gone), the button to the last small blind's seat (dead if nobody is dealt
        # there). A tournament's new player landing where the small blind falls posts it (TDA 8).
        tournament_entrant = self.config.is_tournament and position in entering
        poster = position if position in ready or tournament_entrant else None
        dead_button = state.last_small_blind
        if dead_button is None or dead_button in (big_blind, position):
            # Back from heads-up, where the button was the small blind.
            others = ready - {big_blind, position}
            dead_button = self._previous_in(others, position) if others else position
        return self._full_ring(state, dead_button, poster, position, big_blind, ready, entering)

    def _moving(
        self,
        state: _State,
        last_button: int,
        last_big_blind: int,
        ready: set[int],
        entering: set[int],
    ) -> _Positions:
        """Moving button (RRoP, Button and blind use 2(a); cash only): the button always moves
        forward to the next player, the small and big blind follow it. A player the big blind
        jumps past (a blind left) still meets the orbit's obligation: from the button he posts
        a big blind beside the regular one now; from the small blind's seat (whose post cannot
        be a second big blind: the action starts left of the first big blind), at his next
        hand, on the button (:attr:`Player.owes_big`)."""
        if last_button == state.last_small_blind:
            # Back from heads-up (the button posted the small blind): the big blind goes to
            # the next player who may play, the small blind and the button before him; nobody
            # posts the big blind twice running (TDA 34).
            big_blind = self._next_in(ready | entering, last_big_blind)
            small_blind = self._previous_in(ready - {big_blind}, big_blind)
            rest = ready - {big_blind, small_blind}
            button = self._previous_in(rest, small_blind) if rest else small_blind
            positions = self._full_ring(
                state, button, small_blind, small_blind, big_blind, ready, entering
            )
            # A big blind still owed from before is posted from wherever he is dealt now.
            owing = {
                seat
                for seat in ready
                if state.seats[seat].owes_big and not state.seats[seat].entering
            } - {big_blind, small_blind}
            still = (small_blind,) if state.seats[small_blind].owes_big else ()
            posters = self._in_order(big_blind, set(positions.posters) | owing)
            return dataclasses.replace(positions, posters=posters, big_blind_owed=still)
        button = self._next_in(ready, last_button)
        # The blinds move forward too: nobody posts the small blind twice running because a
        # player came back between the button and him (RULES 4).
        last_small_blind = state.last_small_blind
        start = button
        if last_small_blind is not None and self._after_up_to(
            last_small_blind, button, last_big_blind
        ):
            start = last_small_blind
        small_blind = self._next_in(ready - {button}, start)
        # A player waiting for the big blind may take it, not one the small blind passed.
        takers = {
            seat
            for seat in (ready | entering) - {button, small_blind}
            if not self._strictly_between(seat, button, small_blind)
        }
        if takers:
            big_blind = self._next_in(takers, small_blind)
            poster: int | None = small_blind
            position = small_blind
        else:
            # Two players and one waiting for the big blind between them: he takes it (the
            # next player who may play after the last big blind); the small blind is posted
            # only by a player between the button and him.
            big_blind = self._next_in(ready | entering, last_big_blind)
            between = self._strictly_between(small_blind, button, big_blind)
            poster = small_blind if between else None
            position = small_blind  # never the button's seat: that is heads-up's mark
        positions = self._full_ring(state, button, poster, position, big_blind, ready, entering)
        skipped = {
            seat
            for seat in ready
            if seat != poster and self._strictly_between(seat, last_big_blind, big_blind)
        }
        owing = {seat for seat in ready if state.seats[seat].owes_big}
        # (A game that restarts deals everybody in free: nobody waiting posts.)
        extra = {seat for seat in skipped | owing if not state.seats[seat].entering}
        extra -= {big_blind, poster}
        owed = poster is not None and (
            self._strictly_between(poster, last_big_blind, big_blind)
            or state.seats[poster].owes_big
        )
        posters = self._in_order(big_blind, set(positions.posters) | extra)
        return dataclasses.replace(
            positions, posters=posters, big_blind_owed=(poster,) if owed and poster else ()
        )

    def _heads_up(self, button: int, big_blind: int) -> _Positions:
        # TDA 34: heads-up, the button posts the small blind; p1 is the big blind.
        return _Positions(button, button, button, big_blind, (), (big_blind, button), True)

    def _full_ring(
        self,
        state: _State,
        button: int,
        small_blind: int | None,
        position: int,
        big_blind: int,
        ready: set[int],
        entering: set[int],
    ) -> _Positions:
        if self.config.is_tournament:
            # TDA 8, 10: a new player is dealt in at once wherever he lands, blinds and button
            # included (where the small blind falls he posts it), except between the small
            # blind and the button.
            entrants = {
                seat
                for seat in entering
                if seat != big_blind and not self._strictly_between(seat, button, position)
            }
            posters: tuple[int, ...] = ()
        else:
            # Cash (RULES 4): a new player, or one who owes blinds, is dealt in only after the
            # big blind and before the button, never on the small blind or the button, if he
            # posts; else he waits for the big blind.
            entrants = {
                seat
                for seat in entering
                if seat != big_blind
                and state.seats[seat].posts
                and self._strictly_between(seat, big_blind, button)
            }
            posters = self._in_order(big_blind, entrants)
        order = self._in_order(button, ready | {big_blind} | entrants)
        return _Positions(button, small_blind, position, big_blind, posters, order, False)

    def _candidates_all(self, state: _State) -> set[int]:
        ready, entering = self._candidates(state)
        return ready | entering

    def _round_due(self, state: _State, positions: _Positions) -> bool:
        """Whether the next hand starts a new round of the rotation (a new game)."""
        config = self.config
        if not state.round_started:
            return True
        if config.rotation is Rotation.HANDS:
            return state.round_hands >= config.rotation_length
        if config.rotation is Rotation.LEVELS:
            return False
        current = config.variants[state.game_index]
        if current.family is Family.STUD and config.button_freezes_during_stud:
            # The button is frozen: a stud orbit is one hand per player dealt in.
            return state.round_hands >= state.round_hand_target * config.rotation_length
        travel = state.round_travel + self._distance(state.round_button, positions.button)
        return travel >= config.seat_count * config.rotation_length

    def _chooser_seat(self, state: _State, positions: _Positions) -> int:
        """Dealer's choice: the button names the first game, then each player in turn."""
        if state.chooser is None:
            return positions.order[-1]
        return self._next_in(self._candidates_all(state) | {state.chooser}, state.chooser)

    def _next_game(
        self, state: _State, positions: _Positions, level: int | None
    ) -> tuple[int, bool, int | None]:
        """(index of the game in ``config.games``, whether a new round starts, chooser)."""
        config = self.config
        if config.rotation is Rotation.LEVELS and level is not None and len(config.games) > 1:
            index = self._level_game_index(level)
            return index, not state.round_started or index != state.game_index, None
        if not self._round_due(state, positions):
            return state.game_index, False, state.chooser
        if config.dealers_choice:
            chooser = self._chooser_seat(state, positions)
            if state.chosen_game is None:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages", "{player} chooses the game (dealer's choice: {games})."
                    ),
                    player=state.seats[chooser].name,
                    games=self._games_words(),
                )
            return config.games.index(state.chosen_game), True, chooser
        index = (state.game_index + 1) % len(config.games) if state.round_started else 0
        return index, True, None

    def _plan(self, state: _State) -> HandPlan:
        if state.in_hand is not None:
            return state.in_hand
        config = self.config
        level: int | None = None
        if config.is_tournament:
            level = self._level_at(state.elapsed)
            if config.levels[level].is_break:
                end = sum(each.seconds for each in config.levels[: level + 1])
                minutes, seconds = divmod(end - state.elapsed, 60)
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages", "The tournament is on a break: play resumes in {time}."
                    ),
                    time=f"{minutes}:{seconds:02d}",
                )
        positions, ready, entering = self._positions_now(state)
        game_index, new_round, chooser = self._next_game(state, positions, level)
        game = config.games[game_index]
        variant = VARIANTS[game]
        stakes = config.stakes_for(game, level)
        if variant.family is Family.STUD:
            # No button for the action: the deal starts left of the dealer position, which
            # moves like the button or stays frozen (TDA, mixed games). Everybody is dealt in.
            dealt = self._in_order(positions.button, ready | entering)
            small_blind = big_blind = None
            posters: tuple[int, ...] = ()
            records = not config.button_freezes_during_stud
            missed: tuple[int, ...] = ()
            missed_small: tuple[int, ...] = ()
            heads_up = False
        else:
            dealt = positions.order
            small_blind, big_blind = positions.small_blind, positions.big_blind
            posters = positions.posters
            records = True
            missed = self._missed_big_blind(state, positions)
            missed_small = self._missed_small_blind(state, positions)
            heads_up = positions.heads_up
        index = {seat: number for number, seat in enumerate(dealt)}
        blinds = [0] * len(dealt)
        antes = [0] * len(dealt)
        dead = [0] * len(dealt)
        level_blinds: tuple[int, ...] = ()
        if variant.uses_blinds and big_blind is not None:
            small_amount, big_amount = stakes.blinds_for(variant, config.chip_unit)
            if small_blind is not None:
                blinds[index[small_blind]] = small_amount
            elif variant.structure is Structure.POT_LIMIT and not heads_up:
                level_blinds = (small_amount, big_amount)  # a dead small blind: TDA 54-B
            blinds[index[big_blind]] = big_amount
            for seat in posters:
                # RULES 4: the missed (or new player's) big blind live, the small blind dead.
                poster = state.seats[seat]
                if not poster.small_blind_only:
                    blinds[index[seat]] = big_amount
                if poster.owes_small:
                    dead[index[seat]] = small_amount
            if stakes.ante and stakes.big_blind_ante:
                antes[index[big_blind]] = stakes.ante
            elif stakes.ante:
                antes = [stakes.ante] * len(dealt)
        elif stakes.ante:
            antes = [stakes.ante] * len(dealt)
        if len(dealt) > variant.max_players:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "{game} is played by at most {most} players, not {count}."
                ),
                game=Word(variant.name),
                most=variant.max_players,
                count=len(dealt),
            )
        _small, big = stakes.blinds_for(variant, config.chip_unit)
        players = [state.seats[seat] for seat in dealt]
        return HandPlan(
            game=game,
            level=level,
            seats=dealt,
            names=tuple(player.name for player in players),
            stacks=tuple(player.stack for player in players),
            button=positions.button,
            small_blind=small_blind,
            big_blind=big_blind,
            posters=posters,
            blinds=tuple(blinds) if any(blinds) else (),
            antes=tuple(antes) if any(antes) else (),
            bring_in=stakes.bring_in if variant.uses_bring_in else 0,
            small_bet=stakes.small_bet if variant.is_limit else 0,
            big_bet=stakes.big_bet if variant.is_limit else 0,
            min_bet=0 if variant.is_limit else big,
            heads_up=heads_up,
            small_blind_position=positions.small_blind_position,
            big_blind_position=positions.big_blind,
            records_button=records,
            missed_big_blind=missed,
            new_round=new_round,
            game_index=game_index,
            chooser=chooser,
            dead_blinds=tuple(dead) if any(dead) else (),
            missed_small_blind=missed_small,
            level_blinds=level_blinds,
            big_blind_owed=positions.big_blind_owed if variant.uses_blinds else (),
            event_heads_up=variant.is_limit and self._event_heads_up(state, dealt),
        )

    def _event_heads_up(self, state: _State, dealt: tuple[int, ...]) -> bool:
        """Two players dealt in, and the event is down to them (RULES 3, TDA 48): a cash
        game's event is the table's game; a tournament's, its last two players with chips
        once nobody else can enter."""
        if len(dealt) != 2:
            return False
        if not self.config.is_tournament:
            return True
        if state.event_players:  # a table of a multi-table event: the event's last two
            return state.event_players == 2
        with_chips = sum(1 for player in state.seats.values() if player.stack > 0)
        return with_chips == 2 and not self._registration_open(state)

    def _missed_small_blind(self, state: _State, positions: _Positions) -> tuple[int, ...]:
        """Cash: players out of the hand whose seat the small blind passes or lands on owe it
        (RULES 4), posted dead when they come back."""
        last = state.last_small_blind
        if self.config.is_tournament or last is None:
            return ()
        dealt = set(positions.order)
        return tuple(
            seat
            for seat, player in sorted(state.seats.items())
            if seat not in dealt
            and not player.entering
            and self._after_up_to(seat, last, positions.small_blind_position)
        )

    def _missed_big_blind(self, state: _State, positions: _Positions) -> tuple[int, ...]:
        """Cash: players out of the hand whose seat the big blind passes owe it and the small
        blind: back, they post both or wait for the big blind (RULES 4)."""
        last = state.last_big_blind
        if self.config.is_tournament or last is None:
            return ()
        dealt = set(positions.order)
        return tuple(
            seat
            for seat, player in sorted(state.seats.items())
            if seat not in dealt
            and (not player.entering or player.small_blind_only)
            and self._strictly_between(seat, last, positions.big_blind)
        )

    def _setup_of(self, plan: HandPlan) -> HandSetup:
        config = self.config
        return HandSetup(
            plan.variant,
            plan.stacks,
            blinds=plan.blinds,
            antes=plan.antes,
            bring_in=plan.bring_in,
            small_bet=plan.small_bet,
            big_bet=plan.big_bet,
            min_bet=plan.min_bet,
            ruleset=config.ruleset,
            chip_unit=config.chip_unit,
            decimals=config.decimals,
            names=plan.names,
            dead_blinds=plan.dead_blinds,
            level_blinds=plan.level_blinds,
            event_heads_up=plan.event_heads_up,
        )

    # ---------------------------------------------------------------- checks shared by events

    def _seated(self, state: _State, seat: int, field: str | None = None) -> Player:
        self._check_seat_number(seat, field)
        player = state.seats.get(seat)
        if player is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "Seat {seat} is empty."),
                seat=seat,
                field=field or _seat_field(seat),
            )
        return player

    def _check_seat_number(self, seat: int, field: str | None = None) -> None:
        count = self.config.seat_count
        if not 1 <= seat <= count:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "There is no seat {seat}: the table has seats 1 to {count}."
                ),
                seat=seat,
                count=count,
                field=field or _seat_field(seat),
            )

    def _check_chips(self, amount: int, seat: int) -> None:
        unit = self.config.chip_unit
        if amount % unit:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Chips come in units of {unit}: {amount} is not a whole number of chips.",
                ),
                unit=self._amount(unit),
                amount=self._amount(amount),
                field=_seat_field(seat),
            )

    def _amount(self, chips: int) -> Amount:
        """Chips of this table, as a message's value."""
        return Amount(chips, self.config.decimals)

    def _games_words(self) -> Words:
        """The table's games, as a message's value."""
        return Words(tuple(Word(variant.name) for variant in self.config.variants))

    def _dealt_in_hand(self, state: _State, seat: int) -> bool:
        return state.in_hand is not None and seat in state.in_hand.seats

    # ---------------------------------------------------------------- doing each event

    def _do_place_button(self, state: _State, event: PlaceButton) -> None:
        self._seated(state, event.seat, "button")
        if state.hands_played or state.in_hand is not None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "The button is drawn for before the first hand only."
                ),
                field="button",
            )
        state.placed_button = event.seat

    def _do_sit_down(self, state: _State, event: SitDown) -> None:
        config = self.config
        seat, name, stack = event.seat, event.name.strip(), event.stack
        here = _seat_field(seat)
        self._check_newcomer(state, seat, name, stack)
        # The same person whatever the case or spacing of the name (RULES 4).
        person = _person(name)
        entered_as = next((key for key in state.entries if _person(key) == person), name)
        entries = state.entries.get(entered_as, 0)
        if config.is_tournament:
            if not self._registration_open(state):
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages", "Registration is closed: nobody new can sit down."
                    ),
                    field=here,
                )
            if entries > config.reentries:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "{player} has no re-entry left."),
                    player=name,
                    field=here,
                )
            if stack != config.starting_stack:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages", "Every player starts with {amount} chips, not {stack}."
                    ),
                    amount=self._amount(config.starting_stack),
                    stack=self._amount(stack),
                    field=here,
                )
        else:
            if config.min_buy_in and stack < config.min_buy_in:
                raise self._minimum_buy_in(seat)
            if config.max_buy_in and stack > config.max_buy_in:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "The maximum buy-in is {amount}."),
                    amount=self._amount(config.max_buy_in),
                    field=here,
                )
        started = state.hands_played > 0 or state.in_hand is not None
        state.seats[seat] = Player(name, stack, entering=started)
        state.entries[entered_as] = entries + 1
        state.bought_in += stack

    def _check_newcomer(self, state: _State, seat: int, name: str, stack: int) -> None:
        """A player may take ``seat`` with ``stack``: a free seat, a name, not seated already,
        chips."""
        here = _seat_field(seat)
        self._check_seat_number(seat)
        taken = state.seats.get(seat)
        if taken is not None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "Seat {seat} is taken by {player}."),
                seat=seat,
                player=taken.name,
                field=here,
            )
        if not name:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "A player needs a name to sit down."), field=here
            )
        if len(name) > MAX_NAME_CHARS:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "A name has at most {count} characters."),
                count=MAX_NAME_CHARS,
                field=here,
            )
        person = _person(name)
        for other_seat, other in state.seats.items():
            if _person(other.name) == person:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "{player} is already seated at seat {seat}."),
                    player=other.name,
                    seat=other_seat,
                    field=here,
                )
        if stack <= 0:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "{player} needs chips to sit down."),
                player=name,
                field=here,
            )
        self._check_chips(stack, seat)

    def _do_move_in(self, state: _State, event: MoveIn) -> None:
        """A player of the event moved here from another table (TDA 10, 11): his stack as it
        is, whatever the registration; dealt in as a new player is (RULES 4)."""
        name = event.name.strip()
        self._check_event_table()
        self._check_newcomer(state, event.seat, name, event.stack)
        started = state.hands_played > 0 or state.in_hand is not None
        state.seats[event.seat] = Player(name, event.stack, entering=started)
        state.bought_in += event.stack
        entries = state.entries.get(name, 0)
        state.entries[name] = max(entries, 1)

    def _minimum_buy_in(self, seat: int) -> IllegalAction:
        return IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "The minimum buy-in is {amount}."),
            amount=self._amount(self.config.min_buy_in),
            field=_seat_field(seat),
        )

    def _do_leave(self, state: _State, event: Leave) -> None:
        player = self._seated(state, event.seat)
        if self._dealt_in_hand(state, event.seat):
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "{player} is in the hand: players leave between hands."
                ),
                player=player.name,
                field=_seat_field(event.seat),
            )
        del state.seats[event.seat]
        state.taken_out += player.stack
        if state.chosen_game is not None and self.config.dealers_choice:
            state.chosen_game = None  # the choice is made again by whoever is due now

    def _do_sit_out(self, state: _State, event: SitOut) -> None:
        player = self._seated(state, event.seat)
        if player.sitting_out:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "{player} is already sitting out."),
                player=player.name,
                field=_seat_field(event.seat),
            )
        state.seats[event.seat] = dataclasses.replace(player, sitting_out=True)

    def _do_come_back(self, state: _State, event: ComeBack) -> None:
        player = self._seated(state, event.seat)
        if not player.sitting_out:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "{player} is not sitting out."),
                player=player.name,
                field=_seat_field(event.seat),
            )
        state.seats[event.seat] = dataclasses.replace(player, sitting_out=False)

    def _do_add_chips(self, state: _State, event: AddChips) -> None:
        config = self.config
        player = self._seated(state, event.seat)
        amount, name, here = event.amount, player.name, _seat_field(event.seat)
        if amount <= 0:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "Add a positive number of chips."), field=here
            )
        self._check_chips(amount, event.seat)
        if self._dealt_in_hand(state, event.seat):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "Chips are added between hands only."), field=here
            )
        if config.is_tournament:
            if not config.add_on:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "No chips can be bought in this tournament."),
                    field=here,
                )
            if self._level_at(state.elapsed) != config.add_on_level - 1:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "The add-on is taken during level {level} only."),
                    level=config.add_on_level,
                    field=here,
                )
            if player.add_on_taken:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "{player} has already taken the add-on."),
                    player=name,
                    field=here,
                )
            if amount != config.add_on:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "The add-on is {amount} chips."),
                    amount=self._amount(config.add_on),
                    field=here,
                )
            state.seats[event.seat] = dataclasses.replace(
                player, stack=player.stack + amount, add_on_taken=True
            )
        else:
            if config.max_buy_in and player.stack + amount > config.max_buy_in:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "{player} may add at most {amount}: the maximum buy-in is {maximum}.",
                    ),
                    player=name,
                    amount=self._amount(max(0, config.max_buy_in - player.stack)),
                    maximum=self._amount(config.max_buy_in),
                    field=here,
                )
            if player.stack == 0 and config.min_buy_in and amount < config.min_buy_in:
                raise self._minimum_buy_in(event.seat)
            state.seats[event.seat] = dataclasses.replace(player, stack=player.stack + amount)
        state.bought_in += amount

    def _do_post_to_enter(self, state: _State, event: PostToEnter) -> None:
        player = self._seated(state, event.seat)
        if self.config.is_tournament:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Nobody posts to enter a tournament: a new player is dealt in except between the small blind and the button.",
                ),
                field=_seat_field(event.seat),
            )
        if not player.entering:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "{player} is already playing: there is nothing to post."
                ),
                player=player.name,
                field=_seat_field(event.seat),
            )
        state.seats[event.seat] = dataclasses.replace(player, posts=True)

    def _do_wait_for_big_blind(self, state: _State, event: WaitForBigBlind) -> None:
        player = self._seated(state, event.seat)
        if not player.entering:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "{player} is already playing."),
                player=player.name,
                field=_seat_field(event.seat),
            )
        state.seats[event.seat] = dataclasses.replace(player, posts=False)

    def _do_choose_game(self, state: _State, event: ChooseGame) -> None:
        config = self.config
        if not config.dealers_choice:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "This table does not play dealer's choice.")
            )
        if event.game not in config.games:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "The games to choose from are {games}."),
                games=self._games_words(),
            )
        if state.in_hand is not None:
            raise IllegalAction(QT_TRANSLATE_NOOP("Messages", "The game is chosen between hands."))
        positions, _ready, _entering = self._positions_now(state)
        if not self._round_due(state, positions):
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "No game to choose now: {game} is played until its turn ends."
                ),
                game=Word(config.variants[state.game_index].name),
            )
        state.chosen_game = event.game

    def _do_clock(self, state: _State, event: Clock) -> None:
        if not self.config.is_tournament:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "A cash game has no clock: its stakes are fixed.")
            )
        if event.elapsed < 0:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "The clock cannot read less than zero.")
            )
        state.elapsed = event.elapsed

    def _do_counted(self, state: _State, event: Counted) -> None:
        player = self._seated(state, event.seat)
        here = _seat_field(event.seat)
        self._check_event_table()
        if self._dealt_in_hand(state, event.seat):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "Chips are added between hands only."), field=here
            )
        if event.stack <= 0:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "A count gives {player} a stack of more than zero."),
                player=player.name,
                field=here,
            )
        state.bought_in += event.stack - player.stack
        state.seats[event.seat] = dataclasses.replace(player, stack=event.stack)

    def _check_event_table(self) -> None:
        """Moves, counts and the event's count of players are a multi-table event's."""
        if not self.config.is_tournament:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "Only a tournament's table is a table of an event.")
            )

    def _do_event_players(self, state: _State, event: EventPlayers) -> None:
        self._check_event_table()
        if event.count < 0:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "An event cannot have fewer than no players.")
            )
        state.event_players = event.count

    def _do_start_hand(self, state: _State, event: StartHand) -> None:
        if state.in_hand is not None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "A hand is in progress: finish it or cancel it first."
                )
            )
        state.in_hand = self._plan(state)

    def _do_cancel_hand(self, state: _State, event: CancelHand) -> None:
        if state.in_hand is None:
            raise IllegalAction(QT_TRANSLATE_NOOP("Messages", "No hand is in progress."))
        state.in_hand = None

    def _do_redeal(self, state: _State, event: Redeal) -> None:
        if state.in_hand is None:
            raise IllegalAction(QT_TRANSLATE_NOOP("Messages", "No hand is in progress."))

    def _do_finish_hand(self, state: _State, event: FinishHand) -> None:
        plan = state.in_hand
        if plan is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "No hand is in progress: deal the next hand first.")
            )
        if tuple(event.seats) != plan.seats:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "These stacks are for other seats than the hand dealt."
                )
            )
        stacks = tuple(event.finishing_stacks)
        if len(stacks) != len(plan.seats) or any(stack < 0 for stack in stacks):
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "Every player of the hand needs a finishing stack of zero or more."
                )
            )
        if sum(stacks) != sum(plan.stacks):
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "The finishing stacks do not hold the chips the hand started with."
                )
            )
        config = self.config
        state.in_hand = None
        state.hands_played += 1
        for seat, stack in zip(plan.seats, stacks, strict=True):
            player = state.seats[seat]
            state.seats[seat] = dataclasses.replace(
                player,
                stack=stack,
                entering=False,
                posts=False,
                owes_small=False,
                small_blind_only=False,
                owes_big=seat in plan.big_blind_owed,
            )
        for seat in plan.missed_big_blind:
            missed = state.seats.get(seat)
            if missed is not None and (not missed.entering or missed.small_blind_only):
                state.seats[seat] = dataclasses.replace(
                    missed, entering=True, posts=False, owes_small=True, small_blind_only=False
                )
        for seat in plan.missed_small_blind:
            missed = state.seats.get(seat)
            if missed is not None and not missed.entering:
                state.seats[seat] = dataclasses.replace(
                    missed, entering=True, posts=False, owes_small=True, small_blind_only=True
                )
        if plan.records_button:
            state.last_button = plan.button
            state.last_small_blind = plan.small_blind_position
            state.last_big_blind = plan.big_blind_position
        if plan.new_round:
            state.round_started = True
            state.game_index = plan.game_index
            state.round_hands = 0
            state.round_travel = 0
            state.round_hand_target = len(plan.seats)
            state.chooser = plan.chooser
            state.chosen_game = None
        else:
            state.round_travel += self._distance(state.round_button, plan.button)
        state.round_button = plan.button
        state.round_hands += 1
        if config.is_tournament:
            self._eliminate(state, plan, stacks)

    def _eliminate(self, state: _State, plan: HandPlan, stacks: tuple[int, ...]) -> None:
        """Tournament: players out of chips leave; two busting in one hand are placed by
        the chips they started it with (the bigger stack finishes higher)."""
        busted = [
            (start, seat)
            for seat, start, stack in zip(plan.seats, plan.stacks, stacks, strict=True)
            if stack == 0
        ]
        if not busted:
            return
        remaining = sum(1 for player in state.seats.values() if player.stack > 0)
        busted.sort(key=lambda busted_seat: (-busted_seat[0], busted_seat[1]))
        place = remaining + 1
        for number, (start, seat) in enumerate(busted):
            if number and start != busted[number - 1][0]:
                place = remaining + 1 + number
            player = state.seats.pop(seat)
            state.eliminations.append(Elimination(player.name, place, state.hands_played))

    _HANDLERS: ClassVar[dict[type, Callable[[Table, _State, Any], None]]] = {
        PlaceButton: _do_place_button,
        SitDown: _do_sit_down,
        MoveIn: _do_move_in,
        EventPlayers: _do_event_players,
        Counted: _do_counted,
        Leave: _do_leave,
        SitOut: _do_sit_out,
        ComeBack: _do_come_back,
        AddChips: _do_add_chips,
        PostToEnter: _do_post_to_enter,
        WaitForBigBlind: _do_wait_for_big_blind,
        ChooseGame: _do_choose_game,
        Clock: _do_clock,
        StartHand: _do_start_hand,
        CancelHand: _do_cancel_hand,
        Redeal: _do_redeal,
        FinishHand: _do_finish_hand,
    }
