"""A tournament's set-up: its structure of levels, its chips, its money and its field (RULES 11).

Everything is an integer: chips in the smallest chip, money in the smallest currency unit
(cents, kopecks). A set-up that cannot be played (a level the chips in play cannot make, antes
that go down, a field the tables cannot seat) is refused with a sentence when it is made.

>>> setup = Setup.of("Sunday", structure_named("standard"), starting_stack=20_000)
>>> setup.level(1).big_blind, setup.level_count
(200, 24)
>>> setup.prize_per_entry, setup.fee
(9000, 1000)
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.stakes import Stakes, level_count, level_number
from dealer_app.engine.variants import VARIANTS
from dealer_app.messages import QT_TRANSLATE_NOOP, Amount


class TournamentError(IllegalAction):
    """A refused set-up or director's action, carrying its message: a key (the English
    sentence with ``{name}`` holes, marked for the translators) and typed values; the window
    translates the key, then fills it (:mod:`dealer_app.messages`).

    >>> error = TournamentError(
    ...     QT_TRANSLATE_NOOP("Messages", "{player} is not playing in the event."), player="Anna")
    >>> str(error), error.message.key, dict(error.message.values)
    ('Anna is not playing in the event.', '{player} is not playing in the event.', {'player': 'Anna'})
    """


@dataclass(frozen=True, slots=True)
class Level:
    """One level of the structure, or a break (``is_break``).

    Blind games use ``small_blind``/``big_blind``; ``big_blind_ante`` says the ante is one
    big-blind ante posted by the big blind; stud uses ``ante``/``bring_in``; limit games add
    ``small_bet``/``big_bet``. ``game`` is a key of the catalogue (``nlhe``, ``plo``, ``stud``...).

    >>> Level(100, 200, 200, big_blind_ante=True).stakes_text
    '100/200, big-blind ante 200'
    """

    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    big_blind_ante: bool = False
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0
    game: str = "nlhe"
    minutes: int = 20
    is_break: bool = False

    @classmethod
    def pause(cls, minutes: int) -> Level:
        """A break of ``minutes``."""
        return cls(minutes=minutes, is_break=True)

    @classmethod
    def of_game(
        cls,
        game: str,
        first: int,
        second: int,
        ante: int,
        minutes: int,
        *,
        big_blind_ante: bool | None = None,
    ) -> Level:
        """A level of ``game`` from two amounts, as a structure sheet writes it: stud games
        read bring-in and small bet, other games small and big blind; a limit game's bets are
        the big blind and twice it (a stud's the small bet and twice it). A blind game's
        ante is posted by every player or, ``big_blind_ante``, by the big blind alone
        (default: a big-blind ante in no-limit and pot-limit, every player's in limit); a
        stud's ante is every player's.

        >>> Level.of_game("lo8", 100, 200, 0, 20).stakes_text
        '100/200, limits 200/400'
        >>> Level.of_game("razz", 25, 100, 10, 20).stakes_text
        'ante 10, bring-in 25, limits 100/200'
        >>> Level.of_game("nlhe", 100, 200, 25, 20, big_blind_ante=False).stakes_text
        '100/200, ante 25'
        >>> Level.of_game("lhe", 100, 200, 200, 20, big_blind_ante=True).stakes_text
        '100/200, big-blind ante 200, limits 200/400'
        """
        variant = VARIANTS.get(game)
        if variant is None:  # the set-up's verification names the unknown game
            return cls(first, second, ante, game=game, minutes=minutes)
        if variant.is_stud:
            return cls(
                ante=ante,
                bring_in=first,
                small_bet=second,
                big_bet=2 * second,
                game=game,
                minutes=minutes,
            )
        if variant.is_limit:
            return cls(
                first,
                second,
                ante,
                big_blind_ante=bool(ante) and bool(big_blind_ante),
                small_bet=second,
                big_bet=2 * second,
                game=game,
                minutes=minutes,
            )
        by_big_blind = bool(ante) and (big_blind_ante is None or big_blind_ante)
        return cls(first, second, ante, big_blind_ante=by_big_blind, game=game, minutes=minutes)

    @property
    def is_stud(self) -> bool:
        return VARIANTS[self.game].is_stud

    @property
    def stakes(self) -> Stakes:
        """The level's stakes as every table has them (:class:`dealer_app.engine.stakes.Stakes`)."""
        return Stakes(
            self.small_blind,
            self.big_blind,
            self.ante,
            self.big_blind_ante,
            self.bring_in,
            self.small_bet,
            self.big_bet,
        )

    @property
    def amounts(self) -> tuple[int, ...]:
        """Every forced bet and limit of the level (what the chips must make)."""
        return self.stakes.amounts

    @property
    def stakes_text(self) -> str:
        if self.is_break:
            return "break"
        if self.is_stud:
            text = f"ante {self.ante}, bring-in {self.bring_in}"
        else:
            text = f"{self.small_blind}/{self.big_blind}"
            if self.ante:
                text += (
                    f", big-blind ante {self.ante}"
                    if self.big_blind_ante
                    else f", ante {self.ante}"
                )
        if self.small_bet:
            text += f", limits {self.small_bet}/{self.big_bet}"
        return text

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Level:
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = set(data) - names
        if unknown:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "A level has an unknown field: {name}."),
                name=sorted(unknown)[0],
            )
        return cls(**data)


