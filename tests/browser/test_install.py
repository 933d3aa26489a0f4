"""Install and stay (issue 16): the install button and the iOS hint, the screen kept on
during a game, the dice sound, vibration and tumble, the settings, the game shortcuts."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import pytest
from browser_support import MIN_TARGET, SHOWN, assert_readable, check_layout, wait_ready
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect
from playwright.sync_api import Error as PlaywrightError

PHONE = {"width": 360, "height": 640}
IPHONE_UA = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"
)
# Safari says so on a page opened from the home screen.
IOS_HOME_SCREEN = "Object.defineProperty(navigator, 'standalone', {value: true})"

# The browser's offer to install, as chromium sends it: an event the page may keep, with a
# prompt() that shows the browser's own dialog (here: counts the calls).
OFFER = """() => {
  const e = new Event('beforeinstallprompt', {cancelable: true});
  e.prompt = () => { window.__prompted = (window.__prompted || 0) + 1;
                     return Promise.resolve({outcome: 'accepted'}); };
  e.userChoice = Promise.resolve({outcome: 'accepted', platform: 'web'});
  window.dispatchEvent(e);
  return e.defaultPrevented;
}"""

# What the device does, recorded: wake lock requests and releases, vibrations, sounds.
DEVICE_STUBS = """
window.__calls = [];
const note = (what) => window.__calls.push(what);
let hidden = false;
Object.defineProperty(document, 'visibilityState', {configurable: true,
  get: () => hidden ? 'hidden' : 'visible'});
window.__setHidden = (h) => { hidden = h; document.dispatchEvent(new Event('visibilitychange')); };
Object.defineProperty(navigator, 'wakeLock', {configurable: true, value: {
  request: async (type) => {
    note('lock:' + type);
    const sentinel = new EventTarget();
    sentinel.released = false;
    sentinel.release = async () => {
      if (sentinel.released) return;
      sentinel.released = true; note('release');
      sentinel.dispatchEvent(new Event('release'));
    };
    return sentinel;
  }}});
navigator.vibrate = (pattern) => { note('vibrate:' + JSON.stringify(pattern)); return true; };
class FakeAudio {
  constructor() { this.state = 'running'; this.currentTime = 0; this.sampleRate = 8000;
                  this.destination = {}; note('audio'); }
  resume() { return Promise.resolve(); }
  node() { const n = {connect: (x) => x, start: () => {}, stop: () => {},
                      frequency: {value: 0}, Q: {value: 0},
                      gain: {value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {}}};
           return n; }
  createBuffer(c, n) { return {getChannelData: () => new Float32Array(n)}; }
  createBufferSource() { const n = this.node(); n.start = () => note('click'); return n; }
  createBiquadFilter() { return this.node(); }
  createGain() { return this.node(); }
  createOscillator() { const n = this.node(); n.start = () => note('tone'); return n; }
}
window.AudioContext = FakeAudio;
"""


def assert_target(button: Locator) -> None:
    """A button outside #app (check_layout looks inside it) is a full tap target too."""
    box = button.bounding_box()
    assert box is not None and box["width"] >= MIN_TARGET and box["height"] >= MIN_TARGET


def calls(page: Page) -> list[str]:
    return list(page.evaluate("window.__calls.splice(0)"))


def locks(page: Page) -> list[str]:
    """The wake lock's requests and releases since the last look."""
    return [c for c in calls(page) if c in ("lock:screen", "release")]


@pytest.fixture
def device(browser: Browser) -> Iterator[BrowserContext]:
    """A phone whose wake lock, vibration and audio are recorded."""
    context = browser.new_context(viewport=PHONE, service_workers="block")
    context.add_init_script(DEVICE_STUBS)
    yield context
    context.close()


@contextlib.contextmanager
def own_page(browser: Browser, script: str | None, **options: Any) -> Iterator[Page]:
    """A page in a context of its own (``options``), with ``script`` run before the app's
    own; the context is closed afterwards, whatever the test did."""
    context = browser.new_context(**options)
    if script:
        context.add_init_script(script)
    try:
        yield context.new_page()
    finally:
        context.close()


def start_game(page: Page, game: str) -> None:
    page.click(f"#app [data-act=new][data-arg={game}]")
    page.click("#app [data-act=start]")
    page.wait_for_selector("#app .screen-game")


