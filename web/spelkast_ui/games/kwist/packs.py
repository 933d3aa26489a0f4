"""Imported Kwis 't! question packs: kept in storage, listed, chosen, removed.

A pack is imported from a .json file or pasted text, validated with
``pyengine.games.kwist.bank.pack_errors`` (every problem shown in the player's language, see
``i18n_kwist_pack``) and stored as ``spelkast.pack.<id>``, the id being a hash of its
content, so importing the same pack twice keeps one copy. A chosen pack goes into the
game's ``pack`` option itself: the save carries it and replays on any device.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pyengine import IllegalAction
from pyengine.games.kwist.bank import LANGS, PACK_FORMAT, load_pack, pack_errors

from ...kit.html import attrs, button, esc
from ...kit.storage import Storage, StorageFull
from .pack_i18n import cards_text, json_error, langs_text, problem_text, pt

if TYPE_CHECKING:
    from ...app.setup import GameSetup

PACK_OPTION = ("kwist", "pack")  # (game, option) this module renders and sets
PREFIX = "spelkast.pack."
RECORD_VERSION = 1
MAX_PACK_KB = 500  # a pack is also copied into every save: keep it well under the quota
MAX_PACK_BYTES = MAX_PACK_KB * 1024
MAX_PROBLEMS_SHOWN = 20
FORMAT_FAMILY = PACK_FORMAT.split("/", 1)[0] + "/"

Problem = tuple[str, str, str]  # (place in words, what is wrong, the place as a code)


@dataclass
class PackForm:
    """The question-pack part of one new-game form."""

    chosen: str | None = None  # id of the imported pack in the ``pack`` option
    open: bool = False  # the import section is shown
    text: str = ""  # the paste box, kept after a failed import
    problems: list[Problem] = field(default_factory=list)
    more: int = 0  # problems not shown
    message: str = ""  # good news after an import or removal
    remove: str | None = None  # pack id waiting for "really remove?"


@dataclass(frozen=True)
class PackSummary:
    id: str
    name: dict[str, str]
    cards: int
    langs: tuple[str, ...]
    imported: float
    ok: bool


def pack_id(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def pack_name(name: Any, lang: str) -> str:
    if not isinstance(name, dict):
        return "?"
    for key in (lang, *LANGS):
        if isinstance(name.get(key), str) and name[key].strip():
            return str(name[key]).strip()[:60]
    return "?"


class PackStore:
    """Reads and writes ``spelkast.pack.<id>``; summaries are cached (ids name content)."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._cache: dict[str, PackSummary] = {}

    def ids(self) -> list[str]:
        return [k[len(PREFIX) :] for k in self.storage.keys() if k.startswith(PREFIX)]  # noqa: SIM118

    def summaries(self) -> list[PackSummary]:
        out = [self.summary(gid) for gid in self.ids()]
        return sorted(out, key=lambda s: (s.imported, s.id))

    def summary(self, gid: str) -> PackSummary:
        if gid not in self._cache:
            record = self._record(gid)
            data = record.get("pack")
            if pack_errors(data):
                self._cache[gid] = PackSummary(gid, {}, 0, (), 0.0, False)
            else:
                pack = load_pack(data)
                stamp = record.get("imported")
                when = float(stamp) if isinstance(stamp, int | float) else 0.0
                self._cache[gid] = PackSummary(
                    gid, dict(pack.name), len(pack.cards), pack.langs, when, True
                )
        return self._cache[gid]

    def _record(self, gid: str) -> dict[str, Any]:
        raw = self.storage.get(PREFIX + gid)
        try:
            record = json.loads(raw) if raw is not None else {}
        except ValueError:
            return {}
        return record if isinstance(record, dict) else {}

    def load(self, gid: str) -> Any:
        """The pack's JSON data, or None when it is gone or damaged."""
        if gid not in self.ids() or not self.summary(gid).ok:
            return None
        return self._record(gid)["pack"]

    def add(self, data: Any, now: float) -> tuple[str, bool]:
        """Store a valid pack; returns its id and whether it is new. May raise StorageFull."""
        gid = pack_id(data)
        if gid in self.ids() and self.summary(gid).ok:
            return gid, False
        record = {"v": RECORD_VERSION, "imported": now, "pack": data}
        self.storage.set(
            PREFIX + gid, json.dumps(record, separators=(",", ":"), ensure_ascii=False)
        )
        pack = load_pack(data)  # the list shows it next: summarise now, not after a re-read
        self._cache[gid] = PackSummary(gid, dict(pack.name), len(pack.cards), pack.langs, now, True)
        return gid, True

    def remove(self, gid: str) -> None:
        self.storage.remove(PREFIX + gid)
        self._cache.pop(gid, None)


