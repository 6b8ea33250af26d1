"""The catalogue of games: what is dealt where, the forced bets, the betting, how a pot splits.

Everything that differs between games is data here, so the hand engine has no per-game branches
beyond reading these fields.

>>> VARIANTS["plo8"].name
'Pot-limit Omaha hi/lo'
>>> [street.name for street in VARIANTS["stud"].streets]
['Third street', 'Fourth street', 'Fifth street', 'Sixth street', 'Seventh street']
>>> variant_named("FO/8").key
'lo8'
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Final

from dealer_app.engine.errors import IllegalAction
from dealer_app.messages import QT_TRANSLATE_NOOP, Word


class Family(StrEnum):
    BOARD = "board"
    STUD = "stud"
    DRAW = "draw"


class Structure(StrEnum):
    NO_LIMIT = "no-limit"
    POT_LIMIT = "pot-limit"
    LIMIT = "limit"


class Split(StrEnum):
    """How a pot is won (RULES 2 and 7)."""

    HIGH = "high"
    HIGH_LOW8 = "high-low8"  # high half and an 8-or-better low half
    ACE_TO_FIVE = "ace-to-five"  # razz: lowest hand, pairs count against
    DEUCE_TO_SEVEN = "deuce-to-seven"  # lowball, straights and flushes count against


@dataclass(frozen=True, slots=True)
class Street:
    """One street: cards dealt at its start, then (for draw games) a draw, then betting."""

    name: str
    board: int = 0  # community cards turned
    down: int = 0  # cards dealt face down to each player
    up: int = 0  # cards dealt face up to each player (stud)
    draw: bool = False  # players change cards before this street's betting
    big_bet: bool = False  # fixed limit: this street uses the big bet


@dataclass(frozen=True, slots=True)
class Variant:
    """One game as data: its streets, betting structure, how hands are valued."""

    key: str  # our name: "nlhe", "plo8", "razz" ...
    phh_code: str  # the PHH variant code closest to this game
    name: str
    family: Family
    structure: Structure
    streets: tuple[Street, ...]
    split: Split
    omaha: bool = False  # exactly two hole cards and three board cards
    max_players: int = 10
    # Fixed limit: raises allowed after the opening bet (RULES 3: bet and three raises;
    # bet and four raises in draw games, RRoP).
    max_raises: int = 3
    # Worked out once from the fields above: hands read them at every action, and a plain
    # field is read much faster than a property comparing Enum members (Python 3.11).
    board_through: tuple[int, ...] = field(init=False, repr=False, compare=False)
    """Board cards out by the end of each street's deal."""
    upcards_through: tuple[int, ...] = field(init=False, repr=False, compare=False)
    """Upcards each player holds by the end of each street's deal (stud)."""
    hole_card_count: int = field(init=False, repr=False, compare=False)
    is_stud: bool = field(init=False, repr=False, compare=False)
    uses_bring_in: bool = field(init=False, repr=False, compare=False)
    uses_blinds: bool = field(init=False, repr=False, compare=False)
    is_limit: bool = field(init=False, repr=False, compare=False)
    is_pot_limit: bool = field(init=False, repr=False, compare=False)
    """Pot limit: the maximum is the pot (the window's "Pot" button exists in these only)."""
    low_is_best: bool = field(init=False, repr=False, compare=False)
    """Razz and lowball: the lowest hand wins the whole pot."""

    def __post_init__(self) -> None:
        streets, stud = self.streets, self.family is Family.STUD
        derived = {
            "board_through": tuple(itertools.accumulate(street.board for street in streets)),
            "upcards_through": tuple(itertools.accumulate(street.up for street in streets)),
            "hole_card_count": sum(street.down + street.up for street in streets),
            "is_stud": stud,
            "uses_bring_in": stud,
            "uses_blinds": not stud,
            "is_limit": self.structure is Structure.LIMIT,
            "is_pot_limit": self.structure is Structure.POT_LIMIT,
            "low_is_best": self.split in (Split.ACE_TO_FIVE, Split.DEUCE_TO_SEVEN),
        }
        for name, value in derived.items():
            object.__setattr__(self, name, value)  # frozen: set once, here


_HOLDEM_STREETS = (
    Street("Pre-flop", down=2),
    Street("Flop", board=3),
    Street("Turn", board=1, big_bet=True),
    Street("River", board=1, big_bet=True),
)
_OMAHA_STREETS = (
    Street("Pre-flop", down=4),
    Street("Flop", board=3),
    Street("Turn", board=1, big_bet=True),
    Street("River", board=1, big_bet=True),
)
_STUD_STREETS = (
    Street("Third street", down=2, up=1),
    Street("Fourth street", up=1),
    Street("Fifth street", up=1, big_bet=True),
    Street("Sixth street", up=1, big_bet=True),
    Street("Seventh street", down=1, big_bet=True),
)
_TRIPLE_DRAW_STREETS = (
    Street("Before the first draw", down=5),
    Street("After the first draw", draw=True),
    Street("After the second draw", draw=True, big_bet=True),
    Street("After the third draw", draw=True, big_bet=True),
)
_SINGLE_DRAW_STREETS = (
    Street("Before the draw", down=5),
    Street("After the draw", draw=True),
)

