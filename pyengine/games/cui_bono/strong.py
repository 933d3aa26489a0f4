"""Cui bono? level ``strong``: looks ahead over its own pull and the replies of the players
after it, from its view only.

For every die it may pull it works out the pyramid after the slide and goes through every
colouring of the unseen dice that decide where the die fits (weighted by the hidden-colour
counts). In each it picks its best answer: lay the die back in one of the funnels that take
it, or keep it. An answer is worth the bot's own minus points minus what it leaves the
others: the players after it are assumed to play as sensible.py's bot does (each pulls the die
with the lowest expected minus points and lays it back, when it fits, where the player
after him is worst off), and the expected minus points of the next ``CHAIN`` players count,
weighted (``weights``): an opponent with the fewest minus points counts most, and where the
chain comes round to the bot itself (two or three players) its own pull counts against it.
The pull with the best expected worth is played. With the die in hand it weighs the same
answers on the real pyramid, so it keeps a die on purpose when that leaves the next player
a costly pull (the seed's last TIP, docs/rules/cui-bono.md, "Computer levels").

With the option ``pull_again`` it plays as ``sensible`` (the lookahead is written for one
pull per turn) and explains its moves in that level's terms.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Any

from ...core.bot import Reason
from ...core.rng import Rng
from ...pyramid.geometry import COLOURS, Pos
from .colours import MINUS_POINTS, funnel_colours_ok, one_colour_edge
from .reading import (
    SUPPORTS,
    Action,
    Colours,
    board,
    ending,
    hidden_pool,
    laid,
    pos_of,
    pulled,
    quick_chance,
    quick_pull_cost,
    quick_pullable,
)
from .rules import funnels_of
from .sensible import CuiBonoSensibleBot
from .spec import pulls_again

# How much one expected minus point of the next player is worth against one of the bot's
# own, by number of players: hurting the next player helps against one of n - 1 opponents.
NEXT_WEIGHT = 0.5
# More unknown colours under the funnels than this are not enumerated (3**6 worlds); the
# extra ones count as the commonest hidden colour. It hardly ever happens.
MAX_UNKNOWN = 6


# Every kind of move the bot can explain: the UI has a sentence ``hint.<why>`` for each.
WHYS = (
    "build",
    "pull_only",
    "pull",
    "pull_leaves",
    "place",
    "keep_tip",
    "keep_win",
    "keep_forced",
    "again_pull",
    "again_place",
    "again_keep",
)


@dataclass
class Outlook:
    """What an answer or a pull is expected to bring: its worth (lower is better), the
    bot's own minus points, the next player's expected minus points, the chance to fit."""

    score: float
    own: float
    next: float
    fit: float


AFTER_WEIGHT = 1.0  # the player after the next one, relative to the next one
AFTER_SELF = 0.5  # two players: the bot's own next pull, relative to its pull now
# Three or more players: the opponent with the fewest minus points matters more.
LEAD = 1.5
TRAIL = 0.5
# How many players after the bot the lookahead follows, and (three players, where the
# third is the bot) what its own next pull counts.
CHAIN = 3
SELF_LATER = 0.5


@dataclass
class Weights:
    """What one expected minus point of each of the players after the bot (the next one
    first) is worth to the bot against one of its own (negative: the bot itself)."""

    follow: tuple[float, ...]


def weights(minus: list[int], seat: int, chain: int = CHAIN) -> Weights:
    """The weights of the next ``chain`` players (``chain`` 1: the next player only, with
    no standings: the level sensible looks that far)."""
    n = len(minus)
    base = NEXT_WEIGHT / (n - 1)
    if chain == 1:
        return Weights((base,))
    if n == 2:
        return Weights((base, -AFTER_SELF))
    best = min(m for s, m in enumerate(minus) if s != seat)

    def standing(k: int) -> float:
        return LEAD if minus[(seat + k) % n] == best else TRAIL

    follow = [base * standing(1), base * AFTER_WEIGHT * standing(2)]
    if chain > 2:
        follow.append(-SELF_LATER if n == 3 else base * AFTER_WEIGHT * standing(3))
    return Weights(tuple(follow))


def replies(
    colours: Colours, funnels: list[Pos], pool: dict[str, float], depth: int
) -> list[float]:
    """The expected minus points of the next ``depth`` players, each pulling as ``sensible``
    does (the die with the lowest expected minus points) and laying it back, when it fits,
    where the player after him is worst off, else keeping it."""
    best: tuple[float, float, Pos] | None = None
    for p in quick_pullable(colours):
        die = colours[p]
        if die is None:
            continue
        key = (quick_pull_cost(colours, funnels, p, pool), 0.01 * MINUS_POINTS[die], p)
        if best is None or key < best:
            best = key
    if best is None:
        return [0.0] * depth
    cost, _, p = best
    if depth == 1:
        return [cost]
    die = colours[p]
    assert die is not None
    after, open_ = pulled(colours, funnels, p)
    options: list[tuple[list[float], float]] = []  # (what the others pay, chance it fits)
    for q in open_:
        a, b, c = SUPPORTS[q]
        chance = quick_chance((after[a], after[b], after[c]), die, pool)
        if chance > 0.0 and one_colour_edge(after, q, die) is None:
            there, open_there = laid(after, open_, q, die)
            options.append((replies(there, open_there, pool, depth - 1), chance))
    options.sort(key=lambda o: (-o[0][0], -o[1]))  # his favourite funnel first
    left = 1.0
    then = [0.0] * (depth - 1)
    for values, chance in options:
        for i, v in enumerate(values):
            then[i] += left * chance * v
        left *= 1.0 - chance
    for i, v in enumerate(replies(after, open_, pool, depth - 1)):
        then[i] += left * v
    return [cost, *then]


def next_reply(colours: Colours, funnels: list[Pos], pool: dict[str, float]) -> tuple[float, float]:
    """The next player's expected minus points and those of the player after him."""
    nxt, then = replies(colours, funnels, pool, 2)
    return nxt, then


