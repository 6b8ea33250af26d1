"""The dealer's window over a disk that fills in the middle of a hand (issue 27): the key whose
hand record the disk cannot keep shows the sentence and nothing else, N says why no hand is
dealt, and after space comes back and a restart every hand is there under its own number."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from dealer_app.store import open_journal
from dealer_app.ui.settings import Settings
from tests.store.test_failing_disk import a_table
from tests.store.test_full_disk_mid_hand import full_for
from tests.ui.test_journal_failures import press, window_on


def test_the_fold_the_disk_cannot_record_and_n_say_why_and_nothing_else(
    qtbot, settings: Settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    journal = open_journal(tmp_path / "data")
    window = window_on(qtbot, settings, journal)
    window.set_controller(window.controller_for(a_table()))
    controller = window.controller
    screen = window.screen_widget
    assert controller is not None and controller.hand is not None and screen is not None
    qtbot.wait(50)  # the new screen takes the keys once shown
    hand = controller.hand
    while hand.folded.count(False) > 2:
        press(qtbot, Qt.Key.Key_F)
    panel = screen.action_panel
    prompt, log = panel.prompt.text(), screen.log_model.lines()
    disk = full_for(journal, "hand", "hand_history")
    disk.full = True
    press(qtbot, Qt.Key.Key_F)  # the fold that ends the hand: its record does not fit
    assert not hand.finished
    assert screen.log_model.lines() == log and panel.prompt.text() == prompt
    assert panel.error.isVisibleTo(window) and "the disk is full" in panel.error.text()
    disk.full = False
    press(qtbot, Qt.Key.Key_F)
    assert hand.finished and panel.error.isHidden()
    disk.full = True
    press(qtbot, Qt.Key.Key_N)  # the result confirmed: refused, and the window says why
    assert controller.hand is hand
    assert panel.error.isVisibleTo(window) and "the disk is full" in panel.error.text()
    disk.full = False
    press(qtbot, Qt.Key.Key_N)
    assert controller.hand is not hand and controller.hand is not None
    table_id = journal.unfinished_table()
    assert table_id is not None
    window.close()
    journal.close()
    with open_journal(tmp_path / "data") as again:
        assert [record.hand_no for record in again.hands(table_id)] == [0]
