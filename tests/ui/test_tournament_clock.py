"""The tournament clock: levels move on with the (injected) time, a break deals nothing, the
next hand has the new level's blinds and antes; the dealer pauses and resumes the clock."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel, QToolButton, QWidget

from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Level, Stakes, TableConfig
from dealer_app.ui import i18n, words
from tests.ui.conftest import Dealer, FakeTime, screenshot

STRUCTURE = (
    Level.of(600, Stakes.of_blinds(10, 20)),
    Level.pause(300),
    Level.of(600, Stakes.of_blinds(20, 40, 5)),
    Level.of(600, Stakes.of_blinds(40, 80, 10)),
)


def tournament() -> Table:
    config = TableConfig.tournament("nlhe", STRUCTURE, starting_stack=1500, seat_count=6)
    table = Table(config)
    for seat, name in ((1, "Anna"), (2, "Boris"), (4, "Chloe"), (6, "Dmitri")):
        table.sit_down(seat, name, 1500)
    return table


def fold_to_the_end(dealer: Dealer) -> None:
    hand = dealer.controller.hand
    assert hand is not None
    while not hand.finished:
        dealer.fold()


def test_levels_change_with_the_clock_and_apply_from_the_next_hand(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    time = FakeTime()
    table = tournament()
    window = open_window(table=table, time_source=time)
    dealer = Dealer(qtbot, window)
    clock = window.clock
    assert clock is not None and clock.running
    bar = dealer.screen.clock_bar
    assert bar is not None
    assert bar.texts().split("\n") == [
        "Level 1 of 3",
        "blinds 10/20",
        "Then a break of 5:00",
        "10:00",
    ]
    hand = dealer.controller.hand
    assert hand is not None and hand.setup.blinds[:2] == (10, 20)
    time.advance(250.7)
    clock.tick()
    assert bar.time.text() == "5:50"
    screenshot(window, "tournament_clock")

    # The level ends during the hand: the hand keeps its blinds, the bar shows the break.
    time.advance(400)
    clock.tick()
    assert table.elapsed == 650 and table.level_index == 1
    assert bar.texts().split("\n") == ["Break", "Then blinds 20/40, ante 5", "4:10"]
    assert dealer.controller.hand is hand and hand.setup.blinds[:2] == (10, 20)
    fold_to_the_end(dealer)
    dealer.key("n")
    assert dealer.controller.hand is None
    assert dealer.prompt == "The tournament is on a break: play resumes in 4:10."
    assert words.has_shape(dealer.prompt)
    screenshot(window, "tournament_break")

    # Paused, the clock does not move however long the pause.
    dealer.key(Qt.Key.Key_F5)
    assert not clock.running
    assert window.clock_action.text() == "Resume the &clock  [F5]"
    assert bar.time.text() == "4:10" and bar.paused.text() == "(paused)"
    assert bar.texts().split("\n") == ["Break", "Then blinds 20/40, ante 5", "4:10", "(paused)"]
    time.advance(3600)
    clock.tick()
    assert table.elapsed == 650
    dealer.key(Qt.Key.Key_F5)
    assert clock.running
    time.advance(60)
    clock.tick()
    assert dealer.prompt == "The tournament is on a break: play resumes in 3:10."
    time.advance(190)
    clock.tick()
    assert table.level_index == 2
    assert bar.texts().split("\n")[:2] == ["Level 2 of 3", "blinds 20/40, ante 5"]
    assert dealer.prompt == "Between hands: deal the next hand (N)."
    dealer.key("n")
    hand = dealer.controller.hand
    assert hand is not None
    # Blinds 20/40 and an ante of 5 from every player.
    assert sorted(hand.setup.blinds) == [0, 0, 20, 40]
    assert hand.setup.antes == (5, 5, 5, 5)
    # The felt says the level as the clock does: the break is not a level (Level 2 of 3).
    assert dealer.table.centre.game.text() == "No-limit hold'em · level 2"


def test_the_last_level_has_no_end(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    time = FakeTime()
    table = tournament()
    window = open_window(table=table, time_source=time)
    clock = window.clock
    assert clock is not None
    time.advance(10_000)
    clock.tick()
    bar = Dealer(qtbot, window).screen.clock_bar
    assert bar is not None
    assert table.level_index == 3
    assert bar.texts().split("\n") == ["Level 3 of 3", "blinds 40/80, ante 10", "last level"]


def test_a_cash_table_has_no_clock(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    config = TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), seat_count=6)
    table = Table(config)
    for seat, name in ((1, "Anna"), (2, "Boris")):
        table.sit_down(seat, name, 200)
    window = open_window(table=table)
    assert window.clock is None and not window.clock_action.isEnabled()
    assert Dealer(qtbot, window).screen.clock_bar is None


def _fits(widget: QWidget) -> bool:
    """The widget shows its whole text on one line (a label) or unelided (the button)."""
    if isinstance(widget, QToolButton):
        return widget.width() >= widget.sizeHint().width()
    assert isinstance(widget, QLabel)
    width = QFontMetrics(widget.font()).horizontalAdvance(widget.text())
    return width <= widget.contentsRect().width()


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_the_clock_bar_texts_fit_in_every_language(  # type: ignore[no-untyped-def]
    qtbot, open_window, qm_dir: Path, language: str
) -> None:
    """Running, paused, at the end of a hand, on a break and at the last level, nothing on the
    bar is clipped, elided or wrapped at the window's size (the log pane at its narrowest)."""
    assert i18n.install(language, folder=qm_dir) == language
    time = FakeTime()
    window = open_window(table=tournament(), time_source=time)
    dealer = Dealer(qtbot, window)
    clock, bar = window.clock, dealer.screen.clock_bar
    assert clock is not None and bar is not None

    def check(state: str) -> None:
        QApplication.processEvents()
        QApplication.processEvents()  # the bar's new texts laid out
        shown = [
            widget
            for widget in (bar.level, bar.time, bar.stakes, bar.following, bar.paused)
            if not widget.isHidden()
        ]
        clipped = [w.text() for w in shown if not _fits(w)]
        if not _fits(bar.pause_button):
            clipped.append(bar.pause_button.text())
        assert clipped == [], f"{language}, {state}"

    check("running")
    clock.pause()
    check("paused")
    screenshot(window, f"tournament_clock_paused_{language}")
    clock.resume()
    fold_to_the_end(dealer)
    check("hand over")
    time.advance(650)
    clock.tick()
    check("break")
    clock.pause()
    check("break, paused")
    clock.resume()
    time.advance(1000)
    clock.tick()
    check("level 2")
    time.advance(700)
    clock.tick()
    check("last level")
    clock.pause()
    check("last level, paused")
