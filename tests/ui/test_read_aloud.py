"""What the director and the dealer read aloud, in each language (issue 29): an unpaid place
without a prize, rule citations and hand names translated, the card typed read back."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_app.engine.tournament import Busted, Level, Setup
from dealer_app.ui import i18n
from dealer_app.ui.director import words as director_words
from tests.ui.conftest import FakeTime

OUT = {
    "en": ("Anna is out: place 9.", "Boris is out: place 2, prize 40."),
    "fr": ("Sortie : Anna, place 9.", "Sortie : Boris, place 2, gain 40."),
    "ru": ("Anna выбывает: место 9.", "Boris выбывает: место 2, приз 40."),
}


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_an_unpaid_place_is_read_without_a_prize(qm_dir: Path, language: str) -> None:
    """Not "gain 0" / "приз 0": a place out of the money has no prize to read."""
    assert i18n.install(language, folder=qm_dir) == language
    unpaid = director_words.sentence(Busted("Anna", 1, 9, 9, 0))
    paid = director_words.sentence(Busted("Boris", 1, 2, 2, 4000))
    assert (unpaid, paid) == OUT[language]


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_the_status_bar_names_the_next_place_without_a_zero_prize(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, qm_dir: Path, language: str
) -> None:
    from dealer_app.ui.director.app import open_director

    assert i18n.install(language, folder=qm_dir) == language
    window = open_director(tmp_path)
    qtbot.addWidget(window)
    window.now = FakeTime(1_000_000)
    levels = (Level(25, 50, minutes=10), Level(50, 100, minutes=10))
    window.new_event(Setup.of("Jeudi", levels, tables=2, max_field=18, seed=3, buy_in=1_000, fee=0))
    for name in ("Anna", "Boris", "Chloé", "Dmitri", "Elena", "Farid", "Greta", "Hugo", "Inès"):
        window.register(name)
    assert window.start(), window.error.text()
    figures = window.figures.text()
    next_out = {"en": "Next out: place 9", "fr": "place 9", "ru": "место 9"}[language]
    assert next_out in figures
    part = [part for part in figures.split("  ·  ") if next_out in part]
    assert part and not part[0].rstrip().endswith((", 0", ",0")), figures


@pytest.mark.parametrize(
    ("language", "expected"),
    [("en", "WSOP Rule 88"), ("fr", "WSOP, règle 88"), ("ru", "WSOP, правило 88")],
)
def test_a_rule_citation_is_said_in_the_language(  # type: ignore[no-untyped-def]
    open_window, qm_dir: Path, language: str, expected: str
) -> None:
    """The irregularity assistant cites the rule set's clause in the dealer's words; the books'
    own chapter titles ("RRoP, Misdeals 1(a)", "TDA 2024 RP-5") are kept."""
    from dealer_app.engine.dealer_errors import DealerError
    from dealer_app.engine.rulesets import WSOP
    from dealer_app.engine.table import Table
    from dealer_app.engine.table_config import Stakes, TableConfig
    from dealer_app.ui import words
    from dealer_app.ui.dealer.irregularity import IrregularityDialog

    assert i18n.install(language, folder=qm_dir) == language
    config = TableConfig.cash(
        "nlhe", Stakes.of_blinds(50, 100), seat_count=6, max_buy_in=100_000, ruleset=WSOP
    )
    table = Table(config)
    for seat, name in ((1, "Anna"), (3, "Boris"), (4, "Chloé")):
        table.sit_down(seat, name, 10_000)
    window = open_window(table=table)
    dialog = window.open_irregularity()
    assert isinstance(dialog, IrregularityDialog)
    dialog.choose(DealerError.FIRST_CARD_FLASHED)
    assert dialog.source.text().endswith(expected), dialog.source.text()
    dialog.reject()
    assert words.rule_source("TDA 2024 Rule 35-E") == expected.replace("WSOP", "TDA 2024").replace(
        "88", "35-E"
    )
    for kept in ("RRoP, Misdeals 1(a)", "TDA 2024 RP-5"):
        assert words.rule_source(kept) == kept


@pytest.mark.parametrize(
    ("language", "expected"),
    [("en", "Low 8-6-5-4-3"), ("fr", "Basse 8-6-5-4-3"), ("ru", "Лоу 8-6-5-4-3")],
)
def test_a_low_hand_is_named_in_the_language(qm_dir: Path, language: str, expected: str) -> None:
    from dealer_app.messages import QT_TRANSLATE_NOOP, Message
    from dealer_app.ui import messages

    assert i18n.install(language, folder=qm_dir) == language
    low = Message(QT_TRANSLATE_NOOP("Hands", "Low {cards}"), context="Hands", cards="8-6-5-4-3")
    assert messages.text(low) == expected


def test_a_language_not_built_is_refused_with_a_sentence(  # type: ignore[no-untyped-def]
    qtbot, settings, tmp_path: Path, monkeypatch
) -> None:
    """Without dealer_fr.qm, choosing French says why the window stays in English."""
    from dealer_app.ui.settings_dialog import SettingsDialog

    empty = tmp_path / "no translations"
    empty.mkdir()
    monkeypatch.setattr(i18n, "translations_dir", lambda: empty)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    dialog.accept()
    assert dialog.isVisible() and dialog.error.isVisible()
    assert "Français" in dialog.error.text() and "dealer_fr.qm" in dialog.error.text()
    assert settings.get("language") != "fr"


@pytest.mark.parametrize(
    ("language", "clubs"), [("en", "clubs"), ("fr", "trèfle"), ("ru", "трефы")]
)
def test_the_card_field_says_how_the_cards_typed_read(  # type: ignore[no-untyped-def]
    qtbot, open_window, qm_dir: Path, language: str, clubs: str
) -> None:
    """A French dealer says "cœur": the field shows that "Ac" is the ace of clubs, A♣."""
    from dealer_app.engine.hand import HandSetup
    from dealer_app.engine.variants import VARIANTS
    from tests.ui.conftest import Dealer

    assert i18n.install(language, folder=qm_dir) == language
    setup = HandSetup(VARIANTS["nlhe"], (100, 100), blinds=(1, 2), min_bet=2, names=("A", "B"))
    dealer = Dealer(qtbot, open_window(setup))
    dealer.call()
    dealer.call()
    panel = dealer.panel
    panel.card_edit.setText("Ac 7h")
    assert panel.card_reading.text() == "= A♣ 7♥"
    assert clubs in panel.card_reading.toolTip()
    panel.card_edit.setText("")
    assert panel.card_reading.text() == ""


@pytest.mark.parametrize(
    ("language", "folder"),
    [("en", "exam results"), ("fr", "résultats d'examen"), ("ru", "результаты экзаменов")],
)
def test_the_results_folder_is_named_in_the_language(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, qm_dir: Path, language: str, folder: str
) -> None:
    from dealer_app.ui.training.instructor import InstructorWindow
    from dealer_app.ui.training.trainer import TrainerWindow

    assert i18n.install(language, folder=qm_dir) == language
    for window in (TrainerWindow(tmp_path / "a"), InstructorWindow(tmp_path / "a")):
        qtbot.addWidget(window)
        assert Path(window.folder_edit.text()) == tmp_path / "a" / folder
    (tmp_path / "b" / "exam results").mkdir(parents=True)  # results already kept there
    window = TrainerWindow(tmp_path / "b")
    qtbot.addWidget(window)
    assert Path(window.folder_edit.text()) == tmp_path / "b" / "exam results"


@pytest.mark.parametrize(
    ("language", "share"), [("en", "split pot"), ("fr", "pot partagé"), ("ru", "банк делится")]
)
def test_a_share_of_a_split_pot_is_not_called_the_whole_pot(
    qm_dir: Path, language: str, share: str
) -> None:
    """Three players play the board's royal flush: each receives a third, "(split pot)", not
    "(tout le pot)" / "(весь банк)"."""
    from dealer_app.engine.drills.questions import _announcement
    from dealer_app.ui.training import words as trainer_words
    from tests.engine.rules_helpers import play, setup

    assert i18n.install(language, folder=qm_dir) == language
    checks = "p1 cc, p2 cc, p3 cc"
    hand = play(
        setup("nlhe", [100, 100, 100], blinds=(5, 10, 0), min_bet=10),
        f"d dh p1 2c3d, d dh p2 4c5d, d dh p3 6c7d, p3 cc, p1 cc, p2 cc, d db AsKsQs, {checks}, "
        f"d db Js, {checks}, d db Ts, {checks}, p1 sm 2c3d, p2 sm 4c5d, p3 sm 6c7d",
    )
    said = [trainer_words.text(line) for line in _announcement(hand)[1:]]
    assert len(said) == 3
    assert all(f"10 ({share})" in line for line in said), said


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Raise to 33200 + -1000 = 32200 (12.50)."),
        ("fr", "Raise to 33\u202f200 + \u22121\u202f000 = 32\u202f200 (12,50)."),
        ("ru", "Raise to 33\u00a0200 + \u22121\u00a0000 = 32\u00a0200 (12,50)."),
    ],
)
def test_a_drills_numbers_are_grouped_the_languages_way(
    qm_dir: Path, language: str, expected: str
) -> None:
    """The training explanations write "33 200" and "−1 000", not "33200" and "-1000"."""
    from dealer_app.engine.drills.questions import Text
    from dealer_app.ui.training import words as trainer_words

    assert i18n.install(language, folder=qm_dir) == language
    said = Text("Raise to %1 + %2 = %3 (%4).", ("33200", "-1000", "32200", "12.50"))
    assert trainer_words.text(said) == expected
