"""The six Das Spiel games on a tablet (issue 32), at 1024x768 and 768x1024, on one page.

One person against computers: the board and the turn's panel use the screen, side by side
on a tablet on its side and stacked on an upright one; the board is whole in the first
viewport at least twice its phone size (336 px at 360 px); the content spans at least
70 % of the width in landscape and nothing reaches past the viewport's edges.

Several people racing (Bunte Kuh 2-6, Raffzahn 2-3): one zone each at an edge of the
screen, turned to face it (one per short edge, at most two per long edge), all of one size
(within 10 %), the arena whole in the first viewport; Bunte Kuh's shared pyramid whole in
the middle, each Raffzahn zone with its own pyramid whole inside it, as deep as the zone.
Through a whole race (the throw, the calls or takes, the verdict) the zones and pyramids do
not move or change size by more than 2 px.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from browser_support import wait_ready
from playwright.sync_api import Browser, Page
from table_checks import (
    boxes,
    cut_at_edges,
    equal_sizes,
    facing,
    moves,
    nearest_edge,
    outside,
    watch_boxes,
    width_share,
)

APP = "?lang=en&seed=20261124&pace=40"
LANDSCAPE = {"width": 1024, "height": 768}
PORTRAIT = {"width": 768, "height": 1024}
PHONE_BOARD = 336.0  # px: the board's width on a 360 px phone
GAMES = ("abquetschen", "bunte-kuh", "cui-bono", "eintrichtern", "raffzahn", "wuerfelmarsch")
BOARD = "#app .pyr-stage .pyr-svg"


@pytest.fixture(scope="module")
def tablet(browser: Browser, base_url: str) -> Iterator[Page]:
    """One page for the whole module: each test starts its game from the app's home."""
    context = browser.new_context(viewport=LANDSCAPE)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(f"uncaught: {exc}"))
    page.goto(base_url + APP)
    wait_ready(page)
    yield page
    context.close()
    assert not errors, errors


def resize(page: Page, size: dict[str, int]) -> None:
    page.set_viewport_size(size)
    page.wait_for_function(
        "([w, h]) => innerWidth === w && innerHeight === h",
        arg=[size["width"], size["height"]],
    )
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def start(page: Page, game: str, people: int) -> None:
    """A new game of ``game`` from home: the first ``people`` seats people, the rest of
    the form's table computers (all people when there are more than it has seats)."""
    resize(page, LANDSCAPE)
    home = page.locator("#app .screen-top button[data-act=home]")
    if home.count():
        home.click()
    page.locator(f"#app [data-act=new][data-arg={game}]").first.click()
    kinds = "#app select[data-act=set_kind]"
    page.wait_for_selector(kinds)
    while page.locator(kinds).count() < people:
        before = page.locator(kinds).count()
        page.locator("#app button[data-act=add_player]").click()
        page.wait_for_function(f"document.querySelectorAll('{kinds}').length > {before}")
    for seat in range(1, people):
        page.select_option(f"{kinds}[data-arg='{seat}']", "human")
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .pyr-svg")


@pytest.mark.parametrize("game", GAMES)
def test_a_game_against_computers_uses_the_tablet(tablet: Page, game: str) -> None:
    page = tablet
    start(page, game, 1)
    for size in (LANDSCAPE, PORTRAIT):
        resize(page, size)
        where = f"{game} {size['width']}x{size['height']}"
        board = boxes(page, BOARD)[0]
        side = boxes(page, "#app .pyr-side")[0]
        assert outside(page, BOARD) == [], where  # whole, in the first viewport
        assert board.w >= 2 * PHONE_BOARD - 1, (where, board)
        assert cut_at_edges(page) == [], where
        if size is LANDSCAPE:
            assert side.x >= board.right, (where, board, side)  # side by side
            assert width_share(page) >= 0.7, where
        else:
            assert side.y >= board.bottom - 1, (where, board, side)  # stacked


ZONES = [("bunte-kuh", n) for n in range(2, 7)] + [("raffzahn", 2), ("raffzahn", 3)]


INHERITED_STROKES = """() => [...document.querySelectorAll(
  '#app .pyr-zone .pyr-svg pattern > rect, #app .pyr-zone .pyr-edge text')]
  .map(el => getComputedStyle(el).stroke).filter(stroke => stroke !== 'none')"""


