"""Python's memory snapshot (web/python.mjs, web/snapshot-worker.mjs): a first start does
not wait for one (Python starts the normal way at once) and a worker makes it in the
background; later starts restore the kept one (also offline), a damaged, missing or
outdated one is made again, a worker that fails gives snapshots up for the build, and
Python always starts, with or without one."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from browser_support import (
    READY_TIMEOUT_MS,
    SEED_SNAPSHOT,
    SNAPSHOT_CACHE,
    PageLog,
    wait_controlled,
    wait_ready,
)
from playwright.sync_api import Browser, Page, expect

STORED = "document.documentElement.dataset.snapshot === 'stored'"
CACHE = SNAPSHOT_CACHE
GIVEN_UP = "spelkast.snapshot-given-up"


def snapshot_key(dist: Path) -> str:
    text = (dist / "python.mjs").read_text(encoding="utf-8")
    match = re.search(r'^const SNAPSHOT_KEY = "(\w+)";$', text, re.M)
    assert match and match.group(1) != "dev", "build did not write the snapshot key"
    return match.group(1)


# The run's snapshot handed to the tab's first start only (a reload finds what the test
# left in the cache): the tests of what happens to a kept snapshot start with one kept,
# without a fresh start and a worker each. Only the first start's own making is tested
# from scratch (test_warm_starts_restore_the_snapshot_also_offline).
SEED_ONCE = f"""try {{
  if (location.protocol === "http:" && !sessionStorage.getItem("spelkast-test-seeded")) {{
    sessionStorage.setItem("spelkast-test-seeded", "1");
    {SEED_SNAPSHOT}
  }}
}} catch (e) {{}}"""


@contextmanager
def snapshot_page(browser: Browser, log: PageLog, *, kept: bool = False) -> Iterator[Page]:
    """A page whose context lets the app make snapshots (conftest turns them off);
    ``kept``: its first start finds this build's snapshot kept (see SEED_ONCE)."""
    context = browser.new_context(
        viewport={"width": 360, "height": 640}, service_workers="allow", snapshots=True
    )
    if kept:
        context.add_init_script(SEED_ONCE)
    page = context.new_page()
    page.on("console", lambda m: m.type == "error" and log.console_errors.append(m.text))
    page.on("pageerror", lambda exc: log.console_errors.append(f"uncaught: {exc}"))
    try:
        yield page
    finally:
        context.close()
    assert not log.console_errors, log.console_errors


def python(page: Page) -> str:
    return str(page.evaluate("document.documentElement.dataset.python"))


def stored(page: Page) -> list[tuple[str, int]]:
    """The snapshot cache's entries: (key, bytes)."""
    rows = page.evaluate(
        """async (name) => {
          const cache = await caches.open(name);
          const out = [];
          for (const request of await cache.keys()) {
            const body = await (await cache.match(request)).arrayBuffer();
            out.push([request.url.split("/").pop(), body.byteLength]);
          }
          return out;
        }""",
        CACHE,
    )
    return [(str(k), int(n)) for k, n in rows]


def first_start(page: Page, url: str) -> None:
    page.goto(url)
    wait_ready(page)
    assert python(page) == "fresh"  # at once: the start never waits for the worker
    wait_controlled(page)
    page.wait_for_function(STORED, timeout=READY_TIMEOUT_MS)
    # The worker answered once, after the app was ready, with every module imported.
    marks = page.evaluate("performance.getEntriesByType('mark').map(m => m.name)")
    made = [m.split("-")[1] for m in marks if m.startswith("spelkast:snapshot-")]
    assert made == ["keep"]
    ready_at = page.evaluate("performance.getEntriesByName('spelkast:ready')[0].startTime")
    asked_at = page.evaluate(
        "performance.getEntriesByType('mark').find(m => m.name.startsWith('spelkast:snapshot-'))"
        ".startTime"
    )
    assert asked_at > ready_at


def kept_start(page: Page, url: str) -> None:
    """A start that restores the snapshot this build keeps (``snapshot_page(kept=True)``)."""
    page.goto(url)
    wait_ready(page)
    assert python(page) == "snapshot"
    wait_controlled(page)


