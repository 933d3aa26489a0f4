"""Abquetschen's search: which sets of new dice a player may build (exact).

A *build* is a set ``N`` of ``k`` empty positions such that

* every die of ``N`` rests on the plate or on three dice of ``old ∪ N`` (then the set can
  be built die by die, lowest layer first: "stable");
* the dice of ``N`` form one group, face to face (connected; for k >= 2 this also means
  every new die touches another new die);
* at least one die of ``N`` touches an *anchor* die (own dice of earlier turns, or any die
  before a player's first build), face to face;
* while the start player is protected, at least one of his dice (``keep``) is still free
  afterwards (no die rests on it);
* it contains the dice already placed this phase (``required``).

The search is exhaustive over connected sets (Wernicke's ESU enumeration: every connected
set is produced exactly once) with pruning that never cuts a legal set: a die's missing
supports must still be addable, the downward cone of empty positions below every die must
fit in ``k``, and the protected die must stay free. tests/engine/test_abquetschen_search.py
compares it with brute force over all k-subsets.

Positions are indices into ``POSITIONS`` and sets are int bitmasks (fast in Pyodide too).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from ...pyramid.geometry import POSITIONS, Pos, carries, supports

N_POS = len(POSITIONS)
INDEX: dict[Pos, int] = {p: i for i, p in enumerate(POSITIONS)}
SUP: tuple[tuple[int, ...], ...] = tuple(tuple(INDEX[q] for q in supports(p)) for p in POSITIONS)
CAR: tuple[tuple[int, ...], ...] = tuple(tuple(INDEX[q] for q in carries(p)) for p in POSITIONS)
NB: tuple[tuple[int, ...], ...] = tuple(SUP[i] + CAR[i] for i in range(N_POS))
SUP_MASK: tuple[int, ...] = tuple(sum(1 << j for j in SUP[i]) for i in range(N_POS))
CAR_MASK: tuple[int, ...] = tuple(sum(1 << j for j in CAR[i]) for i in range(N_POS))
NB_MASK: tuple[int, ...] = tuple(SUP_MASK[i] | CAR_MASK[i] for i in range(N_POS))
ALL = (1 << N_POS) - 1


def mask_of(positions: Iterable[Pos]) -> int:
    m = 0
    for p in positions:
        m |= 1 << INDEX[p]
    return m


def bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def positions_of(mask: int) -> list[Pos]:
    return [POSITIONS[i] for i in bits(mask)]


def touching_mask(mask: int) -> int:
    """Every position touching a die of ``mask`` face to face."""
    out = 0
    for i in bits(mask):
        out |= NB_MASK[i]
    return out


def is_stable(occ: int, new: int) -> bool:
    """Every die of ``new`` rests on the plate or on dice of ``occ | new``."""
    both = occ | new
    return all(SUP_MASK[i] & ~both == 0 for i in bits(new))


def is_connected(new: int) -> bool:
    if not new:
        return False
    start = new & -new
    seen = start
    frontier = start
    while frontier:
        grow = touching_mask(frontier) & new & ~seen
        seen |= grow
        frontier = grow
    return seen == new


def keeps_free(occ: int, keep: int) -> bool:
    """One die of ``keep`` carries no die in ``occ`` (a VRIJE DOBBELSTEEN)."""
    return any(CAR_MASK[i] & occ == 0 for i in bits(keep))


@dataclass(frozen=True)
class Problem:
    """One search: ``old`` the dice already built (before this phase), ``k`` dice to build,
    ``anchor`` the dice one of them must touch (None: no such rule), ``keep`` the protected
    start dice (0: no protection), ``required`` the dice already placed this phase."""

    old: int
    k: int
    anchor: int | None
    keep: int = 0
    required: int = 0

    def is_legal(self, new: int) -> bool:
        """The whole rule, checked directly (for brute force and for confirming)."""
        return (
            new.bit_count() == self.k
            and new & self.old == 0
            and new & self.required == self.required
            and is_stable(self.old, new)
            and is_connected(new)
            and (self.anchor is None or touching_mask(new) & self.anchor != 0)
            and (not self.keep or keeps_free(self.old | new, self.keep))
        )


@lru_cache(maxsize=16)
def cones(old: int, limit: int) -> tuple[int, ...]:
    """For each empty position: the empty positions a die there needs below it, itself
    included (its downward cone through empty positions); 0 when larger than ``limit`` or
    occupied. Kept for the last few pyramids: every check of a die placed in one building
    phase searches the same old dice again."""
    cone = [0] * N_POS
    for i in range(N_POS):  # POSITIONS is bottom layer first: supports come earlier
        if old >> i & 1:
            continue
        c = 1 << i
        ok = True
        for s in SUP[i]:
            if not old >> s & 1:
                if not cone[s]:
                    ok = False
                    break
                c |= cone[s]
        if ok and c.bit_count() <= limit:
            cone[i] = c
    return tuple(cone)


def iter_builds(problem: Problem, banned: int = 0) -> Iterator[int]:  # noqa: C901 (hot search loop)
    """Every legal build of ``problem`` (bitmasks), each exactly once."""
    k, old, anchor, keep, required = (
        problem.k,
        problem.old,
        problem.anchor,
        problem.keep,
        problem.required,
    )
    if k <= 0 or required.bit_count() > k:
        return
    cone = cones(old, k)
    allowed = 0
    for i in range(N_POS):
        if cone[i]:
            allowed |= 1 << i
    allowed &= ~banned
    if required & ~allowed:
        return
    if keep and not keeps_free(old | required, keep):
        return
    anchor_touch = ALL if anchor is None else touching_mask(anchor)

    def extend(
        s: int, ns: int, xs: list[int], xmask: int, need: int, allowed: int
    ) -> Iterator[int]:
        # s: the set so far; ns: s and its neighbours; xs/xmask: the extension set;
        # need: s with the cones below its dice and the required dice (all must be in N).
        if s.bit_count() == k:
            if (
                s & required == required
                and s & anchor_touch
                and is_stable(old, s)
                and (not keep or keeps_free(old | s, keep))
            ):
                yield s
            return
        xs = list(xs)
        while xs:
            w = xs.pop()
            wb = 1 << w
            xmask &= ~wb
            s2 = s | wb
            need2 = need | cone[w]
            if need2.bit_count() > k:
                continue
            if keep and not keeps_free(old | s2, keep):
                continue
            add = NB_MASK[w] & allowed & ~ns & ~wb
            new_xs = xs + [u for u in bits(add)]
            xmask2 = xmask | add
            # Dice already required but no longer reachable: they are neighbours of s2
            # (so in ns2) yet neither in s2 nor in the extension set.
            ns2 = ns | NB_MASK[w] | wb
            if required & ns2 & ~s2 & ~xmask2:
                continue
            # The supports still missing must become new dice: in s2 or still addable.
            if any(SUP_MASK[i] & ~old & ~s2 & ~xmask2 for i in bits(s2)):
                continue
            yield from extend(s2, ns2, new_xs, xmask2, need2, allowed)

    if required:
        root = (required & -required).bit_length() - 1
        roots = [root]
    else:
        roots = list(bits(allowed & anchor_touch))
    ban = 0
    for r in roots:
        if ban >> r & 1:
            continue
        rb = 1 << r
        here = allowed & ~ban
        add = NB_MASK[r] & here & ~rb
        need = cone[r] | required
        if need.bit_count() <= k:
            yield from extend(rb, rb | NB_MASK[r], list(bits(add)), add, need, here)
        if not required:
            ban |= rb


def exists(problem: Problem) -> bool:
    return first_build(problem) is not None


# Replaying a save (loading, undo) checks every die placed again, and the legal moves ask
# for the same searches as the check before them: the last answers are kept.
@lru_cache(maxsize=1024)
def first_build(problem: Problem) -> int | None:
    for s in iter_builds(problem):
        return s
    return None


def next_positions(problem: Problem) -> list[int]:
    """The positions where the next die may go: an empty funnel (given the old dice and
    those placed) that lies in at least one legal build containing the placed dice."""
    occ = problem.old | problem.required
    good = 0
    checked = 0
    free = [i for i in range(N_POS) if not occ >> i & 1 and SUP_MASK[i] & ~occ == 0]
    for c in free:
        cb = 1 << c
        if good & cb or checked & cb:
            continue
        checked |= cb
        found = first_build(
            Problem(problem.old, problem.k, problem.anchor, problem.keep, problem.required | cb)
        )
        if found is not None:
            # Every placeable die of this build is a good next position too.
            for j in bits(found & ~problem.required):
                if SUP_MASK[j] & ~occ == 0:
                    good |= 1 << j
    return [c for c in free if good >> c & 1]
