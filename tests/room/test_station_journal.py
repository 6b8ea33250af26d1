"""A dealer's real journal (the SQLite file the window writes) sent to the room by the sender:
every entry once, in order, through a cut, with the identities and times the journal gave."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest

from dealer_app.session.outbox import OutboxSender
from dealer_app.store import open_journal
from dealer_app.store.room.store import RoomStore
from dealer_app.store.sqlite.outbox import open_outbox
from tests.room.fixtures import Room
from tests.room.local import Cable

pytestmark = pytest.mark.room


def wait_for(condition: Callable[[], bool], seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def test_a_dealer_journal_reaches_the_room_once_in_order_through_a_cut(
    room: Room, tmp_path: Path
) -> None:
    cable = Cable(room.server.port)
    with open_journal(tmp_path / "table-3") as journal:
        table = journal.create_table({"game": "NT"})
        stream = journal.streams.stream_of(table)
        login = room.station(table=table)
        url = login.url.replace(f":{room.server.port}/", f":{cable.port}/")
        sender = OutboxSender(
            lambda: open_outbox(journal.path),
            lambda: RoomStore.open(url),
            retry=0.05,
            longest_retry=0.3,
        )
        sender.start()
        try:
            for n in range(1, 41):
                journal.append(table, "action", {"n": n})
                sender.wake()
            wait_for(lambda: sender.state.in_room and sender.state.acknowledged == 40)
            cable.cut()
            for n in range(41, 81):  # the table deals on: the journal keeps everything
                journal.append(table, "action", {"n": n})
                sender.wake()
            wait_for(lambda: not sender.state.connected and sender.state.waiting > 0)
            cable.mend()
            wait_for(lambda: sender.state.in_room and sender.state.acknowledged == 80)
        finally:
            sender.stop()
            cable.cut()
        kept = journal.streams.read(journal.station, stream)
        assert journal.streams.unsent() == []
    with RoomStore.open(room.station("director").url) as director:
        stored = director.read(kept[0].id.station, stream)
    assert [e.id.seq for e in stored] == list(range(1, 81))
    assert stored == kept  # the same identities, payloads and times as the journal's
