"""RULES.md section 2: hand rankings (high, Omaha, 8-or-better, razz, 2-7, stud showing hands).

PokerKit is the independent oracle for the ordering of hands (DESIGN.md "Real parts"); the
examples of RULES.md are tests named after their clause.
"""

from __future__ import annotations

import doctest
import random
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement
from typing import Any

import pokerkit
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_app.engine import evaluation
from dealer_app.engine.cards import DECK, Card, card_of, parse_known_cards
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.evaluation import (
    HandValue,
    ace_to_five_low,
    deuce_to_seven_low,
    high,
    low8,
    omaha_hi_lo,
    omaha_high,
    omaha_low8,
    showing_high,
    showing_low,
)
from dealer_app.messages import Message, Rank


def cards(text: str) -> tuple[Card, ...]:
    return parse_known_cards(text)


# ---------------------------------------------------------------------------------------------
# High hands (RULES.md section 2, seed 004)


def test_high_category_order() -> None:
    ladder = [
        "Ac Jd 9h 5s 2c",  # high card
        "2c 2d 3h 4s 6c",  # pair
        "3c 3d 2h 2s 4c",  # two pair
        "2c 2d 2h 3s 4c",  # three of a kind
        "Ac 2d 3h 4s 5c",  # straight (the lowest one)
        "2d 3d 4d 5d 7d",  # flush
        "2c 2d 2h 3s 3c",  # full house
        "2c 2d 2h 2s 3c",  # four of a kind
        "Ah 2h 3h 4h 5h",  # straight flush
        "Th Jh Qh Kh Ah",  # royal flush
    ]
    values = [high(cards(hand)) for hand in ladder]
    assert values == sorted(values)
    assert len(set(values)) == len(values)


def test_high_wheel_is_the_lowest_straight() -> None:
    wheel = high(cards("Ac 2d 3h 4s 5c"))
    assert wheel < high(cards("2c 3d 4h 5s 6c"))
    assert wheel > high(cards("Ac Kd Qh Js 9c"))
    assert wheel.name == "Straight, five high"


def test_high_kicker_decides_seed_004() -> None:
    board = cards("Ad 3c 5h Qs Kc")
    a6, a7 = high(cards("Ah 6s") + board), high(cards("Ac 7d") + board)
    assert a7 > a6
    assert [c.rank for c in a7.cards] == [14, 14, 13, 12, 7]


def test_high_equal_five_cards_split_seed_004() -> None:
    board = cards("Ad Qc Kh 9s Tc")
    a6, a7 = high(cards("Ah 6s") + board), high(cards("Ac 7d") + board)
    assert a6 == a7
    assert hash(a6) == hash(a7)
    assert [c.rank for c in a6.cards] == [14, 14, 13, 12, 10]


def test_high_aces_full_beat_kings_full_seed_004() -> None:
    board = cards("Ad Kh 5c 2s 2d")
    kings, aces = high(cards("Kc Ks") + board), high(cards("Ac Ah") + board)
    assert aces > kings
    assert aces.name == "Full house, aces full of deuces"
    assert kings.name == "Full house, kings full of deuces"


def test_high_six_high_straight_beats_wheel_seed_004() -> None:
    board = cards("4c 3d Qh 2s 5c")
    big_slick, ten_six = high(cards("Ah Kh") + board), high(cards("Tc 6d") + board)
    assert ten_six > big_slick
    assert big_slick.name == "Straight, five high"
    assert ten_six.name == "Straight, six high"


def test_high_suits_never_rank_hands() -> None:
    for suit in range(1, 4):
        same = [card_of(c.rank, (c.suit + suit) % 4) for c in cards("As Kd Qh 9c 7c")]
        assert high(same) == high(cards("As Kd Qh 9c 7c"))
    assert high(cards("As Ks Qs 9s 7s")) == high(cards("Ad Kd Qd 9d 7d"))


