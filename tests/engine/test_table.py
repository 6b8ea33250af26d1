"""The table across hands (RULES 3, 4, 10): seats, buy-ins, button, blinds, levels, rotation.

One test per clause, named after it; scripted sessions show who posts what in every hand.
"""

from __future__ import annotations

import doctest
import json
from itertools import pairwise

import pytest

from dealer_app.engine import table as table_module
from dealer_app.engine import table_config, table_events
from dealer_app.engine.cards import DECK
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.hand import BringIn, DealHole, Fold, Hand
from dealer_app.engine.rulesets import TDA, WSOP, RRoP
from dealer_app.engine.table import HandPlan, Table
from dealer_app.engine.table_config import Level, Rotation, Stakes, TableConfig
from dealer_app.engine.table_events import (
    AddChips,
    ChooseGame,
    FinishHand,
    SitDown,
    event_from_json,
)
from dealer_app.messages import Amount

NAMES = ("Anna", "Boris", "Chloe", "Dmitri", "Emma", "Farid", "Greta", "Hugo", "Ines", "Jules")

# ------------------------------------------------------------------ helpers


def cash(game: str = "nlhe", stakes: Stakes | None = None, **options: object) -> TableConfig:
    return TableConfig.cash(game, stakes or Stakes.of_blinds(1, 2), **options)  # type: ignore[arg-type]


def seated(config: TableConfig, seats: list[int], stack: int = 200) -> Table:
    """A table with a player in each of ``seats``, named in seat order from NAMES."""
    table = Table(config)
    if config.is_tournament:
        stack = config.starting_stack
    for number, seat in enumerate(seats):
        table.sit_down(seat, NAMES[number], stack)
    return table


def deal(table: Table, *, bust: tuple[int, ...] = (), to: int | None = None) -> HandPlan:
    """Deal the next hand and end it: the seats in ``bust`` lose every chip to ``to`` (by
    default the first other player dealt in); otherwise no chip changes hands (a chop)."""
    plan = table.next_hand()
    table.start_hand()
    stacks = dict(zip(plan.seats, plan.stacks, strict=True))
    winner = to if to is not None else next(seat for seat in plan.seats if seat not in bust)
    for seat in bust:
        stacks[winner] += stacks[seat]
        stacks[seat] = 0
    table.apply(FinishHand(plan.seats, tuple(stacks[seat] for seat in plan.seats)))
    return plan


def fold_around(table: Table) -> HandPlan:
    """Play the next hand with the hand engine: everybody folds to the big blind (stud: the
    upcards are dealt, the bring-in posts, everybody else folds)."""
    plan = table.next_hand()
    setup, _seats = table.next_hand_setup()
    hand = Hand(setup)
    cards = iter(DECK)
    while not hand.finished:
        need = hand.need()
        if need.kind == "upcard":
            assert need.player is not None
            hand.apply(DealHole(need.player, (next(cards),)))
        else:
            assert need.kind == "action" and need.player is not None
            bring_in = hand.round.bring_in_due
            hand.apply(BringIn(need.player) if bring_in else Fold(need.player))
    table.finish_hand(hand)
    return plan


def blinds_of(plan: HandPlan) -> tuple[int, int | None, int | None]:
    return plan.button, plan.small_blind, plan.big_blind


def snapshot(table: Table) -> str:
    return json.dumps(table.to_snapshot(), sort_keys=True)


def refused(table: Table, event: object, sentence: str) -> None:
    """``event`` is refused with ``sentence`` and nothing changes."""
    before = snapshot(table), len(table.events)
    with pytest.raises(IllegalAction) as refusal:
        table.apply(event)  # type: ignore[arg-type]
    assert str(refusal.value) == sentence
    assert (snapshot(table), len(table.events)) == before


def levels(*blinds: tuple[int, int, int], seconds: int = 600) -> list[Level]:
    return [Level.of(seconds, Stakes.of_blinds(sb, bb, ante)) for sb, bb, ante in blinds]


def test_doctests() -> None:
    for module in (table_module, table_config, table_events):
        assert doctest.testmod(module).failed == 0, module.__name__


# ------------------------------------------------------------------ 4. Button and blinds


def test_button_moves_clockwise_after_every_hand_rules_4() -> None:
    table = seated(cash(), [1, 3, 4, 7, 9])
    plans = [deal(table) for _ in range(6)]
    assert [plan.button for plan in plans] == [1, 3, 4, 7, 9, 1]
    assert [plan.small_blind for plan in plans] == [3, 4, 7, 9, 1, 3]
    assert [plan.big_blind for plan in plans] == [4, 7, 9, 1, 3, 4]


def test_button_drawn_for_before_the_first_hand() -> None:
    table = seated(cash(), [1, 3, 4, 7, 9])
    table.place_button(7)
    assert [deal(table).button for _ in range(3)] == [7, 9, 1]
    refused(
        table, table_events.PlaceButton(3), "The button is drawn for before the first hand only."
    )


def test_small_blind_left_of_button_big_blind_left_of_small_blind_rules_4() -> None:
    table = seated(cash(), [2, 5, 6, 8])
    plan = table.next_hand()
    assert blinds_of(plan) == (2, 5, 6)
    # PHH order: p1 is the first player left of the button, the button is last.
    assert plan.seats == (5, 6, 8, 2)
    assert plan.blinds == (1, 2, 0, 0)
    assert plan.posted() == {5: 1, 6: 2}
    setup, seats = table.next_hand_setup()
    assert seats == (5, 6, 8, 2)
    assert setup.names == ("Boris", "Chloe", "Dmitri", "Anna")
    assert Hand(setup).actor == 2  # pre-flop, the player left of the big blind acts first


@pytest.mark.parametrize("ruleset", [TDA, RRoP])
def test_heads_up_button_posts_small_blind_tda_34(ruleset: object) -> None:
    table = seated(cash(ruleset=ruleset), [2, 5])
    first = table.next_hand()
    assert blinds_of(first) == (2, 2, 5)
    assert first.seats == (5, 2) and first.blinds == (2, 1)  # p1 is the big blind
    setup, _seats = table.next_hand_setup()
    assert Hand(setup).actor == 1  # the button acts first pre-flop
    fold_around(table)
    second = table.next_hand()
    assert blinds_of(second) == (5, 5, 2)
    assert second.seats == (2, 5) and second.blinds == (2, 1)


