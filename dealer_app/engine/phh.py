"""Reading and writing PHH hand histories (the text only; the rules live elsewhere).

A PHH file is TOML (spec at phh.readthedocs.io): a ``.phh`` holds one hand as ``key = value``
lines, a ``.phhs`` holds several under table headers ``[1]``, ``[2]``, ... Every field is kept,
in file order, so writing a hand back loses nothing. Decimal amounts stay ``Decimal`` with their
exact text (``0.50`` is ``Decimal('0.50')``), never ``float``.

>>> [hand] = loads("variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [0.50, 1]\\n"
...                "min_bet = 1\\nstarting_stacks = [200, 81.60]\\nactions = ['p1 cc', 'p2 cc']\\n")
>>> hand.variant, hand.blinds_or_straddles, hand.actions
('NT', [Decimal('0.50'), 1], ['p1 cc', 'p2 cc'])
>>> print(dumps([hand]), end="")
variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [0.50, 1]
min_bet = 1
starting_stacks = [200, 81.60]
actions = ['p1 cc', 'p2 cc']

Speed is the point of this module: replaying a file must not be dominated by parsing it, and
``tomllib`` alone costs about 110 µs per hand. So :func:`loads` first tries a line-oriented
reader for the plain TOML that PHH writers produce, and hands anything it does not recognise
(multi-line arrays, inline tables, dotted keys, exotic numbers...) to ``tomllib``, which then
also words the error for a corrupt file. Both give the same values.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
import os
import re
import stat
from collections.abc import Iterator, Sequence
from decimal import Decimal
from pathlib import Path
from typing import Final, NamedTuple, TypeAlias, cast

from dealer_app.engine.errors import IllegalAction
from dealer_app.messages import QT_TRANSLATE_NOOP, Message, Value

__all__ = [
    "MAX_EXPONENT",
    "MAX_FILE_BYTES",
    "MAX_NESTING",
    "MAX_NUMBER_DIGITS",
    "MAX_STRING_CHARS",
    "HandHistory",
    "Number",
    "PHHValue",
    "dumps",
    "format_number",
    "load_path",
    "loads",
]

# Limits that no real hand history reaches; a file past one is refused with a sentence naming
# the line, before anything costs time or memory (a 200-byte ``1e999999`` would otherwise run
# for minutes, a 100,000-deep dotted key take gigabytes). Stated in the README.
MAX_NUMBER_DIGITS: Final = 30
"""Digits in one number (``12345678901234567.89`` has 19)."""
MAX_EXPONENT: Final = 30
"""Largest exponent, either sign, of a number written with one (``1e30``, ``5e-30``)."""
MAX_NESTING: Final = 32
"""Arrays, inline tables and dotted-key parts inside one another."""
MAX_STRING_CHARS: Final = 4096
"""Characters in one string on one line (a name, a variant, an action...)."""
MAX_FILE_BYTES: Final = 512 * 2**20
"""Bytes of one file (about 700,000 hands)."""

PHHValue: TypeAlias = (
    str
    | int
    | Decimal
    | bool
    | datetime.time
    | datetime.date
    | datetime.datetime
    | list["PHHValue"]
    | dict[str, "PHHValue"]
)
"""One TOML value as read: ``int`` for integer literals, ``Decimal`` for decimal ones."""

Number: TypeAlias = int | Decimal
"""An amount as written in the file: ``int`` or exact ``Decimal``; the engine makes chips of it."""

# ---------------------------------------------------------------------------------------------
# The fields the PHH spec defines, and what each must hold (phh.readthedocs.io, Specification).


class _Kind(NamedTuple):
    """What a spec field must hold: the types of its value, and of its items for an array.

    Exact types, as sets so that a check is one look-up: bool is an int to Python but not a
    number to PHH.
    """

    description: str  # a message key: "a number"
    types: frozenset[type]
    item_types: frozenset[type] | None = None

    def admits(self, value: object) -> bool:
        if type(value) not in self.types:
            return False
        # issuperset(map(...)) runs in C: cheap even for a long actions array.
        return self.item_types is None or self.item_types.issuperset(
            map(type, cast("list[object]", value))
        )


_LIST: Final[frozenset[type]] = frozenset((list,))
_STRING: Final = _Kind(QT_TRANSLATE_NOOP("Messages", "a string"), frozenset((str,)))
_NUMBER: Final = _Kind(QT_TRANSLATE_NOOP("Messages", "a number"), frozenset((int, Decimal)))
_INTEGER: Final = _Kind(QT_TRANSLATE_NOOP("Messages", "an integer"), frozenset((int,)))
_BOOLEAN: Final = _Kind(QT_TRANSLATE_NOOP("Messages", "true or false"), frozenset((bool,)))
_TIME: Final = _Kind(QT_TRANSLATE_NOOP("Messages", "a local time"), frozenset((datetime.time,)))
_STRING_OR_INTEGER: Final = _Kind(
    QT_TRANSLATE_NOOP("Messages", "a string or an integer"), frozenset((str, int))
)
_NUMBERS: Final = _Kind(QT_TRANSLATE_NOOP("Messages", "an array of numbers"), _LIST, _NUMBER.types)
_INTEGERS: Final = _Kind(
    QT_TRANSLATE_NOOP("Messages", "an array of integers"), _LIST, _INTEGER.types
)
_STRINGS: Final = _Kind(QT_TRANSLATE_NOOP("Messages", "an array of strings"), _LIST, _STRING.types)

_FIELD_KINDS: Final[dict[str, _Kind]] = {
    "variant": _STRING,
    "antes": _NUMBERS,
    "blinds_or_straddles": _NUMBERS,
    "bring_in": _NUMBER,
    "small_bet": _NUMBER,
    "big_bet": _NUMBER,
    "min_bet": _NUMBER,
    "starting_stacks": _NUMBERS,
    "actions": _STRINGS,
    "author": _STRING,
    "event": _STRING,
    "url": _STRING,
    "venue": _STRING,
    "address": _STRING,
    "city": _STRING,
    "region": _STRING,
    "postal_code": _STRING,
    "country": _STRING,
    "time": _TIME,
    "time_zone": _STRING,
    "time_zone_abbreviation": _STRING,
    "day": _INTEGER,
    "month": _INTEGER,
    "year": _INTEGER,
    "hand": _STRING_OR_INTEGER,
    "level": _INTEGER,
    "seats": _INTEGERS,
    "seat_count": _INTEGER,
    "table": _STRING_OR_INTEGER,
    "players": _STRINGS,
    "finishing_stacks": _NUMBERS,
    "winnings": _NUMBERS,
    "currency": _STRING,
    "currency_symbol": _STRING,
    "ante_trimming_status": _BOOLEAN,
    "time_limit": _NUMBER,
    "time_banks": _NUMBERS,
    # This program's own: the irregularity rulings, one JSON text each (README).
    "_rulings": _STRINGS,
}

# The same, unpacked once: tuples unpack faster than named fields are read.
_FIELD_TYPES: Final = {key: (kind.types, kind.item_types) for key, kind in _FIELD_KINDS.items()}

# One entry per player, in seat order (spec.rst, "Position"); starting_stacks sets the count.
_PER_PLAYER_FIELDS: Final = frozenset(
    {
        "antes",
        "blinds_or_straddles",
        "seats",
        "players",
        "finishing_stacks",
        "winnings",
        "time_banks",
    }
)

# ---------------------------------------------------------------------------------------------
# The amounts a hand's setup holds: each must be a finite number (inf and nan are not chips),
# and their decimals set the hand's (histories.scale_of).
SETUP_AMOUNT_FIELDS: Final = (
    "antes",
    "blinds_or_straddles",
    "bring_in",
    "small_bet",
    "big_bet",
    "min_bet",
    "starting_stacks",
    "_chip_unit",
    "_dead_blinds",
    "_level_blinds",
)
_AMOUNT_FIELDS: Final = frozenset(SETUP_AMOUNT_FIELDS)

# ---------------------------------------------------------------------------------------------
# The fast reader's patterns. Anything they do not match goes to tomllib.

_BARE_KEY: Final = re.compile(r"[A-Za-z0-9_-]+")
_KEY_LINE: Final = re.compile(r"[ \t]*([A-Za-z0-9_-]+)[ \t]*=[ \t]*")
_HEADER_LINE: Final = re.compile(r"[ \t]*\[[ \t]*([A-Za-z0-9_-]+)[ \t]*\][ \t]*(?:#.*)?")
# TOML forbids control characters everywhere but tab and newline: one look at the whole text, as
# bytes, saves a check per string and per comment.
_CONTROL_BYTES: Final = bytes([*range(0x09), *range(0x0B, 0x20), 0x7F])
_SCALAR: Final = re.compile(
    r"(?P<int>[+-]?(?:0|[1-9][0-9]*))"
    # TOML lets an exponent have leading zeros; we write 5e0 for Decimal("5").
    r"|(?P<decimal>[+-]?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?|[+-]?inf|[+-]?nan)"
    r"|(?P<time>(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9])"
    r"|(?P<date>[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01]))"
    r"|(?P<bool>true|false)"
)
# Possessive quantifiers: no number here needs backtracking, and the regex runs ~40% faster.
_NUMBER_TOKEN: Final = r"[+-]?+(?:(?:0|[1-9][0-9]*+)(?:\.[0-9]++)?+(?:[eE][+-]?+[0-9]++)?+|inf|nan)"
_NUMBER_LIST: Final = re.compile(rf"{_NUMBER_TOKEN}(?:, {_NUMBER_TOKEN})*+")
_BARE_TOKEN: Final = re.compile(r"[^ \t,\[\]{}#'\"]+")
_LITERAL_STRING: Final = re.compile(r"'([^']*)'")
_BASIC_STRING: Final = re.compile(r'"((?:[^"\\]|\\.)*)"')
_ESCAPE: Final = re.compile(r'\\(?:([btnfr"\\])|u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|(.))')
_UNESCAPED: Final = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", '"': '"', "\\": "\\"}

# Patterns that find where a field was written, only to word an error.
_ANY_HEADER: Final = re.compile(
    r"""[ \t]*\[[ \t]*(?:"([^"]*)"|'([^']*)'|([A-Za-z0-9_-]+))[ \t]*\]"""
)
_TOML_ERROR: Final = re.compile(r"(?s)(.*) \(at (?:line (\d+), column \d+|end of document)\)")

