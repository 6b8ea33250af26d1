"""Prize money: the payouts by place, ties, and the two deals shown at a final table (RULES 11).

Amounts are integers in the currency's smallest unit; every list of amounts adds up exactly to
what it divides. Rounding goes to ``unit`` (the director's currency unit); what cannot be
divided in that unit goes one unit at a time to the higher places (a tie: in the order the
tied players are given), and what is left below one unit goes to the first of them.

>>> payouts(100_000, (50, 30, 20), unit=100)
(50000, 30000, 20000)
>>> sum(payouts(99_999, (45, 27, 18, 10), unit=100))
99999
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import cache

from dealer_app.engine.tournament.setup import TournamentError
from dealer_app.messages import QT_TRANSLATE_NOOP


def _divide(total: int, weights: Sequence[int], unit: int) -> tuple[int, ...]:
    """``total`` in proportion to ``weights``: each share rounded down to ``unit``, the units
    left over one each to the largest remainders (earlier first on equal remainders), and what
    is left below one unit to the first share."""
    weight_sum = sum(weights)
    if weight_sum <= 0:
        raise TournamentError(
            QT_TRANSLATE_NOOP("Messages", "The shares must add up to more than zero.")
        )
    exact = [Fraction(total * w, weight_sum) for w in weights]
    amounts = [int(value // unit) * unit for value in exact]
    left = total - sum(amounts)
    order = sorted(range(len(weights)), key=lambda i: (-(exact[i] - amounts[i]), i))
    for i in order:
        if left < unit:
            break
        amounts[i] += unit
        left -= unit
    amounts[0] += left
    return tuple(amounts)


def payouts(pool: int, shares: Sequence[int], *, unit: int = 1) -> tuple[int, ...]:
    """The prize of each paid place, place 1 first, adding up exactly to ``pool``.

    >>> payouts(1_000, (1, 1, 1), unit=1)
    (334, 333, 333)
    """
    if pool < 0:
        raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The prize pool cannot be negative."))
    if not shares or any(share < 0 for share in shares):
        raise TournamentError(
            QT_TRANSLATE_NOOP("Messages", "Payout shares must be given and not negative.")
        )
    return _divide(pool, shares, unit)


def split_tie(prizes: Sequence[int], players: int, *, unit: int = 1) -> tuple[int, ...]:
    """Tied players share the prizes of the places they cover equally (RULES 11); the units
    that do not divide go one each to the first players given (the fixed order: table, seat).

    >>> split_tie((3000, 2000), 2, unit=100)
    (2500, 2500)
    >>> split_tie((1000, 600, 550), 3, unit=100)
    (750, 700, 700)
    """
    return _divide(sum(prizes), [1] * players, unit)


def chip_chop(stacks: Sequence[int], prizes: Sequence[int], *, unit: int = 1) -> tuple[int, ...]:
    """The chip-chop deal: every remaining player is guaranteed the lowest prize left, and the
    rest is shared in proportion to chips (RULES 11).

    >>> chip_chop((600, 300, 100), (5000, 3000, 2000), unit=1)
    (4400, 3200, 2400)
    """
    _check_deal(stacks, prizes)
    players = len(stacks)
    prizes = _padded(prizes, players)
    guaranteed = prizes[players - 1]
    extra = sum(prizes[:players]) - guaranteed * players
    shares = _divide(extra, stacks, unit)
    return tuple(guaranteed + share for share in shares)


def icm(stacks: Sequence[int], prizes: Sequence[int], *, unit: int = 1) -> tuple[int, ...]:
    """The independent chip model (Malmuth-Harville): each player's chance of every place from
    his share of the chips, his equity the prizes weighted by those chances, rounded so that
    the deal adds up to the prizes left.

    >>> icm((500, 500), (7000, 3000))
    (5000, 5000)
    >>> icm((600, 300, 100), (5000, 3000, 2000))
    (4124, 3383, 2493)
    """
    _check_deal(stacks, prizes)
    prizes = _padded(prizes, len(stacks))
    equities = _icm_equities(tuple(stacks), tuple(prizes[: len(stacks)]))
    total = sum(prizes[: len(stacks)])
    return _round_to(total, equities, unit)


def _round_to(total: int, exact: Sequence[Fraction], unit: int) -> tuple[int, ...]:
    amounts = [int(value // unit) * unit for value in exact]
    left = total - sum(amounts)
    order = sorted(range(len(exact)), key=lambda i: (-(exact[i] - amounts[i]), i))
    for i in order:
        if left < unit:
            break
        amounts[i] += unit
        left -= unit
    amounts[order[0]] += left
    return tuple(amounts)


def _icm_equities(stacks: tuple[int, ...], prizes: tuple[int, ...]) -> tuple[Fraction, ...]:
    players = len(stacks)

    @cache
    def reach(placed: int) -> Fraction:
        """Chance that exactly the players in the bit set ``placed`` took the top places."""
        if placed == 0:
            return Fraction(1)
        chance = Fraction(0)
        for player in range(players):
            bit = 1 << player
            if placed & bit:
                before = placed ^ bit
                left = sum(stacks[i] for i in range(players) if not before & (1 << i))
                chance += reach(before) * Fraction(stacks[player], left)
        return chance

    equities = [Fraction(0)] * players
    for placed in range(1, 1 << players):
        place = bin(placed).count("1")  # the place the last of them took
        for player in range(players):
            bit = 1 << player
            if placed & bit:
                before = placed ^ bit
                left = sum(stacks[i] for i in range(players) if not before & (1 << i))
                equities[player] += (
                    reach(before) * Fraction(stacks[player], left) * prizes[place - 1]
                )
    return tuple(equities)


MAX_DEAL_PLAYERS = 10


def _check_deal(stacks: Sequence[int], prizes: Sequence[int]) -> None:
    if len(stacks) < 2:
        raise TournamentError(QT_TRANSLATE_NOOP("Messages", "A deal needs at least two players."))
    if len(stacks) > MAX_DEAL_PLAYERS:
        raise TournamentError(
            QT_TRANSLATE_NOOP(
                "Messages", "A deal is computed for at most {most} players, not {players}."
            ),
            most=MAX_DEAL_PLAYERS,
            players=len(stacks),
        )
    if any(stack <= 0 for stack in stacks):
        raise TournamentError(QT_TRANSLATE_NOOP("Messages", "Every player in a deal has chips."))
    if not any(prizes[: len(stacks)]):
        raise TournamentError(QT_TRANSLATE_NOOP("Messages", "There is no prize left to share."))


def _padded(prizes: Sequence[int], players: int) -> tuple[int, ...]:
    """The prizes of places 1 to ``players`` (0 for the places not paid)."""
    return tuple(prizes[:players]) + (0,) * (players - len(prizes))
