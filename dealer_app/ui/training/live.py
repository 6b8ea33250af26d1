"""Training > Hide the figures: live-dealing practice in the dealer's window itself.

While the mode is on, a bar beside the dealer's table (over the hand's log) asks, one after another, the figures
the window would show now (the amount to call, the pot-limit maximum, the pots once somebody is
all-in, what each seat receives at the end), and the window hides them until the student has
typed them: the call button and the prompt show "?" for the amount, the range "?" for the
maximum (Pot and All in wait), the table "the pots: your answer", the announcement waits. Each
answer is judged by the engine and journalled in the student's results
(:class:`dealer_app.session.training.figures.FigureDrill`); then the figure shows, with the verdict.

The bar tells the session which figures are hidden
(:meth:`dealer_app.session.controller.HandController.hide_figures`); each view draws from that
flag what it would have drawn (:attr:`~dealer_app.session.controller.HandController.hidden`),
nothing drawn is rewritten afterwards and no view's insides are touched.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from dealer_app.engine.drills import Kind, prompt
from dealer_app.engine.figures import Figure
from dealer_app.engine.hand import Hand
from dealer_app.session.controller import HandController
from dealer_app.session.events import EVERYTHING, Changed
from dealer_app.session.training.answers import TrainingError
from dealer_app.session.training.figures import FigureDrill
from dealer_app.ui import messages
from dealer_app.ui.training import words as trainer_words
from dealer_app.ui.training.trainer import right_answer, typed_answer


class FiguresBar(QFrame):
    """The student's bar in the dealer's window: his name, the figure asked, his answer."""

    def __init__(
        self,
        controller: HandController,
        screen: QWidget,
        drill: FigureDrill,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("figuresBar")
        self.controller = controller
        self.screen_widget = screen
        self.drill = drill
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        row = QHBoxLayout()
        self.name_label = QLabel(self.tr("Student:"), self)
        self.name_edit = QLineEdit(drill.student, self)
        self.name_edit.setObjectName("figuresStudent")
        self.name_edit.setMaximumWidth(220)
        self.name_edit.textChanged.connect(self._on_name)
        self.question_label = QLabel(self)
        self.question_label.setObjectName("figuresQuestion")
        self.question_label.setWordWrap(True)
        self.answer_edit = QLineEdit(self)
        self.answer_edit.setObjectName("figuresAnswer")
        self.answer_edit.returnPressed.connect(self._on_answer)
        row.addWidget(self.name_label)
        row.addWidget(self.name_edit, 1)
        layout.addLayout(row)
        layout.addWidget(self.question_label)
        # The answer on a line of its own: awards for three pots are long to type.
        layout.addWidget(self.answer_edit)
        self.feedback = QLabel(self)
        self.feedback.setObjectName("figuresFeedback")
        self.feedback.setWordWrap(True)
        # Right or wrong and the score, two lines at least, never cut by the log under it.
        self.feedback.setMinimumHeight(2 * self.feedback.fontMetrics().lineSpacing() + 10)
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.feedback)
        controller.changed.connect(self._on_changed)
        controller.hide_figures(self.hidden_figures)  # every view redraws, this bar too

    def hidden_figures(self, hand: Hand | None) -> set[Figure]:
        """The figures the window hides now: those the student has not typed yet."""
        return {Figure(question.skill.value) for question in self.drill.hidden(hand)}

    def detach(self) -> None:
        """The mode is off: the window's views show every figure again."""
        self.controller.changed.disconnect(self._on_changed)
        self.controller.hide_figures(None)

    # ------------------------------------------------------------------ reading the hand

    def _on_changed(self, change: Changed = EVERYTHING) -> None:
        hidden = self.drill.hidden(self.controller.hand)
        if hidden:
            question = hidden[0]
            self.question_label.setText(
                self.tr("%1 — type it, then Enter:").replace(
                    "%1", trainer_words.text(prompt(question))
                )
            )
            self.answer_edit.setPlaceholderText(_hint(question.kind))
            self.answer_edit.setEnabled(True)
        else:
            self.question_label.setText(self.tr("No figure to find now: deal on."))
            self.answer_edit.setPlaceholderText("")
            self.answer_edit.setEnabled(False)

    # ------------------------------------------------------------------ the student

    def _on_name(self, text: str) -> None:
        self.drill.student = text

    def _on_answer(self) -> None:
        hidden = self.drill.hidden(self.controller.hand)
        if not hidden:
            return
        question = hidden[0]
        try:
            typed = typed_answer(question, self.answer_edit.text())  # 1 234,50 too
            verdict = self.drill.answer(self.controller.hand, typed)
        except TrainingError as refusal:
            self._say(messages.text(refusal))
            return
        self.answer_edit.clear()
        right = right_answer(question, verdict.expected)
        if verdict.correct:
            lines = [self.tr("Right: %1.").replace("%1", right)]
        else:
            lines = [self.tr("Wrong. The right answer: %1").replace("%1", right)]
            lines += [trainer_words.text(line) for line in verdict.reasoning]
        lines.append(
            self.tr("Score %1 (your report: Training > Training room…, My report).").replace(
                "%1", str(self.drill.points)
            )
        )
        self._say("\n".join(lines))
        self.controller.hide_figures(self.hidden_figures)  # the figure found shows

    def _say(self, text: str) -> None:
        """The verdict under the answer, its lines laid out at once (the pane's layout would
        wait for the next event)."""
        self.feedback.setText(text)
        pane = self.parentWidget()
        for widget in (self, pane):
            layout = widget.layout() if widget is not None else None
            if layout is not None:
                layout.activate()


