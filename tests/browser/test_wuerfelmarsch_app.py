"""A whole game of Würfelmarsch against two computers on a 360x640 phone, by taps on the
drawing and the buttons: a refused tap, a blocked direction, a turn, a tilt by tapping the
square, the board turned, and a reload in the middle.

On the way, at each kind of turn (picking a die, tilting it, turning it, a computer
moving, the end): the turn's controls lie in the first screen, every die or square that
may be tapped is at least 44 x 44 px (or as large as its neighbours allow) and answers a
tap on its visible part, nothing is tappable while a computer moves, the screen does not
jump after a tap, the plate is whole with a margin and never moves, axe-core finds nothing
serious in light or dark mode, and nothing is cut off at 200 % text. Captures are announced
at the top of the turn card in the viewer's words, stay there until his next move, and the
computers' moves come one by one; no notice outlives its turn.

``?seed=N`` makes the game the same on every run and ``?pace=40`` keeps the computer quick.
Nothing in Würfelmarsch is random, but the computers' choices are the same on every run too.
"""

from __future__ import annotations

import re
from typing import Any

from browser_support import (
    Deadline,
    assert_readable,
    check_layout,
    finished_game_listed,
    tap_middle,
    turn_controls_in_view,
    visible,
    wait_ready,
)
from playwright.sync_api import Page
from pyramid_targets import target_faults
from table_checks import ReloadWatch, moves, outside

from pyengine import GAMES

APP = "?lang=en&seed=20261122&pace=40"
BOARD = "#app .pyr-stage .pyr-svg"
MINE = "#app g.pyr-target[data-act=wm_die]:not(.pyr-muted)"
THEIRS = "#app g.pyr-target[data-act=wm_die].pyr-muted"
# A capture in the viewer's words: "You capture 2 of Computer's dice!", "Computer 2
# captures your die!"; or a tie that sends dice out of the game.
WHO = r"(?:You capture|Computer(?: 2)? captures)"
WHOSE = r"(?:your die|\d of your dice|Computer(?: 2)?'s die|\d of Computer(?: 2)?'s dice)"
CAPTURE = re.compile(rf"^{WHO} {WHOSE}(?: and {WHOSE})?!$")
TIE = re.compile(rf"^A tie in the funnel: {WHOSE}(?:(?:, | and ){WHOSE})* leaves? the game\.$")
# Every drawing of the turn card as the page shows it, kept by the page itself (computers
# move every 40 ms): whose turn, the news lines, the emptied squares marked, and the turn's
# controls that lie outside the first screen.
WATCH = """() => {
  window.wmSeen = [];
  const outside = () => [...document.querySelectorAll('#app [data-act]')]
    .filter(el => el.offsetParent !== null || el.closest('svg'))
    .filter(el => !el.disabled
            && !el.closest('.game-tools, .screen-top, .history, details:not([open])'))
    .filter(el => { const r = el.getBoundingClientRect();  // page coordinates, as
                    const top = r.top + scrollY, left = r.left + scrollX;  // in_first_viewport
                    return top < 0 || top + r.height > window.innerHeight
                           || left < 0 || left + r.width > window.innerWidth; })
    .map(el => el.outerHTML.slice(0, 90));
  new MutationObserver(() => {
    const card = document.querySelector('#app .wm-turn:not(.end)');
    if (!card) return;
    const news = [...card.querySelectorAll('.wm-news-item')].map(li => ({
      text: li.lastElementChild.textContent.trim(),
      capture: li.classList.contains('is-capture')}));
    window.wmSeen.push({
      waiting: card.classList.contains('is-waiting'),
      head: card.querySelector('h2').lastElementChild.textContent.trim(),
      news, gone: document.querySelectorAll('#app .pyr-ring-gone').length,
      outside: card.classList.contains('is-waiting') ? outside() : [],
      targets: document.querySelectorAll('#app .pyr-target, #app .wm-die-btn').length,
      scrollY: window.scrollY});
  }).observe(document.getElementById('app'), {childList: true, subtree: true});
}"""


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


def one_screen(page: Page, kind: str) -> None:
    """The turn's controls in the first screen; the pyramid's targets big and answering."""
    turn_controls_in_view(page)
    faults = target_faults(page)
    assert not faults, f"{kind}: {faults}"


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
    tap_middle(page, page.locator(THEIRS).first)
    explain(page, "you play red")
    assert snapshot(page) == before


