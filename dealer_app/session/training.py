"""The training room's life, free of Qt: modes, answers, scores, the results journal, exams.

A drill session asks questions of the chosen skills and games (:mod:`dealer_app.engine.drills`),
reads the student's typed answers, has the engine judge them, scores each for accuracy and
speed against the skill's target time, and journals every answer (SQLite, ``training.sqlite``
in the data folder) before the window shows its verdict.

- Learn: the explanation after each answer. Practice: timed, the explanation after a wrong one.
- Live dealing: one random hand after another, shown as it is played, the figures hidden: each
  call's amount, each "pot", the pots after an all-in and the awards are typed as they come.
- Exam: a fixed set of questions from a seed, the same for the whole class, handed out as a
  code (:class:`ExamSpec`); the verdicts only at the end, and a result file holding the answers.
  The instructor regenerates the questions from the code and scores the answers again
  (:func:`grade_result_file`): a score edited in the file does not survive.

Every refusal is a :class:`TrainingError`: a message key (the English sentence with ``{name}``
holes, marked for the translators) and its typed values, worded by whoever shows it.

>>> spec = ExamSpec(seed=12345, skills=(Skill.TO_CALL,), games=("nlhe",), count=3, minutes=10)
>>> ExamSpec.from_code(spec.code) == spec
True
>>> score_points(Skill.TO_CALL, True, 5.0), score_points(Skill.TO_CALL, False, 5.0)
(100, 0)
"""

from __future__ import annotations

import json
import random
import secrets
import sqlite3
import time
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Final

from dealer_app.engine.amounts import AmountError, parse_amount
from dealer_app.engine.drills import (
    GAMES,
    TARGET_SECONDS,
    Answer,
    Kind,
    NoSituation,
    Question,
    Skill,
    Verdict,
    check,
    games_for,
    generate,
    live_hand,
    truth,
    window_questions,
)
from dealer_app.engine.drills.questions import Awards, Pots, Race
from dealer_app.engine.hand import Hand, HandSetup
from dealer_app.engine.variants import VARIANTS
from dealer_app.messages import QT_TRANSLATE_NOOP, Refusal
from dealer_app.session.controller import HandController, SeatView

TRAINING_FILE_NAME: Final = "training.sqlite"
RESULT_FORMAT: Final = "dealer-assistant-exam-result"
RESULT_VERSION: Final = 1
_MAX_RESULT_BYTES: Final = 2_000_000  # 200 questions take some 20 kB


class TrainingError(Refusal):
    """A refusal for the student or the instructor: a message key and its values.

    >>> str(TrainingError(QT_TRANSLATE_NOOP("Messages", "Choose a number from 1 to {most}."), most=4))
    'Choose a number from 1 to 4.'
    """


class Mode(StrEnum):
    LEARN = "learn"
    PRACTICE = "practice"
    EXAM = "exam"
    LIVE = "live"  # live dealing: one hand after another, every figure typed as it comes


SKILL_ORDER: Final = tuple(Skill)


# ----------------------------------------------------------------------------------- scores


def score_points(skill: Skill, correct: bool, seconds: float) -> int:
    """Points of one answer: 0 when wrong; 100 when right within the skill's target time,
    down to 50 at three times the target and beyond (a right answer is always worth more
    than a wrong one).

    >>> score_points(Skill.SIDE_POTS, True, 60), score_points(Skill.SIDE_POTS, True, 120)
    (100, 75)
    >>> score_points(Skill.SIDE_POTS, True, 1000)
    50
    """
    if not correct:
        return 0
    target = TARGET_SECONDS[skill]
    if seconds <= target:
        return 100
    late = (seconds - target) / (2 * target)
    return max(50, round(100 - 50 * late))


# ----------------------------------------------------------------------------------- answers


def _split_pots(text: str) -> list[str]:
    for separator in ("\n", "/"):
        text = text.replace(separator, ";")
    return [part.strip() for part in text.split(";") if part.strip()]


_NOT_A_NUMBER: Final = QT_TRANSLATE_NOOP(
    "Messages", "'{text}' is not a number: type it in digits, like 240."
)
_NO_SEAT: Final = QT_TRANSLATE_NOOP(
    "Messages", "There is no seat {seat}: the table has seats 1 to {seats}."
)


def _whole_number(text: str) -> int:
    """A count or a seat typed: digits, thousands grouped as the dealer groups them."""
    return _amount(text, 0)


