"""Measure one table across devices (issue 38) in chromium, over WebRTC between two pages.

    .venv/bin/python tools/bench_net.py [--joins 5] [--taps 40] [--races 20]

- **Join**: from the table reading a phone's answer code to the phone seated and showing
  its table (the phone leaves and joins again for each sample).
- **Tap round trip**: a tap on the phone until the phone shows the table's answer (a die
  picked in Schocken: the tap travels, the table plays it through the game's moves and
  draws the phone's screen, the phone draws it); p50 and p95.
- **Race fairness**: Raffzahn races where the table's page and the phone each touch a die
  at planned moments 60-120 ms apart (either first), with a one-way delay of 0, 50 and
  150 ms added on the phone (each way: web/net.js holds every message back that long).
  The touches' real moments are the events' own times on one clock (both pages live in
  one chromium: ``performance.timeOrigin + event.timeStamp``); the table's order is the
  ``t`` it logged for each take (the phone's touch placed on the table's clock by the
  measured offset, net/clock.py). A race counts as fair when the earlier touch has the
  smaller ``t``. The goal: >= 95 % for touches at least 60 ms apart.

It builds nothing: run tools/build_dist.py first. It writes bench-results/net.json.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "tools"))

from net_support import join, launch, open_device  # noqa: E402
from playwright.sync_api import Page, sync_playwright  # noqa: E402
from serve import serve_in_thread  # noqa: E402

READ_RECORD = """async () => {
  const db = await new Promise((ok, no) => {
    const r = indexedDB.open('spelkast'); r.onsuccess = () => ok(r.result); r.onerror = no;
  });
  const all = await new Promise((ok) => {
    const q = db.transaction('records').objectStore('records').getAll();
    q.onsuccess = () => ok(q.result);
  });
  db.close();
  return all;
}"""

# Schedule a touch (pointerdown) on a loose die showing the number thrown, at ``at`` on
# the common clock (performance.timeOrigin + performance.now()); the real moment is kept.
SCHEDULE = """at => {
  window.__touched = null;
  const fire = () => {
    const roll = document.querySelector('#app .rz-roll');
    const n = roll && /(\\d)\\D*$/.exec(roll.getAttribute('aria-label') || '');
    if (!n) return;
    const die = [...document.querySelectorAll('#app .pyr-target[data-act=rz_take]')]
      .find(e => (e.getAttribute('aria-label') || '').endsWith(' ' + n[1]));
    if (!die) return;
    die.addEventListener('pointerdown',
      e => { window.__touched = performance.timeOrigin + e.timeStamp; }, {once: true});
    die.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true, cancelable: true,
      pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0}));
  };
  setTimeout(fire, at - (performance.timeOrigin + performance.now()));
}"""
NOW = "() => performance.timeOrigin + performance.now()"


def tap(page: Page, selector: str) -> bool:
    return bool(
        page.evaluate(
            "s => { const b = document.querySelector(s);"
            " if (!b || b.disabled) return false; b.click(); return true; }",
            selector,
        )
    )


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered)) - 1))]


def new_game(host: Page, game: str, kinds: list[str]) -> None:
    tap(host, "#app button[data-act=home]")
    host.locator(f"#app button[data-act=new][data-arg={game}]").first.click()
    selects = host.locator("#app select[data-act=set_kind]")
    for i, kind in enumerate(kinds):
        selects.nth(i).select_option(kind)
    host.locator("#app button[data-act=start]").click()
    host.wait_for_selector("#app .screen-game")


def measure_joins(host: Page, phone: Page, n: int) -> list[float]:
    new_game(host, "schocken", ["human", "human"])
    out = []
    for _ in range(n):
        out.append(join(host, phone, [1]) * 1000)
        # The phone leaves the table (its seat goes back), to join again.
        phone.locator("#app button[data-act=home]").first.click()
        phone.locator("#app .net-home button[data-act=net_leave]").click()
        host.wait_for_function("!document.querySelector('#app .net-dropped')")
    return out


def measure_taps(host: Page, phone: Page, n: int) -> list[float]:
    """Tap round trips: the phone picks and unpicks a die in its own Schocken turn."""
    new_game(host, "schocken", ["human", "human"])
    join(host, phone, [0])  # the first to throw: three throws, so dice to pick
    phone.locator("#app button[data-act=roll]").click()
    phone.locator("#app button[data-act=die]").first.wait_for()
    out = []
    for _ in range(n):
        before = phone.locator("#app .net-pill").get_attribute("data-frame")
        started = phone.evaluate(
            """() => { const t = performance.now();
               document.querySelector('#app button[data-act=die]').click(); return t; }"""
        )
        phone.wait_for_function(
            "f => document.querySelector('#app .net-pill').dataset.frame !== f", arg=before
        )
        out.append(phone.evaluate("() => performance.now()") - started)
    return out


def measure_races(
    host: Page, phone: Page, delay: int, races: int, rng: random.Random
) -> list[dict[str, float]]:
    # The phone's messages wait ``delay`` ms on their way out and on their way in.
    phone.evaluate(f"globalThis.__spelkastNetDelay = {delay}")
    samples: list[dict[str, float]] = []
    tries = 0
    while len(samples) < races and tries < races * 4:
        tries += 1
        if host.locator("#app .rz-turn.end").count():
            tap(host, "#app button[data-act=again]")
        # Wait for a race (a computer or a device throws); throw when it is ours.
        for _ in range(400):
            if host.locator("#app .rz-board.is-grabbing").count():
                break
            tap(host, "#app button[data-act=rz_throw]") or tap(
                phone, "#app button[data-act=rz_throw]"
            )
            host.wait_for_timeout(25)
        phone.wait_for_selector("#app .rz-board.is-grabbing", timeout=10_000)
        gap = rng.uniform(60, 120) * rng.choice((-1, 1))
        at = host.evaluate(NOW) + 400
        host.evaluate(SCHEDULE, at)
        phone.evaluate(SCHEDULE, at + gap)
        host.wait_for_timeout(900 + delay * 3)
        touched = [p.evaluate("() => window.__touched") for p in (host, phone)]
        tap(host, "#app button[data-act=rz_stop]") or tap(phone, "#app button[data-act=rz_stop]")
        host.wait_for_function(
            "!document.querySelector('#app .rz-board.is-grabbing')", timeout=30_000
        )
        if None in touched:
            continue
        takes = last_race_takes(host)
        if set(takes) != {0, 1}:
            continue
        samples.append(
            {"delay": delay, "real_gap": touched[1] - touched[0], "t_gap": takes[1] - takes[0]}
        )
    return samples


def last_race_takes(host: Page) -> dict[int, int]:
    """The ``t`` of each seat's take in the last race of the open game (from its record)."""
    records = host.evaluate(READ_RECORD)
    newest = max((json.loads(r) for r in records), key=lambda r: r.get("updated", 0))
    log = newest["save"]["log"]
    takes: dict[int, int] = {}
    for entry in reversed(log):
        action = entry["action"]
        if action["type"] == "throw":
            break
        if action["type"] == "take" and entry["seat"] not in takes:
            takes[entry["seat"]] = action["t"]
    return takes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--joins", type=int, default=5)
    parser.add_argument("--taps", type=int, default=40)
    parser.add_argument("--races", type=int, default=20)
    parser.add_argument("--delays", default="0,50,150")
    args = parser.parse_args()
    dist = ROOT / "dist"
    server, url = serve_in_thread(dist)
    results: dict[str, object] = {}
    rng = random.Random(38)
    with sync_playwright() as pw:
        browser = launch(pw)
        host = open_device(browser, "table", url, "en").page
        phone = open_device(browser, "phone", url, "en").page
        joins = measure_joins(host, phone, args.joins)
        results["join_ms"] = {
            "n": len(joins),
            "median": statistics.median(joins),
            "max": max(joins),
        }
        median = statistics.median(joins)
        print(f"join: median {median:.0f} ms, max {max(joins):.0f} ms ({len(joins)})", flush=True)
        taps = measure_taps(host, phone, args.taps)
        results["tap_round_trip_ms"] = {"n": len(taps), "p50": pct(taps, 50), "p95": pct(taps, 95)}
        p50, p95 = pct(taps, 50), pct(taps, 95)
        print(f"tap round trip: p50 {p50:.0f} ms, p95 {p95:.0f} ms ({len(taps)})", flush=True)
        new_game(host, "raffzahn", ["human", "human", "sensible"])
        join(host, phone, [1])
        fairness = {}
        for delay in (int(d) for d in args.delays.split(",")):
            samples = measure_races(host, phone, delay, args.races, rng)
            fair = [s for s in samples if (s["real_gap"] > 0) == (s["t_gap"] > 0)]
            close = [s for s in samples if abs(s["real_gap"]) >= 60]
            fair_close = [s for s in close if (s["real_gap"] > 0) == (s["t_gap"] > 0)]
            share = len(fair_close) / len(close) if close else 0.0
            errors = [s["t_gap"] - s["real_gap"] for s in samples]
            fairness[str(delay)] = {
                "races": len(samples),
                "fair": len(fair),
                "close": len(close),
                "fair_close": len(fair_close),
                "share": share,
                "median_error_ms": statistics.median(errors) if errors else None,
                "samples": samples,
            }
            print(
                f"delay {delay:3d} ms: earlier touch first in {len(fair_close)}/{len(close)} "
                f"races >= 60 ms apart ({share:.0%}); median order error "
                f"{statistics.median(errors) if errors else float('nan'):.0f} ms"
            )
        results["fairness"] = fairness
        browser.close()
    server.shutdown()
    out = ROOT / "bench-results" / "net.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    print(f"written {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