# -- install ----------------------------------------------------------------------------------
def test_install_button_when_the_browser_offers_it(page: Page, base_url: str) -> None:
    page.goto(base_url + "?lang=en")
    wait_ready(page)
    install = page.locator("#install-button")
    expect(page.locator("#install")).to_be_hidden()  # no offer, no button
    assert page.evaluate(OFFER) is True  # kept: no mini-infobar of the browser's own
    expect(install).to_be_visible()
    expect(install).to_have_text("Install Spelkast")
    assert_target(install)
    check_layout(page)
    assert_readable(page, "home with the install button")
    # Only on the home screen; the Python drawing of home does not take it away.
    page.click("#app [data-act=settings]")
    expect(install).to_be_hidden()
    page.click("#app [data-act=back]")
    expect(install).to_be_visible()
    install.click()
    assert page.evaluate("window.__prompted") == 1
    expect(install).to_be_hidden()  # an offer prompts once
    page.evaluate(OFFER)
    expect(install).to_be_visible()  # the browser may offer again
    page.evaluate("window.dispatchEvent(new Event('appinstalled'))")
    expect(page.locator("#install")).to_be_hidden()
    page.evaluate(OFFER)
    expect(page.locator("#install")).to_be_hidden()  # installed: never again


def test_install_button_speaks_the_page_language(page: Page, base_url: str) -> None:
    page.goto(base_url + "?lang=nl")
    wait_ready(page)
    page.evaluate(OFFER)
    expect(page.locator("#install-button")).to_have_text("Spelkast installeren")
    expect(page.locator("#install")).to_have_attribute("aria-label", "Installeren")
    page.click("#app [data-act=settings]")
    page.click("#app [data-act=set_lang][data-val=en]")
    page.click("#app [data-act=back]")
    expect(page.locator("#install-button")).to_have_text("Install Spelkast")


def test_no_install_button_in_the_installed_app(browser: Browser, base_url: str) -> None:
    standalone = (
        "const real = window.matchMedia.bind(window);"
        "window.matchMedia = (q) => q === '(display-mode: standalone)'"
        " ? Object.assign(real('all'), {matches: true, addEventListener() {}}) : real(q);"
    )
    with own_page(browser, standalone, viewport=PHONE, service_workers="block") as page:
        page.goto(base_url)
        wait_ready(page)
        page.evaluate(OFFER)
        expect(page.locator("#install")).to_be_hidden()


# Pyodide started with an iPhone's user agent cannot restore the run's snapshot (made with
# chromium's: "table index is out of bounds"); the app would note the failure and start a
# worker to make its own. These pages start Python the normal way, with no worker.
IPHONE = {"viewport": PHONE, "user_agent": IPHONE_UA, "plain": True}


def test_ios_safari_gets_a_hint_that_can_be_closed(browser: Browser, base_url: str) -> None:
    with own_page(browser, None, **IPHONE, locale="en-GB") as page:
        page.goto(base_url, wait_until="domcontentloaded")
        hint = page.locator("#install-hint")
        # In the browser's language before Python has started.
        expect(hint).to_contain_text("tap Share, then “Add to Home Screen”")
        assert page.evaluate("document.documentElement.hasAttribute('data-app-ready')") is False
        wait_ready(page)
        expect(hint).to_be_visible()
        assert_target(page.locator("#install-hint-close"))
        check_layout(page)
        assert_readable(page, "home with the iOS hint")
        page.click("#install-hint-close")
        expect(page.locator("#install")).to_be_hidden()
        page.reload()
        wait_ready(page)
        expect(page.locator("#install")).to_be_hidden()  # closed is remembered
    # A Dutch iPhone: the hint in Dutch from the first paint; opened from the home screen
    # (the same profile, the hint never closed), no hint.
    with own_page(browser, None, **IPHONE, locale="nl-NL") as page:
        page.goto(base_url, wait_until="domcontentloaded")
        expect(page.locator("#install-hint")).to_contain_text("‘Zet op beginscherm’")
        wait_ready(page)
        expect(page.locator("#install-hint")).to_be_visible()
        page.context.add_init_script(IOS_HOME_SCREEN)
        page.reload()
        wait_ready(page)
        expect(page.locator("#install")).to_be_hidden()  # opened from the home screen


