"""What the pyramid games (Würfelmarsch, Cui bono?, Eintrichtern) say alike: the dice
colours in words, the drawing's names and the texts of the screens that turn the pyramid
(Cui bono?'s and Eintrichtern's ``t`` include ``TEXT``)."""

from __future__ import annotations

from ..kit.i18n import Pair, Words, lang_index

# colour -> per language (nl, en): (noun, before a noun, letter). Dutch inflects the
# adjective ("een rode steen"); the letter marks a colour for colour-blind players.
COLOUR_WORDS: dict[str, tuple[tuple[str, str, str], tuple[str, str, str]]] = {
    "red": (("rood", "rode", "R"), ("red", "red", "R")),
    "yellow": (("geel", "gele", "G"), ("yellow", "yellow", "Y")),
    "pearl": (("parelmoer", "parelmoeren", "P"), ("pearl", "pearl", "P")),
}

TEXT: dict[str, Pair] = {
    "pyr_name": ("Dobbelsteenpiramide", "Dice pyramid"),
    "pyr_legend": ("Kleuren van de dobbelstenen", "Colours of the dice"),
    "pyr_building": ("De piramide wordt gebouwd…", "Building the pyramid…"),
    "pyr_turn": ("Draai de piramide", "Turn the pyramid"),
    "pyr_side_own": ("Gezien vanaf jouw kant", "Seen from your side"),
    "pyr_side_n": ("Gezien vanaf kant {n}", "Seen from side {n}"),
    # between two races at a solo table (pyramid/race.py)
    "pyr_next": ("Verder", "Next"),
    "pyr_next_long": ("Verder: de volgende worp", "Next: the next throw"),
    "pyr_pause": ("Tussen twee worpen", "Between two throws"),
    "pyr_pause_tap": ("Wacht op Verder", "Wait for Next"),
    "pyr_pause_s": ("Verder na {n} s", "Next after {n} s"),
}

t = Words(TEXT)


def _words(lang: str, colour: str) -> tuple[str, str, str]:
    return COLOUR_WORDS[colour][lang_index(lang)]


def colour_name(lang: str, colour: str) -> str:
    """The colour as a noun: "rood", "pearl"."""
    return _words(lang, colour)[0]


def colour_adj(lang: str, colour: str, capital: bool = False) -> str:
    """The colour before a noun: "een rode steen", "a pearl die"."""
    word = _words(lang, colour)[1]
    return word[:1].upper() + word[1:] if capital else word


def colour_letter(lang: str, colour: str) -> str:
    return _words(lang, colour)[2]
