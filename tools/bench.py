"""Measure start-up, bot speed and size; print a table and write bench-results/bench.json.

Start-up runs in Debian's chromium against dist/ (plus a bare loadPyodide() page served
from tools/bench/, not part of dist/) on one server:
  cold     fresh browser context each run: nothing cached
  warm     reload with this build's service worker in control and Python's memory
           snapshot made (the everyday start); also without the snapshot (?snapshot=off)
  offline  the same, with the network cut
Each is one discarded warm-up plus RUNS measured runs; the median is reported. Times are
from navigation start: first-contentful-paint, and "ready" (html[data-app-ready] for the
app, the end of loadPyodide() for the bare page).
Targets: ready when warm within 0.6x of bare Pyodide (cold printed too); first contentful
paint of the app within 0.3 s.

A first visit ("transfer"): a fresh context loads the app from dist/ served with its .br/.gz
copies, then again served without them, until the app is ready and the service worker has
precached the build; every response's bytes received over the network are summed, the
worker's own fetches included. Target: at most 6 MB compressed.

Lighthouse ("lighthouse"; npm package pinned in tools/lighthouse/, installed on demand with
`npm ci` into .cache/lighthouse/, never shipped): mobile, performance only, on Debian's
chromium against dist/ served compressed, once on a first visit (fresh profile) and once
warm (a profile in which the app was loaded and its service worker took control, storage
kept). No target: printed and kept in bench.json. The end of the output sums up the
targets with their figures and verdicts.

Bots run twice: on CPython (tools/bench_engine.py: decisions, memory, saves), and in
Pyodide in chromium ("engine_pyodide"): tools/bench/engine.html loads dist/'s Pyodide and
installs dist/'s engine wheel, then tools/bench_engine.py's own source is shipped in and
its bench_decisions() plays whole seeded games between the best bots of each game, within
a time budget per game. The same seeds are then played in a fresh CPython process for the
ratio (equal log digests: the very same decisions; CPython 3.11 differs from 3.12+ in a few
games, as sum() of floats is compensated from 3.12 on). Target: a decision's p95 at most
150 ms in Pyodide. Pyodide plays with the bots' think limit the app sets
(core.bot.APP_THINK_LIMIT_MS; `--think-ms 0`: none) and counts the decisions it cut short
("cut"); CPython plays without one, so a cut game is another game there. The first
decision of a game type in a fresh interpreter is reported apart; caches the bots fill
(Schocken's solver) make later games faster than the first.
`--only pyodide-engine` runs that part alone and updates just its key in bench.json.

Several devices at one table ("net"): tools/bench_net.py in its own process (two pages of
one chromium over WebRTC, in real time): join time, a tap's round trip, and race fairness
with 0, 50 and 150 ms added each way on the phone; its figures go into bench.json under
"net" (and bench-results/net.json). Target: the earlier of two touches at least 60 ms
apart wins in >= 95 % of races, at every delay.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(TOOLS))
from bench_browsers import (  # noqa: E402
    bench_engines,
    bench_throttled,
    report_engines,
    report_throttled,
)
from bench_engine import VARIANTS, bench_engine, report_engine, spread_ms  # noqa: E402
from bench_hot import bench_hot, hot_verdicts, report_hot  # noqa: E402
from build_dist import COMPRESSED_SUFFIXES, smallest_transfer  # noqa: E402
from serve import DIST, serve_in_thread  # noqa: E402

import pyengine  # noqa: E402
from pyengine.core.bot import APP_THINK_LIMIT_MS  # noqa: E402

OUT = ROOT / "bench-results" / "bench.json"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
]  # fmt: skip
READY_RATIO_TARGET = 0.6  # warm: app ready / bare loadPyodide() ready
FIRST_PAINT_TARGET_MS = 300.0
PYODIDE_P95_TARGET_MS = 150.0
PYODIDE_BUDGET_S = 15.0  # per game: games stop starting once it has passed
FIRST_VISIT_TARGET_BYTES = 6_000_000
PARTS = ("startup", "bot", "dist", "engine", "hot", "pyodide-engine", "transfer",
         "lighthouse", "engines", "throttled", "net")  # fmt: skip
HOT_GAMES = 20  # Abquetschen games whose positions the search is timed on
NET_FAIR_TARGET = 0.95  # issue 38: the earlier of two touches >= 60 ms apart wins

# Records, in page time, when the app or the bare page declares itself ready.
PROBE = """
new MutationObserver(() => {
  const html = document.documentElement;
  if (!window.__readyAt && html &&
      (html.hasAttribute("data-app-ready") || html.hasAttribute("data-ready"))) {
    window.__readyAt = performance.now();
  }
}).observe(document, { attributes: true, subtree: true, childList: true });
new PerformanceObserver((list) => {
  const entries = list.getEntries();
  window.__lcp = entries[entries.length - 1].startTime;
}).observe({ type: "largest-contentful-paint", buffered: true });
"""
READY = "() => window.__readyAt !== undefined"
SNAPSHOT_STORED = "() => document.documentElement.dataset.snapshot === 'stored'"
TIMEOUT_MS = 120_000

Sample = dict[str, float]


def measure(page: Page, load: Callable[[], Any]) -> Sample:
    load()
    page.wait_for_function(READY, timeout=TIMEOUT_MS)
    got: Sample = page.evaluate(
        """async () => {
          // Two frames: the largest paint of the ready page is reported once it is painted.
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const paint = Object.fromEntries(
            performance.getEntriesByType("paint").map(e => [e.name, e.startTime]));
          return {ready: window.__readyAt, first_paint: paint["first-paint"] ?? -1,
                  fcp: paint["first-contentful-paint"] ?? -1, lcp: window.__lcp ?? -1};
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
    browser: Browser,
    urls: list[str],
    runs: int,
    *,
    offline: bool = False,
    snapshots: tuple[str, ...] = (),
) -> list[list[Sample]]:
    """One context per page, loaded once, then reloaded in turns. For the urls in
    snapshots the first load also waits until Python's memory snapshot is kept."""
    contexts = [new_context(browser) for _ in urls]
    pages = [c.new_page() for c in contexts]
    for url, page, context in zip(urls, pages, contexts, strict=True):
        measure(page, partial(page.goto, url))
        if "/__bench/" not in url:
            page.wait_for_function("navigator.serviceWorker.controller !== null")
        if url in snapshots:
            page.wait_for_function(SNAPSHOT_STORED, timeout=TIMEOUT_MS)
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
        for key in ("ready", "first_paint", "fcp", "lcp")
    } | {"runs": samples}


