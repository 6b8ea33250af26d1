"""Benchmark of the players' display (issue 18): 300 phones following the page while the
clock runs, and the director's window still answering at once.

1. Update latency: 300 server-sent-event connections (aiohttp client, 127.0.0.1, in a process
   of their own as phones are other devices) follow
   ``/events`` while the event's clock runs and the director acts; each director's
   announcement is timed from the action until each connection has received it (or a later
   state). Target: p95 under 1 s.
2. Action to repaint: each director's action (the clock moved, an announcement typed) is timed
   from the action until the director's window has repainted what changed (the events
   processed: Qt paints the regions the views marked), with the 300 connections served and a
   display window shown. Target: p95 under 8 ms (a 120 Hz frame). The same actions are timed
   first with no display and no connection (the reference measured in the same run: the
   display's share), and the earlier measure (a synchronous repaint of the whole window after
   each action) is printed beside; so is the load average. The display is fed by the session
   (``DisplayFeed``): no poll runs between the actions, only the clock's second.

Bounded: 300 connections, 40 rounds, at most 120 s. Prints the figures and their ratios to the
targets; exit status 1 on a miss. Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python
bench/display.py``.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

# This checkout's package, not the one the environment has installed (bench/ui.py does the same).
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

CONNECTIONS = 300
ROUNDS = 40
DEADLINE = 120.0  # seconds for the whole run
LATENCY_TARGET_S = 1.0
REPAINT_TARGET_MS = 8.0  # one frame at 120 Hz
MARK = "Update "


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


class Phones:
    """The connections, in a process of their own (phones are other devices): what each
    received, and when (``time.monotonic``, one clock for every process of the machine)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.received: list[list[tuple[float, int]]] = [[] for _ in range(CONNECTIONS)]
        self.connected = 0
        self.stop = threading.Event()

    async def _follow(self, session: object, index: int) -> None:
        async with session.get(self.url) as response:  # type: ignore[attr-defined]
            first = True
            async for line in response.content:
                if not line.startswith(b"data: "):
                    continue
                if first:
                    self.connected += 1
                    first = False
                    if self.connected == CONNECTIONS:
                        print("connected", flush=True)
                said = json.loads(line[6:]).get("announcements") or [""]
                if said[0].startswith(MARK):
                    self.received[index].append((time.monotonic(), int(said[0][len(MARK) :])))

    async def run(self) -> None:
        import aiohttp

        connector = aiohttp.TCPConnector(limit=0)
        timeout = aiohttp.ClientTimeout(total=None, sock_read=DEADLINE)
        threading.Thread(
            target=lambda: (sys.stdin.readline(), self.stop.set()), daemon=True
        ).start()
        async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
            tasks = [asyncio.create_task(self._follow(session, i)) for i in range(CONNECTIONS)]
            while not self.stop.is_set():
                await asyncio.sleep(0.05)
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
        print(json.dumps({"connected": self.connected, "received": self.received}), flush=True)


WHOLE: list[float] = []  # the same actions, with a repaint of the whole window after each


def director_actions(
    app: object, director: object, began: float | None, sent: dict[int, float], mark: str = MARK
) -> list[float]:
    """ROUNDS rounds of two director's actions (the clock moved, an announcement), each timed
    until the window has painted what changed; ``sent`` gets each announcement's time."""
    repaints: list[float] = []
    station = director.display_station  # type: ignore[attr-defined]

    def timed(action: Callable[[], object]) -> None:
        started = time.perf_counter()
        action()
        app.processEvents()  # type: ignore[attr-defined]
        painted = time.perf_counter()
        director.repaint()  # type: ignore[attr-defined]
        repaints.append((painted - started) * 1000)
        WHOLE.append((time.perf_counter() - started) * 1000)

    for round_number in range(ROUNDS):
        if began is not None and time.monotonic() - began > DEADLINE * 0.8:
            break
        timed(lambda: director.adjust_clock(-60 if round_number % 2 else 60))  # type: ignore[attr-defined]  # noqa: B023
        sent[round_number] = time.monotonic()
        timed(lambda: station.announce(f"{mark}{round_number}"))  # noqa: B023
        pause_until = time.perf_counter() + 0.25  # the clock runs; its second publishes it
        while time.perf_counter() < pause_until:
            app.processEvents()  # type: ignore[attr-defined]
            time.sleep(0.005)
    return repaints


