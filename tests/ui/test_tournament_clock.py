"""The tournament clock: levels move on with the (injected) time, a break deals nothing, the
next hand has the new level's blinds and antes; the dealer pauses and resumes the clock."""

from __future__ import annotations

from PySide6.QtCore import Qt

from dealer_app.engine.table import Level, Stakes, Table, TableConfig
from dealer_app.ui import words
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
    assert bar.time.text() == "4:10 (paused)"
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
    assert dealer.table.centre.game.text() == "No-limit hold'em · level 3"


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
