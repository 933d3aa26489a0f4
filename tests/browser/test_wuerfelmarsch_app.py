"""A whole game of Würfelmarsch against two computers on a 360x640 phone, by taps on the
drawing and the buttons: a refused tap, a blocked direction, a turn, a tilt by tapping the
square, the board turned, and a reload in the middle.

``?seed=N`` makes the game the same on every run and ``?pace=40`` keeps the computer quick.
Nothing in Würfelmarsch is random, but the computers' choices are the same on every run too.
"""

from __future__ import annotations

import time

from browser_support import check_layout, wait_ready
from playwright.sync_api import Locator, Page

APP = "?lang=en&seed=20261122&pace=40"
MINE = "#app g.pyr-target[data-act=wm_die]:not(.pyr-muted)"
THEIRS = "#app g.pyr-target[data-act=wm_die].pyr-muted"


def visible(page: Page, selector: str) -> Locator | None:
    loc = page.locator(selector)
    return loc.first if loc.count() and loc.first.is_visible() else None


def my_turn(page: Page) -> bool:
    return page.locator(MINE).count() > 0


def snapshot(page: Page) -> tuple[str, list[str], str]:
    """What a reload must bring back: the turn panel, where the dice lie, the players."""
    dice = page.locator("#app g.pyr-target[data-act=wm_die]")
    places = sorted(dice.nth(i).get_attribute("aria-label") or "" for i in range(dice.count()))
    return (
        page.locator("#app .wm-turn").inner_text(),
        places,
        page.locator("#app .wm-players").inner_text(),
    )


def explain(page: Page, expected: str) -> None:
    notice = page.locator("#app .notice")
    said = notice.inner_text()
    assert expected in said, said
    box = notice.bounding_box()
    assert notice.is_visible() and box is not None and 0 <= box["y"] < 640
    notice.locator("button[data-act=dismiss]").click()


def refuse_their_die(page: Page) -> None:
    """A tap on another player's die: a reason in words, and nothing changes."""
    before = snapshot(page)
    page.locator(THEIRS).first.click()
    explain(page, "you play red")
    assert snapshot(page) == before


def pick(page: Page, i: int) -> None:
    page.locator(MINE).nth(i).click()
    page.wait_for_selector("#app .wm-tilts")
    assert page.locator("#app g.pyr-selected").count() == 1


def turn_a_die(page: Page) -> None:
    """The turn chooser: the number facing me, then one of the orientations left."""
    pick(page, 0)
    page.locator("#app button[data-act=wm_turn]").click()
    page.locator("#app button[data-act=wm_front][data-arg='6']").click()
    options = page.locator("#app button[data-act=wm_orient]")
    assert options.count() == 4  # 6 facing me: four ways to lie, none of them the old one
    check_layout(page)
    options.first.click()


def try_blocked(page: Page) -> bool:
    """A tilt that cannot be played (taken or off the plate): it says why, nothing moves."""
    for i in range(page.locator(MINE).count()):
        pick(page, i)
        blocked = page.locator("#app button.wm-tilt.is-blocked")
        if blocked.count():
            before = snapshot(page)
            blocked.first.click()
            explain(page, "Not ")
            assert snapshot(page) == before
            page.locator("#app button[data-act=wm_cancel]").click()
            return True
        page.locator("#app button[data-act=wm_cancel]").click()
    return False


def march(page: Page, by_square: bool) -> str:
    """Tilt some die forward (by the button, or by tapping its square); else sideways."""
    count = page.locator(MINE).count()
    for kind in ("forward", ""):
        for i in range(count):
            pick(page, i)
            free = page.locator(f"#app button.wm-tilt[data-arg^='{kind}']:not(.is-blocked)")
            if free.count():
                if by_square:
                    name = free.first.get_attribute("data-arg") or ""
                    squares = page.locator("#app g.pyr-target[data-act=wm_to]")
                    label = {"forward_left": "forward left", "forward_right": "forward right"}
                    for j in range(squares.count()):
                        aria = squares.nth(j).get_attribute("aria-label") or ""
                        if aria.startswith(f"Tilt {label.get(name, name)},"):
                            squares.nth(j).click()
                            return "square"
                free.first.click()
                return kind or "sideways"
            page.locator("#app button[data-act=wm_cancel]").click()
    turn_a_die(page)
    return "turn"