def play_a_move(page: Page) -> None:
    """Python from the snapshot runs the app: a new Schocken game against a computer, whose
    first throw the engine makes (seat 0 throws first with ?seed=1)."""
    page.locator("#app button[data-act=new][data-arg=schocken]").click()
    page.locator("#app button[data-act=start]").click()
    page.locator("#app button[data-act=roll]").click()
    expect(page.locator("#app button[data-act=die]")).to_have_count(3)


@pytest.fixture
def log() -> PageLog:
    return PageLog()


PYSCRIPT_MODULES = ("__init__", "context", "display", "events", "fetch", "ffi", "storage")
PAGE_MODULES = ("__init__", "app", "bridge", "services", "storage")


def test_warm_starts_restore_the_snapshot_also_offline(
    browser: Browser, base_url: str, dist_dir: Path, log: PageLog
) -> None:
    with snapshot_page(browser, log) as page:
        first_start(page, base_url + "?seed=1")
        key = snapshot_key(dist_dir)
        ((name, size),) = stored(page)
        assert name == key and size > 8_000_000  # Python's whole memory

        page.reload()
        wait_ready(page)
        assert python(page) == "snapshot"
        # Only the data files come before the app starts; the sources, which only a
        # traceback reads on a restored Python, once it is ready (python.mjs).
        page.wait_for_function("performance.getEntriesByName('spelkast:python-sources').length")
        at = page.evaluate(
            "Object.fromEntries(performance.getEntriesByType('mark')"
            ".map(m => [m.name.replace('spelkast:', ''), m.startTime]))"
        )
        assert at["python-restored"] <= at["python-files"] <= at["ready"] <= at["python-sources"]
        # PyScript's package and the page glue came compiled ahead in the snapshot, and each
        # .pyc had the very source on disk, so Python used them all (python.mjs AHEAD_USED).
        ahead = [m for m in at if m.startswith("ahead-")]
        assert len(ahead) == 1, at
        used, written = (int(n) for n in ahead[0].split("-")[1::2])
        assert used == written >= len(PYSCRIPT_MODULES) + len(PAGE_MODULES), ahead
        play_a_move(page)

        page.context.set_offline(True)
        page.reload()
        wait_ready(page)
        assert python(page) == "snapshot"
        assert stored(page) == [(key, size)]  # restoring does not make another one


def spoil(page: Page, size: int, damage: str) -> None:
    """Garbage of the stored length (it passes the length check, so Pyodide gets it), or a
    write that was cut off (it does not)."""
    page.evaluate(
        """async ([name, size, damage]) => {
          const cache = await caches.open(name);
          const [request] = await cache.keys();
          const bytes = new Uint8Array(damage === "cut" ? size / 2 : size);
          for (let i = 0; i < bytes.length; i += 4096) bytes[i] = (i * 7919) & 255;
          const headers = {"X-Snapshot-Length": String(size)};
          await cache.put(request, new Response(bytes, {headers}));
        }""",
        [CACHE, size, damage],
    )


@pytest.mark.parametrize("damage", ["garbage", "cut"])
def test_a_damaged_snapshot_falls_back_and_is_made_again(
    browser: Browser, base_url: str, dist_dir: Path, log: PageLog, damage: str
) -> None:
    """A damaged snapshot is dropped and made again, once: a restore that fails twice for
    one build gives snapshots up."""
    with snapshot_page(browser, log, kept=True) as page:
        kept_start(page, base_url + "?seed=1")
        key = snapshot_key(dist_dir)
        ((_, size),) = stored(page)
        spoil(page, size, damage)
        page.reload()
        wait_ready(page)
        assert python(page) == "fresh"
        play_a_move(page)
        page.wait_for_function(STORED, timeout=READY_TIMEOUT_MS)
        assert stored(page) == [(key, size)]
        if damage == "garbage":
            # The one made again does not restore either: snapshots are given up for this
            # build (no worker after every start making one that never restores).
            spoil(page, size, damage)
            page.reload()
            wait_ready(page)
            assert python(page) == "fresh"
            assert page.evaluate("document.documentElement.dataset.snapshot") == "given-up"
            assert stored(page) == []
            return
        page.reload()
        wait_ready(page)
        assert python(page) == "snapshot"


