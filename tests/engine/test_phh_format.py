"""The PHH text format (DESIGN.md "The hand-history format"): reading and writing, not the rules.

The fast line reader must give exactly what tomllib gives (``parse_float=Decimal``), and must never
accept a text tomllib refuses; writing then reading must give the same hands, types included.
"""

from __future__ import annotations

import datetime
import doctest
import tomllib
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_app.engine import phh
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.phh import HandHistory, dumps, format_number, load_path, loads

SAMPLE = Path(__file__).resolve().parents[1] / "cases" / "handhq-abs-sample.phhs"
if not SAMPLE.exists():  # the shared copy, until tests/cases carries it
    SAMPLE = Path(__file__).resolve().parents[3] / "shared" / "cases" / "handhq-abs-sample.phhs"
SAMPLE_TEXT = SAMPLE.read_text(encoding="utf-8")

# A complete no-limit hand, so that a test is about one thing and not the required fields.
SETUP = (
    "variant = 'NT'\n"
    "antes = [0, 0, 0]\n"
    "blinds_or_straddles = [0.50, 1, 0]\n"
    "min_bet = 1\n"
    "starting_stacks = [200.30, 81.60, 197]\n"
    "actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 f']\n"
)


def same(a: Any, b: Any) -> bool:
    """Equal and of the same types all the way down: 0.50 is not 0.5 and 1 is not True."""
    if type(a) is not type(b):
        return False
    if isinstance(a, HandHistory):
        return a.index == b.index and same(a.fields, b.fields)
    if isinstance(a, list):
        return len(a) == len(b) and all(map(same, a, b))
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[key], b[key]) for key in a)
    if isinstance(a, Decimal):
        return a.as_tuple() == b.as_tuple()
    if isinstance(a, datetime.datetime | datetime.time):
        return bool(a == b) and a.utcoffset() == b.utcoffset()
    return bool(a == b)


def toml(text: str) -> dict[str, Any]:
    return tomllib.loads(text, parse_float=Decimal)


def test_doctests() -> None:
    assert doctest.testmod(phh).failed == 0


# --- The sample file: 291 real hands ----------------------------------------------------------


def test_sample_file_reads_every_hand_with_exact_values() -> None:
    hands = load_path(SAMPLE)
    assert len(hands) == 291
    assert [hand.index for hand in hands] == [str(number) for number in range(1, 292)]
    first = hands[0]
    assert same(
        first.fields,
        {
            "variant": "NT",
            "ante_trimming_status": False,
            "antes": [0, 0, 0],
            "blinds_or_straddles": [Decimal("0.50"), 1, 0],
            "min_bet": 1,
            "starting_stacks": [Decimal("200.30"), Decimal("81.60"), 197],
            "actions": [
                "d dh p1 ????",
                "d dh p2 ????",
                "d dh p3 ????",
                "p3 f",
                "p1 cbr 3.00",
                "p2 f",
            ],
            "venue": "Absolute Poker",
            "time": datetime.time(0, 0, 9),
            "day": 1,
            "month": 7,
            "year": 2009,
            "hand": 3017237436,
            "seats": [6, 3, 5],
            "table": "INDIANA ST",
            "players": [
                "DeZAZcPNNQ5w+Wb+5ujZdA",
                "id+sbECX+YdI8qhMhpje+g",
                "vETYfpoA+FhBercnDPJrRw",
            ],
            "winnings": [2, 0, 0],
            "currency_symbol": "$",
            "time_zone_abbreviation": "ET",
        },
    )
    assert {hand.variant for hand in hands} == {"NT"}
    # PokerKit writes a name with an apostrophe as a one-line multi-line literal string.
    assert {hand.fields["table"] for hand in hands} >= {"AMY'S AVE"}


def test_sample_file_fast_path_agrees_with_tomllib_hand_by_hand() -> None:
    fast = phh._parse_fast(SAMPLE_TEXT)
    assert fast is not None, "the sample must not need the tomllib fallback"
    reference = toml(SAMPLE_TEXT)
    assert list(fast) == list(reference)
    for index in reference:
        assert same(fast[index], reference[index]), f"hand [{index}]"


