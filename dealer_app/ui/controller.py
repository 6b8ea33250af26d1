"""The one controller between the dealer's window and the engine.

It is free of Qt. It holds the hand in progress (and, when there is one, the :class:`Table` across hands), turns
what the dealer enters into engine actions, and sends every accepted action through one method,
:meth:`HandController._accept`, where the journal append goes before the views are told.
Views subscribe to :attr:`changed` and re-read what they show; refusals come out of
:attr:`refused` with the engine's sentence. Nothing here computes a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from dealer_app.engine.cards import Card, parse_cards
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.hand import (
    Action,
    BetRaise,
    BringIn,
    CheckCall,
    DealBoard,
    DealHole,
    Discard,
    Fold,
    Hand,
    HandSetup,
    Muck,
    Phase,
    Show,
)
from dealer_app.ui.events import Event

if TYPE_CHECKING:
    from dealer_app.engine.betting import Options
    from dealer_app.engine.table import HandPlan, Table


class Recorder(Protocol):
    """What the journal does with the controller's changes (wired by the store)."""

    def hand_started(self, controller: HandController) -> None: ...

    def action_accepted(self, controller: HandController, action: Action) -> None:
        """Called after the engine checked ``action`` and before it is applied or shown;
        raising here refuses the action (nothing is shown that is not durable)."""

    def action_undone(self, controller: HandController, action: Action) -> None: ...

    def hand_finished(self, controller: HandController) -> None: ...


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the hand's log, in structured form (the log model words it)."""

    street: str  # the engine's street name when it happened
    kind: str  # fold check call bet raise complete bring-in board upcard deal draw show muck
    player: int | None = None
    amount: int | None = None  # bet-to for bets and raises, chips put in for calls
    cards: tuple[Card | None, ...] = ()
    all_in: bool = False


@dataclass(frozen=True, slots=True)
class SeatView:
    """What the table shows at one seat (read from the engine, nothing derived)."""

    seat: int
    player: int | None  # index in the hand, None when not dealt in
    name: str
    stack: int
    bet: int
    folded: bool
    all_in: bool
    sitting_out: bool
    waiting: bool  # seated but not dealt in (entering, waiting for the big blind)
    to_act: bool
    markers: tuple[str, ...]  # "button", "small blind", "big blind"
    hole: tuple[Card | None, ...]
    upcards: tuple[Card, ...]
    shown: bool
    mucked: bool


def describe(hand: Hand, action: Action) -> LogEntry:
    """The log entry of ``action`` as the engine sees it just before applying it."""
    street = hand.current_street
    if isinstance(action, Fold):
        return LogEntry(street, "fold", action.player)
    if isinstance(action, CheckCall):
        options = hand.options()
        if options.can_check:
            return LogEntry(street, "check", action.player)
        all_in = options.call_amount >= hand.stacks[action.player]
        return LogEntry(street, "call", action.player, options.call_amount, all_in=all_in)
    if isinstance(action, BetRaise):
        options = hand.options()
        kind = "complete" if options.is_completion else "bet" if options.is_bet else "raise"
        return LogEntry(
            street, kind, action.player, action.to, all_in=action.to == options.all_in_to
        )
    if isinstance(action, BringIn):
        options = hand.options()
        all_in = (options.bring_in or 0) >= hand.stacks[action.player]
        return LogEntry(street, "bring-in", action.player, options.bring_in, all_in=all_in)
    if isinstance(action, DealBoard):
        return LogEntry(street, "board", None, cards=action.cards)
    if isinstance(action, DealHole):
        return LogEntry(street, "upcard", action.player, cards=action.cards)
    if isinstance(action, Discard):
        return LogEntry(street, "draw", action.player, len(action.cards), cards=action.cards)
    if isinstance(action, Show):
        return LogEntry(street, "show", action.player, cards=action.cards)
    return LogEntry(street, "muck", action.player)


