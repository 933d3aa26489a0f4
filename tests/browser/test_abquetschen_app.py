"""Abquetschen in chromium, by taps.

A whole game against two computers on a 360x640 phone (``play_a_whole_game_by_taps``,
played by test_evening_app.py as an evening's first game, so a run plays one Abquetschen
game, not two): the opening throws, the start spot when it is ours, dice placed on ringed
spots by a tap in the middle of the spot, a refused spot explained right under the pyramid,
a die taken back, the bonus dice built when earned, the computers' builds followed die by
die, and the ranking.

On the way, at each kind of turn (the opening throw, a throw, the start spot, a build, the
bonus, a computer at work, the end): the turn's controls lie in the first screen, every spot
or die that may be tapped is at least 44 x 44 px (or as large as its neighbours allow) and
answers a tap on its visible part, the screen does not jump after a tap, the pyramid is whole
with a margin and never moves or rescales, the others' turns are told at the top of the card in the
viewer's words until his next throw, axe-core finds nothing serious in light or dark mode,
and nothing is cut off at 200 % text.

The evening's ``?seed=N`` makes the game the same on every run and ``?pace=40`` keeps the
computers quick.
"""

from __future__ import annotations

import re
from typing import Any

from browser_support import (
    Deadline,
    assert_readable,
    check_layout,
    in_first_viewport,
    tap_middle,
    turn_controls_in_view,
    visible,
)
from playwright.sync_api import Page
from pyramid_targets import target_faults
from table_checks import moves, outside, watch_boxes

BOARD = "#app .pyr-stage .pyr-svg"
RING = "#app .pyr-target[data-act=build].pyr-t-funnel:not(.pyr-muted)"
MUTED = "#app .pyr-target[data-act=build].pyr-muted"
# A turn in the viewer's words: "You threw 6: no build possible.", "Computer 2 threw 3 and
# built 3 dice." (never "You throws", never the viewer's own name).
TURN = re.compile(
    r"^(You|Computer(?: 2)?) (threw a 4 and begins?\.|built the start pyramid\."
    r"|threw \d+(\.|: no build possible\.| and built \d+ dic?e\.| with only \d+ dic?e left))"
)
# Every drawing as the page shows it, kept by the page itself (computers move every 40 ms):
# each computer's build "placed of need" in order, and for the turn card whose turn, the
# news at its top and (a computer at work) the controls outside the first screen.
WATCH = """() => {
  window.aqSeen = [];
  window.aqCards = [];
  const outside = () => [...document.querySelectorAll('#app [data-act]')]
    .filter(el => el.offsetParent !== null && !el.disabled
            && !el.closest('.game-tools, .screen-top, .history, details:not([open])'))
    .filter(el => { const r = el.getBoundingClientRect();
                    return r.top < 0 || r.bottom > window.innerHeight
                           || r.left < 0 || r.right > window.innerWidth; })
    .map(el => el.outerHTML.slice(0, 90));
  new MutationObserver(() => {
    const card = document.querySelector('#app .aq-turn:not(.end)');
    if (!card) return;
    const p = card.querySelector('.aq-need');
    const m = p && card.classList.contains('is-waiting')
      ? p.textContent.match(/is building: (\\d+) of (\\d+)/) : null;
    const last = window.aqSeen[window.aqSeen.length - 1];
    if (m && last !== m[0]) window.aqSeen.push(m[0]);
    const h2 = card.querySelector('h2');
    const news = card.querySelector('.aq-since');
    window.aqCards.push({
      waiting: card.classList.contains('is-waiting'),
      building: card.classList.contains('is-building'),
      head: h2 ? h2.lastElementChild.textContent.trim() : '',
      news: news ? [...news.querySelectorAll('li')].map(li => li.lastElementChild.textContent) : [],
      newsFirst: news !== null && card.firstElementChild === news,
      outside: card.classList.contains('is-waiting') ? outside() : []});
  }).observe(document.getElementById('app'), {childList: true, subtree: true});
}"""