def _hint(kind: Kind) -> str:
    return {
        Kind.AMOUNT: QCoreApplication.translate("FiguresBar", "the amount"),
        Kind.POTS: QCoreApplication.translate("FiguresBar", "amount: seats; amount: seats"),
        Kind.AWARDS: QCoreApplication.translate("FiguresBar", "seat=chips …; per pot"),
    }.get(kind, "")


def attach(screen: QWidget, controller: HandController, drill: FigureDrill) -> FiguresBar:
    """Put the bar at the top of the hand screen's right-hand pane, over the hand's log (under
    the tournament clock): the table and the action panel keep their height, and the window
    fits a 1366 x 768 screen."""
    pane = getattr(screen, "log_pane", None) or screen
    bar = FiguresBar(controller, screen, drill, pane)
    layout = pane.layout()
    assert isinstance(layout, QBoxLayout)
    clock = getattr(screen, "clock_bar", None)
    layout.insertWidget(1 if clock is not None and pane is not screen else 0, bar)
    bar.show()
    return bar


def toggle(window: QWidget, on: bool) -> None:
    """Training > Hide the figures in the dealer's window ``window``: on, the bar beside its table
    (the drill, and the student's name, kept from table to table); off, every figure
    shows again. The answers go to the training room's journal of the window's data folder."""
    from dealer_app.session.training.journal import ResultsJournal
    from dealer_app.ui.runtime import data_folder

    screen = getattr(window, "screen_widget", None)
    old = getattr(window, "figures_bar", None)
    if old is not None:
        with contextlib.suppress(RuntimeError):  # its screen (and itself) may be gone already
            old.detach()
            old.deleteLater()
        window.figures_bar = None  # type: ignore[attr-defined]
    if not on:
        window.figure_drill = None  # type: ignore[attr-defined]
        return
    drill = getattr(window, "figure_drill", None)
    if drill is None:
        journal = ResultsJournal.open(data_folder(getattr(window, "data_dir", None)))
        drill = FigureDrill("", journal)
        window.figure_drill = drill  # type: ignore[attr-defined]
    controller = getattr(window, "controller", None)
    if screen is not None and controller is not None:
        bar = attach(screen, controller, drill)
        window.figures_bar = bar  # type: ignore[attr-defined]
        bar.name_edit.setFocus()
