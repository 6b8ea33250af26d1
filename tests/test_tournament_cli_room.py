"""``tournament replay --room URL --event ID``: the director's events journal, sent to a real
PostgreSQL room by the station's outbox, read back from the room and replayed into the same
JSON lines as the local journal (issue 25)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_app.__main__ import build_parser
from dealer_app.engine.tournament import Pause, Setup, chips_for, structure_named
from dealer_app.engine.tournament.simulation import simulate
from dealer_app.session.event_room import EventRef, setup_entry
from dealer_app.session.outbox import OutboxSender
from dealer_app.session.tournament import EventSession
from dealer_app.store import open_event_journal
from dealer_app.store.room.store import RoomStore
from dealer_app.store.sqlite.outbox import open_outbox
from dealer_app.store.streams import Entry, EntryId
from tests.room.fixtures import Room, postgres_server, room

pytestmark = pytest.mark.room
__all__ = ["postgres_server", "room"]  # the room's fixtures, used by name

ROOT = Path(__file__).resolve().parents[1]


def thursday() -> Setup:
    return Setup.of(
        "Thursday",
        structure_named("standard"),
        chips=chips_for("standard"),
        seats_per_table=9,
        tables=7,
        max_field=60,
        buy_in=110,
        fee=10,
        prize_unit=1,
        seed=8,
    )


def director_journal(folder: Path) -> Path:
    """A director's events journal of a 60-player event played to its winner (its chip races
    too), with a slip taken back by undo: event 1 of ``folder``'s events.sqlite3."""
    setup = thursday()
    actions = [action for action, _ in simulate(setup, 60, seed=8)]
    with open_event_journal(folder) as journal:
        session = EventSession.create(journal, setup, clock=lambda: 0)
        for number, action in enumerate(actions):
            session.act(action)
            if number == 80:
                session.act(Pause(at=action.at))  # a slip: the director takes it back
                session.undo()
        assert session.tournament.ended and session.event_id == 1
        return journal.path


def send(journal: Path, url: str) -> int:
    """Send the journal's outbox to the room, as the director's station does."""
    sender = OutboxSender(lambda: open_outbox(journal, kind="event"), lambda: RoomStore.open(url))
    try:
        state = sender.send_pending()
    finally:
        sender.close()
    assert state.in_room, state
    return state.acknowledged


def parsed(lines: str) -> list[object]:
    return [json.loads(line) for line in lines.splitlines()]


def run(command: list[str]) -> tuple[int, str, str]:
    args = build_parser().parse_args(command)
    out, err = io.StringIO(), io.StringIO()
    status = args.run(args, out, err)
    return status, out.getvalue(), err.getvalue()


def replay_process(*options: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dealer_app", "tournament", "replay", *options],
        capture_output=True,
        text=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        timeout=120,
        check=False,
    )


def test_the_room_replays_the_event_as_its_journal_does(room: Room, tmp_path: Path) -> None:
    journal = director_journal(tmp_path / "director")
    director_url = room.station("director").url
    sent = send(journal, director_url)
    status, local, err = run(["tournament", "replay", str(journal), "--json"])
    assert status == 0, err
    assert '"event": "chip_race"' in local and '"kind": "pause"' not in local
    reader = room.station("display").url  # a role that only reads
    done = replay_process("--room", reader, "--event", "1", "--setup", str(journal), "--json")
    assert (done.returncode, done.stderr) == (0, "")
    assert parsed(done.stdout) == parsed(local)  # the room keeps no order inside an object
    assert sent == done.stdout.count('"event": "action"') + 2  # the pause and its undo too
    done = replay_process("--room", reader, "--event", "1", "--setup", str(journal))
    assert done.returncode == 0 and "winner" in done.stdout
    # Without --setup, the room's own set-up entry (a stream that carries one) is read.
    with RoomStore.open(director_url) as director:
        entries = director.read(director.streams("event/1")[0].station, "event/1")
        setup = {"kind": "setup", "setup": thursday().to_json()}
        copied = [Entry(EntryId("copy", "event/1", 1), "setup", setup, 0)] + [
            Entry(EntryId("copy", "event/1", e.id.seq + 1), e.kind, e.payload, e.at)
            for e in entries
        ]
        assert director.add_all(copied) == len(copied)
    status, out, err = run(["tournament", "replay", "--room", reader, "--event", "1", "--json"])
    assert status == 2 and "Several stations hold event 1" in err and "copy" in err, err
    status, out, err = run(
        ["tournament", "replay", "--room", reader, "--event", "1", "--station", "copy", "--json"]
    )
    assert (status, err) == (0, "") and parsed(out) == parsed(local)


def test_the_set_up_the_directors_station_puts_in_the_room_is_read(
    room: Room, tmp_path: Path
) -> None:
    journal = director_journal(tmp_path / "director")
    director_url = room.station("director").url
    send(journal, director_url)
    with RoomStore.open(director_url) as director:
        station = director.streams("event/1")[0].station
        # What DirectorInRoom puts beside the event when the director's window joins a room.
        director.add(setup_entry(EventRef(station, 1), thursday().to_json(), 0))
    status, local, err = run(["tournament", "replay", str(journal), "--json"])
    assert status == 0, err
    reader = room.station("display").url
    status, out, err = run(["tournament", "replay", "--room", reader, "--event", "1", "--json"])
    assert (status, err) == (0, "") and parsed(out) == parsed(local)


def test_a_room_or_an_event_that_cannot_be_read_gets_a_sentence(room: Room, tmp_path: Path) -> None:
    journal = director_journal(tmp_path / "director")
    director_url = room.station("director").url
    send(journal, director_url)
    reader = room.station("display").url
    with RoomStore.open(director_url) as director:  # an event 2 whose second entry is damaged
        setup = {"kind": "setup", "setup": thursday().to_json()}
        director.add_all(
            [
                Entry(EntryId("odd", "event/2", 1), "setup", setup, 0),
                Entry(EntryId("odd", "event/2", 2), "action", {"kind": "fly", "at": 5}, 0),
            ]
        )
    with open_event_journal(journal.parent) as kept:
        station = kept.station
    cases = [
        (["--room", reader, "--event", "1"], "not its set-up: give it with --setup FILE"),
        (["--room", reader, "--event", "3", "--setup", str(journal)], "holds no event 3"),
        (["--room", reader, "--event", "2"], "Entry 2 of event/2 in the room"),
        (["--room", reader, "--event", "1", "--station", "x"], f"this one does: {station}"),
        (["--room", reader.replace("@", "x@", 1), "--event", "1"], "wrong name or password"),
        (["--room", reader.rsplit("/", 1)[0] + "/nowhere", "--event", "1"], "no room"),
        (["--room", "postgresql://127.0.0.1:1/room", "--event", "1"], "cannot be reached"),
        (["--room", reader], "--room needs --event ID"),
        (["--room", reader, "--event", "1", str(journal)], "not both"),
        ([str(journal), "--event", "1"], "add --room URL"),
        ([], "Give the event to replay"),
        (["--room", reader, "--event", "1", "--setup", str(tmp_path)], "Cannot read"),
    ]
    for options, sentence in cases:
        status, out, err = run(["tournament", "replay", *options])
        assert (status, out) == (2, ""), (options, err)
        assert sentence in err and err.count("\n") == 1, (options, err)
