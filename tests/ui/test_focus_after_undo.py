"""Every key reaches the action it names whatever was undone before (issue 15: after two undos,
C did nothing, the focus left on the hidden card field)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dealer_app.engine.hand import HandSetup
from dealer_app.engine.histories import Scale, action_text
from dealer_app.engine.variants import VARIANTS
from dealer_app.ui.dealer.main_window import MainWindow


def keys(qtbot, text: str) -> None:  # type: ignore[no-untyped-def]
    """Keys typed wherever the focus is, as the dealer types them."""
    for char in text:
        target = QApplication.focusWidget()
        assert target is not None, "no widget takes the keys"
        if char == "\n":
            qtbot.keyClick(target, Qt.Key.Key_Return)
        elif char == "^":
            qtbot.keyClick(target, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        else:
            qtbot.keyClick(target, char)


# p1 small blind, p2 big blind, p3 under the gun ... p6 on the button (PHH order). Short
# stacks make the players who call the 173 all-in: after an undo such a player cannot raise,
# so the bet page shows no amount field to take the keys.
STACKS = {
    "deep": (200, 200, 200, 200, 200, 200),
    "p4 short": (200, 200, 200, 150, 200, 200),
    "p5 short": (200, 200, 200, 200, 150, 200),
    "p4 and p5 short": (200, 200, 200, 120, 150, 200),
    "blinds short": (100, 120, 200, 200, 200, 200),
    "the kill test's": (197, 50, 137, 83, 155, 181),  # tests/store/app_driver make_table nlhe 9
}


@pytest.fixture(params=list(STACKS))
def six_handed(
    request: pytest.FixtureRequest, open_window: Callable[..., MainWindow]
) -> MainWindow:
    stacks = STACKS[request.param]
    setup = HandSetup(VARIANTS["nlhe"], stacks, blinds=(1, 2, 0, 0, 0, 0), min_bet=2)
    return open_window(setup)


def test_two_undos_then_c_calls(qtbot, six_handed: MainWindow) -> None:  # type: ignore[no-untyped-def]
    controller = six_handed.controller
    assert controller is not None and controller.hand is not None
    hand = controller.hand
    # UTG raises to 4, everybody calls; flop 7h8c9c; checks to the button, who bets 173;
    # everybody calls: the turn is due.
    keys(qtbot, "4\n")  # the amount field has the keys: digits, then Enter
    keys(qtbot, "ccccc")
    keys(qtbot, "7h8c9c\n")
    keys(qtbot, "ccccc")
    keys(qtbot, "173\n")
    keys(qtbot, "ccccc")
    assert [action_text(action, Scale(0)) for action in hand.actions[:2]] == ["p3 cbr 4", "p4 cc"]
    assert action_text(hand.actions[12], Scale(0)) == "p6 cbr 173"
    assert hand.need().kind == "board", hand.need().text
    count = len(hand.actions)
    keys(qtbot, "^^")
    assert len(hand.actions) == count - 2
    actor = hand.actor
    keys(qtbot, "c")
    assert len(hand.actions) == count - 1, "C did nothing"
    assert hand.actor != actor


@pytest.mark.parametrize("undos", range(1, 9))
def test_every_key_reaches_its_action_after_any_undos(
    qtbot, six_handed: MainWindow, undos: int
) -> None:  # type: ignore[no-untyped-def]
    controller = six_handed.controller
    assert controller is not None and controller.hand is not None
    hand = controller.hand
    keys(qtbot, "4\nccccc7h8c9c\nccccc173\nccccc")
    assert hand.need().kind == "board", hand.need().text
    keys(qtbot, "^" * undos)
    need = hand.need()
    count = len(hand.actions)
    if need.kind == "board":
        keys(qtbot, "Td\n")
    else:
        keys(qtbot, "f")  # F folds the player to act, whatever the page showed before
    assert len(hand.actions) == count + 1
    keys(qtbot, "^")
    if hand.need().kind != "board":
        keys(qtbot, "c")
        assert len(hand.actions) == count + 1
