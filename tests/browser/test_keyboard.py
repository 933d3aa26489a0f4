"""Every game family without a pointer (issue 36): the board takes one Tab, the arrow keys
move its roving focus to the nearest target in their direction (web/keys.js), Enter acts.
A whole short Schocken game (dice games) and Würfelmarsch's moves (pyramid games) by keys
alone, counting the keys per move once the board has the focus; Kwis 't! (the quiz) is
played by keys in tests/browser/test_kwist_app.py's keyboard check of its own panels.

The player here knows what he wants to do (the test's choice of move) and walks to it with
the arrows by what he sees: the arrow toward the target's side of the screen."""

from __future__ import annotations

import statistics

from browser_support import Deadline, wait_ready
from playwright.sync_api import Page

# Where the focused target lies against the wanted one: the arrow toward it, or "" when
# the focus is on it; null when the focus is on no target of a board.
TOWARD = """(sel) => {
  const want = document.querySelector(sel), at = document.activeElement;
  if (!want) return 'missing';
  if (!at || !at.closest('[data-board], .screen-game') || !at.matches('[data-act]')) return null;
  if (at === want) return '';
  const a = at.getBoundingClientRect(), b = want.getBoundingClientRect();
  const dx = (b.left + b.width / 2) - (a.left + a.width / 2);
  const dy = (b.top + b.height / 2) - (a.top + a.height / 2);
  return Math.abs(dx) >= Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft')
                                      : (dy > 0 ? 'ArrowDown' : 'ArrowUp');
}"""
TABS_IN = 12


def into_board(page: Page) -> int:
    """Tab until the focus is on a board's target; the number of Tabs."""
    for tabs in range(TABS_IN + 1):
        if page.evaluate(TOWARD, "#app [data-act]") is not None:
            return tabs
        page.keyboard.press("Tab")
    raise AssertionError("Tab never reached a board")


OTHER_AXIS = {"ArrowLeft": "ArrowDown", "ArrowRight": "ArrowUp",
              "ArrowUp": "ArrowRight", "ArrowDown": "ArrowLeft"}  # fmt: skip
HERE = (
    "() => { const a = document.activeElement; const r = a.getBoundingClientRect();"
    " return `${a.getAttribute('data-act')}:${a.getAttribute('data-arg')}:${r.x|0},${r.y|0}`; }"
)


def act(page: Page, selector: str) -> int:
    """Walk the focus to ``selector`` with the arrows and press Enter: the keys used. The
    arrow toward the target first; where that leads back to a place already seen, or
    nowhere, the other axis."""
    keys = 0
    seen: set[tuple[str, str]] = set()
    while True:
        way = page.evaluate(TOWARD, selector)
        assert way is not None, "the focus left the board"
        assert way != "missing", selector
        if way == "":
            break
        here = page.evaluate(HERE)
        if (here, way) in seen:
            way = OTHER_AXIS[way]
        seen.add((here, way))
        page.keyboard.press(way)
        keys += 1
        assert keys <= 24, f"no way to {selector} by the arrows"
    page.keyboard.press("Enter")
    return keys + 1


def test_schocken_by_keys_alone(page: Page, base_url: str) -> None:
    page.goto(base_url + "?lang=en&seed=20261122&pace=40")
    wait_ready(page)
    page.keyboard.press("Tab")  # the first button of home: Schocken's "New game"
    page.keyboard.press("Enter")
    page.wait_for_selector("#opt-chips")
    page.locator("#opt-chips").fill("5")  # typing is the keyboard too
    page.locator("#app button[data-act=start]").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#app .screen-game")
    assert into_board(page) <= 3
    per_move: list[int] = []
    deadline = Deadline("Schocken by keys")
    while not page.locator("#app button[data-act=again]").count():
        deadline.check(per_move)
        step = page.evaluate(
            """() => { const s = (q) => document.querySelector(q) ? q : null;
              return s('#app button[data-act=next]') || s('#app button[data-act=flip]')
                || (document.querySelector('#app button[data-act=die]') ? null
                    : s('#app button[data-act=roll]')) || s('#app button[data-act=stand]'); }"""
        )
        if step is None or page.evaluate(TOWARD, step) is None:
            page.wait_for_timeout(40)  # the computer's turn (its pace is 40 ms)
            if step is not None and page.evaluate(TOWARD, step) is None:
                into_board(page)
            continue
        per_move.append(act(page, step))
    assert len(per_move) >= 6 and statistics.median(per_move) <= 3, per_move
    assert "Game over" in page.locator("#app .panel.end").inner_text()


MINE = "#app g.pyr-target[data-act=wm_die]:not(.pyr-muted)"
NEAREST = """(sel) => { const at = document.activeElement.getBoundingClientRect();
  const d = (el) => { const r = el.getBoundingClientRect();
                      return Math.hypot(r.x - at.x, r.y - at.y); };
  const [best] = [...document.querySelectorAll(sel)].sort((a, b) => d(a) - d(b));
  best.setAttribute('data-want', ''); }"""


def test_wuerfelmarsch_moves_by_keys(page: Page, base_url: str) -> None:
    """A Würfelmarsch move (a die, then where it goes) in a few keys, not 16 Tabs."""
    page.goto(base_url + "?lang=en&seed=7&pace=40")
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=wuerfelmarsch]").focus()
    page.keyboard.press("Enter")
    page.locator("#app button[data-act=start]").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(MINE)
    assert into_board(page) <= 3
    per_move: list[int] = []
    deadline = Deadline("Würfelmarsch by keys")
    while len(per_move) < 4:
        deadline.check(per_move)
        page.wait_for_selector(MINE)
        if page.evaluate(TOWARD, MINE) is None:
            into_board(page)
        keys = 0
        for _ in range(page.locator(MINE).count()):
            if page.evaluate("(s) => document.activeElement.matches(s)", MINE):
                page.keyboard.press("Enter")  # the die the focus is on
                keys += 1
            else:  # the die of mine nearest to the focus
                page.evaluate(NEAREST, MINE)
                keys += act(page, "#app [data-want]")
            page.wait_for_selector("#app .wm-tilts")
            free = "#app button.wm-tilt:not(.is-blocked)"
            if page.locator(free).count():
                keys += act(page, free)
                break
            keys += act(page, "#app button[data-act=wm_cancel]")
            page.keyboard.press("ArrowRight")  # on to another die
            keys += 1
        per_move.append(keys)
        page.wait_for_function("() => !document.querySelector('#app .wm-tilts')")
    assert statistics.median(per_move) <= 3, per_move
