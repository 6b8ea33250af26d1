"""Dealer errors and irregularities (RULES 9): the dealer says what went wrong, the engine rules.

The cards are real and the dealer does not enter the deal itself, so most rulings are steps
for the dealer's hands (reshuffle, set a card aside, scramble the flop) that leave the hand as
it is. Some change the hand (:class:`Effect`): a misdeal starts the same hand again with the
same button and blinds; a fouled deck returns every bet and deals the hand again; a dead hand
is killed; a flop dealt without a burn, or four flop cards turned, before any flop action, is
taken back to be dealt again; an action out of turn is held until the player's turn.

Substantial action (TDA 36): two actions in turn of which at least one puts chips in, or any
three actions in turn; posted blinds and antes are not actions in turn, a stud bring-in is.
After it there is no misdeal: the hand is played out. Under RRoP the cut-off is earlier: no
misdeal once two players have acted (:func:`misdeal_cut_off`, RULES 9 as amended).

Every ruling is a list of :class:`Step` s: an English template with ``%1``, ``%2`` for its
values (a player's name, an amount, a card), which the window translates as a whole and fills.
Where the rule books differ (RULES 9: the premature turn; the four-card flop), the table's
rule set decides, and :attr:`Ruling.source` names the clause.

>>> from dealer_app.engine.hand import CheckCall, Hand, HandSetup
>>> from dealer_app.engine.variants import VARIANTS
>>> hand = Hand(HandSetup(VARIANTS["nlhe"], (100,) * 3, blinds=(1, 2, 0), min_bet=2))
>>> rule_on(hand, DealerError.CARDS_EXPOSED).effect
<Effect.MISDEAL: 'misdeal'>
>>> _ = hand.apply(CheckCall(2)); _ = hand.apply(CheckCall(0))
>>> rule_on(hand, DealerError.CARDS_EXPOSED).effect
<Effect.NONE: 'none'>
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.hand import (
    Action,
    BetRaise,
    BringIn,
    CheckCall,
    DealBoard,
    Fold,
    Hand,
    Muck,
    Phase,
)
from dealer_app.engine.variants import Family
from dealer_app.messages import QT_TRANSLATE_NOOP  # the steps' templates, and the refusals' keys


class DealerError(StrEnum):
    """What the dealer reports, in the words of RULES 9 (and the order the window lists)."""

    FIRST_CARD_FLASHED = "first card flashed"
    CARD_FLASHED = "card flashed on the deal"
    CARDS_EXPOSED = "two or more cards exposed"
    BOXED_CARD = "boxed card"
    SEAT_MISSED = "seat missed or dealt in wrongly"
    WRONG_FIRST_SEAT = "first card to the wrong seat"
    WRONG_CARD_COUNT = "wrong number of cards"
    BUTTON_SHORT = "button dealt too few cards"
    FOUR_CARD_FLOP = "four-card flop"
    FLOP_WITHOUT_BURN = "flop without a burn"
    PREMATURE_FLOP = "premature flop"
    PREMATURE_TURN = "premature turn"
    PREMATURE_RIVER = "premature river"
    PREMATURE_CARD = "premature card"  # stud: the next street's card before the betting ended
    CARD_FACE_UP_IN_DECK = "card found face up in the deck"
    FOULED_DECK = "fouled deck"
    OUT_OF_TURN = "action out of turn"


ERROR_NAMES: dict[DealerError, str] = {
    DealerError.FIRST_CARD_FLASHED: QT_TRANSLATE_NOOP("Irregularity", "First card flashed"),
    DealerError.CARD_FLASHED: QT_TRANSLATE_NOOP(
        "Irregularity", "A card flashed or exposed on the deal"
    ),
    DealerError.CARDS_EXPOSED: QT_TRANSLATE_NOOP(
        "Irregularity", "Two or more cards exposed on the deal"
    ),
    DealerError.BOXED_CARD: QT_TRANSLATE_NOOP("Irregularity", "A boxed card on the deal"),
    DealerError.SEAT_MISSED: QT_TRANSLATE_NOOP("Irregularity", "A seat missed or dealt in wrongly"),
    DealerError.WRONG_FIRST_SEAT: QT_TRANSLATE_NOOP("Irregularity", "First card to the wrong seat"),
    DealerError.WRONG_CARD_COUNT: QT_TRANSLATE_NOOP(
        "Irregularity", "A player has the wrong number of cards"
    ),
    DealerError.BUTTON_SHORT: QT_TRANSLATE_NOOP(
        "Irregularity", "The button was dealt too few cards"
    ),
    DealerError.FOUR_CARD_FLOP: QT_TRANSLATE_NOOP("Irregularity", "Four cards turned on the flop"),
    DealerError.FLOP_WITHOUT_BURN: QT_TRANSLATE_NOOP("Irregularity", "Flop dealt without a burn"),
    DealerError.PREMATURE_FLOP: QT_TRANSLATE_NOOP("Irregularity", "Premature flop"),
    DealerError.PREMATURE_TURN: QT_TRANSLATE_NOOP("Irregularity", "Premature turn"),
    DealerError.PREMATURE_RIVER: QT_TRANSLATE_NOOP("Irregularity", "Premature river"),
    DealerError.PREMATURE_CARD: QT_TRANSLATE_NOOP(
        "Irregularity", "Next street dealt before the betting ended"
    ),
    DealerError.CARD_FACE_UP_IN_DECK: QT_TRANSLATE_NOOP(
        "Irregularity", "A card found face up in the deck"
    ),
    DealerError.FOULED_DECK: QT_TRANSLATE_NOOP("Irregularity", "Fouled deck (two identical cards)"),
    DealerError.OUT_OF_TURN: QT_TRANSLATE_NOOP("Irregularity", "Action out of turn"),
}
"""Each error's name as the window lists it (translated there)."""


