"""Trust at the table (issue 12): no finished hand lost, no slip unnoticed, announcements that
say everything. Each test drives the real window with the dealer's keys."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QToolButton, QWidget

from dealer_app.engine.hand import CheckCall, DealHole, HandSetup, Phase
from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Level, Stakes, TableConfig
from dealer_app.engine.variants import VARIANTS
from dealer_app.session.recording import ABANDONED, JournalRecorder
from dealer_app.store import Journal, JournalError, open_journal
from dealer_app.ui.app import build_window
from dealer_app.ui.dealer import history
from dealer_app.ui.dealer.main_window import MainWindow
from dealer_app.ui.dealer.new_table import NewTableDialog
from dealer_app.ui.settings import Settings
from tests.ui.conftest import Dealer, FakeTime, screenshot
from tests.ui.test_games import stud_setup
from tests.ui.test_holdem import side_pot_setup

DISABLED_BACKGROUND = QColor("#22292d")  # resources/styles/dealer.qss, QToolButton...:disabled


def _table() -> Table:
    table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), seat_count=6))
    for seat, name in ((1, "Anna"), (3, "Boris"), (5, "Chloé")):
        table.sit_down(seat, name, 200)
    return table


def _journal_window(qtbot, settings: Settings, data: Path) -> tuple[Journal, MainWindow]:  # type: ignore[no-untyped-def]
    journal = open_journal(data)
    window = build_window(settings, data, open_dialog=False, journal=journal)
    qtbot.addWidget(window)
    window.resize(1360, 860)
    with qtbot.waitExposed(window):
        window.show()
    opened: list[bool] = []
    window.first_painted.connect(lambda: QTimer.singleShot(10, lambda: opened.append(True)))
    qtbot.waitUntil(lambda: bool(opened))  # the journal had nothing to restore
    assert window.controller is None
    window.set_controller(window.controller_for(_table()))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    screen = window.screen_widget
    assert screen is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is screen.action_panel.amount)
    return journal, window


def _when_modal(kind: type[QWidget], act: Callable[[QWidget], object]) -> None:
    """Act on the next modal dialog of ``kind`` once it shows (the window waits in exec())."""
    tries = [0]

    def poll() -> None:
        widget = QApplication.activeModalWidget()
        if isinstance(widget, kind):
            act(widget)
        elif tries[0] < 300:
            tries[0] += 1
            QTimer.singleShot(10, poll)

    QTimer.singleShot(0, poll)


def _answer_question(button_text: str, then: Callable[[], object] | None = None) -> None:
    def act(widget: QWidget) -> None:
        assert isinstance(widget, QMessageBox)
        if then is not None:
            then()
        for button in widget.buttons():
            if button.text() == button_text:
                button.click()
                return
        raise AssertionError(f"no button {button_text!r}")

    _when_modal(QMessageBox, act)


def _open_a_new_table() -> None:
    def act(widget: QWidget) -> None:
        assert isinstance(widget, NewTableDialog)
        widget.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    _when_modal(NewTableDialog, act)


def _fold_to_the_end(dealer: Dealer) -> None:
    hand = dealer.controller.hand
    assert hand is not None
    for _ in range(10):
        if hand.finished:
            return
        dealer.fold()
    raise AssertionError(f"the hand is not over: {dealer.prompt} {dealer.error}")


# ---------------------------------------------------------------------------------------------
# Nothing recorded is ever lost.


def test_a_finished_hand_is_in_the_browser_at_once_and_survives_a_new_table(
    qtbot, settings: Settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    journal, window = _journal_window(qtbot, settings, tmp_path / "data")
    dealer = Dealer(qtbot, window)
    recorder = window.recorder
    assert isinstance(recorder, JournalRecorder)
    first_table = recorder.table_id
    for number in range(3):
        _fold_to_the_end(dealer)
        # Over, not yet confirmed with N: already recorded, listed and exportable.
        assert len(journal.hands(first_table)) == number + 1
        browser = history.browser(window)
        assert browser.list_model.rowCount() == number + 1
        assert browser.export_hand(tmp_path / f"hand-{number + 1}.phh")
        browser.close()
        if number < 2:
            dealer.key("n")
    # Table > New table from the announcement screen: no question (the hand is over).
    _open_a_new_table()
    dealer.key("n", Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.recorder is not recorder)
    assert [record.hand_no for record in journal.hands(first_table)] == [0, 1, 2]
    browser = history.browser(window)
    titles = [browser.source_box.itemText(i) for i in range(browser.source_box.count())]
    old = next(i for i, title in enumerate(titles) if title.startswith(f"Table {first_table} "))
    browser.source_box.setCurrentIndex(old)
    assert [row.label for row in browser.list_model.rows] == ["1", "2", "3"]
    browser.close()
    journal.close()


def test_a_new_table_mid_hand_asks_and_the_hand_is_kept_as_abandoned(
    qtbot, settings: Settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    journal, window = _journal_window(qtbot, settings, tmp_path / "data")
    dealer = Dealer(qtbot, window)
    recorder = window.recorder
    assert isinstance(recorder, JournalRecorder)
    controller = dealer.controller
    dealer.call()  # Anna calls 2
    questions: list[str] = []

    def read_question() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        questions.append(box.text() + "\n" + box.informativeText())

    # The dealer stays: nothing changes, and the hand goes on (the journal has it, in play).
    _answer_question("Go on with the hand", read_question)
    dealer.key("n", Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(questions))
    assert questions[0].startswith("Hand 1 is not over: Boris to act.")
    assert "abandoned" in questions[0] and "hand history" in questions[0]
    assert window.controller is controller and len(controller.hand.actions) == 1  # type: ignore[union-attr]
    assert journal.unfinished_table() == recorder.table_id
    qtbot.waitUntil(window.isActiveWindow)  # back to the table's keys at once
    dealer.call()  # Boris
    assert dealer.log() == ["Anna calls 2", "Boris calls 1"]

    # Now the dealer leaves it: the journal keeps it as abandoned, listed in the browser.
    _answer_question("Abandon the hand")
    _open_a_new_table()
    dealer.key("n", Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.controller is not controller)
    kept = journal.hands(recorder.table_id)
    assert len(kept) == 1 and kept[0].summary["status"] == ABANDONED
    browser = history.browser(window)
    titles = [browser.source_box.itemText(i) for i in range(browser.source_box.count())]
    old = next(i for i, t in enumerate(titles) if t.startswith(f"Table {recorder.table_id} "))
    browser.source_box.setCurrentIndex(old)
    rows = browser.list_model.rows
    assert len(rows) == 1 and rows[0].winners.startswith("Abandoned, not finished")
    assert browser.hand is not None
    played = [action for action in browser.hand.actions if not isinstance(action, DealHole)]
    assert played == [CheckCall(2), CheckCall(0)]  # both calls, replayed
    assert browser.export_hand(tmp_path / "abandoned.phh")
    exported = (tmp_path / "abandoned.phh").read_text(encoding="utf-8")
    assert "'p3 cc', 'p1 cc'" in exported
    browser.close()
    journal.close()


def test_a_new_data_folder_never_reopens_another_folders_table(
    qtbot, settings: Settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    journal, window = _journal_window(qtbot, settings, tmp_path / "first")
    dealer = Dealer(qtbot, window)
    _fold_to_the_end(dealer)
    dealer.key("n")
    window.close()
    journal.close()
    settings.sync()
    # Preferences only: no table in the settings.
    assert not [key for key in settings.store.allKeys() if key.startswith("table/last_snap")]

    other = open_journal(tmp_path / "second")
    fresh = build_window(settings, tmp_path / "second", open_dialog=False, journal=other)
    qtbot.addWidget(fresh)
    fresh.show()
    qtbot.wait(50)
    assert fresh.controller is None  # the new folder starts with the new-table dialog
    assert other.tables() == []
    other.close()

    # The first folder's table comes back from its own journal.
    again = open_journal(tmp_path / "first")
    restored = build_window(settings, tmp_path / "first", open_dialog=False, journal=again)
    qtbot.addWidget(restored)
    restored.show()
    qtbot.waitUntil(lambda: restored.controller is not None)
    assert restored.controller.table.hands_played == 1  # type: ignore[union-attr]
    again.close()


def test_undo_is_journal_first(qtbot, settings: Settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    journal, window = _journal_window(qtbot, settings, tmp_path / "data")
    dealer = Dealer(qtbot, window)
    dealer.call()
    dealer.call()
    controller = dealer.controller
    recorder = controller.recorder
    assert recorder is not None

    def failing_write(*_args: object) -> None:
        raise JournalError("The disk is full.")

    recorder.action_undone = failing_write  # type: ignore[method-assign]
    actions, log = list(controller.hand.actions), dealer.log()  # type: ignore[union-attr]
    undo_text = window.undo_action.text()
    with qtbot.capture_exceptions() as raised:
        dealer.key("z", Qt.KeyboardModifier.ControlModifier)
    assert not raised  # the journal's refusal is said, not raised through the window
    assert "The disk is full." in controller.last_refusal
    # The write failed: the screen shows what the journal holds, the undo not done.
    assert controller.hand.actions == actions  # type: ignore[union-attr]
    assert dealer.log() == log and window.undo_action.text() == undo_text
    del recorder.action_undone  # writing works again: the undo goes through
    dealer.key("z", Qt.KeyboardModifier.ControlModifier)
    assert controller.hand.actions == actions[:-1]  # type: ignore[union-attr]
    journal.close()


# ---------------------------------------------------------------------------------------------
# No slip goes unnoticed.


def _background(button: QToolButton) -> QColor:
    """The colour the style sheet paints inside the button's left padding."""
    image = button.grab().toImage()
    return image.pixelColor(5, image.height() // 2)


def _looks_disabled(button: object) -> bool:
    assert isinstance(button, QToolButton) and button.isVisible()
    return not button.isEnabled() and _background(button) == DISABLED_BACKGROUND


def _all_in_showdown(dealer: Dealer) -> None:
    dealer.key("a")
    dealer.type_amount("")
    for _ in range(3):
        dealer.call()
    dealer.cards("2c 7d 9h")
    dealer.cards("4c")
    dealer.cards("3s")


def test_disabled_controls_look_disabled(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    # Fold at the bring-in.
    window = open_window(stud_setup("stud8"))
    dealer = Dealer(qtbot, window)
    for card in ("2h", "3h", "3s"):
        dealer.cards(card)
    fold = dealer.panel.actions_by_name["fold"].property("button")
    assert _looks_disabled(fold)
    assert _background(fold) != _background(
        dealer.panel.actions_by_name["bring_in"].property("button")
    )
    screenshot(window, "stud_bring_in_fold_disabled")
    window.close()

    # Raise when capped (limit hold'em: bet and three raises).
    setup = HandSetup(
        VARIANTS["lhe"], (1000,) * 3, blinds=(5, 10, 0), small_bet=10, big_bet=20,
        names=("Anna", "Boris", "Chloe"),
    )  # fmt: skip
    window = open_window(setup)
    dealer = Dealer(qtbot, window)
    for _ in range(3):
        dealer.key("r")
    assert "capped" in dealer.panel.no_raise.text()
    assert _looks_disabled(dealer.panel.actions_by_name["raise"].property("button"))
    window.close()

    # Muck at an all-in showdown.
    window = open_window(side_pot_setup())
    dealer = Dealer(qtbot, window)
    _all_in_showdown(dealer)
    assert _looks_disabled(dealer.panel.actions_by_name["muck"].property("button"))
    window.close()


def test_next_hand_is_disabled_and_looks_it_during_a_break(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    time = FakeTime()
    config = TableConfig.tournament(
        "nlhe", (Level.of(600, Stakes.of_blinds(10, 20)), Level.pause(300),
                 Level.of(600, Stakes.of_blinds(20, 40))),
        starting_stack=1500, seat_count=6,
    )  # fmt: skip
    table = Table(config)
    for seat, name in ((1, "Anna"), (2, "Boris"), (4, "Chloe")):
        table.sit_down(seat, name, 1500)
    window = open_window(table=table, time_source=time)
    dealer = Dealer(qtbot, window)
    time.advance(650)
    window.clock.tick()  # type: ignore[union-attr]
    _fold_to_the_end(dealer)
    dealer.key("n")
    assert dealer.controller.hand is None
    panel = dealer.panel
    deal = panel.between_page.findChild(QToolButton, "dealButton")
    assert not panel.actions_by_name["next"].isEnabled()
    assert _looks_disabled(deal)
    dealer.key("n")  # says why, deals nothing
    assert dealer.error.startswith(
        "Next hand [N] is not possible now: The tournament is on a break"
    )
    assert dealer.controller.hand is None
    # The felt and the clock agree: the level after the break is level 2, not 3.
    time.advance(300)
    window.clock.tick()  # type: ignore[union-attr]
    bar = dealer.screen.clock_bar
    assert bar is not None and bar.level.text() == "Level 2 of 2"
    assert dealer.table.centre.game.text() == "No-limit hold'em · level 2"
    dealer.key("n")
    assert dealer.table.centre.game.text() == "No-limit hold'em · level 2"


def test_a_key_for_an_impossible_action_never_types_and_says_why(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window(side_pot_setup())
    dealer = Dealer(qtbot, window)
    _all_in_showdown(dealer)
    edit = dealer.panel.card_edit
    assert edit.hasFocus()
    dealer.key("x")  # muck: not at an all-in showdown
    assert edit.text() == ""
    assert dealer.error == (
        "Muck [X] is not possible now: Anna shows (every hand is turned face up)."
    )
    dealer.key("z")  # no such key at all
    assert edit.text() == ""
    assert dealer.error.startswith("The key z does nothing now (nothing was typed into the card")
    dealer.cards("As Ad")
    assert dealer.log()[-1] == "Anna shows A♠ A♦"


def test_a_refused_card_entry_is_cleared_and_the_field_names_whose_cards(
    qtbot, open_window
) -> None:  # type: ignore[no-untyped-def]
    window = open_window(side_pot_setup())
    dealer = Dealer(qtbot, window)
    _all_in_showdown(dealer)
    panel = dealer.panel
    assert panel.cards_for.text() == "Anna's cards:"
    dealer.cards("As 7d")  # the 7♦ is on the board
    assert panel.card_edit.text() == ""
    assert dealer.error.startswith("Not entered: As 7d. ")
    assert "7♦" in dealer.error or "7d" in dealer.error
    screenshot(window, "refused_card_entry")
    dealer.cards("As Ad")
    assert panel.cards_for.text() == "Boris's cards:"


def test_enter_on_an_empty_amount_asks_for_it(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window(side_pot_setup())
    dealer = Dealer(qtbot, window)
    dealer.type_amount("")
    assert dealer.controller.hand.actions == []  # type: ignore[union-attr]
    assert dealer.error == "Type the amount first (20 to 1000), or press M for the minimum."
    dealer.key("r")
    assert dealer.controller.hand.actions == []  # type: ignore[union-attr]
    dealer.key("m")  # the minimum stays on M
    dealer.type_amount("")
    assert dealer.log()[-1] == "Chloe raises to 20"


@pytest.mark.parametrize("typed", ["лр", "ЛР", "Kh"])
def test_card_entry_with_a_russian_keyboard_layout(qtbot, open_window, typed: str) -> None:  # type: ignore[no-untyped-def]
    window = open_window(stud_setup("stud"))
    dealer = Dealer(qtbot, window)
    edit = dealer.panel.card_edit
    edit.setFocus()
    # The keys of "Kh" with a Russian layout: Qt's key is the Cyrillic letter, its text too
    # (QTest.keyClicks takes Latin letters only).
    for char in typed:
        key = Qt.Key(ord(char.upper()))
        QTest.sendKeyEvent(QTest.KeyAction.Click, edit, key, char, Qt.KeyboardModifier.NoModifier)
    # A stud upcard's two keys enter it (issue 27): no Enter, and one out of habit is harmless.
    assert dealer.log()[-1] == "Anna is dealt K♥" and edit.text() == ""
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert dealer.log()[-1] == "Anna is dealt K♥"
    assert dealer.error == ""


# ---------------------------------------------------------------------------------------------
# Announcements say everything.


def test_the_high_halfs_odd_chip_is_announced(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    setup = HandSetup(
        VARIANTS["plo8"], (1000,) * 4, blinds=(5, 10, 0, 0), min_bet=10,
        names=("Anna", "Boris", "Chloe", "Dan"),
    )  # fmt: skip
    window = open_window(setup)
    dealer = Dealer(qtbot, window)
    dealer.type_amount("35")  # Chloe raises the pot
    dealer.call()  # Dan
    dealer.fold()  # Anna: her small blind stays in
    dealer.call()  # Boris: 3 x 35 + 5 = 110
    dealer.cards("2c 5d 8h")
    dealer.type_amount("15")  # Boris
    dealer.call()
    dealer.call()  # 155
    for card in ("Kc", "Ks"):
        dealer.cards(card)
        for _ in range(3):
            dealer.call()
    assert dealer.controller.hand.phase is Phase.SHOWDOWN, (
        dealer.log(),
        dealer.prompt,
        dealer.error,
    )  # type: ignore[union-attr]
    shows = {"Boris": "Kh Kd Qs Qc", "Chloe": "Ac 3c Js Jd", "Dan": "Ad 3h Jc Th"}
    while dealer.controller.hand.phase is Phase.SHOWDOWN:  # type: ignore[union-attr]
        hand = dealer.controller.hand
        dealer.cards(shows[hand.name(hand.need().player)])  # type: ignore[union-attr,arg-type]
    lines = dealer.announcement()
    assert lines[0] == "Pot 155 — between Boris, Chloe, Dan"
    assert lines[1].startswith("Boris wins the high half: 78")
    assert lines[2] == (
        "Odd chip to the high half: 155 splits 78 high / 77 low (the high half takes the odd chip)."
    )
    assert [line.split(" — ")[0] for line in lines[3:6:2]] == [
        "Chloe wins a quarter (half of the low half): 39",
        "Dan wins a quarter (half of the low half): 38",
    ]
    assert lines[4].startswith("Odd chip to seat 3 (Chloe)")


def test_the_hint_follows_the_street(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window(stud_setup("stud"))
    dealer = Dealer(qtbot, window)
    hint = dealer.panel.cards_hint
    assert "third-street" in hint.text()
    for card in ("2h", "3h", "3s"):
        dealer.cards(card)
    dealer.key("b")
    dealer.call()
    dealer.call()
    assert dealer.prompt == "Enter Anna's upcard."
    assert "third-street" not in hint.text()
    assert hint.text() == "Type the fourth street upcard of Anna."
    assert dealer.panel.cards_for.text() == "Anna's upcard:"


@pytest.mark.parametrize("language", ["en", "ru"])
def test_three_pots_fit_or_scroll_to_the_top_at_1366x768(  # type: ignore[no-untyped-def]
    qtbot, open_window, qm_dir: Path, language: str
) -> None:
    from dealer_app.ui import i18n

    i18n.install(language, folder=qm_dir)
    window = open_window(side_pot_setup())
    window.resize(1366, 768)
    dealer = Dealer(qtbot, window)
    _all_in_showdown(dealer)
    for cards in ("As Ad", "Ks Kd", "Js Jd", "Qs Qd"):
        dealer.cards(cards)
    qtbot.wait(20)
    showdown = dealer.panel.showdown
    assert len(dealer.announcement()) >= 6
    bar = showdown.scroll_area.verticalScrollBar()
    assert showdown.fits() or (bar.value() == 0 and showdown.more.isVisible())
    screenshot(window, f"three_pots_1366x768_{language}")
    # Shorter still: the first pot announced shows on top, with a sign that there is more.
    window.resize(1366, 560)
    qtbot.waitUntil(lambda: not showdown.fits())
    assert bar.value() == 0 and showdown.more.isVisible()
    screenshot(window, f"three_pots_more_below_{language}")
    bar.setValue(bar.maximum())
    assert showdown.more.isHidden()


def test_log_rows_elide_the_name_never_the_amount(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    long_name = "Konstantin Konstantinopolsky-Vasilievich"
    setup = HandSetup(
        VARIANTS["nlhe"], (100_000,) * 3, blinds=(50, 100, 0), min_bet=100,
        names=("Anna", "Boris", long_name),
    )  # fmt: skip
    window = open_window(setup)
    window.resize(1366, 768)
    dealer = Dealer(qtbot, window)
    dealer.type_amount("12500")
    assert dealer.log()[-1] == f"{long_name} raises to 12500"
    qtbot.wait(20)
    shown = dealer.screen.log_view.shown_text(0, 1)
    assert shown != dealer.log()[-1]  # it does not fit the pane
    assert shown.endswith(" raises to 12500") and "…" in shown
