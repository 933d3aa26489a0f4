"""Browser fixtures: dist/ served over HTTP and Debian's chromium driven by Playwright.

Every page records console errors, failed responses and request URLs; a test that leaves
any console error, 4xx/5xx response or request to another origin behind fails at teardown.
"""

from __future__ import annotations

import base64
import fcntl
import hashlib
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    ConsoleMessage,
    Page,
    Playwright,
    Response,
    sync_playwright,
)

ROOT = Path(__file__).resolve().parents[2]
DIST = Path(os.environ.get("SPELKAST_DIST") or ROOT / "dist")  # same override as build_dist
WHICH = hashlib.sha256(str(DIST.resolve()).encode()).hexdigest()[:12]  # this dist's files
sys.path.insert(0, str(ROOT / "tools"))
# Shared with the test modules through a uniquely named module: every test directory has a
# conftest.py, so `from conftest import ...` depends on which one was imported last.
from browser_support import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    NETWORK_SCHEMES,
    NO_SNAPSHOTS,
    READ_SNAPSHOT,
    SEED_SNAPSHOT,
    SNAPSHOT_CACHE,
    SNAPSHOT_FILE,
    SNAPSHOT_MOUNT,
    PageLog,
    wait_ready,
)
from serve import serve_in_thread  # noqa: E402

__all__ = ["wait_ready"]  # still importable from here, as older tests do


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.browser)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "plain_start: the page starts Python without a snapshot")


def build_dist() -> None:
    # The project venv has the pinned setuptools the engine wheel build needs.
    venv_python = ROOT / ".venv" / "bin" / "python"
    python = str(venv_python) if venv_python.exists() else sys.executable
    subprocess.run([python, str(ROOT / "tools" / "build_dist.py")], check=True)


@pytest.fixture(scope="session")
def dist_dir(testrun_uid: str) -> Path:
    """dist/ for this checkout, built once per test run: rebuilding is cheap and
    reproducible, so a leftover one is never trusted. Under `pytest -n 2` both workers run
    browser tests; the first builds (under a lock) and the second sees the run's stamp, so
    no server ever serves a dist/ that is being swapped."""
    stamp = ROOT / ".cache" / f"dist-{WHICH}.test-run"
    lock_path = stamp.with_suffix(".lock")
    lock_path.parent.mkdir(exist_ok=True)
    with lock_path.open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        built = stamp.is_file() and stamp.read_text(encoding="utf-8") == testrun_uid
        if not built or not (DIST / "index.html").is_file():
            build_dist()
            stamp.write_text(testrun_uid, encoding="utf-8")
    return DIST


# host:port of every server the tests started: the only origins a page may contact.
SERVED: set[str] = set()
# Where every test server also serves this run's Python snapshot (beside dist/, not in it).
SNAPSHOT_DIR = ROOT / ".cache" / f"test-snapshot-{WHICH}"


def _serve(directory: Path) -> tuple[ThreadingHTTPServer, str]:
    server, url = serve_in_thread(directory, {SNAPSHOT_MOUNT: SNAPSHOT_DIR})
    SERVED.add(urlsplit(url).netloc)
    return server, url


