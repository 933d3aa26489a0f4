"""A reload keeps what the player was in the middle of, on a 360x640 phone: Schocken's dice
picked to throw again, Qwinto's real dice half entered, and a Kwis 't! answer typed but not
yet left (no blur: it reaches the app as it is typed, and when the page goes away). After
``page.reload()`` the same selection is on screen and the next tap plays on from it.

``?seed=N`` makes the games the same on every run and ``?pace=40`` keeps computers quick.
"""

from __future__ import annotations

from browser_support import turn_controls_in_view, wait_ready
from playwright.sync_api import Page

APP = "?lang=en&seed=20261122&pace=40"


def pressed(page: Page, act: str) -> list[str]:
    return page.eval_on_selector_all(
        f"#app [data-act={act}][aria-pressed=true]",
        "els => els.map(e => e.dataset.arg + ':' + (e.dataset.val || ''))",
    )


def reload(page: Page) -> None:
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#app .screen-game")


def schocken_first_throw(page: Page, base_url: str) -> None:
    """A new game of Schocken against the computer, and my first throw on screen."""
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=schocken]").click()
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app button[data-act=roll]")
    page.locator("#app button[data-act=roll]").click()
    page.wait_for_selector("#app button[data-act=die]")


def test_schocken_dice_picked_to_throw_again_are_still_picked(page: Page, base_url: str) -> None:
    schocken_first_throw(page, base_url)
    page.locator("#app button[data-act=die][data-arg='0']").click()
    page.locator("#app button[data-act=die][data-arg='2']").click()
    assert pressed(page, "die") == ["0:", "2:"]
    throws = page.locator("#app .table").inner_text()
    reload(page)
    page.wait_for_selector("#app button[data-act=die]")
    assert pressed(page, "die") == ["0:", "2:"]
    turn_controls_in_view(page)
    page.locator("#app button[data-act=roll]").click()  # the next tap throws those two
    page.wait_for_function("t => document.querySelector('#app .table').innerText !== t", arg=throws)
    assert pressed(page, "die") == []


def test_qwinto_real_dice_half_entered_are_still_entered(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=qwinto]").click()
    page.locator("#app button[data-act=set_option][data-val=physical]").click()
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app button[data-act=colour]")
    page.locator("#app button[data-act=colour][data-arg=orange]").click()
    page.locator("#app button[data-act=colour][data-arg=yellow]").click()
    page.locator("#app button[data-act=roll]").click()
    page.wait_for_selector("#app button[data-act=pick]")
    page.locator("#app button[data-act=pick][data-arg='0'][data-val='5']").click()
    assert pressed(page, "pick") == ["0:5"]
    reload(page)
    page.wait_for_selector("#app button[data-act=pick]")
    assert pressed(page, "pick") == ["0:5"]
    turn_controls_in_view(page)
    page.locator("#app button[data-act=pick][data-arg='1'][data-val='3']").click()
    page.locator("#app button[data-act=enter]").click()
    page.wait_for_selector("#app .qcell.is-legal")  # 5 + 3 = 8 is to be entered
    assert "8" in page.locator("#app .screen-game").inner_text()


def test_kwist_a_half_typed_answer_is_still_there(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=kwist]").click()
    form = "#app button[data-act=set_option]"
    page.locator(f"{form}[data-arg=answering][data-val=device]").click()
    page.locator(f"{form}[data-arg=lang][data-val=en]").click()
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .kw-steps, #app .kw-one", timeout=30_000)
    field = page.locator("#app input[data-act=kw_text]")
    for _ in range(5):  # to the first open question
        if field.count():
            break
        page.locator("#app .kw-nav button[data-act=kw_step]").last.click()
    field.click()
    page.keyboard.type("Amster")
    # Reload at once: neither a blur nor the typing pause has sent it yet.
    reload(page)
    field = page.locator("#app input[data-act=kw_text]")
    field.wait_for()
    assert field.input_value() == "Amster"
    field.click()
    page.keyboard.press("End")
    page.keyboard.type("dam")
    page.wait_for_timeout(400)  # the typing pause sends it, without drawing the page
    assert page.evaluate("document.activeElement.value") == "Amsterdam"
    first = str(field.get_attribute("id"))
    page.locator("#app .kw-nav button.btn-primary").last.click()  # the next tap works
    page.wait_for_selector(f"#app #{first}", state="detached")
    reload(page)
    page.locator(f"#app .kw-steps button[data-act=kw_step][data-arg='{first[4:]}']").click()
    assert page.locator(f"#app #{first}").input_value() == "Amsterdam"


def test_a_reload_in_a_game_starts_at_the_top(page: Page, base_url: str) -> None:
    """The browser would put back an old scroll offset on the prerendered home (tall, as
    long as ten games) that a reload paints first, found again from the old page's top
    element: the home jumped, and a game drawn over it could open scrolled away from its
    turn controls, even when the page had not been scrolled at all. The app draws its own
    screens (early.js turns the browser's restoring off): after a reload the page does not
    scroll at all, and the game starts at its top."""
    # Every offset a page takes, from its first paint on (after the reload: a new page).
    page.add_init_script(
        "window.scrolls = [];"
        " addEventListener('scroll', () => window.scrolls.push(Math.round(scrollY)));"
    )
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=qwinto]").click()
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .screen-game")
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    assert page.evaluate("window.scrollY") > 40  # the sheet is a little taller than the phone
    reload(page)
    page.wait_for_timeout(1000)  # a late restoring of the scroll would have happened by now
    assert page.evaluate("window.scrollY") == 0
    assert page.evaluate("window.scrolls") == []
    turn_controls_in_view(page)


def test_a_move_is_kept_when_the_page_reloads_before_it_is_stored(
    page: Page, base_url: str
) -> None:
    """The store writes after the move (IndexedDB commits later); a reload in the same
    moment must still bring the move back. On a slow phone (the CPU slowed down six times)
    the write of a move followed at once by a reload was lost four times in five before
    the app kept every record in the tab's session storage until it was stored."""
    schocken_first_throw(page, base_url)
    page.wait_for_timeout(300)  # the throw is stored; only the next move is on its way
    before = page.locator("#app .table").inner_text()
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 6})
    # The move and the reload in one turn of the page's event loop.
    with page.expect_navigation(timeout=60_000):
        page.evaluate(
            "() => { document.querySelector('#app button[data-act=stand]').click();"
            " location.reload(); }"
        )
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    wait_ready(page)
    page.wait_for_selector("#app .screen-game .table")
    assert page.locator("#app .table").inner_text() != before, "the move was lost"
