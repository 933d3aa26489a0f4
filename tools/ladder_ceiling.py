"""Ceilings of two ladder steps (issue 39): the higher level playing with what it may not see.

    .venv/bin/python tools/ladder_ceiling.py schocken --games 1000
    .venv/bin/python tools/ladder_ceiling.py cui-bono --players 3 --games 300

Schocken (``heuristic`` against ``strong``): when the strong computer throws after the
round's opener it sees the opener's cup and plays the exact best response to that hand,
for the least chance of losing the half; as the opener it plays as ``strong`` (there is
nothing to see yet). Cui bono? (``sensible`` against ``strong``): the strong computer reads
the real colour of every hidden die. Neither is a level: they only show how far better
guessing of what is hidden could take the step. (Cui bono?'s figure in
docs/rules/cui-bono.md was measured while ``sensible`` was ``CuiBonoStrongBot(chain=1)``
with three players; it is now ``CuiBonoSensibleBot`` there, so a run today measures
against that.) Games, seeds and scoring as in
tools/ladder.py; prints its row and JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ladder import play_pair, row

from pyengine import GAMES, Match
from pyengine.core.bot import Reason
from pyengine.core.rng import Rng
from pyengine.games.cui_bono import bots as cui_bono_bots
from pyengine.games.cui_bono.strong import CuiBonoStrongBot
from pyengine.games.schocken import bots as schocken_bots
from pyengine.games.schocken import halves, solver
from pyengine.games.schocken.view import CupView
from pyengine.pyramid.layout import colour_map


class SeeingSchocken(schocken_bots.SchockenStrongBot):
    """Strong, but a later player sees the opener's cup."""

    match: Match | None = None

    def _decide(
        self, view: dict[str, Any]
    ) -> tuple[dict[str, Any], solver.Policy, solver.StateKey]:
        state = view["state"]
        seat, order = view["seat"], state["order"]
        if order.index(seat) == 0 or not halves.fits(len(order), state["chips_total"]):
            return super()._decide(view)
        assert self.match is not None
        opener = order[0]
        shown = [0.0] * solver.N_RANKS
        shown[_rank(self.match.view(opener)["state"]["cups"][opener])] = 1.0
        chips = state["chips"]
        others = tuple(chips[s] for s in order if s != seat)
        utility = halves.half_utility(
            [(shown, True)], state["pot"], chips[seat], others, state["chips_total"]
        )
        policy = solver.Policy(solver._constant_in_throws(utility), state["limit"])
        move, key = schocken_bots.policy_move(state["cups"][seat], policy)
        return move, policy, key


def _rank(cup: CupView) -> int:
    dice, one, _flip, _throws = schocken_bots.cup_key(cup)
    return solver.RANK[dice, one]


class SeeingCuiBono(CuiBonoStrongBot):
    """Strong, reading the hidden dice's colours from the match."""

    match: Match | None = None

    def advise(
        self, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng
    ) -> tuple[dict[str, Any], Reason]:
        if self.match is None or not self.match.state.layout:
            return super().advise(view, legal, rng)
        colours = colour_map(self.match.state.layout)
        state = dict(view["state"])
        state["dice"] = [
            *state["dice"],
            *({"at": list(p), "colour": colours[tuple(p)]} for p in state["hidden"]),
        ]
        state["hidden"] = []
        return super().advise({**view, "state": state}, legal, rng)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=["schocken", "cui-bono"])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=700001)
    parser.add_argument("--players", type=int, default=None)
    args = parser.parse_args()
    spec = GAMES[args.game]
    players = args.players or spec.min_players
    seeing: SeeingSchocken | SeeingCuiBono
    if args.game == "schocken":
        seeing, lower = SeeingSchocken(), "heuristic"
        schocken_bots.BOTS["strong"] = seeing
    else:
        seeing, lower = SeeingCuiBono(), "sensible"
        cui_bono_bots.BOTS["strong"] = seeing

    def watch(match: Match, _seat: int) -> None:
        seeing.match = match

    options = spec.resolve_options({})
    r = play_pair(
        args.game, lower, "strong", players, args.games, args.seed, options, on_match=watch
    )
    print(row(r), flush=True)
    print(json.dumps([r]))


if __name__ == "__main__":
    main()
