"""Numbers as the dealer's language writes and reads them: ``1 234,50`` in French and Russian.

English keeps what each window showed before: the engine's way for the table's chips
(:func:`amount`, ``1234.50``) and a comma between thousands for plain counts (:func:`count`,
``24,615``) and prizes (:func:`prize`). French groups the thousands with a narrow no-break
space and Russian with a no-break space, both with a decimal comma.

What the dealer types is read the same way in every language (:func:`parse`, which is the
engine's :func:`dealer_app.engine.amounts.parse_amount`, the one reader of typed amounts):
``0.50``, ``0,50``, ``1 234,50``, ``1,234.50``; anything else is refused with a sentence.

>>> amount(123450, 2), amount(70, 0), count(24615), prize(450_000), prize(12_345)
('1234.50', '70', '24,615', '4,500', '123.45')
>>> amount(123450, 2, "fr") == "1\\u202f234,50", count(24615, "ru") == "24\\u00a0615"
(True, True)
>>> parse("1 234,50", 2), parse("0.5", 2), parse("1,234.50", 2), parse("70", 0)
(123450, 50, 123450, 70)
"""

from __future__ import annotations

from collections.abc import Callable

from dealer_app.engine.amounts import NOT_AN_AMOUNT as NOT_AN_AMOUNT
from dealer_app.engine.amounts import NOT_GROUPED as NOT_GROUPED
from dealer_app.engine.amounts import TOO_FINE as TOO_FINE
from dealer_app.engine.amounts import AmountError as AmountError
from dealer_app.engine.amounts import parse_amount, parse_whole
from dealer_app.engine.amounts import plain as plain
from dealer_app.messages import money_text
from dealer_app.ui import words

_GROUP = {"fr": "\u202f", "ru": "\u00a0"}  # English groups its counts with a comma


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


# What is typed is read by the engine, once for every window, the trainer and the drills.
parse = parse_amount
whole = parse_whole


def clock_text(seconds: int) -> str:
    """``12:00``, ``1:05:00`` for an hour or more.

    >>> clock_text(725), clock_text(3600)
    ('12:05', '1:00:00')
    """
    minutes, second = divmod(max(0, seconds), 60)
    hours, minute = divmod(minutes, 60)
    return f"{hours}:{minute:02d}:{second:02d}" if hours else f"{minute}:{second:02d}"
