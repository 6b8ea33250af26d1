"""The stakes of a game and the levels of a structure: one type each for every table and event.

:class:`Stakes` are the forced bets and bet sizes of one game (a cash table's, a level's); a
:class:`Level` is a length and the stakes per game, or a break. Breaks are not levels: "Level 2
of 10" counts play levels only (:func:`level_number`, :func:`level_count`), for the dealer's
table and the tournament alike. Integers in the table's smallest unit, as the whole engine.

>>> structure = (Level.of(600, Stakes.of_blinds(25, 50)), Level.pause(300),
...              Level.of(600, Stakes.of_blinds(50, 100)))
>>> [level_number(structure, index) for index in range(3)], level_count(structure)
([1, 1, 2], 2)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Protocol

from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.variants import VARIANTS, Variant
from dealer_app.messages import QT_TRANSLATE_NOOP, Amount, Word

ANY_GAME: Final = "*"
"""Key of the stakes that apply to every game not named on its own."""


class Timed(Protocol):
    """A level of any structure: a play level or a break."""

    @property
    def is_break(self) -> bool: ...


def level_number(levels: Sequence[Timed], index: int) -> int:
    """The number of the level at ``index`` as the clock says it: breaks are not levels, and
    a break is counted as the level before it (0 before the first level: a structure opening
    on a break, or ``index`` -1, the levels before the first)."""
    return sum(1 for level in levels[: index + 1] if not level.is_break)


def level_count(levels: Sequence[Timed]) -> int:
    """How many levels ``levels`` has, breaks apart: the total of "Level 2 of 10"."""
    return sum(1 for level in levels if not level.is_break)


@dataclass(frozen=True, slots=True)
class Stakes:
    """The forced bets and bet sizes of one game; each game reads the fields it uses.

    Blind games read the blinds (no-limit and pot-limit: the big blind is the minimum bet);
    limit games read the small and big bet, and without blinds given the big blind is the small
    bet and the small blind half of it, rounded down to a chip (RULES 3); stud reads the ante,
    the bring-in and the bets. ``big_blind_ante``: the big blind alone posts ``ante`` for the
    table (TDA 2024).

    >>> Stakes.of_limit(5, 10).blinds_for(VARIANTS["lhe"], chip_unit=1)
    (2, 5)
    >>> Stakes.of_blinds(25, 50, 50, big_blind_ante=True).text(VARIANTS["nlhe"])
    '25/50, big-blind ante 50'
    """

    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    big_blind_ante: bool = False
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0

    @classmethod
    def of_blinds(
        cls, small_blind: int, big_blind: int, ante: int = 0, *, big_blind_ante: bool = False
    ) -> Stakes:
        """No-limit or pot-limit blinds, with an ante for every player or a big-blind ante."""
        return cls(small_blind, big_blind, ante, big_blind_ante)

    @classmethod
    def of_limit(
        cls, small_bet: int, big_bet: int, *, small_blind: int = 0, big_blind: int = 0
    ) -> Stakes:
        """Fixed limit with blinds (derived from the small bet unless given)."""
        return cls(small_blind, big_blind, small_bet=small_bet, big_bet=big_bet)

    @classmethod
    def of_stud(cls, ante: int, bring_in: int, small_bet: int, big_bet: int) -> Stakes:
        """Stud: an ante from everybody, a bring-in, then the small and the big bet."""
        return cls(ante=ante, bring_in=bring_in, small_bet=small_bet, big_bet=big_bet)

    @property
    def amounts(self) -> tuple[int, ...]:
        """Every forced bet and limit, none of them zero (what the chips in play must make).

        >>> Stakes.of_stud(10, 25, 100, 200).amounts
        (10, 25, 100, 200)
        """
        every = (
            self.small_blind,
            self.big_blind,
            self.ante,
            self.bring_in,
            self.small_bet,
            self.big_bet,
        )
        return tuple(amount for amount in every if amount)

    def blinds_for(self, variant: Variant, chip_unit: int) -> tuple[int, int]:
        """(small blind, big blind) of this game; stud has none."""
        if not variant.uses_blinds:
            return 0, 0
        if variant.is_limit:
            big = self.big_blind or self.small_bet
            small = self.small_blind or (self.small_bet // 2 // chip_unit) * chip_unit
            return small, big
        return self.small_blind, self.big_blind

    def check(self, variant: Variant, chip_unit: int, field: str = "stakes") -> None:
        """Refuse stakes that cannot deal ``variant``; ``field`` is the refusal's (``levels``
        for the stakes of a level)."""
        game = Word(variant.name)
        amounts = (
            self.small_blind,
            self.big_blind,
            self.ante,
            self.bring_in,
            self.small_bet,
            self.big_bet,
        )
        if any(amount < 0 for amount in amounts):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "The stakes of {game} cannot be negative."),
                game=game,
                field=field,
            )
        for amount in amounts:
            if amount % chip_unit:
                # In the smallest unit (the stakes do not know the table's decimals).
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "The stakes of {game} must be whole chips of {unit}: {amount} is not.",
                    ),
                    game=game,
                    unit=Amount(chip_unit),
                    amount=Amount(amount),
                    field=field,
                )
        if variant.is_limit and not 0 < self.small_bet <= self.big_bet:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "{game} needs a small bet and a big bet at least as large."
                ),
                game=game,
                field=field,
            )
        if variant.uses_bring_in:
            if self.bring_in <= 0:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "{game} needs a bring-in."),
                    game=game,
                    field=field,
                )
            if self.small_blind or self.big_blind or self.big_blind_ante:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages", "{game} has no blinds: it uses antes and a bring-in."
                    ),
                    game=game,
                    field=field,
                )
            return
        small, big = self.blinds_for(variant, chip_unit)
        if big <= 0:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "{game} needs a big blind."),
                game=game,
                field=field,
            )
        if small > big:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "The small blind of {game} is larger than the big blind."
                ),
                game=game,
                field=field,
            )

    def text(self, variant: Variant) -> str:
        """The stakes as the dealer says them: ``25/50, ante 5``, ``limit 20/40``."""
        parts: list[str] = []
        if variant.uses_bring_in:
            parts.append(f"limit {self.small_bet}/{self.big_bet}, bring-in {self.bring_in}")
        else:
            small, big = self.blinds_for(variant, 1)
            if variant.is_limit:
                parts.append(f"limit {self.small_bet}/{self.big_bet}, blinds {small}/{big}")
            else:
                parts.append(f"{small}/{big}")
        if self.ante:
            parts.append(f"{'big-blind ' if self.big_blind_ante else ''}ante {self.ante}")
        return ", ".join(parts)

    def to_json(self) -> dict[str, Any]:
        return {
            f.name: getattr(self, f.name) for f in dataclasses.fields(self) if getattr(self, f.name)
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Stakes:
        return cls(**data)


@dataclass(frozen=True, slots=True)
class Level:
    """One level of a sit-and-go or tournament structure: its length and its stakes per game
    (key :data:`ANY_GAME` for every game), or a break.

    >>> Level.of(720, Stakes.of_blinds(25, 50)).stakes_for("nlhe").big_blind
    50
    >>> Level.pause(600).is_break
    True
    """

    seconds: int
    stakes: Mapping[str, Stakes] = field(default_factory=dict)
    is_break: bool = False

    @classmethod
    def of(cls, seconds: int, stakes: Stakes | Mapping[str, Stakes]) -> Level:
        """A level with the same stakes for every game, or stakes per game."""
        if isinstance(stakes, Stakes):
            return cls(seconds, {ANY_GAME: stakes})
        return cls(seconds, dict(stakes))

    @classmethod
    def pause(cls, seconds: int) -> Level:
        """A break: no hand is dealt until it ends."""
        return cls(seconds, {}, is_break=True)

    def stakes_for(self, game: str) -> Stakes:
        stakes = self.stakes.get(game) or self.stakes.get(ANY_GAME)
        if stakes is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "This level has no stakes for {game}."),
                game=Word(VARIANTS[game].name),
                field="levels",
            )
        return stakes

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seconds": self.seconds}
        if self.is_break:
            data["is_break"] = True
        else:
            data["stakes"] = {game: stakes.to_json() for game, stakes in self.stakes.items()}
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Level:
        stakes = {game: Stakes.from_json(s) for game, s in data.get("stakes", {}).items()}
        return cls(int(data["seconds"]), stakes, bool(data.get("is_break", False)))
