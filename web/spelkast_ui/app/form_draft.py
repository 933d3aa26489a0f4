"""The new-game form over a reload (issue 35): the players added, the names typed, their
kinds and the options chosen are kept with the tab's screen (session storage, see
``Controller._remember_screen``) and read back with every field checked. What does not fit
the game any more (a damaged draft, a level or option this build does not know) gives that
part of the game's default form, never a failed start.

Options are kept as the text the form's own fields send (``GameSetup.set_option``), so a
restored value is one the form itself could have made. A game's own fields (Kwis 't!'s
question pack, ``extras``) are not kept: they start as the game's default.
"""

from __future__ import annotations

from typing import Any

from pyengine import GAMES, IllegalAction

from .setup import GameSetup, PlayerSetup

MAX_NAME_CHARS = 1_000  # the most of a typed name the engine ever reads (names.clean_name)
MAX_VALUE_CHARS = 100  # an option's value as a form field sends it


def dump(form: GameSetup) -> dict[str, Any]:
    """The form as JSON data for the tab's screen record."""
    return {
        "game": form.game,
        "players": [[p.name, p.kind] for p in form.players],
        "options": {k: _field_text(v) for k, v in form.options.items() if _field_text(v)},
    }


def _field_text(value: Any) -> str:
    """An option's value as the form's field sends it ("" for one no field can send)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value) if isinstance(value, str | int) else ""


def restore(data: Any, playable: Any, lang: str) -> GameSetup | None:
    """The form ``data`` describes, or None when it names no game in ``playable``."""
    if not isinstance(data, dict):
        return None
    game = data.get("game")
    if not isinstance(game, str) or game not in playable:
        return None
    form = GameSetup.default(game, lang)
    players = _players(data.get("players"), form)
    if players is not None:
        form.players = players
    options = data.get("options")
    for key, raw in options.items() if isinstance(options, dict) else ():
        if not isinstance(raw, str) or len(raw) > MAX_VALUE_CHARS:
            continue
        try:
            form.set_option(key, raw)
        except (IllegalAction, ValueError, KeyError):
            continue  # an option this build no longer has, or a value it refuses
    return form


def _players(raw: Any, form: GameSetup) -> list[PlayerSetup] | None:
    """The kept players when every one of them fits the game, else None (the default)."""
    spec = GAMES[form.game]
    if not isinstance(raw, list) or not spec.min_players <= len(raw) <= spec.max_players:
        return None
    kinds = form.kinds()
    players = []
    for item in raw:
        if not isinstance(item, list) or len(item) != 2:
            return None
        name, kind = item
        if not isinstance(name, str) or len(name) > MAX_NAME_CHARS or kind not in kinds:
            return None
        players.append(PlayerSetup(name, kind))
    return players
