"""Hot paths outside the bots' decisions, timed here rather than in tests (a loaded CI
machine makes a timed test fail for nothing; the tests bound the work instead):
  search  Abquetschen's build search on every position of seeded games between strong
          computers: a player's proposed set checked (``Problem.is_legal``, each tap on
          "build" runs it), the first legal set found and the whole next-position list
          (the squares the board lights up), for 2, 4 and 6 dice
  svg     the full 165-dice pyramid drawn as SVG (Raffzahn, Cui bono?)
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]
from bench_engine import spread_ms  # noqa: E402
from spelkast_ui.pyramid.svg import looks_from_view, pyramid_svg  # noqa: E402

from pyengine import new_match  # noqa: E402
from pyengine.core.rng import Rng  # noqa: E402
from pyengine.games.abquetschen.rules import position_of  # noqa: E402
from pyengine.games.abquetschen.search import first_build, next_positions  # noqa: E402
from pyengine.pyramid import setups  # noqa: E402

CHECK_TARGET_MS = 10.0  # one proposed set checked: well under a frame
NEXT_TARGET_MS = 500.0  # the lit squares after a tap: at worst half a second
SVG_TARGET_MS = 50.0  # the full pyramid drawn: a few frames at most


def _figures(times_ms: list[float]) -> dict[str, float]:
    return {"n": len(times_ms), **spread_ms(times_ms)}


T = TypeVar("T")


def _timed(call: Callable[[], T], into: list[float]) -> T:
    start = time.perf_counter()
    out = call()
    into.append((time.perf_counter() - start) * 1000)
    return out


def bench_search(games: int) -> dict[str, Any]:
    """The search for the player to move, at each throw and build of ``games`` seeded
    three-player games."""
    check: list[float] = []
    first: list[float] = []
    lit: list[float] = []
    for seed in range(games):
        players = [{"name": f"P{i}", "bot": "strong"} for i in range(3)]
        match = new_match("abquetschen", players, seed)
        while not match.is_over:
            seat = match.to_move[0]
            position = position_of(match.state)
            if position.phase in ("throw", "build"):
                for k in (2, 4, 6):
                    problem = position.problem(seat, k, bonus=False)
                    if problem is None:
                        continue
                    found = _timed(partial(first_build, problem), first)
                    _timed(partial(next_positions, problem), lit)
                    if found is not None:
                        assert _timed(partial(problem.is_legal, found), check)
            match.play(seat, match.bot_action(seat))
    return {
        "games": games,
        "check": _figures(check),
        "first": _figures(first),
        "next": _figures(lit),
    }


def bench_svg(runs: int) -> dict[str, Any]:
    """The full pyramid drawn ``runs`` times, each from its own random pyramid."""
    times: list[float] = []
    size = 0
    for seed in range(runs):
        looks = looks_from_view(setups.full_random(Rng(seed)).to_json()["dice"])
        size = max(size, len(_timed(partial(pyramid_svg, looks, side=2), times)))
    return {"runs": runs, "bytes": size, **_figures(times)}


def bench_hot(games: int, runs: int = 50) -> dict[str, Any]:
    return {
        "search": bench_search(games),
        "svg": bench_svg(runs),
        "targets_ms": {"check": CHECK_TARGET_MS, "next": NEXT_TARGET_MS, "svg": SVG_TARGET_MS},
    }


def hot_verdicts(hot: dict[str, Any]) -> list[tuple[str, str, bool]]:
    """(target, figure, met) per target, judged on the worst case (max)."""
    search, svg, target = hot["search"], hot["svg"], hot["targets_ms"]
    return [
        (
            f"search: set checked, max <= {target['check']:g} ms",
            f"{search['check']['max_ms']:.2f} ms",
            search["check"]["max_ms"] <= target["check"],
        ),
        (
            f"search: lit squares, max <= {target['next']:g} ms",
            f"{search['next']['max_ms']:.1f} ms",
            search["next"]["max_ms"] <= target["next"],
        ),
        (
            f"full pyramid SVG, max <= {target['svg']:g} ms",
            f"{svg['max_ms']:.1f} ms",
            svg["max_ms"] <= target["svg"],
        ),
    ]


def report_hot(hot: dict[str, Any]) -> None:
    s = hot["search"]
    print(f"\nHot paths (CPython; search over {s['games']} games of three strong computers):")
    for name, label in (("check", "set checked"), ("first", "first set"), ("next", "lit squares")):
        f = s[name]
        print(
            f"  search {label:12} n={f['n']:5}  median {f['median_ms']:7.3f}  "
            f"p95 {f['p95_ms']:7.3f}  max {f['max_ms']:7.3f} ms"
        )
    v = hot["svg"]
    print(
        f"  full pyramid SVG   n={v['runs']:5}  median {v['median_ms']:7.3f}  "
        f"p95 {v['p95_ms']:7.3f}  max {v['max_ms']:7.3f} ms, {v['bytes'] / 1000:.0f} kB"
    )
