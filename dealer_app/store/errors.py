"""The one error the store raises, carrying one full sentence for the dealer."""

from __future__ import annotations


class JournalError(Exception):
    """The journal cannot do what was asked; the message is a full sentence for the dealer.

    Nothing was written when an ``append`` (or any other change) raises it: the change is all
    or nothing, so the window must not show the action.

    >>> str(JournalError("This table is already open in another window of the dealer assistant."))
    'This table is already open in another window of the dealer assistant.'
    """
