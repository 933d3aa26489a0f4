"""The first paint needs no Python (issue 17): index.html holds the home screen the build
drew (tools/prerender.py) in the browser's language, a tap on it before Python is ready is
kept and acted on once ready, Python's own home then changes nothing on screen, and the
loading bar moves by a CSS animation (the compositor's) until it is gone."""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from browser_support import READY, assert_readable, wait_ready
from playwright.sync_api import Browser, Page, Route, expect

ROOT = Path(__file__).resolve().parents[2]
for _path in (ROOT / "tools", ROOT / "web", ROOT):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from prerender import render_home  # noqa: E402
from spelkast_ui.app.catalog import cover, playable  # noqa: E402
from spelkast_ui.kit.i18n import pick  # noqa: E402

PHONE = {"width": 360, "height": 640}
BOOT_TEXTS = {
    "en": {"Loading Spelkast…", "Starting Python…", "Loading the game rules…", "Almost ready…"},
    "nl": {"Spelkast laden…", "Python starten…", "Spelregels laden…", "Bijna klaar…"},
}
CARDS = """() => [...document.querySelectorAll('#app .game-card')].map(card => [
  card.querySelector('.game-name').textContent, card.querySelector('.game-line').textContent])"""
BOXES = """() => [...document.querySelectorAll('#app h1, #app .game-card, #app .home-links')]
  .map(el => { const r = el.getBoundingClientRect();
               return [r.top + scrollY, r.left, r.height]; })"""
# Every layout shift so far (buffered entries come in a task of their own: wait for it).
SHIFTS = """() => new Promise(done => {
  const seen = [];
  new PerformanceObserver(list => seen.push(...list.getEntries().map(e => [e.value,
      e.sources.map(s => s.node && s.node.nodeName + '#' + s.node.id + '.' + s.node.className)])))
    .observe({type: 'layout-shift', buffered: true});
  setTimeout(() => done(seen), 500);
})"""
PAGE_Y = "el => el.getBoundingClientRect().top + scrollY"
FILL = """() => document.querySelector('#boot-bar .boot-fill').getAnimations().map(a =>
  [a.animationName, a.playState, Object.keys(a.effect.getKeyframes()[0])
     .filter(k => !['offset', 'easing', 'composite', 'computedOffset'].includes(k))])"""


class Held:
    """main.py held back: Python cannot start until ``release()``."""

    def __init__(self) -> None:
        self.routes: list[Route] = []
        self.released = False

    def __call__(self, route: Route) -> None:
        if self.released:
            route.continue_()
        else:
            self.routes.append(route)  # left pending: the request waits

    def release(self) -> None:
        self.released = True
        for route in self.routes:
            route.continue_()


@contextmanager
def phone(
    browser: Browser, base_url: str, locale: str = "en-GB", viewport: dict[str, int] = PHONE
) -> Iterator[tuple[Page, Held]]:
    """A first visit at 360x640 in ``locale``, with main.py held back. No service worker:
    its own fetches would pass by the hold."""
    context = browser.new_context(locale=locale, viewport=viewport, service_workers="block")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    held = Held()
    page.route("**/main.py", held)
    try:
        page.goto(base_url)
        page.wait_for_selector("#app > .screen-home")
        yield page, held
        assert errors == []
    finally:
        context.close()


@pytest.mark.parametrize(("locale", "lang"), [("en-GB", "en"), ("nl-BE", "nl")])
def test_home_is_painted_in_the_browsers_language_before_python(
    browser: Browser, base_url: str, locale: str, lang: str
) -> None:
    with phone(browser, base_url, locale) as (page, _held):
        assert page.evaluate("document.documentElement.lang") == lang
        expected = [(pick(s.title, lang), cover(s.id, lang)[1]) for s in playable().values()]
        assert [tuple(card) for card in page.evaluate(CARDS)] == expected
        home = render_home(lang)
        assert page.title() == home.title
        description = page.locator('meta[name="description"]').get_attribute("content")
        assert description == home.description
        # One copy left, with the ids Python's drawing has; nothing of the other language.
        assert page.locator("#app [data-lang-only]").count() == 0
        assert page.evaluate("document.querySelectorAll('[id=\"screen-title\"]').length") == 1
        assert page.locator("#screen-title").inner_text() == (
            "Pick a game" if lang == "en" else "Kies een spel"
        )
        assert page.locator("#boot-status").inner_text() in BOOT_TEXTS[lang]
        label = page.locator("#boot-bar").get_attribute("aria-label")
        assert label == ("Loading Spelkast" if lang == "en" else "Spelkast laden")
        assert page.locator(READY).count() == 0  # main.py is held back
        assert_readable(page, f"prerendered home, {lang}")