@pytest.mark.parametrize("ruleset", [TDA, RRoP], ids=["dead button", "moving button"])
@pytest.mark.parametrize("busted", [1, 2, 3], ids=["button busts", "small blind", "big blind"])
def test_three_to_two_nobody_posts_big_blind_twice_tda_34(ruleset: object, busted: int) -> None:
    table = seated(
        TableConfig.sit_and_go("nlhe", levels((5, 10, 0)), starting_stack=500, ruleset=ruleset),
        [1, 2, 3],
    )
    first = deal(table, bust=(busted,), to=1 if busted != 1 else 2)
    assert blinds_of(first) == (1, 2, 3)
    heads_up = table.next_hand()
    assert heads_up.heads_up and heads_up.button == heads_up.small_blind
    assert heads_up.big_blind != 3, "seat 3 posted the big blind last hand"
    assert heads_up.big_blind in heads_up.seats and len(heads_up.seats) == 2
    deal(table)
    after = table.next_hand()
    assert after.big_blind == heads_up.button  # then the blinds alternate


def test_dead_button_big_blind_busts_no_small_blind_tda_32() -> None:
    # Seats 1-5; the big blind (seat 3) busts. Next hand: the button moves to the old small
    # blind, the player left of the busted big blind posts the big blind, no small blind.
    table = seated(
        TableConfig.sit_and_go("nlhe", levels((5, 10, 0)), starting_stack=500), [1, 2, 3, 4, 5]
    )
    assert blinds_of(deal(table, bust=(3,), to=1)) == (1, 2, 3)
    second = table.next_hand()
    assert blinds_of(second) == (2, None, 4)
    assert second.seats == (4, 5, 1, 2) and second.blinds == (10, 0, 0, 0)
    setup, _seats = table.next_hand_setup()
    assert Hand(setup).actor == 1  # left of the big blind
    deal(table)
    # Then the button is dead on the empty seat 3 and the old small blind is, in effect, the
    # button again (p1 is seat 4).
    third = table.next_hand()
    assert blinds_of(third) == (3, 4, 5)
    assert third.seats == (4, 5, 1, 2)
    deal(table)
    assert blinds_of(table.next_hand()) == (4, 5, 1)


def test_dead_button_small_blind_busts_button_on_empty_seat_tda_32() -> None:
    table = seated(
        TableConfig.sit_and_go("nlhe", levels((5, 10, 0)), starting_stack=500), [1, 2, 3, 4, 5]
    )
    deal(table, bust=(2,), to=1)
    second = table.next_hand()
    # The big blind moves one player (to 4), the old big blind posts the small blind, the
    # button is dead on seat 2: seat 1 is, in effect, the button again.
    assert blinds_of(second) == (2, 3, 4)
    assert second.seats == (3, 4, 5, 1)


def test_dead_button_both_blinds_bust_tda_32() -> None:
    table = seated(
        TableConfig.sit_and_go("nlhe", levels((5, 10, 0)), starting_stack=500), [1, 2, 3, 4, 5]
    )
    deal(table, bust=(2, 3), to=1)
    second = table.next_hand()
    assert blinds_of(second) == (2, None, 4)
    deal(table)
    third = table.next_hand()
    assert blinds_of(third) == (3, 4, 5)
    # Seat 1 was, in effect, the button three hands in a row; nobody skipped the big blind.
    assert second.seats[-1] == third.seats[-1] == 1


def test_moving_button_per_preset_rules_4() -> None:
    # RRoP: moving button. The big blind busts: the button still moves one player (to seat 2),
    # the blinds follow it (4 and 5); seat 4, whom the big blind passed on the small blind's
    # seat, posts a big blind from the button the next hand, beside the regular one.
    config = cash(ruleset=RRoP)
    assert config.button_mode == "moving" and cash(ruleset=TDA).button_mode == "dead"
    assert cash(ruleset=WSOP, button="moving").button_mode == "moving"  # the table overrides
    table = seated(config, [1, 2, 3, 4, 5])
    deal(table, bust=(3,), to=1)
    assert blinds_of(table.next_hand()) == (2, 4, 5)
    deal(table)
    plan = table.next_hand()
    assert blinds_of(plan) == (4, 5, 1) and plan.posted() == {5: 1, 1: 2, 4: 2}
    deal(table)
    assert blinds_of(table.next_hand()) == (5, 1, 2)


def test_cash_player_on_the_big_blind_busts_dead_button_rules_4() -> None:
    # In a cash game the busted big blind stays seated with no chips, not dealt in until a
    # rebuy; the small blind is dead as in a tournament.
    table = seated(cash(min_buy_in=100, max_buy_in=200), [1, 2, 3, 4])
    deal(table, bust=(3,), to=4)
    assert table.stack(3) == 0 and table.player(3) is not None
    plans = [deal(table) for _ in range(3)]
    assert [blinds_of(plan) for plan in plans] == [(2, None, 4), (3, 4, 1), (4, 1, 2)]
    assert all(3 not in plan.seats for plan in plans)
    deal(table)  # the big blind goes from 2 to 4, past the broke seat 3
    refused(table, AddChips(3, 50), "The minimum buy-in is 100.")
    table.add_chips(3, 100)
    assert table.player(3).entering  # type: ignore[union-attr]  # it missed its big blind


@pytest.mark.parametrize("ruleset", [TDA, RRoP, WSOP])
@pytest.mark.parametrize("override", [None, "moving"])
def test_dead_button_in_every_tournament_tda_32(ruleset: object, override: object) -> None:
    # RULES 4: every tournament plays the dead button, whatever the preset or the table's
    # choice. Button 1, small blind 2, big blind 3 busts: seat 4 (the next player left of the
    # last big blind) posts the big blind, never seat 5; no small blind; the button moves on
    # to the old small blind.
    config = TableConfig.sit_and_go(
        "nlhe", levels((5, 10, 0)), starting_stack=500, ruleset=ruleset, button=override
    )
    assert config.button_mode == "dead"
    table = seated(config, [1, 2, 3, 4, 5, 6])
    assert blinds_of(deal(table, bust=(3,), to=1)) == (1, 2, 3)
    assert blinds_of(table.next_hand()) == (2, None, 4)
    deal(table)
    assert blinds_of(table.next_hand()) == (3, 4, 5)


@pytest.mark.parametrize("ruleset", [TDA, WSOP])
@pytest.mark.parametrize("gone", [(3,), (2,), (2, 3)], ids=["big blind", "small", "both"])
def test_cash_dead_button_big_blind_to_next_player_left_of_last_big_blind_tda_32(
    ruleset: object, gone: tuple[int, ...]
) -> None:
    table = seated(cash(ruleset=ruleset), [1, 2, 3, 4, 5, 6])
    assert blinds_of(deal(table)) == (1, 2, 3)
    for seat in gone:
        table.leave(seat)
    assert table.next_hand().big_blind == 4


