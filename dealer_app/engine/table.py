"""The table across hands: seats, stacks, the button, blinds and antes, levels and game rotation.

Like a hand, a table is its configuration plus a list of events, and everything (seats, stacks,
the button, the level, the game) is derived by replaying that list. Events happen between hands
(players sit down, leave, sit out, come back, add chips; the clock moves; the button names a
game) and each hand is two events: :class:`StartHand` fixes its setup, :class:`FinishHand`
brings the finishing stacks back to the seats, moves the button and advances the rotation.
A refused event raises :class:`IllegalAction` with a sentence for the dealer and changes nothing.

Seats are numbered 1 to ``seat_count`` clockwise. The hand's players are listed in PHH order:
``p1`` is the first player dealt in left of the button (stud: left of the dealer position),
the button last; heads-up ``p1`` is the big blind and the button posts the small blind.

>>> from dealer_app.engine.hand import Fold, Hand
>>> config = TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), min_buy_in=40, max_buy_in=200)
>>> table = Table(config)
>>> for seat, name in ((1, "Anna"), (3, "Boris"), (6, "Chloe")):
...     _ = table.sit_down(seat, name, 200)
>>> setup, seats = table.next_hand_setup()
>>> seats, setup.blinds, setup.names
((3, 6, 1), (1, 2, 0), ('Boris', 'Chloe', 'Anna'))
>>> table.finish_hand(Hand(setup, [Fold(2), Fold(0)]))
>>> table.stack(6), table.button, table.next_hand().big_blind
(201, 3, 1)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar, Final, cast

from dealer_app.engine.betting import money_text
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.hand import Hand, HandSetup
from dealer_app.engine.rulesets import TDA, Button, RuleSet, ruleset_named
from dealer_app.engine.variants import VARIANTS, Family, Structure, Variant

MAX_SEATS: Final = 10
"""RULES 10: full ring is up to ten seats (the game's own maximum may be lower)."""

ANY_GAME: Final = "*"
"""Key of the stakes that apply to every game not named on its own."""

MIXED_GAMES: Final = {
    "mixed hold'em": ("lhe", "nlhe"),
    "horse": ("lhe", "lo8", "razz", "stud", "stud8"),
    "8-game": ("27td", "lhe", "lo8", "razz", "stud", "stud8", "nlhe", "plo"),
}
"""The mixed games of RULES 10, in their order of play, by the name the organiser gives."""

SNAPSHOT_VERSION: Final = 1


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


# --------------------------------------------------------------------------------------------
# Stakes, levels and the configuration


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

    def blinds_for(self, variant: Variant, chip_unit: int) -> tuple[int, int]:
        """(small blind, big blind) of this game; stud has none."""
        if not variant.uses_blinds:
            return 0, 0
        if variant.is_limit:
            big = self.big_blind or self.small_bet
            small = self.small_blind or (self.small_bet // 2 // chip_unit) * chip_unit
            return small, big
        return self.small_blind, self.big_blind

    def check(self, variant: Variant, chip_unit: int) -> None:
        """Refuse stakes that cannot deal ``variant``."""
        name = variant.name
        amounts = (
            self.small_blind,
            self.big_blind,
            self.ante,
            self.bring_in,
            self.small_bet,
            self.big_bet,
        )
        if any(amount < 0 for amount in amounts):
            raise IllegalAction(f"The stakes of {name} cannot be negative.")
        for amount in amounts:
            if amount % chip_unit:
                raise IllegalAction(
                    f"The stakes of {name} must be whole chips of {chip_unit}: {amount} is not."
                )
        if variant.is_limit and not 0 < self.small_bet <= self.big_bet:
            raise IllegalAction(f"{name} needs a small bet and a big bet at least as large.")
        if variant.uses_bring_in:
            if self.bring_in <= 0:
                raise IllegalAction(f"{name} needs a bring-in.")
            if self.small_blind or self.big_blind or self.big_blind_ante:
                raise IllegalAction(f"{name} has no blinds: it uses antes and a bring-in.")
            return
        small, big = self.blinds_for(variant, chip_unit)
        if big <= 0:
            raise IllegalAction(f"{name} needs a big blind.")
        if small > big:
            raise IllegalAction(f"The small blind of {name} is larger than the big blind.")

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
            raise IllegalAction(f"This level has no stakes for {VARIANTS[game].name}.")
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
            raise IllegalAction("The chip unit must be a positive amount.")
        if self.decimals < 0:
            raise IllegalAction("The number of decimals cannot be negative.")
        if self.button not in (None, "dead", "moving"):
            raise IllegalAction("The button is either 'dead' or 'moving'.")
        if self.rotation_length < 1:
            raise IllegalAction("A game is played at least one hand, orbit or level.")
        if self.format is Format.CASH:
            self._check_cash()
        else:
            self._check_tournament()

    def _check_games(self) -> None:
        if not self.games:
            raise IllegalAction("Choose at least one game.")
        for game in self.games:
            if game not in VARIANTS:
                raise IllegalAction(f"Unknown game '{game}': the games are {', '.join(VARIANTS)}.")
        smallest = min(self.variants, key=lambda variant: variant.max_players)
        if self.seat_count == 0:
            object.__setattr__(self, "seat_count", min(9, smallest.max_players))
        if not 2 <= self.seat_count <= MAX_SEATS:
            raise IllegalAction(f"A table has 2 to {MAX_SEATS} seats, not {self.seat_count}.")
        if self.seat_count > smallest.max_players:
            most = smallest.max_players
            raise IllegalAction(
                f"{smallest.name} is played by at most {most} players: "
                f"the table can have at most {most} seats."
            )
        if self.dealers_choice and len(self.games) < 2:
            raise IllegalAction("Dealer's choice needs at least two games to choose from.")
        if self.dealers_choice and self.rotation is Rotation.LEVELS:
            raise IllegalAction("In dealer's choice the button names the game per hand or orbit.")

    def _check_stakes(self, stakes: Mapping[str, Stakes], where: str) -> None:
        for variant in self.variants:
            found = stakes.get(variant.key) or stakes.get(ANY_GAME)
            if found is None:
                raise IllegalAction(f"There are no stakes for {variant.name}{where}.")
            found.check(variant, self.chip_unit)

    def _check_cash(self) -> None:
        self._check_stakes(self.stakes, "")
        if self.levels:
            raise IllegalAction("A cash game has fixed stakes: levels are for tournaments.")
        if self.rotation is Rotation.LEVELS:
            raise IllegalAction("Games rotate per level only in a sit-and-go or a tournament.")
        if self.starting_stack or self.late_registration_levels or self.reentries or self.add_on:
            raise IllegalAction(
                "Starting stacks, late registration, re-entry and add-on are tournament settings."
            )
        if self.min_buy_in < 0 or self.max_buy_in < 0:
            raise IllegalAction("A buy-in limit cannot be negative.")
        if self.max_buy_in and self.min_buy_in > self.max_buy_in:
            raise IllegalAction("The minimum buy-in is larger than the maximum buy-in.")

    def _check_tournament(self) -> None:
        if self.stakes:
            raise IllegalAction("A sit-and-go or tournament sets its stakes per level.")
        if not any(not level.is_break for level in self.levels):
            raise IllegalAction("A sit-and-go or tournament needs at least one level of play.")
        for number, level in enumerate(self.levels, start=1):
            if level.seconds <= 0:
                raise IllegalAction(f"Level {number} must last some time.")
            if not level.is_break:
                self._check_stakes(level.stakes, f" in level {number}")
        if self.starting_stack <= 0 or self.starting_stack % self.chip_unit:
            raise IllegalAction("Every player starts with a positive number of whole chips.")
        if self.min_buy_in or self.max_buy_in:
            raise IllegalAction("Buy-in limits are for cash games: tournaments start equal.")
        if self.late_registration_levels < 0 or self.reentries < 0:
            raise IllegalAction("Late registration and re-entries cannot be negative.")
        if self.format is Format.SIT_AND_GO and (self.late_registration_levels or self.reentries):
            raise IllegalAction(
                "Late registration and re-entry are for tournaments only (RULES 10)."
            )
        if self.add_on < 0 or self.add_on % self.chip_unit:
            raise IllegalAction("The add-on must be a whole number of chips.")
        if self.add_on and not 1 <= self.add_on_level <= len(self.levels):
            raise IllegalAction("Say during which level (or break) the add-on is taken.")

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
        """Dead or moving button: the table's override, else the preset's (RULES 4)."""
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


def _person(name: str) -> str:
    """A player's name as it identifies him: "anna" and " Anna " are one person (RULES 4)."""
    return name.strip().casefold()


def _game_keys(games: str | Sequence[str]) -> tuple[str, ...]:
    if isinstance(games, str):
        mixed = MIXED_GAMES.get(games.strip().lower())
        return mixed if mixed is not None else (games,)
    return tuple(games)


def _stakes_map(stakes: Stakes | Mapping[str, Stakes]) -> dict[str, Stakes]:
    return {ANY_GAME: stakes} if isinstance(stakes, Stakes) else dict(stakes)


# --------------------------------------------------------------------------------------------
# Players and the next hand


@dataclass(frozen=True, slots=True)
class Player:
    """A player in a seat. ``entering``: new, or owing missed blinds (cash, RULES 4), and not
    dealt in until posting or the big blind reaches the seat; ``posts``: chose to post.
    ``owes_small``: a missed small blind, posted dead; ``small_blind_only``: only the small
    blind was missed, so no big blind is posted to come back."""

    name: str
    stack: int
    sitting_out: bool = False
    entering: bool = False
    posts: bool = False
    add_on_taken: bool = False
    owes_small: bool = False
    small_blind_only: bool = False

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Player:
        return cls(**data)


@dataclass(frozen=True, slots=True)
class Elimination:
    """A tournament player out of chips: the place they finished and the hand they busted in."""

    name: str
    place: int
    hand: int

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@dataclass(frozen=True, slots=True)
class HandPlan:
    """The next hand as the table deals it: the game, who is dealt in (PHH order), where the
    button is, who posts what. Seats are table seats; per-player tuples follow ``seats``.

    ``button`` is the button's seat (empty when the button is dead; stud: the dealer
    position); ``small_blind`` is None when the small blind is dead. The other fields are
    what the table records when the hand ends.
    """

    game: str
    level: int | None
    seats: tuple[int, ...]
    names: tuple[str, ...]
    stacks: tuple[int, ...]
    button: int
    small_blind: int | None
    big_blind: int | None
    posters: tuple[int, ...]
    blinds: tuple[int, ...]
    antes: tuple[int, ...]
    bring_in: int
    small_bet: int
    big_bet: int
    min_bet: int
    heads_up: bool
    small_blind_position: int
    big_blind_position: int
    records_button: bool
    missed_big_blind: tuple[int, ...]
    new_round: bool
    game_index: int
    chooser: int | None
    # Missed blinds (cash, RULES 4): what each dealt player posts dead; the seats the small
    # blind passed while their players were out.
    dead_blinds: tuple[int, ...] = ()
    missed_small_blind: tuple[int, ...] = ()
    level_blinds: tuple[int, ...] = ()  # pot limit with a dead small blind (TDA 54-B)
    event_heads_up: bool = False  # limit: the cap is lifted (RULES 3, TDA 48)

    @property
    def variant(self) -> Variant:
        return VARIANTS[self.game]

    def posted(self) -> dict[int, int]:
        """What each seat puts in before the cards (blind or post plus ante), seats that post.

        Nominal amounts: a short stack posts what it has (the hand engine caps them)."""
        nothing = (0,) * len(self.seats)
        blinds, antes = self.blinds or nothing, self.antes or nothing
        dead = self.dead_blinds or nothing
        return {
            seat: blind + ante + owed
            for seat, blind, ante, owed in zip(self.seats, blinds, antes, dead, strict=True)
            if blind + ante + owed
        }

    def to_json(self) -> dict[str, Any]:
        return {
            f.name: list(value) if isinstance(value, tuple) else value
            for f in dataclasses.fields(self)
            for value in (getattr(self, f.name),)
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> HandPlan:
        values: dict[str, Any] = {
            key: tuple(value) if isinstance(value, list) else value for key, value in data.items()
        }
        return cls(**values)


# --------------------------------------------------------------------------------------------
# Events: what the dealer enters between hands. Frozen and JSON-serialisable for the journal.


class _Event:
    __slots__ = ()
    kind: ClassVar[str]

    def to_json(self) -> dict[str, Any]:
        """The event as a JSON-ready dict; :func:`event_from_json` reads it back.

        >>> SitDown(4, "Anna", 1000).to_json()
        {'event': 'sit_down', 'seat': 4, 'name': 'Anna', 'stack': 1000}
        """
        data: dict[str, Any] = {"event": self.kind}
        for f in dataclasses.fields(cast(Any, self)):
            value = getattr(self, f.name)
            data[f.name] = list(value) if isinstance(value, tuple) else value
        return data


@dataclass(frozen=True, slots=True)
class PlaceButton(_Event):
    """Before the first hand: the draw for the button gives it to this seat."""

    seat: int
    kind: ClassVar[str] = "place_button"


@dataclass(frozen=True, slots=True)
class SitDown(_Event):
    """A player takes an empty seat with a stack: a buy-in (cash) or an entry (tournament).
    Once the game has started the player is new: dealt in as RULES 4 says (see PostToEnter)."""

    seat: int
    name: str
    stack: int
    kind: ClassVar[str] = "sit_down"


@dataclass(frozen=True, slots=True)
class Leave(_Event):
    """The player leaves the table with the stack (cash out, or moved to another table)."""

    seat: int
    kind: ClassVar[str] = "leave"


@dataclass(frozen=True, slots=True)
class SitOut(_Event):
    """Cash: not dealt in until back. Tournament: still dealt in and blinded (TDA)."""

    seat: int
    kind: ClassVar[str] = "sit_out"


@dataclass(frozen=True, slots=True)
class ComeBack(_Event):
    seat: int
    kind: ClassVar[str] = "come_back"


@dataclass(frozen=True, slots=True)
class AddChips(_Event):
    """Cash: a top-up or rebuy within the buy-in limits. Tournament: the add-on."""

    seat: int
    amount: int
    kind: ClassVar[str] = "add_chips"


@dataclass(frozen=True, slots=True)
class PostToEnter(_Event):
    """A new player posts a big blind to be dealt in at once (RULES 4, seed 000)."""

    seat: int
    kind: ClassVar[str] = "post_to_enter"


@dataclass(frozen=True, slots=True)
class WaitForBigBlind(_Event):
    """A new player waits for the big blind to reach the seat (the default)."""

    seat: int
    kind: ClassVar[str] = "wait_for_big_blind"


@dataclass(frozen=True, slots=True)
class ChooseGame(_Event):
    """Dealer's choice: the player due to choose names the game (a key of the catalogue)."""

    game: str
    kind: ClassVar[str] = "choose_game"


@dataclass(frozen=True, slots=True)
class Clock(_Event):
    """Seconds of play since the tournament started (pauses excluded by whoever keeps time)."""

    elapsed: int
    kind: ClassVar[str] = "clock"


@dataclass(frozen=True, slots=True)
class StartHand(_Event):
    """The next hand is dealt: its setup is fixed until it finishes or is cancelled."""

    kind: ClassVar[str] = "start_hand"


@dataclass(frozen=True, slots=True)
class CancelHand(_Event):
    """The hand in progress is void (a misdeal): nothing changes, the same hand is redealt."""

    kind: ClassVar[str] = "cancel_hand"


@dataclass(frozen=True, slots=True)
class Redeal(_Event):
    """A misdeal ruled (RULES 9): the hand in progress is dealt again as it was planned, same
    button, blinds, players and stacks, nobody new dealt in; the table keeps its plan."""

    kind: ClassVar[str] = "redeal"


@dataclass(frozen=True, slots=True)
class FinishHand(_Event):
    """The hand is over: each dealt seat's stack after the payout, in PHH order."""

    seats: tuple[int, ...]
    finishing_stacks: tuple[int, ...]
    kind: ClassVar[str] = "finish_hand"


TableEvent = (
    PlaceButton
    | SitDown
    | Leave
    | SitOut
    | ComeBack
    | AddChips
    | PostToEnter
    | WaitForBigBlind
    | ChooseGame
    | Clock
    | StartHand
    | CancelHand
    | Redeal
    | FinishHand
)

_EVENT_KINDS: Final[dict[str, type[_Event]]] = {
    cls.kind: cls
    for cls in (
        PlaceButton,
        SitDown,
        Leave,
        SitOut,
        ComeBack,
        AddChips,
        PostToEnter,
        WaitForBigBlind,
        ChooseGame,
        Clock,
        StartHand,
        CancelHand,
        Redeal,
        FinishHand,
    )
}


def event_from_json(data: Mapping[str, Any]) -> TableEvent:
    """The event that :meth:`to_json` wrote.

    >>> event_from_json({"event": "finish_hand", "seats": [3, 1], "finishing_stacks": [90, 110]})
    FinishHand(seats=(3, 1), finishing_stacks=(90, 110))
    """
    values = dict(data)
    kind = values.pop("event", None)
    cls = _EVENT_KINDS.get(str(kind))
    if cls is None:
        raise IllegalAction(f"Unknown table event '{kind}'.")
    arguments = {key: tuple(v) if isinstance(v, list) else v for key, v in values.items()}
    return cast(TableEvent, cls(**arguments))


# --------------------------------------------------------------------------------------------
# The table's state: everything derived from the events


@dataclass(slots=True)
class _State:
    seats: dict[int, Player] = field(default_factory=dict)
    placed_button: int | None = None
    # Positions of the last hand that moved the button (RULES 4; frozen during stud, TDA).
    last_button: int | None = None
    last_small_blind: int | None = None
    last_big_blind: int | None = None
    hands_played: int = 0
    elapsed: int = 0
    in_hand: HandPlan | None = None
    # The game being played and how far its round has gone.
    round_started: bool = False
    game_index: int = 0
    round_hands: int = 0
    round_hand_target: int = 0
    round_travel: int = 0
    round_button: int | None = None
    chooser: int | None = None
    chosen_game: str | None = None
    entries: dict[str, int] = field(default_factory=dict)
    eliminations: list[Elimination] = field(default_factory=list)
    bought_in: int = 0
    taken_out: int = 0

    def copy(self) -> _State:
        return dataclasses.replace(
            self,
            seats=dict(self.seats),
            entries=dict(self.entries),
            eliminations=list(self.eliminations),
        )

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            data[f.name] = getattr(self, f.name)
        data["seats"] = {str(seat): player.to_json() for seat, player in self.seats.items()}
        data["in_hand"] = self.in_hand.to_json() if self.in_hand else None
        data["eliminations"] = [elimination.to_json() for elimination in self.eliminations]
        data["entries"] = dict(self.entries)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> _State:
        values = dict(data)
        values["seats"] = {int(s): Player.from_json(p) for s, p in values["seats"].items()}
        values["in_hand"] = HandPlan.from_json(values["in_hand"]) if values["in_hand"] else None
        values["eliminations"] = [Elimination(**e) for e in values["eliminations"]]
        values["entries"] = dict(values["entries"])
        return cls(**values)


@dataclass(frozen=True, slots=True)
class _Positions:
    """Where the button and blinds fall for a blind game (stud: where the deal is)."""

    button: int
    small_blind: int | None
    small_blind_position: int
    big_blind: int
    posters: tuple[int, ...]
    order: tuple[int, ...]  # dealt seats, PHH order
    heads_up: bool


class Table:
    """The table across hands; see the module docstring.

    Build it from a :class:`TableConfig` and the events so far (or :meth:`from_snapshot`),
    then for each hand: :meth:`next_hand_setup` (or :meth:`start_hand`), play the hand with
    the hand engine, and :meth:`finish_hand`.

    >>> structure = [Level.of(720, Stakes.of_blinds(25, 50)), Level.of(720, Stakes.of_blinds(50, 100))]
    >>> table = Table(TableConfig.sit_and_go("nlhe", structure, starting_stack=1500))
    >>> for seat, name in ((2, "Anna"), (5, "Boris"), (7, "Chloe")):
    ...     _ = table.sit_down(seat, name, 1500)
    >>> plan = table.next_hand()
    >>> plan.button, plan.small_blind, plan.big_blind, plan.posted()
    (2, 5, 7, {5: 25, 7: 50})
    >>> _ = table.start_hand()
    >>> _ = table.clock(730)  # the level ends during the hand
    >>> plan = table.next_hand()  # the hand in progress keeps its stakes
    >>> _ = table.apply(FinishHand(plan.seats, (0, 3000, 1500)))  # Boris busts
    >>> [(elimination.name, elimination.place) for elimination in table.eliminations]
    [('Boris', 3)]
    >>> heads_up = table.next_hand()  # TDA 34: the button posts the small blind
    >>> heads_up.button, heads_up.small_blind, heads_up.big_blind, heads_up.posted()
    (7, 7, 2, {2: 100, 7: 50})
    """

    def __init__(self, config: TableConfig, events: Iterable[TableEvent] = ()) -> None:
        self.config = config
        self._base = _State()
        self._state = self._base.copy()
        self.events: list[TableEvent] = []
        for event in events:
            self.apply(event)

    # ---------------------------------------------------------------- events

    def verify(self, event: TableEvent) -> None:
        """Raise :class:`IllegalAction` with the dealer's sentence if ``event`` is refused."""
        self._run(self._state.copy(), event)

    def can(self, event: TableEvent) -> bool:
        """Whether ``event`` would be accepted now (the window enables buttons with this)."""
        try:
            self.verify(event)
        except IllegalAction:
            return False
        return True

    def apply(self, event: TableEvent) -> TableEvent:
        """Check the event, then apply it; on refusal nothing changes."""
        state = self._state.copy()
        self._run(state, event)
        self._state = state
        self.events.append(event)
        return event

    def undo(self) -> TableEvent:
        """Remove the last event and replay the others (from the snapshot restored, if any)."""
        if not self.events:
            raise IllegalAction("Nothing to undo at the table.")
        last = self.events[-1]
        state = self._base.copy()
        for event in self.events[:-1]:
            self._run(state, event)
        self._state = state
        del self.events[-1]
        return last

    def _run(self, state: _State, event: TableEvent) -> None:
        handler = self._HANDLERS.get(type(event))
        if handler is None:
            raise IllegalAction(f"Unknown table event {event!r}.")
        handler(self, state, event)

    # The dealer's verbs, one per event.

    def place_button(self, seat: int) -> TableEvent:
        return self.apply(PlaceButton(seat))

    def sit_down(self, seat: int, name: str, stack: int) -> TableEvent:
        return self.apply(SitDown(seat, name, stack))

    def leave(self, seat: int) -> TableEvent:
        return self.apply(Leave(seat))

    def sit_out(self, seat: int) -> TableEvent:
        return self.apply(SitOut(seat))

    def come_back(self, seat: int) -> TableEvent:
        return self.apply(ComeBack(seat))

    def add_chips(self, seat: int, amount: int) -> TableEvent:
        return self.apply(AddChips(seat, amount))

    def post_to_enter(self, seat: int) -> TableEvent:
        return self.apply(PostToEnter(seat))

    def wait_for_big_blind(self, seat: int) -> TableEvent:
        return self.apply(WaitForBigBlind(seat))

    def choose_game(self, game: str) -> TableEvent:
        return self.apply(ChooseGame(game))

    def clock(self, elapsed_seconds: int) -> TableEvent:
        """The tournament clock now reads ``elapsed_seconds`` of play; a level that ends
        during a hand applies from the next hand."""
        return self.apply(Clock(elapsed_seconds))

    def start_hand(self) -> tuple[HandSetup, tuple[int, ...]]:
        """Deal the next hand: its setup is fixed (and chips cannot be added by its players)."""
        self.apply(StartHand())
        return self.next_hand_setup()

    def cancel_hand(self) -> TableEvent:
        return self.apply(CancelHand())

    def finish_hand(self, hand: Hand) -> None:
        """Bring a finished hand's stacks back to the seats, move the button, advance levels
        and rotation; the hand must be the one this table deals next (or is dealing)."""
        if not hand.finished or hand.finishing_stacks is None:
            raise IllegalAction(f"The hand is not over: {hand.need().text}")
        setup, seats = self.next_hand_setup()
        if hand.setup != setup:
            raise IllegalAction("This hand was not dealt at this table: its setup differs.")
        finish = FinishHand(seats, tuple(hand.finishing_stacks))
        if self._state.in_hand is None:
            state = self._state.copy()
            self._run(state, StartHand())
            self._run(state, finish)  # checked first: nothing is recorded if refused
            self.apply(StartHand())
        self.apply(finish)

    # ---------------------------------------------------------------- queries

    @property
    def seats(self) -> dict[int, Player]:
        """The seated players by seat number, in seat order."""
        return dict(sorted(self._state.seats.items()))

    def player(self, seat: int) -> Player | None:
        return self._state.seats.get(seat)

    def stack(self, seat: int) -> int:
        player = self._state.seats.get(seat)
        return player.stack if player else 0

    @property
    def hand_in_progress(self) -> bool:
        return self._state.in_hand is not None

    @property
    def hands_played(self) -> int:
        return self._state.hands_played

    @property
    def eliminations(self) -> tuple[Elimination, ...]:
        """Tournament players out of chips, in the order they busted."""
        return tuple(self._state.eliminations)

    @property
    def chips_in_play(self) -> int:
        """Chips brought to the table minus chips taken away: always the sum of the stacks."""
        return self._state.bought_in - self._state.taken_out

    @property
    def elapsed(self) -> int:
        return self._state.elapsed

    @property
    def level_index(self) -> int | None:
        """Index of the level on the clock now (tournaments), breaks included; None in cash."""
        return self._level_at(self._state.elapsed) if self.config.is_tournament else None

    @property
    def seconds_left_in_level(self) -> int | None:
        """Until the next level; None in a cash game and during the last level."""
        index = self.level_index
        if index is None or index == len(self.config.levels) - 1:
            return None
        end = sum(level.seconds for level in self.config.levels[: index + 1])
        return end - self._state.elapsed

    @property
    def button(self) -> int | None:
        """The button's seat: the hand in progress's, else where the next hand puts it (stud:
        the dealer position); while fewer than two players can play, where it was last."""
        state = self._state
        if state.in_hand is not None:
            return state.in_hand.button
        try:
            return self._positions_now(state)[0].button
        except IllegalAction:
            return state.last_button if state.last_button is not None else state.placed_button

    @property
    def chooser(self) -> int | None:
        """Dealer's choice: the seat due to name the game before the next hand, else None."""
        state = self._state
        if not self.config.dealers_choice or state.in_hand is not None:
            return None
        try:
            positions, _ready, _entering = self._positions_now(state)
        except IllegalAction:
            return None
        if not self._round_due(state, positions):
            return None
        return self._chooser_seat(state, positions)

    def next_hand(self) -> HandPlan:
        """The hand in progress, or the hand the table deals next (refused with the reason
        when none can be dealt: a break, a game to choose, fewer than two players)."""
        return self._plan(self._state)

    def next_hand_setup(self) -> tuple[HandSetup, tuple[int, ...]]:
        """The :class:`HandSetup` of :meth:`next_hand` and the seat of each of its players."""
        plan = self.next_hand()
        return self._setup_of(plan), plan.seats

    def money(self, amount: int) -> str:
        return money_text(amount, self.config.decimals)

    # ---------------------------------------------------------------- snapshots

    def to_snapshot(self) -> dict[str, Any]:
        """The configuration and the whole derived state, JSON-serialisable."""
        return {
            "version": SNAPSHOT_VERSION,
            "config": self.config.to_json(),
            "state": self._state.to_json(),
        }

    @classmethod
    def from_snapshot(cls, snapshot: Mapping[str, Any]) -> Table:
        """The table as :meth:`to_snapshot` saw it; later events are applied as usual."""
        if snapshot.get("version") != SNAPSHOT_VERSION:
            raise IllegalAction("This table snapshot comes from another version of the app.")
        table = cls(TableConfig.from_json(snapshot["config"]))
        table._base = _State.from_json(snapshot["state"])
        table._state = table._base.copy()
        return table

    # ---------------------------------------------------------------- seats, clockwise

    def _clockwise_after(self, seat: int) -> list[int]:
        """Every seat clockwise after ``seat``, ending with ``seat`` itself."""
        count = self.config.seat_count
        return [(seat - 1 + step) % count + 1 for step in range(1, count + 1)]

    def _next_in(self, group: set[int], seat: int) -> int:
        return next(other for other in self._clockwise_after(seat) if other in group)

    def _previous_in(self, group: set[int], seat: int) -> int:
        return next(other for other in reversed(self._clockwise_after(seat)[:-1]) if other in group)

    def _distance(self, start: int | None, end: int) -> int:
        """Seats the button travelled clockwise from ``start`` to ``end``."""
        return 0 if start is None else (end - start) % self.config.seat_count

    def _strictly_between(self, seat: int, start: int, end: int) -> bool:
        count = self.config.seat_count
        return 0 < (seat - start) % count < (end - start) % count

    def _after_up_to(self, seat: int, start: int, end: int) -> bool:
        """``seat`` is passed going clockwise from ``start`` (excluded) to ``end`` (included)."""
        count = self.config.seat_count
        return 0 < (seat - start) % count <= (end - start) % count

    def _in_order(self, start: int, group: set[int]) -> tuple[int, ...]:
        return tuple(seat for seat in self._clockwise_after(start) if seat in group)

    # ---------------------------------------------------------------- levels

    def _level_at(self, elapsed: int) -> int:
        end = 0
        for index, level in enumerate(self.config.levels):
            end += level.seconds
            if elapsed < end:
                return index
        return len(self.config.levels) - 1

    def _level_game_index(self, level: int) -> int:
        played = sum(1 for earlier in self.config.levels[:level] if not earlier.is_break)
        return played // self.config.rotation_length % len(self.config.games)

    def _registration_open(self, state: _State) -> bool:
        if state.hands_played == 0 and state.in_hand is None:
            return True
        if self.config.format is not Format.TOURNAMENT:
            return False
        return self._level_at(state.elapsed) < self.config.late_registration_levels

    # ---------------------------------------------------------------- the next hand

    def _candidates(self, state: _State) -> tuple[set[int], set[int]]:
        """(ready, entering): seats that play the next hand as it comes, and new players
        waiting to post or for the big blind. Out: no chips; sitting out (cash only: in a
        tournament an absent player is dealt in and blinded, TDA)."""
        tournament = self.config.is_tournament
        ready: set[int] = set()
        entering: set[int] = set()
        for seat, player in state.seats.items():
            if player.stack <= 0 or (player.sitting_out and not tournament):
                continue
            (entering if player.entering else ready).add(seat)
        return ready, entering

    def _positions_now(self, state: _State) -> tuple[_Positions, set[int], set[int]]:
        ready, entering = self._candidates(state)
        if len(ready | entering) < 2:
            raise IllegalAction(self._why_no_hand(state))
        if len(ready) < 2:
            # The game (re)starts: nobody needs to post or wait.
            ready, entering = ready | entering, set()
        return self._blind_positions(state, ready, entering), ready, entering

    def _why_no_hand(self, state: _State) -> str:
        with_chips = [player for player in state.seats.values() if player.stack > 0]
        if (
            self.config.is_tournament
            and state.hands_played
            and len(with_chips) == 1
            and not self._registration_open(state)
        ):
            return f"The tournament is over: {with_chips[0].name} has every chip."
        if len(with_chips) >= 2:
            return "At least two players must be in to deal a hand: the others sit out."
        return "At least two players with chips are needed to deal a hand."

    def _blind_positions(self, state: _State, ready: set[int], entering: set[int]) -> _Positions:
        """Button, small and big blind as a blind game would have them (RULES 4)."""
        eligible = ready | entering
        last_big_blind, last_button = state.last_big_blind, state.last_button
        if last_big_blind is None or last_button is None:
            start = state.placed_button if state.placed_button is not None else min(ready)
            button = start if start in ready else self._next_in(ready, start)
            if len(ready) == 2:
                return self._heads_up(button, self._next_in(ready, button))
            small_blind = self._next_in(ready, button)
            big_blind = self._next_in(eligible, small_blind)
            return self._full_ring(
                state, button, small_blind, small_blind, big_blind, ready, entering
            )
        # The big blind moves to the next player who may play, every hand, moving or dead
        # button alike: nobody posts it twice in a row or skips it (RULES 4, TDA 32 and 34).
        big_blind = self._next_in(eligible, last_big_blind)
        if len(ready | {big_blind}) == 2:
            other = next(seat for seat in ready if seat != big_blind)
            return self._heads_up(other, big_blind)
        position = last_big_blind  # where the small blind falls
        if self.config.button_mode == "moving":
            # Moving button: the small blind is the player before the big blind (the last big
            # blind, as a rule), the button the player before him, always a player. If the last
            # big blind is gone, the player before him posted the small blind last hand: he
            # takes the button, and nobody posts the small blind twice running.
            others = ready - {big_blind}
            small_blind = self._previous_in(others, big_blind)
            if small_blind != last_big_blind and small_blind == state.last_small_blind:
                return self._full_ring(
                    state, small_blind, None, position, big_blind, ready, entering
                )
            rest = others - {small_blind}
            button = self._previous_in(rest, small_blind) if rest else small_blind
            return self._full_ring(
                state, button, small_blind, small_blind, big_blind, ready, entering
            )
        # Dead button (TDA 32): the small blind to the last big blind's seat (dead if that
        # player is gone), the button to the last small blind's seat (dead if nobody is dealt
        # there). A tournament's new player landing where the small blind falls posts it (TDA 8).
        tournament_entrant = self.config.is_tournament and position in entering
        poster = position if position in ready or tournament_entrant else None
        dead_button = state.last_small_blind
        if dead_button is None or dead_button in (big_blind, position):
            # Back from heads-up, where the button was the small blind.
            others = ready - {big_blind, position}
            dead_button = self._previous_in(others, position) if others else position
        return self._full_ring(state, dead_button, poster, position, big_blind, ready, entering)

    def _heads_up(self, button: int, big_blind: int) -> _Positions:
        # TDA 34: heads-up, the button posts the small blind; p1 is the big blind.
        return _Positions(button, button, button, big_blind, (), (big_blind, button), True)

    def _full_ring(
        self,
        state: _State,
        button: int,
        small_blind: int | None,
        position: int,
        big_blind: int,
        ready: set[int],
        entering: set[int],
    ) -> _Positions:
        if self.config.is_tournament:
            # TDA 8, 10: a new player is dealt in at once wherever he lands, blinds and button
            # included (where the small blind falls he posts it), except between the small
            # blind and the button.
            entrants = {
                seat
                for seat in entering
                if seat != big_blind and not self._strictly_between(seat, button, position)
            }
            posters: tuple[int, ...] = ()
        else:
            # Cash (RULES 4): a new player, or one who owes blinds, is dealt in only after the
            # big blind and before the button, never on the small blind or the button, if he
            # posts; else he waits for the big blind.
            entrants = {
                seat
                for seat in entering
                if seat != big_blind
                and state.seats[seat].posts
                and self._strictly_between(seat, big_blind, button)
            }
            posters = self._in_order(big_blind, entrants)
        order = self._in_order(button, ready | {big_blind} | entrants)
        return _Positions(button, small_blind, position, big_blind, posters, order, False)

    def _candidates_all(self, state: _State) -> set[int]:
        ready, entering = self._candidates(state)
        return ready | entering

    def _round_due(self, state: _State, positions: _Positions) -> bool:
        """Whether the next hand starts a new round of the rotation (a new game)."""
        config = self.config
        if not state.round_started:
            return True
        if config.rotation is Rotation.HANDS:
            return state.round_hands >= config.rotation_length
        if config.rotation is Rotation.LEVELS:
            return False
        current = config.variants[state.game_index]
        if current.family is Family.STUD and config.button_freezes_during_stud:
            # The button is frozen: a stud orbit is one hand per player dealt in.
            return state.round_hands >= state.round_hand_target * config.rotation_length
        travel = state.round_travel + self._distance(state.round_button, positions.button)
        return travel >= config.seat_count * config.rotation_length

    def _chooser_seat(self, state: _State, positions: _Positions) -> int:
        """Dealer's choice: the button names the first game, then each player in turn."""
        if state.chooser is None:
            return positions.order[-1]
        return self._next_in(self._candidates_all(state) | {state.chooser}, state.chooser)

    def _next_game(
        self, state: _State, positions: _Positions, level: int | None
    ) -> tuple[int, bool, int | None]:
        """(index of the game in ``config.games``, whether a new round starts, chooser)."""
        config = self.config
        if config.rotation is Rotation.LEVELS and level is not None and len(config.games) > 1:
            index = self._level_game_index(level)
            return index, not state.round_started or index != state.game_index, None
        if not self._round_due(state, positions):
            return state.game_index, False, state.chooser
        if config.dealers_choice:
            chooser = self._chooser_seat(state, positions)
            if state.chosen_game is None:
                name = state.seats[chooser].name
                games = ", ".join(variant.name for variant in config.variants)
                raise IllegalAction(f"{name} chooses the game (dealer's choice: {games}).")
            return config.games.index(state.chosen_game), True, chooser
        index = (state.game_index + 1) % len(config.games) if state.round_started else 0
        return index, True, None

    def _plan(self, state: _State) -> HandPlan:
        if state.in_hand is not None:
            return state.in_hand
        config = self.config
        level: int | None = None
        if config.is_tournament:
            level = self._level_at(state.elapsed)
            if config.levels[level].is_break:
                end = sum(each.seconds for each in config.levels[: level + 1])
                minutes, seconds = divmod(end - state.elapsed, 60)
                raise IllegalAction(
                    f"The tournament is on a break: play resumes in {minutes}:{seconds:02d}."
                )
        positions, ready, entering = self._positions_now(state)
        game_index, new_round, chooser = self._next_game(state, positions, level)
        game = config.games[game_index]
        variant = VARIANTS[game]
        stakes = config.stakes_for(game, level)
        if variant.family is Family.STUD:
            # No button for the action: the deal starts left of the dealer position, which
            # moves like the button or stays frozen (TDA, mixed games). Everybody is dealt in.
            dealt = self._in_order(positions.button, ready | entering)
            small_blind = big_blind = None
            posters: tuple[int, ...] = ()
            records = not config.button_freezes_during_stud
            missed: tuple[int, ...] = ()
            missed_small: tuple[int, ...] = ()
            heads_up = False
        else:
            dealt = positions.order
            small_blind, big_blind = positions.small_blind, positions.big_blind
            posters = positions.posters
            records = True
            missed = self._missed_big_blind(state, positions)
            missed_small = self._missed_small_blind(state, positions)
            heads_up = positions.heads_up
        index = {seat: number for number, seat in enumerate(dealt)}
        blinds = [0] * len(dealt)
        antes = [0] * len(dealt)
        dead = [0] * len(dealt)
        level_blinds: tuple[int, ...] = ()
        if variant.uses_blinds and big_blind is not None:
            small_amount, big_amount = stakes.blinds_for(variant, config.chip_unit)
            if small_blind is not None:
                blinds[index[small_blind]] = small_amount
            elif variant.structure is Structure.POT_LIMIT and not heads_up:
                level_blinds = (small_amount, big_amount)  # a dead small blind: TDA 54-B
            blinds[index[big_blind]] = big_amount
            for seat in posters:
                # RULES 4: the missed (or new player's) big blind live, the small blind dead.
                poster = state.seats[seat]
                if not poster.small_blind_only:
                    blinds[index[seat]] = big_amount
                if poster.owes_small:
                    dead[index[seat]] = small_amount
            if stakes.ante and stakes.big_blind_ante:
                antes[index[big_blind]] = stakes.ante
            elif stakes.ante:
                antes = [stakes.ante] * len(dealt)
        elif stakes.ante:
            antes = [stakes.ante] * len(dealt)
        if len(dealt) > variant.max_players:
            raise IllegalAction(
                f"{variant.name} is played by at most {variant.max_players} players, "
                f"not {len(dealt)}."
            )
        _small, big = stakes.blinds_for(variant, config.chip_unit)
        players = [state.seats[seat] for seat in dealt]
        return HandPlan(
            game=game,
            level=level,
            seats=dealt,
            names=tuple(player.name for player in players),
            stacks=tuple(player.stack for player in players),
            button=positions.button,
            small_blind=small_blind,
            big_blind=big_blind,
            posters=posters,
            blinds=tuple(blinds) if any(blinds) else (),
            antes=tuple(antes) if any(antes) else (),
            bring_in=stakes.bring_in if variant.uses_bring_in else 0,
            small_bet=stakes.small_bet if variant.is_limit else 0,
            big_bet=stakes.big_bet if variant.is_limit else 0,
            min_bet=0 if variant.is_limit else big,
            heads_up=heads_up,
            small_blind_position=positions.small_blind_position,
            big_blind_position=positions.big_blind,
            records_button=records,
            missed_big_blind=missed,
            new_round=new_round,
            game_index=game_index,
            chooser=chooser,
            dead_blinds=tuple(dead) if any(dead) else (),
            missed_small_blind=missed_small,
            level_blinds=level_blinds,
            event_heads_up=variant.is_limit and self._event_heads_up(state, dealt),
        )

    def _event_heads_up(self, state: _State, dealt: tuple[int, ...]) -> bool:
        """Two players dealt in, and the event is down to them (RULES 3, TDA 48): a cash
        game's event is the table's game; a tournament's, its last two players with chips
        once nobody else can enter."""
        if len(dealt) != 2:
            return False
        if not self.config.is_tournament:
            return True
        with_chips = sum(1 for player in state.seats.values() if player.stack > 0)
        return with_chips == 2 and not self._registration_open(state)

    def _missed_small_blind(self, state: _State, positions: _Positions) -> tuple[int, ...]:
        """Cash: players out of the hand whose seat the small blind passes or lands on owe it
        (RULES 4), posted dead when they come back."""
        last = state.last_small_blind
        if self.config.is_tournament or last is None:
            return ()
        dealt = set(positions.order)
        return tuple(
            seat
            for seat, player in sorted(state.seats.items())
            if seat not in dealt
            and not player.entering
            and self._after_up_to(seat, last, positions.small_blind_position)
        )

    def _missed_big_blind(self, state: _State, positions: _Positions) -> tuple[int, ...]:
        """Cash: players out of the hand whose seat the big blind passes owe it and the small
        blind: back, they post both or wait for the big blind (RULES 4)."""
        last = state.last_big_blind
        if self.config.is_tournament or last is None:
            return ()
        dealt = set(positions.order)
        return tuple(
            seat
            for seat, player in sorted(state.seats.items())
            if seat not in dealt
            and (not player.entering or player.small_blind_only)
            and self._strictly_between(seat, last, positions.big_blind)
        )

    def _setup_of(self, plan: HandPlan) -> HandSetup:
        config = self.config
        return HandSetup(
            plan.variant,
            plan.stacks,
            blinds=plan.blinds,
            antes=plan.antes,
            bring_in=plan.bring_in,
            small_bet=plan.small_bet,
            big_bet=plan.big_bet,
            min_bet=plan.min_bet,
            ruleset=config.ruleset,
            chip_unit=config.chip_unit,
            decimals=config.decimals,
            names=plan.names,
            dead_blinds=plan.dead_blinds,
            level_blinds=plan.level_blinds,
            event_heads_up=plan.event_heads_up,
        )

    # ---------------------------------------------------------------- checks shared by events

    def _seated(self, state: _State, seat: int) -> Player:
        self._check_seat_number(seat)
        player = state.seats.get(seat)
        if player is None:
            raise IllegalAction(f"Seat {seat} is empty.")
        return player

    def _check_seat_number(self, seat: int) -> None:
        count = self.config.seat_count
        if not 1 <= seat <= count:
            raise IllegalAction(f"There is no seat {seat}: the table has seats 1 to {count}.")

    def _check_chips(self, amount: int) -> None:
        unit = self.config.chip_unit
        if amount % unit:
            raise IllegalAction(
                f"Chips come in units of {self.money(unit)}: "
                f"{self.money(amount)} is not a whole number of chips."
            )

    def _dealt_in_hand(self, state: _State, seat: int) -> bool:
        return state.in_hand is not None and seat in state.in_hand.seats

    # ---------------------------------------------------------------- doing each event

    def _do_place_button(self, state: _State, event: PlaceButton) -> None:
        self._seated(state, event.seat)
        if state.hands_played or state.in_hand is not None:
            raise IllegalAction("The button is drawn for before the first hand only.")
        state.placed_button = event.seat

    def _do_sit_down(self, state: _State, event: SitDown) -> None:
        config = self.config
        seat, name, stack = event.seat, event.name.strip(), event.stack
        self._check_seat_number(seat)
        taken = state.seats.get(seat)
        if taken is not None:
            raise IllegalAction(f"Seat {seat} is taken by {taken.name}.")
        if not name:
            raise IllegalAction("A player needs a name to sit down.")
        person = _person(name)
        for other_seat, other in state.seats.items():
            if _person(other.name) == person:
                raise IllegalAction(f"{other.name} is already seated at seat {other_seat}.")
        if stack <= 0:
            raise IllegalAction(f"{name} needs chips to sit down.")
        self._check_chips(stack)
        # The same person whatever the case or spacing of the name (RULES 4).
        entered_as = next((key for key in state.entries if _person(key) == person), name)
        entries = state.entries.get(entered_as, 0)
        if config.is_tournament:
            if not self._registration_open(state):
                raise IllegalAction("Registration is closed: nobody new can sit down.")
            if entries > config.reentries:
                raise IllegalAction(f"{name} has no re-entry left.")
            if stack != config.starting_stack:
                start = self.money(config.starting_stack)
                raise IllegalAction(
                    f"Every player starts with {start} chips, not {self.money(stack)}."
                )
        else:
            if config.min_buy_in and stack < config.min_buy_in:
                raise IllegalAction(f"The minimum buy-in is {self.money(config.min_buy_in)}.")
            if config.max_buy_in and stack > config.max_buy_in:
                raise IllegalAction(f"The maximum buy-in is {self.money(config.max_buy_in)}.")
        started = state.hands_played > 0 or state.in_hand is not None
        state.seats[seat] = Player(name, stack, entering=started)
        state.entries[entered_as] = entries + 1
        state.bought_in += stack

    def _do_leave(self, state: _State, event: Leave) -> None:
        player = self._seated(state, event.seat)
        if self._dealt_in_hand(state, event.seat):
            raise IllegalAction(f"{player.name} is in the hand: players leave between hands.")
        del state.seats[event.seat]
        state.taken_out += player.stack
        if state.chosen_game is not None and self.config.dealers_choice:
            state.chosen_game = None  # the choice is made again by whoever is due now

    def _do_sit_out(self, state: _State, event: SitOut) -> None:
        player = self._seated(state, event.seat)
        if player.sitting_out:
            raise IllegalAction(f"{player.name} is already sitting out.")
        state.seats[event.seat] = dataclasses.replace(player, sitting_out=True)

    def _do_come_back(self, state: _State, event: ComeBack) -> None:
        player = self._seated(state, event.seat)
        if not player.sitting_out:
            raise IllegalAction(f"{player.name} is not sitting out.")
        state.seats[event.seat] = dataclasses.replace(player, sitting_out=False)

    def _do_add_chips(self, state: _State, event: AddChips) -> None:
        config = self.config
        player = self._seated(state, event.seat)
        amount, name = event.amount, player.name
        if amount <= 0:
            raise IllegalAction("Add a positive number of chips.")
        self._check_chips(amount)
        if self._dealt_in_hand(state, event.seat):
            raise IllegalAction("Chips are added between hands only.")
        if config.is_tournament:
            if not config.add_on:
                raise IllegalAction("No chips can be bought in this tournament.")
            if self._level_at(state.elapsed) != config.add_on_level - 1:
                raise IllegalAction(f"The add-on is taken during level {config.add_on_level} only.")
            if player.add_on_taken:
                raise IllegalAction(f"{name} has already taken the add-on.")
            if amount != config.add_on:
                raise IllegalAction(f"The add-on is {self.money(config.add_on)} chips.")
            state.seats[event.seat] = dataclasses.replace(
                player, stack=player.stack + amount, add_on_taken=True
            )
        else:
            if config.max_buy_in and player.stack + amount > config.max_buy_in:
                room = self.money(max(0, config.max_buy_in - player.stack))
                raise IllegalAction(
                    f"{name} may add at most {room}: "
                    f"the maximum buy-in is {self.money(config.max_buy_in)}."
                )
            if player.stack == 0 and config.min_buy_in and amount < config.min_buy_in:
                raise IllegalAction(f"The minimum buy-in is {self.money(config.min_buy_in)}.")
            state.seats[event.seat] = dataclasses.replace(player, stack=player.stack + amount)
        state.bought_in += amount

    def _do_post_to_enter(self, state: _State, event: PostToEnter) -> None:
        player = self._seated(state, event.seat)
        if self.config.is_tournament:
            raise IllegalAction(
                "Nobody posts to enter a tournament: a new player is dealt in "
                "except between the small blind and the button."
            )
        if not player.entering:
            raise IllegalAction(f"{player.name} is already playing: there is nothing to post.")
        state.seats[event.seat] = dataclasses.replace(player, posts=True)

    def _do_wait_for_big_blind(self, state: _State, event: WaitForBigBlind) -> None:
        player = self._seated(state, event.seat)
        if not player.entering:
            raise IllegalAction(f"{player.name} is already playing.")
        state.seats[event.seat] = dataclasses.replace(player, posts=False)

    def _do_choose_game(self, state: _State, event: ChooseGame) -> None:
        config = self.config
        if not config.dealers_choice:
            raise IllegalAction("This table does not play dealer's choice.")
        if event.game not in config.games:
            games = ", ".join(variant.name for variant in config.variants)
            raise IllegalAction(f"The games to choose from are {games}.")
        if state.in_hand is not None:
            raise IllegalAction("The game is chosen between hands.")
        positions, _ready, _entering = self._positions_now(state)
        if not self._round_due(state, positions):
            current = config.variants[state.game_index].name
            raise IllegalAction(f"No game to choose now: {current} is played until its turn ends.")
        state.chosen_game = event.game

    def _do_clock(self, state: _State, event: Clock) -> None:
        if not self.config.is_tournament:
            raise IllegalAction("A cash game has no clock: its stakes are fixed.")
        if event.elapsed < 0:
            raise IllegalAction("The clock cannot read less than zero.")
        state.elapsed = event.elapsed

    def _do_start_hand(self, state: _State, event: StartHand) -> None:
        if state.in_hand is not None:
            raise IllegalAction("A hand is in progress: finish it or cancel it first.")
        state.in_hand = self._plan(state)

    def _do_cancel_hand(self, state: _State, event: CancelHand) -> None:
        if state.in_hand is None:
            raise IllegalAction("No hand is in progress.")
        state.in_hand = None

    def _do_redeal(self, state: _State, event: Redeal) -> None:
        if state.in_hand is None:
            raise IllegalAction("No hand is in progress.")

    def _do_finish_hand(self, state: _State, event: FinishHand) -> None:
        plan = state.in_hand
        if plan is None:
            raise IllegalAction("No hand is in progress: deal the next hand first.")
        if tuple(event.seats) != plan.seats:
            raise IllegalAction("These stacks are for other seats than the hand dealt.")
        stacks = tuple(event.finishing_stacks)
        if len(stacks) != len(plan.seats) or any(stack < 0 for stack in stacks):
            raise IllegalAction("Every player of the hand needs a finishing stack of zero or more.")
        if sum(stacks) != sum(plan.stacks):
            raise IllegalAction("The finishing stacks do not hold the chips the hand started with.")
        config = self.config
        state.in_hand = None
        state.hands_played += 1
        for seat, stack in zip(plan.seats, stacks, strict=True):
            player = state.seats[seat]
            state.seats[seat] = dataclasses.replace(
                player,
                stack=stack,
                entering=False,
                posts=False,
                owes_small=False,
                small_blind_only=False,
            )
        for seat in plan.missed_big_blind:
            missed = state.seats.get(seat)
            if missed is not None and (not missed.entering or missed.small_blind_only):
                state.seats[seat] = dataclasses.replace(
                    missed, entering=True, posts=False, owes_small=True, small_blind_only=False
                )
        for seat in plan.missed_small_blind:
            missed = state.seats.get(seat)
            if missed is not None and not missed.entering:
                state.seats[seat] = dataclasses.replace(
                    missed, entering=True, posts=False, owes_small=True, small_blind_only=True
                )
        if plan.records_button:
            state.last_button = plan.button
            state.last_small_blind = plan.small_blind_position
            state.last_big_blind = plan.big_blind_position
        if plan.new_round:
            state.round_started = True
            state.game_index = plan.game_index
            state.round_hands = 0
            state.round_travel = 0
            state.round_hand_target = len(plan.seats)
            state.chooser = plan.chooser
            state.chosen_game = None
        else:
            state.round_travel += self._distance(state.round_button, plan.button)
        state.round_button = plan.button
        state.round_hands += 1
        if config.is_tournament:
            self._eliminate(state, plan, stacks)

    def _eliminate(self, state: _State, plan: HandPlan, stacks: tuple[int, ...]) -> None:
        """Tournament: players out of chips leave; two busting in one hand are placed by
        the chips they started it with (the bigger stack finishes higher)."""
        busted = [
            (start, seat)
            for seat, start, stack in zip(plan.seats, plan.stacks, stacks, strict=True)
            if stack == 0
        ]
        if not busted:
            return
        remaining = sum(1 for player in state.seats.values() if player.stack > 0)
        busted.sort(key=lambda busted_seat: (-busted_seat[0], busted_seat[1]))
        place = remaining + 1
        for number, (start, seat) in enumerate(busted):
            if number and start != busted[number - 1][0]:
                place = remaining + 1 + number
            player = state.seats.pop(seat)
            state.eliminations.append(Elimination(player.name, place, state.hands_played))

    _HANDLERS: ClassVar[dict[type, Callable[[Table, _State, Any], None]]] = {
        PlaceButton: _do_place_button,
        SitDown: _do_sit_down,
        Leave: _do_leave,
        SitOut: _do_sit_out,
        ComeBack: _do_come_back,
        AddChips: _do_add_chips,
        PostToEnter: _do_post_to_enter,
        WaitForBigBlind: _do_wait_for_big_blind,
        ChooseGame: _do_choose_game,
        Clock: _do_clock,
        StartHand: _do_start_hand,
        CancelHand: _do_cancel_hand,
        Redeal: _do_redeal,
        FinishHand: _do_finish_hand,
    }