def each_news_has_its_sound_and_buzz(page: Page) -> None:
    """On a page at home before the player's first tap: silence, then each news's sound
    and buzz once he has tapped (Settings, left open)."""
    news = "v => { document.documentElement.dataset.news = v; }"
    # Before the player's first tap (a computer throws right after a reload): silence.
    # (Playwright evaluates as if the player had acted, so the page is told he has not.)
    no_tap = (
        "Object.defineProperty(navigator, 'userActivation',"
        " {value: {hasBeenActive: false}, configurable: true})"
    )
    page.evaluate(no_tap)
    page.evaluate(news, "0 throw end")
    page.wait_for_timeout(50)
    assert calls(page) == []
    page.evaluate("delete navigator.userActivation")
    page.click("#app [data-act=settings]")  # the player's first tap wakes the audio
    calls(page)
    expected = {
        "1 mark": (0, 2, [40, 40, 40]),
        "2 round": (0, 1, [50]),
        "3 throw end": (5, 2, [25, 80, 60, 60, 120]),
        "": (0, 0, None),
    }
    for value, (clicks, tones, buzz) in expected.items():
        page.evaluate(news, value)
        page.wait_for_timeout(50)
        made = calls(page)
        assert (made.count("click"), made.count("tone")) == (clicks, tones), value
        buzzes = [c for c in made if c.startswith("vibrate:")]
        assert buzzes == ([] if buzz is None else [f"vibrate:{buzz}".replace(" ", "")]), value


# -- the screen stays on ------------------------------------------------------------------------
def test_wake_lock_during_a_game_only_and_each_news_sounds(
    device: BrowserContext, base_url: str
) -> None:
    """The wake lock, and first (on the same page, before any tap) each news's sound."""
    page = device.new_page()
    page.goto(base_url + "?lang=en&seed=3&pace=40")
    wait_ready(page)
    assert locks(page) == []  # home: the screen may sleep
    each_news_has_its_sound_and_buzz(page)
    page.click("#app [data-act=back]")
    start_game(page, "qwinto")
    page.wait_for_function("window.__calls.includes('lock:screen')")
    assert locks(page) == ["lock:screen"]
    page.evaluate("window.__setHidden(true)")
    page.wait_for_function("window.__calls.includes('release')")
    page.evaluate("window.__setHidden(false)")
    page.wait_for_function("window.__calls.includes('lock:screen')")
    assert locks(page) == ["release", "lock:screen"]
    page.click("#app [data-act=rules]")
    page.wait_for_function("window.__calls.includes('release')")
    page.click("#app [data-act=back]")
    page.wait_for_function("window.__calls.includes('lock:screen')")
    page.click("#app [data-act=home]")
    page.wait_for_function("window.__calls.includes('release')")
    assert locks(page) == ["release", "lock:screen", "release"]
    # The setting off: a game keeps no lock.
    page.click("#app [data-act=settings]")
    page.click("#app [data-act=set_device][data-arg=wake]")
    expect(page.locator("#app [data-act=set_device][data-arg=wake]")).to_have_attribute(
        "aria-pressed", "false"
    )
    page.click("#app [data-act=back]")
    start_game(page, "qwinto")  # (the first game had no move, so it was not kept)
    page.wait_for_timeout(300)
    assert locks(page) == []


# -- sound, vibration, tumbling dice --------------------------------------------------------------
TUMBLING = """() => [...document.querySelectorAll('#app .die-face')]
  .filter(el => getComputedStyle(el).animationName === 'die-tumble').length"""


