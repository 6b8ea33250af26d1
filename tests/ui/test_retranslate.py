"""A language switch re-translates the open windows: the hand-history browser (open or
hidden) and the director's window (its menus, pages, figures, the sentences read out so far and
the players' display panel), French, then English, then Russian, through ``i18n.install``."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from dealer_app.ui import i18n
from dealer_app.ui.dealer.history_view import STEPS, HistoryDialog
from dealer_app.ui.settings import Settings
from tests.ui.conftest import FakeTime
from tests.ui.history_session import GAMES, play_session
from tests.ui.test_director import director, event_setup
from tests.ui.test_history import open_history

NNBSP, NBSP = "\u202f", "\u00a0"

HISTORY = {
    "fr": {
        "title": "Historique des coups",
        "source": "Cette table (11 jeux)",
        "header": "Coup",
        "game": "Hold'em no-limit",
        "import": "Importer un PHH…  [Ctrl+O]",
        "step": "Étape 1 sur ",
    },
    "en": {
        "title": "Hand history",
        "source": "This table (11 games)",
        "header": "Hand",
        "game": "No-limit hold'em",
        "import": "Import PHH…  [Ctrl+O]",
        "step": "Step 1 of ",
    },
    "ru": {
        "title": "История раздач",
        "source": "Этот стол (11 игр)",
        "header": "№",
        "game": "Безлимитный холдем",
        "import": "Импорт PHH…  [Ctrl+O]",
        "step": "Шаг 1 из ",
    },
}


def history_texts(dialog: HistoryDialog) -> dict[str, str]:
    assert dialog.replay is not None
    return {
        "title": dialog.windowTitle(),
        "source": dialog.source_box.currentText(),
        "header": dialog.list_model.headerData(0, Qt.Orientation.Horizontal),
        "game": dialog.list_model.rows[0].game,
        "import": dialog.actions_by_name["import"].text(),
        "step": dialog.replay.step_label.text(),
    }


def test_the_history_browser_follows_the_language(
    qtbot, settings: Settings, tmp_path: Path, qm_dir: Path
) -> None:  # type: ignore[no-untyped-def]
    session = play_session(qtbot, settings, tmp_path / "data", GAMES[:2])
    try:
        dialog = open_history(qtbot, session.window)
        dialog.open_row(0)
        dialog.replay.go(STEPS["next"])  # type: ignore[union-attr]
        keys = dialog.keys.text()
        for language in ("fr", "en", "ru"):
            assert i18n.install(language, folder=qm_dir) == language
            said = HISTORY[language]
            qtbot.waitUntil(lambda said=said: dialog.windowTitle() == said["title"])
            assert session.window.findChild(HistoryDialog) is dialog and dialog.isVisible()
            texts = history_texts(dialog)
            assert {name: texts[name][: len(said[name])] for name in said} == said
            # The same hand, at the same step, in the new language.
            assert dialog.hand is not None and dialog.hand.label == "1"
            assert dialog.replay is not None and dialog.replay.controller.step == 1
            assert (dialog.keys.text() == keys) is (language == "en")
        # Closed, it is hidden: it opens again in the language of the moment.
        dialog.close()
        assert i18n.install("fr", folder=qm_dir) == "fr"
        qtbot.waitUntil(lambda: dialog.windowTitle() == HISTORY["fr"]["title"])
        again = open_history(qtbot, session.window)
        assert again is dialog and history_texts(again)["source"] == HISTORY["fr"]["source"]
    finally:
        session.journal.close()


DIRECTOR = {
    "fr": {
        "title": "Directeur de tournoi",
        "menu": "&Tournoi",
        "tab": "Inscriptions",
        "level": "Niveau 1 : 100/200, ante grosse blinde 200.",
        "figures": f"Jetons 180{NNBSP}000",
        "dock": "Affichage des joueurs",
        "screen": "Écran :",
        "show": "Afficher sur cet écran",
    },
    "en": {
        "title": "Tournament director",
        "menu": "&Event",
        "tab": "Registration",
        "level": "Level 1: 100/200, big-blind ante 200.",
        "figures": "Chips 180,000",
        "dock": "Players' display",
        "screen": "Screen:",
        "show": "Show on this screen",
    },
    "ru": {
        "title": "Директор турнира",
        "menu": "&Турнир",
        "tab": "Регистрация",
        "level": "Уровень 1: 100/200, анте большого блайнда 200.",
        "figures": f"Фишек 180{NBSP}000",
        "dock": "Экран для игроков",
        "screen": "Экран:",
        "show": "Показать на этом экране",
    },
}


def test_the_directors_window_follows_the_language(qtbot, tmp_path: Path, qm_dir: Path) -> None:  # type: ignore[no-untyped-def]
    window = director(qtbot, tmp_path, FakeTime(7_000_000))
    window.new_event(event_setup())
    for number in range(1, 10):
        window.register(f"P{number}")
    window.start()
    window.tabs.setCurrentIndex(2)
    window.name_field.setText("Zoé")  # typed, not yet registered: kept
    read_out = len(window.instructions_shown)
    station = window.display_station
    menus, keys = len(window.menuBar().actions()), len(window.actions())
    for language in ("fr", "en", "ru"):
        assert i18n.install(language, folder=qm_dir) == language
        said = DIRECTOR[language]
        qtbot.waitUntil(lambda said=said: window.windowTitle() == said["title"])
        assert window.menuBar().actions()[0].text() == said["menu"]
        assert window.tabs.tabText(0) == said["tab"]
        assert window.tabs.currentIndex() == 2 and window.name_field.text() == "Zoé"
        # The sentences read out so far, said again in the new language.
        assert len(window.instructions_shown) == read_out
        assert said["level"] in window.instructions_shown
        listed = [
            window.instructions.item(row).text() for row in range(window.instructions.count())
        ]
        assert listed == window.instructions_shown
        assert said["figures"] in window.figures.text()
        assert window.level_label.text() == said["level"].rstrip(".")
        # The players' display panel of the window.
        assert station.dock.windowTitle() == said["dock"]
        assert station.form.labelForField(station.screen_choice).text() == said["screen"]  # type: ignore[union-attr]
        assert station.show_button.text() == said["show"]
    # Nothing doubled by the rebuilds: the same menus and keys, each once.
    assert len(window.menuBar().actions()) == menus and len(window.actions()) == keys
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo the start
    assert not window.session.tournament.started  # type: ignore[union-attr]
    window.register("Zoé")
    assert window.entry_list.count() == 10
