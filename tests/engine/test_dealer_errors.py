"""RULES 9, dealer errors and irregularities: one test per clause, per preset where they differ."""

from __future__ import annotations

import pytest

from dealer_app.engine.dealer_errors import (
    DealerError,
    Effect,
    HeldAction,
    errors_possible,
    resolve,
    rule_on,
    substantial_action,
    verify_misdeal,
    verify_out_of_turn,
)
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.hand import BetRaise, CheckCall, Fold, Hand, Muck
from dealer_app.engine.rulesets import TDA, WSOP, RRoP, RuleSet
from tests.engine.rules_helpers import act, play, setup

PRESETS = (TDA, RRoP, WSOP)


def holdem(ruleset: RuleSet = TDA, actions: str = "") -> Hand:
    """Four players, blinds 5/10: p1 small blind, p2 big blind, p3 first to act, p4 button."""
    return play(
        setup("nlhe", [1000] * 4, blinds=(5, 10, 0, 0), min_bet=10, ruleset=ruleset), actions
    )


def stud(ruleset: RuleSet = TDA) -> Hand:
    hand = play(
        setup("stud", [100] * 3, antes=(1, 1, 1), bring_in=2, bets=(5, 10), ruleset=ruleset)
    )
    return act(hand, "d dh p1 9c, d dh p2 Kd, d dh p3 2s")


PREFLOP_DONE = "p3 cc, p4 cc, p1 cc, p2 cc"
FLOP = PREFLOP_DONE + ", d db 2c7d9h"


# ------------------------------------------------------------------ substantial action (TDA 36)


@pytest.mark.parametrize("ruleset", (TDA, WSOP))
@pytest.mark.parametrize(
    ("actions", "substantial"),
    [
        ("", False),
        ("p3 f", False),
        ("p3 cc", False),  # one action putting chips in
        ("p3 f, p4 f", False),  # two actions, neither putting chips in
        ("p3 f, p4 cc", True),  # two actions, one putting chips in
        ("p3 cc, p4 cc", True),
        ("p3 cbr 30, p4 f", True),
    ],
)
def test_substantial_action_two_in_turn_one_with_chips_or_any_three(
    ruleset: RuleSet, actions: str, substantial: bool
) -> None:
    hand = holdem(ruleset, actions)
    assert substantial_action(hand) is substantial
    ruling = rule_on(hand, DealerError.CARDS_EXPOSED)
    assert ruling.effect is (Effect.NONE if substantial else Effect.MISDEAL)
    assert ruling.restarts_hand is not substantial
    if substantial:
        with pytest.raises(IllegalAction, match="No misdeal after substantial action"):
            verify_misdeal(hand)
    else:
        verify_misdeal(hand)


@pytest.mark.parametrize(
    ("actions", "misdeal"),
    [
        ("", True),
        ("p3 f", True),
        ("p3 cbr 30", True),
        ("p3 f, p4 f", False),
        ("p3 cc, p4 f", False),
    ],
)
def test_rrop_misdeal_only_before_two_players_have_acted_rules_9(
    actions: str, misdeal: bool
) -> None:
    # RULES 9 as amended (RRoP, Misdeals 1): a misdeal only if the error is found before two
    # players have acted on their hands (the blinds do not count): two folds end it there.
    hand = holdem(RRoP, actions)
    for error in (DealerError.CARDS_EXPOSED, DealerError.SEAT_MISSED):
        ruling = rule_on(hand, error)
        assert ruling.restarts_hand is misdeal
        assert ruling.source.startswith("RRoP")
        if not misdeal:
            assert "two players have acted" in ruling.text
            assert "substantial action" not in ruling.text
    if misdeal:
        verify_misdeal(hand)
    else:
        with pytest.raises(IllegalAction, match="two players have acted") as refusal:
            verify_misdeal(hand)
        assert "TDA 36" not in str(refusal.value)
    wrong = rule_on(hand, DealerError.WRONG_CARD_COUNT, player=0)
    assert wrong.effect is (Effect.MISDEAL if misdeal else Effect.KILL)


def test_three_checks_are_substantial_posted_blinds_are_not() -> None:
    hand = play(setup("nlhe", [1000] * 5, blinds=(5, 10, 0, 0, 0), min_bet=10), "p3 f, p4 f")
    assert not substantial_action(hand)  # the blinds posted are not actions in turn
    act(hand, "p5 f")
    assert substantial_action(hand)


def test_stud_bring_in_counts_as_an_action() -> None:
    hand = stud()
    assert rule_on(hand, DealerError.SEAT_MISSED).effect is Effect.MISDEAL
    act(hand, "p3 pb, p1 cc")
    assert rule_on(hand, DealerError.SEAT_MISSED).effect is Effect.NONE


