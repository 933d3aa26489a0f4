"""Getting in (issue 33) on CPython: home's links and game cards, the new-game form ready to
start with its levels and options in words, the rules ending in "Play this game", the
results' import and the replay's order. The browser measures the layout
(tests/browser/test_home_app.py)."""

from __future__ import annotations

import re
from html import unescape

import pytest
from helpers import make, page, parse, start, step
from spelkast_ui.app.catalog import cover, playable
from spelkast_ui.app.setup import HUMAN

from pyengine import GAMES
from pyengine.core.names import THE_PLAYER


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_home_offers_every_game_as_a_card_and_results_settings_rules_at_once(lang: str) -> None:
    c = make(forced=lang)
    html = page(c)
    tags = parse(html)
    links = [a.get("data-act") for a, _ in tags.buttons if "btn-nav" in str(a.get("class"))]
    assert links == ["history", "rules", "settings"]
    assert html.index('class="home-links"') < html.index('class="game-list"')
    tiles = [a.get("data-arg") for a, _ in tags.buttons if a.get("data-act") == "new"]
    assert tiles == list(playable())
    for game in playable():
        picture, line = cover(game, lang)
        assert picture in html and line in unescape(html)


def test_two_taps_start_a_game_with_the_forms_defaults() -> None:
    c = make()
    assert c.dispatch("new", "raffzahn")
    assert c.dispatch("start")
    assert c.screen == "game" and c.match is not None and c.notice is None
    assert c.match.players[0] == {"name": THE_PLAYER, "bot": None}


@pytest.mark.parametrize("game", list(playable()))
def test_the_form_says_how_strong_each_computer_is_and_what_each_option_does(game: str) -> None:
    c = make(forced="en")
    c.dispatch("new", game)
    form = c.setup
    assert form is not None
    html = unescape(page(c))
    spec = GAMES[game]
    assert spec.tagline["en"] in html  # what the game is, above the players
    for i, player in enumerate(form.players):
        if player.kind == HUMAN:
            continue
        about = next((b.about["en"] for b in spec.bot_levels if b.key == player.kind), "")
        if about:  # the level's words under its row
            assert about in html, (i, player.kind)
    for option in spec.options:
        if option.help and option.default is not None:
            assert option.help["en"] in html, option.key
    # The start button comes last, in a bar the page holds at the foot of the screen.
    assert re.search(r'<div class="start-bar"><button[^>]*data-act="start"', html)
    assert html.rindex("data-act=") == html.index('data-act="start"')


def test_the_level_under_a_row_follows_its_choice() -> None:
    c = make(forced="nl")
    c.dispatch("new", "schocken")
    c.dispatch("set_kind", "1", "random")
    assert "Kiest zomaar een toegestane zet." in unescape(page(c))
    c.dispatch("set_kind", "1", HUMAN)
    assert 'class="level-about"' not in page(c)


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("game", list(playable()))
def test_the_rules_end_with_a_button_that_opens_the_games_form(game: str, lang: str) -> None:
    c = make(forced=lang)
    c.dispatch("rules", game)
    html = page(c)
    label = "Speel dit spel" if lang == "nl" else "Play this game"
    tail = html[html.index("</article>") :]
    assert f'data-act="new" data-arg="{game}"' in tail and label in tail
    c.dispatch("new", game)
    assert c.screen == "new" and c.setup is not None and c.setup.game == game


def test_import_is_a_real_button_over_a_drop_zone() -> None:
    c = make(forced="en")
    c.dispatch("history")
    html = page(c)
    zone = html[html.index('<div class="drop-zone">') :]
    assert zone.index('id="import-file"') < zone.index('class="btn btn-secondary drop-button"')
    assert "Choose a file" in zone and "or drop a Spelkast export file here" in zone
    assert 'aria-describedby="import-drop"' in zone and '<label for="import-file">' in html


def test_the_replay_shows_the_board_before_its_steps_and_speaks_to_the_player() -> None:
    c = make(forced="en")
    start(c)
    for _ in range(400):
        if c.match is None or c.match.is_over:
            break
        step(c)
    assert c.match is not None and c.match.is_over and c.game_id is not None
    gid = c.game_id
    c.dispatch("home")
    c.dispatch("replay", gid)
    c.dispatch("replay_step", "start")
    c.dispatch("replay_step", "forward")
    html = page(c)
    assert html.index('class="replay-board"') < html.index('class="replay-bar"')
    assert html.index('class="replay-bar"') < html.index('class="replay-more"')  # the jump
    line = unescape(re.findall(r'<span class="replay-line">([^<]*)</span>', html)[0])
    assert line == "You throw"  # the player, spoken to: never "You throws"
    c.forced_lang = "nl"
    assert "1. Jij gooit" in unescape(page(c))
