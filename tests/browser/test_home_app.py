"""Getting in (issue 33) and names (issues 32 and 33), in the browser at 360x640 and on a
tablet, in both languages.

Home: all ten games within the first two screens, the newest game in progress of each game
only (the rest in Results), Results and Settings one tap away; every game's new-game form
with its start button in the first screen, so two taps start a game (at 360x640 in Dutch
and in English). Results draws its chart (two games' results) with the bars on screen and
their list in words for screen readers only. The player's seat is stored as
a mark and read in the language on screen ("Jij" in Dutch, "You" in English), in the
list, the results and the replay. On a shared device (two people, one phone) no text says
"You"/"Jij" about a seat, in a game that hides dice (Schocken) and one that does not
(Qwinto), in both languages.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from browser_support import check_layout, in_first_viewport, wait_ready
from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]
from spelkast_ui.app.catalog import playable  # noqa: E402
from spelkast_ui.app.home import HOME_RESUME  # noqa: E402

from pyengine import Match, new_match  # noqa: E402
from pyengine.core.names import THE_PLAYER  # noqa: E402

PHONE = (360, 640)
TABLETS = ((1024, 768), (768, 1024))
# Games in progress, newest first: two of Schocken (home lists the newer), six in all.
IN_PROGRESS = ["schocken", "qwinn", "schocken", "kwist", "qwinto", "cui-bono"]
# Finished games, newest first: results of two games, so Results draws its chart.
FINISHED = (("done", "schocken", 1_740_000_000_000), ("done2", "qwinto", 1_739_000_000_000))
SECOND_PERSON = re.compile(r"\b(?:You|Your|Jij|Jouw|Je)\b|\byour turn\b|\b(?:jouw|je) beurt\b")
# What the page says: its text, its labels and the live region.
SAID = """() => [document.getElementById('app').innerText,
  ...[...document.querySelectorAll('#app [aria-label], #app [title]')]
     .map(el => el.getAttribute('aria-label') || el.getAttribute('title')),
  document.getElementById('live')?.textContent || ''].join('\\n')"""


def _record(gid: str, match: Match, updated: float) -> str:
    record = {"v": 1, "id": gid, "game": match.game_id, "created": updated - 1000}
    record |= {"updated": updated, "seen_rounds": 0, "save": match.to_json()}
    return json.dumps(record)


def _records() -> dict[str, str]:
    """Saves as an older build's localStorage held them (store.js moves them): the games
    in progress above and two finished games (Schocken, then an older Qwinto: results of
    two games draw the chart), all with the player's mark."""
    players = [{"name": THE_PLAYER, "bot": None}, {"name": "Computer", "bot": "random"}]
    out = {}
    for i, game in enumerate(IN_PROGRESS):
        match = new_match(game, players, 100 + i)
        for _ in range(2):
            seat = match.to_move[0]
            match.play(seat, match.bot_action(seat))
        out[f"p{i}"] = _record(f"p{i}", match, 1_750_000_000_000 - i * 60_000)
    for key, game, updated in FINISHED:
        done = new_match(game, players, 7)
        while not done.is_over:
            seat = done.to_move[0]
            done.play(seat, done.bot_action(seat))
        out[key] = _record(key, done, updated)
    return out


def _seed(page: Page) -> None:
    """Put the records in localStorage before the app's first start (once per tab)."""
    script = "if (!sessionStorage.getItem('seeded')) {sessionStorage.setItem('seeded', 1);"
    for key, text in _records().items():
        script += f"localStorage.setItem({json.dumps('spelkast.save.' + key)}, {json.dumps(text)});"
    page.add_init_script(script + "}")


def _bottoms(page: Page) -> dict[str, float]:
    """Each game card's bottom edge, in page coordinates."""
    return dict(
        page.evaluate(
            """() => [...document.querySelectorAll('#app .game-tile')].map(el =>
                 [el.dataset.arg, el.getBoundingClientRect().bottom + scrollY])"""
        )
    )


def _home(page: Page) -> None:
    page.locator("#app .btn-back, #app [data-act=home]").first.click()
    page.wait_for_selector("#app > .screen-home")
    page.evaluate("scrollTo(0, 0)")


def _games_within_two_screens(page: Page) -> None:
    height = page.viewport_size["height"] if page.viewport_size else PHONE[1]
    bottoms = _bottoms(page)
    assert set(bottoms) == set(playable())
    late = {g: b for g, b in bottoms.items() if b > 2 * height}
    assert not late, f"games below the second screen ({2 * height} px): {late}"