# The writer's patterns.
_CONTROL: Final = re.compile("[\x00-\x08\x0a-\x1f\x7f]")
_NEEDS_ESCAPE: Final = re.compile(r'[\x00-\x08\x0a-\x1f\x7f"\\]')
_ESCAPED: Final = {value: key for key, value in _UNESCAPED.items()}


class _NotFast(Exception):
    """The fast reader met something it does not handle; tomllib takes the whole text."""


class _Unterminated(_NotFast):
    """A one-line string without its closing quote: corrupt whatever tomllib would say."""


@dataclasses.dataclass(slots=True)
class HandHistory:
    """One hand of a PHH file: every field kept, in file order, so writing it back loses nothing.

    ``fields`` maps each key to its value as read (user fields start with ``_``); ``index`` is
    the table name of a ``.phhs`` section (``"1"``, ``"2"``, ...) and ``None`` for a ``.phh``.
    The properties give the fields the engine needs, typed, and raise ``IllegalAction`` when a
    field holds the wrong kind of value.

    >>> hand = HandHistory({"variant": "NT", "starting_stacks": [200, Decimal("81.60")]}, "7")
    >>> hand.variant, hand.player_count, hand.hand_label, hand.min_bet
    ('NT', 2, '7', None)
    >>> hand == HandHistory(dict(hand.fields), "7")
    True
    """

    fields: dict[str, PHHValue]
    index: str | None = None

    @property
    def variant(self) -> str:
        """The variant code (``NT``, ``FT``, ``PO``, ``F7S``...).

        >>> HandHistory({"variant": "PO"}).variant
        'PO'
        >>> HandHistory({}).variant
        Traceback (most recent call last):
        ...
        dealer_app.engine.errors.IllegalAction: The hand has no variant.
        """
        value = self.fields.get("variant")
        if value is None:
            raise IllegalAction(QT_TRANSLATE_NOOP("Messages", "The hand has no variant."))
        return cast(str, self._checked("variant", value))

    @property
    def actions(self) -> list[str]:
        """The action notations in order, as a new list (empty when the field is absent).

        >>> HandHistory({"actions": ["d dh p1 AsKs", "p1 f"]}).actions
        ['d dh p1 AsKs', 'p1 f']
        """
        return list(cast("list[str]", self._field("actions", [])))

    @property
    def starting_stacks(self) -> list[Number]:
        """The stacks at the start of the hand, one per player in seat order.

        >>> HandHistory({"starting_stacks": [200, Decimal("81.60")]}).starting_stacks
        [200, Decimal('81.60')]
        """
        return list(cast("list[Number]", self._field("starting_stacks", [])))

    @property
    def antes(self) -> list[Number]:
        """The antes, one per player (empty when the field is absent).

        >>> HandHistory({"antes": [0, 0, 5]}).antes
        [0, 0, 5]
        """
        return list(cast("list[Number]", self._field("antes", [])))

    @property
    def blinds_or_straddles(self) -> list[Number]:
        """The blinds and straddles, one per player; empty for stud games, which have none.

        >>> HandHistory({"blinds_or_straddles": [Decimal("0.50"), 1, 0]}).blinds_or_straddles
        [Decimal('0.50'), 1, 0]
        """
        return list(cast("list[Number]", self._field("blinds_or_straddles", [])))

    @property
    def bring_in(self) -> Number | None:
        """The stud bring-in, or ``None`` for games without one.

        >>> HandHistory({"bring_in": 3}).bring_in
        3
        """
        return cast(Number | None, self._field("bring_in", None))

    @property
    def small_bet(self) -> Number | None:
        """The fixed-limit small bet, or ``None`` for big-bet games.

        >>> HandHistory({"small_bet": 10}).small_bet
        10
        """
        return cast(Number | None, self._field("small_bet", None))

    @property
    def big_bet(self) -> Number | None:
        """The fixed-limit big bet, or ``None`` for big-bet games.

        >>> HandHistory({"big_bet": 20}).big_bet
        20
        """
        return cast(Number | None, self._field("big_bet", None))

    @property
    def min_bet(self) -> Number | None:
        """The no-limit or pot-limit minimum bet, or ``None`` for fixed-limit games.

        >>> print(HandHistory({"min_bet": Decimal("0.50")}).min_bet)
        0.50
        """
        return cast(Number | None, self._field("min_bet", None))

    @property
    def ante_trimming_status(self) -> bool:
        """Whether a short ante limits what the player can win; ``False`` when absent (spec).

        >>> HandHistory({}).ante_trimming_status
        False
        >>> HandHistory({"ante_trimming_status": True}).ante_trimming_status
        True
        """
        return cast(bool, self._field("ante_trimming_status", False))

    @property
    def seat_count(self) -> int | None:
        """The number of seats at the table, or ``None`` when the file does not say.

        >>> HandHistory({"seat_count": 9}).seat_count
        9
        """
        return cast(int | None, self._field("seat_count", None))

    @property
    def player_count(self) -> int:
        """The number of players dealt in: the length of ``starting_stacks``.

        >>> HandHistory({"starting_stacks": [100, 100, 100]}).player_count
        3
        """
        return len(cast("list[Number]", self._field("starting_stacks", [])))

    @property
    def hand_label(self) -> str | None:
        """What to call the hand: its ``hand`` field, else its table name, else ``None``.

        >>> HandHistory({"hand": 3017237436}, "1").hand_label, HandHistory({}, "2").hand_label
        ('3017237436', '2')
        """
        value = self.fields.get("hand")
        if value is None:
            return self.index
        return str(self._checked("hand", value))

    def _field(self, key: str, default: PHHValue | None) -> PHHValue | None:
        value = self.fields.get(key)
        return default if value is None else self._checked(key, value)

    @staticmethod
    def _checked(key: str, value: PHHValue) -> PHHValue:
        # A hand built in code never went through loads, so the property checks again.
        kind = _FIELD_KINDS[key]
        if not kind.admits(value):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "Field {key} must be {kind}."),
                key=key,
                kind=Message(kind.description),
            )
        return value


