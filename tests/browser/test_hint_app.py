"""The "What would you do?" hint in the built app: on a 360x640 phone (Qwinto) and a
tablet (Cui bono?'s pyramid). The button sits in the title bar, the card says why in
words, the marked controls are visible and not under the card (nor, on a tablet, the
board or the turn's heading), tapping the marks makes the move, and the game is stored as
played with hints (also after a reload). On a tablet the card has room of its own,
over neither the board nor the turn (Qwinn, Wuerfelmarsch)."""

from __future__ import annotations

import json

import pytest
from browser_support import axe_violations, check_layout, db, wait_db, wait_ready
from playwright.sync_api import Page

APP = "?lang=en&seed=20261124&pace=40"
TABLET = {"width": 768, "height": 1024}
TABLET_LYING = {"width": 1024, "height": 768}

# Each marked control that is shown (not in a closed list): in the viewport, and the element
# at its middle is itself (nothing on top, the hint card least of all).
UNCOVERED = """() => [...document.querySelectorAll('#app .hinted')]
  .filter(el => !el.closest('details:not([open])')).map(el => {
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  const shown = r.width > 0 && r.height > 0 && y >= 0 && y <= innerHeight;
  return [el.outerHTML.slice(0, 70), shown && hit !== null && el.contains(hit)];
})"""


# Whether the hint's card overlaps the element ``selector`` finds.
COVERS = """selector => {
  const a = document.querySelector('#app .hint-card').getBoundingClientRect();
  const b = document.querySelector(selector).getBoundingClientRect();
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}"""


# What the hint's card lies over: the board's and the turn's parts (a button, a heading, a
# field or player in a list, a drawing) that overlap it, but not those in a closed list,
# nor the card itself and what holds it (a tablet gives it room inside the table).
COVERED = """() => {
  const card = document.querySelector('#app .hint-card');
  const a = card.getBoundingClientRect();
  return [...document.querySelectorAll('#app .screen-game :is(button, h2, li, svg)')]
    .filter(el => !card.contains(el) && !el.contains(card))
    .filter(el => !el.closest('details:not([open])') && !el.closest('.screen-top'))
    .filter(el => {
      const b = el.getBoundingClientRect();
      return b.width > 0 && a.left < b.right && b.left < a.right
        && a.top < b.bottom && b.top < a.bottom;
    }).map(el => el.outerHTML.slice(0, 60));
}"""

# The box of the element ``selector`` finds, in the page (not the screen).
PLACE = """selector => {
  const r = document.querySelector(selector).getBoundingClientRect();
  return [r.left, r.top + scrollY, r.width, r.height].map(Math.round);
}"""

# Whether the whole card is on the screen.
CARD_SEEN = """() => {
  const r = document.querySelector('#app .hint-card').getBoundingClientRect();
  return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
}"""


def ask(page: Page) -> str:
    page.locator("#app .screen-top button[data-act=ask_hint]").click()
    card = page.locator("#app .hint-card[role=status]")
    card.wait_for()
    return card.inner_text()


def marks_in_reach(page: Page) -> int:
    marks = page.evaluate(UNCOVERED)
    assert marks, "nothing is marked"
    assert all(ok for _, ok in marks), f"marked controls hidden or covered: {marks}"
    return len(marks)


def hinted_games(page: Page) -> list[int]:
    return [json.loads(r).get("hints", 0) for r in db(page).values()]


def test_the_hint_on_a_phone_marks_the_throw_and_is_kept(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=qwinto]").click()
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .qpicks")
    hint = page.locator("#app .screen-top button[data-act=ask_hint]")
    assert hint.get_attribute("aria-label") == (
        "Hint: what would you do? Ask the strongest computer"
    )
    text = ask(page)
    assert text.startswith("Hint from the strongest computer"), text
    assert "counts apart in your statistics" in text
    check_layout(page)  # the card's button too is a full-size target
    assert axe_violations(page) == []
    assert marks_in_reach(page) >= 2  # the colours to throw and "Throw"
    assert page.locator("#app button.hinted[data-act=roll]").count() == 1

    # Tapping the marks throws those dice; then the hint is gone until asked again.
    colours = page.locator("#app button.hinted[data-act=colour]")
    wanted = [colours.nth(i).get_attribute("data-arg") for i in range(colours.count())]
    for colour in wanted:
        page.locator(f"#app button[data-act=colour][data-arg={colour}]").click()
    page.locator("#app button[data-act=roll]").click()
    page.wait_for_selector("#app .qthrow")
    assert page.locator("#app .hint-card").count() == 0
    thrown = page.locator("#app .qthrow").get_attribute("aria-label") or ""
    assert thrown, "no throw shown"
    # A game is stored from its first move on, with the hint asked before it.
    wait_db(page, lambda records: any('"hints":1' in r for r in records.values()))

    # Asked again at the entry: a field or a pass is marked, and a reload keeps the count.
    page.wait_for_selector("#app button[data-act=ask_hint]")
    ask(page)
    marks_in_reach(page)
    wait_db(page, lambda records: any('"hints":2' in r for r in records.values()))
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#app .screen-game")
    assert page.locator("#app .hint-card").count() == 0
    assert hinted_games(page) == [2]


