"""The hand's sentences are data (issue 14): each refusal, need, place, pot note and odd-chip
reason is a message key with typed values; ``str()`` is the English the command line prints."""

from __future__ import annotations

import pytest

from dealer_app.engine.cards import parse_card, parse_cards
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.hand import (
    BetRaise,
    CheckCall,
    DealBoard,
    DealHole,
    Discard,
    Fold,
    Hand,
    HandSetup,
    Show,
)
from dealer_app.engine.rulesets import ruleset_named
from dealer_app.engine.variants import VARIANTS, variant_named
from dealer_app.messages import Amount, Message, Word
from dealer_app.session.controller import HandController
from tests.engine.rules_helpers import act, play, setup


def refusal(hand: Hand, action: object) -> IllegalAction:
    with pytest.raises(IllegalAction) as refused:
        hand.apply(action)  # type: ignore[arg-type]
    return refused.value


def plo() -> Hand:
    """Pot-limit Omaha at two decimals: blinds 1 000.00 / 2 000.00, stacks 10 000.00."""
    return Hand(
        HandSetup(VARIANTS["plo"], (1_000_000,) * 3, blinds=(100_000, 200_000, 0),
                  min_bet=200_000, decimals=2, names=("Anna", "Boris", "Chloé"))
    )  # fmt: skip


def test_a_raise_above_the_pot_limit_names_the_amount_field_and_its_amount() -> None:
    error = refusal(plo(), BetRaise(2, 900_000))
    assert str(error) == "Chloé may raise to at most 7000.00: pot limit."
    assert error.field == "amount"
    assert error.message.key == "{player} may {verb} to at most {amount}: pot limit."
    assert dict(error.message.values) == {
        "player": "Chloé",
        "verb": Word("raise"),
        "amount": Amount(700_000, 2),
    }


def test_each_bet_size_refusal_carries_its_amounts() -> None:
    small = refusal(plo(), BetRaise(2, 300_000))
    assert str(small) == "Chloé must raise to at least 4000.00 (or go all-in for 10000.00)."
    assert (small.field, small.message.values["amount"], small.message.values["all_in"]) == (
        "amount",
        Amount(400_000, 2),
        Amount(1_000_000, 2),
    )
    beyond = refusal(plo(), BetRaise(2, 2_000_000))
    assert str(beyond) == "Chloé has only 10000.00 in all this round: raise to at most 10000.00."
    assert beyond.field == "amount" and beyond.message.values["amount"] == Amount(1_000_000, 2)
    limit = play(setup("lhe", [1000] * 3, blinds=(2, 5, 0), bets=(5, 10)))
    fixed = refusal(limit, BetRaise(2, 12))
    assert str(fixed) == "p3 may raise to 10 only: fixed limit."
    assert fixed.message.key == "{player} may {verb} to {amount} only: fixed limit."
    assert fixed.message.values["amount"] == Amount(10, 0) and fixed.field == "amount"


def test_a_raise_refused_outright_says_why_in_a_nested_message() -> None:
    hand = play(setup("lhe", [1000] * 4, blinds=(2, 5, 0, 0), bets=(5, 10)),
                "p3 cbr 10, p4 cbr 15, p1 cbr 20")  # fmt: skip
    error = refusal(hand, BetRaise(1, 25))
    assert str(error) == "p2 cannot raise: the betting is capped: p2 may only call or fold."
    assert error.message.key == "{player} cannot {verb}: {reason}"
    reason = error.message.values["reason"]
    assert isinstance(reason, Message)
    assert reason.key == "the betting is capped: {player} may only call or fold."
    assert reason.values["player"] == "p2" and error.message.values["verb"] == Word("raise")


def test_turn_and_phase_refusals_name_the_players_and_what_is_needed() -> None:
    hand = plo()
    turn = refusal(hand, Fold(0))
    assert str(turn) == "It is Chloé's turn, not Anna's."
    assert dict(turn.message.values) == {"actor": "Chloé", "player": "Anna"}
    act(hand, "p3 cc, p1 cc, p2 cc")
    not_now = refusal(hand, CheckCall(0))
    assert str(not_now) == "No betting now: Deal the flop: 3 cards."
    need = not_now.message.values["need"]
    assert isinstance(need, Message) and need == hand.need().message
    assert need.values == {"street": Word("Flop", lower=True), "count": 3}
    assert hand.need().text == "Deal the flop: 3 cards."
    wrong = refusal(hand, DealBoard(parse_cards("2c 3d")))  # type: ignore[arg-type]
    assert str(wrong) == "The flop is 3 cards, not 2."
    assert wrong.message.count == 3 and wrong.message.values["given"] == 2
    nobody = refusal(hand, Fold(7))
    assert str(nobody) == "No betting now: Deal the flop: 3 cards."
    act(hand, "d db 2c3d7h")
    assert str(refusal(hand, Fold(7))) == "There is no player p8 in this hand."


