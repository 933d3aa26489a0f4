"""What the table of Eintrichtern has heard: the public announcements of revealed sums.

"Hij zegt de som luidop, zodat alle spelers dit horen en kunnen onthouden welke som deze
TRECHTER vormt." A human player remembers (or not) what was said; a view therefore shows
only the latest reveal and never a history of sums. A computer player, though, is a
stateless ``choose(view, legal, rng)``: it keeps no memory between calls. So the rules
publish every reveal here, on a board of announcements, and the view carries one opaque
handle, ``heard``: the key of the latest announcement. A bot walks back from that key and
finds every sum that was said aloud at its table, in order — exactly what it has
witnessed, nothing else (the board holds no pyramid and no sum that was not announced).

Keys are content addresses: ``key = hash(previous key, seq, seat, funnel, sum)``. Equal
keys therefore mean equal histories, so replays, undo, saved games loaded again, copies
and sampled worlds all publish the same entries and never disturb one another; a process
that loads a save rebuilds the board while replaying the log. The board is a bounded
cache (oldest entries dropped first); a bot that finds a gap simply remembers less.

Forgetting is deterministic too (docs/rules/eintrichtern.md, "Computer players"): each
announcement has a fixed threshold ``u`` in [0, 1) per seat, derived from its key, and
the seat has forgotten it once ``u`` falls below ``forget_chance(age)``, a chance that
grows with the number of reveals heard since. The chance only grows, so a forgotten sum
stays forgotten (until the funnel is lifted and announced again).
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Iterable
from dataclasses import dataclass

from ...pyramid.geometry import Pos

ROOT = "0" * 16  # the handle of a table that has heard nothing yet
CAPACITY = 1 << 16  # announcements kept in one process (a few hundred per game)
HALF_LIFE = 6.0  # reveals after which a forgetful player has forgotten half of what he heard
BEGINNER_HALF_LIFE = 3.0  # the same for the level beginner


@dataclass(frozen=True, slots=True)
class Heard:
    """One announcement: reveal number ``seq`` (1, 2, ...), by ``seat``, funnel ``at``."""

    key: str
    previous: str
    seq: int
    seat: int
    at: Pos
    total: int


def _digest(text: str) -> str:
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()


class Board:
    """Announcements by key; ``publish`` returns the new handle of the table."""

    def __init__(self, capacity: int = CAPACITY) -> None:
        self.capacity = capacity
        self._heard: dict[str, Heard] = {}

    def __len__(self) -> int:
        return len(self._heard)

    def publish(self, previous: str, seq: int, seat: int, at: Pos, total: int) -> str:
        key = _digest(f"{previous}|{seq}|{seat}|{at[0]},{at[1]},{at[2]}|{total}")
        if key not in self._heard:
            if len(self._heard) >= self.capacity:
                del self._heard[next(iter(self._heard))]
            self._heard[key] = Heard(key, previous, seq, seat, at, total)
        return key

    def history(self, key: str) -> list[Heard]:
        """Every announcement up to ``key``, oldest first (shorter if the board lost some)."""
        out: list[Heard] = []
        while key != ROOT:
            heard = self._heard.get(key)
            if heard is None:
                break
            out.append(heard)
            key = heard.previous
        out.reverse()
        return out


BOARD = Board()


def forget_chance(age: int, half_life: float = HALF_LIFE) -> float:
    """The chance that a sum heard ``age`` reveals ago is forgotten: 0 at once, 1/2 after
    ``half_life`` reveals, 3/4 after twice as many."""
    kept: float = math.pow(0.5, max(age, 0) / half_life)
    return 1.0 - kept


def threshold(heard: Heard, seat: int) -> float:
    """The fixed chance in [0, 1) at which ``seat`` loses this announcement."""
    return int(_digest(f"{heard.key}|forget|{seat}"), 16) / float(1 << 64)


def remembered(
    history: Iterable[Heard], seat: int, now: int, half_life: float | None = None
) -> dict[Pos, int]:
    """Funnel -> sum that ``seat`` remembers at reveal number ``now``: everything heard when
    ``half_life`` is None, else what survives forgetting (the latest surviving
    announcement of a funnel counts; sums of one funnel never differ)."""
    memory: dict[Pos, int] = {}
    for heard in history:
        if half_life is not None and threshold(heard, seat) < forget_chance(
            now - heard.seq, half_life
        ):
            continue
        memory[heard.at] = heard.total
    return memory
