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
from itertools import pairwise
from typing import Any

import pytest

from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.hand import CheckCall, Hand, HandSetup
from dealer_app.engine.rulesets import TDA, WSOP, RRoP, RuleSet
from dealer_app.engine.table import HandPlan, Table
from dealer_app.engine.table_config import Format, Level, Rotation, Stakes, TableConfig
from dealer_app.engine.table_events import AddChips, SitDown, TableEvent, event_from_json
from dealer_app.engine.variants import Family
from tests.engine.random_hands import CAUTIOUS, play_randomly
from tests.engine.test_table import blinds_of, cash, deal, levels, refused, seated

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
    dead_posted: set[int] = field(default_factory=set)  # seats posting a dead small blind now
    debts: int = 0  # missed small blinds owed since the start (RULES 4)
    collected: int = 0  # of those, posted dead
    forgiven: int = 0  # of those, cleared when the big blind reached the player
    left_owing: int = 0  # of those, gone with the player who left the table
    restart: bool = False  # this hand restarts the game: nobody needs to post or wait

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
        # RULES 4: a poster owing the big blind posts it live, a missed small blind dead.
        live_posts = [seat for seat in plan.posters if not seats[seat].small_blind_only]
        expected = {bb: big, **dict.fromkeys(live_posts, big)}
        if plan.small_blind is not None:
            expected[plan.small_blind] = small
        assert {seat: blind for seat, blind in posted_blinds.items() if blind} == {
            seat: amount for seat, amount in expected.items() if amount
        }
        # A poster is a player entering who chose to post, or (moving button) a player the big
        # blind passed, posting it beside the regular one (RRoP, RULES 4).
        moving = config.button_mode == "moving"
        assert all(
            (seats[seat].entering and seats[seat].posts) or (moving and not seats[seat].entering)
            for seat in plan.posters
        )
        dead = dict(zip(plan.seats, plan.dead_blinds or (0,) * len(dealt), strict=True))
        owing = {seat for seat in plan.posters if seats[seat].owes_small}
        assert {seat for seat, amount in dead.items() if amount} == (owing if small else set())
        assert all(dead[seat] == small for seat in owing)
        # Nobody who owes blinds is dealt in on the small blind or the button (cash).
        restart = len({seat for seat in eligible if not seats[seat].entering}) < 2
        evening.restart = restart
        if not config.is_tournament and not restart:
            for seat in (plan.small_blind, plan.button):
                assert not (seat and seat in dealt and seats[seat].entering), (plan, seats, ready)
        evening.dead_posted.update(seat for seat in owing if small)
        if stakes.big_blind_ante:
            assert {s: a for s, a in antes.items() if a} == (
                {bb: stakes.ante} if stakes.ante else {}
            )
        else:
            assert all(ante == stakes.ante for ante in antes.values())
    last = evening.last_positions
    blind_games = last is not None and Family.STUD not in (plan.variant.family, last.variant.family)
    moving = config.button_mode == "moving"
    if last is not None and plan.records_button and moving and blind_games:
        # RULES 4 as amended, RRoP: the button always moves forward to the next player; a
        # player dealt in whom the big blind passes posts one now, or owes it from the small
        # blind's seat and posts it from the button next hand.
        if not plan.heads_up and not last.heads_up and len(ready) > 2 and not evening.restart:
            # (Two players and one waiting for the big blind between them: the button stays
            # so that he can take it.)
            assert plan.button == clockwise(table, last.button, ready)[0]
        passed = {
            seat
            for seat in dealt
            if not seats[seat].entering  # a game that restarts deals everybody in free
            and 0
            < (seat - last.big_blind_position) % config.seat_count
            < (plan.big_blind_position - last.big_blind_position) % config.seat_count
        }
        if not plan.heads_up:  # heads-up, the blinds alternate (TDA 34)
            assert passed <= set(plan.posters) | set(plan.big_blind_owed) | {plan.big_blind}
        for seat in dealt if not plan.heads_up else ():
            if seats[seat].owes_big and seat != plan.big_blind:
                assert seat in plan.posters or seat in plan.big_blind_owed
    elif last is not None and plan.records_button and not moving:
        # RULES 4, TDA 32: the big blind moves to the next player who may play, every hand:
        # it never skips a player and nobody posts it twice in a row.
        assert plan.big_blind_position == clockwise(table, last.big_blind_position, eligible)[0]
        # Blinds move one seat a hand: the small blind falls where the big blind was.
        if blind_games and not plan.heads_up and not last.heads_up:
            assert plan.small_blind_position == last.big_blind_position or (
                config.button_mode == "moving"
                and last.big_blind_position not in ready
                and plan.small_blind != last.small_blind
            )
    if last is not None and plan.records_button:
        # (Moving button back from heads-up: the button moves on to the heads-up big blind,
        # and the heads-up button, who posted the small blind there, posts it again.)
        back_from_heads_up = moving and (last.heads_up or evening.restart)
        if (
            plan.small_blind is not None
            and last.small_blind is not None
            and not plan.heads_up
            and not back_from_heads_up
        ):
            same = seats[plan.small_blind].name == last.names[last.seats.index(last.small_blind)]
            assert not same or plan.small_blind != last.small_blind
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


