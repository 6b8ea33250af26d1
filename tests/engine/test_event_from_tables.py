"""An event run from its tables (Setup.from_tables): a move waits for its giving table's
dealer (MoveDone); a balancing move decided while the giving table dealt a hand goes, once it
reports that hand, to the player due the big blind after it (TDA 11)."""

from __future__ import annotations

import pytest

from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.tournament import (
    HandPlayed,
    Moved,
    MoveDone,
    Register,
    Setup,
    Start,
    Tournament,
    TournamentError,
    structure_named,
)


def started(players: int = 16) -> Tournament:
    setup = Setup.of(
        "Rooms", structure_named("turbo"), tables=2, seats_per_table=9, max_field=players,
        from_tables=True, seed=3,
    )  # fmt: skip
    event = Tournament(setup)
    for number in range(1, players + 1):
        event.apply(Register(player=f"P{number:02}"))
    event.apply(Start())
    return event


def bust_two_at(event: Tournament, table: int) -> list[Moved]:
    """Table ``table`` reports a hand in which two players went out; what it moved."""
    names = [entry.name for entry in event.at_table(table)]
    stacks = {entry.name: entry.stack or 0 for entry in event.at_table(table)}
    winner, out = names[0], names[1:3]
    for name in out:
        stacks[winner] += stacks[name]
        stacks[name] = 0
    happenings = event.apply(HandPlayed(table=table, stacks=stacks))
    return [h for h in happenings if isinstance(h, Moved)]


def test_a_move_waits_for_its_giving_tables_dealer() -> None:
    event = started()
    moves = bust_two_at(event, 1)
    assert len(moves) == 1 and moves[0].from_table == 2 and moves[0].to_table == 1
    mover = moves[0].player
    assert event.moves_from(2) == moves
    # The giving table still deals him: its next report names him, the taking table's not.
    assert mover in {entry.name for entry in event.at_table(2)}
    assert mover not in {entry.name for entry in event.at_table(1)}
    with pytest.raises(TournamentError, match="no move to make from table 1"):
        event.verify(MoveDone(player=mover, table=1))
    event.apply(MoveDone(player=mover, table=2))
    assert event.moving == {}
    assert mover in {entry.name for entry in event.at_table(1)}


def test_the_player_due_the_big_blind_after_the_hand_moves_instead() -> None:
    event = started()
    seats = event.tables[2]
    moves = bust_two_at(event, 1)
    first = moves[0]
    # Table 2 was dealing a hand when the move was decided; it reports that hand: the big
    # blind was the seat the move named. After it, the next player is due the big blind.
    occupied = sorted([*seats.occupied(), first.from_seat])
    big_blind = first.from_seat
    small_blind = seats.after(big_blind, occupied)[-1]
    button = seats.after(small_blind, occupied)[-1]
    stacks = {entry.name: entry.stack or 0 for entry in event.at_table(2)}
    happenings = event.apply(
        HandPlayed(
            table=2, stacks=stacks, button=button, small_blind=small_blind, big_blind=big_blind
        )
    )
    due = seats.after(big_blind, occupied)[0]
    again = [h for h in happenings if isinstance(h, Moved)]
    assert len(again) == 1
    assert (again[0].from_seat, again[0].to_table, again[0].to_seat) == (
        due, first.to_table, first.to_seat
    )  # fmt: skip
    assert first.player not in event.moving  # he has just posted it: he stays
    assert event.entry_of(first.player).table == 2
    assert event.entry_of(first.player).seat == first.from_seat
    assert event.moves_from(2) == again
    assert event.table_counts() == {1: 7, 2: 7}


def test_a_limit_table_of_an_event_is_capped_until_the_event_is_heads_up() -> None:
    """RULES 3, TDA 48: the cap on raises is lifted when the whole event is down to two, not
    when one of its tables is."""
    from dealer_app.engine.stakes import Level as TableLevel
    from dealer_app.engine.stakes import Stakes
    from dealer_app.engine.table import Table
    from dealer_app.engine.table_config import TableConfig
    from dealer_app.engine.table_events import EventPlayers

    level = TableLevel.of(1200, {"lhe": Stakes.of_limit(100, 200)})
    table = Table(TableConfig.tournament("lhe", (level,), starting_stack=5000, seat_count=9))
    table.sit_down(1, "Anna", 5000)
    table.sit_down(2, "Boris", 5000)
    table.apply(EventPlayers(7))
    assert not table.next_hand().event_heads_up  # five more play at other tables
    table.apply(EventPlayers(2))
    assert table.next_hand().event_heads_up
    with pytest.raises(IllegalAction):
        table.apply(EventPlayers(-1))


def test_two_players_leaving_from_one_seat_number_do_not_stop_the_reports() -> None:
    """The final table is drawn afresh (its seats' numbers start over): two players may then
    be leaving one table from the same seat number; the table's report is taken all the same."""
    event = started(12)
    one, two = (entry.name for entry in event.at_table(2)[:2])
    seat = event.entry_of(one).seat
    for name in (one, two):  # seated at table 1 in the map, still at table 2's seat
        entry = event.entry_of(name)
        to = event.tables[1].open_seats()[0]
        event._stand(entry)
        event._sit(entry, 1, to)
        event.moving[name] = Moved(name, 2, seat, 1, to, "final")
    names = [entry.name for entry in event.at_table(2)]
    assert names.count(one) == 1 and names.count(two) == 1


def test_moves_counts_and_the_events_players_are_for_a_tournaments_table() -> None:
    """Each refused at a cash table with one sentence, and a count of no chips refused."""
    from dealer_app.engine.stakes import Level as TableLevel
    from dealer_app.engine.stakes import Stakes
    from dealer_app.engine.table import Table
    from dealer_app.engine.table_config import TableConfig
    from dealer_app.engine.table_events import Counted, EventPlayers, MoveIn

    cash = Table(TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), seat_count=6))
    cash.sit_down(1, "Anna", 200)
    for change in (MoveIn(2, "Boris", 500), Counted(1, 300), EventPlayers(9)):
        with pytest.raises(IllegalAction, match="Only a tournament's table is a table of an"):
            cash.apply(change)
    level = TableLevel.of(1200, {"nlhe": Stakes.of_blinds(100, 200)})
    event_table = Table(TableConfig.tournament("nlhe", (level,), starting_stack=5000))
    event_table.apply(MoveIn(3, "Chloé", 7_300))  # any stack, registration or not
    event_table.apply(Counted(3, 7_200))  # a colour-up took 100
    assert event_table.stack(3) == 7_200
    with pytest.raises(IllegalAction, match="A count gives Chloé a stack of more than zero"):
        event_table.apply(Counted(3, 0))
