"""The home screen prerendered into index.html at build time (tools/prerender.py): every
game in every language, exactly what the app draws for a first visit, escaped, ids unique,
and a build that stops when it cannot be done."""

from __future__ import annotations

import sys
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pytest
from helpers import make, page
from spelkast_ui.app.catalog import cover, playable
from spelkast_ui.kit.i18n import LANGS, pick

from pyengine import GAMES

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import build_dist  # noqa: E402
from prerender import (  # noqa: E402
    MARKER,
    Home,
    PrerenderError,
    homes,
    prerender,
    render_home,
    suffix_ids,
)

INDEX = (ROOT / "web" / "index.html").read_text(encoding="utf-8")


class Copies(HTMLParser):
    """The text of each language's copy of home, the ids, and the head's attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.text: dict[str, list[str]] = {}
        self.ids: list[str] = []
        self.head: dict[str, dict[str, str | None]] = {}
        self.title = ""
        self._lang: str | None = None
        self._depth = 0
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("id"):
            self.ids.append(str(a["id"]))
        if tag == "title" or (tag == "meta" and a.get("name") == "description"):
            self.head[tag] = a
            self._in_title = tag == "title"
        if tag == "div":
            if self._lang is None and a.get("data-lang-only"):
                self._lang, self._depth = str(a["data-lang-only"]), 0
                self.text[self._lang] = []
            elif self._lang is not None:
                self._depth += 1

    def handle_endtag(self, tag: str) -> None:
        self._in_title = self._in_title and tag != "title"
        if tag == "div" and self._lang is not None:
            if self._depth == 0:
                self._lang = None
            else:
                self._depth -= 1

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data
        if self._lang is not None:
            self.text[self._lang].append(data)


def read(html: str) -> Copies:
    parsed = Copies()
    parsed.feed(html)
    parsed.close()
    return parsed


def text_of(html: str) -> str:
    parsed = Copies()
    parsed.feed(f'<div data-lang-only="x">{html}</div>')
    return " ".join(" ".join(parsed.text["x"]).split())


@pytest.fixture(scope="module")
def built() -> str:
    return prerender(INDEX)


def test_every_game_in_every_language(built: str) -> None:
    copies = read(built)
    assert list(copies.text) == list(LANGS)
    assert len(playable()) == 10
    for lang in LANGS:
        text = " ".join(" ".join(copies.text[lang]).split())
        for spec in playable().values():
            assert pick(spec.title, lang) in text, (lang, spec.id)
            assert cover(spec.id, lang)[1] in text, (lang, spec.id)  # its line on home
    # Each copy has its own words.
    assert "Pick a game" in " ".join(copies.text["en"])
    assert "Pick a game" not in " ".join(copies.text["nl"])


def test_each_copy_is_what_the_app_draws_for_a_first_visit(built: str) -> None:
    for i, lang in enumerate(LANGS):
        drawn = page(make(lang=lang))
        assert render_home(lang).html == drawn
        copy = drawn if i == 0 else suffix_ids(drawn, lang)
        assert f'<div data-lang-only="{lang}">{copy}</div>' in built


def test_ids_stay_unique_and_the_copies_point_at_their_own(built: str) -> None:
    counts = Counter(read(built).ids)
    assert counts and max(counts.values()) == 1, counts.most_common(3)
    assert 'id="screen-title--en"' in built and 'aria-labelledby="screen-title--en"' in built
    assert suffix_ids('<label for="a">x</label><p aria-describedby="a b" data-id="c">', "en") == (
        '<label for="a--en">x</label><p aria-describedby="a--en b--en" data-id="c">'
    )


def test_the_marker_becomes_home_and_the_head_speaks_every_language(built: str) -> None:
    assert MARKER not in built
    assert '<main id="app" class="app" data-prerendered><div data-lang-only="nl">' in built
    head = read(built).head
    nl, en = homes()
    assert head["meta"]["content"] == nl.description
    assert head["meta"]["data-en"] == en.description
    assert head["title"]["data-en"] == en.title == "Spelkast"
    for home in (nl, en):
        for spec in playable().values():
            assert pick(spec.title, home.lang) in home.description
    assert "Dice games" in en.description and "Dobbelspellen" in nl.description


def test_text_is_escaped_in_content_and_attributes() -> None:
    tricky = 'Kwis \'t! <b>"&amp;"</b>'
    pages = [
        Home("nl", "<p>Kwis &#x27;t! &lt;b&gt;</p>", "A <title> & more", tricky),
        Home("en", "<p>x</p>", 'Say "hi"', tricky + " en"),
    ]
    out = prerender(INDEX, pages)
    parsed = read(out)
    assert parsed.head["meta"]["content"] == tricky
    assert parsed.head["meta"]["data-en"] == tricky + " en"
    assert parsed.head["title"]["data-en"] == 'Say "hi"'
    assert parsed.title == "A <title> & more"
    assert " ".join(parsed.text["nl"]) == "Kwis 't! <b>"
    # The real names with quotes and umlauts come through as text.
    for home in homes():
        assert "Kwis 't!" in text_of(home.html) and "Würfelmarsch" in text_of(home.html)
    assert GAMES["kwist"].title["nl"] == "Kwis 't!"


@pytest.mark.parametrize(
    "broken",
    [
        INDEX.replace(MARKER, ""),
        INDEX.replace(MARKER, MARKER + "<p>hand-written</p>"),
        INDEX.replace("</main>", '</main><main id="app" class="app">' + MARKER + "</main>"),
        INDEX.replace("<title>Spelkast</title>", ""),
        INDEX.replace('<meta name="description"', '<meta name="keywords"'),
        INDEX.replace('<html lang="nl">', '<html lang="en">'),
    ],
)
def test_a_page_it_cannot_fill_stops_the_build(broken: str, tmp_path: Path) -> None:
    with pytest.raises(PrerenderError):
        prerender(broken)
    (tmp_path / "index.html").write_text(broken, encoding="utf-8")
    with pytest.raises(build_dist.BuildError, match="prerendering the home screen failed"):
        build_dist.prerender_home(tmp_path)


def test_unknown_language_is_refused() -> None:
    with pytest.raises(PrerenderError):
        render_home("de")
