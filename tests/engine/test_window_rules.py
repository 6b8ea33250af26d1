"""Rules the windows used to decide themselves, now the engine's to say (issue 23).

Each test names the window that asked; the window now reads the figure or the flag the engine
gives (nothing is worked out twice).
"""

from __future__ import annotations

from dealer_app.engine.dealer_errors import DealerError, players_to_name
from dealer_app.engine.figures import Figure, figures_shown
from dealer_app.engine.hand import BetRaise, BringIn, CheckCall, Fold, HandSetup, posted_markers
from dealer_app.engine.variants import VARIANTS
from tests.engine.rules_helpers import act, play, setup

# ------------------------------------------------------------------ all-in (session/controller.py)


def test_a_call_of_every_chip_left_is_all_in() -> None:
    # p2 has 100 behind his big blind; the raise to 110 asks exactly that: all-in.
    hand = play(setup("nlhe", [1000, 110, 1000], blinds=(5, 10, 0), min_bet=10))
    act(hand, "p3 cbr 110, p1 cc")
    options = hand.options()
    assert (options.player, options.call_amount) == (1, 100)
    assert options.is_all_in_call  # exactly his stack: the window says "(all-in)" too
    assert hand.puts_all_in(CheckCall(1))


def test_a_call_for_less_is_all_in_and_a_plain_call_is_not() -> None:
    hand = play(setup("nlhe", [1000, 60, 1000], blinds=(5, 10, 0), min_bet=10))
    act(hand, "p3 cbr 200")
    assert not hand.puts_all_in(CheckCall(0))  # p1 has 1000
    act(hand, "p1 cc")
    assert hand.options().is_all_in_call and hand.puts_all_in(CheckCall(1))


def test_a_raise_to_every_chip_is_all_in() -> None:
    hand = play(setup("nlhe", [1000, 1000, 300], blinds=(5, 10, 0), min_bet=10))
    assert hand.puts_all_in(BetRaise(2, 300))
    assert not hand.puts_all_in(BetRaise(2, 200))
    assert not hand.puts_all_in(Fold(2))


def test_a_bring_in_of_every_chip_is_all_in() -> None:
    hand = play(setup("stud", [100, 3, 100], antes=(1, 1, 1), bring_in=2, bets=(4, 8)))
    act(hand, "d dh p1 Kc, d dh p2 2c, d dh p3 Ah")
    assert hand.options().player == 1 and hand.options().bring_in == 2
    assert hand.puts_all_in(BringIn(1))  # 2 left after the ante: the bring-in takes them
    other = play(setup("stud", [100, 30, 100], antes=(1, 1, 1), bring_in=2, bets=(4, 8)))
    act(other, "d dh p1 Kc, d dh p2 2c, d dh p3 Ah")
    assert not other.puts_all_in(BringIn(1))


# ------------------------------------------------------ which blind is which (session/controller.py)


def test_the_big_blind_is_the_first_to_post_the_largest_blind() -> None:
    nlhe = VARIANTS["nlhe"]
    markers = posted_markers(HandSetup(nlhe, (100,) * 4, blinds=(1, 2, 2, 0), min_bet=2))
    assert markers == {3: ("button",), 0: ("small blind",), 1: ("big blind",), 2: ("straddle",)}
    heads_up = posted_markers(HandSetup(nlhe, (100, 100), blinds=(2, 1), min_bet=2))
    assert heads_up == {1: ("button", "small blind"), 0: ("big blind",)}


# -------------------------------------------- Pot only in pot limit (ui/dealer/action_panel.py)


def test_the_pot_figure_exists_in_pot_limit_only() -> None:
    plo = play(setup("plo", [1000] * 4, blinds=(10, 20, 0, 0), min_bet=20))
    assert plo.variant.is_pot_limit
    assert plo.options().pot_to == plo.options().max_to == 70
    nlhe = play(setup("nlhe", [1000] * 4, blinds=(10, 20, 0, 0), min_bet=20))
    assert not nlhe.variant.is_pot_limit
    assert nlhe.options().pot_to is None  # the maximum is the stack, not a pot
    lhe = play(setup("lhe", [1000] * 4, blinds=(2, 5, 0, 0), bets=(5, 10)))
    assert lhe.options().pot_to is None


