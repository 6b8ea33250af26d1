"""Numbers typed by a person, read once for the whole program (issue 23).

The dealer's windows, the director's, the trainer and the drills' answers all read what is
typed here: ``0.50``, ``0,50``, ``1 234,50``, ``1,234.50`` in every language (spaces, narrow
and no-break spaces group the thousands; a comma or a point is the decimal mark), in the
table's smallest unit. Anything else is an :class:`AmountError` whose message says why.
Writing numbers the language's way is the windows' (:mod:`dealer_app.ui.numbers`).

>>> parse_amount("1 234,50", 2), parse_amount("0.5", 2), parse_amount("1,234.50", 2)
(123450, 50, 123450)
"""

from __future__ import annotations

import re

from dealer_app.engine.errors import IllegalAction
from dealer_app.messages import QT_TRANSLATE_NOOP

_SPACES = " \u00a0\u202f\u2009"  # the spaces a dealer may type (or paste) between thousands
_MINUS = "-\u2212"


class AmountError(IllegalAction):
    """What the dealer typed is not an amount (or is finer than the table's chips)."""


NOT_AN_AMOUNT = QT_TRANSLATE_NOOP("Messages", "'{typed}' is not an amount.")
NOT_GROUPED = QT_TRANSLATE_NOOP(
    "Messages", "'{typed}' is not an amount: group the digits by three."
)
TOO_FINE = QT_TRANSLATE_NOOP("Messages", "{typed} is finer than the table's smallest unit.")


def plain(text: str) -> str:
    """What the dealer typed, written the engine's way (``1 234,50`` -> ``1234.50``).

    Spaces group the thousands; a comma or a point is the decimal mark, or groups the
    thousands when there are several of them or the other mark comes after it.

    >>> plain(" 1\\u202f234,5 "), plain("1.234.567"), plain("-75"), plain(",5")
    ('1234.5', '1234567', '-75', '0.5')
    >>> try:
    ...     plain("12 34")
    ... except AmountError as error:
    ...     print(error)
    '12 34' is not an amount: group the digits by three.
    """
    typed = text.strip()
    sign = ""
    digits = typed
    if digits[:1] in _MINUS:
        sign, digits = "-", digits[1:].lstrip(_SPACES)
    for space in _SPACES:
        digits = digits.replace(space, " ")
    if not digits or not re.fullmatch(r"[0-9 .,]+", digits) or not re.search(r"[0-9]", digits):
        raise AmountError(NOT_AN_AMOUNT, typed=typed)
    marks = [mark for mark in ".," if mark in digits]
    if len(marks) == 2:  # 1,234.50 or 1.234,50: the last one is the decimal mark
        point = max(marks, key=digits.rindex)
        group = "," if point == "." else "."
    elif marks and digits.count(marks[0]) > 1:  # 1.234.567: thousands only
        point, group = "", marks[0]
    else:
        point, group = (marks[0] if marks else ""), ""
    whole, _mark, part = digits.partition(point) if point else (digits, "", "")
    if (point and point in part) or (group and group in part) or " " in part:
        raise AmountError(NOT_AN_AMOUNT, typed=typed)
    if point and not part:
        raise AmountError(NOT_AN_AMOUNT, typed=typed)
    if " " in whole or (group and group in whole):
        separators = {char for char in whole if not char.isdigit()}
        if len(separators) != 1 or not re.fullmatch(
            r"[0-9]{1,3}(?:" + re.escape(separators.pop()) + r"[0-9]{3})+", whole
        ):
            raise AmountError(NOT_GROUPED, typed=typed)
        whole = re.sub(r"[^0-9]", "", whole)
    return sign + (whole or "0") + ("." + part if part else "")


def parse_amount(text: str, decimals: int) -> int:
    """What the dealer typed, in the table's smallest unit (``decimals`` digits after the
    point); :class:`AmountError` says why it is not an amount.

    >>> try:
    ...     parse_amount("0,505", 2)
    ... except AmountError as error:
    ...     print(error)
    0,505 is finer than the table's smallest unit.
    """
    typed = text.strip()
    written = plain(typed)
    sign = -1 if written.startswith("-") else 1
    whole, _point, part = written.lstrip("-").partition(".")
    if part[decimals:].strip("0"):
        raise AmountError(TOO_FINE, typed=typed)
    return sign * int(whole + part[:decimals].ljust(decimals, "0"))


def parse_whole(text: str) -> int:
    """A whole number typed (chips, a count): ``20 000``, ``20,000`` or ``20000``; a
    :class:`ValueError` (an :class:`AmountError`) if it is not one.

    >>> parse_whole("20 000"), parse_whole("20,000"), parse_whole("7")
    (20000, 20000, 7)
    """
    typed = text.strip()
    if re.fullmatch(r"[0-9]{1,3}(?:,[0-9]{3})+", typed):  # 20,000: English thousands
        typed = typed.replace(",", "")
    return parse_amount(typed, 0)
