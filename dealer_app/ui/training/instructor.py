"""The instructor's view: build an exam (skills, games, number of questions, time) and hand out
its code; read the class's result files from a folder, every answer judged again from the
exam's seed (a score edited in a file does not survive); print the results to PDF.

Or hold the exam in the room (issue 28): "Hold an exam in the room" writes it to the room at the
address given and shows the code the class joins with; the class view follows the room live
(each student's sitting, answers, right answers, points, time by the room's clock, and what
does not count), "Release the results" shows the class their results and the right answers,
"Allow a second sitting" gives the chosen student leave to sit again.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QDateTime, QEvent, QMarginsF, Qt
from PySide6.QtGui import (
    QCloseEvent,
    QGuiApplication,
    QPageLayout,
    QPageSize,
    QPdfWriter,
    QTextDocument,
)
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
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_app import APP_NAME
from dealer_app.engine.drills import GAMES, Skill
from dealer_app.session.training.answers import TrainingError
from dealer_app.session.training.exams import ExamSpec
from dealer_app.session.training.grading import ClassResults, read_results_folder
from dealer_app.session.training.room_exam import (
    ExamRoom,
    HeldExam,
    RoomResult,
    join_code,
    open_exam_room,
)
from dealer_app.ui import messages
from dealer_app.ui.i18n import app_name
from dealer_app.ui.settings import Settings
from dealer_app.ui.training import words as trainer_words
from dealer_app.ui.training.lists import checked_keys, results_folder, skills_and_games
from dealer_app.ui.training.room_follow import ExamFollower, hide_password


class InstructorWindow(QWidget):
    """See the module docstring."""

    def __init__(self, data_dir: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("instructorWindow")
        # A plain top-level widget draws no styled background: the style sheet's light labels
        # stood on the platform's light grey. It gets the dealer's windows' dark background.
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#instructorWindow, #instructorWindow QTabWidget > QStackedWidget > QWidget "
            "{ background: #1e2327; color: #eceff1; }"
        )
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
        self.tabs = QTabWidget()
        self.tabs.setObjectName("instructorTabs")
        layout.addWidget(self.tabs, 2)
        # Reading the results.
        files_page = QWidget()
        files = QVBoxLayout(files_page)
        files.setContentsMargins(0, 0, 0, 0)
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
        files.addLayout(folder_line)
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("classResults")
        files.addWidget(self.table, 2)
        self.pdf_button = QPushButton()
        self.pdf_button.clicked.connect(self._on_pdf)
        files.addWidget(self.pdf_button)
        self.tabs.addTab(files_page, "")
        self._build_room_page()
        self.message = QLabel()
        self.message.setObjectName("instructorMessage")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self._retranslate()
        self.resize(900, 700)

    def _build_room_page(self) -> None:
        self.held: HeldExam | None = None
        self.room_follower: ExamFollower | None = None
        self.room_results: list[RoomResult] = []
        page = QWidget()
        room = QVBoxLayout(page)
        room.setContentsMargins(0, 0, 0, 0)
        line = QHBoxLayout()
        self.room_label = QLabel()
        self.room_edit = QLineEdit(str(Settings().get("room")))
        self.room_edit.setObjectName("instructorRoomUrl")
        # the station's password is in the address: shown only while it is typed
        self.room_edit.setEchoMode(QLineEdit.EchoMode.PasswordEchoOnEdit)
        self.room_label.setBuddy(self.room_edit)
        self.hold_button = QPushButton()
        self.hold_button.setObjectName("holdRoomExam")
        self.hold_button.clicked.connect(self.hold_exam)
        line.addWidget(self.room_label)
        line.addWidget(self.room_edit, 1)
        line.addWidget(self.hold_button)
        room.addLayout(line)
        code_line = QHBoxLayout()
        self.join_label = QLabel()
        self.join_code_edit = QLineEdit()  # the code shown; an earlier code typed to follow it
        self.join_code_edit.setObjectName("joinCode")
        self.join_code_edit.returnPressed.connect(self.follow_exam)
        self.join_label.setBuddy(self.join_code_edit)
        font = self.join_code_edit.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.join_code_edit.setFont(font)
        code_line.addWidget(self.join_label)
        code_line.addWidget(self.join_code_edit, 1)
        room.addLayout(code_line)
        self.class_table = QTableWidget(0, 7)
        self.class_table.setObjectName("classInRoom")
        self.class_table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.class_table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.class_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        room.addWidget(self.class_table, 1)
        buttons = QHBoxLayout()
        self.release_button = QPushButton()
        self.release_button.setObjectName("releaseResults")
        self.release_button.clicked.connect(self.release_results)
        self.resit_button = QPushButton()
        self.resit_button.setObjectName("allowResit")
        self.resit_button.clicked.connect(self.allow_resit)
        buttons.addWidget(self.release_button)
        buttons.addWidget(self.resit_button)
        buttons.addStretch(1)
        self.room_pdf_button = QPushButton()
        self.room_pdf_button.clicked.connect(self._on_room_pdf)
        buttons.addWidget(self.room_pdf_button)
        room.addLayout(buttons)
        self.room_page = page
        self.tabs.addTab(page, "")

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
        self.tabs.setTabText(0, self.tr("Result &files"))
        self.tabs.setTabText(1, self.tr("The class in the r&oom"))
        self.room_label.setText(self.tr("Room (&URL):"))
        self.room_edit.setPlaceholderText(self.tr("postgresql://… given by the room's manager"))
        self.hold_button.setText(self.tr("&Hold an exam in the room"))
        self.join_label.setText(self.tr("Code to &join:"))
        self.join_code_edit.setPlaceholderText(
            self.tr("Hold an exam, or type its code to follow it")
        )
        self.release_button.setText(self.tr("R&elease the results"))
        self.resit_button.setText(self.tr("Allow a &second sitting"))
        self.room_pdf_button.setText(self.tr("Prin&t the class to PDF…"))
        self.class_table.setHorizontalHeaderLabels(
            [
                self.tr("Student"),
                self.tr("Sitting"),
                self.tr("Answered"),
                self.tr("Right"),
                self.tr("Points"),
                self.tr("Time"),
                self.tr("Note"),
            ]
        )
        self._show_class()
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
            + "\n"
            + self.blueprint_text(self.exam)
        )
        return self.exam

    def blueprint_text(self, exam: ExamSpec) -> str:
        """How many questions of each skill the exam asks."""
        return self.tr("Questions per skill: %1").replace(
            "%1",
            ", ".join(
                f"{trainer_words.skill_name(skill)} {count}"
                for skill, count in exam.blueprint().items()
            ),
        )

    # ------------------------------------------------------------------ an exam in the room

    def _open_room(self) -> ExamRoom | None:
        url = self.room_edit.text().strip()
        try:
            room = open_exam_room(url)
        except TrainingError as refusal:
            self.message.setText(messages.text(refusal))
            return None
        settings = Settings()  # the same key as the dealer's window's --room
        settings.set("room", url)
        settings.sync()
        return room

    def hold_exam(self) -> HeldExam | None:
        """Build the exam of the lists and write it to the room; the class joins with the code
        shown. A refusal (the choice, the room) is said and nothing is held."""
        self.tabs.setCurrentWidget(self.room_page)
        exam = self.make_exam()
        if exam is None:
            return None
        room = self._open_room()
        if room is None:
            return None
        try:
            held = HeldExam.hold(room, exam)
        except TrainingError as refusal:
            room.close()
            self.message.setText(messages.text(refusal))
            return None
        self._follow(held)
        self.message.setText(
            self.tr("The exam is in the room: the class joins with the code %1 (%2, %3).")
            .replace("%1", held.code)
            .replace("%2", self.tr("%n questions", "", exam.count))
            .replace("%3", self.tr("%n minutes", "", exam.minutes))
        )
        return held

    def follow_exam(self) -> HeldExam | None:
        """Follow an exam held earlier in the room, by its code (after a restart)."""
        try:
            code = join_code(self.join_code_edit.text())
        except TrainingError as refusal:
            self.message.setText(messages.text(refusal))
            return None
        room = self._open_room()
        if room is None:
            return None
        try:
            held = HeldExam(room, code)
        except TrainingError as refusal:
            room.close()
            self.message.setText(messages.text(refusal))
            return None
        self._follow(held)
        self.message.setText(self.tr("Following the exam %1 in the room.").replace("%1", held.code))
        return held

    def _follow(self, held: HeldExam) -> None:
        self._leave_room()
        self.held = held
        self.join_code_edit.setText(held.code)
        hide_password(self.room_edit)
        self.class_table.setFocus()
        self.room_follower = ExamFollower(self.room_edit.text().strip(), held.state.stream, self)
        self.room_follower.moved.connect(self.refresh_class)
        self.refresh_class()

    def _leave_room(self) -> None:
        follower, self.room_follower = self.room_follower, None
        if follower is not None:
            follower.stop()
        held, self.held = self.held, None
        if held is not None:
            held.room.close()

    def refresh_class(self) -> list[RoomResult]:
        """The class read again from the room (each entry of the exam's stream wakes it)."""
        held = self.held
        if held is None:
            return []
        try:
            held.refresh()
        except TrainingError as refusal:
            self.message.setText(messages.text(refusal))
            return self.room_results
        self.room_results = held.results()
        self._show_class()
        return self.room_results

    def _note(self, result: RoomResult) -> str:
        notes = []
        if result.sitting > 1:
            notes.append(self.tr("sitting %1, with leave").replace("%1", str(result.sitting)))
        if result.without_leave:
            notes.append(
                self.tr("%n sitting(s) without leave: not counted", "", result.without_leave)
            )
        if result.late:
            notes.append(self.tr("%n answer(s) after the time: not counted", "", result.late))
        if result.after_release:
            notes.append(
                self.tr("%n answer(s) after the release: not counted", "", result.after_release)
            )
        notes.append(self.tr("handed in") if result.handed_in else self.tr("sitting"))
        return " · ".join(notes)

    def _show_class(self) -> None:
        held = self.held
        results = self.room_results if held is not None else []
        self.class_table.setRowCount(len(results))
        for row, result in enumerate(results):
            seconds = int(result.seconds)
            cells = (
                result.student,
                str(result.sitting),
                f"{len(result.answers)} / {result.count}",
                str(result.correct),
                str(result.points),
                f"{seconds // 60}:{seconds % 60:02d}",
                self._note(result),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, result.role)
                self.class_table.setItem(row, column, item)
        self.class_table.resizeColumnsToContents()
        self.release_button.setEnabled(held is not None and not held.released)
        self.resit_button.setEnabled(held is not None and not held.released and bool(results))
        if held is not None and held.released:
            self.release_button.setText(self.tr("Results released"))
        else:
            self.release_button.setText(self.tr("R&elease the results"))

    def release_results(self) -> bool:
        """The class sees its results and the right answers from now on."""
        if self.held is None:
            return False
        try:
            self.held.release()
        except TrainingError as refusal:
            self.message.setText(messages.text(refusal))
            return False
        self.message.setText(
            self.tr("The results of exam %1 are released.").replace("%1", self.held.code)
        )
        self.refresh_class()
        return True

    def allow_resit(self) -> bool:
        """Leave for the chosen student's next sitting (an entry in the room)."""
        if self.held is None:
            return False
        row = self.class_table.currentRow()
        item = self.class_table.item(row, 0) if row >= 0 else None
        role = str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else ""
        try:
            self.held.allow_resit(role)
        except TrainingError as refusal:
            self.message.setText(messages.text(refusal))
            return False
        self.message.setText(
            self.tr("%1 may sit exam %2 again.")
            .replace("%1", item.text() if item else "")
            .replace("%2", self.held.code)
        )
        self.refresh_class()
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        self._leave_room()
        super().closeEvent(event)

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
            notes = [] if result.supervised else [self.tr("not supervised")]
            if result.edited:
                notes.append(self.tr("score edited in the file"))
            notes += [messages.text(flag) for flag in result.flags]
            note = " · ".join(notes)
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
            if not result.supervised:
                lines.append(
                    "<p><i>"
                    + html.escape(
                        self.tr("Not supervised: a result file from the student's computer.")
                    )
                    + "</i></p>"
                )
            for flag in result.flags:
                lines.append("<p><b>" + html.escape(messages.text(flag)) + "</b></p>")
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

    def room_results_html(self) -> str:
        """The class's results of the exam in the room, as printed: the exam's settings, each
        student's sitting, score and time by the room's clock, what did not count, the
        questions left unanswered and every wrong answer with the right one."""
        held = self.held
        lines = ["<h1>" + html.escape(self.tr("Exam results")) + "</h1>"]
        if held is None:
            lines.append(html.escape(self.tr("No exam is held in the room.")))
            return "".join(lines)
        spec, state = held.spec, held.state
        day = QDateTime.fromMSecsSinceEpoch(state.held_at).toString("yyyy-MM-dd HH:mm")
        lines.append(
            "<p>"
            + html.escape(
                self.tr("Exam %1, held in the room on %2: %3, %4.")
                .replace("%1", held.code)
                .replace("%2", day)
                .replace("%3", self.tr("%n questions", "", spec.count))
                .replace("%4", self.tr("%n minutes", "", spec.minutes))
            )
            + "<br>"
            + html.escape(
                self.tr("Games: %1").replace(
                    "%1", ", ".join(trainer_words.game_name(game) for game in spec.games)
                )
            )
            + "<br>"
            + html.escape(self.blueprint_text(spec))
            + "<br>"
            + html.escape(
                self.tr("Results released.") if held.released else self.tr("Results not released.")
            )
            + "</p>"
        )
        for result in self.room_results:
            minutes, seconds = divmod(int(result.seconds), 60)
            title = (
                self.tr("%1: %2 right of %3, %n points", "", result.points)
                .replace("%1", result.student)
                .replace("%2", str(result.correct))
                .replace("%3", str(result.count))
            )
            lines.append(f"<h2>{html.escape(title)}</h2>")
            lines.append(
                "<p>"
                + html.escape(
                    self.tr("Time by the room's clock: %1").replace(
                        "%1", f"{minutes}:{seconds:02d}"
                    )
                    + " · "
                    + self._note(result)
                )
                + "</p>"
            )
            if result.unanswered:
                lines.append(
                    "<p>"
                    + html.escape(
                        self.tr("Not answered: %1").replace(
                            "%1", ", ".join(str(index + 1) for index in result.unanswered)
                        )
                    )
                    + "</p>"
                )
            for answer in result.answers:
                if answer.correct:
                    continue
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
        return "".join(lines)

    def print_room_pdf(self, path: Path) -> Path:
        """Write the class's results of the exam in the room to a PDF file."""
        return self._print(path, self.room_results_html())

    def _on_room_pdf(self) -> None:
        name, _filter = QFileDialog.getSaveFileName(
            self,
            self.tr("Print to PDF"),
            str(self.data_dir / f"exam-{self.join_code_edit.text()}.pdf"),
            "PDF (*.pdf)",
        )
        if name:
            self.print_room_pdf(Path(name))
            self.message.setText(self.tr("Printed to %1.").replace("%1", name))

    def print_pdf(self, path: Path) -> Path:
        """Write the results to a PDF file (QPdfWriter)."""
        return self._print(path, self.results_html())

    def _print(self, path: Path, text: str) -> Path:
        writer = QPdfWriter(str(path))
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
        writer.setTitle(self.tr("Exam results"))
        writer.setCreator(APP_NAME)
        document = QTextDocument()
        document.setHtml(text)
        document.print_(writer)  # paginated and scaled to the page by Qt
        return path

    def _on_pdf(self) -> None:
        name, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Print to PDF"), str(self.data_dir / "exam-results.pdf"), "PDF (*.pdf)"
        )
        if name:
            self.print_pdf(Path(name))
            self.message.setText(self.tr("Printed to %1.").replace("%1", name))
