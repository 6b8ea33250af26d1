"""RULES.md section 1: cards as the dealer types them; one card exists once per hand."""

from __future__ import annotations

import doctest

import pytest

from dealer_app.engine import cards
from dealer_app.engine.cards import DECK, CardsInPlay, card_of, parse_card, parse_cards
from dealer_app.engine.errors import IllegalAction


def test_deck_is_52_distinct_cards_in_rank_then_suit_order() -> None:
    assert len(set(DECK)) == 52
    assert [str(c) for c in DECK[:5]] == ["2c", "2d", "2h", "2s", "3c"]
    assert str(DECK[-1]) == "As"
    assert all(card_of(c.rank, c.suit) is c for c in DECK)


@pytest.mark.parametrize("typed", ["As", "aS", "AS", "as", "A♠", "a♠", "A♤"])
def test_ace_of_spades_every_way_it_may_be_typed(typed: str) -> None:
    assert parse_card(typed) is card_of(14, 3)


@pytest.mark.parametrize("typed", ["10h", "Th", "th", "T♥", "10♥"])
def test_ten_accepted_as_10_or_t(typed: str) -> None:
    assert parse_card(typed) is card_of(10, 2)


def test_runs_with_or_without_separators() -> None:
    expected = (card_of(14, 3), card_of(13, 1), card_of(7, 0))
    for typed in ("AsKd7c", "As Kd 7c", "as,kd,7c", "  As  Kd\t7c ", "A♠K♦7♣"):
        assert parse_cards(typed) == expected
    assert parse_cards("10h10d") == (card_of(10, 2), card_of(10, 1))


@pytest.mark.parametrize(
    ("typed", "sentence"),
    [
        ("Xs", "'Xs' is not a card: the rank must be 2 to 9, T (or 10), J, Q, K or A."),
        ("As Kx", "'Kx' is not a card: the suit must be c, d, h or s (or ♣ ♦ ♥ ♠)."),
        ("Q", "'Q' is not a card: a suit (c, d, h or s) must follow the rank."),
        ("Asx 7c", "'Asx' is not a card: one rank and one suit, like As or 10h."),
        ("1h", "'1h' is not a card: the rank must be 2 to 9, T (or 10), J, Q, K or A."),
        ("??", "'??' is not a card: the rank must be 2 to 9, T (or 10), J, Q, K or A."),
    ],
)
def test_bad_input_is_named(typed: str, sentence: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        parse_cards(typed)
    assert str(refused.value) == sentence


def test_unknown_cards_only_where_allowed() -> None:
    assert parse_cards("????", allow_unknown=True) == (None, None)
    assert parse_cards("As??", allow_unknown=True) == (card_of(14, 3), None)


def test_parse_card_wants_exactly_one() -> None:
    with pytest.raises(IllegalAction, match="One card was expected, not 2 cards"):
        parse_card("AsKs")
    with pytest.raises(IllegalAction, match="One card was expected, not nothing"):
        parse_card("  ")


def test_card_already_in_play_names_where_it_is() -> None:
    record = CardsInPlay()
    record.add(parse_cards("Kd 7c 2h"), "on the board")  # type: ignore[arg-type]
    record.add(parse_cards("Ah"), "among the burns")  # type: ignore[arg-type]
    for typed, place in [("Kd", "on the board"), ("Ah", "among the burns")]:
        with pytest.raises(IllegalAction) as refused:
            record.add((parse_card("Qs"), parse_card(typed)), "in seat 3's hand")
        assert str(refused.value) == f"{parse_card(typed).symbol} is already {place}."
    # A refused entry records nothing: Q♠ is still free.
    assert record.where(parse_card("Qs")) is None
    assert len(record) == 4


def test_card_entered_twice_in_one_entry() -> None:
    with pytest.raises(IllegalAction, match="9♣ is entered twice"):
        CardsInPlay().add((parse_card("9c"), parse_card("9c")), "on the board")


def test_removed_cards_may_be_used_again() -> None:
    record = CardsInPlay()
    card = parse_card("5d")
    record.add((card,), "on the board")
    record.remove((card,))
    record.add((card,), "in seat 1's hand")
    assert record.where(card) == "in seat 1's hand"


def test_doctests() -> None:
    assert doctest.testmod(cards).failed == 0