class Effect(StrEnum):
    """What a ruling changes in the hand (the controller applies it)."""

    NONE = "none"  # steps for the dealer's hands only: the hand goes on as entered
    MISDEAL = "misdeal"  # the same hand again: same button, blinds and players
    VOID = "void"  # fouled deck: every bet returned, the same hand dealt again
    KILL = "kill"  # one player's hand is dead
    RETAKE_FLOP = "retake the flop"  # the flop entered is taken back, to be dealt again
    HOLD = "hold"  # an action out of turn waits for the player's turn


@dataclass(frozen=True, slots=True)
class Step:
    """One sentence of a ruling: an English template and the values of ``%1``, ``%2`` ...;
    a value may be a step itself (an error's name, an action's words), translated in turn."""

    template: str
    values: tuple[str | Step, ...] = ()

    @property
    def text(self) -> str:
        text = self.template
        for number, value in enumerate(self.values, start=1):
            text = text.replace(f"%{number}", value if isinstance(value, str) else value.text)
        return text


@dataclass(frozen=True, slots=True)
class Ruling:
    """What the rules say about one dealer error at this point of the hand."""

    error: DealerError
    effect: Effect
    steps: tuple[Step, ...]
    source: str  # the clause, as the rule book names it ("TDA 2024 Rule 35")
    player: int | None = None  # the player concerned (a dead hand, an action out of turn)
    held: Action | None = None  # the action out of turn, held for the player's turn

    @property
    def text(self) -> str:
        """The ruling in English, one sentence after another."""
        return " ".join(step.text for step in self.steps)

    @property
    def restarts_hand(self) -> bool:
        """The same hand starts again (a misdeal, or a fouled deck)."""
        return self.effect in (Effect.MISDEAL, Effect.VOID)


# ------------------------------------------------------------------------------------------
# The steps, as templates (found by lupdate through the window's list of them).

