"""The instructor's grading: every result file of a class read, its exam regenerated from the
code, and every answer judged again (a score edited in the file does not survive).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from dealer_app.engine.drills import Question, Skill, check, truth
from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.session.training.answers import (
    TrainingError,
    answer_text,
    parse_answer,
    score_points,
)
from dealer_app.session.training.exams import RESULT_FORMAT, RESULT_VERSION, ExamSpec, QuestionRef

_MAX_RESULT_BYTES: Final = 2_000_000  # 200 questions take some 20 kB


@dataclass(frozen=True, slots=True)
class GradedAnswer:
    index: int
    ref: QuestionRef
    answer: str
    correct: bool
    seconds: float
    points: int
    expected: str  # the right answer, as typed
    problem: str = ""  # an answer the file holds that cannot be read


@dataclass(frozen=True, slots=True)
class GradedResult:
    """A student's exam result, scored again from the exam's seed."""

    path: Path
    student: str
    code: str
    answers: tuple[GradedAnswer, ...]
    count: int  # the exam's number of questions
    claimed_points: int | None  # what the file says
    points: int = field(default=0)

    @property
    def correct(self) -> int:
        return sum(1 for answer in self.answers if answer.correct)

    @property
    def edited(self) -> bool:
        """The file's score is not the one its answers earn: it was edited."""
        return self.claimed_points is not None and self.claimed_points != self.points

    def by_skill(self) -> dict[Skill, tuple[int, int]]:
        """(right, asked) per skill."""
        table: dict[Skill, tuple[int, int]] = {}
        for answer in self.answers:
            right, asked = table.get(answer.ref.skill, (0, 0))
            table[answer.ref.skill] = (right + int(answer.correct), asked + 1)
        return table


def grade_result_file(
    path: Path,
    exam: ExamSpec | None = None,
    questions_of: dict[str, dict[int, Question]] | None = None,
) -> GradedResult:
    """Read a student's result file, regenerate the exam's questions from its code and judge
    every answer again; only the answers and their times are taken from the file.

    ``questions_of`` keeps the questions regenerated, by exam code, for the next files."""
    try:
        if path.stat().st_size > _MAX_RESULT_BYTES:
            raise TrainingError(
                QT_TRANSLATE_NOOP("Messages", "{file} is too large to be a result file."),
                file=path.name,
            )
        content = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        raise TrainingError(
            QT_TRANSLATE_NOOP("Messages", "{file} is not a result file: it cannot be read."),
            file=path.name,
        ) from None
    if not isinstance(content, dict) or content.get("format") != RESULT_FORMAT:
        raise TrainingError(
            QT_TRANSLATE_NOOP("Messages", "{file} is not a result file of an exam."), file=path.name
        )
    if content.get("version") != RESULT_VERSION:
        raise TrainingError(
            QT_TRANSLATE_NOOP("Messages", "{file} was written by another version of the program."),
            file=path.name,
        )
    spec = ExamSpec.from_code(str(content.get("code", "")))
    if exam is not None and spec != exam:
        raise TrainingError(
            QT_TRANSLATE_NOOP("Messages", "{file} is the result of another exam ({code})."),
            file=path.name,
            code=spec.code,
        )
    student = str(content.get("student", "")).strip() or "?"
    claimed = content.get("points")
    answers_in = content.get("answers")
    if not isinstance(answers_in, list):
        raise TrainingError(
            QT_TRANSLATE_NOOP("Messages", "{file} holds no answers."), file=path.name
        )
    refs = spec.refs()
    questions = (questions_of if questions_of is not None else {}).setdefault(spec.code, {})
    graded: list[GradedAnswer] = []
    seen: set[int] = set()
    for item in answers_in:
        if not isinstance(item, dict):
            continue
        index = item.get("index")
        if not isinstance(index, int) or not 0 <= index < spec.count or index in seen:
            continue  # a question the exam does not have, or answered twice: not counted
        seen.add(index)
        ref = refs[index]
        question = questions.get(index) or ref.question()
        questions[index] = question
        text = str(item.get("answer", ""))
        seconds_value = item.get("seconds", 0)
        seconds = float(seconds_value) if isinstance(seconds_value, int | float) else 0.0
        expected = answer_text(question, truth(question))
        try:
            verdict = check(question, parse_answer(question, text))
        except TrainingError as error:
            graded.append(GradedAnswer(index, ref, text, False, seconds, 0, expected, str(error)))
            continue
        points = score_points(ref.skill, verdict.correct, max(0.0, seconds))
        graded.append(GradedAnswer(index, ref, text, verdict.correct, seconds, points, expected))
    graded.sort(key=lambda answer: answer.index)
    return GradedResult(
        path,
        student,
        spec.code,
        tuple(graded),
        spec.count,
        claimed if isinstance(claimed, int) else None,
        sum(answer.points for answer in graded),
    )


@dataclass(frozen=True, slots=True)
class ClassResults:
    results: tuple[GradedResult, ...]
    problems: tuple[TrainingError, ...]  # files that could not be read, and why


def read_results_folder(folder: Path, exam: ExamSpec | None = None) -> ClassResults:
    """Every result file (``*.json``) in ``folder``, graded again; unreadable ones listed."""
    if not folder.is_dir():
        raise TrainingError(
            QT_TRANSLATE_NOOP("Messages", "{folder} is not a folder."), folder=str(folder)
        )
    results = []
    problems = []
    questions_of: dict[str, dict[int, Question]] = {}  # each exam's questions made once
    for path in sorted(folder.glob("*.json")):
        try:
            results.append(grade_result_file(path, exam, questions_of))
        except TrainingError as error:
            problems.append(error)
    return ClassResults(tuple(results), tuple(problems))
