"""The question-pack field of the Kwis 't! new-game form: our own questions or an imported
pack, the import (file or paste) with every problem in words, and removal.

The app knows nothing of packs: ``KwistPlay`` hands it ``option_field`` for the ``pack``
option, the form moves below (``data-act="pack_*"``) and ``before_start``. The field's state
is a ``PackForm`` in the form's ``extras``. A chosen pack goes into the game's ``pack``
option itself: the save carries it and replays on any device.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pyengine import IllegalAction
from pyengine.games.kwist.rules import ROUNDS

from ...kit.gameplay import Services, SetupForm
from ...kit.html import attrs, button, esc
from ...kit.storage import StorageFull
from .pack_i18n import cards_text, langs_text, pt
from .pack_store import (
    MAX_PACK_BYTES,
    MAX_PACK_KB,
    PackStore,
    PackSummary,
    Problem,
    pack_name,
    read_pack,
)

EXTRAS_KEY = "pack"  # this field's key in the form's extras (the option's own key too)


@dataclass
class PackForm:
    """The question-pack part of one new-game form."""

    store: PackStore
    chosen: str | None = None  # id of the imported pack in the ``pack`` option
    open: bool = False  # the import section is shown
    text: str = ""  # the paste box, kept after a failed import
    problems: list[Problem] = field(default_factory=list)
    more: int = 0  # problems not shown
    message: str = ""  # good news after an import or removal
    remove: str | None = None  # pack id waiting for "really remove?"


def pack_form(app: Services, form: SetupForm) -> PackForm:
    """The pack field's state in ``form``, made on first use."""
    state = form.extras.get(EXTRAS_KEY)
    if not isinstance(state, PackForm):
        state = form.extras[EXTRAS_KEY] = PackForm(PackStore(app.storage))
    return state


# -- the form moves -------------------------------------------------------------------
def use(app: Services, form: SetupForm, arg: str, _value: str) -> None:
    """Choose our own questions (``arg`` empty) or an imported pack."""
    packs = pack_form(app, form)
    packs.remove = None
    if not arg:
        form.options["pack"], packs.chosen = None, None
        return
    data = packs.store.load(arg)
    if data is None:
        raise IllegalAction("pack_missing", pt(app.lang, "pack_missing"))
    form.options["pack"], packs.chosen = data, arg


def toggle(app: Services, form: SetupForm, _arg: str, _value: str) -> None:
    packs = pack_form(app, form)
    packs.open = not packs.open


def text(app: Services, form: SetupForm, _arg: str, value: str) -> None:
    pack_form(app, form).text = value


def paste(app: Services, form: SetupForm, _arg: str, _value: str) -> None:
    _import(app, form, pack_form(app, form).text, from_box=True)