MISDEAL_STEPS = (
    QT_TRANSLATE_NOOP("Irregularity", "Misdeal: collect every card, reshuffle and deal again."),
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "The same hand is dealt again: same button, same blinds, nobody new is dealt in.",
    ),
)
_NO_MISDEAL = QT_TRANSLATE_NOOP(
    "Irregularity",
    "No misdeal: there has been substantial action (two actions in turn, one of them putting "
    "chips in, or any three actions in turn). The hand is played out.",
)
_NO_MISDEAL_RROP = QT_TRANSLATE_NOOP(
    "Irregularity",
    "No misdeal: two players have acted on their hands (the blinds do not count). The hand is "
    "played out.",
)
_FLASHED_BURN = (
    QT_TRANSLATE_NOOP(
        "Irregularity", "The deal goes on: the player may not keep the exposed card."
    ),
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "When every player has his cards, give that player the next card from the stub; "
        "the exposed card becomes the burn card for the flop.",
    ),
)
_FLASHED_DRAW = (
    QT_TRANSLATE_NOOP(
        "Irregularity", "The deal goes on: the player may not keep the exposed card."
    ),
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "When every player has his cards, give that player the next card from the stub; "
        "the exposed card goes face up to the discards.",
    ),
)
_FLASHED_STUD = (
    QT_TRANSLATE_NOOP("Irregularity", "The exposed down card becomes that player's upcard."),
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "Deal his third-street card face down; enter the exposed card as his upcard "
        "(he may be the bring-in).",
    ),
)
_BOXED = (
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "A boxed card counts as a blank piece of paper: set it aside face up and give the next "
        "card in its place.",
    ),
    QT_TRANSLATE_NOOP("Irregularity", "Two or more boxed cards on the deal are a misdeal."),
)
_FACE_UP_IN_DECK = (
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "The card found face up is set aside and is not part of the deck for this hand; the "
        "next card takes its place.",
    ),
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "If it was to be the burn card, the next card is burned instead; go on with the deal.",
    ),
)
_WRONG_COUNT_DEAD = QT_TRANSLATE_NOOP(
    "Irregularity",
    "After substantial action a hand with the wrong number of cards is dead: %1's hand is "
    "killed; the chips it put in stay in the pot.",
)
_BUTTON_CARD = QT_TRANSLATE_NOOP(
    "Irregularity",
    "Give the button (%1) the missing card from the top of the stub; the hand goes on, even "
    "after substantial action.",
)
_BUTTON_DEAD = QT_TRANSLATE_NOOP(
    "Irregularity",
    "The button (%1) has acted on a short hand: that hand is dead and is killed; the chips "
    "it put in stay in the pot.",
)
_FOUR_FLOP_SCRAMBLE = (
    QT_TRANSLATE_NOOP("Irregularity", "Turn the four cards face down and scramble them."),
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "A player (or the floor) picks one at random: it is the burn card for the turn. The "
        "other three are turned up as the flop.",
    ),
)
_FOUR_FLOP_REDEAL = (
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "The flop is dealt again: put the four cards back into the stub and reshuffle it; the "
        "burn card stays.",
    ),
    QT_TRANSLATE_NOOP("Irregularity", "Cut, then turn a new flop without burning a card."),
)
_NO_BURN_BEFORE = (
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "Nobody has acted on the flop: turn the three cards face down and scramble them.",
    ),
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "One of them, at random, becomes the burn card; the flop is the other two and the next "
        "card from the stub.",
    ),
)
_NO_BURN_RROP_BEFORE = (
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "Nobody has acted on the flop, but its cards were exposed: put the three cards back "
        "into the stub, reshuffle it and cut.",
    ),
    QT_TRANSLATE_NOOP("Irregularity", "Burn a card and turn a new flop."),
)
_NO_BURN_RROP_AFTER = QT_TRANSLATE_NOOP(
    "Irregularity",
    "A player has acted on the flop: the flop stands as dealt. Before the turn burn two cards "
    "(the one missed and the turn's), so that the turn and the river are the cards they would "
    "have been.",
)
_NO_BURN_AFTER = QT_TRANSLATE_NOOP(
    "Irregularity",
    "A player has acted on the flop: the flop stands as dealt. Burn before the turn as usual.",
)
RETAKE_FLOP_STEP = QT_TRANSLATE_NOOP(
    "Irregularity", "The flop entered is taken back: enter the flop again when it is dealt."
)
_PREMATURE_RESHUFFLE = (
    QT_TRANSLATE_NOOP("Irregularity", "Finish the betting round; the burn card stays a burn."),
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "Put the premature %1 back into the stub (not the burn card, not the discards), "
        "reshuffle the stub and cut.",
    ),
    QT_TRANSLATE_NOOP("Irregularity", "Deal the %1 again without burning another card."),
)
_PREMATURE_TURN_ASIDE = (
    QT_TRANSLATE_NOOP(
        "Irregularity", "Set the premature card aside, face down: it is out of play for this round."
    ),
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "Finish the flop betting, then burn and turn the next card as the turn, in its time.",
    ),
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "After the turn betting, shuffle the set-aside card back into the stub (without the "
        "burn cards), cut, and turn the river without burning.",
    ),
)
_PREMATURE_STUD = (
    QT_TRANSLATE_NOOP("Irregularity", "Finish the betting round; the burn card stays a burn."),
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "Put the premature cards back into the stub, reshuffle it and cut; deal the street "
        "again without burning another card.",
    ),
)
_FOULED = (
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "Fouled deck: play stops, whatever the action. Every bet of the hand is returned.",
    ),
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "Replace the deck; the same hand is dealt again with the same button and blinds.",
    ),
)
_OUT_OF_TURN = (
    QT_TRANSLATE_NOOP(
        "Irregularity", "Play backs up to the player in turn; %1's chips stay apart."
    ),
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "%1 acted out of turn: %2. It binds if the action to %1 has not changed when his turn "
        "comes (a check, call or fold in between does not change it).",
    ),
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "If somebody bets or raises first, it does not bind: the chips go back and %1 has "
        "every option.",
    ),
)
_OUT_OF_TURN_FOLD = (
    QT_TRANSLATE_NOOP("Irregularity", "Play backs up to the player in turn."),
    QT_TRANSLATE_NOOP(
        "Irregularity",
        "%1 folded out of turn: the fold binds; his hand is folded when his turn comes.",
    ),
)
# What becomes of an action out of turn when the player's turn comes.
HELD_STANDS = QT_TRANSLATE_NOOP(
    "Irregularity", "The action to %1 has not changed: his action out of turn stands (%2)."
)
HELD_FOLD_STANDS = QT_TRANSLATE_NOOP(
    "Irregularity", "%1's fold out of turn binds: his hand is folded."
)
HELD_RELEASED = QT_TRANSLATE_NOOP(
    "Irregularity",
    "The action to %1 has changed: his action out of turn (%2) does not bind. His chips go "
    "back and he has every option.",
)
KILLED_NOW = QT_TRANSLATE_NOOP("Irregularity", "%1's dead hand is folded.")
STREET_WORDS = (  # the premature street, by index
    "",
    QT_TRANSLATE_NOOP("Irregularity", "flop"),
    QT_TRANSLATE_NOOP("Irregularity", "turn"),
    QT_TRANSLATE_NOOP("Irregularity", "river"),
)
# How an action out of turn reads (%1 the amount).
ACTION_WORDS = (
    QT_TRANSLATE_NOOP("Irregularity", "fold"),
    QT_TRANSLATE_NOOP("Irregularity", "check"),
    QT_TRANSLATE_NOOP("Irregularity", "call %1"),
    QT_TRANSLATE_NOOP("Irregularity", "bet %1"),
    QT_TRANSLATE_NOOP("Irregularity", "raise to %1"),
)

