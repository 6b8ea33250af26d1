"""Writes resources/sounds/level.wav, the chime at each level change and break of the
director's clock (issue 26): two short bell-like notes, 16-bit mono, made with the standard
``wave`` module so that no sound file of unknown licence is bundled.

Run it when the chime should change (the file is committed): ``python installer/make_sound.py``.
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22_050
OUT = Path(__file__).resolve().parents[1] / "resources" / "sounds" / "level.wav"


def chime(notes: tuple[tuple[float, float], ...] = ((880.0, 0.28), (1318.5, 0.42))) -> bytes:
    """The samples: each note (frequency, seconds) a sine with its octave, fading out."""
    samples: list[int] = []
    for frequency, seconds in notes:
        count = int(RATE * seconds)
        for i in range(count):
            t = i / RATE
            fade = math.exp(-5.0 * t / seconds)
            attack = min(1.0, i / (0.005 * RATE))
            value = math.sin(2 * math.pi * frequency * t) + 0.3 * math.sin(
                4 * math.pi * frequency * t
            )
            samples.append(int(11_000 * attack * fade * value))
    return b"".join(struct.pack("<h", sample) for sample in samples)


def main() -> None:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(chime())
    print(f"{OUT} ({OUT.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