def pick(page: Page, i: int) -> None:
    tap_middle(page, page.locator(MINE).nth(i))
    page.wait_for_selector("#app .wm-tilts")
    assert page.locator("#app g.pyr-target.pyr-selected").count() == 1


def turn_a_die(page: Page, first: bool = False) -> None:
    """The turn chooser: the number facing me, then one of the orientations left."""
    pick(page, 0)
    page.locator("#app button[data-act=wm_turn]").click()
    now = page.locator("#app .wm-now").inner_text()  # "Now: 3 to you, 2 left, 1 right"
    front = "5" if now.startswith("Now: 6") else "6"
    page.locator(f"#app button[data-act=wm_front][data-arg='{front}']").click()
    options = page.locator("#app button[data-act=wm_orient]")
    assert options.count() == 4  # another number facing me: four ways to lie, all new
    check_layout(page)
    if first:
        one_screen(page, "turning")
        assert_readable(page, "turning")
    options.first.click()


def try_blocked(page: Page) -> bool:
    """A tilt that cannot be played (taken or off the plate): it says why, nothing moves."""
    for i in range(page.locator(MINE).count()):
        pick(page, i)
        blocked = page.locator("#app button.wm-tilt.is-blocked")
        if blocked.count():
            one_screen(page, "tilting")
            assert_readable(page, "tilting")
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
                            tap_middle(page, squares.nth(j))
                            return "square"
                free.first.click()
                return kind or "sideways"
            page.locator("#app button[data-act=wm_cancel]").click()
    turn_a_die(page)
    return "turn"


PLATE_AT = (
    "() => [window.scrollY, document.querySelector('#app svg.pyr-svg').getBoundingClientRect().y]"
)


def no_jump(page: Page) -> None:
    """A tap that draws the page again leaves it where it was: scrolled a little, a die
    picked and put down again, the page does not scroll and the plate under the finger does
    not move (the card above it keeps its height)."""
    page.evaluate("window.scrollTo(0, 40)")
    before = page.evaluate(PLATE_AT)
    assert before[0] == 40
    tap_middle(page, page.locator(MINE).first)
    page.wait_for_selector("#app .wm-tilts")
    assert page.evaluate(PLATE_AT) == before
    page.locator("#app button[data-act=wm_cancel]").click()
    assert page.evaluate(PLATE_AT) == before
    page.evaluate("window.scrollTo(0, 0)")


def tall_phone(page: Page) -> None:
    """The same turn on a 390x844 phone."""
    page.set_viewport_size({"width": 390, "height": 844})
    one_screen(page, "390x844")
    pick(page, 0)
    one_screen(page, "390x844, a die picked")
    page.locator("#app button[data-act=wm_cancel]").click()
    page.set_viewport_size({"width": 360, "height": 640})


def news_checks(seen: list[dict[str, Any]]) -> None:
    """Captures announced in the viewer's words at the top of the card, the emptied squares
    marked, kept until his next move and gone after it; the computers' moves one by one;
    nothing of a computer's turn out of view."""
    for state in seen:
        assert not state["outside"], f"while {state['head']}: {state['outside']}"
        if state["waiting"]:  # a computer's move: nothing of mine to tap
            assert state["targets"] == 0, state
    # where my moves were made: a computer's turn right after mine
    mine = [i for i in range(1, len(seen)) if seen[i]["waiting"] and not seen[i - 1]["waiting"]]
    announced = 0
    for i, state in enumerate(seen):
        said = {n["text"] for n in state["news"] if n["capture"]}
        if not said:
            continue
        assert state["gone"] > 0, f"the emptied squares are not marked: {state}"
        for text in said:
            assert CAPTURE.match(text) or TIE.match(text) or "goal corner" in text, text
        if i > 0 and said <= {n["text"] for n in seen[i - 1]["news"]}:
            continue  # announced before
        announced += 1
        end = next((j for j in mine if j > i), None)
        if end is None:
            continue
        for later in seen[i:end]:
            assert said <= {n["text"] for n in later["news"]}, f"{said} left early: {later}"
        assert not said & {n["text"] for n in seen[end]["news"]}, f"{said} kept: {seen[end]}"
    assert announced, "no capture was announced"
    # One by one: a drawing while Computer 2 moves shows Computer's move already.
    between = [s for s in seen if s["waiting"] and s["head"].startswith("Computer 2")]
    assert any(s["news"] for s in between), between[:3]