_SOURCES: dict[DealerError, tuple[str, str, str]] = {  # TDA, RRoP, WSOP
    DealerError.FIRST_CARD_FLASHED: ("TDA 2024 Rule 35", "RRoP, Misdeals 1(a)", "WSOP Rule 88"),
    DealerError.CARD_FLASHED: ("TDA 2024 Rule 35", "RRoP, Hold'em 1", "WSOP Rule 88"),
    DealerError.CARDS_EXPOSED: ("TDA 2024 Rule 35", "RRoP, Misdeals 1(b)", "WSOP Rule 88"),
    DealerError.BOXED_CARD: ("TDA 2024 Rule 35", "RRoP, Irregularities 2", "WSOP Rule 88"),
    DealerError.SEAT_MISSED: ("TDA 2024 Rule 35", "RRoP, Misdeals 1(e)", "WSOP Rule 88"),
    DealerError.WRONG_FIRST_SEAT: ("TDA 2024 Rule 35", "RRoP, Misdeals 1(d)", "WSOP Rule 88"),
    DealerError.WRONG_CARD_COUNT: ("TDA 2024 Rule 35", "RRoP, Misdeals 1(c)", "WSOP Rule 88"),
    DealerError.BUTTON_SHORT: ("TDA 2024 Rule 37", "TDA 2024 Rule 37", "TDA 2024 Rule 37"),
    DealerError.FOUR_CARD_FLOP: ("TDA 2024 Rule 39-A", "RRoP, Hold'em 2-3", "TDA 2024 Rule 39-A"),
    DealerError.FLOP_WITHOUT_BURN: (
        "TDA 2024 Rule 39-B",
        "RRoP, Hold'em 4-5",
        "TDA 2024 Rule 39-B",
    ),
    DealerError.PREMATURE_FLOP: ("TDA 2024 RP-5", "RRoP, Hold'em 3", "WSOP Rule 89"),
    DealerError.PREMATURE_TURN: ("TDA 2024 RP-5", "RRoP, Hold'em 4", "WSOP Rule 89"),
    DealerError.PREMATURE_RIVER: ("TDA 2024 RP-5", "RRoP, Hold'em 4", "WSOP Rule 89"),
    DealerError.PREMATURE_CARD: ("TDA 2024 RP-5-D", "RRoP, Seven-card stud", "TDA 2024 RP-5-D"),
    DealerError.CARD_FACE_UP_IN_DECK: ("TDA 2024 RP-4", "RRoP, Irregularities 2", "WSOP Rule 88"),
    DealerError.FOULED_DECK: ("TDA 2024 Rule 35-E", "RRoP, Irregularities 5", "TDA 2024 Rule 35-E"),
    DealerError.OUT_OF_TURN: ("TDA 2024 Rule 53", "RRoP, Action 4", "WSOP Rule 101"),
}


def _source(hand: Hand, error: DealerError) -> str:
    tda, rrop, wsop = _SOURCES[error]
    return {"RRoP": rrop, "WSOP": wsop}.get(hand.setup.ruleset.name, tda)


# ------------------------------------------------------------------------------------------
# Substantial action and where the hand stands.


