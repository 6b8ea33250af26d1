"""RULES.md section 11, the tournament across tables: one test per clause, named after it."""

from __future__ import annotations

import dataclasses
import itertools
from fractions import Fraction

import pytest

from dealer_app.engine.cards import parse_known_cards
from dealer_app.engine.tournament import (
    AddOn,
    AddOnTaken,
    AdjustClock,
    Bust,
    Busted,
    ButtonAt,
    Cancelled,
    ChipCount,
    ChipRace,
    ChipSet,
    ColourUp,
    Ended,
    HandForHand,
    HandForHandDone,
    HandPlayed,
    Level,
    LevelStarted,
    Moved,
    Rebuy,
    Rebuys,
    Register,
    Seated,
    Setup,
    Start,
    TableBroken,
    Tournament,
    TournamentError,
    Unregister,
    chip_chop,
    icm,
    payouts,
    race,
    split_tie,
    structure_named,
    worst_position,
)
from dealer_app.engine.tournament.event import TableSeats

TURBO = structure_named("turbo")


def make_setup(**fields: object) -> Setup:
    values: dict[str, object] = {
        "seats_per_table": 9,
        "tables": 20,
        "max_field": 180,
        "seed": 5,
        "buy_in": 11_000,
        "fee": 1_000,
        "prize_unit": 100,
    }
    values.update(fields)
    levels = values.pop("levels", TURBO)
    return Setup.of("Test", levels, **values)  # type: ignore[arg-type]


def started(players: int, **fields: object) -> Tournament:
    event = Tournament(make_setup(**fields))
    for number in range(1, players + 1):
        event.apply(Register(player=f"P{number}"))
    event.apply(Start())
    return event


def kinds(happenings: tuple[object, ...], kind: type) -> list:  # type: ignore[type-arg]
    return [h for h in happenings if isinstance(h, kind)]


def seated_tables(event: Tournament) -> dict[str, tuple[int, int]]:
    return {
        name: (number, seat)
        for number in event.tables
        for seat, name, _ in event.seating(number)
        if name is not None
    }


def bust_someone(event: Tournament, table: int | None = None) -> tuple[object, ...]:
    number = table if table is not None else min(event.tables)
    return event.apply(Bust(table=number, players=(event.players_at(number)[0],)))


# ------------------------------------------------------------------ Field


def test_field_below_minimum_at_start_cancelled_every_entry_refunded() -> None:
    event = Tournament(make_setup(min_field=5))
    for name in ("Anna", "Boris", "Chloe"):
        event.apply(Register(player=name, paid=name != "Chloe"))
    (cancel,) = event.apply(Start())
    assert isinstance(cancel, Cancelled)
    assert cancel.refunds == (("Anna", 11_000), ("Boris", 11_000), ("Chloe", 0))
    assert event.cancelled and not event.tables
    with pytest.raises(TournamentError, match="over"):
        event.apply(Register(player="Dmitri"))


def test_field_at_maximum_registration_closes() -> None:
    event = Tournament(make_setup(max_field=3))
    for name in ("Anna", "Boris", "Chloe"):
        event.apply(Register(player=name))
    with pytest.raises(TournamentError, match="full: 3 entries"):
        event.apply(Register(player="Dmitri"))
    assert len(event.entries) == 3


def test_field_late_registration_open_for_given_levels() -> None:
    event = started(10, late_registration_level=2)
    (seat,) = kinds(event.apply(Register(player="Late", at=60)), Seated)
    assert seat.reason == "late" and seat.stack == event.setup.starting_stack  # TDA 8
    two_levels = sum(level.minutes for level in TURBO[:2]) * 60
    with pytest.raises(TournamentError, match="closed with level 2"):
        event.apply(Register(player="Too late", at=two_levels + 1))


def test_field_re_entry_buys_a_new_full_stack() -> None:
    event = started(10, late_registration_level=3, re_entries=1)
    table = event.entry_of("P1").table
    event.apply(Bust(table=table, players=("P1",), at=30))
    (seat,) = kinds(event.apply(Register(player="P1", at=40)), Seated)
    assert (seat.reason, seat.stack) == ("re-entry", event.setup.starting_stack)
    assert len(event.entries) == 11 and event.prizes() == payouts(
        11 * 10_000, (45, 27, 18, 10), unit=100
    )
    table = event.entry_of("P1").table
    event.apply(Bust(table=table, players=("P1",), at=50))
    with pytest.raises(TournamentError, match="used the 1 re-entry allowed"):
        event.apply(Register(player="P1", at=60))