def _every_form_starts_in_view(page: Page) -> None:
    """Each game's card, then its new-game form: the start button in the first screen
    (two taps to a game), for every game; back home after each."""
    for game in playable():
        page.locator(f"#app .game-tile[data-arg={game}]").click()
        page.wait_for_selector("#app > .screen-new [data-act=start]")
        assert in_first_viewport(page, "#app [data-act=start]"), game
        _home(page)


# The chart's bars on screen and its list of words for screen readers only: the list is
# in the page (not hidden from them) but takes up no more than the 1 px of .sr-only.
CHART = """() => {
  const bars = [...document.querySelectorAll('#app .chart .bar-chart rect.bar-won,'
                                             + ' #app .chart .bar-chart rect.bar-lost')];
  const list = document.querySelector('#app .chart .chart-words');
  const r = list.getBoundingClientRect(), cs = getComputedStyle(list);
  return {bars: bars.filter(b => b.getBoundingClientRect().width > 0).length,
          height: document.querySelector('#app .chart .bar-chart').getBoundingClientRect().height,
          rows: list.querySelectorAll('li').length, listW: r.width, listH: r.height,
          shown: cs.display !== 'none' && cs.visibility !== 'hidden'
                 && !list.closest('[aria-hidden=true]')};
}"""


def test_home_and_setup_two_taps_to_a_game_and_the_player_in_each_language(
    page: Page, base_url: str
) -> None:
    page.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})
    _seed(page)
    page.goto(base_url + "?lang=nl&seed=5&pace=40")
    wait_ready(page)
    page.wait_for_selector("#app .save-card")

    # Home: one card per game in progress (the newest), Results and Settings in view.
    go = page.locator("#app .save-card [data-act=continue]")
    shown = [go.nth(i).get_attribute("data-arg") for i in range(go.count())]
    assert shown == ["p0", "p1", "p3"][:HOME_RESUME]  # the older Schocken (p2) is not here
    assert page.locator("#app .unfinished-link").inner_text().startswith("Alle 6")
    for act in ("history", "settings", "rules"):
        assert in_first_viewport(page, f"#app .home-links [data-act={act}]"), act
    _games_within_two_screens(page)
    said = page.evaluate(SAID)
    assert "Jij, Computer" in said and "You" not in said
    check_layout(page)
    _every_form_starts_in_view(page)

    # Results, one tap: every game in progress, the finished one in its units, the player
    # as the language says; the chart's words only for screen readers; a real import button.
    page.locator("#app .home-links [data-act=history]").click()
    page.wait_for_selector("#app > .screen-history")
    assert page.locator("#app .screen-history [data-act=continue]").count() == len(IN_PROGRESS)
    result = page.locator("#app .result-card").first.inner_text()  # Schocken's, the newer
    assert re.search(r"Jij: \d+ helft(en)? verloren", result), result
    chart = page.evaluate(CHART)
    assert chart["bars"] >= 2 and chart["height"] >= 40, chart  # two games' bars, drawn
    assert chart["rows"] == 2 and chart["shown"], chart  # read to a screen reader...
    assert chart["listW"] <= 1 and chart["listH"] <= 1, chart  # ...and not a second copy
    assert "You" not in page.evaluate(SAID)
    zone, field = page.locator("#app .drop-zone").bounding_box(), page.locator("#import-file")
    inner = field.bounding_box()  # the field covers the zone inside its border: a tap or a
    assert zone and inner  # drop anywhere on it lands in the field
    assert all(abs(zone[k] - inner[k]) <= 4 for k in ("x", "y", "width", "height"))
    assert page.locator("#app .drop-button").bounding_box()["height"] >= 44  # type: ignore[index]

    # The replay: the board first, the steps at the foot of the first screen.
    page.locator("#app .result-card [data-act=replay]").first.click()
    page.wait_for_selector("#app .replay-board .screen-top")
    page.locator("#app [data-act=replay_step][data-arg=start]").click()
    for _ in range(2):
        page.locator("#app [data-act=replay_step][data-arg=forward]").click()
        assert in_first_viewport(page, "#app .replay-steps")
    board = page.locator("#app .replay-board").bounding_box()
    bar = page.locator("#app .replay-bar").bounding_box()
    assert board and bar and board["y"] < bar["y"]
    assert re.search(r"^(Jij|Computer) ", page.locator("#app .replay-line").inner_text())
    page.locator("#app [data-act=replay_close]").click()
    page.wait_for_selector("#app > .screen-history")

    # Settings, one tap from home: English, and the same seat reads "You".
    _home(page)
    page.locator("#app .home-links [data-act=settings]").click()
    page.locator("#app [data-act=set_lang][data-val=en]").click()
    _home(page)
    said = page.evaluate(SAID)
    assert "You, Computer" in said and "Jij" not in said
    _games_within_two_screens(page)
    _every_form_starts_in_view(page)

    # Two taps: a game's card, then the start button, which the form shows in view.
    page.locator("#app .game-tile[data-arg=qwinto]").click()
    page.wait_for_selector("#app > .screen-new")
    assert in_first_viewport(page, "#app [data-act=start]")
    assert page.locator("#app .level-about").first.is_visible()
    check_layout(page)
    page.locator("#app [data-act=start]").click()
    page.wait_for_selector("#app > .screen-game")

    # A tablet, both ways round: the games within two screens, the start button in view.
    for width, height in TABLETS:
        page.set_viewport_size({"width": width, "height": height})
        _home(page)
        _games_within_two_screens(page)
        page.locator("#app .game-tile[data-arg=bunte-kuh]").click()
        assert in_first_viewport(page, "#app [data-act=start]")
        check_layout(page)


