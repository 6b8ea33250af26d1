"""The training room driven by keys: every drill, learn and practice, an exam to its report,
the instructor's view (codes, results judged again, PDF), bad input, French."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from dealer_app.engine.drills import Kind, Skill, games_for, truth, wrong_answers
from dealer_app.engine.drills.questions import ODD_CHIP_REASONS
from dealer_app.session.training.answers import Mode, answer_text
from dealer_app.session.training.journal import ResultsJournal
from dealer_app.ui import i18n
from dealer_app.ui.training.instructor import InstructorWindow
from dealer_app.ui.training.lists import checked_keys, set_checked
from dealer_app.ui.training.trainer import TrainerWindow
from tests.ui.conftest import screenshot


@pytest.fixture
def trainer(qtbot, tmp_path: Path) -> TrainerWindow:  # type: ignore[no-untyped-def]
    window = TrainerWindow(tmp_path / "data")
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    return window


def _type(qtbot, widget, text: str) -> None:  # type: ignore[no-untyped-def]
    widget.setFocus()
    widget.selectAll() if hasattr(widget, "selectAll") else None
    qtbot.keyClicks(widget, text)
    qtbot.keyClick(widget, Qt.Key.Key_Return)


def _start(qtbot, window: TrainerWindow, mode: str, skills: set[str], games: set[str]) -> None:  # type: ignore[no-untyped-def]
    window.name_edit.clear()
    qtbot.keyClicks(window.name_edit, "Anna Petrova")
    window.mode_buttons[Mode(mode)].setChecked(True)
    set_checked(window.skill_list, skills)
    set_checked(window.game_list, games)
    qtbot.keyClick(window.name_edit, Qt.Key.Key_Return)


def _right_text(window: TrainerWindow) -> str:
    asked = window.session.current  # type: ignore[union-attr]
    assert asked is not None
    return answer_text(asked.question, truth(asked.question))


def _wrong_text(window: TrainerWindow) -> str:
    asked = window.session.current  # type: ignore[union-attr]
    assert asked is not None
    return answer_text(asked.question, wrong_answers(asked.question)[0])


@pytest.mark.parametrize("skill", list(Skill), ids=[s.name for s in Skill])
def test_student_answers_each_drill_by_keys(qtbot, trainer: TrainerWindow, skill: Skill) -> None:  # type: ignore[no-untyped-def]
    game = games_for(skill)[-1]
    _start(qtbot, trainer, "learn", {skill.name}, {game})
    assert trainer.pages.currentWidget() is trainer.drill_page
    question = trainer.session.current.question  # type: ignore[union-attr]
    assert question.skill is skill
    assert trainer.question_label.text()
    assert trainer.table_view is not None
    # The table view of the dealer's window shows the situation's players.
    names = [question.setup.name(p) for p in range(question.setup.player_count)]
    assert all(
        name in trainer.table_view.seat_text(seat) for seat, name in enumerate(names, start=1)
    )
    if question.hides_pots:
        assert trainer.table_view.pots_lines() == ["The pots: your answer"]
    if question.kind is Kind.CHOICE:
        assert trainer.choices_label.text().count("<b>") == len(question.choices)
    _type(qtbot, trainer.answer_edit, _right_text(trainer))
    assert trainer.feedback.toPlainText().startswith("Right:")
    assert "Enter: the next question" in trainer.feedback.toPlainText()
    qtbot.keyClick(trainer.answer_edit, Qt.Key.Key_Return)  # the next question
    assert trainer.session.current.verdict is None  # type: ignore[union-attr]
    right = _right_text(trainer)
    _type(qtbot, trainer.answer_edit, _wrong_text(trainer))
    feedback = trainer.feedback.toPlainText()
    assert feedback.startswith(f"Wrong. The right answer: {right}")
    assert len(feedback.splitlines()) >= 3  # the reasoning follows
    if skill is Skill.SIDE_POTS:
        screenshot(trainer, "trainer_side_pots")
    records = ResultsJournal.open(trainer.data_dir).records("Anna Petrova")
    assert [record.correct for record in records] == [True, False]
    qtbot.keyClick(trainer.answer_edit, Qt.Key.Key_Escape)
    assert trainer.pages.currentWidget() is trainer.report_page
    assert "Next drill:" in trainer.report_view.toPlainText()


def test_bad_answer_is_said_and_changes_nothing(qtbot, trainer: TrainerWindow) -> None:  # type: ignore[no-untyped-def]
    _start(qtbot, trainer, "practice", {"TO_CALL"}, {"nlhe"})
    _type(qtbot, trainer.answer_edit, "ten")
    assert trainer.feedback.toPlainText() == "'ten' is not a number: type it in digits, like 240."
    assert trainer.session.current.verdict is None  # type: ignore[union-attr]
    assert "Score 0" in trainer.status_label.text()
    trainer.answer_edit.clear()
    _type(qtbot, trainer.answer_edit, _right_text(trainer))
    assert trainer.feedback.toPlainText().startswith("Right:")
    assert "streak 1" in trainer.status_label.text()


def test_start_refuses_bad_choices(qtbot, trainer: TrainerWindow) -> None:  # type: ignore[no-untyped-def]
    _start(qtbot, trainer, "learn", {"BRING_IN"}, {"nlhe"})
    assert trainer.pages.currentWidget() is trainer.start_page
    assert "None of the skills chosen is asked" in trainer.start_problem.text()
    trainer.mode_buttons[list(trainer.mode_buttons)[2]].setChecked(True)
    _type(qtbot, trainer.code_edit, "ABC")
    assert trainer.start_problem.text().startswith("'ABC' is not an exam code")
    assert trainer.session is None


def test_exam_from_the_instructors_code_to_the_report_and_back(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    data = tmp_path / "data"
    instructor = InstructorWindow(data)
    qtbot.addWidget(instructor)
    instructor.show()
    set_checked(instructor.skill_list, {"SIDE_POTS", "SHOWDOWN", "BRING_IN", "BEST_HAND"})
    set_checked(instructor.game_list, {"plo8", "stud8"})
    instructor.count_spin.setValue(4)
    instructor.minutes_spin.setValue(30)
    exam = instructor.make_exam()
    assert exam is not None and instructor.code_edit.text() == exam.code
    assert instructor.message.text().endswith(
        "Questions per skill: Main and side pots 1, Showdown: who wins what 1, Best hand 1, "
        "Stud: bring-in 1"
    )
    assert checked_keys(instructor.game_list) == ["plo8", "stud8"]
    for name, right in (("Anna", {0, 1, 2, 3}), ("Boris", {1})):
        window = TrainerWindow(data)
        qtbot.addWidget(window)
        window.show()
        window.name_edit.setText(name)
        window.mode_buttons[list(window.mode_buttons)[2]].setChecked(True)
        _type(qtbot, window.code_edit, exam.code.lower())
        assert window.pages.currentWidget() is window.drill_page
        assert window.question_label.text().startswith("<b>Question 1 of 4")
        for index in range(4):
            text = _right_text(window) if index in right else _wrong_text(window)
            _type(qtbot, window.answer_edit, text)
            assert window.feedback.toPlainText().startswith("Answer kept")  # no verdict yet
            if index < 3:
                qtbot.keyClick(window.answer_edit, Qt.Key.Key_Return)
        assert window.pages.currentWidget() is window.report_page
        report = window.report_view.toPlainText()
        assert f"Right {len(right)} of 4" in report
        assert window.last_result_file is not None and window.last_result_file.exists()
        if name == "Anna":
            screenshot(window, "trainer_exam_report")
    # Boris edits his score in the file: judged again, it does not survive.
    boris = next((data / "exam results").glob("*Boris*.json"))
    content = json.loads(boris.read_text())
    content["points"] = 400
    boris.write_text(json.dumps(content))
    results = instructor.read_results()
    assert results is not None
    rows = {
        instructor.table.item(row, 0).text(): [
            instructor.table.item(row, column).text() for column in range(5)
        ]
        for row in range(instructor.table.rowCount())
    }
    assert rows["Anna"][1] == "4 / 4" and rows["Anna"][4] == "not supervised"
    assert rows["Boris"][1] == "1 / 4" and rows["Boris"][3] == "400"
    assert rows["Boris"][4] == "not supervised · score edited in the file"
    assert int(rows["Boris"][2]) <= 100
    pdf = instructor.print_pdf(tmp_path / "results.pdf")
    assert pdf.read_bytes().startswith(b"%PDF")
    assert "it was edited" in instructor.results_html()
    assert "Not supervised: a result file from the student" in instructor.results_html()
    # a time that cannot be true is said in the class's table and on paper
    content["answers"][0]["seconds"] = -5
    boris.write_text(json.dumps(content))
    instructor.read_results()
    flagged = "Question 1: its time is negative (-5 s)."
    assert any(
        flagged in instructor.table.item(row, 4).text()
        for row in range(instructor.table.rowCount())
    )
    assert flagged in instructor.results_html()


def test_menu_of_the_dealers_window_opens_the_training_room(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    from dealer_app.engine.hand import HandSetup
    from dealer_app.engine.variants import VARIANTS

    window = open_window(HandSetup(VARIANTS["nlhe"], (500, 500), blinds=(10, 5), min_bet=10))
    window.trainer_action.trigger()
    assert isinstance(window.trainer, TrainerWindow)
    qtbot.addWidget(window.trainer)
    assert window.trainer.isVisible()


def test_trainer_in_french(qtbot, trainer: TrainerWindow, qm_dir: Path) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install("fr", folder=qm_dir) == "fr"
    from PySide6.QtCore import QEvent

    trainer.changeEvent(QEvent(QEvent.Type.LanguageChange))  # as the settings' change sends
    _start(qtbot, trainer, "learn", {"TO_CALL"}, {"nlhe"})
    assert "Montant pour suivre" in trainer.question_label.text()
    assert "Combien de jetons" in trainer.question_label.text()
    assert trainer.answer_edit.isVisible()
    screenshot(trainer, "trainer_french")
    _type(qtbot, trainer.answer_edit, "abc")
    assert "n'est pas un nombre" in trainer.feedback.toPlainText()


def test_a_training_refusal_in_french_and_russian(
    qtbot, trainer: TrainerWindow, qm_dir: Path
) -> None:  # type: ignore[no-untyped-def]
    """A training refusal carries its key and values; the trainer words it in the student's
    language."""
    from dealer_app.session.training.answers import TrainingError
    from dealer_app.session.training.exams import ExamSpec

    with pytest.raises(TrainingError) as refused:
        ExamSpec.from_code(" ABC ")
    assert refused.value.message.key == (
        "'{code}' is not an exam code: a code has 18 letters and digits, like {example}."
    )
    assert dict(refused.value.message.values) == {"code": "ABC", "example": "0A1B2C-3D4E5F-6G7H8J"}
    for language, expected in (
        ("fr", "« ABC » n'est pas un code d'examen : un code a 18 lettres et chiffres, comme "),
        ("ru", "«ABC» — не код экзамена: в коде 18 букв и цифр, например "),
    ):
        assert i18n.install(language, folder=qm_dir) == language
        trainer.mode_buttons[Mode.EXAM].setChecked(True)
        trainer.code_edit.setText("ABC")
        assert not trainer.start()
        assert trainer.start_problem.text() == expected + "0A1B2C-3D4E5F-6G7H8J."


def test_command_line_opens_the_trainer(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from dealer_app import __main__
    from dealer_app.ui.training import trainer

    opened = []
    monkeypatch.setattr(
        trainer,
        "run",
        lambda data_dir, *, instructor, room: opened.append((data_dir, instructor, room)) or 0,
    )
    assert __main__.main(["trainer", "--instructor", "--data-dir", str(tmp_path)]) == 0
    assert __main__.main(["--data-dir", str(tmp_path), "trainer"]) == 0
    assert __main__.main(["trainer", "--room", "postgresql://h/r"]) == 0
    assert __main__.main(["--room", "postgresql://h/q", "trainer"]) == 0
    assert opened == [
        (tmp_path, True, None),
        (tmp_path, False, None),
        (None, False, "postgresql://h/r"),
        (None, False, "postgresql://h/q"),
    ]


def test_live_dealing_hides_the_pots_until_typed(qtbot, trainer: TrainerWindow) -> None:  # type: ignore[no-untyped-def]
    _start(qtbot, trainer, "live", set(), {"nlhe"})
    assert not trainer.skill_list.isEnabled()
    for _ in range(6):
        asked = trainer.session.current  # type: ignore[union-attr]
        assert asked is not None
        if asked.question.hand().phase.value != "over":
            assert trainer.table_view.pots_lines() == ["The pots: your answer"]  # type: ignore[union-attr]
        _type(qtbot, trainer.answer_edit, _right_text(trainer))
        assert trainer.feedback.toPlainText().startswith("Right:")
        qtbot.keyClick(trainer.answer_edit, Qt.Key.Key_Return)


def test_every_drill_and_training_sentence_is_listed_for_translation() -> None:
    """lupdate finds the drills' sentences where trainer_words lists them, and the session's
    refusals where they are raised."""
    import ast
    import random

    from dealer_app.engine.drills import generate, prompt, reasoning
    from dealer_app.session import training
    from dealer_app.ui.training import words as trainer_words

    listed = set(trainer_words.DRILL_TEXTS) | {"%1", "%1 (%2)", "%1: %2", "%1: %2 — %3"}
    for skill in Skill:
        for game in games_for(skill):
            question = generate(skill, game, random.Random(f"words {skill} {game}"))
            for tag in question.tags()[1:]:
                assert tag in trainer_words.TAG_NAMES or tag in trainer_words.DRILL_WORDS
            texts = [prompt(question), *reasoning(question)]
            texts += [choice.text for choice in question.choices]
            for text in texts:
                assert text.key in listed, text.key
                for value, kind in zip(text.values, text.words or (), strict=False):
                    if kind == "reason" and isinstance(value, str):  # else the engine's message
                        assert value in trainer_words.DRILL_WORDS or value in ODD_CHIP_REASONS
    # The session's refusals: each made from a key marked where it is raised (or a constant
    # marked in its module), in the messages' context, in every module of the package.
    modules = sorted(Path(training.__file__).parent.glob("*.py"))
    assert len(modules) > 5

    def marked(node: ast.expr) -> bool:
        return (
            isinstance(node, ast.Call)
            and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP"
            and isinstance(node.args[0], ast.Constant)
            and node.args[0].value == "Messages"
        )

    count = 0
    for module in modules:
        tree = ast.parse(module.read_text(encoding="utf-8"))
        constants = {
            target.id
            for node in tree.body
            if isinstance(node, ast.AnnAssign) and node.value is not None and marked(node.value)
            for target in [node.target]
            if isinstance(target, ast.Name)
        }
        refusals = [
            node.args[0]
            for node in ast.walk(tree)
            if isinstance(node, ast.Call)
            and getattr(node.func, "id", "") == "TrainingError"
            and node.args
        ]
        count += len(refusals)
        assert all(marked(key) or getattr(key, "id", "") in constants for key in refusals)
    assert count > 25


def test_irregularity_drill_shows_the_rulings_steps(qtbot, trainer: TrainerWindow) -> None:  # type: ignore[no-untyped-def]
    """The irregularity drill: the error and the rule set asked, rulings to choose from; a
    wrong choice shows the ruling's steps and the rule book's clause."""
    from dealer_app.engine.drills.questions import question_ruling

    _start(qtbot, trainer, "learn", {"IRREGULARITY"}, {"plo"})
    question = trainer.session.current.question  # type: ignore[union-attr]
    assert question.skill is Skill.IRREGULARITY and question.error is not None
    assert f"What do the {question.setup.ruleset.name} rules say to do?" in (
        trainer.question_label.text()
    )
    ruling = question_ruling(question)
    assert ruling.steps[0].text[:40] in trainer.choices_label.text().replace("&#x27;", "'")
    _type(qtbot, trainer.answer_edit, _wrong_text(trainer))
    feedback = trainer.feedback.toPlainText()
    assert feedback.startswith("Wrong. The right answer:")
    for step in ruling.steps:
        assert step.text in feedback
    assert ruling.source in feedback


def test_chip_race_drill_by_keys(qtbot, trainer: TrainerWindow) -> None:  # type: ignore[no-untyped-def]
    """The chip race: the table shows the stacks, the question the chips leaving and the
    cards; a typing mistake is said; a wrong answer shows the race as the engine runs it."""
    _start(qtbot, trainer, "practice", {"CHIP_RACE"}, {"nlhe"})
    question = trainer.session.current.question  # type: ignore[union-attr]
    assert question.skill is Skill.CHIP_RACE and question.race is not None
    assert "Colour-up: the" in trainer.question_label.text()
    assert "'/'" in trainer.hint_label.text()
    stacks = question.setup.starting_stacks
    assert str(stacks[0]) in trainer.table_view.seat_text(1).replace(",", "").replace(" ", "")
    _type(qtbot, trainer.answer_edit, "1 2")
    assert trainer.feedback.toPlainText().startswith("'1 2' is not seats / value")
    assert trainer.session.current.verdict is None  # type: ignore[union-attr]
    trainer.answer_edit.clear()
    right = _right_text(trainer)
    _type(qtbot, trainer.answer_edit, _wrong_text(trainer))
    feedback = trainer.feedback.toPlainText()
    assert feedback.startswith(f"Wrong. The right answer: {right}")
    assert "coloured up in full" in feedback and "Value removed" in feedback


@pytest.mark.parametrize("skill", [Skill.BRING_IN, Skill.FIRST_TO_ACT], ids=lambda s: s.name)
def test_who_acts_questions_do_not_show_the_player_to_act(
    qtbot, trainer: TrainerWindow, skill: Skill
) -> None:  # type: ignore[no-untyped-def]
    """Issue 28: a bring-in or first-to-act question is not answered by the table: no seat is
    marked to act and the centre does not say "Boris to act"; other questions still show it."""
    for game in games_for(skill):
        _start(qtbot, trainer, "learn", {skill.name}, {game})
        question = trainer.session.current.question  # type: ignore[union-attr]
        assert question.skill is skill
        view = trainer.table_view
        assert view is not None
        actor = question.hand().actor
        assert actor is not None
        name = question.setup.name(actor)
        need = view.centre.need.text()
        assert name not in need and "to act" not in need.lower(), need
        assert need == "Who acts: your answer"
        for seat, widget in view.seat_widgets.items():
            assert widget.property("state") != "toAct", (game, seat)
            assert "To act" not in view.seat_text(seat), (game, seat)
        trainer.stop()  # the practice's report
        trainer.back_to_start()


def test_other_questions_still_show_the_player_to_act(qtbot, trainer: TrainerWindow) -> None:  # type: ignore[no-untyped-def]
    _start(qtbot, trainer, "learn", {Skill.TO_CALL.name}, {"stud"})
    question = trainer.session.current.question  # type: ignore[union-attr]
    view = trainer.table_view
    assert view is not None
    actor = question.hand().actor
    assert view.centre.need.text() == f"{question.setup.name(actor)} to act."
    assert sum(w.property("state") == "toAct" for w in view.seat_widgets.values()) == 1
