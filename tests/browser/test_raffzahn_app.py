"""Raffzahn in chromium, by touches.

At 360x640: a whole game against two computers. The player reads the number thrown and
takes the loose dice of his own side that show it (their accessible names say what his
side shows, nothing more), and calls STOP when he threw; the throw or STOP stays in the
first viewport every turn. A reload in the middle of a race resumes it.

At 1024x768: three people, each with a zone of his own side of the pyramid turned towards
him; two fingers in two zones take a die each at once, and STOP from the thrower's zone
ends the round with its summary.

``?seed=N`` makes the games the same on every run and ``?pace=40`` keeps the computers'
pauses between rounds short (their reaction times in a race are real).
"""

from __future__ import annotations

import re

from browser_support import check_layout, in_first_viewport, tap_middle, visible, wait_ready
from playwright.sync_api import Browser, Page
from playwright.sync_api import Error as PlaywrightError

APP = "?lang=en&seed=20261124&pace=40"
GRABBING = "#app .rz-board.is-grabbing"


def start(page: Page, humans: int) -> None:
    page.locator("#app [data-act=new][data-arg=raffzahn]").first.click()
    page.wait_for_selector("#app [data-act=start]")
    for seat in range(1, humans):
        page.select_option(f"#app select[data-act=set_kind][data-arg='{seat}']", "human")
    page.locator("#app [data-act=start]").click()


def roll_in(page: Page, scope: str) -> int:
    label = page.locator(f"{scope} .rz-roll").first.get_attribute("aria-label") or ""
    found = re.search(r"showing (\d)", label)
    assert found is not None, label
    return int(found.group(1))


def matching(page: Page, scope: str, n: int) -> list[str]:
    """The data-args of the loose dice that show ``n`` to the zone's (or phone's) player."""
    return page.eval_on_selector_all(
        f"{scope} .pyr-target[data-act=rz_take]",
        f"els => els.filter(e => e.getAttribute('aria-label').endsWith('showing {n}'))"
        ".map(e => e.getAttribute('data-arg'))",
    )


def take(page: Page, arg: str) -> bool:
    """Tap the die; False if the page had moved on (computers redraw it as they grab) or
    the die stayed under the bar at the bottom."""
    spot = page.locator(f"#app .pyr-target[data-act=rz_take][data-arg='{arg}']")
    for _ in range(2):
        try:
            tap_middle(page, spot)
        except PlaywrightError:
            return False
        except AssertionError:  # under the sticky bar: scroll on, as a thumb would
            page.mouse.wheel(0, 240)
            page.wait_for_timeout(50)
            continue
        return True
    return False


def test_a_whole_game_against_two_computers_by_touch(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    start(page, humans=1)
    seen = {"races": 0, "taken": 0, "stops": 0, "reloaded": 0}
    for _ in range(3000):
        if page.locator("#app .rz-turn.end").count():
            break
        throw = visible(page, "#app button[data-act=rz_throw]")
        if page.locator(GRABBING).count():
            assert in_first_viewport(page, "#app .rz-bar"), "the bar is below the fold"
            assert in_first_viewport(page, "#app .rz-turn")
            if not seen["reloaded"]:  # a reload in the middle of a race resumes it
                page.reload()
                wait_ready(page)
                page.wait_for_selector(GRABBING)
                seen["reloaded"] = 1
            seen["races"] += 1
            n = roll_in(page, "#app .rz-turn")
            for _ in range(6):  # a quick player: every die of his number he sees
                args = matching(page, "#app", n) if page.locator(GRABBING).count() else []
                if not args or not take(page, args[0]):
                    break
                seen["taken"] += 1
            stop = visible(page, "#app button[data-act=rz_stop]")
            if stop is not None:
                assert in_first_viewport(page, "#app button[data-act=rz_stop]")
                stop.click()
                seen["stops"] += 1
            page.wait_for_function(
                "!document.querySelector('#app .rz-board.is-grabbing')", timeout=60_000
            )
        elif throw is not None:
            assert in_first_viewport(page, "#app button[data-act=rz_throw]")
            throw.click()
            page.wait_for_function("!document.querySelector('#app button[data-act=rz_throw]')")
        else:
            page.wait_for_timeout(50)
    end = page.locator("#app .rz-turn.end")
    assert end.count() == 1, seen
    text = end.inner_text()
    assert "Game over" in text and re.search(r"You\s+\d+", text) is not None, text
    assert seen["races"] >= 10 and seen["taken"] >= 5 and seen["stops"] >= 3, seen
    assert seen["reloaded"], seen
    check_layout(page)


def test_three_people_each_with_their_own_side(browser: Browser, base_url: str) -> None:
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(base_url + APP)
    wait_ready(page)
    start(page, humans=3)
    page.locator("#app .rz-zone[data-seat='0'] button[data-act=rz_throw]").click()
    page.wait_for_selector(GRABBING)
    zones = page.locator("#app .rz-zone")
    assert zones.count() == 3
    for i in range(3):  # every zone, its pyramid and buttons on the screen at once
        box = zones.nth(i).bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 768, box
        seat = zones.nth(i).get_attribute("data-seat")
        assert zones.nth(i).locator(".pyr-svg").get_attribute("data-side") == seat
    top = page.locator("#app .rz-edge-top .rz-zone")
    assert top.evaluate("z => getComputedStyle(z).rotate") == "180deg"  # turned to its player
    n = roll_in(page, "#app .rz-zone[data-seat='0']")
    grabs = {s: matching(page, f"#app .rz-zone[data-seat='{s}']", n) for s in ("1", "2")}
    takers = [s for s, args in grabs.items() if args]
    # Two fingers in two zones at once: each touch takes its die.
    page.evaluate(
        """grabs => {
          let id = 20;
          for (const [seat, arg] of grabs) {
            const die = document.querySelector(
              `#app .rz-zone[data-seat="${seat}"] .pyr-target[data-arg="${arg}"]`);
            die.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true, cancelable: true,
              pointerId: id++, pointerType: 'touch', isPrimary: id === 21, button: 0}));
          }
        }""",
        [[s, grabs[s][0]] for s in takers],
    )
    for s in takers:
        head = page.locator(f"#app .rz-zone[data-seat='{s}'] .rz-zone-head")
        head.filter(has_text="1 die").wait_for()
    page.locator("#app .rz-zone[data-seat='0'] button[data-act=rz_stop]").click()
    page.wait_for_function("!document.querySelector('#app .rz-board.is-grabbing')")
    status = page.locator("#app .rz-zone[data-seat='0'] .rz-zone-status").inner_text()
    for s in takers:
        assert f"Player {int(s) + 1} took 1 die." in status, status
    check_layout(page)
    assert not errors, errors
    context.close()
