"""An event played to its end with random hands, through the real tournament code.

Every table plays one hand per round (``3600 // hands_per_hour`` seconds of the clock): the
forced bets of the level go in, and either one random player takes them or two players go all
in for the smaller stack, a coin deciding. Stacks stay exact, so whoever reaches zero is
eliminated by the tournament itself, which draws, balances, breaks tables, redraws the final
table and pays the places. Hand-for-hand is played on the bubble; the chip races of the
structure are run at their breaks with dealt cards. Seeded: the same seed, the same event.

>>> from dealer_app.engine.tournament.setup import Setup, structure_named
>>> setup = Setup.of("Demo", structure_named("turbo"), tables=4, max_field=36, seed=3)
>>> steps = list(simulate(setup, 30, seed=3))
>>> steps[-1][1][-1].kind, sum(1 for _, done in steps for h in done if h.kind == "bust")
('end', 29)
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from dealer_app.engine.cards import DECK
from dealer_app.engine.tournament.event import Tournament
from dealer_app.engine.tournament.events import (
    AdjustClock,
    Busted,
    ChipRace,
    Event,
    HandForHand,
    HandForHandDone,
    HandPlayed,
    Happening,
    Pause,
    Register,
    Resume,
    Start,
)
from dealer_app.engine.tournament.setup import Setup

ALL_IN_CHANCE = 0.25


def simulate(
    setup: Setup,
    players: int,
    *,
    hands_per_hour: int = 30,
    seed: int = 0,
    late_entries: int = 0,
    event: Tournament | None = None,
) -> Iterator[tuple[Event, tuple[Happening, ...]]]:
    """Yield every event applied and what followed from it, until the event ends.

    ``late_entries`` more players arrive at random times while late registration is open
    (the set-up's ``late_registration_level``); a busted player re-enters, while registration
    is open and the set-up allows it, on the toss of a coin. ``event`` (optional) is the
    tournament to play: the caller keeps it to read its figures.
    """
    tournament = event if event is not None else Tournament(setup)
    chance = random.Random(seed)
    for number in range(1, players + 1):
        yield from _apply(tournament, Register(player=f"P{number}"))
    yield from _apply(tournament, Start())
    if tournament.cancelled:
        return
    late_until = sum(
        level.minutes * 60
        for level in setup.levels[: _index_after_level(setup, setup.late_registration_level)]
    )
    arrivals = sorted(chance.randrange(max(1, late_until)) for _ in range(late_entries))
    arrivals.reverse()  # pop() takes the earliest
    next_number = players + 1
    seconds = max(1, 3600 // max(1, hands_per_hour))
    now = 0
    raced: set[int] = set()
    busted: list[str] = []
    while not tournament.ended:
        # Who arrives before the next round's hands sits down now.
        while arrivals and arrivals[-1] < tournament.play_seconds(now) + seconds:
            arrivals.pop()
            late = Register(at=now, player=f"P{next_number}")
            next_number += 1
            if tournament.can(late):
                yield from _apply(tournament, late, busted)
        for name in busted:
            again = Register(at=now, player=name)
            if chance.random() < 0.5 and tournament.can(again):
                yield from _apply(tournament, again, busted)
        busted.clear()
        if tournament.ended:
            return
        paid = len(tournament.prizes())
        reading = tournament.clock(now)
        if reading.level.is_break:
            leaving = setup.chips.leaving_after(reading.number)
            for denomination in leaving:
                if denomination not in raced:
                    raced.add(denomination)
                    for number in sorted(tournament.tables):
                        yield from _apply(
                            tournament, _race(tournament, number, denomination, now, chance)
                        )
            if tournament.hand_for_hand:  # the clock is stopped: the break runs its time
                yield from _apply(
                    tournament, AdjustClock(at=now, seconds=max(1, reading.seconds_left))
                )
            else:
                now += max(1, reading.seconds_left)
            continue
        if not tournament.hand_for_hand and paid > 1 and tournament.players_left == paid + 1:
            yield from _apply(tournament, HandForHand(at=now, on=True))
        if not tournament.hand_for_hand and all(
            seats.count < 2 for seats in tournament.tables.values()
        ):
            # The last player standing while late registration is still open (a re-entry
            # kept the event going): nobody can play until an entry comes or registration
            # closes. The director waits for it to close; the clock he touches then ends it.
            now += max(seconds, late_until - tournament.play_seconds(now))
            yield from _apply(tournament, Pause(at=now))
            if not tournament.ended:  # the pause ended it: registration closed
                yield from _apply(tournament, Resume(at=now), busted)
            continue
        for number in sorted(tournament.tables):
            if tournament.ended:
                return
            seats = tournament.tables.get(number)
            if seats is None or seats.count < 2:
                continue
            stacks = _play_hand(tournament, number, now, chance)
            yield from _apply(tournament, HandPlayed(at=now, table=number, stacks=stacks), busted)
        if tournament.hand_for_hand and not tournament.ended:
            yield from _apply(tournament, HandForHandDone(at=now), busted)
            if tournament.players_left <= paid and tournament.hand_for_hand:
                yield from _apply(tournament, HandForHand(at=now, on=False))
        now += seconds


def _apply(
    tournament: Tournament, event: Event, busted: list[str] | None = None
) -> Iterator[tuple[Event, tuple[Happening, ...]]]:
    happenings = tournament.apply(event)
    if busted is not None:
        busted += [h.player for h in happenings if isinstance(h, Busted)]
    yield event, happenings


def _index_after_level(setup: Setup, number: int) -> int:
    """How many levels of the structure (breaks included) come before the end of play level
    ``number``: the structure's start up to that level's end."""
    played = 0
    for index, level in enumerate(setup.levels):
        if played == number:
            return index
        if not level.is_break:
            played += 1
    return len(setup.levels)


def _play_hand(
    tournament: Tournament, number: int, now: int, chance: random.Random
) -> dict[str, int]:
    table = tournament.tables[number]
    _, level = tournament.current_level(now)
    occupied = table.occupied()
    stacks = {}
    for seat in occupied:
        entry = table.seats[seat - 1]
        assert entry is not None and entry.stack is not None
        stacks[entry.name] = entry.stack
    names = list(stacks)
    pot = 0

    def put(name: str, amount: int) -> None:
        nonlocal pot
        paid = min(amount, stacks[name])
        stacks[name] -= paid
        pot += paid

    big_blind_seat = table.big_blind_next()
    big_blind = table.seats[big_blind_seat - 1]
    assert big_blind is not None
    if level.is_stud:
        for name in names:
            put(name, level.ante)
        put(chance.choice(names), level.bring_in)
    else:
        small_blind = table.seats[table.small_blind_next() - 1]  # None: a dead small blind
        if level.ante and level.big_blind_ante:
            put(big_blind.name, level.ante)
        elif level.ante:
            for name in names:
                put(name, level.ante)
        if small_blind is not None:
            put(small_blind.name, level.small_blind)
        put(big_blind.name, level.big_blind)
    if chance.random() < ALL_IN_CHANCE:
        first, second = chance.sample(names, 2)
        risk = min(stacks[first], stacks[second])
        put(first, risk)
        put(second, risk)
        winner = first if chance.random() < 0.5 else second
    else:
        winner = chance.choice(names)
    stacks[winner] += pot
    return stacks


def _race(
    tournament: Tournament, number: int, denomination: int, now: int, chance: random.Random
) -> ChipRace:
    """Each player's odd chips of the leaving denomination, one dealt card for each."""
    setup = tournament.setup
    later = [d for d in setup.chips.in_play(setup.level_count + 1) if d > denomination]
    new = min(later)
    deck = list(DECK)
    chance.shuffle(deck)
    chips: dict[str, int] = {}
    cards: dict[str, str] = {}
    for entry in tournament.tables[number].seats:
        if entry is None or entry.stack is None:
            continue
        count = (entry.stack % new) // denomination
        chips[entry.name] = count
        cards[entry.name] = " ".join(str(deck.pop()) for _ in range(count % (new // denomination)))
    return ChipRace(at=now, table=number, denomination=denomination, chips=chips, cards=cards)
