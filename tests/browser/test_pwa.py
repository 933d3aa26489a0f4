"""The installable offline app: service worker, offline start, updates, manifest, CSP."""

from __future__ import annotations

import json
import re
import struct
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from browser_support import (
    CHROMIUM,
    CHROMIUM_ARGS,
    NO_SNAPSHOTS,
    READY_TIMEOUT_MS,
    SNAPSHOT_CACHE,
    PageLog,
    wait_controlled,
    wait_ready,
)
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, Route, expect


def precache_list(dist: Path) -> list[str]:
    text = (dist / "service-worker.js").read_text(encoding="utf-8")
    match = re.search(r"^const PRECACHE = (\[.*\]);$", text, re.M)
    assert match, "build did not inject the precache list"
    files: list[str] = json.loads(match.group(1))
    return files


def build_id(dist: Path) -> str:
    text = (dist / "service-worker.js").read_text(encoding="utf-8")
    match = re.search(r'^const BUILD_ID = "(\w+)";$', text, re.M)
    assert match, "build did not inject the build id"
    return match.group(1)


def test_precache_lists_every_dist_file(dist_dir: Path) -> None:
    # .br/.gz copies are the same files encoded for the wire: the worker caches them decoded.
    on_disk = sorted(
        p.relative_to(dist_dir).as_posix()
        for p in dist_dir.rglob("*")
        if p.is_file() and p.name != "service-worker.js" and p.suffix not in (".br", ".gz")
    )
    assert precache_list(dist_dir) == on_disk
    variants = [p for p in dist_dir.rglob("*") if p.suffix in (".br", ".gz")]
    assert variants, "the build wrote no precompressed copies"
    originals = {v.with_suffix("").relative_to(dist_dir).as_posix() for v in variants}
    assert originals <= {*on_disk, "service-worker.js"}
    assert re.fullmatch(r"[0-9a-f]{12}", build_id(dist_dir))


@pytest.mark.plain_start  # a first visit as it is: the caches it makes, nothing seeded
def test_first_visit_then_offline(
    page: Page, context: BrowserContext, base_url: str, dist_dir: Path, page_log: PageLog
) -> None:
    page.goto(base_url)
    wait_ready(page)
    expect(page.locator("#boot-bar")).to_be_hidden()
    wait_controlled(page)
    caches = page.evaluate("caches.keys()")
    assert caches == [f"spelkast-{build_id(dist_dir)}"]

    # Everything the app asked for is in the precache list, so offline needs nothing else.
    shipped = set(precache_list(dist_dir))
    paths = {urlsplit(u).path.lstrip("/") for u in page_log.requests}
    assert paths - {"", "service-worker.js"} <= shipped

    context.set_offline(True)
    served_by_worker: list[bool] = []
    page.on("response", lambda r: served_by_worker.append(r.from_service_worker))
    page.reload()
    wait_ready(page)
    assert served_by_worker and all(served_by_worker)
    context.set_offline(False)


def test_offline_deep_link_with_query(page: Page, context: BrowserContext, base_url: str) -> None:
    page.goto(base_url)
    wait_ready(page)
    wait_controlled(page)
    context.set_offline(True)
    # Query strings are app state: offline, ?lang=en still gets the cached app shell.
    page.goto(base_url + "index.html?lang=en")
    wait_ready(page)
    context.set_offline(False)


def test_lang_query_sets_html_lang(page: Page, base_url: str) -> None:
    page.goto(base_url + "?lang=en")
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "en"


def test_csp_header_and_meta_agree(page: Page, base_url: str) -> None:
    from serve import CSP, CSP_HEADER

    response = page.goto(base_url)
    assert response is not None
    assert response.headers["content-security-policy"] == CSP_HEADER
    meta = page.locator('meta[http-equiv="Content-Security-Policy"]')
    expect(meta).to_have_attribute("content", CSP)
    wait_ready(page)


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_manifest_and_icons(page: Page, base_url: str) -> None:
    # Fetched, not navigated to: a bare JSON page would make chromium ask for /favicon.ico.
    response = page.request.get(base_url + "manifest.json")
    assert response.headers["content-type"] == "application/manifest+json"
    manifest = json.loads(response.text())
    for key in ("id", "name", "short_name", "start_url", "scope", "description"):
        assert manifest[key], key
    assert manifest["name"] == manifest["short_name"] == "Spelkast"
    assert manifest["display"] == "standalone"
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["theme_color"])
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["background_color"])
    purposes = {(i["sizes"], i.get("purpose", "any")) for i in manifest["icons"]}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= purposes
    for icon in manifest["icons"]:
        got = page.request.get(base_url + icon["src"])
        assert got.ok and got.headers["content-type"] == icon["type"] == "image/png"
        assert "{}x{}".format(*png_size(got.body())) == icon["sizes"]


