"""tools/bench_hot.py times Abquetschen's search on the positions of real games and the full
pyramid's drawing, and `make bench` judges each on its worst case."""

from __future__ import annotations

from typing import Any

import bench
import bench_hot
import pytest


def test_the_search_and_the_drawing_are_timed_on_real_work() -> None:
    hot = bench_hot.bench_hot(1, runs=3)
    search = hot["search"]
    assert search["games"] == 1
    # Every throw and build asks for 2, 4 and 6 dice; most of them find a set to check.
    assert search["first"]["n"] == search["next"]["n"] > 100
    assert 0 < search["check"]["n"] <= search["first"]["n"]
    for part in (search["check"], search["first"], search["next"], hot["svg"]):
        assert 0 < part["median_ms"] <= part["p95_ms"] <= part["max_ms"]
    assert hot["svg"]["runs"] == 3 and 10_000 < hot["svg"]["bytes"] < 100_000


def _hot(check_ms: float, next_ms: float, svg_ms: float) -> dict[str, Any]:
    def part(worst: float) -> dict[str, float]:
        return {"n": 10, "median_ms": worst / 4, "p95_ms": worst / 2, "max_ms": worst}

    return {
        "search": {"games": 1, "check": part(check_ms), "first": part(1.0), "next": part(next_ms)},
        "svg": {"runs": 3, "bytes": 26_000, **part(svg_ms)},
        "targets_ms": {"check": 10.0, "next": 500.0, "svg": 50.0},
    }


def test_each_hot_target_is_judged_on_its_worst_case(capsys: pytest.CaptureFixture[str]) -> None:
    bench.report_targets({"hot": _hot(0.05, 612.0, 1.2)}, {"hot"})
    lines = [line for line in capsys.readouterr().out.splitlines() if " <= " in line]
    assert len(lines) == 3
    checked, lit, svg = lines
    assert "set checked, max <= 10 ms" in checked and "0.05 ms" in checked
    assert checked.endswith(" ok") and svg.endswith(" ok") and "1.2 ms" in svg
    assert "612.0 ms" in lit and lit.endswith("OVER TARGET")
