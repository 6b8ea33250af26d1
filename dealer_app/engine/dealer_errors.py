"""Dealer errors (RULES 9): the dealer says what went wrong, the engine says what the rules do.

The cards are real and the dealer does not enter the deal itself, so most remedies are
instructions for the dealer's hands (reshuffle, set a card aside) and leave the hand as it is.
Two things change the hand: a redeal of the first card, and a misdeal, which start the same hand
again with the same button and blinds (:attr:`Ruling.restarts_hand`). A misdeal can no longer
be declared once there has been substantial action (TDA 35-36 and WSOP; Robert's Rules say the
same): two actions in turn of which at least one puts chips in, or any three actions in turn.
Then the hand is played out.

The deal errors of RULES 9 are those of the hold'em deal (a flashed card becomes the burn card
for the flop); a misdeal applies in every game.

>>> from dealer_app.engine.hand import CheckCall, Hand, HandSetup
>>> from dealer_app.engine.variants import VARIANTS
>>> hand = Hand(HandSetup(VARIANTS["nlhe"], (100,) * 3, blinds=(1, 2, 0), min_bet=2))
>>> rule_on(hand, DealerError.CARDS_EXPOSED).remedy
<Remedy.MISDEAL: 'misdeal'>
>>> _ = hand.apply(CheckCall(2)); _ = hand.apply(CheckCall(0))
>>> rule_on(hand, DealerError.CARDS_EXPOSED).remedy
<Remedy.PLAY_ON: 'play on'>
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.hand import BetRaise, BringIn, CheckCall, Fold, Hand, Phase
from dealer_app.engine.variants import Family


class DealerError(StrEnum):
    """What the dealer reports, in the words of RULES 9."""

    FIRST_CARD_FLASHED = "first card flashed"
    CARD_FLASHED = "card flashed"  # a card of the deal after the first
    CARDS_EXPOSED = "two or more cards exposed"
    SEAT_MISSED = "seat missed"
    WRONG_FIRST_SEAT = "first card to the wrong seat"
    FLOP_TOO_MANY = "more than three flop cards turned"
    TWO_CARDS_TURNED = "two cards turned for the turn or river"
    TURN_TOO_EARLY = "turn shown before the flop betting ended"


class Remedy(StrEnum):
    REDEAL = "redeal"  # reshuffle and deal the hand again
    CONTINUE_DEAL = "continue the deal"  # the card is the burn card, the deal goes on
    MISDEAL = "misdeal"  # collect, reshuffle, redeal
    PLAY_ON = "play on"  # too late for a misdeal: the hand is played out
    REDEAL_BOARD = "redeal the board cards"  # the turned cards go back, the stub is reshuffled
    SET_ASIDE = "set the card aside"  # the early turn card waits, then goes back for the river


@dataclass(frozen=True, slots=True)
class Ruling:
    """What the rules say about one dealer error at this point of the hand."""

    error: DealerError
    remedy: Remedy
    text: str  # the instruction for the dealer, in full sentences
    restarts_hand: bool  # the same hand starts again: same button, blinds and players

    @property
    def misdeal_refused(self) -> bool:
        return self.remedy is Remedy.PLAY_ON


_DEAL_ERRORS = (DealerError.FIRST_CARD_FLASHED, DealerError.CARD_FLASHED)
_MISDEALS = (DealerError.CARDS_EXPOSED, DealerError.SEAT_MISSED, DealerError.WRONG_FIRST_SEAT)
_BOARD_ERRORS = (
    DealerError.FLOP_TOO_MANY,
    DealerError.TWO_CARDS_TURNED,
    DealerError.TURN_TOO_EARLY,
)


def substantial_action(hand: Hand) -> bool:
    """TDA 35: two actions in turn, at least one putting chips in, or any three in turn.
    Forced bets (blinds, antes) are not actions in turn; a bring-in is."""
    replay = Hand(hand.setup)
    in_turn = with_chips = 0
    for action in hand.actions:
        if isinstance(action, Fold | CheckCall | BetRaise | BringIn):
            in_turn += 1
            checks = isinstance(action, CheckCall) and replay.options().can_check
            if not isinstance(action, Fold) and not checks:
                with_chips += 1
            if in_turn >= 3 or (in_turn == 2 and with_chips):
                return True
        replay.apply(action)
    return False


def _in_turn_actions(hand: Hand) -> int:
    return sum(
        1 for action in hand.actions if isinstance(action, Fold | CheckCall | BetRaise | BringIn)
    )


def errors_possible(hand: Hand) -> tuple[DealerError, ...]:
    """The errors :func:`rule_on` can rule on at this point of the hand, in RULES 9 order."""
    return tuple(error for error in DealerError if _refusal(hand, error) is None)


def rule_on(hand: Hand, error: DealerError) -> Ruling:
    """The ruling on ``error`` now; :class:`IllegalAction` when it cannot have happened now."""
    refusal = _refusal(hand, error)
    if refusal is not None:
        raise IllegalAction(refusal)
    if error is DealerError.FIRST_CARD_FLASHED:
        return Ruling(
            error,
            Remedy.REDEAL,
            "The first card of the deal was flashed: reshuffle and redeal. "
            "The same hand starts again with the same button and blinds.",
            restarts_hand=True,
        )
    if error is DealerError.CARD_FLASHED:
        return Ruling(
            error,
            Remedy.CONTINUE_DEAL,
            "The flashed card becomes the burn card for the flop. Finish the deal, then give the "
            "player it was meant for the next card.",
            restarts_hand=False,
        )
    if error in _MISDEALS:
        if substantial_action(hand):
            return Ruling(
                error,
                Remedy.PLAY_ON,
                "No misdeal: there has been substantial action (two actions in turn, one of "
                "them putting chips in, or three actions in turn). The hand is played out.",
                restarts_hand=False,
            )
        return Ruling(
            error,
            Remedy.MISDEAL,
            "Misdeal: collect the cards, reshuffle and redeal. The same hand starts again with "
            "the same button and blinds.",
            restarts_hand=True,
        )
    if error is DealerError.FLOP_TOO_MANY:
        return Ruling(
            error,
            Remedy.REDEAL_BOARD,
            "Put the turned cards back into the stub and reshuffle it, then deal the flop again "
            "without a new burn card: the burn card stays.",
            restarts_hand=False,
        )
    if error is DealerError.TWO_CARDS_TURNED:
        return Ruling(
            error,
            Remedy.REDEAL_BOARD,
            "Put both cards back into the stub and reshuffle it, then turn one card again "
            "without a new burn card: the burn card stays.",
            restarts_hand=False,
        )
    return Ruling(
        error,
        Remedy.SET_ASIDE,
        "Set that card aside: it is not the turn. When the flop betting is over, burn and turn "
        "as usual. After the turn betting, put the set-aside card back into the stub and "
        "reshuffle it before the burn and the river.",
        restarts_hand=False,
    )


def _refusal(hand: Hand, error: DealerError) -> str | None:
    """Why ``error`` cannot be ruled on now (None when it can)."""
    if hand.finished:
        return "The hand is over: a dealer error is ruled on during the hand."
    board_game = hand.variant.family is Family.BOARD
    if error in _DEAL_ERRORS:
        if not board_game:
            return "A flashed card is ruled on as in hold'em: the game has no flop to burn it for."
        if _in_turn_actions(hand) or hand.board:
            return "The deal is over: a flashed card is ruled on while the cards are dealt."
        return None
    if error in _MISDEALS:
        return None
    if not board_game:
        return "This game has no board: board errors do not apply."
    streets = hand.variant.streets
    due = hand.need()
    if error is DealerError.FLOP_TOO_MANY:
        if due.kind == "board" and streets[hand.street].board == 3 and not hand.board:
            return None
        return f"No flop is being dealt now: {due.text}"
    if error is DealerError.TWO_CARDS_TURNED:
        if due.kind == "board" and streets[hand.street].board == 1:
            return None
        return f"No turn or river is being dealt now: {due.text}"
    flop_betting = hand.phase is Phase.BET and len(hand.board) == 3 and hand.actor is not None
    if flop_betting and streets[hand.street].board == 3:
        return None
    return f"The flop betting is not in progress: {due.text}"