def file(app: Services, form: SetupForm, arg: str, value: str) -> None:
    """From the page's file picker: arg ``file`` with the text, ``too_big`` with the size
    in bytes, or ``unreadable``."""
    packs = pack_form(app, form)
    packs.open = True
    if arg == "file":
        _import(app, form, value, from_box=False)
        return
    if arg == "too_big":
        size = -(-int(value) // 1024)
        said = pt(app.lang, "pack_err_big", size=size, kb=MAX_PACK_KB)
    else:
        said = pt(app.lang, "pack_err_unreadable")
    packs.problems, packs.more, packs.message = [("", said, "")], 0, ""


def _import(app: Services, form: SetupForm, text: str, from_box: bool) -> None:
    lang, packs = app.lang, pack_form(app, form)
    packs.open, packs.remove, packs.message = True, None, ""
    data, packs.problems, packs.more = read_pack(lang, text)
    if data is None:
        return
    try:
        gid, new = packs.store.add(data, app.now())
    except StorageFull:
        packs.problems = [("", pt(lang, "pack_err_full"), "")]
        return
    if from_box:  # a picked file leaves the paste box as it was
        packs.text = ""
    form.options["pack"], packs.chosen = data, gid
    name = pack_name(data.get("name"), lang)
    if new:
        packs.message = pt(lang, "pack_ok", name=name, cards=cards_text(lang, len(data["cards"])))
    else:
        packs.message = pt(lang, "pack_known", name=name)


def remove(app: Services, form: SetupForm, arg: str, _value: str) -> None:
    pack_form(app, form).remove = arg


def remove_no(app: Services, form: SetupForm, _arg: str, _value: str) -> None:
    pack_form(app, form).remove = None


def remove_yes(app: Services, form: SetupForm, arg: str, _value: str) -> None:
    lang, packs = app.lang, pack_form(app, form)
    store = packs.store
    summary = store.summary(arg) if arg in store.ids() else None
    store.remove(arg)
    packs.remove = None
    if packs.chosen == arg:
        form.options["pack"], packs.chosen = None, None
    if summary is not None:
        name = pack_name(summary.name, lang) if summary.ok else pt(lang, "pack_damaged")
        packs.message = pt(lang, "pack_removed", name=name)


# -- before a start ----------------------------------------------------------------------
def before_start(app: Services, form: SetupForm) -> None:
    """A pack with fewer cards than the game has rounds is refused in the player's
    language (the engine would say ``pack_too_small`` in English)."""
    problem = too_small(app.lang, form)
    if problem:
        raise IllegalAction("pack_too_small", problem)


def too_small(lang: str, form: SetupForm) -> str:
    """Why the chosen pack cannot serve this many players, or ""."""
    data: Any = form.options.get("pack")
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        return ""
    players = len(form.players)
    needed = ROUNDS.get(players, 0)
    cards = len(data["cards"])
    if cards >= needed:
        return ""
    name = pack_name(data.get("name"), lang)
    return pt(
        lang,
        "pack_too_small",
        name=name,
        cards=cards_text(lang, cards),
        players=players,
        needed=needed,
    )


# -- the form field ----------------------------------------------------------------
def option_field(app: Services, form: SetupForm, label: str) -> str:
    """The ``pack`` option: our own questions or an imported pack, and the import."""
    lang, packs = app.lang, pack_form(app, form)
    store = packs.store
    items = [
        '<li class="pack-item">'
        + _choice(pt(lang, "pack_own"), pt(lang, "pack_lang_both"), "", packs.chosen is None)
        + "</li>"
    ]
    items += [_pack_item(lang, s, packs) for s in store.summaries()]
    notes = ""
    small = too_small(lang, form)
    if small:
        notes += f'<p class="error-text pack-note">{esc(small)}</p>'
    if packs.chosen is not None and packs.chosen in store.ids():
        langs = store.summary(packs.chosen).langs  # cached: no new check of the whole pack
        if langs and form.options.get("lang") not in langs:
            word = pt(lang, f"pack_lang_{langs[0]}")
            notes += (
                f'<p class="meta pack-note">{esc(pt(lang, "pack_lang_note", language=word))}</p>'
            )
    if packs.message:
        notes += f'<p class="pack-message" role="status">{esc(packs.message)}</p>'
    toggle_button = (
        "<button"
        + attrs(
            type="button",
            class_="btn btn-quiet pack-toggle",
            data_act="pack_toggle",
            aria_expanded="true" if packs.open else "false",
            aria_controls="pack-import" if packs.open else None,
        )
        + f">{esc(pt(lang, 'pack_import_close' if packs.open else 'pack_import_open'))}</button>"
    )
    return (
        f'<fieldset class="option pack-option"><legend>{esc(label)}</legend>'
        f'<ul class="pack-list">{"".join(items)}</ul>{notes}{toggle_button}'
        + (_import_html(lang, packs) if packs.open else "")
        + "</fieldset>"
    )


def _choice(name: str, detail: str, arg: str, pressed: bool) -> str:
    content = f'<span class="pack-name">{esc(name)}</span>'
    if detail:
        content += f'<span class="pack-detail">{esc(detail)}</span>'
    label = f"{name} ({detail})" if detail else name
    return button(
        label, "pack_use", arg, cls="btn btn-choice pack-choice", pressed=pressed, content=content
    )


def _pack_item(lang: str, s: PackSummary, packs: PackForm) -> str:
    if s.ok:
        name = pack_name(s.name, lang)
        detail = f"{cards_text(lang, s.cards)} · {langs_text(lang, s.langs)}"
        choice = _choice(name, detail, s.id, packs.chosen == s.id)
    else:
        name = pt(lang, "pack_damaged")
        choice = f'<p class="error-text pack-damaged">{esc(pt(lang, "pack_bad_stored"))}</p>'
    if packs.remove == s.id:
        actions = (
            f'<p class="confirm">{esc(pt(lang, "pack_really_remove", name=name))}</p>'
            + button(pt(lang, "pack_remove_yes"), "pack_remove_yes", s.id, cls="btn btn-danger")
            + button(pt(lang, "pack_remove_no"), "pack_remove_no", s.id, cls="btn btn-quiet")
        )
    else:
        actions = button(
            pt(lang, "pack_remove"),
            "pack_remove",
            s.id,
            cls="btn btn-quiet btn-small",
            aria_label=pt(lang, "pack_remove_of", name=name),
        )
    return f'<li class="pack-item">{choice}<div class="actions">{actions}</div></li>'


def _import_html(lang: str, packs: PackForm) -> str:
    picker = "<input" + attrs(
        id="pack-file",
        type="file",
        accept=".json,application/json",
        data_file_act="pack_file",
        data_max_bytes=MAX_PACK_BYTES,
    )
    paste = "<textarea" + attrs(
        id="pack-text",
        rows=6,
        spellcheck="false",
        autocomplete="off",
        autocapitalize="off",
        data_text_act="pack_text",
    )
    problems = ""
    if packs.problems:
        rows = "".join(_problem_html(p) for p in packs.problems)
        more = (
            f'<p class="meta">{esc(pt(lang, "pack_err_more", n=packs.more))}</p>'
            if packs.more
            else ""
        )
        fix = f"<p>{esc(pt(lang, 'pack_err_fix'))}</p>" if packs.problems[0][2] else ""
        problems = (
            '<div class="pack-problems" role="alert">'
            f'<p class="error-text">{esc(pt(lang, "pack_err_title"))}</p>'
            f"<ul>{rows}</ul>{more}{fix}</div>"
        )
    return (
        '<div class="pack-import" id="pack-import">'
        f'<p class="meta">{esc(pt(lang, "pack_import_help", kb=MAX_PACK_KB))}</p>'
        f'<label class="field" for="pack-file"><span>{esc(pt(lang, "pack_file"))}</span></label>'
        # as Results' import: a button of the app's own in a zone a file can be dropped on
        # (the browser's bare field said "Choose File / No file chosen" in its own language);
        # the field covers the zone, unseen
        f'<div class="drop-zone">{picker} aria-describedby="pack-drop">'
        f'<span class="btn btn-secondary drop-button" aria-hidden="true">'
        f"{esc(pt(lang, 'pack_choose'))}</span>"
        f'<span class="meta" id="pack-drop">{esc(pt(lang, "pack_drop"))}</span></div>'
        f'<label class="field" for="pack-text"><span>{esc(pt(lang, "pack_paste"))}</span></label>'
        f"{paste}>{esc(packs.text)}</textarea>"
        '<div class="actions">'
        + button(pt(lang, "pack_import"), "pack_paste", cls="btn btn-primary")
        + f"</div>{problems}</div>"
    )


def _problem_html(problem: Problem) -> str:
    place, said, code = problem
    where = f"<strong>{esc(place)}</strong>: " if place else ""
    tag = f' <code class="pack-code">{esc(code)}</code>' if code else ""
    return f"<li>{where}{esc(said)}{tag}</li>"