def in_turn(action: Action) -> bool:
    """An action a player takes in turn (forced bets and the dealer's cards are not)."""
    return isinstance(action, Fold | CheckCall | BetRaise | BringIn)


def substantial_action(hand: Hand) -> bool:
    """TDA 36: two actions in turn, at least one putting chips in, or any three in turn.
    Forced bets (blinds, antes) are not actions in turn; a bring-in is."""
    replay = Hand(hand.setup)
    count = with_chips = 0
    for action in hand.actions:
        if in_turn(action):
            count += 1
            checks = isinstance(action, CheckCall) and replay.options().can_check
            if not isinstance(action, Fold) and not checks:
                with_chips += 1
            if count >= 3 or (count == 2 and with_chips):
                return True
        replay.apply(action)
    return False


def _rrop(hand: Hand) -> bool:
    return hand.setup.ruleset.name == "RRoP"


def misdeal_cut_off(hand: Hand) -> bool:
    """Whether it is too late for a misdeal (RULES 9 as amended): substantial action under the
    TDA and WSOP presets (TDA 36); under RRoP, two players have acted on their hands (RRoP,
    Misdeals 1: the blinds do not count, so two folds end it)."""
    if _rrop(hand):
        return sum(1 for action in hand.actions if in_turn(action)) >= 2
    return substantial_action(hand)


MISDEAL_REFUSED_RROP = QT_TRANSLATE_NOOP(
    "Messages",
    "No misdeal once two players have acted on their hands (RRoP): the hand is played out.",
)
MISDEAL_REFUSED = QT_TRANSLATE_NOOP(
    "Messages",
    "No misdeal after substantial action (TDA 36): two actions in turn of which one put chips "
    "in, or three actions in turn, have been taken. The hand is played out.",
)
NOT_AN_ACTION_OUT_OF_TURN = QT_TRANSLATE_NOOP(
    "Messages", "An action out of turn is a fold, a check or call, or a bet or raise."
)


def verify_misdeal(hand: Hand) -> None:
    """Raise :class:`IllegalAction` with the sentence why a misdeal cannot be declared now."""
    if hand.finished:
        raise IllegalAction(
            QT_TRANSLATE_NOOP(
                "Messages", "The hand is over: its result stands; deal the next hand."
            )
        )
    if misdeal_cut_off(hand):
        raise IllegalAction(MISDEAL_REFUSED_RROP if _rrop(hand) else MISDEAL_REFUSED)


def _dealing(hand: Hand) -> bool:
    """The first deal is under way: no action in turn yet, no board, first street."""
    return hand.street == 0 and not hand.board and not any(in_turn(a) for a in hand.actions)


def _has_flop(hand: Hand) -> bool:
    streets = hand.variant.streets
    return hand.variant.family is Family.BOARD and len(streets) > 1 and streets[1].board == 3


def _betting_on(hand: Hand, street: int) -> bool:
    return hand.phase is Phase.BET and hand.actor is not None and hand.street == street


def _flop_just_dealt(hand: Hand) -> bool:
    """The flop is on the board and nobody has acted on it yet."""
    return (
        _has_flop(hand)
        and len(hand.board) == 3
        and bool(hand.actions)
        and isinstance(hand.actions[-1], DealBoard)
    )


def _button(hand: Hand) -> int:
    return hand.setup.player_count - 1  # PHH order: the button is listed last


def errors_possible(hand: Hand) -> tuple[DealerError, ...]:
    """The errors that can have happened now, in this game and street, in RULES 9 order."""
    return tuple(error for error in DealerError if _refusal(hand, error) is None)


_DEAL_IS_OVER = QT_TRANSLATE_NOOP(
    "Messages", "The deal is over: a flashed card is ruled on while the cards are dealt."
)