def test_no_pot_figure_when_the_pot_limit_player_cannot_raise() -> None:
    hand = play(setup("plo", [20, 1000, 1000], blinds=(10, 20, 0), min_bet=20))
    act(hand, "p3 cbr 70")  # the small blind has 10 behind: a call takes them all
    options = hand.options()
    assert options.player == 0 and not options.can_raise
    assert options.pot_to is None


# ------------------------------------- one pot or side pots (ui/widgets/table_view.py)


def test_one_pot_while_nobody_is_all_in() -> None:
    hand = play(setup("nlhe", [1000, 300, 1000], blinds=(5, 10, 0), min_bet=10))
    act(hand, "p3 cbr 100")
    assert hand.one_pot  # bets differ in the round: still one pot every live player can win
    act(hand, "p1 cc, p2 cbr 300")
    assert not hand.one_pot  # p2 all-in: the main pot and side pots
    assert [(pot.amount, pot.eligible) for pot in hand.pots()] == [(300, (0, 1, 2)), (200, (1,))]


# ------------------------------------- the low half: the pot minus the high (ui/dealer/showdown.py)


def omaha_hi_lo_pot(dead: int) -> object:
    hand = play(setup("lo8", [500] * 4, blinds=(5, 10, 0, 0), antes=(0, 0, 0, dead), bets=(10, 20)))
    return act(
        hand,
        "p3 cc, p4 f, p1 cc, p2 cc, d db 2c3d7h, p1 cbr 10, p2 cc, p3 cc, d db Kc, "
        "p1 cc, p2 cc, p3 cc, d db Ks, p1 cc, p2 cc, p3 cc, "
        "p1 sm KdKhQsQd, p2 sm Ah4h9s9c, p3 sm As4sTcTd",
    )


def test_the_halves_of_a_hi_lo_pot_rules_7_worked_example() -> None:
    (pot,) = omaha_hi_lo_pot(43).results  # type: ignore[attr-defined]
    assert (pot.amount, pot.high_half, pot.low_half) == (103, 52, 51)
    (pot,) = omaha_hi_lo_pot(41).results  # type: ignore[attr-defined]
    assert (pot.amount, pot.high_half, pot.low_half) == (101, 51, 50)


def test_a_pot_not_split_in_halves_has_none() -> None:
    hand = play(setup("nlhe", [100, 100], blinds=(10, 5), min_bet=10), "p2 f")
    (pot,) = hand.results
    assert (pot.high_half, pot.low_half) == (0, 0)


# ----------------------------------------- who may act out of turn (ui/dealer/irregularity.py)


def test_who_may_be_named_for_an_action_out_of_turn() -> None:
    hand = play(setup("nlhe", [1000, 1000, 50, 1000], blinds=(5, 10, 0, 0), min_bet=10))
    act(hand, "p3 cbr 50")  # p3 all-in; p4 to act
    assert hand.actor == 3
    # Not the player to act, not an all-in player, not a folded one.
    assert players_to_name(hand, DealerError.OUT_OF_TURN) == (0, 1)
    act(hand, "p4 f")
    assert players_to_name(hand, DealerError.OUT_OF_TURN) == (1,)


def test_whose_hand_has_the_wrong_number_of_cards_after_substantial_action() -> None:
    hand = play(setup("nlhe", [1000] * 4, blinds=(5, 10, 0, 0), min_bet=10))
    assert players_to_name(hand, DealerError.WRONG_CARD_COUNT) == ()  # a misdeal: nobody named
    act(hand, "p3 cbr 30, p4 cc, p1 f")
    assert players_to_name(hand, DealerError.WRONG_CARD_COUNT) == (1, 2, 3)
    assert players_to_name(hand, DealerError.BOXED_CARD) == ()


