"""RULES.md sections 3 to 8, one test per clause or worked example, named after it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dealer_app.engine.betting import NoRaise
from dealer_app.engine.cards import parse_cards
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.hand import (
    BetRaise,
    BringIn,
    CheckCall,
    DealBoard,
    DealHole,
    Fold,
    Hand,
    Muck,
    Phase,
    Show,
)
from dealer_app.engine.pots import side_pots, split_amount
from dealer_app.engine.rulesets import TDA, WSOP, RRoP, RuleSet
from tests.engine.rules_helpers import act, play, setup, won

DEEP = 100_000

# ------------------------------------------------------------------ 3. Fixed limit


def lhe(players: int = 4, stacks: int = 1000, **kwargs: object) -> object:
    blinds = (2, 5) + (0,) * (players - 2) if players > 2 else (5, 2)
    return setup("lhe", [stacks] * players, blinds=blinds, bets=(5, 10), **kwargs)  # type: ignore[arg-type]


def test_fixed_limit_steps_seed_000() -> None:
    hand = play(lhe())  # limit 5/10: small blind 2, big blind 5
    first = hand.options()
    assert (first.player, first.to_call, first.min_to, first.max_to) == (2, 5, 10, 10)
    assert first.fixed
    act(hand, "p3 cbr 10")
    assert (hand.options().min_to, hand.options().max_to) == (15, 15)
    act(hand, "p4 cc, p1 cc, p2 cc, d db 2c7d9h")
    flop = hand.options()
    assert (flop.player, flop.is_bet, flop.min_to) == (0, True, 5)
    act(hand, "p1 cbr 5")
    assert hand.options().min_to == 10
    act(hand, "p2 cc, p3 cc, p4 cc, d db Js")
    assert hand.options().min_to == 10  # turn: the big bet
    act(hand, "p1 cbr 10")
    assert hand.options().min_to == 20


def test_fixed_limit_bet_and_three_raises_cap_seed_000() -> None:
    # The big blind is the opening bet pre-flop: three raises reach the cap of 20.
    hand = play(lhe(), "p3 cbr 10, p4 cbr 15, p1 cbr 20")
    options = hand.options()
    assert not options.can_raise and options.no_raise is NoRaise.CAPPED
    with pytest.raises(IllegalAction, match=r"capped: p2 may only call or fold"):
        act(hand, "p2 cbr 25")
    act(hand, "p2 cc, p3 cc, p4 cc")
    assert hand.phase is Phase.DEAL


def test_fixed_limit_refuses_other_amounts() -> None:
    hand = play(lhe())
    with pytest.raises(IllegalAction, match="may raise to 10 only: fixed limit"):
        act(hand, "p3 cbr 12")
    assert hand.actions == []


@pytest.mark.parametrize("ruleset", [TDA, WSOP])
def test_limit_cap_heads_up_kept_until_the_event_is_heads_up_tda_48_wsop(ruleset: RuleSet) -> None:
    hand = play(lhe(players=2, ruleset=ruleset), "p2 cbr 10, p1 cbr 15, p2 cbr 20")
    assert hand.options().no_raise is NoRaise.CAPPED
    with pytest.raises(IllegalAction, match="capped"):
        act(hand, "p1 cbr 25")
    # The whole event down to two players: no cap any more.
    event = replace(lhe(players=2, ruleset=ruleset), event_heads_up=True)  # type: ignore[type-var]
    hand = play(event, "p2 cbr 10, p1 cbr 15, p2 cbr 20, p1 cbr 25, p2 cbr 30")
    assert hand.options().can_raise
    # Three players, one all-in: still capped.
    hand = play(lhe(players=3, ruleset=ruleset, stacks=1000), "p3 cbr 10, p1 f")
    assert not hand.options().no_raise


def test_limit_cap_heads_up_rrop_no_cap_with_two_players_not_all_in() -> None:
    hand = play(lhe(players=2, ruleset=RRoP), "p2 cbr 10, p1 cbr 15, p2 cbr 20, p1 cbr 25")
    assert hand.options().can_raise and hand.options().min_to == 30
    # Two players with chips beside a third all-in: no cap (RRoP).
    three = setup("lhe", [1000, 1000, 10], blinds=(2, 5, 0), bets=(5, 10), ruleset=RRoP)
    hand = play(three, "p3 cbr 10, p1 cbr 15, p2 cbr 20")
    assert hand.round.bet_count == 4 and hand.options().can_raise
    # The same under TDA: capped.
    hand = play(replace(three, ruleset=TDA), "p3 cbr 10, p1 cbr 15, p2 cbr 20")
    assert hand.options().no_raise is NoRaise.CAPPED
    # Capped by three players with chips: a fold to two does not lift it (RRoP).
    hand = play(lhe(players=3, ruleset=RRoP), "p3 cbr 10, p1 cbr 15, p2 cbr 20, p3 f")
    assert hand.options().no_raise is NoRaise.CAPPED


def test_stud_completion_counts_as_the_bet() -> None:
    hand = play(stud(3), "d dh p1 2c, d dh p2 Kh, d dh p3 Ks, p1 pb")
    assert hand.options().is_completion and hand.options().min_to == 4
    act(hand, "p2 cbr 4, p3 cbr 8, p1 cbr 12, p2 cbr 16")  # completion, then three raises
    assert hand.options().no_raise is NoRaise.CAPPED


# ------------------------------------------------------------------ 3. Pot limit


def plo(players: int = 4, stacks: int = 10_000) -> object:
    return setup("plo", [stacks] * players, blinds=(10, 20) + (0,) * (players - 2), min_bet=20)


def test_pot_limit_max_raise_seed_examples() -> None:
    hand = play(plo())  # type: ignore[arg-type]
    assert hand.options().max_to == 70  # pot 30, to call 20
    act(hand, "p3 cbr 70")
    assert hand.options().max_to == 240  # pot 100, to call 70


def test_pot_limit_flop_bet_and_raise_seed_000() -> None:
    hand = play(plo(), "p3 cbr 70, p4 f, p1 cbr 190, p2 cc, p3 cc, d db 2c7d9h")  # type: ignore[arg-type]
    assert hand.pot_total == 570
    assert hand.options().max_to == 570
    act(hand, "p1 cbr 570")
    assert hand.options().max_to == 2280
    with pytest.raises(IllegalAction, match=r"p2 may raise to at most 2280: pot limit\."):
        act(hand, "p2 cbr 2281")


def test_pot_limit_call_then_raise_the_pot_seed_001() -> None:
    hand = play(plo(), "p3 cbr 50, p4 cc, p1 cc, p2 cc, d db 2c7d9h")  # type: ignore[arg-type]
    assert hand.pot_total == 200
    act(hand, "p1 cbr 150, p2 cc")
    assert hand.options().max_to == 800


def test_pot_limit_minimum_bet_and_raise() -> None:
    hand = play(plo(), "p3 cc, p4 cc, p1 cc, p2 cc, d db 2c7d9h")  # type: ignore[arg-type]
    assert hand.options().min_to == 20  # the big blind
    act(hand, "p1 cbr 60")
    assert hand.options().min_to == 120  # bet 60: raise to at least 120
    with pytest.raises(IllegalAction, match="must raise to at least 120"):
        act(hand, "p2 cbr 100")


def test_no_limit_maximum_is_the_stack() -> None:
    hand = play(setup("nlhe", [500, 800, 300], blinds=(5, 10, 0), min_bet=10))
    options = hand.options()
    assert (options.min_to, options.max_to, options.all_in_to) == (20, 300, 300)
    act(hand, "p3 cbr 300")
    assert hand.options().max_to == 500
    with pytest.raises(IllegalAction, match="only 500 in all"):
        act(hand, "p1 cbr 600")


# ------------------------------------------------------------------ 3. All-in and re-opening


def nl_flop(stacks: list[int]) -> object:
    hand = play(setup("nlhe", stacks, blinds=(5, 10) + (0,) * (len(stacks) - 2), min_bet=10))
    calls = ", ".join(f"p{i} cc" for i in [*range(3, len(stacks) + 1), 1, 2])
    return act(hand, calls + ", d db 2c7d9h")


def test_short_all_in_does_not_reopen_rrop_example() -> None:
    hand = nl_flop([1000, 150, 1000, 1000])
    act(hand, "p1 cbr 100, p2 cbr 140")  # all-in for 140: less than a full raise
    assert hand.options().min_to == 240  # a raise must go to at least 240
    act(hand, "p3 cc, p4 cc")
    options = hand.options()
    assert options.player == 0 and not options.can_raise
    assert options.no_raise is NoRaise.NOT_REOPENED
    with pytest.raises(IllegalAction, match="did not re-open the betting"):
        act(hand, "p1 cbr 400")


def test_short_all_ins_adding_to_a_full_raise_reopen() -> None:
    hand = nl_flop([1000, 150, 210, 1000, 1000])
    act(hand, "p1 cbr 100, p2 cbr 140, p3 cbr 200, p4 cc, p5 f")
    options = hand.options()
    assert options.player == 0 and options.can_raise
    assert options.min_to == 300  # the minimum raise stays the last full raise, 100


def test_no_self_raise_seed_000() -> None:
    hand = nl_flop([1000, 130, 1000])
    act(hand, "p1 cbr 100, p2 cbr 120, p3 cc")
    assert hand.options().player == 0 and not hand.options().can_raise


def test_all_in_call_for_less() -> None:
    hand = nl_flop([1000, 60, 1000])
    act(hand, "p1 cbr 200")
    options = hand.options()
    assert (options.to_call, options.call_amount, options.is_all_in_call) == (200, 50, True)


def test_limit_all_in_half_bet_counts_as_full_raise() -> None:
    hand = play(lhe(players=3, stacks=100), "p3 cc, p1 cc, p2 cc, d db 2c7d9h")
    hand = play(setup("lhe", [100, 21, 100], blinds=(2, 5, 0), bets=(10, 20)))
    act(hand, "p3 cc, p1 cc, p2 cc, d db 2c7d9h, p1 cbr 10, p2 cbr 16")  # all-in: 6 over
    assert hand.options().min_to == 26
    act(hand, "p3 cc")
    assert hand.options().player == 0 and hand.options().can_raise


def test_limit_all_in_under_half_bet_allows_completing() -> None:
    hand = play(setup("lhe", [100, 19, 100], blinds=(2, 5, 0), bets=(10, 20)))
    act(hand, "p3 cc, p1 cc, p2 cc, d db 2c7d9h, p1 cbr 10, p2 cbr 14")  # all-in: 4 over
    options = hand.options()
    assert options.to_call == 14 and options.min_to == 20  # call, or complete to a full bet
    act(hand, "p3 cc")
    assert hand.options().player == 0 and not hand.options().can_raise


def test_uncalled_bet_goes_back() -> None:
    hand = nl_flop([1000, 1000, 1000])
    act(hand, "p1 cbr 300, p2 f, p3 f")
    assert hand.returned == [(0, 300)]
    assert hand.finished and hand.finishing_stacks == [1020, 990, 990]


# ------------------------------------------------------------------ 4. Positions and blinds


def test_heads_up_button_small_blind_first_pre_flop_last_after() -> None:
    hand = play(setup("nlhe", [1000, 1000], blinds=(10, 5), min_bet=10))
    assert hand.actor == 1  # the button (last player) posted the small blind and acts first
    act(hand, "p2 cc, p1 cc, d db 2c7d9h")
    assert hand.actor == 0  # after the flop the button acts last


def test_blinds_are_live_big_blind_option_seed_000() -> None:
    hand = play(setup("nlhe", [1000] * 3, blinds=(5, 10, 0), min_bet=10), "p3 cc, p1 cc")
    options = hand.options()
    assert options.player == 1 and options.can_check and options.can_raise


def test_first_to_act_pre_flop_and_after_flop_seeds_000_004() -> None:
    hand = play(setup("nlhe", [1000] * 6, blinds=(5, 10, 0, 0, 0, 0), min_bet=10))
    assert hand.actor == 2  # left of the big blind
    act(hand, "p3 f, p4 cc, p5 cc, p6 cc, p1 f, p2 cc, d db 2c7d9h")
    assert hand.actor == 1  # first active player left of the button (p1 folded)


def test_antes_every_player() -> None:
    hand = play(setup("nlhe", [1000] * 3, blinds=(5, 10, 0), antes=(2, 2, 2), min_bet=10))
    assert hand.pot_total == 21 and hand.stacks == [993, 988, 998]


@pytest.mark.parametrize(("ruleset", "blind_bet"), [(TDA, 10), (RRoP, 5)])
def test_big_blind_ante_blind_first_tda(ruleset: object, blind_bet: int) -> None:
    hand = play(
        setup(
            "nlhe",
            [1000, 15, 1000],
            blinds=(5, 10, 0),
            antes=(0, 10, 0),
            min_bet=10,
            ruleset=ruleset,
        )  # type: ignore[arg-type]
    )
    assert hand.stacks[1] == 0 and hand.pot_total == 5 + 15
    assert hand.bets[1] == blind_bet  # the live part of a short big blind
    assert hand.dead_antes == 15 - blind_bet  # the rest is the ante, dead in the main pot


def test_big_blind_ante_is_dead_money_in_the_main_pot() -> None:
    # Blinds 10/20, big-blind ante 20 (TDA 2024): the button limps with aces, the big blind
    # checks and loses. The ante is nobody's to match: the button wins it with the rest, 70.
    hand = play(
        setup("nlhe", [1000] * 3, blinds=(10, 20, 0), antes=(0, 20, 0), min_bet=20),
        "p3 cc, p1 f, p2 cc, d db 2c3d4h, p2 cc, p3 cc, d db 9s, p2 cc, p3 cc, d db Td, "
        "p2 cc, p3 cc, p2 sm 7c8d, p3 sm AsAh",
    )
    assert [(pot.amount, pot.eligible) for pot in hand.results] == [(70, (1, 2))]
    assert won(hand) == [0, 0, 70] and hand.finishing_stacks == [990, 960, 1050]


def test_big_blind_ante_stays_when_the_big_blind_folds() -> None:
    hand = play(
        setup("nlhe", [1000] * 3, blinds=(10, 20, 0), antes=(0, 20, 0), min_bet=20),
        "p3 cbr 60, p1 f, p2 f",
    )
    assert hand.finishing_stacks == [990, 960, 1050]  # 40 returned uncalled, blinds and ante won


def test_big_blind_ante_short_big_blind_wins_only_his_blind_from_each() -> None:
    # The big blind has 25: blind 20 first, 5 of ante (TDA 2024). Two players call 20. The main
    # pot is the three blinds of 20 and the 5 of ante, 65; the big blind can win all of it, and
    # no more from anybody than his blind matched.
    hand = play(
        setup("nlhe", [1000, 25, 1000], blinds=(10, 20, 0), antes=(0, 20, 0), min_bet=20),
        "p3 cc, p1 cc, d db 2c3d4h, p1 cbr 40, p3 cc, d db 9s, p1 cc, p3 cc, d db Td, "
        "p1 cc, p3 cc, p1 sm 7c8d, p3 sm QsQh, p2 sm AsAh",
    )
    assert [(pot.amount, pot.eligible) for pot in hand.results] == [(65, (0, 1, 2)), (80, (0, 2))]
    assert won(hand) == [0, 65, 80]


def test_short_stack_posts_all_in() -> None:
    hand = play(setup("nlhe", [3, 1000, 1000], blinds=(5, 10, 0), min_bet=10))
    assert hand.bets[0] == 3 and hand.all_in(0)


# A big blind posted all-in for less (RRoP, TDA/WSOP practice): "players to act must call the
# complete amount of the big blind"; the minimum raise is as if the whole blind were posted.


def test_short_big_blind_players_call_the_whole_blind_limit() -> None:
    # Limit 10/20, blinds 5/10: the big blind has 7. Call 10, raise to 20 (blind plus a bet).
    hand = play(setup("lhe", [1000, 7, 1000, 1000], blinds=(5, 10, 0, 0), bets=(10, 20)))
    options = hand.options()
    assert (options.player, options.to_call, options.min_to, options.max_to) == (2, 10, 20, 20)
    act(hand, "p3 cc, p4 cc")
    assert hand.options().to_call == 5  # the small blind completes to the whole blind
    act(hand, "p1 cc")
    assert hand.phase is Phase.DEAL and hand.returned == []
    # Side pots as usual: 7 from each in the main pot, the other 3 of the three callers beside.
    assert [(pot.amount, pot.eligible) for pot in hand.pots()] == [
        (28, (0, 1, 2, 3)),
        (9, (0, 2, 3)),
    ]


def test_short_big_blind_min_raise_as_if_the_whole_blind_no_limit() -> None:
    # No limit 10/20, the big blind has 5 (less than the small blind): call 20, raise to 40.
    hand = play(setup("nlhe", [1000, 5, 1000, 1000], blinds=(10, 20, 0, 0), min_bet=20))
    options = hand.options()
    assert (options.player, options.to_call, options.min_to) == (2, 20, 40)
    act(hand, "p3 cbr 40")
    assert hand.options().min_to == 60  # the raise counted from the whole blind: 20
    act(hand, "p4 f, p1 f")  # the surplus nobody matched goes back: 40 against the small blind's 10
    assert hand.returned == [(2, 30)]
    assert [(pot.amount, pot.eligible) for pot in hand.pots()] == [(15, (1, 2)), (10, (2,))]


def test_short_big_blind_surplus_returned_at_the_end_of_the_round() -> None:
    # The only caller of the whole blind gets back what nobody matched: his 20 less the folded
    # small blind's 10 (7 of it matched by the big blind, 3 in a side pot with 3 dead chips).
    hand = play(setup("nlhe", [1000, 7, 1000], blinds=(10, 20, 0), min_bet=20), "p3 cc, p1 f")
    assert hand.returned == [(2, 10)] and hand.stacks == [990, 0, 990]
    assert [(pot.amount, pot.eligible) for pot in hand.pots()] == [(21, (1, 2)), (6, (2,))]


@pytest.mark.parametrize("ruleset", [TDA, RRoP, WSOP])
def test_pot_limit_pre_flop_count_full_blinds_short_big_blind_54b(ruleset: RuleSet) -> None:
    # RULES 3, TDA 2024 rule 54-B: counted as if the full blinds were posted: 70, not 55.
    hand = play(
        setup("plo", [1000, 5, 1000, 1000], blinds=(10, 20, 0, 0), min_bet=20, ruleset=ruleset)
    )
    options = hand.options()
    assert (options.to_call, options.min_to, options.max_to) == (20, 40, 70)
    hand = play(
        setup("plo", [10_000, 100, 10_000], blinds=(100, 200, 0), min_bet=200, ruleset=ruleset)
    )
    assert hand.options().max_to == 700
    act(hand, "p3 cbr 700, p1 cc")
    # From the flop on, the real pot counts: 700 + 700 + 100.
    act(hand, "d db 2c7d9h")
    assert hand.options().max_to == hand.pot_total == 1500


@pytest.mark.parametrize("ruleset", [TDA, RRoP, WSOP])
def test_pot_limit_pre_flop_count_full_blinds_dead_small_blind_54b(ruleset: RuleSet) -> None:
    # Dead small blind (dead button): the level's 100/200 are counted; p1 the big blind.
    dead = replace(
        setup("plo", [10_000] * 4, blinds=(200, 0, 0, 0), min_bet=200, ruleset=ruleset),
        level_blinds=(100, 200),
    )
    hand = play(dead)
    assert (hand.actor, hand.options().max_to) == (1, 700)
    act(hand, "p2 cbr 700")
    assert hand.options().max_to == 200 + 1000 + 700 + 700 - 200  # the counted pot, 54-B
    # Without the level's blinds only the chips in the middle count.
    assert play(replace(dead, level_blinds=())).options().max_to == 600


def test_short_big_blind_lone_player_with_chips_matches_the_largest_all_in() -> None:
    # Heads-up, the big blind all-in for 5, less than the button's small blind of 10: nothing
    # to call, no decision; the 5 nobody matched goes back to the button.
    hand = play(setup("nlhe", [5, 1000], blinds=(20, 10), min_bet=20))
    assert hand.phase is Phase.DEAL and hand.returned == [(1, 5)]
    # All-in for 15: the button matches the all-in, 5 more, and cannot raise.
    hand = play(setup("nlhe", [15, 1000], blinds=(20, 10), min_bet=20))
    options = hand.options()
    assert (options.player, options.to_call, options.can_raise) == (1, 5, False)
    # Three players: once the button folds, the small blind faces only the all-in big blind.
    hand = play(setup("nlhe", [1000, 15, 1000], blinds=(10, 20, 0), min_bet=20), "p3 f")
    assert (hand.options().player, hand.options().to_call) == (0, 5)
    hand = play(setup("nlhe", [1000, 5, 1000], blinds=(10, 20, 0), min_bet=20), "p3 f")
    assert hand.phase is Phase.DEAL and hand.returned == [(0, 5)]


def test_short_small_blind_the_big_blind_is_still_the_bet() -> None:
    hand = play(setup("nlhe", [3, 1000, 1000], blinds=(10, 20, 0), min_bet=20))
    options = hand.options()
    assert (options.to_call, options.min_to) == (20, 40)
    act(hand, "p3 cc")
    assert hand.actor == 1 and hand.options().can_check  # the big blind's option
    # Both blinds short (25 each of 50/100): call 100, raise to 200; the last player, alone with
    # chips, matches the all-ins (25); if he folds too, the blinds show down what they posted.
    hand = play(setup("nlhe", [25, 25, 1000, 1000], blinds=(50, 100, 0, 0), min_bet=100))
    assert (hand.options().to_call, hand.options().min_to) == (100, 200)
    act(hand, "p3 f")
    assert (hand.options().player, hand.options().to_call) == (3, 25)
    act(hand, "p4 f")
    assert hand.phase is Phase.DEAL and hand.pot_total == 50


# ------------------------------------------------------------------ 5. Stud


def stud(players: int, game: str = "stud", **kwargs: object) -> object:
    return setup(game, [200] * players, antes=(1,) * players, bring_in=2, bets=(4, 8), **kwargs)  # type: ignore[arg-type]


def test_stud_bring_in_lowest_upcard_ties_by_suit_seed_002() -> None:
    hand = play(stud(3), "d dh p1 2d, d dh p2 2c, d dh p3 Ks")  # type: ignore[arg-type]
    options = hand.options()
    assert options.player == 1 and options.bring_in == 2 and options.min_to == 4
    with pytest.raises(IllegalAction, match="must post the bring-in or complete"):
        act(hand, "p2 f")


def test_razz_bring_in_highest_upcard_king_of_spades_worst() -> None:
    hand = play(stud(3, "razz"), "d dh p1 Ks, d dh p2 Kh, d dh p3 Ac")  # type: ignore[arg-type]
    assert hand.actor == 0


def short_stud(stacks: list[int], game: str = "stud") -> object:
    return setup(game, stacks, antes=(1,) * len(stacks), bring_in=2, bets=(4, 8))


@pytest.mark.parametrize("game", ["stud", "stud8"])
def test_stud_bring_in_all_in_from_the_ante_passes_to_the_next_player_left(game: str) -> None:
    # p2 has the lowest upcard but only had the ante: the bring-in is still the opening bet,
    # due from the next player on his left who has chips (p3); third street is never checked.
    hand = play(
        short_stud([200, 1, 200, 200], game), "d dh p1 Kd, d dh p2 2c, d dh p3 Qh, d dh p4 3s"
    )  # type: ignore[arg-type]
    options = hand.options()
    assert (options.player, options.bring_in, options.min_to, options.can_check) == (2, 2, 4, False)
    with pytest.raises(IllegalAction, match="must post the bring-in or complete, not check"):
        act(hand, "p3 cc")
    act(hand, "p3 pb")
    assert (hand.options().player, hand.options().to_call) == (3, 2)


def test_razz_bring_in_all_in_from_the_ante_passes_clockwise_past_the_last_seat() -> None:
    # Razz: p4's king of spades brings in, but p4 is all-in from the ante: p1, on his left.
    hand = play(
        short_stud([200, 200, 200, 1], "razz"), "d dh p1 Qd, d dh p2 2c, d dh p3 3h, d dh p4 Ks"
    )  # type: ignore[arg-type]
    assert (hand.options().player, hand.options().bring_in) == (0, 2)


@pytest.mark.parametrize("game", ["stud", "stud8", "razz"])
def test_stud_every_other_player_all_in_from_the_ante_no_betting(game: str) -> None:
    # Only p1 has chips, and he holds the bring-in card: nobody could answer a bet, so third
    # street has no betting (no bring-in to return as an uncalled bet) and fourth is dealt.
    upcard = "Ks" if game == "razz" else "2c"
    hand = play(short_stud([200, 1, 1], game), f"d dh p1 {upcard}, d dh p2 9h, d dh p3 8d")  # type: ignore[arg-type]
    assert hand.phase is Phase.DEAL and hand.need().kind == "upcard"
    assert hand.street == 1 and hand.returned == [] and hand.stacks[0] == 199


def test_holdem_every_other_player_all_in_from_the_forced_bets_no_betting() -> None:
    # The big blind alone has chips and the others are all in for less: nothing to decide.
    hand = play(setup("nlhe", [3, 1000, 2], blinds=(5, 10, 0), antes=(2, 2, 2), min_bet=10))
    assert hand.phase is Phase.DEAL and hand.need().kind == "board"
    assert hand.returned == [(1, 9)]  # his blind above the small blind's all-in, 1
    # A player who has not matched the all-in blinds still decides: call the larger or fold.
    hand = play(setup("nlhe", [3, 7, 1000], blinds=(5, 10, 0), min_bet=10))
    options = hand.options()
    assert (options.player, options.to_call, options.can_raise) == (2, 7, False)


def test_stud_fourth_street_highest_showing_hand_first() -> None:
    hand = play(
        stud(3),  # type: ignore[arg-type]
        "d dh p1 2c, d dh p2 Kh, d dh p3 Ks, p1 pb, p2 cc, p3 cc, "
        "d dh p1 2d, d dh p2 Ah, d dh p3 Qs",
    )
    assert hand.actor == 0  # an open pair of deuces beats ace-king


OPEN_PAIR = (
    "d dh p1 2c, d dh p2 Kh, d dh p3 Ks, p1 pb, p2 cc, p3 cc, d dh p1 2d, d dh p2 Ah, d dh p3 Qs"
)


def test_stud_fourth_street_open_pair_big_bet_rrop_only() -> None:
    hand = play(stud(3, ruleset=RRoP), OPEN_PAIR)  # type: ignore[arg-type]
    assert hand.options().big_bet_allowed and hand.options().max_to == 8
    act(hand, "p1 cbr 8")
    assert hand.options().min_to == 16  # the big bet chosen: raises follow it


@pytest.mark.parametrize("ruleset", [TDA, WSOP])
def test_stud_fourth_street_open_pair_no_big_bet_tda_rp_10_f_wsop(ruleset: RuleSet) -> None:
    hand = play(stud(3, ruleset=ruleset), OPEN_PAIR)  # type: ignore[arg-type]
    assert not hand.options().big_bet_allowed and hand.options().max_to == 4
    with pytest.raises(IllegalAction, match="may bet to 4 only"):
        act(hand, "p1 cbr 8")


TIED_BOARDS = (
    "d dh p1 Ks, d dh p2 3h, d dh p3 3c, p1 pb, p2 cc, p3 cc, d dh p1 Kh, d dh p2 {}, d dh p3 {}"
)


@pytest.mark.parametrize(("ruleset", "first"), [(TDA, 1), (WSOP, 1), (RRoP, 1)])
def test_stud_tied_showing_hands_razz_per_preset(ruleset: RuleSet, first: int) -> None:
    # 3-2 against 3-2: TDA/WSOP the highest card by suit (3♥ over 3♣); RRoP the first from the
    # dealer's left. Both give p2 here; swap the suits and only RRoP keeps p2.
    hand = play(stud(3, "razz", ruleset=ruleset), TIED_BOARDS.format("2h", "2c"))  # type: ignore[arg-type]
    assert hand.actor == first
    hand = play(
        stud(3, "razz", ruleset=ruleset),  # type: ignore[arg-type]
        "d dh p1 Ks, d dh p2 3c, d dh p3 3h, p1 pb, p2 cc, p3 cc, d dh p1 Kh, d dh p2 2h, d dh p3 2c",
    )
    assert hand.actor == (1 if ruleset is RRoP else 2)


@pytest.mark.parametrize("ruleset", [TDA, WSOP, RRoP])
def test_stud_tied_showing_hands_high_per_preset(ruleset: RuleSet) -> None:
    # K-9 against K-9 on fourth street: TDA/WSOP the K♠ acts first; RRoP the first from the left.
    hand = play(
        stud(3, ruleset=ruleset),  # type: ignore[arg-type]
        "d dh p1 2c, d dh p2 Kh, d dh p3 Ks, p1 pb, p2 cc, p3 cc, d dh p1 3d, d dh p2 9s, d dh p3 9d",
    )
    assert hand.actor == (1 if ruleset is RRoP else 2)


def test_stud_fifth_street_big_bet() -> None:
    hand = play(
        stud(2),  # type: ignore[arg-type]
        "d dh p1 2c, d dh p2 Kh, p1 pb, p2 cc, d dh p1 3c, d dh p2 Ah, p2 cc, p1 cc, "
        "d dh p1 4d, d dh p2 9h",
    )
    assert hand.options().min_to == 8


def test_stud_short_deck_community_card_on_seventh() -> None:
    hand = play(stud(8))  # type: ignore[arg-type]
    deck = iter(
        parse_cards(
            "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac 2d 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd Ad 2h 3h 4h 5h 6h 7h"
        )
    )
    for _street in range(4):
        for player in range(8):
            act(hand, f"d dh p{player + 1} {next(deck)}")
        while hand.phase is Phase.BET:
            options = hand.options()
            act(hand, f"p{options.player + 1} {'pb' if options.bring_in else 'cc'}")
    assert hand.community_card
    assert hand.need().kind == "board"
    hand.apply(DealBoard(parse_cards("As")))  # type: ignore[arg-type]
    assert hand.phase is Phase.BET


# ------------------------------------------------------------------ 6. Draw


def test_triple_draw_choose_cards_and_cap_four_raises() -> None:
    hand = play(setup("27td", [1000] * 3, blinds=(5, 10, 0), bets=(10, 20)))
    act(hand, "p3 cbr 20, p1 cbr 30, p2 cbr 40")
    assert hand.options().can_raise  # bet and four raises in draw games
    act(hand, "p3 cbr 50")
    assert hand.options().no_raise is NoRaise.CAPPED
    act(hand, "p1 cc, p2 cc")
    assert hand.phase is Phase.DRAW and hand.need().player == 0
    act(hand, "p1 sd ??????, p2 sd, p3 sd ??")
    assert hand.discards == {0: 3, 1: 0, 2: 1}
    assert hand.phase is Phase.BET


def test_single_draw_no_limit() -> None:
    hand = play(setup("27sd", [1000] * 3, blinds=(5, 10, 0), min_bet=10))
    assert hand.options().max_to == 1000


# ------------------------------------------------------------------ 7. Pots


def test_side_pots_with_folded_dead_money() -> None:
    pots = side_pots([100, 300, 300, 200], [False, False, False, True])
    assert [(pot.amount, pot.eligible) for pot in pots] == [(400, (0, 1, 2)), (500, (1, 2))]


def test_no_limit_two_side_pots_awarded_separately() -> None:
    hand = play(setup("nlhe", [100, 300, 1000, 1000], blinds=(5, 10, 0, 0), min_bet=10))
    act(hand, "p3 cbr 1000, p4 cc, p1 cc, p2 cc, d db 2c7d9h, d db 4c, d db 3s")
    act(hand, "p1 sm AsAd, p2 sm KsKd, p3 sm JsJd, p4 sm QsQd")
    assert [(pot.amount, pot.eligible) for pot in hand.results] == [
        (400, (0, 1, 2, 3)),
        (600, (1, 2, 3)),
        (1400, (2, 3)),
    ]
    # p1's aces win only the main pot; p2's kings the first side pot; p4's queens the last.
    assert won(hand) == [400, 600, 0, 1400]


def test_split_in_whole_chips_chip_unit() -> None:
    assert split_amount(175, 2, 25) == [100, 75]
    assert split_amount(150, 3, 25) == [50, 50, 50]


def omaha_hi_lo_pot(dead: int) -> object:
    # Seat 1 is the button (p4); seats 2, 3 and 4 are p1, p2 and p3. The button's dead chips
    # make the pot odd.
    hand = play(setup("lo8", [500] * 4, blinds=(5, 10, 0, 0), antes=(0, 0, 0, dead), bets=(10, 20)))
    return act(
        hand,
        "p3 cc, p4 f, p1 cc, p2 cc, d db 2c3d7h, p1 cbr 10, p2 cc, p3 cc, d db Kc, "
        "p1 cc, p2 cc, p3 cc, d db Ks, p1 cc, p2 cc, p3 cc, "
        "p1 sm KdKhQsQd, p2 sm Ah4h9s9c, p3 sm As4sTcTd",
    )


def test_hi_lo_worked_example_pot_101() -> None:
    hand = omaha_hi_lo_pot(41)
    (pot,) = hand.results
    assert pot.amount == 101
    shares = [(award.player, award.half, award.amount, award.odd_chips) for award in pot.awards]
    assert shares == [(0, "high", 51, 0), (1, "low", 25, 0), (2, "low", 25, 0)]
    assert pot.high_half_odd_chip == 1  # 101 splits 51 / 50: the high half takes the odd chip


def test_hi_lo_worked_example_pot_103_odd_chip_left_of_button() -> None:
    hand = omaha_hi_lo_pot(43)
    (pot,) = hand.results
    shares = [(award.player, award.half, award.amount, award.odd_chips) for award in pot.awards]
    assert shares == [(0, "high", 52, 0), (1, "low", 26, 1), (2, "low", 25, 0)]
    assert str(pot.awards[1].odd_chip_reason) == "first left of the button"
    assert pot.high_half_odd_chip == 1  # 103 splits 52 / 51 before the low half is quartered
    assert pot.awards[0].hand is not None and pot.awards[0].hand.name.startswith("Four of a kind")


def test_hi_lo_no_qualifying_low_high_scoops() -> None:
    hand = play(setup("lo8", [500] * 2, antes=(33, 33), bets=(10, 20)))
    act(
        hand,
        "p1 cc, p2 cc, d db 9cTdKh, p1 cc, p2 cc, d db Qs, p1 cc, p2 cc, d db 2c, p1 cc, p2 cc",
    )
    act(hand, "p1 sm AsAd3c4c, p2 sm 5h6h7h8h")
    (pot,) = hand.results
    assert str(pot.note).startswith("No qualifying low")
    assert [(award.player, award.amount) for award in pot.awards] == [(0, 66)]


def test_identical_hands_winning_both_halves_split_evenly() -> None:
    hand = play(setup("lo8", [500] * 2, antes=(33, 33), bets=(10, 20)))
    act(
        hand,
        "p1 cc, p2 cc, d db As2c3d, p1 cc, p2 cc, d db Kh, p1 cc, p2 cc, d db Qs, p1 cc, p2 cc",
    )
    act(hand, "p1 sm 4c5d8h9h, p2 sm 4h5s8d9d")
    (pot,) = hand.results
    assert [(award.half, award.amount) for award in pot.awards] == [("whole", 33), ("whole", 33)]
    assert pot.high_half_odd_chip == 0  # not split in halves


def test_odd_chip_stud_high_by_suit() -> None:
    hand = play(stud(3))  # type: ignore[arg-type]
    act(hand, "d dh p1 5s6s2c, d dh p2 AhKhQd, d dh p3 AsKdQc, p1 pb, p2 cc, p3 cc")
    act(hand, "d dh p1 7h, d dh p2 Jd, d dh p3 Jc, p2 cc, p3 cc, p1 f")
    act(hand, "d dh p2 9c, d dh p3 9d, p2 cc, p3 cc, d dh p2 4c, d dh p3 4d, p2 cc, p3 cc")
    act(hand, "d dh p2 3d, d dh p3 3c, p2 cc, p3 cc, p2 sm -, p3 sm -")
    (pot,) = hand.results
    assert pot.amount == 9
    assert [(award.player, award.amount, award.odd_chips) for award in pot.awards] == [
        (2, 5, 1),
        (1, 4, 0),
    ]
    assert str(pot.awards[0].odd_chip_reason) == "highest card by suit (A♠)"


def stud_showdown(game: str, ruleset: RuleSet, holdings: list[str], fold_street: int = 1) -> Hand:
    """Three players, antes 1, bring-in 2: p3 folds on ``fold_street`` (fourth: pot 9; third,
    not bringing in: pot 7), the others call or check down and show. Each holding: two down,
    four up, one down."""
    hand = Hand(setup(game, [200] * 3, antes=(1,) * 3, bring_in=2, bets=(4, 8), ruleset=ruleset))
    cards = [parse_cards(text) for text in holdings]
    while not hand.finished:
        need = hand.need()
        player = need.player
        if need.kind == "upcard":
            assert player is not None
            street = hand.street
            hand.apply(
                DealHole(
                    player, tuple(cards[player][:3] if street == 0 else [cards[player][street + 2]])
                )
            )
        elif need.kind == "action":
            assert player is not None
            if hand.options().bring_in is not None:
                hand.apply(BringIn(player))
            elif player == 2 and hand.street == fold_street:
                hand.apply(Fold(player))
            else:
                hand.apply(CheckCall(player))
        else:
            assert need.kind == "show" and player is not None
            down = cards[player]
            hand.apply(Show(player, (down[0], down[1], down[6])))
    return hand


def odd_chip_winner(hand: Hand, half: str) -> tuple[int, str]:
    (pot,) = hand.results
    (award,) = [award for award in pot.awards if award.odd_chips and award.half == half]
    return award.player, str(award.odd_chip_reason)


RAZZ_TIE = ["As2s3d4d5hKcQc", "Ac2c3h4h5dKdQd", "KhQh Js 9c 9s 8s 7s"]


def test_stud_odd_chip_razz_tda_wsop_highest_card_of_the_five_20b() -> None:
    # RULES 7: two lows 5-4-3-2-A, A♠2♠3♦4♦5♥ against A♣2♣3♥4♥5♦: the 5♥ takes it.
    for ruleset in (TDA, WSOP):
        hand = stud_showdown("razz", ruleset, [h.replace(" ", "") for h in RAZZ_TIE])
        assert hand.results[0].amount == 9
        assert odd_chip_winner(hand, "whole") == (0, "highest card by suit (5♥)")


def test_stud_odd_chip_razz_rrop_lowest_card_all_cards() -> None:
    hand = stud_showdown("razz", RRoP, [h.replace(" ", "") for h in RAZZ_TIE])
    assert odd_chip_winner(hand, "whole") == (1, "lowest card by suit (A♣)")


NINE_HIGH_STRAIGHTS = ["5s6d7s8d9h2cAc", "5h6c7h8c9s2d3d", "KcQsKh2hJhJcTc"]
TEN_HIGH_STRAIGHTS = ["6s7d8s9dThQhAc", "6h7c8h9cTsKd4d", "KcQsKh2hJhQcTc"]


@pytest.mark.parametrize("ruleset", [TDA, WSOP])
def test_stud_odd_chip_high_tda_wsop_highest_card_of_the_five_20b(ruleset: RuleSet) -> None:
    # Two 9-high straights: the 9♠ of the five-card hand, not the ace outside the straight.
    hand = stud_showdown("stud", ruleset, NINE_HIGH_STRAIGHTS)
    assert odd_chip_winner(hand, "whole") == (1, "highest card by suit (9♠)")
    hand = stud_showdown("stud8", ruleset, TEN_HIGH_STRAIGHTS)  # no low: the high half scoops
    assert odd_chip_winner(hand, "whole") == (1, "highest card by suit (T♠)")


def test_stud_odd_chip_high_rrop_highest_card_all_cards() -> None:
    hand = stud_showdown("stud", RRoP, NINE_HIGH_STRAIGHTS)
    assert odd_chip_winner(hand, "whole") == (0, "highest card by suit (A♣)")
    hand = stud_showdown("stud8", RRoP, TEN_HIGH_STRAIGHTS)
    assert odd_chip_winner(hand, "whole") == (0, "highest card by suit (A♣)")


HI_LO_LOW_TIE = ["3h2dKsKdAc4s7c", "3s2cQsQhAd4h7d", "9c9hAhThJsJd8h"]


@pytest.mark.parametrize("ruleset", [TDA, WSOP, RRoP])
def test_stud_odd_chip_hi_lo_low_half_per_preset(ruleset: RuleSet) -> None:
    # Lows 7-4-3-2-A tied: TDA/WSOP the highest card of the five (7♦), RRoP the lowest (A♣).
    hand = stud_showdown("stud8", ruleset, HI_LO_LOW_TIE, fold_street=0)
    (pot,) = hand.results
    assert pot.amount == 7  # high half 4 to p1's kings; low half 3 split 2/1
    low = sorted((award.amount, award.player) for award in pot.awards if award.half == "low")
    winner = 0 if ruleset is RRoP else 1
    assert low == [(1, 1 - winner), (2, winner)]
    reason = "lowest card by suit (A♣)" if ruleset is RRoP else "highest card by suit (7♦)"
    assert odd_chip_winner(hand, "low") == (winner, reason)


# ------------------------------------------------------------------ 8. Showdown


def river(actions: str) -> object:
    hand = play(setup("nlhe", [1000] * 3, blinds=(5, 10, 0), min_bet=10))
    streets = "d db 2c7d9h, p1 cc, p2 cc, p3 cc, d db Js, p1 cc, p2 cc, p3 cc, d db 3h, "
    return act(hand, "p3 cc, p1 cc, p2 cc, " + streets + actions)


def test_showdown_last_aggressor_shows_first() -> None:
    hand = river("p1 cc, p2 cbr 50, p3 cc, p1 cc")
    assert hand.phase is Phase.SHOWDOWN and hand.showdown_order[0] == 1
    assert hand.need().player == 1


def test_showdown_nobody_bet_first_left_of_button() -> None:
    hand = river("p1 cc, p2 cc, p3 cc")
    assert hand.showdown_order == [0, 1, 2]


def test_muck_gives_up_every_pot() -> None:
    hand = river("p1 cc, p2 cc, p3 cc")
    act(hand, "p1 sm AsAd, p2 sm, p3 sm")
    assert hand.finished and won(hand) == [30, 0, 0]


def test_last_contender_wins_without_showing() -> None:
    hand = river("p1 cc, p2 cc, p3 cc")
    act(hand, "p1 sm, p2 sm")
    assert hand.finished and won(hand) == [0, 0, 30]
    assert hand.results[0].awards[0].hand is None


def all_in_then_river_bet(showdown: str) -> Hand:
    # p1 is all-in for 50 pre-flop (main pot 150); p2 bets the river and p3 calls (side pot 200).
    return play(
        setup("nlhe", [50, 1000, 1000], blinds=(5, 10, 0), min_bet=10),
        "p3 cc, p1 cbr 50, p2 cc, p3 cc, d db 2c7d9h, p2 cc, p3 cc, d db Js, p2 cc, p3 cc, "
        "d db 3h, p2 cbr 100, p3 cc, " + showdown,
    )


def test_pot_every_contender_mucked_goes_to_the_last_to_muck() -> None:
    # RULES 8: a player who mucks gives up every pot. When p2 mucks, p3 is the last player left
    # in the side pot and wins it without showing, as when everybody else folds; p3's muck then
    # gives up only the main pot, which he still contested against p1's hand.
    hand = all_in_then_river_bet("p1 sm 4c8h, p2 sm, p3 sm")
    assert hand.finished and won(hand) == [150, 0, 200]
    main, side = hand.results
    assert (main.amount, main.awards[0].player) == (150, 0)
    assert (side.amount, side.eligible) == (200, (1, 2))
    assert [(award.player, award.amount, award.hand) for award in side.awards] == [(2, 200, None)]
    assert str(side.note) == "Everybody in this pot mucked: the last to muck wins it."
    # The same when p3 mucks first, out of turn: p2 mucked last and takes the side pot.
    hand = all_in_then_river_bet("p3 sm, p2 sm")
    assert hand.finished and won(hand) == [150, 200, 0]


def test_mucked_hand_never_shares_a_pot_with_an_unseen_hand() -> None:
    # p2 shows cards the dealer did not enter (????), p3 mucks: the side pot is p2's alone.
    hand = all_in_then_river_bet("p2 sm ????, p3 sm")
    assert hand.finished and won(hand) == [150, 200, 0]


def test_all_in_every_hand_face_up() -> None:
    hand = play(setup("nlhe", [100, 1000], blinds=(10, 5), min_bet=10))
    act(hand, "p2 cbr 1000, p1 cc, d db 2c7d9h, d db Js, d db 3h")
    assert hand.face_up
    with pytest.raises(IllegalAction, match="face up"):
        hand.apply(Muck(1))


def test_refused_action_changes_nothing() -> None:
    hand = river("p1 cbr 100")
    before = (list(hand.stacks), list(hand.bets), len(hand.actions), hand.actor)
    for text in ("p3 cc", "p2 cbr 50", "d db 4d"):
        with pytest.raises(IllegalAction):
            act(hand, text)
    assert (list(hand.stacks), list(hand.bets), len(hand.actions), hand.actor) == before
    with pytest.raises(IllegalAction, match=r"It is p2's turn, not p3's\."):
        act(hand, "p3 cc")


def test_card_already_in_play_refused() -> None:
    hand = river("p1 cc, p2 cc, p3 cc")
    with pytest.raises(IllegalAction, match=r"J♠ is already on the board\."):
        act(hand, "p1 sm JsJd")


def test_board_before_the_betting_round_ended() -> None:
    hand = play(setup("nlhe", [1000] * 3, blinds=(5, 10, 0), min_bet=10), "p3 cc")
    with pytest.raises(IllegalAction, match="pre-flop betting is not over"):
        act(hand, "d db 2c7d9h")
    with pytest.raises(IllegalAction, match="p1 must raise to at least 20"):
        hand.apply(BetRaise(0, 5))


def test_undo_replays_to_the_same_state() -> None:
    hand = river("p1 cbr 100, p2 cc")
    before = (list(hand.stacks), hand.actor, hand.pot_total)
    act(hand, "p3 cbr 300")
    hand.undo()
    assert (list(hand.stacks), hand.actor, hand.pot_total) == before


def test_half_pot_calls_then_raises_half_the_pot() -> None:
    hand = play(plo(), "p3 cbr 70")  # type: ignore[arg-type]
    # p4: pot 100, to call 70: raise by half of 170 (85), to 155; the full pot is 240.
    assert (hand.options().half_pot_to, hand.options().max_to) == (155, 240)
    limit = play(lhe())
    assert limit.options().half_pot_to is None


# ------------------------------------------------------------------ 9. Dealer errors
# One test per clause, per preset: tests/engine/test_dealer_errors.py.
