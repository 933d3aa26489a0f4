"""Start-up across browsers and on slow CPUs (tools/bench.py's parts "engines" and
"throttled").

engines: the app's start in WebKit (and Firefox) against chromium at the same moment: per
run and per build, a fresh chromium, then a fresh WebKit and Firefox (tools/webdriver.py),
each loading the app once (first start: no snapshot kept) and reloading it twice (warm);
the figure is "ready" (the app's ``spelkast:ready`` mark, ms from navigation) and the
ratio engine / chromium of the same run, so a machine that is slow this minute is slow
for both. With ``--before`` an older build takes its turn in every run.

throttled: chromium with the CPU slowed by CDP's Emulation.setCPUThrottlingRate (4x and
6x, a slow phone's main thread): a warm start of the app (its snapshot kept) against a
bare ``loadPyodide()`` page from the same folder, reloaded in turns. Workers are not
slowed by CDP, so the snapshot worker's part is measured at the machine's speed.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, sync_playwright
from serve import serve_in_thread
from webdriver import ENGINES, Engine, missing, open_engine

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
]  # fmt: skip
READY_MS = """() => { const m = performance.getEntriesByName('spelkast:ready')[0];
  return m ? [m.startTime, document.documentElement.dataset.python || ''] : null; }"""
# After a first start: the service worker has the build, and the snapshot is kept, failed or
# given up (an older build's start without one never says: its wait ends at SETTLE_S).
SETTLED = """() => navigator.serviceWorker.controller !== null &&
  ['stored', 'failed', 'given-up'].includes(document.documentElement.dataset.snapshot || '')"""
SETTLE_S = 150.0
TIMEOUT_S = 300.0


def _chromium_start(url: str, reloads: int) -> list[tuple[float, str]]:
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_context(viewport={"width": 360, "height": 640}).new_page()
        page.set_default_timeout(TIMEOUT_S * 1000)
        out = []
        for i in range(reloads + 1):
            page.goto(url) if i == 0 else page.reload()
            out.append(tuple(page.wait_for_function(READY_MS).json_value()))
            if i == 0:
                try:
                    page.wait_for_function(SETTLED, timeout=SETTLE_S * 1000)
                except PlaywrightError as err:  # warm starts go on without the worker
                    print(f"bench: chromium not settled: {err}", file=sys.stderr)
        browser.close()
    return out


def _engine_start(name: str, url: str, reloads: int) -> list[tuple[float, str]]:
    out = []
    with open_engine(name) as engine:
        for i in range(reloads + 1):
            engine.goto(url) if i == 0 else engine.reload()
            out.append(tuple(engine.wait(READY_MS, timeout=TIMEOUT_S, what="ready")))
            if i == 0:
                _settle_engine(engine)
    return out


def _settle_engine(engine: Engine) -> None:
    try:
        engine.wait(SETTLED, timeout=SETTLE_S, what="settled")
    except TimeoutError as err:
        print(f"bench: {err}", file=sys.stderr)


def bench_engines(runs: int, dist: Path, before: Path | None = None) -> dict[str, Any]:
    engines = [e for e in ENGINES if not missing(e)]
    builds = {"app": dist} | ({"before": before} if before is not None else {})
    servers = {name: serve_in_thread(path) for name, path in builds.items()}
    rows: dict[str, list[dict[str, Any]]] = {name: [] for name in builds}
    try:
        for _ in range(runs):
            for build, (_server, url) in servers.items():
                row: dict[str, Any] = {}
                started = time.monotonic()
                row["chromium"] = _chromium_start(url, 2)
                for engine in engines:
                    row[engine] = _engine_start(engine, url, 2)
                row["seconds"] = round(time.monotonic() - started, 1)
                rows[build].append(row)
                print(f"bench engines {build}: {row}", file=sys.stderr)
    finally:
        for server, _url in servers.values():
            server.shutdown()
            server.server_close()
    return {"engines": engines, "builds": {b: _engine_summary(r, engines) for b, r in rows.items()}}


def _engine_summary(rows: list[dict[str, Any]], engines: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {"runs": rows}
    for name in ["chromium", *engines]:
        out[f"{name}_first_ms"] = statistics.median(r[name][0][0] for r in rows)
        out[f"{name}_warm_ms"] = statistics.median(x[0] for r in rows for x in r[name][1:])
        out[f"{name}_python"] = sorted({x[1] for r in rows for x in r[name]})
    for name in engines:
        out[f"{name}_first_ratio"] = statistics.median(
            r[name][0][0] / r["chromium"][0][0] for r in rows
        )
        out[f"{name}_warm_ratio"] = statistics.median(
            statistics.median(x[0] for x in r[name][1:])
            / statistics.median(x[0] for x in r["chromium"][1:])
            for r in rows
        )
    return out


def report_engines(result: dict[str, Any]) -> None:
    print("\nStart-up per browser at the same moment (ready, ms from navigation; median):")
    for build, s in result["builds"].items():
        for name in ["chromium", *result["engines"]]:
            ratio = ""
            if name != "chromium":
                ratio = (f"  / chromium: first {s[f'{name}_first_ratio']:.2f},"
                         f" warm {s[f'{name}_warm_ratio']:.2f}")  # fmt: skip
            first, warm = s[f"{name}_first_ms"], s[f"{name}_warm_ms"]
            how = s[f"{name}_python"]
            print(f"  {build:7} {name:9} first {first:8.0f}  warm {warm:8.0f}  {how}{ratio}")


# -- chromium with a slow CPU -----------------------------------------------------------------
def bench_throttled(
    runs: int, dist: Path, bare_dir: Path, rates: tuple[int, ...] = (4, 6),
    before: Path | None = None,
) -> dict[str, Any]:  # fmt: skip
    builds = {"app": dist} | ({"before": before} if before is not None else {})
    servers = {name: serve_in_thread(path, mounts={"/__bench/": bare_dir})
               for name, path in builds.items()}  # fmt: skip
    urls = {name: url for name, (_s, url) in servers.items()}
    urls["bare"] = urls["app"] + "__bench/bare.html"
    out: dict[str, Any] = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            pages: dict[str, Page] = {}
            for name, url in urls.items():
                context = browser.new_context(viewport={"width": 360, "height": 640})
                context.add_init_script(BARE_PROBE)
                page = pages[name] = context.new_page()
                page.set_default_timeout(TIMEOUT_S * 1000)
                page.goto(url)
                page.wait_for_function(READY_ANY)
                if name != "bare":
                    page.wait_for_function(
                        "() => navigator.serviceWorker.controller !== null &&"
                        " document.documentElement.dataset.snapshot === 'stored'"
                    )
            for rate in rates:
                for page in pages.values():
                    page.context.new_cdp_session(page).send(
                        "Emulation.setCPUThrottlingRate", {"rate": rate}
                    )
                got: dict[str, list[float]] = {name: [] for name in urls}
                for _ in range(runs + 1):
                    for name, page in pages.items():
                        page.reload()
                        got[name].append(float(page.wait_for_function(READY_ANY).json_value()))
                row: dict[str, Any] = {name: statistics.median(v[1:]) for name, v in got.items()}
                row |= {f"{name}_runs": v[1:] for name, v in got.items()}
                for name in builds:
                    row[f"{name}_ratio"] = row[name] / row["bare"]
                out[f"x{rate}"] = row
                print(f"bench throttled x{rate}: {row}", file=sys.stderr)
            browser.close()
    finally:
        for server, _url in servers.values():
            server.shutdown()
            server.server_close()
    return out


# The bare page says it is ready with data-ready; the app marks spelkast:ready.
BARE_PROBE = """new MutationObserver(() => {
  const html = document.documentElement;
  if (!window.__readyAt && html && html.hasAttribute('data-ready'))
    window.__readyAt = performance.now();
}).observe(document, {attributes: true, subtree: true, childList: true});"""
READY_ANY = """() => { const m = performance.getEntriesByName('spelkast:ready')[0];
  return m ? m.startTime : (window.__readyAt || null); }"""


def report_throttled(result: dict[str, Any]) -> None:
    print("\nChromium with a slow CPU: warm start / bare loadPyodide() (median, ms):")
    for rate, row in result.items():
        builds = [k for k in ("app", "before") if k in row]
        parts = ", ".join(f"{b} {row[b]:.0f} ms = {row[f'{b}_ratio']:.2f} x" for b in builds)
        print(f"  {rate:4} bare {row['bare']:.0f} ms; {parts} (target <= 0.5)")
