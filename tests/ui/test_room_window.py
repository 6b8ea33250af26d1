"""The dealer's window with a room (--room): the status bar says which room and table it is
on, "all sent", and "cut off" with the sender's sentence when the room is unreachable; the
table deals on meanwhile, and everything goes once the room is back."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_app.session.station import open_table
from dealer_app.store import open_journal
from dealer_app.ui.app import build_window
from tests.room.fixtures import Room
from tests.room.local import Cable
from tests.room.test_station_room import _table
from tests.ui.conftest import screenshot

pytestmark = pytest.mark.room


def test_the_dealers_window_says_all_sent_then_cut_off(  # type: ignore[no-untyped-def]
    qtbot, settings, room: Room, tmp_path: Path
) -> None:
    with open_journal(tmp_path) as journal:  # a table the window brings back
        table_id = open_table(_table(), journal).recorder.table_id
    cable = Cable(room.server.port)
    login = room.station(table=table_id)
    url = login.url.replace(f":{room.server.port}/", f":{cable.port}/")
    journal = open_journal(tmp_path)
    window = build_window(settings, tmp_path, open_dialog=False, journal=journal, room=url)
    qtbot.addWidget(window)
    try:
        window.show()
        qtbot.waitUntil(lambda: window.controller is not None, timeout=10_000)
        assert window.room is not None
        head = f"Room {window.room.where} · table {table_id} · "
        assert window.room.where.endswith(f"@127.0.0.1:{cable.port}")
        qtbot.waitUntil(lambda: window.room_label.text() == head + "all sent", timeout=20_000)
        assert window.room_label.isVisible()
        window.resize(1366, 768)
        screenshot(window, "room_all_sent")
        assert window.controller is not None
        cable.cut()
        window.controller.check_call()  # the table deals on: the journal keeps it
        assert window.controller.hand is not None and len(window.controller.hand.actions) == 1
        qtbot.waitUntil(
            lambda: window.room_label.text().startswith(head + "cut off: "), timeout=20_000
        )
        assert window.room_label.text().endswith(" waiting")  # what waits; why, in the tooltip
        assert "cannot be reached" in window.room_label.toolTip()
        screenshot(window, "room_cut_off")
        cable.mend()
        window.room.wake()
        qtbot.waitUntil(lambda: window.room_label.text() == head + "all sent", timeout=30_000)
    finally:
        window.leave_room()
        cable.cut()
        journal.close()
    assert window.room_label.text() == ""


def test_room_is_kept_in_the_settings_and_an_empty_one_forgets_it(settings) -> None:  # type: ignore[no-untyped-def]
    from dealer_app.ui.app import remember_room

    assert remember_room(settings, None) == ""
    assert remember_room(settings, "postgresql://t3@floor/dealer_room") == (
        "postgresql://t3@floor/dealer_room"
    )
    assert remember_room(settings, None) == "postgresql://t3@floor/dealer_room"  # next start
    assert remember_room(settings, "") == ""
    assert remember_room(settings, None) == ""


def test_help_names_the_room_option() -> None:
    from dealer_app.__main__ import build_parser

    assert "--room URL" in build_parser().format_help()
    assert build_parser(commands=False).parse_args(["--room", ""]).room == ""
