"""One mechanism for sentences about seats and counts, checked on every message.

A message about a seat (``{name}``) has a second-person form ``<key>.you`` for the viewer's
own seat, or is listed in its module's ``NAMED_ONLY`` (its name is never the viewer's). Every
message is rendered in both languages for the viewer's own seat and for another seat, with
counts 0, 1 and 2, and the forms are checked: no "You gets", no "1 points", no "2 worp".
"""

from __future__ import annotations

import importlib
import re
import string
from types import ModuleType

import pytest
from spelkast_ui.kit import i18n
from spelkast_ui.kit.i18n import YOU, Pair, Person, Words
from spelkast_ui.pyramid import words as pyramid
from test_words import GAMES

MODULES: dict[str, ModuleType] = {
    "general": i18n,
    "pyramid": pyramid,
    "history": importlib.import_module("spelkast_ui.app.words"),
    "storage": importlib.import_module("spelkast_ui.app.unsaved_words"),
    **{game: importlib.import_module(f"spelkast_ui.games.{game}.i18n") for game in GAMES},
}
# Countable words and their plurals: "1 <plural>" or "2 <singular>" is a wrong form.
NOUNS = {
    "en": {
        "throw": "throws", "die": "dice", "point": "points", "chip": "chips", "move": "moves",
        "round": "rounds", "turn": "turns", "square": "squares", "field": "fields",
        "second": "seconds", "bet": "bets", "question": "questions", "answer": "answers",
        "player": "players", "game": "games", "step": "steps", "space": "spaces",
        "minute": "minutes", "hour": "hours", "day": "days", "box": "boxes", "card": "cards",
        "penalty": "penalties", "token": "tokens", "time": "times", "pip": "pips",
        "funnel": "funnels", "coin": "coins", "life": "lives",
    },
    "nl": {
        "worp": "worpen", "dobbelsteen": "dobbelstenen", "punt": "punten", "fiche": "fiches",
        "schijfje": "schijfjes", "zet": "zetten", "ronde": "rondes", "beurt": "beurten",
        "vakje": "vakjes", "veld": "velden", "seconde": "seconden", "inzet": "inzetten",
        "vraag": "vragen", "antwoord": "antwoorden", "speler": "spelers", "spel": "spellen",
        "stap": "stappen", "plek": "plekken", "minuut": "minuten", "dag": "dagen",
        "kaart": "kaarten", "strafpunt": "strafpunten", "steen": "stenen", "oog": "ogen",
        "trechter": "trechters", "munt": "munten", "leven": "levens",
    },
}  # fmt: skip
SECOND_PERSON = {
    "en": re.compile(r"\b(you|your|yours|yourself)\b", re.I),
    "nl": re.compile(r"\b(je|jij|jou|jouw|jezelf|u)\b", re.I),
}
# "You gets", "you has", "you is", "You (red) captures": a third-person verb after "you".
WRONG_VERB = {
    "en": re.compile(r"\byou(?: \([^)]*\))? (is|was|has|does|\w+[^s\W]s)\b", re.I),
    "nl": re.compile(r"\bjij(?: \([^)]*\))? (heeft|is|kan|zal|wil|mag niet meer)\b", re.I),
}
VIEWER, OTHER = Person("Wilhelmina", you=True), Person("Wilhelmina", you=False)


def fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def seat_keys(table: dict[str, Pair]) -> list[str]:
    """The table's messages about a seat: those that name one."""
    return sorted(k for k, (nl, _) in table.items() if not k.endswith(YOU) and "name" in fields(nl))


CASES = list(MODULES)


@pytest.mark.parametrize("name", CASES)
def test_every_sentence_about_a_seat_has_a_form_for_you(name: str) -> None:
    module = MODULES[name]
    table: dict[str, Pair] = module.TEXT
    named_only = getattr(module, "NAMED_ONLY", frozenset())
    missing = [k for k in seat_keys(table) if k + YOU not in table and k not in named_only]
    assert not missing, f"{name}: no second-person form for {missing}"
    for key in (k for k in table if k.endswith(YOU)):
        base = key.removesuffix(YOU)
        assert base in table, f"{name}: {key} without {base}"
        assert key not in named_only and base not in named_only


@pytest.mark.parametrize("name", CASES)
def test_every_message_reads_right_for_you_and_others_at_every_count(name: str) -> None:
    module = MODULES[name]
    table: dict[str, Pair] = module.TEXT
    named_only = getattr(module, "NAMED_ONLY", frozenset())
    say = Words(table)
    faults: list[str] = []
    for key in sorted(k for k in table if not k.endswith(YOU)):
        for lang in ("nl", "en"):
            for n in (0, 1, 2):
                values = {f: n for f in fields(table[key][0]) if f != "name"}
                values["n"] = n
                if "hi" in values:  # a range is never "1–1"
                    values["hi"] = n + 2
                whos: tuple[Person | None, ...] = (None,)
                if "name" in fields(table[key][0]):
                    whos = (OTHER,) if key in named_only else (VIEWER, OTHER)
                for who in whos:
                    text = say(lang, key, about=who, **values)
                    faults += [
                        f"{key} {lang} n={n}: {text!r}: {f}" for f in _faults(lang, n, who, text)
                    ]
    assert not faults, "\n".join(faults)


def _faults(lang: str, n: int, who: Person | None, text: str) -> list[str]:
    out = []
    for one, many in NOUNS[lang].items():
        if n == 1 and re.search(rf"\b1 {many}\b", text) and one != many:
            out.append(f"1 {many}")
        if n != 1 and re.search(rf"\b{n} {one}\b", text) and one != many:
            out.append(f"{n} {one}")
    if who is not None and who.you:
        if who.name in text:
            out.append("names the viewer instead of speaking to him")
        if not SECOND_PERSON[lang].search(text):
            out.append("no second person")
        if WRONG_VERB[lang].search(text):
            out.append("third-person verb after you")
    if who is not None and not who.you and who.name not in text:
        out.append("does not name the other seat")
    return out


def test_the_mechanism() -> None:
    say = Words(
        {
            "gets": (
                "{name} krijgt {n} fiche|{name} krijgt {n} fiches",
                "{name} gets {n} chip|{name} gets {n} chips",
            ),
            "gets.you": (
                "Jij krijgt {n} fiche|Jij krijgt {n} fiches",
                "You get {n} chip|You get {n} chips",
            ),
        }
    )
    assert say("en", "gets", about=Person("Ann"), n=1) == "Ann gets 1 chip"
    assert say("en", "gets", about=Person("Ann", you=True), n=2) == "You get 2 chips"
    assert say("nl", "gets", about=Person("Ann", you=True), n=1) == "Jij krijgt 1 fiche"
    assert i18n.you_or_name("nl", Person("Ann", you=True)) == "jou"
    assert i18n.you_or_name("en", Person("Ann")) == "Ann"
    people = [Person("Ann"), Person("Bob", you=True), Person("Cas")]
    assert i18n.subjects("en", people) == "You, Ann and Cas"
    assert i18n.subjects("nl", people[:1] + people[2:]) == "Ann en Cas"
    # the checks catch the wrong forms the issue names
    assert _faults("en", 1, Person("You", you=True), "You gets 1 chip")
    assert _faults("en", 1, None, "up to 1 throws")
    assert _faults("nl", 1, None, "Hoogstens 1 worpen")
    assert _faults("en", 1, Person("You", you=True), "You (red) captures 2 dice")
    assert not _faults("en", 2, VIEWER, "You pass: up to 2 throws")