def bench_browser(runs: int, before: Path | None = None) -> dict[str, Any]:
    """The app, a bare loadPyodide() page and, with before, an older build (its own server,
    so its own origin and storage), cold, warm and offline, in one run and in turns."""
    servers = [serve_in_thread(DIST, mounts={"/__bench/": TOOLS / "bench"})]
    base = servers[0][1]
    bare = base + "__bench/bare.html"
    plain = base + "?snapshot=off"  # the same warm start without the snapshot
    urls = {"app": base, "bare": bare}
    if before is not None:
        servers.append(serve_in_thread(before))
        urls["before"] = servers[1][1]
    results: dict[str, Any] = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for name, got in zip(urls, cold(browser, list(urls.values()), runs), strict=True):
                results[f"{name}_cold"] = summary(got)
            warm_urls = [*urls.values(), plain]
            for name, got in zip(
                [*urls, "app_no_snapshot"],
                warm(browser, warm_urls, runs, snapshots=(base,)),
                strict=True,
            ):
                results[f"{name}_warm"] = summary(got)
            offline_urls = [u for n, u in urls.items() if n != "bare"]
            for name, got in zip(
                [n for n in urls if n != "bare"],
                warm(browser, offline_urls, runs, offline=True, snapshots=(base,)),
                strict=True,
            ):
                results[f"{name}_offline"] = summary(got)
            browser.close()
    finally:
        for server, _url in servers:
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
    return {
        "positions": len(times),
        "games": seed,
        "first_ms": round(first, 2),
        **spread_ms(times),
    }


def _wheel_is_stale(wheel: Path) -> list[str]:
    """pyengine/ files that differ from (or are missing in) the wheel dist/ ships."""
    with zipfile.ZipFile(wheel) as zf:
        shipped = {n: hashlib.sha256(zf.read(n)).digest() for n in zf.namelist()}
    stale = []
    for path in sorted((ROOT / "pyengine").rglob("*")):
        rel = path.relative_to(ROOT).as_posix()
        if not path.is_file() or "__pycache__" in path.parts:
            continue
        if shipped.get(rel) != hashlib.sha256(path.read_bytes()).digest():
            stale.append(rel)
    return stale


# Ships bench_engine.py into Pyodide's file system and imports it next to the wheel's engine.
SHIP = """([source]) => {
  const py = window.__bench.pyodide;
  py.FS.mkdirTree("/bench");
  py.FS.writeFile("/bench/bench_engine.py", source);
  return py.runPython(`
import json, sys
sys.path.insert(0, "/bench")
import bench_engine, pyengine
json.dumps({"python": sys.version.split()[0], "games": list(pyengine.GAMES),
            "engine": pyengine.__file__})
`);
}"""
RUN = "(code) => window.__bench.pyodide.runPython(code)"


CPYTHON_RUN = """import json, sys
from bench_engine import bench_decisions
print(json.dumps({g: bench_decisions(g, n) for g, n in json.loads(sys.argv[1])}))
"""


