"""Stud upcards by their keys alone (issue 27): a card's two keys enter the upcard and the next
seat follows, no Enter (a stud hi/lo hand took 98 keys, 51 of them upcards' Enters); an Enter
out of habit on the emptied field does nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.conftest import Dealer
from tests.ui.test_games import stud_setup


def test_an_upcard_is_entered_by_its_keys_and_the_next_seat_follows(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window(stud_setup("stud8"))
    dealer = Dealer(qtbot, window)
    hand = dealer.controller.hand
    assert hand is not None
    edit = dealer.panel.card_edit
    edit.setFocus()
    assert dealer.prompt == "Enter Anna's upcard."
    qtbot.keyClicks(edit, "2h")
    assert [tuple(map(str, cards)) for cards in hand.upcards][:1] == [("2h",)]
    assert dealer.prompt == "Enter Boris's upcard." and edit.text() == ""
    qtbot.keyClick(edit, Qt.Key.Key_Return)  # out of habit: nothing happens, nothing said
    assert dealer.prompt == "Enter Boris's upcard." and dealer.panel.error.isHidden()
    qtbot.keyClicks(edit, "3h")
    qtbot.keyClicks(edit, "3s")
    assert dealer.prompt == "Anna brings in or completes."
    assert dealer.panel.error.isHidden()


def test_a_card_already_in_play_is_refused_as_typed(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window(stud_setup("stud8"))
    dealer = Dealer(qtbot, window)
    edit = dealer.panel.card_edit
    edit.setFocus()
    qtbot.keyClicks(edit, "2h")
    qtbot.keyClicks(edit, "2h")  # Boris's upcard cannot be Anna's
    assert dealer.prompt == "Enter Boris's upcard."
    assert not dealer.panel.error.isHidden() and "2h" in dealer.panel.error.text()
