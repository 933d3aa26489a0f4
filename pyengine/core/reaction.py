"""How fast, and how well, a computer player reacts in a race (core.race).

Human reaction times are skewed: a quick normal core and a long tail of slow responses.
The ex-Gaussian (a normal with mean ``mu`` and spread ``sigma`` plus an exponential with
mean ``tau``) is the usual model for them; simple choice reactions land around
``mu`` 400-600 ms, ``sigma`` 50-100, ``tau`` 100-300. A search adds time: every candidate
a player looks at costs ``per_candidate`` ms, so a bigger pyramid makes everyone slower.
While scanning, a player may overlook a right candidate (``miss``) or take a wrong one
for right (``wrong``).

All randomness comes from the ``Rng`` the match gives the computer for the race, so a
saved race replays to the same times and the same mistakes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .rng import Rng


@dataclass(frozen=True)
class Reaction:
    """One level of play: ex-Gaussian timing, search cost and error chances."""

    mu: float  # ms, mean of the normal part
    sigma: float  # ms, spread of the normal part
    tau: float  # ms, mean of the exponential tail
    per_candidate: float  # ms per candidate looked at
    miss: float  # chance to overlook a right candidate
    wrong: float  # chance, per wrong candidate looked at, to take it for right
    floor: int = 150  # nobody reacts faster (anticipation is not reaction)


# The random player (and a person's seat played by the app in tests): slow and careless;
# its choice is random anyway, this only gives it a time.
RANDOM_REACTION = Reaction(mu=900, sigma=150, tau=500, per_candidate=20, miss=0.5, wrong=0.5)


def ex_gaussian(rng: Rng, mu: float, sigma: float, tau: float) -> float:
    """One draw: normal(mu, sigma) (Box-Muller) plus exponential(tau)."""
    u1 = 1.0 - rng.random()  # (0, 1]: log is defined
    u2 = rng.random()
    normal = mu + sigma * math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)
    tail = -tau * math.log(1.0 - rng.random())
    return normal + tail


def reaction_ms(rng: Rng, level: Reaction, scanned: int) -> int:
    """Whole milliseconds from the stimulus to the call, after looking at ``scanned``
    candidates."""
    base = ex_gaussian(rng, level.mu, level.sigma, level.tau)
    return max(level.floor, round(base + level.per_candidate * max(0, scanned)))


def scan(
    rng: Rng, level: Reaction, right: Sequence[bool], passes: int = 1
) -> tuple[int | None, int]:
    """Look at the candidates in order (up to ``passes`` times over) until one seems right.

    Returns (index of the candidate taken, or None if none seemed right; how many were
    looked at). The candidate taken is wrong when a wrong one was mistaken for right."""
    looked = 0
    for _ in range(max(1, passes)):
        for i, ok in enumerate(right):
            looked += 1
            if ok:
                if rng.random() >= level.miss:
                    return i, looked
            elif rng.random() < level.wrong:
                return i, looked
    return None, looked
