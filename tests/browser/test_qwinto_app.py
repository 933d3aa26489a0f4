"""A whole solo game of Qwinto on a 360x640 phone, by taps, with a reload in the middle.

One human against two computer players; ``?seed=N`` makes the game the same on every
run and ``?pace=40`` keeps the computers quick. At every kind of turn the controls lie in
the first screen (the whole sheet, the throw under it), the sheet never moves (turns, taps,
the reload, the end), a tap never scrolls the page, axe finds nothing in light and dark
mode and nothing spills at 200 % text size.
"""

from __future__ import annotations

from browser_support import (
    Deadline,
    axe_violations,
    check_layout,
    finished_game_listed,
    text_zoom_faults,
    turn_controls_in_view,
    visible,
    wait_ready,
)
from playwright.sync_api import Locator, Page
from table_checks import ReloadWatch, moves

APP = "?lang=en&seed=20261123&pace=40"
PHONE = {"width": 360, "height": 640}
SHEETS = "#app .qsheets"  # the tabs and the sheet: on a phone first, under the title bar


def settle(page: Page) -> None:
    """Wait until the colours have eased to the new scheme (buttons fade over 120 ms)."""
    page.wait_for_timeout(50)
    page.wait_for_function(
        "document.getAnimations().filter(a => a instanceof CSSTransition).length === 0"
    )


def a11y_faults(page: Page) -> list[str]:
    """axe in light and dark mode, and what spills at 200 % text (with the sheet's own
    labels: a row name wider than its box spills over its neighbours)."""
    faults = [f"light: {v}" for v in axe_violations(page)]
    page.emulate_media(color_scheme="dark")
    settle(page)
    faults += [f"dark: {v}" for v in axe_violations(page)]
    page.emulate_media(color_scheme="light")
    settle(page)
    page.evaluate("document.documentElement.style.fontSize = '200%'")
    faults += [f"200 %: {v}" for v in spilled(page)]
    page.evaluate("document.documentElement.style.fontSize = ''")
    faults += [f"200 %: {v}" for v in text_zoom_faults(page, 200)]
    return faults


def spilled(page: Page) -> list[str]:
    """Labels of the sheet and the tabs whose text is wider or taller than their box."""
    return list(
        page.evaluate(
            """() => [...document.querySelectorAll(
                '#app .qlabel, #app .qtab, #app .qcolscore, #app .qrowpts, #app .qface')]
              .filter(el => el.offsetParent !== null && getComputedStyle(el).display !== 'none')
              .filter(el => el.scrollWidth > el.clientWidth + 1
                            || el.scrollHeight > el.clientHeight + 1)
              .map(el => el.outerHTML.slice(0, 90))"""
        )
    )


def kind_of_turn(page: Page) -> str:
    """Which screen the game shows: my throw, my entry, a computer's move or the end."""
    if visible(page, "#app .panel.end"):
        return "end"
    if visible(page, "#app .qpicks"):
        return "throw"
    if visible(page, "#app .qcard.is-main button.qcell.is-legal"):
        return "entry"
    if visible(page, "#app button[data-act=pass]"):
        return "stuck"
    return "computer"


def focused(page: Page) -> str:
    return str(page.evaluate("document.activeElement ? document.activeElement.outerHTML : ''"))


def tap_in_place(page: Page, target: Locator) -> None:
    """Tap a control that re-renders the page: the page does not scroll away."""
    before = page.evaluate("window.scrollY")
    target.click()
    assert page.evaluate("window.scrollY") == before, "the page jumped after a tap"


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
            tap_in_place(page, pick)
            assert pick.get_attribute("aria-pressed") == "true"
        tap_in_place(page, page.locator("#app button[data-act=roll]"))
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
        tap_in_place(page, field)
        # The field is gone: focus goes to the next step, never to "Pass: penalty -5".
        assert 'data-act="pass"' not in focused(page)
        return "enter"
    passing = visible(page, "#app button[data-act=pass]")
    if passing is not None:
        passing.click()
        return "pass"
    return None


