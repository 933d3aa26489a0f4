"""The home screen: one tap to Results, Rules and Settings; the newest game in progress of
each game; every game as a card with its picture and one line; the newest results.

Measured at 360x640: all ten games lie within the first two screens, with three games in
progress listed above them (tests/browser/test_home_app.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine import GAMES

from ..kit.chrome import notice, screen
from ..kit.html import attrs, button, esc
from ..kit.i18n import pick, t
from ..net import screens as net_screens
from . import keeping
from .cards import icon, newest_per_game, players_range, save_card
from .catalog import cover, playable
from .history_screens import home_results, removal_notice
from .saves import SaveSummary, is_result
from .words import t as hw

if TYPE_CHECKING:
    from .controller import Controller

HOME_RESUME = 3  # games in progress on home (the newest of each game); all in Results


def render_home(c: Controller) -> str:
    lang = c.lang
    listed = c.listed()  # without a game being deleted (its "Undo" is on screen)
    playing = [s for s in listed if not is_result(s)]
    links = "".join(
        button(label, act, cls="btn btn-nav", content=f"{icon(act)}<span>{esc(label)}</span>")
        for act, label in (
            ("history", hw(lang, "results")),
            ("rules", t(lang, "rules")),
            ("settings", t(lang, "settings")),
        )
    )
    body = (
        f'<nav class="home-links" aria-label="{esc(t(lang, "more"))}">{links}</nav>'
        + notice(c)
        + removal_notice(c)
        + net_screens.home_card(c, c.net)  # the table this device sits at (net/)
        + keeping.reminder(c)  # a copy of the games, where the browser may delete them
        + resume(c, playing)  # games in progress first: "Continue"
        + f'<h2 class="section-title">{esc(t(lang, "games"))}</h2>'
        + f'<ul class="game-list">{"".join(game_card(lang, g) for g in playable())}</ul>'
        # a phone joining a table that another device holds (net/)
        + f'<div class="actions home-join">{net_screens.home_link(c)}</div>'
        + home_results(c, listed)
    )
    return screen("home", t(lang, "welcome"), body)


def game_card(lang: str, game: str) -> str:
    """A game: its picture, name, one line and table size; a tap opens its new-game form,
    whose start button is the second tap."""
    spec = GAMES[game]
    picture, line = cover(game, lang)
    size = players_range(lang, game) + " · "
    size += t(lang, "minutes_range", lo=spec.minutes[0], hi=spec.minutes[1])
    content = (
        f"{picture}"
        f'<span class="sr-only">{esc(t(lang, "new_game"))}: </span>'
        f'<span class="game-name">{esc(pick(spec.title, lang))}</span>'
        f'<span class="game-line">{esc(line)}</span>'
        f'<span class="game-size">{esc(size)}</span>'
    )
    # No aria-label: the tile reads as it shows, "New game: Schocken, its line, its size".
    tile = attrs(type="button", class_="game-tile", data_act="new", data_arg=game)
    return f'<li class="game-card"><button{tile}>{content}</button></li>'


def resume(c: Controller, playing: list[SaveSummary]) -> str:
    """The newest game in progress of each game, newest first, at most ``HOME_RESUME`` (and
    any damaged save); a link to Results, which lists them all, when some are not here."""
    if not playing:
        return ""
    lang = c.lang
    newest, _ = newest_per_game(playing)
    readable = [s for s in newest if s.error is None and s.id not in c.open_errors]
    shown = [s for s in newest if s not in readable or s in readable[:HOME_RESUME]]
    unfinished = sum(1 for s in playing if s.error is None and s.id not in c.open_errors)
    more = ""
    if unfinished > min(len(readable), HOME_RESUME):  # the rest in Results, one tap away
        # Read as "All 7 unfinished games"; seen as "All 7 ›" (the arrow drawn by CSS).
        link = attrs(type="button", class_="btn btn-quiet btn-small unfinished-link")
        more = (
            f'<button{link} data-act="history">{esc(hw(lang, "all_unfinished", n=unfinished))}'
            f'<span class="sr-only"> {esc(hw(lang, "unfinished_games"))}</span></button>'
        )
    return (
        f'<div class="section-head"><h2 class="section-title">{esc(t(lang, "saved_games"))}'
        f"</h2>{more}</div>"
        f'<ul class="save-list">{"".join(save_card(c, s) for s in shown)}</ul>'
    )
