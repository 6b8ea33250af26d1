"""Names from anywhere in the text summary and in proposed file names (issue 27): bidi
controls in sight, Windows' reserved names never proposed."""

from __future__ import annotations

import pytest

from dealer_app import exports
from dealer_app.engine import phh


@pytest.mark.parametrize(
    "control", ["\u202e", "\u202d", "\u2066", "\u2067", "\u2069", "\u200f", "\u061c"]
)
def test_bidi_controls_are_escaped_in_the_summary(control: str) -> None:
    line = exports.as_text(f"Anna{control}gnp.exe wins 100")
    assert control not in line
    assert repr(control)[1:-1] in line  # in sight, as its escape


def test_bidi_controls_in_a_players_name_do_not_reach_the_text_summary() -> None:
    text = (
        "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
        "starting_stacks = [200, 200]\nplayers = ['Anna\u202eevil', 'Boris']\n"
        "actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\n"
    )
    (history,) = phh.loads(text)
    summary = exports.summary_text([exports.review(history)])
    assert "\u202e" not in summary and "Anna\\u202eevil" in summary


@pytest.mark.parametrize(
    "name", ["CON .txt", "con", "COM¹", "com².phh", "LPT³", "nul.tar.gz", "AUX  ", "PRN. .txt"]
)
def test_reserved_windows_names_are_never_proposed(name: str) -> None:
    proposed = exports.file_name(name)
    stem = proposed.split(".")[0].strip(" ").casefold()
    assert stem not in {"con", "prn", "aux", "nul"}
    assert not (stem[:3] in {"com", "lpt"} and len(stem) == 4)


def test_bidi_controls_never_reach_a_proposed_file_name() -> None:
    proposed = exports.file_name("hand\u202etxt.exe")
    assert "\u202e" not in proposed and proposed.startswith("hand")


HI_LO = (
    "variant = 'FO/8'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nsmall_bet = 2\n"
    "big_bet = 4\nstarting_stacks = [100, 100, 100]\n"
    "actions = ['d dh p1 ????????', 'd dh p2 KhKd7s7d', 'd dh p3 Ac3dJhJd', 'p3 cc', 'p1 f', "
    "'p2 cc', 'd db 2c5d8h', 'p2 cc', 'p3 cc', 'd db Kc', 'p2 cc', 'p3 cc', 'd db Qs', "
    "'p2 cc', 'p3 cc', 'p2 sm KhKd7s7d', 'p3 sm Ac3dJhJd']\n"
)


def test_the_summary_says_the_high_halfs_odd_chip_as_the_window_does() -> None:
    # RULES 7: a hi/lo pot of 5 splits 3 high / 2 low; the window announces it, so does the
    # text summary.
    (history,) = phh.loads(HI_LO)
    session = exports.review(history)
    (pot,) = session.hand.results
    assert pot.amount == 5 and pot.high_half_odd_chip
    text = exports.hand_text(session)
    assert (
        "Odd chip to the high half: 5 splits 3 high / 2 low (the high half takes the odd chip)."
        in text
    )
