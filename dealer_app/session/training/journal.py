"""The answers as the session keeps them: :class:`AnswerRecord`, one per answer, kept by
:class:`ResultsJournal` in the store's training log (:mod:`dealer_app.store.training_log`,
``training.sqlite`` in the data folder), committed per answer before the window shows the
verdict. The session never names the database: the log is a small protocol.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from dealer_app.engine.drills import Skill
from dealer_app.session.training.answers import Mode
from dealer_app.session.training.exams import QuestionRef
from dealer_app.store.training_log import AnswerLog, AnswerRow, TrainingLog


@dataclass(frozen=True, slots=True)
class AnswerRecord:
    """One answer as journalled."""

    student: str
    mode: Mode
    exam_code: str
    index: int  # the question's number in its exam (practice: in the session)
    ref: QuestionRef
    answer: str
    correct: bool
    seconds: float
    points: int
    at: str  # ISO time, UTC
    tags: tuple[str, ...] = ()  # the question's tags (structure, family, hard cases)

    @property
    def skill(self) -> Skill:
        return self.ref.skill

    @property
    def game(self) -> str:
        return self.ref.game

    @property
    def row(self) -> AnswerRow:
        """The record in the plain values the log keeps."""
        return AnswerRow(
            self.student,
            self.mode.value,
            self.exam_code,
            self.index,
            self.ref.text,
            self.answer,
            self.correct,
            self.seconds,
            self.points,
            self.at,
            self.tags,
        )

    @classmethod
    def from_row(cls, row: AnswerRow) -> AnswerRecord | None:
        """The record of a row; None for a question of a later version (its skill unknown)."""
        try:
            ref = QuestionRef.from_text(row.question)
            mode = Mode(row.mode)
        except (KeyError, ValueError):
            return None
        return cls(
            row.student, mode, row.exam_code, row.index, ref, row.answer, row.correct,
            row.seconds, row.points, row.at, row.tags,
        )  # fmt: skip


class ResultsJournal:
    """Every answer of every student on this computer, committed per answer (before the window
    shows the verdict) to the log it is given: the data folder's ``training.sqlite``
    (:meth:`open`), or any other :class:`~dealer_app.store.training_log.AnswerLog`.
    """

    def __init__(self, log: AnswerLog) -> None:
        self.log = log

    @classmethod
    def open(cls, data_folder: Path) -> ResultsJournal:
        """The journal of ``training.sqlite`` in ``data_folder`` (made if missing)."""
        return cls(TrainingLog.open(data_folder))

    def close(self) -> None:
        self.log.close()

    def add(self, record: AnswerRecord) -> None:
        self.log.add(record.row)

    def records(self, student: str | None = None) -> list[AnswerRecord]:
        """The answers of ``student`` (of everybody: None), oldest first; an answer to a
        question of a later version of the program is left out of the reports."""
        records = (AnswerRecord.from_row(row) for row in self.log.rows(student))
        return [record for record in records if record is not None]