class HandController:
    """The hand (and table) the window shows; every change goes through here.

    Build it from a plain :class:`HandSetup` (tests, benchmarks, a single hand) or from a
    :class:`Table`, which then deals each next hand with its button, blinds and game.
    ``actions`` resumes a hand restored from the journal (the recorder is not told again).
    """

    def __init__(
        self,
        setup: HandSetup | None = None,
        *,
        table: Table | None = None,
        seats: Sequence[int] | None = None,
        recorder: Recorder | None = None,
        actions: Sequence[Action] | None = None,
    ) -> None:
        self.changed = Event()  # every view re-reads the engine
        self.refused = Event()  # (sentence): the engine's refusal, for the dealer
        if (setup is None) == (table is None):
            raise ValueError("Give either a hand setup or a table.")
        self.table = table
        self.recorder = recorder
        self.log: list[LogEntry] = []
        self.last_refusal = ""
        if table is not None:
            setup, dealt_seats = (
                table.next_hand_setup() if table.hand_in_progress else table.start_hand()
            )
            seats = dealt_seats
        assert setup is not None
        self.seats: tuple[int, ...] = tuple(seats or range(1, setup.player_count + 1))
        self.hand = Hand(setup)
        if actions is not None:
            # A hand resumed from the journal: replayed, already recorded, not started anew.
            for action in actions:
                entry = describe(self.hand, action)
                self.hand.apply(action)
                self.log.append(self._completed(entry, action))
        elif recorder is not None:
            recorder.hand_started(self)

    # ------------------------------------------------------------------ reading

    @property
    def setup(self) -> HandSetup:
        return self.hand.setup

    @property
    def plan(self) -> HandPlan | None:
        """The table's plan of the hand in progress (button, blinds, game), if any."""
        if self.table is None:
            return None
        try:
            return self.table.next_hand()
        except IllegalAction:
            return None

    def money(self, amount: int) -> str:
        return self.hand.setup.money(amount)

    def seat_of(self, player: int) -> int:
        return self.seats[player]

    def player_at(self, seat: int) -> int | None:
        try:
            return self.seats.index(seat)
        except ValueError:
            return None

    @property
    def seat_count(self) -> int:
        if self.table is not None:
            return self.table.config.seat_count
        return max(self.seats)

    def options(self) -> Options | None:
        """The legal options of the player to act, or None when nobody is betting."""
        hand = self.hand
        if hand.phase is not Phase.BET or hand.actor is None:
            return None
        return hand.options()

    def markers(self) -> dict[int, tuple[str, ...]]:
        """Button and blinds by seat, as the table placed them (or as the setup posts them)."""
        found: dict[int, list[str]] = {}
        plan = self.plan
        if plan is not None:
            if plan.button:
                found.setdefault(plan.button, []).append("button")
            if plan.small_blind is not None:
                found.setdefault(plan.small_blind, []).append("small blind")
            if plan.big_blind is not None:
                found.setdefault(plan.big_blind, []).append("big blind")
            return {seat: tuple(kinds) for seat, kinds in found.items()}
        setup = self.hand.setup
        found.setdefault(self.seats[-1], []).append("button")  # PHH order: the button is last
        if any(setup.blinds):
            top = max(setup.blinds)
            big = max(i for i, blind in enumerate(setup.blinds) if blind == top)
            for player, blind in enumerate(setup.blinds):
                if blind and player != big and blind < top:
                    found.setdefault(self.seats[player], []).append("small blind")
                    break
            found.setdefault(self.seats[big], []).append("big blind")
        return {seat: tuple(kinds) for seat, kinds in found.items()}

    def seat_views(self) -> list[SeatView]:
        """Every seat of the table, in seat order."""
        hand, markers = self.hand, self.markers()
        due = hand.need().player  # the player the dealer enters something for now
        table_seats = self.table.seats if self.table is not None else {}
        views: list[SeatView] = []
        for seat in range(1, self.seat_count + 1):
            player = self.player_at(seat)
            kinds = markers.get(seat, ())
            if player is not None:
                shown = player in hand.shown
                over = hand.finishing_stacks is not None
                views.append(
                    SeatView(
                        seat,
                        player,
                        hand.name(player),
                        hand.finishing_stacks[player] if over else hand.stacks[player],  # type: ignore[index]
                        0 if over else hand.bets[player],
                        hand.folded[player],
                        hand.all_in(player) and not over,
                        False,
                        False,
                        due == player,
                        kinds,
                        tuple(hand.hole[player]),
                        tuple(hand.upcards[player]),
                        shown,
                        player in hand.mucked,
                    )
                )
                continue
            seated = table_seats.get(seat)
            if seated is None:
                views.append(
                    SeatView(seat, None, "", 0, 0, False, False, False, False, False, kinds,
                             (), (), False, False)
                )  # fmt: skip
            else:
                views.append(
                    SeatView(seat, None, seated.name, seated.stack, 0, False, False,
                             seated.sitting_out, not seated.sitting_out, False, kinds,
                             (), (), False, False)
                )  # fmt: skip
        return views

    def cards_in_play(self) -> set[Card]:
        """Every card this hand has used: board, upcards, draws, hands shown."""
        record = self.hand.cards_in_play
        from dealer_app.engine.cards import DECK

        return {card for card in DECK if card in record}

    def half_pot_to(self) -> int | None:
        """The "half pot" amount, as the engine computes it (None where it does not apply)."""
        options = self.options()
        return None if options is None else options.half_pot_to

    @property
    def can_undo(self) -> bool:
        return bool(self.hand.actions)

    # ------------------------------------------------------------------ acting

    def perform(self, action: Action) -> bool:
        """Ask the engine to accept ``action``; on refusal emit :attr:`refused` and change
        nothing. Returns whether it was accepted."""
        try:
            self.hand.verify(action)
            self._accept(action)
        except IllegalAction as error:
            self._refuse(str(error))
            return False
        return True

    def _accept(self, action: Action) -> None:
        """THE one path of an accepted action: journal first, then the hand, then the views."""
        entry = describe(self.hand, action)
        if self.recorder is not None:
            self.recorder.action_accepted(self, action)
        self.hand.apply(action)
        self.log.append(self._completed(entry, action))
        self.last_refusal = ""
        self.changed.emit()

    def _completed(self, entry: LogEntry, action: Action) -> LogEntry:
        """A show of the cards already known names them once they are applied."""
        if isinstance(action, Show) and not action.cards:
            shown = self.hand.shown.get(action.player)
            return LogEntry(entry.street, "show", action.player, cards=tuple(shown or ()))
        return entry

    def _refuse(self, sentence: str) -> None:
        self.last_refusal = sentence
        self.refused.emit(sentence)

    def undo(self) -> bool:
        """Take back the last action of the hand (as often as needed)."""
        if not self.hand.actions:
            self._refuse("Nothing to undo: no action has been entered in this hand.")
            return False
        action = self.hand.undo()
        if self.log:
            self.log.pop()
        if self.recorder is not None:
            self.recorder.action_undone(self, action)
        self.last_refusal = ""
        self.changed.emit()
        return True

    # The dealer's verbs: each builds one engine action for the player the engine names.

    def _actor(self) -> int:
        hand = self.hand
        if hand.actor is None or hand.phase is not Phase.BET:
            raise IllegalAction(f"No betting now: {hand.need().text}")
        return hand.actor

    def _verb(self, build: type[Fold] | type[CheckCall] | type[BringIn]) -> bool:
        try:
            action = build(self._actor())
        except IllegalAction as error:
            self._refuse(str(error))
            return False
        return self.perform(action)

    def fold(self) -> bool:
        return self._verb(Fold)

    def check_call(self) -> bool:
        return self._verb(CheckCall)

    def bring_in(self) -> bool:
        return self._verb(BringIn)

    def bet_raise(self, to: int) -> bool:
        try:
            action = BetRaise(self._actor(), to)
        except IllegalAction as error:
            self._refuse(str(error))
            return False
        return self.perform(action)

    def draw(self, count: int) -> bool:
        """The player due to draw changes ``count`` unseen cards (0 stands pat)."""
        hand = self.hand
        if hand.phase is not Phase.DRAW or hand.drawer is None:
            self._refuse(f"No draw now: {hand.need().text}")
            return False
        return self.perform(Discard(hand.drawer, (None,) * count))

    def enter_cards(self, text: str) -> bool:
        """Cards typed or picked for what the engine needs now: the board, a stud upcard
        (or a stud player's three cards), or the hand the player due to show turns up."""
        hand = self.hand
        need = hand.need()
        try:
            cards = parse_cards(text)
        except IllegalAction as error:
            self._refuse(str(error))
            return False
        if need.kind == "board":
            return self.perform(DealBoard(tuple(card for card in cards if card is not None)))
        if need.kind == "upcard" and need.player is not None:
            return self.perform(DealHole(need.player, cards))
        if need.kind == "show" and need.player is not None:
            return self.perform(Show(need.player, cards))
        self._refuse(f"No cards are needed now: {need.text}")
        return False

    def show(self, text: str = "") -> bool:
        """The player due to show turns up ``text`` (or the cards already known)."""
        hand = self.hand
        if hand.shower is None:
            self._refuse(f"Nobody shows now: {hand.need().text}")
            return False
        try:
            cards = parse_cards(text) if text.strip() else ()
        except IllegalAction as error:
            self._refuse(str(error))
            return False
        return self.perform(Show(hand.shower, cards))

    def muck(self) -> bool:
        hand = self.hand
        if hand.shower is None:
            self._refuse(f"Nobody shows now: {hand.need().text}")
            return False
        return self.perform(Muck(hand.shower))

    # ------------------------------------------------------------------ between hands

    @property
    def can_deal_next(self) -> bool:
        return self.table is not None and self.hand.finished

    def next_hand(self) -> bool:
        """The dealer confirmed the result: the table takes the stacks, moves the button and
        deals the next hand with the blinds and game it says."""
        table = self.table
        if table is None:
            self._refuse("This hand is not played at a table: there is no next hand.")
            return False
        if not self.hand.finished:
            self._refuse(f"The hand is not over: {self.hand.need().text}")
            return False
        try:
            if not self._finished_recorded:
                table.finish_hand(self.hand)
                self._finished_recorded = True
                if self.recorder is not None:
                    self.recorder.hand_finished(self)
            setup, seats = table.start_hand()
        except IllegalAction as error:
            self._refuse(str(error))
            self.changed.emit()
            return False
        self._start(setup, seats)
        return True

    _finished_recorded = False

    def start_next_if_possible(self) -> bool:
        """After a table change between hands (a game chosen, a player seated), deal."""
        table = self.table
        if table is None or table.hand_in_progress:
            return False
        try:
            setup, seats = table.start_hand()
        except IllegalAction as error:
            self._refuse(str(error))
            return False
        self._start(setup, seats)
        return True

    def _start(self, setup: HandSetup, seats: Sequence[int]) -> None:
        self.seats = tuple(seats)
        self.hand = Hand(setup)
        self.log = []
        self.last_refusal = ""
        self._finished_recorded = False
        if self.recorder is not None:
            self.recorder.hand_started(self)
        self.changed.emit()

    def waiting_between_hands(self) -> bool:
        """The last hand is recorded at the table and no next hand could be dealt yet."""
        return self.hand.finished and self._finished_recorded