def _moving_plans(gone: tuple[int, ...], hands: int = 4) -> list[HandPlan]:
    table = seated(cash(ruleset=RRoP), [1, 2, 3, 4, 5, 6])
    first = deal(table)
    assert blinds_of(first) == (1, 2, 3)
    for seat in gone:
        table.leave(seat)
    return [first] + [deal(table) for _ in range(hands)]


@pytest.mark.parametrize("gone", [(3,), (2,), (2, 3), (1,)], ids=["bb", "sb", "both", "button"])
def test_moving_button_always_moves_forward_rrop_rules_4(gone: tuple[int, ...]) -> None:
    # RRoP "Button and blind use" 2(a): the button always moves forward to the next player, the
    # blinds adjust; it is never on the same seat two hands running, and always on a player.
    plans = _moving_plans(gone)
    buttons = [plan.button for plan in plans]
    assert all(a != b for a, b in pairwise(buttons)), buttons
    for plan in plans[1:]:
        assert plan.button in plan.seats and plan.small_blind is not None
        assert plan.seats[-1] == plan.button  # PHH order: the button last


@pytest.mark.parametrize("gone", [(3,), (2,), (2, 3)], ids=["bb", "sb", "both"])
def test_moving_button_every_player_meets_the_blind_obligations_rrop_rules_4(
    gone: tuple[int, ...],
) -> None:
    # Every player dealt in posts a big blind once in the orbit, even when the button's move
    # lets the big blind jump past him: he posts one beside the regular one (more than one
    # big blind in a hand).
    plans = _moving_plans(gone, hands=5)
    posted_big: dict[int, int] = {}
    for plan in plans[1:]:
        big = max(plan.blinds)
        for seat, blind in zip(plan.seats, plan.blinds, strict=True):
            if blind == big:
                posted_big[seat] = posted_big.get(seat, 0) + 1
    players = {1, 2, 3, 4, 5, 6} - set(gone)
    assert set(posted_big) == players, posted_big
    assert any(sum(blind == max(plan.blinds) for blind in plan.blinds) > 1 for plan in plans)


def test_moving_button_big_blind_leaves_worked_example_rrop_rules_4() -> None:
    # Button 1, blinds 2 and 3; seat 3 leaves. The button moves to 2, the blinds to 4 and 5:
    # seat 4, passed by the big blind, posts it from the button next hand (two big blinds).
    table = seated(cash(ruleset=RRoP), [1, 2, 3, 4, 5, 6])
    deal(table)
    table.leave(3)
    assert blinds_of(deal(table)) == (2, 4, 5)
    third = table.next_hand()
    assert blinds_of(third) == (4, 5, 6)
    assert third.seats == (5, 6, 1, 2, 4) and third.posters == (4,)
    assert third.posted() == {5: 1, 6: 2, 4: 2}
    setup, _seats = table.next_hand_setup()
    assert Hand(setup).actor == 2  # seat 1, left of the regular big blind, acts first
    deal(table)
    assert blinds_of(table.next_hand()) == (5, 6, 1)
    assert table.next_hand().posters == ()


# ------------------------------------------------------------------ 4. New players


def test_new_player_waits_for_the_big_blind_seed_000() -> None:
    table = seated(cash(), [1, 3, 5, 7])
    assert blinds_of(deal(table)) == (1, 3, 5)
    table.sit_down(2, "Emma", 200)
    assert table.player(2).entering  # type: ignore[union-attr]
    plans = [deal(table) for _ in range(3)]
    assert [2 in plan.seats for plan in plans] == [False, False, True]
    assert plans[2].big_blind == 2 and plans[2].posted()[2] == 2
    assert not table.player(2).entering  # type: ignore[union-attr]


def test_new_player_posts_big_blind_to_enter_at_once_seed_000() -> None:
    table = seated(cash(), [1, 3, 5, 7])
    deal(table)
    table.sit_down(2, "Emma", 200)
    table.post_to_enter(2)
    plan = table.next_hand()
    assert blinds_of(plan) == (3, 5, 7)
    assert plan.posters == (2,)
    assert plan.seats == (5, 7, 1, 2, 3)
    assert plan.blinds == (1, 2, 0, 2, 0)  # a live big blind out of position
    deal(table)
    assert not table.player(2).entering  # type: ignore[union-attr]


def test_new_player_between_small_blind_and_button_waits_tda() -> None:
    # Dealt in anywhere except between the small blind and the button: there, even a
    # player who wants to post waits for the button to pass.
    table = seated(cash(), [1, 3, 5, 7])
    deal(table)  # button 1, blinds 3 and 5
    table.sit_down(4, "Emma", 200)
    table.post_to_enter(4)
    second = table.next_hand()
    assert blinds_of(second) == (3, 5, 7) and 4 not in second.seats
    deal(table)
    third = table.next_hand()
    assert blinds_of(third) == (5, 7, 1)
    assert third.posters == (4,) and third.posted()[4] == 2


def test_new_players_dealt_in_free_when_the_game_starts() -> None:
    table = seated(cash(), [1, 3])
    deal(table)
    table.leave(3)
    table.sit_down(5, "Emma", 200)  # alone with Anna: the game restarts, no posting
    plan = table.next_hand()
    assert set(plan.seats) == {1, 5} and plan.heads_up


def test_post_to_enter_does_not_change_who_acts_first_rules_4() -> None:
    table = seated(cash(), [1, 3, 5, 7])
    deal(table)
    table.sit_down(2, "Emma", 200)
    table.post_to_enter(2)
    setup, seats = table.next_hand_setup()
    assert seats == (5, 7, 1, 2, 3)
    assert Hand(setup).actor == 2  # seat 1, left of the big blind; not seat 3 after the post


def test_sitting_out_cash_player_who_misses_the_big_blind_waits_for_it() -> None:
    table = seated(cash(), [1, 3, 5, 7])
    deal(table)  # button 1, blinds 3 and 5
    table.sit_out(7)
    second = deal(table)
    assert blinds_of(second) == (3, 5, 1) and 7 not in second.seats  # the big blind passed 7
    table.come_back(7)
    assert table.player(7).entering  # type: ignore[union-attr]
    plans = [deal(table) for _ in range(3)]
    assert [7 in plan.seats for plan in plans] == [False, False, True]
    assert plans[2].big_blind == 7


def test_sitting_out_player_back_before_the_big_blind_plays_at_once() -> None:
    table = seated(cash(), [1, 3, 5, 7])
    deal(table)  # button 1, blinds 3 and 5
    table.sit_out(1)
    assert 1 not in deal(table).seats  # button 3: the big blind went to 7, not past 1
    table.come_back(1)
    assert not table.player(1).entering  # type: ignore[union-attr]
    assert 1 in table.next_hand().seats