def cpython_decisions(plan: list[tuple[str, int]]) -> dict[str, Any]:
    """bench_decisions(game, games) for each of plan, in order, in a fresh CPython."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(TOOLS), str(ROOT)]))
    proc = subprocess.run(
        [sys.executable, "-c", CPYTHON_RUN, json.dumps(plan)],
        cwd=ROOT, env=env, capture_output=True, text=True, check=True,
    )  # fmt: skip
    out: dict[str, Any] = json.loads(proc.stdout)
    return out


def bench_engine_pyodide(
    games: int,
    budget_s: float,
    only_games: list[str] | None = None,
    think_ms: float | None = APP_THINK_LIMIT_MS,
) -> dict[str, Any]:
    """bench_decisions() per game inside Pyodide in chromium, with the bots' think limit the
    app sets (``think_ms``), then the same seeds on CPython without one."""
    started = time.perf_counter()
    (wheel,) = DIST.glob("wheels/*/pyengine-*.whl")  # the very file the app unpacks
    stale = _wheel_is_stale(wheel)
    if stale:
        print(f"bench: WARNING dist/ engine wheel is stale ({len(stale)} files differ from "
              f"pyengine/, e.g. {stale[0]}); run `make dist`", file=sys.stderr)  # fmt: skip
    source = (TOOLS / "bench_engine.py").read_text(encoding="utf-8")
    per_game: dict[str, Any] = {}
    server, base = serve_in_thread(DIST, mounts={"/__bench/": TOOLS / "bench"})
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_context(service_workers="block").new_page()
            page.set_default_timeout(TIMEOUT_MS)
            errors: list[str] = []
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.goto(base + "__bench/engine.html?wheel=/" + wheel.relative_to(DIST).as_posix())
            page.wait_for_function("() => document.documentElement.dataset.ready === '1'")
            failed = page.evaluate("() => window.__benchError ?? null")
            if failed or errors:
                raise RuntimeError(f"engine bench page failed: {failed or errors}")
            info: dict[str, Any] = page.evaluate("() => window.__bench.info")
            info |= json.loads(page.evaluate(SHIP, [source]))
            variants = [v for v, (game, _, _) in VARIANTS.items() if game in info["games"]]
            known = [*info["games"], *variants]
            names = [g for g in known if not only_games or g in only_games]
            print(f"\nEngine in Pyodide {info['pyodide']} (Python {info['python']}): "
                  f"{len(names)} games, up to {games} games each within {budget_s:g} s",
                  flush=True)  # fmt: skip
            for game in names:
                code = (
                    "import json, bench_engine\n"
                    "json.dumps(bench_engine.bench_decisions("
                    f"{game!r}, {games}, {budget_s}, {think_ms!r}))"
                )
                t0 = time.perf_counter()
                r: dict[str, Any] = json.loads(page.evaluate(RUN, code))
                r["wall_s"] = round(time.perf_counter() - t0, 1)
                r["ok"] = r["p95_ms"] <= PYODIDE_P95_TARGET_MS
                per_game[game] = r
                print(f"  {game}: {r['decisions']} decisions in {r['games']} games, "
                      f"p95 {r['p95_ms']} ms, {r['cut']} cut short by the think limit "
                      f"({r['wall_s']} s)", flush=True)  # fmt: skip
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    # The same seeds on CPython, in a fresh process like Pyodide's fresh interpreter: bots
    # keep caches between decisions and games (Schocken's solver), so a warm process would
    # flatter CPython.
    plan = [(game, r["games"]) for game, r in per_game.items()]
    for game, cpy in cpython_decisions(plan).items():
        r = per_game[game]
        r["same_games"] = cpy["digest"] == r["digest"]
        keys = ("median_ms", "p95_ms", "max_ms", "total_ms", "game_s")
        r["cpython"] = {k: cpy[k] for k in keys}
        r["ratio"] = {k: round(r[k] / cpy[k], 2) if cpy[k] else None for k in keys}
    missing = sorted(set(pyengine.GAMES) - set(info["games"]))
    return {
        "target_p95_ms": PYODIDE_P95_TARGET_MS,
        "think_ms": think_ms,
        "budget_s": budget_s,
        "max_games": games,
        "pyodide": info["pyodide"],
        "python": info["python"],
        "cpython": sys.version.split()[0],
        "wheel": info["wheel"],
        "wheel_stale_files": stale,
        "not_in_wheel": missing,
        "load_ms": info["load_ms"],
        "install_ms": info["install_ms"],
        "decisions": sum(r["decisions"] for r in per_game.values()),
        "seconds": round(time.perf_counter() - started, 1),
        "games": per_game,
    }


def report_engine_pyodide(results: dict[str, Any]) -> None:
    target = results["target_p95_ms"]
    print(
        f"\nEngine in Pyodide {results['pyodide']} (chromium, Python {results['python']}), best "
        f"bots, {results['decisions']} decisions in {results['seconds']} s; ratio = Pyodide / "
        f"CPython {results['cpython']} over the same games:"
    )
    print(
        f"  {'game':16} {'pl':>2} {'bot':9} {'gms':>3} {'dec':>5} {'first':>7} {'med ms':>7} "
        f"{'p95 ms':>7} {'max ms':>7} {'game s':>7} {'cut':>4} {'CPy p95':>7} {'x p95':>5} "
        f"{'x all':>5}"
    )
    for game, r in results["games"].items():
        verdict = "ok" if r["ok"] else "OVER TARGET"
        if not r["same_games"]:
            verdict = "*" + verdict
        ratio = r["ratio"]
        print(
            f"  {game:16} {r['players']:>2} {r['bot']:9} {r['games']:>3} {r['decisions']:>5} "
            f"{r['first_ms']:>7.1f} {r['median_ms']:>7.2f} {r['p95_ms']:>7.2f} "
            f"{r['max_ms']:>7.1f} {r['game_s']:>7.2f} {r['cut']:>4} {r['cpython']['p95_ms']:>7.2f} "
            f"{ratio['p95_ms'] or 0:>5.2f} {ratio['total_ms'] or 0:>5.2f} {verdict}"
        )
    limit = results["think_ms"]
    said = "none" if limit is None else f"{limit:g} ms per decision"
    print(
        f"  think limit: {said} (the app's: {APP_THINK_LIMIT_MS:g} ms; cut: decisions it\n"
        "  cut short in Pyodide; CPython plays without one)."
    )
    print(
        f"  target: p95 <= {target:g} ms per decision. x = Pyodide / CPython (x all: total\n"
        "  decision time). Pyodide's clock is chromium's performance.now(), coarsened to 0.1 ms,\n"
        "  so sub-millisecond figures and their ratios are rough."
    )
    if any(not r["same_games"] for r in results["games"].values()):
        print(
            "  * CPython played other games from the same seeds (a bot chose differently\n"
            "    somewhere), so x compares like games, not the same ones. Known causes: a\n"
            "    decision the think limit cut short (cut > 0), and sum() of floats, compensated\n"
            "    from Python 3.12 on (Pyodide's 3.14 too), not on 3.11."
        )
    if results["not_in_wheel"]:
        print(f"  not in dist/'s wheel (stale? run `make dist`): {results['not_in_wheel']}")


def dist_size() -> dict[str, Any]:
    # The .br/.gz copies are the same files encoded: counted apart, as their smallest form.
    paths = [p for p in DIST.rglob("*") if p.is_file() and p.suffix not in COMPRESSED_SUFFIXES]
    files = sorted((p.stat().st_size, p.relative_to(DIST).as_posix()) for p in paths)[::-1]
    return {
        "total_bytes": sum(s for s, _ in files),
        "compressed_bytes": smallest_transfer(DIST),
        "files": len(files),
        "biggest": [{"path": name, "bytes": size} for size, name in files[:6]],
    }


def report_browser(results: dict[str, Any]) -> None:
    b = results["browser"]
    print(f"\nStart-up in chromium, median of {results['runs']} runs (ms from navigation):")
    print(f"  {'':22} {'first paint':>12} {'FCP':>8} {'LCP':>8} {'ready':>8}")
    for key, row in b.items():
        print(
            f"  {key:22} {row['first_paint']:12.0f} {row['fcp']:8.0f} "
            f"{row.get('lcp', -1):8.0f} {row['ready']:8.0f}"
        )
    for kind in ("cold", "warm"):
        ratio = b[f"app_{kind}"]["ready"] / b[f"bare_{kind}"]["ready"]
        if kind == "warm":  # the target is the everyday start; cold is for comparison
            verdict = "ok" if ratio <= READY_RATIO_TARGET else "OVER TARGET"
            print(f"  app/bare ready, warm: {ratio:.3f} (target <= {READY_RATIO_TARGET}) {verdict}")
        else:
            print(f"  app/bare ready, cold: {ratio:.3f}")
    for kind in ("cold", "warm", "offline"):
        if f"before_{kind}" in b:
            gain = b[f"before_{kind}"]["ready"] / b[f"app_{kind}"]["ready"]
            print(f"  before/app ready, {kind}: {gain:.2f} x")
    if "app_no_snapshot_warm" in b:
        gain = b["app_no_snapshot_warm"]["ready"] / b["app_warm"]["ready"]
        print(f"  snapshot: warm ready without it / with it: {gain:.2f} x")


def report_bot(bot: dict[str, Any]) -> None:
    print(
        f"\nStrong Schocken bot on CPython over {bot['positions']} positions ({bot['games']} "
        f"games): median {bot['median_ms']} ms, p95 {bot['p95_ms']} ms, max {bot['max_ms']} ms, "
        f"first call {bot['first_ms']} ms"
    )


def report_dist(size: dict[str, Any]) -> None:
    print(f"\ndist/: {size['total_bytes'] / 1e6:.2f} MB in {size['files']} files", end="")
    if "compressed_bytes" in size:
        print(f", {size['compressed_bytes'] / 1e6:.2f} MB as brotli/gzip where smaller", end="")
    print("; biggest:")
    for f in size["biggest"]:
        print(f"  {f['bytes'] / 1e6:7.3f} MB  {f['path']}")


# --- First visit: bytes over the network (issue 17) --------------------------------------
# Waits, in the page, until the service worker has finished installing (precaching every
# file) and controls the page.
SW_DONE = """async () => {
  const reg = await navigator.serviceWorker.ready;
  return reg.active.state;
}"""


def first_visit(playwright: Playwright, base: str) -> dict[str, Any]:
    """One first visit in a fresh profile: every response received over the network until
    the app is ready and the service worker has precached the build.

    A profile on disk, as a visitor's browser has: an incognito-like context keeps its HTTP
    cache in memory, where chromium does not keep the 9.6 MB wasm, so the worker's
    revalidation of it would download it again (a second 9.6 MB no visitor pays).
    """
    with tempfile.TemporaryDirectory(prefix="bench-visit-") as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, service_workers="allow",
            viewport={"width": 360, "height": 640},
        )  # fmt: skip
        try:
            return _first_visit(context, base)
        finally:
            context.close()


def _first_visit(context: BrowserContext, base: str) -> dict[str, Any]:
    context.add_init_script(PROBE)
    rows: list[dict[str, Any]] = []
    failed: list[str] = []

    def finished(request: Any) -> None:
        response = request.response()
        # Answered by the worker from its cache: nothing crossed the network (a miss the
        # worker fetched shows up as the worker's own request).
        if response is None or response.from_service_worker:
            return
        sizes = request.sizes()
        rows.append({
            "path": request.url.removeprefix(base),
            "status": response.status,
            "encoding": response.headers.get("content-encoding", ""),
            "bytes": sizes["responseHeadersSize"] + sizes["responseBodySize"],
            "worker": request.service_worker is not None,
        })  # fmt: skip

    context.on("requestfinished", finished)
    context.on("requestfailed", lambda r: failed.append(r.url))
    page = context.new_page()
    start = time.perf_counter()
    page.goto(base)
    page.wait_for_function(READY, timeout=TIMEOUT_MS)
    ready_s = time.perf_counter() - start
    state = page.evaluate(SW_DONE)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
    installed_s = time.perf_counter() - start
    # Events of the last responses may trail the worker's install by a moment.
    count = -1
    while count != len(rows):
        count = len(rows)
        page.wait_for_timeout(500)
    precache = page.evaluate(
        """async () => {
          const [name] = await caches.keys();
          const keys = await (await caches.open(name)).keys();
          return keys.map(r => r.url);
        }"""
    )
    seen = {r["path"] for r in rows}
    missing = sorted(u.removeprefix(base) for u in precache if u.removeprefix(base) not in seen)
    return {
        "bytes": sum(r["bytes"] for r in rows),
        "requests": len(rows),
        "by_worker": sum(1 for r in rows if r["worker"]),
        "encoded": sum(1 for r in rows if r["encoding"]),
        "worker_state": state,
        "ready_s": round(ready_s, 2),
        "installed_s": round(installed_s, 2),
        "precached": len(precache),
        # Precached files no recorded request fetched: would mean bytes went uncounted.
        "precached_not_seen": missing,
        "failed": failed,
        "biggest": sorted(rows, key=lambda r: -int(r["bytes"]))[:8],
    }


def bench_transfer() -> dict[str, Any]:
    results: dict[str, Any] = {"target_bytes": FIRST_VISIT_TARGET_BYTES}
    with sync_playwright() as p:
        for key, precompressed in (("compressed", True), ("uncompressed", False)):
            server, base = serve_in_thread(DIST, precompressed=precompressed)
            try:
                results[key] = first_visit(p, base)
            finally:
                server.shutdown()
                server.server_close()
    return results


def report_transfer(t: dict[str, Any]) -> None:
    print("\nFirst visit (fresh profile, until ready and the service worker has precached):")
    for key in ("compressed", "uncompressed"):
        r = t[key]
        print(
            f"  {key:12} {r['bytes'] / 1e6:6.2f} MB in {r['requests']} requests "
            f"({r['by_worker']} by the service worker, {r['encoded']} encoded); ready after "
            f"{r['ready_s']} s, precached after {r['installed_s']} s"
        )
        if r["precached_not_seen"] or r["failed"]:
            print(f"    WARNING not counted: {r['precached_not_seen']}, failed: {r['failed']}")
    print("  biggest, compressed:")
    for row in t["compressed"]["biggest"]:
        who = "worker" if row["worker"] else "page"
        print(f"    {row['bytes'] / 1e6:7.3f} MB  {row['status']} {row['encoding'] or '-':4} "
              f"{who:6} {row['path']}")  # fmt: skip


# --- Lighthouse (issue 17) ----------------------------------------------------------------
LIGHTHOUSE_PIN = TOOLS / "lighthouse"
LIGHTHOUSE_HOME = ROOT / ".cache" / "lighthouse"
LIGHTHOUSE_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update"]  # fmt: skip
LIGHTHOUSE_AUDITS = {
    "fcp_ms": "first-contentful-paint",
    "lcp_ms": "largest-contentful-paint",
    "tbt_ms": "total-blocking-time",
    "si_ms": "speed-index",
    "bytes": "total-byte-weight",
}


def ensure_lighthouse() -> Path:
    """Lighthouse's CLI from tools/lighthouse/'s lock, installed with `npm ci` when missing
    or when the pin changed since the last install."""
    pins = [LIGHTHOUSE_PIN / n for n in ("package.json", "package-lock.json")]
    digest = hashlib.sha256(b"".join(p.read_bytes() for p in pins)).hexdigest()
    stamp = LIGHTHOUSE_HOME / ".installed"
    cli = LIGHTHOUSE_HOME / "node_modules" / "lighthouse" / "cli" / "index.js"
    if cli.is_file() and stamp.is_file() and stamp.read_text(encoding="utf-8") == digest:
        return cli
    if shutil.which("npm") is None or shutil.which("node") is None:
        raise RuntimeError("Lighthouse needs Node.js and npm on PATH (Debian: nodejs, npm)")
    LIGHTHOUSE_HOME.mkdir(parents=True, exist_ok=True)
    stamp.unlink(missing_ok=True)
    for pin in pins:
        shutil.copy2(pin, LIGHTHOUSE_HOME / pin.name)
    print("bench: installing Lighthouse (npm ci) into .cache/lighthouse", flush=True)
    subprocess.run(
        ["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
        cwd=LIGHTHOUSE_HOME, check=True,
    )  # fmt: skip
    stamp.write_text(digest, encoding="utf-8")
    return cli


def run_lighthouse(
    cli: Path, url: str, out: Path, *, profile: Path | None = None
) -> dict[str, Any]:
    """One Lighthouse run (mobile, performance only); profile: reuse that chromium profile
    and keep its storage (service worker, caches) instead of a fresh, reset one."""
    flags = list(LIGHTHOUSE_FLAGS)
    args = [f"--output-path={out}"]
    if profile is not None:
        # chrome-launcher puts its own --user-data-dir first; chromium takes the last one.
        flags.append(f"--user-data-dir={profile}")
        args.append("--disable-storage-reset")
    proc = subprocess.run(
        ["node", str(cli), url, "--only-categories=performance", "--output=json",
         "--save-assets", "--quiet", f"--chrome-flags={' '.join(flags)}", *args],
        env=dict(os.environ, CHROME_PATH=CHROMIUM), capture_output=True, text=True,
        check=False, timeout=600,
    )  # fmt: skip
    if proc.returncode != 0 or not out.is_file():
        raise RuntimeError(f"lighthouse failed ({proc.returncode}): {proc.stderr[-2000:]}")
    lhr = json.loads(out.read_text(encoding="utf-8"))
    if lhr.get("runtimeError"):
        raise RuntimeError(f"lighthouse: {lhr['runtimeError']}")
    audits = lhr["audits"]
    score = lhr["categories"]["performance"]["score"]
    observed = audits["metrics"]["details"]["items"][0]
    row: dict[str, Any] = {
        "score": None if score is None else round(score * 100),
        **{k: round(audits[a]["numericValue"]) for k, a in LIGHTHOUSE_AUDITS.items()},
        "requests": len(audits["network-requests"]["details"]["items"]),
        # The run as it happened on this machine, before Lighthouse's simulated slow phone.
        "observed_fcp_ms": round(observed["observedFirstContentfulPaint"]),
        "observed_lcp_ms": round(observed["observedLargestContentfulPaint"]),
        "document_from_service_worker": _document_from_worker(out),
        "lighthouse": lhr["lighthouseVersion"],
        "warnings": lhr.get("runWarnings", []),
    }
    return row


def _document_from_worker(report: Path) -> bool | None:
    """Whether the page itself came from the service worker, in the run's devtools log."""
    log = report.with_name(report.name.removesuffix(".json") + "-0.devtoolslog.json")
    if not log.is_file():
        return None
    for event in json.loads(log.read_text(encoding="utf-8")):
        params = event.get("params", {})
        if event.get("method") == "Network.responseReceived" and params.get("type") == "Document":
            return bool(params["response"].get("fromServiceWorker"))
    return None


