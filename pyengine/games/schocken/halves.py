"""The chance of losing the half, from where the chips lie: what Schocken's strong level
plays for.

A half is lost by the player who ends up with every chip (docs/rules/schocken.md). Each
half lost weighs the same towards losing the game (the first: the loser of the second
then loses it, or plays the decider; the second: the game or the decider; the decider:
the game), so a player who makes losing the current half as unlikely as he can also
plays for the game, with any number of players.

``HalfOdds(players, total).lose(pot, mine, others)`` is that chance for one player, from
a Markov chain over rounds between equal players: every player in the half is as likely
to lose a round, the winner is any other, and the chips moved are those of the best of
``k`` typical final hands (the solver's model of a player, ``solver.opponent_model()``);
Schock Out ends the half at once. While the pot holds chips the loser takes them from it
(the pot only shrinks: one pass, smallest pot first); once it is empty the winner pays, a player
left without chips is safe, and the chips go round until one player holds all of them
(value iteration). The chain is solved once per table size and pot and kept.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from . import solver
from .hands import ALL_CHIPS

Others = tuple[int, ...]  # the other players' chips, largest first
TOLERANCE = 1e-7  # value iteration stops when no chance moves by more than this


def typical_hand() -> solver.Distribution:
    """A player's final hand: the model's later player, over the three limits alike."""
    later = solver.opponent_model().later_by_limit
    return [sum(later[t][r] for t in (1, 2, 3)) / 3 for r in range(solver.N_RANKS)]


@lru_cache(maxsize=16)
def best_chips(k: int) -> tuple[tuple[int, float], ...]:
    """The chips of the best of ``k`` typical hands (ALL_CHIPS: Schock Out), with their
    chances."""
    hand = typical_hand()
    found: dict[int, float] = {}
    below = 0.0
    for r, p in enumerate(hand):
        chance = (below + p) ** k - below**k
        below += p
        if chance > 0:
            found[solver.CHIPS[r]] = found.get(solver.CHIPS[r], 0.0) + chance
    return tuple(sorted(found.items()))


def _partitions(
    total: int, parts: int, smallest: int, largest: int | None = None
) -> Iterator[Others]:
    """Ways to share ``total`` chips among at most ``parts`` players (exactly ``parts`` when
    ``smallest`` is 0), each at least ``smallest``, largest first."""
    largest = total if largest is None else largest
    if total == 0:
        if smallest == 0:
            yield (0,) * parts
        else:
            yield ()
        return
    if parts == 0:
        return
    for v in range(min(total, largest), max(smallest, 1) - 1, -1):
        for rest in _partitions(total - v, parts - 1, smallest, v):
            yield (v, *rest)


def _sorted(chips: list[int], keep_empty: bool) -> Others:
    return tuple(sorted((c for c in chips if keep_empty or c > 0), reverse=True))


class HalfOdds:
    """P(a player loses the half) for a half of ``players`` with ``total`` chips."""

    def __init__(self, players: int, total: int) -> None:
        self.players = players
        self.total = total
        self._index: dict[tuple[int, Others], int] = {}
        self._empty = self._solve_empty_pot()
        self._pot: dict[tuple[int, int, Others], float] = {}
        for pot in range(1, total + 1):
            for mine in range(total - pot + 1):
                for others in _partitions(total - pot - mine, players - 1, 0):
                    self._pot[pot, mine, others] = self._pot_round(pot, mine, others)

    def lose(self, pot: int, mine: int, others: list[int] | Others) -> float:
        """The chance that the player holding ``mine`` loses this half; ``others``: the chips
        of everyone else still in it (in any order)."""
        if mine >= self.total:
            return 1.0
        if pot > 0:
            return self._pot[pot, mine, _sorted(list(others), True)]
        rest = _sorted(list(others), False)
        if mine == 0:
            return 0.0  # safe for the rest of the half
        if not rest:
            return 1.0
        return self._empty[mine, rest]

    # -- the pot is empty: the winner pays, players without chips are out ----------------
    def _solve_empty_pot(self) -> dict[tuple[int, Others], float]:
        states = [
            (mine, others)
            for mine in range(1, self.total)
            for others in _partitions(self.total - mine, self.players - 1, 1)
        ]
        self._index = {s: i for i, s in enumerate(states)}
        # Each state's next states: (index, chance), index -1 for "I lose", -2 for "safe".
        moves: list[list[tuple[int, float]]] = []
        for mine, others in states:
            k = 1 + len(others)
            each = 1.0 / (k * (k - 1))
            found: dict[int, float] = {}
            # Players with equal stacks are alike: (who, how many) with who -1 for me.
            seats = [(-1, 1), *((v, others.count(v)) for v in sorted(set(others)))]
            for loser, lose_count in seats:
                for winner, win_count in seats:
                    pairs = lose_count * (win_count - (loser == winner))
                    if pairs == 0:
                        continue
                    for chips, p in best_chips(k):
                        nxt = self._after(mine, others, loser, winner, chips)
                        found[nxt] = found.get(nxt, 0.0) + each * pairs * p
            moves.append(list(found.items()))
        value = [float(mine) / self.total for mine, _ in states]
        for _ in range(500):
            change = 0.0
            for i, out in enumerate(moves):
                v = 0.0
                for nxt, p in out:
                    v += p * (1.0 if nxt == -1 else 0.0 if nxt == -2 else value[nxt])
                change = max(change, abs(v - value[i]))
                value[i] = v
            if change < TOLERANCE:
                break
        return dict(zip(states, value, strict=True))

    def _after(self, mine: int, others: Others, loser: int, winner: int, chips: int) -> int:
        """The state index after the player with ``winner`` chips (-1: me) paid ``chips``
        to the one with ``loser`` chips; -1 when I have lost the half, -2 when I am safe."""
        if chips == ALL_CHIPS:
            return -1 if loser == -1 else -2
        rest = list(others)
        paying = mine if winner == -1 else winner
        moved = min(chips, paying)
        if winner == -1:
            mine -= moved
        else:
            rest.remove(winner)
            rest.append(winner - moved)
        if loser == -1:
            mine += moved
        else:
            rest.remove(loser)
            rest.append(loser + moved)
        if mine == 0:
            return -2
        if mine == self.total:
            return -1
        return self._index[mine, _sorted(rest, False)]

    # -- the pot holds chips: the loser takes them from it -------------------------------
    def _pot_round(self, pot: int, mine: int, others: Others) -> float:
        n = 1 + len(others)
        v = 0.0
        for chips, p in best_chips(n):
            if chips == ALL_CHIPS:
                v += p / n  # I lose the round (and the half) with a chance of one in n
                continue
            moved = min(chips, pot)
            v += p / n * self.lose(pot - moved, mine + moved, others)
            for stack in set(others):
                rest = list(others)
                rest.remove(stack)
                rest.append(stack + moved)
                v += p * others.count(stack) / n * self.lose(pot - moved, mine, rest)
        return v


@lru_cache(maxsize=8)
def half_odds(players: int, total: int) -> HalfOdds:
    """The chain for a half of ``players`` with ``total`` chips, solved once and kept."""
    return HalfOdds(players, total)


# -- what a final hand is worth: the chance of losing the half after this round ----------
MAX_STATES = 1_600  # larger tables (many chips and players) play for the round's chips


def states(players: int, total: int) -> int:
    """How many positions with chips in the pot the chain of such a half has."""
    return sum(
        1
        for pot in range(1, total + 1)
        for mine in range(total - pot + 1)
        for _ in _partitions(total - pot - mine, players - 1, 0)
    )


@lru_cache(maxsize=64)
def fits(players: int, total: int) -> bool:
    return states(players, total) <= MAX_STATES


Opponents = list[tuple[solver.Distribution, bool]]  # (final hand, wins ties against me)


def half_utility(
    opponents: Opponents, pot: int, mine: int, others: Others, total: int
) -> list[float]:
    """For each final hand of mine (rank index): minus the chance of losing the half once
    this round is settled. ``others``: the chips of the other players of the round, in the
    order of ``opponents``. The round's loser and winner follow from the hands (opponents
    independent, as in ``solver.round_utility``); when I am neither, any other player is
    as likely to lose and to win, as in the chain."""
    odds = half_odds(1 + len(others), total)
    k = 1 + len(others)
    rest = list(others)

    def paid(loser: int, winner: int, chips: int) -> float:
        """My chance to lose the half after the player ``winner`` (-1: me; an index into
        ``others``) paid ``chips`` (from the pot while it holds any) to ``loser``."""
        if chips == ALL_CHIPS:
            return 1.0 if loser == -1 else 0.0
        stacks = [mine, *rest]
        moved = min(chips, pot if pot > 0 else stacks[winner + 1])
        if pot == 0:
            stacks[winner + 1] -= moved
        stacks[loser + 1] += moved
        return odds.lose(pot - moved if pot > 0 else 0, stacks[0], stacks[1:])

    neither = 0.0
    if k > 2:
        pairs = [(lo, wi) for lo in range(k - 1) for wi in range(k - 1) if lo != wi]
        for chips, p in best_chips(k):
            neither += p * sum(paid(lo, wi, chips) for lo, wi in pairs) / len(pairs)
    # By the chips of the round's best hand, when it is mine and when it beats me.
    win_value = {
        c: sum(paid(lo, -1, c) for lo in range(k - 1)) / (k - 1) for c in set(solver.CHIPS)
    }
    lose_by = {c: sum(paid(-1, wi, c) for wi in range(k - 1)) / (k - 1) for c in set(solver.CHIPS)}
    utility = []
    for r in range(solver.N_RANKS):
        p_lose, p_win = 1.0, 1.0
        below = [1.0] * solver.N_RANKS  # P(the best hand that beats me ranks at most x)
        for dist, wins_ties in opponents:
            first = r if wins_ties else r + 1
            p_beats = sum(dist[first:])
            p_lose *= p_beats
            p_win *= 1.0 - p_beats
            if p_beats > 1e-12:
                acc = 0.0
                for x in range(solver.N_RANKS):
                    if x >= first:
                        acc += dist[x] / p_beats
                    below[x] *= acc if x >= first else 0.0
        lose_value = 0.0
        if p_lose > 1e-12:
            previous = 0.0
            for x in range(solver.N_RANKS):
                chance = below[x] - previous
                previous = below[x]
                if chance > 1e-15:
                    lose_value += chance * lose_by[solver.CHIPS[x]]
        p_neither = max(0.0, 1.0 - p_lose - p_win)
        value = p_lose * lose_value + p_win * win_value[solver.CHIPS[r]] + p_neither * neither
        utility.append(-value)
    return utility


@lru_cache(maxsize=512)
def first_player_policy(pot: int, mine: int, others: Others, total: int) -> solver.Policy:
    """The round's first player (ties go to it) against the players after it."""
    m = solver.opponent_model()
    u = {
        t: half_utility([(m.later_by_limit[t], False)] * len(others), pot, mine, others, total)
        for t in (1, 2, 3)
    }
    return solver.Policy(solver._by_throws(u), 3)


@lru_cache(maxsize=512)
def later_player_policy(
    limit: int,
    starter_throws: int,
    earlier: Others,
    later: Others,
    starter: int,
    pot: int,
    mine: int,
    total: int,
) -> solver.Policy:
    """A later player: the starter (``starter`` chips) used ``starter_throws``; ``earlier``
    others threw before it (they win ties), ``later`` throw after (they lose ties)."""
    m = solver.opponent_model()
    opponents: Opponents = [(m.first_by_throws[starter_throws], True)]
    opponents += [(m.later_by_limit[limit], True)] * len(earlier)
    opponents += [(m.later_by_limit[limit], False)] * len(later)
    others = (starter, *earlier, *later)
    u = half_utility(opponents, pot, mine, others, total)
    return solver.Policy(solver._constant_in_throws(u), limit)