def one_screen(page: Page, kind: str, done: dict[str, int]) -> None:
    """The turn's controls in the first screen; the pyramid's targets big and answering.
    Once per kind of turn."""
    if kind in done:
        return
    turn_controls_in_view(page)
    faults = target_faults(page)
    assert not faults, f"{kind}: {faults}"
    done[kind] = 1


def take_back(page: Page, where: str | None, before: int) -> str:
    """The die just put in comes back off: by a tap on it when it is free, else by Undo."""
    die = page.locator(f"#app .pyr-target[data-act=build][data-arg='{where}']")
    if die.count() and "pyr-t-die" in (die.first.get_attribute("class") or ""):
        tap_middle(page, die.first)
        how = "tap"
    else:
        page.locator("#app button[data-act=undo]").click()
        how = "undo"
    page.wait_for_function(f"document.querySelectorAll('#app .pyr-new').length === {before}")
    return how


PYRAMID_AT = (
    "() => [window.scrollY, document.querySelector('#app .pyr-svg').getBoundingClientRect().y]"
)


def no_jump(page: Page, spot: Any) -> None:
    """A spot tapped on a page scrolled a little: the die goes in, the page does not scroll
    and the pyramid under the finger does not move (the card above it keeps its height)."""
    page.evaluate("window.scrollTo(0, 40)")
    before = page.evaluate(PYRAMID_AT)
    assert before[0] == 40
    new_before = page.locator("#app .pyr-new").count()
    tap_middle(page, spot)
    page.wait_for_function(f"document.querySelectorAll('#app .pyr-new').length > {new_before}")
    assert page.evaluate(PYRAMID_AT) == before
    page.evaluate("window.scrollTo(0, 0)")


def build_step(page: Page, done: dict[str, int]) -> bool:
    """One tap of our build; False when there is nothing of ours to do."""
    confirm = visible(page, "#app button[data-act=confirm]")
    if confirm is not None:
        one_screen(page, "all in", done)
        before = page.locator("#app .aq-turn").inner_text()
        confirm.click()
        page.wait_for_function(
            "t => document.querySelector('#app .aq-turn')?.innerText !== t", arg=before
        )
        done["confirm"] = done.get("confirm", 0) + 1
        return True
    rings = page.locator(RING)
    if not rings.count():
        return False
    bonus = page.locator("#app .aq-bonus").count() > 0
    one_screen(page, "bonus" if bonus else "build", done)
    if bonus and "bonus clean" not in done:
        assert_readable(page, "bonus")
        done["bonus clean"] = 1
    if "refused" not in done and page.locator(MUTED).count():
        tap_middle(page, page.locator(MUTED).first)
        note = page.wait_for_selector("#app .notice")
        assert note is not None and note.inner_text().strip()
        # The reason sits right under the pyramid that was tapped, in the first screen.
        order = page.evaluate(
            "() => { const n = document.querySelector('#app .notice');"
            " const b = document.querySelector('#app .aq-board');"
            " return b.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING; }"
        )
        assert order, "the refusal is not right under the pyramid"
        assert in_first_viewport(page, "#app .notice")
        check_layout(page)
        page.locator("#app .notice button[data-act=dismiss]").click()
        done["refused"] = 1
        return True
    spot = rings.first
    where = spot.get_attribute("data-arg")
    new_before = page.locator("#app .pyr-new").count()
    if "no jump" not in done:
        assert_readable(page, "a build")
        page.set_viewport_size({"width": 390, "height": 844})
        turn_controls_in_view(page)
        assert target_faults(page) == [], "390x844"
        page.set_viewport_size({"width": 360, "height": 640})
        no_jump(page, spot)
        done["no jump"] = 1
    else:
        tap_middle(page, spot)
        page.wait_for_function(f"document.querySelectorAll('#app .pyr-new').length > {new_before}")
    if "took_back" not in done:
        one_screen(page, "a die in", done)
        done["took_back " + take_back(page, where, new_before)] = 1
        done["took_back"] = 1
    if bonus:
        done["bonus"] = done.get("bonus", 0) + 1
    done["placed"] = done.get("placed", 0) + 1
    return True