def _refusal(hand: Hand, error: DealerError) -> str | None:
    """Why ``error`` cannot be ruled on now, as a message key (None when it can)."""
    if hand.finished:
        return QT_TRANSLATE_NOOP(
            "Messages", "The hand is over: a dealer error is ruled on during the hand."
        )
    family = hand.variant.family
    if error is DealerError.FIRST_CARD_FLASHED:
        if family is Family.STUD:
            return QT_TRANSLATE_NOOP(
                "Messages",
                "In stud a flashed down card becomes the player's upcard: choose a card flashed "
                "on the deal.",
            )
        return None if _dealing(hand) else _DEAL_IS_OVER
    if error in (DealerError.CARD_FLASHED, DealerError.BOXED_CARD):
        return None if _dealing(hand) else _DEAL_IS_OVER
    if error is DealerError.BUTTON_SHORT:
        no_button = QT_TRANSLATE_NOOP("Messages", "Stud has no button.")
        return no_button if family is Family.STUD else None
    if error is DealerError.FOUR_CARD_FLOP:
        flop_due = _has_flop(hand) and hand.street == 1 and hand.phase is Phase.DEAL
        if flop_due or _flop_just_dealt(hand):
            return None
        return QT_TRANSLATE_NOOP("Messages", "No flop is being dealt now.")
    if error is DealerError.FLOP_WITHOUT_BURN:
        if not _has_flop(hand):
            return QT_TRANSLATE_NOOP("Messages", "This game has no flop.")
        if hand.street == 1:
            return None
        return QT_TRANSLATE_NOOP("Messages", "The flop is not the street in play.")
    if error is DealerError.PREMATURE_FLOP:
        if _has_flop(hand) and _betting_on(hand, 0):
            return None
        return QT_TRANSLATE_NOOP("Messages", "The pre-flop betting is not in progress.")
    if error is DealerError.PREMATURE_TURN:
        if _has_flop(hand) and _betting_on(hand, 1):
            return None
        return QT_TRANSLATE_NOOP("Messages", "The flop betting is not in progress.")
    if error is DealerError.PREMATURE_RIVER:
        if _has_flop(hand) and _betting_on(hand, 2):
            return None
        return QT_TRANSLATE_NOOP("Messages", "The turn betting is not in progress.")
    if error is DealerError.PREMATURE_CARD:
        last = len(hand.variant.streets) - 1
        stud_betting = family is Family.STUD and hand.street < last
        if stud_betting and _betting_on(hand, hand.street):
            return None
        return QT_TRANSLATE_NOOP(
            "Messages", "No stud betting round before another street is in progress."
        )
    if error is DealerError.OUT_OF_TURN:
        if _out_of_turn_players(hand):
            return None
        return QT_TRANSLATE_NOOP(
            "Messages", "Nobody can act out of turn now: no betting is in progress."
        )
    return None  # misdeals, a wrong number of cards, a card face up, a fouled deck: any time


def _out_of_turn_players(hand: Hand) -> list[int]:
    if hand.phase is not Phase.BET or hand.actor is None:
        return []
    return [p for p in hand.live_players if p != hand.actor and hand.stacks[p] > 0]


def players_to_name(hand: Hand, error: DealerError) -> tuple[int, ...]:
    """The players the dealer may name for ``error`` now (the assistant's list), none when the
    ruling names nobody: who may have acted out of turn (live, with chips, not the player to
    act), or whose hand has the wrong number of cards once there was substantial action (before
    it, the deal is a misdeal and nobody is named)."""
    if error is DealerError.OUT_OF_TURN:
        return tuple(_out_of_turn_players(hand))
    if error is DealerError.WRONG_CARD_COUNT and substantial_action(hand):
        return tuple(hand.live_players)
    return ()


# ------------------------------------------------------------------------------------------
# The rulings.


