"""Pots and side pots, uncalled bets, and the exact chips each winner receives (RULES 7).

>>> [(pot.amount, pot.eligible) for pot in side_pots([100, 300, 300, 50], [False, False, False, True])]
[(350, (0, 1, 2)), (400, (1, 2))]
>>> split_amount(103, 2, 1)
[52, 51]
>>> split_amount(105, 2, 5)
[55, 50]
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from dealer_app.engine.evaluation import HandValue
from dealer_app.messages import Message

Half = Literal["high", "low", "whole"]


@dataclass(frozen=True, slots=True)
class Pot:
    """Chips in the middle that the same players can win."""

    amount: int
    eligible: tuple[int, ...]  # players who reached this pot's level and did not fold


@dataclass(frozen=True, slots=True)
class Award:
    """What one player receives from one pot, and why."""

    player: int
    amount: int
    half: Half
    hand: HandValue | None  # the hand that won this share (None: won without showing)
    low_hand: HandValue | None = None  # a "whole" share won with both halves of a hi/lo pot
    odd_chips: int = 0
    odd_chip_reason: Message | None = None  # "highest card by suit (K♠)"; str() is English


@dataclass(frozen=True, slots=True)
class PotResult:
    """One pot at the end of the hand: its size, who could win it, and the awards."""

    amount: int
    eligible: tuple[int, ...]
    awards: tuple[Award, ...]
    # Why the pot went as it did, when it is worth saying: "No qualifying low: the high hand
    # takes the whole pot." (str() is the English sentence); None otherwise.
    note: Message | None = None
    # A hi/lo pot split in halves: what the high half has more than the low half, the odd chip
    # it takes when the pot does not split in two (RULES 7); 0 otherwise.
    high_half_odd_chip: int = 0
    # A hi/lo pot split in halves: each half's chips (the low half is the pot minus the high,
    # RULES 7); both 0 when the pot is not split in halves (one winner, a scoop, no low).
    high_half: int = 0
    low_half: int = 0


def side_pots(committed: Sequence[int], folded: Sequence[bool], dead: int = 0) -> list[Pot]:
    """Split everything the players put in into a main pot and side pots (RULES 7).

    Each pot holds contributions up to one all-in level from every player who reached it;
    folded chips stay in as dead money. Each live player's level closes a pot, so no two pots
    have the same eligible players.
    ``committed`` must already exclude uncalled bets. ``dead`` is money nobody matches, a
    big-blind ante: it goes to the main pot, which every live player can win (TDA 2024).

    >>> [(pot.amount, pot.eligible) for pot in side_pots([10, 20, 20], [True, False, False], 20)]
    [(70, (1, 2))]
    >>> [(pot.amount, pot.eligible) for pot in side_pots([0, 40, 40], [False, False, False], 5)]
    [(5, (0, 1, 2)), (80, (1, 2))]
    """
    ordered = sorted(committed)
    eligible = [player for player, out in enumerate(folded) if not out]
    pots: list[Pot] = []
    below = 0  # chips already taken into the pots of lower levels
    for level in sorted({committed[player] for player in eligible}):
        # Everybody's chips up to this level: the smaller contributions whole, the others capped.
        smaller = bisect_left(ordered, level)
        upto = sum(ordered[:smaller]) + level * (len(ordered) - smaller)
        # Each level drops the live players who stopped at the level below: never the same pot.
        eligible = [player for player in eligible if committed[player] >= level]
        pots.append(Pot(upto - below + (0 if pots else dead), tuple(eligible)))
        below = upto
    # Dead chips above every live player's level (a folded over-contribution) join the last pot.
    leftover = sum(committed) - below + (0 if pots else dead)
    if leftover:
        if pots:
            pots[-1] = Pot(pots[-1].amount + leftover, pots[-1].eligible)
        else:
            pots.append(Pot(leftover, ()))
    return [pot for pot in pots if pot.amount]


def split_amount(amount: int, ways: int, chip_unit: int) -> list[int]:
    """Shares of ``amount`` among ``ways`` winners in whole chips, in odd-chip order.

    Nobody receives more than one odd chip (RULES 7); a remainder smaller than the chip unit
    (it cannot be split at all) goes with the first share.

    >>> split_amount(66, 2, 1), split_amount(100, 3, 1), split_amount(7, 3, 5)
    ([33, 33], [34, 33, 33], [7, 0, 0])
    """
    units, dust = divmod(amount, chip_unit)
    base, odd = divmod(units, ways)
    shares = [(base + (1 if position < odd else 0)) * chip_unit for position in range(ways)]
    shares[0] += dust
    return shares