SNAPSHOT_SETTLED = """() => {
  const state = document.documentElement.dataset.snapshot;
  return state === "stored" || state === "failed";
}"""


def prime_profile(profile: Path, url: str) -> dict[str, Any]:
    """Load the app in a chromium profile until its service worker controls the page (and
    Python's memory snapshot, where the build makes one, is settled)."""
    with sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS,
            service_workers="allow", viewport={"width": 412, "height": 823},
        )  # fmt: skip
        context.add_init_script(PROBE)
        page = context.new_page()
        page.goto(url)
        page.wait_for_function(READY, timeout=TIMEOUT_MS)
        page.evaluate(SW_DONE)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
        if (DIST / "python.mjs").is_file():
            # A first start makes Python's snapshot and stores it; a warm start is one that
            # finds it. Stored, failed or never begun: the warm run is measured all the same.
            with contextlib.suppress(PlaywrightTimeoutError):
                page.wait_for_function(SNAPSHOT_SETTLED, timeout=TIMEOUT_MS // 2)
        snapshot = page.evaluate("document.documentElement.dataset.snapshot ?? null")
        # A reload proves the worker answers a navigation, as it must in the warm run.
        page.reload()
        page.wait_for_function(READY, timeout=TIMEOUT_MS)
        controlled = page.evaluate("navigator.serviceWorker.controller !== null")
        context.close()
    return {"controlled": controlled, "snapshot": snapshot}


def bench_lighthouse() -> dict[str, Any]:
    cli = ensure_lighthouse()
    out_dir = OUT.parent / "lighthouse"
    shutil.rmtree(out_dir, ignore_errors=True)
    out_dir.mkdir(parents=True)
    server, base = serve_in_thread(DIST)
    # Lighthouse asks for every script's source map; dist/ ships none, and the server's line
    # per 404 would bury the results. Other lines still get through.
    log = io.StringIO()
    try:
        with contextlib.redirect_stderr(log):
            first = run_lighthouse(cli, base, out_dir / "first.json")
            with tempfile.TemporaryDirectory(prefix="bench-lh-") as tmp:
                profile = Path(tmp) / "profile"
                primed = prime_profile(profile, base)
                warm = run_lighthouse(cli, base, out_dir / "warm.json", profile=profile)
                warm["primed"] = primed
    finally:
        server.shutdown()
        server.server_close()
        for line in log.getvalue().splitlines():
            if not re.search(r'\.map HTTP/[\d.]+" 404', line):
                print(line, file=sys.stderr)
    return {"first": first, "warm": warm, "reports": str(out_dir.relative_to(ROOT))}


def report_lighthouse(lh: dict[str, Any]) -> None:
    print(f"\nLighthouse {lh['first']['lighthouse']} (mobile, performance; dist/ compressed):")
    print(f"  {'':6} {'score':>5} {'FCP ms':>7} {'LCP ms':>7} {'TBT ms':>7} {'SI ms':>7} "
          f"{'MB':>6} {'reqs':>5} {'seen FCP':>8} {'seen LCP':>8}  page from worker")  # fmt: skip
    for key in ("first", "warm"):
        r = lh[key]
        print(f"  {key:6} {r['score'] if r['score'] is not None else '-':>5} {r['fcp_ms']:>7} "
              f"{r['lcp_ms']:>7} {r['tbt_ms']:>7} {r['si_ms']:>7} {r['bytes'] / 1e6:>6.2f} "
              f"{r['requests']:>5} {r['observed_fcp_ms']:>8} {r['observed_lcp_ms']:>8}  "
              f"{r['document_from_service_worker']}")  # fmt: skip
        for warning in r["warnings"]:
            print(f"    warning: {warning}")
    print("  FCP/LCP/TBT/SI: Lighthouse's simulated slow phone; seen: as run on this machine.")
    primed = lh["warm"].get("primed", {})
    if primed.get("snapshot") is not None:
        print(f"  warm profile: Python's memory snapshot {primed['snapshot']}")
    if lh["warm"]["document_from_service_worker"] is not True:
        print("  WARNING the warm run's page did not come from the service worker")
    print(f"  reports: {lh['reports']}/")


# --- Targets (issue 17) -------------------------------------------------------------------
def report_targets(results: dict[str, Any], ran: set[str]) -> None:
    """One line per target: figure and verdict; figures kept from an earlier run are marked."""

    def line(name: str, part: str, figure: str, ok: bool | None) -> None:
        verdict = {True: "ok", False: "OVER TARGET", None: ""}[ok]
        old = "" if part in ran else "  (earlier run)"
        print(f"  {name:44} {figure:>26}  {verdict}{old}")

    print("\nTargets:")
    b = results.get("browser")
    if b:
        ratio = b["app_warm"]["ready"] / b["bare_warm"]["ready"]
        line(
            f"warm ready <= {READY_RATIO_TARGET} x bare loadPyodide()",
            "startup",
            f"{ratio:.2f} x ({b['app_warm']['ready']:.0f} ms)",
            ratio <= READY_RATIO_TARGET,
        )
        cold = b["app_cold"]["ready"] / b["bare_cold"]["ready"]
        line("  cold ready / bare (no target)", "startup", f"{cold:.2f} x", None)
        fcp = max(b[k]["fcp"] for k in ("app_cold", "app_warm", "app_offline"))
        line(
            f"home screen FCP <= {FIRST_PAINT_TARGET_MS:.0f} ms (worst of cold/warm/offline)",
            "startup",
            f"{fcp:.0f} ms",
            0 <= fcp <= FIRST_PAINT_TARGET_MS,
        )
        lcp = max(b[k].get("lcp", -1) for k in ("app_cold", "app_warm", "app_offline"))
        line("  home screen LCP, worst (no target)", "startup", f"{lcp:.0f} ms", None)
    else:
        print("  start-up: not measured (--only startup)")
    t = results.get("transfer")
    if t:
        c, u = t["compressed"], t["uncompressed"]
        line(
            f"first visit <= {t['target_bytes'] / 1e6:g} MB transferred, compressed",
            "transfer",
            f"{c['bytes'] / 1e6:.2f} MB, {c['requests']} requests",
            c["bytes"] <= t["target_bytes"],
        )
        line(
            "  uncompressed (no target)",
            "transfer",
            f"{u['bytes'] / 1e6:.2f} MB, {u['requests']} requests",
            None,
        )
    else:
        print("  first visit: not measured (--only transfer)")
    e = results.get("engine_pyodide")
    if e and e.get("games"):
        worst = max(e["games"].items(), key=lambda kv: kv[1]["p95_ms"])
        line(
            f"Pyodide decision p95 <= {e['target_p95_ms']:g} ms (worst game)",
            "pyodide-engine",
            f"{worst[1]['p95_ms']:.1f} ms ({worst[0]})",
            worst[1]["p95_ms"] <= e["target_p95_ms"],
        )
    if results.get("hot"):
        for name, figure, ok in hot_verdicts(results["hot"]):
            line(name, "hot", figure, ok)
    net = results.get("net")
    if net and net.get("fairness"):
        share, delay = net_share(net)
        line(
            f"races: earlier touch wins >= {NET_FAIR_TARGET:.0%} (worst delay)",
            "net",
            f"{share:.0%} at {delay} ms",
            share >= NET_FAIR_TARGET,
        )
        tap = net["tap_round_trip_ms"]
        line("  tap round trip p95, two pages (no target)", "net", f"{tap['p95']:.0f} ms", None)
    lh = results.get("lighthouse")
    if lh:
        for key in ("first", "warm"):
            r = lh[key]
            line(
                f"Lighthouse {key} (no target)",
                "lighthouse",
                f"{r['score']} LCP {r['lcp_ms']} TBT {r['tbt_ms']}",
                None,
            )


def bench_net() -> dict[str, Any]:
    """tools/bench_net.py in its own process (its pages, its server); its net.json."""
    subprocess.run([sys.executable, str(TOOLS / "bench_net.py")], check=True, cwd=ROOT)
    out: dict[str, Any] = json.loads((ROOT / "bench-results" / "net.json").read_text("utf-8"))
    return out


def net_share(net: dict[str, Any]) -> tuple[float, str]:
    """The worst delay's share of close races the earlier touch won, and that delay."""
    delay, worst = min(net["fairness"].items(), key=lambda kv: kv[1]["share"])
    return worst["share"], delay


def main() -> int:
    parser = argparse.ArgumentParser(description="Spelkast benchmarks")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(
        "--before", type=Path,
        help="start-up: also measure this older dist/ (e.g. built from an earlier commit)",
    )  # fmt: skip
    parser.add_argument(
        "--browser-runs", type=int, default=2,
        help="engines and throttled: runs (each a few minutes in WebKit)",
    )  # fmt: skip
    parser.add_argument("--positions", type=int, default=2000)
    parser.add_argument("--games", type=int, default=5, help="whole games per engine benchmark")
    parser.add_argument(
        "--only", action="append", choices=PARTS,
        help="run only this part (repeatable); bench.json keeps the other parts' results",
    )  # fmt: skip
    parser.add_argument(
        "--game", action="append", help="engine benchmarks: only this game (repeatable)"
    )
    parser.add_argument(
        "--budget", type=float, default=PYODIDE_BUDGET_S,
        help="Pyodide engine benchmark: seconds per game after which no new game starts",
    )  # fmt: skip
    parser.add_argument(
        "--think-ms", type=float, default=APP_THINK_LIMIT_MS,
        help="Pyodide engine benchmark: the bots' think limit (the app's; 0: none)",
    )  # fmt: skip
    args = parser.parse_args()
    if not (DIST / "index.html").is_file():
        print("bench: dist/ missing; run `make dist` first", file=sys.stderr)
        return 1
    parts = set(args.only or PARTS)
    results: dict[str, Any] = {}
    if args.only and OUT.is_file():
        results = json.loads(OUT.read_text(encoding="utf-8"))
    if "startup" in parts:
        browser = bench_browser(args.runs, args.before)
        results |= {"runs": args.runs, "browser": browser}
        report_browser(results)
    if "bot" in parts:
        results["bot"] = bench_bot(args.positions)
        report_bot(results["bot"])
    if "dist" in parts:
        results["dist"] = dist_size()
        report_dist(results["dist"])
    if "engine" in parts:
        results["engine"] = bench_engine(args.games, only=args.game)
        report_engine(results["engine"])
    if "hot" in parts:
        results["hot"] = bench_hot(HOT_GAMES)
        report_hot(results["hot"])
    if "pyodide-engine" in parts:
        think_ms = args.think_ms or None
        results["engine_pyodide"] = bench_engine_pyodide(
            args.games, args.budget, args.game, think_ms
        )
        report_engine_pyodide(results["engine_pyodide"])
    if "transfer" in parts:
        results["transfer"] = bench_transfer()
        report_transfer(results["transfer"])
    if "lighthouse" in parts:
        results["lighthouse"] = bench_lighthouse()
        report_lighthouse(results["lighthouse"])
    if "engines" in parts:
        results["engines"] = bench_engines(args.browser_runs, DIST, args.before)
        report_engines(results["engines"])
    if "throttled" in parts:
        results["throttled"] = bench_throttled(
            args.browser_runs, DIST, TOOLS / "bench", before=args.before
        )
        report_throttled(results["throttled"])
    if "net" in parts:
        results["net"] = bench_net()  # it prints its own figures
    report_targets(results, parts)
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print(f"\nwrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