def refuse_a_field(page: Page) -> bool:
    """A tap on a field the sum does not fit: the reason where the turn card says what
    to do, in view with the tapped field; nothing changes, and the next tap clears it."""
    before = page.locator("#app .qcard.is-main .qsheet").inner_text()
    off = page.locator("#app .qcard.is-main button.qcell.is-off").last
    if not off.count():
        return False
    place = [off.get_attribute(a) for a in ("data-arg", "data-val")]
    off.click(force=True)  # aria-disabled: Playwright would wait for it to be enabled
    reason = page.locator("#app .qturn .qrefusal")
    text = reason.inner_text()
    assert "cannot go there" in text or "closed this turn" in text, text
    box = reason.bounding_box()
    assert reason.is_visible() and box is not None and 0 <= box["y"] < 640  # in view
    tapped = page.locator(f"#app .qcell[data-arg={place[0]}][data-val='{place[1]}']").first
    box = tapped.bounding_box()
    assert box is not None and box["y"] + box["height"] / 2 < 640  # still under the finger
    assert page.locator("#app .qcard.is-main .qsheet").inner_text() == before
    page.locator("#app .qtabs button[data-arg='1']").click()  # any tap clears it
    assert not visible(page, "#app .qrefusal")
    page.locator("#app .qtabs button[data-arg='0']").click()
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

    still = ReloadWatch(page, SHEETS)  # the sheet at one place all game (issue 33)
    done: dict[str, int] = {}
    seen: set[str] = set()
    reloaded = entered = wide = False
    deadline = Deadline()
    while not visible(page, "#app button[data-act=again]"):
        deadline.check(done)
        kind = kind_of_turn(page)
        if kind in ("throw", "entry", "stuck"):
            # One screen per turn: the dice, the sum, the whole sheet and the buttons.
            turn_controls_in_view(page)
            if entered and kind != "stuck":  # my next move: focus is on its first step
                assert "data-autofocus" in focused(page), focused(page)
            entered = False
        if kind not in seen:
            seen.add(kind)
            check_layout(page)  # every kind of screen, once
            if kind != "computer":  # (computers move every 40 ms: nothing stays to test)
                assert a11y_faults(page) == [], kind
        if kind == "entry" and not wide and done.get("enter", 0) >= 2:
            page.set_viewport_size({"width": 390, "height": 844})  # a larger phone
            turn_controls_in_view(page)
            page.set_viewport_size(PHONE)
            wide = True
        if not reloaded and done.get("enter", 0) >= 3 and visible(page, "#app .qcell.is-legal"):
            before = sheet_snapshot(page)
            still.keep()
            page.reload()
            wait_ready(page)
            page.wait_for_selector("#app .qcard.is-main .qsheet")
            assert sheet_snapshot(page) == before
            still.again()  # watched again after the reload
            reloaded = True
        step = my_step(page, sum(done.values()), refuse="refused" not in done)
        if step is None:
            page.wait_for_timeout(25)
            continue
        entered = step == "enter"
        done[step] = done.get(step, 0) + 1
    assert reloaded and wide and done.get("roll") and done.get("enter") and done.get("refused")
    assert {"throw", "entry", "computer"} <= seen, seen
    end = page.locator("#app .panel.end")
    end.wait_for()
    assert moves(still(), 1.0, (360, 640)) == []  # never moved: turns, taps, reload, end
    text = end.inner_text()
    assert "Game over" in text and ("win with" in text or "wins with" in text or "Shared" in text)
    assert end.locator("table tbody tr").count() == 3
    check_layout(page)
    turn_controls_in_view(page)
    assert a11y_faults(page) == []
    assert page.locator("#live").inner_text()
    page.locator("#app .panel.end button[data-act=home]").click()
    finished_game_listed(page)


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

    # On a phone six players' tabs keep one row (swiped sideways): a second row of tabs
    # pushed the throw button under the fold.
    page.set_viewport_size({"width": 360, "height": 640})
    page.locator("#app .btn-back").click()
    page.locator("#app button[data-act=new][data-arg=qwinto]").click()
    while page.locator("#app button[data-act=add_player]").count():
        page.locator("#app button[data-act=add_player]").click()
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .qpicks")
    assert page.locator("#app .qtab").count() == 6
    tabs = [page.locator("#app .qtab").nth(i).bounding_box() for i in range(6)]
    assert len({box["y"] for box in tabs if box}) == 1  # one row
    turn_controls_in_view(page, "#app .qturn [data-act]")
    check_layout(page)