# ------------------------------------------------------------------ misdeals (TDA 35)


@pytest.mark.parametrize("ruleset", PRESETS)
@pytest.mark.parametrize(
    "error",
    [
        DealerError.FIRST_CARD_FLASHED,
        DealerError.CARDS_EXPOSED,
        DealerError.SEAT_MISSED,
        DealerError.WRONG_FIRST_SEAT,
        DealerError.WRONG_CARD_COUNT,
    ],
)
def test_misdeal_redeals_the_same_hand(ruleset: RuleSet, error: DealerError) -> None:
    ruling = rule_on(holdem(ruleset), error)
    assert ruling.effect is Effect.MISDEAL and ruling.restarts_hand
    assert "same button, same blinds" in ruling.text
    assert ruling.source.startswith({"TDA": "TDA", "RRoP": "RRoP", "WSOP": "WSOP"}[ruleset.name])


def test_wrong_number_of_cards_after_substantial_action_kills_that_hand() -> None:
    hand = holdem(TDA, "p3 cc, p4 cc")
    with pytest.raises(IllegalAction, match="Choose the player"):
        rule_on(hand, DealerError.WRONG_CARD_COUNT)
    ruling = rule_on(hand, DealerError.WRONG_CARD_COUNT, player=2)
    assert ruling.effect is Effect.KILL and ruling.player == 2
    assert "p3's hand is killed" in ruling.text


# ------------------------------------------------------------------ exposed and boxed cards


def test_one_card_flashed_in_holdem_becomes_the_flop_burn() -> None:
    for ruleset in PRESETS:
        ruling = rule_on(holdem(ruleset), DealerError.CARD_FLASHED)
        assert ruling.effect is Effect.NONE
        assert "burn card for the flop" in ruling.text and "next card" in ruling.text
    with pytest.raises(IllegalAction, match="The deal is over"):
        rule_on(holdem(TDA, "p3 cc"), DealerError.CARD_FLASHED)


def test_stud_exposed_downcard_becomes_the_upcard_rp_10_a() -> None:
    hand = play(setup("stud", [100] * 3, antes=(1, 1, 1), bring_in=2, bets=(5, 10)))
    ruling = rule_on(hand, DealerError.CARD_FLASHED)
    assert "becomes that player's upcard" in ruling.text and "bring-in" in ruling.text
    assert DealerError.FIRST_CARD_FLASHED not in errors_possible(hand)
    assert DealerError.BUTTON_SHORT not in errors_possible(hand)


def test_boxed_card_and_card_face_up_in_the_deck_are_scraps_of_paper() -> None:
    ruling = rule_on(holdem(), DealerError.BOXED_CARD)
    assert ruling.effect is Effect.NONE and "blank piece of paper" in ruling.text
    ruling = rule_on(holdem(TDA, FLOP), DealerError.CARD_FACE_UP_IN_DECK)
    assert ruling.effect is Effect.NONE and "set aside" in ruling.text


# ------------------------------------------------------------------ the button short (TDA 37)


def test_button_dealt_too_few_cards_gets_the_card_until_he_acts() -> None:
    hand = holdem(TDA, "p3 cc")  # the button (p4) has not acted
    ruling = rule_on(hand, DealerError.BUTTON_SHORT)
    assert ruling.effect is Effect.NONE and "Give the button (p4) the missing card" in ruling.text
    act(hand, "p4 cc, p1 cc")  # substantial action, and the button acted on his short hand
    ruling = rule_on(hand, DealerError.BUTTON_SHORT)
    assert ruling.effect is Effect.KILL and ruling.player == 3


# ------------------------------------------------------------------ the flop (TDA 39)


def test_four_card_flop_scrambled_one_is_the_burn_tda_wsop_redealt_rrop() -> None:
    for ruleset in (TDA, WSOP):
        ruling = rule_on(holdem(ruleset, PREFLOP_DONE), DealerError.FOUR_CARD_FLOP)
        assert ruling.effect is Effect.NONE and "scramble" in ruling.text
        assert "burn card for the turn" in ruling.text
    ruling = rule_on(holdem(RRoP, PREFLOP_DONE), DealerError.FOUR_CARD_FLOP)
    assert "reshuffle" in ruling.text and "burn card stays" in ruling.text
    entered = rule_on(holdem(TDA, FLOP), DealerError.FOUR_CARD_FLOP)
    assert entered.effect is Effect.RETAKE_FLOP  # the flop entered is dealt again
    with pytest.raises(IllegalAction, match="No flop is being dealt now"):
        rule_on(holdem(TDA, FLOP + ", p1 cc"), DealerError.FOUR_CARD_FLOP)


