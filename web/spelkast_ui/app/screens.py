"""The app's screens as HTML: home, new game, a game (its own screen module), rules and
settings."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

from pyengine import GAMES

from .. import __version__
from ..kit.html import attrs, button, esc, unbroken
from ..kit.i18n import LANG_NAMES, LANGS, pick, t
from ..kit.seats import shown_names, token
from ..net import screens as net_screens
from . import keeping
from .cards import players_range
from .catalog import play_for, playable, render_module, rules_html
from .device import DEVICE_SETTINGS
from .evening_screens import intro_page, with_evening
from .hints import with_hint
from .history_screens import render_history, render_replay, replay_announcement
from .home import render_home
from .setup import HUMAN, GameSetup
from .storage_view import render_elsewhere, save_banner
from .tabs import ELSEWHERE, MOVED
from .words import t as hw

if TYPE_CHECKING:
    from .controller import Controller

from ..kit.chrome import back_button, notice, screen


def _game_module(game: str) -> ModuleType:
    """The game's renderer: ``render_game(c)`` and ``announce(c)`` (see ``games``)."""
    return render_module(game)


def render(c: Controller) -> str:
    """The whole content of <main id="app"> for the controller's current screen."""
    screens: dict[str, Callable[[Controller], str]] = {
        "home": render_home,
        "new": render_new,
        "game": render_game_screen,
        "rules": render_rules,
        "settings": render_settings,
        "history": render_history,  # finished games (app/history_screens.py)
        "replay": render_replay,
        # one table across several devices (net/screens.py)
        "net_host": lambda c: net_screens.render_host(c, c.net),
        "net_join": lambda c: net_screens.render_join(c, c.net),
        "net_table": lambda c: net_screens.render_table(c, c.net),
        "net_resume": lambda c: net_screens.render_resume(c, c.net),
    }
    return save_banner(c) + screens.get(c.screen, render_home)(c)


def announcement(c: Controller) -> str:
    """Text for the page's polite live region: news a screen reader should hear."""
    if c.screen == "game" and c.match is not None:
        return str(_game_module(c.match.game_id).announce(c))
    if c.screen == "replay":
        return replay_announcement(c)
    if c.screen == "net_table":
        return net_screens.announcement(c, c.net)
    return ""


def title(c: Controller) -> str:
    """The document title for the current screen."""
    names = {
        "home": "Spelkast",
        "new": t(c.lang, "new_game"),
        "rules": t(c.lang, "rules"),
        "settings": t(c.lang, "settings"),
        "history": hw(c.lang, "history"),
        "replay": hw(c.lang, "replay"),
    }
    if c.screen.startswith("net_"):
        return net_screens.title(c, c.net)
    if c.screen == "game" and c.match is not None:
        return f"{pick(GAMES[c.match.game_id].title, c.lang)} · Spelkast"
    if c.screen == "game" and c.hold in ELSEWHERE:
        key = "moved_title" if c.hold == MOVED else "elsewhere_title"
        return f"{t(c.lang, key)} · Spelkast"
    return names.get(c.screen, "Spelkast") + ("" if c.screen == "home" else " · Spelkast")


# -- new game ---------------------------------------------------------------------
def render_new(c: Controller) -> str:
    """The new-game form, ready to start as it opens (the one person against the level a
    newcomer can beat, the game's own defaults): its start button stays in view at the
    foot of the screen, so a game is two taps from home. Each player is one row: number,
    name, who plays it and, for a computer, a few words on how strong it is."""
    lang = c.lang
    form = c.setup
    if form is None:
        return render_home(c)
    spec = GAMES[form.game]
    shown = shown_names(lang, [p.name for p in form.players], [_bot(p.kind) for p in form.players])
    rows = "".join(
        _player_row(lang, form, i, shown[i], len(form.players) > spec.min_players)
        for i in range(len(form.players))
    )
    add = (
        button(t(lang, "add_player"), "add_player", cls="btn btn-quiet btn-small")
        if len(form.players) < spec.max_players
        else ""
    )
    options = "".join(_option_html(c, form, o) for o in spec.options)
    rules = button(
        t(lang, "rules"),
        "rules",
        spec.id,
        cls="btn btn-quiet btn-small",
        aria_label=t(lang, "rules_of", game=pick(spec.title, lang)),
    )
    body = (
        notice(c)
        + f'<div class="game-intro"><p>{esc(pick(spec.tagline, lang))}</p>{rules}</div>'
        + f'<h2 class="section-title">{esc(t(lang, "players"))}'
        + f' <span class="count">{esc(players_range(lang, spec.id))}</span></h2>'
        + f'<ol class="player-list">{rows}</ol>{add}'
        + (f'<h2 class="section-title">{esc(t(lang, "options"))}</h2>{options}' if options else "")
        + '<div class="start-bar">'
        + button(t(lang, "start"), "start", cls="btn btn-primary btn-wide")
        + "</div>"
    )
    # the game's name never breaks inside ("Kwis" and "'t!" fell on two lines at 360 px)
    heading = t(lang, "new_game_of", game=unbroken(pick(spec.title, lang)))
    return screen("new", heading, body, back_button(c))


