"""Abquetschen as a pure dice race, solved exactly: how far can skill move the win rate?

    .venv/bin/python tools/abq_race.py

Each player's game is reduced to what a turn takes out of his supply. At his turn with
``s`` dice left he throws ``t``: ``t > s`` wins at once (rule 18); a 1 builds nothing
(rule 7); otherwise with probability ``q`` he finds no legal set (rule "niet kan
inbouwen") and builds nothing, else he builds ``t`` (``s - t == 0`` wins at once, rule
16a) and, for ``t >= 4``, with probability ``r`` his dice form a row of ``t`` and earn
``t - 3`` bonus dice (rule 12; ``r = 1``: a row on every throw of 4 or more, the most the
rules allow), capped by the supply; a player marked ``best`` may decline them (rule 14)
when that wins more often. The opening as the rules have it: seat 0 throws first, the
first 4 makes the start player (four dice, 51 left), and the other player's first build
can only be a 3, 5 or 6 (the seed's TIP). Burying (rule 16) and blocking someone on
purpose are not modelled (``q`` stands for every failed build).

The solution is exact for the model (a linear equation per pair of supplies), so each
figure has no sampling error. The parameters of today's levels are what
``tools/abq_measure.py`` measures (bonus dice and failed builds per game).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from functools import cache

START = 55
SIX = 1 / 6


def solve(qa: float, ra: float, qb: float, rb: float, best_a: bool = False) -> float:
    """P(player A wins) over both seat orders equally (A is seat 0 in half of the games)."""
    return 0.5 * (_solve(qa, ra, qb, rb, best_a, True) + _solve(qa, ra, qb, rb, best_a, False))


def _solve(qa: float, ra: float, qb: float, rb: float, best_a: bool, a_first: bool) -> float:
    pair = race_values(qa, ra, qb, rb, best_a)
    # The opening: seats throw in turn from seat 0 until a 4; P(seat 0 starts) = 6/11.
    p0 = 6 / 11
    a_starts = p0 if a_first else 1 - p0
    win_if_a_starts = pair(START - 4, START, False, True)[1]
    win_if_b_starts = pair(START, START - 4, True, False)[0]
    return a_starts * win_if_a_starts + (1 - a_starts) * win_if_b_starts


def race_values(
    qa: float, ra: float, qb: float, rb: float, best_a: bool = False
) -> Callable[[int, int, bool, bool], tuple[float, float]]:
    """``pair(a, b, first_a, first_b)``: (P(A wins) with A to move, with B to move)."""
    sys.setrecursionlimit(100_000)

    @cache
    def pair(a: int, b: int, first_a: bool, first_b: bool) -> tuple[float, float]:
        """(P(A wins) with A to move, P(A wins) with B to move) at supplies a, b;
        ``first_x``: x's next build is his first after the other's start pyramid."""

        def turn(s: int, q: float, r: float, first: bool, me_a: bool) -> tuple[float, float]:
            # returns (constant part, probability of passing the turn unchanged)
            const = 0.0
            stay = 0.0
            for t in range(1, 7):
                if t > s:
                    const += SIX * (1.0 if me_a else 0.0)
                    continue
                if t == 1 or (first and t in (2, 4)):
                    stay += SIX
                    continue
                stay += SIX * q
                left = s - t
                if left == 0:
                    const += SIX * (1 - q) * (1.0 if me_a else 0.0)
                    continue
                row = r if t >= 4 else 0.0
                outcomes = [(1 - row, left), (row, left - min(t - 3, left))]
                for p, s2 in outcomes:
                    if p == 0:
                        continue
                    if me_a:
                        v = _after(a=s2, b=b, a_moved=True)
                        if best_a and s2 != left:
                            v = max(v, _after(a=left, b=b, a_moved=True))
                    else:
                        v = _after(a=a, b=s2, a_moved=False)
                    const += SIX * (1 - q) * p * v
            return const, stay

        def _after(a: int, b: int, a_moved: bool) -> float:
            if a_moved:
                if a == 0:
                    return 1.0
                return pair(a, b, False, first_b)[1]
            if b == 0:
                return 0.0
            return pair(a, b, first_a, False)[0]

        ca, pa = turn(a, qa, ra, first_a, True)
        cb, pb = turn(b, qb, rb, first_b, False)
        # x = ca + pa * y (A to move), y = cb + pb * x (B to move)
        x = (ca + pa * cb) / (1 - pa * pb)
        y = cb + pb * x
        return x, y

    return pair


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--qa", type=float, default=None)
    parser.add_argument("--ra", type=float, default=None)
    parser.add_argument("--qb", type=float, default=0.13)
    parser.add_argument("--rb", type=float, default=0.03)
    args = parser.parse_args()
    if args.qa is not None:
        print(f"{100 * solve(args.qa, args.ra or 0.0, args.qb, args.rb, True):.1f} %")
        return
    print(f"| A: failed builds q | A: rows r | P(A wins) vs B (q={args.qb:.2f}, r={args.rb:.2f}) |")
    print("| --- | --- | --- |")
    for qa in (0.13, 0.07, 0.0):
        for ra in (0.0, 0.2, 0.4, 0.6, 0.8, 1.0):
            print(f"| {qa:.2f} | {ra:.1f} | {100 * solve(qa, ra, args.qb, args.rb, True):.1f} % |")


if __name__ == "__main__":
    main()