def test_field_withdrawn_before_start_refunded_and_gone() -> None:
    event = Tournament(make_setup())
    event.apply(Register(player="Anna"))
    event.apply(Register(player="Boris", paid=False))
    event.apply(Unregister(player="Boris"))
    assert [entry.name for entry in event.entries] == ["Anna"]
    assert (event.money_in, event.house, event.owed) == (10_000, 1_000, 0)


# ------------------------------------------------------------------ Seats


def test_seats_drawn_at_random_table_then_seat_from_the_seed() -> None:
    first, again, other = started(40), started(40), started(40, seed=6)
    assert seated_tables(first) == seated_tables(again)
    assert seated_tables(first) != seated_tables(other)
    assert sorted(first.table_counts().values()) == [8, 8, 8, 8, 8]
    assert set(first.tables) == {1, 2, 3, 4, 5}  # the tables that break last open first
    assert len(set(seated_tables(first).values())) == 40


def test_seats_late_entry_draws_from_open_seats_of_shortest_tables() -> None:
    event = started(17, late_registration_level=2)  # tables of 9 and 8
    short = next(n for n, count in event.table_counts().items() if count == 8)
    (seat,) = kinds(event.apply(Register(player="Late", at=10)), Seated)
    assert seat.table == short
    assert sorted(event.table_counts().values()) == [9, 9]


def rearranged(event: Tournament, seats: list[int], button: int) -> None:
    """Put the players of the only table on ``seats`` with the next button on ``button``."""
    (number,) = event.tables
    table = event.tables[number]
    players = [entry for entry in table.seats if entry is not None]
    for entry in players:
        event._stand(entry)
    for entry, seat in zip(players, seats, strict=True):
        event._sit(entry, number, seat)
    table.button = button


@pytest.mark.parametrize(("open_seat", "dealt_in"), [(4, False), (2, True), (9, True)])
def test_seats_late_entry_dealt_in_except_between_small_blind_and_button(
    open_seat: int, dealt_in: bool
) -> None:
    event = started(8, late_registration_level=2, tables=1, max_field=9)
    rearranged(event, [s for s in range(1, 10) if s != open_seat], button=3)
    # The button is on 3: the next small blind is 4 if seated, else 5.
    (seat,) = kinds(event.apply(Register(player="Late", at=5)), Seated)
    assert (seat.seat, seat.dealt_in) == (open_seat, dealt_in)


def test_seats_broken_table_two_step_draw_into_open_seats() -> None:
    event = started(27)  # three tables of nine
    happenings = ()
    while not any(isinstance(h, TableBroken) for h in happenings):
        happenings = bust_someone(event, max(event.tables))
    (broken,) = kinds(happenings, TableBroken)
    moves = kinds(happenings, Moved)
    assert broken.table == 3 and moves
    assert {m.reason for m in moves} == {"break"}
    assert {m.from_table for m in moves} == {3}
    assert 3 not in event.tables
    counts = event.table_counts().values()
    assert max(counts) - min(counts) <= 1 and sum(counts) == event.players_left
    places = seated_tables(event)
    assert len(set(places.values())) == len(places)


# ------------------------------------------------------------------ Balancing (TDA 11)


def test_balancing_tables_within_one_player() -> None:
    event = started(36)  # four tables of nine
    (moved,) = kinds(bust_someone(event, 1), Moved) or [None]
    assert moved is None  # 8 against 9: within one
    happenings = bust_someone(event, 1)  # 7 against 9: a player moves
    (move,) = kinds(happenings, Moved)
    assert move.to_table == 1 and move.reason == "balance"
    counts = event.table_counts().values()
    assert max(counts) - min(counts) <= 1


