"""Measure one table across devices (issue 38) in chromium, over WebRTC between two pages.

    .venv/bin/python tools/bench_net.py [--joins 5] [--taps 40] [--races 20]

Both pages run the app in real time (``speed=1``: a race's grace window, the computers'
reactions and the injected delays are what people meet; the browser tests' 8x clock is
not used here).

- **Join**: two intervals, each ending with the phone seated and showing its table (its
  ``.net-pill``): from the phone's paste of the table's join code (the phone decodes it,
  gathers its candidates and shows its answer, the table reads the answer, the phone
  picks its seat) and from the table reading the answer. The phone leaves and joins again
  for each sample. A person's time to show the answer to the table is not in either.
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
  smaller ``t``; when only one of the two takes was played (both reached for the same
  die, or the later one was refused), it is fair when that one was the earlier touch's,
  and unfair otherwise. A try is dropped, with its reason counted, when no race opened,
  a page had no die showing the number to touch, or neither take was played. The goal:
  >= 95 % for touches at least 60 ms apart.

It builds nothing: run tools/build_dist.py first. It writes bench-results/net.json;
``tools/bench.py --only net`` runs it as a part of ``make bench``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "tools"))

from net_support import join, join_timed, launch, newest_save, open_device  # noqa: E402
from playwright.sync_api import Page, sync_playwright  # noqa: E402
from playwright.sync_api import TimeoutError as PlaywrightTimeout  # noqa: E402
from serve import serve_in_thread  # noqa: E402

# The loose die showing the number thrown, towards this page's seat (null: none).
FIND_DIE = """() => {
  const roll = document.querySelector('#app .rz-roll');
  const n = roll && /(\\d)\\D*$/.exec(roll.getAttribute('aria-label') || '');
  if (!n) return null;
  return [...document.querySelectorAll('#app .pyr-target[data-act=rz_take]')]
    .find(e => (e.getAttribute('aria-label') || '').endsWith(' ' + n[1])) || null;
}"""
# Schedule a touch (pointerdown) on that die at ``at`` on the common clock
# (performance.timeOrigin + performance.now()); the real moment and the die are kept.
SCHEDULE = f"""at => {{
  window.__touched = null; window.__touchedDie = null;
  const fire = () => {{
    const die = ({FIND_DIE})();
    if (!die) return;
    window.__touchedDie = (die.dataset.arg || '').split(':').pop();
    die.addEventListener('pointerdown',
      e => {{ window.__touched = performance.timeOrigin + e.timeStamp; }}, {{once: true}});
    die.dispatchEvent(new PointerEvent('pointerdown', {{bubbles: true, cancelable: true,
      pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0}}));
  }};
  setTimeout(fire, at - (performance.timeOrigin + performance.now()));
}}"""
HAS_DIE = f"() => Boolean(({FIND_DIE})())"
NOW = "() => performance.timeOrigin + performance.now()"
TOUCHED = "() => [window.__touched, window.__touchedDie]"
# Real time: the app's clock runs at a person's pace (tests/browser/net_support.APP is 8x).
REAL_TIME = "&pace=40&speed=1"
GRABBING = "#app .rz-board.is-grabbing"


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


def measure_joins(host: Page, phone: Page, n: int) -> tuple[list[float], list[float]]:
    """(from the phone's paste, from the table reading the answer) to seated, ms."""
    new_game(host, "schocken", ["human", "human"])
    pasted: list[float] = []
    answered: list[float] = []
    for _ in range(n):
        whole, seated = join_timed(host, phone, [1])
        pasted.append(whole * 1000)
        answered.append(seated * 1000)
        # The phone leaves the table (its seat goes back), to join again.
        phone.locator("#app button[data-act=home]").first.click()
        phone.locator("#app .net-home button[data-act=net_leave]").click()
        host.wait_for_function("!document.querySelector('#app .net-dropped')")
    return pasted, answered


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


def open_race(host: Page, phone: Page) -> str | None:
    """Throw (whoever's turn it is) until a race is open on both pages; None when it is,
    else why not."""
    if host.locator("#app .rz-turn.end").count():
        tap(host, "#app button[data-act=again]")
    for _ in range(400):  # a computer's throw comes by itself; ours is tapped
        if host.locator(GRABBING).count():
            break
        tap(host, "#app button[data-act=rz_throw]") or tap(phone, "#app button[data-act=rz_throw]")
        host.wait_for_timeout(25)
    else:
        return "no race opened on the table"
    try:
        phone.wait_for_selector(GRABBING, timeout=10_000)
    except PlaywrightTimeout:
        return "the race never showed on the phone"
    return None


def close_race(host: Page, phone: Page) -> bool:
    """STOP (the thrower's page), then wait for the race to close on the table."""
    tap(host, "#app button[data-act=rz_stop]") or tap(phone, "#app button[data-act=rz_stop]")
    try:
        host.wait_for_function(f"!document.querySelector('{GRABBING}')", timeout=30_000)
    except PlaywrightTimeout:
        return False
    return True


def measure_races(
    host: Page, phone: Page, delay: int, races: int, rng: random.Random
) -> tuple[list[dict[str, Any]], Counter[str], int]:
    """Races at one delay: (samples, dropped tries by reason, tries)."""
    # The phone's messages wait ``delay`` ms on their way out and on their way in.
    phone.evaluate(f"globalThis.__spelkastNetDelay = {delay}")
    samples: list[dict[str, Any]] = []
    dropped: Counter[str] = Counter()
    tries = 0
    while len(samples) < races and tries < races * 6:
        tries += 1
        why = open_race(host, phone)
        if why is not None:
            dropped[why] += 1
            close_race(host, phone)
            continue
        lacking = [
            name for name, p in (("table", host), ("phone", phone)) if not p.evaluate(HAS_DIE)
        ]
        if lacking:  # the number thrown is on no free die of that side: nothing to race for
            dropped["no free die showing the number on the " + " and the ".join(lacking)] += 1
            close_race(host, phone)
            continue
        gap = rng.uniform(60, 120) * rng.choice((-1, 1))
        at = host.evaluate(NOW) + 400
        host.evaluate(SCHEDULE, at)
        phone.evaluate(SCHEDULE, at + gap)
        host.wait_for_timeout(900 + delay * 3)
        (t0, die0), (t1, die1) = (p.evaluate(TOUCHED) for p in (host, phone))
        if not close_race(host, phone):
            dropped["the race never closed"] += 1
            continue
        if t0 is None or t1 is None:
            where = "the table" if t0 is None else "the phone"
            dropped[f"no die left to touch at the planned moment on {where}"] += 1
            continue
        takes = last_race_takes(host)
        mine = {seat: takes[seat] for seat in (0, 1) if seat in takes}
        if not mine:
            dropped["neither take was played"] += 1
            continue
        real_gap = t1 - t0  # > 0: the table touched first
        earlier = 0 if real_gap > 0 else 1
        sample: dict[str, Any] = {"delay": delay, "real_gap": real_gap, "same_die": die0 == die1}
        if len(mine) == 2:
            sample["t_gap"] = mine[1] - mine[0]
            sample["fair"] = (real_gap > 0) == (sample["t_gap"] > 0)
        else:
            (winner,) = mine
            sample["only"] = winner
            sample["fair"] = winner == earlier
        samples.append(sample)
    return samples, dropped, tries


def last_race_takes(host: Page) -> dict[int, int]:
    """The ``t`` of each seat's take in the last race of the open game (from its record)."""
    save = newest_save(host)
    log = save["log"] if save else []
    takes: dict[int, int] = {}
    for entry in reversed(log):
        action = entry["action"]
        if action["type"] == "throw":
            break
        if action["type"] == "take" and entry["seat"] not in takes:
            takes[entry["seat"]] = action["t"]
    return takes


def race_figures(
    host: Page, phone: Page, delay: int, races: int, rng: random.Random
) -> dict[str, Any]:
    samples, dropped, tries = measure_races(host, phone, delay, races, rng)
    close = [s for s in samples if abs(s["real_gap"]) >= 60]
    fair_close = [s for s in close if s["fair"]]
    share = len(fair_close) / len(close) if close else 0.0
    errors = [s["t_gap"] - s["real_gap"] for s in samples if "t_gap" in s]
    lone = [s for s in samples if "only" in s]
    error = statistics.median(errors) if errors else None
    print(
        f"delay {delay:3d} ms: {tries} tries, {len(samples)} races, {sum(dropped.values())} "
        f"dropped; earlier touch first in {len(fair_close)}/{len(close)} races >= 60 ms apart "
        f"({share:.0%}); {len(lone)} with one take only ({sum(1 for s in lone if s['fair'])} "
        f"the earlier toucher's); median order error "
        f"{'-' if error is None else round(error)} ms",
        flush=True,
    )
    for why, n in dropped.most_common():
        print(f"    dropped {n}: {why}", flush=True)
    return {
        "tries": tries,
        "races": len(samples),
        "dropped": dict(dropped),
        "fair": sum(1 for s in samples if s["fair"]),
        "close": len(close),
        "fair_close": len(fair_close),
        "one_take_only": len(lone),
        "share": share,
        "median_error_ms": error,
        "samples": samples,
    }


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
        host = open_device(browser, "table", url, "en", app=REAL_TIME).page
        phone = open_device(browser, "phone", url, "en", app=REAL_TIME).page
        pasted, answered = measure_joins(host, phone, args.joins)
        results["join_ms"] = {
            "n": len(answered),
            "from_paste": {"median": statistics.median(pasted), "max": max(pasted)},
            "from_answer": {"median": statistics.median(answered), "max": max(answered)},
        }
        print(
            f"join, phone's paste -> seated: median {statistics.median(pasted):.0f} ms, "
            f"max {max(pasted):.0f} ms; table reads the answer -> seated: median "
            f"{statistics.median(answered):.0f} ms, max {max(answered):.0f} ms ({len(answered)})",
            flush=True,
        )
        taps = measure_taps(host, phone, args.taps)
        results["tap_round_trip_ms"] = {"n": len(taps), "p50": pct(taps, 50), "p95": pct(taps, 95)}
        p50, p95 = pct(taps, 50), pct(taps, 95)
        print(f"tap round trip: p50 {p50:.0f} ms, p95 {p95:.0f} ms ({len(taps)})", flush=True)
        new_game(host, "raffzahn", ["human", "human", "sensible"])
        join(host, phone, [1])
        results["fairness"] = {
            str(delay): race_figures(host, phone, delay, args.races, rng)
            for delay in (int(d) for d in args.delays.split(","))
        }
        browser.close()
    server.shutdown()
    out = ROOT / "bench-results" / "net.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    print(f"written {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