def check_debts(evening: Evening, plan: HandPlan, owed_before: dict[int, bool]) -> None:
    """Every missed small blind is collected once (RULES 4): owed when the blind passed the
    seat, posted dead once, or cleared when the player takes the big blind."""
    table = evening.table
    for seat, player in table.seats.items():
        before = owed_before.get(seat, False)
        if seat in plan.seats:
            assert not player.owes_small and not player.entering
            if before:
                if seat in evening.dead_posted:
                    evening.collected += 1
                else:
                    # Nothing owed once his big blind came round, a stud hand dealt everybody in,
                    # or the game restarted with fewer than two players not owing.
                    stud = plan.variant.family is Family.STUD
                    assert seat == plan.big_blind or stud or evening.restart
                    evening.forgiven += 1
        elif player.owes_small and not before:
            evening.debts += 1
            passed = seat in plan.missed_big_blind or seat in plan.missed_small_blind
            assert passed and not table.config.is_tournament
    evening.dead_posted.clear()
    owing = sum(1 for player in table.seats.values() if player.owes_small)
    assert evening.debts == evening.collected + evening.forgiven + owing + evening.left_owing


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
            owing = {s: p.name for s, p in evening.table.seats.items() if p.owes_small}
            between_hands(evening)
            seats = evening.table.seats
            evening.left_owing += sum(
                1 for s, name in owing.items() if s not in seats or seats[s].name != name
            )
        plan = next_plan(evening)
        if plan is None:
            break
        check_plan(evening, plan)
        table = evening.table
        setup, seat_of_player = table.start_hand()
        assert seat_of_player == plan.seats
        hand = play_randomly(setup, rng, style=CAUTIOUS)
        owed_before = {seat: player.owes_small for seat, player in table.seats.items()}
        table.finish_hand(hand)
        check_debts(evening, plan, owed_before)
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
    "cash limit hold'em, WSOP": TableConfig.cash(
        "lhe", Stakes.of_limit(4, 8), min_buy_in=40, max_buy_in=200, ruleset=WSOP
    ),
    "cash plo, WSOP, moving button": TableConfig.cash(
        "plo", Stakes.of_blinds(1, 2), min_buy_in=40, max_buy_in=200, ruleset=WSOP, button="moving"
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
    "sit-and-go, RRoP, moving button": TableConfig.sit_and_go(
        "nlhe", tournament_levels(), starting_stack=1500, seat_count=9, ruleset=RRoP
    ),
    "tournament, WSOP, pot limit": TableConfig.tournament(
        "plo",
        tournament_levels(("plo",)),
        starting_stack=3000,
        seat_count=9,
        late_registration_levels=3,
        reentries=1,
        ruleset=WSOP,
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


# ------------------------------------------------------------------ blinds owed (RULES 4)
# Scripted hands: who posts what, named after the clause (issue 13).


def big_blinds(plans: list[HandPlan]) -> list[int | None]:
    return [plan.big_blind for plan in plans]


@pytest.mark.parametrize("ruleset", [TDA, RRoP, WSOP])
def test_blinds_move_one_seat_every_hand_after_a_sit_out(ruleset: RuleSet) -> None:
    # Seat 2 sits out the first hand (button 1, blinds 3 and 4), then comes back on the seat
    # the button would move to: the blinds still move one seat, nobody posts one twice.
    table = seated(cash(ruleset=ruleset), [1, 2, 3, 4])
    table.sit_out(2)
    first = deal(table)
    assert blinds_of(first) == (1, 3, 4)
    table.come_back(2)
    second = deal(table)
    assert (second.small_blind, second.big_blind) == (4, 1) and 2 in second.seats
    assert (deal(table).small_blind, table.next_hand().small_blind) == (1, 2)


@pytest.mark.parametrize("ruleset", [TDA, WSOP])
def test_blinds_move_one_seat_every_hand_after_a_bust_and_rebuy(ruleset: RuleSet) -> None:
    # The big blind (seat 3) busts, rebuys a hand later: the blinds never go back to the
    # players who posted them, the big blind moves one player a hand.
    table = seated(cash(ruleset=ruleset, min_buy_in=100, max_buy_in=200), [1, 2, 3, 4, 5])
    plans = [deal(table, bust=(3,), to=1)]
    plans.append(deal(table))
    table.add_chips(3, 200)
    plans += [deal(table) for _ in range(4)]
    assert big_blinds(plans) == [3, 4, 5, 1, 2, 3]
    small = [plan.small_blind for plan in plans]
    assert all(a != b for a, b in pairwise(small) if a is not None)
    # Seat 3 missed the small blind (it fell dead on his seat): he posted it dead or waited
    # for his big blind; he never posts it live on the small blind or the button.
    assert all(3 not in (plan.small_blind, plan.button) or 3 not in plan.seats for plan in plans)


@pytest.mark.parametrize("ruleset", [TDA, RRoP])
def test_missed_blinds_cash_big_live_small_dead(ruleset: RuleSet) -> None:
    table = seated(cash(ruleset=ruleset), [1, 2, 3, 4, 5])
    assert blinds_of(deal(table)) == (1, 2, 3)
    table.sit_out(5)
    deal(table)  # big blind 4
    deal(table)  # big blind 1: it passed seat 5
    assert table.player(5).entering and table.player(5).owes_small  # type: ignore[union-attr]
    table.come_back(5)
    table.post_to_enter(5)
    plans = [deal(table) for _ in range(2)]
    (dealt,) = [plan for plan in plans if 5 in plan.seats]
    assert dealt.posters == (5,) and 5 not in (dealt.small_blind, dealt.button)
    setup, seats = table_for(ruleset, plans, dealt)
    player = seats.index(5)
    assert setup.blinds[player] == 2 and setup.dead_blinds[player] == 1  # 1/2: live 2, dead 1
    assert dealt.posted()[5] == 3
    # The live big blind has the option; the dead small blind is in the pot, nobody matches it.
    hand = Hand(setup)
    assert hand.pot_total == 1 + 2 + 2 + 1
    while hand.actor != player:
        hand.apply(CheckCall(hand.actor))  # type: ignore[arg-type]
    assert hand.options().can_check
    assert not table.player(5).entering and not table.player(5).owes_small  # type: ignore[union-attr]


def table_for(
    ruleset: RuleSet, plans: list[HandPlan], plan: HandPlan
) -> tuple[HandSetup, tuple[int, ...]]:
    """The setup the table dealt for ``plan`` (replayed on a fresh table)."""
    table = Table(cash(ruleset=ruleset))
    return Table._setup_of(table, plan), plan.seats


def test_moving_button_bust_and_rebuy_rrop_rules_4() -> None:
    # RRoP, moving button: the big blind (seat 3) busts; the button moves on every hand, seat
    # 4 (passed on the small blind's seat) posts a second big blind from the button; seat 3,
    # back with chips, waits for the big blind; nobody posts a blind twice running.
    table = seated(cash(ruleset=RRoP, min_buy_in=100, max_buy_in=200), [1, 2, 3, 4, 5])
    plans = [deal(table, bust=(3,), to=1)]
    plans.append(deal(table))
    table.add_chips(3, 200)
    plans += [deal(table) for _ in range(4)]
    assert [blinds_of(plan) for plan in plans] == [
        (1, 2, 3),
        (2, 4, 5),
        (4, 5, 1),
        (5, 1, 2),
        (1, 2, 3),
        (2, 3, 4),
    ]
    assert plans[2].posted() == {5: 1, 1: 2, 4: 2}
    assert [3 in plan.seats for plan in plans] == [True, False, False, False, True, True]
    for blind in ("small_blind", "big_blind"):
        seats = [getattr(plan, blind) for plan in plans]
        assert all(a != b for a, b in pairwise(seats))


@pytest.mark.parametrize("ruleset", [TDA])
def test_missed_small_blind_only_posted_dead_not_on_the_button(ruleset: RuleSet) -> None:
    table = seated(cash(ruleset=ruleset), [1, 2, 3, 4, 5])
    assert blinds_of(deal(table)) == (1, 2, 3)
    table.sit_out(3)  # he was the big blind: the small blind falls on his seat next
    second = deal(table)
    assert second.small_blind is None and 3 not in second.seats
    player = table.player(3)
    assert player is not None and player.owes_small and player.small_blind_only
    table.come_back(3)
    table.post_to_enter(3)
    third = deal(table)  # seat 3 is on the button now (dead button): not dealt in while he owes
    assert 3 not in third.seats and (third.button == 3 or ruleset is RRoP)
    fourth = deal(table)
    assert 3 in fourth.seats and fourth.posters == (3,)
    index = fourth.seats.index(3)
    assert (fourth.blinds[index], fourth.dead_blinds[index]) == (0, 1)
    assert fourth.posted()[3] == 1
    player = table.player(3)
    assert player is not None and not player.owes_small and not player.entering


@pytest.mark.parametrize("ruleset", [TDA, RRoP])
def test_heads_up_after_restart_nobody_posts_the_big_blind_twice(ruleset: RuleSet) -> None:
    config = cash(ruleset=ruleset, min_buy_in=100, max_buy_in=200)
    table = seated(config, [1, 2])
    plans = [deal(table)]
    assert plans[0].heads_up
    button = table.next_hand().button
    plans.append(deal(table, bust=(button,)))  # the button busts: one player left with chips
    table.leave(button)
    table.sit_down(5, "Emma", 200)
    table.sit_down(7, "Farid", 200)  # the game restarts, three-handed
    plans += [deal(table) for _ in range(4)]
    table.leave(plans[-1].button)  # heads-up again
    plans += [deal(table) for _ in range(3)]
    bbs = big_blinds(plans)
    assert all(a != b for a, b in pairwise(bbs)), bbs


def test_tournament_late_entrant_on_the_small_blind_posts_it_and_is_dealt_in() -> None:
    config = TableConfig.tournament(
        "nlhe", levels((10, 20, 0)), starting_stack=1000, late_registration_levels=1
    )
    table = seated(config, [1, 2, 3, 4, 5])
    assert blinds_of(deal(table, bust=(3,), to=1)) == (1, 2, 3)  # the big blind busts
    table.sit_down(3, "Jules", 1000)  # drawn for the seat where the small blind falls
    plan = deal(table)
    assert plan.small_blind == 3 and 3 in plan.seats and plan.posted()[3] == 10
    plan = deal(table)
    assert plan.button == 3 and 3 in plan.seats  # then he has the button


def test_same_player_whatever_the_case_or_spacing_of_the_name() -> None:
    table = seated(cash(), [1, 2])
    for name in ("anna", " Anna ", "ANNA"):
        refused(table, SitDown(4, name, 200), "Anna is already seated at seat 1.")
    config = TableConfig.tournament(
        "nlhe", levels((10, 20, 0)), starting_stack=1000, late_registration_levels=1
    )
    table = seated(config, [1, 2, 3])
    deal(table, bust=(1,), to=2)
    refused(table, SitDown(1, " anna ", 1000), "anna has no re-entry left.")
