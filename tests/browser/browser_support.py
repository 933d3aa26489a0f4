"""Helpers for the browser tests (imported by conftest.py and the test modules)."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

CHROMIUM = "/usr/bin/chromium"
# Chromium takes the last --disable-features it is given, so this list repeats Playwright's
# own (playwright-core, server/chromium/chromiumSwitches.ts) and adds the omnibox popup:
# headless chromium 156 preloads that WebUI in a renderer of its own for every new context,
# ~0.6-1 CPU-second each (measured), and the suite makes some 250 contexts.
DISABLED_FEATURES = [
    "AvoidUnnecessaryBeforeUnloadCheckSync",
    "DestroyProfileOnBrowserClose",
    "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable",
    "LensOverlay",
    "MediaRouter",
    "PaintHolding",
    "ThirdPartyStoragePartitioning",
    "AvoidCorsURLLoaderRestartOnRedirect",
    "TcpPortRandomizationWin",
    "OptimizationHints",
    "NetworkTimeServiceQuerying",
    "AimEnabled",
    "PreconnectToSearch",
    "WebUIOmniboxPopup",
    "WebUIOmniboxAimPopup",
    "WebUIOmniboxFullPopup",
]
# V8 runs Pyodide's WebAssembly with its baseline compiler only. By default every fresh
# profile also recompiles the interpreter's hot functions with its optimising compiler in
# the background: on this 2-core machine that cost the renderers 117 CPU-seconds instead
# of 72 over a mix of small and whole-game tests, for no check the tests make. The code
# means the same in either tier; `make bench` (tools/bench.py) keeps the browser's defaults.
LIFTOFF_ONLY = "--js-flags=--liftoff-only"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--disable-features=" + ",".join(DISABLED_FEATURES),
    LIFTOFF_ONLY,
]
NETWORK_SCHEMES = ("http", "https", "ws", "wss")
READY = "html[data-app-ready]"
READY_TIMEOUT_MS = 90_000
# web/python.mjs makes no memory snapshot on a page that says this before it loads.
NO_SNAPSHOTS = "globalThis.__spelkastSnapshots = false;"
# The run's snapshot (conftest.python_snapshot), served by every test server beside dist/:
# a fresh profile keeps it on its first start (web/python.mjs) and starts from it.
SNAPSHOT_MOUNT = "/__test-snapshot/"
SNAPSHOT_FILE = "python"
SEED_SNAPSHOT = f"globalThis.__spelkastSnapshotSeed = '{SNAPSHOT_MOUNT}{SNAPSHOT_FILE}';"
SNAPSHOT_CACHE = "spelkast-python"  # web/python.mjs's CACHE: the kept snapshot's cache
# The snapshot a page kept, as base64 (the argument: SNAPSHOT_CACHE).
READ_SNAPSHOT = """async (name) => {
  const cache = await caches.open(name);
  const [entry] = await cache.keys();
  const bytes = new Uint8Array(await (await cache.match(entry)).arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
}"""
PHONE_WIDTH = 360
MIN_TARGET = 44
# A loop that plays on until the page says so stops here: a hang guard, not a speed test
# (make bench measures speed). A whole game takes 20-40 s on this 2-core machine, whose
# speed swings by up to 2x from one minute to the next.
HANG_GUARD_S = 240.0


@dataclass
class Deadline:
    """Fails a waiting loop that runs for longer than ``seconds``: ``check`` each pass."""

    what: str = "the game"
    seconds: float = HANG_GUARD_S
    end: float = field(init=False)

    def __post_init__(self) -> None:
        self.end = time.monotonic() + self.seconds

    def check(self, state: object = "") -> None:
        assert time.monotonic() < self.end, (
            f"{self.what} did not finish in {self.seconds:.0f} s: {state}"
        )


# Each change in how many elements match a selector, stamped with the page's own clock.
_COUNT_WATCH = """selector => {
  (window.countsSeen ??= {})[selector] = [];
  new MutationObserver(() => {
    const n = document.querySelectorAll(selector).length;
    const seen = window.countsSeen[selector];
    if (!seen.length || seen[seen.length - 1][1] !== n) seen.push([performance.now(), n]);
  }).observe(document.getElementById('app'), {childList: true, subtree: true});
}"""


def watch_count(page: Page, selector: str) -> Callable[[], list[tuple[float, int]]]:
    """From now on (until the page reloads) the page notes each change in how many elements
    match ``selector``, as (its clock in ms, the count); the returned function reads the
    notes. The page's own clock: a test process slowed by a busy machine could see one
    change late and the next on time, or miss one between two looks."""
    page.evaluate(_COUNT_WATCH, selector)
    return lambda: [(t, n) for t, n in page.evaluate("s => window.countsSeen[s]", selector)]


def wait_ready(page: Page, timeout_ms: int = READY_TIMEOUT_MS) -> None:
    """Wait until Python is up and the home screen is interactive."""
    page.wait_for_selector(READY, state="attached", timeout=timeout_ms)


def wait_controlled(page: Page) -> None:
    """Wait until this build's service worker has precached everything and controls page."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)


@dataclass
class PageLog:
    """What a page did; tests may inspect it and clear entries they expected."""

    console_errors: list[str] = field(default_factory=list)
    bad_responses: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)