def _amount(text: str, decimals: int) -> int:
    """An amount as the table shows it (``0.50``, ``0,50``, ``1 234,50`` at a table with cents),
    as the engine counts it, read by the one reader of typed numbers
    (:func:`dealer_app.engine.amounts.parse_amount`); the drills' tables have whole chips."""
    word = text.strip()
    try:
        value = parse_amount(word, decimals)
    except AmountError:
        raise TrainingError(_NOT_A_NUMBER, text=word) from None
    if value < 0:
        raise TrainingError(_NOT_A_NUMBER, text=word)
    return value


def parse_answer(question: Question, text: str) -> Answer:
    """The student's typed answer read for ``question``; a :class:`TrainingError` says why not.

    Amounts are as the table shows them (with its decimals, if any), seats are digits; a choice is its number; pots are ``amount: seats`` separated
    by ``;`` (``350: 1 2 3; 400: 2 3``); awards are ``seat=amount`` per pot, pots separated by
    ``;`` (``2=51 3=25 4=25; 2=40``); a chip race is the seats that win a chip, ``/``, and the
    value removed, negative when the race adds chips (``1 3 / 25``, ``- / -75``).
    """
    text = text.strip()
    if not text:
        raise TrainingError(QT_TRANSLATE_NOOP("Messages", "Type an answer first."))
    kind = question.kind
    seats = question.setup.player_count
    decimals = question.setup.decimals
    if kind is Kind.AMOUNT:
        return _amount(text, decimals)
    if kind is Kind.SEAT:
        seat = _whole_number(text)
        if not 1 <= seat <= seats:
            raise TrainingError(_NO_SEAT, seat=seat, seats=seats)
        return seat
    if kind is Kind.CHOICE:
        number = _whole_number(text)
        if not 1 <= number <= len(question.choices):
            raise TrainingError(
                QT_TRANSLATE_NOOP("Messages", "Choose a number from 1 to {most}."),
                most=len(question.choices),
            )
        return number
    if kind is Kind.RACE:
        seats_text, slash, removed_text = text.partition("/")
        if not slash:
            raise TrainingError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "'{text}' is not seats / value: type the seats that win a chip, /, and the value removed, like 1 3 / 25.",
                ),
                text=text,
            )
        words_given = [word for word in seats_text.replace(",", " ").split() if word != "-"]
        race_seats = [_whole_number(word) for word in words_given]
        for seat in race_seats:
            if not 1 <= seat <= seats:
                raise TrainingError(_NO_SEAT, seat=seat, seats=seats)
        removed = removed_text.strip().replace("−", "-")
        negative = removed.startswith("-")
        value = _whole_number(removed[1:] if negative else removed)
        return (tuple(sorted(set(race_seats))), -value if negative else value)
    if kind is Kind.POTS:
        pots = []
        for part in _split_pots(text):
            words = part.replace(":", " ").replace(",", " ").split()
            amount = _amount(words[0], decimals)
            listed = [_whole_number(word) for word in words[1:]]
            if not listed:
                raise TrainingError(
                    QT_TRANSLATE_NOOP("Messages", "Pot {pot}: name the seats that can win it."),
                    pot=words[0],
                )
            for seat in listed:
                if not 1 <= seat <= seats:
                    raise TrainingError(_NO_SEAT, seat=seat, seats=seats)
            pots.append((amount, tuple(sorted(set(listed)))))
        return tuple(pots)
    awards = []
    for part in _split_pots(text):
        pot: dict[int, int] = {}
        for word in part.replace(",", " ").split():
            seat_text, sign, amount_text = word.replace(":", "=").partition("=")
            if not sign:
                raise TrainingError(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "'{text}' is not seat=amount: type each seat, =, and the chips, like 2=51.",
                    ),
                    text=word,
                )
            seat = _whole_number(seat_text)
            if not 1 <= seat <= seats:
                raise TrainingError(_NO_SEAT, seat=seat, seats=seats)
            pot[seat] = pot.get(seat, 0) + _amount(amount_text, decimals)
        awards.append(tuple(sorted(pot.items())))
    return tuple(awards)


def answer_text(question: Question, answer: Answer) -> str:
    """An answer in the form the student types it (the right answer, shown after a wrong one)."""
    money = question.setup.money
    if isinstance(answer, int):
        return money(answer) if question.kind is Kind.AMOUNT else str(answer)
    if question.kind is Kind.RACE:
        raced: Race = answer  # type: ignore[assignment]
        return f"{' '.join(map(str, raced[0])) or '-'} / {raced[1]}"
    if question.kind is Kind.POTS:
        pots: Pots = answer  # type: ignore[assignment]
        return "; ".join(f"{money(amount)}: {' '.join(map(str, seats))}" for amount, seats in pots)
    awards: Awards = answer  # type: ignore[assignment]
    return "; ".join(" ".join(f"{seat}={money(amount)}" for seat, amount in pot) for pot in awards)


