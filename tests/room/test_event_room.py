"""An event run from its tables through a real room: four dealer sessions (no window) deal a
30-player event to its winner; the director's session takes their reports. Every bust, move
and level is checked against RULES 11 as it happens."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest

from dealer_app.engine.tournament import (
    Bubble,
    Busted,
    GoToLevel,
    HandForHand,
    HandForHandDone,
    Moved,
    Pause,
    Register,
    Setup,
    Start,
    structure_named,
)
from dealer_app.session.event_room import (
    DirectorInRoom,
    EventRef,
    TableInRoom,
    events_in_room,
    join_event_table,
    move_sentence,
    rejoin_event_table,
)
from dealer_app.session.station import RoomLink, reopen_table
from dealer_app.session.tournament import EventSession
from dealer_app.store import open_event_journal, open_journal
from tests.engine.random_hands import Style, random_action
from tests.room.fixtures import Room
from tests.room.local import Cable

pytestmark = pytest.mark.room

PLAYERS = 30
TABLES = 4
# Mostly calls and folds, a shove now and then: an event of a couple of hundred hands, with
# balancing, breaking, the bubble's hand-for-hand and the final table.
CALM = Style(raises=0.12, folds=0.4, any_amount=False, draws=False)


def wait_for(condition: Callable[[], bool], seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)


class Event:
    """The director's session in the room, and what it has read out so far."""

    def __init__(self, room: Room, folder: Path, stack: ExitStack) -> None:
        url = room.station("director").url
        self.journal = stack.enter_context(open_event_journal(folder))
        setup = Setup.of(
            "Room event",
            structure_named("turbo"),
            tables=TABLES,
            seats_per_table=9,
            max_field=PLAYERS,
            late_registration_level=0,  # the last one left wins at once
            from_tables=True,
            seed=7,
        )
        self.session = EventSession.create(self.journal, setup)
        self.happened: list[object] = []
        self.session.changed.connect(lambda change: self.happened.extend(change.happenings))
        for number in range(1, PLAYERS + 1):
            self.session.act(Register(player=f"Player {number:02}"))
        self.session.act(Start())
        self.link = RoomLink(self.journal, url, kind="event", retry=0.05, longest_retry=0.3)
        stack.callback(self.link.stop)
        # Every action, the tables' reports it takes too, goes to the room at once.
        self.session.changed.connect(self.link.wake)
        self.room = DirectorInRoom(url, self.session, self.journal.station)
        stack.callback(self.room.stop)
        self.link.wake()

    @property
    def tournament(self):  # type: ignore[no-untyped-def]
        return self.session.tournament

    def sent(self) -> bool:
        return self.link.state.waiting == 0 and self.link.state.in_room

    def act(self, event: object) -> None:
        self.session.act(event)  # type: ignore[arg-type]
        self.link.wake()


@pytest.fixture
def event(room: Room, tmp_path: Path) -> Iterator[Event]:
    with ExitStack() as stack:
        yield Event(room, tmp_path / "director", stack)


def restart_table(
    number: int,
    tmp_path: Path,
    stack: ExitStack,
    old: TableInRoom,
    links: dict[int, RoomLink],
) -> TableInRoom:
    """Table ``number``'s program killed and started again on its journal: it comes back at
    its last action, still a table of the event."""
    old.stop()
    links.pop(number).stop()  # the killed program's sender is gone with it
    assert old.table.journal is not None
    old.table.journal.close()
    url = old.url  # the same station's login: the room knows its station by its role
    journal = stack.enter_context(open_journal(tmp_path / f"table{number}"))
    back = reopen_table(journal)
    assert back.station is not None and back.station.recorder is not None
    table_id = back.station.recorder.table_id  # type: ignore[attr-defined]
    joined = rejoin_event_table(url, back.station.controller, journal, table_id)
    assert joined is not None and joined.table.number == number
    stack.callback(joined.stop)
    link = links[number] = RoomLink(journal, url, retry=0.05, longest_retry=0.3)
    stack.callback(link.stop)
    link.follow(joined.table.controller)
    link.wake()
    return joined


def open_tables(
    room: Room, event: Event, tmp_path: Path, stack: ExitStack, links: dict[int, RoomLink]
) -> dict[int, TableInRoom]:
    wait_for(event.sent)
    ref = EventRef(event.journal.station, event.session.event_id)
    assert (ref, "Room event") in events_in_room(room.station("display").url)
    tables: dict[int, TableInRoom] = {}
    for number in event.tournament.open_tables():
        url = room.station(table=number, streams=("table/",)).url
        journal = stack.enter_context(open_journal(tmp_path / f"table{number}"))
        joined = join_event_table(url, ref, number, journal)
        stack.callback(joined.stop)
        link = links[number] = RoomLink(journal, url, retry=0.05, longest_retry=0.3)
        stack.callback(link.stop)
        link.follow(joined.table.controller)
        link.wake()
        tables[number] = joined
    return tables


