"""The window keeps every accepted action in the journal and comes back where it was."""

from __future__ import annotations

from pathlib import Path

from dealer_app.engine.table import Stakes, Table, TableConfig
from dealer_app.store import Journal
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
    journal = Journal.open(data)
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

    again = Journal.open(data)
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
