"""The data folder's table brought back into the dealer's window: as the journal kept it, or
rebuilt from its last sound entry when the journal's entries are damaged."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealer_app.messages import QT_TRANSLATE_NOOP, Message, Refusal
from dealer_app.ui import messages

if TYPE_CHECKING:
    from dealer_app.session.recovery import Recovered
    from dealer_app.store import Journal
    from dealer_app.ui.dealer.main_window import MainWindow


def restore_from_journal(window: MainWindow, journal: Journal) -> bool:
    """Bring back the table the journal kept unfinished, at its last accepted action."""
    from dealer_app.session.controller import HandController
    from dealer_app.session.recording import JournalRecorder
    from dealer_app.session.recovery import recover

    notices: list[Message | str] = list(journal.notices)
    table_id = journal.unfinished_table()
    recovered = recover(journal, table_id) if table_id is not None else None
    if recovered is not None and recovered.damaged:
        return rebuild_damaged_table(window, journal, recovered, notices)
    restored = recovered.hand if recovered is not None else None
    if table_id is None or restored is None:
        if notices:
            window.status.setText(_said(notices))
        return False
    recorder = JournalRecorder(journal, table_id)
    window.recorder = recorder
    if restored.table is not None:
        controller = HandController(
            table=restored.table,
            recorder=recorder,
            actions=restored.actions,
            rulings=restored.rulings,
        )
    else:
        controller = HandController(
            restored.setup,
            seats=restored.seats,
            recorder=recorder,
            actions=restored.actions,
            rulings=restored.rulings,
        )
    window.set_controller(controller)
    window.status.setText(_said([*notices, restored.describe()]))
    return True


def rebuild_damaged_table(
    window: MainWindow, journal: Journal, recovered: Recovered, notices: list[Message | str]
) -> bool:
    """A table whose journal content is damaged: the file is set aside untouched, the table
    opened again in a copy of it as far as it could be read, and the status says what was
    found and what was kept (never a silent "No table is open.")."""
    from dealer_app.engine.errors import IllegalAction
    from dealer_app.session.recovery import rebuild
    from dealer_app.store import JournalError

    said: list[Message | str] = [*notices, *recovered.found]
    try:
        copy = journal.set_aside(
            Message(
                QT_TRANSLATE_NOOP("Messages", "table {table} holds damaged entries"),
                table=recovered.table_id,
            )
        )
    except JournalError as error:
        window.show_welcome()
        window.status.setText(_said([*said, error.message]))
        return True
    window.journal = copy
    said += copy.notices
    try:
        window.recorder, controller = rebuild(copy, recovered)
    except (JournalError, IllegalAction, KeyError, TypeError, ValueError) as error:
        window.recorder = None
        window.show_welcome()
        reason = error.message if isinstance(error, Refusal) else str(error)
        cannot = QT_TRANSLATE_NOOP(
            "Messages", "The table cannot be opened again ({reason}): open a new table."
        )
        window.status.setText(_said([*said, Message(cannot, reason=reason)]))
        return True
    window.set_controller(controller)
    window.status.setText(_said(said))
    return True


def _said(sentences: list[Message | str]) -> str:
    """The sentences one after another, in the dealer's language."""
    return " ".join(messages.text(sentence) for sentence in sentences)
