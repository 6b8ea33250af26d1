"""The window over a journal that stops taking writes (issue 15): the sentence shows, nothing the
journal does not hold is shown, and the table goes on when the disk does, or in another folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from dealer_app.store import Journal, open_journal
from dealer_app.ui.app import build_window
from dealer_app.ui.dealer.main_window import MainWindow
from dealer_app.ui.settings import Settings
from tests.store.disks import SmallDisk, small_disk
from tests.store.test_failing_disk import a_table, read_only


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[SmallDisk]:
    with small_disk(tmp_path / "disk") as mounted:
        yield mounted


def window_on(qtbot, settings: Settings, journal: Journal) -> MainWindow:  # type: ignore[no-untyped-def]
    window = build_window(settings, journal.data_dir, open_dialog=False, journal=journal)
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    # The journal's unfinished table (none here) is looked for once the first frame is out.
    qtbot.waitUntil(lambda: window._painted)
    qtbot.wait(100)
    return window


def press(qtbot, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
    target = QApplication.focusWidget()
    assert target is not None
    qtbot.keyClick(target, key, modifier)


def test_a_key_the_full_disk_cannot_keep_shows_the_sentence_and_nothing_else(
    qtbot, settings: Settings, disk: SmallDisk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    journal = open_journal(disk.folder / "data")
    window = window_on(qtbot, settings, journal)
    window.set_controller(window.controller_for(a_table()))
    controller = window.controller
    assert controller is not None and controller.hand is not None
    screen = window.screen_widget
    assert screen is not None
    qtbot.wait(50)  # the new screen takes the keys once shown
    press(qtbot, Qt.Key.Key_C)
    assert len(controller.hand.actions) == 1
    log = screen.log_model.lines()
    disk.fill()
    press(qtbot, Qt.Key.Key_C)
    panel = screen.action_panel
    assert len(controller.hand.actions) == 1
    assert screen.log_model.lines() == log
    assert panel.error.isVisibleTo(window)
    assert "the disk is full" in panel.error.text()
    assert "Free some space on the disk" in panel.error.text()
    press(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo: refused too
    assert len(controller.hand.actions) == 1
    assert "the disk is full" in panel.error.text()
    # The dealer moves the table (Table > Move the table to another folder…).
    elsewhere = tmp_path / "elsewhere"
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *args, **kwargs: str(elsewhere))
    window.move_action.trigger()
    moved = window.controller
    assert moved is not None and moved is not controller and moved.hand is not None
    assert moved.hand.actions == controller.hand.actions
    assert window.journal is not None and window.journal.data_dir == elsewhere
    assert window.status.text() == (
        f"The table is kept in {elsewhere} from now on, with every action kept so far."
    )
    assert settings.get("data_folder") == str(elsewhere)
    qtbot.wait(50)
    press(qtbot, Qt.Key.Key_C)
    assert len(moved.hand.actions) == 2
    window.journal.close()


def test_the_dealer_goes_on_as_soon_as_the_disk_has_room(
    qtbot, settings: Settings, disk: SmallDisk
) -> None:  # type: ignore[no-untyped-def]
    journal = open_journal(disk.folder / "data")
    window = window_on(qtbot, settings, journal)
    window.set_controller(window.controller_for(a_table()))
    controller = window.controller
    assert controller is not None and controller.hand is not None
    qtbot.wait(50)
    disk.fill()
    press(qtbot, Qt.Key.Key_F)
    assert controller.hand.actions == []
    disk.free()
    press(qtbot, Qt.Key.Key_F)
    assert len(controller.hand.actions) == 1
    screen = window.screen_widget
    assert screen is not None and screen.action_panel.error.isHidden()
    journal.close()


def test_a_read_only_journal_is_said_as_the_window_opens(
    qtbot, settings: Settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "data"
    journal = open_journal(folder)
    window = window_on(qtbot, settings, journal)
    window.set_controller(window.controller_for(a_table()))
    journal.close()
    with read_only(folder / "journal.sqlite3"):
        again = open_journal(folder)
        restored = build_window(settings, folder, open_dialog=False, journal=again)
        qtbot.addWidget(restored)
        assert "can be read but not written" in restored.status.text()  # before the first frame
        restored.show()
        qtbot.waitUntil(lambda: restored.controller is not None)
        assert "can be read but not written" in restored.status.text()
        assert "Restored the table" in restored.status.text()
        assert restored.controller is not None
        assert not restored.controller.fold()
        screen = restored.screen_widget
        assert screen is not None
        assert "the data folder cannot be written" in screen.action_panel.error.text()
        again.close()


def test_a_new_table_the_journal_cannot_keep_is_said_and_the_open_one_stays(
    qtbot, settings: Settings, disk: SmallDisk, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from dealer_app.ui.dealer import new_table

    journal = open_journal(disk.folder / "data")
    window = window_on(qtbot, settings, journal)
    window.set_controller(window.controller_for(a_table()))
    controller = window.controller

    class Accepted:
        def __init__(self, *_args: object) -> None:
            self.table = a_table()

        def exec(self) -> bool:
            return True

    monkeypatch.setattr(new_table, "NewTableDialog", Accepted)
    # A hand is in play: the dealer answers the question by abandoning it.
    monkeypatch.setattr(window, "may_replace_table", lambda: True)
    disk.fill()
    window.new_table_action.trigger()
    assert window.controller is controller
    assert "could not" in window.status.text() and "the disk is full" in window.status.text()
    journal.close()


def test_a_damaged_entry_at_start_is_said_and_the_table_comes_back_before_it(
    qtbot, settings: Settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    from tests.store.test_damaged_content import a_played_table, damage, fingerprint

    folder = tmp_path / "data"
    table_id, _actions, seqs = a_played_table(folder)
    damage(folder, "UPDATE event SET payload = '{\"phh\": \"p9 cc\"}' WHERE table_id = ? AND seq = ?",
           table_id, seqs[1])  # fmt: skip
    before = fingerprint(folder)
    journal = open_journal(folder)
    window = build_window(settings, folder, open_dialog=False, journal=journal)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.controller is not None)
    status = window.status.text()
    assert f"Entry {seqs[1]} of table {table_id} (action) cannot be replayed" in status
    assert "is brought back as its journal held it up to its last sound entry" in status
    assert "The journal file journal.sqlite3 is kept as it is" in status
    assert "No table is open." not in status
    controller = window.controller
    assert controller is not None and controller.hand is not None
    assert len(controller.hand.actions) == 1  # the action before the damaged one
    assert window.journal is not None and window.journal.path.name == "journal-2.sqlite3"
    assert controller.check_call()  # and the dealer goes on, in the copy
    after = fingerprint(folder)
    assert {name: after[name] for name in before} == before
    window.journal.close()


def test_a_broken_checkpoint_at_start_is_said_never_a_silent_empty_window(
    qtbot, settings: Settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    from tests.store.test_damaged_content import a_played_table, damage

    folder = tmp_path / "data"
    table_id, _actions, _seqs = a_played_table(folder)
    damage(folder, "UPDATE checkpoint SET state = 'x' WHERE table_id = ?", table_id)
    journal = open_journal(folder)
    window = build_window(settings, folder, open_dialog=False, journal=journal)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: "checkpoint" in window.status.text())
    assert "The seats, stacks and hand of table 1 cannot be read back" in window.status.text()
    assert window.controller is not None and window.controller.table is not None
    assert window.journal is not None
    window.journal.close()


@pytest.mark.parametrize(
    ("language", "said", "english"),
    [
        (
            "fr",
            ("n'a pas pu", "le disque est plein", "Libérez de la place sur le disque"),
            "could not",
        ),
        ("ru", ("не удалось", "диск заполнен", "Освободите место на диске"), "could not"),
    ],
)
def test_a_journal_failure_reads_in_the_dealers_language(
    qtbot,
    settings: Settings,
    disk: SmallDisk,
    monkeypatch: pytest.MonkeyPatch,
    qm_dir: Path,
    language: str,
    said: tuple[str, ...],
    english: str,
) -> None:  # type: ignore[no-untyped-def]
    """The journal's refusal is a message (issue 14): the full disk, and the folder the table is
    already kept in, said in French and Russian, the folder's name as it is."""
    from dealer_app.ui import i18n
    from dealer_app.ui.dealer import new_table

    journal = open_journal(disk.folder / "data")
    window = window_on(qtbot, settings, journal)
    window.set_controller(window.controller_for(a_table()))
    controller = window.controller
    assert i18n.install(language, folder=qm_dir) == language  # the window opened in English

    class Accepted:
        def __init__(self, *_args: object) -> None:
            self.table = a_table()

        def exec(self) -> bool:
            return True

    monkeypatch.setattr(new_table, "NewTableDialog", Accepted)
    monkeypatch.setattr(window, "may_replace_table", lambda: True)
    disk.fill()
    window.new_table_action.trigger()
    assert window.controller is controller
    status = window.status.text()
    assert all(words in status for words in said), status
    assert english not in status and str(disk.folder / "data") in status
    disk.free()
    kept_in = disk.folder / "data"
    assert not window.move_table(kept_in)  # the folder it is kept in already
    assert (
        window.status.text()
        == {
            "fr": f"La table est déjà gardée dans {kept_in} : choisissez un autre dossier.",
            "ru": f"Стол уже хранится в {kept_in}: выберите другую папку.",
        }[language]
    )
    journal.close()


