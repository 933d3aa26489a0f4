"""A whole evening in chromium at 360x640, by taps against two computers (issue 34):
Abquetschen builds the pyramid, "Play on: Raffzahn" at its end, the evening's table before
Raffzahn starts (nothing moves until "Start"), Raffzahn takes the pyramid down, and at its
end the evening's table with both games; home lists the evening as one result whose games
each open in the replay.

As short as the rules allow: the fewest players the two games take (three: Raffzahn's), the
computers at the test pace (``?pace=40``). The two games are their modules' whole-game
walk-throughs: test_abquetschen_app.py's (every kind of turn checked on a phone; the person
builds the first ringed spots offered) and test_raffzahn_app.py's (every check of a race on
a phone, a reload in the middle of one), so a run plays one game of each, not two. Every
wait is on the page's own signals.
"""

from __future__ import annotations

from browser_support import check_layout, wait_ready
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page
from test_abquetschen_app import play_a_whole_game_by_taps
from test_raffzahn_app import play_a_whole_game_by_touch

APP = "?lang=en&seed=20261203&pace=40&speed=8"  # the races at eight times the speed


def wait_for(page: Page, selector: str) -> None:
    page.wait_for_selector(selector, state="visible", timeout=120_000)


def test_an_evening_of_abquetschen_then_raffzahn_by_taps(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    play_a_whole_game_by_taps(page)  # Abquetschen's own walk-through, checks and all

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
    assert "The evening" in text
    assert "wins the evening" in text or "win the evening together" in text
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