@pytest.mark.parametrize(
    ("hand", "name", "category"),
    [
        ("As Ks Qs Js Ts", "Royal flush", "Straight flush"),
        ("9h 8h 7h 6h 5h", "Straight flush, nine high", "Straight flush"),
        ("Ad 2d 3d 4d 5d", "Straight flush, five high", "Straight flush"),
        ("Ac Ad Ah As 2c", "Four of a kind, aces", "Four of a kind"),
        ("Qc Qd Qh Ac Ad", "Full house, queens full of aces", "Full house"),
        ("Ad Td 7d 4d 2d", "Flush, ace high", "Flush"),
        ("6c 5d 4h 3s 2c", "Straight, six high", "Straight"),
        ("Ac 2d 3h 4s 5c", "Straight, five high", "Straight"),
        ("7c 7d 7h Kc 2d", "Three of a kind, sevens", "Three of a kind"),
        ("Kc Kd 4h 4s 9c", "Two pair, kings and fours", "Two pair"),
        ("6c 6d 4h 4s 9c", "Two pair, sixes and fours", "Two pair"),
        ("Jc Jd 9h 5s 2c", "Pair of jacks", "Pair"),
        ("Ac Jd 9h 5s 2c", "High card, ace", "High card"),
    ],
)
def test_high_names(hand: str, name: str, category: str) -> None:
    value = high(cards(hand))
    assert (value.name, value.category, value.kind) == (name, category, "high")


@pytest.mark.parametrize(
    ("hand", "played"),
    [
        ("Ac 7c 7d Kh 7h 2d 3s", "7d 7h 7c Ac Kh"),
        ("Qc Ac Qd Ad Qh 2s 2c", "Qh Qd Qc As Ad"),
        ("3h 4s 2c 5c Ac Kd Kh", "5c 4s 3h 2c Ac"),
        ("9s 8s 2s 3s 4s 5s Ah", "9s 8s 5s 4s 3s"),
        ("Kc Kd 4h 4s 9c 9d 2c", "Kd Kc 9d 9c 4s"),
    ],
)
def test_high_cards_are_the_five_played_most_significant_first(hand: str, played: str) -> None:
    value = high(cards(hand))
    assert [c.rank for c in value.cards] == [c.rank for c in cards(played)]
    assert high(value.cards) == value


def test_hand_value_is_immutable_and_ordered_by_strength_only() -> None:
    value = high(cards("As Ad Kc Kh 7s"))
    with pytest.raises(AttributeError):
        value.strength = 1  # type: ignore[misc]
    with pytest.raises(AttributeError):
        value.other = 1  # type: ignore[attr-defined]
    twin = high(cards("Ac Ah Kd Ks 7c"))
    assert twin == value and twin <= value and twin >= value and not twin < value
    assert len({value, twin}) == 1
    assert value != "Two pair"
    assert "Two pair, aces and kings" in repr(value)


@pytest.mark.parametrize(
    ("hand", "key", "values"),
    [
        ("As Ks Qs Js Ts", "Royal flush", {}),
        ("9h 8h 7h 6h 5h", "Straight flush, {rank} high", {"rank": Rank("9", "high")}),
        ("Ac Ad Ah As 2c", "Four of a kind, {rank}", {"rank": Rank("A", "of")}),
        (
            "Qc Qd Qh Ac Ad",
            "Full house, {trips} full of {pair}",
            {"trips": Rank("Q", "plural"), "pair": Rank("A", "plural")},
        ),
        ("Ad Td 7d 4d 2d", "Flush, {rank} high", {"rank": Rank("A", "high")}),
        ("Ac 2d 3h 4s 5c", "Straight, {rank} high", {"rank": Rank("5", "high")}),
        ("7c 7d 7h Kc 2d", "Three of a kind, {rank}", {"rank": Rank("7", "of")}),
        (
            "Kc Kd 4h 4s 9c",
            "Two pair, {top} and {bottom}",
            {"top": Rank("K", "plural"), "bottom": Rank("4", "plural")},
        ),
        ("2c 2d 9h 5s 3c", "Pair of {rank}", {"rank": Rank("2", "of")}),
        ("Ac Jd 9h 5s 2c", "High card, {rank}", {"rank": Rank("A", "single")}),
    ],
)
def test_high_names_are_messages(hand: str, key: str, values: dict[str, Rank]) -> None:
    """The name is a message in context "Hands": a marked key and its ranks in the form the
    sentence needs, so the window says it whole in any language; English as before."""
    value = high(cards(hand))
    assert (value.message.key, value.message.context, dict(value.message.values)) == (
        key,
        "Hands",
        values,
    )
    assert str(value.message) == value.name
    assert value.message == evaluation.hand_message(value.strength, value.kind)


def test_low_names_are_messages() -> None:
    low = deuce_to_seven_low(cards("7s 5d 4c 3h 2s")).message
    assert (low.key, low.context, dict(low.values)) == (
        "Low {cards}",
        "Hands",
        {"cards": "7-5-4-3-2"},
    )
    made = ace_to_five_low(cards("3c 3d 7h 6s 5c")).message
    assert (made.key, made.context) == ("{hand} (low)", "Hands")
    inner = made.values["hand"]
    assert isinstance(inner, Message) and inner.key == "Pair of {rank}"
    assert str(made) == "Pair of threes (low)"
    assert str(high(cards("2c 2d 9h 5s 3c")).message) == "Pair of deuces"