# ------------------------------------------------------------------ 4. Forced bets


def test_antes_every_player_rules_4() -> None:
    table = seated(cash(stakes=Stakes.of_blinds(5, 10, 1)), [1, 2, 3, 4])
    plan = table.next_hand()
    assert plan.antes == (1, 1, 1, 1)
    assert plan.posted() == {2: 6, 3: 11, 4: 1, 1: 1}


def finishing(plan: HandPlan, stacks: dict[int, int]) -> FinishHand:
    return FinishHand(plan.seats, tuple(stacks[seat] for seat in plan.seats))


def big_blind_ante_table(ruleset: object = TDA) -> Table:
    stakes = Stakes.of_blinds(50, 100, 100, big_blind_ante=True)
    config = TableConfig.tournament(
        "nlhe", [Level.of(600, stakes)], starting_stack=1000, ruleset=ruleset
    )
    return seated(config, [1, 2, 3])


@pytest.mark.parametrize(("ruleset", "blind"), [(TDA, 100), (RRoP, 50)])
def test_big_blind_ante_blind_first_tda_2024(ruleset: object, blind: int) -> None:
    table = big_blind_ante_table(ruleset)
    first = table.next_hand()
    assert blinds_of(first) == (1, 2, 3)
    assert first.blinds == (50, 100, 0) and first.antes == (0, 100, 0)  # the big blind's only
    # Seat 1, the next big blind, ends the hand with 150: blind and ante cannot both be paid.
    table.start_hand()
    table.apply(finishing(first, {1: 150, 2: 1850, 3: 1000}))
    setup, seats = table.next_hand_setup()
    hand = Hand(setup)
    big_blind = seats.index(1)
    assert hand.stacks[big_blind] == 0
    # TDA 2024: the blind is taken first and the ante is what is left; RRoP: ante first.
    assert hand.bets[big_blind] == blind and hand.dead_antes == 150 - blind


def test_short_stack_posts_all_in_rules_4() -> None:
    table = seated(
        TableConfig.sit_and_go("nlhe", levels((50, 100, 0)), starting_stack=1000), [1, 2, 3]
    )
    first = table.next_hand()
    table.start_hand()
    table.apply(finishing(first, {1: 30, 2: 1000, 3: 1970}))
    plan = table.next_hand()
    assert plan.big_blind == 1 and plan.posted()[1] == 100
    setup, seats = table.next_hand_setup()
    hand = Hand(setup)
    big_blind = seats.index(1)
    assert hand.stacks[big_blind] == 0 and hand.bets[big_blind] == 30  # all-in for 30


def test_limit_small_blind_is_half_the_small_bet_rounded_down_rules_3() -> None:
    table = seated(cash("lhe", Stakes.of_limit(5, 10)), [1, 2, 3])
    plan = table.next_hand()
    assert plan.blinds == (2, 5, 0)
    assert (plan.small_bet, plan.big_bet, plan.min_bet) == (5, 10, 0)
    quarters = seated(cash("lhe", Stakes.of_limit(75, 150), chip_unit=25), [1, 2, 3])
    assert quarters.next_hand().blinds == (25, 75, 0)  # half of 75, down to a 25 chip


def test_stud_antes_and_bring_in_dealer_position_rules_5() -> None:
    table = seated(cash("stud", Stakes.of_stud(1, 2, 5, 10)), [2, 4, 6, 8])
    plan = table.next_hand()
    assert plan.blinds == () and plan.antes == (1, 1, 1, 1)
    assert (plan.bring_in, plan.small_bet, plan.big_bet) == (2, 5, 10)
    assert (plan.button, plan.small_blind, plan.big_blind) == (2, None, None)
    assert plan.seats == (4, 6, 8, 2)  # p1 is left of the dealer
    fold_around(table)
    # A stud-only table passes the deal clockwise: it is recorded for the tie rules.
    assert table.next_hand().seats == (6, 8, 2, 4)
    assert table.button == 4


# ------------------------------------------------------------------ 3. Table stakes, buy-ins


def test_chips_added_between_hands_only_seed_000() -> None:
    table = seated(cash(max_buy_in=400), [1, 2, 3])
    table.start_hand()
    refused(table, AddChips(2, 50), "Chips are added between hands only.")
    table.cancel_hand()
    table.add_chips(2, 50)
    assert table.stack(2) == 250


def test_cash_buy_in_limits_seed_004() -> None:
    # 25 to 100 big blinds at 1/2.
    table = Table(cash(min_buy_in=50, max_buy_in=200))
    refused(table, SitDown(1, "Anna", 40), "The minimum buy-in is 50.")
    refused(table, SitDown(1, "Anna", 250), "The maximum buy-in is 200.")
    table.sit_down(1, "Anna", 150)
    refused(table, AddChips(1, 60), "Anna may add at most 50: the maximum buy-in is 200.")
    table.add_chips(1, 50)
    assert table.stack(1) == 200 and table.chips_in_play == 200


def test_seats_refuse_with_a_sentence() -> None:
    table = seated(cash(seat_count=6), [4])
    refused(table, SitDown(4, "Boris", 200), "Seat 4 is taken by Anna.")
    refused(table, SitDown(7, "Boris", 200), "There is no seat 7: the table has seats 1 to 6.")
    refused(table, SitDown(2, "Anna", 200), "Anna is already seated at seat 4.")
    refused(table, table_events.Leave(3), "Seat 3 is empty.")
    refused(table, table_events.ComeBack(4), "Anna is not sitting out.")
    refused(
        table, table_events.PostToEnter(4), "Anna is already playing: there is nothing to post."
    )


