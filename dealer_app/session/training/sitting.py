"""A student's sitting in the training room: learn, practice, live dealing or an exam; the
questions asked one after another, each answer judged by the engine, scored, and journalled
before the window shows its verdict; an exam's result file.
"""

from __future__ import annotations

import json
import random
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from dealer_app.engine.drills import NoSituation, Question, Skill, Verdict, check, live_hand
from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.session.training.answers import (
    Mode,
    TrainingError,
    parse_answer,
    score_points,
    student_name,
)
from dealer_app.session.training.exams import (
    RESULT_FORMAT,
    RESULT_VERSION,
    ExamSpec,
    QuestionRef,
    applicable_pairs,
    checked_choice,
)
from dealer_app.session.training.journal import AnswerRecord, ResultsJournal


@dataclass(slots=True)
class Asked:
    """The question on screen, when it was asked, and (once answered) its verdict."""

    index: int
    ref: QuestionRef
    question: Question
    started: float
    answer: str = ""
    verdict: Verdict | None = None
    seconds: float = 0.0
    points: int = 0


class DrillSession:
    """A student's sitting: practice questions of the chosen skills and games, or an exam.

    ``clock`` gives seconds (``time.monotonic``); the journal, when given, keeps every answer.
    """

    def __init__(
        self,
        student: str,
        mode: Mode,
        *,
        skills: Sequence[Skill] = (),
        games: Sequence[str] = (),
        exam: ExamSpec | None = None,
        journal: ResultsJournal | None = None,
        clock: Callable[[], float] = time.monotonic,
        rng: random.Random | None = None,
    ) -> None:
        self.student = student_name(student)
        self.mode = mode
        self.exam = exam
        self._live: list[tuple[QuestionRef, Question]] = []  # the live hand's questions to come
        self.live_games = tuple(games)
        if mode is Mode.EXAM:
            if exam is None:
                raise TrainingError(QT_TRANSLATE_NOOP("Messages", "An exam needs its code."))
            self.pairs = applicable_pairs(exam.skills, exam.games)
            self._exam_refs = exam.refs()
        elif mode is Mode.LIVE:
            if not games:
                raise TrainingError(QT_TRANSLATE_NOOP("Messages", "Choose at least one game."))
            self.pairs = []
            self._exam_refs = []
        else:
            self.pairs = checked_choice(skills, games)
            self._exam_refs = []
        self.journal = journal
        self.clock = clock
        self._rng = rng or random.Random(secrets.randbits(64))
        self.asked: list[Asked] = []
        self.streak = 0
        self.best_streak = 0
        self.started = clock()

    # ------------------------------------------------------------------ reading

    @property
    def current(self) -> Asked | None:
        return self.asked[-1] if self.asked else None

    @property
    def exam_code(self) -> str:
        return self.exam.code if self.exam is not None else ""

    @property
    def points(self) -> int:
        return sum(asked.points for asked in self.asked)

    @property
    def answered_count(self) -> int:
        return sum(1 for asked in self.asked if asked.verdict is not None)

    @property
    def correct_count(self) -> int:
        return sum(1 for asked in self.asked if asked.verdict is not None and asked.verdict.correct)

    @property
    def seconds_left(self) -> float | None:
        """An exam's time left (None outside an exam)."""
        if self.exam is None:
            return None
        return max(0.0, self.exam.minutes * 60 - (self.clock() - self.started))

    @property
    def finished(self) -> bool:
        """An exam is over: every question answered, or its time is up."""
        if self.exam is None:
            return False
        answered = self.answered_count == self.exam.count
        return answered or self.seconds_left == 0

    @property
    def shows_verdicts(self) -> bool:
        """Learn and practice show each verdict at once; an exam only at the end."""
        return self.mode is not Mode.EXAM

    # ------------------------------------------------------------------ asking and answering

    def next_question(self) -> Asked:
        """The next question (an exam's next in order)."""
        current = self.current
        if current is not None and current.verdict is None:
            raise TrainingError(QT_TRANSLATE_NOOP("Messages", "Answer this question first."))
        if self.exam is not None:
            if self.finished or len(self.asked) >= self.exam.count:
                raise TrainingError(
                    QT_TRANSLATE_NOOP("Messages", "The exam is over: no more questions.")
                )
            ref = self._exam_refs[len(self.asked)]
            question = ref.question()
        elif self.mode is Mode.LIVE:
            if not self._live:
                game = self._rng.choice(self.live_games)
                seed = str(self._rng.getrandbits(64))
                self._live = [
                    (QuestionRef(each.skill, game, f"live:{seed}:{index}"), each)
                    for index, each in enumerate(live_hand(game, seed))
                ]
            ref, question = self._live.pop(0)
        else:
            while True:
                skill, game = self._rng.choice(self.pairs)
                ref = QuestionRef(skill, game, str(self._rng.getrandbits(64)))
                try:
                    question = ref.question()
                    break
                except NoSituation:
                    continue  # that hand never came: draw another question
        asked = Asked(len(self.asked), ref, question, self.clock())
        self.asked.append(asked)
        return asked

    def answer(self, text: str) -> Verdict:
        """Judge the typed answer of the current question, journal it, and return the verdict.

        A badly typed answer raises :class:`TrainingError` and changes nothing.
        """
        asked = self.current
        if asked is None or asked.verdict is not None:
            raise TrainingError(
                QT_TRANSLATE_NOOP("Messages", "There is no question to answer: ask the next one.")
            )
        if self.exam is not None and self.seconds_left == 0:
            raise TrainingError(
                QT_TRANSLATE_NOOP(
                    "Messages", "The exam's time is up: your answers so far are kept."
                )
            )
        answer = parse_answer(asked.question, text)
        verdict = check(asked.question, answer)
        seconds = max(0.0, self.clock() - asked.started)
        points = score_points(asked.ref.skill, verdict.correct, seconds)
        record = AnswerRecord(
            self.student,
            self.mode,
            self.exam_code,
            asked.index,
            asked.ref,
            " ".join(text.split()),
            verdict.correct,
            round(seconds, 1),
            points,
            datetime.now(UTC).isoformat(timespec="seconds"),
            asked.question.tags(),
        )
        if self.journal is not None:
            self.journal.add(record)  # durable before anything shows it
        asked.answer, asked.verdict = record.answer, verdict
        asked.seconds, asked.points = record.seconds, points
        if verdict.correct:
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
        return verdict

    # ------------------------------------------------------------------ an exam's result

    def result(self) -> dict[str, object]:
        """The exam's result file content: the answers (not only the score)."""
        if self.exam is None:
            raise TrainingError(QT_TRANSLATE_NOOP("Messages", "Only an exam has a result file."))
        return {
            "format": RESULT_FORMAT,
            "version": RESULT_VERSION,
            "code": self.exam.code,
            "student": self.student,
            "answers": [
                {"index": a.index, "answer": a.answer, "seconds": a.seconds}
                for a in self.asked
                if a.verdict is not None
            ],
            "points": self.points,
            "finished": datetime.now(UTC).isoformat(timespec="seconds"),
        }

    def write_result(self, folder: Path) -> Path:
        """Write the result file into ``folder`` (the class's shared folder, or one to hand in)."""
        content = self.result()
        folder.mkdir(parents=True, exist_ok=True)
        safe = "".join(c if c.isalnum() else "_" for c in self.student)[:40] or "student"
        code = self.exam_code.replace("-", "")
        path = folder / f"exam-{code}-{safe}.json"
        number = 1
        while path.exists():
            number += 1
            path = folder / f"exam-{code}-{safe}-{number}.json"
        path.write_text(json.dumps(content, ensure_ascii=False, indent=1), encoding="utf-8")
        return path