def test_flop_without_a_burn_before_action_scrambled_after_action_stands() -> None:
    before = rule_on(holdem(TDA, FLOP), DealerError.FLOP_WITHOUT_BURN)
    assert before.effect is Effect.RETAKE_FLOP
    assert "the other two and the next card" in before.text
    after = rule_on(holdem(TDA, FLOP + ", p1 cc"), DealerError.FLOP_WITHOUT_BURN)
    assert after.effect is Effect.NONE and "stands as dealt" in after.text
    with pytest.raises(IllegalAction, match="flop is not the street"):
        rule_on(holdem(), DealerError.FLOP_WITHOUT_BURN)


def test_flop_without_a_burn_rrop_procedure_not_tda_39_b_rules_9() -> None:
    # RRoP, Hold'em 4-5: a flop turned without a burn has exposed cards: the deck is
    # reshuffled (the three go back), a card is burned and a new flop turned; once somebody
    # acted on the flop it stands, and the next cards are those that would have come.
    before = rule_on(holdem(RRoP, FLOP), DealerError.FLOP_WITHOUT_BURN)
    assert before.effect is Effect.RETAKE_FLOP and before.source == "RRoP, Hold'em 4-5"
    assert "scramble" not in before.text and "at random" not in before.text
    assert "reshuffle" in before.text and "Burn a card and turn a new flop" in before.text
    due = rule_on(holdem(RRoP, PREFLOP_DONE), DealerError.FLOP_WITHOUT_BURN)
    assert due.effect is Effect.NONE and "scramble" not in due.text
    after = rule_on(holdem(RRoP, FLOP + ", p1 cc"), DealerError.FLOP_WITHOUT_BURN)
    assert after.effect is Effect.NONE and "stands as dealt" in after.text
    assert "burn two cards" in after.text
    for ruleset in (TDA, WSOP):
        assert "scramble" in rule_on(holdem(ruleset, FLOP), DealerError.FLOP_WITHOUT_BURN).text


# ------------------------------------------------------------------ premature cards (RP-5)


def test_premature_turn_reshuffled_tda_set_aside_rrop_wsop() -> None:
    tda = rule_on(holdem(TDA, FLOP + ", p1 cc"), DealerError.PREMATURE_TURN)
    assert "back into the stub" in tda.text and "Deal the turn again without burning" in tda.text
    for ruleset in (RRoP, WSOP):
        ruling = rule_on(holdem(ruleset, FLOP + ", p1 cc"), DealerError.PREMATURE_TURN)
        assert "Set the premature card aside" in ruling.text
        assert "burn and turn the next card as the turn" in ruling.text
        assert "shuffle the set-aside card back" in ruling.text
    assert (
        rule_on(holdem(WSOP, FLOP + ", p1 cc"), DealerError.PREMATURE_TURN).source == "WSOP Rule 89"
    )


@pytest.mark.parametrize("ruleset", PRESETS)
def test_premature_flop_and_river_reshuffled_every_preset(ruleset: RuleSet) -> None:
    flop = rule_on(holdem(ruleset, "p3 cc"), DealerError.PREMATURE_FLOP)
    assert "Deal the flop again without burning" in flop.text
    river_due = FLOP + ", p1 cc, p2 cc, p3 cc, p4 cc, d db Js, p1 cc"
    river = rule_on(holdem(ruleset, river_due), DealerError.PREMATURE_RIVER)
    assert "Deal the river again without burning" in river.text


def test_premature_streets_listed_only_while_their_betting_is_on() -> None:
    assert DealerError.PREMATURE_FLOP in errors_possible(holdem())
    assert DealerError.PREMATURE_TURN not in errors_possible(holdem())
    flop = holdem(TDA, FLOP)
    assert DealerError.PREMATURE_TURN in errors_possible(flop)
    assert DealerError.PREMATURE_FLOP not in errors_possible(flop)


def test_stud_premature_card_goes_back_rp_5_d() -> None:
    hand = act(stud(), "p3 pb")
    ruling = rule_on(hand, DealerError.PREMATURE_CARD)
    assert "back into the stub" in ruling.text and "without burning" in ruling.text
    assert DealerError.PREMATURE_TURN not in errors_possible(hand)


# ------------------------------------------------------------------ fouled deck (TDA 35-E)


