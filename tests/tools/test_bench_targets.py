"""`make bench`'s summary judges each start-up target on the figures it is given, and the
Lighthouse part reads from a run's devtools log whether the page came from the service
worker (figures themselves are measured by `make bench`, not in tests)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import bench
import pytest


def _row(ready: float, fcp: float) -> dict[str, float]:
    return {"ready": ready, "fcp": fcp, "first_paint": fcp}


def _results(*, warm_ready: float, fcp: float, first_visit: int) -> dict[str, Any]:
    visit = {"bytes": first_visit, "requests": 30}
    return {
        "browser": {
            "app_cold": _row(2000, fcp), "bare_cold": _row(2500, 0),
            "app_warm": _row(warm_ready, 120), "bare_warm": _row(2000, 0),
            "app_offline": _row(warm_ready, 110),
        },
        "transfer": {"target_bytes": bench.FIRST_VISIT_TARGET_BYTES, "compressed": visit,
                     "uncompressed": {"bytes": 15_000_000, "requests": 30}},
        "engine_pyodide": {"target_p95_ms": 150.0, "games": {
            "kwist": {"p95_ms": 20.0}, "schocken": {"p95_ms": 160.5}}},
        "lighthouse": {k: {"score": 70, "lcp_ms": 900, "tbt_ms": 100} for k in ("first", "warm")},
    }  # fmt: skip


def test_every_target_gets_its_figure_and_verdict(capsys: pytest.CaptureFixture[str]) -> None:
    results = _results(warm_ready=1100, fcp=250, first_visit=5_900_000)
    bench.report_targets(results, set(bench.PARTS))
    out = capsys.readouterr().out
    assert "warm ready <= 0.6 x bare" in out and "0.55 x (1100 ms)" in out
    assert "cold ready / bare (no target)" in out and "0.80 x" in out
    lines = {line.split(" <= ")[0].strip(): line for line in out.splitlines() if " <= " in line}
    assert lines["warm ready"].endswith(" ok")
    assert lines["home screen FCP"].endswith(" ok") and "250 ms" in lines["home screen FCP"]
    assert lines["first visit"].endswith(" ok") and "5.90 MB, 30 requests" in lines["first visit"]
    # The worst game decides the engine target.
    assert "160.5 ms (schocken)" in lines["Pyodide decision p95"]
    assert lines["Pyodide decision p95"].endswith("OVER TARGET")
    assert "Lighthouse first (no target)" in out and "70 LCP 900 TBT 100" in out
    assert "earlier run" not in out


def test_missed_targets_and_figures_from_an_earlier_run(
    capsys: pytest.CaptureFixture[str],
) -> None:
    results = _results(warm_ready=1300, fcp=350, first_visit=6_690_000)
    bench.report_targets(results, {"transfer"})
    out = capsys.readouterr().out
    lines = {line.split(" <= ")[0].strip(): line for line in out.splitlines() if " <= " in line}
    assert lines["warm ready"].endswith("OVER TARGET  (earlier run)")  # 0.65 x
    assert "OVER TARGET" in lines["home screen FCP"]
    assert lines["first visit"].endswith("OVER TARGET")


def test_parts_not_measured_yet_are_named(capsys: pytest.CaptureFixture[str]) -> None:
    bench.report_targets({}, set())
    out = capsys.readouterr().out
    assert "start-up: not measured" in out and "first visit: not measured" in out


def test_the_warm_runs_page_from_the_service_worker(tmp_path: Path) -> None:
    def log(from_worker: bool) -> list[dict[str, Any]]:
        return [
            {"method": "Network.requestWillBeSent", "params": {"type": "Document"}},
            {"method": "Network.responseReceived",
             "params": {"type": "Script", "response": {"fromServiceWorker": not from_worker}}},
            {"method": "Network.responseReceived",
             "params": {"type": "Document", "response": {"fromServiceWorker": from_worker}}},
        ]  # fmt: skip

    report = tmp_path / "warm.json"
    assert bench._document_from_worker(report) is None
    for from_worker in (True, False):
        (tmp_path / "warm-0.devtoolslog.json").write_text(json.dumps(log(from_worker)))
        assert bench._document_from_worker(report) is from_worker
