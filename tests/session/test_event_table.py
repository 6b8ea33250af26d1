"""A table of an event run from the room, without the room: the event's entries as the room
hands them, the table dealt from them (session/event_room.py)."""

from __future__ import annotations

from pathlib import Path

from dealer_app.engine.tournament import ChipCount, Register, Setup, Start, structure_named
from dealer_app.session.controller import HandController
from dealer_app.session.event_room import EventRef, EventTable, RoomEvent
from dealer_app.session.tournament import EventSession
from dealer_app.store import open_event_journal


def test_a_count_the_director_makes_is_the_tables_stack_between_hands(tmp_path: Path) -> None:
    with open_event_journal(tmp_path) as journal:
        setup = Setup.of("Count", structure_named("turbo"), tables=1, max_field=6, from_tables=True)
        session = EventSession.create(journal, setup)
        for number in range(1, 7):
            session.act(Register(player=f"P{number}"))
        session.act(Start())
        event = RoomEvent(setup)
        event.take(journal.entries(session.event_id))
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