def read_pack(lang: str, text: str) -> tuple[Any, list[Problem], int]:
    """Pack text -> (data, [], 0) when it is good, else (None, problems shown, more)."""
    size = len(text.encode())
    if size > MAX_PACK_BYTES:
        big = pt(lang, "pack_err_big", size=-(-size // 1024), kb=MAX_PACK_KB)
        return None, [("", big, "")], 0
    if not text.strip():
        return None, [("", pt(lang, "pack_err_empty"), "")], 0
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        return None, [("", json_error(lang, err.msg, err.lineno, err.colno), "")], 0
    except ValueError:  # e.g. a number too long to read
        return None, [("", json_error(lang, "?", 1, 1), "")], 0
    found = data.get("format") if isinstance(data, dict) else None
    if isinstance(found, str) and found != PACK_FORMAT and found.startswith(FORMAT_FAMILY):
        version = pt(lang, "pack_err_version", found=found[:40], ours=PACK_FORMAT)
        return None, [("", version, "format")], 0
    errors = pack_errors(data)
    shown = [problem_text(lang, e, data) for e in errors[:MAX_PROBLEMS_SHOWN]]
    return (None if errors else data), shown, max(0, len(errors) - MAX_PROBLEMS_SHOWN)


class PackActions:
    """Controller mixin: the pack actions of the new-game form (``data-act="pack_*"``)."""

    storage: Storage
    setup: GameSetup | None
    now: Callable[[], float]
    _pack_store: PackStore | None = None

    @property
    def lang(self) -> str:
        raise NotImplementedError

    def pack_store(self) -> PackStore:
        if self._pack_store is None:
            self._pack_store = PackStore(self.storage)
        return self._pack_store

    def _pack_form(self) -> tuple[GameSetup, PackForm]:
        form = self.setup
        if form is None or (form.game, "pack") != PACK_OPTION:
            raise IllegalAction("no_form", "There is no question pack to choose here.")
        return form, form.pack

    def _act_pack_use(self, arg: str, value: str) -> None:
        form, packs = self._pack_form()
        packs.remove = None
        if not arg:
            form.options["pack"], packs.chosen = None, None
            return
        data = self.pack_store().load(arg)
        if data is None:
            raise IllegalAction("pack_missing", pt(self.lang, "pack_missing"))
        form.options["pack"], packs.chosen = data, arg

    def _act_pack_toggle(self, arg: str, value: str) -> None:
        packs = self._pack_form()[1]
        packs.open = not packs.open

    def _act_pack_text(self, arg: str, value: str) -> None:
        self._pack_form()[1].text = value

    def _act_pack_paste(self, arg: str, value: str) -> None:
        packs = self._pack_form()[1]
        self._import(packs.text, from_box=True)

    def _act_pack_file(self, arg: str, value: str) -> None:
        """From the page's file picker: arg ``file`` with the text, ``too_big`` with the
        size in bytes, or ``unreadable``."""
        packs = self._pack_form()[1]
        packs.open = True
        if arg == "file":
            self._import(value, from_box=False)
            return
        if arg == "too_big":
            size = -(-int(value) // 1024)
            said = pt(self.lang, "pack_err_big", size=size, kb=MAX_PACK_KB)
        else:
            said = pt(self.lang, "pack_err_unreadable")
        packs.problems, packs.more, packs.message = [("", said, "")], 0, ""

    def _import(self, text: str, from_box: bool) -> None:
        form, packs = self._pack_form()
        packs.open, packs.remove, packs.message = True, None, ""
        data, packs.problems, packs.more = read_pack(self.lang, text)
        if data is None:
            return
        try:
            gid, new = self.pack_store().add(data, self.now())
        except StorageFull:
            packs.problems = [("", pt(self.lang, "pack_err_full"), "")]
            return
        if from_box:  # a picked file leaves the paste box as it was
            packs.text = ""
        form.options["pack"], packs.chosen = data, gid
        name = pack_name(data.get("name"), self.lang)
        if new:
            count = cards_text(self.lang, len(data["cards"]))
            packs.message = pt(self.lang, "pack_ok", name=name, cards=count)
        else:
            packs.message = pt(self.lang, "pack_known", name=name)

    def _act_pack_remove(self, arg: str, value: str) -> None:
        self._pack_form()[1].remove = arg

    def _act_pack_remove_no(self, arg: str, value: str) -> None:
        self._pack_form()[1].remove = None

    def _act_pack_remove_yes(self, arg: str, value: str) -> None:
        form, packs = self._pack_form()
        store = self.pack_store()
        summary = store.summary(arg) if arg in store.ids() else None
        store.remove(arg)
        packs.remove = None
        if packs.chosen == arg:
            form.options["pack"], packs.chosen = None, None
        if summary is not None:
            name = (
                pack_name(summary.name, self.lang) if summary.ok else pt(self.lang, "pack_damaged")
            )
            packs.message = pt(self.lang, "pack_removed", name=name)

    def check_pack_fits(self) -> None:
        """Before a start: a pack with fewer cards than the game has rounds is refused in
        the player's language (the engine would say ``pack_too_small`` in English)."""
        form = self.setup
        if form is None or (form.game, "pack") != PACK_OPTION:
            return
        problem = too_small(self.lang, form)
        if problem:
            raise IllegalAction("pack_too_small", problem)


def too_small(lang: str, form: GameSetup) -> str:
    """Why the chosen pack cannot serve this many players, or ""."""
    data = form.options.get("pack")
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        return ""
    from pyengine.games.kwist.rules import ROUNDS

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
def pack_field(c: PackActions, form: GameSetup, label: str) -> str:
    """The ``pack`` option: our own questions or an imported pack, and the import."""
    lang, packs = c.lang, form.pack
    items = [
        '<li class="pack-item">'
        + _choice(pt(lang, "pack_own"), pt(lang, "pack_lang_both"), "", packs.chosen is None)
        + "</li>"
    ]
    items += [_pack_item(lang, s, packs) for s in c.pack_store().summaries()]
    notes = ""
    small = too_small(lang, form)
    if small:
        notes += f'<p class="error-text pack-note">{esc(small)}</p>'
    store = c.pack_store()
    if packs.chosen is not None and packs.chosen in store.ids():
        langs = store.summary(packs.chosen).langs  # cached: no new check of the whole pack
        if langs and form.options.get("lang") not in langs:
            word = pt(lang, f"pack_lang_{langs[0]}")
            notes += (
                f'<p class="meta pack-note">{esc(pt(lang, "pack_lang_note", language=word))}</p>'
            )
    if packs.message:
        notes += f'<p class="pack-message" role="status">{esc(packs.message)}</p>'
    toggle = (
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
        f'<ul class="pack-list">{"".join(items)}</ul>{notes}{toggle}'
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
        f"{picker}>"
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
