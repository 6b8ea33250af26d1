"""A running event for the display's tests: 30 players on 4 tables, a few eliminations."""

from __future__ import annotations

from pathlib import Path

from dealer_app.engine.tournament import (
    AddOn,
    Bust,
    ChipSet,
    ColourUp,
    Level,
    Register,
    Setup,
    Start,
)
from dealer_app.session.tournament import EventSession
from dealer_app.store import open_event_journal

LEVELS = (
    Level(100, 200, 200, big_blind_ante=True, minutes=20),
    Level(200, 400, 400, big_blind_ante=True, minutes=20),
    Level.pause(10),
    Level(300, 600, 600, big_blind_ante=True, minutes=20),
    Level(400, 800, 800, big_blind_ante=True, minutes=20),
)
NAMES = [f"Player {i:02d}" for i in range(1, 31)] + ["Анна Петрова", "Élodie Dupré"]


class Clock:
    """The director's clock, moved by the test."""

    def __init__(self, start: float = 1_000_000.0) -> None:
        self.seconds = start

    def __call__(self) -> float:
        return self.seconds


def running_event(folder: Path, clock: Clock, *, busts: int = 3) -> EventSession:
    setup = Setup.of(
        "Friday Deepstack",
        LEVELS,
        chips=ChipSet((25, 100, 500, 1000, 5000), (ColourUp(25, 2),)),
        add_on=AddOn(level=2, price=5_000, chips=10_000),
        tables=4,
        max_field=36,
        seed=5,
        buy_in=11_000,
        fee=1_000,
    )
    session = EventSession.create(open_event_journal(folder), setup, clock=clock)
    for name in NAMES:
        session.act(Register(player=name))
    session.act(Start())
    for _ in range(busts):
        clock.seconds += 30
        table = session.tournament.open_tables()[-1]
        name = session.tournament.players_at(table)[0]
        session.act(Bust(table=table, players=(name,)))
    return session


def to_the_end(session: EventSession, clock: Clock) -> None:
    """Every player but one busted, the last table's first seat each time."""
    while len(session.tournament.deal_stacks()) > 1 and not session.tournament.ended:
        clock.seconds += 30
        table = session.tournament.open_tables()[-1]
        name = session.tournament.players_at(table)[0]
        session.act(Bust(table=table, players=(name,)))


def saturday(folder: Path, clock: Clock, players: int = 300) -> EventSession:
    """A 300-player Saturday on 34 tables, just drawn."""
    setup = Setup.of(
        "Saturday Main Event",
        LEVELS,
        tables=34,
        max_field=306,
        seed=11,
        buy_in=11_000,
        fee=1_000,
    )
    session = EventSession.create(open_event_journal(folder), setup, clock=clock)
    first = ("Anna", "Boris", "Chloé", "Dmitri", "Élodie", "Farid", "Greta", "Hugo", "Inès")
    last = ("Petrova", "Martin", "Ivanov", "Dupré", "Schmidt", "Turner", "Nowak", "Rossi")
    for number in range(players):
        name = f"{first[number % len(first)]} {last[number // len(first) % len(last)]} {number + 1}"
        session.act(Register(player=name))
    session.act(Start())
    return session