# ---------------------------------------------------------------------------------------------
# Omaha (RULES.md section 2, seed 001)


def test_omaha_three_kings_only_a_pair_seed_001() -> None:
    value = omaha_high(cards("Ks Kd Kh 3c"), cards("Qs 8d 5c 4h 2h"))
    assert value.name == "Pair of kings"
    assert [c.rank for c in value.cards] == [13, 13, 12, 8, 5]


def test_omaha_four_queens_on_board_aces_full_seed_001() -> None:
    value = omaha_high(cards("As Ad 7c 6c"), cards("Qs Qd Qh Qc 2h"))
    assert value.name == "Full house, queens full of aces"
    # Nobody has quads: a hand without a pair plays three queens and the best two hole cards.
    assert omaha_high(cards("Ks Jd 7h 6c"), cards("Qs Qd Qh Qc 2h")).name == (
        "Three of a kind, queens"
    )


def test_omaha_exactly_two_hole_cards_kicker_seed_001() -> None:
    board = cards("Qs Qd 8h 3c 2d")
    king, ten = omaha_high(cards("Qh Kc 9d 5s"), board), omaha_high(cards("Qc Th 9h 7c"), board)
    assert king > ten
    assert king.name == ten.name == "Three of a kind, queens"
    assert [c.rank for c in king.cards] == [12, 12, 12, 13, 8]


def test_omaha_four_suited_on_board_needs_two_in_hand() -> None:
    board = cards("As Ks 8s 3s 2d")
    assert omaha_high(cards("Qs Jd 9h 7c"), board).category != "Flush"
    assert omaha_high(cards("Qs Js 9h 7c"), board).name == "Flush, ace high"


def test_omaha_halves_use_different_hole_cards() -> None:
    hole, board = cards("As 2d Kc Kh"), cards("Ks 3c 8d 7h Qd")
    hand, low = omaha_hi_lo(hole, board)
    assert hand.name == "Three of a kind, kings"
    assert low is not None and low.name == "Low 8-7-3-2-A"
    assert set(hand.cards[:3]) == set(cards("Kc Kh Ks"))
    assert low.cards == cards("8d 7h 3c 2d As")
    assert hand == omaha_high(hole, board) and low == omaha_low8(hole, board)


def test_omaha_low_needs_two_low_hole_cards_and_three_low_board_cards() -> None:
    assert omaha_low8(cards("As Kd Kh Qs"), cards("3c 4d 8h 2c Js")) is None
    assert omaha_low8(cards("As 2s Kd Kh"), cards("3c 4d Th Tc Js")) is None
    # A-2 in the hand and A-2-3 on the board: the hand's ace and deuce cannot be counted twice.
    assert omaha_low8(cards("As 2s Kd Kh"), cards("Ac 2d 3h Tc Js")) is None
    low = omaha_low8(cards("As 4s Kd Kh"), cards("Ac 2d 3h Tc 8s"))
    assert low is not None and low.name == "Low 8-4-3-2-A"


def test_omaha_accepts_four_to_six_hole_and_three_to_five_board_cards() -> None:
    big_o = omaha_high(cards("As Ad Kc Qh 2s"), cards("Ah Kd 2c"))
    assert big_o.name == "Three of a kind, aces"  # all three board cards must play
    assert omaha_high(cards("As Ad Kc Qh 2s"), cards("Ah Kd Ks")).name == (
        "Full house, aces full of kings"
    )
    six = omaha_hi_lo(cards("As Ad Kc Qh 2s 3s"), cards("Ah Kd 4c 5d"))
    assert six[0].name == "Straight, five high"  # 2-3 in the hand, A-4-5 on the board
    assert six[1] is not None and six[1].name == "Low 5-4-3-2-A"


# ---------------------------------------------------------------------------------------------
# 8-or-better low (RULES.md section 2, seeds 000, 002, 003)


def test_low8_highest_card_first_seeds_000_002_003() -> None:
    seven_six = low8(cards("7c 6d 5h 4s 2c"))
    eight_six = low8(cards("8c 6d 4h 2s Ac"))
    assert seven_six is not None and eight_six is not None
    assert seven_six > eight_six
    assert seven_six.name == "Low 7-6-5-4-2"
    assert eight_six.name == "Low 8-6-4-2-A"