def test_a_missing_snapshot_is_a_normal_start(
    browser: Browser, base_url: str, log: PageLog
) -> None:
    with snapshot_page(browser, log, kept=True) as page:
        kept_start(page, base_url + "?seed=1")
        page.evaluate("(name) => caches.delete(name)", CACHE)
        page.reload()
        wait_ready(page)
        assert python(page) == "fresh"
        play_a_move(page)
        page.wait_for_function(STORED, timeout=READY_TIMEOUT_MS)


def test_without_a_working_snapshot_python_starts_the_normal_way(
    browser: Browser, site: tuple[Path, str], log: PageLog
) -> None:
    root, url = site
    (root / "snapshot-worker.mjs").write_text("throw new Error('no worker here');\n", "utf-8")
    with snapshot_page(browser, log) as page:
        page.goto(url + "?seed=1")
        wait_ready(page)
        assert python(page) == "fresh"
        play_a_move(page)
        # The worker failed in the background: given up for this build, nothing kept.
        page.wait_for_function("document.documentElement.dataset.snapshot === 'given-up'")
        assert stored(page) == []
        assert page.evaluate(f"JSON.parse(localStorage.getItem('{GIVEN_UP}')).count") == 1
        page.reload()  # no second try for this build: no worker at all
        wait_ready(page)
        assert python(page) == "fresh"
        assert page.evaluate("document.documentElement.dataset.snapshot") is None


def test_an_app_that_fails_on_a_snapshot_starts_again_without_one(
    browser: Browser, site: tuple[Path, str], log: PageLog
) -> None:
    """Python restored, but the app fails on it: the snapshot is dropped and the page loads
    once more, starting Python the normal way."""
    root, url = site
    main = root / "main.py"
    trap = (
        "from pyscript import document as _d\n"
        "if _d.documentElement.dataset.python != 'fresh':\n"
        "    raise RuntimeError('broken by the snapshot')\n"
    )
    future = "from __future__ import annotations\n"
    text = main.read_text("utf-8")
    assert future in text
    main.write_text(text.replace(future, future + trap, 1), "utf-8")
    with snapshot_page(browser, log, kept=True) as page:
        # The build's snapshot is kept: Python is restored, the app fails, the page loads
        # once more (the trap is in the page's main script, which runs after a restore).
        with page.expect_event("load", timeout=READY_TIMEOUT_MS):
            page.goto(url + "?seed=1", wait_until="commit")
        page.wait_for_function(
            "document.documentElement.dataset.python === 'fresh'", timeout=READY_TIMEOUT_MS
        )
        wait_ready(page)
        play_a_move(page)
        assert stored(page) == []
        assert any("broken by the snapshot" in e for e in log.console_errors)
        log.console_errors.clear()


def test_a_new_build_makes_its_own_snapshot(
    browser: Browser, site: tuple[Path, str], log: PageLog
) -> None:
    """After an update the old snapshot is never restored: the new build starts the normal
    way, makes its own, and the old one is dropped."""
    root, url = site
    with snapshot_page(browser, log, kept=True) as page:
        kept_start(page, url + "?seed=1")
        old_key = snapshot_key(root)
        assert [k for k, _ in stored(page)] == [old_key]

        # A new build whose engine changed: a new snapshot key and a new service worker.
        new_key = "f" * 16
        module = root / "python.mjs"
        module.write_text(module.read_text("utf-8").replace(old_key, new_key), "utf-8")
        sw = root / "service-worker.js"
        build = re.search(r'^const BUILD_ID = "(\w+)";$', sw.read_text("utf-8"), re.M)
        assert build
        sw.write_text(sw.read_text("utf-8").replace(build.group(1), "1" * 12), "utf-8")
        page.reload()
        wait_ready(page)
        banner = page.locator("#update-banner button")
        expect(banner).to_be_visible(timeout=30_000)
        with page.expect_event("load", timeout=READY_TIMEOUT_MS):
            banner.click()
        wait_ready(page)
        assert python(page) == "fresh"
        page.wait_for_function(STORED, timeout=READY_TIMEOUT_MS)
        assert [k for k, _ in stored(page)] == [new_key]
        assert sorted(page.evaluate("caches.keys()")) == sorted([CACHE, f"spelkast-{'1' * 12}"])