def test_nothing_is_painted_before_the_language_is_known(browser: Browser, base_url: str) -> None:
    """early.js blocks the first paint: even when it comes late, the page waits for it (a
    module such as boot.js would not: Chrome paints the parsed page before it runs)."""
    context = browser.new_context(locale="en-GB", viewport=PHONE, service_workers="block")
    page = context.new_page()

    def late(route: Route) -> None:
        time.sleep(0.4)
        route.continue_()

    try:
        page.route("**/early.js", late)
        page.route("**/main.py", Held())
        page.goto(base_url)
        page.wait_for_selector("#app > .screen-home")
        page.wait_for_function("performance.getEntriesByName('first-contentful-paint').length")
        fcp = page.evaluate("performance.getEntriesByName('first-contentful-paint')[0].startTime")
        came = page.evaluate(
            "performance.getEntriesByType('resource')"
            ".find(e => e.name.endsWith('/early.js')).responseEnd"
        )
        assert fcp >= came >= 400
        assert page.evaluate("document.documentElement.lang") == "en"
    finally:
        context.close()


def test_prerendered_home_on_a_tablet(browser: Browser, base_url: str) -> None:
    with phone(browser, base_url, "nl-NL", {"width": 1024, "height": 768}) as (page, _held):
        assert page.locator("#app .game-card").count() == len(playable())
        header = page.evaluate("document.querySelector('header').getBoundingClientRect()")
        status = page.locator("#boot-status").bounding_box()
        assert status is not None and status["y"] + status["height"] <= header["bottom"]
        assert_readable(page, "prerendered home, tablet")


def test_the_bar_moves_by_css_and_a_calm_one_when_less_motion_is_asked(
    browser: Browser, base_url: str
) -> None:
    with phone(browser, base_url) as (page, _held):
        bar = page.locator("#boot-bar")
        expect(bar).to_be_visible()
        assert bar.get_attribute("role") == "progressbar"
        assert bar.get_attribute("aria-busy") == "true"
        assert page.evaluate(FILL) == [["boot-fill", "running", ["transform"]]]
        # It sits in the header: home starts where it would without it.
        header = page.evaluate("document.querySelector('header').getBoundingClientRect().bottom")
        bar_box = bar.bounding_box()
        assert bar_box is not None and bar_box["y"] + bar_box["height"] <= header + 0.5
        page.emulate_media(reduced_motion="reduce")
        assert page.evaluate(FILL) == [["boot-calm", "running", ["opacity"]]]
        # The app's own "motion off" setting calms it too, from the first paint (early.js).
        page.emulate_media(reduced_motion="no-preference")
        page.evaluate("localStorage.setItem('spelkast.settings', '{\"motion\": \"off\"}')")
        page.reload()
        page.wait_for_selector("#app > .screen-home")
        assert page.evaluate("document.documentElement.dataset.motion") == "off"
        assert page.evaluate(FILL) == [["boot-calm", "running", ["opacity"]]]


def test_a_tap_before_python_opens_that_games_form_once_ready(
    browser: Browser, base_url: str
) -> None:
    with phone(browser, base_url) as (page, held):
        qwinto = page.locator("#app [data-act=new][data-arg=qwinto]")
        qwinto.click()
        expect(qwinto).to_have_attribute("aria-busy", "true")
        assert page.evaluate("window.spelkastEarlyTap") == {
            "act": "new",
            "arg": "qwinto",
            "val": "",
        }
        # Only the first tap counts; a later one waits for Python.
        schocken = page.locator("#app [data-act=new][data-arg=schocken]")
        schocken.click()
        assert schocken.get_attribute("aria-busy") is None
        assert page.evaluate("window.spelkastEarlyTap.arg") == "qwinto"
        held.release()
        wait_ready(page)
        expect(page.locator("#app .screen-new")).to_be_visible()
        expect(page.locator("#screen-title")).to_contain_text("Qwinto")
        assert page.evaluate("window.spelkastEarlyTap") is None
        # Once: home again stays home.
        page.locator("#app [data-act=home]").first.click()
        page.wait_for_selector("#app > .screen-home")
        page.wait_for_timeout(300)
        assert page.locator("#app > .screen-home").count() == 1


