"""Write the game's sound effects as small WAV files in assets/sounds/ (standard library only).

    python packaging/make_sounds.py

place:  a short wooden click (a piece put on the board)
land:   a lower double knock (a stack landing on another)
cutoff: a soft falling sweep (stacks leaving the board)
arrive: two soft rising bell notes (the other side's move arrived, online)
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def knock(t: float, pitch: float, decay: float, noise: random.Random) -> float:
    body = math.sin(2 * math.pi * pitch * t) + 0.4 * math.sin(2 * math.pi * pitch * 2.7 * t)
    click = (noise.random() * 2 - 1) * math.exp(-t * 900)
    return (0.7 * body + 0.5 * click) * math.exp(-t * decay)


def place(t: float, noise: random.Random) -> float:
    return knock(t, 880.0, 38.0, noise)


def land(t: float, noise: random.Random) -> float:
    first = knock(t, 330.0, 30.0, noise)
    second = knock(t - 0.07, 300.0, 34.0, noise) * 0.7 if t >= 0.07 else 0.0
    return first + second


def cutoff(t: float, noise: random.Random) -> float:
    duration = 0.45
    frequency = 620.0 * (1.0 - 0.55 * t / duration)
    phase = 2 * math.pi * frequency * t
    envelope = math.sin(math.pi * min(t / duration, 1.0)) * 0.5
    return envelope * (math.sin(phase) + 0.2 * math.sin(3 * phase))


def bell(t: float, pitch: float) -> float:
    if t < 0.0:
        return 0.0
    attack = min(1.0, t / 0.004)
    tone = math.sin(2 * math.pi * pitch * t) + 0.25 * math.sin(2 * math.pi * pitch * 3.01 * t)
    return 0.45 * attack * tone * math.exp(-t * 11.0)


def arrive(t: float, noise: random.Random) -> float:
    return bell(t, 659.3) + bell(t - 0.11, 987.8)


SOUNDS: dict[str, tuple[Callable[[float, random.Random], float], float]] = {
    "place": (place, 0.12),
    "land": (land, 0.22),
    "cutoff": (cutoff, 0.45),
    "arrive": (arrive, 0.4),
}


def write(path: Path, function: Callable[[float, random.Random], float], seconds: float) -> None:
    noise = random.Random(7)
    frames = bytearray()
    count = int(RATE * seconds)
    for n in range(count):
        fade = min(1.0, (count - n) / (RATE * 0.01))  # no click at the end
        value = max(-1.0, min(1.0, function(n / RATE, noise) * fade))
        frames += struct.pack("<h", int(value * 26000))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (function, seconds) in SOUNDS.items():
        write(OUT / f"{name}.wav", function, seconds)
        print(OUT / f"{name}.wav")


if __name__ == "__main__":
    main()