def check_layout(page: Page) -> None:
    """No sideways scrolling (at 360 px on a phone), every visible control >= 44x44 px."""
    viewport = page.viewport_size
    limit = viewport["width"] if viewport else PHONE_WIDTH
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= limit, f"page is {width}px wide"
    boxes = page.evaluate(
        """() => [...document.querySelectorAll(
                  '#app button, #app input, #app select, #app summary')]
            .filter(el => el.offsetParent !== null)
            .map(el => {const r = el.getBoundingClientRect();
                        return [el.outerHTML.slice(0, 80), r.width, r.height];})"""
    )
    small = [b for b in boxes if b[1] < MIN_TARGET - 0.5 or b[2] < MIN_TARGET - 0.5]
    assert not small, f"tap targets under {MIN_TARGET}px: {small}"


# Where a finger lands on a target: the middle of its box, if nothing else is on top there
# (else a short description of what is). Scrolled into view first when it is not
# (instantly: a smooth scroll would still be moving when the finger lands) and measured in
# the same task, so no redraw can slip in between. Playwright finds the element in one task
# and runs this in the next: a redraw between the two leaves it detached (DETACHED, and the
# caller looks again) rather than measured as an empty box at the screen's corner.
DETACHED = "detached"
MIDDLE = """el => {
  if (!el.isConnected) return 'detached';
  const middle = () => { const r = el.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2]; };
  const cover = ([x, y]) => { const hit = document.elementFromPoint(x, y);
    if (hit === null) return 'nothing';
    return hit.closest('[data-act]') === el ? null : hit.outerHTML.slice(0, 120); };
  const r = el.getBoundingClientRect();
  if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
    el.scrollIntoView({block: 'nearest', inline: 'nearest', behavior: 'instant'});
  }
  const point = middle();
  if (!cover(point)) return point;
  // Under a sticky bar at the screen's edge: a finger scrolls the die to the middle first.
  el.scrollIntoView({block: 'center', inline: 'nearest', behavior: 'instant'});
  const centred = middle();
  return cover(centred) || centred;
}"""


# Playwright's "visible" (a box, and not visibility: hidden) as a script, for tests that
# look and tap in one round trip: the whole-game tests poll many times a second.
SHOWN = """el => { if (!el) return false; const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; }"""
FIRST_SHOWN = f"s => ({SHOWN})(document.querySelector(s))"


def visible(page: Page, selector: str) -> Locator | None:
    """The first element matching ``selector`` if it is shown, else None."""
    return page.locator(selector).first if page.evaluate(FIRST_SHOWN, selector) else None


def tap_middle(page: Page, target: Locator, timeout_ms: float | None = None) -> None:
    """Tap a die or spot in the middle of its hexagon, as a finger would (the test fails
    when something else covers that middle). ``timeout_ms`` bounds the wait for a target
    that may be gone (a die another player takes): Playwright's own wait is 30 s."""
    for _ in range(10):  # the app redraws a few times a second at most
        point = target.evaluate(MIDDLE, timeout=timeout_ms)
        if point != DETACHED:
            break
    assert not isinstance(point, str), f"the target's middle is covered by {point}"
    page.mouse.click(point[0], point[1])


def in_first_viewport(page: Page, selector: str) -> bool:
    """The first element ``selector`` finds lies wholly within the first viewport's height:
    the screen as it opens, at the page's top. Measured in page coordinates, so a scroll
    the test itself caused (a click scrolls its target into view) does not count; that the
    app does not scroll by itself is tested apart (``throw_moves_nothing``)."""
    return bool(
        page.evaluate(
            "s => { const r = document.querySelector(s).getBoundingClientRect();"
            " return r.top + scrollY >= 0 && r.bottom + scrollY <= window.innerHeight; }",
            selector,
        )
    )


