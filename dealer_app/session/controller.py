"""The one controller between the dealer's window and the engine.

It is free of Qt. It holds the hand in progress and, when there is one, the :class:`Table`
across hands. It turns what the dealer enters into engine actions and table events, and sends
every accepted action through :meth:`HandController._accept` and every accepted table change
through :meth:`HandController._change`, where the journal append goes before the views are told.
Views subscribe to :attr:`changed`, which carries a
:class:`~dealer_app.session.events.Changed` record naming what the change touched (the seats,
the pots, whose turn, the log from a row, the set-up, the clock), and repaint that; refusals come out of
:attr:`refused` with the engine's sentence. Nothing here computes a rule: what is allowed, and
what a change does, is the hand's or the table's to say.

At a table the controller is either playing a hand (``hand`` is set, until the dealer confirms
its result) or between hands (``hand`` is None): then players sit down, leave, sit out, come
back and add chips, the player due to choose names the game, a tournament waits out its break,
and the dealer deals the next hand (:meth:`HandController.next_hand`) when the table can.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from dealer_app.engine.cards import Card, parse_cards
from dealer_app.engine.dealer_errors import (
    DealerError,
    Effect,
    HeldAction,
    Ruling,
    resolve,
    rule_on,
    verify_misdeal,
)
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.figures import Figure
from dealer_app.engine.hand import (
    NO_BETTING_NOW,
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
    posted_markers,
)
from dealer_app.engine.table import Table
from dealer_app.engine.table_events import (
    AddChips,
    ChooseGame,
    Clock,
    ComeBack,
    Leave,
    MoveIn,
    PostToEnter,
    Redeal,
    SitDown,
    SitOut,
    TableEvent,
    WaitForBigBlind,
)
from dealer_app.messages import QT_TRANSLATE_NOOP, Message
from dealer_app.session.entries import (
    ActionAccepted,
    ActionUndone,
    HandToRecord,
    RulingRecorded,
    RulingUndone,
    TableChanged,
    TableState,
)
from dealer_app.session.events import CLOCK, EVERYTHING, TABLE, Changed, Event, play
from dealer_app.session.irregularities import NOT_AT_A_TABLE as NO_REDEAL_AWAY_FROM_A_TABLE
from dealer_app.session.irregularities import (
    RulingRecord,
    kept,
    last_ruling,
    pending_holds,
    records_of,
    redeal_line,
    ruling_line,
    ruling_lines,
)
from dealer_app.session.log import LogEntry
from dealer_app.store.errors import JournalError

if TYPE_CHECKING:
    from dealer_app.engine.betting import Options
    from dealer_app.engine.table import HandPlan


class Recorder(Protocol):
    """What the journal does with the controller's changes (wired by the store), each given as
    a typed record (:mod:`dealer_app.session.entries`), never the controller itself.

    Each method is called before the change is applied or shown; raising there refuses it.
    """

    def between_hands(self, state: TableState) -> None:
        """No hand could be dealt (a new table waiting for its first game, or the table once
        the last hand is recorded): keep the table as it stands, between hands."""

    def hand_started(self, state: TableState) -> None:
        """A hand was just dealt: keep the table as it stands at its start."""

    def together(self) -> AbstractContextManager[None]:
        """What is recorded inside is kept together or not at all (an action and the record
        of the hand it ends); raising out of it means none of it was kept."""
        ...

    def action_accepted(self, entry: ActionAccepted) -> None:
        """Called after the engine checked the action and before it is shown (inside
        :meth:`together`, with :meth:`hand_over` when the action ends the hand); raising here
        refuses the action (nothing is shown that is not durable)."""

    def action_undone(self, entry: ActionUndone) -> None:
        """Called before the action (the hand's last) is taken back; raising here refuses
        the undo (the hand and its log stay as they are)."""

    def hand_over(self, hand: HandToRecord) -> None:
        """The hand has just finished: keep it for the hand-history browser and the exports
        at once (the dealer has not confirmed it yet)."""

    def hand_abandoned(self, hand: HandToRecord) -> None:
        """The table is being replaced while the hand is not over: keep the hand as it
        stands, marked abandoned."""

    def hand_finished(self, hand: HandToRecord) -> None:
        """The dealer confirmed the result of the hand: the table takes it next."""

    def table_changed(self, entry: TableChanged) -> None:
        """Called after the table checked the event (a seat, chips, the game, the clock, a
        misdeal) and before it is applied or shown; raising here refuses it."""

    def ruling_recorded(self, entry: RulingRecorded) -> None:
        """An irregularity's ruling, before it shows; raising here refuses it."""

    def ruling_undone(self, entry: RulingUndone) -> None:
        """Undo takes back a ruling made last, before it shows; raising here refuses it."""


# Why a seated player is not dealt in (or, for a dealt player, what the table holds for later):
# SeatView.note, worded by the table view.
SITTING_OUT = "sitting out"
SITS_OUT_NEXT = "sits out next hand"
WAITS_FOR_BIG_BLIND = "waits for the big blind"
POSTS_TO_ENTER = "posts to enter"
NO_CHIPS = "no chips"
NOT_DEALT_IN = "not dealt in"


@dataclass(frozen=True, slots=True)
class SeatView:
    """What the table shows at one seat (read from the engine, nothing derived).

    ``player`` is the index in the hand, None when not dealt in (and between hands); ``note``
    is one of the notes above, or "".
    """

    seat: int
    player: int | None
    name: str
    stack: int
    bet: int
    folded: bool
    all_in: bool
    to_act: bool
    markers: tuple[str, ...]  # "button", "small blind", "big blind" (posted_markers)
    hole: tuple[Card | None, ...]
    upcards: tuple[Card, ...]
    shown: bool
    mucked: bool
    note: str = ""


def describe(hand: Hand, action: Action) -> LogEntry:
    """The log entry of ``action`` as the engine sees it just before applying it."""
    street = hand.current_street
    if isinstance(action, Fold):
        return LogEntry(street, "fold", action.player)
    if isinstance(action, CheckCall):
        options = hand.options()
        if options.can_check:
            return LogEntry(street, "check", action.player)
        all_in = hand.puts_all_in(action)
        return LogEntry(street, "call", action.player, options.call_amount, all_in=all_in)
    if isinstance(action, BetRaise):
        options = hand.options()
        kind = "complete" if options.is_completion else "bet" if options.is_bet else "raise"
        all_in = hand.puts_all_in(action)
        return LogEntry(street, kind, action.player, action.to, all_in=all_in)
    if isinstance(action, BringIn):
        options = hand.options()
        all_in = hand.puts_all_in(action)
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


NOT_AT_A_TABLE = Message(
    QT_TRANSLATE_NOOP("Messages", "This hand is not played at a table: there is no next hand.")
)
NO_HAND = Message(
    QT_TRANSLATE_NOOP("Messages", "No hand is being played: deal the next hand first.")
)
# What was refused last: a message, or an error (a refusal carries its message).
Said = Message | BaseException
NOBODY_SHOWS_NOW = QT_TRANSLATE_NOOP("Messages", "Nobody shows now: {need}")


class HandController:
    """The hand (and table) the window shows; every change goes through here.

    Build it from a plain :class:`HandSetup` (tests, benchmarks, a single hand) or from a
    :class:`Table`, which then deals each next hand with its button, blinds and game (a new
    table's first hand at once, if the table can deal it). ``actions`` resumes a table or
    hand restored from the journal: the hand in progress at the table replays them (the
    recorder is not told again), and a table restored between hands stays between hands.
    ``clock`` gives a tournament's elapsed seconds of play; it is read before each deal so
    that the hand gets the level the clock is in.
    """

    def __init__(
        self,
        setup: HandSetup | None = None,
        *,
        table: Table | None = None,
        seats: Sequence[int] | None = None,
        recorder: Recorder | None = None,
        actions: Sequence[Action] | None = None,
        rulings: Sequence[RulingRecord] = (),
    ) -> None:
        self.changed = Event()  # (change: Changed): what the views repaint
        # (said): what was refused, a message or the error that carries one, for the window
        # to word in the dealer's language; ``last_refusal`` keeps its English sentence.
        self.refused = Event()
        if (setup is None) == (table is None):
            raise ValueError("Give either a hand setup or a table.")
        self.table = table
        self.recorder = recorder
        self.clock: Callable[[], int] | None = None
        # A table of an event run from the room (session/event_room.py): what stops the next
        # deal (pure: a sentence or None), what to do just before it (players moved in sit
        # down), and (plan, finishing stacks) after each hand the table took.
        self.deal_gate: Callable[[], Message | None] | None = None
        self.before_deal: Callable[[], None] | None = None
        self.hand_taken = Event()
        # Live-dealing practice: who says which figures the windows hide now (hide_figures).
        self.hiding: Callable[[Hand | None], Iterable[Figure]] | None = None
        self.resumed = actions is not None
        self.log: list[LogEntry] = []
        self.rulings: list[RulingRecord] = []  # the irregularities ruled in this hand
        self.last_refusal = ""
        self.refusal: Said | None = None
        self.hand: Hand | None = None
        self.seats: tuple[int, ...] = ()
        if table is not None:
            if table.hand_in_progress:
                setup, dealt_seats = table.next_hand_setup()
                seats = dealt_seats
            elif actions is None:
                try:
                    setup, seats = table.start_hand()
                except IllegalAction as error:
                    self._keep_refusal(error)  # between hands: the window says why
                    if recorder is not None:
                        recorder.between_hands(self.table_state())
            if setup is None:
                return
        assert setup is not None
        self.seats = tuple(seats or range(1, setup.player_count + 1))
        self.hand = Hand(setup)
        if actions is not None:
            # A hand resumed from the journal: replayed, already recorded, not started anew.
            for action in actions:
                self.hand.apply(action)
            self.rulings = kept(rulings, len(actions))
            self._rebuild_log()
            if self.hand.finished and recorder is not None:
                # Killed between its last action and its record: the browser has it now, or
                # (a journal that cannot keep it now) when the dealer confirms the result.
                with contextlib.suppress(JournalError):
                    recorder.hand_over(self._to_record())
        elif recorder is not None:
            recorder.hand_started(self.table_state())

    # ------------------------------------------------------------------ reading

    @property
    def setup(self) -> HandSetup | None:
        """The setup of the hand on screen (None between hands)."""
        return self.hand.setup if self.hand is not None else None

    @property
    def between_hands(self) -> bool:
        """At a table, no hand is dealt: the last one is recorded (or none was dealt yet)."""
        return self.table is not None and self.hand is None

    @property
    def plan(self) -> HandPlan | None:
        """The table's plan of the hand in progress or, between hands, of the next hand (its
        button, blinds and game); None away from a table or when no hand can be dealt."""
        if self.table is None:
            return None
        try:
            return self.table.next_hand()
        except IllegalAction:
            return None

    def why_no_hand(self) -> Message | None:
        """Between hands, the table's message saying why the next hand cannot be dealt now
        (a break, a game to choose, too few players); None when it can."""
        if self.table is None or self.hand is not None:
            return None
        if self.deal_gate is not None:
            gate = self.deal_gate()
            if gate is not None:
                return gate
        try:
            self.table.next_hand()
        except IllegalAction as error:
            return error.message
        return None

    @property
    def chooser(self) -> int | None:
        """Between hands at a dealer's choice table, the seat due to name the game."""
        return self.table.chooser if self.between_hands and self.table is not None else None

    @property
    def decimals(self) -> int:
        if self.hand is not None:
            return self.hand.setup.decimals
        return self.table.config.decimals if self.table is not None else 0

    def money(self, amount: int) -> str:
        if self.hand is not None:
            return self.hand.setup.money(amount)
        assert self.table is not None
        return self.table.money(amount)

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

    def table_state(self) -> TableState:
        """The table as it stands, for the recorder to keep."""
        return TableState(self.table, self.setup, tuple(self.seats))

    def _to_record(self) -> HandToRecord:
        """The hand in play, who sat where and its rulings, for the recorder to keep."""
        hand = self._hand()
        return HandToRecord(hand, tuple(self.seats), self.seat_count, tuple(self.rulings))

    def options(self) -> Options | None:
        """The legal options of the player to act, or None when nobody is betting."""
        hand = self.hand
        if hand is None or hand.phase is not Phase.BET or hand.actor is None:
            return None
        return hand.options()

    def markers(self) -> dict[int, tuple[str, ...]]:
        """Button and blinds by seat, as the table placed them (or as the setup posts them);
        between hands, where the next hand puts them."""
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
        if self.hand is None:
            button = self.table.button if self.table is not None else None
            return {button: ("button",)} if button else {}
        seats = self.seats
        return {seats[player]: kinds for player, kinds in posted_markers(self.hand.setup).items()}

    def seat_views(self) -> list[SeatView]:
        """Every seat of the table, in seat order."""
        hand, markers = self.hand, self.markers()
        table_seats = self.table.seats if self.table is not None else {}
        plan = self.plan if hand is None else None
        due = hand.need().player if hand is not None else None  # whom the dealer enters for
        # The awards hidden: the stacks before the pots are paid (after would give them away).
        paid = hand is not None and hand.finishing_stacks is not None
        paid_shown = paid and Figure.AWARDS not in self.hidden
        views: list[SeatView] = []
        for seat in range(1, self.seat_count + 1):
            kinds = markers.get(seat, ())
            seated = table_seats.get(seat)
            player = self.player_at(seat) if hand is not None else None
            if hand is not None and player is not None:
                finishing = hand.finishing_stacks
                views.append(
                    SeatView(
                        seat,
                        player,
                        hand.name(player),
                        finishing[player] if paid_shown and finishing else hand.stacks[player],
                        0 if paid else hand.bets[player],
                        hand.folded[player],
                        hand.all_in(player) and not paid,
                        due == player,
                        kinds,
                        tuple(hand.hole[player]),
                        tuple(hand.upcards[player]),
                        player in hand.shown,
                        player in hand.mucked,
                        SITS_OUT_NEXT if seated is not None and seated.sitting_out else "",
                    )
                )
                continue
            if seated is None:
                views.append(
                    SeatView(seat, None, "", 0, 0, False, False, False, kinds, (), (), False, False)
                )
                continue
            if seated.sitting_out:
                note = SITTING_OUT
            elif plan is not None and seat in plan.seats:
                note = POSTS_TO_ENTER if seat in plan.posters else ""
            elif seated.entering:
                note = POSTS_TO_ENTER if seated.posts else WAITS_FOR_BIG_BLIND
            elif seated.stack <= 0:
                note = NO_CHIPS
            elif hand is None and plan is None:
                note = ""  # nobody is dealt in yet: the table says why
            else:
                note = NOT_DEALT_IN
            views.append(
                SeatView(seat, None, seated.name, seated.stack, 0, False, False, False, kinds,
                         (), (), False, False, note)
            )  # fmt: skip
        return views

    def cards_in_play(self) -> set[Card]:
        """Every card this hand has used: board, upcards, draws, hands shown."""
        if self.hand is None:
            return set()
        record = self.hand.cards_in_play
        from dealer_app.engine.cards import DECK

        return {card for card in DECK if card in record}

    @property
    def hidden(self) -> frozenset[Figure]:
        """The figures the windows hide now (Training > Hide the figures): each view draws
        "?" or "your answer" where a hidden figure would go; empty when nothing is hidden."""
        if self.hiding is None:
            return frozenset()
        return frozenset(self.hiding(self.hand))

    def hide_figures(self, hiding: Callable[[Hand | None], Iterable[Figure]] | None) -> None:
        """From now on ``hiding`` says which of the figures the engine gives the windows hide
        (:func:`dealer_app.engine.figures.figures_shown` names them); None shows them all.
        Called again when a hidden figure was found: the views redraw."""
        self.hiding = hiding
        self.changed.emit(EVERYTHING)

    def half_pot_to(self) -> int | None:
        """The "half pot" amount, as the engine computes it (None where it does not apply)."""
        options = self.options()
        return None if options is None else options.half_pot_to

    @property
    def can_undo(self) -> bool:
        """An action to take back, or a ruling made last (undone like any action)."""
        return self.hand is not None and (bool(self.hand.actions) or last_ruling(self) > 0)

    @property
    def undo_label(self) -> LogEntry | None:
        """What :meth:`undo` would take back (the log's last line), or None (the session's
        one undo shape: ``can_undo``, ``undo_label``, ``undo()``)."""
        return self.log[-1] if self.can_undo and self.log else None

    # ------------------------------------------------------------------ acting

    def perform(self, action: Action) -> bool:
        """Ask the engine to accept ``action``; on refusal emit :attr:`refused` and change
        nothing. Returns whether it was accepted."""
        try:
            self._hand().verify(action)
            self._accept(action)
        except (IllegalAction, JournalError) as error:  # a journal that cannot keep it: shown not
            self._refuse(error)
            return False
        return True

    def _hand(self) -> Hand:
        if self.hand is None:
            raise IllegalAction(NO_HAND)
        return self.hand

    def _accept(self, action: Action) -> None:
        """THE one path of an accepted action: the journal keeps it before the log and the
        views show it. The hand takes it first, unseen, to know whether it ends the hand: the
        action and the hand's record are then kept together (in the browser, and exportable,
        the moment it is over) or not at all, and the hand gives it back if not."""
        hand = self._hand()
        entry = describe(hand, action)
        was_over = hand.finished
        log_from = len(self.log)
        hand.apply(action)
        recorder = self.recorder
        if recorder is not None:
            try:
                with recorder.together():
                    recorder.action_accepted(ActionAccepted(action))
                    if hand.finished and not was_over:
                        recorder.hand_over(self._to_record())
            except BaseException:
                hand.undo()  # not kept: the hand stands where the journal and the screen do
                raise
        self.log.append(self._completed(entry, action))
        self.last_refusal, self.refusal = "", None
        held: JournalError | None = None
        if self.rulings:
            try:
                self._resolve_held()  # an action held out of turn, now the player's turn came
            except JournalError as error:
                held = error  # the action is kept and shown; the held one's release is not
            log_from = 0  # its ruling's lines may be read again
        self.changed.emit(play(log_from, board=isinstance(action, DealBoard)))
        if held is not None:
            self._refuse(held)

    def _completed(self, entry: LogEntry, action: Action) -> LogEntry:
        """A show of the cards already known names them once they are applied."""
        if isinstance(action, Show) and not action.cards:
            shown = self._hand().shown.get(action.player)
            return LogEntry(entry.street, "show", action.player, cards=tuple(shown or ()))
        return entry

    def _rebuild_log(self) -> None:
        """The log replayed: every action's line, each ruling's where it was made."""
        hand = self._hand()
        replay = Hand(hand.setup)
        log: list[LogEntry] = []
        for position, action in enumerate(hand.actions):
            log.extend(ruling_lines(replay, self.rulings, position))
            entry = describe(replay, action)
            replay.apply(action)
            log.append(self._completed(entry, action))
        log.extend(ruling_lines(replay, self.rulings, len(hand.actions)))
        self.log = log

    def _keep_refusal(self, said: Said) -> None:
        self.refusal = said
        self.last_refusal = str(said)

    def refuse(self, said: Said) -> None:
        """Say ``said`` as a refusal (a session beside the table refused the dealer's key)."""
        self._refuse(said)

    def _refuse(self, said: Said) -> None:
        """Refused: kept as said (:attr:`refusal`) and announced."""
        self._keep_refusal(said)
        self.refused.emit(said)

    def undo(self) -> bool:
        """Take back the last action of the hand (as often as needed). Journal first, as
        every change: the recorder writes the undo before the hand and its log change, so a
        write that fails leaves the screen and the journal as they were."""
        hand = self.hand
        if hand is None:
            self._refuse(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "Nothing to undo between hands: table changes stay as they are."
                    )
                )
            )
            return False
        count = last_ruling(self)
        if count:  # the last thing done was a ruling: it is what Undo takes back
            if self.recorder is not None:
                try:  # journal first, as every change
                    for record in reversed(self.rulings[-count:]):
                        self.recorder.ruling_undone(RulingUndone(record))
                except JournalError as error:
                    self._refuse(error)
                    return False
            del self.rulings[-count:]
            self._rebuild_log()
            self.last_refusal, self.refusal = "", None
            self.changed.emit(play(0))  # the ruling's lines went: the log is read again
            return True
        if not hand.actions:
            self._refuse(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "Nothing to undo: no action has been entered in this hand."
                    )
                )
            )
            return False
        if self.recorder is not None:
            try:  # journal first: an undo the journal cannot keep changes nothing
                self.recorder.action_undone(ActionUndone(hand.actions[-1], self._to_record()))
            except JournalError as error:
                self._refuse(error)
                return False
        undone = hand.actions[-1]
        hand.undo()
        ruled = bool(self.rulings)
        self.rulings = kept(self.rulings, len(hand.actions))
        self._rebuild_log()  # the log of the actions left, and their rulings
        self.last_refusal, self.refusal = "", None
        log_from = 0 if ruled else len(self.log)  # the rows past the end went
        self.changed.emit(play(log_from, board=isinstance(undone, DealBoard)))
        return True

    @property
    def hand_in_play(self) -> bool:
        """A hand is dealt and not over: replacing the table now abandons it."""
        return self.hand is not None and not self.hand.finished

    def abandon_hand(self) -> None:
        """The table is about to be replaced (a new table) in the middle of a hand: the
        journal keeps the hand as it stands, marked abandoned, for the browser and exports.
        Nothing else changes here: the caller replaces the table."""
        if self.hand_in_play and self.recorder is not None:
            self.recorder.hand_abandoned(self._to_record())

    # The dealer's verbs: each builds one engine action for the player the engine names.

    def _actor(self) -> int:
        hand = self._hand()
        if hand.actor is None or hand.phase is not Phase.BET:
            raise IllegalAction(NO_BETTING_NOW, need=hand.need().message)
        return hand.actor

    def _verb(self, build: type[Fold] | type[CheckCall] | type[BringIn]) -> bool:
        try:
            action = build(self._actor())
        except IllegalAction as error:
            self._refuse(error)
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
            self._refuse(error)
            return False
        return self.perform(action)

    def draw(self, count: int) -> bool:
        """The player due to draw changes ``count`` unseen cards (0 stands pat)."""
        try:
            hand = self._hand()
        except IllegalAction as error:
            self._refuse(error)
            return False
        if hand.phase is not Phase.DRAW or hand.drawer is None:
            self._refuse(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "No draw now: {need}"), need=hand.need().message
                )
            )
            return False
        return self.perform(Discard(hand.drawer, (None,) * count))

    def enter_cards(self, text: str) -> bool:
        """Cards typed or picked for what the engine needs now: the board, a stud upcard
        (or a stud player's three cards), or the hand the player due to show turns up."""
        try:
            hand = self._hand()
            cards = parse_cards(text)
        except IllegalAction as error:
            self._refuse(error)
            return False
        need = hand.need()
        if need.kind == "board":
            return self.perform(DealBoard(tuple(card for card in cards if card is not None)))
        if need.kind == "upcard" and need.player is not None:
            return self.perform(DealHole(need.player, cards))
        if need.kind == "show" and need.player is not None:
            return self.perform(Show(need.player, cards))
        self._refuse(
            Message(
                QT_TRANSLATE_NOOP("Messages", "No cards are needed now: {need}"), need=need.message
            )
        )
        return False

    def show(self, text: str = "") -> bool:
        """The player due to show turns up ``text`` (or the cards already known)."""
        try:
            hand = self._hand()
            if hand.shower is None:
                raise IllegalAction(NOBODY_SHOWS_NOW, need=hand.need().message)
            cards = parse_cards(text) if text.strip() else ()
        except IllegalAction as error:
            self._refuse(error)
            return False
        return self.perform(Show(hand.shower, cards))

    # The irregularity assistant (RULES 9): the engine rules, the controller applies.

    def verify_rule(
        self, error: DealerError, *, player: int | None = None, action: Action | None = None
    ) -> Ruling:
        """The ruling :meth:`rule` would apply, nothing changed; :class:`IllegalAction` says
        why there is none (the window shows its message in the dealer's language)."""
        ruling = rule_on(self._hand(), error, player=player, action=action)
        if ruling.restarts_hand and self.table is None:
            raise IllegalAction(NO_REDEAL_AWAY_FROM_A_TABLE)
        return ruling

    def rule(
        self, error: DealerError, *, player: int | None = None, action: Action | None = None
    ) -> Ruling | None:
        """Rule on ``error`` in the hand on screen and apply what the ruling changes: a
        misdeal or a fouled deck deals the same hand again, a dead hand is folded at its
        turn, a flop to deal again is taken back, an action out of turn is held. On refusal
        :attr:`refused` says why and nothing changes; None then."""
        try:
            ruling = self.verify_rule(error, player=player, action=action)
        except IllegalAction as refusal:
            self._refuse(refusal)
            return None
        line = ruling_line(error, ruling)
        if ruling.restarts_hand:
            table = self.table
            assert table is not None
            if not self._change((Redeal(),)):
                return None
            # The same hand from its first card: the table kept its plan (button, blinds...).
            self._redeal(*table.next_hand_setup())
            try:
                self._record_ruling(RulingRecord(0, line))
                self._record_ruling(RulingRecord(0, redeal_line(ruling)))
            except JournalError as refusal:  # the hand is dealt again; its lines not kept
                self.changed.emit(EVERYTHING)
                self._refuse(refusal)
                return ruling
            self.changed.emit(EVERYTHING)
            return ruling
        if ruling.effect is Effect.RETAKE_FLOP and not self.undo():
            return None
        try:
            for record in records_of(self._hand(), ruling, line):
                self._record_ruling(record)
            self._resolve_held()
        except JournalError as refusal:  # what the journal kept shows, the rest is not made
            self.changed.emit(EVERYTHING)
            self._refuse(refusal)
            return None
        self.changed.emit(EVERYTHING)
        return ruling

    def pending_holds(self) -> dict[int, HeldAction]:
        """The actions held out of turn now, by player."""
        return pending_holds(self)

    def _record_ruling(self, record: RulingRecord) -> None:
        """Journal first, then the hand's rulings and its log."""
        if self.recorder is not None:
            self.recorder.ruling_recorded(RulingRecorded(record))
        self.rulings.append(record)
        self.log.append(LogEntry(self._hand().current_street, "ruling", step=record.line))

    def _resolve_held(self) -> None:
        """The hand reached a player with a held action: apply it, or give him every option."""
        hand = self.hand
        if hand is None:
            return
        for held in pending_holds(self).values():
            resolution = resolve(hand, held)
            if resolution is None:
                continue
            after = len(hand.actions)
            self._record_ruling(RulingRecord(after, resolution.step, release=held.player))
            action = resolution.action
            if action is not None and hand.can(action):
                self._accept(action)  # resolves the next hold, if any, in its turn
            return

    def muck(self) -> bool:
        try:
            hand = self._hand()
            if hand.shower is None:
                raise IllegalAction(NOBODY_SHOWS_NOW, need=hand.need().message)
        except IllegalAction as error:
            self._refuse(error)
            return False
        return self.perform(Muck(hand.shower))

    # ------------------------------------------------------------------ from hand to hand

    @property
    def can_deal_next(self) -> bool:
        """At a table, the hand is over (its result to confirm), or none is being played and
        the table can deal one (not during a break, nor before the game is chosen)."""
        if self.table is None:
            return False
        if self.hand is not None:
            return self.hand.finished
        return not self.why_no_hand()

    def next_hand(self) -> bool:
        """The dealer confirmed the result (or is between hands): the table takes the stacks,
        moves the button and deals the next hand with the blinds and game it says. When the
        table cannot deal (a break, a game to choose, too few players), the controller stays
        between hands and :meth:`why_no_hand` says why."""
        table = self.table
        if table is None:
            self._refuse(NOT_AT_A_TABLE)
            return False
        hand = self.hand
        if hand is not None and not hand.finished:
            self._refuse(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "The hand is not over: {need}"),
                    need=hand.need().message,
                )
            )
            return False
        recorded = False
        try:
            if hand is not None:
                self._record_finished(hand)
                recorded = True
            self._deal()
        except IllegalAction as error:
            if recorded and self.recorder is not None:
                # What the dealer sees now, kept (if the journal cannot, a restart shows the
                # hand over again, to confirm again: nothing is lost).
                with contextlib.suppress(JournalError):
                    self.recorder.between_hands(self.table_state())
            self.changed.emit(EVERYTHING)
            self._refuse(error)  # after the views redrew: the sentence stays on screen
            return False
        except JournalError as error:
            self.changed.emit(EVERYTHING)
            self._refuse(error)  # after the views redrew: the sentence stays on screen
            return False
        return True

    def misdeal(self) -> bool:
        """The hand in progress is void (RULES 9: a misdeal): its actions are dropped and the
        table deals the same hand again at once (same button, blinds and players: nobody
        seated now is dealt into the redeal)."""
        hand = self.hand
        if self.table is None or hand is None:
            self._refuse(NOT_AT_A_TABLE if self.table is None else NO_HAND)
            return False
        try:
            verify_misdeal(hand)  # over, or after substantial action (TDA 36): no misdeal
        except IllegalAction as error:
            self._refuse(error)
            return False
        table = self.table
        if not self._change((Redeal(),)):
            return False
        self._redeal(*table.next_hand_setup())  # the plan the table kept
        return True

    def _redeal(self, setup: HandSetup, seats: Sequence[int]) -> None:
        """The same hand dealt again once its misdeal is kept. If the journal cannot keep the
        new deal's start (its checkpoint), the misdeal entry already says it all (a restart
        deals the same hand again from its first card): the hand shows as the journal holds
        it, never the voided hand the journal no longer has."""
        try:
            self._start(setup, seats)
        except JournalError:
            self._start(setup, seats, record=False)

    def _record_finished(self, hand: Hand) -> None:
        """The table takes the finished hand's stacks: journal first, then the table."""
        table = self.table
        assert table is not None
        self._probe()  # refused here (nothing kept) if the table would not take the hand
        if self.recorder is not None:
            self.recorder.hand_finished(self._to_record())
        plan = table.next_hand()
        table.finish_hand(hand)
        self.hand, self.seats, self.log, self.rulings = None, (), [], []
        self.hand_taken.emit(plan, tuple(hand.finishing_stacks or ()))

    def _deal(self) -> None:
        table = self.table
        assert table is not None
        if self.before_deal is not None:
            self.before_deal()
        if self.deal_gate is not None:
            gate = self.deal_gate()
            if gate is not None:
                raise IllegalAction(gate)
        self._sync_clock()
        setup, seats = table.start_hand()
        try:
            self._start(setup, seats)
        except JournalError:
            table.undo()  # the deal the journal could not keep is not made
            raise

    def _start(self, setup: HandSetup, seats: Sequence[int], *, record: bool = True) -> None:
        before = self.seats, self.hand, self.log, self.rulings
        self.seats = tuple(seats)
        self.hand = Hand(setup)
        self.log, self.rulings = [], []
        if self.recorder is not None and record:
            try:
                self.recorder.hand_started(self.table_state())
            except JournalError:
                self.seats, self.hand, self.log, self.rulings = (
                    before  # nothing shown that is not kept
                )
                raise
        self.last_refusal, self.refusal = "", None
        self.changed.emit(EVERYTHING)

    # ------------------------------------------------------------------ table changes

    def _probe(self) -> Table:
        """A copy of the table as it is between hands: with the finished hand on screen
        taken by it, so that a change is checked as it will be applied."""
        table = self.table
        if table is None:
            raise IllegalAction(NOT_AT_A_TABLE)
        probe = Table.from_snapshot(table.to_snapshot())
        if self.hand is not None and self.hand.finished:
            probe.finish_hand(self.hand)
        return probe

    def _change(self, events: Sequence[TableEvent]) -> bool:
        """THE one path of a table change: every event checked first (all or none), the hand
        on screen recorded if it is over (a change between hands confirms its result), then
        each event journaled and applied; the views are told by the caller."""
        try:
            probe = self._probe()
            for event in events:
                probe.apply(event)
        except IllegalAction as error:
            self._refuse(error)
            return False
        table = self.table
        assert table is not None
        try:
            if self.hand is not None and self.hand.finished:
                self._record_finished(self.hand)
            for event in events:
                if self.recorder is not None:
                    self.recorder.table_changed(TableChanged(event))
                table.apply(event)
        except JournalError as error:
            # What the journal kept is applied, the rest not; the views show that.
            self.changed.emit(EVERYTHING)
            self._refuse(error)  # after the views redrew: the sentence stays on screen
            return False
        self.last_refusal, self.refusal = "", None
        return True

    def change_table(self, *events: TableEvent) -> bool:
        """Apply table changes (all or none) as the table allows them now; between hands and
        while a hand is being played, whatever the table accepts (a new player waits for the
        next hand, a player sits out from the next hand). Returns whether they were accepted."""
        before = self.hand
        if not self._change(events):
            return False
        self.changed.emit(self._table_changed(before))
        return True

    def _table_changed(self, before: Hand | None) -> Changed:
        """A table change, or everything when it confirmed the hand on screen first."""
        return TABLE if self.hand is before else EVERYTHING

    def seat_player(self, seat: int, name: str, stack: int, *, post: bool = False) -> bool:
        """A player sits down at ``seat`` with ``stack`` (a buy-in or a tournament entry);
        ``post``: a new player posts a big blind to be dealt in at once rather than wait for
        the big blind (only when the table says the player is new to the game)."""
        sit_down = SitDown(seat, name, stack)
        events: list[TableEvent] = [sit_down]
        if post:
            try:
                probe = self._probe()
                probe.apply(sit_down)
            except IllegalAction as error:
                self._refuse(error)
                return False
            seated = probe.player(seat)
            if seated is not None and seated.entering:
                events.append(PostToEnter(seat))
        return self.change_table(*events)

    def move_in(self, seat: int, name: str, stack: int) -> bool:
        """A player of the event, moved here from another table, sits down with his stack."""
        return self.change_table(MoveIn(seat, name, stack))

    def leave(self, seat: int) -> bool:
        return self.change_table(Leave(seat))

    def sit_out(self, seat: int) -> bool:
        return self.change_table(SitOut(seat))

    def come_back(self, seat: int) -> bool:
        return self.change_table(ComeBack(seat))

    def add_chips(self, seat: int, amount: int) -> bool:
        return self.change_table(AddChips(seat, amount))

    def post_to_enter(self, seat: int) -> bool:
        return self.change_table(PostToEnter(seat))

    def wait_for_big_blind(self, seat: int) -> bool:
        return self.change_table(WaitForBigBlind(seat))

    def choose_game(self, game: str) -> bool:
        """Dealer's choice: the player due names ``game``; the hand is dealt at once."""
        before = self.hand
        if not self._change((ChooseGame(game),)):
            return False
        if self.hand is None:
            try:
                self._deal()
                return True
            except (IllegalAction, JournalError) as error:
                self.changed.emit(self._table_changed(before))
                self._refuse(error)  # after the views redrew: the sentence stays on screen
                return True
        self.changed.emit(self._table_changed(before))
        return True

    # ------------------------------------------------------------------ the tournament clock

    def set_clock(self, elapsed: int, *, keep: bool = False) -> bool:
        """The tournament clock reads ``elapsed`` seconds of play. The table is told at
        once; the journal keeps it when ``keep`` (the clock paused) or when it starts a new
        level, not at every tick (a hand start keeps it too, in its checkpoint). A level
        that starts during a hand applies from the next hand, as the table says."""
        table = self.table
        if table is None:
            self._refuse(Message(QT_TRANSLATE_NOOP("Messages", "A single hand has no clock.")))
            return False
        event = Clock(elapsed)
        left = table.seconds_left_in_level
        new_level = left is not None and elapsed >= table.elapsed + left
        try:
            table.verify(event)
        except IllegalAction as error:
            self._refuse(error)
            return False
        if self.recorder is not None and (keep or new_level):
            try:
                self.recorder.table_changed(TableChanged(event))
            except JournalError as error:
                self._refuse(error)
                return False
        table.apply(event)
        if self.hand is None:
            self.changed.emit(CLOCK)  # between hands the next hand's level (or a break) shows
        return True

    def _sync_clock(self) -> None:
        """Before a deal: the table hears the clock, so the hand is dealt at its level."""
        table = self.table
        if self.clock is None or table is None or not table.config.is_tournament:
            return
        elapsed = self.clock()
        if elapsed != table.elapsed:
            self.set_clock(elapsed)