def check_table_matches_event(table: TableInRoom, event: Event) -> bool:
    """A table with nothing to confirm, its last hand taken by the event: the dealer's players
    are the event's at that table, with the event's stacks (a hand in play has not touched
    them yet: the table takes a hand's stacks when it ends). Whether the check was made."""
    controller = table.table.controller
    number = table.table.number
    if (
        number not in event.tournament.tables
        or table.table.moves()
        or table.table.confirmed  # moves carried out here, not yet taken by the event
        or controller.table is None
        or len(table.event.tournament.events) != len(event.tournament.events)
        or (table.table.reported and table.table.reported[-1] not in event.room.reports_taken())
    ):
        return False
    table.pump()  # what the room said last, taken as the window takes it
    seated = {(p.name, p.stack) for p in controller.table.seats.values() if p.stack}
    expected = {
        (entry.name, entry.stack)
        for entry in event.tournament.at_table(number)
        if entry.table == number and entry.name not in event.tournament.moving
    }
    assert seated == expected, (number, seated ^ expected)
    return True


def check_big_blind(table: TableInRoom, event: Event) -> bool:
    """TDA 32: the event names the seat due the big blind as the table's own hands do: with
    the table's last hand taken, the hand it deals now has its big blind where the event says
    the next one is. Whether the check could be made."""
    controller = table.table.controller
    number = table.table.number
    hand, plan = controller.hand, controller.plan
    if (
        hand is None
        or hand.finished
        or plan is None
        or not plan.big_blind
        or number not in event.tournament.tables
        or not table.table.reported
        or table.table.reported[-1] not in event.room.reports_taken()
        or event.tournament.moving
        or len(plan.seats) < 3
    ):
        return False
    seats = event.tournament.tables[number]
    if not seats.big_blind or set(plan.names) != set(event.tournament.players_at(number)):
        return False
    assert seats.big_blind_next() == plan.big_blind_position, (number, plan)
    return True


@pytest.mark.parametrize("seed", [5, 11])
def test_four_dealer_sessions_deal_a_30_player_event_to_its_winner(
    room: Room, event: Event, tmp_path: Path, seed: int
) -> None:
    rng = random.Random(seed)
    with ExitStack() as stack:
        links: dict[int, RoomLink] = {}
        tables = open_tables(room, event, tmp_path, stack, links)
        assert sum(len(t.table.controller.table.seats) for t in tables.values()) == PLAYERS  # type: ignore[union-attr]
        chips = event.tournament.chips_total
        moves_seen: list[Moved] = []
        checked_big_blinds = checked_seats = 0
        levels_dealt: set[int] = set()
        rounds = 0
        deadline = time.monotonic() + 120
        while not event.tournament.ended:
            rounds += 1
            if rounds == 25 and 2 in tables:
                tables[2] = restart_table(2, tmp_path, stack, tables[2], links)
            if rounds == 15:
                event.act(GoToLevel(level=3))  # the director's clock: every table follows
            assert time.monotonic() < deadline, (
                "the event did not end: "
                + "; ".join(
                    f"table {n}: {t.table.controller.why_no_hand()} / {t.table.controller.last_refusal}"
                    f" seats {sorted((s, p.name, p.stack) for s, p in t.table.controller.table.seats.items())}"  # type: ignore[union-attr]
                    for n, t in tables.items()
                )
                + f" event: {[(n, event.tournament.seating(n)) for n in event.tournament.open_tables()]} moving {event.tournament.moving} h4h {event.tournament.hand_for_hand}"
            )
            event.room.pump()
            assert event.room.reports.refused == []
            for table in tables.values():
                table.pump()
                checked_big_blinds += check_big_blind(table, event)
                checked_seats += check_table_matches_event(table, event)
                controller = table.table.controller
                hand = controller.hand
                if hand is not None and not hand.finished:
                    for _ in range(400):
                        if hand.finished:
                            break
                        assert controller.perform(random_action(hand, rng, CALM)), (
                            controller.last_refusal
                        )
                if controller.hand is not None or controller.why_no_hand() is None:
                    controller.next_hand()  # the result confirmed; the next hand, if it may
                    dealt = controller.plan if controller.hand is not None else None
                    if dealt is not None:
                        # TDA 23: the hand is dealt at the level the event's clock is in.
                        reading = table.event.tournament.clock(int(time.time()))
                        assert dealt.level == reading.index, (dealt.level, reading)
                        levels_dealt.add(reading.number)
                for move in table.table.moves():
                    said = str(move_sentence(move))
                    assert said.startswith(
                        f"{move.player}, seat {move.from_seat}, moves to table {move.to_table}"
                        f" seat {move.to_seat}"
                    )
                    assert table.table.confirm(move.player), controller.last_refusal
                    moves_seen.append(move)
            for happening in event.happened:
                if isinstance(happening, Bubble) and not event.tournament.hand_for_hand:
                    event.act(HandForHand(on=True))
            event.happened.clear()
            tournament = event.tournament
            if tournament.hand_for_hand and all(
                t.played_hand_for_hand for t in tournament.tables.values()
            ):
                event.act(HandForHandDone())
            if not tournament.ended:
                alive = [e for e in tournament.entries if not e.out]
                known = [e.stack for e in alive if e.stack is not None]
                if len(known) == len(alive):
                    assert sum(known) == chips  # no chip created or lost across the tables
            # The director takes every hand reported so far before the next round: each table
            # then deals knowing where the event says its big blind is.
            wait_for(
                lambda: (
                    event.room.pump() >= 0
                    and (
                        bool(event.room.reports.refused)
                        or all(
                            t.table.reported[-1] in event.room.reports_taken()
                            for t in tables.values()
                            if t.table.reported
                        )
                    )
                ),
                10,
            )
            time.sleep(0.002)  # the room's round trip: a round that did nothing waits a little
        results = event.tournament.results()
        assert len(results) == PLAYERS
        assert sorted(place for _, place, _, _ in results)[0] == 1
        assert moves_seen, "balancing moved nobody"
        assert checked_big_blinds > 3 and checked_seats > 3  # the checks were made
        assert {1, 3} <= levels_dealt  # the director's level change reached the tables
        busts = [h for log in event.tournament.log for h in log if isinstance(h, Busted)]
        assert len({b.player for b in busts}) == PLAYERS - 1
        # Every table's hands reached the room once, in order: the director took each report.
        sources = [getattr(e, "source", "") for e in event.tournament.events]
        reported = [s for s in sources if s]
        assert len(reported) == len(set(reported))