def test_low8_wheel_is_the_best_low() -> None:
    wheel = low8(cards("As 2s 3s 4s 5s Ks Kd"))
    assert wheel is not None and wheel.name == "Low 5-4-3-2-A"
    assert wheel.cards == cards("5s 4s 3s 2s As")
    every_low = [low8(five) for five in combinations(DECK[:28] + DECK[48:], 5)]
    assert max(v for v in every_low if v is not None) == wheel


def test_low8_straights_and_flushes_do_not_count_against() -> None:
    assert low8(cards("2h 3h 4h 5h 6h")) == low8(cards("2c 3d 4h 5s 6c"))
    assert low8(cards("2h 3h 4h 5h 6h")) > low8(cards("7c 4d 3h 2s Ac"))  # type: ignore[operator]


def test_low8_no_qualifying_low_is_none() -> None:
    assert low8(cards("9c 6d 5h 4s 2c Kd Kh")) is None
    assert low8(cards("Ac Ad 2h 2s 3c 3d 4h")) is None  # four low ranks only


def test_low8_uses_the_lowest_five_low_ranks_of_seven() -> None:
    value = low8(cards("8c 7d 6h 5s 4c 3d Kh"))
    assert value is not None and value.name == "Low 7-6-5-4-3"
    assert value.category == "Low" and value.kind == "low8"


# ---------------------------------------------------------------------------------------------
# Razz: ace-to-five (RULES.md section 2, section 5)


def test_razz_pair_worse_than_any_no_pair_low() -> None:
    worst_no_pair = ace_to_five_low(cards("Kc Qd Jh Ts 9c"))
    best_pair = ace_to_five_low(cards("Ac Ad 2h 3s 4c"))
    assert worst_no_pair > best_pair
    assert worst_no_pair.name == "Low K-Q-J-T-9"
    assert best_pair.name == "Pair of aces (low)"


def test_razz_ace_low_straights_and_flushes_ignored() -> None:
    wheel = ace_to_five_low(cards("As 2s 3s 4s 5s"))
    assert wheel.name == "Low 5-4-3-2-A"
    assert wheel > ace_to_five_low(cards("6c 4d 3h 2s Ac"))
    assert wheel == ace_to_five_low(cards("Ac 2d 3h 4s 5c Kd Kh"))


@pytest.mark.parametrize(
    ("hand", "name"),
    [
        ("3c 3d 7h 6s 5c", "Pair of threes (low)"),
        ("Kc Kd Kh Qd Qs Jh Jc", "Two pair, queens and jacks (low)"),
        ("7c 7d 7h 7s Kc Kd Kh", "Full house, sevens full of kings (low)"),
        ("9c 9d 9h 9s Kc", "Four of a kind, nines (low)"),
        ("Ks Qd 2c 2h 3c 4d 5s", "Low Q-5-4-3-2"),
    ],
)
def test_razz_names(hand: str, name: str) -> None:
    assert ace_to_five_low(cards(hand)).name == name


def test_razz_king_is_the_worst_upcard() -> None:
    # The highest upcard brings in (K♠ by suit): every king shows the worst, equal by rank.
    singles = {card: showing_low([card]) for card in DECK}
    worst = min(singles.values())
    assert {card for card, value in singles.items() if value == worst} == set(cards("Kc Kd Kh Ks"))
    assert max(singles, key=singles.__getitem__).rank == 14


# ---------------------------------------------------------------------------------------------
# Deuce-to-seven (RULES.md section 2)


def test_deuce_to_seven_best_hand_is_75432_in_two_suits() -> None:
    best = deuce_to_seven_low(cards("7s 5d 4c 3h 2s"))
    assert best.name == "Low 7-5-4-3-2"
    suited = deuce_to_seven_low(cards("7s 5s 4s 3s 2s"))
    assert suited.name == "Flush, seven high" and suited < best
    # Best of every rank pattern, rainbow and suited: nothing beats 7-5-4-3-2 offsuit.
    for ranks in combinations(range(2, 15), 5):
        for suits in ((0, 1, 0, 0, 0), (0, 0, 0, 0, 0)):
            hand = [card_of(rank, suit) for rank, suit in zip(ranks, suits, strict=True)]
            assert deuce_to_seven_low(hand) <= best


def test_deuce_to_seven_a2345_is_ace_high_not_a_straight() -> None:
    wheel = deuce_to_seven_low(cards("As 2d 3c 4h 5s"))
    assert wheel.name == "Low A-5-4-3-2"
    assert wheel.category == "Low"
    assert wheel < deuce_to_seven_low(cards("Ks Qd Jc Th 8s"))
    assert wheel > deuce_to_seven_low(cards("2s 2d 3c 4h 5s"))
    assert deuce_to_seven_low(cards("As 2s 3s 4s 5s")).name == "Flush, ace high"