# Where a number can start: the start of a line, after a blank, `[`, `,`, `=`, `{` or a sign.
# Action strings are searched too ('p1 cbr 1e999999'); a quoted name is not ('7e100').
_NUMBER_START: Final = r"(?<![^\s\[,={+-])"
_LONG_NUMBER: Final = re.compile(
    _NUMBER_START + rf"(?=[0-9])(?=(?:[0-9_]|\.[0-9]){{{MAX_NUMBER_DIGITS + 1}}})"
)
# Hexadecimal, octal and binary integers (TOML's 0x, 0o, 0b): their digits count too.
_PREFIXED_NUMBER: Final = re.compile(_NUMBER_START + r"0[xob]([0-9A-Fa-f_]+)")
# A bare key that looks like one ('{0E100 = 1}', 'a.1e5.b') is a name, not a number.
_EXPONENT: Final = re.compile(
    _NUMBER_START + r"[0-9][0-9_]*(?:\.[0-9_]*)?[eE]([+-]?[0-9_]+)(?![0-9_]*[ \t]*[=.])"
)
# Tried at line starts only (linear in the text), and no list of every line.
_LONG_LINE: Final = re.compile(f"^[^\n]{{{MAX_STRING_CHARS + 1}}}", re.MULTILINE)
_LONG_STRING: Final = re.compile(
    rf"'[^'\n]{{{MAX_STRING_CHARS + 1}}}|\"(?:[^\"\\\n]|\\.){{{MAX_STRING_CHARS + 1}}}"
)
# For the nesting of text that goes to tomllib: strings and comments are skipped whole,
# numbers too (their points are not a dotted key's).
_STRUCTURE: Final = re.compile(
    r'"""(?:[^"\\]|\\.|"(?!""))*"""'
    r"|'''(?:[^']|'(?!''))*'''"
    r'|"(?:[^"\\\n]|\\.)*"'
    r"|'[^'\n]*'"
    r"|#[^\n]*|[0-9][0-9_]*(?:\.[0-9_]+)?|[\[\]{}.=,\n]"
)


# Digits (and the characters a number may hold between them) as one mark, "E" as "e": two
# C-speed look-ups in the text so marked find every number that may be past a limit.
_NUMBER_MARKS: Final = str.maketrans(dict.fromkeys("0123456789_.", "#") | {"E": "e"})


def _check_limits(text: str) -> None:
    """Refuse a text past the limits above, naming the line. A text within them costs one
    translation and a few searches at C speed; only suspects are looked at closer."""
    marked = text.translate(_NUMBER_MARKS)
    match = None
    if "#" * (MAX_NUMBER_DIGITS + 1) in marked:
        match = _LONG_NUMBER.search(text)
    if match is None and ("#x" in marked or "#o" in marked or "#b" in marked):
        match = next(
            (
                prefixed
                for prefixed in _PREFIXED_NUMBER.finditer(text)
                if len(prefixed.group(1).replace("_", "")) > MAX_NUMBER_DIGITS
            ),
            None,
        )
    if match is not None:
        raise IllegalAction(
            QT_TRANSLATE_NOOP(
                "Messages",
                "Line {line}: a number has more than {limit} digits, more than any hand "
                "history holds.",
            ),
            line=_line_at(text, match.start()),
            limit=MAX_NUMBER_DIGITS,
        )
    position = marked.find("#e")
    while position >= 0:
        start = position
        while start > 0 and marked[start - 1] == "#":
            start -= 1
        match = _EXPONENT.match(text, start)
        if match is not None and not _in_table_header(text, start):
            exponent = match.group(1).replace("_", "")
            if len(exponent.lstrip("+-0")) > 4 or abs(int(exponent or "0")) > MAX_EXPONENT:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "Line {line}: the number {number} has an exponent beyond {limit}, which "
                        "no amount of a hand reaches.",
                    ),
                    line=_line_at(text, start),
                    number=_shortened(match.group()),
                    limit=MAX_EXPONENT,
                )
        position = marked.find("#e", position + 2)
    if len(text) > MAX_STRING_CHARS and _LONG_LINE.search(text) is not None:
        match = _LONG_STRING.search(text)
        if match is not None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Line {line}: a string is longer than {limit} characters, more than any "
                    "name or action of a hand holds.",
                ),
                line=_line_at(text, match.start()),
                limit=f"{MAX_STRING_CHARS:,}",
            )