def test_balancing_big_blind_next_moves_from_table_first_in_announced_order() -> None:
    event = started(36)
    bust_someone(event, 1)
    giver_number = 4  # the breaking order: highest table first
    giver = event.tables[giver_number]
    big_blind_seat = giver.big_blind_next()
    expected = giver.seats[big_blind_seat - 1]
    (move,) = kinds(bust_someone(event, 1), Moved)
    assert (move.from_table, move.from_seat, move.player) == (4, big_blind_seat, expected.name)


def test_balancing_worst_position_single_big_blind_never_small_blind() -> None:
    table = TableSeats(1, 9)
    for seat in (1, 2, 4, 5, 6, 7, 8):
        table.seats[seat - 1] = object()  # type: ignore[assignment]
    table.button = 1  # next hand: small blind 2; seat 3 would post the big blind at once
    assert worst_position(table) == (3, True)
    table.button = 8  # small blind 9 (open) is never given; seat 3 posts the big blind soonest
    assert worst_position(table)[0] == 3
    table.seats[2] = object()  # type: ignore[assignment]
    table.button = 7  # seat 9 would be the big blind at once
    assert worst_position(table) == (9, True)
    table.button = 8  # only seat 9 is open, between the button and the small blind
    assert worst_position(table) == (9, False)


def test_balancing_the_director_sets_the_button_and_hands_move_it() -> None:
    event = started(36)
    table = event.tables[4]
    seats = table.occupied()
    event.apply(ButtonAt(table=4, seat=seats[0]))
    assert table.big_blind_next() == seats[2]
    event.apply(HandPlayed(table=4))
    assert table.button == seats[1] and table.big_blind_next() == seats[3]
    with pytest.raises(TournamentError, match="Nobody sits at table 4 seat 10"):
        event.apply(ButtonAt(table=4, seat=10))


def test_balancing_stud_only_moves_by_position_to_last_open_seat() -> None:
    stud = tuple(
        Level(ante=a, bring_in=2 * a, small_bet=5 * a, big_bet=10 * a, game="stud", minutes=20)
        for a in (25, 50, 100, 200)
    )
    event = started(16, levels=stud, seats_per_table=8, max_field=160)  # two tables of eight
    event.apply(Bust(table=1, players=(event.players_at(1)[0],)))
    leaving = event.entry_of(event.players_at(1)[0])
    open_seats = sorted([*event.tables[1].open_seats(), leaving.seat])
    last_open = open_seats[-1]
    giver = event.tables[2]
    occupied = giver.occupied()
    source = last_open if last_open in occupied else giver.after(last_open, occupied)[0]
    expected = giver.seats[source - 1]
    (move,) = kinds(event.apply(Bust(table=1, players=(leaving.name,))), Moved)
    assert expected is not None
    assert (move.player, move.from_seat, move.to_seat) == (expected.name, source, last_open)


def test_balancing_mixed_event_button_frozen_during_stud() -> None:
    event = started(9, levels=structure_named("mixed"))
    (number,) = event.tables
    table = event.tables[number]
    before = table.button
    event.apply(HandPlayed(table=number, at=60))  # level 1: hold'em, the button moves
    moved_to = table.button
    assert moved_to != before
    stud_start = 30 * 60 + 1  # level 2 is stud
    event.apply(HandPlayed(table=number, at=stud_start))
    event.apply(HandPlayed(table=number, at=stud_start + 60))
    assert table.button == moved_to


# ------------------------------------------------------------------ Breaking and the final table


def test_breaking_when_players_fit_in_one_table_fewer_in_announced_order() -> None:
    event = started(27, tables=3, max_field=27, break_order=(2, 3, 1))
    assert set(event.tables) == {1, 2, 3}
    happenings: tuple[object, ...] = ()
    while len(event.tables) == 3:
        happenings = bust_someone(event, 1)
    assert event.players_left == 18
    (broken,) = kinds(happenings, TableBroken)
    assert broken.table == 2  # first in the announced order


@pytest.mark.parametrize(
    ("seats", "final_size", "players"),
    [(9, 9, 10), (8, 9, 10), (7, 7, 8), (6, 7, 8), (10, 10, 11)],
)
def test_breaking_final_table_redrawn_rp9(seats: int, final_size: int, players: int) -> None:
    event = started(players, seats_per_table=seats, tables=5, max_field=players)
    assert len(event.tables) == 2
    happenings = bust_someone(event, 1)
    final_moves = kinds(happenings, Moved)
    assert len(event.tables) == 1 and event.final_table is not None
    assert {m.reason for m in final_moves} == {"final"} and len(final_moves) == players - 1
    assert len(event.tables[event.final_table].seats) == final_size