def test_sample_file_written_back_is_the_same_text_and_the_same_hands() -> None:
    hands = loads(SAMPLE_TEXT)
    text = dumps(hands)
    assert text == SAMPLE_TEXT  # byte for byte: decimals, quotes and order are kept
    assert same(loads(text), hands)


# --- .phh and .phhs ---------------------------------------------------------------------------


def test_a_phh_file_is_one_hand_without_a_table_name() -> None:
    [hand] = loads(SETUP)
    assert hand.index is None
    assert dumps([hand]) == SETUP
    assert not dumps([hand]).startswith("[")


def test_a_single_table_phhs_keeps_its_table_name() -> None:
    text = f"[hand-7]\n{SETUP}"
    [hand] = loads(text)
    assert hand.index == "hand-7"
    assert dumps([hand]) == text


def test_hands_without_table_names_are_numbered_in_a_phhs() -> None:
    hand = loads(SETUP)[0]
    text = dumps([hand, hand])
    assert text == f"[1]\n{SETUP}\n[2]\n{SETUP}"
    assert [again.index for again in loads(text)] == ["1", "2"]


def test_odd_table_names_are_quoted() -> None:
    hand = HandHistory(loads(SETUP)[0].fields, 'table "A" 1')
    text = dumps([hand, HandHistory(hand.fields, "2")])
    assert text.startswith('["table \\"A\\" 1"]\n')
    assert same(loads(text), [hand, HandHistory(hand.fields, "2")])


def test_two_hands_with_one_table_name_cannot_be_written() -> None:
    hand = HandHistory(loads(SETUP)[0].fields, "3")
    with pytest.raises(IllegalAction) as refused:
        dumps([hand, hand])
    assert str(refused.value) == "Two hands are both named [3]; a .phhs needs distinct names."


def test_empty_text_holds_no_hands() -> None:
    assert loads("") == []
    assert loads("# nothing yet\n\n") == []
    assert dumps([]) == ""


def test_tables_beside_fields_are_fields_of_one_hand() -> None:
    # A .phhs has only tables at the top; a table beside fields is a field of a .phh hand.
    [hand] = loads(f"{SETUP}[_venue_details]\nfloor = 2\n")
    assert hand.index is None
    assert hand.fields["_venue_details"] == {"floor": 2}
    assert same(loads(dumps([hand])), [hand])


def test_user_fields_are_kept_in_file_order() -> None:
    text = f"_ruleset = 'tda-2024'\n{SETUP}_chip_unit = 0.25\n_note = '''Joe's table'''\n"
    [hand] = loads(text)
    assert next(iter(hand.fields)) == "_ruleset"
    assert list(hand.fields)[-2:] == ["_chip_unit", "_note"]
    assert same(hand.fields["_chip_unit"], Decimal("0.25"))
    assert dumps([hand]) == text


# --- Numbers ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (0, "0"),
        (-7, "-7"),
        (3017237436, "3017237436"),
        (Decimal("0.50"), "0.50"),
        (Decimal("200.30"), "200.30"),
        (Decimal("-0.00"), "-0.00"),
        (Decimal("1.5E+3"), "1.5E+3"),
        (Decimal("1E-7"), "1E-7"),
        (Decimal("5"), "5e0"),
        (Decimal("-0"), "-0e0"),
        (Decimal("Infinity"), "inf"),
        (Decimal("-Infinity"), "-inf"),
    ],
)
def test_numbers_are_written_exactly_and_read_back_the_same(
    value: int | Decimal, text: str
) -> None:
    assert format_number(value) == text
    assert same(toml(f"x = {text}")["x"], value)
    assert same(phh._parse_toml(f"x = {text}")["x"], value)
    fast = phh._parse_fast(f"x = {text}")
    assert fast is None or same(fast["x"], value)


def test_decimals_stay_decimals() -> None:
    [hand] = loads(SETUP)
    small_blind = hand.blinds_or_straddles[0]
    assert type(small_blind) is Decimal
    assert str(small_blind) == "0.50"
    assert "blinds_or_straddles = [0.50, 1, 0]" in dumps([hand])


