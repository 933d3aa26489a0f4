"""Every game family without a pointer (issue 36): a game screen is one Tab stop, the arrow
keys move its roving focus to the nearest target in their direction (web/keys.js), Enter
or Space acts. One page plays the first moves of each family by keys alone: dice under a
cup (Schocken), a score sheet (Qwinto), a pawn on a board of dice (Qwinn), the pyramid
(Würfelmarsch; the six pyramid games share its board and targets) and the quiz (Kwis 't!,
an answer typed and on to the next question), counting the keys of each move once the board
has the focus (a typical move at most 3; Tabs back to the board after a redraw count too).

The player here knows what he wants to do (the test's choice of move) and walks to it with
the arrows by what he sees: the arrow toward the target's side of the screen."""

from __future__ import annotations

import statistics

from browser_support import wait_ready
from playwright.sync_api import Page

# A target of a board: its top bar and tools are not the board (a JS expression on ``el``).
ON_BOARD = """el.closest('[data-board], .screen-game') && !el.closest('.game-tools, .screen-top')"""
# Where the focused target lies against the wanted one: the arrow toward it, or "" when
# the focus is on it; null when the focus is on no target of a board.
TOWARD = f"""(sel) => {{
  const want = document.querySelector(sel), el = document.activeElement;
  if (!want) return 'missing';
  if (!el || !el.matches('[data-act]') || !({ON_BOARD})) return null;
  if (el === want) return '';
  const a = el.getBoundingClientRect(), b = want.getBoundingClientRect();
  const dx = (b.left + b.width / 2) - (a.left + a.width / 2);
  const dy = (b.top + b.height / 2) - (a.top + a.height / 2);
  return Math.abs(dx) >= Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft')
                                      : (dy > 0 ? 'ArrowDown' : 'ArrowUp');
}}"""
HERE = (
    "() => { const a = document.activeElement; const r = a.getBoundingClientRect();"
    " return `${a.getAttribute('data-act')}:${a.getAttribute('data-arg')}:${r.x|0},${r.y|0}`; }"
)
OTHER_AXIS = {"ArrowLeft": "ArrowDown", "ArrowRight": "ArrowUp",
              "ArrowUp": "ArrowRight", "ArrowDown": "ArrowLeft"}  # fmt: skip
TABS_IN = 12


# A target the player can reach on the board: none while a computer plays or a redraw is
# under way, so Tab waits for one (a slow machine may still be drawing the player's turn).
BOARD_TARGET = f"""() => [...document.querySelectorAll('#app [data-act]')].some(el =>
  {ON_BOARD} && !el.disabled && !el.closest('[aria-hidden=true], [inert]'))"""


def into_board(page: Page) -> int:
    """Tab until the focus is on a board's target: the number of Tabs (one board, one stop)."""
    page.wait_for_function(BOARD_TARGET)
    for tabs in range(TABS_IN + 1):
        if page.evaluate(TOWARD, "#app [data-act]") is not None:
            return tabs
        page.keyboard.press("Tab")
    raise AssertionError("Tab never reached a board")


def act(page: Page, selector: str, key: str = "Enter") -> int:
    """Walk the focus to ``selector`` with the arrows and press ``key``: the keys used. The
    arrow toward the target first; where that leads back to a place already seen, the
    other axis."""
    keys = 0
    seen: set[tuple[str, str]] = set()
    while True:
        way = page.evaluate(TOWARD, selector)
        if way is None:  # a redraw took the focus off the board: back in with Tab
            keys += into_board(page)
            continue
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
    page.keyboard.press(key)
    return keys + 1


def start(page: Page, game: str) -> None:
    """Home, the game's New game and Start, by keys (the form is not the board)."""
    home = page.locator("#app button[data-act=home]")
    if home.count():
        home.first.focus()
        page.keyboard.press("Enter")
    page.locator(f"#app button[data-act=new][data-arg={game}]").focus()
    page.keyboard.press("Enter")
    page.locator("#app button[data-act=start]").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#app .screen-game")
    page.evaluate("document.activeElement.blur()")
    into_board(page)  # past the top bar (and the tools, where they come first)


