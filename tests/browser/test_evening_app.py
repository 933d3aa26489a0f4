"""A whole evening in chromium at 360x640, by taps against two computers (issue 34):
Abquetschen builds the pyramid, "Play on: Raffzahn" at its end, the evening's table before
Raffzahn starts (nothing moves until "Start"), Raffzahn takes the pyramid down, and at its
end the evening's table with both games; home lists the evening as one result whose games
each open in the replay.

As short as the rules allow: the fewest players the two games take (three: Raffzahn's), the
computers at the test pace (``?pace=40``); the person builds the first ringed spots offered.
The Raffzahn is test_raffzahn_app.py's whole-game walk-through (every check of a race on a
phone, a reload in the middle of one), so a run plays one Raffzahn game, not two. Every
wait is on the page's own signals.
"""

from __future__ import annotations

from browser_support import Deadline, check_layout, tap_middle, visible, wait_ready
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page
from test_raffzahn_app import play_a_whole_game_by_touch

APP = "?lang=en&seed=20261203&pace=40&speed=8"  # the races at eight times the speed
RING = "#app .pyr-target[data-act=build].pyr-t-funnel:not(.pyr-muted)"
# Whatever the person can do next in Abquetschen, or its end.
MY_MOVE = (
    "#app button[data-act=play_on], #app .pyr-target[data-act=aq_start], "
    "#app button[data-act=throw], #app button[data-act=confirm], " + RING
)


def wait_for(page: Page, selector: str) -> None:
    page.wait_for_selector(selector, state="visible", timeout=120_000)


def play_abquetschen(page: Page) -> int:
    """Tap through the game until "Play on" shows; returns the dice the person placed."""
    placed = 0
    deadline = Deadline("Abquetschen")
    while not visible(page, "#app button[data-act=play_on]"):
        deadline.check(placed)
        wait_for(page, MY_MOVE)
        start = visible(page, "#app .pyr-target[data-act=aq_start]")
        throw = visible(page, "#app button[data-act=throw]")
        confirm = visible(page, "#app button[data-act=confirm]")
        ring = visible(page, RING)
        if start is not None:
            tap_middle(page, start)
            page.wait_for_selector("#app .pyr-target[data-act=aq_start]", state="detached")
        elif throw is not None:
            before = page.locator("#app .aq-turn").inner_text()
            throw.click()
            page.wait_for_function(
                "t => document.querySelector('#app .aq-turn')?.innerText !== t", arg=before
            )
        elif confirm is not None:
            confirm.click()
            page.wait_for_selector("#app button[data-act=confirm]", state="detached")
        elif ring is not None:
            count = page.locator("#app .pyr-new").count()
            tap_middle(page, ring)
            page.wait_for_function(f"document.querySelectorAll('#app .pyr-new').length > {count}")
            placed += 1
    return placed


def test_an_evening_of_abquetschen_then_raffzahn_by_taps(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=abquetschen]").click()
    assert page.locator("#app .player-row").count() == 3
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .screen-game .pyr-svg")
    assert play_abquetschen(page) > 0

    offer = page.locator("#app .evening-offer")
    assert "Play on with this pyramid" in offer.inner_text()
    assert "added at random" in offer.inner_text()
    check_layout(page)
    offer.locator("button[data-act=play_on]").click()

    wait_for(page, "#app .evening-intro")
    intro = page.locator("#app .evening-intro").inner_text()
    assert "Evening: game 2 of 2" in intro and "The evening so far" in intro
    assert page.locator("#app .ev-scores tbody tr").count() == 3
    check_layout(page)
    page.locator("#app button[data-act=evening_go]").click()
    page.wait_for_selector("#app .rz-board")
    play_a_whole_game_by_touch(page)  # Raffzahn's own walk-through, checks and all

    end = page.locator("#app .rz-turn.end")
    table = end.locator(".evening-table")
    text = table.inner_text()
    assert "The evening" in text and ("wins the evening" in text or "share" in text)
    heads = table.locator("thead th").all_inner_texts()
    assert heads[2:] == ["Abquetschen + Raffzahn", "Total"], heads
    assert table.locator("tbody tr").count() == 3
    check_layout(page)

    end.locator("button[data-act=home]").click()
    wait_for(page, "#app .screen-home")
    card = page.locator("#app .evening-card")
    try:  # home draws its results from the summaries kept in memory: at once
        card.wait_for(timeout=30_000)
    except PlaywrightError:  # say what home shows instead (seen once under heavy load)
        listed = page.locator("#app .result-list").all_inner_texts()
        raise AssertionError(f"no evening card on home; its results: {listed}") from None
    assert card.count() == 1 and "Evening: Abquetschen and Raffzahn" in card.inner_text()
    card.locator("button[data-act=replay]").last.click()
    wait_for(page, "#app .replay-board")
    assert "Raffzahn" in page.locator("#app h1").inner_text()