def run() -> tuple[list[float], list[float], list[float], int]:
    from PySide6.QtWidgets import QApplication

    from dealer_app.engine.tournament import AdjustClock, Register, Setup, Start, structure_named
    from dealer_app.session.serving import set_server_factory
    from dealer_app.session.tournament import EventSession
    from dealer_app.store import open_event_journal
    from dealer_app.ui.director.window import DirectorWindow
    from dealer_app.ui.runtime import application, style_sheet
    from dealer_app.web.server import DisplayServer

    set_server_factory(DisplayServer)

    app = application()
    app.setStyleSheet(style_sheet())
    began = time.monotonic()
    with tempfile.TemporaryDirectory() as folder_name:
        folder = Path(folder_name)
        setup = Setup.of("Bench", structure_named("turbo"), tables=12, max_field=108, seed=3)
        journal = open_event_journal(folder)
        session = EventSession.create(journal, setup)
        for number in range(100):
            session.act(Register(player=f"Player {number:03d}"))
        session.act(Start())
        session.act(AdjustClock(seconds=300))
        journal.close()
        director = DirectorWindow(open_event_journal(folder), folder)
        director.restore()
        director.resize(1280, 820)
        director.show()
        station = director.display_station
        baseline = director_actions(app, director, None, {}, "Warming up ")
        WHOLE.clear()
        station.show_on(0, "en")
        if not station.serve("127.0.0.1", 0):
            raise SystemExit(f"cannot serve: {station.message.text()}")
        assert station.server is not None
        phones = subprocess.Popen(
            [sys.executable, __file__, "--phones", station.server.url("/events")],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert phones.stdin is not None and phones.stdout is not None
        ready = threading.Thread(target=phones.stdout.readline, daemon=True)
        ready.start()
        while ready.is_alive() and time.monotonic() - began < DEADLINE / 4:
            app.processEvents()
            time.sleep(0.01)
        sent: dict[int, float] = {}
        repaints = director_actions(app, director, began, sent)
        settle = time.perf_counter() + 2.0
        while time.perf_counter() < settle:
            app.processEvents()
            time.sleep(0.01)
        try:
            report, _ = phones.communicate("stop\n", timeout=30)
        except subprocess.TimeoutExpired:
            phones.kill()
            raise SystemExit("the phones did not stop in 30 s") from None
        result = json.loads(report.strip().splitlines()[-1])
        connected = int(result["connected"])
        latencies: list[float] = []
        for received in result["received"]:
            for number, at in sent.items():
                later = [t for t, mark in received if mark >= number]
                latencies.append(min(later) - at if later else float("inf"))
        director.close()
        QApplication.processEvents()
    return latencies, baseline, repaints, connected


def main() -> int:
    load = " / ".join(f"{value:.2f}" for value in os.getloadavg())
    print(f"load average (1, 5, 15 min) at the start: {load} on {os.cpu_count()} cores")
    latencies, baseline, repaints, connected = run()
    failures = []
    missing = sum(1 for value in latencies if value == float("inf"))
    p50, p95 = percentile(latencies, 0.5), percentile(latencies, 0.95)
    latency_met = p95 < LATENCY_TARGET_S and connected == CONNECTIONS
    print(
        f"update latency, {connected} of {CONNECTIONS} connections x {len(latencies) // CONNECTIONS}"
        f" updates: p50 {p50 * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, never received {missing} "
        f"(target p95 < {LATENCY_TARGET_S * 1000:.0f} ms: ratio {p95 / LATENCY_TARGET_S:.3f}, "
        f"{'met' if latency_met else 'MISSED'})"
    )
    if not latency_met:
        failures.append("update latency")
    r50, r95 = percentile(repaints, 0.5), percentile(repaints, 0.95)
    repaint_met = r95 < REPAINT_TARGET_MS
    print(
        f"director's action to repaint, {len(repaints)} actions while serving: p50 {r50:.2f} ms, "
        f"p95 {r95:.2f} ms, max {max(repaints):.2f} ms (target p95 < {REPAINT_TARGET_MS:.0f} ms: "
        f"ratio {r95 / REPAINT_TARGET_MS:.2f}, {'met' if repaint_met else 'MISSED'})"
    )
    b95 = percentile(baseline, 0.95)
    print(
        f"the same actions with no display and no connection: p50 {percentile(baseline, 0.5):.2f} ms,"
        f" p95 {b95:.2f} ms (the display and its {connected} connections: p95 ratio "
        f"{r95 / b95:.2f})"
    )
    print(f"  with a whole-window repaint after each action: p95 {percentile(WHOLE, 0.95):.2f} ms")
    if not repaint_met:
        failures.append("action to repaint")
    if failures:
        print("missed: " + ", ".join(failures))
        return 1
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--phones"]:
        asyncio.run(Phones(sys.argv[2]).run())
        sys.exit(0)
    sys.exit(main())
