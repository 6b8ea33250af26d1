"""Issue 26, the director's floor: the rules of the event as amended (RULES 11: the dead button
in balancing, stud balancing into the seat that opened last, no churn during late
registration, hand-for-hand and the bubble, the deal recorded, payouts on a curve), the clock,
and the floor's own actions (moves, swaps, reserved seats, tables opened and closed, entries
paid later). Each was written against the code before its fix and seen to fail."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealer_app.__main__ import main
from dealer_app.engine.tournament import (
    AdjustClock,
    Bust,
    Busted,
    ButtonAt,
    Ended,
    HandForHand,
    HandForHandDone,
    HandPlayed,
    Level,
    LevelStarted,
    Moved,
    PayoutTable,
    Register,
    Setup,
    Start,
    TableBroken,
    Tournament,
    TournamentError,
    payouts,
    structure_named,
)
from dealer_app.engine.tournament.events import (
    BountyWon,
    Bubble,
    CloseTable,
    Deal,
    GoToLevel,
    HandForHandEnded,
    MarkPaid,
    MovePlayer,
    OpenTable,
    ReserveSeat,
    SwapSeats,
    TableOpened,
)
from dealer_app.engine.tournament.simulation import simulate
from tests.engine.test_tournament_rules import TURBO, kinds, make_setup


def registered(players: int, **fields: object) -> tuple[Setup, list[object]]:
    setup = make_setup(**fields)
    return setup, [Register(player=f"P{n}") for n in range(1, players + 1)] + [Start()]


def started(players: int, **fields: object) -> Tournament:
    setup, events = registered(players, **fields)
    return Tournament(setup, events)  # type: ignore[arg-type]


def at_seat(event: Tournament, table: int, seat: int) -> str:
    entry = event.tables[table].seats[seat - 1]
    assert entry is not None
    return entry.name


def replayed(tmp_path: Path, setup: Setup, events: list[object], capsys) -> list[dict]:  # type: ignore[no-untyped-def, type-arg]
    """``tournament replay FILE --json`` on a recorded event: its happenings as JSON lines."""
    path = tmp_path / "event.json"
    record = {"setup": setup.to_json(), "events": [e.to_json() for e in events]}  # type: ignore[attr-defined]
    path.write_text(json.dumps(record), encoding="utf-8")
    capsys.readouterr()
    assert main(["tournament", "replay", str(path), "--json"]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


# ------------------------------------------------------------------ the dead button (TDA 32)


def dead_button_events(event: Tournament) -> list[object]:
    """Table 2 (the giver, nine players on seats 1 to 9): button 1, small blind 2, big blind 3;
    the big blind busts; then table 1 loses three players and table 2 gives one."""
    steps: list[object] = [ButtonAt(table=2, seat=1), HandPlayed(table=2)]
    steps.append(Bust(table=2, players=(at_seat(event, 2, 3),)))
    steps += [Bust(table=1, players=(at_seat(event, 1, seat),)) for seat in (1, 2, 3)]
    return steps


def test_balancing_dead_button_the_next_big_blind_is_left_of_the_last_one() -> None:
    event = started(18)  # two tables of nine: every seat taken
    steps = dead_button_events(event)
    for step in steps[:3]:
        event.apply(step)  # type: ignore[arg-type]
    assert event.tables[2].big_blind_next() == 4  # not 5: the busted big blind is not skipped
    happenings: tuple[object, ...] = ()
    for step in steps[3:]:
        happenings = event.apply(step)  # type: ignore[arg-type]
    (move,) = kinds(happenings, Moved)
    assert (move.from_table, move.from_seat) == (2, 4)


def test_balancing_dead_button_through_tournament_replay(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    setup, events = registered(18)
    steps = dead_button_events(Tournament(setup, events))  # type: ignore[arg-type]
    lines = replayed(tmp_path, setup, events + steps, capsys)
    moves = [line for line in lines if line["event"] == "move"]
    # Independent of the engine: button 1, small blind 2, big blind 3 out: seat 4 is due.
    assert [(m["from"], m["reason"]) for m in moves] == [([2, 4], "balance")]


def test_balancing_dead_button_small_blind_busts() -> None:
    event = started(18)
    event.apply(ButtonAt(table=2, seat=1))
    event.apply(HandPlayed(table=2))  # small blind 2, big blind 3
    event.apply(Bust(table=2, players=(at_seat(event, 2, 2),)))
    table = event.tables[2]
    assert table.big_blind_next() == 4 and table.small_blind_next() == 3


# ------------------------------------------------------------------ stud balancing (TDA 11-A)

STUD = tuple(
    Level(ante=a, bring_in=2 * a, small_bet=5 * a, big_bet=10 * a, game="stud", minutes=20)
    for a in (25, 50, 100, 200)
)


def stud_events(event: Tournament) -> list[object]:
    """Table 1 loses seat 7, then seat 2: seat 2 opened last."""
    return [Bust(table=1, players=(at_seat(event, 1, seat),)) for seat in (7, 2)]


def test_balancing_stud_only_fills_the_seat_that_opened_last() -> None:
    event = started(16, levels=STUD, seats_per_table=8, max_field=160)
    happenings: tuple[object, ...] = ()
    for step in stud_events(event):
        happenings = event.apply(step)  # type: ignore[arg-type]
    (move,) = kinds(happenings, Moved)
    assert (move.to_table, move.to_seat) == (1, 2)  # not 7, the highest open seat
    assert (move.from_table, move.from_seat) == (2, 2)  # by position: the same seat


def test_balancing_stud_only_through_tournament_replay(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    setup, events = registered(16, levels=STUD, seats_per_table=8, max_field=160)
    steps = stud_events(Tournament(setup, events))  # type: ignore[arg-type]
    moves = [
        line
        for line in replayed(tmp_path, setup, events + steps, capsys)
        if line["event"] == "move"
    ]
    assert [(m["from"], m["to"]) for m in moves] == [([2, 2], [1, 2])]


# ------------------------------------------------------------------ late registration churn


def churn_while_registration_open(players: int, late: int, seed: int) -> tuple[int, int]:
    """Tables broken, and tables opened again after one broke, while late entries come."""
    setup = make_setup(
        levels=structure_named("standard"),
        tables=40,
        max_field=360,
        late_registration_level=4,
        seed=seed,
    )
    event = Tournament(setup)
    broken = reopened = 0
    tables = 0
    for action, happenings in simulate(setup, players, seed=seed, late_entries=late, event=event):
        if not event.started:
            continue
        if not event._registration_open(action.at):
            break
        broken += len(kinds(happenings, TableBroken))
        if broken and tables and len(event.tables) > tables:
            reopened += 1
        tables = len(event.tables)
    return broken, reopened


@pytest.mark.parametrize("seed", [1, 2])
def test_late_registration_does_not_churn_tables(seed: int) -> None:
    # 300 entries and 30 late: today tables broke and opened again (2 and 5 times).
    broken, reopened = churn_while_registration_open(300, 30, seed=seed)
    assert reopened == 0 and broken > 0


def test_late_registration_does_not_churn_tables_through_tournament_replay(  # type: ignore[no-untyped-def]
    tmp_path: Path, capsys
) -> None:
    setup, events = registered(27, tables=3, max_field=27, late_registration_level=3)
    event = Tournament(setup, events)  # type: ignore[arg-type]
    steps: list[object] = []
    for number in (1, 2, 3):  # nine out in level 1: 18 fit on two tables, refilled later
        for seat in (1, 2, 3):
            steps.append(Bust(table=number, players=(at_seat(event, number, seat),), at=60))
    lines = replayed(tmp_path, setup, events + steps, capsys)
    assert not [line for line in lines if line["event"] == "break_table"]
    after = Tournament(setup, events + steps)  # type: ignore[arg-type]
    closed = make_setup(tables=3, max_field=27, late_registration_level=0)
    assert len(after.tables) == 3
    assert len(Tournament(closed, [*events[:-1], Start(), *steps]).tables) == 2  # type: ignore[list-item]


# ------------------------------------------------------------------ hand-for-hand and the bubble


def test_bubble_announced_once_when_one_more_than_the_places_paid() -> None:
    event = started(12, tables=2, max_field=18)  # two tables of six; 4 places paid
    paid = len(event.prizes())
    said: list[object] = []
    while event.players_left > paid + 1:
        number = max(event.tables, key=lambda n: event.tables[n].count)
        said += event.apply(Bust(table=number, players=(event.players_at(number)[0],)))
    assert len(kinds(tuple(said), Bubble)) == 1
    (bubble,) = kinds(tuple(said), Bubble)
    assert (bubble.players_left, bubble.paid) == (paid + 1, paid)


def test_hand_for_hand_ends_when_the_final_table_forms() -> None:
    event = started(18)  # two tables of nine: the final table at nine
    while event.players_left > 10:
        event.apply(Bust(table=1, players=(event.players_at(1)[0],)))
    event.apply(HandForHand(on=True, at=100))
    assert event.hand_for_hand
    event.apply(Bust(table=1, players=(event.players_at(1)[0],), at=110))
    done = event.apply(HandForHandDone(at=120))
    assert event.final_table is not None
    assert not event.hand_for_hand and kinds(done, HandForHandEnded)
    assert event.clock(120).running
    assert event.clock(200).seconds_left == event.clock(120).seconds_left - 80


# ------------------------------------------------------------------ the deal


def test_the_deal_accepted_becomes_the_results() -> None:
    event = started(9, tables=1, max_field=9)  # 3 paid: 45,000 27,000 18,000
    names = event.players_at(1)
    for name in names[:6]:
        event.apply(Bust(table=1, players=(name,)))
    left = event.players_at(1)
    with pytest.raises(TournamentError, match="add up to"):
        event.apply(Deal(players=tuple(left), amounts=(40_000, 30_000, 10_000)))
    happenings = event.apply(Deal(players=tuple(left), amounts=(41_000, 29_000, 20_000)))
    (ended,) = kinds(happenings, Ended)
    assert event.ended and ended.winner == left[0]
    results = {name: (place, prize) for name, place, _, prize in event.results()}
    assert [results[name] for name in left] == [(1, 41_000), (2, 29_000), (3, 20_000)]
    assert sum(prize for *_, prize in event.results()) == event.money_in


# ------------------------------------------------------------------ payouts


def first_share(table: PayoutTable, entries: int) -> float:
    shares = table.shares(entries)
    return shares[0] / sum(shares)


def test_default_payouts_follow_a_directors_curve() -> None:
    table = PayoutTable.standard()
    assert 0.20 <= first_share(table, 60) <= 0.25
    assert 0.20 <= first_share(table, 61) <= 0.25
    assert 0.17 <= first_share(table, 300) <= 0.22
    assert 0.12 <= first_share(table, 2000) <= 0.17
    previous = first_share(table, 21)
    for entries in range(22, 2500):  # beyond the table's rows (up to 20 entries)
        share = first_share(table, entries)
        assert share <= previous + 1e-9, entries  # never more for a bigger field
        assert previous - share < 0.06, entries  # and no cliff
        previous = share
    amounts = payouts(300 * 10_000, table.shares(300), unit=100)
    assert list(amounts) == sorted(amounts, reverse=True) and amounts[-1] >= 10_000 * 3 // 2


def test_payout_tables_saved_before_keep_their_prizes() -> None:
    old = PayoutTable.from_json(
        {"rows": [[60, [30, 20, 13, 10, 8, 6, 5, 4, 4]]], "beyond_percent": 15}
    )
    assert old.shares(100) == tuple(1_000_000_000 // (place + 2) for place in range(1, 16))
    assert PayoutTable.from_json(PayoutTable.standard().to_json()) == PayoutTable.standard()


# ------------------------------------------------------------------ several out without a count


def test_several_out_in_one_hand_without_a_count_asks_their_starting_stacks() -> None:
    event = started(18)
    event.apply(Bust(table=1, players=(event.players_at(1)[0],)))  # table 1's stacks unknown now
    two = tuple(event.players_at(1)[:2])
    with pytest.raises(TournamentError) as refused:
        event.apply(Bust(table=1, players=two))
    assert refused.value.message.key.startswith("Give the chips")
    busted = kinds(event.apply(Bust(table=1, players=two, starting_stacks=(900, 500))), Busted)
    assert [(b.player, b.place) for b in busted] == [(two[1], 17), (two[0], 16)]


# ------------------------------------------------------------------ the clock


def test_clock_adding_time_early_in_a_level_keeps_the_level() -> None:
    event = started(9)
    second = TURBO[0].minutes * 60 + 30  # 30 seconds into level 2
    event.apply(AdjustClock(seconds=-120, at=second))  # two minutes more
    reading = event.clock(second)
    assert reading.number == 2
    assert reading.seconds_left == TURBO[1].minutes * 60 - 30 + 120
    event.apply(AdjustClock(seconds=60, at=second))  # one minute less
    assert event.clock(second).seconds_left == TURBO[1].minutes * 60 - 30 + 60
    event.apply(AdjustClock(seconds=-60, at=second + 1200))  # in level 3: level 2 keeps its 2
    assert event.clock(second).number == 3


def test_clock_go_to_a_level() -> None:
    event = started(9)
    happenings = event.apply(GoToLevel(level=4, at=100))
    (level,) = kinds(happenings, LevelStarted)
    assert level.number == 4 and event.clock(100).seconds_left == TURBO[3].minutes * 60
    event.apply(GoToLevel(level=2, at=200))
    assert event.clock(200).number == 2
    with pytest.raises(TournamentError, match="level 1 to"):
        event.apply(GoToLevel(level=99, at=300))


# ------------------------------------------------------------------ the floor's own actions


def test_manual_move_swap_reserved_seat_open_and_close_a_table() -> None:
    event = started(18)
    event.apply(Bust(table=2, players=(at_seat(event, 2, 5),)))
    mover = at_seat(event, 1, 1)
    with pytest.raises(TournamentError, match="seat 3 is taken"):
        event.apply(MovePlayer(player=mover, table=2, seat=3))
    (moved,) = kinds(event.apply(MovePlayer(player=mover, table=2, seat=5)), Moved)
    assert (moved.reason, moved.from_table, moved.from_seat) == ("manual", 1, 1)
    first, second = at_seat(event, 1, 2), at_seat(event, 2, 2)
    (one, two) = kinds(event.apply(SwapSeats(first=first, second=second)), Moved)
    assert (one.to_table, one.to_seat, two.to_table, two.to_seat) == (2, 2, 1, 2)
    event.apply(ReserveSeat(table=1, seat=1, on=True))
    assert (1, 1) in event.reserved and 1 not in event.tables[1].open_seats()
    with pytest.raises(TournamentError, match="reserved already"):
        event.apply(ReserveSeat(table=1, seat=1, on=True))
    special = at_seat(event, 2, 9)
    event.apply(MovePlayer(player=special, table=1, seat=1))  # the seat kept for him
    assert (1, 1) not in event.reserved
    opened = event.apply(OpenTable(table=7))
    assert kinds(opened, TableOpened) and 7 in event.tables
    assert kinds(opened, Moved)  # balancing fills it
    closed = event.apply(CloseTable(table=7))
    assert kinds(closed, TableBroken) and 7 not in event.tables
    back = event.undo()
    assert 7 in back.tables


def test_entry_paid_later() -> None:
    event = Tournament(make_setup())
    event.apply(Register(player="Anna", paid=False))
    assert event.owed == 11_000
    event.apply(MarkPaid(player="Anna"))
    assert event.owed == 0 and event.entries[0].paid
    with pytest.raises(TournamentError, match="owes nothing"):
        event.apply(MarkPaid(player="Anna"))


def test_late_registration_closing_breaks_the_tables_kept_for_it() -> None:
    setup, events = registered(27, tables=3, max_field=27, late_registration_level=1)
    event = Tournament(setup, events)  # type: ignore[arg-type]
    for number in (1, 2, 3):
        for seat in (1, 2, 3):
            event.apply(Bust(table=number, players=(at_seat(event, number, seat),), at=60))
    assert len(event.tables) == 3  # registration open: kept for late entries
    after_level_one = TURBO[0].minutes * 60 + 1
    happenings = event.apply(HandPlayed(table=1, at=after_level_one))
    assert kinds(happenings, TableBroken) and len(event.tables) == 2


def test_a_table_breaks_only_into_seats_that_are_not_reserved() -> None:
    event = started(27, tables=3, max_field=27)  # three full tables
    for number in (1, 2):
        event.apply(Bust(table=number, players=(at_seat(event, number, 1),)))
        event.apply(ReserveSeat(table=number, seat=1, on=True))
    while len(event.tables) == 3:
        left = event.players_left
        event.apply(Bust(table=3, players=(event.players_at(3)[0],)))
        if len(event.tables) == 3:
            assert left - 1 > 16  # 18 or 17 left: tables 1 and 2 have 16 seats to give
    assert event.players_left == 16 and len(event.tables) == 2
    assert event.reserved == {(1, 1), (2, 1)}


# ------------------------------------------------------------------ bounties


def test_bounties_fixed_apart_from_the_prize_pool_and_won_by_the_eliminator() -> None:
    event = started(9, tables=1, max_field=9, bounty=2_000)  # 110 = 80 prizes + 20 bounty + 10
    assert event.money_in == 9 * 8_000 and event.bounty_pool == 9 * 2_000
    names = event.players_at(1)
    with pytest.raises(TournamentError, match="Name the player who eliminated"):
        event.apply(Bust(table=1, players=(names[0],)))
    happenings = event.apply(Bust(table=1, players=(names[0],), by=names[1]))
    (won,) = kinds(happenings, BountyWon)
    assert (won.player, won.from_player, won.amount) == (names[1], names[0], 2_000)
    for name in names[2:8]:
        event.apply(Bust(table=1, players=(name,), by=names[8]))
    event.apply(Bust(table=1, players=(names[1],), by=names[8]))  # the winner keeps his own
    assert event.ended
    won_by = event.bounties_won()
    assert won_by == {names[1]: 2_000, names[8]: 7 * 2_000 + 2_000}
    assert sum(won_by.values()) == event.bounty_pool


def test_bounties_progressive_half_won_half_on_the_winners_head() -> None:
    event = started(3, tables=1, max_field=9, bounty=2_000, progressive_bounty=True)
    first, second, third = event.players_at(1)
    event.apply(Bust(table=1, players=(first,), by=second))
    assert event.bounties_won() == {second: 1_000}
    assert event.entry_of(second).bounty == 3_000
    event.apply(Bust(table=1, players=(second,), by=third))
    assert event.bounties_won() == {second: 1_000, third: 1_500 + 3_500}  # and his own head
    assert sum(event.bounties_won().values()) == event.bounty_pool == 6_000