# ----------------------------------------------------------------------------------- questions


@dataclass(frozen=True, slots=True)
class QuestionRef:
    """What regenerates a question anywhere: its skill, game and seed."""

    skill: Skill
    game: str
    seed: str

    def question(self) -> Question:
        if self.seed.startswith("live:"):
            _live, seed, index = self.seed.split(":")
            return live_hand(self.game, seed)[int(index)]
        return generate(self.skill, self.game, random.Random(self.seed))

    @property
    def text(self) -> str:
        return f"{self.skill.name}|{self.game}|{self.seed}"

    @classmethod
    def from_text(cls, text: str) -> QuestionRef:
        skill, game, seed = text.split("|", 2)
        return cls(Skill[skill], game, seed)


def applicable_pairs(skills: Sequence[Skill], games: Sequence[str]) -> list[tuple[Skill, str]]:
    """Every (skill, game) of the choice that can be asked (a bring-in only in stud ...)."""
    return [(skill, game) for skill in skills for game in games if game in games_for(skill)]


def _checked_choice(skills: Sequence[Skill], games: Sequence[str]) -> list[tuple[Skill, str]]:
    if not skills:
        raise TrainingError(QT_TRANSLATE_NOOP("Messages", "Choose at least one skill."))
    if not games:
        raise TrainingError(QT_TRANSLATE_NOOP("Messages", "Choose at least one game."))
    pairs = applicable_pairs(skills, games)
    if not pairs:
        raise TrainingError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "None of the skills chosen is asked in the games chosen (the bring-in and the first to act are stud questions, the pot-limit maximum a pot-limit one).",
            )
        )
    return pairs


# ----------------------------------------------------------------------------------- exams

_ALPHABET: Final = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's: no I, L, O, U
_MAX_COUNT: Final = 200
_MAX_MINUTES: Final = 240


@dataclass(frozen=True, slots=True)
class ExamSpec:
    """An exam: its seed, the skills and games it draws from, how many questions, how long."""

    seed: int
    skills: tuple[Skill, ...]
    games: tuple[str, ...]
    count: int
    minutes: int

    @classmethod
    def build(
        cls, skills: Sequence[Skill], games: Sequence[str], count: int, minutes: int
    ) -> ExamSpec:
        """A new exam with a fresh seed; refuses a choice that cannot make one."""
        _checked_choice(skills, games)
        if not 1 <= count <= _MAX_COUNT:
            raise TrainingError(
                QT_TRANSLATE_NOOP("Messages", "An exam has 1 to {most} questions."), most=_MAX_COUNT
            )
        if not 1 <= minutes <= _MAX_MINUTES:
            raise TrainingError(
                QT_TRANSLATE_NOOP("Messages", "An exam lasts 1 to {most} minutes."),
                most=_MAX_MINUTES,
            )
        order = {skill: i for i, skill in enumerate(SKILL_ORDER)}
        return cls(
            secrets.randbits(32),
            tuple(sorted(set(skills), key=order.__getitem__)),
            tuple(game for game in GAMES if game in games),
            count,
            minutes,
        )

    @property
    def code(self) -> str:
        """The code handed out to the class: everything the exam is, with a check digit pair."""
        skills = sum(1 << SKILL_ORDER.index(skill) for skill in self.skills)
        games = sum(1 << GAMES.index(game) for game in self.games)
        packed = self.seed
        packed = (packed << 16) | skills
        packed = (packed << 16) | games
        packed = (packed << 8) | self.count
        packed = (packed << 8) | self.minutes
        check = zlib.crc32(packed.to_bytes(10, "big")) & 0x3FF
        number = (packed << 10) | check
        digits = []
        for _ in range(18):
            number, digit = divmod(number, 32)
            digits.append(_ALPHABET[digit])
        text = "".join(reversed(digits))
        return "-".join(text[i : i + 6] for i in range(0, 18, 6))

    @classmethod
    def from_code(cls, code: str) -> ExamSpec:
        """The exam of a code as typed (case, spaces and dashes do not matter)."""
        text = code.strip().upper().replace("-", "").replace(" ", "")
        text = text.replace("O", "0").replace("I", "1").replace("L", "1")
        if len(text) != 18:
            raise TrainingError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "'{code}' is not an exam code: a code has 18 letters and digits, like {example}.",
                ),
                code=code.strip(),
                example="0A1B2C-3D4E5F-6G7H8J",
            )
        number = 0
        for char in text:
            if char not in _ALPHABET:
                raise TrainingError(
                    QT_TRANSLATE_NOOP(
                        "Messages", "'{code}' is not an exam code: '{char}' is never in one."
                    ),
                    code=code,
                    char=char,
                )
            number = number * 32 + _ALPHABET.index(char)
        packed, check = number >> 10, number & 0x3FF
        if packed >= 1 << 80 or zlib.crc32(packed.to_bytes(10, "big")) & 0x3FF != check:
            raise TrainingError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "'{code}' is not an exam code: a character is wrong or missing; ask for the code again.",
                ),
                code=code.strip(),
            )
        minutes, packed = packed & 0xFF, packed >> 8
        count, packed = packed & 0xFF, packed >> 8
        games_mask, packed = packed & 0xFFFF, packed >> 16
        skills_mask, seed = packed & 0xFFFF, packed >> 16
        skills = tuple(s for i, s in enumerate(SKILL_ORDER) if skills_mask >> i & 1)
        games = tuple(g for i, g in enumerate(GAMES) if games_mask >> i & 1)
        if (
            skills_mask >> len(SKILL_ORDER)
            or games_mask >> len(GAMES)
            or not applicable_pairs(skills, games)
            or not 1 <= count <= _MAX_COUNT
            or not 1 <= minutes <= _MAX_MINUTES
        ):
            raise TrainingError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "'{code}' is an exam code of a newer version of the program: update it.",
                ),
                code=code.strip(),
            )
        return cls(seed, skills, games, count, minutes)

    def refs(self) -> list[QuestionRef]:
        """Every question of the exam, in order: the same on every computer."""
        pairs = applicable_pairs(self.skills, self.games)
        return [
            QuestionRef(
                *random.Random(f"exam {self.seed} {index}").choice(pairs), f"{self.seed}:{index}"
            )
            for index in range(self.count)
        ]

    def questions(self) -> list[Question]:
        return [ref.question() for ref in self.refs()]


