"""A whole game of Eintrichtern against the computer on a 360x640 phone, by taps: throws,
a take-over, lifts chosen from what this player remembers, the sum shown once and then
hidden by itself (or by a tap), and a reload in the middle that does not show it again.

``?seed=N`` makes the game the same on every run and ``?pace=40`` keeps the computer quick
(and shortens the reveal to 300 ms). A MutationObserver records every reveal the page
draws, so a sum is read reliably however briefly it is on.
"""

from __future__ import annotations

import re
import time

from browser_support import check_layout, tap_middle, visible, wait_ready
from playwright.sync_api import Page

APP = "?lang=en&seed=20261127&pace=40"
WATCH = """() => {
  window.etSeen = [];
  new MutationObserver(() => {
    const box = document.querySelector('#app .et-reveal');
    if (!box) return;
    const sum = box.querySelector('.et-sum').textContent;
    const who = box.querySelector('.et-reveal-who > span:last-child').textContent;
    const last = window.etSeen[window.etSeen.length - 1];
    if (!last || last.html !== box.outerHTML) window.etSeen.push({sum, who, html: box.outerHTML});
  }).observe(document.getElementById('app'), {childList: true, subtree: true});
}"""
# A sum in the live region while no reveal is on screen would stay readable: never allowed.
STALE_SUM = """() => !document.querySelector('#app .et-reveal')
  && document.getElementById('live').textContent.includes('adds up to')"""


def seen(page: Page) -> list[dict[str, str]]:
    found: list[dict[str, str]] = page.evaluate("window.etSeen")
    return found


def learn(page: Page, memory: dict[str, int], start: int) -> int:
    """Remember the computer's reveals too: seen from my side (0), row r and place k are
    the red die at (r - 1, k - 1, 7 - (r - 1) - (k - 1)). Returns how many were new."""
    heard = 0
    for shown in seen(page)[start:]:
        where = re.search(r"^Computer lifts the red die in row (\d+), place (\d+)", shown["who"])
        if where is not None:
            x, y = int(where.group(1)) - 1, int(where.group(2)) - 1
            memory[f"{x},{y},{7 - x - y}"] = int(shown["sum"])
            heard += 1
    return heard


def lift(page: Page, memory: dict[str, int], done: dict[str, int]) -> str:
    """Lift a remembered funnel with the throw's sum, else one nobody lifted yet."""
    need = re.search(r"(\d+) in all", page.locator("#app .et-need").inner_text())
    assert need is not None
    want = int(need.group(1))
    dice = page.locator("#app .pyr-target[data-act=lift]")
    args = [dice.nth(i).get_attribute("data-arg") or "" for i in range(dice.count())]
    known = [a for a in args if memory.get(a) == want]
    fresh = [a for a in args if a not in memory]
    choice = (known or fresh or args)[0]
    before = len(seen(page))
    tap_middle(page, page.locator(f"#app .pyr-target[data-act=lift][data-arg='{choice}']"))
    page.wait_for_function(f"window.etSeen.length > {before}")
    shown = seen(page)[-1]
    assert shown["who"].startswith("You lift the red die in row"), shown
    memory[choice] = int(shown["sum"])
    if visible(page, "#app .et-reveal") and "reveal" not in done:
        check_layout(page)
        done["reveal"] = 1
    # The first reveals must go by themselves; later ones are tapped away (quicker).
    if done.get("match", 0) + done.get("miss", 0) >= 2 and page.evaluate(
        "() => { const b = document.querySelector('#app .et-reveal');"
        " if (b) b.click(); return b !== null; }"
    ):
        done["hide"] = done.get("hide", 0) + 1
    page.wait_for_selector("#app .et-reveal", state="detached")
    assert not page.evaluate(STALE_SUM)  # the live region said it once, not for good
    return "match" if memory[choice] == want else "miss"


def my_step(page: Page, memory: dict[str, int], done: dict[str, int]) -> str | None:
    if page.locator("#app .et-reveal").count():  # the computer's sum: let it go first
        page.wait_for_selector("#app .et-reveal", state="detached")
    if page.locator("#app .pyr-target[data-act=lift]").count():
        return lift(page, memory, done)
    take = visible(page, "#app button[data-act=take_over]")
    if take is not None and "take" not in done:
        assert "you do not throw" in page.locator("#app .et-turn").inner_text()
        take.click()
        page.wait_for_selector("#app .et-need")
        assert "Taken over:" in page.locator("#app .et-need").inner_text()
        return "take"
    roll = visible(page, "#app button[data-act=roll]")
    if roll is not None:
        roll.click()
        page.wait_for_selector("#app .pyr-target[data-act=lift]")
        return "roll"
    return None


def test_a_whole_game_against_the_computer_by_taps(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    page.evaluate(WATCH)
    page.locator("#app button[data-act=new][data-arg=eintrichtern]").click()
    check_layout(page)
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .screen-game .pyr-svg")  # built by itself
    check_layout(page)
    assert "Your turn" in page.locator("#app .et-turn").inner_text()
    page.locator("#app button[data-act=turn]").click()
    assert page.locator("#app .pyr-svg").get_attribute("data-side") == "1"
    for _ in range(2):
        page.locator("#app button[data-act=turn]").click()
    assert page.locator("#app .pyr-svg").get_attribute("data-side") == "0"

    memory: dict[str, int] = {}
    done: dict[str, int] = {}
    reloaded = False
    heard = 0
    deadline = time.monotonic() + 50
    while not visible(page, "#app button[data-act=again]"):
        assert time.monotonic() < deadline, f"the game did not finish in time: {done}"
        done["heard"] = done.get("heard", 0) + learn(page, memory, heard)
        heard = len(seen(page))
        kind = my_step(page, memory, done)
        if kind is None:
            if "waiting" not in done and visible(page, "#app .et-turn.is-waiting"):
                check_layout(page)
                done["waiting"] = 1
            page.wait_for_timeout(25)
            continue
        if kind not in done:
            check_layout(page)  # every kind of screen, once
        done[kind] = done.get(kind, 0) + 1
        if kind == "match" and not reloaded:
            # The engine still holds this reveal (nothing was played since): a reload must
            # not show it again.
            page.reload()
            wait_ready(page)
            page.wait_for_selector("#app button[data-act=roll]")
            assert page.locator("#app .et-reveal").count() == 0
            assert "et-sum" not in page.locator("#app").inner_html()
            page.evaluate(WATCH)
            heard = 0
            reloaded = True
    assert reloaded and done.get("match") and done.get("miss") and done.get("reveal"), done
    assert done.get("hide") and done.get("take") and done.get("waiting"), done
    assert done.get("heard"), "the computer's lifts were shown too"
    end = page.locator("#app .panel.end")
    text = end.inner_text()
    assert "Game over" in text and ("win with" in text or "wins with" in text)
    assert end.locator("table tbody tr").count() == 2
    check_layout(page)
    assert page.locator("#live").inner_text()
    assert page.locator("#app .et-reveal").count() == 0
    page.locator("#app .panel.end button[data-act=home]").click()
    assert "finished" in page.locator("#app .save-list").inner_text()
