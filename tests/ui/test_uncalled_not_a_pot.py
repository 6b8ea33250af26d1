"""An uncalled raise in the middle of a round is not a side pot (RULES 7: uncalled bets go back
to their owner; they are never a pot): the pots list names only what more than one player
can win (issue 27: the window showed "Side pot 1" for Chloe's raise nobody had called yet)."""

from __future__ import annotations

from tests.ui.conftest import Dealer
from tests.ui.test_holdem import side_pot_setup


def test_an_uncalled_raise_is_not_shown_as_a_side_pot(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window(side_pot_setup())
    dealer = Dealer(qtbot, window)
    dealer.type_amount("1000")  # Chloe raises all-in... for more than anyone has called
    dealer.call()  # Dan calls: 1000 each, the side pot between them is real
    dealer.call()  # Anna, all-in for 100
    assert dealer.pots() == [
        "Main pot 40 — Anna, Boris, Chloe, Dan",
        "Side pot 1: 270 — Anna, Chloe, Dan",
        "Side pot 2: 1800 — Chloe, Dan",
    ]
    dealer = Dealer(qtbot, open_window(side_pot_setup()))
    dealer.call()  # Chloe
    dealer.type_amount("1000")  # Dan raises all-in; nobody has called it yet
    dealer.call()  # Anna, all-in for 100
    lines = dealer.pots()
    # Dan's 900 that nobody has matched is his bet, not "Side pot 2: 900 — Dan".
    assert lines == [
        "Main pot 40 — Anna, Boris, Chloe, Dan",
        "Side pot 1: 180 — Anna, Dan",
    ]
