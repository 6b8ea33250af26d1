"""What the program says, as data: a message key and typed values.

A :class:`Message` is a key (the English sentence, with ``{name}`` holes) and the values that
fill it. ``str(message)`` is the English sentence the command line prints; the window
translates the key with Qt's translator and writes each value in the dealer's language
(``dealer_app.ui.messages``). Nothing ever reads a sentence back: a program that needs to know
what was refused reads the key, the values or the ``field``.

Every key is written where it is said, inside ``QT_TRANSLATE_NOOP(context, key)`` so that
``pyside6-lupdate`` (``make translations``) lists it for the translators; the engine, the
journal and the session import no Qt, so the marker is this module's plain function.

The values are typed, so that each language writes them its own way:

- ``str``: a name (a player's, a file's), a card (``K♥``) or any text shown as it is;
- ``int``: a seat number, a count, a level;
- :class:`Amount`: chips (``1 234,50`` in French, ``1,234.50`` in English);
- :class:`Word`: one of the engine's words (a street, a game, a rule set), translated;
- :class:`Words`: several, listed;
- :class:`Rank`: a card rank in the grammatical form a hand name needs ("de rois");
- a :class:`Message`: a sentence inside a sentence (the reason after a colon).

A key with plural forms is marked with a count (``QT_TRANSLATE_NOOP(context, key, one, 1)``):
``one`` is the English sentence for a count of one, ``count`` the value that chooses the form.

>>> refused = Message(
...     QT_TRANSLATE_NOOP("Messages", "{player} may {verb} to at most {amount}: pot limit."),
...     player="Anna", verb=Word("raise"), amount=Amount(80050, 2), field="amount")
>>> str(refused)
'Anna may raise to at most 800.50: pot limit.'
>>> refused.field, sorted(refused.values)
('amount', ['amount', 'player', 'verb'])
>>> shown = Message(
...     QT_TRANSLATE_NOOP("Messages", "{player} shows {count} cards.", "{player} shows {count} card.", 1),
...     one="{player} shows {count} card.", player="Boris", count=1)
>>> str(shown), str(Message("Pair of {rank}", rank=Rank("A", "of")))
('Boris shows 1 card.', 'Pair of aces')
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final, Union

CONTEXT: Final = "Messages"  # the translators' context of the program's sentences


def QT_TRANSLATE_NOOP(context: str, key: str, one: str = "", count: int = -1) -> str:
    """Marks ``key`` for the translators (``pyside6-lupdate`` looks for this name) and
    returns it unchanged; with ``count`` it is marked as having plural forms, ``one`` being
    the English sentence for a count of one."""
    return key


def money_text(amount: int, decimals: int) -> str:
    """Chips in the table's smallest unit, in English: ``money_text(1550, 2)`` is ``15.50``.

    >>> money_text(1550, 2), money_text(-5, 2), money_text(70, 0)
    ('15.50', '-0.05', '70')
    """
    if not decimals:
        return str(amount)
    sign = "-" if amount < 0 else ""
    whole, part = divmod(abs(amount), 10**decimals)
    return f"{sign}{whole}.{part:0{decimals}d}"


@dataclass(frozen=True, slots=True)
class Amount:
    """Chips: ``chips`` in the table's smallest unit, ``decimals`` digits after the point."""

    chips: int
    decimals: int = 0

    def __str__(self) -> str:
        return money_text(self.chips, self.decimals)


@dataclass(frozen=True, slots=True)
class Word:
    """One of the engine's words (a street, a game, a verb, a rule set), as the engine's
    English has it; the window translates it (context ``Engine``). ``lower`` asks for it in
    lower case inside a sentence ("the turn")."""

    text: str
    lower: bool = False

    def __str__(self) -> str:
        return self.text.lower() if self.lower else self.text


@dataclass(frozen=True, slots=True)
class Words:
    """Several engine words listed: ``Razz, 2-7 triple draw``."""

    items: tuple[Word, ...]

    def __str__(self) -> str:
        return ", ".join(str(item) for item in self.items)