# ----------------------------------------------------------------------------------- the journal


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


class ResultsJournal:
    """Every answer of every student on this computer, in ``training.sqlite`` (committed per
    answer, before the window shows the verdict)."""

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
    def open(cls, data_folder: Path) -> ResultsJournal:
        return cls(data_folder / TRAINING_FILE_NAME)

    def close(self) -> None:
        self._db.close()

    def add(self, record: AnswerRecord) -> None:
        with self._db:
            self._db.execute(
                "INSERT INTO answers (student, mode, exam_code, question_index, question, answer,"
                " correct, seconds, points, at, tags) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    record.student,
                    record.mode.value,
                    record.exam_code,
                    record.index,
                    record.ref.text,
                    record.answer,
                    int(record.correct),
                    record.seconds,
                    record.points,
                    record.at,
                    ",".join(record.tags),
                ),
            )

    def records(self, student: str | None = None) -> list[AnswerRecord]:
        query = (
            "SELECT student, mode, exam_code, question_index, question, answer, correct, seconds,"
            " points, at, tags FROM answers"
        )
        rows = (
            self._db.execute(query + " WHERE student = ? ORDER BY id", (student,))
            if student is not None
            else self._db.execute(query + " ORDER BY id")
        )
        records = []
        for row in rows:
            try:
                ref = QuestionRef.from_text(row[4])
            except (KeyError, ValueError):
                continue  # a question of a later version: left out of the reports
            records.append(
                AnswerRecord(
                    row[0], Mode(row[1]), row[2], row[3], ref, row[5], bool(row[6]), row[7],
                    row[8], row[9], tuple(tag for tag in row[10].split(",") if tag),
                )
            )  # fmt: skip
        return records


def student_name(text: str) -> str:
    """A student's name as one person, whatever its spacing (RULES 4's rule for players)."""
    name = " ".join(text.split())
    if not name:
        raise TrainingError(QT_TRANSLATE_NOOP("Messages", "Type the student's name first."))
    return name


# ----------------------------------------------------------------------------------- a session


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
            self.pairs = _checked_choice(skills, games)
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


# ----------------------------------------------------------------------------------- reports


