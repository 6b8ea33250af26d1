"""Hand evaluation speed: ours against PokerKit's, on the same random deals.

(a) a 7-card high hand (2 hole cards + 5 board cards), (b) an Omaha hi/lo hand (4 hole cards
+ 5 board cards, the high and the 8-or-better low).  Prints evaluations per second of each
and the ratio; the target is 50 times PokerKit.  Exits 1 if a ratio misses it or the two
evaluators order a pair of hands differently.

Run: ``python bench/evaluation.py``
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Sequence
from itertools import pairwise
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pokerkit

from dealer_app.engine import evaluation
from dealer_app.engine.cards import DECK, Card

TARGET_RATIO = 50
SEED = 20240601
HIGH_DEALS = 5000
OMAHA_DEALS = 2000
REPEATS = 20  # ours: best of 20 short passes
POKERKIT_REPEATS = 3  # PokerKit: best of 3 (each pass takes about a second)

PK_CARD = {card: next(pokerkit.Card.parse(str(card))) for card in DECK}
Deal = tuple[tuple[Card, ...], tuple[Card, ...]]
PokerKitDeal = tuple[tuple[pokerkit.Card, ...], tuple[pokerkit.Card, ...]]


def make_deals(count: int, hole: int, rng: random.Random) -> list[Deal]:
    deals = []
    for _ in range(count):
        drawn = tuple(rng.sample(DECK, hole + 5))
        deals.append((drawn[:hole], drawn[hole:]))
    return deals


def to_pokerkit(deals: Sequence[Deal]) -> list[PokerKitDeal]:
    """The same deals as PokerKit cards, converted before timing."""
    return [
        (tuple(PK_CARD[c] for c in hole), tuple(PK_CARD[c] for c in board)) for hole, board in deals
    ]


def rate(
    evaluate: Callable[[Any], list[Any]], deals: Sequence[Any], repeats: int
) -> tuple[float, list[Any]]:
    """Best evaluations per second over `repeats` passes, and the results of the last pass."""
    best, results = 0.0, []
    for _ in range(repeats):
        start = time.perf_counter()
        results = evaluate(deals)
        best = max(best, len(deals) / (time.perf_counter() - start))
    return best, results


def ours_high(deals: Sequence[Deal]) -> list[Any]:
    high = evaluation.high
    return [high(hole + board) for hole, board in deals]


def theirs_high(deals: Sequence[PokerKitDeal]) -> list[Any]:
    hand = pokerkit.StandardHighHand
    return [hand.from_game(hole, board) for hole, board in deals]


def ours_omaha(deals: Sequence[Deal]) -> list[Any]:
    hi_lo = evaluation.omaha_hi_lo
    return [hi_lo(hole, board) for hole, board in deals]


def theirs_omaha(deals: Sequence[PokerKitDeal]) -> list[Any]:
    high, low = pokerkit.OmahaHoldemHand, pokerkit.OmahaEightOrBetterLowHand
    results = []
    for hole, board in deals:
        try:
            low_hand = low.from_game(hole, board)
        except ValueError:  # no qualifying low
            low_hand = None
        results.append((high.from_game(hole, board), low_hand))
    return results


def _order(a: Any, b: Any) -> int:
    if a is None or b is None:
        return int(a is not None) - int(b is not None)
    return int(a > b) - int(a < b)


def disagreements(ours: list[Any], theirs: list[Any]) -> int:
    """Consecutive deals ordered differently by the two evaluators (should be 0)."""
    flat_ours = [v if isinstance(v, tuple) else (v,) for v in ours]
    flat_theirs = [v if isinstance(v, tuple) else (v,) for v in theirs]
    return sum(
        _order(a, b) != _order(c, d)
        for (ours_a, ours_b), (theirs_a, theirs_b) in zip(
            pairwise(flat_ours), pairwise(flat_theirs), strict=True
        )
        for a, b, c, d in zip(ours_a, ours_b, theirs_a, theirs_b, strict=True)
    )


def main() -> int:
    rng = random.Random(SEED)
    high_deals = make_deals(HIGH_DEALS, 2, rng)
    omaha_deals = make_deals(OMAHA_DEALS, 4, rng)
    pk_high, pk_omaha = to_pokerkit(high_deals), to_pokerkit(omaha_deals)

    start = time.perf_counter()
    evaluation.high(high_deals[0][0] + high_deals[0][1])
    evaluation.omaha_hi_lo(*omaha_deals[0])
    print(f"first evaluations (table entries filled as met) in {time.perf_counter() - start:.3f} s")

    ok = True
    cases = [
        ("7-card high", high_deals, pk_high, ours_high, theirs_high),
        ("Omaha hi/lo", omaha_deals, pk_omaha, ours_omaha, theirs_omaha),
    ]
    for label, deals, pk_deals, ours, theirs in cases:
        ours_rate, ours_results = rate(ours, deals, REPEATS)
        theirs_rate, theirs_results = rate(theirs, pk_deals, POKERKIT_REPEATS)
        ratio = ours_rate / theirs_rate
        wrong = disagreements(ours_results, theirs_results)
        verdict = "met" if ratio >= TARGET_RATIO else "NOT met"
        ok = ok and ratio >= TARGET_RATIO and wrong == 0
        print(
            f"{label:12} ours {ours_rate:>10,.0f}/s   PokerKit {theirs_rate:>8,.0f}/s   "
            f"ratio {ratio:6.1f}x  (target {TARGET_RATIO}x {verdict}; "
            f"{len(deals)} deals, ordering disagreements: {wrong})"
        )
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
