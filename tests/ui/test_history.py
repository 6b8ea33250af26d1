"""The hand-history browser over a real journal: every hand of a session of every game, listed,
replayed step by step, exported (PHH, text) and imported back; bad files are refused."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from dealer_app import exports
from dealer_app.engine import phh
from dealer_app.engine.variants import VARIANTS
from dealer_app.ui import i18n
from dealer_app.ui.dealer.history_view import HistoryDialog
from dealer_app.ui.dealer.main_window import MainWindow
from dealer_app.ui.settings import Settings
from tests.pokerkit_phh import pokerkit_finishing_stacks
from tests.ui.conftest import screenshot
from tests.ui.history_session import (
    GAMES,
    PLAYERS,
    SCRIPTS,
    STACK,
    Session,
    mixed_table,
    play,
    play_session,
)

HALVES = {"whole": "", "high": " (high)", "low": " (low)"}


def open_history(qtbot, window: MainWindow) -> HistoryDialog:  # type: ignore[no-untyped-def]
    """The browser as the dealer opens it: Ctrl+H in the window."""
    with qtbot.waitExposed(window):
        window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    dialog = window.findChild(HistoryDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def key(qtbot, dialog: HistoryDialog, which: Qt.Key, times: int = 1) -> None:  # type: ignore[no-untyped-def]
    for _ in range(times):
        qtbot.keyClick(QApplication.focusWidget() or dialog, which)


def winners_text(awards: list[tuple[str, str, int]]) -> str:
    return " · ".join(f"{name} {amount}{HALVES[half]}" for name, half, amount in awards)


@pytest.fixture
def session(qtbot, settings: Settings, tmp_path: Path) -> Session:  # type: ignore[no-untyped-def]
    played = play_session(qtbot, settings, tmp_path / "data")
    yield played
    played.journal.close()


def test_the_browser_lists_every_hand_with_its_game_pots_and_winners(
    qtbot, session: Session
) -> None:  # type: ignore[no-untyped-def]
    # Eleven hands are recorded, the last the moment it was over (the next is not dealt yet).
    assert [record.hand_no for record in session.journal.hands(session.table_id)] == list(range(11))
    dialog = open_history(qtbot, session.window)
    assert dialog.source_box.currentText() == "This table (11 games)"
    rows = dialog.list_model.rows
    assert [row.label for row in rows] == [str(number) for number in range(1, 12)]
    assert [row.game for row in rows] == [VARIANTS[game].name for game in GAMES]
    assert [row.winners for row in rows] == [winners_text(each) for each in session.awards]
    # What the dealer saw, written out for a few hands (button on seat 1, then moving on).
    assert rows[0].winners == "Boris 70" and rows[0].pots == "70"
    assert rows[4].winners == "Boris 35 (high) · Chloé 35 (low)"
    assert rows[8].winners == "Dmitri 28"  # razz: everybody folded to Dmitri's bet
    assert rows[10].winners == "Anna 70"
    assert dialog.list_view.currentIndex().row() == 10  # the latest hand is chosen
    assert dialog.hand is not None and dialog.hand.label == "11"
    # The dealer looks at hand 3, then deals and plays on: back in the browser, the new hand
    # is listed and hand 3 is still open where it was.
    dialog.open_row(2)
    assert dialog.replay is not None
    dialog.replay.controller.go(5)
    assert session.controller.next_hand()
    play(session.controller, SCRIPTS["nlhe"])
    session.window.activateWindow()
    qtbot.waitUntil(session.window.isActiveWindow)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    assert [row.label for row in dialog.list_model.rows][-2:] == ["11", "12"]
    assert len(session.journal.hands(session.table_id)) == 12  # the twelfth, the moment it ended
    assert dialog.hand is not None and dialog.hand.label == "3"
    assert dialog.replay is not None and dialog.replay.controller.step == 5


def test_a_hand_replays_action_by_action_with_the_keys(qtbot, session: Session) -> None:  # type: ignore[no-untyped-def]
    dialog = open_history(qtbot, session.window)
    dialog.list_view.setFocus()
    key(qtbot, dialog, Qt.Key.Key_Up)  # from the latest hand to the one before
    assert dialog.hand is not None and dialog.hand.label == "10"
    key(qtbot, dialog, Qt.Key.Key_End)
    assert dialog.hand.label == "10" and dialog.replay is not None
    assert dialog.replay.controller.step == dialog.replay.controller.last_step  # End steps
    dialog.open_row(0)  # no-limit hold'em: Anna on the button, Boris and Chloé in the blinds
    pane = dialog.replay
    assert pane is not None
    table = pane.table_view
    assert pane.controller.step == 0
    assert pane.step_label.text() == "Step 0 of 20: the hand as dealt"
    assert table.pots_lines() == ["Pot 15"]
    assert "Boris\nStack 995\nIn front: 5" in table.seat_text(2)
    assert "D" in table.seat_text(1).split("\n")
    assert dialog.log_view.model().rowCount() == 0
    key(qtbot, dialog, Qt.Key.Key_Right, 4)  # Dmitri and Anna call, Boris completes, Chloé checks
    assert pane.controller.step == 4
    assert pane.log_model.lines() == [
        "Dmitri calls 10",
        "Anna calls 10",
        "Boris calls 5",
        "Chloé checks",
    ]
    assert table.pots_lines() == ["Pot 40"]
    key(qtbot, dialog, Qt.Key.Key_Right)
    assert table.centre.board.texts() == ["J♣", "8♦", "3♠"]
    assert pane.step_label.text() == "Step 5 of 20: Board: J♣ 8♦ 3♠"
    key(qtbot, dialog, Qt.Key.Key_Right)
    assert "In front: 10" in table.seat_text(2)  # Boris bets 10
    screenshot(dialog, "history_browser")
    key(qtbot, dialog, Qt.Key.Key_Left, 2)
    assert pane.controller.step == 4 and table.centre.board.texts() == []
    assert pane.showdown.lines == []
    key(qtbot, dialog, Qt.Key.Key_End)
    assert pane.controller.step == 20
    assert pane.showdown.lines == session.announcements[0]
    assert "Boris\nStack 1050" in table.seat_text(2)
    assert pane.log_model.lines()[-1] == "Dmitri shows 7♣ 2♦"
    screenshot(dialog, "history_replay_end")
    key(qtbot, dialog, Qt.Key.Key_Home)
    assert pane.controller.step == 0 and table.pots_lines() == ["Pot 15"]
    # Every hand of every game plays to the announcement the dealer saw.
    for row in range(len(GAMES)):
        dialog.open_row(row)
        assert dialog.replay is not None
        key(qtbot, dialog, Qt.Key.Key_End)
        assert dialog.replay.showdown.lines == session.announcements[row], GAMES[row]
    dialog.open_row(7)  # stud hi/lo at the end: seven cards each, the upcards face up
    key(qtbot, dialog, Qt.Key.Key_End)
    screenshot(dialog, "history_replay_stud")


def test_the_session_exported_replays_in_pokerkit_to_the_same_stacks(
    session: Session, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """PokerKit (0.7.7, an independent reader of PHH) replays every exported hand of the games
    where its rules are ours: see tests/test_exports.py for the games and known differences."""
    dialog = HistoryDialog(session.window)
    path = tmp_path / "session.phhs"
    assert dialog.export_session(path), dialog.message.text()
    assert dialog.message.text() == f"11 hands saved to {path}."
    text = path.read_text(encoding="utf-8")
    theirs = pokerkit_finishing_stacks(text)
    for number, (game, ours, stacks) in enumerate(
        zip(GAMES, session.finishing_stacks, theirs, strict=True), start=1
    ):
        assert stacks == ours, f"hand {number} ({game}): PokerKit {stacks}, ours {ours}"
    assert "[1]" in text and "[11]" in text


def unclocked(fields: object, on_screen: bool) -> dict[str, object]:
    """PHH fields, the time left out for the hand on screen: it is not recorded yet, so each
    export stamps it with the time of that export (the seconds may move on in between)."""
    kept = dict(fields)  # type: ignore[call-overload]
    if on_screen:
        for name in ("year", "month", "day", "time"):
            kept.pop(name, None)
    return kept


def test_export_then_import_round_trips_every_game(qtbot, session: Session, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = HistoryDialog(session.window)
    qtbot.addWidget(dialog)
    recorded = dialog.source.hands() if dialog.source is not None else []
    assert len(recorded) == len(GAMES)
    path = tmp_path / "session.phhs"
    assert dialog.export_session(path)
    before = session.journal.last_seq(session.table_id)
    assert dialog.import_file(path), dialog.message.text()
    assert dialog.message.text() == "session.phhs: 11 hands to review."
    assert dialog.source_box.currentText() == "Imported: session.phhs"
    imported = dialog.source.hands() if dialog.source is not None else []
    on_screen = None  # every hand is recorded the moment it is over, the last one too
    for ours, again in zip(recorded, imported, strict=True):
        game = ours.setup.variant.key
        assert again.label == ours.label, game
        mine = ours is on_screen
        assert unclocked(again.history.fields, mine) == unclocked(ours.history.fields, mine), game
        assert again.setup == ours.setup, game
        assert again.actions == ours.actions, game
        assert again.seats == ours.seats and again.names == ours.names, game
        assert again.hand.finishing_stacks == ours.hand.finishing_stacks, game
        assert [pot.awards for pot in again.hand.results] == [
            pot.awards for pot in ours.hand.results
        ], game
    assert exports.phh_text(imported) == path.read_text(encoding="utf-8")
    # The browser lists the imported hands as it lists the journal's.
    assert [row.winners for row in dialog.list_model.rows] == [
        winners_text(each) for each in session.awards
    ]
    # Each hand alone, as a .phh, comes back the same too.
    for row, ours in enumerate(recorded):
        dialog.source_box.setCurrentIndex(0)
        dialog.open_row(row)
        single = tmp_path / f"hand-{ours.label}.phh"
        assert dialog.export_hand(single), dialog.message.text()
        assert dialog.message.text() == f"Hand {ours.label} saved to {single}."
        (history,) = phh.load_path(single)
        mine = ours is on_screen
        assert history.index is None
        assert unclocked(history.fields, mine) == unclocked(ours.history.fields, mine)
    assert session.journal.last_seq(session.table_id) == before  # a review writes nothing
    assert len(session.journal.hands(session.table_id)) == 11


def test_the_text_summary_says_each_winner_and_amount(session: Session, tmp_path: Path) -> None:
    dialog = HistoryDialog(session.window)
    path = tmp_path / "session.txt"
    assert dialog.export_session(path)
    text = path.read_text(encoding="utf-8")
    hands = text.split("-" * 72 + "\n")[1:]
    assert len(hands) == len(GAMES)
    seats = dict((name, seat) for seat, name in PLAYERS)
    for number, (game, summary, awards) in enumerate(
        zip(GAMES, hands, session.awards, strict=True), start=1
    ):
        assert summary.startswith(f"Hand {number} · {VARIANTS[game].name} · table "), summary
        for seat, name in PLAYERS:
            if number == 1:
                assert re.search(rf"\n  Seat {seat} +{name} +{STACK}", summary), summary
        for name, half, amount in awards:
            won = {"whole": "wins", "high": "wins the high half:", "low": "wins the low half:"}
            assert f"{name} (seat {seats[name]}) {won[half]} {amount}" in summary, summary
    first = hands[0]
    assert "Stakes: blinds 5/10 · rules: TDA" in first
    assert "Pre-flop: Dmitri calls 10 · Anna calls 10 · Boris calls 5 · Chloé checks" in first
    assert "Flop [J♣ 8♦ 3♠]: Boris bets 10 · Chloé calls 10 · Dmitri calls 10 · Anna folds" in (
        first
    )
    assert "Board: J♣ 8♦ 3♠ 5♥ Q♦" in first
    assert "Pot 70 — between Boris, Chloé, Dmitri" in first
    assert "Boris (seat 2) wins 70 — Pair of aces  A♠ A♥ Q♦ J♣ 8♦" in first
    assert (
        "Finishing stacks: Anna 990 (-10) · Boris 1050 (+50) · Chloé 980 (-20) · Dmitri 980 (-20)"
        in first
    )
    assert "Anna (seat 1) wins 28 — without showing" not in text
    assert "Dmitri (seat 6) wins 28 — without showing\n  Everybody else folded." in text


@pytest.mark.parametrize(
    ("content", "sentence"),
    [
        ("not = [toml", "bad.phhs: Line 1: "),
        ("", "bad.phhs holds no hand."),
        (None, "Cannot read bad.phhs: No such file or directory."),
    ],
)
def test_a_file_that_is_not_phh_is_refused_with_a_sentence(
    qtbot, settings: Settings, tmp_path: Path, content: str | None, sentence: str
) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    dialog = HistoryDialog(window)
    path = tmp_path / "bad.phhs"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    sources = [source.title for source in dialog.sources]
    assert not dialog.import_file(path)
    assert dialog.message.text().startswith(sentence)
    assert dialog.message.property("error") is True
    assert [source.title for source in dialog.sources] == sources


def test_an_illegal_hand_is_refused_as_the_replay_command_says_and_changes_nothing(
    qtbot, session: Session, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    dialog = HistoryDialog(session.window)
    qtbot.addWidget(dialog)
    good = tmp_path / "session.phhs"
    assert dialog.export_session(good)
    # Hand 4 is pot-limit Omaha: its flop bet of 10 made 900, far over the pot.
    head, fourth = good.read_text(encoding="utf-8").split("[4]\n", 1)
    fourth, count = re.subn(r"'(p\d) cbr 10'", r"'\1 cbr 900'", fourth, count=1)
    assert count == 1
    text = f"{head}[4]\n{fourth}"
    bad = tmp_path / "bad.phhs"
    bad.write_text(text, encoding="utf-8")
    cli = subprocess.run(
        [sys.executable, "-m", "dealer_app", "replay", str(bad)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert cli.returncode == 2
    (refusal,) = cli.stderr.splitlines()
    assert re.fullmatch(r"Hand 4: action \d+ 'p\d cbr 900' is refused: .+ pot limit\.", refusal)
    sources = [source.title for source in dialog.sources]
    chosen = dialog.source_box.currentIndex()
    last_seq = session.journal.last_seq(session.table_id)
    assert not dialog.import_file(bad)
    # The same sentence, with the player's name (the file names its players; the command
    # line says p1, p2 ...).
    (fourth_hand,) = [hand for hand in phh.loads(text) if hand.index == "4"]
    names = fourth_hand.fields["players"]
    assert isinstance(names, list)
    named = re.sub(r"refused: p(\d)", lambda m: f"refused: {names[int(m.group(1)) - 1]}", refusal)
    assert named != refusal
    assert dialog.message.text() == named
    assert [source.title for source in dialog.sources] == sources
    assert dialog.source_box.currentIndex() == chosen
    assert session.journal.last_seq(session.table_id) == last_seq


def test_earlier_tables_of_the_journal_are_listed_after_this_one(
    qtbot, settings: Settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    first = play_session(qtbot, settings, tmp_path / "data", games=GAMES[:2])
    assert first.controller.next_hand()  # the second hand is recorded
    window = first.window
    window.set_controller(window.controller_for(mixed_table()))
    dialog = HistoryDialog(window)
    qtbot.addWidget(dialog)
    titles = [source.title for source in dialog.sources]
    assert titles[0] == "This table (11 games)"
    assert re.fullmatch(r"Table 1 \(11 games\), opened \d{4}-\d\d-\d\d \d\d:\d\d", titles[1])
    assert dialog.list_model.rows == []  # nothing played at the new table yet
    dialog.source_box.setCurrentIndex(1)
    # The third hand was in play when the table was replaced: kept, abandoned.
    assert [row.winners for row in dialog.list_model.rows] == [
        *(winners_text(each) for each in first.awards),
        "Abandoned, not finished",
    ]
    first.journal.close()


def test_without_a_journal_the_hand_on_screen_is_the_session(
    qtbot, open_window, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    window = open_window(table=mixed_table())
    assert window.controller is not None
    dialog = HistoryDialog(window)
    qtbot.addWidget(dialog)
    assert dialog.source_box.currentText() == "The hand on screen"
    assert dialog.list_model.rows == []
    assert not dialog.export_session(tmp_path / "none.phhs")
    assert dialog.message.text() == "There is no hand to export yet."
    play(window.controller, SCRIPTS["nlhe"])
    dialog.refresh()
    assert [row.winners for row in dialog.list_model.rows] == ["Boris 70"]
    assert dialog.export_session(tmp_path / "one.phhs")
    assert not (tmp_path / "one.phhs.writing").exists()


def test_a_language_change_gives_a_browser_in_the_new_language(
    qtbot, session: Session, qm_dir: Path
) -> None:  # type: ignore[no-untyped-def]
    dialog = open_history(qtbot, session.window)
    assert dialog.isVisible()
    assert i18n.install("fr", folder=qm_dir) == "fr"
    # The browser open is translated where it stands (tests/ui/test_retranslate.py).
    qtbot.waitUntil(lambda: dialog.source_box.currentText() == "Cette table (11 jeux)")
    again = open_history(qtbot, session.window)  # the menus were rebuilt in French: Ctrl+H
    assert again is dialog and again.isVisible() and len(again.list_model.rows) == len(GAMES)


@pytest.mark.parametrize("language", ["fr", "ru"])
def test_counts_and_the_summary_read_right_in_french_and_russian(
    qtbot, session: Session, qm_dir: Path, tmp_path: Path, language: str
) -> None:  # type: ignore[no-untyped-def]
    """Plural forms for the counts (11 раздач, 21 раздача ...), and the summary's streets with
    the colon as each language writes it."""
    assert i18n.install(language, folder=qm_dir) == language
    dialog = HistoryDialog(session.window)
    qtbot.addWidget(dialog)
    said = {
        "fr": {
            "title": "(11 jeux)",
            "saved": "11 coups enregistrés dans",
            "review": "session.phhs : 11 coups à revoir.",
            "phh": "enregistrez ces 11 coups en .phhs.",
            "street": "Pré-flop : Dmitri suit 10 · ",
        },
        "ru": {
            "title": "(11 игр)",
            "saved": "11 раздач сохранено в",
            "review": "session.phhs: 11 раздач для просмотра.",
            "phh": "сохраните эти 11 раздач как .phhs.",
            "street": "Префлоп: Dmitri уравнивает 10 · ",
        },
    }[language]
    assert said["title"] in dialog.source_box.itemText(0)
    assert dialog.export_session(tmp_path / "session.phhs")
    assert said["saved"] in dialog.message.text()
    assert not dialog.export_session(tmp_path / "session.phh")  # a .phh holds one hand
    assert dialog.message.text().endswith(said["phh"])
    assert dialog.import_file(tmp_path / "session.phhs")
    assert dialog.message.text() == said["review"]
    assert dialog.export_session(tmp_path / "session.txt")
    assert said["street"] in (tmp_path / "session.txt").read_text(encoding="utf-8")
    counts = [
        (n, QCoreApplication.translate("HistoryDialog", "%n games", "", n)) for n in (1, 2, 5, 21)
    ]
    assert (
        counts
        == {
            "fr": [(1, "1 jeu"), (2, "2 jeux"), (5, "5 jeux"), (21, "21 jeux")],
            "ru": [(1, "1 игра"), (2, "2 игры"), (5, "5 игр"), (21, "21 игра")],
        }[language]
    )
