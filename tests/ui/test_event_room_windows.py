"""Four dealers' windows and the director's window share one room: each window deals a table
of the director's event; the director's window takes every hand they report, by itself."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from dealer_app.engine.tournament import (
    HandPlayed,
    MovePlayer,
    Pause,
    Register,
    Setup,
    Start,
    structure_named,
)
from dealer_app.session.event_room import (
    DirectorInRoom,
    EventRef,
    events_in_room,
    join_event_table,
)
from dealer_app.session.station import RoomLink
from dealer_app.session.tournament import EventSession
from dealer_app.store import open_event_journal, open_journal
from dealer_app.ui.app import build_window
from dealer_app.ui.director.window import DirectorWindow
from tests.engine.random_hands import random_action
from tests.room.fixtures import Room
from tests.room.local import Cable
from tests.ui.conftest import screenshot

pytestmark = pytest.mark.room


def play_out(window) -> None:  # type: ignore[no-untyped-def]
    """Everyone checks or calls to the showdown; the cards are dealt as they come."""
    controller = window.controller
    rng = random.Random(1)
    for _ in range(80):
        hand = controller.hand
        if hand is None or hand.finished:
            break
        if hand.need().kind == "action":
            assert controller.check_call(), controller.last_refusal
        else:
            assert controller.perform(random_action(hand, rng)), controller.last_refusal
    assert controller.hand is not None and controller.hand.finished


def test_four_dealers_windows_deal_the_directors_event(  # type: ignore[no-untyped-def]
    qtbot, settings, room: Room, tmp_path: Path
) -> None:
    journal = open_event_journal(tmp_path / "director")
    director = DirectorWindow(journal, tmp_path / "director")
    qtbot.addWidget(director)
    director.join_room(room.station("director").url)
    director.new_event(
        Setup.of("Friday", structure_named("turbo"), tables=4, seats_per_table=6, max_field=24)
    )
    session = director.session
    assert session is not None and session.tournament.setup.from_tables
    for number in range(1, 21):
        session.act(Register(player=f"Player {number:02}"))
    session.act(Start())
    ref = EventRef(journal.station, session.event_id)
    display_url = room.station("display").url
    qtbot.waitUntil(lambda: (ref, "Friday") in events_in_room(display_url), timeout=20_000)
    qtbot.waitUntil(lambda: director.room_link.state.waiting == 0, timeout=20_000)
    qtbot.waitUntil(lambda: director.room_label.text().endswith(" · all sent"), timeout=20_000)
    assert director.room_label.text().startswith(f"Room {director.room_link.where}")
    windows = []
    urls: list[str] = []
    try:
        for number in session.tournament.open_tables():
            folder = tmp_path / f"table{number}"
            dealer_journal = open_journal(folder)
            url = room.station(table=number, streams=("table/",)).url
            urls.append(url)
            window = build_window(
                settings, folder, open_dialog=False, journal=dealer_journal, room=url
            )
            qtbot.addWidget(window)
            with qtbot.waitSignal(window.first_painted, timeout=10_000):
                window.show()
            qtbot.wait(100)  # the journal looked at after the first frame: nothing to reopen
            windows.append((window, dealer_journal))
            assert window.join_event(ref, number), window.status.text()
            controller = window.controller
            assert controller is not None and controller.table is not None
            names = {p.name for p in controller.table.seats.values()}
            assert names == set(session.tournament.players_at(number))
        # Each table plays one hand: everyone checks or calls to the showdown.
        for window, _ in windows:
            window.activateWindow()
            controller = window.controller
            assert controller is not None
            for _ in range(60):
                hand = controller.hand
                if hand is None or hand.finished:
                    break
                if hand.need().kind == "action":
                    assert controller.check_call(), controller.last_refusal
                else:
                    import random

                    from tests.engine.random_hands import random_action

                    controller.perform(random_action(hand, random.Random(1)))
            assert controller.hand is not None and controller.hand.finished
            controller.next_hand()
        windows[0][0].resize(1366, 768)
        screenshot(windows[0][0], "event_table_in_room")
        qtbot.waitUntil(
            lambda: sum(isinstance(e, HandPlayed) for e in session.tournament.events) == 4,
            timeout=30_000,
        )
        assert all(
            getattr(e, "source", "") for e in session.tournament.events if isinstance(e, HandPlayed)
        )
        director.resize(1366, 768)
        screenshot(director, "director_event_from_tables")

        # One clock: the director pauses the event; every table's clock shows it paused, and
        # F5 at a table says whose clock it is.
        first = windows[0][0]
        assert first.clock is not None and first.clock.following
        session.act(Pause())
        qtbot.waitUntil(lambda: all(not w.clock.running for w, _ in windows), timeout=10_000)
        first.activateWindow()
        qtbot.waitUntil(first.isActiveWindow, timeout=5_000)
        qtbot.keyClick(first, Qt.Key.Key_F5)
        assert "director" in first.status.text()

        # A move: the director moves a player of table 1 to table 2; table 1's dealer reads it
        # out once the hand is over and confirms it with Ctrl+M; she sits down at table 2.
        tournament = session.tournament
        moved = tournament.players_at(1)[0]
        seat = tournament.tables[2].open_seats()[0]
        session.act(MovePlayer(player=moved, table=2, seat=seat))
        qtbot.waitUntil(lambda: bool(first.event_table.table.moves()), timeout=10_000)
        play_out(first)
        first.controller.next_hand()  # the hand recorded; the next one waits for the move
        # Once the director has taken that hand, the move is said (TDA 11 may name another).
        qtbot.waitUntil(
            lambda: f"{moved}, seat" in str(first.controller.why_no_hand()), timeout=10_000
        )
        first.resize(1366, 768)
        screenshot(first, "event_table_move_to_make")
        first.activateWindow()
        qtbot.waitUntil(first.isActiveWindow, timeout=5_000)
        qtbot.keyClick(first, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: moved not in session.tournament.moving, timeout=10_000)
        second = windows[1][0]
        play_out(second)
        second.controller.next_hand()
        qtbot.waitUntil(
            lambda: any(p.name == moved for p in second.controller.table.seats.values()),
            timeout=10_000,
        )

        # Table 3's program restarted on its journal: back at its hand, still the event's.
        third, third_journal = windows[2]
        hand_before = len(third.controller.hand.actions) if third.controller.hand else -1
        third.close()
        third_journal.close()
        third_journal = open_journal(tmp_path / "table3")
        again = build_window(
            settings, tmp_path / "table3", open_dialog=False, journal=third_journal, room=urls[2]
        )
        qtbot.addWidget(again)
        windows[2] = (again, third_journal)
        again.show()
        qtbot.waitUntil(lambda: again.event_table is not None, timeout=10_000)
        assert again.controller is not None
        assert (len(again.controller.hand.actions) if again.controller.hand else -1) == hand_before
        assert again.clock is not None and again.clock.following
    finally:
        for window, dealer_journal in windows:
            window.close()
            dealer_journal.close()
        director.close()


def test_a_table_restarted_while_the_room_is_away_waits_for_it(  # type: ignore[no-untyped-def]
    qtbot, settings, room: Room, tmp_path: Path
) -> None:
    """A table of an event, its program started again while the room is away: it deals
    nothing (the event's moves and level are the room's) and says why, then joins the event
    again by itself once the room is back."""
    director_url = room.station("director").url
    journal = open_event_journal(tmp_path / "director")
    session = EventSession.create(
        journal,
        Setup.of("Night", structure_named("turbo"), tables=1, max_field=6, from_tables=True),
    )
    for number in range(1, 7):
        session.act(Register(player=f"Player {number}"))
    session.act(Start())
    link = RoomLink(journal, director_url, kind="event", retry=0.05, longest_retry=0.3)
    director = DirectorInRoom(director_url, session, journal.station)
    cable = Cable(room.server.port)
    login = room.station(table=1, streams=("table/",)).url
    url = login.replace(f":{room.server.port}/", f":{cable.port}/")
    try:
        link.wake()
        qtbot.waitUntil(lambda: link.state.in_room and link.state.waiting == 0, timeout=20_000)
        ref = EventRef(journal.station, session.event_id)
        with open_journal(tmp_path / "table") as table_journal:
            join_event_table(url, ref, 1, table_journal).stop()
        cable.cut()
        table_journal = open_journal(tmp_path / "table")
        window = build_window(
            settings, tmp_path / "table", open_dialog=False, journal=table_journal, room=url
        )
        window.rejoin_retry_ms = 200
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda: window.controller is not None, timeout=10_000)
        controller = window.controller
        play_out(window)
        assert not controller.next_hand()  # the hand is recorded; the next one waits
        assert "once it hears the event from the room" in str(controller.why_no_hand())
        assert " · cut off: " in window.room_label.text()  # the room's sentence: its tooltip
        assert window.event_table is None
        window.resize(1366, 768)
        screenshot(window, "event_table_waits_for_the_room")
        cable.mend()
        qtbot.waitUntil(lambda: window.event_table is not None, timeout=20_000)
        assert controller.why_no_hand() is None or "room" not in str(controller.why_no_hand())
        window.close()
        table_journal.close()
    finally:
        cable.cut()
        director.stop()
        link.stop()
        journal.close()