@dataclass(frozen=True, slots=True)
class ColourUp:
    """A denomination leaves play at the break after ``after_level`` (a chip race, TDA 24)."""

    denomination: int
    after_level: int


@dataclass(frozen=True, slots=True)
class ChipSet:
    """The denominations in play at the start, smallest first, and when some leave.

    >>> chips = ChipSet((25, 100, 500, 1000), (ColourUp(25, 4),))
    >>> chips.in_play(4), chips.in_play(5)
    ((25, 100, 500, 1000), (100, 500, 1000))
    """

    denominations: tuple[int, ...] = (25, 100, 500, 1000, 5000)
    colour_ups: tuple[ColourUp, ...] = ()

    def in_play(self, level_number: int) -> tuple[int, ...]:
        """The denominations in play during play level ``level_number`` (1-based)."""
        gone = {c.denomination for c in self.colour_ups if c.after_level < level_number}
        return tuple(d for d in self.denominations if d not in gone)

    def leaving_after(self, level_number: int) -> tuple[int, ...]:
        """The denominations raced off at the break after play level ``level_number``."""
        return tuple(c.denomination for c in self.colour_ups if c.after_level == level_number)

    def to_json(self) -> dict[str, Any]:
        return {
            "denominations": list(self.denominations),
            "colour_ups": [[c.denomination, c.after_level] for c in self.colour_ups],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ChipSet:
        return cls(
            tuple(int(d) for d in data["denominations"]),
            tuple(ColourUp(int(d), int(a)) for d, a in data.get("colour_ups", ())),
        )


@dataclass(frozen=True, slots=True)
class Rebuys:
    """Rebuys until the end of play level ``until_level``, for a player with at most
    ``max_stack`` chips (0: only when busted... never; the usual: at or below the start)."""

    until_level: int
    price: int
    chips: int
    max_stack: int


@dataclass(frozen=True, slots=True)
class AddOn:
    """One add-on per player, during play level ``level`` or the break after it."""

    level: int
    price: int
    chips: int


# Place 1's share of the pool (per mille) by field size, as directors' payout tables pay it
# (about 24% at 60 entries, 20% at 300, 15% at 2,000, 12% at 10,000): straight lines between
# these points on a logarithmic scale of the field, so that no entry more moves it by a jump.
Anchors = tuple[tuple[int, int], ...]
"""The curve's anchors: (entries, first place's share in tenths of a per cent), ascending."""

FIRST_PLACE_CURVE: Anchors = (
    (20, 450),
    (30, 370),
    (60, 240),
    (100, 225),
    (300, 200),
    (1_000, 165),
    (2_000, 150),
    (10_000, 120),
)


def _first_place_share(entries: int, points: Anchors = FIRST_PLACE_CURVE) -> float:
    if entries <= points[0][0]:
        return points[0][1] / 1000
    for (low, low_share), (high, high_share) in itertools.pairwise(points):
        if entries <= high:
            part = math.log(entries / low) / math.log(high / low)
            return (low_share + (high_share - low_share) * part) / 1000
    return points[-1][1] / 1000


def check_anchors(anchors: Anchors) -> None:
    """Refuse anchors a curve cannot follow: field sizes of 2 or more, each larger than the
    one before; first place's share above 0 and at most 100%.

    >>> try:
    ...     check_anchors(((60, 240), (30, 370)))
    ... except TournamentError as refused:
    ...     print(refused)
    Curve row 2: the field sizes grow from row to row.
    """
    before = 1
    for number, (entries, share) in enumerate(anchors, start=1):
        if entries <= before:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages", "Curve row {row}: the field sizes grow from row to row."
                )
                if number > 1
                else QT_TRANSLATE_NOOP("Messages", "Curve row {row}: a field of 2 or more."),
                row=number,
            )
        if not 0 < share <= 1000:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages", "Curve row {row}: first place takes more than 0 and up to 100%."
                ),
                row=number,
            )
        before = entries
    if not anchors:
        raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The curve needs one row or more."))