def news_checks(cards: list[dict[str, Any]]) -> None:
    """The others' turns at the top of the card in the viewer's words, still there on his
    own turn and gone once he has thrown; nothing of a computer's turn out of view."""
    for card in cards:
        assert not card["outside"], f"while {card['head']}: {card['outside']}"
        if card["news"]:
            assert card["newsFirst"], card
        for line in card["news"]:
            assert TURN.match(line), line
    mine = [c for c in cards if not c["waiting"] and not c["building"] and c["news"]]
    assert any(any(line.startswith("Computer") for line in c["news"]) for c in mine), mine[:3]
    assert not any(c["news"] for c in cards if c["building"] and not c["waiting"])
    assert any(any(line.startswith("You") for line in c["news"]) for c in cards if c["waiting"])


def play_a_whole_game_by_taps(page: Page) -> None:
    """The walk-through of the module's docstring, from home (Python ready) to the game's
    end, its checks made there. test_evening_app.py plays it as the first game of an
    evening, which goes on from that end; that home lists a finished game is checked by
    the other games' whole-game tests."""
    page.evaluate(WATCH)
    page.locator("#app button[data-act=new][data-arg=abquetschen]").click()
    check_layout(page)
    assert page.locator("#app .player-row").count() == 3  # a game for three
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .screen-game .pyr-svg")
    still = watch_boxes(page, BOARD)  # the board at one place and size all game
    check_layout(page)
    side = page.locator("#app .pyr-svg").get_attribute("data-side")
    page.locator("#app button[data-act=turn]").click()
    assert page.locator("#app .pyr-svg").get_attribute("data-side") != side
    for _ in range(2):
        page.locator("#app button[data-act=turn]").click()
    assert page.locator("#app .pyr-svg").get_attribute("data-side") == side

    done: dict[str, int] = {}
    deadline = Deadline()
    while not visible(page, "#app button[data-act=again]"):
        deadline.check(done)
        start = visible(page, "#app .pyr-target[data-act=aq_start]")
        if start is not None:
            one_screen(page, "start spot", done)
            tap_middle(page, start)
            page.wait_for_selector("#app .pyr-target[data-act=aq_start]", state="detached")
            done["start"] = 1
            continue
        throw = visible(page, "#app button[data-act=throw]")
        if throw is not None:
            opening = "first to throw a 4" in page.locator("#app .aq-turn").inner_text()
            kind = "opening" if opening else "throw"
            if kind not in done:
                check_layout(page)
                one_screen(page, kind, done)
                assert_readable(page, kind)
            throw.click()
            page.wait_for_function(
                "() => !document.querySelector('#app button[data-act=throw]')"
                " || document.querySelector('#app .aq-since')"
            )
            done["throws"] = done.get("throws", 0) + 1
            continue
        if build_step(page, done):
            if done.get("placed") == 1 and "build_layout" not in done:
                check_layout(page)
                done["build_layout"] = 1
            continue
        if "waiting" not in done and visible(page, "#app .aq-turn.is-waiting"):
            check_layout(page)
            done["waiting"] = 1
        page.wait_for_timeout(25)
    assert done.get("placed") and done.get("confirm") and done.get("refused"), done
    assert done.get("took_back") and done.get("waiting"), done
    assert done.get("opening") and done.get("throw") and done.get("build"), done
    seen: list[str] = page.evaluate("window.aqSeen")
    assert any(s.startswith("is building: 1 of") for s in seen), seen
    assert any(s.startswith("is building: 2 of") for s in seen), seen  # die by die
    news_checks(page.evaluate("window.aqCards"))
    assert moves(still(), 1.0, (360, 640)) == []
    assert outside(page, BOARD, margin=8) == []  # whole, a margin to the screen's edges
    end = page.locator("#app .panel.end")
    text = end.inner_text()
    assert "Game over" in text
    assert end.locator("table tbody tr").count() == 3
    check_layout(page)
    turn_controls_in_view(page)
    assert_readable(page, "the end")
    assert page.locator("#live").inner_text()