# A table's header line (``[0E100]``, ``[[hands]]``): its key is a name, whatever it looks like.
_TABLE_HEADER: Final = re.compile(r"\s*\[\[?[^=\[\],#]*\]\]?\s*(?:#.*)?")


def _in_table_header(text: str, position: int) -> bool:
    start = text.rfind("\n", 0, position) + 1
    end = text.find("\n", position)
    return _TABLE_HEADER.fullmatch(text, start, len(text) if end < 0 else end) is not None


def _check_nesting(text: str) -> None:
    """Refuse arrays, inline tables and dotted keys nested past :data:`MAX_NESTING`, before
    tomllib recurses into them (a RecursionError, or gigabytes for a long dotted key)."""
    depth = dots = 0
    for match in _STRUCTURE.finditer(text):
        token = match.group()
        if token == ".":
            dots += 1
        elif token in "[{":
            depth += 1
            dots = 0
        elif token in "]}":
            depth = max(depth - 1, 0)
            dots = 0
        elif token in "=,\n":
            dots = 0
        else:
            continue
        if depth + dots > MAX_NESTING:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Line {line}: values are nested more than {limit} deep (arrays, inline "
                    "tables or dotted keys), more than any hand history needs.",
                ),
                line=_line_at(text, match.start()),
                limit=MAX_NESTING,
            )


def _line_at(text: str, position: int) -> int:
    return text.count("\n", 0, position) + 1


def _shortened(text: str, size: int = 40) -> str:
    return text if len(text) <= size else f"{text[:size]}…"


def loads(text: str) -> list[HandHistory]:
    """Read a ``.phh`` (one hand, no table headers) or a ``.phhs`` (``[n]`` sections) text.

    A text whose every top-level value is a table is a ``.phhs``, one hand per table; any other
    text is one hand. A text without fields holds no hands. A corrupt file (not TOML, a hand
    without a variant, a spec field holding the wrong kind of value, a per-player array of the
    wrong length) raises ``IllegalAction`` naming the line and what is wrong. Which fields a
    game needs is left to the engine, which knows the user fields that change it.

    >>> setup = "antes = [0, 0]\\nblinds_or_straddles = [1, 2]\\nstarting_stacks = [200, 200]\\n"
    >>> hands = loads(f"[1]\\nvariant = 'NT'  # no-limit\\n{setup}min_bet = 2\\nactions = []\\n\\n"
    ...               f"[2]\\nvariant = 'PO'\\n{setup}min_bet = 2\\nactions = ['p1 f']\\n")
    >>> [(hand.index, hand.variant, hand.actions) for hand in hands]
    [('1', 'NT', []), ('2', 'PO', ['p1 f'])]
    >>> loads(f"variant = 'NT'\\n{setup}min_bet = 2\\nactions = []\\ntime = 00:00:09\\n")[0].fields["time"]
    datetime.time(0, 0, 9)
    >>> loads(f"variant = 'NT'\\n{setup}actions = ['p1 f\\n")
    Traceback (most recent call last):
    ...
    dealer_app.engine.errors.IllegalAction: Line 5: unterminated string.
    >>> loads(f"variant = 'NT'\\n{setup}min_bet = 'two'\\nactions = []\\n")
    Traceback (most recent call last):
    ...
    dealer_app.engine.errors.IllegalAction: Line 5: min_bet must be a number.
    >>> loads(f"variant = 'NT'\\n{setup}min_bet = 2\\nactions = []\\nseats = [1, 2, 3]\\n")
    Traceback (most recent call last):
    ...
    dealer_app.engine.errors.IllegalAction: Line 7: seats has 3 entries but starting_stacks has 2.
    >>> loads(f"variant = 'NT'\\n{setup}min_bet = 1e999999\\nactions = []\\n")
    Traceback (most recent call last):
    ...
    dealer_app.engine.errors.IllegalAction: Line 5: the number 1e999999 has an exponent beyond 30, which no amount of a hand reaches.
    """
    _check_limits(text)
    document = _parse_fast(text)
    if document is None:
        document = _parse_toml(text)
    if not document:
        return []
    values = document.values()
    if all(type(value) is dict for value in values):
        hands = [
            HandHistory(cast("dict[str, PHHValue]", value), key) for key, value in document.items()
        ]
    else:
        hands = [HandHistory(document)]
    for hand in hands:
        _check_hand(hand, text)
    return hands


def load_path(path: str | os.PathLike[str]) -> list[HandHistory]:
    """Read a ``.phh`` or ``.phhs`` file as UTF-8; the only function of the engine doing I/O.

    A byte-order mark is skipped (some Windows editors write one); text that is not UTF-8
    raises ``IllegalAction`` naming the line. A missing or unreadable file raises ``OSError``.

    >>> import pathlib, tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = pathlib.Path(folder, "hand.phh")
    ...     _ = path.write_text("variant = 'F7S'\\r\\nantes = [1, 1]\\r\\nbring_in = 2\\r\\n"
    ...                         "small_bet = 5\\r\\nbig_bet = 10\\r\\nstarting_stacks = [90, 80]\\r\\n"
    ...                         "actions = []\\r\\n", encoding="utf-8")
    ...     [(hand.variant, hand.bring_in) for hand in load_path(path)]
    [('F7S', 2)]
    """
    return loads(_decoded(_read_file(Path(path))))


# A .phhs hand's header, a bare key alone on its line (``[12]``); any line opening a bracket.
_SECTION_HEADER: Final = re.compile(r"^\[([A-Za-z0-9_-]+)\][ \t]*(?:#[^\n]*)?\r?$", re.MULTILINE)
_BRACKET_LINE: Final = re.compile(r"^[ \t]*\[", re.MULTILINE)
_BLANK_OR_COMMENTS: Final = re.compile(r"(?:[ \t]*(?:#[^\n]*)?\r?\n)*[ \t]*(?:#[^\n]*)?")


class Reread(Exception):
    """A file read hand by hand turned out not to split at its headers (a header-like line
    inside a multi-line value...): here are its hands read whole; start again with them."""

    def __init__(self, hands: list[HandHistory]) -> None:
        super().__init__("the file is read whole")
        self.hands = hands


