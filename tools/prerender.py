"""The home screen prerendered into index.html at build time, in every language (issue 17).

The first paint needs no Python: the build runs the real UI (``web/spelkast_ui``) on
CPython as the page glue's first drawing runs it for a new visitor (a Controller with empty
storage, on the home screen) and writes what it draws into ``<main id="app">``, once per
language. The page's language is known only in the browser (``?lang=``, the saved
setting, the browser's language), so every copy is in the page:

* each copy is a ``<div data-lang-only="<lang>">`` (``display: contents``, so it adds no
  box); app.css hides the copies not in ``<html lang>``, which web/early.js (a blocking
  classic script in ``<head>``) sets before the body is parsed, so the first paint is
  already in the right language;
* ids are unique in the page: every copy after the first has ``--<lang>`` appended to
  its ids and to the attributes that point at ids; boot.js keeps the copy of the page's
  language, drops the others and takes the suffix off again, so ``#app`` then holds
  exactly what Python would draw;
* ``<title>`` and ``<meta name="description">`` hold the first language, with the
  others in ``data-<lang>`` attributes that early.js puts in place.

``<main id="app">`` carries ``data-prerendered`` until the page glue's first drawing: while it
is there, boot.js keeps the first tap on it (spelkast_ui/page acts on it once ready).
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# web/index.html holds this marker where the home screen goes; nothing else is in #app.
MARKER = "<!-- spelkast:prerender home -->"
APP_OPEN = '<main id="app" class="app">'
# Attributes that name ids: they get the same suffix as the ids of their copy.
ID_ATTRS = ("id", "for", "aria-labelledby", "aria-describedby", "aria-controls", "aria-owns")
ID_REFS = re.compile(rf'\s({"|".join(ID_ATTRS)})="([^"]*)"')


class PrerenderError(Exception):
    """The home screen could not be prerendered: the build must stop."""


@dataclass(frozen=True)
class Home:
    """The home screen of a new visitor in one language, as the page glue's first drawing."""

    lang: str
    html: str  # the content of <main id="app">
    title: str  # document.title
    description: str  # <meta name="description">


def _import_ui() -> None:
    """Make this checkout's engine and UI importable (before any installed copy)."""
    for path in (ROOT / "web", ROOT):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))


def render_home(lang: str) -> Home:
    """Draw home as the page glue does for a first visit in ``lang``: no saves, no settings."""
    _import_ui()
    from spelkast_ui.app.catalog import playable
    from spelkast_ui.app.controller import Controller
    from spelkast_ui.app.screens import render, title
    from spelkast_ui.kit.i18n import LANGS, pick, t
    from spelkast_ui.kit.storage import MemoryStorage

    if lang not in LANGS:
        raise PrerenderError(f"unknown language {lang!r}")
    c = Controller(MemoryStorage(), now=lambda: 0.0, new_seed=lambda: 0, browser_lang=lang)
    c.mount()
    html = render(c)
    if c.screen != "home" or c.lang != lang:
        raise PrerenderError(f"a first visit in {lang} is not on home ({c.screen}, {c.lang})")
    games = playable()
    missing = [g for g in games if f'data-act="new" data-arg="{g}"' not in html]
    if missing or 'class="screen screen-home"' not in html:
        raise PrerenderError(f"home in {lang} lacks the games {missing}")
    names = ", ".join(pick(spec.title, lang) for spec in games.values())
    return Home(lang, html, title(c), t(lang, "app_description", games=names))


def homes() -> list[Home]:
    """Home in every language, the page's default language (``<html lang>``) first."""
    _import_ui()
    from spelkast_ui.kit.i18n import LANGS

    return [render_home(lang) for lang in LANGS]


def suffix_ids(html: str, lang: str) -> str:
    """``html`` with ``--<lang>`` after every id and every id an attribute points at."""

    def one(match: re.Match[str]) -> str:
        refs = " ".join(f"{ref}--{lang}" for ref in match.group(2).split())
        return f' {match.group(1)}="{refs}"'

    return ID_REFS.sub(one, html)


def app_content(pages: list[Home]) -> str:
    """What goes where the marker is: one copy of home per language."""
    copies = []
    for i, home in enumerate(pages):
        html = home.html if i == 0 else suffix_ids(home.html, home.lang)
        copies.append(f'<div data-lang-only="{home.lang}">{html}</div>')
    return "".join(copies)


def _alternates(pages: list[Home], field: str) -> str:
    return "".join(f' data-{p.lang}="{escape(getattr(p, field))}"' for p in pages[1:])


def _replace_once(page: str, pattern: str, new: str, what: str) -> str:
    out, n = re.subn(pattern, lambda _m: new, page, flags=re.S)
    if n != 1:
        raise PrerenderError(f"index.html: expected one {what}, found {n}")
    return out


def prerender(index_html: str, pages: list[Home] | None = None) -> str:
    """index.html with home, its title and its description in every language."""
    pages = homes() if pages is None else pages
    first = pages[0]
    if f'<html lang="{first.lang}">' not in index_html:
        raise PrerenderError(f'index.html: <html lang="{first.lang}"> expected')
    page = _replace_once(
        index_html,
        re.escape(APP_OPEN) + r"\s*" + re.escape(MARKER) + r"\s*</main>",
        APP_OPEN.replace(">", " data-prerendered>") + app_content(pages) + "</main>",
        "home marker inside <main id=app>",
    )
    page = _replace_once(
        page,
        r"<title>[^<]*</title>",
        f"<title{_alternates(pages, 'title')}>{escape(first.title)}</title>",
        "<title>",
    )
    return _replace_once(
        page,
        r'<meta name="description" content="[^"]*">',
        f'<meta name="description" content="{escape(first.description)}"'
        f"{_alternates(pages, 'description')}>",
        "description",
    )


def prerender_file(path: Path) -> None:
    """Prerender the index.html at ``path`` in place (tools/build_dist.py)."""
    path.write_text(prerender(path.read_text(encoding="utf-8")), encoding="utf-8")
