"""What the organiser sets before the first hand: the format, the games and their rotation,
the stakes (fixed in a cash game, per level in a sit-and-go or tournament), the seats, the chip
unit, the rule set and the buy-in or tournament settings; and their JSON for the journal.

A :class:`TableConfig` checks itself when it is made: a configuration that cannot deal raises
:class:`IllegalAction` whose message names the New table dialog's field it is about (``field``:
``stakes``, ``levels``, ``chip_unit``, ``min_buy_in`` ...; None when it is about the table as a
whole). The table that plays it is :class:`dealer_app.engine.table.Table`.

>>> try:
...     TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), min_buy_in=300, max_buy_in=200)
... except IllegalAction as refused:
...     print(refused, refused.field)
The minimum buy-in is larger than the maximum buy-in. max_buy_in
>>> config = TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), min_buy_in=40, max_buy_in=200)
>>> TableConfig.from_json(config.to_json()) == config
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Final

from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.rulesets import TDA, Button, RuleSet, ruleset_named
from dealer_app.engine.stakes import ANY_GAME as ANY_GAME
from dealer_app.engine.stakes import Level as Level
from dealer_app.engine.stakes import Stakes as Stakes
from dealer_app.engine.stakes import level_count, level_number
from dealer_app.engine.variants import VARIANTS, Family, Variant
from dealer_app.messages import QT_TRANSLATE_NOOP, Word

MAX_SEATS: Final = 10
"""RULES 10: full ring is up to ten seats (the game's own maximum may be lower)."""

MIXED_GAMES: Final = {
    "mixed hold'em": ("lhe", "nlhe"),
    "horse": ("lhe", "lo8", "razz", "stud", "stud8"),
    "8-game": ("27td", "lhe", "lo8", "razz", "stud", "stud8", "nlhe", "plo"),
}
"""The mixed games of RULES 10, in their order of play, by the name the organiser gives."""


class Format(StrEnum):
    """RULES 10: how the table is played."""

    CASH = "cash"
    SIT_AND_GO = "sit-and-go"
    TOURNAMENT = "tournament"


class Rotation(StrEnum):
    """When a mixed game moves on to its next game (the organiser's choice)."""

    HANDS = "hands"  # every ``rotation_length`` hands
    ORBITS = "orbits"  # every ``rotation_length`` orbits of the button
    LEVELS = "levels"  # every ``rotation_length`` levels (sit-and-go and tournament)


@dataclass(frozen=True, slots=True)
class TableConfig:
    """What the organiser sets before the first hand (use :meth:`cash`, :meth:`sit_and_go` or
    :meth:`tournament`). Amounts are integers in the table's smallest money unit.

    ``games`` are played in this order (one game: no rotation); with ``dealers_choice`` they
    are the games the button may name. ``stakes`` are a cash game's fixed stakes per game,
    ``levels`` the structure of a sit-and-go or tournament. ``button`` overrides the preset's
    moving or dead button. ``late_registration_levels``: players may sit down (and re-enter)
    until that level has ended; ``add_on`` chips may be taken once during ``add_on_level``
    (levels and breaks count from 1).

    >>> TableConfig.cash("plo", Stakes.of_blinds(1, 2), seat_count=10, max_buy_in=200)
    Traceback (most recent call last):
    ...
    dealer_app.engine.errors.IllegalAction: Pot-limit Omaha is played by at most 9 players: \
the table can have at most 9 seats.
    >>> horse = TableConfig.cash("horse", Stakes.of_limit(20, 40), seat_count=8)
    Traceback (most recent call last):
    ...
    dealer_app.engine.errors.IllegalAction: Razz needs a bring-in.
    """

    format: Format
    games: tuple[str, ...]
    stakes: Mapping[str, Stakes] = field(default_factory=dict)
    levels: tuple[Level, ...] = ()
    rotation: Rotation = Rotation.ORBITS
    rotation_length: int = 1
    dealers_choice: bool = False
    seat_count: int = 0  # 0: nine seats, or fewer if a game is played by fewer (stud: 8)
    chip_unit: int = 1
    decimals: int = 0
    ruleset: RuleSet = TDA
    button: Button | None = None
    min_buy_in: int = 0
    max_buy_in: int = 0
    starting_stack: int = 0
    late_registration_levels: int = 0
    reentries: int = 0
    add_on: int = 0
    add_on_level: int = 0

    def __post_init__(self) -> None:
        self._check_games()
        if self.chip_unit <= 0:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "The chip unit must be a positive amount."),
                field="chip_unit",
            )
        if self.decimals < 0:  # the dialog reads the decimals from the chip unit typed
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "The number of decimals cannot be negative."),
                field="chip_unit",
            )
        if self.button not in (None, "dead", "moving"):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "The button is either 'dead' or 'moving'.")
            )
        if self.rotation_length < 1:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "A game is played at least one hand, orbit or level."
                ),
                field="rotation",
            )
        if self.format is Format.CASH:
            self._check_cash()
        else:
            self._check_tournament()

    def _check_games(self) -> None:
        if not self.games:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "Choose at least one game."), field="game"
            )
        for game in self.games:
            if game not in VARIANTS:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "Unknown game '{game}': the games are {games}."),
                    game=game,
                    games=", ".join(VARIANTS),
                    field="game",
                )
        smallest = min(self.variants, key=lambda variant: variant.max_players)
        if self.seat_count == 0:
            object.__setattr__(self, "seat_count", min(9, smallest.max_players))
        if not 2 <= self.seat_count <= MAX_SEATS:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "A table has 2 to {most} seats, not {count}."),
                most=MAX_SEATS,
                count=self.seat_count,
            )
        if self.seat_count > smallest.max_players:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{game} is played by at most {most} players: the table can have at most {most} seats.",
                ),
                game=Word(smallest.name),
                most=smallest.max_players,
            )
        if self.dealers_choice and len(self.games) < 2:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "Dealer's choice needs at least two games to choose from."
                ),
                field="game",
            )
        if self.dealers_choice and self.rotation is Rotation.LEVELS:
            # The game and the rotation together: the dialog shows it under the whole form.
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "In dealer's choice the button names the game per hand or orbit."
                )
            )

    def _check_stakes(self, stakes: Mapping[str, Stakes], level: int | None) -> None:
        """Each game's stakes, of the cash game or of level number ``level`` (from 1)."""
        for variant in self.variants:
            found = stakes.get(variant.key) or stakes.get(ANY_GAME)
            if found is not None:
                found.check(variant, self.chip_unit, "stakes" if level is None else "levels")
            elif level is None:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "There are no stakes for {game}."),
                    game=Word(variant.name),
                    field="stakes",
                )
            else:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages", "There are no stakes for {game} in level {level}."
                    ),
                    game=Word(variant.name),
                    level=level,
                    field="levels",
                )

    def _check_cash(self) -> None:
        self._check_stakes(self.stakes, None)
        if self.levels:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "A cash game has fixed stakes: levels are for tournaments."
                ),
                field="levels",
            )
        if self.rotation is Rotation.LEVELS:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "Games rotate per level only in a sit-and-go or a tournament."
                ),
                field="rotation",
            )
        if self.starting_stack or self.late_registration_levels or self.reentries or self.add_on:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Starting stacks, late registration, re-entry and add-on are tournament settings.",
                ),
                field="starting_stack" if self.starting_stack else None,
            )
        if self.min_buy_in < 0 or self.max_buy_in < 0:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "A buy-in limit cannot be negative."),
                field="min_buy_in" if self.min_buy_in < 0 else "max_buy_in",
            )
        if self.max_buy_in and self.min_buy_in > self.max_buy_in:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "The minimum buy-in is larger than the maximum buy-in."
                ),
                field="max_buy_in",
            )

    def _check_tournament(self) -> None:
        if self.stakes:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "A sit-and-go or tournament sets its stakes per level."
                ),
                field="stakes",
            )
        if not any(not level.is_break for level in self.levels):
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "A sit-and-go or tournament needs at least one level of play."
                ),
                field="levels",
            )
        for number, level in enumerate(self.levels, start=1):
            if level.seconds <= 0:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "Level {level} must last some time."),
                    level=number,
                    field="levels",
                )
            if not level.is_break:
                self._check_stakes(level.stakes, number)
        if self.starting_stack <= 0 or self.starting_stack % self.chip_unit:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "Every player starts with a positive number of whole chips."
                ),
                field="starting_stack",
            )
        if self.min_buy_in or self.max_buy_in:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "Buy-in limits are for cash games: tournaments start equal."
                ),
                field="min_buy_in" if self.min_buy_in else "max_buy_in",
            )
        # The dialog has no field for late registration, re-entry or the add-on.
        if self.late_registration_levels < 0 or self.reentries < 0:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "Late registration and re-entries cannot be negative."
                )
            )
        if self.format is Format.SIT_AND_GO and (self.late_registration_levels or self.reentries):
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Late registration and re-entry are for tournaments only (RULES 10).",
                )
            )
        if self.add_on < 0 or self.add_on % self.chip_unit:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "The add-on must be a whole number of chips.")
            )
        if self.add_on and not 1 <= self.add_on_level <= len(self.levels):
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "Say during which level (or break) the add-on is taken."
                )
            )

    # ---------------------------------------------------------------- construction

    @classmethod
    def cash(
        cls,
        games: str | Sequence[str],
        stakes: Stakes | Mapping[str, Stakes],
        *,
        min_buy_in: int = 0,
        max_buy_in: int = 0,
        **options: Any,
    ) -> TableConfig:
        """A cash game: fixed stakes, free seating, buy-in limits (RULES 10).

        ``games`` is a game key, a list of keys, or a name of :data:`MIXED_GAMES`.

        >>> config = TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), min_buy_in=50)
        >>> config.games, config.button_mode
        (('nlhe',), 'dead')
        """
        return cls(
            Format.CASH,
            _game_keys(games),
            _stakes_map(stakes),
            min_buy_in=min_buy_in,
            max_buy_in=max_buy_in,
            **options,
        )

    @classmethod
    def sit_and_go(
        cls,
        games: str | Sequence[str],
        levels: Sequence[Level],
        *,
        starting_stack: int,
        **options: Any,
    ) -> TableConfig:
        """A sit-and-go: everybody starts with ``starting_stack``, levels on a clock."""
        return cls(
            Format.SIT_AND_GO,
            _game_keys(games),
            levels=tuple(levels),
            starting_stack=starting_stack,
            **options,
        )

    @classmethod
    def tournament(
        cls,
        games: str | Sequence[str],
        levels: Sequence[Level],
        *,
        starting_stack: int,
        **options: Any,
    ) -> TableConfig:
        """A tournament table: as a sit-and-go, plus late registration, re-entry, add-on."""
        return cls(
            Format.TOURNAMENT,
            _game_keys(games),
            levels=tuple(levels),
            starting_stack=starting_stack,
            **options,
        )

    # ---------------------------------------------------------------- reading

    @property
    def variants(self) -> tuple[Variant, ...]:
        return tuple(VARIANTS[game] for game in self.games)

    @property
    def is_tournament(self) -> bool:
        """Sit-and-go or tournament: no buying except where configured."""
        return self.format is not Format.CASH

    @property
    def button_mode(self) -> Button:
        """Dead or moving button: the table's override, else the preset's (RULES 4); every
        tournament (sit-and-go too) plays the dead button, whatever the preset (TDA 32)."""
        if self.is_tournament:
            return "dead"
        return self.button or self.ruleset.button

    @property
    def button_freezes_during_stud(self) -> bool:
        """Whether the button stops during the stud games of a rotation.

        TDA Rules, balancing tables in mixed games (e.g. HORSE): "when the game shifts from
        hold'em to stud, after the last hold'em hand the button moves to the position it
        would be if the next hand was hold'em and is frozen there during stud ... Shifting to
        hold'em the button starts where it was frozen." The frozen position is also the
        dealer position of the stud hands (their ``p1`` sits left of it). A stud-only table
        and dealer's choice pass the deal clockwise every hand instead (home-game practice:
        the player dealing names the game)."""
        return not self.dealers_choice and any(
            variant.family is not Family.STUD for variant in self.variants
        )

    def level_number(self, index: int) -> int:
        """The number of the level at ``index`` as the clock says it: breaks are not levels
        (the level after the first break is level 2 of the structure ``[L, break, L]``)."""
        return level_number(self.levels, index)

    @property
    def level_count(self) -> int:
        """How many levels the structure has, breaks apart ("Level 2 of 10")."""
        return level_count(self.levels)

    def stakes_for(self, game: str, level: int | None) -> Stakes:
        """The stakes of ``game`` in the cash game or at level index ``level``."""
        if level is None:
            stakes = self.stakes.get(game) or self.stakes.get(ANY_GAME)
            assert stakes is not None  # checked in __post_init__
            return stakes
        return self.levels[level].stakes_for(game)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": str(self.format),
            "games": list(self.games),
            "stakes": {game: stakes.to_json() for game, stakes in self.stakes.items()},
            "levels": [level.to_json() for level in self.levels],
            "rotation": str(self.rotation),
            "rotation_length": self.rotation_length,
            "dealers_choice": self.dealers_choice,
            "seat_count": self.seat_count,
            "chip_unit": self.chip_unit,
            "decimals": self.decimals,
            "ruleset": self.ruleset.name,
            "button": self.button,
            "min_buy_in": self.min_buy_in,
            "max_buy_in": self.max_buy_in,
            "starting_stack": self.starting_stack,
            "late_registration_levels": self.late_registration_levels,
            "reentries": self.reentries,
            "add_on": self.add_on,
            "add_on_level": self.add_on_level,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TableConfig:
        values = dict(data)
        values["format"] = Format(values["format"])
        values["games"] = tuple(values["games"])
        values["stakes"] = {g: Stakes.from_json(s) for g, s in values.get("stakes", {}).items()}
        values["levels"] = tuple(Level.from_json(level) for level in values.get("levels", ()))
        values["rotation"] = Rotation(values["rotation"])
        values["ruleset"] = ruleset_named(values["ruleset"])
        return cls(**values)


def _game_keys(games: str | Sequence[str]) -> tuple[str, ...]:
    if isinstance(games, str):
        mixed = MIXED_GAMES.get(games.strip().lower())
        return mixed if mixed is not None else (games,)
    return tuple(games)


def _stakes_map(stakes: Stakes | Mapping[str, Stakes]) -> dict[str, Stakes]:
    return {ANY_GAME: stakes} if isinstance(stakes, Stakes) else dict(stakes)
