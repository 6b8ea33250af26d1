"""The training session: answers read and judged, scores, the journal, exam codes and files,
the instructor's re-scoring."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_app.engine.drills import Kind, Skill, truth, wrong_answers
from dealer_app.session.training.answers import (
    Mode,
    TrainingError,
    answer_text,
    parse_answer,
    score_points,
)
from dealer_app.session.training.exams import ExamSpec, QuestionRef
from dealer_app.session.training.grading import grade_result_file, read_results_folder
from dealer_app.session.training.journal import AnswerRecord, ResultsJournal
from dealer_app.session.training.reports import student_report
from dealer_app.session.training.sitting import DrillSession
from dealer_app.store.training_log import TRAINING_FILE_NAME, AnswerRow, TrainingLog

ROOT = Path(__file__).resolve().parents[2]


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _exam(count: int = 6) -> ExamSpec:
    return ExamSpec(
        seed=424242,
        skills=(Skill.TO_CALL, Skill.SIDE_POTS, Skill.SHOWDOWN, Skill.BRING_IN),
        games=("nlhe", "stud8"),
        count=count,
        minutes=20,
    )


def test_exam_code_round_trip_and_bad_codes() -> None:
    spec = _exam()
    code = spec.code
    assert ExamSpec.from_code(code.lower().replace("-", " ")) == spec
    for bad, words in (
        ("", "a code has 18 letters"),
        (code[:-2], "a code has 18 letters"),
        ("U" + code[1:], "'U' is never in one"),
        (code[:3] + ("0" if code[3] != "0" else "1") + code[4:], "a character is wrong"),
    ):
        with pytest.raises(TrainingError, match=words):
            ExamSpec.from_code(bad)


def test_build_refuses_what_cannot_make_an_exam() -> None:
    with pytest.raises(TrainingError, match="at least one skill"):
        ExamSpec.build([], ["nlhe"], 5, 10)
    with pytest.raises(TrainingError, match="None of the skills chosen"):
        ExamSpec.build([Skill.BRING_IN], ["nlhe", "plo"], 5, 10)
    with pytest.raises(TrainingError, match="1 to 200 questions"):
        ExamSpec.build([Skill.TO_CALL], ["nlhe"], 0, 10)
    spec = ExamSpec.build([Skill.BRING_IN, Skill.TO_CALL], ["razz", "nlhe"], 5, 10)
    assert spec.games == ("nlhe", "razz")


def test_exam_code_gives_the_same_questions_in_two_processes() -> None:
    code = _exam(8).code
    script = (
        "import sys\n"
        "from dealer_app.session.training.exams import ExamSpec\n"
        "from dealer_app.engine.drills import truth, english, prompt\n"
        "for q in ExamSpec.from_code(sys.argv[1]).questions():\n"
        "    print(q.skill.name, q.game, english(prompt(q)), truth(q), q.actions)\n"
    )
    outputs = [
        subprocess.run(
            [sys.executable, "-c", script, code],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
            env={"PYTHONPATH": str(ROOT), "PYTHONHASHSEED": str(seed)},
        ).stdout
        for seed in (1, 2)
    ]
    assert outputs[0] == outputs[1]
    assert len(outputs[0].splitlines()) == 8


def test_parse_answers_and_clear_refusals() -> None:
    questions = {q.kind: q for q in _exam(30).questions()}
    pots = questions[Kind.POTS]
    expected = truth(pots)
    assert parse_answer(pots, answer_text(pots, expected)) == expected
    with pytest.raises(TrainingError, match="'abc' is not a number"):
        parse_answer(pots, "abc: 1 2")
    with pytest.raises(TrainingError, match="There is no seat 12"):
        parse_answer(pots, "100: 1 12")
    with pytest.raises(TrainingError, match="name the seats"):
        parse_answer(pots, "100")
    awards = questions[Kind.AWARDS]
    assert parse_answer(awards, "2=51 1:25; 1=40") == (((1, 25), (2, 51)), ((1, 40),))
    with pytest.raises(TrainingError, match="is not seat=amount"):
        parse_answer(awards, "2 51")
    with pytest.raises(TrainingError, match="Type an answer first"):
        parse_answer(awards, "  ")


def test_scores_accuracy_and_speed() -> None:
    assert score_points(Skill.TO_CALL, True, 8) == 100
    assert 50 < score_points(Skill.TO_CALL, True, 12) < 100
    assert score_points(Skill.TO_CALL, True, 500) == 50
    assert score_points(Skill.TO_CALL, False, 1) == 0


def test_practice_session_journals_every_answer_with_streaks(tmp_path: Path) -> None:
    journal = ResultsJournal.open(tmp_path)
    clock = FakeClock()
    session = DrillSession(
        "  Marie   Curie ",
        Mode.PRACTICE,
        skills=[Skill.TO_CALL, Skill.MIN_RAISE],
        games=["nlhe", "lhe"],
        journal=journal,
        clock=clock,
        rng=random.Random(8),
    )
    assert session.student == "Marie Curie"
    for number in range(6):
        asked = session.next_question()
        with pytest.raises(TrainingError, match="Answer this question first"):
            session.next_question()
        clock.now += 5
        right = answer_text(asked.question, truth(asked.question))
        with pytest.raises(TrainingError):
            session.answer("x")  # refused: nothing recorded
        verdict = session.answer(right if number != 3 else str(int(right) + 1))
        assert verdict.correct == (number != 3)
    assert session.streak == 2 and session.best_streak == 3
    records = ResultsJournal.open(tmp_path).records("Marie Curie")
    assert len(records) == 6
    assert [r.correct for r in records] == [True, True, True, False, True, True]
    assert records[0].points == 100 and records[3].points == 0
    assert records[0].tags == session.asked[0].question.tags()
    assert records[0].tags[0] == records[0].skill.value
    # The journal's question regenerates the same question.
    assert records[0].ref.question() == session.asked[0].question
    report = student_report("Marie Curie", records)
    assert Skill.SIDE_POTS in report.untried
    if report.weak:
        assert report.suggestion[0] in report.weak
    else:
        assert report.suggestion[0] is report.untried[0]


def test_report_finds_weak_and_strong_skills() -> None:
    def record(skill: Skill, game: str, correct: bool, seconds: float, day: str) -> AnswerRecord:
        ref = QuestionRef(skill, game, "1")
        tags = (skill.value, "limit", "stud", "hi/lo") if game == "stud8" else (skill.value,)
        return AnswerRecord(
            "Léa", Mode.PRACTICE, "", 0, ref, "1", correct, seconds, 100 * correct, day, tags
        )

    records = [record(Skill.TO_CALL, "nlhe", True, 3, "2026-11-01") for _ in range(8)]
    records += [record(Skill.SIDE_POTS, "nlhe", True, 40, "2026-11-01") for _ in range(2)]
    records += [record(Skill.SIDE_POTS, "stud8", False, 90, "2026-11-02") for _ in range(4)]
    records += [record(Skill.TO_CALL, "nlhe", True, 3, "2026-11-01") for _ in range(2)]
    records.append(record(Skill.TO_CALL, "razz", True, 30, "2026-11-03"))
    report = student_report("Léa", records)
    assert report.strong == (Skill.TO_CALL,)
    assert report.weak == (Skill.SIDE_POTS,)
    assert report.suggestion == (Skill.SIDE_POTS, "stud8")
    assert (report.first_day, report.last_day) == ("2026-11-01", "2026-11-03")
    assert report.weak_tags == ()  # four hi/lo answers: too few to call it weak
    records += [record(Skill.SHOWDOWN, "stud8", False, 30, "2026-11-04")]
    assert student_report("Léa", records).weak_tags == ("hi/lo", "limit", "stud")
    to_call = report.skills[0]
    assert to_call.answers == 11 and to_call.earlier_accuracy == 1.0
    fresh = student_report("Léa", records[:8])
    assert fresh.suggestion[0] is fresh.untried[0] is Skill.POT_LIMIT_MAX


def _sit_exam(tmp_path: Path, name: str, right: set[int]) -> Path:
    clock = FakeClock()
    session = DrillSession(name, Mode.EXAM, exam=_exam(), clock=clock)
    assert not session.shows_verdicts
    while not session.finished:
        asked = session.next_question()
        clock.now += 3
        good = truth(asked.question)
        bad = wrong_answers(asked.question)[0]
        session.answer(answer_text(asked.question, good if asked.index in right else bad))
    with pytest.raises(TrainingError, match="exam is over"):
        session.next_question()
    return session.write_result(tmp_path / "class")


def test_instructor_rescores_and_an_edited_score_does_not_survive(tmp_path: Path) -> None:
    honest = _sit_exam(tmp_path, "Anna", {0, 1, 2, 3, 4, 5})
    cheat = _sit_exam(tmp_path, "Boris", {0, 1})
    content = json.loads(cheat.read_text())
    content["points"] = 600
    cheat.write_text(json.dumps(content))
    (tmp_path / "class" / "notes.json").write_text("{not json")
    graded = read_results_folder(tmp_path / "class", _exam())
    by_name = {result.student: result for result in graded.results}
    assert by_name["Anna"].correct == 6 and not by_name["Anna"].edited
    assert by_name["Boris"].edited and by_name["Boris"].points < 600
    assert by_name["Boris"].correct == 2
    assert [str(p) for p in graded.problems] == [
        "notes.json is not a result file: it cannot be read."
    ]
    # Another exam's results are refused by name.
    other = ExamSpec(seed=1, skills=(Skill.TO_CALL,), games=("nlhe",), count=2, minutes=5)
    with pytest.raises(TrainingError, match="result of another exam"):
        grade_result_file(honest, other)


def test_exam_time_up_stops_answers() -> None:
    clock = FakeClock()
    session = DrillSession("Anna", Mode.EXAM, exam=_exam(), clock=clock)
    session.next_question()
    clock.now += 20 * 60 + 1
    assert session.finished
    with pytest.raises(TrainingError, match="time is up"):
        session.answer("1")


def test_live_dealing_plays_one_hand_after_another(tmp_path: Path) -> None:
    journal = ResultsJournal.open(tmp_path)
    clock = FakeClock()
    session = DrillSession(
        "Anna", Mode.LIVE, games=["plo"], journal=journal, clock=clock, rng=random.Random(4)
    )
    setups = []
    for _ in range(12):
        asked = session.next_question()
        setups.append(asked.question.setup)
        clock.now += 4
        session.answer(answer_text(asked.question, truth(asked.question)))
    assert len(set(setups)) >= 2  # a new hand once the last one's figures are found
    records = journal.records("Anna")
    assert all(record.correct for record in records)
    assert all(
        record.ref.question() == asked.question
        for record, asked in zip(records, session.asked, strict=True)
    )
    with pytest.raises(TrainingError, match="at least one game"):
        DrillSession("Anna", Mode.LIVE, games=[])


def test_chip_race_and_irregularity_answers_read_and_rescored(tmp_path: Path) -> None:
    """The two new drills: a chip race typed as ``seats / value`` (bad input said, nothing
    changed), an irregularity by its number; an exam of both re-scored from its code."""
    spec = ExamSpec(
        seed=1919, skills=(Skill.IRREGULARITY, Skill.CHIP_RACE), games=("plo",), count=6, minutes=9
    )
    assert ExamSpec.from_code(spec.code) == spec
    questions = spec.questions()
    assert {q.skill for q in questions} == {Skill.IRREGULARITY, Skill.CHIP_RACE}
    race = next(q for q in questions if q.skill is Skill.CHIP_RACE)
    expected = truth(race)
    assert parse_answer(race, answer_text(race, expected)) == expected
    assert parse_answer(race, "- / −75") == ((), -75)
    assert parse_answer(race, "3, 1 / 0") == ((1, 3), 0)
    with pytest.raises(TrainingError, match="is not seats / value"):
        parse_answer(race, "1 3")
    with pytest.raises(TrainingError, match="There is no seat 12"):
        parse_answer(race, "12 / 0")
    with pytest.raises(TrainingError, match="'x' is not a number"):
        parse_answer(race, "1 / x")
    session = DrillSession(
        "Anna",
        Mode.EXAM,
        exam=spec,
        journal=ResultsJournal(TrainingLog(tmp_path / "t.sqlite")),
        clock=FakeClock(),
    )
    for index in range(spec.count):
        asked = session.next_question()
        right = truth(asked.question)
        answer = right if index % 2 == 0 else wrong_answers(asked.question)[0]
        session.answer(answer_text(asked.question, answer))
    graded = grade_result_file(session.write_result(tmp_path / "class"), spec)
    assert graded.correct == 3 and not graded.edited


def test_figures_at_a_table_with_cents_are_typed_and_shown_as_it_shows_them() -> None:
    """Hide the figures at a 0.25/0.50 table: the window says 0.50, the student types 0.50
    (not 50 cents), and a wrong answer's right one reads 0.50 too."""
    from dealer_app.engine.hand import Hand, HandSetup
    from dealer_app.engine.variants import VARIANTS
    from dealer_app.session.training.figures import FigureDrill

    setup = HandSetup(VARIANTS["plo"], (10000,) * 3, blinds=(25, 50, 0), min_bet=50, decimals=2)
    hand = Hand(setup)
    drill = FigureDrill("Anna", None, clock=FakeClock())
    to_call, pot_max = drill.hidden(hand)
    assert to_call.skill is Skill.TO_CALL and pot_max.skill is Skill.POT_LIMIT_MAX
    assert drill.answer(hand, "0.50").correct
    verdict = drill.answer(hand, "1")
    assert not verdict.correct and answer_text(pot_max, verdict.expected) == "1.75"
    with pytest.raises(TrainingError, match=r"'0\.505' is not a number"):
        parse_answer(pot_max, "0.505")


