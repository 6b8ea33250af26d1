"""A table's life through ``dealer_app.session`` alone, no window: a full hand of every game.

The session opens a table in a real SQLite journal, deals, takes the dealer's entries as the
window passes them (``check_call``, ``bet_raise``, ``enter_cards``, ``draw``, ``show``, an
undo), says what changed, records the hand, deals the next one, and is restored from the
journal. The same play runs once more in a Python where PySide6 cannot be imported: the
session layer is Qt-free (DESIGN.md), like the engine (tests/engine/test_engine_is_qt_free.py).
"""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import dealer_app.session
from dealer_app.engine.cards import DECK, Card
from dealer_app.engine.hand import Phase
from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Stakes, TableConfig
from dealer_app.engine.variants import VARIANTS, Structure, Variant
from dealer_app.session.controller import HandController, SeatView
from dealer_app.session.recording import JournalRecorder, open_new_table, restore
from dealer_app.store import open_journal

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = ((1, "Anna"), (3, "Boris"), (6, "Chloe"))
STACK = 400


def _stakes(variant: Variant) -> Stakes:
    if variant.uses_bring_in:
        return Stakes.of_stud(1, 2, 4, 8)
    if variant.structure is Structure.LIMIT:
        return Stakes.of_limit(4, 8)
    return Stakes.of_blinds(1, 2)


def _fresh_cards(controller: HandController, count: int) -> str:
    """The next ``count`` cards of the deck nobody has in play (the dealer types them)."""
    in_play = controller.cards_in_play()
    cards: list[Card] = [card for card in DECK if card not in in_play][:count]
    return " ".join(card.symbol for card in cards)


def enter_next(controller: HandController) -> bool:
    """Enter what the hand asks for now, as the dealer would.

    The first player free to bet on the second street bets the minimum; everybody else
    checks or calls (or brings in); the first draw changes one card, the others stand pat;
    each player due to show turns up cards nobody has seen yet.
    """
    hand = controller.hand
    assert hand is not None and not hand.finished
    need = hand.need()
    if need.kind in ("board", "upcard"):
        return controller.enter_cards(_fresh_cards(controller, need.count))
    if need.kind == "draw":
        changed = 1 if not any(entry.kind == "draw" for entry in controller.log) else 0
        return controller.draw(changed)
    if need.kind == "show":
        assert need.player is not None
        # The cards face down, as the player turns them up (stud: the upcards are known).
        down = len(hand.hole[need.player]) - len(hand.upcards[need.player])
        return controller.show(_fresh_cards(controller, down))
    assert need.kind == "action", need
    options = controller.options()
    assert options is not None
    if options.bring_in is not None:
        return controller.bring_in()
    free = options.to_call == 0 and options.can_raise and options.min_to is not None
    if hand.street == 1 and free and options.min_to is not None:
        return controller.bet_raise(options.min_to)
    return controller.check_call()


def play_one_hand(controller: HandController, *, limit: int = 200) -> list[str]:
    """Enter what the hand asks for until it is over, taking one entry back with an undo
    and entering it again on the way; the kinds of the log entries."""
    undone = False
    for _ in range(limit):
        hand = controller.hand
        assert hand is not None
        if hand.finished:
            return [entry.kind for entry in controller.log]
        need = hand.need()
        assert enter_next(controller), (
            f"{hand.variant.name}: {need.text}: {controller.last_refusal}"
        )
        if not undone and hand.street == 1 and need.kind == "action":
            undone = True
            before = len(controller.log)
            assert controller.undo(), controller.last_refusal
            assert len(controller.log) == before - 1  # entered again on the next turn
    raise AssertionError(f"the hand did not end in {limit} entries")


def play_every_game(folder: Path) -> dict[str, list[str]]:
    """A new table of each game in one journal; its first hand played, recorded, the next
    dealt, the journal closed and the table restored from it."""
    logs: dict[str, list[str]] = {}
    with open_journal(folder) as journal:
        for key, variant in VARIANTS.items():
            table = Table(TableConfig.cash(key, _stakes(variant), max_buy_in=STACK))
            for seat, name in PLAYERS:
                table.sit_down(seat, name, STACK)
            recorder, controller = open_new_table(
                journal,
                table.config.to_json(),
                lambda recorder, table=table: HandController(table=table, recorder=recorder),
            )
            changes: list[None] = []
            controller.changed.connect(lambda *_args, seen=changes: seen.append(None))
            hand = controller.hand
            assert hand is not None and hand.phase is not Phase.OVER, controller.last_refusal
            views = controller.seat_views()
            assert [view.seat for view in views] == list(range(1, table.config.seat_count + 1))
            assert {view.name for view in views if view.player is not None} == {
                name for _seat, name in PLAYERS
            }
            if not variant.uses_bring_in:
                markers = controller.markers()
                assert sum("button" in kinds for kinds in markers.values()) == 1
                assert sum("big blind" in kinds for kinds in markers.values()) == 1

            logs[key] = play_one_hand(controller)
            finished = controller.hand
            assert finished is not None and finished.finishing_stacks is not None
            assert sum(finished.finishing_stacks) == STACK * len(PLAYERS), variant.name
            assert sum(award.amount for pot in finished.results for award in pot.awards) > 0
            assert len(changes) >= len(logs[key]), "every entry says that something changed"

            assert controller.next_hand(), controller.last_refusal
            assert table.hands_played == 1
            assert isinstance(recorder, JournalRecorder)
            assert [record.hand_no for record in journal.hands(recorder.table_id)] == [0]
            summary = journal.hands(recorder.table_id)[0].summary
            assert summary["game"] == variant.name
            assert enter_next(controller), controller.last_refusal
            entries = len(controller.log)

            restored = restore(journal, recorder.table_id)
            assert restored is not None and restored.table is not None
            again = HandController(
                table=restored.table, recorder=recorder, actions=restored.actions
            )
            assert again.table is not None and again.table.hands_played == 1
            assert len(again.log) == entries
            assert [_view_key(v) for v in again.seat_views()] == [
                _view_key(v) for v in controller.seat_views()
            ]
    return logs


