"""The browser's import of files from anywhere (issue 15): a sentence for every problem, whatever
raised it, and long files read in the background with a progress bar and a cancel button."""

from __future__ import annotations

import re
import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from dealer_app import exports
from dealer_app.engine import phh
from dealer_app.ui.dealer.history_view import HistoryDialog, ImportJob
from dealer_app.ui.dealer.main_window import MainWindow
from dealer_app.ui.settings import Settings
from tests.engine.test_hostile_files import HOSTILE

SAMPLE = Path(__file__).resolve().parents[1] / "cases" / "handhq-abs-sample.phhs"


@pytest.fixture
def dialog(qtbot, settings: Settings) -> HistoryDialog:  # type: ignore[no-untyped-def]
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    made = HistoryDialog(window)
    qtbot.addWidget(made)
    return made


@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_file_gets_its_sentence_in_the_browser(
    dialog: HistoryDialog, tmp_path: Path, name: str
) -> None:
    text, sentence = HOSTILE[name]
    path = tmp_path / "hostile.phh"
    path.write_text(text, encoding="utf-8")
    sources = [source.title for source in dialog.sources]
    assert not dialog.import_file(path)
    assert dialog.message.text().startswith(f"hostile.phh: {sentence}")
    assert dialog.message.property("error") is True
    assert [source.title for source in dialog.sources] == sources


