"""Kwis 't! the chance to win, from what a seat sees of the standings (level sly).

In the last round points matter only as far as they make a win: the sly level then
weighs its moves by the chance that its total beats every other total. Each total is a
normal guess: the score track (public), the bonus cards in hand (its own exactly, the
others' by count at the mean point card), what is still to come this round (a placed
bet is worth about its field, an unplaced one a typical round) and the action cards.
"""

from __future__ import annotations

from math import erf, exp, sqrt
from typing import Any

from . import cards

# A point card: 36 x 1, 36 x 2, 24 x 3, 12 x 4 points.
_VALUES = [v for v, copies in cards.POINT_CARDS for _ in range(copies)]
CARD_MEAN = sum(_VALUES) / len(_VALUES)
CARD_VAR = sum((v - CARD_MEAN) ** 2 for v in _VALUES) / len(_VALUES)
PLACED_CARDS = 0.35  # share of a placed bet's chip that comes back as cards, on average
UNPLACED_GAIN = 5.5  # a round's points and cards for a player who has not bet yet
ROUND_SPREAD = 2.5  # spread of a placed bet's outcome (checks, declarations)
UNPLACED_SPREAD = 3.5
ACTION_SPREAD = 1.5  # action cards at the end of the round move a few points around
GRID = 25  # points of the numeric integral over our own total
_STEPS = [-4 + 8 * i / (GRID - 1) for i in range(GRID)]
_WEIGHTS = [exp(-x * x / 2) for x in _STEPS]
_NORM = sum(_WEIGHTS)


def _phi(z: float) -> float:
    return 0.5 * (1 + erf(z / sqrt(2)))


class Standings:
    """The others' totals as (mean, variance), and our own total before this round's
    outcome, from one seat's view."""

    def __init__(self, state: dict[str, Any], seat: int) -> None:
        n = len(state["bets"])
        chips: list[int] | None = state["chips"]
        self.seat = seat
        me = state["me"]
        self.mine = state["track"][seat] + me["bonus"]
        self.rivals: dict[int, tuple[float, float]] = {}
        for other in range(n):
            if other == seat:
                continue
            held = state["hand_sizes"][other]
            mean = state["track"][other] + CARD_MEAN * held
            var = CARD_VAR * held + ACTION_SPREAD**2
            bet = state["bets"][other]
            if state["fields"][other] is not None:
                pass  # scored: the points are on the track, the cards in the hand
            elif bet is not None and chips is not None:
                mean += bet + PLACED_CARDS * CARD_MEAN * chips[bet - 1]
                var += ROUND_SPREAD**2
            else:
                mean += UNPLACED_GAIN
                var += UNPLACED_SPREAD**2
            self.rivals[other] = (mean, var)

    def win_chance(
        self,
        gain: float,
        gain_var: float,
        rivals: dict[int, tuple[float, float]] | None = None,
    ) -> float:
        """The chance that our total (ours so far plus ``gain``) beats every other."""
        others = list((rivals or self.rivals).values())
        mean = self.mine + gain
        sd = sqrt(gain_var + ACTION_SPREAD**2)
        total = 0.0
        for step, weight in zip(_STEPS, _WEIGHTS, strict=True):
            x = mean + sd * step
            p = weight
            for rival_mean, rival_var in others:
                p *= _phi((x - rival_mean) / sqrt(rival_var))
            total += p
        return total / _NORM

    def spread(self, change: float) -> dict[int, tuple[float, float]]:
        """The others' totals with ``change`` shared among them (a checker we cannot name)."""
        share = change / max(1, len(self.rivals))
        return {s: (m + share, v) for s, (m, v) in self.rivals.items()}