@pytest.mark.parametrize("value", [0.5, True, None, "1"])
def test_format_number_refuses_what_is_not_an_amount(value: Any) -> None:
    with pytest.raises(IllegalAction):
        format_number(value)


# --- Fast path and fallback -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "a = 1 # a comment",
        "a = 'x' # it's a comment",
        "a=1",
        "a\t=\t-0.0",
        "  a = 1",
        "a = [ 1 ,2, ]",
        "a = ['x',\"y\" , 'z',]",
        "a = [[1, 2], ['x'], []]",
        "a = [1, 'mixed', true, 00:00:09]",
        'a = "tab\\there \\u00e9 \\U0001F0A1 \\"quoted\\" \\\\"',
        "a = \"\"\nb = ''",
        "a = '''AMY'S AVE'''",
        "a = '''ends in a quote''''",
        "a = '''two more'''''",
        "a = 2009-07-01",
        "a = [+inf, -inf, inf]",
        "a = [5e0, -0e0, 1.5E+3, 1e-07]\nb = 2E2",
        "a = true\nb = false",
        "[1] # the first hand\na = 1\n\n[ 2 ]\na = 2",
        "a = 1\r\nb = [2, 3]\r\n",
        "# only a comment\n\n\ta = 'é ♠'",
    ],
)
def test_fast_path_reads_plain_toml_itself(text: str) -> None:
    fast = phh._parse_fast(text)
    assert fast is not None
    assert same(fast, toml(text))


@pytest.mark.parametrize(
    "text",
    [
        "a = [\n  1,\n  2,\n]",
        "a = {b = 1, c = 'x'}",
        "a.b = 1",
        '"a b" = 1',
        "a = 0xff\nb = 0o17\nc = 0b101",
        "a = 1e3\nb = 1_000\nc = 6.02E+23",
        "a = [1.5, 1_000.5]",
        "a = 1979-05-27T07:32:00Z\nb = 1979-05-27 07:32:00.5",
        "a = 07:32:00.999999",
        'a = """two\nlines"""',
        "a = '''\nmulti-line literal'''",
        "[[hands]]\na = 1",
        "[1.extra]\na = 1",
    ],
)
def test_other_toml_goes_to_tomllib_with_the_same_result(text: str) -> None:
    assert phh._parse_fast(text) is None
    assert same(phh._parse_toml(text), toml(text))


# Hypothesis: documents written in every way TOML allows on one line, and a few that need tomllib.

BARE_KEYS = st.from_regex(r"[A-Za-z0-9_-]{1,10}", fullmatch=True)
CONTROL = {chr(code) for code in range(0x20)} | {"\x7f"}
ESCAPES = {
    "\b": "\\b",
    "\t": "\\t",
    "\n": "\\n",
    "\f": "\\f",
    "\r": "\\r",
    '"': '\\"',
    "\\": "\\\\",
}


@st.composite
def toml_strings(draw: st.DrawFn) -> tuple[str, str, bool]:
    """(TOML text, value, whether the fast path must read it) for one string."""
    value = draw(st.text(max_size=15))
    allowed_raw = not (set(value) & (CONTROL - {"\t"}))
    forms = ["basic"]
    if allowed_raw and "'" not in value:
        forms.append("literal")
    if allowed_raw and "'''" not in value:
        forms.append("multi-line literal")
    form = draw(st.sampled_from(forms))
    if form == "literal":
        return f"'{value}'", value, True
    if form == "multi-line literal":
        return f"'''{value}'''", value, True
    parts = []
    for char in value:
        if char in ESCAPES:
            parts.append(ESCAPES[char])
        elif char in CONTROL or draw(st.integers(0, 9)) == 0:
            forms = [f"\\U{ord(char):08X}"]
            if ord(char) < 0x10000:
                forms.append(f"\\u{ord(char):04x}")
            parts.append(draw(st.sampled_from(forms)))
        else:
            parts.append(char)
    return '"' + "".join(parts) + '"', value, True