@pytest.mark.parametrize(
    ("language", "said"),
    [
        (
            "fr",
            (
                "Le journal journal.sqlite3 du dossier de données {folder} peut être lu mais pas "
                "écrit (le fichier ou le dossier est en lecture seule)",
                "Table restaurée : Hold'em no-limit, 0 action saisie dans ce coup ; ",
            ),
        ),
        (
            "ru",
            (
                "Журнал journal.sqlite3 в папке данных {folder} можно прочитать, но нельзя "
                "записать (файл или папка только для чтения)",
                "Стол восстановлен: Безлимитный холдем, в этой раздаче введено 0 действий; ",
            ),
        ),
    ],
)
def test_a_read_only_journal_reads_in_the_dealers_language(
    qtbot, settings: Settings, tmp_path: Path, qm_dir: Path, language: str, said: tuple[str, ...]
) -> None:  # type: ignore[no-untyped-def]
    """The journal's notices and what was restored are messages too (issue 14)."""
    from dealer_app.ui import i18n
    from dealer_app.ui.dealer.restore import restore_from_journal

    folder = tmp_path / "data"
    journal = open_journal(folder)
    window = window_on(qtbot, settings, journal)
    window.set_controller(window.controller_for(a_table()))
    journal.close()
    with read_only(folder / "journal.sqlite3"):
        again = open_journal(folder)
        restored = MainWindow(settings=settings, data_dir=folder)
        qtbot.addWidget(restored)
        restored.journal = again
        assert i18n.install(language, folder=qm_dir) == language
        assert restore_from_journal(restored, again)
        status = restored.status.text()
        assert all(words.format(folder=folder) in status for words in said), status
        again.close()
