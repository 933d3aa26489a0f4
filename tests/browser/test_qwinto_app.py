"""A whole solo game of Qwinto on a 360x640 phone, by taps, with a reload in the middle.

One human against two computer players; ``?seed=N`` makes the game the same on every
run and ``?pace=40`` keeps the computers quick.
"""

from __future__ import annotations

import time

from browser_support import check_layout, wait_ready
from playwright.sync_api import Locator, Page

APP = "?lang=en&seed=20261123&pace=40"


def visible(page: Page, selector: str) -> Locator | None:
    loc = page.locator(selector)
    return loc.first if loc.count() and loc.first.is_visible() else None


def sheet_snapshot(page: Page) -> tuple[str, str, list[str]]:
    """What a reload must bring back: the throw, my sheet and the fields I may tap."""
    cells = page.locator("#app .qcard.is-main button.qcell.is-legal")
    labels = [cells.nth(i).get_attribute("aria-label") or "" for i in range(cells.count())]
    throw = page.locator("#app .qthrow").get_attribute("aria-label") or ""
    return throw, page.locator("#app .qcard.is-main .qsheet").inner_text(), labels


def my_step(page: Page, turn: int, refuse: bool = False) -> str | None:
    """Tap through one of my moves; what was done, None if it is not my move. With
    ``refuse``, first tap a field the sum does not fit ("refused" if there was one)."""
    if visible(page, "#app .qpicks"):
        colours = ("orange", "yellow", "purple")[: 1 + turn % 3]
        for colour in colours:
            pick = page.locator(f"#app button[data-act=colour][data-arg={colour}]")
            pick.click()
            assert pick.get_attribute("aria-pressed") == "true"
        page.locator("#app button[data-act=roll]").click()
        return "roll"
    field = visible(page, "#app .qcard.is-main button.qcell.is-legal")
    if field is not None:
        if turn % 4 == 1 and visible(page, "#app button[data-act=reroll]"):
            page.locator("#app button[data-act=reroll]").click()
            return "reroll"
        label = field.get_attribute("aria-label") or ""
        assert label.startswith(("Orange row", "Yellow row", "Purple row")), label
        if refuse and refuse_a_field(page):
            return "refused"
        field.click()
        return "enter"
    passing = visible(page, "#app button[data-act=pass]")
    if passing is not None:
        passing.click()
        return "pass"
    return None


def refuse_a_field(page: Page) -> bool:
    """A tap on a field the sum does not fit: a reason in view, and nothing changes."""
    before = page.locator("#app .qcard.is-main .qsheet").inner_text()
    off = page.locator("#app .qcard.is-main button.qcell.is-off").last
    if not off.count():
        return False
    off.scroll_into_view_if_needed()
    off.click(force=True)  # aria-disabled: Playwright would wait for it to be enabled
    notice = page.locator("#app .notice")
    assert "cannot go there" in notice.inner_text() or "closed this turn" in notice.inner_text()
    box = notice.bounding_box()
    assert notice.is_visible() and box is not None and 0 <= box["y"] < 640  # in view
    assert page.locator("#app .qcard.is-main .qsheet").inner_text() == before
    notice.locator("button[data-act=dismiss]").click()
    return True


def test_a_whole_solo_game_by_taps(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=qwinto]").click()
    page.locator("#app button[data-act=add_player]").click()
    page.locator("#app select[data-arg='2']").select_option("greedy")
    assert page.locator("#player-2").input_value() == "Computer 2"
    check_layout(page)
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .screen-game .qsheet")
    check_layout(page)
    assert page.locator("#app .qtabs button").count() == 3

    # Another player's sheet is one tap away, and my own comes back.
    page.locator("#app button[data-act=sheet][data-arg='1']").click()
    assert "Computer" in page.locator("#app .qcard.is-shown .qcard-head").inner_text()
    check_layout(page)
    page.locator("#app button[data-act=sheet][data-arg='0']").click()

    done: dict[str, int] = {}
    reloaded = False
    deadline = time.monotonic() + 80
    while not visible(page, "#app button[data-act=again]"):
        assert time.monotonic() < deadline, f"the game did not finish in time: {done}"
        if not reloaded and done.get("enter", 0) >= 3 and visible(page, "#app .qcell.is-legal"):
            before = sheet_snapshot(page)
            page.reload()
            wait_ready(page)
            page.wait_for_selector("#app .qcard.is-main .qsheet")
            assert sheet_snapshot(page) == before
            reloaded = True
        kind = my_step(page, sum(done.values()), refuse="refused" not in done)
        if kind is None:
            page.wait_for_timeout(25)
            continue
        if kind not in done:
            check_layout(page)  # every kind of screen, once
        done[kind] = done.get(kind, 0) + 1
    assert reloaded and done.get("roll") and done.get("enter") and done.get("refused")
    end = page.locator("#app .panel.end")
    text = end.inner_text()
    assert "Game over" in text and ("wins with" in text or "Shared first place" in text)
    assert end.locator("table tbody tr").count() == 3
    check_layout(page)
    assert page.locator("#live").inner_text()
    page.locator("#app .panel.end button[data-act=home]").click()
    assert "finished" in page.locator("#app .save-list").inner_text()


def test_a_tablet_shows_every_sheet_at_once(page: Page, base_url: str) -> None:
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(base_url + "?lang=nl&seed=7&pace=40")
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=qwinto]").click()
    page.locator("#app button[data-act=set_option][data-val=published]").click()
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .qsheet")
    assert page.locator("#app .qtabs").is_hidden()
    assert page.locator("#app .qcard").count() == 2
    assert all(page.locator("#app .qcard").nth(i).is_visible() for i in range(2))
    page.locator("#app button[data-act=colour][data-arg=purple]").click()
    page.locator("#app button[data-act=roll]").click()
    field = page.locator("#app .qcard.is-main button.qcell.is-legal").first
    assert (field.get_attribute("aria-label") or "").startswith("Paarse rij, kolom ")
    box = field.bounding_box()
    assert box is not None and box["width"] >= 44 and box["height"] >= 44
    assert "misworp" in page.locator("#app button[data-act=pass]").inner_text()
    check_layout(page)