# ------------------------------------------------------------------ Levels (TDA 23, RP-11)


def test_levels_apply_from_the_clock_and_antes_never_reduced() -> None:
    event = started(9)
    happenings = event.apply(HandPlayed(table=1, at=TURBO[0].minutes * 60 + 5))
    (level,) = kinds(happenings, LevelStarted)
    assert (level.number, level.level.big_blind) == (2, TURBO[1].big_blind)
    with pytest.raises(TournamentError, match="antes are never reduced"):
        make_setup(levels=(Level(100, 200, 200), Level(200, 400, 100)))


def test_levels_clock_pause_and_adjust() -> None:
    event = started(9)
    event.apply(AdjustClock(seconds=-60, at=0))  # a minute more for level 1 (issue 26)
    assert event.clock(0).seconds_left == TURBO[0].minutes * 60 + 60
    event.apply(AdjustClock(seconds=120, at=10))  # two minutes less
    assert event.clock(10).seconds_left == TURBO[0].minutes * 60 + 60 - 130


# ------------------------------------------------------------------ Hand-for-hand (RP-8)


def test_hand_for_hand_clock_loses_at_most_three_minutes_per_hand() -> None:
    with pytest.raises(TournamentError, match="1 to 180 seconds"):
        make_setup(hand_for_hand_seconds=240)
    event = started(18, hand_for_hand_seconds=120)
    event.apply(HandForHand(at=100, on=True))
    before = event.clock(100).seconds_left
    assert event.clock(1000).seconds_left == before  # the clock waits
    for number in event.tables:
        event.apply(HandPlayed(table=number, at=200))
    with pytest.raises(TournamentError, match="waits for the others"):
        event.apply(HandPlayed(table=1, at=210))
    event.apply(HandForHandDone(at=300))
    assert event.clock(300).seconds_left == before - 120


def test_hand_for_hand_busts_at_different_tables_tie() -> None:
    event = started(18)  # two tables of nine, 3 paid
    event.apply(HandForHand(at=10, on=True))
    first = event.apply(Bust(table=1, players=(event.players_at(1)[0],), at=20))
    assert not kinds(first, Busted)  # the place waits for the hand at every table
    event.apply(Bust(table=2, players=(event.players_at(2)[0],), at=21))
    done = event.apply(HandForHandDone(at=30))
    busted = kinds(done, Busted)
    assert {(b.place, b.place_to) for b in busted} == {(17, 18)}


def test_hand_for_hand_announced_during_hand_its_busts_share_places() -> None:
    event = started(18)
    event.apply(HandForHand(at=10, on=True))  # announced while the hand is being played
    bust = event.apply(
        Bust(table=1, players=tuple(event.players_at(1)[:2]), starting_stacks=(5, 5))
    )
    assert not kinds(bust, Busted)
    busted = kinds(event.apply(HandForHandDone(at=30)), Busted)
    assert {(b.place, b.place_to) for b in busted} == {(17, 18)}


# ------------------------------------------------------------------ Eliminations and places


def test_eliminations_same_hand_more_chips_at_start_finishes_higher() -> None:
    event = started(18)
    names = tuple(event.players_at(1)[:3])
    busted = kinds(
        event.apply(Bust(table=1, players=names, starting_stacks=(500, 900, 500))), Busted
    )
    places = {b.player: (b.place, b.place_to) for b in busted}
    assert places[names[1]] == (16, 16)
    assert places[names[0]] == places[names[2]] == (17, 18)


def test_eliminations_from_hand_stacks_ranked_by_starting_stack() -> None:
    event = started(9, max_field=9, tables=1)
    names = event.players_at(1)
    stacks = dict.fromkeys(names, 20_000)
    stacks[names[0]] = 0
    stacks[names[1]] = 0
    stacks[names[2]] = 60_000
    busted = kinds(event.apply(HandPlayed(table=1, stacks=stacks)), Busted)
    assert {(b.place, b.place_to) for b in busted} == {(8, 9)}  # equal stacks at the start tie
    with pytest.raises(TournamentError, match="add up to"):
        event.apply(HandPlayed(table=1, stacks={n: 1 for n in event.players_at(1)}))