def turn_controls_in_view(page: Page, selector: str = "#app [data-act]") -> None:
    """Every enabled control ``selector`` finds in the game screen lies wholly in the first
    viewport (no scrolling to act), the way home and the tools under the game aside."""
    outside = page.evaluate(
        """s => [...document.querySelectorAll(s)]
            .filter(el => el.offsetParent !== null && !el.disabled
                    && !el.closest('.game-tools, .screen-top, .history, details:not([open])'))
            .filter(el => { const r = el.getBoundingClientRect();  // page coordinates
                            const top = r.top + scrollY, left = r.left + scrollX;
                            return top < 0 || top + r.height > window.innerHeight
                                   || left < 0 || left + r.width > window.innerWidth; })
            .map(el => el.outerHTML.slice(0, 90))""",
        selector,
    )
    assert not outside, f"controls of this turn outside the first viewport: {outside}"


_AXE_SOURCE: list[str] = []


def axe_violations(page: Page, impacts: tuple[str, ...] = ("serious", "critical")) -> list[str]:
    """axe-core (WCAG 2.2 A and AA rules) on the page as it is; one line per violation of
    the given impacts. axe.min.js comes from the pinned npm tarball, never from the net."""
    if not _AXE_SOURCE:
        import tarfile

        from fetch_runtime import ensure_test_tool

        with tarfile.open(ensure_test_tool("axe-core")) as tar:
            member = tar.extractfile("package/axe.min.js")
            assert member is not None
            _AXE_SOURCE.append(member.read().decode())
    if not page.evaluate("typeof window.axe === 'object'"):
        # Evaluated through the driver, so the page's CSP (no inline script) is untouched.
        page.evaluate(_AXE_SOURCE[0] + "\n;0")
    found = _axe_run(page, impacts)
    if found:
        # A colour caught mid-change (a transition the loaded machine has not drawn to its
        # end yet, a board a computer's move is redrawing) is not what the player reads:
        # a fault counts when it is still there once the page has settled.
        print(f"axe, first look: {found}", file=sys.stderr)
        page.wait_for_timeout(600)
        found = _axe_run(page, impacts)
    return found


def _axe_run(page: Page, impacts: tuple[str, ...]) -> list[str]:
    result = page.evaluate(
        """async () => {
          // Finished transitions and animations show their end state, as the player sees
          // it a moment later; an endless one (a hint's pulse) is left as it is.
          for (const a of document.getAnimations()) {
            if (a.effect && a.effect.getComputedTiming().endTime !== Infinity) a.finish();
          }
          // Only violations are read: axe then skips the selectors of every passing node
          // (its documented speed-up); the rules that run are the same.
          const r = await axe.run(document, {runOnly: {type: 'tag',
              values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']},
              resultTypes: ['violations']});
          return r.violations.map(v => ({id: v.id, impact: v.impact,
              nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' ' +
                     (n.failureSummary || '').split('\\n').slice(1, 2).join(''))}));
        }"""
    )
    return [f"{v['id']} ({v['impact']}): {v['nodes']}" for v in result if v["impact"] in impacts]


def text_zoom_faults(page: Page, percent: int = 200) -> list[str]:
    """With the text at ``percent`` (as a browser's text-size setting does), what is cut
    off: a page wider than the screen, or an element whose text overflows a box that
    hides it. The page is left where it was: the taller page lets the browser's scroll
    anchoring move it, which is the test's doing, not the app's."""
    where = page.evaluate("[scrollX, scrollY]")
    page.evaluate(f"document.documentElement.style.fontSize = '{percent}%'")
    page.wait_for_timeout(100)
    faults = page.evaluate(
        """() => {
          const out = [];
          const w = window.innerWidth;
          if (document.documentElement.scrollWidth > w + 1)
            out.push(`page is ${document.documentElement.scrollWidth}px wide`);
          for (const el of document.querySelectorAll('#app *')) {
            if (el.offsetParent === null || el.closest('.sr-only')) continue;
            const cs = getComputedStyle(el);
            const hides = ['hidden', 'clip'];
            if ((hides.includes(cs.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
                (hides.includes(cs.overflowY) && el.scrollHeight > el.clientHeight + 1) ||
                (cs.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1))
              out.push(el.outerHTML.slice(0, 90));
          }
          return out;
        }"""
    )
    page.evaluate("document.documentElement.style.fontSize = ''")
    page.evaluate("([x, y]) => scrollTo(x, y)", where)
    return list(faults)