def test_refusals_are_messages_naming_their_field() -> None:
    """A refusal carries its key, typed values (amounts with the table's decimals) and the
    field it is about: the seat's for a seat's entry, the setting's for a configuration."""
    config = cash(stakes=Stakes.of_blinds(25, 50), chip_unit=25, decimals=2, max_buy_in=10_000)
    table = Table(config)
    with pytest.raises(IllegalAction) as refusal:
        table.sit_down(3, "Anna", 20_000)
    message = refusal.value.message
    assert (message.key, message.field) == ("The maximum buy-in is {amount}.", "seat3")
    assert message.values == {"amount": Amount(10_000, 2)}
    assert str(refusal.value) == "The maximum buy-in is 100.00."
    table.sit_down(3, "Anna", 5_000)
    with pytest.raises(IllegalAction) as refusal:
        table.place_button(5)
    assert (str(refusal.value), refusal.value.field) == ("Seat 5 is empty.", "button")
    with pytest.raises(IllegalAction) as refusal:
        table.next_hand()
    assert refusal.value.field is None
    for make, field in (
        (lambda: cash(min_buy_in=300, max_buy_in=200), "max_buy_in"),
        (lambda: cash(min_buy_in=-1), "min_buy_in"),
        (lambda: cash(chip_unit=0), "chip_unit"),
        (lambda: cash(stakes=Stakes.of_blinds(2, 1)), "stakes"),
        (lambda: cash("horse", Stakes.of_limit(2, 4), rotation=Rotation.LEVELS), "stakes"),
        (lambda: cash("lhe", Stakes.of_limit(2, 4), rotation_length=0), "rotation"),
        (
            lambda: cash(["lhe", "lo8"], Stakes.of_limit(2, 4), rotation=Rotation.LEVELS),
            "rotation",
        ),
        (lambda: cash((), Stakes.of_limit(2, 4)), "game"),
        (lambda: cash(["nlhe"], dealers_choice=True), "game"),
        (lambda: TableConfig.sit_and_go("nlhe", [], starting_stack=100), "levels"),
        (
            lambda: TableConfig.sit_and_go("nlhe", levels((1, 2, 0)), starting_stack=0),
            "starting_stack",
        ),
        (lambda: TableConfig.sit_and_go("nlhe", levels((1, 0, 0)), starting_stack=100), "levels"),
        (lambda: cash("plo", seat_count=10), None),
    ):
        with pytest.raises(IllegalAction) as refusal:
            make()
        assert refusal.value.field == field, str(refusal.value)


def test_chip_unit_is_a_table_setting() -> None:
    config = cash(stakes=Stakes.of_blinds(25, 50), chip_unit=25, decimals=2, max_buy_in=10_000)
    table = Table(config)
    refused(
        table,
        SitDown(1, "Anna", 5010),
        "Chips come in units of 0.25: 50.10 is not a whole number of chips.",
    )
    table.sit_down(1, "Anna", 5000)
    table.sit_down(2, "Boris", 5000)
    setup, _seats = table.next_hand_setup()
    assert (setup.chip_unit, setup.decimals, setup.min_bet) == (25, 2, 50)
    with pytest.raises(IllegalAction, match="whole chips of 25: 10 is not"):
        cash(stakes=Stakes.of_blinds(10, 25), chip_unit=25)


def test_leaving_player_takes_the_stack_between_hands() -> None:
    table = seated(cash(), [1, 2, 3])
    table.start_hand()
    refused(table, table_events.Leave(2), "Boris is in the hand: players leave between hands.")
    table.cancel_hand()
    table.leave(2)
    assert table.player(2) is None and table.chips_in_play == 400


# ------------------------------------------------------------------ 10. Formats and levels


def test_sit_and_go_blind_levels_on_a_clock_rules_10() -> None:
    structure = [
        Level.of(600, Stakes.of_blinds(10, 20)),
        Level.of(600, Stakes.of_blinds(15, 30)),
        Level.pause(300),
        Level.of(600, Stakes.of_blinds(25, 50, 5)),
    ]
    table = seated(TableConfig.sit_and_go("nlhe", structure, starting_stack=1500), [1, 2, 3, 4])
    assert table.next_hand().blinds == (10, 20, 0, 0)
    table.clock(599)
    assert table.level_index == 0 and table.seconds_left_in_level == 1
    table.clock(600)
    assert table.next_hand().blinds == (15, 30, 0, 0)
    table.clock(1450)
    with pytest.raises(IllegalAction, match=r"on a break: play resumes in 0:50\."):
        table.next_hand()
    table.clock(1500)
    plan = table.next_hand()
    assert plan.blinds == (25, 50, 0, 0) and plan.antes == (5, 5, 5, 5)  # antes from level 4
    table.clock(99_999)
    assert table.level_index == 3 and table.seconds_left_in_level is None


def test_level_ending_mid_hand_applies_from_the_next_hand_rules_10() -> None:
    table = seated(
        TableConfig.sit_and_go("nlhe", levels((10, 20, 0), (20, 40, 0)), starting_stack=1500),
        [1, 2, 3],
    )
    table.start_hand()
    table.clock(700)  # the level ends while the hand is played
    assert table.next_hand().blinds == (10, 20, 0)
    plan = table.next_hand()
    table.apply(FinishHand(plan.seats, plan.stacks))
    assert table.next_hand().blinds == (20, 40, 0)


def test_level_change_in_the_middle_of_an_orbit_keeps_the_button_moving_rules_10() -> None:
    table = seated(
        TableConfig.sit_and_go("nlhe", levels((10, 20, 0), (20, 40, 5)), starting_stack=1500),
        [1, 2, 3, 4],
    )
    first = deal(table)
    table.clock(600)
    second = deal(table)
    assert (first.button, second.button) == (1, 2)
    assert first.posted() == {2: 10, 3: 20}
    assert second.posted() == {3: 25, 4: 45, 1: 5, 2: 5}


def test_eliminations_rules_10() -> None:
    table = seated(
        TableConfig.sit_and_go("nlhe", levels((10, 20, 0)), starting_stack=1000), [1, 2, 3, 4]
    )
    plan = table.next_hand()
    table.start_hand()
    # Seats 2 and 3 bust in the same hand, having started it with equal stacks.
    stacks = {1: 500, 2: 0, 3: 0, 4: 3500}
    table.apply(FinishHand(plan.seats, tuple(stacks[seat] for seat in plan.seats)))
    # (the starting stacks were equal: both share third place)
    assert [(e.name, e.place) for e in table.eliminations] == [("Boris", 3), ("Chloe", 3)]
    assert table.player(2) is None and table.player(3) is None
    heads_up = table.next_hand()
    assert heads_up.heads_up and set(heads_up.seats) == {1, 4}
    deal(table, bust=(1,), to=4)
    assert table.eliminations[-1].name == "Anna" and table.eliminations[-1].place == 2
    with pytest.raises(IllegalAction, match=r"The tournament is over: Dmitri has every chip\."):
        table.next_hand()
    assert table.chips_in_play == 4000 == table.stack(4)


