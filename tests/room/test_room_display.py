"""The players' page fed from the room: a display station follows the event the director's
station sends, and goes on when the director's window closes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest

from dealer_app.engine.tournament import Register, Setup, Start, structure_named
from dealer_app.session.event_room import DirectorInRoom, EventRef
from dealer_app.session.room_display import RoomDisplay
from dealer_app.session.serving import set_server_factory
from dealer_app.session.station import RoomLink
from dealer_app.session.tournament import EventSession
from dealer_app.store import open_event_journal
from dealer_app.web.server import DisplayServer
from tests.room.fixtures import Room

pytestmark = pytest.mark.room
ROOT = Path(__file__).resolve().parents[2]


def wait_for(condition: Callable[[], bool], seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def page_state(url: str) -> dict[str, object]:
    with urllib.request.urlopen(url + "state", timeout=10) as answer:
        return json.loads(answer.read()) or {}


def director_in_room(room: Room, folder: Path) -> tuple[EventSession, RoomLink, DirectorInRoom]:
    url = room.station("director").url
    journal = open_event_journal(folder)
    setup = Setup.of("Sunday", structure_named("turbo"), tables=2, max_field=18, from_tables=True)
    session = EventSession.create(journal, setup)
    for number in range(1, 13):
        session.act(Register(player=f"Player {number:02}"))
    link = RoomLink(journal, url, kind="event", retry=0.05, longest_retry=0.3)
    session.changed.connect(lambda *_: link.wake())
    return session, link, DirectorInRoom(url, session, journal.station)


def test_the_page_follows_the_room_and_outlives_the_directors_window(
    room: Room, tmp_path: Path
) -> None:
    set_server_factory(DisplayServer)
    session, link, director = director_in_room(room, tmp_path / "director")
    wait_for(lambda: link.state.in_room and link.state.waiting == 0)
    ref = EventRef(session.journal.station, session.event_id)
    display = RoomDisplay(
        room.station("display").url, ref, tmp_path / "display", host="127.0.0.1", port=0
    )
    display.start()
    try:
        page = display.url_of_page()
        assert page_state(page)["entries"] == 12
        session.act(Start())  # the director acts; the page hears it from the room
        wait_for(
            lambda: (
                (display.pump(), display.feed.state)[1] is not None and display.feed.state.started
            )
        )  # type: ignore[union-attr]
        assert page_state(page)["players_left"] == 12
        # The director's window closes: the page goes on, the clock with it.
        director.stop()
        link.stop()
        session.journal.close()
        display.feed.tick()
        assert page_state(page)["started"] is True
        with pytest.raises(Exception, match="only reads"):
            display.view.act(Start())
    finally:
        display.close()


def test_room_display_serves_from_the_command_line(room: Room, tmp_path: Path) -> None:
    session, link, director = director_in_room(room, tmp_path / "director")
    try:
        wait_for(lambda: link.state.in_room and link.state.waiting == 0)
        command = [
            sys.executable, "-m", "dealer_app", "room", "display", room.station("display").url,
            "--event", "1", "--serve", "0", "--serve-address", "127.0.0.1",
            "--data-dir", str(tmp_path / "display"),
        ]  # fmt: skip
        process = subprocess.Popen(
            command,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
        )
        try:
            assert process.stdout is not None
            line = process.stdout.readline()
            assert "players' page of event 1 is at http://127.0.0.1:" in line, (
                line,
                process.stderr.read() if process.poll() is not None else "",  # type: ignore[union-attr]
            )
            page = line.rsplit(" ", 1)[1].strip()
            assert page_state(page)["event"] == "Sunday"
        finally:
            process.terminate()
            process.wait(timeout=10)
        done = subprocess.run(
            [*command[:6], "--event", "7"],
            capture_output=True,
            text=True,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
            timeout=60,
            check=False,
        )
        assert done.returncode == 1 and "holds no event 7" in done.stderr
    finally:
        director.stop()
        link.stop()
        session.journal.close()