def test_eliminations_tied_players_share_prizes_odd_unit_by_fixed_rule() -> None:
    assert split_tie((30_000, 20_000), 2, unit=100) == (25_000, 25_000)
    assert split_tie((30_000, 20_100), 2, unit=100) == (25_100, 25_000)  # the first in order
    event = started(9, max_field=9, tables=1)  # 3 paid: 45,000 27,000 18,000
    names = event.players_at(1)
    for name in names[:6]:
        event.apply(Bust(table=1, players=(name,)))
    happenings = event.apply(Bust(table=1, players=tuple(names[6:8]), starting_stacks=(10, 10)))
    busted = kinds(happenings, Busted)
    assert [(b.place, b.place_to, b.prize) for b in busted[:2]] == [(2, 3, 22_500)] * 2
    (ended,) = kinds(happenings, Ended)
    assert ended.winner == names[8] and ended.paid[0] == (names[8], 1, 45_000)
    assert sum(prize for *_, prize in event.results()) == event.money_in


# ------------------------------------------------------------------ Prize pool and payouts


def test_prize_pool_buy_ins_fees_apart_plus_rebuys_and_add_ons() -> None:
    event = started(
        9,
        tables=1,
        max_field=9,
        rebuys=Rebuys(until_level=2, price=10_000, chips=20_000, max_stack=20_000),
        add_on=AddOn(level=2, price=5_000, chips=30_000),
    )
    event.apply(Rebuy(player="P1", at=5))
    end_of_one = TURBO[0].minutes * 60
    event.apply(AddOnTaken(player="P2", paid=False, at=end_of_one + 5))
    assert event.money_in == 9 * 10_000 + 10_000 + 5_000
    assert (event.house, event.owed) == (9 * 1_000, 5_000)
    assert event.chips_total == 9 * 20_000 + 20_000 + 30_000
    with pytest.raises(TournamentError, match="add-on already"):
        event.apply(AddOnTaken(player="P2", at=end_of_one + 6))
    with pytest.raises(TournamentError, match="end of level 2"):
        event.apply(Rebuy(player="P3", at=3 * end_of_one))


@pytest.mark.parametrize("entries", [2, 7, 9, 25, 59, 61, 333, 10_000])
def test_payouts_by_field_size_sum_exactly_to_pool(entries: int) -> None:
    setup = make_setup(tables=1200, max_field=10_000)
    pool = entries * 9_999 + 7
    shares = setup.payouts.shares(entries)
    amounts = payouts(pool, shares, unit=100)
    assert sum(amounts) == pool
    assert all(a % 100 == 0 for a in amounts[1:])
    assert list(amounts) == sorted(amounts, reverse=True)
    assert len(amounts) <= entries


def test_payouts_deal_chip_chop_guarantees_lowest_prize() -> None:
    deal = chip_chop((600, 300, 100), (5_000, 3_000, 2_000))
    assert deal == (4_400, 3_200, 2_400) and sum(deal) == 10_000
    with pytest.raises(TournamentError, match="at most 10 players"):
        chip_chop((1,) * 11, (1,) * 11)


def test_payouts_deal_icm_matches_every_finishing_order() -> None:
    stacks, prizes = (5_000, 3_000, 1_500, 500), (50_000, 30_000, 15_000, 5_000)
    exact = [Fraction(0)] * 4
    for order in itertools.permutations(range(4)):
        chance, left = Fraction(1), sum(stacks)
        for player in order:
            chance *= Fraction(stacks[player], left)
            left -= stacks[player]
        for place, player in enumerate(order):
            exact[player] += chance * prizes[place]
    deal = icm(stacks, prizes)
    assert sum(deal) == sum(prizes)
    assert all(abs(d - e) <= 1 for d, e in zip(deal, exact, strict=True))


# ------------------------------------------------------------------ Chip race (TDA 24)


