"""The tournament clock's pause (issue 27): a pause the journal cannot keep is not shown (the
clock runs on and the window says why); a pause kept comes back after a restart, at its time,
with the clock paused."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from dealer_app.session.station import reopen_table
from dealer_app.store import open_journal
from dealer_app.ui.settings import Settings
from tests.store.test_full_disk_mid_hand import full_for
from tests.ui.conftest import FakeTime
from tests.ui.test_journal_failures import press, window_on
from tests.ui.test_tournament_clock import tournament


def test_a_pause_the_journal_cannot_keep_is_not_shown_and_a_kept_one_comes_back(
    qtbot, settings: Settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    journal = open_journal(tmp_path / "data")
    window = window_on(qtbot, settings, journal)
    time = FakeTime()
    window.time_source = time
    window.set_controller(window.controller_for(tournament()))
    clock, screen = window.clock, window.screen_widget
    assert clock is not None and clock.running and screen is not None
    bar = screen.clock_bar
    assert bar is not None
    qtbot.wait(50)
    time.advance(125)
    clock.tick()
    disk = full_for(journal, "event")
    disk.full = True
    press(qtbot, Qt.Key.Key_F5)
    assert disk.refused
    assert clock.running and bar.paused.text() == ""
    assert window.clock_action.text() == "Pause the &clock  [F5]"
    error = screen.action_panel.error
    assert error.isVisibleTo(window) and "the disk is full" in error.text()
    time.advance(10)
    clock.tick()
    assert bar.time.text() == "7:45"  # it ran on: 10:00 less 2:15
    disk.full = False
    press(qtbot, Qt.Key.Key_F5)
    assert not clock.running and bar.paused.text() == "(paused)"
    time.advance(3600)
    clock.tick()
    assert bar.time.text() == "7:45"
    table_id = journal.unfinished_table()
    window.close()
    journal.close()
    # Restarted: the table at the time of the pause, its clock paused.
    with open_journal(tmp_path / "data") as again:
        reopened = reopen_table(again)
        assert reopened.station is not None
        table = reopened.station.controller.table
        assert table is not None and table.elapsed == 135
        assert again.unfinished_table() == table_id


def test_a_cash_table_offers_no_clock_to_resume(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    """Table > the clock's item at a cash table: disabled, and not "Resume the clock" (there
    is no clock paused to resume)."""
    from dealer_app.engine.table import Table
    from dealer_app.engine.table_config import Stakes, TableConfig

    table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), seat_count=6))
    for seat, name in ((1, "Anna"), (2, "Boris")):
        table.sit_down(seat, name, 200)
    window = open_window(table=table)
    assert window.clock is None and not window.clock_action.isEnabled()
    assert window.clock_action.text() == "Pause the &clock  [F5]"