@st.composite
def toml_values(draw: st.DrawFn, depth: int = 0) -> tuple[str, Any, bool]:
    """(TOML text, value, whether the fast path must read it) for one value."""
    kinds = ["int", "decimal", "exotic", "bool", "time", "date", "datetime", "string"]
    if depth < 2:
        kinds += ["array", "array", "table"]
    kind = draw(st.sampled_from(kinds))
    if kind == "int":
        number = draw(st.integers(-(2**63), 2**63 - 1))
        plus = "+" if number >= 0 and draw(st.booleans()) else ""
        return f"{plus}{number}", number, True
    if kind == "decimal":
        sign = draw(st.sampled_from(["", "-", "+"]))
        whole = draw(st.integers(0, 10**9))
        fraction = draw(st.from_regex(r"[0-9]{1,8}", fullmatch=True))
        text = f"{sign}{whole}.{fraction}"
        return text, Decimal(text), True
    if kind == "exotic":
        text = draw(
            st.sampled_from(
                ["1e3", "-2E-2", "1_000", "1_000.5", "0x1F", "0o17", "0b101", "inf", "-inf"]
            )
        )
        if text.lstrip("-").startswith(("inf", "1e", "2E")) or "." in text:
            return text, Decimal(text), "_" not in text
        return text, int(text.replace("_", ""), 0), False
    if kind == "bool":
        value = draw(st.booleans())
        return str(value).lower(), value, True
    if kind == "time":
        moment = draw(st.times())
        return moment.isoformat(), moment, not moment.microsecond
    if kind == "date":
        day = draw(st.dates())
        return day.isoformat(), day, True
    if kind == "datetime":
        zone = draw(
            st.sampled_from(
                [None, datetime.UTC, datetime.timezone(datetime.timedelta(hours=-5, minutes=-30))]
            )
        )
        moment = draw(st.datetimes(timezones=st.just(zone)))
        text = moment.isoformat(sep=draw(st.sampled_from(["T", " "])))
        return text, moment, False
    if kind == "string":
        return draw(toml_strings())
    if kind == "table":
        keys = draw(st.lists(BARE_KEYS, max_size=3, unique=True))
        items = [draw(toml_values(depth + 1)) for _ in keys]
        body = ", ".join(f"{key} = {text}" for key, (text, _, _) in zip(keys, items, strict=True))
        value = {key: item for key, (_, item, _) in zip(keys, items, strict=True)}
        return "{" + body + "}", value, False
    items = [draw(toml_values(depth + 1)) for _ in range(draw(st.integers(0, 4)))]
    separator = draw(st.sampled_from([", ", ",", " , ", ",\t"]))
    padding = draw(st.sampled_from(["", " "]))
    trailing = "," if items and draw(st.booleans()) else ""
    multi_line = draw(st.integers(0, 7)) == 0
    if multi_line:
        separator, padding = ",\n  ", "\n  "
    body = separator.join(text for text, _, _ in items)
    plain = not multi_line and all(fast for _, _, fast in items)
    return f"[{padding}{body}{trailing}{padding}]", [value for _, value, _ in items], plain


@st.composite
def toml_documents(draw: st.DrawFn) -> tuple[str, dict[str, Any], bool]:
    """(TOML text, the document it holds, whether the fast path must read it)."""
    plain = True
    lines: list[str] = []

    def table(keys: list[str]) -> dict[str, Any]:
        nonlocal plain
        values: dict[str, Any] = {}
        for key in keys:
            if draw(st.integers(0, 5)) == 0:
                lines.append(draw(st.sampled_from(["", "# a comment", "  ", "\t# indented"])))
            text, value, fast = draw(toml_values())
            plain = plain and fast
            indent = draw(st.sampled_from(["", "", "  ", "\t"]))
            equals = draw(st.sampled_from([" = ", " = ", "=", " =", "= ", "\t=  "]))
            comment = ""
            if draw(st.integers(0, 4)) == 0:
                comment = " #" + draw(st.text(alphabet=st.characters(exclude_characters=CONTROL)))
            lines.append(f"{indent}{key}{equals}{text}{comment}")
            values[key] = value
        return values

    names = draw(st.lists(BARE_KEYS, max_size=8, unique=True))
    split = draw(st.integers(0, len(names)))
    document = table(names[:split])
    sections = names[split:]
    for name in sections[: draw(st.integers(0, 3))]:
        lines.append(draw(st.sampled_from([f"[{name}]", f"[ {name} ]", f"[{name}] # hand"])))
        document[name] = table(draw(st.lists(BARE_KEYS, max_size=6, unique=True)))
    newline = draw(st.sampled_from(["\n", "\n", "\r\n"]))
    ending = newline if draw(st.booleans()) else ""
    return newline.join(lines) + ending, document, plain