def test_bigger_stack_finishes_higher_when_two_bust_in_one_hand_rules_10() -> None:
    table = seated(
        TableConfig.sit_and_go("nlhe", levels((10, 20, 0)), starting_stack=1000), [1, 2, 3, 4]
    )
    deal(table, bust=(), to=None)
    plan = table.next_hand()
    table.start_hand()
    table.apply(
        FinishHand(plan.seats, tuple({1: 1200, 2: 800, 3: 1000, 4: 1000}[s] for s in plan.seats))
    )
    plan = table.next_hand()
    table.start_hand()
    table.apply(
        FinishHand(plan.seats, tuple({1: 0, 2: 0, 3: 3000, 4: 1000}[s] for s in plan.seats))
    )
    assert [(e.name, e.place) for e in table.eliminations] == [("Anna", 3), ("Boris", 4)]


def test_absent_tournament_player_is_dealt_in_and_blinded_tda() -> None:
    table = seated(
        TableConfig.sit_and_go("nlhe", levels((10, 20, 0)), starting_stack=1000), [1, 2, 3]
    )
    table.sit_out(2)
    plan = table.next_hand()
    assert 2 in plan.seats and plan.small_blind == 2


def test_sit_and_go_has_no_late_registration_or_reentry_rules_10() -> None:
    config = TableConfig.sit_and_go("nlhe", levels((10, 20, 0)), starting_stack=1000)
    table = seated(config, [1, 2, 3])
    refused(table, SitDown(4, "Emma", 900), "Every player starts with 1000 chips, not 900.")
    deal(table)
    refused(table, SitDown(4, "Emma", 1000), "Registration is closed: nobody new can sit down.")
    refused(table, AddChips(1, 1000), "No chips can be bought in this tournament.")
    with pytest.raises(IllegalAction, match="for tournaments only"):
        TableConfig.sit_and_go("nlhe", levels((10, 20, 0)), starting_stack=1000, reentries=1)


def test_tournament_late_registration_and_reentry_rules_10() -> None:
    config = TableConfig.tournament(
        "nlhe",
        levels((10, 20, 0), (20, 40, 0), (30, 60, 0)),
        starting_stack=1000,
        late_registration_levels=2,
        reentries=1,
    )
    table = seated(config, [1, 2, 3, 4])
    deal(table)  # button 1, blinds 2 and 3
    table.sit_down(6, "Emma", 1000)  # a late registrant, after the big blind: dealt in now
    plan = table.next_hand()
    assert 6 in plan.seats and plan.posters == () and 6 not in plan.posted()
    refused(
        table,
        table_events.PostToEnter(6),
        "Nobody posts to enter a tournament: a new player is dealt in except between the small blind and the button.",
    )
    deal(table, bust=(6,), to=1)
    assert table.eliminations[-1].name == "Emma"
    table.clock(700)
    table.sit_down(6, "Emma", 1000)  # re-entry
    deal(table, bust=(6,), to=1)
    refused(table, SitDown(6, "Emma", 1000), "Emma has no re-entry left.")
    table.clock(1200)  # level 3: registration closed
    refused(table, SitDown(7, "Farid", 1000), "Registration is closed: nobody new can sit down.")


def test_late_registrant_between_small_blind_and_button_waits_tda() -> None:
    config = TableConfig.tournament(
        "nlhe", levels((10, 20, 0)), starting_stack=1000, late_registration_levels=1
    )
    table = seated(config, [1, 3, 5, 7])
    deal(table)  # button 1, blinds 3 and 5
    table.sit_down(4, "Emma", 1000)  # between the next small blind (5) and button (3)
    assert 4 not in deal(table).seats
    assert 4 in table.next_hand().seats


def test_add_on_once_during_its_level() -> None:
    structure = [*levels((10, 20, 0), (20, 40, 0)), Level.pause(300), *levels((30, 60, 0))]
    config = TableConfig.tournament(
        "nlhe", structure, starting_stack=1000, add_on=2000, add_on_level=3
    )
    table = seated(config, [1, 2, 3])
    deal(table)
    refused(table, AddChips(1, 2000), "The add-on is taken during level 3 only.")
    table.clock(1300)
    refused(table, AddChips(1, 1000), "The add-on is 2000 chips.")
    table.add_chips(1, 2000)
    refused(table, AddChips(1, 2000), "Anna has already taken the add-on.")
    assert table.stack(1) == 3000 and table.chips_in_play == 5000


def test_table_sizes_plo_9_stud_8_rules_10() -> None:
    assert TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), seat_count=10).seat_count == 10
    assert TableConfig.cash("plo", Stakes.of_blinds(1, 2), seat_count=9).seat_count == 9
    with pytest.raises(
        IllegalAction, match="at most 9 players: the table can have at most 9 seats"
    ):
        TableConfig.cash("plo", Stakes.of_blinds(1, 2), seat_count=10)
    with pytest.raises(IllegalAction, match="Seven-card stud is played by at most 8"):
        TableConfig.cash("stud", Stakes.of_stud(1, 2, 5, 10), seat_count=9)
    with pytest.raises(IllegalAction, match="A table has 2 to 10 seats"):
        TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), seat_count=11)


# ------------------------------------------------------------------ 10. Mixed games

HORSE_STAKES = {
    "lhe": Stakes.of_limit(20, 40),
    "lo8": Stakes.of_limit(20, 40),
    "razz": Stakes.of_stud(3, 5, 20, 40),
    "stud": Stakes.of_stud(3, 5, 20, 40),
    "stud8": Stakes.of_stud(3, 5, 20, 40),
}


def test_mixed_holdem_alternates_limit_and_no_limit_rules_10() -> None:
    stakes = {"lhe": Stakes.of_limit(4, 8), "nlhe": Stakes.of_blinds(1, 2)}
    table = seated(TableConfig.cash("mixed hold'em", stakes), [1, 3, 4, 8])
    plans = [deal(table) for _ in range(12)]
    assert [plan.game for plan in plans] == ["lhe"] * 4 + ["nlhe"] * 4 + ["lhe"] * 4
    assert [plan.button for plan in plans] == [1, 3, 4, 8] * 3  # one orbit each
    assert plans[0].blinds == (2, 4, 0, 0) and plans[0].small_bet == 4
    assert plans[4].blinds == (1, 2, 0, 0) and plans[4].min_bet == 2


def test_horse_rotation_button_frozen_during_stud_tda_mixed_games() -> None:
    # TDA: after the last flop hand the button moves where the next flop hand would have it
    # and stays frozen during the stud games; the flop games resume from there. A stud orbit
    # is one hand per player.
    table = seated(TableConfig.cash("horse", HORSE_STAKES, seat_count=8), [1, 2, 3, 4])
    plans = [fold_around(table) for _ in range(24)]
    games = [plan.game for plan in plans]
    assert (
        games
        == ["lhe"] * 4 + ["lo8"] * 4 + ["razz"] * 4 + ["stud"] * 4 + ["stud8"] * 4 + ["lhe"] * 4
    )
    assert [plan.button for plan in plans[:8]] == [1, 2, 3, 4] * 2
    assert {plan.button for plan in plans[8:20]} == {1}  # frozen where hold'em resumes
    assert all(plan.seats == (2, 3, 4, 1) for plan in plans[8:20])  # dealt from the dealer's left
    assert [plan.button for plan in plans[20:]] == [1, 2, 3, 4]
    assert plans[8].antes == (3, 3, 3, 3) and plans[8].bring_in == 5
    assert plans[20].blinds == (10, 20, 0, 0)