def stream_path(path: str | os.PathLike[str]) -> tuple[int, Iterator[HandHistory]]:
    """(how many hands, the hands one at a time) of a ``.phh`` or ``.phhs`` file, read as
    :func:`load_path` reads it, but a ``.phhs`` of plain ``[n]`` sections is parsed a hand at
    a time, so that a caller keeping a little of each hand keeps memory flat with the number
    of hands (the text itself is held once). What :func:`load_path` refuses is refused with
    the same sentence (from the whole text); :class:`Reread` comes, with every hand, if the
    text did not split where its headers said.

    >>> import pathlib, tempfile
    >>> hand = "variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\nmin_bet = 2\\n"
    >>> hand += "starting_stacks = [9, 9]\\nactions = []\\n"
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = pathlib.Path(folder, "hands.phhs")
    ...     _ = path.write_text(f"[1]\\n{hand}\\n[2]\\n{hand}", encoding="utf-8")
    ...     count, hands = stream_path(path)
    ...     count, [hand.index for hand in hands]
    (2, ['1', '2'])
    """
    text = _decoded(_read_file(Path(path)))
    _check_limits(text)
    headers = list(_SECTION_HEADER.finditer(text))
    simple = (
        len(headers) > 1
        and len(_BRACKET_LINE.findall(text)) == len(headers)
        and len({header.group(1) for header in headers}) == len(headers)
        and _BLANK_OR_COMMENTS.fullmatch(text, 0, headers[0].start()) is not None
        and '"""' not in text
        and "'''" not in text
    )
    if not simple:
        hands = loads(text)
        return len(hands), iter(hands)

    def one_at_a_time() -> Iterator[HandHistory]:
        ends = [header.start() for header in headers[1:]] + [len(text)]
        for header, end in zip(headers, ends, strict=True):
            try:
                (hand,) = loads(text[header.start() : end])
                if hand.index != header.group(1):
                    raise ValueError(hand.index)
            except (IllegalAction, ValueError):
                raise Reread(loads(text)) from None  # the whole text's sentence, if refused
            yield hand

    return len(headers), one_at_a_time()


def _decoded(data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "Line {line}: the text is not UTF-8."), line=line
        ) from None


def _read_file(path: Path) -> bytes:
    """The bytes of a regular file of at most :data:`MAX_FILE_BYTES`; a folder, a device
    (``/dev/zero`` never ends) or a pipe (it waits for a writer) is refused at once."""
    # O_NONBLOCK: opening a pipe does not wait for a writer (a regular file ignores it).
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode):
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{file} is not a file that holds text (a folder, a device or a pipe).",
                ),
                file=path.name,
            )
        if status.st_size > MAX_FILE_BYTES:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{file} holds {size} bytes, more than the {limit} of the largest hand "
                    "history this program reads.",
                ),
                file=path.name,
                size=f"{status.st_size:,}",
                limit=f"{MAX_FILE_BYTES:,}",
            )
        with os.fdopen(fd, "rb", closefd=False) as file:
            # Its size, and one byte more to see it grow (read(n) allocates n bytes at once:
            # asking for the limit would cost 512 MB for every file).
            data = file.read(status.st_size + 1)
            if len(data) > status.st_size:  # it grows while read: up to the limit
                data += file.read(MAX_FILE_BYTES + 1 - len(data))
    finally:
        os.close(fd)
    if len(data) > MAX_FILE_BYTES:  # it grew while read
        raise IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "{file} holds more than {limit} bytes."),
            file=path.name,
            limit=f"{MAX_FILE_BYTES:,}",
        )
    return data


def dumps(hands: Sequence[HandHistory]) -> str:
    """Write hands as PHH text: one hand without a table name as a ``.phh``, else a ``.phhs``.

    In a ``.phhs`` each hand goes under its ``index`` as table header, or under its position
    (1, 2, ...) when it has none. Strings go in single quotes, in triple single quotes when they
    hold one (as PokerKit writes them), in double quotes with escapes when they hold a control
    character; decimals keep their exact digits. Reading the text back gives equal hands.

    >>> hand = HandHistory({"variant": "NT", "min_bet": Decimal("0.50"), "_note": "it's"})
    >>> print(dumps([hand]), end="")
    variant = 'NT'
    min_bet = 0.50
    _note = '''it's'''
    >>> print(dumps([hand, HandHistory({"variant": "PO"}, "table 2")]), end="")
    [1]
    variant = 'NT'
    min_bet = 0.50
    _note = '''it's'''
    <BLANKLINE>
    ["table 2"]
    variant = 'PO'
    >>> dumps([HandHistory({"variant": "NT", "min_bet": 0.5})])
    Traceback (most recent call last):
    ...
    dealer_app.engine.errors.IllegalAction: Field min_bet holds a float, which PHH cannot keep exact; use Decimal.
    """
    if not hands:
        return ""
    text, line_count = _dump(hands, careful=False)
    # Strings were not searched one by one for control characters; one look at the whole text
    # finds any (a newline inside a string shows as a line too many), and then the careful
    # writer, which escapes them, starts again.
    encoded = text.encode("utf-8", "surrogatepass")
    if text.count("\n") != line_count or len(encoded.translate(None, _CONTROL_BYTES)) != len(
        encoded
    ):
        text, line_count = _dump(hands, careful=True)
    return text