def test_deuce_to_seven_straights_and_flushes_count_against() -> None:
    straight = deuce_to_seven_low(cards("3s 4d 5c 6h 7s"))
    assert straight.name == "Straight, seven high"
    assert straight < deuce_to_seven_low(cards("As Kd Qc Jh 9s"))
    assert deuce_to_seven_low(cards("9s 9d 5c 4h 2s")).name == "Pair of nines"
    assert deuce_to_seven_low(cards("8s 6d 5c 3h 2s")).name == "Low 8-6-5-3-2"


def test_deuce_to_seven_best_five_of_more() -> None:
    value = deuce_to_seven_low(cards("7s 5d 4c 3h 2s 2d Ac"))
    assert value.name == "Low 7-5-4-3-2"
    assert value.cards == cards("7s 5d 4c 3h 2s")


# ---------------------------------------------------------------------------------------------
# Stud showing hands (RULES.md section 5)


def test_stud_showing_pairs_beat_high_cards() -> None:
    assert showing_high(cards("2c 2d")) > showing_high(cards("As Kd"))
    assert showing_high(cards("2c 2d 3h")) > showing_high(cards("As Kd Qh"))
    assert showing_high(cards("3c 3d 2h 2s")) > showing_high(cards("Ac Ad Kh Qs"))
    assert showing_high(cards("2c 2d 2h 3s")) > showing_high(cards("Ac Ad Kh Ks"))
    assert showing_high(cards("2c 2d 2h 2s")) > showing_high(cards("Ac Ad Ah Ks"))
    assert showing_high(cards("Ac Ad 3h")) > showing_high(cards("Ac Ad 2h"))


def test_stud_showing_no_straights_or_flushes_and_suits_never_break_ties() -> None:
    assert showing_high(cards("5s 6s 7s 8s")) < showing_high(cards("2c 2d 3h 4s"))
    assert showing_high(cards("5s 6s 7s 8s")) == showing_high(cards("5c 6d 7h 8c"))
    assert showing_high(cards("Ks")) == showing_high(cards("Kc"))


def test_razz_showing_lowest_hand_pairs_are_bad() -> None:
    assert showing_low(cards("As 2d")) > showing_low(cards("2c 3s"))
    assert showing_low(cards("Kc Qd")) > showing_low(cards("Ac Ad"))
    assert showing_low(cards("Ac Ad 2s")) > showing_low(cards("2c 2d As"))
    assert showing_low(cards("7c 5d 4h 3s")) == showing_low(cards("7s 5c 4d 3h"))


# ---------------------------------------------------------------------------------------------
# Refused input


@pytest.mark.parametrize("evaluate", [high, low8, ace_to_five_low])
def test_wrong_number_of_cards_is_refused(evaluate: Callable[[Sequence[Card]], object]) -> None:
    with pytest.raises(IllegalAction, match=r"A hand is made of 5 to 7 cards, not 4\."):
        evaluate(cards("As Kd Qh Jc"))
    with pytest.raises(IllegalAction, match=r"not 8\."):
        evaluate(cards("As Kd Qh Jc Ts 9s 8s 7s"))


@pytest.mark.parametrize("evaluate", [high, low8, ace_to_five_low, deuce_to_seven_low])
def test_duplicate_or_bad_card_is_refused(evaluate: Callable[[Sequence[Card]], object]) -> None:
    with pytest.raises(IllegalAction, match="A♠ is entered twice"):
        evaluate(cards("As Kd Qh Jc As"))
    with pytest.raises(IllegalAction, match="52 is not a card"):
        evaluate([*cards("As Kd Qh Jc"), 52])  # type: ignore[list-item]
    with pytest.raises(IllegalAction, match="-1 is not a card"):
        evaluate([*cards("As Kd Qh Jc"), -1])  # type: ignore[list-item]


def test_deuce_to_seven_and_showing_counts_are_refused() -> None:
    with pytest.raises(IllegalAction, match="at least 5 cards, not 4"):
        deuce_to_seven_low(cards("7s 5d 4c 3h"))
    with pytest.raises(IllegalAction, match="1 to 4 cards, not 5"):
        showing_high(cards("As Kd Qh Jc Ts"))
    with pytest.raises(IllegalAction, match="1 to 4 cards, not 0"):
        showing_low(())


