"""The engine's quick paths give what the plain definitions give.

Speed work (bench/replay.py) replaced loops by shortcuts: side pots from sorted contributions,
showing-hand strengths kept by rank multiset, a card check answered before its loop. Each test
here states the plain rule and checks the shortcut against it on many inputs.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_app.engine import evaluation
from dealer_app.engine.cards import DECK, CardsInPlay, parse_known_cards
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.hand import BringIn, CheckCall, DealHole, Hand, HandSetup
from dealer_app.engine.pots import Pot, side_pots
from dealer_app.engine.variants import VARIANTS


def plain_side_pots(committed: list[int], folded: list[bool]) -> list[Pot]:
    """RULES 7 word for word: a pot per all-in level of a live player, dead money included."""
    pots: list[Pot] = []
    previous = 0
    for level in sorted({amount for amount, out in zip(committed, folded, strict=True) if not out}):
        amount = sum(min(put_in, level) - min(put_in, previous) for put_in in committed)
        eligible = tuple(
            player
            for player, put_in in enumerate(committed)
            if put_in >= level and not folded[player]
        )
        if pots and pots[-1].eligible == eligible:
            pots[-1] = Pot(pots[-1].amount + amount, eligible)
        else:
            pots.append(Pot(amount, eligible))
        previous = level
    leftover = sum(put_in - previous for put_in in committed if put_in > previous)
    if leftover:
        if pots:
            pots[-1] = Pot(pots[-1].amount + leftover, pots[-1].eligible)
        else:
            pots.append(Pot(leftover, ()))
    return [pot for pot in pots if pot.amount]


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(min_value=0, max_value=60), st.booleans()), min_size=2, max_size=10
    )
)
def test_side_pots_match_the_plain_rule(seats: list[tuple[int, bool]]) -> None:
    committed = [amount for amount, _ in seats]
    folded = [out for _, out in seats]
    pots = side_pots(committed, folded)
    assert pots == plain_side_pots(committed, folded)
    assert sum(pot.amount for pot in pots) == sum(committed)


def test_side_pots_with_equal_all_ins_make_one_pot_each_level() -> None:
    pots = side_pots([100, 100, 300, 300, 50], [False, False, False, False, True])
    assert pots == [Pot(450, (0, 1, 2, 3)), Pot(400, (2, 3))]


def plain_showing(cards: list[int], *, low: bool) -> tuple[int, ...]:
    """Who acts first on a stud street: counts of a rank, then ranks, high (razz: low) first."""
    ranks = [card // 4 + 2 for card in cards]
    if low:
        ranks = [1 if rank == 14 else rank for rank in ranks]
    groups = sorted(((ranks.count(rank), rank) for rank in set(ranks)), reverse=True)
    counts = tuple(count for count, _ in groups)
    order = tuple(rank for _, rank in groups)
    if low:  # pairs are bad in razz; then the lower the ranks, the better
        return tuple(-count for count in counts) + tuple(-rank for rank in order)
    return counts + order


def test_showing_strengths_order_hands_as_the_plain_rule() -> None:
    rng = random.Random(7)
    for _ in range(3000):
        size = rng.randint(1, 4)
        first, second = rng.sample(range(52), size), rng.sample(range(52), size)
        for low, showing in ((False, evaluation.showing_high), (True, evaluation.showing_low)):
            plain = plain_showing(first, low=low), plain_showing(second, low=low)
            ours = showing([DECK[c] for c in first]), showing([DECK[c] for c in second])
            assert (plain[0] > plain[1]) == (ours[0] > ours[1]), (first, second, low)
            assert (plain[0] == plain[1]) == (ours[0] == ours[1]), (first, second, low)


@pytest.mark.parametrize("bad", [[], [DECK[0]] * 2, list(DECK[:5]), ["As"]])
def test_showing_refuses_what_is_not_one_to_four_cards(bad: list[object]) -> None:
    with pytest.raises(IllegalAction):
        evaluation.showing_high(bad)  # type: ignore[arg-type]


def test_card_check_refuses_one_card_and_several_alike() -> None:
    record = CardsInPlay()
    record.add(parse_known_cards("Kd"), "on the board")
    with pytest.raises(IllegalAction, match="K♦ is already on the board"):
        record.check(parse_known_cards("Kd"))
    with pytest.raises(IllegalAction, match="K♦ is already on the board"):
        record.check(parse_known_cards("As Kd"))
    with pytest.raises(IllegalAction, match="A♠ is entered twice"):
        record.check(parse_known_cards("As As"))
    record.check((None, None, parse_known_cards("Qs")[0]))  # unseen cards are no card


def test_stud_bring_in_and_first_to_act_follow_the_upcards() -> None:
    """The deal's quick path: the razz bring-in is the highest card (ace low, spades high on a
    tie); fourth street opens with the best showing hand."""
    setup = HandSetup(VARIANTS["razz"], (100,) * 3, antes=(1,) * 3, bring_in=2, small_bet=4,
                      big_bet=8)  # fmt: skip
    hand = Hand(setup)
    for player, card in enumerate(parse_known_cards("Kc As Kh")):
        hand.apply(DealHole(player, (None, None, card)))
    assert hand.actor == 2  # K♥ over K♣, the ace is low
    hand.apply(BringIn(2))
    hand.apply(CheckCall(0))
    hand.apply(CheckCall(1))
    for player, card in enumerate(parse_known_cards("2c 3d 4h")):
        hand.apply(DealHole(player, (card,)))
    assert hand.actor == 1  # A-3 is the lowest showing hand
    with pytest.raises(IllegalAction, match="already has the cards of this street"):
        hand.apply(DealHole(1, parse_known_cards("5s")))
