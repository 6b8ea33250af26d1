"""Numbers the language's way (dealer_app/ui/numbers.py): every window writes 1 234,50 in
French (a narrow no-break space between thousands) and in Russian (a no-break space), and
1234.50 in English as before; an amount typed as 0,50 or 1 234,50 is read in every language,
anything else refused with a sentence saying why."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from dealer_app.engine.drills import Kind
from dealer_app.engine.hand import HandSetup
from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Stakes, TableConfig
from dealer_app.engine.variants import VARIANTS
from dealer_app.session.display import display_state
from dealer_app.store import open_event_journal
from dealer_app.ui import i18n, messages, numbers
from dealer_app.ui.dealer.history_view import summary_row
from dealer_app.ui.dealer.new_table import NewTableDialog
from dealer_app.ui.director.window import DirectorWindow, SetupDialog
from dealer_app.ui.display.window import DisplayWindow
from dealer_app.ui.training.trainer import right_answer, typed_answer
from tests.ui.conftest import Dealer, FakeTime
from tests.ui.test_between_hands import fold_to_the_end, players_dialog, type_into
from tests.ui.test_director import event_setup
from tests.web.event_fixture import Clock, running_event

NNBSP, NBSP = "\u202f", "\u00a0"  # French and Russian thousands
GROUP = {"en": "", "fr": NNBSP, "ru": NBSP}


# ------------------------------------------------------------------ writing


def test_amounts_counts_and_prizes_in_each_language() -> None:
    assert numbers.amount(123450, 2, "en") == "1234.50"  # the engine's, as ever
    assert numbers.amount(123450, 2, "fr") == f"1{NNBSP}234,50"
    assert numbers.amount(123450, 2, "ru") == f"1{NBSP}234,50"
    assert numbers.amount(1234567, 0, "fr") == f"1{NNBSP}234{NNBSP}567"
    assert numbers.amount(-5, 2, "ru") == "-0,05"
    assert numbers.amount(70, 0, "fr") == "70"
    assert numbers.count(24615, "en") == "24,615"  # the display's English
    assert numbers.count(24615, "fr") == f"24{NNBSP}615"
    assert numbers.count(24615, "ru") == f"24{NBSP}615"
    assert numbers.count(615, "fr") == "615"
    assert numbers.prize(450_000, 100, "en") == "4,500"
    assert numbers.prize(450_000, 100, "fr") == f"4{NNBSP}500"
    assert numbers.prize(123_456_789, 100, "ru") == f"1{NBSP}234{NBSP}567,89"
    assert numbers.prize(12_345, 100, "fr") == "123,45"
    assert numbers.prize(7_500, 1, "fr") == f"7{NNBSP}500"


def test_the_window_language_is_the_default(qm_dir: Path) -> None:
    assert numbers.amount(123450, 2) == "1234.50"
    assert i18n.install("fr", folder=qm_dir) == "fr"
    assert numbers.amount(123450, 2) == f"1{NNBSP}234,50"
    assert numbers.writer(2)(50) == "0,50"
    assert i18n.install("ru", folder=qm_dir) == "ru"
    assert numbers.count(24615) == f"24{NBSP}615"
    assert numbers.amount(123450, 2, "en") == "1234.50"  # a screen of its own language


# ------------------------------------------------------------------ reading


@pytest.mark.parametrize(
    ("typed", "chips"),
    [
        ("0.50", 50),
        ("0,50", 50),
        (",5", 50),
        ("12", 1200),
        ("1 234,50", 123450),
        (f"1{NNBSP}234,50", 123450),
        (f"1{NBSP}234,50", 123450),
        ("1234.5", 123450),
        ("1,234.50", 123450),
        ("1.234,50", 123450),
        ("  12 345 678  ", 1234567800),
        ("-0,50", -50),
    ],
)
def test_typed_amounts_are_read_in_every_language(typed: str, chips: int) -> None:
    assert numbers.parse(typed, 2) == chips


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("lots", "'lots' is not an amount."),
        ("", "'' is not an amount."),
        ("+5", "'+5' is not an amount."),
        ("1,2.3,4", "'1,2.3,4' is not an amount."),
        ("0,5 0", "'0,5 0' is not an amount."),
        ("12 34", "'12 34' is not an amount: group the digits by three."),
        ("1 2345", "'1 2345' is not an amount: group the digits by three."),
        ("1,23,456", "'1,23,456' is not an amount: group the digits by three."),
        ("0,505", "0,505 is finer than the table's smallest unit."),
    ],
)
def test_anything_else_is_refused_with_a_sentence(typed: str, said: str) -> None:
    with pytest.raises(numbers.AmountError) as refused:
        numbers.parse(typed, 2)
    assert str(refused.value) == said


def test_whole_numbers_and_the_players_dialog_reader() -> None:
    assert [numbers.whole(text) for text in ("20 000", "20,000", "20000", "7")] == [20000] * 3 + [7]
    with pytest.raises(ValueError):
        numbers.whole("1,5")
    assert numbers.parse(f"12{NNBSP}500", 0) == 12500 and numbers.parse("0,25", 2) == 25


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("fr", "« 12 34 » n'est pas un montant : groupez les chiffres par trois."),
        ("ru", "«12 34» — не сумма: разбивайте цифры на группы по три."),
    ],
)
def test_the_refusals_in_french_and_russian(qm_dir: Path, language: str, said: str) -> None:
    assert i18n.install(language, folder=qm_dir) == language
    with pytest.raises(numbers.AmountError) as refused:
        numbers.parse("12 34", 0)
    assert messages.text(refused.value) == said
    with pytest.raises(numbers.AmountError) as refused:
        numbers.parse("lots", 0)
    assert "lots" in messages.text(refused.value) and "amount" not in messages.text(refused.value)


# ------------------------------------------------------------------ the dealer's window


def cents_setup() -> HandSetup:
    """Three players with cents: Anna 1234.50, Boris 2000.00, Chloé 1500.00; blinds 0.25/0.50."""
    return HandSetup(
        VARIANTS["nlhe"], (123450, 200000, 150000), blinds=(25, 50, 0), min_bet=50,
        decimals=2, names=("Anna", "Boris", "Chloé"),
    )  # fmt: skip


SAID = {
    "en": {
        "prompt": "Chloé to act: 0.50 to call.",
        "range": "min 1.00 · max 1500.00",
        "raise": "Chloé raises to 12.50",
        "all_in": "Anna raises to 1234.50 (all-in)",
        "call": "Call 1234.00",
        "pot": "Pot 13.25",
    },
    "fr": {
        "prompt": "À Chloé : 0,50 pour suivre.",
        "range": f"min 1,00 · max 1{NNBSP}500,00",
        "raise": "Chloé relance à 12,50",
        "all_in": f"Anna relance à 1{NNBSP}234,50 (tapis)",
        "call": f"Suivre 1{NNBSP}234,00",
        "pot": "Pot 13,25",
    },
    "ru": {
        "range": f"мин 1,00 · макс 1{NBSP}500,00",
        "raise": "Chloé повышает до 12,50",
        "all_in": f"Anna повышает до 1{NBSP}234,50 (олл-ин)",
        "call": f"Колл 1{NBSP}234,00",
        "pot": "Банк 13,25",
    },
}


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_the_dealers_window_writes_and_reads_amounts_the_languages_way(
    qtbot, open_window, qm_dir: Path, language: str
) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install(language, folder=qm_dir) == language
    said = SAID[language]
    group = GROUP[language]
    dealer = Dealer(qtbot, open_window(cents_setup()))
    if "prompt" in said:
        assert dealer.prompt == said["prompt"]
    assert dealer.panel.range.text() == said["range"]
    point = "." if language == "en" else ","
    assert f"1{group}234{point}25" in dealer.seat(1)  # Anna paid the small blind
    assert f"1{group}999{point}50" in dealer.seat(2)
    dealer.type_amount("12,5")  # the decimal comma, in English too
    assert dealer.log()[-1] == said["raise"]
    assert dealer.pots() == [said["pot"]]
    dealer.type_amount("12 34")
    assert dealer.error == messages.text(numbers.AmountError(numbers.NOT_GROUPED, typed="12 34"))
    assert dealer.error.startswith(
        {"en": "'12 34' is not", "fr": "« 12 34 »", "ru": "«12 34»"}[language]
    )
    dealer.type_amount("1 234,50")  # grouped with a space, in English too
    assert dealer.log()[-1] == said["all_in"]
    assert dealer.actions_text("call").startswith(said["call"])


def test_the_players_dialog_in_french(qtbot, open_window, qm_dir: Path) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install("fr", folder=qm_dir) == "fr"
    config = TableConfig.cash(
        "nlhe", Stakes.of_blinds(50, 100), seat_count=6, min_buy_in=2000, max_buy_in=20000
    )
    table = Table(config)
    for seat, name in ((1, "Anna"), (3, "Boris"), (5, "Chloé")):
        table.sit_down(seat, name, 10000)
    window = open_window(table=table)
    dealer = Dealer(qtbot, window)
    fold_to_the_end(dealer)
    dialog = players_dialog(dealer, window)
    assert dialog.new_stack.text() == f"20{NNBSP}000"  # the maximum buy-in, offered
    assert all(NNBSP in dialog.seat_list.item(row, 2).text() for row in (0, 2, 4))
    type_into(qtbot, dialog.new_seat.lineEdit(), "2")
    dialog.new_name.setText("Élodie")
    type_into(qtbot, dialog.new_stack, "12 500")
    assert table.player(2) is not None and table.player(2).stack == 12500  # type: ignore[union-attr]
    dialog.seat_list.setCurrentCell(0, 1)
    qtbot.keyClick(dialog.seat_list, Qt.Key.Key_A)
    type_into(qtbot, dialog.amount, "2 5 00")
    assert (
        dialog.error.text() == "« 2 5 00 » n'est pas un montant : groupez les chiffres par trois."
    )
    stack = table.player(1).stack  # type: ignore[union-attr]
    dialog.amount.setText(f"2{NNBSP}500")  # pasted as the window writes it
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    assert dialog.error.text() == ""
    assert table.player(1).stack == stack + 2500  # type: ignore[union-attr]


def test_the_new_table_dialog_reads_decimal_commas_and_groups(
    qtbot, settings, qm_dir: Path
) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install("ru", folder=qm_dir) == "ru"
    dialog = NewTableDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.chip_unit.setText("0,25")
    dialog.amounts["small_blind"].setText("0,25")
    dialog.amounts["big_blind"].setText("0,50")
    dialog.amounts["min_buy_in"].setText("20")
    dialog.amounts["max_buy_in"].setText("1 000")
    for stack in dialog.seat_stacks[:6]:
        stack.setText("1 000,00")
    dialog.seat_stacks[2].setText("1 0 00")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.table is None
    assert dialog.error_text("seat3") == "«1 0 00» — не сумма: разбивайте цифры на группы по три."
    dialog.seat_stacks[2].setText(f"750{NBSP}")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    table = dialog.table
    assert table is not None
    assert table.config.decimals == 2 and table.config.max_buy_in == 100000
    assert table.player(1).stack == 100000 and table.player(3).stack == 75000  # type: ignore[union-attr]


# ------------------------------------------------------------------ the director, the display


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_the_directors_window_counts_the_languages_way(
    qtbot, tmp_path: Path, qm_dir: Path, language: str
) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install(language, folder=qm_dir) == language
    window = DirectorWindow(open_event_journal(tmp_path), tmp_path, now=FakeTime(1_000_000))
    qtbot.addWidget(window)
    window.new_event(event_setup())
    for number in range(1, 11):
        window.register(f"P{number}")
    window.start()
    window._refresh_clock()
    group = {"en": ",", "fr": NNBSP, "ru": NBSP}[language]
    figures = window.figures.text()
    assert f"200{group}000" in figures  # 10 stacks of 20 000 in play
    assert f"20{group}000" in figures  # on average
    assert f"1{group}000" in figures  # 10 entries of 100 to the prize pool
    seated = [window.table_map.item(0, column) for column in range(window.table_map.columnCount())]
    assert any(item is not None and item.text().endswith(f"\n20{group}000") for item in seated)
    # The chips typed for a deal: 20 000, 20,000 or 20000.
    for row in range(window.deal_table.rowCount()):
        window.deal_table.item(row, 1).setText(("20 000", "20,000", "20000")[row % 3])
    assert window.compute_deal()
    assert window.deal_table.item(0, 2).text() == window.deal_table.item(1, 3).text()


def test_the_set_up_reads_grouped_blinds(qtbot, tmp_path: Path, qm_dir: Path) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install("fr", folder=qm_dir) == "fr"
    dialog = SetupDialog(tmp_path)
    qtbot.addWidget(dialog)
    levels = dialog.read_levels()
    big = next(level for level in levels if not level.is_break and level.big_blind >= 1000)
    row = levels.index(big)
    assert dialog.levels.item(row, 1).text() == numbers.amount(big.big_blind, 0, "fr")
    assert NNBSP in dialog.levels.item(row, 1).text()
    dialog.levels.item(row, 0).setText("1 500")
    dialog.levels.item(row, 1).setText("3,000")
    assert dialog.read_levels()[row].small_blind == 1500
    assert dialog.read_levels()[row].big_blind == 3000


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_the_players_display_counts_in_its_own_language(
    qtbot, tmp_path: Path, qm_dir: Path, language: str
) -> None:  # type: ignore[no-untyped-def]
    session = running_event(tmp_path / "event", Clock(), busts=6)
    state = display_state(session)
    window = DisplayWindow(language, translations=qm_dir)  # the window's own language
    qtbot.addWidget(window)
    window.show_state(state)
    group = {"en": ",", "fr": NNBSP, "ru": NBSP}[language]
    chips = window.labels["chips"].text()
    figure = numbers.count(state.chips_in_play, language)
    assert figure in chips and group in figure
    assert "," not in chips if language != "en" else "," in chips
    average = window.labels["average"].text()
    tenths = state.average_big_blinds_tenths
    point = "." if language == "en" else ","
    assert f"{tenths // 10}{point}{tenths % 10}" in average


# ------------------------------------------------------------------ the trainer, the history


def test_the_trainer_reads_the_students_amounts() -> None:
    amount = SimpleNamespace(kind=Kind.AMOUNT, setup=SimpleNamespace(decimals=2))
    pots = SimpleNamespace(kind=Kind.POTS)
    awards = SimpleNamespace(kind=Kind.AWARDS)
    assert typed_answer(amount, " 1 234,50 ") == "1234.50"  # type: ignore[arg-type]
    assert typed_answer(amount, "ten") == "ten"  # type: ignore[arg-type]  # the drill says why
    assert typed_answer(pots, "1 350: 1 2 3; 400,5: 2 3") == "1350: 1 2 3;400.5: 2 3"  # type: ignore[arg-type]
    assert typed_answer(awards, "2=51 3=25") == "2=51 3=25"  # type: ignore[arg-type]
    assert right_answer(amount, 123450) == "1234.50"  # type: ignore[arg-type]


def test_the_trainer_in_french(qtbot, tmp_path: Path, qm_dir: Path) -> None:  # type: ignore[no-untyped-def]
    from dealer_app.engine.drills import truth
    from dealer_app.session.training.answers import Mode
    from dealer_app.ui.training.lists import set_checked
    from dealer_app.ui.training.trainer import TrainerWindow

    assert i18n.install("fr", folder=qm_dir) == "fr"
    trainer = TrainerWindow(tmp_path / "data")
    qtbot.addWidget(trainer)
    trainer.show()
    qtbot.keyClicks(trainer.name_edit, "Anna")
    trainer.mode_buttons[Mode.PRACTICE].setChecked(True)
    set_checked(trainer.skill_list, {"TO_CALL"})
    set_checked(trainer.game_list, {"nlhe"})
    qtbot.keyClick(trainer.name_edit, Qt.Key.Key_Return)
    asked: Any = trainer.session.current  # type: ignore[union-attr]
    right = truth(asked.question)
    wrong = right + 100_000  # wrong, and grouped: 100 000 and more
    trainer.submit(numbers.amount(wrong, asked.question.setup.decimals))
    feedback = trainer.feedback.document().toRawText()  # toPlainText() drops no-break spaces
    assert feedback.startswith("Faux. La bonne réponse : " + numbers.amount(right, 0))
    assert asked.verdict is not None and not asked.verdict.correct  # the grouped answer read


@pytest.mark.parametrize(
    ("language", "pots", "winner"),
    [
        ("en", "1234.50 + 80.00", "Anna 1234.50"),
        ("fr", f"1{NNBSP}234,50 + 80,00", f"Anna 1{NNBSP}234,50"),
        ("ru", f"1{NBSP}234,50 + 80,00", f"Anna 1{NBSP}234,50"),
    ],
)
def test_the_history_lists_amounts_the_languages_way(
    qm_dir: Path, language: str, pots: str, winner: str
) -> None:
    assert i18n.install(language, folder=qm_dir) == language
    summary = {
        "game": "No-limit hold'em",
        "pots": [
            {"amount": 123450, "winners": [{"name": "Anna", "amount": 123450, "half": "whole"}]},
            {"amount": 8000, "winners": [{"name": "Boris", "amount": 8000, "half": "whole"}]},
        ],
    }
    row = summary_row("1", summary, 2, lambda: None)  # type: ignore[arg-type, return-value]
    assert row.pots == pots
    assert row.winners.startswith(winner + " · Boris")


def test_the_text_summary_writes_amounts_the_languages_way(qapp, qm_dir: Path) -> None:  # type: ignore[no-untyped-def]
    """The history's text summary (exports) writes chips through the window's numbers."""
    from dealer_app import exports
    from dealer_app.engine.hand import Fold, Hand, HandSetup
    from dealer_app.engine.variants import VARIANTS
    from dealer_app.ui.dealer.history_view import wording
    from tests.test_exports import session_hand

    setup = HandSetup(
        VARIANTS["nlhe"], (123450, 123450), blinds=(25, 50), min_bet=50, decimals=2,
        names=("Anna", "Boris"),
    )  # fmt: skip
    played = Hand(setup)
    played.apply(Fold(played.need().player))  # type: ignore[arg-type]
    hand = session_hand(played)
    try:
        assert "1234.25" in exports.summary_text([hand], wording())
        i18n.install("fr", folder=qm_dir)
        assert "1\u202f234,25" in exports.summary_text([hand], wording())
        i18n.install("ru", folder=qm_dir)
        assert "1\u00a0234,25" in exports.summary_text([hand], wording())
    finally:
        i18n.install("en", folder=qm_dir)