def test_refusals_are_message_keys() -> None:
    with pytest.raises(IllegalAction) as made:
        high(cards("As Kd Qh Jc"))
    assert made.value.message.key == "A hand is made of {fewest} to {most} cards, not {count}."
    assert dict(made.value.message.values) == {"fewest": 5, "most": 7, "count": 4}
    with pytest.raises(IllegalAction) as made:
        deuce_to_seven_low(cards("7s 5d 4c 3h"))
    assert made.value.message.key == "A hand is made of at least {fewest} cards, not {count}."
    with pytest.raises(IllegalAction) as made:
        high(cards("As Kd Qh Jc As"))
    assert (made.value.message.key, made.value.message.values["card"]) == (
        "{card} is entered twice.",
        "A♠",
    )
    with pytest.raises(IllegalAction) as made:
        high([*cards("As Kd Qh Jc"), 52])  # type: ignore[list-item]
    assert made.value.message.key == "{card} is not a card."
    board = cards("Qs 8d 5c 4h 2h")
    with pytest.raises(IllegalAction) as made:
        omaha_high(cards("Ks Kd Kh"), board)
    assert made.value.message.key == "An Omaha hand has 4 to 6 hole cards, not {count}."
    with pytest.raises(IllegalAction) as made:
        omaha_high(cards("Ks Kd Kh 3c"), board[:2])
    assert made.value.message.key == "An Omaha board has 3 to 5 cards, not {count}."


@pytest.mark.parametrize("evaluate", [omaha_high, omaha_low8, omaha_hi_lo])
def test_omaha_input_is_refused(
    evaluate: Callable[[Sequence[Card], Sequence[Card]], object],
) -> None:
    board = cards("Qs 8d 5c 4h 2h")
    with pytest.raises(IllegalAction, match="An Omaha hand has 4 to 6 hole cards, not 3"):
        evaluate(cards("Ks Kd Kh"), board)
    with pytest.raises(IllegalAction, match="An Omaha board has 3 to 5 cards, not 2"):
        evaluate(cards("Ks Kd Kh 3c"), board[:2])
    with pytest.raises(IllegalAction, match="Q♠ is entered twice"):
        evaluate(cards("Ks Kd Kh Qs"), board)
    with pytest.raises(IllegalAction, match="'Ks' is not a card"):
        evaluate(("Ks", *cards("Kd Kh 3c")), board)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------------
# Exhaustive: every five-card hand


def test_high_every_five_card_hand_by_category() -> None:
    counts = Counter(value.strength for value in map(high, combinations(DECK, 5)))
    assert len(counts) == 7462
    by_category: Counter[str] = Counter()
    royals = 0
    for strength, count in counts.items():
        value = HandValue(strength, "high", ())
        by_category[value.category] += count
        royals += count if value.name == "Royal flush" else 0
    assert by_category == {
        "Straight flush": 40,
        "Four of a kind": 624,
        "Full house": 3744,
        "Flush": 5108,
        "Straight": 10200,
        "Three of a kind": 54912,
        "Two pair": 123552,
        "Pair": 1098240,
        "High card": 1302540,
    }
    assert royals == 4
    assert sum(counts.values()) == 2598960


def test_low8_and_razz_distinct_five_card_values() -> None:
    # 8-or-better: C(8, 5) = 56 lows.  Ace-to-five: 6175 rank multisets, suits never count.
    low_cards = [card for card in DECK if card.rank <= 8 or card.rank == 14]
    lows = {low8(five) for five in combinations(low_cards[::4] + low_cards[1:2], 5)}
    assert len(lows - {None}) == 56
    razz = set()
    for ranks in combinations_with_replacement(range(2, 15), 5):
        if len(set(ranks)) > 1:  # five of a rank does not exist
            hand = [card_of(rank, ranks[:i].count(rank)) for i, rank in enumerate(ranks)]
            razz.add(ace_to_five_low(hand))
    assert len(razz) == 6175


# ---------------------------------------------------------------------------------------------
# PokerKit agreement on the ordering of hands

PK_CARD: dict[Card, pokerkit.Card] = {card: next(pokerkit.Card.parse(str(card))) for card in DECK}
Deal = tuple[tuple[Card, ...], tuple[Card, ...]]  # (hand or hole cards, board)


def _pk(cards: Sequence[Card]) -> list[pokerkit.Card]:
    return [PK_CARD[card] for card in cards]


@dataclass(frozen=True)
class Oracle:
    deal: Callable[[random.Random], tuple[Deal, Deal]]
    ours: Callable[[Deal], HandValue | None]
    theirs: Callable[[Deal], pokerkit.Hand | None]