class _LogInMemory:
    """An answer log that is not SQLite: the session needs only the store's protocol."""

    def __init__(self) -> None:
        self.kept: list[AnswerRow] = []

    def add(self, row: AnswerRow) -> None:
        self.kept.append(row)

    def rows(self, student: str | None = None) -> list[AnswerRow]:
        return [row for row in self.kept if student in (None, row.student)]

    def close(self) -> None:
        self.kept.clear()


def test_the_journal_keeps_answers_through_the_stores_protocol(tmp_path: Path) -> None:
    """A sitting's answers go to whatever answer log it is given, as plain rows, and come back
    as the same records; a row of a question of a later version is left out, not a crash."""
    log = _LogInMemory()
    session = DrillSession(
        "Anna",
        Mode.PRACTICE,
        skills=[Skill.TO_CALL],
        games=["nlhe"],
        journal=ResultsJournal(log),
        clock=FakeClock(),
        rng=random.Random(3),
    )
    asked = session.next_question()
    session.answer(answer_text(asked.question, truth(asked.question)))
    (row,) = log.kept
    assert (row.student, row.mode, row.question, row.correct) == (
        "Anna",
        "practice",
        asked.ref.text,
        True,
    )
    log.add(AnswerRow("Anna", "practice", "", 1, "NEW_SKILL|nlhe|1", "3", True, 1.0, 100, "x"))
    log.add(AnswerRow("Anna", "new-mode", "", 2, asked.ref.text, "3", True, 1.0, 100, "x"))
    (record,) = ResultsJournal(log).records("Anna")
    assert record.ref == asked.ref and record.tags == asked.question.tags()
    # The SQLite log of the data folder keeps the same rows.
    sqlite_log = TrainingLog.open(tmp_path)
    sqlite_log.add(row)
    assert sqlite_log.rows("Anna") == [row] and sqlite_log.rows("Ivan") == []
    assert sqlite_log.path == tmp_path / TRAINING_FILE_NAME
    sqlite_log.close()
