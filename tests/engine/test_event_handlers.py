"""How the tournament reaches its handlers: each event kind has a verify/do pair in a table
(as the hand's actions have), never a method found by its name; verify changes nothing."""

from __future__ import annotations

import dataclasses
from typing import ClassVar

import pytest

from dealer_app.engine.tournament.event import Tournament
from dealer_app.engine.tournament.events import (
    EVENT_KINDS,
    Bust,
    Event,
    Register,
    Start,
)
from dealer_app.engine.tournament.setup import Setup, TournamentError, structure_named


def _event(players: int = 12) -> Tournament:
    setup = Setup.of(
        "Demo", structure_named("turbo"), seats_per_table=6, tables=3, max_field=18, seed=5
    )
    event = Tournament(setup)
    for number in range(1, players + 1):
        event.apply(Register(player=f"P{number}"))
    event.apply(Start())
    return event


def _state(event: Tournament) -> tuple[object, ...]:
    """Everything an event changes, as comparable values."""
    return (
        len(event.events),
        [([entry.name for entry in group.entries], group.before) for group in event.groups],
        {number: event.seating(number) for number in event.open_tables()},
        [(entry.name, entry.stack, entry.out, entry.table, entry.seat) for entry in event.entries],
        event.chips_total,
        event.money_in,
        event._random.getstate(),  # the seat draws to come
    )


def test_every_event_kind_has_its_verify_and_do_in_the_tables() -> None:
    for kind, cls in EVENT_KINDS.items():
        assert Tournament._VERIFY[cls].__name__ == f"_verify_{kind}"
        assert Tournament._DO[cls].__name__ == f"_do_{kind}"
    assert set(Tournament._VERIFY) == set(Tournament._DO) == set(EVENT_KINDS.values())


def test_verify_says_the_refusal_and_changes_nothing() -> None:
    event = _event()
    before = _state(event)
    players = tuple(event.players_at(event.open_tables()[0]))
    with pytest.raises(TournamentError, match="must have chips"):
        event.verify(Bust(table=event.open_tables()[0], players=players))
    assert not event.can(Register(player="P1"))
    event.verify(Bust(table=event.open_tables()[0], players=players[:1]))  # accepted
    assert event.can(Bust(table=event.open_tables()[0], players=players[:2]))
    assert _state(event) == before
    happenings = event.apply(Bust(table=event.open_tables()[0], players=players[:1]))
    assert happenings and _state(event) != before


@dataclasses.dataclass(frozen=True, slots=True)
class _Unknown(Event):
    kind: ClassVar[str] = "unknown"


def test_an_event_of_no_kind_is_refused_with_a_sentence() -> None:
    event = _event()
    before = _state(event)
    for attempt in (event.apply, event.verify):
        with pytest.raises(TournamentError, match=r"Unknown event: unknown\."):
            attempt(_Unknown())
    assert not event.can(_Unknown())
    assert _state(event) == before
