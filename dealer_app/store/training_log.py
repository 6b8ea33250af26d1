"""The training room's log: every answer of every student on this computer.

The session keeps its answers through :class:`AnswerLog` and never names the database; the
embedded default is :class:`TrainingLog`, ``training.sqlite`` in the data folder, committed per
answer (before the window shows the verdict). A row holds plain values only: what the question
was (its skill, game and seed, as one text) and what the student answered, as the session
wrote them.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Protocol

TRAINING_FILE_NAME: Final = "training.sqlite"


@dataclass(frozen=True, slots=True)
class AnswerRow:
    """One answer as the log keeps it."""

    student: str
    mode: str  # learn, practice, exam, live
    exam_code: str  # "" outside an exam
    index: int  # the question's number in its exam (practice: in the session)
    question: str  # what regenerates it: ``SKILL|game|seed``
    answer: str  # as typed, spaces folded
    correct: bool
    seconds: float
    points: int
    at: str  # ISO time, UTC
    tags: tuple[str, ...] = ()  # the question's tags (structure, family, hard cases)


class AnswerLog(Protocol):
    """Where the answers are kept: appended one at a time, read back in order."""

    def add(self, row: AnswerRow) -> None:
        """Keep ``row`` (durable when this returns)."""
        ...

    def rows(self, student: str | None = None) -> list[AnswerRow]:
        """The rows of ``student`` (of everybody: None), in the order they were added."""
        ...

    def close(self) -> None: ...


class TrainingLog:
    """:class:`AnswerLog` in SQLite: the ``answers`` table of ``training.sqlite``.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     log = TrainingLog.open(Path(folder))
    ...     log.add(AnswerRow("Anna", "practice", "", 0, "TO_CALL|nlhe|7", "20", True, 3.5, 100,
    ...                       "2026-11-27T22:00:00+00:00", ("TO_CALL", "no-limit")))
    ...     [(row.student, row.correct, row.tags) for row in log.rows("Anna")], log.rows("Ivan")
    ...     log.close()
    ([('Anna', True, ('TO_CALL', 'no-limit'))], [])
    """

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._db = sqlite3.connect(path)
        self._db.execute(
            "CREATE TABLE IF NOT EXISTS answers ("
            " id INTEGER PRIMARY KEY, student TEXT NOT NULL, mode TEXT NOT NULL,"
            " exam_code TEXT NOT NULL, question_index INTEGER NOT NULL, question TEXT NOT NULL,"
            " answer TEXT NOT NULL, correct INTEGER NOT NULL, seconds REAL NOT NULL,"
            " points INTEGER NOT NULL, at TEXT NOT NULL, tags TEXT NOT NULL DEFAULT '')"
        )
        self._db.commit()

    @classmethod
    def open(cls, data_folder: Path) -> TrainingLog:
        return cls(data_folder / TRAINING_FILE_NAME)

    def close(self) -> None:
        self._db.close()

    def add(self, row: AnswerRow) -> None:
        with self._db:
            self._db.execute(
                "INSERT INTO answers (student, mode, exam_code, question_index, question, answer,"
                " correct, seconds, points, at, tags) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    row.student,
                    row.mode,
                    row.exam_code,
                    row.index,
                    row.question,
                    row.answer,
                    int(row.correct),
                    row.seconds,
                    row.points,
                    row.at,
                    ",".join(row.tags),
                ),
            )

    def rows(self, student: str | None = None) -> list[AnswerRow]:
        query = (
            "SELECT student, mode, exam_code, question_index, question, answer, correct, seconds,"
            " points, at, tags FROM answers"
        )
        found = (
            self._db.execute(query + " WHERE student = ? ORDER BY id", (student,))
            if student is not None
            else self._db.execute(query + " ORDER BY id")
        )
        return [
            AnswerRow(
                row[0], row[1], row[2], row[3], row[4], row[5], bool(row[6]), row[7], row[8],
                row[9], tuple(tag for tag in row[10].split(",") if tag),
            )
            for row in found
        ]  # fmt: skip