# No finite animation or transition is running (a spinner that runs for ever is not waited
# for): what axe reads is the screen's final colours.
# The loading bar's fill (14 s, web/app.css) is not a colour change: a test that holds
# Python back would wait for all of it.
TRANSITIONS_DONE = """() => document.getAnimations().every(a => a.playState !== 'running'
  || a.effect.getComputedTiming().iterations === Infinity
  || (a.effect.target && a.effect.target.closest && a.effect.target.closest('#boot-bar')))"""


def assert_readable(page: Page, where: str = "", zoom: bool = True) -> None:
    """No serious axe-core fault in dark and light mode and (``zoom``) nothing cut off at
    200 % text, on the screen as it is; the page is left in light mode."""
    for scheme in ("dark", "light"):
        page.emulate_media(color_scheme=scheme)
        page.wait_for_function(TRANSITIONS_DONE)  # the colours have changed all the way
        assert axe_violations(page) == [], f"{where}, {scheme}"
    if zoom:
        faults = text_zoom_faults(page, 200)
        assert faults == [], f"{where}: {faults}"


PYRAMID_TOP = "() => document.querySelector('#app .pyr-svg').getBoundingClientRect().top"


def throw_moves_nothing(page: Page, act: str) -> None:
    """Tap the throw button ``act`` in a race game's bar: the page does not scroll and the
    pyramid does not move."""
    button = f"#app button[data-act={act}]"
    before = (page.evaluate("scrollY"), page.evaluate(PYRAMID_TOP))
    # The end of the pause after a round redraws the page once; on a loaded machine the
    # tap can land in that moment (button detached, or its middle briefly under the old
    # layout). A button that stays covered still fails.
    for attempt in range(10):
        try:
            tap_middle(page, page.locator(button))
            break
        except (PlaywrightError, AssertionError):
            if attempt == 9:
                raise
            page.wait_for_timeout(100)
    page.wait_for_function(f"!document.querySelector('{button}')")
    after = (page.evaluate("scrollY"), page.evaluate(PYRAMID_TOP))
    assert after[0] == before[0] and abs(after[1] - before[1]) <= 1, (before, after)


# -- the app's database (IndexedDB, web/store.js) -------------------------------------
READ_DB = """async (what) => {
    const db = await new Promise((ok, no) => {
        const r = indexedDB.open('spelkast');
        r.onsuccess = () => ok(r.result);
        r.onerror = () => no(r.error);
    });
    const tx = db.transaction(what, 'readonly');
    const out = await new Promise((ok) => {
        const req = tx.objectStore(what).getAllKeys();
        const all = tx.objectStore(what).getAll();
        all.onsuccess = () => ok(Object.fromEntries(req.result.map((k, i) => [k, all.result[i]])));
    });
    db.close();
    return out;
}"""


def db(page: Page, store: str = "records") -> dict[str, str]:
    return dict(page.evaluate(READ_DB, store))


def wait_db(page: Page, ok: Callable[[dict[str, str]], bool], store: str = "records") -> None:
    """Wait (a few seconds at most) until the database's ``store`` passes ``ok``."""
    for _ in range(50):
        if ok(db(page, store)):
            return
        page.wait_for_timeout(100)
    raise AssertionError(f"{store}: {sorted(db(page, store))}")


def finished_game_listed(page: Page, finished: str = "finished") -> None:
    """Home, reached from a game's end, lists that game among the results (``finished``:
    the word the list says it with, "afgelopen" in Dutch). A home without them fails with
    what it shows instead (the record may still be on its way to storage, and a listing
    that never arrives is a fault worth reading)."""
    try:
        page.wait_for_selector("#app .result-list", timeout=READY_TIMEOUT_MS)
    except PlaywrightTimeout:
        shown = page.locator("#app").inner_text()[:1500]
        state = page.evaluate("JSON.stringify({...document.documentElement.dataset})")
        raise AssertionError(
            f"no results on home; it shows:\n{shown}\nhtml data: {state}"
        ) from None
    assert finished in page.locator("#app .result-list").inner_text()