@functools.cache
def _curve_shares(entries: int, paid: int, anchors: Anchors = FIRST_PLACE_CURVE) -> tuple[int, ...]:
    """``paid`` shares falling as 1/place**a, ``a`` found so that place 1 takes the curve's
    share for ``entries`` (as close as ``paid`` places allow)."""
    target = max(_first_place_share(entries, anchors), 1 / paid)
    low, high = 0.0, 6.0
    for _ in range(60):  # bisection: a steeper fall gives place 1 more
        middle = (low + high) / 2
        first = 1 / math.fsum(place**-middle for place in range(1, paid + 1))
        if first < target:
            low = middle
        else:
            high = middle
    return tuple(round(1_000_000_000 * place**-high) for place in range(1, paid + 1))


@dataclass(frozen=True, slots=True)
class PayoutTable:
    """Places paid by field size: rows ``(up_to_entries, shares)``, shares of any integer
    weight, place 1 first; beyond the last row, ``beyond_percent`` of the field is paid (never
    fewer places than the last row) on a director's curve: place 1 takes about 24% at 60
    entries, 20% at 300, 15% at 2,000 (:data:`FIRST_PLACE_CURVE`), the others falling as a
    power of their place. Set-ups saved before the curve (``curve="harmonic"``) keep their
    shares, 1/(place + 2). The director edits the rows and the per cent paid.

    >>> table = PayoutTable.standard()
    >>> table.shares(9), len(table.shares(1000))
    ((50, 30, 20), 150)
    >>> [round(100 * s[0] / sum(s)) for s in map(table.shares, (60, 61, 300, 2000))]
    [24, 24, 20, 15]
    """

    rows: tuple[tuple[int, tuple[int, ...]], ...]
    beyond_percent: int = 15
    curve: str = "director"
    anchors: Anchors = FIRST_PLACE_CURVE  # the director's own curve (issue 26)

    @classmethod
    def standard(cls) -> PayoutTable:
        return cls(
            (
                (3, (100,)),
                (6, (65, 35)),
                (10, (50, 30, 20)),
                (20, (45, 27, 18, 10)),
            )
        )

    def shares(self, entries: int) -> tuple[int, ...]:
        """The shares of the paid places for a field of ``entries``."""
        for up_to, shares in self.rows:
            if entries <= up_to:
                return shares[: max(1, entries)]
        if self.curve == "harmonic":
            paid = max(1, entries * self.beyond_percent // 100)
            return tuple(1_000_000_000 // (place + 2) for place in range(1, paid + 1))
        fewest = len(self.rows[-1][1]) if self.rows else 1
        paid = min(entries, max(fewest, -(-entries * self.beyond_percent // 100)))
        return _curve_shares(entries, paid, self.anchors)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "rows": [[up_to, list(shares)] for up_to, shares in self.rows],
            "beyond_percent": self.beyond_percent,
            "curve": self.curve,
        }
        if self.anchors != FIRST_PLACE_CURVE:  # the default curve is written as before
            data["anchors"] = [list(point) for point in self.anchors]
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PayoutTable:
        rows = tuple((int(up_to), tuple(int(s) for s in shares)) for up_to, shares in data["rows"])
        # A table saved before the curve keeps the shares it had (its events replay alike).
        curve = str(data.get("curve", "harmonic"))
        if curve not in ("director", "harmonic"):
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Unknown payout curve {name}."), name=curve
            )
        anchors = FIRST_PLACE_CURVE
        if "anchors" in data:
            try:
                anchors = tuple((int(entries), int(share)) for entries, share in data["anchors"])
            except (TypeError, ValueError):
                raise TournamentError(
                    QT_TRANSLATE_NOOP("Messages", "The curve needs one row or more.")
                ) from None
            check_anchors(anchors)
        return cls(rows, int(data.get("beyond_percent", 15)), curve, anchors)


def final_table_size(seats_per_table: int) -> int:
    """RP-9: nine- and eight-handed events make a final table of nine, seven- and six-handed
    of seven; otherwise the tables' own size.

    >>> final_table_size(8), final_table_size(6), final_table_size(10)
    (9, 7, 10)
    """
    if seats_per_table in (8, 9):
        return 9
    if seats_per_table in (6, 7):
        return 7
    return seats_per_table


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything fixed before the first entry. Money in the currency's smallest unit;
    ``prize_unit`` is how many of them make one whole unit (100: euros and cents; 1: a
    currency counted in whole units): prizes are rounded to whole units, and every screen
    shows money in whole units by it. It has no other meaning."""

    name: str
    levels: tuple[Level, ...]
    chips: ChipSet = field(default_factory=ChipSet)
    buy_in: int = 10_000
    fee: int = 1_000
    starting_stack: int = 20_000
    min_field: int = 2
    max_field: int = 10_000
    late_registration_level: int = 0  # the last play level that accepts entries (0: none)
    re_entries: int = 0  # new stacks a busted player may buy
    rebuys: Rebuys | None = None
    add_on: AddOn | None = None
    seats_per_table: int = 9
    tables: int = 1200
    payouts: PayoutTable = field(default_factory=PayoutTable.standard)
    prize_unit: int = 100
    break_order: tuple[int, ...] = ()  # tables in breaking order (default: highest first)
    hand_for_hand_seconds: int = 120  # clock deducted per hand-for-hand hand (RP-8: <= 180)
    seed: int = 0
    bounty: int = 0  # of each buy-in, the bounty on the entry's head (money, not prizes)
    progressive_bounty: bool = False  # half won in cash, half added to the winner's head
    # Run from its tables (through the room): each table reports its hands, and a moved
    # player stays at his old table until its dealer confirms the move (MoveDone).
    from_tables: bool = False

    def __post_init__(self) -> None:
        self.verify()

    @classmethod
    def of(cls, name: str, levels: Sequence[Level], **fields: Any) -> Setup:
        """A set-up with the prize per entry given as ``buy_in`` (the fee apart)."""
        return cls(name, tuple(levels), **fields)

    @property
    def prize_per_entry(self) -> int:
        """The buy-in without the fee and the bounty (what an entry adds to the prize pool)."""
        return self.buy_in - self.fee - self.bounty

    @property
    def play_levels(self) -> tuple[Level, ...]:
        return tuple(level for level in self.levels if not level.is_break)

    @property
    def level_count(self) -> int:
        """How many levels the structure has, breaks apart (the table's count too)."""
        return level_count(self.levels)

    @property
    def is_mixed(self) -> bool:
        return len({level.game for level in self.play_levels}) > 1

    @property
    def final_table_size(self) -> int:
        return final_table_size(self.seats_per_table)

    @property
    def breaking_order(self) -> tuple[int, ...]:
        """Tables in the order they break (the announced order; the last is the final table)."""
        return self.break_order or tuple(range(self.tables, 0, -1))

    def level(self, number: int) -> Level:
        """Play level ``number`` (1-based; past the last, the last)."""
        plays = self.play_levels
        return plays[min(max(number, 1), len(plays)) - 1]

    def verify(self) -> None:
        """Raise :class:`TournamentError` naming the first thing that cannot be played."""
        if not self.name.strip():
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The event needs a name."))
        if not self.play_levels:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "The structure needs at least one level.")
            )
        if not 2 <= self.seats_per_table <= 10:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Tables seat 2 to 10 players, not {seats}."),
                seats=self.seats_per_table,
            )
        if self.tables < 1:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "The event needs at least one table.")
            )
        if not 2 <= self.min_field <= self.max_field:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The minimum field ({minimum}) must be at least 2 and at most the maximum ({maximum}).",
                ),
                minimum=self.min_field,
                maximum=self.max_field,
            )
        if self.max_field > self.tables * self.seats_per_table:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{tables} tables of {seats} seat {seated} players, fewer than the maximum field of {maximum}.",
                ),
                tables=self.tables,
                seats=self.seats_per_table,
                seated=self.tables * self.seats_per_table,
                maximum=self.max_field,
            )
        if self.fee < 0 or self.buy_in < self.fee or self.buy_in <= 0:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "The buy-in must be positive and include the fee.")
            )
        if not 0 <= self.bounty <= self.buy_in - self.fee or self.bounty % self.prize_unit:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The bounty is part of the buy-in, without the fee, in whole units.",
                )
            )
        if self.prize_unit < 1:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Prizes are rounded to a positive unit.")
            )
        if not 0 < self.hand_for_hand_seconds <= 180:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Hand-for-hand takes 1 to 180 seconds off the clock per hand (RP-8), not {seconds}.",
                ),
                seconds=self.hand_for_hand_seconds,
            )
        if self.break_order and sorted(self.break_order) != list(range(1, self.tables + 1)):
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "The breaking order must name every table once.")
            )
        self._verify_chips()
        self._verify_levels()
        if self.late_registration_level < 0 or self.re_entries < 0:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages", "Late registration and re-entries cannot be negative."
                )
            )
        if self.rebuys is not None and (self.rebuys.price <= 0 or self.rebuys.chips <= 0):
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "A rebuy costs something and gives chips.")
            )
        if self.add_on is not None and (self.add_on.price <= 0 or self.add_on.chips <= 0):
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "An add-on costs something and gives chips.")
            )

    def _verify_chips(self) -> None:
        denominations = self.chips.denominations
        if not denominations or any(d <= 0 for d in denominations):
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "The chip set needs positive denominations.")
            )
        if list(denominations) != sorted(set(denominations)):
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "List each denomination once, smallest first.")
            )
        breaks_after = {
            level_number(self.levels, i) for i, level in enumerate(self.levels) if level.is_break
        }
        for colour_up in self.chips.colour_ups:
            if colour_up.denomination not in denominations:
                raise TournamentError(
                    QT_TRANSLATE_NOOP(
                        "Messages", "The {chip} chip leaves play but is not in the chip set."
                    ),
                    chip=Amount(colour_up.denomination),
                )
            if colour_up.after_level not in breaks_after:
                raise TournamentError(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "The {chip} chips are raced off at a break: there is none after level {level}.",
                    ),
                    chip=Amount(colour_up.denomination),
                    level=colour_up.after_level,
                )
        if not self.chips.in_play(self.level_count + 1):
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Some chips must stay in play to the end.")
            )
        checks = [
            (
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The starting stack of {chips} cannot be made with the chips in play.",
                ),
                self.starting_stack,
                1,
            )
        ]
        if self.rebuys:
            checks.append(
                (
                    QT_TRANSLATE_NOOP(
                        "Messages", "The rebuy of {chips} cannot be made with the chips in play."
                    ),
                    self.rebuys.chips,
                    1,
                )
            )
        if self.add_on:
            checks.append(
                (
                    QT_TRANSLATE_NOOP(
                        "Messages", "The add-on of {chips} cannot be made with the chips in play."
                    ),
                    self.add_on.chips,
                    self.add_on.level,
                )
            )
        for key, chips, level in checks:
            unit = math.gcd(*self.chips.in_play(level))
            if chips <= 0 or chips % unit:
                raise TournamentError(key, chips=Amount(chips))

    def _verify_levels(self) -> None:
        previous: Level | None = None
        for number, level in enumerate(self.play_levels, start=1):
            if level.minutes <= 0:
                raise TournamentError(
                    QT_TRANSLATE_NOOP("Messages", "Level {level} needs a length."), level=number
                )
            if level.game not in VARIANTS:
                raise TournamentError(
                    QT_TRANSLATE_NOOP("Messages", "Level {level}: unknown game {game}."),
                    level=number,
                    game=level.game,
                )
            if any(amount < 0 for amount in level.amounts):
                raise TournamentError(
                    QT_TRANSLATE_NOOP("Messages", "Level {level}: amounts cannot be negative."),
                    level=number,
                )
            if level.is_stud:
                if not level.bring_in or not level.small_bet:
                    raise TournamentError(
                        QT_TRANSLATE_NOOP(
                            "Messages", "Level {level}: a stud level needs a bring-in and limits."
                        ),
                        level=number,
                    )
            elif not 0 < level.small_blind <= level.big_blind:
                raise TournamentError(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "Level {level}: the small blind must be positive and at most the big blind.",
                    ),
                    level=number,
                )
            if VARIANTS[level.game].is_limit and not level.is_stud and not level.small_bet:
                raise TournamentError(
                    QT_TRANSLATE_NOOP(
                        "Messages", "Level {level}: a limit game needs its small and big bets."
                    ),
                    level=number,
                )
            in_play = self.chips.in_play(number)
            unit = math.gcd(*in_play)
            for amount in level.amounts:
                if amount % unit:
                    raise TournamentError(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "Level {level}: {amount} cannot be made with the chips in play ({chips}).",
                        ),
                        level=number,
                        amount=Amount(amount),
                        chips=", ".join(str(d) for d in in_play),
                    )
            # RP-11: antes are never reduced (compared within one game and one kind of ante).
            if (
                previous is not None
                and previous.game == level.game
                and previous.big_blind_ante == level.big_blind_ante
                and level.ante < previous.ante
            ):
                raise TournamentError(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "Level {level}: the ante goes down from {before} to {after}; antes are never reduced.",
                    ),
                    level=number,
                    before=Amount(previous.ante),
                    after=Amount(level.ante),
                )
            previous = level

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.name == "levels":
                value = [level.to_json() for level in value]
            elif f.name in ("chips", "payouts"):
                value = value.to_json()
            elif f.name in ("rebuys", "add_on"):
                value = None if value is None else dataclasses.asdict(value)
            elif f.name == "break_order":
                value = list(value)
            data[f.name] = value
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Setup:
        if not isinstance(data, Mapping):
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "The event's set-up is a set of named fields.")
            )
        values = dict(data)
        try:
            values["levels"] = tuple(Level.from_json(level) for level in values["levels"])
            if "chips" in values:
                values["chips"] = ChipSet.from_json(values["chips"])
            if "payouts" in values:
                values["payouts"] = PayoutTable.from_json(values["payouts"])
            if values.get("rebuys") is not None:
                values["rebuys"] = Rebuys(**values["rebuys"])
            if values.get("add_on") is not None:
                values["add_on"] = AddOn(**values["add_on"])
            values["break_order"] = tuple(values.get("break_order", ()))
            return cls(**values)
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, TournamentError):
                raise
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "The event's set-up cannot be read: {reason}."),
                reason=str(error),
            ) from None


