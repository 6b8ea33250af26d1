"""The instructor's grading: every result file of a class read, its exam regenerated from the
code, and every answer judged again (a score edited in the file does not survive).

A result file is written on the student's computer, by his clock: it is "not supervised"
(:attr:`GradedResult.supervised`; an exam held in the room is, :mod:`.room_exam`), and what in
it cannot be true is flagged in sentences (:attr:`GradedResult.flags`): a time negative, not a
number, text, longer than the exam or all of them together longer than it; text where a number
belongs; and a student who handed in more than one file of the same exam (a re-sit nobody
allowed). An answer whose time cannot be trusted earns no speed: a right one gets the points of
the slowest right answer.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Final, TypeGuard

from dealer_app.engine.drills import TARGET_SECONDS, Question, Skill, check, truth
from dealer_app.messages import QT_TRANSLATE_NOOP, Message
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
    flags: tuple[Message, ...] = ()  # what in the file cannot be true, in sentences
    supervised: bool = False  # a file from the student's computer: nobody watched its clock

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
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
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
    flags: list[Message] = []
    answers_in = content.get("answers")
    if not isinstance(answers_in, list):
        raise TrainingError(
            QT_TRANSLATE_NOOP("Messages", "{file} holds no answers."), file=path.name
        )
    refs = spec.refs()
    questions = (questions_of if questions_of is not None else {}).setdefault(spec.code, {})
    graded: list[GradedAnswer] = []
    seen: set[int] = set()
    limit = spec.minutes * 60
    total = 0.0
    for item in answers_in:
        if not isinstance(item, dict):
            continue
        index = item.get("index")
        if isinstance(index, str):
            flags.append(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "An answer's question is text ('{text}') where a number belongs: not "
                        "counted.",
                    ),
                    text=index[:20],
                )
            )
            continue
        if not _is_int(index) or not 0 <= index < spec.count or index in seen:
            continue  # a question the exam does not have, or answered twice: not counted
        seen.add(index)
        ref = refs[index]
        question = questions.get(index) or ref.question()
        questions[index] = question
        text = str(item.get("answer", ""))
        seconds, flag = _seconds(item.get("seconds", 0), index + 1, limit)
        if flag is None:
            total += seconds
        else:
            flags.append(flag)
            seconds = 3.0 * TARGET_SECONDS[ref.skill]  # no speed for a time not to be trusted
        expected = answer_text(question, truth(question))
        try:
            verdict = check(question, parse_answer(question, text))
        except TrainingError as error:
            graded.append(GradedAnswer(index, ref, text, False, seconds, 0, expected, str(error)))
            continue
        points = score_points(ref.skill, verdict.correct, max(0.0, seconds))
        graded.append(GradedAnswer(index, ref, text, verdict.correct, seconds, points, expected))
    graded.sort(key=lambda answer: answer.index)
    if total > limit:
        flags.append(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The answers took {seconds} s: longer than the exam's {minutes} minutes.",
                ),
                seconds=round(total),
                minutes=spec.minutes,
            )
        )
    if isinstance(claimed, str):
        flags.append(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "Its points are text ('{text}') where a number belongs."
                ),
                text=claimed[:20],
            )
        )
    return GradedResult(
        path,
        student,
        spec.code,
        tuple(graded),
        spec.count,
        claimed if _is_int(claimed) else None,
        sum(answer.points for answer in graded),
        tuple(flags),
    )


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _seconds(value: object, number: int, limit: int) -> tuple[float, Message | None]:
    """An answer's time as the file gives it, and what is wrong with it (None: nothing)."""
    if isinstance(value, str):
        return 0.0, Message(
            QT_TRANSLATE_NOOP(
                "Messages", "Question {number}: its time is text ('{text}') where a number belongs."
            ),
            number=number,
            text=value[:20],
        )
    if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value):
        return 0.0, Message(
            QT_TRANSLATE_NOOP(
                "Messages", "Question {number}: its time is not a number of seconds."
            ),
            number=number,
        )
    if value < 0:
        return 0.0, Message(
            QT_TRANSLATE_NOOP("Messages", "Question {number}: its time is negative ({seconds} s)."),
            number=number,
            seconds=round(value),
        )
    if value > limit:
        return float(value), Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "Question {number}: {seconds} s is impossible in an exam of {minutes} minutes.",
            ),
            number=number,
            seconds=round(value),
            minutes=limit // 60,
        )
    return float(value), None


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
    return ClassResults(tuple(_resits(results)), tuple(problems))


def _resits(results: list[GradedResult]) -> list[GradedResult]:
    """Each student's files of one exam: more than one is a re-sit, flagged on each."""
    files: dict[tuple[str, str], list[int]] = defaultdict(list)
    for number, result in enumerate(results):
        files[(" ".join(result.student.split()).casefold(), result.code)].append(number)
    for numbers in files.values():
        if len(numbers) < 2:
            continue
        flag = Message(
            QT_TRANSLATE_NOOP(
                "Messages", "{student} handed in {count} result files for this exam: a re-sit."
            ),
            student=results[numbers[0]].student,
            count=len(numbers),
        )
        for number in numbers:
            results[number] = replace(results[number], flags=(*results[number].flags, flag))
    return results