@dataclass(frozen=True, slots=True)
class SkillStats:
    skill: Skill
    answers: int
    correct: int
    mean_seconds: float
    recent_accuracy: float  # the last ten answers
    earlier_accuracy: float | None  # the answers before those (None: fewer than eleven)
    worst_game: str | None

    @property
    def accuracy(self) -> float:
        return self.correct / self.answers if self.answers else 0.0

    @property
    def strong(self) -> bool:
        return (
            self.answers >= 5
            and self.recent_accuracy >= 0.85
            and self.mean_seconds <= TARGET_SECONDS[self.skill]
        )

    @property
    def weak(self) -> bool:
        return self.answers >= 3 and self.recent_accuracy < 0.7


@dataclass(frozen=True, slots=True)
class StudentReport:
    student: str
    skills: tuple[SkillStats, ...]
    untried: tuple[Skill, ...]
    suggestion: tuple[Skill, str]
    first_day: str
    last_day: str
    weak_tags: tuple[str, ...] = ()  # hard cases answered badly, worst first

    @property
    def strong(self) -> tuple[Skill, ...]:
        return tuple(stats.skill for stats in self.skills if stats.strong)

    @property
    def weak(self) -> tuple[Skill, ...]:
        return tuple(stats.skill for stats in self.skills if stats.weak)


def student_report(student: str, records: Sequence[AnswerRecord]) -> StudentReport:
    """Strong and weak skills over time, and the drill to do next: the skill whose recent
    answers are the worst, in the game where it went worst (with no weak skill, an untried
    one first)."""
    mine = [record for record in records if record.student == student]
    stats = []
    for skill in SKILL_ORDER:
        of_skill = [record for record in mine if record.skill is skill]
        if not of_skill:
            continue
        recent = of_skill[-10:]
        earlier = of_skill[:-10]
        by_game: dict[str, list[bool]] = {}
        for record in of_skill:
            by_game.setdefault(record.game, []).append(record.correct)
        worst = min(by_game, key=lambda game: (sum(by_game[game]) / len(by_game[game]), game))
        stats.append(
            SkillStats(
                skill,
                len(of_skill),
                sum(record.correct for record in of_skill),
                sum(record.seconds for record in of_skill) / len(of_skill),
                sum(record.correct for record in recent) / len(recent),
                sum(record.correct for record in earlier) / len(earlier) if earlier else None,
                worst,
            )
        )
    tried = {each.skill for each in stats}
    untried = tuple(skill for skill in SKILL_ORDER if skill not in tried)
    weak = [each for each in stats if each.weak]
    if untried and not weak:
        skill = untried[0]
        suggestion = (skill, games_for(skill)[0])
    elif stats:
        worst_stats = min(
            stats,
            key=lambda each: (
                each.recent_accuracy,
                -each.mean_seconds / TARGET_SECONDS[each.skill],
                each.answers,
            ),
        )
        suggestion = (worst_stats.skill, worst_stats.worst_game or GAMES[0])
    else:
        suggestion = (SKILL_ORDER[0], GAMES[0])
    days = sorted(record.at[:10] for record in mine)
    by_tag: dict[str, list[bool]] = {}
    for record in mine:
        for tag in record.tags[1:]:  # the first is the skill: reported above
            by_tag.setdefault(tag, []).append(record.correct)
    weak_tags = sorted(
        (
            tag
            for tag, results in by_tag.items()
            if len(results) >= 5 and sum(results) < 0.7 * len(results)
        ),
        key=lambda tag: (sum(by_tag[tag]) / len(by_tag[tag]), tag),
    )
    return StudentReport(
        student,
        tuple(stats),
        untried,
        suggestion,
        days[0] if days else "",
        days[-1] if days else "",
        tuple(weak_tags),
    )


# ----------------------------------------------------------------------------------- the instructor


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


def game_name(game: str) -> str:
    """The engine's name of a game key (the window translates it)."""
    return VARIANTS[game].name


# ----------------------------------------------------------------------------------- the situation


class SituationController(HandController):
    """The question's hand for the table view the dealer's window uses: replayed by the
    engine, read-only, and (a finished hand) showing the stacks before the pots are paid, so
    that the table does not give the showdown's answer away."""

    def __init__(self, question: Question) -> None:
        super().__init__(question.setup, actions=question.actions)
        self.question = question

    def seat_views(self) -> list[SeatView]:
        views = super().seat_views()
        hand = self.hand
        if hand is None or hand.finishing_stacks is None:
            return views
        return [
            replace(view, stack=hand.stacks[view.player]) if view.player is not None else view
            for view in views
        ]

    @property
    def can_undo(self) -> bool:
        return False


# ----------------------------------------------------------------------------------- the dealer's window


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
