"""Measure start-up, bot speed and size; print a table and write bench-results/bench.json.

Start-up runs in Debian's chromium against dist/ (plus a bare loadPyodide() page served
from tools/bench/, not part of dist/) on one server:
  cold     fresh browser context each run: nothing cached
  warm     reload with this build's service worker in control (the everyday start)
  offline  the same, with the network cut
Each is one discarded warm-up plus RUNS measured runs; the median is reported. Times are
from navigation start: first-contentful-paint, and "ready" (html[data-app-ready] for the
app, the end of loadPyodide() for the bare page).
Targets: ready within 1.15x of bare Pyodide; first paint under 0.3 s.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(TOOLS))
from bench_engine import bench_engine, report_engine  # noqa: E402
from serve import DIST, serve_in_thread  # noqa: E402

import pyengine  # noqa: E402

OUT = ROOT / "bench-results" / "bench.json"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
]  # fmt: skip
READY_RATIO_TARGET = 1.15
FIRST_PAINT_TARGET_MS = 300.0

# Records, in page time, when the app or the bare page declares itself ready.
PROBE = """
new MutationObserver(() => {
  const html = document.documentElement;
  if (!window.__readyAt && html &&
      (html.hasAttribute("data-app-ready") || html.hasAttribute("data-ready"))) {
    window.__readyAt = performance.now();
  }
}).observe(document, { attributes: true, subtree: true, childList: true });
"""
READY = "() => window.__readyAt !== undefined"
TIMEOUT_MS = 120_000

Sample = dict[str, float]


def measure(page: Page, load: Callable[[], Any]) -> Sample:
    load()
    page.wait_for_function(READY, timeout=TIMEOUT_MS)
    got: Sample = page.evaluate(
        """() => {
          const paint = Object.fromEntries(
            performance.getEntriesByType("paint").map(e => [e.name, e.startTime]));
          return {ready: window.__readyAt, first_paint: paint["first-paint"] ?? -1,
                  fcp: paint["first-contentful-paint"] ?? -1};
        }"""
    )
    return got


def new_context(browser: Browser) -> BrowserContext:
    context = browser.new_context(viewport={"width": 360, "height": 640}, service_workers="allow")
    context.add_init_script(PROBE)
    return context


def cold(browser: Browser, urls: list[str], runs: int) -> list[list[Sample]]:
    """Fresh context per load; the pages take turns so background noise hits each alike."""
    samples: list[list[Sample]] = [[] for _ in urls]
    for _ in range(runs + 1):
        for url, out in zip(urls, samples, strict=True):
            context = new_context(browser)
            page = context.new_page()
            out.append(measure(page, partial(page.goto, url)))
            context.close()
    return [s[1:] for s in samples]


def warm(
    browser: Browser, urls: list[str], runs: int, *, offline: bool = False
) -> list[list[Sample]]:
    """One context per page, loaded once, then reloaded in turns."""
    contexts = [new_context(browser) for _ in urls]
    pages = [c.new_page() for c in contexts]
    for url, page, context in zip(urls, pages, contexts, strict=True):
        measure(page, partial(page.goto, url))
        if "/__bench/" not in url:
            page.wait_for_function("navigator.serviceWorker.controller !== null")
        context.set_offline(offline)
    samples: list[list[Sample]] = [[] for _ in urls]
    for _ in range(runs + 1):
        for page, out in zip(pages, samples, strict=True):
            out.append(measure(page, page.reload))
    for context in contexts:
        context.close()
    return [s[1:] for s in samples]


def summary(samples: list[Sample]) -> dict[str, Any]:
    return {
        key: round(statistics.median(s[key] for s in samples), 1)
        for key in ("ready", "first_paint", "fcp")
    } | {"runs": samples}


def bench_browser(runs: int) -> dict[str, Any]:
    server, base = serve_in_thread(DIST, mounts={"/__bench/": TOOLS / "bench"})
    bare = base + "__bench/bare.html"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            app_cold, bare_cold = cold(browser, [base, bare], runs)
            app_warm, bare_warm = warm(browser, [base, bare], runs)
            (app_offline,) = warm(browser, [base], runs, offline=True)
            results = {
                "app_cold": summary(app_cold),
                "bare_cold": summary(bare_cold),
                "app_warm": summary(app_warm),
                "bare_warm": summary(bare_warm),
                "app_offline": summary(app_offline),
            }
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return results


def bench_bot(positions: int) -> dict[str, Any]:
    """Decision time of the strong Schocken bot on CPython, over positions from whole
    games between strong bots (seeded, so every run sees the same positions)."""
    times: list[float] = []
    first = -1.0
    seed = 0
    while len(times) < positions:
        players = [{"name": f"P{i}", "bot": "strong"} for i in range(3)]
        match = pyengine.new_match("schocken", players, seed=seed)
        seed += 1
        while not match.is_over and len(times) < positions:
            seat = match.to_move[0]
            start = time.perf_counter()
            action = match.bot_action(seat)
            elapsed = (time.perf_counter() - start) * 1000
            if first < 0:
                first = elapsed  # includes loading the bot's model once
            else:
                times.append(elapsed)
            match.play(seat, action)
    times.sort()
    return {
        "positions": len(times),
        "games": seed,
        "first_ms": round(first, 2),
        "median_ms": round(statistics.median(times), 3),
        "p95_ms": round(times[int(len(times) * 0.95)], 3),
        "max_ms": round(times[-1], 3),
    }


def dist_size() -> dict[str, Any]:
    paths = [p for p in DIST.rglob("*") if p.is_file()]
    files = sorted((p.stat().st_size, p.relative_to(DIST).as_posix()) for p in paths)[::-1]
    return {
        "total_bytes": sum(s for s, _ in files),
        "files": len(files),
        "biggest": [{"path": name, "bytes": size} for size, name in files[:6]],
    }


def report(results: dict[str, Any]) -> None:
    b = results["browser"]
    print(f"\nStart-up in chromium, median of {results['runs']} runs (ms from navigation):")
    print(f"  {'':12} {'first paint':>12} {'FCP':>8} {'ready':>8}")
    for key, row in b.items():
        print(f"  {key:12} {row['first_paint']:12.0f} {row['fcp']:8.0f} {row['ready']:8.0f}")
    for kind in ("cold", "warm"):
        ratio = b[f"app_{kind}"]["ready"] / b[f"bare_{kind}"]["ready"]
        verdict = "ok" if ratio <= READY_RATIO_TARGET else "OVER TARGET"
        print(f"  app/bare ready, {kind}: {ratio:.3f} (target <= {READY_RATIO_TARGET}) {verdict}")
    worst_fp = max(row["first_paint"] for key, row in b.items() if key.startswith("app"))
    verdict = "ok" if worst_fp < FIRST_PAINT_TARGET_MS else "OVER TARGET"
    print(f"  app first paint, worst median: {worst_fp:.0f} ms (target < 300) {verdict}")
    bot = results["bot"]
    print(
        f"\nStrong Schocken bot on CPython over {bot['positions']} positions ({bot['games']} "
        f"games): median {bot['median_ms']} ms, p95 {bot['p95_ms']} ms, max {bot['max_ms']} ms, "
        f"first call {bot['first_ms']} ms"
    )
    size = results["dist"]
    print(f"\ndist/: {size['total_bytes'] / 1e6:.2f} MB in {size['files']} files; biggest:")
    for f in size["biggest"]:
        print(f"  {f['bytes'] / 1e6:7.3f} MB  {f['path']}")


def main() -> int:
    parser = argparse.ArgumentParser(description="Spelkast benchmarks")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--positions", type=int, default=2000)
    parser.add_argument("--games", type=int, default=5, help="whole games per engine benchmark")
    args = parser.parse_args()
    if not (DIST / "index.html").is_file():
        print("bench: dist/ missing; run `make dist` first", file=sys.stderr)
        return 1
    results = {
        "runs": args.runs,
        "browser": bench_browser(args.runs),
        "bot": bench_bot(args.positions),
        "dist": dist_size(),
        "engine": bench_engine(args.games),
    }
    report(results)
    report_engine(results["engine"])
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print(f"\nwrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
