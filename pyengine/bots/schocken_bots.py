"""Schocken computer players (heuristic now; the exact solver follows)."""

from __future__ import annotations

from typing import Any

from ..core.rng import Rng


class SchockenHeuristicBot:
    """Keeps ones (and sixes towards a flip), stops once it holds a straight or better."""

    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng) -> dict[str, Any]:
        if len(legal) == 1:
            return legal[0]
        seat = view["seat"]
        cup = view["state"]["cups"][seat]
        if {"type": "flip"} in legal:
            return {"type": "flip"}
        hand = cup["hand"]
        if hand["kind"] != "simple" or not any(a["type"] == "roll" for a in legal):
            return {"type": "stand"}
        reroll = [i for i, v in enumerate(cup["dice"]) if v != 1]
        return {"type": "roll", "dice": reroll}


SchockenStrongBot = SchockenHeuristicBot