def _blinds(pairs: Iterable[tuple[int, int, int]], minutes: int) -> list[Level]:
    return [
        Level(small, big, ante, big_blind_ante=bool(ante), minutes=minutes)
        for small, big, ante in pairs
    ]


_STANDARD = (
    (100, 200, 200),
    (200, 300, 300),
    (200, 400, 400),
    (300, 600, 600),
    (400, 800, 800),
    (500, 1000, 1000),
    (600, 1200, 1200),
    (800, 1600, 1600),
    (1000, 2000, 2000),
    (1500, 3000, 3000),
    (2000, 4000, 4000),
    (2500, 5000, 5000),
    (3000, 6000, 6000),
    (4000, 8000, 8000),
    (5000, 10000, 10000),
    (6000, 12000, 12000),
    (8000, 16000, 16000),
    (10000, 20000, 20000),
    (12500, 25000, 25000),
    (15000, 30000, 30000),
    (20000, 40000, 40000),
    (25000, 50000, 50000),
    (30000, 60000, 60000),
    (40000, 80000, 80000),
)


def _standard(minutes: int) -> tuple[Level, ...]:
    levels = _blinds(_STANDARD, minutes)
    return (*levels[:4], Level.pause(15), *levels[4:8], Level.pause(15), *levels[8:])