_CATALOGUE = (
    Variant(
        "nlhe",
        "NT",
        "No-limit hold'em",
        Family.BOARD,
        Structure.NO_LIMIT,
        _HOLDEM_STREETS,
        Split.HIGH,
    ),
    Variant(
        "plhe",
        "NT",
        "Pot-limit hold'em",
        Family.BOARD,
        Structure.POT_LIMIT,
        _HOLDEM_STREETS,
        Split.HIGH,
    ),
    Variant(
        "lhe",
        "FT",
        "Limit hold'em",
        Family.BOARD,
        Structure.LIMIT,
        _HOLDEM_STREETS,
        Split.HIGH,
    ),
    Variant(
        "plo",
        "PO",
        "Pot-limit Omaha",
        Family.BOARD,
        Structure.POT_LIMIT,
        _OMAHA_STREETS,
        Split.HIGH,
        omaha=True,
        max_players=9,
    ),
    Variant(
        "plo8",
        "FO/8",
        "Pot-limit Omaha hi/lo",
        Family.BOARD,
        Structure.POT_LIMIT,
        _OMAHA_STREETS,
        Split.HIGH_LOW8,
        omaha=True,
        max_players=9,
    ),
    Variant(
        "lo8",
        "FO/8",
        "Limit Omaha hi/lo",
        Family.BOARD,
        Structure.LIMIT,
        _OMAHA_STREETS,
        Split.HIGH_LOW8,
        omaha=True,
        max_players=10,
    ),
    Variant(
        "stud",
        "F7S",
        "Seven-card stud",
        Family.STUD,
        Structure.LIMIT,
        _STUD_STREETS,
        Split.HIGH,
        max_players=8,
    ),
    Variant(
        "stud8",
        "F7S/8",
        "Seven-card stud hi/lo",
        Family.STUD,
        Structure.LIMIT,
        _STUD_STREETS,
        Split.HIGH_LOW8,
        max_players=8,
    ),
    Variant(
        "razz",
        "FR",
        "Razz",
        Family.STUD,
        Structure.LIMIT,
        _STUD_STREETS,
        Split.ACE_TO_FIVE,
        max_players=8,
    ),
    Variant(
        "27td",
        "F2L3D",
        "2-7 triple draw",
        Family.DRAW,
        Structure.LIMIT,
        _TRIPLE_DRAW_STREETS,
        Split.DEUCE_TO_SEVEN,
        max_players=6,
        max_raises=4,
    ),
    Variant(
        "27sd",
        "N2L1D",
        "2-7 single draw",
        Family.DRAW,
        Structure.NO_LIMIT,
        _SINGLE_DRAW_STREETS,
        Split.DEUCE_TO_SEVEN,
        max_players=6,
    ),
)

VARIANTS: Final = {variant.key: variant for variant in _CATALOGUE}
"""Every game by its key, in catalogue order."""

# PHH codes of the standard games; the non-standard ones (plhe, plo8, limit Omaha high) are told
# apart by the `_betting_structure` user field (see phh and README).
_BY_PHH_CODE: Final = {
    "NT": "nlhe",
    "FT": "lhe",
    "PO": "plo",
    "FO/8": "lo8",
    "F7S": "stud",
    "F7S/8": "stud8",
    "FR": "razz",
    "F2L3D": "27td",
    "N2L1D": "27sd",
}


def variant_named(name: str, structure: str | None = None) -> Variant:
    """A game by our key (``nlhe``) or by PHH code (``NT``), optionally with another structure.

    >>> variant_named("NT", "pot-limit").key
    'plhe'
    >>> variant_named("FO/8", "pot-limit").key
    'plo8'
    """
    key = name.strip()
    variant = VARIANTS.get(key.lower()) or VARIANTS.get(_BY_PHH_CODE.get(key.upper(), ""))
    if variant is None:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "Unknown game '{name}': the games are {games}."),
            name=name, games=", ".join(VARIANTS),
        )  # fmt: skip
    if structure is None or structure == variant.structure:
        return variant
    for other in _CATALOGUE:
        if (
            other.structure == structure
            and other.streets == variant.streets
            and other.split == variant.split
            and other.omaha == variant.omaha
        ):
            return other
    raise IllegalAction(
        QT_TRANSLATE_NOOP("Messages", "{game} is not played {structure}."),
        game=Word(variant.name), structure=Word(structure),
    )  # fmt: skip


# The structures as words of a sentence ("Razz is not played no-limit."), for the translators.
_STRUCTURE_WORDS = (
    QT_TRANSLATE_NOOP("Engine", "no-limit"),
    QT_TRANSLATE_NOOP("Engine", "pot-limit"),
    QT_TRANSLATE_NOOP("Engine", "limit"),
)
