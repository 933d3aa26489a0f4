"""The app's own screens (home, new game, rules, settings) for everyone: axe-core finds no
serious fault in light and dark mode, 200 % text on a 360 px phone clips nothing, and the
loading screen speaks the browser's language before Python starts."""

from __future__ import annotations

import pytest
from browser_support import axe_violations, text_zoom_faults, wait_ready
from playwright.sync_api import Browser


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_app_screens_pass_axe_and_text_zoom(browser: Browser, base_url: str, scheme: str) -> None:
    page = browser.new_page(viewport={"width": 360, "height": 640}, color_scheme=scheme)
    try:
        page.goto(base_url + "?lang=en&seed=3")
        wait_ready(page)
        faults: dict[str, list[str]] = {}

        def check(name: str) -> None:
            faults[name] = axe_violations(page) + text_zoom_faults(page, 200)

        check("home")
        page.click("[data-act=new][data-arg=qwinto]")
        page.wait_for_selector("[data-act=start]")
        check("new game")
        page.click("[data-act=home]")
        page.click(".home-links [data-act=rules]")
        page.click("[data-act=rules][data-arg=kwist]")
        page.wait_for_selector(".screen-rules")
        check("rules")
        page.click("[data-act=back]")
        page.click("[data-act=settings]")
        page.wait_for_selector(".screen-settings")
        check("settings")
        assert not any(faults.values()), faults
    finally:
        page.close()


# The boot texts a first paint may show, per language (web/boot.js).
BOOT_TEXTS = {
    "en": {"Loading Spelkast…", "Starting Python…", "Loading the game rules…", "Almost ready…"},
    "nl": {"Spelkast laden…", "Python starten…", "Spelregels laden…", "Bijna klaar…"},
}


@pytest.mark.parametrize(("locale", "lang"), [("en-GB", "en"), ("nl-BE", "nl")])
def test_loading_screen_speaks_the_browsers_language(
    browser: Browser, base_url: str, locale: str, lang: str
) -> None:
    # No service worker: its clients.claim() could take the page over before main.py is
    # asked for, and a route never sees a worker's fetch, so the app would start after all.
    context = browser.new_context(
        locale=locale, viewport={"width": 360, "height": 640}, service_workers="block"
    )
    # Python's app never starts here: this first paint is all the player sees until then.
    # Its failure is not tried again (web/boot.js): that reload would come mid-look.
    context.add_init_script("sessionStorage.setItem('spelkast.start-retried', 'by this test')")
    page = context.new_page()
    try:
        page.route("**/main.py", lambda route: route.abort())
        page.goto(base_url)
        page.wait_for_function("document.getElementById('boot-status').textContent !== ''")
        assert page.evaluate("document.documentElement.lang") == lang
        title = page.locator("#screen-title").inner_text()
        assert title == ("Pick a game" if lang == "en" else "Kies een spel")
        assert page.locator("#boot-status").inner_text() in BOOT_TEXTS[lang]
        label = page.locator("#boot-bar").get_attribute("aria-label")
        assert label == ("Loading Spelkast" if lang == "en" else "Spelkast laden")
        new_game = page.locator("#app [data-act=new][data-arg=schocken]").inner_text()
        said = " ".join(new_game.split())  # the card: "New game: Schocken", its line, ...
        assert said.startswith(("New game" if lang == "en" else "Nieuw spel") + ": Schocken")
    finally:
        context.close()