def _bot(kind: str) -> str | None:
    return None if kind == HUMAN else kind


def _player_row(lang: str, form: GameSetup, i: int, name: str, removable: bool) -> str:
    spec = GAMES[form.game]
    kind = form.players[i].kind
    levels = {b.key: pick(b.label, lang) for b in spec.bot_levels}
    kinds = "".join(
        f"<option{attrs(value=k, selected=k == kind)}>{esc(_kind_label(lang, k, levels))}</option>"
        for k in form.kinds()
    )
    about = ""
    if kind == "random":
        about = t(lang, "level_random_about")
    elif kind != HUMAN:
        about = next((pick(b.about, lang) for b in spec.bot_levels if b.key == kind), "")
    remove = (
        button(
            t(lang, "remove"),
            "remove_player",
            i,
            cls="btn btn-quiet btn-remove",
            aria_label=t(lang, "remove_player", n=i + 1),
            content='<span aria-hidden="true">×</span>',
        )
        if removable
        else ""
    )
    field = "<input" + attrs(
        id=f"player-{i}",
        type="text",
        value=name,
        maxlength=40,
        autocomplete="off",
        data_act="set_name",
        data_arg=i,
    )
    return (
        f'<li class="player-row">{token(i)}'
        f'<label class="field field-name"><span class="sr-only">'
        f"{esc(t(lang, 'player_label', n=i + 1))}</span>{field}></label>"
        f'<label class="field field-kind"><span class="sr-only">{esc(t(lang, "plays_as"))}'
        f"</span><select{attrs(data_act='set_kind', data_arg=i)}>{kinds}</select></label>"
        f"{remove}" + (f'<p class="level-about">{esc(about)}</p>' if about else "") + "</li>"
    )


def _kind_label(lang: str, kind: str, levels: dict[str, str]) -> str:
    if kind == HUMAN:
        return t(lang, "human")
    if kind == "random":
        return t(lang, "computer_level", level=t(lang, "level_random"))
    return t(lang, "computer_level", level=levels.get(kind, kind))


def _option_html(c: Controller, form: GameSetup, opt: Any) -> str:
    own = play_for(form.game).option_field(c, form, opt)  # a field the game draws itself
    if own is not None:
        return own
    if opt.default is None and not opt.choices:
        return ""  # a value no generic field can type in; a game module renders it
    return _option_field(c.lang, opt, form.options)


def _option_field(lang: str, opt: Any, values: dict[str, Any]) -> str:
    value = values.get(opt.key, opt.default)
    label = pick(opt.label, lang)
    help_text = f'<p class="meta">{esc(pick(opt.help, lang))}</p>' if opt.help else ""
    if opt.choices:
        buttons = "".join(
            button(
                pick(opt.choice_labels[i], lang) if i < len(opt.choice_labels) else str(ch),
                "set_option",
                opt.key,
                val=ch,
                cls="btn btn-choice",
                pressed=ch == value,
            )
            for i, ch in enumerate(opt.choices)
        )
        return (
            f'<fieldset class="option"><legend>{esc(label)}</legend>'
            f'<div class="choices">{buttons}</div>{help_text}</fieldset>'
        )
    if isinstance(opt.default, bool):
        on = bool(value)
        return (
            '<div class="option option-toggle">'
            + button(
                label,
                "set_option",
                opt.key,
                val="false" if on else "true",
                cls="btn btn-toggle",
                pressed=on,
                content=f'<span class="toggle-mark" aria-hidden="true"></span>{esc(label)}',
            )
            + f"{help_text}</div>"
        )
    field_id = f"opt-{opt.key}"
    return (
        f'<div class="option"><label class="field" for="{esc(field_id)}">'
        f"<span>{esc(label)}</span></label><input"
        + attrs(
            id=field_id,
            type="number",
            inputmode="numeric",
            value=value,
            min=opt.minimum,
            max=opt.maximum,
            data_act="set_option",
            data_arg=opt.key,
        )
        + f">{help_text}</div>"
    )


