"""Exports and imports without the window: PHH files, the text summary, PokerKit as a reader.

Which of our games PokerKit 0.7.7 replays (tests/ui/test_history.py checks a session of each)
    Every PHH code we write is one of PokerKit's: ``NT`` (no-limit hold'em, and pot-limit
    hold'em, which PokerKit reads as no-limit: the amounts of a pot-limit hand are legal there),
    ``FT``, ``PO``, ``FO/8`` (PokerKit's class for it is pot-limit, DESIGN.md: our pot-limit
    Omaha hi/lo is that game, and the bets of our limit Omaha hi/lo are legal in it), ``F7S``,
    ``F7S/8``, ``FR``, ``F2L3D`` and ``N2L1D``. PokerKit's rules differ from ours (DESIGN.md) in
    odd chips, the fixed-limit cap and half-bet rule, and in a few corners found since (a big
    blind posted short, the low half of a side pot none of its players qualifies for...); PokerKit cannot tell a pot whose every contender mucked, or
    won by a hand nobody saw. ``tests.pokerkit_phh.known_difference`` names them all; the
    session and the random hands here avoid them.

How we write what PHH leaves open (histories.py's docstring; each was an export bug that
PokerKit showed, and has a test here)
    - stud, stud hi/lo, razz: a show lists the whole holding, down cards then upcards
      (``p1 sm AsAh2cAdKc9s8s``): PHH's hole cards are every card ``d dh`` dealt, and PokerKit
      takes the shown cards as the whole holding;
    - ``ante_trimming_status = true``: our pots take antes like any chips in (RULES 7), so a
      player all-in for less than the ante wins only what he matched; a file that leaves it
      ``false`` with unequal antes is refused on import;
    - pot-limit Omaha hi/lo (``FO/8``): ``small_bet`` and ``big_bet`` are both the minimum bet,
      PokerKit's minimum before and after the turn, one big blind on every street (RULES 3).
"""

from __future__ import annotations

import argparse
import io
import random
import subprocess
import sys
from collections import Counter
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pokerkit
import pytest

from dealer_app import exports
from dealer_app.cli import replay_command
from dealer_app.engine import phh
from dealer_app.engine.cards import parse_known_cards
from dealer_app.engine.hand import (
    BetRaise,
    BringIn,
    CheckCall,
    DealBoard,
    DealHole,
    Discard,
    Fold,
    Hand,
    HandSetup,
    Show,
)
from dealer_app.engine.histories import Scale, fields_from_hand
from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Stakes, TableConfig
from dealer_app.engine.variants import VARIANTS
from dealer_app.exports import HistoryError, SessionHand
from dealer_app.messages import Message, Refusal
from dealer_app.session.controller import HandController
from dealer_app.session.recording import JournalRecorder
from dealer_app.store import open_journal
from tests.engine.random_hands import play_randomly, random_setup
from tests.pokerkit_phh import known_difference, pokerkit_finishing_stacks

_PROBE = """
import importlib, sys

class _NoQt:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {"PySide6", "shiboken6", "PyQt5", "PyQt6"}:
            raise ImportError(f"the exports must not import {name}")
        return None

sys.meta_path.insert(0, _NoQt())
importlib.import_module("dealer_app.exports")
print("ok")
"""


