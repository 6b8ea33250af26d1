"""Numbers typed by a person are read once, in one place (issue 23): the engine's
:mod:`dealer_app.engine.amounts`, which the windows, the trainer and the drills all call."""

from __future__ import annotations

import pytest

from dealer_app.engine import amounts
from dealer_app.engine.drills import Question, Skill
from dealer_app.engine.hand import HandSetup
from dealer_app.engine.variants import VARIANTS

NNBSP = "\u202f"


def test_one_reader_of_typed_amounts() -> None:
    assert amounts.parse_amount("1 234,50", 2) == amounts.parse_amount("1,234.50", 2) == 123450
    assert amounts.parse_amount(f"12{NNBSP}500", 0) == 12500
    assert amounts.parse_whole("20,000") == amounts.parse_whole("20 000") == 20000
    with pytest.raises(amounts.AmountError, match="finer than the table's smallest unit"):
        amounts.parse_amount("0,505", 2)
    with pytest.raises(amounts.AmountError, match="group the digits by three"):
        amounts.parse_amount("12 34", 0)


def test_the_windows_call_the_one_reader() -> None:
    from dealer_app.ui import numbers

    assert numbers.parse is amounts.parse_amount
    assert numbers.whole is amounts.parse_whole
    assert numbers.plain is amounts.plain
    assert numbers.AmountError is amounts.AmountError


def test_a_student_types_amounts_as_the_dealer_does() -> None:
    from dealer_app.session.training.answers import TrainingError, parse_answer

    setup = HandSetup(VARIANTS["nlhe"], (200_000,) * 3, blinds=(500, 1000, 0), min_bet=1000)
    question = Question(Skill.TO_CALL, "nlhe", setup, (), 2)
    assert parse_answer(question, "1 000") == parse_answer(question, "1000") == 1000
    cents = HandSetup(VARIANTS["nlhe"], (200_000,) * 3, blinds=(25, 50, 0), min_bet=50, decimals=2)
    question = Question(Skill.TO_CALL, "nlhe", cents, (), 2)
    assert parse_answer(question, "1 234,50") == parse_answer(question, "1234.50") == 123450
    with pytest.raises(TrainingError, match="'ten' is not a number"):
        parse_answer(question, "ten")