def test_chip_race_at_most_one_chip_each_nobody_raced_out_removal_stated() -> None:
    result = race(
        [("Anna", 1_000, 3), ("Boris", 2_000, 1), ("Chloe", 75, 3), ("Dmitri", 500, 0)],
        {
            "Anna": parse_known_cards("2c Ah 4d"),
            "Boris": parse_known_cards("Ks"),
            "Chloe": parse_known_cards("Qs Jd 3c"),
        },
        leaving=25,
        new=100,
    )
    # 175 in odd chips: 2 chips of 100 (1.75 rounds to 2); Anna's ace and Boris's king win.
    assert result.winners == ("Anna", "Boris") and result.kept_in == ("Chloe",)
    assert result.stacks == {"Anna": 1_025, "Boris": 2_075, "Chloe": 100, "Dmitri": 500}
    assert result.removed == -125 and "added" in str(result.said[-1])


def test_chip_race_rounds_half_up_and_highest_card_by_suit() -> None:
    result = race(
        [("A", 1_000, 1), ("B", 1_000, 1)],
        {"A": parse_known_cards("Kh"), "B": parse_known_cards("Ks")},
        leaving=25,
        new=100,
    )
    assert result.awarded == 1 and result.winners == ("B",)  # 50 of 100: half rounds up
    assert result.removed == -50
    small = race(
        [("A", 1_000, 1), ("B", 1_000, 0)], {"A": parse_known_cards("2c")}, leaving=25, new=100
    )
    assert small.awarded == 0 and small.removed == 25 and "removed" in str(small.said[-1])
    with pytest.raises(TournamentError, match="one card for each"):
        race([("A", 1_000, 2)], {"A": parse_known_cards("2c")}, leaving=25, new=100)


def test_chip_race_in_the_event_at_its_break() -> None:
    levels = (Level(25, 50, minutes=10), Level.pause(10), Level(100, 200, minutes=10))
    chips = ChipSet((25, 100, 500), (ColourUp(25, 1),))
    event = started(3, levels=levels, chips=chips, starting_stack=1_000, tables=1, max_field=9)
    names = event.players_at(1)
    race_event = ChipRace(
        table=1,
        denomination=25,
        chips={names[0]: 1, names[1]: 3, names[2]: 0},
        cards={names[0]: "Ah", names[1]: "2c 3c 4c"},
        at=30,
    )
    with pytest.raises(TournamentError, match="break after level 1"):
        event.apply(race_event)
    at_break = 10 * 60 + 5
    event.apply(ChipCount(table=1, stacks=dict.fromkeys(names, 1_000), at=at_break))
    happenings = event.apply(dataclasses.replace(race_event, at=at_break))
    assert happenings[-1].kind == "chip_race"
    assert [stack for *_, stack in event.seating(1) if stack] == [
        {names[0]: 1_075, names[1]: 925, names[2]: 1_000}[name]
        for _, name, stack in event.seating(1)
        if stack
    ]
    assert event.chips_total == sum(stack for *_, stack in event.seating(1) if stack)


def test_chips_in_play_must_make_every_level() -> None:
    chips = ChipSet((100, 500), (ColourUp(100, 1),))
    with pytest.raises(TournamentError, match="Level 2: 700 cannot be made"):
        make_setup(
            levels=(Level(100, 200), Level.pause(10), Level(700, 1_400)),
            chips=chips,
            starting_stack=10_000,
        )
    with pytest.raises(TournamentError, match="there is none after level 1"):
        make_setup(levels=(Level(100, 200), Level(500, 1_000)), chips=chips, starting_stack=10_000)


def test_refusals_change_nothing() -> None:
    event = started(18)
    before = (seated_tables(event), len(event.events), event.players_left)
    for bad in (
        Bust(table=7, players=("P1",)),
        Bust(table=1, players=("Nobody",)),
        HandPlayed(table=1, stacks={"P1": 5}),
        Start(),
    ):
        with pytest.raises(TournamentError):
            event.apply(bad)
        assert not event.can(bad)
    assert (seated_tables(event), len(event.events), event.players_left) == before


def test_undo_replays_without_the_last_event() -> None:
    event = started(27)
    before = seated_tables(event)
    bust_someone(event, 1)
    bust_someone(event, 1)
    back = event.undo().undo()
    assert seated_tables(back) == before and back.players_left == 27
    again = Tournament(event.setup, event.events)
    assert seated_tables(again) == seated_tables(event)