@settings(max_examples=300, deadline=None)
@given(toml_documents())
def test_fast_path_and_tomllib_agree_on_generated_documents(
    document: tuple[str, dict[str, Any], bool],
) -> None:
    text, expected, plain = document
    reference = toml(text)
    assert same(reference, expected)  # the generator wrote what it meant
    fast = phh._parse_fast(text)
    if plain:
        assert fast is not None
    if fast is not None:
        assert same(fast, reference)


@settings(max_examples=300, deadline=None)
@given(toml_documents(), st.data())
def test_fast_path_never_accepts_what_tomllib_refuses(
    document: tuple[str, dict[str, Any], bool], data: st.DataObject
) -> None:
    text = document[0]
    where = data.draw(st.integers(0, len(text)))
    char = data.draw(st.sampled_from(list("'\"[]{}=,#\\ \t\n.:-+_0aé\x01\r")))
    change = data.draw(st.sampled_from(["delete", "insert", "replace"]))
    if change == "delete":
        text = text[:where] + text[where + 1 :]
    elif change == "insert":
        text = text[:where] + char + text[where:]
    else:
        text = text[:where] + char + text[where + 1 :]
    try:
        reference: dict[str, Any] | None = toml(text)
    except tomllib.TOMLDecodeError:
        reference = None
    try:
        fast = phh._parse_fast(text)
    except IllegalAction:  # the fast path may word an unterminated string itself
        assert reference is None
        fast = None
    if reference is None:
        assert fast is None
    elif fast is not None:
        assert same(fast, reference)
    try:  # whatever the text, loads answers with hands or with one sentence
        loads(text)
    except IllegalAction as refused:
        assert str(refused).startswith("Line ")
        assert str(refused).endswith(".")


# --- Writing then reading gives the same hands ------------------------------------------------

AMOUNTS = st.integers(0, 10**6) | st.builds(
    lambda cents: Decimal(cents) / 100, st.integers(0, 10**8)
)
ZONES = st.sampled_from(
    [None, datetime.UTC, datetime.timezone(datetime.timedelta(hours=5, minutes=30))]
)
# Numbers within the reader's limits (phh.MAX_NUMBER_DIGITS, phh.MAX_EXPONENT); past them a
# file is refused (tests/engine/test_hostile_files.py).
INTEGERS = st.integers(-(10**30) + 1, 10**30 - 1)
DECIMALS = st.decimals(min_value=-(10**12), max_value=10**12, places=6) | st.sampled_from(
    [Decimal("Infinity"), Decimal("-Infinity")]
)
ANY_VALUES = st.recursive(
    st.text()
    | INTEGERS
    | DECIMALS
    | st.booleans()
    | st.times()
    | st.dates()
    | st.datetimes(timezones=ZONES),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=5), children, max_size=3)
    ),
    max_leaves=8,
)
# What a dealer's export holds: the fast path must read all of it back.
PLAIN_VALUES = st.recursive(
    st.text()
    | INTEGERS
    | AMOUNTS
    | st.booleans()
    | st.times().map(lambda moment: moment.replace(microsecond=0))
    | st.dates(),
    lambda children: st.lists(children, max_size=3),
    max_leaves=8,
)


@st.composite
def hand_histories(
    draw: st.DrawFn, values: st.SearchStrategy[Any], keys: st.SearchStrategy[str]
) -> list[HandHistory]:
    count = draw(st.integers(1, 3))
    names: list[str | None]
    if count == 1 and draw(st.booleans()):
        names = [None]
    else:
        names = list(draw(st.lists(keys, min_size=count, max_size=count, unique=True)))
    hands = []
    for name in names:
        players = draw(st.integers(2, 9))
        fields: dict[str, Any] = {
            "variant": "NT",
            "antes": [draw(AMOUNTS) for _ in range(players)],
            "blinds_or_straddles": [draw(AMOUNTS) for _ in range(players)],
            "min_bet": draw(AMOUNTS),
            "starting_stacks": [draw(AMOUNTS) for _ in range(players)],
            "actions": draw(st.lists(st.text(), max_size=10)),
        }
        for key in draw(st.lists(keys, max_size=4, unique=True)):
            fields["_" + key] = draw(values)
        hands.append(HandHistory(fields, name))
    return hands


