"""Table changes through the window: seat a player, sit out and come back, add chips, leave,
a misdeal; every refusal in the table's own sentence, and nothing changed by it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu

from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Stakes, TableConfig
from dealer_app.ui.dealer.main_window import MainWindow
from dealer_app.ui.dealer.players import PlayersDialog
from tests.ui.conftest import Dealer, screenshot


def cash_table() -> Table:
    config = TableConfig.cash(
        "nlhe", Stakes.of_blinds(1, 2), seat_count=6, min_buy_in=40, max_buy_in=400
    )
    table = Table(config)
    for seat, name in ((1, "Anna"), (3, "Boris"), (5, "Chloe")):
        table.sit_down(seat, name, 200)
    return table


def fold_to_the_end(dealer: Dealer) -> None:
    hand = dealer.controller.hand
    assert hand is not None
    dealer.qtbot.waitUntil(dealer.window.isActiveWindow)
    while not hand.finished:
        count = len(hand.actions)
        dealer.fold()
        assert len(hand.actions) == count + 1, dealer.error


def deal(dealer: Dealer) -> None:
    """N: the next hand, as the table deals it."""
    dealer.qtbot.waitUntil(dealer.window.isActiveWindow)
    dealer.key("n")
    assert dealer.controller.hand is not None, dealer.controller.last_refusal


def seat_menu(dealer: Dealer, qtbot, seat: int) -> QMenu:  # type: ignore[no-untyped-def]
    """Right-click on the seat: its menu opens. (QTest's click goes straight to the widget;
    the context-menu event a window system sends for it is sent here.)"""
    widget = dealer.table.seat_widgets[seat]
    where = widget.rect().center()
    qtbot.mouseClick(widget, Qt.MouseButton.RightButton, pos=where)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, where, widget.mapToGlobal(where))
    QApplication.sendEvent(widget, event)
    menu = dealer.table.menu
    assert menu is not None and menu.isVisible()
    return menu


def choose(qtbot, menu: QMenu, text: str) -> None:  # type: ignore[no-untyped-def]
    """Click the menu's entry ``text``. (Offscreen, no window system gives the window back
    its activation when a popup closes: done here, unless a dialog opened.)"""
    entries = {action.text(): action for action in menu.actions() if action.text()}
    assert text in entries, list(entries)
    action = entries[text]
    assert action.isEnabled()
    window = menu.parentWidget().window()
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    QApplication.processEvents()
    if QApplication.activeModalWidget() is None:
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)


def players_dialog(dealer: Dealer, window: MainWindow) -> PlayersDialog:
    dealer.key(Qt.Key.Key_F2)
    dialog = window.players_dialog
    assert dialog is not None and dialog.isVisible()
    dealer.qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def type_into(qtbot, edit, text: str) -> None:  # type: ignore[no-untyped-def]
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def test_a_cash_evening_of_table_changes(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    table = cash_table()
    window = open_window(table=table)
    dealer = Dealer(qtbot, window)
    controller = dealer.controller

    # Hand 1 is dealt; Dmitri arrives and sits at seat 4 through the Players dialog, with keys.
    dialog = players_dialog(dealer, window)
    assert dialog.selected_seat() == 1
    for _ in range(3):
        qtbot.keyClick(dialog.seat_list, Qt.Key.Key_Down)
    assert dialog.selected_seat() == 4 and dialog.new_seat.value() == 4
    qtbot.keyClick(dialog.seat_list, Qt.Key.Key_S)
    assert QApplication.focusWidget() is dialog.new_name
    qtbot.keyClicks(dialog.new_name, "Dmitri")
    type_into(qtbot, dialog.new_stack, "150")
    assert dialog.error.isHidden()
    assert table.player(4) is not None and table.player(4).stack == 150  # type: ignore[union-attr]
    # He is new: not dealt in this hand, and waits for the big blind (the default).
    assert dialog.seat_list.item(3, 3).text() == "Waits for the big blind"
    screenshot(window, "players_dialog", popup=dialog)
    qtbot.keyClick(dialog.seat_list, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert "Waits for the big blind" in dealer.seat(4)
    assert controller.player_at(4) is None

    fold_to_the_end(dealer)  # Chloe, on the big blind, wins the blinds
    # The hand is over: Boris tops up from his seat's menu (the amount in the dialog).
    choose(qtbot, seat_menu(dealer, qtbot, 3), "Add chips…")
    qtbot.waitUntil(dialog.isActiveWindow)
    assert QApplication.focusWidget() is dialog.amount and dialog.selected_seat() == 3
    type_into(qtbot, dialog.amount, "50")
    assert dialog.error.isHidden()
    # The change confirmed the result of hand 1: the table took it, no hand is dealt yet.
    assert controller.hand is None and table.hands_played == 1
    assert table.stack(3) == 199 + 50
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Escape)

    # Anna sits out from her seat's menu; the menu is saved for the README's look.
    menu = seat_menu(dealer, qtbot, 1)
    screenshot(window, "seat_menu", popup=menu)
    choose(qtbot, menu, "Sit out")
    assert "Sitting out" in dealer.seat(1)

    deal(dealer)
    hand = controller.hand
    assert hand is not None
    # Heads-up between Boris and Chloe: Anna sits out, Dmitri still waits for the big blind.
    assert controller.seats == table.next_hand().seats and sorted(controller.seats) == [3, 5]
    assert "Sitting out" in dealer.seat(1) and "Waits for the big blind" in dealer.seat(4)
    # Anna comes back during the hand: for the next one, as the table says.
    choose(qtbot, seat_menu(dealer, qtbot, 1), "Come back")
    assert not table.player(1).sitting_out  # type: ignore[union-attr]
    assert controller.hand is hand
    fold_to_the_end(dealer)
    deal(dealer)

    # Hand 3: the big blind has reached Dmitri, who is dealt in.
    plan = table.next_hand()
    assert 4 in controller.seats and plan.big_blind == 4
    assert "BB" in dealer.seat(4).split("\n")
    # Anna missed her big blind while away: the table has her wait for it again.
    assert table.player(1).entering  # type: ignore[union-attr]
    assert "Waits for the big blind" in dealer.seat(1)

    # Boris cannot leave in the middle of the hand: the table's sentence, nothing changed.
    before = table.to_snapshot()
    choose(qtbot, seat_menu(dealer, qtbot, 3), "Leave the table")
    assert dealer.error == "Boris is in the hand: players leave between hands."
    assert dealer.controller.refusal is not None  # a message, worded in the dealer's language
    assert str(dealer.controller.refusal) == dealer.error
    assert table.to_snapshot() == before
    fold_to_the_end(dealer)
    # Anna posts a big blind to play at once rather than wait for it.
    choose(qtbot, seat_menu(dealer, qtbot, 1), "Post a big blind to play now")
    assert "Posts to enter" in dealer.seat(1)
    deal(dealer)
    hand = controller.hand
    assert hand is not None and 1 in controller.seats
    assert hand.setup.blinds[controller.player_at(1)] == 2  # type: ignore[index]
    assert "In front: 2" in dealer.seat(1)
    fold_to_the_end(dealer)
    # Once the hand is over Boris can leave: he goes with the stack it left him.
    chips = table.chips_in_play
    boris = hand.finishing_stacks[controller.player_at(3)]  # type: ignore[index]
    choose(qtbot, seat_menu(dealer, qtbot, 3), "Leave the table")
    assert table.player(3) is None and "Empty" in dealer.seat(3)
    assert table.chips_in_play == chips - boris
    deal(dealer)
    assert sorted(controller.seats) == [1, 4, 5]


def test_refusals_show_the_tables_sentence_and_change_nothing(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    table = cash_table()
    window = open_window(table=table)
    dealer = Dealer(qtbot, window)
    fold_to_the_end(dealer)
    hand = dealer.controller.hand
    assert hand is not None
    before = table.to_snapshot()
    dialog = players_dialog(dealer, window)

    # A seat that is taken.
    type_into(qtbot, dialog.new_seat.lineEdit(), "3")
    dialog.new_name.setText("Eve")
    type_into(qtbot, dialog.new_stack, "100")
    assert dialog.error.text() == "Seat 3 is taken by Boris."
    # A name already at the table.
    type_into(qtbot, dialog.new_seat.lineEdit(), "2")
    dialog.new_name.setText("Anna")
    type_into(qtbot, dialog.new_stack, "100")
    assert dialog.error.text() == "Anna is already seated at seat 1."
    # A buy-in under the minimum, and an amount that is not one.
    dialog.new_name.setText("Eve")
    type_into(qtbot, dialog.new_stack, "20")
    assert dialog.error.text() == "The minimum buy-in is 40."
    type_into(qtbot, dialog.new_stack, "lots")
    assert dialog.error.text() == "'lots' is not an amount."
    # Nothing refused changed the table, nor confirmed the hand's result.
    assert table.to_snapshot() == before and dealer.controller.hand is hand
    # A top-up over the maximum buy-in.
    dialog.seat_list.setCurrentCell(2, 1)
    qtbot.keyClick(dialog.seat_list, Qt.Key.Key_A)
    type_into(qtbot, dialog.amount, "300")
    # Checked against the stack the hand left him (199: he folded his small blind).
    assert dialog.error.text() == "Boris may add at most 201: the maximum buy-in is 400."
    screenshot(dialog, "players_dialog_refusal")
    # Nobody is waiting to enter: posting is not offered, and the table would refuse it.
    assert not dialog.actions_by_name["post"].isEnabled()
    assert not dealer.controller.post_to_enter(3)
    assert dialog.error.text() == "Boris is already playing: there is nothing to post."
    # Sitting out twice.
    qtbot.keyClick(dialog.seat_list, Qt.Key.Key_O)
    assert table.player(3).sitting_out  # type: ignore[union-attr]
    assert dialog.actions_by_name["sit_out"].text() == "Come back"
    assert not dealer.controller.sit_out(3)
    assert dialog.error.text() == "Boris is already sitting out."
    qtbot.keyClick(dialog.seat_list, Qt.Key.Key_O)
    assert not table.player(3).sitting_out  # type: ignore[union-attr]
    # Sitting out and back is the only change that went through (it confirmed the result).
    expected = Table.from_snapshot(before)
    expected.finish_hand(hand)
    assert table.seats == expected.seats and dealer.controller.hand is None


def test_a_misdeal_voids_the_hand_and_deals_it_again(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    table = cash_table()
    window = open_window(table=table)
    dealer = Dealer(qtbot, window)
    controller = dealer.controller
    hand = controller.hand
    assert hand is not None
    setup = hand.setup
    dealer.call()
    assert window.misdeal_action.isEnabled()
    window.misdeal_action.trigger()
    # RULES 9: the same hand is dealt again at once (nobody new is dealt into it).
    assert table.hand_in_progress and table.hands_played == 0
    assert controller.hand is not None and controller.hand.setup == setup
    assert controller.hand.actions == []
