"""Training > Hide the figures: live-dealing practice in the dealer's window, by keys."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from dealer_app.engine.drills import Skill
from dealer_app.engine.hand import HandSetup, Phase
from dealer_app.engine.variants import VARIANTS
from dealer_app.session.training.answers import Mode
from dealer_app.session.training.journal import ResultsJournal
from dealer_app.session.training.reports import student_report
from tests.ui.conftest import Dealer, screenshot

NAMES = ("Anna", "Boris", "Chloe", "Dan")


def _answer(qtbot, window, text: str) -> str:  # type: ignore[no-untyped-def]
    edit = window.figures_bar.answer_edit
    edit.setFocus()
    edit.clear()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    return window.figures_bar.feedback.text()


def test_figures_hidden_until_typed_and_journalled(qtbot, open_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    setup = HandSetup(
        VARIANTS["nlhe"], (100, 300, 1000, 1000), blinds=(5, 10, 0, 0), min_bet=10, names=NAMES
    )
    window = open_window(setup)
    window.data_dir = tmp_path
    dealer = Dealer(qtbot, window)
    assert dealer.prompt == "Chloe to act: 10 to call."
    window.figures_action.trigger()  # Training > Hide the figures
    bar = window.figures_bar
    assert bar.isVisible()
    assert dealer.prompt == "Chloe to act: ? to call."
    assert "Call ?" in dealer.panel.actions_by_name["call"].text()
    assert "How many chips does Chloe put in to call?" in bar.question_label.text()
    # No name yet: said, nothing changes.
    assert _answer(qtbot, window, "10") == "Type the student's name first."
    assert dealer.prompt == "Chloe to act: ? to call."
    qtbot.keyClicks(bar.name_edit, "Ivan Petrov")
    assert _answer(qtbot, window, "ten").startswith("'ten' is not a number")
    assert _answer(qtbot, window, "10").startswith("Right: 10.")
    assert dealer.prompt == "Chloe to act: 10 to call."
    dealer.key("a")
    dealer.type_amount("")  # Chloe all-in 1000
    dealer.call()  # Dan
    assert dealer.prompt == "Anna to act: ? to call."
    assert _answer(qtbot, window, "995").startswith("Wrong. The right answer: 95")
    dealer.call()  # Anna, all-in for less
    dealer.call()  # Boris, all-in for less
    assert dealer.pots() == ["The pots: your answer"]
    assert "Each pot: its amount and the seats" in bar.question_label.text()
    assert _answer(qtbot, window, "400: 1 2 3 4; 600: 2 3 4; 1400: 3 4").startswith("Right")
    assert dealer.pots()[0] == "Main pot 400 — Anna, Boris, Chloe, Dan"
    dealer.cards("2c 7d 9h")
    dealer.cards("4c")
    dealer.cards("3s")
    for cards in ("As Ad", "Ks Kd", "Js Jd", "Qs Qd"):
        dealer.cards(cards)
    assert window.controller.hand.phase is Phase.OVER
    announcement = dealer.panel.showdown.announcement.text()
    assert "once the student has typed the awards" in announcement
    assert "Paid: your answer" in dealer.pots()
    # The stacks before the pots are paid (after, they would give the awards away).
    assert "Stack 0" in dealer.table.seat_text(4)
    screenshot(window, "window_hide_the_figures")
    feedback = _answer(qtbot, window, "1=400; 3=600; 4=1400")
    assert feedback.startswith("Wrong. The right answer: 1=400; 2=600; 4=1400")
    assert "Dan receives 1400" in feedback  # the reasoning: the announcement's words
    assert "Dan wins 1400" in dealer.panel.showdown.announcement.text()
    assert "Stack 1400" in dealer.table.seat_text(4)
    assert "No figure to find now" in bar.question_label.text()
    records = ResultsJournal.open(tmp_path).records("Ivan Petrov")
    assert [(r.skill, r.correct, r.mode) for r in records] == [
        (Skill.TO_CALL, True, Mode.LIVE),
        (Skill.TO_CALL, False, Mode.LIVE),
        (Skill.SIDE_POTS, True, Mode.LIVE),
        (Skill.SHOWDOWN, False, Mode.LIVE),
    ]
    report = student_report("Ivan Petrov", records)
    assert {stats.skill for stats in report.skills} >= {Skill.TO_CALL, Skill.SHOWDOWN}
    # Next hand: the bar stays; off, every figure shows again.
    window.figures_action.trigger()
    assert window.figures_bar is None and window.figure_drill is None


def test_pot_limit_maximum_hidden_and_pot_key_waits(qtbot, open_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    setup = HandSetup(VARIANTS["plo"], (1000,) * 4, blinds=(10, 20, 0, 0), min_bet=20, names=NAMES)
    window = open_window(setup)
    window.data_dir = tmp_path
    dealer = Dealer(qtbot, window)
    window.figures_action.trigger()
    bar = window.figures_bar
    qtbot.keyClicks(bar.name_edit, "Ivan")
    assert "max ?" in dealer.panel.range.text()
    assert not dealer.panel.actions_by_name["pot"].isEnabled()
    assert not dealer.panel.actions_by_name["all_in"].isEnabled()  # it fills the maximum too
    assert _answer(qtbot, window, "20").startswith("Right")
    assert "says pot" in bar.question_label.text()
    assert _answer(qtbot, window, "70").startswith("Right: 70.")
    assert dealer.panel.range.text().endswith("max 70")
    assert dealer.panel.actions_by_name["pot"].isEnabled()
    assert dealer.panel.actions_by_name["all_in"].isEnabled()
    window.figures_action.trigger()
    assert dealer.prompt == "Chloe to act: 20 to call."