def test_a_card_in_play_is_refused_with_its_place_as_a_message() -> None:
    hand = plo()
    act(hand, "p3 cc, p1 cc, p2 cc, d db 2c3d7h, p1 cc, p2 cc, p3 cc")
    again = refusal(hand, DealBoard((parse_card("7h"),)))
    assert str(again) == "7♥ is already on the board."
    assert again.message.values["card"] == "7♥"
    place = again.message.values["place"]
    assert isinstance(place, Message) and place.key == "on the board"
    act(hand, "d db Kh, p1 cc, p2 cc, p3 cc, d db Qh, p1 cc, p2 cc, p3 cc")
    shown = refusal(hand, Show(0, parse_cards("As Ks Kh Js")))
    assert str(shown) == "K♥ is already on the board."
    twice = refusal(hand, Show(0, parse_cards("As Ks As Js")))
    assert str(twice) == "A card is entered twice."
    assert twice.message.key == "A card is entered twice." and not twice.message.values


def test_draw_and_stud_refusals_are_keys_with_plural_forms() -> None:
    draw = play(setup("27td", [1000] * 3, blinds=(5, 10, 0), bets=(10, 20)), "p3 cc, p1 cc, p2 cc")
    act(draw, "p1 sd")  # p1 stands pat (the engine words it as a discard of nothing)
    error = refusal(draw, Discard(0, (None,)))
    assert str(error) == "It is p2's turn to draw, not p1's."
    assert dict(error.message.values) == {"drawer": "p2", "player": "p1"}
    stud = Hand(HandSetup(VARIANTS["stud"], (100,) * 2, antes=(1, 1), bring_in=2, small_bet=5,
                          big_bet=10))  # fmt: skip
    error = refusal(stud, DealHole(0, (None, None)))
    assert str(error) == "Third street deals 3 cards to each player, not 2."
    assert error.message.values["street"] == Word("Third street") and error.message.count == 3


def test_setup_and_name_refusals_are_keys() -> None:
    with pytest.raises(IllegalAction) as refused:
        HandSetup(VARIANTS["nlhe"], (100,) * 11, min_bet=2)
    assert str(refused.value) == "No-limit hold'em is played by at most 10 players, not 11."
    assert refused.value.message.values["game"] == Word("No-limit hold'em")
    with pytest.raises(IllegalAction) as refused:
        HandSetup(VARIANTS["nlhe"], (100, 100), blinds=(1, 2, 0), min_bet=2)
    assert str(refused.value) == "There are 2 players but 3 blinds."
    assert refused.value.message.key == "There are {count} players but {given} blinds."
    with pytest.raises(IllegalAction) as refused:
        ruleset_named("house")
    assert refused.value.message.values == {"name": "house"}
    with pytest.raises(IllegalAction) as refused:
        variant_named("razz", "no-limit")
    assert str(refused.value) == "Razz is not played no-limit."
    assert refused.value.message.values["structure"] == Word("no-limit")
    with pytest.raises(IllegalAction) as refused:
        parse_cards("Zd")
    assert refused.value.message.key == "'{text}' is not a card: {reason}"
    reason = refused.value.message.values["reason"]
    assert isinstance(reason, Message) and reason.key.startswith("the rank must be")


def test_pot_notes_and_odd_chip_reasons_are_messages() -> None:
    hand = plo()
    act(hand, "p3 f, p1 f")
    (pot,) = hand.results
    assert isinstance(pot.note, Message) and str(pot.note) == "Everybody else folded."
    chopped = play(setup("nlhe", [100] * 3, blinds=(1, 2, 0), min_bet=2),
                   "p3 cc, p1 f, p2 cc, d db AcAdAh, p2 cc, p3 cc, d db As, p2 cc, p3 cc, "
                   "d db Kc, p2 cc, p3 cc, p2 sm 4c5c, p3 sm 6h7h")  # fmt: skip
    odd = [award for pot in chopped.results for award in pot.awards if award.odd_chips]
    assert odd and all(isinstance(award.odd_chip_reason, Message) for award in odd)
    assert {str(award.odd_chip_reason) for award in odd} == {"first left of the button"}


def test_the_controller_keeps_what_it_refused_as_a_message() -> None:
    controller = HandController(plo().setup)
    assert not controller.bet_raise(900_000)
    assert controller.last_refusal == "Chloé may raise to at most 7000.00: pot limit."
    refused = controller.refusal
    assert isinstance(refused, IllegalAction) and refused.field == "amount"
    assert not controller.draw(1)
    assert controller.last_refusal == "No draw now: Chloé to act."
    assert isinstance(controller.refusal, Message)
    assert controller.refusal.values["need"] == Message("{player} to act.", player="Chloé")
    assert not controller.next_hand()
    assert controller.refusal is not None and str(controller.refusal) == (
        "This hand is not played at a table: there is no next hand."
    )
    assert controller.why_no_hand() is None
    assert controller.check_call()
    assert controller.refusal is None and controller.last_refusal == ""
