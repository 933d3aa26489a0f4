"""The small parts of the home and results screens: line icons, a game in progress as a
card (a tap continues it), how long ago, and how many players a game is for."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine import GAMES

from ..kit.html import attrs, button, esc
from ..kit.i18n import pick, t
from ..kit.seats import shown_names
from .catalog import cover
from .saves import SaveSummary

if TYPE_CHECKING:
    from .controller import Controller

# Line icons (decorative: the button they sit in says its name in words).
ICONS = {
    "history": '<path d="M5 20V10M12 20V4M19 20v-7"/>',
    "rules": '<path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7"/>',
    "settings": (
        '<circle cx="12" cy="12" r="3"/><path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1'
        'M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"/>'
    ),
    "delete": '<path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"/>',
    "play": '<path d="M8 5v14l11-7z"/>',
    "import": '<path d="M12 3v12M7 10l5 5 5-5M5 21h14"/>',
}


def icon(name: str) -> str:
    return (
        '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none"'
        ' stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">'
        f"{ICONS[name]}</svg>"
    )


def players_range(lang: str, game: str) -> str:
    spec = GAMES[game]
    if spec.min_players == spec.max_players:
        return t(lang, "players_n", n=spec.min_players)
    return t(lang, "players_range", lo=spec.min_players, hi=spec.max_players)


def when(c: Controller, stamp: float) -> str:
    minutes = int(max(0.0, c.now() - stamp) // 60000)
    if minutes < 1:
        return t(c.lang, "just_now")
    if minutes < 60:
        return t(c.lang, "minutes_ago", n=minutes)
    if minutes < 48 * 60:
        return t(c.lang, "hours_ago", n=minutes // 60)
    return t(c.lang, "days_ago", n=minutes // (24 * 60))


def newest_per_game(playing: list[SaveSummary]) -> tuple[list[SaveSummary], list[SaveSummary]]:
    """Games in progress (newest first) as (the newest of each game, every older one). A
    damaged save is always one of its own: it says so and can be deleted."""
    seen: set[str | None] = set()
    newest, older = [], []
    for s in playing:
        if s.error is not None or s.game not in seen:
            newest.append(s)
            if s.error is None:
                seen.add(s.game)
        else:
            older.append(s)
    return newest, older


def save_card(c: Controller, s: SaveSummary) -> str:
    """A game in progress: a tap continues it (its picture, players, moves and when), and a
    quiet delete beside it. A damaged save says so, with only the delete."""
    lang = c.lang
    error = s.error.detail if s.error else c.open_errors.get(s.id)
    if s.error is not None or error is not None:
        body = (
            f"<h3>{esc(t(lang, 'damaged_save'))}</h3>"
            f'<p class="error-text">{esc(t(lang, "save_unreadable"))}</p>'
            f'<p class="meta detail">{esc(error or "")}</p>'
        )
        delete = button(
            t(lang, "delete"),
            "delete",
            s.id,
            cls="btn btn-quiet",
            aria_label=t(lang, "delete_of", game=t(lang, "damaged_save")),
        )
        actions = f'<div class="actions">{delete}</div>'
        return f'<li class="card save-card save-error">{body}{actions}</li>'
    name = pick(GAMES[s.game].title, lang) if s.game in GAMES else str(s.game)
    players = ", ".join(shown_names(lang, s.players, s.bots))
    status = t(lang, "finished") if s.over else t(lang, "moves_n", n=s.moves)
    label = f"{name}: {players}"
    picture = cover(str(s.game), lang)[0] if s.game in GAMES else ""
    # Named by what it shows (no aria-label that would differ from it): the game, its
    # players, how far and when, then "Continue" for screen readers beside the arrow.
    content = (
        f'{picture}<span class="resume-text"><strong>{esc(name)}</strong>'
        f'<span class="players">{esc(players)}</span>'
        f'<span class="meta">{esc(status)} · {esc(when(c, s.updated))}</span></span>'
        f'<span class="sr-only">{esc(t(lang, "continue"))}</span>'
        '<span class="resume-cta" aria-hidden="true">›</span>'
    )
    go = f"<button{attrs(type='button', class_='resume-go', data_act='continue', data_arg=s.id)}>"
    go += f"{content}</button>"
    delete = button(
        t(lang, "delete"),
        "delete",
        s.id,
        cls="btn btn-quiet resume-delete",
        aria_label=t(lang, "delete_of", game=label),
        content=icon("delete"),
    )
    return f'<li class="card save-card">{go}{delete}</li>'