@settings(max_examples=200, deadline=None)
@given(hand_histories(ANY_VALUES, st.text(max_size=6)))
def test_writing_then_reading_gives_the_same_hands(hands: list[HandHistory]) -> None:
    assert same(loads(dumps(hands)), hands)


@settings(max_examples=200, deadline=None)
@given(hand_histories(PLAIN_VALUES, BARE_KEYS))
def test_what_we_write_the_fast_path_reads(hands: list[HandHistory]) -> None:
    text = dumps(hands)
    fast = phh._parse_fast(text)
    assert fast is not None
    assert same(fast, toml(text))


def test_control_characters_in_strings_are_escaped() -> None:
    fields = loads(SETUP)[0].fields | {"_note": "a\nb\x01c\td", "_notes": ["x\ry", "it's"]}
    text = dumps([HandHistory(fields)])
    assert '_note = "a\\nb\\u0001c\td"\n' in text
    assert "_notes = [\"x\\ry\", '''it's''']\n" in text
    assert same(loads(text), [HandHistory(fields)])


@pytest.mark.parametrize(
    ("value", "sentence"),
    [
        (0.5, "Field _x holds a float, which PHH cannot keep exact; use Decimal."),
        (None, "Field _x holds NoneType, which PHH cannot write."),
        (
            datetime.time(1, 2, 3, tzinfo=datetime.UTC),
            "Field _x holds a time with a time zone, which TOML cannot write.",
        ),
        ([1, object()], "Field _x holds object, which PHH cannot write."),
    ],
)
def test_values_toml_cannot_hold_are_refused_when_writing(value: Any, sentence: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        dumps([HandHistory({"variant": "NT", "_x": value})])
    assert str(refused.value) == sentence


# --- Corrupt files: one sentence naming the line ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "sentence"),
    [
        (SETUP + "venue = 'Absolute Poker\n", "Line 7: unterminated string."),
        (SETUP + 'venue = "Absolute Poker\n', "Line 7: unterminated string."),
        (SETUP + "players = ['a', 'b\n", "Line 7: unterminated string."),
        (SETUP + "venue = '''Absolute\n", "Line 7: unterminated string."),
        (SETUP + "min_bet = 2\n", "Line 7: the same key appears twice."),
        (f"[1]\n{SETUP}\n[1]\n{SETUP}", "Line 9: the same table header appears twice."),
        (SETUP + "venue = Absolute\n", "Line 7: invalid value."),
        (SETUP + "seats = [1, 2\n", "Line 7: the array has no closing bracket."),
        (SETUP + "year = 02009\n", "Line 7: unexpected text after the value."),
        (SETUP + "venue = 'bell\x07'\n", "Line 7: the control character U+0007 is not allowed."),
        (SETUP + "day = 2009-02-30\n", "Line 7: invalid date or time."),
        (SETUP + "[1\n", "Line 7: expected ']' at the end of a table declaration."),
        (SETUP.replace("min_bet = 1", "min_bet = 'one'"), "Line 4: min_bet must be a number."),
        (SETUP.replace("min_bet = 1", "min_bet = true"), "Line 4: min_bet must be a number."),
        (
            SETUP + "actions_taken = 1\nseats = 'one'\n",
            "Line 8: seats must be an array of integers.",
        ),
        (SETUP.replace("'p3 f'", "3"), "Line 6: actions must be an array of strings."),
        (SETUP + "time = 2009-07-01\n", "Line 7: time must be a local time."),
        (SETUP.replace("variant = 'NT'\n", ""), "Line 1: the hand has no variant."),
        (
            "[1]\n" + SETUP + "\n[2]\n" + SETUP.replace("variant = 'NT'\n", ""),
            "Line 9: hand [2] has no variant.",
        ),
        (
            SETUP.replace("antes = [0, 0, 0]", "antes = [0, 0]"),
            "Line 2: antes has 2 entries but starting_stacks has 3.",
        ),
        (
            SETUP + "winnings = [1, 0]\nseats = [1]\n",
            "Line 7: winnings has 2 entries but starting_stacks has 3.",
        ),
    ],
)
def test_corrupt_files_are_refused_naming_the_line(text: str, sentence: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        loads(text)
    assert str(refused.value) == sentence


def test_which_fields_a_game_needs_is_left_to_the_engine() -> None:
    # README: FO/8 with _betting_structure 'pot-limit' is pot-limit Omaha hi/lo, with a min_bet
    # where the spec's FO/8 has small and big bets; only the engine knows such conventions.
    text = SETUP.replace("'NT'", "'FO/8'") + "_betting_structure = 'pot-limit'\n"
    [hand] = loads(text)
    assert (hand.variant, hand.min_bet, hand.small_bet) == ("FO/8", 1, None)
    [hand] = loads("variant = 'XYZ'\nactions = []\n")
    assert hand.variant == "XYZ"


# --- Files ------------------------------------------------------------------------------------


def test_load_path_reads_utf8_with_or_without_bom_and_crlf(tmp_path: Path) -> None:
    text = SETUP.replace("'p3 f'", "'p3 f # ♠ é'")
    for data in (
        text.encode(),
        b"\xef\xbb\xbf" + text.encode(),
        text.replace("\n", "\r\n").encode(),
    ):
        path = tmp_path / "hand.phh"
        path.write_bytes(data)
        assert same(load_path(path), loads(text))
        assert same(load_path(str(path)), loads(text))


def test_load_path_names_the_line_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "hand.phh"
    path.write_bytes(SETUP.encode() + b"venue = 'Caf\xe9'\n")
    with pytest.raises(IllegalAction) as refused:
        load_path(path)
    assert str(refused.value) == "Line 7: the text is not UTF-8."


def test_load_path_of_a_missing_file_is_an_os_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        load_path(tmp_path / "missing.phhs")


# --- The engine's view of a hand --------------------------------------------------------------


def test_properties_give_the_fields_the_engine_needs() -> None:
    [hand] = loads(SETUP + "seat_count = 9\nhand = 'A-17'\n")
    assert hand.variant == "NT"
    assert hand.actions == ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 f"]
    assert same(hand.starting_stacks, [Decimal("200.30"), Decimal("81.60"), 197])
    assert hand.antes == [0, 0, 0]
    assert same(hand.blinds_or_straddles, [Decimal("0.50"), 1, 0])
    assert (hand.min_bet, hand.bring_in, hand.small_bet, hand.big_bet) == (1, None, None, None)
    assert hand.ante_trimming_status is False
    assert (hand.seat_count, hand.player_count, hand.hand_label) == (9, 3, "A-17")


def test_stud_and_limit_properties() -> None:
    hand = HandHistory({"variant": "F7S", "bring_in": 2, "small_bet": 5, "big_bet": 10}, "4")
    assert (hand.bring_in, hand.small_bet, hand.big_bet, hand.min_bet) == (2, 5, 10, None)
    assert hand.blinds_or_straddles == []
    assert hand.hand_label == "4"


def test_properties_return_copies() -> None:
    [hand] = loads(SETUP)
    hand.actions.append("p1 f")
    hand.starting_stacks.clear()
    assert len(hand.actions) == 4
    assert hand.player_count == 3


def test_properties_refuse_fields_of_the_wrong_kind() -> None:
    with pytest.raises(IllegalAction) as refused:
        _ = HandHistory({"actions": "p1 f"}).actions
    assert str(refused.value) == "Field actions must be an array of strings."
    with pytest.raises(IllegalAction) as refused:
        _ = HandHistory({"min_bet": 0.5}).min_bet  # type: ignore[dict-item]
    assert str(refused.value) == "Field min_bet must be a number."
    with pytest.raises(IllegalAction) as refused:
        _ = HandHistory({"variant": 2}).variant
    assert str(refused.value) == "Field variant must be a string."
