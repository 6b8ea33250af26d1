"""The trainer window: a student picks skills and games (or types an exam's code), answers
questions by keys on the same table view the dealer's window uses, and reads the verdicts
(Learn: each with its explanation; Practice: timed; Exam: only at the end; Live dealing: one
hand after another with its figures hidden until typed) and a report.

An exam in the room (issue 28): the room's address and the code the instructor hands out,
then "Join an exam in the room": the questions in the student's own order, each answer written
to the room as it is given, the time left by the room's clock; after handing in, the results and
the right answers appear when the instructor releases them (the room is followed live).

Keys: type the answer, Enter to answer; Enter again for the next question; Esc to stop.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QRadioButton,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dealer_app.engine.drills import GAMES, TARGET_SECONDS, Kind, Question, Skill, Verdict, prompt
from dealer_app.engine.drills.questions import Answer
from dealer_app.engine.hand import Phase
from dealer_app.session.training.answers import Mode, TrainingError, answer_text, student_name
from dealer_app.session.training.exams import ExamSpec
from dealer_app.session.training.journal import ResultsJournal
from dealer_app.session.training.reports import StudentReport, student_report
from dealer_app.session.training.room_exam import (
    RoomResult,
    RoomSitting,
    join_code,
    open_exam_room,
    released_result,
)
from dealer_app.session.training.sitting import DrillSession
from dealer_app.session.training.situation import SituationController
from dealer_app.ui import messages, numbers, words
from dealer_app.ui.i18n import app_name
from dealer_app.ui.settings import Settings
from dealer_app.ui.training import words as trainer_words
from dealer_app.ui.training.lists import checked_keys, results_folder, skills_and_games
from dealer_app.ui.training.room_follow import ExamFollower, hide_password
from dealer_app.ui.widgets.table_view import TableView


def typed_answer(question: Question, text: str) -> str:
    """The student's answer with its amounts as the drills read them: ``1 234,50`` becomes
    ``1234.50`` for an amount, and for each pot's amount (before its colon); the rest as typed
    (the drill says what is wrong with it)."""

    def plain(piece: str) -> str:
        try:
            return numbers.plain(piece)
        except numbers.AmountError:
            return piece

    if question.kind is Kind.AMOUNT:
        return plain(text)
    if question.kind is Kind.POTS:
        pots = (pot.partition(":") for pot in text.split(";"))
        return ";".join(plain(amount) + colon + seats if colon else amount
                        for amount, colon, seats in pots)  # fmt: skip
    return text


def right_answer(question: Question, answer: Answer) -> str:
    """The right answer as the student types it; an amount in the window's language."""
    if question.kind is Kind.AMOUNT and isinstance(answer, int):
        return numbers.amount(answer, question.setup.decimals)
    return answer_text(question, answer)


class DrillTableView(TableView):
    """The dealer's table view showing a drill's situation: the pots hidden when they are the
    question, and a finished hand's pots listed without what was paid."""

    def __init__(
        self,
        controller: SituationController,
        parent: QWidget | None = None,
        *,
        hide_pots: bool = False,
    ) -> None:
        self.situation = controller
        self.hide_pots = hide_pots or controller.question.hides_pots
        super().__init__(controller, parent)

    def _pots_text(self) -> str:
        hand = self.situation.hand
        assert hand is not None
        if self.hide_pots and hand.phase is not Phase.OVER:
            return self.tr("The pots: your answer")
        if hand.phase is not Phase.OVER:
            return super()._pots_text()
        return self.pots_list(hand.results)  # what each pot was, not what was paid

    def _need_text(self) -> str:
        if self.situation.question.hides_actor:  # "Boris to act." would be the answer
            return self.tr("Who acts: your answer")
        return super()._need_text()

    def contextMenuEvent(self, event: object) -> None:
        """A drill's table has no seat menu: nothing at it can change."""


