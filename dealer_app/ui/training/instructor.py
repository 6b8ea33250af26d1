"""The instructor's view: build an exam (skills, games, number of questions, time) and hand out
its code; read the class's result files from a folder, every answer judged again from the
exam's seed (a score edited in a file does not survive); print the results to PDF.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QEvent, QMarginsF
from PySide6.QtGui import QGuiApplication, QPageLayout, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtWidgets import (
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_app import APP_NAME
from dealer_app.engine.drills import GAMES, Skill
from dealer_app.session.training.answers import TrainingError
from dealer_app.session.training.exams import ExamSpec
from dealer_app.session.training.grading import ClassResults, read_results_folder
from dealer_app.ui import messages
from dealer_app.ui.i18n import app_name
from dealer_app.ui.training import words as trainer_words
from dealer_app.ui.training.lists import checked_keys, results_folder, skills_and_games


class InstructorWindow(QWidget):
    """See the module docstring."""

    def __init__(self, data_dir: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("instructorWindow")
        self.data_dir = data_dir
        self.exam: ExamSpec | None = None
        self.results: ClassResults | None = None
        layout = QVBoxLayout(self)
        # Building an exam.
        lists = skills_and_games(set(GAMES), "exam")
        self.skill_list, self.game_list = lists.skill_list, lists.game_list
        self.skills_title, self.games_title = lists.skills_title, lists.games_title
        layout.addLayout(lists.row, 1)
        form = QFormLayout()
        self.count_spin = QSpinBox()
        self.count_spin.setRange(1, 200)
        self.count_spin.setValue(20)
        self.count_label = QLabel()
        form.addRow(self.count_label, self.count_spin)
        self.minutes_spin = QSpinBox()
        self.minutes_spin.setRange(1, 240)
        self.minutes_spin.setValue(30)
        self.minutes_label = QLabel()
        form.addRow(self.minutes_label, self.minutes_spin)
        layout.addLayout(form)
        make_line = QHBoxLayout()
        self.make_button = QPushButton()
        self.make_button.clicked.connect(self.make_exam)
        make_line.addWidget(self.make_button)
        self.code_edit = QLineEdit()
        self.code_edit.setObjectName("instructorCode")
        self.code_edit.setReadOnly(False)  # an exam given earlier: type its code to read it
        make_line.addWidget(self.code_edit, 1)
        self.copy_button = QPushButton()
        self.copy_button.clicked.connect(self._on_copy)
        make_line.addWidget(self.copy_button)
        layout.addLayout(make_line)
        # Reading the results.
        folder_line = QHBoxLayout()
        self.folder_edit = QLineEdit(str(results_folder(data_dir)))
        self.folder_edit.setObjectName("resultsFolder")
        self.folder_button = QPushButton()
        self.folder_button.clicked.connect(self._on_choose_folder)
        self.read_button = QPushButton()
        self.read_button.clicked.connect(self.read_results)
        folder_line.addWidget(self.folder_edit, 1)
        folder_line.addWidget(self.folder_button)
        folder_line.addWidget(self.read_button)
        layout.addLayout(folder_line)
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("classResults")
        layout.addWidget(self.table, 2)
        self.message = QLabel()
        self.message.setObjectName("instructorMessage")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.pdf_button = QPushButton()
        self.pdf_button.clicked.connect(self._on_pdf)
        layout.addWidget(self.pdf_button)
        self._retranslate()
        self.resize(900, 760)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("%1 — instructor").replace("%1", app_name()))
        self.skills_title.setText(self.tr("Skills of the exam"))
        self.games_title.setText(self.tr("Games of the exam"))
        for row, skill in enumerate(Skill):
            self.skill_list.item(row).setText(trainer_words.skill_name(skill))
        for row, game in enumerate(GAMES):
            self.game_list.item(row).setText(trainer_words.game_name(game))
        self.count_label.setText(self.tr("Questions:"))
        self.minutes_label.setText(self.tr("Minutes:"))
        self.make_button.setText(self.tr("&Make the exam"))
        self.code_edit.setPlaceholderText(self.tr("The exam's code"))
        self.copy_button.setText(self.tr("&Copy the code"))
        self.folder_button.setText(self.tr("Choose…"))
        self.read_button.setText(self.tr("&Read the results"))
        self.pdf_button.setText(self.tr("&Print to PDF…"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Student"),
                self.tr("Right"),
                self.tr("Points (judged again)"),
                self.tr("Points in the file"),
                self.tr("Note"),
            ]
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ the exam

    def make_exam(self) -> ExamSpec | None:
        try:
            self.exam = ExamSpec.build(
                [Skill[key] for key in checked_keys(self.skill_list)],
                checked_keys(self.game_list),
                self.count_spin.value(),
                self.minutes_spin.value(),
            )
        except TrainingError as refusal:
            self.message.setText(messages.text(refusal))
            return None
        self.code_edit.setText(self.exam.code)
        self.message.setText(
            self.tr("Hand out this code: %1 (%2, %3).")
            .replace("%1", self.exam.code)
            .replace("%2", self.tr("%n questions", "", self.exam.count))
            .replace("%3", self.tr("%n minutes", "", self.exam.minutes))
        )
        return self.exam

    def _on_copy(self) -> None:
        QGuiApplication.clipboard().setText(self.code_edit.text())

    def _on_choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("The class's result files"))
        if folder:
            self.folder_edit.setText(folder)

    # ------------------------------------------------------------------ the results

    def read_results(self) -> ClassResults | None:
        """Every result file of the folder, judged again (of the code typed, if any)."""
        try:
            code = self.code_edit.text().strip()
            exam = ExamSpec.from_code(code) if code else None
            results = read_results_folder(Path(self.folder_edit.text().strip()), exam)
        except TrainingError as refusal:
            self.message.setText(messages.text(refusal))
            return None
        self.results = results
        self.table.setRowCount(len(results.results))
        for row, result in enumerate(results.results):
            note = self.tr("score edited in the file") if result.edited else ""
            cells = (
                result.student,
                f"{result.correct} / {result.count}",
                str(result.points),
                "" if result.claimed_points is None else str(result.claimed_points),
                note,
            )
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        problems = [messages.text(problem) for problem in results.problems]
        said = self.tr("%n result file(s) read.", "", len(results.results))
        self.message.setText("\n".join([said, *problems]))
        return results

    def results_html(self) -> str:
        """The class's results as printed: each student, the score judged again, by skill."""
        results = self.results
        lines = ["<h1>" + html.escape(self.tr("Exam results")) + "</h1>"]
        if results is None or not results.results:
            lines.append(html.escape(self.tr("No result files read.")))
            return "".join(lines)
        codes = sorted({result.code for result in results.results})
        lines.append(
            "<p>" + html.escape(self.tr("Exam code: %1").replace("%1", ", ".join(codes))) + "</p>"
        )
        # The class by skill: where the lesson is needed.
        by_skill: dict[Skill, tuple[int, int]] = {}
        for result in results.results:
            for skill, (right, asked) in result.by_skill().items():
                old_right, old_asked = by_skill.get(skill, (0, 0))
                by_skill[skill] = (old_right + right, old_asked + asked)
        lines.append("<h2>" + html.escape(self.tr("The class by skill")) + "</h2>")
        rows = "".join(
            f"<tr><td>{html.escape(trainer_words.skill_name(skill))}</td>"
            f"<td>{right} / {asked}</td><td>{round(100 * right / asked)}%</td></tr>"
            for skill, (right, asked) in sorted(
                by_skill.items(), key=lambda item: item[1][0] / item[1][1]
            )
        )
        lines.append(f"<table border='1' cellpadding='3'>{rows}</table>")
        for result in results.results:
            title = (
                self.tr("%1: %2 right of %3, %n points", "", result.points)
                .replace("%1", result.student)
                .replace("%2", str(result.correct))
                .replace("%3", str(result.count))
            )
            lines.append(f"<h2>{html.escape(title)}</h2>")
            if result.edited:
                lines.append(
                    "<p><b>"
                    + html.escape(
                        self.tr(
                            "The file claimed %n points: it was edited.",
                            "",
                            result.claimed_points or 0,
                        )
                    )
                    + "</b></p>"
                )
            rows = "".join(
                f"<tr><td>{html.escape(trainer_words.skill_name(skill))}</td>"
                f"<td>{right} / {asked}</td></tr>"
                for skill, (right, asked) in result.by_skill().items()
            )
            lines.append(f"<table border='1' cellpadding='3'>{rows}</table>")
            wrong = [answer for answer in result.answers if not answer.correct]
            for answer in wrong:
                lines.append(
                    "<p>"
                    + html.escape(
                        self.tr("Question %1 (%2, %3): answered %4, right answer %5")
                        .replace("%1", str(answer.index + 1))
                        .replace("%2", trainer_words.skill_name(answer.ref.skill))
                        .replace("%3", trainer_words.game_name(answer.ref.game))
                        .replace("%4", answer.answer or "—")
                        .replace("%5", answer.expected)
                    )
                    + "</p>"
                )
        for problem in results.problems:
            lines.append(f"<p>{html.escape(messages.text(problem))}</p>")
        return "".join(lines)

    def print_pdf(self, path: Path) -> Path:
        """Write the results to a PDF file (QPdfWriter)."""
        writer = QPdfWriter(str(path))
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
        writer.setTitle(self.tr("Exam results"))
        writer.setCreator(APP_NAME)
        document = QTextDocument()
        document.setHtml(self.results_html())
        document.print_(writer)  # paginated and scaled to the page by Qt
        return path

    def _on_pdf(self) -> None:
        name, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Print to PDF"), str(self.data_dir / "exam-results.pdf"), "PDF (*.pdf)"
        )
        if name:
            self.print_pdf(Path(name))
            self.message.setText(self.tr("Printed to %1.").replace("%1", name))