def test_a_whole_game_against_two_computers_by_taps(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=wuerfelmarsch]").click()
    # a game for three: you and two computers at the level a newcomer beats some of the time
    level = GAMES["wuerfelmarsch"].default_level
    assert page.locator("#app select[data-arg='2']").input_value() == level
    for seat in ("1", "2"):  # the level this walk-through was written against
        page.locator(f"#app select[data-arg='{seat}']").select_option("sensible")
    assert page.locator("#app button[data-act=add_player]").count() == 0
    check_layout(page)
    page.evaluate(WATCH)
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector(MINE)
    still = ReloadWatch(page, BOARD)  # the board at one place all game, from its start
    check_layout(page)
    svg = page.locator("#app svg.pyr-svg")
    assert svg.get_attribute("data-side") == "0"
    assert page.locator("#app .wm-players li").count() == 3
    assert "Moves without progress: 0 of 15" in page.locator("#app .wm-below").inner_text()
    one_screen(page, "picking a die")
    assert_readable(page, "picking a die")
    no_jump(page)
    tall_phone(page)

    refuse_their_die(page)
    # the dice as a list of buttons (keyboards, screen readers) pick the same die
    page.locator("#app .wm-dice-list summary").click()
    check_layout(page)
    page.locator("#app button.wm-die-btn").first.click()
    page.wait_for_selector("#app .wm-tilts")
    assert page.locator("#app g.pyr-target.pyr-selected").count() == 1
    assert page.locator("#app details.wm-dice-list[open]").count() == 1  # open as left
    page.locator("#app button[data-act=wm_cancel]").click()
    page.locator("#app .wm-dice-list summary").click()  # folded away again by the player
    # the keyboard: Enter on a focused die of the drawing picks it like a tap
    page.locator(MINE).last.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#app .wm-tilts")
    assert page.locator("#app g.pyr-target.pyr-selected").count() == 1
    page.locator("#app button[data-act=wm_cancel]").click()
    done: dict[str, int] = {}
    seen: list[dict[str, Any]] = []  # the turn card's drawings (WATCH), across the reload
    assert try_blocked(page)
    check_layout(page)
    reloaded = False
    deadline = Deadline()
    while not visible(page, "#app button[data-act=again]"):
        deadline.check(done)
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
            seen += page.evaluate("window.wmSeen")
            still.keep()
            page.reload()
            wait_ready(page)
            page.wait_for_selector(MINE)
            assert snapshot(page) == before
            page.evaluate(WATCH)
            still.again()  # watched again after the reload
            reloaded = True
        if "turn" not in done:
            turn_a_die(page, first=True)
            kind = "turn"
        else:
            kind = march(page, by_square="square" not in done and done.get("forward", 0) >= 1)
        if kind not in done:
            check_layout(page)
        done[kind] = done.get(kind, 0) + 1
        said = page.locator("#app .wm-log").inner_text()
        assert "You tilted" in said or "You turned" in said, said
    assert reloaded and done.get("forward") and done.get("square") and done.get("turn"), done
    news_checks(seen + page.evaluate("window.wmSeen"))
    assert moves(still(), 1.0, (360, 640)) == []  # never moved, reload too
    assert outside(page, BOARD, margin=8) == []  # whole, a margin to the screen's edges
    assert page.locator("#app .notice").count() == 0  # no notice outlives its turn
    end = page.locator("#app .panel.end")
    text = end.inner_text()
    assert "Game over" in text and ("wins" in text or "win." in text or "shared win" in text)
    assert end.locator("table tbody tr").count() == 3
    check_layout(page)
    turn_controls_in_view(page)
    assert_readable(page, "the end")
    assert page.locator("#live").inner_text()
    page.locator("#app .game-tools button[data-act=rules]").click()
    assert page.locator("#app .rules svg.pyr-svg").count() == 1
    check_layout(page)
    page.locator("#app button[data-act=back]").click()
    page.locator("#app .panel.end button[data-act=home]").click()
    finished_game_listed(page)
