"""A dealer's station joined to a room: the table's real actions (HandController) reach the
room in order, the journal writing first (the window's side: tests/ui/test_room_window.py)."""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Stakes, TableConfig
from dealer_app.session.station import RoomLink, join_room, open_table
from dealer_app.store import open_journal
from dealer_app.store.room.store import RoomStore
from tests.room.fixtures import Room

pytestmark = pytest.mark.room


def wait_for(condition: Callable[[], bool], seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def _table() -> Table:
    table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), seat_count=6))
    for seat in (1, 2, 3):
        table.sit_down(seat, f"P{seat}", 200)
    return table


def test_a_station_joined_to_a_room_sends_its_actions_in_order(room: Room, tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        opened = open_table(_table(), journal)
        table_id = opened.recorder.table_id
        url = room.station(table=table_id).url
        link = RoomLink(journal, url, retry=0.05, longest_retry=0.3)
        station = join_room(opened, link)
        assert station.room is link
        controller = station.controller
        try:
            for act in (controller.check_call, controller.check_call, controller.check_call):
                act()  # the blinds posted, three players: call, call, check
            assert len(controller.hand.actions) == 3 if controller.hand else False
            wait_for(lambda: link.state.in_room and link.state.acknowledged > 0)
        finally:
            link.stop()
        stream = journal.streams.stream_of(table_id)
        kept = journal.streams.read(journal.station, stream)
        assert journal.streams.unsent() == []
    with RoomStore.open(room.station("director").url) as director:
        stored = director.read(kept[0].id.station, stream)
    assert [entry.id.seq for entry in stored] == list(range(1, len(kept) + 1))
    assert stored == kept
    assert [entry.kind for entry in stored].count("action") == 3


def test_a_journal_that_goes_on_in_a_new_file_is_still_sent(room: Room, tmp_path: Path) -> None:
    """The journal's file is replaced while the table is open: the table goes on in a new
    file of the same station (store/sqlite/files.py), and what it writes there reaches the
    room too, after what the room had, in order."""
    with open_journal(tmp_path) as journal:
        opened = open_table(_table(), journal)
        table_id = opened.recorder.table_id
        url = room.station(table=table_id).url
        link = RoomLink(journal, url, retry=0.05, longest_retry=0.3)
        station = join_room(opened, link)
        controller = station.controller
        try:
            controller.check_call()
            wait_for(lambda: link.state.in_room and link.state.acknowledged > 0)
            first = journal.path
            replacement = tmp_path / "other.sqlite3"
            shutil.copyfile(first, replacement)
            os.replace(replacement, first)  # another program put another file there
            assert not controller.check_call()  # said, and the table goes on in a new file
            assert journal.path != first
            assert controller.check_call() and controller.check_call()
            stream = journal.streams.stream_of(table_id)
            kept = journal.streams.read(journal.station, stream)
            wait_for(lambda: link.state.in_room and journal.streams.unsent() == [])
        finally:
            link.stop()
    with RoomStore.open(room.station("director").url) as director:
        stored = director.read(journal.station, stream)
    assert [entry.id.seq for entry in stored] == list(range(1, len(kept) + 1))
    assert stored == kept
