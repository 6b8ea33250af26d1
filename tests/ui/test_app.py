"""Starting the window: the welcome page, or the last table reopened after the first frame."""

from __future__ import annotations

from dealer_app.engine.table import Stakes, Table, TableConfig
from dealer_app.ui.app import build_window


def test_first_start_shows_the_welcome_page(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    window = build_window(settings, open_dialog=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.controller is None
    assert (
        window.centralWidget().findChild(type(window.status), "welcome").text()
        == "No table is open."
    )


def test_the_last_table_is_reopened_at_start(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    table = Table(TableConfig.cash("plo", Stakes.of_blinds(1, 2), seat_count=6))
    for seat in (1, 2, 4):
        table.sit_down(seat, f"P{seat}", 200)
    settings.remember_table(table)
    window = build_window(settings, open_dialog=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.controller is not None)
    assert window.controller.hand.variant.key == "plo"  # type: ignore[union-attr]
    settings.set("reopen_last_table", False)
    again = build_window(settings, open_dialog=False)
    qtbot.addWidget(again)
    again.show()
    qtbot.wait(20)
    assert again.controller is None
