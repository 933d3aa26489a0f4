"""A whole game of Qwinn against the computer on a 360x640 phone, by taps, with a refused
tap and a reload in the middle; and the tablet layout with the far side turned.

``?seed=N`` makes the game the same on every run and ``?pace=40`` keeps the computer quick.
"""

from __future__ import annotations

import time

from browser_support import check_layout, wait_ready
from playwright.sync_api import Locator, Page

APP = "?lang=en&seed=20261122&pace=40"


def visible(page: Page, selector: str) -> Locator | None:
    loc = page.locator(selector)
    return loc.first if loc.count() and loc.first.is_visible() else None


def snapshot(page: Page) -> tuple[str, list[str]]:
    """What a reload must bring back: the turn panel and the fields I may take."""
    fields = page.locator("#app .qn-fbtn.is-reach")
    labels = [fields.nth(i).get_attribute("aria-label") or "" for i in range(fields.count())]
    return page.locator("#app .qn-turn").inner_text(), labels


def refuse_a_field(page: Page) -> bool:
    """A tap on a field the pawn may not take: a reason in view, and nothing changes."""
    off = page.locator("#app .qn-fbtn.is-off:not(.is-here)")
    if not off.count():
        return False
    before = snapshot(page)
    off.last.click()
    notice = page.locator("#app .notice")
    said = notice.inner_text()
    assert "does not fit this throw" in said or "fields" in said, said
    box = notice.bounding_box()
    assert notice.is_visible() and box is not None and 0 <= box["y"] < 640
    assert snapshot(page) == before
    notice.locator("button[data-act=dismiss]").click()
    return True


def my_step(page: Page, done: dict[str, int]) -> str | None:
    """One of my taps; what kind it was, None when it is not my move."""
    if visible(page, "#app button[data-act=start_roll]"):
        page.locator("#app button[data-act=start_roll]").click()
        return "start"
    if visible(page, "#app .qn-choice"):
        page.locator("#app .qn-choice").first.click()
        return "red"
    if visible(page, "#app .qn-fbtn") is None:
        roll = visible(page, "#app button[data-act=roll]")
        if roll is not None:
            roll.click()
            return "roll"
        return None
    if "refused" not in done and refuse_a_field(page):
        return "refused"
    fields = page.locator("#app .qn-fbtn.is-reach")
    if fields.count():
        fields.first.click()
        return "move"
    if visible(page, "#app button[data-act=die]") and done.get("rethrow", 0) < 3:
        for die in ("0", "4"):
            page.locator(f"#app button[data-act=die][data-arg='{die}']").click()
        assert (
            page.locator("#app button[data-act=die][data-arg='4']").get_attribute("aria-pressed")
            == "true"
        )
        page.locator("#app button[data-act=roll]").click()
        return "rethrow"
    page.locator("#app button[data-act=stay]").click()
    return "stay"


def test_a_whole_game_against_the_computer_by_taps(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=qwinn]").click()
    check_layout(page)
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .screen-game .qn-track")
    check_layout(page)
    assert "Who starts?" in page.locator("#app .qn-turn").inner_text()

    done: dict[str, int] = {}
    reloaded = False
    deadline = time.monotonic() + 85
    while not visible(page, "#app button[data-act=again]"):
        assert time.monotonic() < deadline, f"the game did not finish in time: {done}"
        if not reloaded and done.get("move", 0) >= 2 and visible(page, "#app .qn-fbtn.is-reach"):
            before = snapshot(page)
            page.reload()
            wait_ready(page)
            page.wait_for_selector("#app .qn-fbtn.is-reach")
            assert snapshot(page) == before
            reloaded = True
        kind = my_step(page, done)
        if kind is None:
            page.wait_for_timeout(25)
            continue
        if kind not in done:
            check_layout(page)  # every kind of screen, once
        done[kind] = done.get(kind, 0) + 1
    assert reloaded and done.get("roll") and done.get("move") and done.get("refused"), done
    end = page.locator("#app .panel.end")
    text = end.inner_text()
    assert "Game over" in text and ("wins with" in text or "A draw" in text)
    assert end.locator("table tbody tr").count() == 2
    check_layout(page)
    assert page.locator("#live").inner_text()
    page.locator("#app .panel.end button[data-act=home]").click()
    assert "finished" in page.locator("#app .save-list").inner_text()


def test_a_tablet_turns_the_far_side(page: Page, base_url: str) -> None:
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(base_url + "?lang=nl&seed=7&pace=40")
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=qwinn]").click()
    page.locator("#app select[data-arg='1']").select_option("human")
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .qn-track")
    far = page.locator("#app .qn-side.is-far")
    # turned half a turn: the computed matrix is (-1, 0, 0, -1, 0, 0)
    assert far.evaluate("e => getComputedStyle(e).transform").startswith("matrix(-1, ")
    near = page.locator("#app .qn-side.is-near")
    assert near.evaluate("e => getComputedStyle(e).transform") == "none"
    check_layout(page)