def test_two_events_in_one_room_each_take_their_own_tables(room: Room, tmp_path: Path) -> None:
    """Several events in one room at once: each with its own tables, reports and clock."""
    url = room.station("director").url
    with ExitStack() as stack:
        journal = stack.enter_context(open_event_journal(tmp_path / "director"))
        sessions = []
        for name in ("Early", "Late"):
            setup = Setup.of(
                name, structure_named("turbo"), tables=1, max_field=6, from_tables=True
            )
            session = EventSession.create(journal, setup)
            for number in range(1, 7):
                session.act(Register(player=f"{name} {number}"))
            session.act(Start())
            sessions.append(session)
        link = RoomLink(journal, url, kind="event", retry=0.05, longest_retry=0.3)
        stack.callback(link.stop)
        directors = [DirectorInRoom(url, session, journal.station) for session in sessions]
        for director in directors:
            stack.callback(director.stop)
            director.reports.session.changed.connect(link.wake)
        link.wake()
        wait_for(lambda: link.state.in_room and link.state.waiting == 0)
        sessions[1].act(Pause())  # the late event's clock stops; the early one's runs
        joined = []
        for session in sessions:
            ref = EventRef(journal.station, session.event_id)
            login = room.station(table=session.event_id, streams=("table/",)).url
            table_journal = stack.enter_context(open_journal(tmp_path / f"event{session.event_id}"))
            table = join_event_table(login, ref, 1, table_journal)
            stack.callback(table.stop)
            table_link = RoomLink(table_journal, login, retry=0.05, longest_retry=0.3)
            stack.callback(table_link.stop)
            table_link.follow(table.table.controller)
            joined.append(table)
        rng = random.Random(2)
        for table in joined:
            controller = table.table.controller
            assert {p.name.split()[0] for p in controller.table.seats.values()} == {  # type: ignore[union-attr]
                table.event.setup.name
            }
            hand = controller.hand
            while hand is not None and not hand.finished:
                assert controller.perform(random_action(hand, rng, CALM)), controller.last_refusal
            controller.next_hand()
        for director in directors:
            wait_for(lambda d=director: d.pump() >= 0 and len(d.reports_taken()) == 1)
            assert director.reports.refused == []
        wait_for(
            lambda: all(
                t.pump() >= 0
                and t.event.tournament.clock().running is (t.event.setup.name == "Early")
                for t in joined
            )
        )
        taken = [next(iter(d.reports_taken())) for d in directors]
        assert taken[0] != taken[1]
        assert [t.table.reported[-1] for t in joined] == taken  # each its own table's hand


def test_the_directors_event_reaches_a_room_that_was_away(room: Room, tmp_path: Path) -> None:
    """The director's window opens while the room is away: nothing waits for it; the event's
    set-up is put there as soon as the room is back, and tables can join."""
    login = room.station("director")
    cable = Cable(room.server.port)
    url = login.url.replace(f":{room.server.port}/", f":{cable.port}/")
    cable.cut()
    woken = threading.Event()
    with ExitStack() as stack:
        journal = stack.enter_context(open_event_journal(tmp_path))
        setup = Setup.of("Away", structure_named("turbo"), tables=1, max_field=6, from_tables=True)
        session = EventSession.create(journal, setup)
        director = DirectorInRoom(url, session, journal.station, wake=woken.set)
        stack.callback(director.stop)
        assert not director.setup_sent  # the room is away: the window goes on
        director.pump()
        assert not director.setup_sent
        cable.mend()
        wait_for(lambda: woken.wait(0.05) and (director.pump() >= 0) and director.setup_sent)
        ref = EventRef(journal.station, session.event_id)
        assert (ref, "Away") in events_in_room(room.station("display").url)
    cable.cut()