def rule_on(
    hand: Hand,
    error: DealerError,
    *,
    player: int | None = None,
    action: Action | None = None,
) -> Ruling:
    """The ruling on ``error`` now under the hand's rule set; :class:`IllegalAction` when it
    cannot have happened now. ``player`` names the player with the wrong number of cards;
    ``action`` is the action out of turn (:data:`DealerError.OUT_OF_TURN`)."""
    refusal = _refusal(hand, error)
    if refusal is not None:
        raise IllegalAction(refusal)
    source = _source(hand, error)
    family = hand.variant.family

    def ruled(effect: Effect, *steps: Step, who: int | None = None) -> Ruling:
        return Ruling(error, effect, steps, source, who)

    def misdeal_or_play_on() -> Ruling:
        if misdeal_cut_off(hand):
            return ruled(Effect.NONE, Step(_NO_MISDEAL_RROP if _rrop(hand) else _NO_MISDEAL))
        return ruled(Effect.MISDEAL, *(Step(text) for text in MISDEAL_STEPS))

    if error in (
        DealerError.FIRST_CARD_FLASHED,
        DealerError.CARDS_EXPOSED,
        DealerError.SEAT_MISSED,
        DealerError.WRONG_FIRST_SEAT,
    ):
        return misdeal_or_play_on()
    if error is DealerError.CARD_FLASHED:
        flashed = {Family.BOARD: _FLASHED_BURN, Family.DRAW: _FLASHED_DRAW}
        return ruled(Effect.NONE, *(Step(text) for text in flashed.get(family, _FLASHED_STUD)))
    if error is DealerError.BOXED_CARD:
        return ruled(Effect.NONE, *(Step(text) for text in _BOXED))
    if error is DealerError.CARD_FACE_UP_IN_DECK:
        return ruled(Effect.NONE, *(Step(text) for text in _FACE_UP_IN_DECK))
    if error is DealerError.WRONG_CARD_COUNT:
        if not misdeal_cut_off(hand):
            return misdeal_or_play_on()
        if player is None or not 0 <= player < hand.setup.player_count or hand.folded[player]:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "Choose the player in the hand who has the wrong number of cards."
                ),
            )
        return ruled(Effect.KILL, Step(_WRONG_COUNT_DEAD, (hand.name(player),)), who=player)
    if error is DealerError.BUTTON_SHORT:
        button = _button(hand)
        name = (hand.name(button),)
        if hand.folded[button]:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "{player} (the button) has folded: nothing to rule."),
                player=hand.name(button),
            )
        if any(in_turn(a) and getattr(a, "player", None) == button for a in hand.actions):
            return ruled(Effect.KILL, Step(_BUTTON_DEAD, name), who=button)
        return ruled(Effect.NONE, Step(_BUTTON_CARD, name))
    if error is DealerError.FOUR_CARD_FLOP:
        rrop = hand.setup.ruleset.name == "RRoP"
        four = [Step(text) for text in (_FOUR_FLOP_REDEAL if rrop else _FOUR_FLOP_SCRAMBLE)]
        if _flop_just_dealt(hand):
            return ruled(Effect.RETAKE_FLOP, *four, Step(RETAKE_FLOP_STEP))
        return ruled(Effect.NONE, *four)
    if error is DealerError.FLOP_WITHOUT_BURN and _rrop(hand):
        # RRoP, Hold'em 4-5 (not TDA 39-B): exposed flop cards mean a reshuffle, no scramble.
        again = [Step(text) for text in _NO_BURN_RROP_BEFORE]
        if hand.phase is Phase.DEAL:
            return ruled(Effect.NONE, *again)
        if _flop_just_dealt(hand):
            return ruled(Effect.RETAKE_FLOP, *again, Step(RETAKE_FLOP_STEP))
        return ruled(Effect.NONE, Step(_NO_BURN_RROP_AFTER))
    if error is DealerError.FLOP_WITHOUT_BURN:
        if hand.phase is Phase.DEAL:
            return ruled(Effect.NONE, *(Step(text) for text in _NO_BURN_BEFORE))
        if _flop_just_dealt(hand):
            scramble = [Step(text) for text in _NO_BURN_BEFORE]
            return ruled(Effect.RETAKE_FLOP, *scramble, Step(RETAKE_FLOP_STEP))
        return ruled(Effect.NONE, Step(_NO_BURN_AFTER))
    if error in (
        DealerError.PREMATURE_FLOP,
        DealerError.PREMATURE_TURN,
        DealerError.PREMATURE_RIVER,
    ):
        aside = error is DealerError.PREMATURE_TURN and hand.setup.ruleset.name in ("RRoP", "WSOP")
        if aside:
            return ruled(Effect.NONE, *(Step(text) for text in _PREMATURE_TURN_ASIDE))
        street = Step(STREET_WORDS[hand.street + 1])
        return ruled(Effect.NONE, *(Step(text, (street,)) for text in _PREMATURE_RESHUFFLE))
    if error is DealerError.PREMATURE_CARD:
        return ruled(Effect.NONE, *(Step(text) for text in _PREMATURE_STUD))
    if error is DealerError.FOULED_DECK:
        return ruled(Effect.VOID, *(Step(text) for text in _FOULED))
    return _rule_out_of_turn(hand, action, source)


# ------------------------------------------------------------------------------------------
# Action out of turn (TDA 53).


def action_words(hand: Hand, action: Action) -> Step:
    """How an action out of turn reads: ``raise to 70``."""
    if isinstance(action, Fold):
        return Step(ACTION_WORDS[0])
    if isinstance(action, CheckCall):
        to_call = hand.round.highest - hand.bets[action.player]
        if to_call <= 0:
            return Step(ACTION_WORDS[1])
        amount = min(to_call, hand.stacks[action.player])
        return Step(ACTION_WORDS[2], (hand.setup.money(amount),))
    if isinstance(action, BetRaise):
        template = ACTION_WORDS[3] if hand.round.highest == 0 else ACTION_WORDS[4]
        return Step(template, (hand.setup.money(action.to),))
    raise IllegalAction(NOT_AN_ACTION_OUT_OF_TURN)