def test_eight_game_rotation_rules_10() -> None:
    stakes = {
        **HORSE_STAKES,
        "27td": Stakes.of_limit(20, 40),
        "nlhe": Stakes.of_blinds(10, 20),
        "plo": Stakes.of_blinds(10, 20),
    }
    config = TableConfig.cash(
        "8-game", stakes, seat_count=6, rotation=Rotation.HANDS, rotation_length=2
    )
    table = seated(config, [1, 2, 3, 4, 5, 6])
    games = [fold_around(table).game for _ in range(18)]
    order = ["27td", "lhe", "lo8", "razz", "stud", "stud8", "nlhe", "plo", "27td"]
    assert games == [game for game in order for _ in range(2)]


def test_rotation_per_level_in_a_tournament() -> None:
    structure = [
        Level.of(
            600,
            {
                g: Stakes.of_stud(5, 10, 40, 80)
                if g in ("razz", "stud", "stud8")
                else Stakes.of_limit(40, 80)
                for g in HORSE_STAKES
            },
        ),
        Level.of(
            600,
            {
                "*": Stakes.of_limit(60, 120),
                "razz": Stakes.of_stud(10, 15, 60, 120),
                "stud": Stakes.of_stud(10, 15, 60, 120),
                "stud8": Stakes.of_stud(10, 15, 60, 120),
            },
        ),
        Level.pause(300),
        Level.of(
            600,
            {
                "*": Stakes.of_limit(80, 160),
                "razz": Stakes.of_stud(15, 20, 80, 160),
                "stud": Stakes.of_stud(15, 20, 80, 160),
                "stud8": Stakes.of_stud(15, 20, 80, 160),
            },
        ),
    ]
    config = TableConfig.tournament(
        "horse", structure, starting_stack=5000, seat_count=8, rotation=Rotation.LEVELS
    )
    table = seated(config, [1, 2, 3])
    assert table.next_hand().game == "lhe"
    table.start_hand()
    table.clock(650)  # the level ends mid-hand: the game changes from the next hand
    assert table.next_hand().game == "lhe"
    plan = table.next_hand()
    table.apply(FinishHand(plan.seats, plan.stacks))
    assert table.next_hand().game == "lo8" and table.next_hand().small_bet == 60
    table.clock(1600)
    razz = table.next_hand()
    assert razz.game == "razz" and razz.bring_in == 20


def test_dealers_choice_button_names_the_game_rules_10() -> None:
    stakes = {
        "nlhe": Stakes.of_blinds(1, 2),
        "plo": Stakes.of_blinds(1, 2),
        "stud": Stakes.of_stud(1, 2, 4, 8),
    }
    config = TableConfig.cash(
        ("nlhe", "plo", "stud"), stakes, dealers_choice=True, rotation=Rotation.HANDS, seat_count=8
    )
    table = seated(config, [1, 2, 3, 4])
    assert table.chooser == 1
    with pytest.raises(
        IllegalAction,
        match=r"Anna chooses the game \(dealer's choice: No-limit hold'em, Pot-limit Omaha, "
        r"Seven-card stud\)\.",
    ):
        table.next_hand()
    refused(
        table,
        ChooseGame("razz"),
        "The games to choose from are No-limit hold'em, Pot-limit Omaha, Seven-card stud.",
    )
    table.choose_game("plo")
    assert fold_around(table).game == "plo"
    assert table.chooser == 2
    table.choose_game("stud")
    stud = fold_around(table)
    assert stud.game == "stud" and stud.button == 2 and stud.seats == (3, 4, 1, 2)
    # In dealer's choice the deal passes on through stud hands: Chloe names the next game.
    assert table.chooser == 3 and table.button == 3
    table.choose_game("nlhe")
    assert blinds_of(fold_around(table)) == (3, 4, 1)


def test_dealers_choice_per_orbit() -> None:
    stakes = {"nlhe": Stakes.of_blinds(1, 2), "plo": Stakes.of_blinds(1, 2)}
    config = TableConfig.cash(("nlhe", "plo"), stakes, dealers_choice=True)
    table = seated(config, [1, 2, 3])
    table.choose_game("plo")
    assert [deal(table).game for _ in range(3)] == ["plo"] * 3
    assert table.chooser == 2
    refused(
        Table(config),
        ChooseGame("plo"),
        "At least two players with chips are needed to deal a hand.",
    )
    table.choose_game("nlhe")
    assert [deal(table).game for _ in range(3)] == ["nlhe"] * 3


# ------------------------------------------------------------------ replay, snapshots, hands


def test_events_and_snapshot_replay_to_the_same_table() -> None:
    table = seated(cash(max_buy_in=400), [1, 3, 5])
    deal(table, bust=(3,), to=1)
    table.sit_down(7, "Emma", 200)
    table.post_to_enter(7)
    table.sit_out(5)
    deal(table)
    table.add_chips(3, 100)
    table.start_hand()
    events = [json.loads(json.dumps(event.to_json())) for event in table.events]
    replayed = Table(table.config, [event_from_json(data) for data in events])
    assert snapshot(replayed) == snapshot(table)
    restored = Table.from_snapshot(json.loads(snapshot(table)))
    assert snapshot(restored) == snapshot(table)
    assert restored.next_hand_setup() == table.next_hand_setup()
    plan = table.next_hand()
    for each in (table, restored):
        each.apply(FinishHand(plan.seats, plan.stacks))
    assert snapshot(restored) == snapshot(table)
    assert TableConfig.from_json(json.loads(json.dumps(table.config.to_json()))) == table.config


def test_undo_replays_the_events_before() -> None:
    table = seated(cash(), [1, 2, 3])
    before = snapshot(table)
    deal(table)
    table.undo()
    table.undo()
    assert snapshot(table) == before
    with pytest.raises(IllegalAction, match="Nothing to undo"):
        Table(cash()).undo()