@pytest.fixture(scope="session")
def python_snapshot(dist_dir: Path, browser: Browser, testrun_uid: str) -> Path:
    """This build's Python snapshot, made once per test run as the app makes it (a page
    starts the normal way, its worker makes the snapshot, the page keeps it), so that every
    fresh browser profile of the run can start from it (``SEED_SNAPSHOT``): ~1.6 s and
    2.5 CPU-seconds per start instead of ~3.8 s and 6.5 (measured on this 2-core machine).
    The tests of the start itself ask for the normal start or the app's own snapshots."""
    stamp = SNAPSHOT_DIR / "test-run"
    SNAPSHOT_DIR.mkdir(parents=True, exist_ok=True)
    with SNAPSHOT_DIR.with_suffix(".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        made = stamp.is_file() and stamp.read_text(encoding="utf-8") == testrun_uid
        if not made or not (SNAPSHOT_DIR / SNAPSHOT_FILE).is_file():
            (SNAPSHOT_DIR / SNAPSHOT_FILE).write_bytes(make_snapshot(browser, dist_dir))
            stamp.write_text(testrun_uid, encoding="utf-8")
    return SNAPSHOT_DIR / SNAPSHOT_FILE


def make_snapshot(browser: Browser, dist_dir: Path) -> bytes:
    server, url = serve_in_thread(dist_dir)
    context = browser.new_context(snapshots=True)  # type: ignore[call-arg]
    try:
        page = context.new_page()
        page.goto(url)
        wait_ready(page)
        page.wait_for_function(
            "document.documentElement.dataset.snapshot === 'stored'",
            timeout=180_000,
        )
        return base64.b64decode(page.evaluate(READ_SNAPSHOT, SNAPSHOT_CACHE))
    finally:
        context.close()
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def base_url(dist_dir: Path, python_snapshot: Path) -> Iterator[str]:  # noqa: ARG001 (a fixture asked for what it sets up)
    server, url = _serve(dist_dir)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture
def site(tmp_path: Path, dist_dir: Path, python_snapshot: Path) -> Iterator[tuple[Path, str]]:  # noqa: ARG001 (a fixture asked for what it sets up)
    """A private copy of dist/ on its own server, for tests that change the files."""
    root = tmp_path / "site"
    shutil.copytree(dist_dir, root)
    server, url = _serve(root)
    yield root, url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"{CHROMIUM} missing: run `make setup` (installs Debian's chromium)")
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    seeding_snapshots(browser)
    yield browser
    browser.close()


def seeding_snapshots(browser: Browser) -> None:
    """Every context of this browser starts Python from the run's snapshot
    (``python_snapshot``), unless it is made with ``snapshots=True`` (the app makes and
    keeps its own, as on a player's device: test_snapshot.py) or ``plain=True`` (no
    snapshot at all: the normal start)."""
    make = browser.new_context

    def new_context(
        *args: Any, snapshots: bool = False, plain: bool = False, **kwargs: Any
    ) -> BrowserContext:
        context = make(*args, **kwargs)
        if plain:
            context.add_init_script(NO_SNAPSHOTS)
        elif not snapshots:
            context.add_init_script(SEED_SNAPSHOT)
        return context

    browser.new_context = new_context  # type: ignore[method-assign]


@pytest.fixture
def context(browser: Browser, request: pytest.FixtureRequest) -> Iterator[BrowserContext]:
    """A phone's fresh profile; a test marked ``plain_start`` starts Python without a
    snapshot (it tests that start)."""
    plain = request.node.get_closest_marker("plain_start") is not None
    context = browser.new_context(
        viewport={"width": 360, "height": 640}, service_workers="allow", plain=plain
    )
    yield context
    context.close()


@pytest.fixture
def page_log() -> PageLog:
    return PageLog()


@pytest.fixture
def page(context: BrowserContext, page_log: PageLog, request: pytest.FixtureRequest) -> Page:
    page = context.new_page()

    def on_console(msg: ConsoleMessage) -> None:
        if msg.type == "error":
            page_log.console_errors.append(msg.text)

    def on_response(resp: Response) -> None:
        if resp.status >= 400:
            page_log.bad_responses.append(f"{resp.status} {resp.url}")

    page.on("console", on_console)
    page.on("pageerror", lambda exc: page_log.console_errors.append(f"uncaught: {exc}"))
    # Context-level events include the service worker's own fetches (precaching).
    context.on("request", lambda req: page_log.requests.append(req.url))
    context.on("response", on_response)

    def check() -> None:
        urls = [urlsplit(u) for u in page_log.requests]
        foreign = sorted({u.netloc for u in urls if u.scheme in NETWORK_SCHEMES} - SERVED)
        problems = [*page_log.console_errors, *page_log.bad_responses]
        problems += [f"request to another origin: {o}" for o in foreign]
        if problems:
            pytest.fail("page problems:\n  " + "\n  ".join(problems), pytrace=False)

    request.addfinalizer(check)
    return page
