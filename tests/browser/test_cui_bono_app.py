"""A whole game of Cui bono? against the computer on a 360x640 phone, by taps on the pyramid,
with a refused funnel explained and a reload in the middle.

``?seed=N`` makes the game the same on every run and ``?pace=40`` keeps the computer quick.
Dice partly covered by the die resting on them can only be tapped on their visible part, so
taps go to a point of the target that is really on top (as a finger would).
"""

from __future__ import annotations

import time

from browser_support import check_layout, visible, wait_ready
from playwright.sync_api import Locator, Page

APP = "?lang=en&seed=20261125&pace=40"
TOP_POINT = """el => {
  const r = el.getBoundingClientRect();
  let best = null;
  for (let i = 1; i < 12; i++) for (let j = 1; j < 12; j++) {
    const x = r.left + r.width * i / 12, y = r.top + r.height * j / 12;
    const hit = document.elementFromPoint(x, y);
    const d = (i - 6) ** 2 + (j - 6) ** 2;
    if (hit && hit.closest('[data-act]') === el && (!best || d < best[2])) best = [x, y, d];
  }
  return best;
}"""


def tap(page: Page, target: Locator) -> None:
    """Tap the target where it is on top of everything else."""
    target.scroll_into_view_if_needed()
    point = target.evaluate(TOP_POINT)
    assert point is not None, "the target is covered everywhere"
    page.mouse.click(point[0], point[1])


def snapshot(page: Page) -> tuple[str, list[str], str | None]:
    """What a reload must bring back: the turn panel, the funnels offered and the view."""
    funnels = page.locator("#app .pyr-target")
    labels = [funnels.nth(i).get_attribute("aria-label") or "" for i in range(funnels.count())]
    side = page.locator("#app .pyr-svg").get_attribute("data-side")
    return page.locator("#app .cb-turn").inner_text(), labels, side


def refuse_a_funnel(page: Page) -> bool:
    """A tap on a funnel the die may not go to: a reason in view, and nothing changes."""
    refused = page.locator("#app .pyr-target[data-act=why_not]")
    if not refused.count():
        return False
    before = snapshot(page)
    tap(page, refused.first)
    notice = page.locator("#app .notice")
    said = notice.inner_text()
    assert "funnel" in said or "edge" in said or "pyramid" in said, said
    box = notice.bounding_box()
    assert notice.is_visible() and box is not None
    assert snapshot(page) == before
    notice.locator("button[data-act=dismiss]").click()
    return True


def my_step(page: Page, done: dict[str, int]) -> str | None:
    """One of my taps; what kind it was, None when it is not my move."""
    dice = page.locator("#app .pyr-target[data-act=pull]")
    if dice.count():
        if "missed" not in done:  # a tap beside the marked dice says which ones to tap
            page.locator("#app .pyr-svg").click()
            notice = page.locator("#app .notice")
            assert "Only the marked dice at the bottom" in notice.inner_text()
            notice.locator("button[data-act=dismiss]").click()
            return "missed"
        if visible(page, "#app button[data-act=pull_ok]") is None:
            tap(page, dice.first)
            page.wait_for_selector("#app button[data-act=pull_ok]")
            if dice.count() > 1 and "other" not in done:
                tap(page, dice.nth(1))  # change my mind: the other die is picked instead
                assert dice.nth(1).get_attribute("aria-pressed") == "true"
                assert dice.first.get_attribute("aria-pressed") is None
                return "other"
            return "pick"
        page.locator("#app button[data-act=pull_ok]").click()
        page.wait_for_selector("#app button[data-act=keep], #app .cb-turn.is-waiting, .end")
        return "pull"
    if visible(page, "#app button[data-act=keep]") is None:
        return None
    if "refused" not in done and refuse_a_funnel(page):
        return "refused"
    allowed = page.locator("#app .pyr-target[data-act=place]")
    if allowed.count():
        tap(page, allowed.first)
        return "place"
    page.locator("#app button[data-act=keep]").click()
    return "keep"


def test_a_whole_game_against_the_computer_by_taps(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=cui-bono]").click()
    check_layout(page)
    page.locator("#app button[data-act=start]").click()
    # The app builds the pyramid by itself (at the computers' pace): no button to press.
    page.wait_for_selector("#app .screen-game .pyr-target[data-act=pull]")
    check_layout(page)
    assert page.locator("#app .pyr-target[data-act=pull]").count() == 3
    assert "Your turn" in page.locator("#app .cb-turn").inner_text()

    turn = page.locator("#app button[data-act=turn]")
    turn.click()
    assert page.locator("#app .pyr-svg").get_attribute("data-side") == "1"
    for _ in range(2):
        page.locator("#app button[data-act=turn]").click()
    assert page.locator("#app .pyr-svg").get_attribute("data-side") == "0"

    done: dict[str, int] = {}
    reloaded = False
    deadline = time.monotonic() + 50
    while not visible(page, "#app button[data-act=again]"):
        assert time.monotonic() < deadline, f"the game did not finish in time: {done}"
        placing = visible(page, "#app button[data-act=keep]") is not None
        if not reloaded and done.get("pull", 0) >= 2 and placing:
            before = snapshot(page)
            page.reload()
            wait_ready(page)
            page.wait_for_selector("#app button[data-act=keep]")
            assert snapshot(page) == before
            reloaded = True
        kind = my_step(page, done)
        if kind is None:
            if "waiting" not in done and visible(page, "#app .cb-turn.is-waiting"):
                check_layout(page)
                done["waiting"] = 1
            page.wait_for_timeout(25)
            continue
        if kind not in done:
            check_layout(page)  # every kind of screen, once
        done[kind] = done.get(kind, 0) + 1
    assert reloaded and done.get("place") and done.get("keep") and done.get("refused"), done
    news = page.locator("#app .cb-news")
    end = page.locator("#app .panel.end")
    text = end.inner_text()
    assert "Game over" in text and ("wins with" in text or "share the win" in text)
    assert end.locator("table tbody tr").count() == 2
    assert news.count() == 0
    check_layout(page)
    assert page.locator("#live").inner_text()
    assert "Computer pulled a" in (page.locator("#app details.history").text_content() or "")
    page.locator("#app .panel.end button[data-act=home]").click()
    assert "finished" in page.locator("#app .save-list").inner_text()