# A rank's English word in each form a hand name uses. The translators give each form its
# own words (context ``Ranks``, the form as the disambiguation): "of" is what follows "Pair
# of" ("d'as", "тузов"), "plural" what a full house or two pair name ("dames", "дамы"),
# "high" the top card of a straight or flush ("au roi", "до короля"), "single" a high card.
RANK_FORMS: Final = ("of", "plural", "high", "single")
_RANK_WORDS: Final = {
    "2": ("two", "deuces"),  # dealers say "a pair of deuces"
    "3": ("three", "threes"),
    "4": ("four", "fours"),
    "5": ("five", "fives"),
    "6": ("six", "sixes"),
    "7": ("seven", "sevens"),
    "8": ("eight", "eights"),
    "9": ("nine", "nines"),
    "T": ("ten", "tens"),
    "J": ("jack", "jacks"),
    "Q": ("queen", "queens"),
    "K": ("king", "kings"),
    "A": ("ace", "aces"),
}


# Every rank in every form, for the translators (context ``Ranks``, the form as the
# disambiguation); :class:`Rank` says which is asked.
_RANK_TEXTS: Final = (
    QT_TRANSLATE_NOOP("Ranks", "deuces", "of"),
    QT_TRANSLATE_NOOP("Ranks", "threes", "of"),
    QT_TRANSLATE_NOOP("Ranks", "fours", "of"),
    QT_TRANSLATE_NOOP("Ranks", "fives", "of"),
    QT_TRANSLATE_NOOP("Ranks", "sixes", "of"),
    QT_TRANSLATE_NOOP("Ranks", "sevens", "of"),
    QT_TRANSLATE_NOOP("Ranks", "eights", "of"),
    QT_TRANSLATE_NOOP("Ranks", "nines", "of"),
    QT_TRANSLATE_NOOP("Ranks", "tens", "of"),
    QT_TRANSLATE_NOOP("Ranks", "jacks", "of"),
    QT_TRANSLATE_NOOP("Ranks", "queens", "of"),
    QT_TRANSLATE_NOOP("Ranks", "kings", "of"),
    QT_TRANSLATE_NOOP("Ranks", "aces", "of"),
    QT_TRANSLATE_NOOP("Ranks", "deuces", "plural"),
    QT_TRANSLATE_NOOP("Ranks", "threes", "plural"),
    QT_TRANSLATE_NOOP("Ranks", "fours", "plural"),
    QT_TRANSLATE_NOOP("Ranks", "fives", "plural"),
    QT_TRANSLATE_NOOP("Ranks", "sixes", "plural"),
    QT_TRANSLATE_NOOP("Ranks", "sevens", "plural"),
    QT_TRANSLATE_NOOP("Ranks", "eights", "plural"),
    QT_TRANSLATE_NOOP("Ranks", "nines", "plural"),
    QT_TRANSLATE_NOOP("Ranks", "tens", "plural"),
    QT_TRANSLATE_NOOP("Ranks", "jacks", "plural"),
    QT_TRANSLATE_NOOP("Ranks", "queens", "plural"),
    QT_TRANSLATE_NOOP("Ranks", "kings", "plural"),
    QT_TRANSLATE_NOOP("Ranks", "aces", "plural"),
    QT_TRANSLATE_NOOP("Ranks", "two", "high"),
    QT_TRANSLATE_NOOP("Ranks", "three", "high"),
    QT_TRANSLATE_NOOP("Ranks", "four", "high"),
    QT_TRANSLATE_NOOP("Ranks", "five", "high"),
    QT_TRANSLATE_NOOP("Ranks", "six", "high"),
    QT_TRANSLATE_NOOP("Ranks", "seven", "high"),
    QT_TRANSLATE_NOOP("Ranks", "eight", "high"),
    QT_TRANSLATE_NOOP("Ranks", "nine", "high"),
    QT_TRANSLATE_NOOP("Ranks", "ten", "high"),
    QT_TRANSLATE_NOOP("Ranks", "jack", "high"),
    QT_TRANSLATE_NOOP("Ranks", "queen", "high"),
    QT_TRANSLATE_NOOP("Ranks", "king", "high"),
    QT_TRANSLATE_NOOP("Ranks", "ace", "high"),
    QT_TRANSLATE_NOOP("Ranks", "two", "single"),
    QT_TRANSLATE_NOOP("Ranks", "three", "single"),
    QT_TRANSLATE_NOOP("Ranks", "four", "single"),
    QT_TRANSLATE_NOOP("Ranks", "five", "single"),
    QT_TRANSLATE_NOOP("Ranks", "six", "single"),
    QT_TRANSLATE_NOOP("Ranks", "seven", "single"),
    QT_TRANSLATE_NOOP("Ranks", "eight", "single"),
    QT_TRANSLATE_NOOP("Ranks", "nine", "single"),
    QT_TRANSLATE_NOOP("Ranks", "ten", "single"),
    QT_TRANSLATE_NOOP("Ranks", "jack", "single"),
    QT_TRANSLATE_NOOP("Ranks", "queen", "single"),
    QT_TRANSLATE_NOOP("Ranks", "king", "single"),
    QT_TRANSLATE_NOOP("Ranks", "ace", "single"),
)


