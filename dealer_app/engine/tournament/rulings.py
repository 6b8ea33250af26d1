"""Two floor calls the players' display and the director's remote ask the engine to make.

:func:`break_ahead`: what happens at the break the clock leads to (or at the one running): the
chips raced off (colour-up, RULES 11) and whether the add-on is offered there.
:func:`bust_of`: the remote's "eliminate" of a player named by the floor, as the event's
:class:`~dealer_app.engine.tournament.events.Bust` (his table, his name as entered).
"""

from __future__ import annotations

from dataclasses import dataclass

from dealer_app.engine.tournament.event import ClockReading, Tournament
from dealer_app.engine.tournament.events import Bust
from dealer_app.engine.tournament.setup import Setup


@dataclass(frozen=True, slots=True)
class BreakAhead:
    """The break after the play level the clock is in (or the break running)."""

    colour_up: tuple[int, ...]  # denominations raced off there ((): none, or no break ahead)
    add_on: bool  # the add-on is offered there


def break_ahead(setup: Setup, reading: ClockReading) -> BreakAhead:
    """What the break the clock leads to brings: its colour-up, shown from the countdown to
    it (or during it); the add-on when it is the add-on's break (after its level)."""
    before = reading.number  # the play level the break follows
    coming = reading.level.is_break or reading.seconds_to_break is not None
    add_on = setup.add_on
    return BreakAhead(
        setup.chips.leaving_after(before) if coming else (),
        add_on is not None and add_on.level == before,
    )


def bust_of(tournament: Tournament, player: str) -> Bust:
    """The bust of ``player`` at his table (raises :class:`TournamentError` with the engine's
    sentence when he is not playing)."""
    entry = tournament.entry_of(player.strip())
    return Bust(table=entry.table, players=(entry.name,))