def test_the_exports_import_without_qt() -> None:
    result = subprocess.run(
        [sys.executable, "-c", _PROBE], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def session_hand(
    played: Hand, seats: tuple[int, ...] = (), seat_count: int = 0, **fields: phh.PHHValue
) -> SessionHand:
    """A hand played with the engine, as the journal records it (who sat where included)."""
    history = fields_from_hand(played, Scale(played.setup.decimals))
    seats = seats or tuple(range(1, played.setup.player_count + 1))
    history.update(exports.with_table_fields(played, seats, seat_count or max(seats)))
    return exports.review(phh.HandHistory({**history, **fields}))


def play(setup: HandSetup, *actions: object) -> Hand:
    hand = Hand(setup)
    for action in actions:
        hand.apply(action)  # type: ignore[arg-type]
    return hand


def quartered_hand() -> Hand:
    """RULES 7's worked example: limit Omaha hi/lo, pot 103, the low half quartered."""
    setup = HandSetup(
        VARIANTS["lo8"], (500,) * 4, blinds=(5, 10, 0, 0), antes=(0, 0, 0, 43),
        small_bet=10, big_bet=20, names=("Boris", "Chloe", "Dan", "Anna"),
    )  # fmt: skip
    hand = Hand(setup)
    for action in (CheckCall(2), Fold(3), CheckCall(0), CheckCall(1)):
        hand.apply(action)
    hand.apply(DealBoard(parse_known_cards("2c3d7h")))
    hand.apply(BetRaise(0, 10))
    hand.apply(CheckCall(1))
    hand.apply(CheckCall(2))
    for card in ("Kc", "Ks"):
        hand.apply(DealBoard(parse_known_cards(card)))
        for player in range(3):
            hand.apply(CheckCall(player))
    for player, cards in enumerate(("KdKhQsQd", "Ah4h9s9c", "As4sTcTd")):
        hand.apply(Show(player, parse_known_cards(cards)))
    assert hand.finished
    return hand


def test_the_text_summary_of_a_hand_says_who_won_what_and_why() -> None:
    hand = session_hand(quartered_hand(), (2, 3, 4, 1), 6, hand=7)
    text = exports.hand_text(hand)
    lines = text.splitlines()
    assert lines[0] == "Hand 7 · Limit Omaha hi/lo"
    assert lines[1] == "Stakes: blinds 5/10 · antes Anna 43 · bets 10/20 · rules: TDA"
    assert lines[2:7] == [
        "Players:",
        "  Seat 1   Anna        500  button",
        "  Seat 2   Boris       500  small blind 5",
        "  Seat 3   Chloe       500  big blind 10",
        "  Seat 4   Dan         500",
    ]
    assert lines[7] == "Pre-flop: Dan calls 10 · Anna folds · Boris calls 5 · Chloe checks"
    assert lines[8] == "Flop [2♣ 3♦ 7♥]: Boris bets 10 · Chloe calls 10 · Dan calls 10"
    assert lines[-8:] == [
        "Shown: Boris K♦ K♥ Q♠ Q♦ · Chloe A♥ 4♥ 9♠ 9♣ · Dan A♠ 4♠ T♣ T♦",
        "Pot 103 — between Boris, Chloe, Dan",
        "  Boris (seat 2) wins the high half: 52 — Four of a kind, kings  K♠ K♥ K♦ K♣ 7♥",
        "    Odd chip to the high half: 103 splits 52 high / 51 low (the high half takes the "
        "odd chip).",  # as the window announces it (RULES 7 worked example)
        "  Chloe (seat 3) wins a quarter (half of the low half): 26 — Low 7-4-3-2-A  7♥ 4♥ 3♦ 2♣ A♥",
        "    Odd chip to seat 3 (Chloe): first left of the button",
        "  Dan (seat 4) wins a quarter (half of the low half): 25 — Low 7-4-3-2-A  7♥ 4♠ 3♦ 2♣ A♠",
        "Finishing stacks: Anna 457 (-43) · Boris 532 (+32) · Chloe 506 (+6) · Dan 505 (+5)",
    ]


def test_the_summary_of_an_unfinished_hand_says_what_is_next() -> None:
    setup = HandSetup(VARIANTS["nlhe"], (100, 100, 100), blinds=(1, 2, 0), min_bet=2)
    text = exports.hand_text(session_hand(play(setup, BetRaise(2, 6))))
    assert text.endswith("Pre-flop: p3 raises to 6\nThe hand is not finished: p1 to act.")


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


SETUP = (
    "variant = 'PO'\nantes = [0, 0, 0]\nblinds_or_straddles = [10, 20, 0]\nmin_bet = 20\n"
    "starting_stacks = [1000, 1000, 1000]\n"
)


def test_a_refused_action_is_worded_as_the_replay_command_words_it(tmp_path: Path) -> None:
    # RULES 3: blinds 10/20, the first to act may raise to 70 at most.
    path = write(tmp_path, "hands.phhs", f"[1]\n{SETUP}actions = ['p3 cbr 71']\n")
    err = io.StringIO()
    args = argparse.Namespace(file=str(path), ruleset=None, chip_unit=None, json=False)
    assert replay_command(args, io.StringIO(), err) == 2
    with pytest.raises(HistoryError) as refused:
        exports.load_file(path)
    assert str(refused.value) == err.getvalue().strip()
    assert str(refused.value) == (
        "Hand 1: action 1 'p3 cbr 71' is refused: p3 may raise to at most 70: pot limit."
    )
    # The window words it in its language: the key and the engine's refusal apart.
    message = refused.value.message
    assert message.key == "Hand {hand}: action {position} '{action}' is refused: {reason}"
    reason = message.values["reason"]
    assert isinstance(reason, Message) and str(reason) == "p3 may raise to at most 70: pot limit."


def test_a_history_errors_english_is_what_it_was(tmp_path: Path) -> None:
    """A HistoryError is a refusal (its message the window's); its English is unchanged."""
    hand = exports.review(phh.loads(f"{SETUP}actions = []\n")[0])
    with pytest.raises(HistoryError) as refused:
        exports.phh_text([hand, hand, hand], single=True)
    assert isinstance(refused.value, Refusal) and not isinstance(refused.value, ValueError)
    assert str(refused.value) == "A .phh file holds one hand; save these 3 as .phhs."
    assert refused.value.message.count == 3
    with pytest.raises(HistoryError) as refused:
        exports.write_phh(tmp_path / "hand.txt", [hand])
    assert str(refused.value) == (
        "A hand history is saved as .phh (one hand) or .phhs (several), not as .txt."
    )
    with pytest.raises(HistoryError) as refused:
        exports.load_file(tmp_path / "missing.phhs")
    assert str(refused.value) == "Cannot read missing.phhs: No such file or directory."
    with pytest.raises(HistoryError, match=r"^There is no hand to save\.$"):
        exports.write_summary(tmp_path / "none.txt", [])


@pytest.mark.parametrize(
    ("text", "sentence"),
    [
        ("variant = 'PO'\nactions = [\n", "hands.phhs: Line 2: "),
        (
            "variant = 'XX'\nstarting_stacks = [5, 5]\n",
            "Hand 1: Unknown variant 'XX': the PHH variants are NT, FT",
        ),
        (f"{SETUP}seats = [1, 2]\nactions = []\n", "hands.phhs: Line 6: seats has 2 entries"),
        ("# nothing\n", "hands.phhs holds no hand."),
    ],
)
def test_a_corrupt_file_is_refused_with_a_sentence(
    tmp_path: Path, text: str, sentence: str
) -> None:
    with pytest.raises(HistoryError) as refused:
        exports.load_file(write(tmp_path, "hands.phhs", text))
    assert str(refused.value).startswith(sentence)


def test_a_partial_hand_is_kept_for_review(tmp_path: Path) -> None:
    (hand,) = exports.load_file(write(tmp_path, "hand.phh", f"{SETUP}actions = ['p3 cbr 70']\n"))
    assert hand.label == "1" and not hand.hand.finished
    assert hand.seats == (1, 2, 3) and hand.names == ("p1", "p2", "p3")


def test_phh_files_get_the_right_form_and_extension(tmp_path: Path) -> None:
    one = session_hand(quartered_hand(), hand=7)
    two = session_hand(play(HandSetup(VARIANTS["nlhe"], (100, 100), blinds=(2, 1), min_bet=2),
                            Fold(1)), hand=8)  # fmt: skip
    single = exports.write_phh(tmp_path / "hand", [one])
    assert single.name == "hand.phh"
    assert "[" not in single.read_text(encoding="utf-8").split("\n", 1)[0]
    (again,) = phh.load_path(single)
    assert again.index is None and again.fields == one.history.fields
    both = exports.write_phh(tmp_path / "hands", [one, two])
    assert both.name == "hands.phhs"
    assert [hand.index for hand in phh.load_path(both)] == ["7", "8"]
    # The same label twice (two files imported, say): the hands are numbered in order.
    assert [h.index for h in phh.loads(exports.phh_text([one, one]))] == ["1", "2"]
    with pytest.raises(HistoryError, match=r"^A \.phh file holds one hand; save these 2 as"):
        exports.write_phh(tmp_path / "two.phh", [one, two])
    with pytest.raises(
        HistoryError, match=r"saved as \.phh \(one hand\) or \.phhs .* not as \.txt"
    ):
        exports.write_phh(tmp_path / "hand.txt", [one])
    with pytest.raises(HistoryError, match=r"^There is no hand to save\.$"):
        exports.write_phh(tmp_path / "none.phhs", [])
    assert sorted(path.name for path in tmp_path.iterdir()) == ["hand.phh", "hands.phhs"]


def test_a_file_that_cannot_be_written_leaves_the_old_one_whole(tmp_path: Path) -> None:
    hand = session_hand(quartered_hand())
    with pytest.raises(HistoryError, match=r"^Cannot write .*missing.*: No such file or direc"):
        exports.write_summary(tmp_path / "missing" / "hand.txt", [hand])
    kept = write(tmp_path, "hand.txt", "the old summary\n")
    (tmp_path / ".hand.txt.writing").mkdir()  # the temporary file cannot be made
    with pytest.raises(HistoryError, match=r"^Cannot write .*hand\.txt: Is a directory\.$"):
        exports.write_summary(kept, [hand])
    assert kept.read_text(encoding="utf-8") == "the old summary\n"
    (tmp_path / ".hand.txt.writing").rmdir()
    assert exports.write_summary(kept, [hand]) == kept
    assert kept.read_text(encoding="utf-8") == exports.summary_text([hand])
    assert sorted(path.name for path in tmp_path.iterdir()) == ["hand.txt"]


def test_a_table_with_cents_round_trips_through_the_journal(tmp_path: Path) -> None:
    config = TableConfig.cash("nlhe", Stakes.of_blinds(25, 50), decimals=2, seat_count=6)
    table = Table(config)
    for seat, name in ((2, "Anna"), (5, "Boris"), (6, "Chloé")):
        table.sit_down(seat, name, 1000)
    with open_journal(tmp_path / "data") as journal:
        table_id = journal.create_table(config.to_json())
        controller = HandController(table=table, recorder=JournalRecorder(journal, table_id))
        assert controller.bet_raise(150) and controller.fold() and controller.fold()
        assert controller.next_hand()
        (record,) = journal.hands(table_id)
        hand = exports.journal_hand(journal, table_id, record)
    fields = hand.history.fields
    assert fields["starting_stacks"] == [Decimal("10.00")] * 3
    assert fields["blinds_or_straddles"] == [Decimal("0.25"), Decimal("0.50"), 0]
    assert fields["players"] == ["Boris", "Chloé", "Anna"] and fields["seats"] == [5, 6, 2]
    assert fields["hand"] == 1 and fields["table"] == table_id and fields["seat_count"] == 6
    assert hand.setup.decimals == 2 and hand.setup.starting_stacks == (1000, 1000, 1000)
    text = exports.summary_text([hand])
    assert "Stakes: blinds 0.25/0.50 · chip unit 0.01 · rules: TDA" in text
    assert "Uncalled 1.00 returned to Anna (seat 2)\nPot 1.25\n" in text
    assert "Anna (seat 2) wins 1.25 — without showing" in text
    assert "Finishing stacks: Anna 10.75 (+0.75) · Boris 9.75 (-0.25)" in text
    path = exports.write_phh(tmp_path / "cents.phhs", [hand])
    assert "starting_stacks = [10.00, 10.00, 10.00]" in path.read_text(encoding="utf-8")
    (again,) = exports.load_file(path)
    assert again.history.fields == fields
    assert again.hand.finishing_stacks == hand.hand.finishing_stacks


# ---------------------------------------------------------------------------------------------
# PokerKit as the reader.


def test_pokerkit_knows_every_code_we_write() -> None:
    assert {variant.phh_code for variant in VARIANTS.values()} <= set(
        pokerkit.HandHistory.game_types
    )
    # The known misnaming (DESIGN.md): PokerKit's "fixed-limit" Omaha hi/lo is pot-limit.
    omaha_hi_lo = pokerkit.HandHistory.game_types["FO/8"]
    assert omaha_hi_lo.betting_structure is pokerkit.BettingStructure.POT_LIMIT


def test_pokerkit_replays_an_exported_pot_limit_omaha_hand() -> None:
    setup = HandSetup(VARIANTS["plo"], (1000,) * 3, blinds=(10, 20, 0), min_bet=20)
    hand = play(
        setup,
        BetRaise(2, 70), CheckCall(0), Fold(1),
        DealBoard(parse_known_cards("2c7d9h")), BetRaise(0, 100), CheckCall(2),
        DealBoard(parse_known_cards("Kc")), CheckCall(0), CheckCall(2),
        DealBoard(parse_known_cards("3s")), CheckCall(0), CheckCall(2),
        Show(0, parse_known_cards("AsAdKsQd")), Show(2, parse_known_cards("8c8d4h5h")),
    )  # fmt: skip
    assert pokerkit_finishing_stacks(exports.phh_text([session_hand(hand)])) == [
        hand.finishing_stacks
    ]


def stud_showdown(game: str, stacks: tuple[int, int] = (200, 200)) -> Hand:
    """A heads-up stud hand checked down to the showdown, each show the three down cards."""
    setup = HandSetup(VARIANTS[game], stacks, antes=(1, 1), bring_in=2, small_bet=4, big_bet=8)
    hand = Hand(setup)
    upcards = {0: list(parse_known_cards("AdKc9s8s")), 1: list(parse_known_cards("QdQc7s6s"))}
    while not hand.finished:
        need = hand.need()
        if need.kind == "upcard":
            assert need.player is not None
            hand.apply(DealHole(need.player, (upcards[need.player].pop(0),)))
        elif need.kind == "show":
            assert need.player is not None
            down = ("AsAh2c", "KsKh3c")[need.player]
            hand.apply(Show(need.player, parse_known_cards(down)))
        else:
            options = hand.options()
            if options.bring_in is not None:
                hand.apply(BringIn(options.player))
            else:
                hand.apply(CheckCall(options.player))
    return hand


@pytest.mark.parametrize("game", ["stud", "stud8", "razz"])
def test_pokerkit_replays_an_exported_stud_showdown(game: str) -> None:
    hand = stud_showdown(game)
    text = exports.phh_text([session_hand(hand)])
    # PHH: the hole cards shown are every card dealt, the upcards with the down cards.
    assert "'d dh p1 ????Ad', 'd dh p2 ????Qd'" in text and "'d dh p1 ??', 'd dh p2 ??'" in text
    assert "'p1 sm AsAh2cAdKc9s8s'" in text and "'p2 sm KsKh3cQdQc7s6s'" in text
    stacks = pokerkit_finishing_stacks(text)
    assert stacks == [hand.finishing_stacks]


@pytest.mark.parametrize("game", ["stud", "stud8", "razz"])
def test_a_stud_show_is_read_in_every_form_written(game: str, tmp_path: Path) -> None:
    hand = stud_showdown(game)
    exported = session_hand(hand)
    text = exports.phh_text([exported])
    ours = ("p2 sm KsKh3cQdQc7s6s", "p1 sm AsAh2cAdKc9s8s")
    forms = {
        "earlier exports: the down cards only": ("p2 sm KsKh3c", "p1 sm AsAh2c"),
        "PokerKit's: the seven cards as dealt": ("p2 sm KsKhQdQc7s6s3c", "p1 sm AsAhAdKc9s8s2c"),
        "any order": ("p2 sm 6s7sQcQd3cKhKs", "p1 sm 8s9sKcAd2cAhAs"),
    }
    for form, shows in forms.items():
        written = text
        for show, other in zip(ours, shows, strict=True):
            written = written.replace(show, other)
        (again,) = exports.load_file(write(tmp_path, "stud.phhs", written))
        assert again.hand.finishing_stacks == hand.finishing_stacks, form
        awards = [pot.awards for pot in again.hand.results]
        assert awards == [pot.awards for pot in hand.results], form
        shown = {player: set(cards or ()) for player, cards in again.hand.shown.items()}
        assert shown == {player: set(cards or ()) for player, cards in hand.shown.items()}, form
        if form == "earlier exports: the down cards only":
            # An imported file is kept as read; the hand written anew takes our form.
            assert exports.phh_text([again]) == written
            rewritten = fields_from_hand(again.hand, again.scale)["actions"]
            assert rewritten == exported.history.fields["actions"], form
        else:
            assert pokerkit_finishing_stacks(written) == [hand.finishing_stacks], form
    # Ours reads back as the hand played, card for card.
    (again,) = exports.load_file(write(tmp_path, "stud.phhs", text))
    assert again.hand.shown == hand.shown and again.hand.hole == hand.hole


@pytest.mark.parametrize("game", ["stud", "stud8", "razz"])
def test_a_seventh_street_nobody_bets_on_is_dealt_in_the_file(game: str, tmp_path: Path) -> None:
    # p1 is all-in on completing the bring-in: nobody bets after third street and the engine
    # deals seventh street itself, face down. PHH deals it all the same, before the shows.
    setup = HandSetup(VARIANTS[game], (5, 200), antes=(1, 1), bring_in=2, small_bet=4, big_bet=8)
    upcards = (("Ad", "Qd"), ("Kc", "Qc"), ("9s", "7s"), ("8s", "6s"))
    deals = [
        [DealHole(p, parse_known_cards(card)) for p, card in enumerate(two)] for two in upcards
    ]
    hand = play(
        setup,
        *deals[0], BringIn(1), BetRaise(0, 4), CheckCall(1), *deals[1], *deals[2], *deals[3],
        Show(0, parse_known_cards("AsAh2c")), Show(1, parse_known_cards("KsKh3c")),
    )  # fmt: skip
    assert hand.finished
    text = exports.phh_text([session_hand(hand)])
    assert "'d dh p2 6s', 'd dh p1 ??', 'd dh p2 ??', 'p1 sm AsAh2cAdKc9s8s'" in text
    (again,) = exports.load_file(write(tmp_path, "stud.phhs", text))
    assert again.hand.finishing_stacks == hand.finishing_stacks
    assert exports.phh_text([again]) == text
    assert pokerkit_finishing_stacks(text) == [hand.finishing_stacks]
    # A deal the engine has not made is still refused.
    extra = text.replace("'d dh p2 ??', 'p1 sm", "'d dh p2 ??', 'd dh p2 ??', 'p1 sm")
    with pytest.raises(HistoryError, match=r"action 14 'd dh p2 \?\?' is refused: The cards are"):
        exports.load_file(write(tmp_path, "stud.phhs", extra))


def test_a_draw_nobody_bets_after_is_dealt_in_the_file(tmp_path: Path) -> None:
    setup = HandSetup(VARIANTS["27td"], (15, 15), blinds=(10, 5), small_bet=10, big_bet=20)
    hand = play(setup, BetRaise(1, 15), CheckCall(0))  # both all-in before the first draw
    for _ in range(3):
        hand.apply(Discard(0, (None, None)))
        hand.apply(Discard(1, (None,)))
    hand.apply(Show(0, parse_known_cards("7c5d4h3s2c")))
    hand.apply(Show(1, parse_known_cards("8c6d4s3h2d")))
    text = exports.phh_text([session_hand(hand)])
    draw = "'p1 sd ????', 'p2 sd ??', 'd dh p1 ????', 'd dh p2 ??'"
    assert f"'p1 cc', {draw}, {draw}, {draw}, 'p1 sm" in text
    (again,) = exports.load_file(write(tmp_path, "draw.phhs", text))
    assert again.hand.finishing_stacks == hand.finishing_stacks == [30, 0]
    assert exports.phh_text([again]) == text
    assert pokerkit_finishing_stacks(text) == [hand.finishing_stacks]


def short_ante_hand() -> Hand:
    """Chloé has 1 chip for an ante of 2: she can win 1 from each player, 3 in all (RULES 7)."""
    setup = HandSetup(
        VARIANTS["nlhe"], (100, 100, 1), blinds=(5, 10, 0), antes=(2, 2, 2), min_bet=10,
        names=("Anna", "Boris", "Chloé"),
    )  # fmt: skip
    hand = play(
        setup,
        CheckCall(0), CheckCall(1),
        DealBoard(parse_known_cards("2c7d9h")), CheckCall(0), CheckCall(1),
        DealBoard(parse_known_cards("Kc")), CheckCall(0), CheckCall(1),
        DealBoard(parse_known_cards("3s")), CheckCall(0), CheckCall(1),
        Show(0, parse_known_cards("8c8d")), Show(1, parse_known_cards("4h5h")),
        Show(2, parse_known_cards("AsAd")),
    )  # fmt: skip
    assert hand.finishing_stacks == [110, 88, 3]
    return hand


def test_pokerkit_replays_an_exported_hand_with_a_short_ante() -> None:
    text = exports.phh_text([session_hand(short_ante_hand())])
    assert "ante_trimming_status = true\n" in text
    assert pokerkit_finishing_stacks(text) == [[110, 88, 3]]


def test_pokerkit_replays_an_exported_pot_limit_omaha_hi_lo_bet_of_one_big_blind() -> None:
    setup = HandSetup(VARIANTS["plo8"], (1000, 1000), blinds=(20, 10), min_bet=20)
    hand = play(
        setup,
        CheckCall(1), CheckCall(0),
        DealBoard(parse_known_cards("2c7d9h")), CheckCall(0), CheckCall(1),
        DealBoard(parse_known_cards("Kc")), BetRaise(0, 20), CheckCall(1),  # RULES 3: min 20
        DealBoard(parse_known_cards("3s")), CheckCall(0), CheckCall(1),
        Show(0, parse_known_cards("AsAdKsQd")), Show(1, parse_known_cards("8c8d4h5h")),
    )  # fmt: skip
    assert hand.finished, hand.need().text
    assert pokerkit_finishing_stacks(exports.phh_text([session_hand(hand)])) == [
        hand.finishing_stacks
    ]


def test_pot_limit_omaha_hi_lo_is_written_with_one_minimum_bet_and_read_either_way(
    tmp_path: Path,
) -> None:
    setup = HandSetup(VARIANTS["plo8"], (1000, 1000), blinds=(20, 10), min_bet=20)
    text = exports.phh_text([session_hand(play(setup, Fold(1)))])
    assert "\nsmall_bet = 20\nbig_bet = 20\nmin_bet = 20\n" in text
    assert "_betting_structure = 'pot-limit'" in text
    # Files written before (big_bet twice the minimum) read the same: pot limit has min_bet.
    (again,) = exports.load_file(
        write(tmp_path, "old.phhs", text.replace("big_bet = 20", "big_bet = 40"))
    )
    assert again.setup == replace(setup, names=again.setup.names)
    # The other big-bet games write the minimum bet alone, as PHH wants.
    for game in ("nlhe", "plhe", "plo", "27sd"):
        blinds = (20, 10) if VARIANTS[game].uses_blinds else ()
        other = HandSetup(VARIANTS[game], (1000, 1000), blinds=blinds, min_bet=20)
        fields = fields_from_hand(play(other, Fold(1)), Scale(0))
        assert fields["min_bet"] == 20 and "small_bet" not in fields and "big_bet" not in fields


SHORT_ANTE = (
    "variant = 'NT'\n{status}antes = [2, 2, 2]\nblinds_or_straddles = [5, 10, 0]\nmin_bet = 10\n"
    "starting_stacks = [100, 100, {stack}]\nactions = []\n"
)


@pytest.mark.parametrize("status", ["", "ante_trimming_status = false\n"])
def test_a_file_whose_short_ante_would_win_every_ante_is_refused(
    tmp_path: Path, status: str
) -> None:
    # PHH's ante_trimming_status false (its default) puts every ante in the main pot; our pots
    # let p3, short of the ante, win only what he matched (RULES 7): no such hand here.
    path = write(tmp_path, "hands.phhs", "[4]\n" + SHORT_ANTE.format(status=status, stack=1))
    with pytest.raises(HistoryError) as refused:
        exports.load_file(path)
    assert str(refused.value) == (
        "Hand 4: p3 has 1 for an ante of 2 and the file lets that player win every ante "
        "(ante_trimming_status is not true); these rules let a player win only what he matched "
        "(RULES 7): set ante_trimming_status = true to replay the hand under them."
    )
    err = io.StringIO()
    args = argparse.Namespace(file=str(path), ruleset=None, chip_unit=None, json=True)
    assert replay_command(args, io.StringIO(), err) == 2
    assert err.getvalue().strip() == str(refused.value)
    # Said true, it is our hand; with every ante paid in full the field changes nothing.
    trimmed = SHORT_ANTE.format(status="ante_trimming_status = true\n", stack=1)
    (hand,) = exports.load_file(write(tmp_path, "hand.phh", trimmed))
    assert hand.hand.committed == [7, 12, 1]
    (hand,) = exports.load_file(
        write(tmp_path, "hand.phh", SHORT_ANTE.format(status=status, stack=50))
    )
    assert hand.hand.committed == [7, 12, 2]


def test_a_big_blind_ante_is_read_dead_and_refused_trimmed(tmp_path: Path) -> None:
    # A big-blind ante is dead money in the main pot (TDA 2024), as PHH's false says; a file
    # that trims it like a bet (true) would give it back to the big blind: refused.
    text = SHORT_ANTE.format(status="", stack=100).replace("[2, 2, 2]", "[0, 2, 0]")
    (hand,) = exports.load_file(write(tmp_path, "hand.phh", text))
    assert hand.hand.committed == [5, 10, 0] and hand.hand.pot_total == 17
    trimmed = text.replace("variant = 'NT'\n", "variant = 'NT'\nante_trimming_status = true\n")
    with pytest.raises(HistoryError) as refused:
        exports.load_file(write(tmp_path, "hand.phh", trimmed))
    assert str(refused.value) == (
        "Hand 1: The antes are not the same for every player (a big-blind ante) and the file "
        "trims them like bets (ante_trimming_status = true); these rules put such an ante in the "
        "main pot as dead money (TDA): set ante_trimming_status = false to replay the hand under "
        "them."
    )


def test_pokerkit_replays_an_exported_big_blind_ante_hand() -> None:
    # The big blind checks and loses: the winner takes his ante too (dead money, TDA 2024).
    setup = HandSetup(
        VARIANTS["nlhe"], (1000, 1000, 1000), blinds=(10, 20, 0), antes=(0, 20, 0), min_bet=20
    )
    hand = play(
        setup,
        CheckCall(2), Fold(0), CheckCall(1),
        DealBoard(parse_known_cards("2c3d4h")), CheckCall(1), CheckCall(2),
        DealBoard(parse_known_cards("9s")), CheckCall(1), CheckCall(2),
        DealBoard(parse_known_cards("Td")), CheckCall(1), CheckCall(2),
        Show(1, parse_known_cards("7c8d")), Show(2, parse_known_cards("AsAh")),
    )  # fmt: skip
    assert hand.finishing_stacks == [990, 960, 1050]
    assert fields_from_hand(hand, Scale(0))["ante_trimming_status"] is False
    text = exports.phh_text([session_hand(hand)])
    assert pokerkit_finishing_stacks(text) == [hand.finishing_stacks]


def test_a_journal_record_of_an_earlier_version_is_exported_as_now(tmp_path: Path) -> None:
    # Earlier versions recorded ante_trimming_status = false, stud shows of the down cards and
    # plo8's big bet doubled. Those hands were played under these rules all the same.
    plo8 = HandSetup(VARIANTS["plo8"], (1000, 1000), blinds=(20, 10), min_bet=20)
    hands = [session_hand(hand) for hand in (
        stud_showdown("stud"), short_ante_hand(), play(plo8, Fold(1))
    )]  # fmt: skip
    with open_journal(tmp_path / "data") as journal:
        table_id = journal.create_table({})
        for number, now in enumerate(hands):
            old = dict(now.history.fields, ante_trimming_status=False)
            old["actions"] = [
                action[: action.index(" sm ") + 10] if " sm " in action else action
                for action in old["actions"]
            ]
            if "big_bet" in old and "min_bet" in old:
                old["big_bet"] = 40
            first = journal.append(table_id, "hand-start", {})
            journal.record_hand(table_id, number, now.summary, old, first_seq=first)
        records = journal.hands(table_id)
        again = [exports.journal_hand(journal, table_id, record) for record in records]
    for before, after in zip(hands, again, strict=True):
        assert after.hand.finishing_stacks == before.hand.finishing_stacks
        for key, value in before.history.fields.items():
            assert after.history.fields[key] == value, key
    assert pokerkit_finishing_stacks(exports.phh_text(again)) == [
        hand.hand.finishing_stacks for hand in again
    ]


@pytest.mark.parametrize("game", sorted(VARIANTS))
def test_pokerkit_replays_random_exported_hands_of_every_game(game: str) -> None:
    """Random legal hands, all-ins and showdowns included, as our exports write them: PokerKit
    ends each where ours does. The dealer avoids the situations where the two rule books
    differ (:func:`tests.pokerkit_phh.known_difference`), a hand at a time."""
    rng = random.Random(f"pokerkit {game}")
    hands: list[Hand] = []
    avoided: Counter[str] = Counter()
    while len(hands) < 30:
        setup = replace(random_setup(rng, VARIANTS[game]), chip_unit=1)  # odd chips apart
        hand = play_randomly(setup, rng)
        why = known_difference(hand)
        if why is None:
            hands.append(hand)
        else:
            avoided[why] += 1
        assert sum(avoided.values()) < 100, avoided
    text = phh.dumps(
        [phh.HandHistory(fields_from_hand(hand, Scale(0)), str(n)) for n, hand in enumerate(hands)]
    )
    theirs = pokerkit_finishing_stacks(text)
    for number, (hand, stacks) in enumerate(zip(hands, theirs, strict=True)):
        assert stacks == hand.finishing_stacks, f"hand [{number}]: PokerKit {stacks}, ours"
    assert sum(1 for hand in hands if len(hand.shown) > 1) >= 15  # showdowns, not folds
    assert sum(1 for hand in hands if any(hand.all_in(p) for p in hand.live_players)) >= 5