# -- a shared device: two people, one phone (issue 32) ----------------------------------------
TAPS = (
    "#app [data-act=iam]",
    "#app [data-act=next]",
    "#app [data-act=stand]",
    "#app .qpicks [data-act=colour]",
    "#app [data-act=roll]:not([disabled])",
    "#app .qcard.is-main button.qcell.is-legal",
    "#app [data-act=pass]",
)


def _tap_next(page: Page, _game: str) -> bool:
    """What the two people do next: the first of ``TAPS`` on screen (a colour only until
    one is chosen); waits for the drawing that follows. False: nothing to tap yet."""
    seen = page.evaluate("document.getElementById('app').innerHTML")  # what was looked at
    for selector in TAPS:
        target = page.locator(selector).first
        if (
            selector.endswith("[data-act=colour]")
            and page.locator("#app .qpicks [aria-pressed=true]").count()
        ):
            continue
        if target.count() and target.is_visible():
            before = page.evaluate("document.getElementById('app').innerHTML")
            target.click()
            page.wait_for_function(
                "html => document.getElementById('app').innerHTML !== html", arg=before
            )
            return True
    # Nothing to tap: the app is about to move by itself (a computer's turn), so wait for
    # its next drawing.
    page.wait_for_function("html => document.getElementById('app').innerHTML !== html", arg=seen)
    return False


def _play_shared(page: Page, game: str, moves: int) -> None:
    tapped = 0
    for _ in range(moves):
        tapped += _tap_next(page, game)
        said = page.evaluate(SAID)
        found = sorted({line for line in said.splitlines() if SECOND_PERSON.search(line)})
        assert not found, f"{game} speaks to a seat on a shared device: {found}"
    assert tapped >= moves - 2, f"{game}: only {tapped} taps of {moves}"
    assert all(name in page.evaluate(SAID) for name in ("Ann", "Bob"))


def _start_shared(page: Page, game: str) -> None:
    page.locator(f"#app .game-tile[data-arg={game}]").click()
    page.wait_for_selector("#app > .screen-new")
    page.locator("#app select[data-act=set_kind][data-arg='1']").select_option("human")
    for i, name in enumerate(("Ann", "Bob")):
        page.locator(f"#player-{i}").fill(name)
        page.locator(f"#player-{i}").dispatch_event("change")
    page.locator("#app [data-act=start]").click()
    page.wait_for_selector("#app > .screen-game")


def _switch_language(page: Page, lang: str) -> None:
    _home(page)
    page.locator("#app .home-links [data-act=settings]").click()
    page.locator(f"#app [data-act=set_lang][data-val={lang}]").click()
    _home(page)
    page.locator("#app .save-card [data-act=continue]").first.click()
    page.wait_for_selector("#app > .screen-game")


def test_a_shared_device_names_every_seat_in_both_languages(page: Page, base_url: str) -> None:
    page.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})
    page.goto(base_url + "?lang=nl&seed=9&pace=40")
    wait_ready(page)
    # Schocken in Dutch, then English; Qwinto in English, then Dutch.
    for game, then in (("schocken", "en"), ("qwinto", "nl")):
        _start_shared(page, game)
        _play_shared(page, game, 6)
        _switch_language(page, then)
        _play_shared(page, game, 6)
        _home(page)
