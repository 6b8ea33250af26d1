"""What an exam is, and the code that hands it out: a seed, the skills, the games, how many
questions and how long, the same questions on every computer (:class:`ExamSpec`); and what
regenerates any question (:class:`QuestionRef`).

An exam follows a blueprint (:meth:`ExamSpec.blueprint`): its count spread over the skills
chosen as evenly as it allows (12 questions of 12 skills: one each), each skill's questions
spread over its games, in an order drawn from the seed. A code made before the blueprint (its
flag bit clear) still gives the questions it gave: each drawn at random from the pairs.

>>> spec = ExamSpec(seed=12345, skills=(Skill.TO_CALL,), games=("nlhe",), count=3, minutes=10)
>>> ExamSpec.from_code(spec.code) == spec
True
"""

from __future__ import annotations

import random
import secrets
import zlib
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from dealer_app.engine.drills import GAMES, Question, Skill, games_for, generate, live_hand
from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.session.training.answers import SKILL_ORDER, TrainingError

RESULT_FORMAT: Final = "dealer-assistant-exam-result"
"""The ``format`` of a student's result file (written by the sitting, read by the grading)."""
RESULT_VERSION: Final = 1


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


def checked_choice(skills: Sequence[Skill], games: Sequence[str]) -> list[tuple[Skill, str]]:
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


_ALPHABET: Final = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's: no I, L, O, U
_MAX_COUNT: Final = 200
_MAX_MINUTES: Final = 240
_BLUEPRINT_BIT: Final = 1 << 15  # in the skills' 16 bits, above the skills': the code's version


@dataclass(frozen=True, slots=True)
class ExamSpec:
    """An exam: its seed, the skills and games it draws from, how many questions, how long."""

    seed: int
    skills: tuple[Skill, ...]
    games: tuple[str, ...]
    count: int
    minutes: int
    balanced: bool = True  # the blueprint; False: a code made before it

    @classmethod
    def build(
        cls, skills: Sequence[Skill], games: Sequence[str], count: int, minutes: int
    ) -> ExamSpec:
        """A new exam with a fresh seed; refuses a choice that cannot make one."""
        checked_choice(skills, games)
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
        skills |= _BLUEPRINT_BIT if self.balanced else 0
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
        balanced = bool(skills_mask & _BLUEPRINT_BIT)
        skills_mask &= ~_BLUEPRINT_BIT
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
        return cls(seed, skills, games, count, minutes, balanced)

    def blueprint(self) -> dict[Skill, int]:
        """How many questions of each skill (those asked in the exam's games): the count spread
        evenly, the questions left over given to skills drawn from the seed."""
        if not self.balanced:
            return dict(Counter(ref.skill for ref in self.refs()))
        skills = [s for s in self.skills if any(g in games_for(s) for g in self.games)]
        each, left = divmod(self.count, len(skills))
        more = set(random.Random(f"exam {self.seed} blueprint").sample(skills, left))
        counts = {skill: each + (skill in more) for skill in skills}
        return {skill: n for skill, n in counts.items() if n}

    def refs(self) -> list[QuestionRef]:
        """Every question of the exam, in order: the same on every computer."""
        pairs = applicable_pairs(self.skills, self.games)
        if not self.balanced:
            return [
                QuestionRef(
                    *random.Random(f"exam {self.seed} {index}").choice(pairs),
                    f"{self.seed}:{index}",
                )
                for index in range(self.count)
            ]
        asked: list[tuple[Skill, str]] = []
        for skill, count in self.blueprint().items():
            games = [game for s, game in pairs if s is skill]
            random.Random(f"exam {self.seed} games {skill.name}").shuffle(games)
            asked += [(skill, games[n % len(games)]) for n in range(count)]
        random.Random(f"exam {self.seed} order").shuffle(asked)
        return [
            QuestionRef(skill, game, f"{self.seed}:{index}")
            for index, (skill, game) in enumerate(asked)
        ]

    def questions(self) -> list[Question]:
        return [ref.question() for ref in self.refs()]
