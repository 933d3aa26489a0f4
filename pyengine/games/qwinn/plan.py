"""Exact keep-and-re-throw planning for Qwinn's five dice.

A throw is four white dice (order does not matter) and the red die (it does: it sets the
jump reach and the boycott it may place or remove). So a position within a turn is one of
126 sorted white quadruples times 6 red values = 756 states. Keeping a sub-multiset of
the whites (210 possible, with or without the red die) leads to a known distribution over
these states; those distributions are built once. Given the value of stopping in every
state, one more throw is the best of stopping and every keep's expectation; two throws
are that step twice. A whole table costs a few thousand multiply-adds per keep level.

``field_tables`` derives, from the same machinery, what a track field is worth for the
turns to come and what each boycott costs a player on that field per turn (``TABLES``,
hard-coded below from ``field_tables()``, which takes a few seconds; a test checks that
the worth is still a fixed point of one more round).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from functools import cache
from math import factorial

from . import board
from .board import MAX2X, MINUS, NEGEER
from .throws import TOPPER, points

StopValue = Callable[[tuple[int, ...], int], float]


def _outcomes(count: int) -> list[tuple[tuple[int, ...], float]]:
    """All outcomes of ``count`` dice as sorted tuples with their probabilities."""
    found = []
    for combo in itertools.combinations_with_replacement(range(1, 7), count):
        ways = factorial(count)
        for face in set(combo):
            ways //= factorial(combo.count(face))
        found.append((combo, ways / 6**count))
    return found


WHITES: list[tuple[int, ...]] = [w for w, _ in _outcomes(4)]  # 126 sorted quadruples
WHITE_INDEX = {w: i for i, w in enumerate(WHITES)}
KEPT: list[tuple[int, ...]] = [k for n in range(5) for k, _ in _outcomes(n)]  # 210
KEPT_INDEX = {k: i for i, k in enumerate(KEPT)}
N_STATES = len(WHITES) * 6


def _kept_outcomes(kept: tuple[int, ...]) -> list[tuple[int, float]]:
    merged: dict[int, float] = {}
    for rolled, p in _outcomes(4 - len(kept)):
        wi = WHITE_INDEX[tuple(sorted(kept + rolled))]
        merged[wi] = merged.get(wi, 0.0) + p
    return sorted(merged.items())


KEPT_OUT: list[list[tuple[int, float]]] = [_kept_outcomes(k) for k in KEPT]


def _subs(whites: tuple[int, ...]) -> list[int]:
    found = {tuple(sorted(whites[i] for i in range(4) if mask >> i & 1)) for mask in range(16)}
    return sorted(KEPT_INDEX[k] for k in found)


SUBS: list[list[int]] = [_subs(w) for w in WHITES]
FULL: list[int] = [KEPT_INDEX[w] for w in WHITES]
EMPTY = KEPT_INDEX[()]


@cache
def reachable(
    at: str, dice: tuple[int, ...], reach: int, topper: bool = True
) -> tuple[tuple[str, int, bool], ...]:
    """``board.destinations`` for sorted ``dice``, remembered (the red die only sets reach)."""
    return tuple(board.destinations(at, dice, reach, topper))


@cache
def fits(at: str, dice: tuple[int, ...]) -> int | None:
    """``points`` for sorted ``dice``, remembered."""
    return points(at, dice)


def state(whites: Sequence[int], red: int) -> int:
    return WHITE_INDEX[tuple(sorted(whites))] * 6 + red - 1


def stop_table(value: StopValue) -> list[float]:
    return [value(w, red) for w in WHITES for red in range(1, 7)]


def keep_values(table: list[float]) -> tuple[list[list[float]], list[float]]:
    """Expected ``table`` after each keep: per red value kept, and with the red re-thrown."""
    keep_red: list[list[float]] = []
    rethrow_red: list[float] = []
    for outs in KEPT_OUT:
        row = [0.0] * 6
        for wi, p in outs:
            base = wi * 6
            for r in range(6):
                row[r] += p * table[base + r]
        keep_red.append(row)
        rethrow_red.append(sum(row) / 6)
    return keep_red, rethrow_red


def lift(table: list[float]) -> list[float]:
    """Value with one more throw allowed: the best of stopping and every re-throw."""
    keep_red, rethrow_red = keep_values(table)
    lifted = list(table)
    for wi in range(len(WHITES)):
        subs, full = SUBS[wi], FULL[wi]
        best_thrown = max(rethrow_red[k] for k in subs)
        for r in range(6):
            best = best_thrown
            for k in subs:
                if k != full and keep_red[k][r] > best:
                    best = keep_red[k][r]
            s = wi * 6 + r
            if best > lifted[s]:
                lifted[s] = best
    return lifted


def rethrow_choices(table: list[float], dice: Sequence[int]) -> list[tuple[float, list[int]]]:
    """Expected ``table`` for each distinct re-throw from ``dice`` (index 4 is red)."""
    whites = list(dice[: board.RED])
    red = dice[board.RED]
    outs_cache: dict[tuple[tuple[int, ...], bool], float] = {}
    choices: list[tuple[float, list[int]]] = []
    for mask in range(32):
        thrown = [i for i in range(5) if mask >> i & 1]
        if not thrown:
            continue
        kept = tuple(sorted(whites[i] for i in range(4) if not mask >> i & 1))
        red_thrown = bool(mask >> 4 & 1)
        key = (kept, red_thrown)
        if key not in outs_cache:
            outs = KEPT_OUT[KEPT_INDEX[kept]]
            if red_thrown:
                total = sum(p * sum(table[wi * 6 : wi * 6 + 6]) for wi, p in outs) / 6
            else:
                total = sum(p * table[wi * 6 + red - 1] for wi, p in outs)
            outs_cache[key] = total
            choices.append((total, thrown))
    return choices


def turn_start(table: list[float]) -> float:
    """Expected value of a table over a throw of all five dice."""
    return keep_values(table)[1][EMPTY]


# -- what fields are worth ----------------------------------------------------------------
DISCOUNT = 0.7  # how much the next turn's prospects count against points in hand


def _turn_value(
    field: str,
    later: dict[str, float],
    throws: int,
    jumps: bool,
    minus: bool = False,
) -> float:
    def stop(whites: tuple[int, ...], red: int) -> float:
        dice = [*whites, red]
        here = points(field, dice)
        if here is not None:
            best = DISCOUNT * later[field] + here
        else:
            best = DISCOUNT * later[field] - (sum(dice) if minus else 0.0)
        reach = red if jumps and field != TOPPER else 0
        # Without jumps (Negeer) a Topper throw cannot reach the Topper field either.
        for target, got, _ in board.destinations(field, dice, reach, jumps):
            best = max(best, got + DISCOUNT * later[target])
        return best

    table = stop_table(stop)
    for _ in range(throws - 1):
        table = lift(table)
    return turn_start(table)


def field_tables(rounds: int = 12) -> dict[str, dict[str, float]]:
    """Per field: discounted future worth, and what each boycott costs per turn there."""
    value = {f: 0.0 for f in board.FIELDS}
    for _ in range(rounds):
        value = {f: _turn_value(f, value, 3, True) for f in board.FIELDS}
    turn = {f: _turn_value(f, value, 3, True) for f in board.FIELDS}
    return {
        "value": value,
        MAX2X: {f: turn[f] - _turn_value(f, value, 2, True) for f in board.FIELDS},
        NEGEER: {f: turn[f] - _turn_value(f, value, 3, False) for f in board.FIELDS},
        MINUS: {f: turn[f] - _turn_value(f, value, 3, True, True) for f in board.FIELDS},
    }


# field_tables() rounded (see the module docstring): worth, and per-turn cost of each boycott.
TABLES: dict[str, dict[str, float]] = {
    "value": {
        "pair4": 61.26,
        "pair1": 63.28,
        "pair3": 65.25,
        "pair5": 67.37,
        "pair2": 70.09,
        "pair6": 72.88,
        "three_kind": 74.86,
        "four_kind": 75.83,
        "full_house": 76.20,
        "small_straight": 76.07,
        "large_straight": 75.78,
        "topper": 76.48,
    },
    "max2x": {
        "pair4": 4.62,
        "pair1": 4.89,
        "pair3": 4.95,
        "pair5": 5.17,
        "pair2": 5.51,
        "pair6": 5.88,
        "three_kind": 5.91,
        "four_kind": 5.90,
        "full_house": 5.92,
        "small_straight": 6.14,
        "large_straight": 6.42,
        "topper": 5.73,
    },
    "negeer": {
        "pair4": 10.87,
        "pair1": 10.46,
        "pair3": 8.45,
        "pair5": 9.97,
        "pair2": 6.87,
        "pair6": 8.11,
        "three_kind": 9.77,
        "four_kind": 9.73,
        "full_house": 3.67,
        "small_straight": 1.65,
        "large_straight": 2.16,
        "topper": 0.00,
    },
    "minus": {
        "pair4": 1.00,
        "pair1": 0.77,
        "pair3": 0.47,
        "pair5": 0.42,
        "pair2": 0.50,
        "pair6": 0.64,
        "three_kind": 0.82,
        "four_kind": 1.18,
        "full_house": 1.49,
        "small_straight": 2.32,
        "large_straight": 2.99,
        "topper": 0.32,
    },
}
