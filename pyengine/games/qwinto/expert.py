"""Qwinto's "expert" level: the hand-made Expert agent of AlphaQwinto (Jarato/AlphaQwinto,
``QwinPlayerExpert``), rewritten from a reading of its strategy, as a baseline to measure
the other levels against published figures.

The strategy knows only its own sheet and the sum. Each row's nine fields are counted
0-8 from the left (the gap does not count), the same in every row:

- **Which dice.** Of the seven sets of colours, one at random among those that leave
  more than ``holes`` empty fields in a stretch of the thrown rows, a stretch per number
  of dice (one die: fields 0-2, two: field 3, three: fields 2-8); if none does, any set.
- **Where to enter.** Each sum has a window of fields where it belongs (``low``/``high``,
  for 7: fields 2-4). A field at random among the legal ones inside the window, else a
  legal field at random anywhere: the Expert enters whenever it can.
- **Throw again or pass.** Only when no field takes the sum: the thrower throws again if
  it still may; otherwise it passes (the thrower's misthrow).

Randomness comes from the ``rng`` it is given; it reads nothing but its own view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.rng import Rng
from . import sheet

Action = dict[str, Any]
COLOUR_SETS: tuple[tuple[str, ...], ...] = tuple(
    tuple(c for i, c in enumerate(sheet.COLOURS) if mask >> i & 1) for mask in range(1, 8)
)


@dataclass(frozen=True)
class ExpertParams:
    """The Expert's constants: for a sum s (1-18), the window of field indexes it belongs
    in is ``low[s - 1]``..``high[s - 1]``; a throw of k dice looks for empty fields in
    ``stretch[k - 1]`` (first, last) and wants more than ``holes`` of them."""

    low: tuple[int, ...]
    high: tuple[int, ...]
    stretch: tuple[tuple[int, int], tuple[int, int], tuple[int, int]]
    holes: int


# The hand-set constants of AlphaQwinto's Expert (its published 17-19 points).
PLAIN = ExpertParams(
    low=(0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 5, 5, 5, 5, 6, 6, 7, 8),
    high=(0, 1, 1, 2, 3, 3, 4, 5, 6, 6, 7, 7, 7, 8, 8, 8, 8, 8),
    stretch=((0, 2), (3, 3), (2, 8)),
    holes=1,
)
# The same agent with the constants AlphaQwinto's evolution found ("Expert evolved 1",
# ``QwinPlayerExpertETest``); kept to compare, not offered as a level.
EVOLVED = ExpertParams(
    low=(0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 5, 6, 7, 7, 8, 8, 8, 8),
    high=(0, 0, 0, 0, 1, 1, 2, 3, 4, 5, 6, 6, 7, 7, 8, 8, 8, 8),
    stretch=((4, 5), (0, 1), (1, 8)),
    holes=2,
)


# The level "greedy" (Beginner in the app since issue 39): the plain windows one field wider
# on each side, a rough idea of where each sum belongs.
ROUGH = ExpertParams(
    low=tuple(max(0, low - 1) for low in PLAIN.low),
    high=tuple(min(8, high + 1) for high in PLAIN.high),
    stretch=PLAIN.stretch,
    holes=PLAIN.holes,
)


def field_index(colour: str, col: int) -> int:
    """The field's place in its row, 0-8 from the left (the gap not counted)."""
    return sheet.ROW_COLS[colour].index(col)


class QwintoExpertBot:
    """AlphaQwinto's Expert: fixed windows per sum, enters whenever it can."""

    def __init__(self, params: ExpertParams = PLAIN) -> None:
        self.params = params

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        rows: sheet.Rows = view["state"]["sheets"][view["seat"]]["rows"]
        if legal[0]["type"] == "roll":
            return {"type": "roll", "dice": list(self.throw(rows, rng))}
        return self.answer(legal, view["state"]["total"], rng)

    def empty_fields(self, rows: sheet.Rows, colours: tuple[str, ...]) -> int:
        first, last = self.params.stretch[len(colours) - 1]
        return sum(
            rows[colour][col] is None
            for colour in colours
            for col in sheet.ROW_COLS[colour][first : last + 1]
        )

    def throw(self, rows: sheet.Rows, rng: Rng) -> tuple[str, ...]:
        wanted = [cs for cs in COLOUR_SETS if self.empty_fields(rows, cs) > self.params.holes]
        return rng.choice(wanted or COLOUR_SETS)

    def answer(self, legal: list[Action], total: int, rng: Rng) -> Action:
        entries = [a for a in legal if a["type"] == "enter"]
        if entries:
            low, high = self.params.low[total - 1], self.params.high[total - 1]
            inside = [a for a in entries if low <= field_index(a["row"], a["col"]) <= high]
            return dict(rng.choice(inside or entries))
        if any(a["type"] == "reroll" for a in legal):
            return {"type": "reroll"}
        return {"type": "pass"}