def zones_are_a_table(page: Page, game: str, people: int, size: dict[str, int]) -> None:
    where = f"{game}, {people} people, {size['width']}x{size['height']}"
    assert outside(page, "#app .pyr-arena") == [], where
    arena = boxes(page, "#app .pyr-arena")[0]
    zones = boxes(page, "#app .pyr-zone")
    assert len(zones) == people, where
    assert equal_sizes(zones, 0.10), (where, zones)
    edges = [facing(z.turn) for z in zones]
    assert all(edges), (where, [z.turn for z in zones])
    long = ("top", "bottom") if size["width"] > size["height"] else ("left", "right")
    for edge in set(edges):
        assert edges.count(edge) <= (2 if edge in long else 1), (where, edges)
    for zone, edge in zip(zones, edges, strict=True):
        assert zone.inside(arena), (where, zone, arena)
        assert nearest_edge(zone, arena) == edge, (where, zone, edge)
    pyramids = boxes(page, "#app .pyr-arena .pyr-svg")
    if game == "bunte-kuh":  # one pyramid, whole in the middle
        centre = boxes(page, "#app .pyr-centre")[0]
        (svg,) = pyramids
        assert svg.inside(centre) and svg.inside(arena), (where, svg, centre)
        assert abs(svg.middle[0] - centre.middle[0]) <= 2, (where, svg, centre)
        assert abs(svg.middle[1] - centre.middle[1]) <= 2, (where, svg, centre)
        return
    assert len(pyramids) == people, where  # one in each zone, as deep as it allows
    # The zone's box (.pyr-slot) lends its drawing no stroke: the dice's pattern tiles and
    # the rims' names draw as on a phone, not seamed with brown lines (a plate slot's style).
    assert page.evaluate(INHERITED_STROKES) == [], where
    for zone, svg in zip(zones, pyramids, strict=True):
        assert svg.inside(zone), (where, svg, zone)
        deep = min(zone.w, zone.h)
        assert min(svg.w, svg.h) >= 0.85 * deep, (where, svg, zone)
        across = 0 if zone.w < zone.h else 1  # the zone's depth runs across the screen
        assert abs(svg.middle[across] - zone.middle[across]) <= 3, (where, svg, zone)


@pytest.mark.parametrize(("game", "people"), ZONES)
def test_race_zones_are_a_table(tablet: Page, game: str, people: int) -> None:
    start(tablet, game, people)
    for size in (LANDSCAPE, PORTRAIT):
        resize(tablet, size)
        zones_are_a_table(tablet, game, people, size)


HELD = "#app .pyr-zone, #app .pyr-arena .pyr-svg"


def test_bunte_kuh_zones_hold_still_through_a_race(tablet: Page) -> None:
    """Two people and a computer, the tablet on its side: a throw, a NOWHERE, its verdict
    and what follows until the next throw; nothing of the arena moves."""
    page = tablet
    start(page, "bunte-kuh", 2)
    read = watch_boxes(page, HELD)
    page.locator("#app .pyr-zone[data-seat='0'] button[data-act=bk_throw]").click()
    page.wait_for_selector("#app .pyr-zone[data-seat='1'] button[data-act=bk_nowhere]")
    page.locator("#app .pyr-zone[data-seat='1'] button[data-act=bk_nowhere]").click()
    page.wait_for_selector("#app button[data-act=bk_stop]", state="detached")
    lay = page.locator("#app .pyr-zone button[data-act=bk_place]")
    if lay.count():  # right: seat 1 lays its die anywhere
        page.locator("#app .pyr-target[data-act=bk_point]").first.click()
        page.locator("#app .pyr-zone button[data-act=bk_place]:not([disabled])").click()
    page.wait_for_selector("#app .pyr-zone[data-seat='1'] button[data-act=bk_throw]")
    said = page.locator("#app .pyr-zone[data-seat='0'] .bk-zone-status").inner_text()
    assert "Player 2" in said and "NOWHERE" in said.upper(), said  # the verdict, in zone 0
    assert moves(read(), 2.0, (1024, 768)) == []  # (the watch notes only changes)


def test_raffzahn_zones_hold_still_through_a_race(tablet: Page) -> None:
    """Three people, the tablet upright: a throw, takes, STOP and its verdict; nothing of
    the arena moves."""
    page = tablet
    start(page, "raffzahn", 3)
    resize(page, PORTRAIT)
    throw = "#app .pyr-zone[data-seat='0'] button[data-act=rz_throw]"
    page.wait_for_selector(throw, timeout=60_000)  # once the app has built the pyramid
    read = watch_boxes(page, HELD)
    page.locator(throw).click()
    stop = page.locator("#app .pyr-zone[data-seat='0'] button[data-act=rz_stop]")
    stop.wait_for()
    # The tapped Throw, still focused, became STOP in place: it says so (web/morph.js).
    assert stop.inner_text().strip() == "STOP", stop.inner_text()
    for seat in (1, 2):
        die = page.locator(f"#app .pyr-zone[data-seat='{seat}'] .pyr-target[data-act=rz_take]")
        if die.count():
            die.first.click()
    page.locator("#app .pyr-zone[data-seat='0'] button[data-act=rz_stop]").click()
    page.wait_for_selector("#app .pyr-zone[data-seat='1'] button[data-act=rz_throw]")
    said = page.locator("#app .pyr-zone[data-seat='2'] .rz-zone-status").inner_text()
    assert "Player 1 called STOP." in said, said  # the round, in every zone
    assert moves(read(), 2.0, (768, 1024)) == []  # (the watch notes only changes)