def test_pythons_home_is_the_prerendered_one_and_nothing_moves(
    browser: Browser, base_url: str
) -> None:
    with phone(browser, base_url) as (page, held):
        text = page.locator("#app").inner_text()
        boxes = page.evaluate(BOXES)
        header = page.evaluate("document.querySelector('header').offsetHeight")
        held.release()
        wait_ready(page)
        assert page.get_attribute("#app", "data-prerendered") is None  # Python drew
        assert page.locator("#app").inner_text() == text
        assert page.evaluate(BOXES) == boxes
        assert page.evaluate("document.querySelector('header').offsetHeight") == header
        assert page.evaluate(SHIFTS) == []  # no layout shift at all while loading
        expect(page.locator("#boot-bar")).to_be_hidden()
        expect(page.locator("#boot-status")).to_be_hidden()
        assert page.evaluate(FILL) == []


def schocken_thrown(page: Page, base_url: str) -> None:
    """A game of Schocken started and its first throw made: a game in progress."""
    page.goto(base_url + "?seed=3")
    wait_ready(page)
    page.locator("#app [data-act=new][data-arg=schocken]").click()
    page.locator("#app button[data-act=start]").click()
    page.locator("#app button[data-act=roll]").click()


def test_a_returning_players_tap_acts_on_the_same_button(browser: Browser, base_url: str) -> None:
    """A player with a game in progress: Python's home lists it first, so the buttons move;
    the kept tap still opens the form of the game tapped, not what is now in its place."""
    context = browser.new_context(locale="en-GB", viewport=PHONE, service_workers="block")
    page = context.new_page()
    try:
        schocken_thrown(page, base_url)
        page.locator("#app [data-act=home]").first.click()
        page.wait_for_selector("#app .save-list")
        held = Held()
        page.route("**/main.py", held)
        page.reload()
        page.wait_for_selector("#app > .screen-home")
        assert page.locator("#app .save-list").count() == 0  # the first visit's home
        tapped = page.locator("#app [data-act=new][data-arg=qwinn]")
        before = tapped.evaluate(PAGE_Y)
        tapped.click()
        held.release()
        wait_ready(page)
        expect(page.locator("#app .screen-new")).to_be_visible()
        expect(page.locator("#screen-title")).to_contain_text("Qwinn")
        page.locator("#app [data-act=home]").first.click()
        page.wait_for_selector("#app .save-list")
        assert page.locator("#app [data-act=new][data-arg=qwinn]").evaluate(PAGE_Y) > before
    finally:
        context.close()


# Counts the painted frames in which #app shows a home screen, from the first frame to ready.
HOME_FRAMES = """() => { window.spelkastHomeFrames = 0;
  const look = () => {
    const app = document.getElementById('app');
    if (app && getComputedStyle(app).visibility === 'visible'
        && app.querySelector(':scope > .screen-home')) window.spelkastHomeFrames += 1;
    if (!document.documentElement.hasAttribute('data-app-ready')) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}"""


def test_a_reload_in_a_game_never_shows_home(browser: Browser, base_url: str) -> None:
    """Reloading a game (or the rules) shows the loading bar, then that screen: no frame of
    the prerendered home, nor of Python's home drawn while the game's lock is asked for
    (before the fix: 22 frames of home in the first reload)."""
    context = browser.new_context(locale="nl-BE", viewport=PHONE, service_workers="block")
    page = context.new_page()
    try:
        schocken_thrown(page, base_url)
        page.wait_for_selector("#app .screen-game")
        page.add_init_script(script=f"({HOME_FRAMES})()")
        for _ in range(2):  # twice: the second reload starts from the reloaded game
            page.reload()
            assert page.evaluate("document.documentElement.hasAttribute('data-returning')")
            wait_ready(page)
            expect(page.locator("#app > .screen-game")).to_be_visible()
            assert page.evaluate("window.spelkastHomeFrames") == 0
        page.locator("#app .btn-back").first.click()
        page.locator("#app [data-act=rules]").first.click()
        page.wait_for_selector("#app > .screen-rules")
        page.reload()
        wait_ready(page)
        expect(page.locator("#app > .screen-rules")).to_be_visible()
        assert page.evaluate("window.spelkastHomeFrames") == 0
        page.locator("#app .btn-back").first.click()
        page.wait_for_selector("#app > .screen-home")
        page.reload()  # home itself: drawn at once, as on a first visit
        assert not page.evaluate("document.documentElement.hasAttribute('data-returning')")
        wait_ready(page)
        assert page.evaluate("window.spelkastHomeFrames") > 0
    finally:
        context.close()
