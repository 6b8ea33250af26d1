"""Whole evenings at the table, every hand played by the hand engine with random decisions.

Every format runs through the engine alone: players come and go, sit out, rebuy, bust; the
clock moves through levels and breaks; the games rotate. At every hand the rules are checked
against the seats as the dealer sees them (RULES 4 and 10), chips are counted, and the table
is rebuilt from its events and from a snapshot to prove the journal can restore it.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

import pytest

from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.rulesets import RRoP
from dealer_app.engine.table import (
    AddChips,
    Format,
    HandPlan,
    Level,
    Rotation,
    Stakes,
    Table,
    TableConfig,
    TableEvent,
    event_from_json,
)
from dealer_app.engine.variants import Family
from tests.engine.random_hands import CAUTIOUS, play_randomly

NAMES = [f"Player {number}" for number in range(1, 400)]

# ------------------------------------------------------------------ an evening


@dataclass
class Evening:
    """A session: the table, the chips brought and taken away, what the checks saw."""

    table: Table
    rng: random.Random
    bought: int = 0
    taken: int = 0
    hands: list[HandPlan] = field(default_factory=list)
    names: int = 0
    last_positions: HandPlan | None = None  # the last hand that moved the button
    over: bool = False
    history: list[TableEvent] = field(default_factory=list)  # every event since the start
    restored_from: dict[str, Any] | None = None  # the snapshot the table was restored from

    @property
    def config(self) -> TableConfig:
        return self.table.config

    def new_name(self) -> str:
        self.names += 1
        return NAMES[self.names % len(NAMES)] + ("" if self.names < len(NAMES) else "'")

    def buy_in(self) -> int:
        config = self.config
        if config.is_tournament:
            return config.starting_stack
        low, high = config.min_buy_in, config.max_buy_in
        return self.rng.randrange(low, high + 1, config.chip_unit)

    def sit_down(self, seat: int, name: str | None = None) -> bool:
        stack = self.buy_in()
        try:
            self.table.sit_down(seat, name or self.new_name(), stack)
        except IllegalAction:
            return False
        self.bought += stack
        return True

    def empty_seats(self) -> list[int]:
        return [s for s in range(1, self.config.seat_count + 1) if self.table.player(s) is None]


def between_hands(evening: Evening) -> None:
    """What happens at a table between two hands, at random, within the rules."""
    table, rng, config = evening.table, evening.rng, evening.config
    seats = table.seats
    if config.is_tournament:
        table.clock(table.elapsed + rng.randrange(20, 150))
        if rng.random() < 0.15 and evening.empty_seats():
            evening.sit_down(rng.choice(evening.empty_seats()))  # late entry, if still open
        if rng.random() < 0.1:
            eliminated = [e.name for e in table.eliminations]
            if eliminated and evening.empty_seats():  # a re-entry, if allowed
                evening.sit_down(rng.choice(evening.empty_seats()), rng.choice(eliminated))
        if config.add_on:
            for seat in seats:
                if rng.random() < 0.5 and table.can(AddChips(seat, config.add_on)):
                    table.add_chips(seat, config.add_on)
                    evening.bought += config.add_on
    else:
        for seat, player in seats.items():
            if player.stack == 0:
                if rng.random() < 0.6:
                    amount = evening.buy_in()
                    table.add_chips(seat, amount)
                    evening.bought += amount
                elif rng.random() < 0.5:
                    table.leave(seat)
            elif player.stack < config.max_buy_in and rng.random() < 0.03:
                amount = rng.randrange(
                    config.chip_unit, config.max_buy_in - player.stack + 1, config.chip_unit
                )
                table.add_chips(seat, amount)
                evening.bought += amount
        seats = table.seats
        if len(seats) > 2 and rng.random() < 0.05:
            seat = rng.choice(list(seats))
            evening.taken += seats[seat].stack
            table.leave(seat)
        if evening.empty_seats() and (len(table.seats) < 3 or rng.random() < 0.08):
            evening.sit_down(rng.choice(evening.empty_seats()))
        for seat, player in table.seats.items():
            if player.entering and not player.posts and rng.random() < 0.4:
                table.post_to_enter(seat)
    for seat, player in table.seats.items():
        if player.sitting_out and rng.random() < 0.4:
            table.come_back(seat)
        elif not player.sitting_out and rng.random() < 0.02:
            table.sit_out(seat)
    if table.chooser is not None:
        table.choose_game(rng.choice(config.games))


def next_plan(evening: Evening) -> HandPlan | None:
    """The next hand, after whatever the dealer must do first (a break, a game to name)."""
    table = evening.table
    for _attempt in range(50):
        try:
            return table.next_hand()
        except IllegalAction as refusal:
            reason = str(refusal)
            if "tournament is over" in reason:
                evening.over = True
                return None
            if "on a break" in reason:
                table.clock(table.elapsed + 60)
            elif "chooses the game" in reason:
                table.choose_game(evening.rng.choice(evening.config.games))
            elif "players" in reason:
                for seat, player in table.seats.items():
                    if player.sitting_out:
                        table.come_back(seat)
                empty = evening.empty_seats()
                if empty and evening.sit_down(evening.rng.choice(empty)):
                    continue
                if evening.config.is_tournament:  # one player left, registration still open
                    evening.over = True
                    return None
            else:
                raise
    raise AssertionError("the table could not deal a hand")


# ------------------------------------------------------------------ the checks


def clockwise(table: Table, start: int, seats: set[int]) -> list[int]:
    count = table.config.seat_count
    return [
        (start - 1 + step) % count + 1
        for step in range(1, count + 1)
        if (start - 1 + step) % count + 1 in seats
    ]


def check_plan(evening: Evening, plan: HandPlan) -> None:
    """RULES 4 and 10 against the seats as the dealer sees them."""
    table, config = evening.table, evening.config
    seats = table.seats
    eligible = {
        seat
        for seat, player in seats.items()
        if player.stack > 0 and (config.is_tournament or not player.sitting_out)
    }
    ready = {seat for seat in eligible if not seats[seat].entering}
    if len(ready) < 2:
        ready = set(eligible)
    dealt = set(plan.seats)
    # Everybody dealt in may play; nobody who may play without posting is left out.
    assert len(dealt) == len(plan.seats) and dealt <= eligible
    assert ready <= dealt
    # PHH order: clockwise from the first player left of the button (stud: of the dealer).
    assert list(plan.seats) == clockwise(table, plan.button, dealt)
    assert plan.stacks == tuple(seats[seat].stack for seat in plan.seats)
    variant = plan.variant
    level = table.level_index
    assert plan.level == level
    stakes = config.stakes_for(plan.game, level)
    small, big = stakes.blinds_for(variant, config.chip_unit)
    posted_blinds = dict(zip(plan.seats, plan.blinds or (0,) * len(dealt), strict=True))
    antes = dict(zip(plan.seats, plan.antes or (0,) * len(dealt), strict=True))
    if variant.family is Family.STUD:
        assert plan.big_blind is None and not any(posted_blinds.values())
        assert dealt == eligible  # no waiting for a blind in stud
        assert all(ante == stakes.ante for ante in antes.values())
        assert plan.bring_in == stakes.bring_in
    else:
        bb = plan.big_blind
        assert bb is not None and posted_blinds[bb] == big
        if plan.heads_up:
            # TDA 34: the button posts the small blind; p1 is the big blind.
            assert len(dealt) == 2 and plan.small_blind == plan.button and plan.seats[0] == bb
        else:
            assert plan.small_blind is None or plan.small_blind == plan.small_blind_position
        expected = {bb: big, **dict.fromkeys(plan.posters, big)}
        if plan.small_blind is not None:
            expected[plan.small_blind] = small
        assert {seat: blind for seat, blind in posted_blinds.items() if blind} == {
            seat: amount for seat, amount in expected.items() if amount
        }
        assert all(seats[seat].entering and seats[seat].posts for seat in plan.posters)
        if stakes.big_blind_ante:
            assert {s: a for s, a in antes.items() if a} == (
                {bb: stakes.ante} if stakes.ante else {}
            )
        else:
            assert all(ante == stakes.ante for ante in antes.values())
    last = evening.last_positions
    if last is not None and plan.records_button:
        if config.button_mode == "dead":
            # TDA 32: the big blind moves to the next player who may play, every hand: it
            # never skips a player and nobody posts it twice in a row.
            assert plan.big_blind_position == clockwise(table, last.big_blind_position, eligible)[0]
        elif len(ready) >= 3:
            # Moving button: the button moves to the next player every hand.
            assert plan.button == clockwise(table, last.button, ready)[0]
        if plan.heads_up and last.big_blind is not None and last.big_blind in dealt:
            assert (
                plan.big_blind != last.big_blind
                or seats[last.big_blind].name != last.names[last.seats.index(last.big_blind)]
            )
    games = config.games
    if config.rotation is Rotation.LEVELS and level is not None:
        played = sum(1 for earlier in config.levels[:level] if not earlier.is_break)
        assert plan.game == games[played // config.rotation_length % len(games)]
    previous = evening.hands[-1] if evening.hands else None
    if previous is not None and previous.game != plan.game and not config.dealers_choice:
        assert plan.game == games[(games.index(previous.game) + 1) % len(games)]


def check_chips(evening: Evening) -> None:
    table = evening.table
    total = sum(player.stack for player in table.seats.values())
    assert total == table.chips_in_play == evening.bought - evening.taken


def journal(events: list[TableEvent]) -> list[TableEvent]:
    return [event_from_json(json.loads(json.dumps(event.to_json()))) for event in events]


def check_replay(evening: Evening) -> None:
    """The journal's ways back: every event replayed from the start; the last snapshot plus
    the events after it; a new snapshot, with which the evening goes on (as after a restart)."""
    table = evening.table
    since_snapshot = list(table.events)
    snapshot = json.dumps(table.to_snapshot(), sort_keys=True)
    evening.history.extend(since_snapshot)
    replayed = Table(table.config, journal(evening.history))
    assert json.dumps(replayed.to_snapshot(), sort_keys=True) == snapshot
    if evening.restored_from is not None:
        again = Table.from_snapshot(evening.restored_from)
        for event in journal(since_snapshot):
            again.apply(event)
        assert json.dumps(again.to_snapshot(), sort_keys=True) == snapshot
    evening.restored_from = json.loads(snapshot)
    evening.table = Table.from_snapshot(json.loads(snapshot))
    assert json.dumps(evening.table.to_snapshot(), sort_keys=True) == snapshot


def run_evening(config: TableConfig, hands: int, seed: int, players: int = 0) -> Evening:
    rng = random.Random(seed)
    evening = Evening(Table(config), rng)
    seats = list(range(1, config.seat_count + 1))
    rng.shuffle(seats)
    fewest = 6 if config.is_tournament else 2
    for seat in sorted(seats[: players or rng.randrange(fewest, config.seat_count + 1)]):
        assert evening.sit_down(seat)
    if rng.random() < 0.5:
        evening.table.place_button(rng.choice(list(evening.table.seats)))
    check_chips(evening)
    for number in range(hands):
        if number:
            between_hands(evening)
        plan = next_plan(evening)
        if plan is None:
            break
        check_plan(evening, plan)
        table = evening.table
        setup, seat_of_player = table.start_hand()
        assert seat_of_player == plan.seats
        hand = play_randomly(setup, rng, style=CAUTIOUS)
        table.finish_hand(hand)
        assert hand.finishing_stacks is not None
        for seat, stack in zip(plan.seats, hand.finishing_stacks, strict=True):
            assert table.stack(seat) == stack or (config.is_tournament and stack == 0)
        evening.hands.append(plan)
        if plan.records_button:
            evening.last_positions = plan
        check_chips(evening)
        if number % 97 == 0:
            check_replay(evening)
    check_replay(evening)
    return evening


# ------------------------------------------------------------------ the formats

HORSE_STAKES = {
    "lhe": Stakes.of_limit(20, 40),
    "lo8": Stakes.of_limit(20, 40),
    "razz": Stakes.of_stud(5, 5, 20, 40),
    "stud": Stakes.of_stud(5, 5, 20, 40),
    "stud8": Stakes.of_stud(5, 5, 20, 40),
}
EIGHT_GAME_STAKES = {
    **HORSE_STAKES,
    "27td": Stakes.of_limit(20, 40),
    "nlhe": Stakes.of_blinds(10, 20),
    "plo": Stakes.of_blinds(10, 20),
}


def tournament_levels(games: tuple[str, ...] = ("nlhe",)) -> list[Level]:
    structure: list[Level] = []
    for number, big in enumerate((20, 30, 50, 80, 100, 150, 200, 300, 400, 600, 800, 1000)):
        stakes: dict[str, Stakes] = {}
        for game in games:
            if game in ("razz", "stud", "stud8"):
                stakes[game] = Stakes.of_stud(big // 10, big // 4, big, 2 * big)
            elif game in ("lhe", "lo8", "27td"):
                stakes[game] = Stakes.of_limit(big, 2 * big)
            else:
                ante = big if number >= 3 else 0
                stakes[game] = Stakes.of_blinds(big // 2, big, ante, big_blind_ante=True)
        structure.append(Level(900, stakes))
        if number == 3:
            structure.append(Level.pause(600))
    return structure


FORMATS = {
    "cash nlhe, dead button": TableConfig.cash(
        "nlhe", Stakes.of_blinds(1, 2), min_buy_in=50, max_buy_in=200, seat_count=10
    ),
    "cash nlhe, moving button": TableConfig.cash(
        "nlhe", Stakes.of_blinds(1, 2), min_buy_in=50, max_buy_in=200, ruleset=RRoP
    ),
    "cash plo, quarters": TableConfig.cash(
        "plo",
        Stakes.of_blinds(25, 50, 25),
        min_buy_in=2500,
        max_buy_in=10000,
        chip_unit=25,
        decimals=2,
    ),
    "cash stud8": TableConfig.cash(
        "stud8", Stakes.of_stud(1, 2, 5, 10), min_buy_in=50, max_buy_in=200
    ),
    "cash 2-7 triple draw": TableConfig.cash(
        "27td", Stakes.of_limit(10, 20), min_buy_in=100, max_buy_in=400
    ),
    "mixed hold'em per orbit": TableConfig.cash(
        "mixed hold'em",
        {"lhe": Stakes.of_limit(4, 8), "nlhe": Stakes.of_blinds(2, 4)},
        min_buy_in=100,
        max_buy_in=400,
    ),
    "horse per orbit": TableConfig.cash("horse", HORSE_STAKES, min_buy_in=400, max_buy_in=1600),
    "8-game per 6 hands": TableConfig.cash(
        "8-game",
        EIGHT_GAME_STAKES,
        min_buy_in=400,
        max_buy_in=1600,
        rotation=Rotation.HANDS,
        rotation_length=6,
    ),
    "dealer's choice per hand": TableConfig.cash(
        ("nlhe", "plo", "stud", "razz", "27td", "lo8"),
        EIGHT_GAME_STAKES,
        min_buy_in=400,
        max_buy_in=1600,
        dealers_choice=True,
        rotation=Rotation.HANDS,
        ruleset=RRoP,
    ),
    "dealer's choice per orbit": TableConfig.cash(
        ("nlhe", "plo", "stud8", "lhe"),
        EIGHT_GAME_STAKES,
        min_buy_in=400,
        max_buy_in=1600,
        dealers_choice=True,
    ),
    "sit-and-go": TableConfig.sit_and_go(
        "nlhe", tournament_levels(), starting_stack=1500, seat_count=9
    ),
    "tournament, late registration, re-entry, add-on": TableConfig.tournament(
        "nlhe",
        tournament_levels(),
        starting_stack=3000,
        seat_count=10,
        late_registration_levels=4,
        reentries=2,
        add_on=3000,
        add_on_level=5,
    ),
    "horse tournament per level": TableConfig.tournament(
        "horse",
        tournament_levels(("lhe", "lo8", "razz", "stud", "stud8")),
        starting_stack=5000,
        rotation=Rotation.LEVELS,
        late_registration_levels=2,
    ),
    "8-game sit-and-go per orbit": TableConfig.sit_and_go(
        "8-game",
        tournament_levels(("27td", "lhe", "lo8", "razz", "stud", "stud8", "nlhe", "plo")),
        starting_stack=4000,
    ),
}


@pytest.mark.parametrize("name", list(FORMATS))
def test_an_evening_in_every_format_runs_through_the_engine_alone(name: str) -> None:
    config = FORMATS[name]
    evening = run_evening(config, hands=250, seed=sum(map(ord, name)))
    assert len(evening.hands) >= (250 if config.format is Format.CASH else 10)
    games = {plan.game for plan in evening.hands}
    if config.format is Format.CASH:
        assert games == set(config.games)  # every game of the rotation came round
    if config.is_tournament:
        assert evening.over  # played down to a winner
        assert sorted(e.place for e in evening.table.eliminations)[0] == 2
        (winner,) = [player for player in evening.table.seats.values() if player.stack]
        assert winner.stack == evening.table.chips_in_play


def test_long_random_session_conserves_chips_and_never_skips_a_blind() -> None:
    # Thousands of hands across formats; each hand checked (see check_plan).
    total = 0
    for seed, name in enumerate(
        ("cash nlhe, dead button", "cash nlhe, moving button", "horse per orbit")
    ):
        total += len(run_evening(FORMATS[name], hands=700, seed=seed, players=0).hands)
    assert total >= 2000


@pytest.mark.deep
@pytest.mark.parametrize("name", list(FORMATS))
def test_deep_random_sessions(name: str) -> None:
    for seed in range(12):
        run_evening(FORMATS[name], hands=1500, seed=1000 + seed)
