"""A whole game of Abquetschen against two computers on a 360x640 phone, by taps: the
opening throws, the start spot when it is ours, dice placed on ringed spots by a tap in the
middle of the spot, a refused spot explained right above the pyramid, a die taken back, the
bonus dice built when earned, the computers' builds followed die by die, and the ranking.

``?seed=N`` makes the game the same on every run and ``?pace=40`` keeps the computers quick.
"""

from __future__ import annotations

import time

from browser_support import check_layout, tap_middle, visible, wait_ready
from playwright.sync_api import Page

APP = "?lang=en&seed=20261124&pace=40"
RING = "#app .pyr-target[data-act=build].pyr-t-funnel:not(.pyr-muted)"
MUTED = "#app .pyr-target[data-act=build].pyr-muted"
# Records each computer's build as the page shows it: "placed of need", in order.
WATCH = """() => {
  window.aqSeen = [];
  new MutationObserver(() => {
    const p = document.querySelector('#app .aq-turn.is-waiting .aq-need');
    if (!p) return;
    const m = p.textContent.match(/is building: (\\d+) of (\\d+)/);
    const last = window.aqSeen[window.aqSeen.length - 1];
    if (m && last !== m[0]) window.aqSeen.push(m[0]);
  }).observe(document.getElementById('app'), {childList: true, subtree: true});
}"""


def build_step(page: Page, done: dict[str, int]) -> bool:
    """One tap of our build; False when there is nothing of ours to do."""
    confirm = visible(page, "#app button[data-act=confirm]")
    if confirm is not None:
        before = page.locator("#app .aq-turn").inner_text()
        confirm.click()
        page.wait_for_function(
            "t => document.querySelector('#app .aq-turn')?.innerText !== t", arg=before
        )
        done["confirm"] = done.get("confirm", 0) + 1
        return True
    rings = page.locator(RING)
    if not rings.count():
        return False
    if "refused" not in done and page.locator(MUTED).count():
        tap_middle(page, page.locator(MUTED).first)
        note = page.wait_for_selector("#app .notice")
        assert note is not None and note.inner_text().strip()
        # The reason sits right above the pyramid that was tapped, not at the page top.
        order = page.evaluate(
            "() => { const n = document.querySelector('#app .notice');"
            " const b = document.querySelector('#app .aq-board');"
            " return n.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING; }"
        )
        assert order, "the refusal is not right above the pyramid"
        check_layout(page)
        page.locator("#app .notice button[data-act=dismiss]").click()
        done["refused"] = 1
        return True
    spot = rings.first
    where = spot.get_attribute("data-arg")
    new_before = page.locator("#app .pyr-new").count()
    tap_middle(page, spot)
    page.wait_for_function(f"document.querySelectorAll('#app .pyr-new').length > {new_before}")
    if "took_back" not in done:
        # Tap the new die itself: it comes back off the pyramid.
        tap_middle(page, page.locator(f"#app .pyr-target[data-act=build][data-arg='{where}']"))
        page.wait_for_function(
            f"document.querySelectorAll('#app .pyr-new').length === {new_before}"
        )
        done["took_back"] = 1
    if page.locator("#app .aq-bonus").count():
        done["bonus"] = done.get("bonus", 0) + 1
    done["placed"] = done.get("placed", 0) + 1
    return True


def test_a_whole_game_against_two_computers_by_taps(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    page.evaluate(WATCH)
    page.locator("#app button[data-act=new][data-arg=abquetschen]").click()
    check_layout(page)
    assert page.locator("#app .player-row").count() == 3  # a game for three
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .screen-game .pyr-svg")
    check_layout(page)
    side = page.locator("#app .pyr-svg").get_attribute("data-side")
    page.locator("#app button[data-act=turn]").click()
    assert page.locator("#app .pyr-svg").get_attribute("data-side") != side
    for _ in range(2):
        page.locator("#app button[data-act=turn]").click()
    assert page.locator("#app .pyr-svg").get_attribute("data-side") == side

    done: dict[str, int] = {}
    deadline = time.monotonic() + 240
    while not visible(page, "#app button[data-act=again]"):
        assert time.monotonic() < deadline, f"the game did not finish in time: {done}"
        # The dice each player has left are always on screen.
        assert page.locator("#app .aq-player").count() == 3
        start = visible(page, "#app .pyr-target[data-act=start]")
        if start is not None:
            tap_middle(page, start)
            page.wait_for_selector("#app .pyr-target[data-act=start]", state="detached")
            done["start"] = 1
            continue
        throw = visible(page, "#app button[data-act=throw]")
        if throw is not None:
            if "throw" not in done:
                check_layout(page)
            throw.click()
            page.wait_for_function(
                "() => !document.querySelector('#app button[data-act=throw]')"
                " || document.querySelector('#app .aq-since')"
            )
            done["throw"] = done.get("throw", 0) + 1
            continue
        if build_step(page, done):
            if done.get("placed") == 1 and "build_layout" not in done:
                check_layout(page)
                done["build_layout"] = 1
            continue
        if "waiting" not in done and visible(page, "#app .aq-turn.is-waiting"):
            check_layout(page)
            done["waiting"] = 1
        page.wait_for_timeout(25)
    assert done.get("placed") and done.get("confirm") and done.get("refused"), done
    assert done.get("took_back") and done.get("waiting"), done
    seen: list[str] = page.evaluate("window.aqSeen")
    assert any(s.startswith("is building: 1 of") for s in seen), seen
    assert any(s.startswith("is building: 2 of") for s in seen), seen  # die by die
    end = page.locator("#app .panel.end")
    text = end.inner_text()
    assert "Game over" in text
    assert end.locator("table tbody tr").count() == 3
    check_layout(page)
    assert page.locator("#live").inner_text()
    page.locator("#app .panel.end button[data-act=home]").click()
    assert "finished" in page.locator("#app .save-list").inner_text()