def format_number(value: Number) -> str:
    """Write an amount as TOML: an ``int`` as an integer, a ``Decimal`` with its exact digits.

    A ``Decimal`` always reads back as the same ``Decimal``, so one without a point gets an
    exponent rather than turning into an integer; infinity (an unknown stack) is ``inf``.

    >>> format_number(200), format_number(Decimal("0.50")), format_number(Decimal("-1.5E+3"))
    ('200', '0.50', '-1.5E+3')
    >>> format_number(Decimal("5")), format_number(Decimal("Infinity"))
    ('5e0', 'inf')
    >>> format_number(0.5)
    Traceback (most recent call last):
    ...
    dealer_app.engine.errors.IllegalAction: The amount 0.5 is a float, which PHH cannot keep exact; use Decimal.
    """
    kind = type(value)
    if kind is int:
        return str(value)
    if isinstance(value, Decimal):
        return _format_decimal(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return str(int(value))
    if isinstance(value, float):
        raise IllegalAction(
            QT_TRANSLATE_NOOP(
                "Messages",
                "The amount {amount} is a float, which PHH cannot keep exact; use Decimal.",
            ),
            amount=repr(value),
        )
    raise IllegalAction(
        QT_TRANSLATE_NOOP("Messages", "The amount {amount} is not a number."), amount=repr(value)
    )


# ---------------------------------------------------------------------------------------------
# Reading.


def _parse_fast(text: str) -> dict[str, PHHValue] | None:
    """The document as tomllib would give it, or ``None`` when the text needs tomllib.

    Takes one pass over the lines; each ``key = value`` line is tried against the shapes PHH
    writers produce before the general one-line scanner. Never accepts text tomllib refuses.
    """
    if "\r" in text:
        text = text.replace("\r\n", "\n")
    encoded = text.encode("utf-8", "surrogatepass")
    # UTF-8 puts no byte below 0x80 inside a longer character, so deleting the control bytes
    # finds a control character anywhere at C speed; TOML allows them nowhere.
    if len(encoded.translate(None, _CONTROL_BYTES)) != len(encoded):
        return None
    document: dict[str, PHHValue] = {}
    table = document
    # Scalars are immutable, so one parse per distinct text serves the whole file: the amounts
    # and zeros of a .phhs repeat on every hand. Never lists, which the caller may change.
    cache: dict[str, PHHValue] = {}
    bare_keys: set[str] = set()
    lines = text.split("\n")
    try:
        for line in lines:
            key, equals, raw = line.partition(" = ")
            if equals and key in bare_keys:
                # Most scalars of a .phhs repeat ('NT', 1, false, 'ET'): one look-up, no call.
                value = cache.get(raw)
                if value is None:
                    value = _fast_value(raw, cache)
            elif not line or line[0] == "#":
                continue
            elif line[0] == "[":
                name = line[1:-1]
                if line[-1] != "]" or _BARE_KEY.fullmatch(name) is None:
                    header = _HEADER_LINE.fullmatch(line)
                    if header is None:
                        return None
                    name = header.group(1)
                if name in document:
                    return None
                table = {}
                document[name] = table
                continue
            elif equals and _BARE_KEY.fullmatch(key) is not None:
                bare_keys.add(key)
                value = _fast_value(raw, cache)
            else:
                stripped = line.lstrip(" \t")
                if not stripped or stripped[0] == "#":
                    continue
                match = _KEY_LINE.match(line)
                if match is None:
                    return None
                key = match.group(1)
                value = _line_value(line, match.end(), cache)
            if key in table:
                return None
            table[key] = value
    except _Unterminated:
        # Every earlier line was a whole statement, so this cannot be a multi-line string; an
        # identical earlier line would have failed the same way, so index() finds this one.
        raise IllegalAction(
            _ON_LINE, line=lines.index(line) + 1, reason=Message(_UNTERMINATED)
        ) from None
    except _NotFast:
        return None
    return document


def _fast_value(raw: str, cache: dict[str, PHHValue]) -> PHHValue:
    """The value after ``key = ``, trying the shapes PHH writers produce before scanning."""
    first = raw[:1]
    if first == "[":
        if raw[-1] == "]":
            inner = raw[1:-1]
            quote = inner[:1]
            if quote == "'":
                # With no other quote inside, 'a', 'b' can only be an array of plain strings.
                if inner[-1] == "'":
                    parts = inner[1:-1].split("', '")
                    if inner.count("'") == 2 * len(parts):
                        return cast("list[PHHValue]", parts)
            elif quote == '"':
                if inner[-1] == '"' and "\\" not in inner:
                    parts = inner[1:-1].split('", "')
                    if inner.count('"') == 2 * len(parts):
                        return cast("list[PHHValue]", parts)
            elif not inner:
                return []
            elif "'" not in inner and '"' not in inner:
                tokens = inner.split(", ")
                # The cache holds only tokens already checked, so when all hit, no regex runs.
                values = list(map(cache.get, tokens))
                if None not in values:
                    return cast("list[PHHValue]", values)
                if _NUMBER_LIST.fullmatch(inner) is not None:
                    for position, value in enumerate(values):
                        if value is None:
                            token = tokens[position]
                            digits = token.lstrip("+-").isdigit()
                            number = int(token) if digits else Decimal(token)
                            values[position] = cache[token] = number
                    return cast("list[PHHValue]", values)
    elif first == "'":
        if raw.find("'", 1) == len(raw) - 1 > 0:
            cache[raw] = text = raw[1:-1]
            return text
    elif first == '"':
        if raw.find('"', 1) == len(raw) - 1 > 0 and "\\" not in raw:
            cache[raw] = text = raw[1:-1]
            return text
    else:
        value = _scalar(raw, cache)  # the caller found no cached value
        if value is not None:
            return value
    return _line_value(raw, 0, cache)


def _scalar(token: str, cache: dict[str, PHHValue]) -> PHHValue | None:
    """A number, boolean, local time or date written exactly as ``token``, else ``None``."""
    value: PHHValue
    if token.isdigit() and token.isascii() and (token[0] != "0" or len(token) == 1):
        value = int(token)  # hand numbers: unique on every hand, so spare them the regex
    else:
        match = _SCALAR.fullmatch(token)
        if match is None:
            return None
        kind = match.lastgroup
        if kind == "int":
            value = int(token)
        elif kind == "decimal":
            value = Decimal(token)
        elif kind == "time":
            value = datetime.time.fromisoformat(token)
        elif kind == "date":
            try:
                value = datetime.date.fromisoformat(token)
            except ValueError:  # 2009-02-30: tomllib words the error
                return None
        else:
            value = token == "true"
    cache[token] = value
    return value


def _line_value(line: str, pos: int, cache: dict[str, PHHValue]) -> PHHValue:
    """Scan the one value from ``pos``; only blanks or a comment may follow it on the line."""
    end = len(line)
    while pos < end and line[pos] in " \t":
        pos += 1
    value, pos = _scan(line, pos, cache)
    while pos < end and line[pos] in " \t":
        pos += 1
    if pos < end and line[pos] != "#":
        raise _NotFast
    return value


def _scan(line: str, pos: int, cache: dict[str, PHHValue], depth: int = 0) -> tuple[PHHValue, int]:
    """One value starting at ``pos`` and the position after it; arrays nest on one line (up to
    :data:`MAX_NESTING` deep: tomllib then says more)."""
    end = len(line)
    first = line[pos : pos + 1]
    if first == "'":
        if line.startswith("'''", pos):
            # A multi-line literal string kept on one line, as PokerKit writes names with a '.
            close = line.find("'''", pos + 3)
            if close < 0:
                raise _NotFast  # it does span lines: tomllib reads it
            body = line[pos + 3 : close]
            pos = close + 3
            # Like tomllib: up to two quotes before the closing three belong to the text.
            for _ in range(2):
                if line.startswith("'", pos):
                    body += "'"
                    pos += 1
            return body, pos
        match = _LITERAL_STRING.match(line, pos)
        if match is None:
            raise _Unterminated
        return match.group(1), match.end()
    if first == '"':
        match = _BASIC_STRING.match(line, pos)
        if match is None:
            raise _Unterminated
        body = match.group(1)
        if "\\" in body:
            body = _ESCAPE.sub(_unescape, body)
        return body, match.end()
    if first == "[":
        if depth >= MAX_NESTING:
            raise _NotFast  # _parse_toml refuses it with the line
        values: list[PHHValue] = []
        pos += 1
        while True:
            while pos < end and line[pos] in " \t":
                pos += 1
            if pos < end and line[pos] == "]":
                return values, pos + 1
            value, pos = _scan(line, pos, cache, depth + 1)
            values.append(value)
            while pos < end and line[pos] in " \t":
                pos += 1
            if pos < end and line[pos] == ",":
                pos += 1
            elif pos < end and line[pos] == "]":
                return values, pos + 1
            else:
                raise _NotFast
    match = _BARE_TOKEN.match(line, pos)
    if match is None:
        raise _NotFast
    token = match.group()
    scalar = cache.get(token)
    if scalar is None:
        scalar = _scalar(token, cache)
        if scalar is None:
            raise _NotFast
    return scalar, match.end()


def _unescape(match: re.Match[str]) -> str:
    simple, short, long, other = match.groups()
    if simple is not None:
        return _UNESCAPED[simple]
    if other is not None:  # \x, \e, a line-ending backslash...: tomllib decides
        raise _NotFast
    code = int(short or long, 16)
    if 0xD800 <= code <= 0xDFFF or code > 0x10FFFF:
        raise _NotFast
    return chr(code)


def _parse_toml(text: str) -> dict[str, PHHValue]:
    """The document read by tomllib, its error reworded as one sentence with the line."""
    _check_nesting(text)
    import tomllib  # only for what the fast reader leaves: imported then, not at start-up

    try:
        return tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as error:
        match = _TOML_ERROR.fullmatch(str(error))
        what, line = match.groups() if match is not None else (str(error), None)
        # "End of document" means the last line that holds anything.
        number = int(line) if line is not None else len(text.rstrip().split("\n"))
        raise IllegalAction(_ON_LINE, line=number, reason=_toml_wording(what)) from None
    except ValueError:  # int() refuses more than 4300 digits; tomllib lets that through
        long_number = re.search("[0-9_]{4300}", text)
        number = 1 if long_number is None else text.count("\n", 0, long_number.start()) + 1
        raise IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "Line {line}: the number is too long."), line=number
        ) from None


