"""The table kept in the settings (to reopen it at the next start) is written between hands
and on quit, never after an action inside a hand (the journal keeps those)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from dealer_app.engine.table import Stakes, Table, TableConfig
from dealer_app.ui.settings import Settings
from tests.ui.conftest import Dealer


def _count_writes(settings: Settings, monkeypatch) -> list[int]:  # type: ignore[no-untyped-def]
    """The hands played of every table the window asks the settings to keep."""
    kept: list[int] = []
    remember = settings.remember_table

    def counting(table: Table) -> None:
        kept.append(table.hands_played)
        remember(table)

    monkeypatch.setattr(settings, "remember_table", counting)
    return kept


def test_the_table_is_kept_between_hands_and_on_quit(
    qtbot, open_window, settings, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    kept = _count_writes(settings, monkeypatch)
    config = TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), seat_count=6, max_buy_in=400)
    table = Table(config)
    for seat, name in ((1, "Anna"), (3, "Boris"), (6, "Chloe")):
        table.sit_down(seat, name, 200)
    window = open_window(table=table)
    dealer = Dealer(qtbot, window)
    assert kept == [0]  # the table as it deals its first hand
    dealer.call()  # Anna, on the button
    dealer.call()  # Boris completes his small blind
    assert kept == [0], "an action inside a hand writes nothing"
    dealer.key("z", Qt.KeyboardModifier.ControlModifier)
    dealer.key("z", Qt.KeyboardModifier.ControlModifier)
    assert dealer.controller.log == []
    assert kept == [0], "nor does an undo"
    dealer.fold()  # Anna
    dealer.fold()  # Boris: Chloe wins the blinds
    assert dealer.controller.hand is not None and dealer.controller.hand.finished
    assert kept == [0]
    dealer.key("n")  # the hand is recorded, the next one dealt
    assert kept == [0, 1]
    stored = json.loads(settings.get("last_table"))
    assert Table.from_snapshot(stored).hands_played == 1
    dealer.call()
    assert kept == [0, 1]
    window.close()
    assert kept == [0, 1, 1]  # on quit
