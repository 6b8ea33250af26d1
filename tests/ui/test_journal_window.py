"""The window keeps every accepted action in the journal and comes back where it was."""

from __future__ import annotations

from pathlib import Path

from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Stakes, TableConfig
from dealer_app.store import Journal, open_journal
from dealer_app.ui.app import build_window
from dealer_app.ui.settings import Settings


def _table() -> Table:
    table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(1, 2)))
    for seat, name in ((1, "Anna"), (3, "Boris"), (5, "Chloé"), (7, "Dmitri")):
        table.sit_down(seat, name, 200)
    return table


def test_restart_comes_back_at_the_last_accepted_action(
    qtbot, settings: Settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    data = tmp_path / "data"
    journal = open_journal(data)
    window = build_window(settings, data, open_dialog=False, journal=journal)
    qtbot.addWidget(window)
    window.set_controller(window.controller_for(_table()))
    controller = window.controller
    assert controller is not None
    assert controller.check_call() and controller.bet_raise(8) and controller.fold()
    assert not controller.bet_raise(10_000)  # refused: nothing kept
    assert controller.undo()
    kept = list(controller.hand.actions)
    journal.close()  # the app is gone (a kill leaves the same file: see tests/store)

    again = open_journal(data)
    restored = build_window(settings, data, open_dialog=False, journal=again)
    qtbot.addWidget(restored)
    restored.show()  # the table comes back once the first frame is out
    qtbot.waitUntil(lambda: restored.controller is not None)
    assert restored.controller is not None
    assert restored.controller.hand.actions == kept
    assert restored.controller.seats == controller.seats
    assert "Restored the table: No-limit hold'em, 2 actions" in restored.status.text()
    assert restored.controller.undo()  # the undo history came back too
    assert restored.controller.hand.actions == kept[:-1]
    again.close()


def _restart(qtbot, settings: Settings, data: Path, time_source=None) -> tuple[Journal, object]:  # type: ignore[no-untyped-def]
    """The app again on the same data folder: the journal's table comes back."""
    journal = open_journal(data)
    window = build_window(settings, data, open_dialog=False, journal=journal)
    if time_source is not None:
        window.time_source = time_source
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.controller is not None)
    return journal, window


def test_table_changes_come_back_after_a_restart(qtbot, settings: Settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from dealer_app.ui.dealer.main_window import MainWindow

    data = tmp_path / "data"
    journal = open_journal(data)
    window = build_window(settings, data, open_dialog=False, journal=journal)
    qtbot.addWidget(window)
    window.set_controller(window.controller_for(_table()))
    controller = window.controller
    assert controller is not None
    hand = controller.hand
    assert hand is not None
    while not hand.finished:
        assert controller.fold()
    # Through the window's Players dialog: a newcomer, a top-up, someone sitting out.
    dialog = window.open_players(2, "seat")
    assert dialog is not None
    dialog.new_name.setText("Elena")
    dialog.new_stack.setText("120")
    dialog.seat_button.click()
    dialog.seat_list.setCurrentCell(2, 1)
    dialog.amount.setText("50")
    dialog.actions_by_name["add_chips"].trigger()
    dialog.seat_list.setCurrentCell(4, 1)
    dialog.actions_by_name["sit_out"].trigger()
    assert dialog.error.isHidden(), dialog.error.text()
    dialog.close()
    table = controller.table
    assert table is not None and controller.hand is None
    live = table.to_snapshot()
    assert table.player(2) is not None and table.stack(3) > 200
    journal.close()

    again, restored = _restart(qtbot, settings, data)
    assert isinstance(restored, MainWindow) and restored.controller is not None
    assert restored.controller.table is not None
    assert restored.controller.table.to_snapshot() == live
    assert restored.controller.hand is None
    assert "Restored the table between hands: 1 hand played." in restored.status.text()
    screen = restored.screen_widget
    assert screen is not None
    assert "Elena" in screen.table_view.seat_text(2)
    assert "Sitting out" in screen.table_view.seat_text(5)
    # The next hand is dealt from the restored table as from the live one.
    assert restored.controller.next_hand()
    again.close()


def test_a_tournament_comes_back_at_its_level_with_the_clock_paused(
    qtbot, settings: Settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    from dealer_app.engine.table_config import Level
    from dealer_app.ui.dealer.main_window import MainWindow
    from tests.ui.conftest import FakeTime

    levels = [Level.of(600, Stakes.of_blinds(10, 20)), Level.of(600, Stakes.of_blinds(20, 40))]
    table = Table(TableConfig.tournament("nlhe", levels, starting_stack=1000, seat_count=6))
    for seat, name in ((1, "Anna"), (3, "Boris"), (5, "Chloé")):
        table.sit_down(seat, name, 1000)
    data = tmp_path / "data"
    journal = open_journal(data)
    time = FakeTime()
    window = build_window(settings, data, open_dialog=False, journal=journal)
    window.time_source = time
    qtbot.addWidget(window)
    window.set_controller(window.controller_for(table))
    clock = window.clock
    assert clock is not None and clock.running
    time.advance(700)
    clock.tick()  # level 2 starts during the first hand: kept
    assert table.level_index == 1
    time.advance(30)
    clock.pause()  # kept with the time of the pause
    journal.close()

    again, restored = _restart(qtbot, settings, data, FakeTime())
    assert isinstance(restored, MainWindow) and restored.controller is not None
    restored_table = restored.controller.table
    assert restored_table is not None
    assert restored_table.elapsed == 730 and restored_table.level_index == 1
    assert restored.clock is not None and not restored.clock.running
    assert restored.clock_action.text() == "Resume the &clock  [F5]"
    bar = restored.screen_widget.clock_bar  # type: ignore[union-attr]
    assert bar is not None and bar.texts().split("\n")[-2:] == ["last level", "(paused)"]
    again.close()
