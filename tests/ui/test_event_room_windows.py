"""Four dealers' windows and the director's window share one room: each window deals a table
of the director's event; the director's window takes every hand they report, by itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_app.engine.tournament import HandPlayed, Register, Setup, Start, structure_named
from dealer_app.session.event_room import EventRef, events_in_room
from dealer_app.store import open_event_journal, open_journal
from dealer_app.ui.app import build_window
from dealer_app.ui.director.window import DirectorWindow
from tests.room.fixtures import Room
from tests.ui.conftest import screenshot

pytestmark = pytest.mark.room


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
    windows = []
    try:
        for number in session.tournament.open_tables():
            folder = tmp_path / f"table{number}"
            dealer_journal = open_journal(folder)
            url = room.station(table=number, streams=("table/",)).url
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
    finally:
        for window, dealer_journal in windows:
            window.close()
            dealer_journal.close()
        director.close()
