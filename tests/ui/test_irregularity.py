"""Hand > Irregularity, driven with the keys through the real window (RULES 9)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dealer_app.engine.dealer_errors import DealerError
from dealer_app.engine.rulesets import WSOP
from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Stakes, TableConfig
from dealer_app.ui import i18n
from dealer_app.ui.dealer.irregularity import IrregularityDialog
from tests.ui.conftest import Dealer, screenshot

CTRL = Qt.KeyboardModifier.ControlModifier


def _table(ruleset: str = "TDA") -> Table:
    config = TableConfig.cash("nlhe", Stakes.of_blinds(5, 10))
    if ruleset == "WSOP":
        from dataclasses import replace

        config = replace(config, ruleset=WSOP)
    table = Table(config)
    for seat, name in ((1, "Anna"), (3, "Boris"), (5, "Chloé"), (7, "Dmitri")):
        table.sit_down(seat, name, 1000)
    return table


def _assistant(qtbot, dealer: Dealer) -> IrregularityDialog:  # type: ignore[no-untyped-def]
    dealer.key(Qt.Key.Key_I, CTRL)
    qtbot.waitUntil(lambda: dealer.window.irregularity_dialog is not None)
    dialog = dealer.window.irregularity_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def _choose(qtbot, dialog: IrregularityDialog, error: DealerError) -> None:  # type: ignore[no-untyped-def]
    """Down arrow in the list until ``error`` is chosen, as the dealer does."""
    dialog.error_list.setFocus()
    qtbot.keyClick(dialog.error_list, Qt.Key.Key_Home)
    for _ in range(len(dialog.errors)):
        if dialog.chosen() is error:
            return
        qtbot.keyClick(dialog.error_list, Qt.Key.Key_Down)
    assert dialog.chosen() is error


def test_premature_turn_ruling_per_rule_set_shown_as_steps(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window(table=_table("WSOP"))
    dealer = Dealer(qtbot, window)
    for _ in range(4):
        dealer.key("C")
    dealer.cards("2c7d9h")
    dealer.key("C")  # the flop betting is on
    dialog = _assistant(qtbot, dealer)
    assert DealerError.PREMATURE_TURN in dialog.errors
    assert DealerError.PREMATURE_FLOP not in dialog.errors
    assert DealerError.FIRST_CARD_FLASHED not in dialog.errors  # the deal is over
    _choose(qtbot, dialog, DealerError.PREMATURE_TURN)
    assert "Set the premature card aside" in dialog.steps.text()
    assert "WSOP Rule 89" in dialog.source.text()
    screenshot(window, "irregularity_premature_turn", popup=dialog)
    qtbot.keyClick(dialog.error_list, Qt.Key.Key_Return)
    assert dialog.applied is not None
    hand = dealer.controller.hand
    assert hand is not None and len(hand.actions) == 6  # nothing changed in the hand
    model = dealer.screen.log_model
    assert model.lines()[-1] == "Irregularity: Premature turn (WSOP Rule 89)"
    last = model.index(model.rowCount() - 1, 1)
    assert model.data(last, Qt.ItemDataRole.ToolTipRole) == model.lines()[-1]  # elided, not lost
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_misdeal_from_the_assistant_deals_the_same_hand_again(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window(table=_table())
    dealer = Dealer(qtbot, window)
    markers = dealer.controller.markers()
    dealer.key("F")
    dialog = _assistant(qtbot, dealer)
    _choose(qtbot, dialog, DealerError.WRONG_FIRST_SEAT)
    assert "Misdeal" in dialog.steps.text()
    qtbot.keyClick(dialog.error_list, Qt.Key.Key_Return)
    box = dialog.confirmation
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    qtbot.keyClick(box, Qt.Key.Key_V)  # "Void the hand": a misdeal asks first
    qtbot.waitUntil(lambda: dialog.applied is not None)
    hand = dealer.controller.hand
    assert hand is not None and hand.actions == []
    assert dealer.controller.markers() == markers  # same button, same blinds
    lines = dealer.screen.log_model.lines()
    assert lines[0] == "Irregularity: First card to the wrong seat (TDA 2024 Rule 35)"


def test_menu_misdeal_refused_after_substantial_action_with_the_reason(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window(table=_table())
    dealer = Dealer(qtbot, window)
    dealer.key("C")
    dealer.key("C")
    window.misdeal_action.trigger()
    hand = dealer.controller.hand
    assert hand is not None and len(hand.actions) == 2
    assert "No misdeal after substantial action" in dealer.controller.last_refusal
    assert "No misdeal after substantial action" in dealer.panel.error.text()


def test_action_out_of_turn_entered_with_keys_held_then_applied(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window(table=_table())
    dealer = Dealer(qtbot, window)
    hand = dealer.controller.hand
    assert hand is not None
    button = hand.setup.player_count - 1
    dialog = _assistant(qtbot, dealer)
    _choose(qtbot, dialog, DealerError.OUT_OF_TURN)
    assert dialog.player_box.isVisible() and dialog.amount.isVisible()
    dialog.player_box.setFocus()
    while dialog.player_box.currentData() != button:
        qtbot.keyClick(dialog.player_box, Qt.Key.Key_Down)
    dialog.action_box.setFocus()
    qtbot.keyClick(dialog.action_box, Qt.Key.Key_End)  # bet or raise to
    dialog.amount.setFocus()
    qtbot.keyClicks(dialog.amount, "15")  # less than a full raise: refused, nothing applied
    assert not dialog.apply_button.isEnabled()
    assert "must raise to at least 20" in dialog.error.text()
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Backspace)
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Backspace)
    qtbot.keyClicks(dialog.amount, "40")
    assert "raise to 40" in dialog.steps.text()
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    assert dialog.applied is not None and hand.actions == []
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    window.activateWindow()
    assert "acted out of turn: raise to 40 (held for his turn)" in window.status.text()
    dealer.key("C")  # the player before him calls: the action to him has not changed
    assert "acted out of turn" not in window.status.text()
    assert hand.bets[button] == 40
    lines = dealer.screen.log_model.lines()
    assert "acted out of turn: raise to 40 (held for his turn)" in lines[0]
    assert "his action out of turn stands (raise to 40)" in lines[-2]
    assert lines[-1].endswith("raises to 40")


def test_nothing_to_rule_on_once_the_hand_is_over(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window(table=_table())
    dealer = Dealer(qtbot, window)
    for _ in range(3):
        dealer.key("F")
    assert not window.irregularity_action.isEnabled()
    assert window.open_irregularity() is None


def test_the_assistant_in_russian(qtbot, open_window, qm_dir) -> None:  # type: ignore[no-untyped-def]
    i18n.install("ru", folder=qm_dir)
    window = open_window(table=_table())
    dealer = Dealer(qtbot, window)
    dialog = _assistant(qtbot, dealer)
    _choose(qtbot, dialog, DealerError.FOULED_DECK)
    assert "Fouled deck" not in dialog.title.text()
    assert dialog.steps.text() and "deck" not in dialog.steps.text()
    screenshot(window, "irregularity_russian", popup=dialog)
    qtbot.keyClick(dialog.error_list, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert dealer.controller.hand is not None and dealer.controller.hand.actions == []
    assert all("Irregularity" not in line for line in dealer.screen.log_model.lines())


def test_the_ruling_shows_in_the_hand_history_replay(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    from dealer_app.ui.dealer.history_view import HistoryDialog

    window = open_window(table=_table())
    dealer = Dealer(qtbot, window)
    dealer.key("C")
    dialog = _assistant(qtbot, dealer)
    _choose(qtbot, dialog, DealerError.CARD_FACE_UP_IN_DECK)
    qtbot.keyClick(dialog.error_list, Qt.Key.Key_Return)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    window.activateWindow()
    for _ in range(3):
        dealer.key("F")
    hand = dealer.controller.hand
    assert hand is not None and hand.finished
    browser = HistoryDialog(window)
    qtbot.addWidget(browser)
    browser.open_row(0)
    pane = browser.replay
    assert pane is not None
    pane.controller.go(pane.controller.last_step)
    lines = pane.log_model.lines()
    line = "Irregularity: A card found face up in the deck (TDA 2024 RP-4)"
    assert lines[1] == line and lines[0].endswith("calls 10")
    pane.controller.go(0)
    assert line not in pane.log_model.lines()  # it came after the first action


def test_misdeal_refusal_in_french(qtbot, open_window, qm_dir) -> None:  # type: ignore[no-untyped-def]
    i18n.install("fr", folder=qm_dir)
    window = open_window(table=_table())
    dealer = Dealer(qtbot, window)
    dealer.key("C")
    dealer.key("C")
    window.misdeal_action.trigger()
    assert dealer.panel.error.text().startswith("Pas de maldonne après une action substantielle")


def test_a_held_action_and_its_ruling_come_back_after_a_restart(qtbot, settings, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from dealer_app.engine.hand import CheckCall
    from dealer_app.session.irregularities import pending_holds
    from dealer_app.store import open_journal
    from dealer_app.ui.app import build_window

    data = tmp_path / "data"
    journal = open_journal(data)
    window = build_window(settings, data, open_dialog=False, journal=journal)
    qtbot.addWidget(window)
    window.set_controller(window.controller_for(_table()))
    controller = window.controller
    assert controller is not None and controller.hand is not None
    button = controller.hand.setup.player_count - 1
    assert controller.rule(DealerError.OUT_OF_TURN, action=CheckCall(button)) is not None
    lines = window.screen_widget.log_model.lines()  # type: ignore[union-attr]
    journal.close()

    again = open_journal(data)
    restored = build_window(settings, data, open_dialog=False, journal=again)
    qtbot.addWidget(restored)
    restored.show()
    qtbot.waitUntil(lambda: restored.controller is not None)
    assert restored.controller is not None
    assert restored.screen_widget.log_model.lines() == lines  # type: ignore[union-attr]
    assert list(pending_holds(restored.controller)) == [button]
    assert restored.controller.check_call()  # the player before him calls: his call stands
    hand = restored.controller.hand
    assert hand is not None and hand.actions[-1] == CheckCall(button)
    again.close()


def test_menu_misdeal_deals_the_same_hand_again_nobody_new_rules_9(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    # RULES 9: the redeal replays the same hand (same button, blinds, players): the menu's
    # Misdeal deals it again at once, so a player seated now waits for the next hand.
    window = open_window(table=_table())
    dealer = Dealer(qtbot, window)
    controller = dealer.controller
    markers, seats = controller.markers(), controller.seats
    dealer.key("F")
    window.misdeal_action.trigger()
    hand = controller.hand
    assert hand is not None and hand.actions == [] and controller.seats == seats
    assert controller.markers() == markers
    table = controller.table
    assert table is not None and table.hand_in_progress
    assert controller.seat_player(2, "Emma", 1000, post=True)
    assert controller.seats == seats and 2 not in table.next_hand().seats


def test_a_non_binding_action_out_of_turn_says_the_chips_go_back_in_the_prompt(
    qtbot, open_window
) -> None:  # type: ignore[no-untyped-def]
    # TDA 53: the action to him changed (a raise), so his action out of turn does not bind:
    # the prompt, not only a log line, tells the dealer his chips go back.
    window = open_window(table=_table())
    dealer = Dealer(qtbot, window)
    hand = dealer.controller.hand
    assert hand is not None
    button = hand.setup.player_count - 1
    name = hand.name(button)
    dialog = _assistant(qtbot, dealer)
    _choose(qtbot, dialog, DealerError.OUT_OF_TURN)
    dialog.player_box.setFocus()
    while dialog.player_box.currentData() != button:
        qtbot.keyClick(dialog.player_box, Qt.Key.Key_Down)
    dialog.action_box.setFocus()
    qtbot.keyClick(dialog.action_box, Qt.Key.Key_End)
    dialog.amount.setFocus()
    qtbot.keyClicks(dialog.amount, "40")
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    assert dialog.applied is not None
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    window.activateWindow()
    dealer.raise_()
    dealer.type_amount("30")  # the player before him raises: the action to him changed
    assert hand.actor == button and hand.bets[button] == 0
    prompt = dealer.prompt
    assert f"The action to {name} has changed" in prompt
    assert "(raise to 40) does not bind" in prompt and "chips go back" in prompt
    assert f"{name} to act" in prompt
    dealer.call()
    assert "does not bind" not in dealer.prompt


def test_irregularity_then_enter_changes_nothing(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    # Nothing is preselected: Ctrl+I then Enter must not void the hand.
    window = open_window(table=_table())
    dealer = Dealer(qtbot, window)
    dealer.key("F")
    hand = dealer.controller.hand
    assert hand is not None
    dialog = _assistant(qtbot, dealer)
    assert dialog.chosen() is None and not dialog.apply_button.isEnabled()
    qtbot.keyClick(dialog.error_list, Qt.Key.Key_Return)
    qtbot.keyClick(dialog, Qt.Key.Key_Enter)
    assert dialog.applied is None
    assert dealer.controller.hand is hand and len(hand.actions) == 1


def test_a_misdeal_asks_for_confirmation_enter_cancels(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window(table=_table())
    dealer = Dealer(qtbot, window)
    dealer.key("F")
    hand = dealer.controller.hand
    assert hand is not None
    dialog = _assistant(qtbot, dealer)
    qtbot.keyClick(dialog.error_list, Qt.Key.Key_Down)  # the first error: a misdeal
    assert dialog.chosen() is dialog.errors[0] is DealerError.CARDS_EXPOSED
    qtbot.keyClick(dialog.error_list, Qt.Key.Key_Return)
    box = dialog.confirmation
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert "void" in box.text().lower()
    qtbot.keyClick(box, Qt.Key.Key_Return)  # the default answer keeps the hand
    qtbot.waitUntil(lambda: not box.isVisible())
    assert dialog.applied is None and len(hand.actions) == 1
    qtbot.keyClick(dialog.error_list, Qt.Key.Key_Return)
    box = dialog.confirmation
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    qtbot.keyClick(box, Qt.Key.Key_V)  # "Void the hand"
    qtbot.waitUntil(lambda: dialog.applied is not None)
    redealt = dealer.controller.hand
    assert redealt is not None and redealt.actions == []


def test_a_ruling_is_undone_like_any_action(qtbot, open_window, settings, tmp_path) -> None:  # type: ignore[no-untyped-def]
    # A card flashed on the deal, before any action: Undo is not dimmed after the ruling, and
    # Ctrl+Z takes the ruling back (its line leaves the log), journal first.
    window = open_window(table=_table())
    dealer = Dealer(qtbot, window)
    hand = dealer.controller.hand
    assert hand is not None and hand.actions == []
    dialog = _assistant(qtbot, dealer)
    _choose(qtbot, dialog, DealerError.CARD_FLASHED)
    qtbot.keyClick(dialog.error_list, Qt.Key.Key_Return)
    assert dialog.applied is not None
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    window.activateWindow()
    assert window.undo_action.isEnabled()
    assert dealer.screen.log_model.lines()[-1].startswith("Irregularity: A card flashed")
    dealer.key(Qt.Key.Key_Z, CTRL)
    assert dealer.controller.rulings == []
    assert not any("Irregularity" in line for line in dealer.screen.log_model.lines())
    assert not window.undo_action.isEnabled()  # nothing left to take back
    dealer.key("F")  # the hand goes on as before
    assert len(hand.actions) == 1