def _independent(size: int) -> Callable[[random.Random], tuple[Deal, Deal]]:
    def deal(rng: random.Random) -> tuple[Deal, Deal]:
        drawn = tuple(rng.sample(DECK, 2 * size))
        return (drawn[:size], ()), (drawn[size:], ())

    return deal


def _holdem(rng: random.Random) -> tuple[Deal, Deal]:
    drawn = tuple(rng.sample(DECK, 9))
    return (drawn[:2], drawn[4:]), (drawn[2:4], drawn[4:])


def _omaha(rng: random.Random) -> tuple[Deal, Deal]:
    # Mostly the usual 4 + 5, sometimes 5-6 hole cards (Big O, 6-card) or a 3-4 card board.
    hole, board = rng.choice((4, 4, 4, 5, 6)), rng.choice((5, 5, 5, 3, 4))
    drawn = tuple(rng.sample(DECK, 2 * hole + board))
    return (drawn[:hole], drawn[2 * hole :]), (drawn[hole : 2 * hole], drawn[2 * hole :])


def _their_low(hand_type: type[pokerkit.Hand]) -> Callable[[Deal], pokerkit.Hand | None]:
    return lambda deal: hand_type.from_game_or_none(_pk(deal[0]), _pk(deal[1]))


ORACLES: dict[str, Oracle] = {
    "high-5": Oracle(
        _independent(5),
        lambda d: high(d[0]),
        lambda d: pokerkit.StandardHighHand.from_game(_pk(d[0])),
    ),
    "high-6": Oracle(
        _independent(6),
        lambda d: high(d[0]),
        lambda d: pokerkit.StandardHighHand.from_game(_pk(d[0])),
    ),
    "high-7": Oracle(
        _holdem,
        lambda d: high(d[0] + d[1]),
        lambda d: pokerkit.StandardHighHand.from_game(_pk(d[0]), _pk(d[1])),
    ),
    "omaha-high": Oracle(
        _omaha,
        lambda d: omaha_high(*d),
        lambda d: pokerkit.OmahaHoldemHand.from_game(_pk(d[0]), _pk(d[1])),
    ),
    "omaha-low8": Oracle(
        _omaha, lambda d: omaha_low8(*d), _their_low(pokerkit.OmahaEightOrBetterLowHand)
    ),
    "low8-7": Oracle(
        _independent(7), lambda d: low8(d[0]), _their_low(pokerkit.EightOrBetterLowHand)
    ),
    "razz-7": Oracle(
        _independent(7),
        lambda d: ace_to_five_low(d[0]),
        lambda d: pokerkit.RegularLowHand.from_game(_pk(d[0])),
    ),
    "deuce-to-seven-5": Oracle(
        _independent(5),
        lambda d: deuce_to_seven_low(d[0]),
        lambda d: pokerkit.StandardLowHand.from_game(_pk(d[0])),
    ),
}


def _compare(a: Any, b: Any) -> int:
    """-1, 0 or 1; no qualifying low (None) is worse than any low."""
    if a is None or b is None:
        return int(a is not None) - int(b is not None)
    return int(a > b) - int(a < b)


def check_agreement(kind: str, pairs: int, seed: int) -> Counter[int]:
    """Compare `pairs` random pairs of deals with ours and PokerKit's; return the outcomes."""
    oracle = ORACLES[kind]
    rng = random.Random(seed)
    outcomes: Counter[int] = Counter()
    for _ in range(pairs):
        a, b = oracle.deal(rng)
        ours_a, ours_b = oracle.ours(a), oracle.ours(b)
        theirs_a, theirs_b = oracle.theirs(a), oracle.theirs(b)
        ours, theirs = _compare(ours_a, ours_b), _compare(theirs_a, theirs_b)
        assert (ours_a is None, ours_b is None) == (theirs_a is None, theirs_b is None), (a, b)
        assert ours == theirs, f"{kind}: {a} vs {b}: ours {ours}, PokerKit {theirs}"
        outcomes[ours] += 1
    # Not vacuous: both winners appear, and hands of one kind do tie.
    assert outcomes[1] and outcomes[-1]
    return outcomes


@pytest.mark.parametrize("kind", sorted(ORACLES))
def test_ordering_agrees_with_pokerkit(kind: str) -> None:
    check_agreement(kind, 2000 if kind.startswith("omaha") else 3000, seed=2024)


def test_omaha_hi_lo_is_both_halves() -> None:
    # The fast path must give exactly what the two halves give on their own.
    rng = random.Random(11)
    for _ in range(5000):
        (hole, board), _ = _omaha(rng)
        hand, low = omaha_hi_lo(hole, board)
        assert hand.strength == omaha_high(hole, board).strength
        other = omaha_low8(hole, board)
        assert (low and low.strength) == (other and other.strength)