def test_on_a_phone_the_card_leaves_the_marked_die_of_the_pyramid_free(
    page: Page, base_url: str
) -> None:
    """Cui bono?'s dice are pulled from the bottom layer, at the foot of a phone's screen:
    the card moves up rather than cover the die it names."""
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=cui-bono]").click()
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app button[data-act=ask_hint]", timeout=30_000)
    ask(page)
    assert marks_in_reach(page) >= 1
    assert page.locator("#app svg .hinted").count() >= 1
    # The list the player opened (the choices as buttons) stays open when the screen is
    # drawn anew for the hint, its closing (the list is put in anew then) or a die picked
    # on the pyramid: it folded away.
    page.locator("#app .hint-card button[data-act=close_hint]").click()
    page.locator("#app .hint-card").wait_for(state="detached")
    page.locator("#app .cb-choices > summary").click()
    ask(page)
    assert page.locator("#app .cb-choices .hinted").count() == 1  # marked in the open list
    assert page.locator("#app details.cb-choices[open]").count() == 1
    page.locator("#app .hint-card button[data-act=close_hint]").click()
    page.locator("#app .hint-card").wait_for(state="detached")
    assert page.locator("#app details.cb-choices[open]").count() == 1
    page.locator("#app .pyr-target[data-act=pull]").first.click()
    page.locator("#app button[data-act=pull_ok]").wait_for()
    assert page.locator("#app details.cb-choices[open]").count() == 1


def test_on_a_phone_on_its_side_the_hint_scrolls_the_marked_die_into_view(
    page: Page, base_url: str
) -> None:
    """At 640x360 Cui bono?'s bottom layer lies below the first screen: asking scrolls the
    die the hint names into view, once, with the card clear of it."""
    page.set_viewport_size({"width": 640, "height": 360})
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=cui-bono]").click()
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app button[data-act=ask_hint]", timeout=30_000)
    assert page.evaluate("window.scrollY") == 0
    page.wait_for_timeout(300)
    ask(page)
    marks = page.evaluate(UNCOVERED)
    on_board = [ok for html, ok in marks if html.startswith("<g")]
    assert on_board == [True], marks  # the die itself, in sight and not under the card
    assert page.evaluate("window.scrollY") > 0
    page.evaluate("window.scrollTo(0, 0)")  # the player looks elsewhere: no jumping back
    page.wait_for_timeout(300)
    assert page.evaluate("window.scrollY") == 0


def test_the_hint_on_a_tablet_marks_a_die_of_the_pyramid(page: Page, base_url: str) -> None:
    page.set_viewport_size(TABLET)
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=cui-bono]").click()
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .screen-game")
    page.wait_for_selector("#app button[data-act=ask_hint]", timeout=30_000)
    text = ask(page)
    assert "Hint from the strongest computer" in text
    assert marks_in_reach(page) >= 1
    assert page.locator("#app svg .hinted").count() >= 1  # the die on the board itself
    # Under the turn's panel, in the page: never over the board (nor moved up over it for
    # the die's button in the closed list).
    assert not page.evaluate(COVERS, "#app .pyr-stage svg")
    assert axe_violations(page) == []
    check_layout(page)
    page.locator("#app .hint-card button[data-act=close_hint]").click()
    assert page.locator("#app .hint-card").count() == 0
    assert page.locator("#app .hinted").count() == 0

    # Lying down, the panel beside the board: the card lies in the panel's column under the
    # turn, clear of the board's bottom layer and of the turn's heading.
    page.set_viewport_size(TABLET_LYING)
    ask(page)
    assert marks_in_reach(page) >= 1
    assert not page.evaluate(COVERS, "#app .pyr-stage svg")
    assert not page.evaluate(COVERS, "#app .pyr-side h2")
    check_layout(page)


@pytest.mark.parametrize(
    ("game", "board"), [("qwinn", "#app .qn-board"), ("wuerfelmarsch", "#app .pyr-stage svg")]
)
def test_on_a_tablet_the_card_covers_neither_board_nor_turn(
    page: Page, base_url: str, game: str, board: str
) -> None:
    """On a tablet, lying and standing, the card has room of its own: it lies over nothing
    (floating at the foot it covered Qwinn's Topper row and the foot of Wuerfelmarsch's
    turn column, the players there), the board stays where it was, and the card is seen."""
    page.set_viewport_size(TABLET_LYING)
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator(f"#app button[data-act=new][data-arg={game}]").click()
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app button[data-act=ask_hint]", timeout=30_000)
    for size in (TABLET_LYING, TABLET):
        page.set_viewport_size(size)
        before = page.evaluate(PLACE, board)
        ask(page)
        assert page.evaluate(COVERED) == [], size
        assert page.evaluate(PLACE, board) == before, size
        assert page.evaluate(CARD_SEEN), size
        assert marks_in_reach(page) >= 1
        page.locator("#app .hint-card button[data-act=close_hint]").click()
        assert page.locator("#app .hint-card").count() == 0