@pytest.mark.parametrize("ruleset", PRESETS)
def test_fouled_deck_returns_every_bet_whatever_the_action(ruleset: RuleSet) -> None:
    hand = holdem(ruleset, FLOP + ", p1 cbr 50, p2 cc")
    assert substantial_action(hand)
    ruling = rule_on(hand, DealerError.FOULED_DECK)
    assert ruling.effect is Effect.VOID and ruling.restarts_hand
    assert "Every bet of the hand is returned" in ruling.text


def test_nothing_to_rule_once_the_hand_is_over() -> None:
    hand = holdem(TDA, "p3 f, p4 f, p1 f")
    assert errors_possible(hand) == ()
    with pytest.raises(IllegalAction, match="The hand is over"):
        rule_on(hand, DealerError.FOULED_DECK)


# ------------------------------------------------------------------ action out of turn (TDA 53)


def test_out_of_turn_is_held_and_verified_as_the_turn_will_find_it() -> None:
    hand = holdem()  # p3 to act
    ruling = rule_on(hand, DealerError.OUT_OF_TURN, action=BetRaise(0, 40))
    assert ruling.effect is Effect.HOLD and ruling.held == BetRaise(0, 40) and ruling.player == 0
    assert "p1 acted out of turn: raise to 40" in ruling.text
    with pytest.raises(IllegalAction, match="must raise to at least 20"):
        verify_out_of_turn(hand, BetRaise(0, 15))
    with pytest.raises(IllegalAction, match="p3's turn"):
        verify_out_of_turn(hand, CheckCall(2))
    with pytest.raises(IllegalAction, match="Say who acted"):
        rule_on(hand, DealerError.OUT_OF_TURN)


def test_out_of_turn_binds_when_the_action_to_him_has_not_changed() -> None:
    hand = holdem()
    held = HeldAction.of(hand, BetRaise(0, 40))
    assert resolve(hand, held) is None  # not his turn yet
    act(hand, "p3 cc, p4 f")  # a call and a fold: the action to p1 has not changed
    resolution = resolve(hand, held)
    assert resolution is not None and resolution.action == BetRaise(0, 40)
    assert (
        resolution.step.text
        == "The action to p1 has not changed: his action out of turn stands (raise to 40)."
    )


def test_out_of_turn_does_not_bind_after_a_raise_the_chips_go_back() -> None:
    hand = holdem()
    held = HeldAction.of(hand, CheckCall(0))
    act(hand, "p3 cbr 30, p4 f")
    resolution = resolve(hand, held)
    assert resolution is not None and resolution.action is None
    assert "does not bind" in resolution.step.text and "every option" in resolution.step.text


def test_out_of_turn_fold_always_binds() -> None:
    hand = holdem()
    held = HeldAction.of(hand, Fold(0))
    act(hand, "p3 cbr 30, p4 cc")
    resolution = resolve(hand, held)
    assert resolution is not None and resolution.action == Fold(0)


def test_dead_hand_folds_at_its_turn_or_mucks_at_the_showdown() -> None:
    hand = holdem(TDA, PREFLOP_DONE + ", d db 2c7d9h, p1 cc, p2 cc, p3 cc")
    held = HeldAction.of(hand, Fold(0), dead=True)
    act(hand, "p4 cc, d db Js, p1 cc, p2 cc, p3 cc, p4 cc, d db 3s")
    act(hand, "p1 cc, p2 cc, p3 cc, p4 cc")
    assert hand.shower == 0  # nobody bet the river: the first left of the button shows first
    resolution = resolve(hand, held)
    assert resolution is not None and resolution.action == Muck(0)


def test_out_of_turn_refused_for_a_player_not_due_again() -> None:
    hand = holdem(TDA, "p3 cc, p4 cc")  # p1 to act; p3 has called the big blind
    with pytest.raises(IllegalAction, match="not due to act again"):
        verify_out_of_turn(hand, CheckCall(2))


def test_dealer_errors_doctests() -> None:
    import doctest

    from dealer_app.engine import dealer_errors

    assert doctest.testmod(dealer_errors).failed == 0


def test_draw_games_misdeal_on_a_first_card_and_burn_nothing_for_a_flop() -> None:
    hand = play(setup("27td", [100] * 3, blinds=(1, 2, 0), bets=(2, 4)))
    possible = errors_possible(hand)
    assert DealerError.FIRST_CARD_FLASHED in possible and DealerError.BUTTON_SHORT in possible
    assert DealerError.FOUR_CARD_FLOP not in possible and DealerError.PREMATURE_FLOP not in possible
    assert rule_on(hand, DealerError.FIRST_CARD_FLASHED).effect is Effect.MISDEAL
    assert "to the discards" in rule_on(hand, DealerError.CARD_FLASHED).text
