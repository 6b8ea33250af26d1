"""The window repaints only what an action changed (the log's new row, a seat, the picker's
cards): what the screen shows after many actions is what the whole window draws afresh."""

from __future__ import annotations

from PySide6.QtGui import QImage

from dealer_app.engine.cards import DECK
from dealer_app.engine.hand import Phase
from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Stakes, TableConfig
from tests.ui.conftest import Dealer


def on_screen(window) -> QImage:  # type: ignore[no-untyped-def]
    """What the window shows: the pixels its repaints left, not a fresh render."""
    return (
        window.screen()
        .grabWindow(window.winId())
        .toImage()
        .convertToFormat(QImage.Format.Format_RGB32)
    )


def test_what_shows_after_actions_is_the_window_drawn_afresh(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(5, 10), seat_count=6))
    for seat in range(1, 7):
        table.sit_down(seat, f"Player {seat}", 100_000)
    window = open_window(table=table)
    dealer = Dealer(qtbot, window)
    controller = dealer.controller
    checked = 0
    for step in range(160):
        hand = controller.hand
        if hand is None or hand.phase is Phase.OVER:
            dealer.key("N")
        elif hand.need().kind in ("board", "show"):
            need = hand.need()
            count = need.count if need.kind == "board" else 2
            free = [card for card in DECK if card not in hand.cards_in_play][:count]
            dealer.cards(" ".join(map(str, free)))
        else:
            options = controller.options()
            assert options is not None
            if step % 7 == 0 and options.can_raise and options.min_to is not None:
                dealer.type_amount(controller.money(options.min_to))
                dealer.raise_()
            elif step % 7 == 1 and not options.can_check:
                dealer.fold()
            else:
                dealer.call()
        qtbot.wait(5)
        if step % 20 == 19:  # the log has scrolled, hands have been dealt
            qtbot.wait(50)  # every repaint asked for is done
            assert on_screen(window) == window.grab().toImage().convertToFormat(
                QImage.Format.Format_RGB32
            ), step
            checked += 1
    assert checked == 8 and len(controller.log) > 0