# -- game, rules, settings -----------------------------------------------------------
def render_game_screen(c: Controller) -> str:
    if c.hold in ELSEWHERE:  # another tab plays this game
        return render_elsewhere(c)
    if c.match is None:
        return render_home(c)
    intro = intro_page(c)  # an evening's next game waits behind the table so far
    if intro is not None:
        return intro
    page = str(_game_module(c.match.game_id).render_game(c))
    page = with_hint(c, with_evening(c, page))
    return net_screens.decorate_game(c, c.net, page)  # its phones, when it is a table (net/)


def render_rules(c: Controller) -> str:
    lang = c.lang
    tabs = ""
    if len(playable()) > 1:
        tabs = (
            '<div class="choices">'
            + "".join(
                button(
                    pick(s.title, lang),
                    "rules",
                    s.id,
                    cls="btn btn-choice",
                    pressed=s.id == c.rules_game,
                )
                for s in playable().values()
            )
            + "</div>"
        )
    spec = GAMES[c.rules_game]
    play = button(
        t(lang, "play_this"),
        "new",
        spec.id,
        cls="btn btn-primary btn-wide",
        aria_label=f"{t(lang, 'play_this')}: {pick(spec.title, lang)}",
    )
    body = (
        tabs
        + f'<article class="rules">{rules_html(spec.id, lang)}</article>'
        + f'<div class="actions rules-play">{play}</div>'
    )
    heading = t(lang, "rules_of", game=unbroken(pick(spec.title, lang)))
    return screen("rules", heading, body, back_button(c, "back"))


def _lang_button(c: Controller, code: str) -> str:
    chosen = c.lang == code and bool(c.forced_lang or c.settings.get("lang") == code)
    return (
        "<button"
        + attrs(
            type="button",
            class_="btn btn-choice",
            data_act="set_lang",
            data_val=code,
            lang=code,
            aria_pressed="true" if chosen else "false",
        )
        + f">{esc(LANG_NAMES[code])}</button>"
    )


def render_settings(c: Controller) -> str:
    lang = c.lang
    lang_buttons = button(
        t(lang, "lang_auto"),
        "set_lang",
        val="auto",
        cls="btn btn-choice",
        pressed=c.settings.get("lang") not in LANGS and not c.forced_lang,
    ) + "".join(_lang_button(c, code) for code in LANGS)
    motion = "".join(
        button(
            t(lang, f"motion_{m}"),
            "set_motion",
            val=m,
            cls="btn btn-choice",
            pressed=c.settings.get("motion", "auto") == m,
        )
        for m in ("auto", "off")
    )
    body = (
        notice(c)
        + f'<fieldset class="option"><legend>{esc(t(lang, "language"))}</legend>'
        + f'<div class="choices">{lang_buttons}</div></fieldset>'
        + f'<fieldset class="option"><legend>{esc(t(lang, "motion"))}</legend>'
        + f'<div class="choices">{motion}</div>'
        + f'<p class="meta">{esc(t(lang, "motion_help"))}</p></fieldset>'
        + _device_settings(c)
        + keeping.settings_part(c)
        + f'<h2 class="section-title">{esc(t(lang, "about"))}</h2>'
        + f"<p>{esc(t(lang, 'about_text'))}</p>"
        + f'<p class="meta">{esc(t(lang, "version", v=__version__))}</p>'
    )
    return screen("settings", t(lang, "settings"), body, back_button(c, "back"))


def _device_settings(c: Controller) -> str:
    """Screen on, sound and vibration during a game (app/device.py): one switch each."""
    lang = c.lang
    mark = '<span class="toggle-mark" aria-hidden="true"></span>'
    switches = "".join(
        '<div class="option option-toggle">'
        + button(
            t(lang, f"set_{key}"),
            "set_device",
            key,
            val="off" if c.device_on(key) else "on",
            cls="btn btn-toggle",
            pressed=c.device_on(key),
            content=mark + esc(t(lang, f"set_{key}")),
        )
        + f'<p class="meta">{esc(t(lang, f"set_{key}_help"))}</p></div>'
        for key in DEVICE_SETTINGS
        if key != "vibrate" or c.abilities.vibrate  # no switch that would do nothing
    )
    return (
        f'<fieldset class="option device-settings"><legend>{esc(t(lang, "device"))}</legend>'
        f"{switches}</fieldset>"
    )
