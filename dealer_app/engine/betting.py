"""The legal options of the player to act, and the arithmetic of bet sizes (RULES 3).

Terms: *bet-to* is the total a player has put in during the current round; *to call* is the
highest bet-to minus the player's own; *pot* is every chip already in the middle, this round's
bets, blinds and antes included.

>>> pot_limit_max_raise_to(highest=20, pot=30, to_call=20)  # blinds 10/20, first to act
70
>>> pot_limit_max_raise_to(highest=70, pot=100, to_call=70)
240
>>> pot_limit_max_raise_to(highest=0, pot=570, to_call=0)  # flop, no bet yet
570
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from dealer_app.messages import money_text  # an amount in English: 1550 chips at 2 decimals, 15.50

__all__ = ["NoRaise", "Options", "money_text", "pot_limit_max_raise_to"]


class NoRaise(StrEnum):
    """Why the player to act may not bet or raise."""

    CAPPED = "capped"
    NOT_REOPENED = "not re-opened"
    CANNOT_COVER = "all in already"  # calling takes every chip the player has
    NOBODY_TO_RAISE = "nobody left to raise"  # every other player is all-in


@dataclass(frozen=True, slots=True)
class Options:
    """What the player to act may do now; the window offers exactly this."""

    player: int
    can_check: bool
    to_call: int  # the full amount needed to match the highest bet
    call_amount: int  # what calling actually puts in: less when the player is short (all-in)
    can_raise: bool
    is_bet: bool  # no bet yet this round: "bet" rather than "raise" (stud: "complete")
    min_to: int | None  # smallest legal bet-to or raise-to (an all-in for less may be lower)
    max_to: int | None  # largest legal bet-to or raise-to (pot limit: "the pot")
    all_in_to: int  # the player's bet-to when all-in
    no_raise: NoRaise | None = None
    fixed: bool = False  # fixed limit: only min_to or max_to (or the all-in), nothing between
    bring_in: int | None = None  # stud: the bring-in decision (post it or complete)
    is_completion: bool = False  # stud: a bet now completes the bring-in to the small bet
    big_bet_allowed: bool = False  # stud fourth street, open pair: the big bet may open
    half_pot_to: int | None = None  # call, then raise by half the pot (within min and max)
    pot_to: int | None = None  # the "Pot" button's amount: the maximum, in pot limit only
    is_all_in_call: bool = False  # calling takes every chip the player has (or is for less)

    def allows_raise_to(self, amount: int) -> bool:
        """Whether ``amount`` is a legal bet-to (an all-in below the minimum included)."""
        if not self.can_raise or self.min_to is None or self.max_to is None:
            return False
        # min_to and max_to are already capped at the all-in, so an all-in for less is min_to.
        if self.fixed:
            return amount in (self.min_to, self.max_to)
        return self.min_to <= amount <= self.max_to


def pot_limit_max_raise_to(*, highest: int, pot: int, to_call: int) -> int:
    """Pot limit: call first, then raise by the whole pot (RULES 3).

    ``pot`` is every chip in the middle including this round's bets; the result is the bet-to.

    >>> pot_limit_max_raise_to(highest=570, pot=1140, to_call=570)
    2280
    >>> pot_limit_max_raise_to(highest=150, pot=500, to_call=150)
    800
    """
    return highest + pot + to_call