@dataclass(frozen=True, slots=True)
class Rank:
    """A card rank (``"K"``) in one of :data:`RANK_FORMS`.

    >>> str(Rank("K", "of")), str(Rank("K", "high")), Rank("K", "of").english
    ('kings', 'king', 'kings')
    """

    rank: str
    form: str

    @property
    def english(self) -> str:
        one, many = _RANK_WORDS[self.rank]
        return many if self.form in ("of", "plural") else one

    def __str__(self) -> str:
        return self.english


Value = Union[str, int, Amount, Word, Words, Rank, "Message"]


class Message:
    """A key and the values of its holes; ``str()`` is the English sentence.

    ``field`` names what the message is about when a form must point at it (``amount``,
    ``max_buy_in``, ``seat3``); ``context`` is the translators' context; ``one`` the English
    sentence for a count of one when the key has plural forms (``count`` is then a value).
    """

    __slots__ = ("context", "field", "key", "one", "values")

    def __init__(
        self,
        key: str,
        /,
        *,
        field: str | None = None,
        context: str = CONTEXT,
        one: str = "",
        **values: Value,
    ) -> None:
        self.key = key
        self.values: Mapping[str, Value] = values
        self.field = field
        self.context = context
        self.one = one

    @property
    def count(self) -> int | None:
        """The count that chooses the plural form, when the key has them."""
        if not self.one:
            return None
        count = self.values.get("count")
        return count if isinstance(count, int) else None

    @property
    def english_key(self) -> str:
        """The English template: ``one`` for a count of one, else the key."""
        return self.one if self.one and self.count == 1 else self.key

    def __str__(self) -> str:
        return fill(self.english_key, {name: str(value) for name, value in self.values.items()})

    def __repr__(self) -> str:
        return f"Message({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Message):
            return NotImplemented
        return (self.key, self.context, self.field, self.one, dict(self.values)) == (
            other.key,
            other.context,
            other.field,
            other.one,
            dict(other.values),
        )

    def __hash__(self) -> int:
        return hash((self.key, self.context, self.field))


def holes(template: str) -> set[str]:
    """The names of the holes of a key or a translation.

    >>> sorted(holes("{player} may {verb} to at most {amount}."))
    ['amount', 'player', 'verb']
    """
    try:
        return {name for _text, name, _spec, _conv in string.Formatter().parse(template) if name}
    except ValueError:  # a lone brace
        return set()


def fill(template: str, values: Mapping[str, str]) -> str:
    """``template`` with each ``{name}`` hole replaced by its value, in one pass (a value may
    hold braces). A hole without a value is left as it is written.

    >>> fill("{a} and {b} {c}", {"a": "{b}", "b": "x"})
    '{b} and x {c}'
    """
    out: list[str] = []
    try:
        for text, name, _spec, _conversion in string.Formatter().parse(template):
            out.append(text)
            if name is not None:
                out.append(values.get(name, "{" + name + "}"))
    except ValueError:  # a lone brace (a translation typed wrong): the template as it is
        return template
    return "".join(out)


class Refusal(Exception):
    """Anything refused, carrying its :class:`Message`; ``str()`` is the English sentence.

    The engine's :class:`~dealer_app.engine.errors.IllegalAction`, the journal's, the
    tournament's and the histories' errors are refusals: the window words them all one way.

    >>> error = Refusal(QT_TRANSLATE_NOOP("Messages", "Seat {seat} is empty."), seat=4)
    >>> str(error), error.message.key, dict(error.message.values)
    ('Seat 4 is empty.', 'Seat {seat} is empty.', {'seat': 4})
    """

    def __init__(
        self,
        key: str | Message,
        /,
        *,
        field: str | None = None,
        context: str = CONTEXT,
        one: str = "",
        **values: Value,
    ) -> None:
        message = (
            key
            if isinstance(key, Message)
            else Message(key, field=field, context=context, one=one, **values)
        )
        super().__init__(str(message))
        self.message = message

    @property
    def field(self) -> str | None:
        return self.message.field
