"""Numbers as the dealer's language writes and reads them: ``1 234,50`` in French and Russian.

English keeps what each window showed before: the engine's way for the table's chips
(:func:`amount`, ``1234.50``) and a comma between thousands for plain counts (:func:`count`,
``24,615``) and prizes (:func:`prize`). French groups the thousands with a narrow no-break
space and Russian with a no-break space, both with a decimal comma.

What the dealer types is read the same way in every language (:func:`parse`): ``0.50``,
``0,50``, ``1 234,50``, ``1,234.50``; anything else is refused with a sentence saying why.

>>> amount(123450, 2), amount(70, 0), count(24615), prize(450_000), prize(12_345)
('1234.50', '70', '24,615', '4,500', '123.45')
>>> amount(123450, 2, "fr") == "1\\u202f234,50", count(24615, "ru") == "24\\u00a0615"
(True, True)
>>> parse("1 234,50", 2), parse("0.5", 2), parse("1,234.50", 2), parse("70", 0)
(123450, 50, 123450, 70)
"""

from __future__ import annotations

import re
from collections.abc import Callable

from dealer_app.engine.errors import IllegalAction
from dealer_app.messages import QT_TRANSLATE_NOOP, money_text
from dealer_app.ui import words

_GROUP = {"fr": "\u202f", "ru": "\u00a0"}  # English groups its counts with a comma
_SPACES = " \u00a0\u202f\u2009"  # the spaces a dealer may type (or paste) between thousands
_MINUS = "-\u2212"


def _language(language: str | None) -> str:
    return language if language is not None else words.language()


def _written(english: str, group: str, point: str) -> str:
    """``english`` (``-1234.50``, no grouping) with ``group`` between thousands."""
    sign, digits = ("-", english[1:]) if english.startswith("-") else ("", english)
    whole, _point, part = digits.partition(".")
    grouped = f"{int(whole):,}".replace(",", group)
    return sign + grouped + (point + part if part else "")


def amount(chips: int, decimals: int = 0, language: str | None = None) -> str:
    """Chips in the table's smallest unit, written the dealer's language's way (English: the
    engine's ``1234.50``). ``language`` is the window's unless given (a players' display has
    its own)."""
    english = money_text(chips, decimals)
    group = _GROUP.get(_language(language))
    return english if group is None else _written(english, group, ",")


def writer(decimals: int, language: str | None = None) -> Callable[[int], str]:
    """:func:`amount` for a table of ``decimals``: ``money = writer(controller.decimals)``."""
    return lambda chips: amount(chips, decimals, language)


def count(number: int, language: str | None = None) -> str:
    """A plain whole number (chips in play, players): ``24,615``, ``24 615``."""
    code = _language(language)
    return _written(str(number), _GROUP.get(code, ","), ".")


def prize(money: int, unit: int = 100, language: str | None = None) -> str:
    """Money in the currency's smallest unit (``unit`` of them to the whole), in whole units
    when it is whole: ``4,500`` and ``123.45`` in English, ``4 500`` and ``123,45`` in French."""
    code = _language(language)
    group, point = (_GROUP[code], ",") if code in _GROUP else (",", ".")
    if unit <= 1:
        return _written(str(money), group, point)
    whole, cents = divmod(money, unit)
    if not cents:
        return _written(str(whole), group, point)
    return _written(money_text(money, len(str(unit - 1))), group, point)


def rich_text(html: str) -> str:
    """``html`` for Qt's rich text (a label's, a text view's, a printed page's), which would
    turn a narrow no-break space into a plain one, free to break the line inside a number:
    each is kept in a ``white-space: pre`` span.

    >>> rich_text("<b>1\u202f234</b>") == '<b>1<span style="white-space:pre">\u202f</span>234</b>'
    True
    """
    return html.replace("\u202f", '<span style="white-space:pre">\u202f</span>')


# ------------------------------------------------------------------ reading what is typed


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


def parse(text: str, decimals: int) -> int:
    """What the dealer typed, in the table's smallest unit (``decimals`` digits after the
    point); :class:`AmountError` says why it is not an amount.

    >>> try:
    ...     parse("0,505", 2)
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


def whole(text: str) -> int:
    """A whole number typed (chips, a count): ``20 000``, ``20,000`` or ``20000``; a
    :class:`ValueError` (an :class:`AmountError`) if it is not one.

    >>> whole("20 000"), whole("20,000"), whole("7")
    (20000, 20000, 7)
    """
    typed = text.strip()
    if re.fullmatch(r"[0-9]{1,3}(?:,[0-9]{3})+", typed):  # 20,000: English thousands
        typed = typed.replace(",", "")
    return parse(typed, 0)


def clock_text(seconds: int) -> str:
    """``12:00``, ``1:05:00`` for an hour or more.

    >>> clock_text(725), clock_text(3600)
    ('12:05', '1:00:00')
    """
    minutes, second = divmod(max(0, seconds), 60)
    hours, minute = divmod(minutes, 60)
    return f"{hours}:{minute:02d}:{second:02d}" if hours else f"{minute}:{second:02d}"
