"""Long checks of the hand evaluators (`make deep-check`): PokerKit agreement on 100,000 random
pairs of deals per hand type, and every five-card hand for each kind of low.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings

from dealer_app.engine.cards import DECK, Card, parse_known_cards
from dealer_app.engine.evaluation import ace_to_five_low, deuce_to_seven_low, low8
from tests.engine.test_evaluation import (
    ORACLES,
    assert_cards_shown_make_the_value,
    check_agreement,
    deals,
)

pytestmark = pytest.mark.deep


@pytest.mark.parametrize("kind", sorted(ORACLES))
def test_ordering_agrees_with_pokerkit_100000_pairs(kind: str) -> None:
    outcomes = check_agreement(kind, 100_000, seed=7)
    assert outcomes.total() == 100_000


def test_every_five_card_low8() -> None:
    counts = Counter(value for value in map(low8, combinations(DECK, 5)))
    # C(8, 5) = 56 lows, each in 4 ** 5 suit patterns; every other hand has none.
    assert len(counts) == 57
    assert counts.pop(None) == 2598960 - 56 * 4**5
    assert set(counts.values()) == {4**5}


def test_every_five_card_razz_low() -> None:
    counts = Counter(value.strength for value in map(ace_to_five_low, combinations(DECK, 5)))
    assert len(counts) == 6175  # rank multisets: suits never count
    best = ace_to_five_low(parse_known_cards("As 2d 3c 4h 5s"))
    assert max(counts) == best.strength and counts[best.strength] == 4**5


def test_every_five_card_deuce_to_seven_low() -> None:
    counts = Counter(value.strength for value in map(deuce_to_seven_low, combinations(DECK, 5)))
    assert len(counts) == 7462
    best = deuce_to_seven_low(parse_known_cards("7s 5d 4c 3h 2s"))
    assert max(counts) == best.strength and counts[best.strength] == 4**5 - 4


@settings(max_examples=5000, deadline=None)
@given(deals)
def test_cards_shown_make_the_value_many(drawn: list[Card]) -> None:
    assert_cards_shown_make_the_value(drawn)