def test_any_error_of_the_reader_is_a_sentence_not_silence(
    dialog: HistoryDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def deep(_path: object) -> tuple[int, list[phh.HandHistory]]:
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(phh, "stream_path", deep)  # the import reads a hand at a time
    path = tmp_path / "odd.phh"
    path.write_text("variant = 'NT'\n", encoding="utf-8")
    assert not dialog.import_file(path)
    assert dialog.message.text() == "odd.phh cannot be read as a hand history (RecursionError)."


def test_an_unexpected_error_in_the_background_is_said_too(
    qtbot, dialog: HistoryDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    def broken(_path: object, *_args: object) -> list[exports.SessionHand]:
        raise KeyError("players")

    monkeypatch.setattr(exports, "load_file", broken)
    assert dialog.start_import(tmp_path / "odd.phh") is not None
    qtbot.waitUntil(lambda: dialog.import_job is None, timeout=60_000)
    assert dialog.message.text() == "odd.phh cannot be read as a hand history (KeyError)."
    assert dialog.message.property("error") is True
    assert dialog.import_job is None
    assert dialog.actions_by_name["import"].isEnabled()


def long_file(tmp_path: Path, copies: int) -> tuple[Path, int]:
    """The real sample, its hands repeated under new table names."""
    text = SAMPLE.read_text(encoding="utf-8")
    hands = len(re.findall(r"(?m)^\[\d+\]$", text))
    parts = []
    for copy in range(copies):
        parts.append(re.sub(r"(?m)^\[(\d+)\]$", lambda m, c=copy: f"[{c}-{m.group(1)}]", text))
    path = tmp_path / "long.phhs"
    path.write_text("\n".join(parts), encoding="utf-8")
    return path, hands * copies


def test_a_long_file_is_imported_in_the_background_with_its_progress(
    qtbot, dialog: HistoryDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    path, count = long_file(tmp_path, 3)
    # The dealer's way in: Import PHH… in the browser, the file chosen in the dialog.
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    steps: list[tuple[int, int]] = []
    shown = dialog._on_import_progressed

    def progressed(done: int, total: int) -> None:
        steps.append((done, total))
        shown(done, total)

    monkeypatch.setattr(dialog, "_on_import_progressed", progressed)
    dialog.actions_by_name["import"].trigger()
    assert dialog.import_job is not None
    assert dialog.import_bar.isVisibleTo(dialog)
    assert dialog.cancel_import_button.isVisibleTo(dialog)
    assert not dialog.actions_by_name["import"].isEnabled()  # one import at a time
    assert dialog.message.text() == "Importing long.phhs…"
    qtbot.waitUntil(lambda: dialog.import_job is None, timeout=300_000)
    assert dialog.message.text() == f"long.phhs: {count} hands to review."
    assert dialog.source_box.currentText() == "Imported: long.phhs"
    assert len(dialog.list_model.rows) == count
    assert steps and steps[-1] == (count, count)
    assert [done for done, _total in steps] == sorted(done for done, _total in steps)
    assert not dialog.import_bar.isVisibleTo(dialog)
    assert not dialog.cancel_import_button.isVisibleTo(dialog)


def test_cancel_stops_the_import_and_lists_nothing(
    qtbot, dialog: HistoryDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    path, _count = long_file(tmp_path, 3)
    sources = [source.title for source in dialog.sources]
    # The dealer presses Cancel as soon as the bar moves.
    shown = dialog._on_import_progressed
    pressed: list[int] = []

    # The reading waits after its first step until the dealer has pressed Cancel, so the
    # click comes while hands remain however fast the file is read.
    clicked = threading.Event()
    step = ImportJob._progress

    def slowed(job: ImportJob, done: int, total: int) -> None:
        step(job, done, total)
        if done == total or done % max(total // 200, 1) == 0:  # a step the bar was shown
            clicked.wait(30)

    def progressed(done: int, total: int) -> None:
        shown(done, total)
        if not pressed:
            pressed.append(done)
            dialog.cancel_import_button.click()
            clicked.set()

    monkeypatch.setattr(ImportJob, "_progress", slowed)
    monkeypatch.setattr(dialog, "_on_import_progressed", progressed)
    assert dialog.start_import(path) is not None
    qtbot.waitUntil(lambda: dialog.import_job is None, timeout=300_000)
    assert pressed
    assert dialog.message.text() == "The import of long.phhs was cancelled."
    assert [source.title for source in dialog.sources] == sources
    assert dialog.import_bar.isHidden()
    assert dialog.actions_by_name["import"].isEnabled()


def test_the_proposed_save_name_of_a_crafted_hand_stays_in_the_folder(
    dialog: HistoryDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_app.ui.dealer import history_view

    documents = tmp_path / "documents" / "deep"
    documents.mkdir(parents=True)
    monkeypatch.setattr(history_view, "_documents", lambda: str(documents))
    path = tmp_path / "crafted.phh"
    path.write_text(
        "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
        "starting_stacks = [100, 100]\nactions = ['p2 cbr 6', 'p1 f']\n"
        "hand = '../../outside'\n",
        encoding="utf-8",
    )
    assert dialog.import_file(path), dialog.message.text()
    proposed: list[str] = []

    def save_as_proposed(_parent: object, _title: str, where: str, _filters: str) -> tuple:
        proposed.append(where)
        return where, ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as_proposed)
    dialog.ask_export_hand()
    (where,) = proposed
    assert Path(where).parent == documents
    assert Path(where).name == "hand-.._.._outside.phh"
    assert Path(where).is_file()  # saved where proposed, inside the folder
    assert not (tmp_path / "outside.phh").exists()
    assert sorted(p.name for p in documents.iterdir()) == ["hand-.._.._outside.phh"]


@pytest.mark.parametrize(
    ("language", "said"),
    [
        (
            "fr",
            "Coup 1 : l'action 1 « p3 xyz » est refusée : « p3 xyz » n'est pas une action PHH.",
        ),
        (
            "ru",
            "Раздача 1: действие 1 «p3 xyz» отклонено: «p3 xyz» — не действие PHH.",
        ),
    ],
)
def test_a_refused_phh_action_reads_in_the_dealers_language(
    qtbot, settings: Settings, tmp_path: Path, qm_dir: Path, language: str, said: str
) -> None:  # type: ignore[no-untyped-def]
    """The import's refusal is a message: the history window words it, the engine's refusal
    inside it too (issue 14); the command line keeps the English sentence."""
    from dealer_app.ui import i18n

    path = tmp_path / "refused.phhs"
    path.write_text(
        "[1]\nvariant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [10, 20, 0]\n"
        "min_bet = 20\nstarting_stacks = [1000, 1000, 1000]\nactions = ['p3 xyz']\n",
        encoding="utf-8",
    )
    with pytest.raises(exports.HistoryError) as refused:
        exports.load_file(path)
    assert str(refused.value) == (
        "Hand 1: action 1 'p3 xyz' is refused: 'p3 xyz' is not a PHH action."
    )
    assert i18n.install(language, folder=qm_dir) == language
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    browser = HistoryDialog(window)
    qtbot.addWidget(browser)
    assert not browser.import_file(path)
    assert browser.message.text() == said
