"""Property tests over random events (issue 17): whatever happens, every player is seated once,
balanced tables stay within one player, chips are conserved, places 1 to N are each given once
or shared by a tie, and the prizes add up to the pool."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from dealer_app.engine.tournament import (
    Bust,
    HandForHand,
    HandForHandDone,
    Register,
    Setup,
    Start,
    Tournament,
    structure_named,
)
from dealer_app.engine.tournament.simulation import simulate


def check_seats(event: Tournament) -> None:
    if not event.started:
        return
    seen: set[tuple[int, int]] = set()
    for number, table in event.tables.items():
        for seat, entry in enumerate(table.seats, start=1):
            if entry is not None:
                assert (entry.table, entry.seat) == (number, seat)
                assert not entry.out
                seen.add((number, seat))
        assert table.count == sum(1 for entry in table.seats if entry is not None)
    assert len(seen) == event.players_left


def check_balanced(event: Tournament) -> None:
    counts = list(event.table_counts().values())
    if len(counts) > 1:
        assert max(counts) - min(counts) <= 1


def check_places(event: Tournament) -> None:
    results = event.results()
    assert len(results) == len(event.entries)
    covered: list[int] = []
    groups: dict[tuple[int, int], int] = {}
    for _, place, place_to, _ in results:
        groups[(place, place_to)] = groups.get((place, place_to), 0) + 1
    for (place, place_to), size in groups.items():
        assert place_to - place + 1 == size  # a tie shares exactly the places it covers
        covered += range(place, place_to + 1)
    assert sorted(covered) == list(range(1, len(event.entries) + 1))
    assert sum(prize for *_, prize in results) == event.money_in


@settings(max_examples=25, deadline=None)
@given(
    players=st.integers(min_value=2, max_value=70),
    seats=st.integers(min_value=2, max_value=10),
    seed=st.integers(min_value=0, max_value=10_000),
    structure=st.sampled_from(["turbo", "standard", "mixed"]),
    late=st.integers(min_value=0, max_value=20),
)
def test_simulated_events_keep_every_invariant(
    players: int, seats: int, seed: int, structure: str, late: int
) -> None:
    from dealer_app.engine.tournament.setup import chips_for

    setup = Setup.of(
        "Random",
        structure_named(structure),
        chips=chips_for(structure),
        seats_per_table=seats,
        tables=(2 * (players + late) + seats - 1) // seats,
        max_field=2 * (players + late),
        late_registration_level=3 if late else 0,
        re_entries=1 if late else 0,
        seed=seed,
    )
    event = Tournament(setup)
    for step, _ in simulate(setup, players, seed=seed, late_entries=late, event=event):
        check_seats(event)
        if not event._pending:
            check_balanced(event)
        if (
            event.started
            and not event.ended
            and all(e.stack is not None for e in event._alive.values())
        ):
            assert sum(e.stack or 0 for e in event._alive.values()) == event.chips_total
        del step
    assert event.ended
    check_places(event)


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(min_value=2, max_value=60),
    seats=st.integers(min_value=2, max_value=10),
    seed=st.integers(min_value=0, max_value=10_000),
    moves=st.lists(
        st.tuples(st.integers(0, 10_000), st.integers(1, 3), st.booleans()), max_size=80
    ),
)
# The last bust settled by hand-for-hand ends the event, and hand-for-hand with it.
@example(players=2, seats=2, seed=0, moves=[(0, 1, True)])
def test_random_eliminations_keep_every_invariant(
    players: int, seats: int, seed: int, moves: list[tuple[int, int, bool]]
) -> None:
    setup = Setup.of(
        "Random",
        structure_named("turbo"),
        seats_per_table=seats,
        tables=(players + seats - 1) // seats,
        max_field=players,
        seed=seed,
    )
    event = Tournament(setup)
    for number in range(players):
        event.apply(Register(player=f"P{number}"))
    event.apply(Start())
    for pick, count, hand_for_hand in moves:
        if event.ended:
            break
        if hand_for_hand != event.hand_for_hand and not event._pending:
            event.apply(HandForHand(on=hand_for_hand))
        tables = sorted(n for n, t in event.tables.items() if t.count > 1)
        if not tables:
            if event.hand_for_hand:
                event.apply(HandForHandDone())
            continue
        table = tables[pick % len(tables)]
        names = event.players_at(table)
        out = tuple(names[(pick + i) % len(names)] for i in range(min(count, len(names) - 1)))
        bust = Bust(table=table, players=out, starting_stacks=tuple(100 + pick % 3 for _ in out))
        if event.can(bust):
            event.apply(bust)
        if event.hand_for_hand and pick % 2:
            event.apply(HandForHandDone())
        check_seats(event)
        if not event._pending:
            check_balanced(event)
    while not event.ended:
        if event.hand_for_hand:
            event.apply(HandForHandDone())  # may end the event: its last bust is settled
            if event.hand_for_hand:  # (it ends by itself at the final table, in the money)
                event.apply(HandForHand(on=False))
            continue
        table = max(event.tables, key=lambda n: event.tables[n].count)
        event.apply(Bust(table=table, players=(event.players_at(table)[0],)))
        check_seats(event)
        check_balanced(event)
    check_places(event)
    replayed = Tournament(setup, event.events)
    assert replayed.results() == event.results()