def test_a_whole_game_against_two_computers_by_taps(page: Page, base_url: str) -> None:
    start = time.monotonic()
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=wuerfelmarsch]").click()
    # a game for three: the form starts with you and two computers at the best level
    assert page.locator("#app select[data-arg='2']").input_value() == "sensible"
    assert page.locator("#app button[data-act=add_player]").count() == 0
    check_layout(page)
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector(MINE)
    check_layout(page)
    svg = page.locator("#app svg.pyr-svg")
    assert svg.get_attribute("data-side") == "0"
    box = svg.bounding_box()
    assert box is not None and box["width"] <= 344.5
    assert page.locator("#app .wm-players li").count() == 3
    assert "Moves without progress: 0 of 15" in page.locator("#app .wm-turn").inner_text()

    refuse_their_die(page)
    # the dice as a list of buttons (keyboards, screen readers) pick the same die
    page.locator("#app .wm-dice-list summary").click()
    check_layout(page)
    page.locator("#app button.wm-die-btn").first.click()
    page.wait_for_selector("#app .wm-tilts")
    assert page.locator("#app g.pyr-selected").count() == 1
    page.locator("#app button[data-act=wm_cancel]").click()
    # the keyboard: Enter on a focused die of the drawing picks it like a tap
    page.locator(MINE).last.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#app .wm-tilts")
    assert page.locator("#app g.pyr-selected").count() == 1
    page.locator("#app button[data-act=wm_cancel]").click()
    done: dict[str, int] = {}
    assert try_blocked(page)
    check_layout(page)
    reloaded = False
    deadline = start + 55
    while not visible(page, "#app button[data-act=again]"):
        assert time.monotonic() < deadline, f"the game did not finish in time: {done}"
        if not my_turn(page):
            page.wait_for_timeout(25)
            continue
        if "view" not in done:
            page.locator("#app button[data-act=wm_view]").click()
            assert svg.get_attribute("data-side") == "1"
            assert "Seen from Computer's side" in page.locator("#app .wm-board").inner_text()
            for _ in range(2):
                page.locator("#app button[data-act=wm_view]").click()
            assert svg.get_attribute("data-side") == "0"
            done["view"] = 1
        if not reloaded and done.get("forward", 0) >= 2:
            before = snapshot(page)
            page.reload()
            wait_ready(page)
            page.wait_for_selector(MINE)
            assert snapshot(page) == before
            reloaded = True
        if "turn" not in done:
            turn_a_die(page)
            kind = "turn"
        else:
            kind = march(page, by_square="square" not in done and done.get("forward", 0) >= 1)
        if kind not in done:
            check_layout(page)
        done[kind] = done.get(kind, 0) + 1
        said = page.locator("#app .wm-log").inner_text()
        assert "You (red)" in said, said
    assert reloaded and done.get("forward") and done.get("square") and done.get("turn"), done
    end = page.locator("#app .panel.end")
    text = end.inner_text()
    assert "Game over" in text and "Winner" in text
    assert end.locator("table tbody tr").count() == 3
    check_layout(page)
    assert page.locator("#live").inner_text()
    page.locator("#app .game-tools button[data-act=rules]").click()
    assert page.locator("#app .rules svg.pyr-svg").count() == 1
    check_layout(page)
    page.locator("#app button[data-act=back]").click()
    page.locator("#app .panel.end button[data-act=home]").click()
    assert "finished" in page.locator("#app .save-list").inner_text()