def test_a_throw_sounds_buzzes_and_tumbles_once_and_follows_the_settings(
    device: BrowserContext, base_url: str
) -> None:
    page = device.new_page()
    page.goto(base_url + "?lang=en&seed=3&pace=40")
    wait_ready(page)
    start_game(page, "schocken")
    calls(page)
    page.click("#app [data-act=roll]")
    page.wait_for_selector("#app .die.is-fresh")
    news = page.evaluate("document.documentElement.dataset.news")
    assert news.split()[1:] == ["throw"]
    assert page.evaluate(TUMBLING) == 3
    made = calls(page)
    assert made.count("click") == 5 and "vibrate:[25]" in made
    # A redraw without a throw (a die picked to throw again): nothing tumbles or sounds.
    page.click("#app [data-act=die][data-arg='0']")
    expect(page.locator("#app [data-act=die][data-arg='0']")).to_have_attribute(
        "aria-pressed", "true"
    )
    assert page.evaluate("document.documentElement.dataset.news") == ""
    assert page.evaluate(TUMBLING) == 0
    assert not [c for c in calls(page) if c in ("click", "tone") or c.startswith("vibrate")]
    # The throw again: only the die thrown tumbles.
    page.click("#app [data-act=roll]")
    page.wait_for_function("document.documentElement.dataset.news.endsWith('throw')")
    assert page.evaluate(TUMBLING) == 1
    # On the same page, a new game: the sound and the vibration follow their settings.
    page.click("#app [data-act=home]")
    page.click("#app [data-act=settings]")
    page.click("#app [data-act=set_device][data-arg=sound]")
    page.click("#app [data-act=back]")
    start_game(page, "schocken")
    calls(page)
    page.click("#app [data-act=roll]")
    page.wait_for_selector("#app .die.is-fresh")
    made = calls(page)
    assert "click" not in made and "vibrate:[25]" in made
    page.click("#app [data-act=home]")
    page.click("#app [data-act=settings]")
    page.click("#app [data-act=set_device][data-arg=sound]")
    page.click("#app [data-act=set_device][data-arg=vibrate]")
    page.click("#app [data-act=back]")
    page.click("#app [data-act=continue]")
    page.click("#app [data-act=die][data-arg='0']")
    calls(page)
    page.click("#app [data-act=roll]")
    page.wait_for_function("document.documentElement.dataset.news.endsWith('throw')")
    made = calls(page)
    assert "click" in made and not [c for c in made if c.startswith("vibrate")]


def test_reduced_motion_keeps_the_sound_only(browser: Browser, base_url: str) -> None:
    with own_page(
        browser,
        DEVICE_STUBS,
        viewport=PHONE,
        service_workers="block",
        reduced_motion="reduce",
    ) as page:
        page.goto(base_url + "?lang=en&seed=3&pace=40")
        wait_ready(page)
        start_game(page, "schocken")
        calls(page)
        page.click("#app [data-act=roll]")
        page.wait_for_selector("#app .die.is-fresh")
        assert page.evaluate("document.documentElement.dataset.news").endswith("throw")
        assert page.evaluate(TUMBLING) == 0
        made = calls(page)
        assert "click" in made and not [c for c in made if c.startswith("vibrate")]


def test_qwinto_throw_tumbles_until_animations_are_off_in_the_app(
    device: BrowserContext, base_url: str
) -> None:
    page = device.new_page()
    page.goto(base_url + "?lang=en&seed=3&pace=40")
    wait_ready(page)
    start_game(page, "qwinto")
    page.click("#app [data-act=colour][data-arg=orange]")
    page.click("#app [data-act=colour][data-arg=purple]")
    page.click("#app [data-act=roll]")
    page.wait_for_selector("#app .qthrow")
    assert page.evaluate(TUMBLING) == 2
    # Animations off in the app's settings: a new game's throw does not tumble.
    page.click("#app [data-act=home]")
    page.click("#app [data-act=settings]")
    page.click("#app [data-act=set_motion][data-val=off]")
    page.click("#app [data-act=back]")
    start_game(page, "qwinto")
    page.click("#app [data-act=colour][data-arg=orange]")
    calls(page)
    page.click("#app [data-act=roll]")
    page.wait_for_selector("#app .qthrow")
    assert page.evaluate("document.documentElement.dataset.news").endswith("throw")
    assert page.evaluate(TUMBLING) == 0
    assert not [c for c in calls(page) if c.startswith("vibrate")]


# -- settings and shortcuts -----------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_settings_screen_readable(page: Page, base_url: str, lang: str) -> None:
    page.goto(base_url + f"?lang={lang}")
    wait_ready(page)
    page.click("#app [data-act=settings]")
    switches = page.locator("#app [data-act=set_device]")
    expect(switches).to_have_count(3)
    for i in range(3):
        expect(switches.nth(i)).to_have_attribute("aria-pressed", "true")
    check_layout(page)
    assert_readable(page, f"settings ({lang})")


