"""Live-dealing practice in the dealer's window itself (Training > Hide the figures): the
figures the window would show are questions, judged, scored and journalled like a drill's."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime

from dealer_app.engine.drills import Question, Skill, Verdict, check, window_questions
from dealer_app.engine.hand import Hand, HandSetup
from dealer_app.engine.variants import VARIANTS
from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.session.training.answers import (
    Mode,
    TrainingError,
    parse_answer,
    score_points,
    student_name,
)
from dealer_app.session.training.exams import QuestionRef
from dealer_app.session.training.journal import AnswerRecord, ResultsJournal


def game_key(setup: HandSetup) -> str:
    """The engine key of the hand's game (``nlhe``, ``stud8`` ...)."""
    return next(key for key, variant in VARIANTS.items() if variant == setup.variant)


class FigureDrill:
    """Live-dealing practice in the dealer's window (Training > Hide the figures): while it is
    on, the figures the window would show now (the amount to call, the pot-limit maximum, the
    pots once somebody is all-in, the winners at the end) are questions; each stays hidden
    until the student has typed it, is judged by the engine like a drill, scored, and
    journalled in the student's results (live dealing) for his report.

    >>> from dealer_app.engine.hand import Hand, HandSetup
    >>> from dealer_app.engine.variants import VARIANTS
    >>> hand = Hand(HandSetup(VARIANTS["plo"], (1000,) * 4, blinds=(10, 20, 0, 0), min_bet=20))
    >>> drill = FigureDrill("Anna", None)
    >>> [question.skill.name for question in drill.hidden(hand)]
    ['TO_CALL', 'POT_LIMIT_MAX']
    >>> drill.answer(hand, "20").correct, drill.answer(hand, "70").correct
    (True, True)
    >>> drill.hidden(hand)
    []
    """

    def __init__(
        self,
        student: str,
        journal: ResultsJournal | None,
        *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.student = student  # checked at the first answer (the window's field may be empty)
        self.journal = journal
        self.clock = clock
        self.points = 0
        self.answered: dict[tuple[HandSetup, int, Skill], Verdict] = {}
        self._seen: dict[tuple[HandSetup, int, Skill], float] = {}  # when each was first hidden
        self._count = 0

    @staticmethod
    def figures(hand: Hand | None) -> list[Question]:
        """The figures the dealer's window shows now, as questions, in the order asked (the
        engine says which: :func:`dealer_app.engine.drills.window_questions`)."""
        return window_questions(hand)

    @staticmethod
    def _key(question: Question) -> tuple[HandSetup, int, Skill]:
        return (question.setup, len(question.actions), question.skill)

    def hidden(self, hand: Hand | None) -> list[Question]:
        """The figures still hidden now: those the student has not typed yet."""
        now = self.clock()
        hidden = []
        for question in self.figures(hand):
            key = self._key(question)
            if key not in self.answered:
                self._seen.setdefault(key, now)
                hidden.append(question)
        return hidden

    def verdict(self, question: Question) -> Verdict | None:
        return self.answered.get(self._key(question))

    def answer(self, hand: Hand | None, text: str) -> Verdict:
        """Judge the typed figure (the first one hidden), journal it and show it from now on.

        A badly typed answer raises :class:`TrainingError` and changes nothing.
        """
        student = student_name(self.student)
        hidden = self.hidden(hand)
        if not hidden:
            raise TrainingError(
                QT_TRANSLATE_NOOP("Messages", "There is no question to answer: ask the next one.")
            )
        question = hidden[0]
        answer = parse_answer(question, text)
        verdict = check(question, answer)
        key = self._key(question)
        seconds = max(0.0, self.clock() - self._seen.get(key, self.clock()))
        points = score_points(question.skill, verdict.correct, seconds)
        self._count += 1
        record = AnswerRecord(
            student,
            Mode.LIVE,
            "",
            self._count,
            QuestionRef(question.skill, question.game, f"window:{len(question.actions)}"),
            " ".join(text.split()),
            verdict.correct,
            round(seconds, 1),
            points,
            datetime.now(UTC).isoformat(timespec="seconds"),
            question.tags(),
        )
        if self.journal is not None:
            self.journal.add(record)  # durable before the window shows the figure
        self.answered[key] = verdict
        self.points += points
        return verdict