def test_manifest_install_sheet(page: Page, base_url: str, dist_dir: Path) -> None:
    """The richer install sheet: screenshots for phones and tablets and a shortcut per game,
    every picture shipped, precached (the sheet may open offline) and of its stated size."""
    manifest = json.loads((dist_dir / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["lang"] == "en" and manifest["dir"] == "ltr"
    assert manifest["description_localized"]["nl"]
    shots = manifest["screenshots"]
    assert {s["form_factor"] for s in shots} == {"narrow", "wide"}
    pictures = [*shots, *(i for s in manifest["shortcuts"] for i in s["icons"])]
    precached = set(precache_list(dist_dir))
    for picture in pictures:
        assert picture["src"] in precached, picture["src"]
        got = page.request.get(base_url + picture["src"])
        assert got.ok and got.headers["content-type"] == picture["type"] == "image/png"
        assert "{}x{}".format(*png_size(got.body())) == picture["sizes"], picture["src"]
    for shot in shots:
        width, height = (int(n) for n in shot["sizes"].split("x"))
        assert shot["label"] and (width < height) == (shot["form_factor"] == "narrow")
    for shortcut in manifest["shortcuts"]:
        assert shortcut["url"].startswith("./?new=") and shortcut["name"]
    assert (
        len(pictures) < 30 and sum((dist_dir / p["src"]).stat().st_size for p in pictures) < 400_000
    )


def test_installable(playwright: Playwright, base_url: str, tmp_path: Path) -> None:
    # Chromium never offers installation in incognito, which every new_context() is.
    context = playwright.chromium.launch_persistent_context(
        tmp_path / "profile", executable_path=CHROMIUM, args=CHROMIUM_ARGS
    )
    context.add_init_script(NO_SNAPSHOTS)
    try:
        page = context.new_page()
        page.goto(base_url)
        wait_ready(page)
        wait_controlled(page)
        cdp = context.new_cdp_session(page)
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        assert cdp.send("Page.getAppManifest")["errors"] == []
        apple = page.locator('link[rel="apple-touch-icon"]')
        expect(apple).to_have_attribute("href", "assets/icons/apple-touch-icon-180.png")
    finally:
        context.close()


def test_update_waits_then_reloads_into_new_build(
    page: Page,
    context: BrowserContext,  # noqa: ARG001 (a fixture asked for what it sets up)
    site: tuple[Path, str],
) -> None:
    root, url = site
    old_id = build_id(root)
    page.goto(url)
    wait_ready(page)
    wait_controlled(page)
    banner = page.locator("#update-banner")
    expect(banner).to_be_hidden()

    # Deploy a "new build": a changed file list entry and build id, as build_dist makes.
    new_id = "0" * 12
    sw = root / "service-worker.js"
    sw.write_text(sw.read_text(encoding="utf-8").replace(old_id, new_id), encoding="utf-8")
    index = root / "index.html"
    marker = '<meta name="spelkast-test-build" content="2">'
    index.write_text(index.read_text(encoding="utf-8").replace("<head>", "<head>" + marker))

    # A navigation finds the new worker; it installs and waits while the old build runs.
    page.reload()
    wait_ready(page)
    expect(banner).to_be_visible(timeout=30_000)
    assert page.locator('meta[name="spelkast-test-build"]').count() == 0
    expect(banner.locator("button")).to_have_text(re.compile("Vernieuwen|Reload"))

    with page.expect_event("load", timeout=READY_TIMEOUT_MS):
        banner.locator("button").click()
    wait_ready(page)
    assert page.locator('meta[name="spelkast-test-build"]').count() == 1
    # The old build's files are gone; Python's snapshot (the run's, kept at the first
    # start) stays: its key names the engine, which this build did not change.
    assert sorted(page.evaluate("caches.keys()")) == sorted([f"spelkast-{new_id}", SNAPSHOT_CACHE])


def test_failure_message_when_python_breaks(
    page: Page, site: tuple[Path, str], page_log: PageLog
) -> None:
    root, url = site
    (root / "main.py").write_text("raise RuntimeError('boom')\n", encoding="utf-8")
    page.goto(url)
    status = page.locator("#boot-status")
    expect(status).to_have_attribute("role", "alert", timeout=READY_TIMEOUT_MS)
    expect(status).to_contain_text("Spelkast")
    assert page.locator("html[data-app-ready]").count() == 0
    # Tried once more by itself (web/boot.js), then the way out an installed app lacks.
    assert page.evaluate("sessionStorage.getItem('spelkast.start-retried')") is not None
    retry = page.locator("#update-banner button")
    expect(retry).to_have_text(re.compile("Opnieuw proberen|Try again"))
    assert page.evaluate("document.getElementById('app').inert") is True
    # The Python traceback is reported on the console: expected here, and only here.
    assert sum("boom" in e for e in page_log.console_errors) >= 2
    page_log.console_errors.clear()
    with page.expect_event("load", timeout=READY_TIMEOUT_MS):
        retry.click()
    expect(status).to_have_attribute("role", "alert", timeout=READY_TIMEOUT_MS)
    page_log.console_errors.clear()


def test_a_start_that_fails_once_is_tried_again(browser: Browser, base_url: str) -> None:
    """A passing fault (main.py's first answer raises, as WebKit's Python once did under load)
    costs one reload, not the start: the page loads once more by itself and the app starts,
    keeping the reason; the next failure in the tab may be tried again."""
    # No service worker: it could take the page over before main.py is asked for, and a
    # route never sees a worker's fetch.
    context = browser.new_context(viewport={"width": 360, "height": 640}, service_workers="block")
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda msg: msg.type == "error" and errors.append(msg.text))
    answers: list[str] = []

    def broken_once(route: Route) -> None:
        answers.append(route.request.url)
        if len(answers) == 1:
            route.fulfill(body="raise RuntimeError('a passing fault')\n", content_type="text/plain")
        else:
            route.continue_()

    try:
        page.route("**/main.py", broken_once)
        page.goto(base_url + "?snapshot=off")  # a snapshot's failure is python.mjs's own retry
        wait_ready(page)
        assert len(answers) == 2
        assert "a passing fault" in page.evaluate("document.documentElement.dataset.startRetried")
        assert page.evaluate("sessionStorage.getItem('spelkast.start-retried')") is None
        assert page.locator("#boot-status[role=alert]").count() == 0
        expect(page.locator("#update-banner")).to_be_hidden()
        assert page.evaluate("document.getElementById('app').inert") is False
        assert any("a passing fault" in e for e in errors)
    finally:
        context.close()


@pytest.mark.plain_start
def test_python_starts_without_micropip(
    page: Page, base_url: str, dist_dir: Path, page_log: PageLog
) -> None:
    """python.mjs unpacks the engine wheel and the UI zip itself: no package lock entries,
    no micropip or packaging wheel shipped or asked for, and PyScript installs nothing."""
    lock = json.loads((dist_dir / "vendor/pyodide/pyodide-lock.json").read_text("utf-8"))
    assert lock["packages"] == {}
    assert not list(dist_dir.rglob("micropip-*")) and not list(dist_dir.rglob("packaging-*"))
    config = json.loads((dist_dir / "pyscript.json").read_text("utf-8"))
    assert config == {"interpreter": "./python.mjs"}
    module = (dist_dir / "python.mjs").read_text("utf-8")
    files = json.loads(re.search(r"^const PYTHON_FILES = (\{.*\});$", module, re.M).group(1))
    assert (dist_dir / files["engine"]).is_file() and (dist_dir / files["ui"]).is_file()

    def fetched(name: str) -> int:
        return sum(urlsplit(u).path.endswith(name) for u in page_log.requests)

    page.goto(base_url)
    wait_ready(page)
    assert fetched(files["engine"].lstrip(".")) >= 1 and fetched("/spelkast_ui.zip") >= 1
    assert not fetched(".whl") - fetched(files["engine"].lstrip("."))  # no other wheel
    assert page.evaluate("document.documentElement.dataset.python") == "fresh"
