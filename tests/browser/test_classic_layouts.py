"""Schocken, Qwinto, Qwinn and Kwis 't! in the middle of a game (tools/screenshot_scenes.py)
on a tablet lying down (1024x768) and standing up (768x1024), and on a phone (360x640), in
Dutch and English (issues 32 and 33).

On a tablet the content spans at least 70 % of the width lying down, nothing is cut at the
viewport's edges, the board (or sheet) and the turn's panel lie wholly in the first screen,
side by side lying down where the game's board allows it and stacked standing up, the
dice (Kwis 't!: the question) are drawn at least twice (1.4 times) their phone size, and at
200 % text nothing is cut. On the
phone the turn's controls stay in the first screen. Qwinto's sheet on a phone reads as one:
numbered columns, each number over its own fields, the lower block numbered 7-12, the
column the turn's news names in view, nothing cut at 200 % text.

One page plays all eight: the four games are saved in it and opened with "Continue"; the
language changes in the settings, as a person would change it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from browser_support import text_zoom_faults, turn_controls_in_view, wait_ready
from layout_checks import (
    box,
    cut_at_edges,
    outside_first_screen,
    side_by_side,
    stacked,
    width_covered,
)
from playwright.sync_api import Browser, Page

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from screenshot_scenes import continue_game, place_scenes

PHONE = {"width": 360, "height": 640}
LANDSCAPE = {"width": 1024, "height": 768}
PORTRAIT = {"width": 768, "height": 1024}
GAMES = ("schocken", "qwinto", "qwinn", "kwist")


@dataclass(frozen=True)
class Layout:
    board: str  # the board, the sheet or the table
    panel: str  # the turn's panel
    grows: str  # drawn larger on a tablet than on a phone
    factor: float  # at least this many times (its width; a text: its font size)
    beside: bool  # board and panel side by side lying down (Qwinto's sheet needs the width)
    text: bool = False
    board_on_top: bool = False  # standing up, the board above the panel (it never moves)


LAYOUTS = {
    "schocken": Layout(".game-schocken > .table", ".turn-panel", ".turn-panel .die", 2.0, True),
    "qwinto": Layout(".qcard.is-main", ".qturn", ".qthrow .die-face", 2.0, False),
    "qwinn": Layout(".qn-board", ".qn-turn", ".qn-dice .die-face", 2.0, True),
    "kwist": Layout(
        ".kw-board", ".kw-turn", ".kw-one .kw-qtext", 1.4, True, text=True, board_on_top=True
    ),
}


@pytest.fixture(scope="module")
def table(browser: Browser, base_url: str) -> Iterator[tuple[Page, dict[str, str]]]:
    """One page with the four games saved in the middle (their ids by game)."""
    context = browser.new_context(viewport=LANDSCAPE, reduced_motion="reduce")
    ids = dict(zip(GAMES, place_scenes(context, list(GAMES), "en"), strict=True))
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(base_url + "?pace=0")
    wait_ready(page)
    yield page, ids
    context.close()
    assert errors == []


def at_home_in(page: Page, lang: str) -> None:
    """Back home, the app in ``lang`` (chosen in the settings when it is not yet)."""
    if page.locator("#app .screen-home").count() == 0:
        page.locator("#app .btn-back").first.click()
        page.wait_for_selector("#app .screen-home")
    if page.locator("html").get_attribute("lang") != lang:
        page.locator("#app button[data-act=settings]").first.click()
        page.locator(f"#app button[data-act=set_lang][data-val={lang}]").click()
        page.wait_for_function(f"document.documentElement.lang === '{lang}'")
        page.locator("#app .btn-back").first.click()
        page.wait_for_selector("#app .screen-home")


def size_of(page: Page, layout: Layout) -> float:
    if layout.text:
        return float(
            page.evaluate(
                "s => parseFloat(getComputedStyle(document.querySelector(s)).fontSize)",
                "#app " + layout.grows,
            )
        )
    return float(box(page, "#app " + layout.grows)["width"])


def settled(page: Page, viewport: dict[str, int]) -> None:
    page.set_viewport_size(viewport)
    size = [viewport["width"], viewport["height"]]
    page.wait_for_function("([w, h]) => innerWidth === w && innerHeight === h", arg=size)


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_a_tablet_is_a_table_and_the_phone_stays(
    table: tuple[Page, dict[str, str]], game: str, lang: str
) -> None:
    page, ids = table
    layout = LAYOUTS[game]
    settled(page, PHONE)
    at_home_in(page, lang)
    continue_game(page, ids[game])
    board, panel = "#app " + layout.board, "#app " + layout.panel
    phone_size = size_of(page, layout)
    assert cut_at_edges(page) == []
    turn_controls_in_view(page)  # the phone layout as it was: a turn in one screen

    settled(page, LANDSCAPE)
    assert width_covered(page) >= 0.7
    assert cut_at_edges(page) == []
    assert outside_first_screen(page, f"{board}, {panel}") == []
    assert not layout.beside or side_by_side(page, panel, board)
    assert size_of(page, layout) >= layout.factor * phone_size - 0.5
    assert text_zoom_faults(page, 200) == []  # large text: nothing cut

    settled(page, PORTRAIT)
    assert width_covered(page) >= 0.7
    assert cut_at_edges(page) == []
    assert outside_first_screen(page, panel) == []
    assert stacked(page, board, panel) if layout.board_on_top else stacked(page, panel, board)
    assert size_of(page, layout) >= layout.factor * phone_size - 0.5
    assert text_zoom_faults(page, 200) == []
    page.evaluate("scrollTo(0, 0)")


# Every number over the sheet, and the middle of the fields of its column.
NUMBERS = """() => {
  const sheet = document.querySelector('#app .qcard.is-main .qsheet');
  const mid = r => (r.left + r.right) / 2;
  return [...sheet.querySelectorAll('.qcolnum')].map(n => {
    const col = Number(n.textContent);
    const fields = [...sheet.querySelectorAll(`:is(.qcell, .qgap).q-L${col}`)]
      .map(f => f.getBoundingClientRect());
    const r = n.getBoundingClientRect();
    return {col, x: mid(r), top: r.top, bottom: r.bottom, shown: n.offsetParent !== null,
            fields: fields.map(f => [mid(f), f.top])};
  });
}"""


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_qwintos_sheet_on_a_phone_reads_as_one(
    table: tuple[Page, dict[str, str]], lang: str
) -> None:
    page, ids = table
    settled(page, PHONE)
    at_home_in(page, lang)
    continue_game(page, ids["qwinto"])
    numbers = page.evaluate(NUMBERS)
    assert [n["col"] for n in numbers] == list(range(1, 13))
    for n in numbers:
        assert n["shown"] and n["fields"], n
        for x, top in n["fields"]:  # over its own column, above its fields
            assert abs(x - n["x"]) <= 4 and n["bottom"] <= top + 0.5, n
    first, second = numbers[0], numbers[6]
    block_1 = max(top for n in numbers[:6] for _, top in n["fields"])
    assert first["bottom"] <= min(top for n in numbers[:6] for _, top in n["fields"])
    assert second["top"] > block_1  # 7-12 stand over the lower block: it continues the rows
    # every column the turn's news may name is numbered in the first screen
    assert outside_first_screen(page, "#app .qcard.is-main .qcolnum") == []
    turn_controls_in_view(page)  # every field the sum may go in, with the sheet whole
    assert text_zoom_faults(page, 200) == []