def _toml_wording(what: str) -> Value:
    """tomllib's message in the dealer's words, where its own are a parser's (tomllib's own,
    as it says it, otherwise)."""
    wording = _TOML_WORDING.get(what)
    if wording is not None:
        return Message(wording)
    if what.startswith("Expected \"'") or what.startswith("Expected '\""):
        return Message(_UNTERMINATED)
    if what.startswith(("Found invalid character", "Illegal character")):
        import ast

        char = ast.literal_eval(what[what.index("'") :])  # tomllib gives the repr
        if char == "\n":  # a newline inside a one-line string
            return Message(_UNTERMINATED)
        return Message(
            QT_TRANSLATE_NOOP("Messages", "the control character {code} is not allowed"),
            code=f"U+{ord(char):04X}",
        )
    if what.startswith("Cannot declare"):
        return Message(QT_TRANSLATE_NOOP("Messages", "the same table header appears twice"))
    return what[:1].lower() + what[1:]


_ON_LINE: Final = QT_TRANSLATE_NOOP("Messages", "Line {line}: {reason}.")
_UNTERMINATED: Final = QT_TRANSLATE_NOOP("Messages", "unterminated string")
_TOML_WORDING: Final = {
    "Invalid value": QT_TRANSLATE_NOOP("Messages", "invalid value"),
    "Unterminated string": _UNTERMINATED,
    "Unclosed array": QT_TRANSLATE_NOOP("Messages", "the array has no closing bracket"),
    "Unclosed inline table": QT_TRANSLATE_NOOP("Messages", "the inline table has no closing brace"),
    "Cannot overwrite a value": QT_TRANSLATE_NOOP("Messages", "the same key appears twice"),
    "Invalid statement": QT_TRANSLATE_NOOP("Messages", "expected key = value or a [table] header"),
    "Expected '=' after a key in a key/value pair": QT_TRANSLATE_NOOP(
        "Messages", "expected = after the key"
    ),
    "Expected newline or end of document after a statement": QT_TRANSLATE_NOOP(
        "Messages", "unexpected text after the value"
    ),
    "Invalid date or datetime": QT_TRANSLATE_NOOP("Messages", "invalid date or time"),
}


def json_depth(text: str) -> int:
    """How deep a JSON text nests its arrays and objects, read without recursion (``json.loads``
    recurses: a hostile text is measured before it is parsed).

    >>> json_depth('{"a": [1, {"b": "]]]"}]}')
    3
    """
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def _sentence_size(step: object, depth: int = 0) -> int:
    """The length of a ruling's sentence (``[template, [values]]``) once every ``%n`` is
    filled in, a value being a string or a sentence in turn; -1 when it is not one. The sum
    stops growing past the limit (a ``%1%1%1...`` inside a ``%1%1%1...`` is a bomb)."""
    if depth > MAX_NESTING or not isinstance(step, list) or len(step) != 2:
        return -1
    template, values = step
    if not isinstance(template, str) or not isinstance(values, list):
        return -1
    size = len(template)
    for number, value in enumerate(values, start=1):
        count = template.count(f"%{number}")
        if isinstance(value, str):
            size += count * len(value)
        else:
            inner = _sentence_size(value, depth + 1)
            if inner < 0:
                return -1
            size += count * inner
        if size > MAX_STRING_CHARS:
            return size
    return size


def _ruling_readable(text: str) -> bool:
    """A ``_rulings`` entry: a JSON object whose ``line`` is a sentence within the limits."""
    if json_depth(text) > MAX_NESTING:
        return False
    try:
        data = json.loads(text)
    except ValueError:
        return False
    if not isinstance(data, dict):
        return False
    size = _sentence_size(data.get("line"))
    return 0 <= size <= MAX_STRING_CHARS


def _check_hand(hand: HandHistory, text: str) -> None:
    """Raise for what makes a hand unreadable: no variant, a spec field of the wrong kind, or a
    per-player array whose length is not the number of players."""
    fields = hand.fields
    get_types = _FIELD_TYPES.get
    for key, value in fields.items():
        types = get_types(key)
        if types is None:
            continue
        # Inline rather than _Kind.admits(): this loop runs for every field of every hand.
        value_types, item_types = types
        if type(value) not in value_types or (
            type(value) is list
            and item_types is not None
            and not item_types.issuperset(map(type, value))
        ):
            line = _line_of(text, hand.index, key)
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "Line {line}: {key} must be {kind}."),
                line=line,
                key=key,
                kind=Message(_FIELD_KINDS[key].description),
            )
    rulings = fields.get("_rulings")
    if rulings:
        for ruling in cast("list[str]", rulings):
            if not _ruling_readable(ruling):
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "Line {line}: _rulings holds a ruling this program cannot read (not a "
                        "JSON object of a ruling, nested more than {limit} deep, or a sentence "
                        "longer than {chars} characters once filled in).",
                    ),
                    line=_line_of(text, hand.index, "_rulings"),
                    limit=MAX_NESTING,
                    chars=f"{MAX_STRING_CHARS:,}",
                )
    for key in _AMOUNT_FIELDS.intersection(fields):
        value = fields[key]
        amounts = value if type(value) is list else [value]
        for amount in amounts:
            if type(amount) is Decimal and not amount.is_finite():
                line = _line_of(text, hand.index, key)
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages", "Line {line}: {key} holds {number}, which is not an amount."
                    ),
                    line=line,
                    key=key,
                    number=format_number(amount),
                )
    # Which bet fields a game needs is the engine's call: _betting_structure (README) makes
    # FO/8 pot-limit, with min_bet instead of the small and big bets the spec lists.
    if "variant" not in fields:
        line = _line_of(text, hand.index, None)
        if hand.index is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "Line {line}: the hand has no variant."), line=line
            )
        raise IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "Line {line}: hand [{hand}] has no variant."),
            line=line,
            hand=hand.index,
        )
    stacks = fields.get("starting_stacks")
    if stacks is None:
        return
    count = len(cast("list[Number]", stacks))
    for key in _PER_PLAYER_FIELDS.intersection(fields):
        if len(cast("list[PHHValue]", fields[key])) != count:
            # Name the first such field in file order, not in the set's arbitrary order.
            culprit = next(
                name
                for name, value in fields.items()
                if name in _PER_PLAYER_FIELDS and len(cast("list[PHHValue]", value)) != count
            )
            size = len(cast("list[PHHValue]", fields[culprit]))
            line = _line_of(text, hand.index, culprit)
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Line {line}: {key} has {size} entries but starting_stacks has {players}.",
                ),
                line=line,
                key=culprit,
                size=size,
                players=count,
            )