def _mixed() -> tuple[Level, ...]:
    levels: list[Level] = []
    for number, (small, big, _) in enumerate(_STANDARD, start=1):
        if number % 2:
            levels.append(Level(small, big, minutes=30))
        else:
            levels.append(
                Level(
                    ante=small // 2,
                    bring_in=small,
                    small_bet=big,
                    big_bet=2 * big,
                    game="stud",
                    minutes=30,
                )
            )
    return tuple(levels)


STRUCTURES: dict[str, tuple[Level, ...]] = {
    "standard": _standard(20),
    "turbo": tuple(_blinds(_STANDARD, 10)),
    "deep": _standard(40),
    "mixed": _mixed(),
}
"""The named structures to start from (the director edits and saves his own)."""

STANDARD_CHIPS = ChipSet((100, 500, 1000, 5000, 25000), (ColourUp(100, 8),))
"""The chips of the named structures: the 100s race off after level 8 (200/400 antes on)."""


def chips_for(name: str) -> ChipSet:
    """The chip set that goes with a named structure (the races at its breaks).

    >>> chips_for("standard").colour_ups, chips_for("turbo").colour_ups
    ((ColourUp(denomination=100, after_level=8),), ())
    """
    return STANDARD_CHIPS if name.lower() in ("standard", "deep") else ChipSet()


def structure_named(name: str) -> tuple[Level, ...]:
    """A named structure's levels (``standard``, ``turbo``, ``deep``, ``mixed``)."""
    try:
        return STRUCTURES[name.lower()]
    except KeyError:
        raise TournamentError(
            QT_TRANSLATE_NOOP("Messages", "Unknown structure {name}: choose {known}."),
            name=name,
            known=", ".join(STRUCTURES),
        ) from None
