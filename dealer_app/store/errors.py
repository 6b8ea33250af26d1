"""The one error the store raises: a refusal carrying its message (a key and its values)."""

from __future__ import annotations

from dealer_app.messages import Refusal


class JournalError(Refusal):
    """The journal cannot do what was asked; ``str()`` is the full English sentence, the window
    says its :attr:`message` in the dealer's language.

    Nothing was written when an ``append`` (or any other change) raises it: the change is all
    or nothing, so the window must not show the action.

    >>> from dealer_app.messages import QT_TRANSLATE_NOOP
    >>> error = JournalError(
    ...     QT_TRANSLATE_NOOP("Messages", "The data folder {folder} cannot be read: {reason}."),
    ...     folder="/data", reason="Permission denied")
    >>> str(error), isinstance(error, ValueError)
    ('The data folder /data cannot be read: Permission denied.', False)
    """


class JournalLost(JournalError):
    """The journal's file was overwritten in place while it was open (its content cannot be
    read back from it): the journal goes on in a new, empty file, and whoever holds the table
    or the event writes it again there from memory (its :attr:`message` says so)."""