def _line_of(text: str, index: str | None, key: str | None) -> int:
    """The line of ``key`` in the hand under table ``index`` (its header when ``key`` is None).

    Only used to word an error, so a plain scan of the lines is enough.
    """
    section: str | None = None
    for number, line in enumerate(text.split("\n"), 1):
        header = _ANY_HEADER.match(line)
        if header is not None:
            section = next(name for name in header.groups() if name is not None)
            if key is None and section == index:
                return number
            continue
        if key is not None and section == index:
            match = _KEY_LINE.match(line)
            if match is not None and match.group(1) == key:
                return number
    return 1


# ---------------------------------------------------------------------------------------------
# Writing.


def _dump(hands: Sequence[HandHistory], *, careful: bool) -> tuple[str, int]:
    """The text of ``hands`` and the number of newlines it must hold."""
    if len(hands) == 1 and hands[0].index is None:
        fields = hands[0].fields
        return _format_fields(fields, careful), len(fields)
    sections = []
    seen: set[str] = set()
    line_count = -1  # the blank lines between sections are one fewer than the sections
    for position, hand in enumerate(hands, 1):
        name = str(position) if hand.index is None else hand.index
        if name in seen:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "Two hands are both named [{hand}]; a .phhs needs distinct names."
                ),
                hand=name,
            )
        seen.add(name)
        sections.append(f"[{_format_key(name)}]\n{_format_fields(hand.fields, careful)}")
        line_count += len(hand.fields) + 2
    return "\n".join(sections), line_count


def _format_fields(fields: dict[str, PHHValue], careful: bool) -> str:
    lines = []
    for key, value in fields.items():
        try:
            text = _format_value(value, careful)
        except _Unwritable as error:
            if error.type_name is None:
                raise IllegalAction(error.key, key=key) from None
            raise IllegalAction(error.key, key=key, type=error.type_name) from None
        lines.append(f"{_format_key(key)} = {text}\n")
    return "".join(lines)


class _Unwritable(Exception):
    """A value TOML cannot hold: the key of the sentence that says so (``{key}`` the field's
    name, filled by the caller; ``{type}`` the value's type, when the key names it)."""

    def __init__(self, key: str, type_name: str | None = None) -> None:
        super().__init__(key)
        self.key = key
        self.type_name = type_name


def _format_key(key: str) -> str:
    if key in _FIELD_KINDS or _BARE_KEY.fullmatch(key) is not None:
        return key
    return _format_basic(key)


def _format_value(value: PHHValue, careful: bool) -> str:
    """The TOML text of ``value``; ``careful`` looks for control characters string by string."""
    kind = type(value)
    if kind is str:
        text = cast(str, value)
        if careful and _CONTROL.search(text) is not None:
            return _format_basic(text)
        if "'" not in text:
            return f"'{text}'"
        # The form PokerKit writes for text with a ' (INDIANA'S AVE), escapes being harder to read.
        if "'''" not in text:
            return f"'''{text}'''"
        return _format_basic(text)
    if kind is list:
        items = cast("list[PHHValue]", value)
        # Whole arrays at C speed: the actions and the amounts are most of a hand's text.
        item_types = list(map(type, items))
        size = len(items)
        if item_types.count(str) == size > 0:
            joined = "', '".join(cast("list[str]", items))
            if joined.count("'") == 2 * size - 2 and not (careful and _CONTROL.search(joined)):
                return f"['{joined}']"
        else:
            decimals = item_types.count(Decimal)
            if decimals + item_types.count(int) == size:
                joined = ", ".join(map(str, items))
                # One point per Decimal means none prints as an integer, inf or nan.
                if joined.count(".") == decimals:
                    return f"[{joined}]"
        return "[" + ", ".join([_format_value(item, careful) for item in items]) + "]"
    if kind is int:
        return str(value)
    if kind is Decimal:
        return _format_decimal(cast(Decimal, value))
    if kind is bool:
        return "true" if value else "false"
    if kind is dict:
        table = cast("dict[str, PHHValue]", value)
        pairs = (
            f"{_format_key(key)} = {_format_value(item, careful)}" for key, item in table.items()
        )
        return "{" + ", ".join(pairs) + "}"
    if isinstance(value, datetime.datetime):
        offset = value.utcoffset()
        if offset is not None and offset.total_seconds() % 60:
            raise _Unwritable(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Field {key} holds a time offset in seconds, which TOML cannot write.",
                )
            )
        return value.isoformat()
    if isinstance(value, datetime.date):
        return value.isoformat()
    if isinstance(value, datetime.time):
        if value.tzinfo is not None:
            raise _Unwritable(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Field {key} holds a time with a time zone, which TOML cannot write.",
                )
            )
        return value.isoformat()
    # Subclasses (an IntEnum, a str subclass) are written as their base type.
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(int(value))
    if isinstance(value, str):
        return _format_value(str(value), careful)
    if isinstance(value, list):
        return _format_value(list(value), careful)
    if isinstance(value, dict):
        return _format_value(dict(value), careful)
    if isinstance(value, float):
        raise _Unwritable(
            QT_TRANSLATE_NOOP(
                "Messages", "Field {key} holds a float, which PHH cannot keep exact; use Decimal."
            )
        )
    raise _Unwritable(
        QT_TRANSLATE_NOOP("Messages", "Field {key} holds {type}, which PHH cannot write."),
        type(value).__name__,
    )


def _format_basic(text: str) -> str:
    """A double-quoted TOML string: the form for text with quotes or control characters."""
    return '"' + _NEEDS_ESCAPE.sub(_escape, text) + '"'


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    escaped = _ESCAPED.get(char)
    return f"\\{escaped}" if escaped is not None else f"\\u{ord(char):04x}"


def _format_decimal(value: Decimal) -> str:
    text = str(value)
    if "." in text or "E" in text:
        return text
    if not value.is_finite():
        sign = "-" if value.is_signed() else ""
        return sign + ("inf" if value.is_infinite() else "nan")
    # Decimal("5") would read back as the int 5; an exponent keeps it the same Decimal.
    return text + "e0"
