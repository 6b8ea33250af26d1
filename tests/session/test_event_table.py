"""A table of an event run from the room, without the room: the event's entries as the room
hands them, the table dealt from them (session/event_room.py)."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest

from dealer_app.engine.tournament import (
    ChipCount,
    GoToLevel,
    Register,
    Setup,
    Start,
    TournamentError,
    structure_named,
)
from dealer_app.messages import Message
from dealer_app.session.controller import HandController
from dealer_app.session.event_room import (
    EventRef,
    EventTable,
    RoomEvent,
    TableReports,
    table_config,
)
from dealer_app.session.recording import open_new_table
from dealer_app.session.tournament import EventSession
from dealer_app.store import EventJournal, open_event_journal, open_journal
from tests.engine.random_hands import CAUTIOUS, random_action


def started(journal: EventJournal, name: str) -> tuple[EventSession, RoomEvent]:
    """A six-player event of one table run from its tables, started; the event as a table
    hears it (its entries taken)."""
    setup = Setup.of(name, structure_named("turbo"), tables=1, max_field=6, from_tables=True)
    session = EventSession.create(journal, setup)
    for number in range(1, 7):
        session.act(Register(player=f"P{number}"))
    session.act(Start())
    event = RoomEvent(setup)
    event.take(journal.entries(session.event_id))
    return session, event


def test_a_count_the_director_makes_is_the_tables_stack_between_hands(tmp_path: Path) -> None:
    with open_event_journal(tmp_path) as journal:
        session, event = started(journal, "Count")
        ref = EventRef(journal.station, session.event_id)
        # Between hands (a table reopened there), the count is made.
        controller = HandController(table=EventTable.new_table(ref, 1, event), actions=())
        table = EventTable(ref, 1, event, controller)
        assert controller.between_hands and controller.table is not None
        counted = {
            name: 20_000 + 100 * i for i, name in enumerate(session.tournament.players_at(1))
        }
        session.act(ChipCount(table=1, stacks=counted))
        event.take(journal.entries(session.event_id))
        table.seat_arrivals()
        assert {p.name: p.stack for p in controller.table.seats.values()} == counted


def _deal_out(controller: HandController, rng: random.Random) -> None:
    hand = controller.hand
    while hand is not None and not hand.finished:
        assert controller.perform(random_action(hand, rng, CAUTIOUS)), controller.last_refusal
    controller.next_hand()


def test_a_mixed_events_table_plays_each_levels_game(tmp_path: Path) -> None:
    """A mixed event (hold'em and stud, a level each): its table deals the game of the level
    the event's clock is in; the director's level change reaches it at the next hand."""
    with open_event_journal(tmp_path) as journal:
        setup = Setup.of(
            "Mixed", structure_named("mixed"), tables=1, seats_per_table=8, max_field=6,
            from_tables=True,
        )  # fmt: skip
        session = EventSession.create(journal, setup, clock=lambda: 1_000)
        for number in range(1, 7):
            session.act(Register(player=f"P{number}"))
        session.act(Start())
        event = RoomEvent(setup)
        event.take(journal.entries(session.event_id))
        ref = EventRef(journal.station, session.event_id)
        controller = HandController(table=EventTable.new_table(ref, 1, event), actions=())
        EventTable(ref, 1, event, controller, clock=lambda: 1_000)
        rng = random.Random(4)
        controller.next_hand()
        assert controller.plan is not None and controller.plan.game == "nlhe"
        session.act(GoToLevel(level=2))
        event.take(journal.entries(session.event_id))
        _deal_out(controller, rng)  # the hold'em hand in play ends; the next is stud's
        assert controller.plan is not None and controller.plan.game == "stud"


def test_an_event_whose_games_do_not_take_turns_is_refused() -> None:
    levels = structure_named("mixed")
    odd = Setup.of("Odd", (levels[0], levels[0], levels[1]), tables=1, max_field=6)
    with pytest.raises(TournamentError, match="do not take turns one level each"):
        table_config(odd)


def test_an_event_not_run_from_its_tables_is_not_joined(tmp_path: Path) -> None:
    with open_event_journal(tmp_path) as journal:
        setup = Setup.of("Keyed", structure_named("turbo"), tables=1, max_field=6)
        session = EventSession.create(journal, setup)
        for number in range(1, 7):
            session.act(Register(player=f"P{number}"))
        session.act(Start())
        event = RoomEvent(setup)
        event.take(journal.entries(session.event_id))
        with pytest.raises(TournamentError, match="Event Keyed is not run from its tables"):
            EventTable.new_table(EventRef(journal.station, session.event_id), 1, event)
        with pytest.raises(TournamentError, match="no table 2 in play"):
            EventTable.new_table(
                EventRef(journal.station, session.event_id),
                2,
                RoomEvent(dataclasses.replace(setup, from_tables=True)),
            )


def test_a_hand_the_director_takes_back_is_taken_back_at_the_table(tmp_path: Path) -> None:
    """The director undoes a table's reported hand (a wrong result): the table's stacks go
    back to the event's, and the table goes on (its next moves and counts are said)."""
    with open_event_journal(tmp_path / "director") as journal:
        session, event = started(journal, "Undo")
        setup = event.setup
        ref = EventRef(journal.station, session.event_id)
        with open_journal(tmp_path / "table") as table_journal:
            recorder, controller = open_new_table(
                table_journal,
                table_config(setup).to_json(),
                lambda recorder: HandController(
                    table=EventTable.new_table(ref, 1, event), recorder=recorder
                ),
            )
            table = EventTable(
                ref, 1, event, controller, journal=table_journal, table_id=recorder.table_id
            )
            before = {p.name: p.stack for p in controller.table.seats.values()}  # type: ignore[union-attr]
            controller.deal_gate = lambda: Message("The dealer shuffles.")  # between hands after
            _deal_out(controller, random.Random(9))  # one hand played and reported
            reports = TableReports(session, ref)
            stream = table_journal.streams.stream_of(recorder.table_id)
            reports.tables[(table_journal.station, stream)] = 1
            assert reports.take(table_journal.streams.read(table_journal.station, stream)) == 1
            event.take(journal.entries(session.event_id))
            assert table.last_hand_taken()
            played = {p.name: p.stack for p in controller.table.seats.values()}  # type: ignore[union-attr]
            assert played != before
            assert controller.between_hands
            assert session.undo()  # the director takes the reported hand back
            event.take(journal.entries(session.event_id))
            assert table.last_hand_taken()  # taken back: the table is as the event says
            table.seat_arrivals()
            stacks = {p.name: p.stack for p in controller.table.seats.values()}  # type: ignore[union-attr]
            assert stacks == before