def test_a_shortcut_opens_its_new_game_form(page: Page, base_url: str) -> None:
    page.goto(base_url + "?lang=en&new=qwinn")
    wait_ready(page)
    expect(page.locator("#screen-title")).to_have_text("New game: Qwinn")
    assert "new=" not in page.url  # once: a reload stays where the player went
    page.click("#app [data-act=start]")
    page.wait_for_selector("#app .screen-game")
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#app .screen-game")
    page.goto(base_url + "?lang=en&new=nonsense")
    wait_ready(page)
    page.wait_for_selector("#app .screen-game")  # an unknown game leaves the app as it was


# Every drawing, as the page saw it: its news and how many dice moved in it.
DRAWINGS = """
window.__drawings = [];
new MutationObserver(() => {
  const moving = [...document.querySelectorAll('#app .die-face')]
    .filter(el => getComputedStyle(el).animationName.startsWith('die-')).length;
  window.__drawings.push([document.documentElement.dataset.news || '', moving]);
}).observe(document.documentElement, {attributes: true, attributeFilter: ['data-news']});
"""
THROWS = (
    "#app button[data-act=throw], #app button[data-act=rz_throw], #app button[data-act=bk_throw],"
    " #app button[data-act=roll]:not([disabled]), #app button[data-act=start_roll]"
)


# What a look finds: the dice a throw set moving ("moved"), else a throw for the person to
# tap ("tap"), else nothing yet (a computer's move).
NEXT_THROW = f"""() => {{
  const moved = window.__drawings
    .filter(([news]) => news.endsWith('throw') || news.includes(' throw '))
    .reduce((sum, [, n]) => sum + n, 0);
  if (moved) return 'moved';
  return ({SHOWN})(document.querySelector({THROWS!r})) ? 'tap' : false;
}}"""


def test_thrown_dice_move_once_in_every_dice_game(device: BrowserContext, base_url: str) -> None:
    """One device plays the first throw of each dice game in turn (one start, not five),
    leaving each for home: the races come before Eintrichtern on purpose."""
    page = device.new_page()
    page.goto(base_url + "?lang=en&seed=5&pace=40")
    wait_ready(page)
    page.evaluate(DRAWINGS)
    for game in ("qwinn", "abquetschen", "raffzahn", "bunte-kuh", "eintrichtern"):
        page.evaluate("window.__drawings = []")
        start_game(page, game)
        for _ in range(20):
            # Within 30 s (~5 s on a quiet machine): a computer's call left pending by the
            # race before, which held Eintrichtern's build back 49 s, fails here.
            look = page.wait_for_function(NEXT_THROW, timeout=30_000).json_value()
            if look == "moved":
                break
            drawn = page.evaluate("window.__drawings.length")
            # A computer's move may redraw the button under the tap: look again then.
            with contextlib.suppress(PlaywrightError):
                page.locator(THROWS).first.click(timeout=2000)
                page.wait_for_function("n => window.__drawings.length > n", arg=drawn, timeout=2000)
        drawings = page.evaluate("window.__drawings")
        assert page.evaluate(NEXT_THROW) == "moved", f"{game}: no thrown die moved: {drawings}"
        assert all(n == 0 for news, n in drawings if not news), (game, drawings)  # no redraw
        page.click("#app [data-act=home]")
        page.wait_for_selector("#app [data-act=new]")


def test_tablet_home_with_the_install_button(browser: Browser, base_url: str) -> None:
    with own_page(browser, None, viewport={"width": 1024, "height": 768}) as page:
        page.goto(base_url + "?lang=en")
        wait_ready(page)
        page.evaluate(OFFER)
        button = page.locator("#install-button")
        expect(button).to_be_visible()
        # In line with the screen below it.
        left = page.evaluate("document.querySelector('#screen-title').getBoundingClientRect().left")
        assert abs(button.bounding_box()["x"] - left) < 2  # type: ignore[index]
        check_layout(page)
        assert_readable(page, "tablet home with the install button")
        page.click("#app [data-act=settings]")
        assert_readable(page, "tablet settings")
