"""Issue 26: several players out in one hand of a bounty event, each by his own eliminator
(a side pot won by one player, the main pot by another): each bounty goes to the player who
eliminated its owner, not all to one."""

from __future__ import annotations

import pytest

from dealer_app.engine.tournament import Bust, TournamentError, event_from_json
from dealer_app.engine.tournament.events import BountyWon
from tests.engine.test_tournament_floor import started
from tests.engine.test_tournament_rules import kinds


def test_each_player_out_in_one_hand_has_his_own_eliminator() -> None:
    event = started(9, tables=1, max_field=9, bounty=2_000)
    names = event.players_at(1)
    bust = Bust(
        table=1,
        players=(names[0], names[1]),
        starting_stacks=(5_000, 8_000),
        by_each=(names[2], names[3]),
    )
    happenings = event.apply(bust)
    won = {(w.player, w.from_player) for w in kinds(happenings, BountyWon)}
    assert won == {(names[2], names[0]), (names[3], names[1])}
    assert event.bounties_won() == {names[2]: 2_000, names[3]: 2_000}
    # The journal's row and back, and a row of before (``by`` alone) reads as it did.
    assert event_from_json(bust.to_json()) == bust
    assert "by_each" not in Bust(table=1, players=("Anna",), by="Boris").to_json()


@pytest.mark.parametrize(
    ("by_each", "sentence"),
    [
        (("P2",), "one eliminator for each player"),
        (("P2", "P0"), "is not among those left"),
        (("P2", "Nobody"), "Nobody is not playing"),
    ],
)
def test_eliminators_each_at_the_table_and_one_per_player(
    by_each: tuple[str, ...], sentence: str
) -> None:
    event = started(9, tables=1, max_field=9, bounty=2_000)
    names = event.players_at(1)
    named = {f"P{i}": name for i, name in enumerate(names)}
    each = tuple(named.get(name, name) for name in by_each)
    with pytest.raises(TournamentError, match=sentence):
        event.apply(
            Bust(
                table=1,
                players=(names[0], names[1]),
                starting_stacks=(5_000, 8_000),
                by_each=each,
            )
        )
    assert event.players_left == 9
