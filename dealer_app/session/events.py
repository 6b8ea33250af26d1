"""A Qt-free signal for the controller: views connect slots, the controller emits.

Why not ``QtCore.Signal``: with PySide6 6.12 on Python 3.11, every ``Signal.emit()`` called
from Python loses one reference to ``True`` (the bool it returns), and after a few thousand
emits the interpreter aborts ("deallocating True"). This class has the same ``connect`` /
``disconnect`` / ``emit`` shape and keeps the controller free of Qt.

>>> changed = Event()
>>> seen = []
>>> changed.connect(seen.append)
>>> changed.emit(1)
>>> seen
[1]
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any


class Event:
    """Slots called in the order they connected. Bound methods are held weakly, so a view
    that goes away is dropped; one whose Qt object was deleted is dropped when called."""

    __slots__ = ("_slots",)

    def __init__(self) -> None:
        self._slots: list[Callable[[], Callable[..., Any] | None]] = []

    def connect(self, slot: Callable[..., Any]) -> None:
        if hasattr(slot, "__self__") and hasattr(slot, "__func__"):
            self._slots.append(weakref.WeakMethod(slot))
        else:
            self._slots.append(lambda slot=slot: slot)  # type: ignore[misc]

    def disconnect(self, slot: Callable[..., Any]) -> None:
        for ref in list(self._slots):
            if ref() == slot:
                self._slots.remove(ref)

    def emit(self, *args: Any) -> None:
        for ref in list(self._slots):
            slot = ref()
            if slot is None:
                self._slots.remove(ref)
                continue
            try:
                slot(*args)
            except RuntimeError as error:
                if "already deleted" not in str(error):
                    raise
                self._slots.remove(ref)  # a view whose widget Qt deleted

    def __len__(self) -> int:
        return len(self._slots)