def _view_key(view: SeatView) -> tuple[object, ...]:
    return (view.seat, view.name, view.stack, view.bet, view.folded, view.markers)


def test_a_full_hand_of_every_game_through_the_session(tmp_path: Path) -> None:
    logs = play_every_game(tmp_path)
    assert set(logs) == set(VARIANTS)
    for key, kinds in logs.items():
        assert "show" in kinds or "muck" in kinds, key
        if VARIANTS[key].uses_bring_in:
            assert kinds[0] == "upcard" and "bring-in" in kinds, key
        if VARIANTS[key].family.value == "board":
            assert kinds.count("board") == 3, key
        if VARIANTS[key].family.value == "draw":
            assert "draw" in kinds, key


_NO_QT = """
import importlib, pathlib, sys

class _NoQt:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {"PySide6", "shiboken6", "PyQt5", "PyQt6"}:
            raise ImportError(f"the session must not import {name}")
        return None

sys.meta_path.insert(0, _NoQt())
for module in sys.argv[2:]:
    importlib.import_module(module)
from tests.session.test_session import play_every_game

logs = play_every_game(pathlib.Path(sys.argv[1]))
print(len(logs), "games played without Qt")
"""


def _session_modules() -> list[str]:
    folder = Path(dealer_app.session.__file__).parent
    return ["dealer_app.session"] + [
        f"dealer_app.session.{info.name}" for info in pkgutil.iter_modules([str(folder)])
    ]


def test_the_session_plays_every_game_with_qt_unimportable(tmp_path: Path) -> None:
    modules = _session_modules()
    assert {"dealer_app.session.controller", "dealer_app.session.recording"} <= set(modules)
    result = subprocess.run(
        [sys.executable, "-c", _NO_QT, str(tmp_path), *modules],
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"{len(VARIANTS)} games played without Qt"


@pytest.mark.parametrize("module", ["PySide6.QtCore", "dealer_app.ui.words"])
def test_the_probe_would_catch_a_qt_import(tmp_path: Path, module: str) -> None:
    result = subprocess.run(
        [sys.executable, "-c", _NO_QT, str(tmp_path), module],
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode != 0
    assert "must not import PySide6" in result.stderr


def test_the_session_imports_one_way_counting_annotations_too() -> None:
    """Issue 23: no cycle hides behind ``TYPE_CHECKING`` or a function-level import; the
    irregularities are the controller's to apply, not a module that reaches back into it."""
    import grimp

    graph = grimp.build_graph("dealer_app", exclude_type_checking_imports=False, cache_dir=None)
    session = {m for m in graph.modules if m.startswith("dealer_app.session.")}
    imports = {m: graph.find_modules_directly_imported_by(m) & session for m in session}

    def reaches(start: str, goal: str) -> bool:
        seen, todo = set(), [start]
        while todo:
            module = todo.pop()
            if module == goal:
                return True
            if module not in seen:
                seen.add(module)
                todo.extend(imports[module])
        return False

    cycles = sorted((a, b) for a in session for b in imports[a] if reaches(b, a))
    assert cycles == []
    assert not graph.direct_import_exists(
        importer="dealer_app.session.irregularities", imported="dealer_app.session.controller"
    )


def test_hidden_figures_are_flags_the_views_read() -> None:
    """Training > Hide the figures: the session holds what is hidden; the seat views give the
    stacks before the pots are paid while the awards are hidden (issue 23)."""
    from dealer_app.engine.figures import Figure, figures_shown
    from dealer_app.engine.hand import HandSetup

    setup = HandSetup(VARIANTS["nlhe"], (100, 100), blinds=(10, 5), min_bet=10)
    controller = HandController(setup)
    seen: list[None] = []
    controller.changed.connect(lambda *_args: seen.append(None))
    assert controller.hidden == frozenset()
    for entry in ("p2 cc", "p1 cc", "d db 2c7d9h", "p1 cc", "p2 cc", "d db Js", "p1 cc"):
        assert enter(controller, entry), controller.last_refusal
    for entry in ("p2 cc", "d db 3s", "p1 cc", "p2 cc", "p1 sm AsAd", "p2 sm KsKd"):
        assert enter(controller, entry), controller.last_refusal
    hand = controller.hand
    assert hand is not None and hand.finished
    assert figures_shown(hand) == (Figure.AWARDS,)
    paid = {view.player: view.stack for view in controller.seat_views()}
    assert paid == {0: 110, 1: 90}
    before = len(seen)
    controller.hide_figures(lambda hand: set(figures_shown(hand)))
    assert len(seen) == before + 1  # the views redraw
    assert controller.hidden == {Figure.AWARDS}
    assert {view.player: view.stack for view in controller.seat_views()} == {0: 90, 1: 90}
    controller.hide_figures(None)
    assert controller.hidden == frozenset()
    assert {view.player: view.stack for view in controller.seat_views()} == paid


def enter(controller: HandController, text: str) -> bool:
    from dealer_app.engine.histories import Scale, parse_action

    action = parse_action(text, Scale(0))
    assert action is not None
    return controller.perform(action)
