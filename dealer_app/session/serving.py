"""Serving the display on the local network, as the windows see it (Qt-free, no web library).

The windows (``ui``) and the web server (``web``) are sibling layers that do not import each
other: the program's entry point registers how to make a server
(:func:`set_server_factory`), and the director's window asks :func:`server_factory` for it.
:class:`PinGuard` is the remote's PIN policy: wrong tries slow down, then lock out.

What the server answers the remote (a refusal, the PIN's) is a message
(:mod:`dealer_app.messages`); the window hands the server its wording (:data:`Say`), so that
the remote reads it in the director's language while the server imports no Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from dealer_app.messages import QT_TRANSLATE_NOOP, Message

# Every program registers its server factory here before its window shows: the network's
# modules load when an address or a PIN is checked, not at start-up.
if TYPE_CHECKING:
    import concurrent.futures

MAX_TRIES = 5  # wrong PINs from one address before it is locked out
LOCKOUT_SECONDS = 300

Submit = Callable[[Mapping[str, Any], str], "concurrent.futures.Future[str]"]
Say = Callable[[Message | BaseException], str]
"""A message or an error in words: the window's wording (``dealer_app.ui.messages.text``), or
``str`` for the English sentence."""


def is_local(address: str | None) -> bool:
    """Whether a peer is this computer or on a private (local) network.

    >>> is_local("127.0.0.1"), is_local("192.168.1.20"), is_local("8.8.8.8"), is_local(None)
    (True, True, False, False)
    """
    if not address:
        return False
    import ipaddress

    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_loopback or ip.is_private or ip.is_link_local


def lan_addresses() -> list[str]:
    """This computer's local-network IPv4 addresses (loopback last), for the director to bind."""
    import socket

    found: list[str] = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))  # no packet is sent: it picks the route
            found.append(probe.getsockname()[0])
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = str(info[4][0])
            if address not in found and is_local(address):
                found.append(address)
    except OSError:
        pass
    found = [a for a in found if not a.startswith("127.")]
    return [*found, "127.0.0.1"]


@dataclass
class PinGuard:
    """The remote's PIN: wrong tries slow down and lock their address out, never the remote
    for everybody (the director's own phone stays heard whatever others try)."""

    pin: str = ""
    delay_per_failure: float = 1.0  # seconds added per wrong try before the answer
    failures: dict[str, int] = field(default_factory=dict)
    locked_until: dict[str, float] = field(default_factory=dict)
    total_failures: int = 0

    @staticmethod
    def valid(pin: str) -> bool:
        return pin.isdigit() and pin.isascii() and 4 <= len(pin) <= 8

    def set_pin(self, pin: str) -> None:
        """A new PIN (4 to 8 digits) opens the remote again for everybody."""
        if not self.valid(pin):
            raise ValueError("The PIN is 4 to 8 digits.")
        self.pin = pin
        self.failures.clear()
        self.locked_until.clear()
        self.total_failures = 0

    def check(self, peer: str, pin: object, now: float) -> tuple[bool, Message | None, float]:
        """(accepted, the refusal's message, seconds to wait before answering).

        >>> guard = PinGuard()
        >>> accepted, refusal, _delay = guard.check("10.0.0.2", "1234", 0.0)
        >>> accepted, str(refusal)
        (False, 'The director has not set a PIN for the remote.')
        """
        if not self.pin:
            return (
                False,
                Message(
                    QT_TRANSLATE_NOOP("Messages", "The director has not set a PIN for the remote.")
                ),
                0.0,
            )
        until = self.locked_until.get(peer, 0.0)
        if until > now:
            minutes = int((until - now) // 60) + 1
            return (
                False,
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "Too many wrong PINs: try again in {minutes} min."
                    ),
                    minutes=minutes,
                ),
                0.0,
            )
        import secrets

        if isinstance(pin, str) and secrets.compare_digest(pin.encode(), self.pin.encode()):
            self.failures.pop(peer, None)
            return True, None, 0.0
        count = self.failures.get(peer, 0) + 1
        self.failures[peer] = count
        self.total_failures += 1
        delay = self.delay_per_failure * count
        if count >= MAX_TRIES:
            self.locked_until[peer] = now + LOCKOUT_SECONDS
            self.failures.pop(peer, None)
            locked = QT_TRANSLATE_NOOP(
                "Messages", "Too many wrong PINs: this address is locked out for {minutes} min."
            )
            return False, Message(locked, minutes=LOCKOUT_SECONDS // 60), delay
        wrong = QT_TRANSLATE_NOOP(
            "Messages", "Wrong PIN ({count} tries left).", "Wrong PIN ({count} try left).", 1
        )
        return (
            False,
            Message(wrong, one="Wrong PIN ({count} try left).", count=MAX_TRIES - count),
            delay,
        )


class Serving(Protocol):
    """A running display server (``dealer_app.web.server.DisplayServer``)."""

    port: int

    def start(self) -> None: ...

    def stop(self) -> None: ...

    def publish(self, state: Mapping[str, Any] | None) -> None: ...

    def url(self, path: str = "/") -> str: ...


ServerFactory = Callable[..., Serving]  # (host, port, submit, guard=PinGuard, say=Say) -> Serving
_factory: list[ServerFactory] = []


def set_server_factory(factory: ServerFactory | None) -> None:
    """Register how the program makes a display server (``None``: it cannot serve)."""
    _factory.clear()
    if factory is not None:
        _factory.append(factory)


def server_factory() -> ServerFactory | None:
    return _factory[0] if _factory else None
