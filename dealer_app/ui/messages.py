"""Messages in the dealer's language: the key through Qt's translator, each value written the
language's way (:mod:`dealer_app.messages` says what a message is).

>>> from dealer_app.messages import Message, Amount, Word
>>> text(Message("{player} may {verb} to at most {amount}.", player="Anna",
...              verb=Word("raise"), amount=Amount(80050, 2)))
'Anna may raise to at most 800.50.'
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from dealer_app.messages import Amount, Message, Rank, Refusal, Value, Word, Words, fill, holes

ENGINE_WORDS = "Engine"  # the context of the engine's words (streets, games, rule sets)
RANKS = "Ranks"


def text(said: Message | BaseException | str) -> str:
    """What ``said`` says in the dealer's language: a message, a refusal carrying one, any
    other error's own sentence, or a text already in words."""
    if isinstance(said, Message):
        return _message(said)
    if isinstance(said, Refusal):
        return _message(said.message)
    return str(said)


def _message(message: Message) -> str:
    count = message.count
    if count is None:
        template = QCoreApplication.translate(message.context, message.key)
    else:
        template = QCoreApplication.translate(message.context, message.key, message.one, count)
        if template == message.key:  # no plural forms loaded: the English of the count
            template = message.english_key
    if holes(template) != holes(message.key):
        template = message.english_key  # a translation that lost or invented a hole
    return fill(template, {name: value_text(value) for name, value in message.values.items()})


def value_text(value: Value) -> str:
    """One value of a message, in the dealer's language."""
    if isinstance(value, Message):
        return _message(value)
    if isinstance(value, Amount):
        # Imported here: numbers reads typed amounts with the engine's refusal, and the
        # engine loads after the first frame (a start-up refusal is worded without it).
        from dealer_app.ui import numbers

        return numbers.amount(value.chips, value.decimals)
    if isinstance(value, Word):
        return word(value)
    if isinstance(value, Words):
        return ", ".join(word(item) for item in value.items)
    if isinstance(value, Rank):
        return QCoreApplication.translate(RANKS, value.english, value.form)
    return str(value)


def word(value: Word) -> str:
    translated = QCoreApplication.translate(ENGINE_WORDS, value.text)
    return translated.lower() if value.lower else translated