class TrainerWindow(QMainWindow):
    """The training room for one student at a time; see the module docstring."""

    def __init__(self, data_dir: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trainerWindow")
        self.data_dir = data_dir
        self.journal: ResultsJournal | None = None
        self.session: DrillSession | None = None
        self.table_view: DrillTableView | None = None
        self.last_result_file: Path | None = None
        self.instructor: QWidget | None = None
        self.room_sitting: RoomSitting | None = None  # an exam in the room, sat or handed in
        self.room_follower: ExamFollower | None = None
        self.pages = QStackedWidget(self)
        self.setCentralWidget(self.pages)
        self._build_start_page()
        self._build_drill_page()
        self._build_report_page()
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._on_tick)
        self.stop_shortcut = QShortcut(QKeySequence("Esc"), self)
        self.stop_shortcut.activated.connect(self.stop)
        self._retranslate()
        self.resize(1100, 700)  # inside a 1366 x 768 screen, its task bar and title included

    # ------------------------------------------------------------------ pages

    def _build_start_page(self) -> None:
        page = QWidget()
        layout = QVBoxLayout(page)
        form = QFormLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("studentName")
        self.name_label = QLabel()
        form.addRow(self.name_label, self.name_edit)
        modes = QHBoxLayout()
        self.mode_group = QButtonGroup(page)
        self.mode_buttons: dict[Mode, QRadioButton] = {}
        for mode in Mode:
            button = QRadioButton()
            self.mode_group.addButton(button)
            self.mode_buttons[mode] = button
            modes.addWidget(button)
        self.mode_buttons[Mode.LEARN].setChecked(True)
        self.mode_label = QLabel()
        form.addRow(self.mode_label, modes)
        self.code_edit = QLineEdit()
        self.code_edit.setObjectName("examCode")
        self.code_label = QLabel()
        form.addRow(self.code_label, self.code_edit)
        self.folder_edit = QLineEdit(str(results_folder(self.data_dir)))
        self.folder_label = QLabel()
        self.folder_button = QPushButton()
        self.folder_button.clicked.connect(self._on_choose_folder)
        folder_line = QHBoxLayout()
        folder_line.addWidget(self.folder_edit, 1)
        folder_line.addWidget(self.folder_button)
        form.addRow(self.folder_label, folder_line)
        self.room_edit = QLineEdit(str(Settings().get("room")))
        self.room_edit.setObjectName("roomUrl")
        # the station's password is in the address: shown only while it is typed
        self.room_edit.setEchoMode(QLineEdit.EchoMode.PasswordEchoOnEdit)
        self.room_label = QLabel()
        form.addRow(self.room_label, self.room_edit)
        layout.addLayout(form)
        lists = skills_and_games({"nlhe", "plo"}, "")
        self.skill_list, self.game_list = lists.skill_list, lists.game_list
        self.skills_title, self.games_title = lists.skills_title, lists.games_title
        layout.addLayout(lists.row, 1)
        self.start_problem = QLabel()
        self.start_problem.setObjectName("startProblem")
        self.start_problem.setWordWrap(True)
        layout.addWidget(self.start_problem)
        buttons = QHBoxLayout()
        self.start_button = QPushButton()
        self.start_button.setObjectName("startButton")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start)
        self.report_button = QPushButton()
        self.report_button.clicked.connect(self.show_student_report)
        self.instructor_button = QPushButton()
        self.instructor_button.clicked.connect(self.open_instructor)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.report_button)
        self.join_button = QPushButton()
        self.join_button.setObjectName("joinRoomExam")
        self.join_button.clicked.connect(self.join_room_exam)
        buttons.addWidget(self.join_button)
        buttons.addStretch(1)
        buttons.addWidget(self.instructor_button)
        layout.addLayout(buttons)
        self.name_edit.returnPressed.connect(self.start)
        self.code_edit.returnPressed.connect(self.start)
        for button in self.mode_buttons.values():
            button.toggled.connect(self._on_mode)
        self.start_page = page
        self.pages.addWidget(page)

    def _build_drill_page(self) -> None:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.table_holder = QVBoxLayout()
        # The table takes most of the height (a 1366 x 768 screen leaves it little), the
        # verdict box a share that scrolls (it takes its 200 px on a taller screen).
        layout.addLayout(self.table_holder, 4)
        self.status_label = QLabel()
        self.status_label.setObjectName("drillStatus")
        layout.addWidget(self.status_label)
        self.question_label = QLabel()
        self.question_label.setObjectName("question")
        self.question_label.setWordWrap(True)
        layout.addWidget(self.question_label)
        self.choices_label = QLabel()
        self.choices_label.setObjectName("choices")
        self.choices_label.setWordWrap(True)
        layout.addWidget(self.choices_label)
        self.hint_label = QLabel()
        self.hint_label.setObjectName("answerHint")
        layout.addWidget(self.hint_label)
        self.answer_edit = QLineEdit()
        self.answer_edit.setObjectName("answer")
        self.answer_edit.returnPressed.connect(self._on_enter)
        layout.addWidget(self.answer_edit)
        self.feedback = QTextBrowser()
        self.feedback.setObjectName("feedback")
        self.feedback.setMaximumHeight(200)
        self.feedback.setMinimumHeight(4 * self.feedback.fontMetrics().lineSpacing())
        layout.addWidget(self.feedback, 1)
        self.drill_page = page
        self.pages.addWidget(page)

    def _build_report_page(self) -> None:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.report_view = QTextBrowser()
        self.report_view.setObjectName("report")
        layout.addWidget(self.report_view, 1)
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back_to_start)
        layout.addWidget(self.back_button)
        self.report_page = page
        self.pages.addWidget(page)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("%1 — training room").replace("%1", app_name()))
        self.name_label.setText(self.tr("&Student:"))
        self.name_label.setBuddy(self.name_edit)
        self.mode_label.setText(self.tr("Mode:"))
        self.mode_buttons[Mode.LEARN].setText(self.tr("&Learn (explained)"))
        self.mode_buttons[Mode.PRACTICE].setText(self.tr("&Practice (timed)"))
        self.mode_buttons[Mode.EXAM].setText(self.tr("&Exam (a code)"))
        self.mode_buttons[Mode.LIVE].setText(self.tr("Live &dealing (figures hidden)"))
        self.code_label.setText(self.tr("Exam &code:"))
        self.code_label.setBuddy(self.code_edit)
        self.folder_label.setText(self.tr("Result files go to:"))
        self.folder_button.setText(self.tr("Choose…"))
        self.room_label.setText(self.tr("Room (&URL):"))
        self.room_label.setBuddy(self.room_edit)
        self.room_edit.setPlaceholderText(self.tr("postgresql://… given by the room's manager"))
        self.join_button.setText(self.tr("&Join an exam in the room"))
        self.skills_title.setText(self.tr("Skills"))
        self.games_title.setText(self.tr("Games"))
        for row, skill in enumerate(Skill):
            self.skill_list.item(row).setText(trainer_words.skill_name(skill))
        for row, game in enumerate(GAMES):
            self.game_list.item(row).setText(trainer_words.game_name(game))
        self.start_button.setText(self.tr("S&tart  [Enter]"))
        self.report_button.setText(self.tr("My &report"))
        self.instructor_button.setText(self.tr("&Instructor…"))
        self.back_button.setText(self.tr("&Back  [Esc]"))
        self._on_mode()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ starting

    def _on_mode(self, _checked: bool = False) -> None:
        exam = self.mode_buttons[Mode.EXAM].isChecked()
        self.code_edit.setEnabled(exam)
        self.folder_edit.setEnabled(exam)
        self.skill_list.setEnabled(not exam and not self.mode_buttons[Mode.LIVE].isChecked())
        self.game_list.setEnabled(not exam)

    @property
    def mode(self) -> Mode:
        return next(mode for mode, button in self.mode_buttons.items() if button.isChecked())

    def _open_journal(self) -> ResultsJournal:
        if self.journal is None:
            self.journal = ResultsJournal.open(self.data_dir)
        return self.journal

    def _on_choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Result files go to"))
        if folder:
            self.folder_edit.setText(folder)

    def start(self) -> bool:
        """Start the chosen mode; a bad choice or code is said and nothing starts."""
        mode = self.mode
        try:
            exam = ExamSpec.from_code(self.code_edit.text()) if mode is Mode.EXAM else None
            session = DrillSession(
                self.name_edit.text(),
                mode,
                skills=[Skill[key] for key in checked_keys(self.skill_list)],
                games=checked_keys(self.game_list),
                exam=exam,
                journal=self._open_journal(),
            )
        except TrainingError as refusal:
            self.start_problem.setText(messages.text(refusal))
            return False
        self._begin(session)
        return True

    def _begin(self, session: DrillSession) -> None:
        self.start_problem.clear()
        self.session = session
        self.pages.setCurrentWidget(self.drill_page)
        self.next_question()
        self.timer.start()

    def join_room_exam(self) -> bool:
        """Join the exam of the code typed in the room at the address typed: the answers go to
        the room as they are given; a refusal (no room, no such exam, sat already) is said and
        nothing starts."""
        self.mode_buttons[Mode.EXAM].setChecked(True)
        url = self.room_edit.text().strip()
        try:
            room = open_exam_room(url)
        except TrainingError as refusal:
            self.start_problem.setText(messages.text(refusal))
            return False
        try:
            session = RoomSitting(room, self.code_edit.text(), journal=self._open_journal())
        except TrainingError as refusal:
            try:  # an exam sat and released: its results, whenever he asks
                result = released_result(room, self.code_edit.text())
            except TrainingError:
                result = None
            room.close()
            if result is None:
                self.start_problem.setText(messages.text(refusal))
                return False
            self.start_problem.clear()
            self._show_room_result(join_code(self.code_edit.text()), result)
            return True
        settings = Settings()  # the same key as the dealer's window's --room
        settings.set("room", url)
        settings.sync()
        self._leave_room()
        self.room_sitting, self.room_url = session, url
        hide_password(self.room_edit)
        self.name_edit.setText(session.student)  # the room's name for this station
        self._begin(session)
        if session.resumed:
            self.feedback.setPlainText(
                self.tr(
                    "Your sitting of exam %1 goes on where it stopped: %n answer(s) kept, and "
                    "the time runs on.",
                    "",
                    session.answered_count,
                ).replace("%1", session.code)
            )
        return True

    room_url = ""

    def _leave_room(self) -> None:
        follower, self.room_follower = self.room_follower, None
        if follower is not None:
            follower.stop()
        sitting, self.room_sitting = self.room_sitting, None
        if sitting is not None:
            sitting.room.close()

    # ------------------------------------------------------------------ asking

    def next_question(self) -> None:
        session = self.session
        assert session is not None
        if session.finished:
            self.finish_exam()
            return
        try:
            asked = session.next_question()
        except TrainingError as refusal:
            self.feedback.setPlainText(messages.text(refusal))
            return
        question = asked.question
        controller = SituationController(question)
        if self.table_view is not None:
            self.table_holder.removeWidget(self.table_view)
            self.table_view.hide()
            self.table_view.deleteLater()
        # Live dealing hides the figures the dealer must know: the pots, until typed.
        live = session.mode is Mode.LIVE
        self.table_view = DrillTableView(controller, self.drill_page, hide_pots=live)
        self.table_holder.addWidget(self.table_view)
        number = asked.index + 1
        title = trainer_words.skill_name(question.skill)
        if session.exam is not None:
            title = (
                self.tr("Question %1 of %2 · %3")
                .replace("%1", str(number))
                .replace("%2", str(session.exam.count))
                .replace("%3", title)
            )
        # The rule set decides some answers (a heads-up cap, a stud odd chip): it is shown.
        rules = (
            self.tr("%1 · rules: %2")
            .replace("%1", trainer_words.game_name(question.game))
            .replace("%2", words.word(question.setup.ruleset.name))
        )
        if question.setup.chip_unit != 1:  # splits are made in whole chips of it (RULES 7)
            money = numbers.amount(question.setup.chip_unit, question.setup.decimals)
            rules += " · " + self.tr("smallest chip %1").replace("%1", money)
        self.question_label.setText(
            numbers.rich_text(  # 1 234 kept whole in French
                f"<b>{html.escape(title)}</b> · {html.escape(rules)}"
                f"<br>{html.escape(trainer_words.text(prompt(question)))}"
            )
        )
        self.choices_label.setText(
            "<br>".join(
                f"<b>{n}</b>  {html.escape(trainer_words.text(choice.text))}"
                for n, choice in enumerate(question.choices, start=1)
            )
        )
        self.choices_label.setVisible(bool(question.choices))
        self.hint_label.setText(self._hint(question.kind))
        self.answer_edit.clear()
        self.answer_edit.setReadOnly(False)
        self.answer_edit.setFocus()
        self.feedback.clear()
        self._show_status()

    def _hint(self, kind: Kind) -> str:
        return {
            Kind.AMOUNT: self.tr("Type the amount, then Enter."),
            Kind.SEAT: self.tr("Type the seat number, then Enter."),
            Kind.CHOICE: self.tr("Type the number of your choice, then Enter."),
            Kind.POTS: self.tr(
                "Each pot: its amount, a colon, the seats that can win it; pots apart by ';' "
                "(350: 1 2 3; 400: 2 3). Enter."
            ),
            Kind.AWARDS: self.tr(
                "Each pot: seat=chips for every seat paid; pots apart by ';', main pot first "
                "(2=51 3=25 4=25; 2=40). Enter."
            ),
            Kind.RACE: self.tr(
                "The seats that win a chip, '/', the value removed (minus if the race adds "
                "chips): 1 3 / 25, or - / -75. Enter."
            ),
        }[kind]

    def _show_status(self) -> None:
        session = self.session
        if session is None:
            return
        current = session.current
        parts = []
        if session.mode is Mode.EXAM:
            left = int(session.seconds_left or 0)
            parts.append(self.tr("Time left %1").replace("%1", f"{left // 60}:{left % 60:02d}"))
        else:
            parts.append(
                self.tr("Score %1 · right %2 of %3 · streak %4 (best %5)")
                .replace("%1", str(session.points))
                .replace("%2", str(session.correct_count))
                .replace("%3", str(session.answered_count))
                .replace("%4", str(session.streak))
                .replace("%5", str(session.best_streak))
            )
            timed = session.mode in (Mode.PRACTICE, Mode.LIVE)
            if timed and current is not None and current.verdict is None:
                spent = int(session.clock() - current.started)
                parts.append(
                    self.tr("%1 s (target %2 s)")
                    .replace("%1", str(spent))
                    .replace("%2", str(TARGET_SECONDS[current.ref.skill]))
                )
        self.status_label.setText(" · ".join(parts))

    def _on_tick(self) -> None:
        session = self.session
        if session is None or self.pages.currentWidget() is not self.drill_page:
            return
        self._show_status()
        if session.mode is Mode.EXAM and session.finished:
            self.finish_exam()

    # ------------------------------------------------------------------ answering

    def _on_enter(self) -> None:
        session = self.session
        if session is None:
            return
        current = session.current
        if current is not None and current.verdict is not None:
            self.next_question()  # Enter again: the next question
            return
        self.submit(self.answer_edit.text())

    def submit(self, text: str) -> Verdict | None:
        """Answer the current question with ``text``; a bad answer is said, nothing changes."""
        session = self.session
        assert session is not None
        asked = session.current
        if asked is not None:  # 1 234,50 as the French and Russian windows write amounts
            text = typed_answer(asked.question, text)
        try:
            verdict = session.answer(text)
        except TrainingError as refusal:
            self.feedback.setPlainText(messages.text(refusal))
            if session.finished:
                self.finish_exam()
            return None
        current = session.current
        assert current is not None
        self.answer_edit.setReadOnly(True)
        if not session.shows_verdicts:
            self.feedback.setPlainText(self.tr("Answer kept. Enter: the next question."))
            if session.finished:
                self.finish_exam()
            return verdict
        explain = session.mode is Mode.LEARN or not verdict.correct
        self.feedback.setHtml(
            numbers.rich_text(
                self._verdict_html(current.question, verdict, current.points, explain)
            )
        )
        self._show_status()
        return verdict

    def _verdict_html(
        self, question: Question, verdict: Verdict, points: int, explain: bool
    ) -> str:
        if verdict.correct:
            head = self.tr("Right: %n points.", "", points)
        else:
            head = self.tr("Wrong. The right answer: %1").replace(
                "%1", right_answer(question, verdict.expected)
            )
        lines = [f"<b>{html.escape(head)}</b>"]
        if explain:
            lines += [html.escape(trainer_words.text(line)) for line in verdict.reasoning]
        lines.append(html.escape(self.tr("Enter: the next question · Esc: stop")))
        return "<br>".join(lines)

    # ------------------------------------------------------------------ ending

    def finish_exam(self) -> None:
        """The exam is over: its result file is written, and the verdicts shown at last."""
        session = self.session
        if session is None or session.exam is None:
            return
        if isinstance(session, RoomSitting):
            self._hand_in(session)
            return
        self.timer.stop()
        lines = [
            "<h2>"
            + html.escape(
                self.tr("Exam %1 — %2")
                .replace("%1", session.exam_code)
                .replace("%2", session.student)
            )
            + "</h2>",
            html.escape(
                self.tr("Right %1 of %2 · %n points", "", session.points)
                .replace("%1", str(session.correct_count))
                .replace("%2", str(session.exam.count))
            ),
        ]
        try:
            self.last_result_file = session.write_result(Path(self.folder_edit.text().strip()))
            lines.append(
                html.escape(self.tr("Result file: %1").replace("%1", str(self.last_result_file)))
            )
        except OSError as error:
            lines.append(
                html.escape(
                    self.tr("The result file could not be written: %1").replace("%1", str(error))
                )
            )
        for asked in session.asked:
            if asked.verdict is None:
                continue
            lines.append(
                f"<h3>{asked.index + 1}. {html.escape(trainer_words.skill_name(asked.ref.skill))}"
                f" · {html.escape(trainer_words.game_name(asked.ref.game))}</h3>"
            )
            lines.append(html.escape(trainer_words.text(prompt(asked.question))))
            lines.append(html.escape(self.tr("Your answer: %1").replace("%1", asked.answer or "—")))
            lines.append(
                self._verdict_html(asked.question, asked.verdict, asked.points, True).rsplit(
                    "<br>", 1
                )[0]
            )
        unanswered = session.exam.count - session.answered_count
        if unanswered:
            lines.append(
                html.escape(self.tr("Not answered in time: %1").replace("%1", str(unanswered)))
            )
        self.report_view.setHtml("<br>".join(lines))
        self.session = None
        self.pages.setCurrentWidget(self.report_page)
        self.back_button.setFocus()

    # ------------------------------------------------------------------ an exam in the room

    def _hand_in(self, session: RoomSitting) -> None:
        """The sitting is over: said to the room; the results wait for the release, followed
        live in the room."""
        self.timer.stop()
        self.session = None
        self.room_sitting = session
        problem = ""
        try:
            session.hand_in()
        except TrainingError as refusal:  # the room away: the answers given are in it already
            problem = messages.text(refusal)
        self.report_view.setHtml(self._waiting_html(session, problem))
        self.pages.setCurrentWidget(self.report_page)
        self.back_button.setFocus()
        if not self.check_results() and self.room_follower is None:
            self.room_follower = ExamFollower(self.room_url, session.stream, self)
            self.room_follower.moved.connect(self.check_results)

    def _title(self, code: str, student: str, sitting: int) -> str:
        title = self.tr("Exam %1 — %2").replace("%1", code).replace("%2", student)
        if sitting > 1:
            title += " · " + self.tr("sitting %1, with the instructor's leave").replace(
                "%1", str(sitting)
            )
        return "<h2>" + html.escape(title) + "</h2>"

    def _waiting_html(self, session: RoomSitting, problem: str) -> str:
        assert session.exam is not None
        lines = [
            self._title(session.code, session.student, session.sitting_number),
            html.escape(
                self.tr("Your answers are in the room: %1 of %2 answered.")
                .replace("%1", str(session.answered_count))
                .replace("%2", str(session.exam.count))
            ),
            html.escape(
                self.tr(
                    "The results and the right answers are shown here when the instructor "
                    "releases them."
                )
            ),
        ]
        if problem:
            lines.append(html.escape(problem))
        return "<br>".join(lines)

    def check_results(self) -> bool:
        """Show the results of the exam handed in, if the instructor has released them."""
        sitting = self.room_sitting
        if sitting is None or self.pages.currentWidget() is self.drill_page:
            return False  # another drill under way: joining with the code shows them later
        try:
            result = sitting.released_result()
        except TrainingError:
            return False  # the room away: the follower tries again
        if result is None:
            return False
        follower, self.room_follower = self.room_follower, None
        if follower is not None:
            follower.stop()
        self._show_room_result(sitting.code, result)
        return True

    def _show_room_result(self, code: str, result: RoomResult) -> None:
        self.report_view.setHtml(numbers.rich_text(self.room_result_html(code, result)))
        self.pages.setCurrentWidget(self.report_page)
        self.back_button.setFocus()

    def room_result_html(self, code: str, result: RoomResult) -> str:
        """The released result: each question in the student's order, his answer, the right
        one, and the questions left unanswered."""
        lines = [
            self._title(code, result.student, result.sitting),
            html.escape(
                self.tr("Right %1 of %2 · %n points", "", result.points)
                .replace("%1", str(result.correct))
                .replace("%2", str(result.count))
            ),
        ]
        if result.late:
            lines.append(
                html.escape(
                    self.tr(
                        "%n answer(s) reached the room after the time: not counted.",
                        "",
                        result.late,
                    )
                )
            )
        position = {index: number for number, index in enumerate(result.order, start=1)}
        for answer in sorted(result.answers, key=lambda a: position.get(a.index, 0)):
            question = answer.ref.question()
            lines.append(
                f"<h3>{position.get(answer.index, 0)}. "
                f"{html.escape(trainer_words.skill_name(answer.ref.skill))}"
                f" · {html.escape(trainer_words.game_name(answer.ref.game))}</h3>"
            )
            lines.append(html.escape(trainer_words.text(prompt(question))))
            lines.append(
                html.escape(self.tr("Your answer: %1").replace("%1", answer.answer or "—"))
            )
            if answer.correct:
                head = self.tr("Right: %n points.", "", answer.points)
            else:
                head = self.tr("Wrong. The right answer: %1").replace("%1", answer.expected)
            lines.append(f"<b>{html.escape(head)}</b>")
        if result.unanswered:
            numbers_left = sorted(position.get(index, index + 1) for index in result.unanswered)
            lines.append(
                html.escape(
                    self.tr("Not answered: %1").replace("%1", ", ".join(map(str, numbers_left)))
                )
            )
        return "<br>".join(lines)

    def show_student_report(self) -> bool:
        """The student's strong and weak skills over time, and the drill to do next."""
        try:
            name = student_name(self.name_edit.text())
        except TrainingError as refusal:
            self.start_problem.setText(messages.text(refusal))
            return False
        report = student_report(name, self._open_journal().records(name))
        self.report_view.setHtml(self.report_html(report))
        self.pages.setCurrentWidget(self.report_page)
        self.back_button.setFocus()
        return True

    def stop(self) -> None:
        """Esc: a practice stops with its report; an exam hands in what is answered."""
        page = self.pages.currentWidget()
        if page is self.report_page:
            self.back_to_start()
            return
        if page is not self.drill_page or self.session is None:
            return
        if self.session.exam is not None:
            self.finish_exam()
            return
        self.timer.stop()
        self.session = None
        self.show_student_report()

    def back_to_start(self) -> None:
        self.pages.setCurrentWidget(self.start_page)
        self.name_edit.setFocus()

    def open_instructor(self) -> QWidget:
        from dealer_app.ui.training.instructor import InstructorWindow

        if self.instructor is None:
            self.instructor = InstructorWindow(self.data_dir)
        self.instructor.show()
        self.instructor.raise_()
        return self.instructor

    def report_html(self, report: StudentReport) -> str:
        """A student's report as the window shows it."""
        title = self.tr("Report of %1").replace("%1", report.student)
        lines = ["<h2>" + html.escape(title) + "</h2>"]
        if report.first_day:
            lines.append(
                html.escape(
                    self.tr("Answers from %1 to %2.")
                    .replace("%1", report.first_day)
                    .replace("%2", report.last_day)
                )
            )
        rows = []
        for stats in report.skills:
            trend = ""
            if stats.earlier_accuracy is not None:
                trend = f"{round(stats.earlier_accuracy * 100)}% → "
            state = self.tr("strong") if stats.strong else self.tr("weak") if stats.weak else ""
            rows.append(
                "<tr>"
                f"<td>{html.escape(trainer_words.skill_name(stats.skill))}</td>"
                f"<td>{stats.answers}</td>"
                f"<td>{round(stats.accuracy * 100)}%</td>"
                f"<td>{trend}{round(stats.recent_accuracy * 100)}%</td>"
                f"<td>{stats.mean_seconds:.0f} / {TARGET_SECONDS[stats.skill]} s</td>"
                f"<td>{html.escape(state)}</td>"
                "</tr>"
            )
        if rows:
            head = "".join(
                f"<th>{html.escape(text)}</th>"
                for text in (
                    self.tr("Skill"),
                    self.tr("Answers"),
                    self.tr("Right"),
                    self.tr("Lately"),
                    self.tr("Time / target"),
                    "",
                )
            )
            lines.append(
                f"<table border='1' cellpadding='4'><tr>{head}</tr>{''.join(rows)}</table>"
            )
        else:
            lines.append(html.escape(self.tr("No answers yet.")))
        if report.untried:
            lines.append(
                html.escape(
                    self.tr("Not tried yet: %1").replace(
                        "%1", ", ".join(trainer_words.skill_name(skill) for skill in report.untried)
                    )
                )
            )
        if report.weak_tags:
            lines.append(
                html.escape(
                    self.tr("Weak spots: %1").replace(
                        "%1", ", ".join(trainer_words.tag_name(tag) for tag in report.weak_tags)
                    )
                )
            )
        skill, game = report.suggestion
        lines.append(
            "<b>"
            + html.escape(
                self.tr("Next drill: %1 in %2.")
                .replace("%1", trainer_words.skill_name(skill))
                .replace("%2", trainer_words.game_name(game))
            )
            + "</b>"
        )
        return "<br>".join(lines)

    def closeEvent(self, event: QCloseEvent) -> None:
        session = self.session
        # Closing hands in the answers given (their result file); an exam in the room has them
        # already, and goes on when the window opens again while its time runs.
        in_room = isinstance(session, RoomSitting)
        if session is not None and session.exam is not None and session.asked and not in_room:
            self.finish_exam()
        self.timer.stop()
        self._leave_room()
        if self.journal is not None:
            self.journal.close()
            self.journal = None
        super().closeEvent(event)


def open_trainer(data_dir: Path, parent: QWidget | None = None) -> TrainerWindow:
    """The training room, shown (from the dealer's window's menu)."""
    window = TrainerWindow(data_dir, parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    return window


def run(data_dir: Path | None = None, *, instructor: bool = False, room: str | None = None) -> int:
    """``python -m dealer_app trainer``: the training room (or the instructor's view).

    ``room``: the room's URL for exams in the room (``--room``), kept in the settings under the
    dealer's window's key for the next starts ("" forgets it); None: the one kept, if any."""
    from dealer_app.ui import i18n
    from dealer_app.ui.runtime import application, data_folder, style_sheet

    app = application()
    app.setStyleSheet(style_sheet())
    settings = Settings()
    i18n.install(settings.get("language"))
    if room is not None:
        settings.set("room", room.strip())
        settings.sync()
    folder = data_folder(data_dir)
    if instructor:
        from dealer_app.ui.training.instructor import InstructorWindow

        window: QWidget = InstructorWindow(folder)
    else:
        window = TrainerWindow(folder)
    window.show()
    return app.exec()