def test_finish_hand_takes_the_finished_hand_of_this_table() -> None:
    table = seated(cash(), [1, 2, 3])
    setup, seats = table.next_hand_setup()
    assert seats == (2, 3, 1)
    hand = Hand(setup)
    with pytest.raises(IllegalAction, match=r"The hand is not over: Anna to act\."):
        table.finish_hand(hand)
    elsewhere = seated(cash(), [1, 2, 3, 4]).next_hand_setup()[0]
    with pytest.raises(IllegalAction, match="not dealt at this table"):
        table.finish_hand(Hand(elsewhere, [Fold(2), Fold(3), Fold(0)]))
    assert table.events == seated(cash(), [1, 2, 3]).events
    hand.apply(Fold(2))
    hand.apply(Fold(0))
    table.finish_hand(hand)  # the big blind (seat 3) wins the small blind
    assert [table.stack(seat) for seat in (1, 2, 3)] == [200, 199, 201]
    assert table.hands_played == 1 and not table.hand_in_progress


def test_cancelled_hand_is_dealt_again_the_same() -> None:
    table = seated(cash(), [1, 2, 3])
    first = table.start_hand()
    table.cancel_hand()  # a misdeal
    assert table.start_hand() == first


def test_finish_hand_refuses_stacks_that_do_not_add_up() -> None:
    table = seated(cash(), [1, 2, 3])
    table.start_hand()
    plan = table.next_hand()
    refused(
        table,
        FinishHand(plan.seats, (200, 200, 201)),
        "The finishing stacks do not hold the chips the hand started with.",
    )
    refused(
        table,
        FinishHand((1, 2, 3), plan.stacks),
        "These stacks are for other seats than the hand dealt.",
    )


# ------------------------------------------------------------------ scripted sessions


def transcript(plan: HandPlan) -> tuple[int, dict[int, int], tuple[int, ...]]:
    """Where the button is, who posts what, who is dealt in (PHH order)."""
    return plan.button, plan.posted(), plan.seats


def test_scripted_sit_and_go_who_posts_what_in_every_hand() -> None:
    structure = [
        Level.of(600, Stakes.of_blinds(10, 20)),
        Level.of(600, Stakes.of_blinds(20, 40, 40, big_blind_ante=True)),
    ]
    table = seated(TableConfig.sit_and_go("nlhe", structure, starting_stack=1000), [1, 2, 3, 4, 5])
    seen = [transcript(deal(table)), transcript(deal(table))]
    table.clock(610)  # level 2 starts in the middle of the orbit
    seen.append(transcript(deal(table, bust=(5,), to=1)))  # the big blind busts
    seen.extend(transcript(deal(table)) for _ in range(2))
    seen.append(transcript(deal(table, bust=(2,), to=3)))  # the small blind busts
    seen.append(transcript(deal(table, bust=(4,), to=1)))  # three to two
    seen.append(transcript(deal(table)))
    seen.append(transcript(deal(table, bust=(3,), to=1)))
    assert seen == [
        (1, {2: 10, 3: 20}, (2, 3, 4, 5, 1)),
        (2, {3: 10, 4: 20}, (3, 4, 5, 1, 2)),
        (3, {4: 20, 5: 80}, (4, 5, 1, 2, 3)),  # big blind and its ante
        (4, {1: 80}, (1, 2, 3, 4)),  # seat 5 busted on the big blind: no small blind
        (5, {1: 20, 2: 80}, (1, 2, 3, 4)),  # dead button on the empty seat 5
        (1, {2: 20, 3: 80}, (2, 3, 4, 1)),
        (2, {3: 20, 4: 80}, (3, 4, 1)),  # dead button on seat 2 (busted small blind)
        (3, {3: 20, 1: 80}, (1, 3)),  # heads-up: seat 4 had the big blind, seat 1 takes it
        (1, {1: 20, 3: 80}, (3, 1)),
    ]
    assert [(e.name, e.place) for e in table.eliminations] == [
        ("Emma", 5),
        ("Boris", 4),
        ("Dmitri", 3),
        ("Chloe", 2),
    ]
    with pytest.raises(IllegalAction, match="The tournament is over: Anna has every chip"):
        table.next_hand()


def test_scripted_cash_evening_who_posts_what_in_every_hand() -> None:
    table = seated(cash(min_buy_in=50, max_buy_in=200), [1, 3, 5, 7])  # Anna Boris Chloe Dmitri
    seen = [transcript(deal(table))]
    table.sit_down(2, "Emma", 200)  # waits for the big blind
    table.sit_down(8, "Farid", 200)
    table.post_to_enter(8)  # posts to play at once
    seen.append(transcript(deal(table)))
    table.sit_out(1)  # Anna away: the big blind will pass her seat
    seen.append(transcript(deal(table)))
    seen.append(transcript(deal(table, bust=(3,), to=5)))  # Boris broke
    table.come_back(1)  # missed her big blind: waits for it
    seen.append(transcript(deal(table)))
    table.add_chips(3, 100)  # Boris rebuys; he missed his big blind too
    seen.extend(transcript(deal(table)) for _ in range(5))
    assert seen == [
        (1, {3: 1, 5: 2}, (3, 5, 7, 1)),
        (3, {5: 1, 7: 2, 8: 2}, (5, 7, 8, 1, 3)),  # Farid's post; Emma waits
        (5, {7: 1, 8: 2}, (7, 8, 3, 5)),
        (7, {8: 1, 2: 2}, (8, 2, 3, 5, 7)),  # the big blind reaches Emma; it passes Anna
        (8, {2: 1, 5: 2}, (2, 5, 7, 8)),  # Boris is broke: the big blind passes him
        (2, {5: 1, 7: 2}, (5, 7, 8, 2)),
        (5, {7: 1, 8: 2}, (7, 8, 2, 5)),
        (7, {8: 1, 1: 2}, (8, 1, 2, 5, 7)),  # Anna is back with the big blind
        (8, {1: 1, 2: 2}, (1, 2, 5, 7, 8)),
        (1, {2: 1, 3: 2}, (2, 3, 5, 7, 8, 1)),  # and Boris
    ]
    assert table.chips_in_play == 6 * 200 + 100


def test_a_name_longer_than_a_hand_history_holds_is_refused() -> None:
    # A name goes into the PHH export (players = [...]) and must come back from it: the
    # import reads strings of at most 4,096 characters (escapes included).
    table = Table(cash())
    refused(
        table,
        SitDown(1, "A" * 5000, 200),
        f"A name has at most {table_module.MAX_NAME_CHARS} characters.",
    )
    table.sit_down(1, "B" * table_module.MAX_NAME_CHARS, 200)
    assert table_module.MAX_NAME_CHARS * 2 <= 4096  # each character escaped, still readable
