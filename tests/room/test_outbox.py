"""The sender: a station's outbox into the room, in order, once, through cuts and restarts."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import psycopg
import pytest

from dealer_app.session.outbox import OutboxSender, SenderState
from dealer_app.store.room.store import FollowState, RoomFollower, RoomStore
from dealer_app.store.streams import Entry, EntryId
from tests.room.fixtures import Room
from tests.room.local import Cable, LocalJournal

pytestmark = pytest.mark.room


def wait_for(condition: Callable[[], bool], seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def room_rows(url: str, stream: str) -> list[tuple[str, int, dict[str, object]]]:
    with psycopg.connect(url) as connection:
        return connection.execute(
            "SELECT station, seq, payload FROM room.entries WHERE stream = %s ORDER BY seq",
            (stream,),
        ).fetchall()


@pytest.fixture
def journal_path(tmp_path: Path) -> Path:
    return tmp_path / "journal.sqlite3"


@pytest.fixture
def journal(journal_path: Path) -> Iterator[LocalJournal]:
    local = LocalJournal(journal_path, "station-a")
    yield local
    local.close()


def test_the_sender_sends_every_entry_in_order_once(
    room: Room, journal: LocalJournal, journal_path: Path
) -> None:
    login = room.station(table=3)
    written = [journal.write("table/3", {"hand": 1, "n": n}) for n in range(1, 451)]
    sender = OutboxSender(
        lambda: LocalJournal(journal_path, "station-a"),
        lambda: RoomStore.open(login.url),
        batch=200,
    )
    state = sender.send_pending()
    assert state == SenderState(True, 0, None, 450)
    assert state.in_room
    assert sender.send_pending().acknowledged == 450  # nothing left: nothing sent again
    sender.close()
    rows = room_rows(room.admin_url, "table/3")
    assert [seq for _, seq, _ in rows] == list(range(1, 451))
    assert [payload for _, _, payload in rows] == [dict(e.payload) for e in written]


class CrashesBeforeAcknowledging(LocalJournal):
    """The station dies after the room stored a batch and before the journal marked it."""

    def acknowledged(self, ids: Iterable[EntryId]) -> None:
        raise KeyboardInterrupt("killed")


def test_a_batch_sent_again_after_a_crash_is_stored_once(
    room: Room, journal: LocalJournal, journal_path: Path
) -> None:
    login = room.station(table=3)
    for n in range(5):
        journal.write("table/3", {"n": n})
    dying = OutboxSender(
        lambda: CrashesBeforeAcknowledging(journal_path, "station-a"),
        lambda: RoomStore.open(login.url),
    )
    with pytest.raises(KeyboardInterrupt):
        dying.send_pending()
    dying.close()
    assert len(room_rows(room.admin_url, "table/3")) == 5
    journal.write("table/3", {"n": 5})
    restarted = OutboxSender(
        lambda: LocalJournal(journal_path, "station-a"), lambda: RoomStore.open(login.url)
    )
    assert restarted.send_pending().in_room
    restarted.close()
    assert [seq for _, seq, _ in room_rows(room.admin_url, "table/3")] == [1, 2, 3, 4, 5, 6]


def test_a_refused_entry_is_said_and_kept(
    room: Room, journal: LocalJournal, journal_path: Path
) -> None:
    login = room.station(table=3)
    journal.write("event/4", {"n": 1})  # this station's role is table 3's: no events
    sender = OutboxSender(
        lambda: LocalJournal(journal_path, "station-a"), lambda: RoomStore.open(login.url)
    )
    state = sender.send_pending()
    sender.close()
    assert state.connected and state.waiting == 1 and not state.in_room
    assert state.error is not None
    assert str(state.error).endswith(f"the role {login.role} may not write event/4.")
    assert len(journal.unsent()) == 1


def test_a_wrong_password_is_said_and_nothing_is_lost(
    room: Room, journal: LocalJournal, journal_path: Path
) -> None:
    login = room.station(table=3)
    journal.write("table/3", {"n": 1})
    wrong = login.url.replace(login.password, "wrong")
    sender = OutboxSender(
        lambda: LocalJournal(journal_path, "station-a"), lambda: RoomStore.open(wrong)
    )
    state = sender.send_pending()
    sender.close()
    assert (state.connected, state.waiting) == (False, 1)
    assert str(state.error).endswith("wrong name or password.")


def test_a_station_cut_from_the_room_keeps_writing_and_catches_up_in_order_once(
    room: Room, journal: LocalJournal, journal_path: Path
) -> None:
    """The fault test: the station's connection is cut (refused) while it keeps dealing; the
    room ends with every entry once, in order, and a director following live sees each once."""
    cable = Cable(room.server.port)
    login = room.station(table=3)
    station_url = login.url.replace(f":{room.server.port}/", f":{cable.port}/")
    states: list[SenderState] = []
    sender = OutboxSender(
        lambda: LocalJournal(journal_path, "station-a"),
        lambda: RoomStore.open(station_url),
        on_state=states.append,
        retry=0.05,
        longest_retry=0.3,
    )
    seen: list[Entry] = []
    follower = RoomFollower(room.station("director").url, seen.extend, prefix="table/")
    following = threading.Thread(target=follower.follow, daemon=True)
    following.start()
    sender.start()
    try:

        def deal(hands: range) -> None:
            for n in hands:
                journal.write("table/3", {"n": n})  # the journal works whatever the room does
                sender.wake()
                time.sleep(0.002)

        deal(range(1, 101))
        wait_for(lambda: len(seen) >= 20)
        cable.cut()
        deal(range(101, 301))
        wait_for(lambda: not sender.state.connected and sender.state.waiting > 0)
        cut_off = sender.state
        assert cut_off.error is not None and "cannot be reached" in str(cut_off.error)
        assert len(room_rows(room.admin_url, "table/3")) < 300
        cable.mend()
        deal(range(301, 401))
        wait_for(lambda: sender.state.in_room and len(seen) == 400)
    finally:
        sender.stop()
        follower.stop()
        following.join(5)
        cable.cut()
    rows = room_rows(room.admin_url, "table/3")
    assert [seq for _, seq, _ in rows] == list(range(1, 401))
    assert [payload["n"] for _, _, payload in rows] == list(range(1, 401))
    assert [e.id.seq for e in seen] == list(range(1, 401))  # each once, in order
    assert follower.state == FollowState(True)
    assert any(not s.connected for s in states) and states[-1].in_room


def test_a_restarted_postgresql_loses_nothing_acknowledged(
    room: Room, journal: LocalJournal, journal_path: Path
) -> None:
    """The server crashes (killed, no checkpoint) and recovers from its write-ahead log: every
    entry it acknowledged is there, and the station sends the rest once."""
    login = room.station(table=1)
    sender = OutboxSender(
        lambda: LocalJournal(journal_path, "station-a"),
        lambda: RoomStore.open(login.url),
        retry=0.05,
        longest_retry=0.3,
    )
    sender.start()
    try:
        for n in range(1, 201):
            journal.write("table/1", {"n": n})
            sender.wake()
        wait_for(lambda: sender.state.acknowledged >= 50)
        room.server.stop("immediate")  # a crash: no checkpoint, recovery from the WAL
        acknowledged = journal.acknowledged_ids()
        assert len(acknowledged) >= 50
        for n in range(201, 301):
            journal.write("table/1", {"n": n})
        room.server.start()
        stored = {
            ("station-a", "table/1", seq) for _, seq, _ in room_rows(room.admin_url, "table/1")
        }
        assert set(acknowledged) <= stored  # nothing the room acknowledged was lost
        sender.wake()
        wait_for(lambda: sender.state.in_room and sender.state.acknowledged >= 300)
    finally:
        sender.stop()
    assert [seq for _, seq, _ in room_rows(room.admin_url, "table/1")] == list(range(1, 301))


def test_stopping_the_sender_sends_what_was_written_last(
    room: Room, journal: LocalJournal, journal_path: Path
) -> None:
    login = room.station(table=3)
    sender = OutboxSender(
        lambda: LocalJournal(journal_path, "station-a"), lambda: RoomStore.open(login.url)
    )
    sender.start()
    wait_for(lambda: sender.state.in_room)
    journal.write("table/3", {"n": 1})  # the station closes before it wakes the sender
    sender.stop()
    assert [seq for _, seq, _ in room_rows(room.admin_url, "table/3")] == [1]
    assert sender.state.in_room


def test_the_sender_names_no_database() -> None:
    """session/ never names a database: the sender imports no driver."""
    import subprocess
    import sys

    probe = "import sys, dealer_app.session.outbox; print('psycopg' in sys.modules)"
    result = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert result.stdout.strip() == "False"
