"""The student's answers: read from what he types, written back as he would type them, scored.

Every refusal is a :class:`TrainingError`: a message key (the English sentence with ``{name}``
holes, marked for the translators) and its typed values, worded by whoever shows it.

>>> score_points(Skill.TO_CALL, True, 5.0), score_points(Skill.TO_CALL, False, 5.0)
(100, 0)
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final

from dealer_app.engine.amounts import AmountError, parse_amount
from dealer_app.engine.drills import TARGET_SECONDS, Answer, Kind, Question, Skill
from dealer_app.engine.drills.questions import Awards, Pots, Race
from dealer_app.messages import QT_TRANSLATE_NOOP, Refusal


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


def student_name(text: str) -> str:
    """A student's name as one person, whatever its spacing (RULES 4's rule for players)."""
    name = " ".join(text.split())
    if not name:
        raise TrainingError(QT_TRANSLATE_NOOP("Messages", "Type the student's name first."))
    return name