# ------------------------------------------ the figures a drill asks (session/training.py)


def test_the_figures_the_window_shows_in_the_order_asked() -> None:
    plo = play(setup("plo", [1000] * 4, blinds=(10, 20, 0, 0), min_bet=20))
    assert figures_shown(plo) == (Figure.TO_CALL, Figure.POT_LIMIT_MAX)
    nlhe = play(setup("nlhe", [100, 300, 1000, 1000], blinds=(5, 10, 0, 0), min_bet=10))
    assert figures_shown(nlhe) == (Figure.TO_CALL,)
    act(nlhe, "p3 cbr 1000, p4 cc, p1 cc")
    assert figures_shown(nlhe) == (Figure.TO_CALL, Figure.POTS)
    act(nlhe, "p2 cc, d db 2c7d9h, d db 4c, d db 3s")
    act(nlhe, "p1 sm AsAd, p2 sm KsKd, p3 sm JsJd, p4 sm QsQd")
    assert figures_shown(nlhe) == (Figure.AWARDS,)
    assert figures_shown(None) == ()


# ----------------------------------------------- the minimum field (ui/director/window.py)


def test_a_start_below_the_minimum_field_cancels_rules_11() -> None:
    from dealer_app.engine.tournament import Register, Setup, Start, Tournament, structure_named

    event = Tournament(Setup.of("Club", structure_named("turbo"), min_field=3, max_field=18))
    for name in ("Anna", "Boris"):
        event.apply(Register(player=name))
    assert event.start_cancels  # two entries, three needed: the start cancels and refunds
    event.apply(Register(player="Chloé"))
    assert not event.start_cancels
    event.apply(Start())
    assert not event.cancelled and not event.start_cancels  # started: nothing left to cancel


# ------------------- one Stakes, one level count (ui/dealer/clock.py, ui/widgets/table_view.py)


def test_one_stakes_type_for_the_table_and_the_tournament() -> None:
    from dealer_app.engine import stakes, table_config
    from dealer_app.engine.tournament import Level as EventLevel

    assert table_config.Stakes is stakes.Stakes and table_config.Level is stakes.Level
    level = EventLevel(100, 200, 200, big_blind_ante=True)
    assert level.stakes == stakes.Stakes.of_blinds(100, 200, 200, big_blind_ante=True)
    razz = EventLevel.of_game("razz", 25, 100, 10, 20)
    assert razz.stakes == stakes.Stakes.of_stud(10, 25, 100, 200)
    assert level.amounts == (100, 200, 200)


def test_breaks_are_not_levels_for_the_table_and_the_tournament() -> None:
    from dealer_app.engine.stakes import Level, Stakes, level_count, level_number
    from dealer_app.engine.table_config import TableConfig
    from dealer_app.engine.tournament import Level as EventLevel
    from dealer_app.engine.tournament import Register, Setup, Start, Tournament

    play = Level.of(600, Stakes.of_blinds(25, 50))
    levels = (play, Level.pause(300), play, play)
    assert [level_number(levels, index) for index in range(4)] == [1, 1, 2, 3]
    assert level_count(levels) == 3
    assert level_number((Level.pause(300), play), 0) == 0  # a first break: before level 1
    config = TableConfig.tournament("nlhe", levels, starting_stack=1000)
    assert (config.level_number(2), config.level_count) == (2, 3)
    event_levels = (EventLevel(25, 50, minutes=1), EventLevel.pause(1), EventLevel(50, 100))
    event = Tournament(Setup.of("Club", event_levels, min_field=2, max_field=18))
    for name in ("Anna", "Boris"):
        event.apply(Register(player=name))
    event.apply(Start(at=0))
    assert [event.clock(at).number for at in (30, 90, 150)] == [1, 1, 2]  # the break: level 1's
    assert event.setup.level_count == level_count(event_levels) == 2