def schocken(page: Page) -> list[int]:
    """Throw, keep a die aside, stand."""
    page.wait_for_selector("#app button[data-act=roll]")
    keys = [act(page, "#app button[data-act=roll]")]
    page.wait_for_selector("#app button[data-act=die]")
    keys.append(act(page, "#app button[data-act=die]", "Space"))
    page.wait_for_selector("#app button[data-act=die][aria-pressed=true]")
    keys.append(act(page, "#app button[data-act=stand]"))
    page.wait_for_function("() => !document.querySelector('#app button[data-act=stand]')")
    return keys


def qwinto(page: Page) -> list[int]:
    """Pick a colour, throw, enter the sum on a field (or pass when none fits)."""
    keys = [act(page, "#app button[data-act=colour][data-arg=orange]")]
    page.wait_for_selector("#app button[data-act=colour][aria-pressed=true]")
    keys.append(act(page, "#app button[data-act=roll]"))
    page.wait_for_selector("#app .qthrow")
    field = "#app .qcard.is-main button.qcell.is-legal"
    keys.append(act(page, field if page.locator(field).count() else "#app button[data-act=pass]"))
    return keys


MINE = "#app g.pyr-target[data-act=wm_die]:not(.pyr-muted)"
FREE = "#app button.wm-tilt:not(.is-blocked)"
TO = "#app g.pyr-target[data-act=wm_to]"


def wuerfelmarsch(page: Page) -> list[int]:
    """Pick one of my dice on the pyramid, then where it goes: one move."""
    page.wait_for_selector(MINE)
    for i in range(page.locator(MINE).count()):
        page.evaluate(
            "([sel, i]) => document.querySelectorAll(sel)[i].setAttribute('data-want', '')",
            [MINE, i],
        )
        keys = act(page, "#app [data-want]")
        page.wait_for_selector("#app .wm-tilts")
        if page.locator(FREE).count():
            # The focus stays on the picked die; the fields it can go to lie next to it.
            keys += act(page, TO)
            page.wait_for_function("() => !document.querySelector('#app .wm-tilts')")
            return [keys]
        act(page, "#app button[data-act=wm_cancel]")
    raise AssertionError("no die of mine can move")


def test_each_family_by_keys_alone(page: Page, base_url: str) -> None:
    page.goto(base_url + "?lang=en&seed=1&pace=40")
    wait_ready(page)
    per_game: dict[str, list[int]] = {}
    families = (("schocken", schocken), ("qwinto", qwinto), ("qwinn", qwinn),
                ("wuerfelmarsch", wuerfelmarsch), ("kwist", kwist))  # fmt: skip
    for game, moves in families:
        start(page, game)
        per_game[game] = moves(page)
    print(f"keys per move: {per_game}")
    # A typical move (each family's median) in at most 3 keys: after a computer's move the
    # focus waits on the player's next step (or the board), never on the title.
    assert all(statistics.median(k) <= 3 for k in per_game.values()), per_game


REACH = "#app .qn-fbtn.is-reach"


def qwinn(page: Page) -> list[int]:
    """Throw for who starts, then a throw and a field the pawn can reach (or stay)."""
    keys = [act(page, "#app button[data-act=start_roll]")]
    page.wait_for_selector(f"#app button[data-act=roll], #app .qn-choice, {REACH}")
    if page.locator("#app .qn-choice").count():
        keys.append(act(page, "#app .qn-choice"))
    page.wait_for_selector(f"#app button[data-act=roll], {REACH}")
    if not page.locator("#app .qn-fbtn").count():
        keys.append(act(page, "#app button[data-act=roll]"))
        page.wait_for_selector("#app .qn-fbtn")
    keys.append(act(page, REACH if page.locator(REACH).count() else "#app [data-act=stay]"))
    return keys


def kwist(page: Page) -> list[int]:
    """The first question: Tab from the board to the answer field, type (not counted), the
    arrow down to Next and Enter."""
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "kw-a0"
    page.keyboard.type("366")
    page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.dataset.act") == "kw_step"
    page.keyboard.press("Enter")
    page.wait_for_selector("#app #kw-q1")
    return [3]