# ---------------------------------------------------------------------------------------------
# Properties: the five cards shown are the five that make the value


deals = st.lists(st.sampled_from(DECK), min_size=13, max_size=13, unique=True)


@settings(max_examples=300)
@given(deals)
def test_cards_shown_make_the_value(drawn: list[Card]) -> None:
    assert_cards_shown_make_the_value(drawn)


def assert_cards_shown_make_the_value(drawn: list[Card]) -> None:
    """Each value's five cards come from the deal (Omaha: 2 + 3) and evaluate the same."""
    seven = drawn[:7]
    for evaluate in (high, ace_to_five_low, deuce_to_seven_low):
        value = evaluate(seven)
        assert set(value.cards) <= set(seven) and len(set(value.cards)) == 5
        assert evaluate(value.cards) == value
    low = low8(seven)
    if low is not None:
        assert set(low.cards) <= set(seven) and low8(low.cards) == low
        assert [c.rank for c in low.cards] == sorted(
            (c.rank for c in low.cards), key=lambda r: 1 if r == 14 else r, reverse=True
        )
    hole, board = drawn[:4], drawn[8:]
    hand, omaha_low = omaha_hi_lo(hole, board)
    halves: tuple[HandValue | None, ...] = (hand, omaha_low)
    for half in halves:
        if half is not None:
            assert len(set(half.cards) & set(hole)) == 2
            assert len(set(half.cards) & set(board)) == 3
    assert high(hand.cards) == hand
    assert omaha_low is None or low8(omaha_low.cards) == omaha_low


# ---------------------------------------------------------------------------------------------
# Import stays cheap; tables are built on first use


def test_tables_built_on_first_use_not_at_import() -> None:
    probe = (
        "from dealer_app.engine import evaluation as ev\n"
        "from dealer_app.engine.cards import DECK\n"
        "assert not ev._HIGH_TABLE and not ev._FLUSH_TABLE and not ev._ACE_TO_FIVE_TABLE\n"
        "ev.high(DECK[:7]); ev.omaha_hi_lo(DECK[:4], DECK[4:9]); ev.ace_to_five_low(DECK[:7])\n"
        "assert ev._HIGH_TABLE and ev._ACE_TO_FIVE_TABLE\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr


def test_doctests() -> None:
    assert doctest.testmod(evaluation).failed == 0


def test_lazy_tables_hold_the_best_five_of_every_rank_multiset() -> None:
    # Every rank multiset of 5, 6 and 7 cards (at most four of a rank) against a reference
    # built the slow way: five cards by their strength, n cards as the best of n - 1 of them.
    # Each entry of the engine's tables is filled on first use, directly.
    high: dict[int, int] = {}
    low: dict[int, int] = {}
    for size in (5, 6, 7):
        for indices in combinations_with_replacement(range(13), size):
            if any(indices[i] == indices[i + 4] for i in range(size - 4)):
                continue
            key = sum(5**index for index in indices)
            if size == 5:
                ranks = [index + 2 for index in indices]
                high[key] = evaluation._high_strength(ranks, flush=False)
                low[key] = evaluation._ace_to_five_strength(ranks)
            else:
                high[key] = max(high[key - 5**index] for index in set(indices))
                low[key] = max(low[key - 5**index] for index in set(indices))
    assert len(high) == 6175 + 18395 + 49205
    # Entries first met by high() and ace_to_five_low() are worked out from the cards.
    evaluation._HIGH_TABLE.clear()
    evaluation._ACE_TO_FIVE_TABLE.clear()
    rng = random.Random(16)
    for _ in range(3000):
        seven = rng.sample(DECK, 7)
        evaluation.high(seven)
        evaluation.ace_to_five_low(seven)
    assert evaluation._HIGH_TABLE.items() <= high.items()
    assert evaluation._ACE_TO_FIVE_TABLE.items() <= low.items()
    assert len(evaluation._HIGH_TABLE) > 1000 and len(evaluation._ACE_TO_FIVE_TABLE) > 1000
    assert {key: evaluation._HIGH_TABLE[key] for key in high} == high
    assert {key: evaluation._ACE_TO_FIVE_TABLE[key] for key in low} == low
    for mask in range(8192):
        if mask.bit_count() >= 5:
            ranks = [index + 2 for index in range(13) if mask >> index & 1]
            best = max(
                evaluation._high_strength(list(five), flush=True) for five in combinations(ranks, 5)
            )
            assert evaluation._FLUSH_TABLE[mask] == best, ranks