def _turn_reached(hand: Hand, player: int) -> Hand:
    """The hand as it would be when ``player``'s turn comes if the players before him only
    checked or called (the action to him unchanged); refused when his turn would not come."""
    replay = hand.replayed()
    street = replay.street
    while replay.actor != player:
        if replay.phase is not Phase.BET or replay.actor is None or replay.street != street:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{player} is not due to act again in this betting round: there is no action "
                    "out of turn to hold.",
                ),
                player=hand.name(player),
            )
        actor = replay.actor
        replay.apply(BringIn(actor) if replay.round.bring_in_due else CheckCall(actor))
    return replay


def verify_out_of_turn(hand: Hand, action: Action) -> None:
    """Raise :class:`IllegalAction` with the sentence why ``action`` cannot be held."""
    if not isinstance(action, Fold | CheckCall | BetRaise):
        raise IllegalAction(NOT_AN_ACTION_OUT_OF_TURN)
    player = action.player
    if hand.phase is not Phase.BET or hand.actor is None:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "No betting now: {reason}"), reason=hand.need().text
        )
    if not 0 <= player < hand.setup.player_count:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "There is no player {player} in this hand."),
            player=f"p{player + 1}",
        )
    name = hand.name(player)
    if player == hand.actor:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "It is {player}'s turn: enter the action as usual."),
            player=name,
        )
    if hand.folded[player]:
        raise IllegalAction(QT_TRANSLATE_NOOP("Messages", "{player} has folded."), player=name)
    if hand.stacks[player] == 0:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "{player} is all-in: there is nothing to act on."),
            player=name,
        )
    reached = _turn_reached(hand, player)
    if not isinstance(action, Fold):
        reached.verify(action)  # the amount as his turn would find it (the engine's sentence)


def _rule_out_of_turn(hand: Hand, action: Action | None, source: str) -> Ruling:
    if action is None:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "Say who acted out of turn and what he did.")
        )
    verify_out_of_turn(hand, action)
    player = action.player  # type: ignore[union-attr]
    name = hand.name(player)
    done = action_words(hand, action)
    steps: tuple[Step, ...]
    if isinstance(action, Fold):
        steps = (Step(_OUT_OF_TURN_FOLD[0]), Step(_OUT_OF_TURN_FOLD[1], (name,)))
    else:
        steps = (
            Step(_OUT_OF_TURN[0], (name,)),
            Step(_OUT_OF_TURN[1], (name, done)),
            Step(_OUT_OF_TURN[2], (name,)),
        )
    return Ruling(DealerError.OUT_OF_TURN, Effect.HOLD, steps, source, player, action)


@dataclass(frozen=True, slots=True)
class HeldAction:
    """An action out of turn, or a dead hand's fold, waiting for the player's turn.

    ``level`` is the bet to match when it was recorded (``hand.round.highest``) on ``street``;
    ``words`` how the action read then. A fold out of turn and a dead hand (``dead``) bind
    whatever happens before the player's turn.
    """

    player: int
    action: Action
    level: int
    street: int
    words: Step
    dead: bool = False

    @classmethod
    def of(cls, hand: Hand, action: Action, *, dead: bool = False) -> HeldAction:
        """``action`` held at this point of ``hand``."""
        player = getattr(action, "player", None)
        if not isinstance(player, int):
            raise IllegalAction(NOT_AN_ACTION_OUT_OF_TURN)
        words = action_words(hand, action)
        return cls(player, action, hand.round.highest, hand.street, words, dead)

    @property
    def binding(self) -> bool:
        return self.dead or isinstance(self.action, Fold)


@dataclass(frozen=True, slots=True)
class Resolution:
    """What happens to a held action now that the player's turn has come."""

    action: Action | None  # what to apply for the player (None: he has every option)
    step: Step  # the sentence for the log


def resolve(hand: Hand, held: HeldAction) -> Resolution | None:
    """The held action's fate, once the hand reaches the player (None: not his turn yet).

    A binding fold is taken at his turn (a dead hand's at the showdown too, as a muck); any
    other action stands if the action to him has not changed (TDA 53), otherwise he has every
    option back.
    """
    name = hand.name(held.player)
    if held.dead and hand.phase is Phase.SHOWDOWN and hand.shower == held.player:
        return Resolution(Muck(held.player), Step(KILLED_NOW, (name,)))
    if hand.phase is not Phase.BET or hand.actor != held.player:
        return None
    if held.binding:
        if hand.round.bring_in_due:
            return None  # the bring-in is forced: his fold waits for his next turn
        template = KILLED_NOW if held.dead else HELD_FOLD_STANDS
        return Resolution(Fold(held.player), Step(template, (name,)))
    unchanged = held.street == hand.street and hand.round.highest == held.level
    if unchanged and hand.can(held.action):
        return Resolution(held.action, Step(HELD_STANDS, (name, held.words)))
    return Resolution(None, Step(HELD_RELEASED, (name, held.words)))
