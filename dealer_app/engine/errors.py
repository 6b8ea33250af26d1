"""The one error the engine raises for anything the rules or the cards forbid."""

from dealer_app.messages import Refusal


class IllegalAction(Refusal, ValueError):
    """Refused input, carrying its message (a key and typed values, :mod:`dealer_app.messages`);
    ``str()`` is the English sentence.

    The state that raised it is unchanged: every check happens before anything is applied.

    >>> from dealer_app.messages import QT_TRANSLATE_NOOP, Amount
    >>> error = IllegalAction(
    ...     QT_TRANSLATE_NOOP("Messages", "Seat {seat} may raise to at most {amount}: pot limit."),
    ...     seat=4, amount=Amount(800), field="amount")
    >>> str(error), error.field
    ('Seat 4 may raise to at most 800: pot limit.', 'amount')
    """