class CuiBonoStrongBot:
    """``chain``: how many players after it the lookahead follows (CHAIN for strong; the
    level sensible follows one, the next player, with no standings)."""

    def __init__(self, chain: int = CHAIN) -> None:
        self._sensible = CuiBonoSensibleBot()
        self.chain = chain

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        return self.advise(view, legal, rng)[0]

    def advise(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> tuple[Action, Reason]:
        kind = legal[0]["type"]
        if kind == "build":
            return dict(legal[0]), {"why": "build"}
        if pulls_again(view["options"]):
            return self._pull_again(view, legal, rng)
        state = view["state"]
        if kind == "keep":  # nothing fits (keep is listed last)
            return dict(legal[0]), {"why": "keep_forced", "cost": self._hand_cost(state)}
        colours = board(view)
        pool = hidden_pool(view)
        w = weights(state["minus"], view["seat"], self.chain)
        if kind == "pull":
            outlooks = [self._pull(view, colours, pos_of(a["at"]), pool, w) for a in legal]
        else:
            outlooks = [self._answer(view, colours, a, pool, w) for a in legal]
        best = min(o.score for o in outlooks)
        ties = [i for i, o in enumerate(outlooks) if o.score <= best + 1e-9]
        pick = ties[0] if len(ties) == 1 else rng.choice(ties)
        action = dict(legal[pick])
        others = [o for i, o in enumerate(outlooks) if i != pick]
        runner_up = min(others, key=lambda o: o.score) if others else None
        if kind == "pull":
            return action, self._pull_reason(outlooks[pick], runner_up)
        return action, self._answer_reason(view, action, outlooks[pick], outlooks, legal)

    # -- the lookahead ----------------------------------------------------------------------
    def _leave(
        self, colours: Colours, funnels: list[Pos], pool: dict[str, float], w: Weights
    ) -> tuple[float, float]:
        """What a pyramid left to the next player is worth to the bot (lower is better), and
        the next player's expected minus points."""
        costs = replies(colours, funnels, pool, len(w.follow))
        return -sum(f * c for f, c in zip(w.follow, costs, strict=True)), costs[0]

    def _answer(
        self,
        view: dict[str, Any],
        colours: Colours,
        action: Action,
        pool: dict[str, float],
        w: Weights,
    ) -> Outlook:
        """Laying the die in hand back (``colours`` is the pyramid without it) or keeping it."""
        state = view["state"]
        die: str = state["hand"]["colour"]
        funnels = funnels_of(colours)
        if action["type"] == "place":
            after, open_ = laid(colours, funnels, pos_of(action["at"]), die)
            penalty, nxt = self._leave(after, open_, pool, w)
            return Outlook(penalty, 0.0, nxt, 1.0)
        penalty, nxt = self._leave(colours, funnels, pool, w)
        cost = float(MINUS_POINTS[die])
        return Outlook(cost + ending(state, view["seat"], die) + penalty, cost, nxt, 0.0)

    def _pull(
        self, view: dict[str, Any], colours: Colours, p: Pos, pool: dict[str, float], w: Weights
    ) -> Outlook:
        """Pulling ``p``, then the best answer in each colouring of the unseen dice that
        decide where it fits, in expectation."""
        die = colours[p]
        assert die is not None  # a pullable die always shows a face
        cost = float(MINUS_POINTS[die])
        after, open_ = pulled(colours, funnels_of(colours), p)
        penalty, keep_next = self._leave(after, open_, pool, w)
        keep = Outlook(
            cost + ending(view["state"], view["seat"], die) + penalty, cost, keep_next, 0.0
        )
        funnels = [q for q in open_ if one_colour_edge(after, q, die) is None]
        places: dict[Pos, Outlook] = {}
        for q in funnels:
            there, open_there = laid(after, open_, q, die)
            penalty, nxt = self._leave(there, open_there, pool, w)
            places[q] = Outlook(penalty, 0.0, nxt, 1.0)
        unknown = sorted({s for q in funnels for s in SUPPORTS[q] if after[s] is None})
        total = sum(pool.values()) or 1.0
        share = {c: pool.get(c, 0.0) / total for c in COLOURS}
        commonest = max(COLOURS, key=lambda c: share[c])
        fixed = {s: commonest for s in unknown[MAX_UNKNOWN:]}
        unknown = unknown[:MAX_UNKNOWN]
        mean = Outlook(0.0, 0.0, 0.0, 0.0)
        for drawn in product(COLOURS, repeat=len(unknown)):
            chance = 1.0
            for c in drawn:
                chance *= share[c]
            if chance == 0.0:
                continue
            seen = {**fixed, **dict(zip(unknown, drawn, strict=True))}
            best = keep
            for q in funnels:
                below = [seen.get(s) or after[s] for s in SUPPORTS[q]]
                if (
                    funnel_colours_ok([c or "" for c in below], die)
                    and places[q].score < best.score
                ):
                    best = places[q]
            mean.score += chance * best.score
            mean.own += chance * best.own
            mean.next += chance * best.next
            mean.fit += chance * best.fit
        # Equal worth: rather pull (and so maybe keep) the cheaper die.
        mean.score += 0.01 * cost
        return mean

    # -- why ------------------------------------------------------------------------------
    @staticmethod
    def _hand_cost(state: dict[str, Any]) -> int:
        return MINUS_POINTS[state["hand"]["colour"]]

    @staticmethod
    def _pull_reason(chosen: Outlook, runner_up: Outlook | None) -> Reason:
        chance = round(100 * chosen.fit)
        if runner_up is None:
            return {"why": "pull_only", "chance": chance, "cost": chosen.own}
        if chosen.own <= runner_up.own + 1e-9:
            return {"why": "pull", "chance": chance, "cost": chosen.own, "other": runner_up.own}
        return {
            "why": "pull_leaves",
            "cost": chosen.own,
            "other": runner_up.own,
            "next": chosen.next,
            "other_next": runner_up.next,
        }

    def _answer_reason(
        self,
        view: dict[str, Any],
        action: Action,
        chosen: Outlook,
        outlooks: list[Outlook],
        legal: list[Action],
    ) -> Reason:
        state = view["state"]
        cost = self._hand_cost(state)
        if action["type"] == "place":
            return {"why": "place", "next": chosen.next}
        if ending(state, view["seat"], state["hand"]["colour"]) < 0:
            return {"why": "keep_win", "cost": cost}
        places = [o for o, a in zip(outlooks, legal, strict=True) if a["type"] == "place"]
        instead = min(places, key=lambda o: o.score)
        # The tip: keeping leaves the next player a dearer pull than the best die laid back.
        return {"why": "keep_tip", "cost": cost, "next": chosen.next, "instead": instead.next}

    # -- option pull_again ----------------------------------------------------------------
    def _pull_again(
        self, view: dict[str, Any], legal: list[Action], rng: Rng
    ) -> tuple[Action, Reason]:
        action = self._sensible.choose(view, legal, rng)
        state = view["state"]
        if action["type"] == "pull":
            return action, {"why": "again_pull"}
        if action["type"] == "place":
            return action, {"why": "again_place"}
        if len(legal) == 1:
            return action, {"why": "keep_forced", "cost": self._hand_cost(state)}
        return action, {"why": "again_keep", "cost": self._hand_cost(state)}
