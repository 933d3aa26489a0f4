"""Text of the question-pack part of the Kwis 't! new-game form, in Dutch and English.

``pt(lang, key, **values)`` is the ``t`` of these texts (``|`` separates singular and plural).
``problem_text`` wraps one of ``the engine's pack_errors``' messages ("cards[3].questions[1]
.en.a: needs a non-empty text") in the player's language: which card (with its id), which
question, which field, and what is wrong. A message it does not know keeps the engine's
wording after a translated place, so nothing is ever hidden.
"""

from __future__ import annotations

import re
from typing import Any

from pyengine.games.kwist.bank import CARD_KINDS

from ...kit.i18n import Pair, Words, lang_index

PACK_TEXT: dict[str, Pair] = {
    "pack_legend": ("Vragen", "Questions"),
    "pack_own": ("De vragen van Spelkast", "Spelkast's own questions"),
    "pack_cards": ("{n} kaart|{n} kaarten", "{n} card|{n} cards"),
    "pack_lang_nl": ("Nederlands", "Dutch"),
    "pack_lang_en": ("Engels", "English"),
    "pack_lang_both": ("Nederlands en Engels", "Dutch and English"),
    "pack_damaged": ("Beschadigde vragenset", "Damaged question pack"),
    "pack_remove": ("Verwijderen", "Remove"),
    "pack_remove_of": ("Verwijder vragenset {name}", "Remove question pack {name}"),
    "pack_really_remove": (
        "Vragenset “{name}” van dit apparaat verwijderen? Opgeslagen spellen houden hun vragen.",
        "Remove question pack “{name}” from this device? Saved games keep their questions.",
    ),
    "pack_remove_yes": ("Ja, verwijderen", "Yes, remove"),
    "pack_remove_no": ("Nee, bewaren", "No, keep it"),
    "pack_removed": ("Vragenset “{name}” is verwijderd.", "Question pack “{name}” was removed."),
    "pack_import_open": ("Vragenset importeren", "Import a question pack"),
    "pack_import_close": ("Importeren verbergen", "Hide the import"),
    "pack_import_help": (
        "Een vragenset is een JSON-bestand in het formaat spelkast-quiz/1, hoogstens {kb} KB. "
        "Hoe het eruitziet, staat bij de spelregels van Kwis 't!. De set blijft op dit "
        "apparaat bewaard.",
        "A question pack is a JSON file in the spelkast-quiz/1 format, at most {kb} KB. The "
        "rules of Kwis 't! show what it looks like. The pack stays on this device.",
    ),
    "pack_file": ("Kies een .json-bestand", "Choose a .json file"),
    "pack_choose": ("Bestand kiezen", "Choose a file"),
    "pack_drop": ("of sleep het bestand hierheen", "or drop the file here"),
    "pack_paste": ("Of plak de JSON-tekst hier", "Or paste the JSON text here"),
    "pack_import": ("Importeren", "Import"),
    "pack_err_title": (
        "Deze vragenset kan niet worden geïmporteerd:",
        "This question pack cannot be imported:",
    ),
    "pack_err_fix": (
        "Verbeter deze punten en importeer de set opnieuw.",
        "Fix these points and import the pack again.",
    ),
    "pack_err_more": (
        "… en nog {n} probleem.|… en nog {n} problemen.",
        "… and {n} more problem.|… and {n} more problems.",
    ),
    "pack_err_empty": (
        "Kies eerst een bestand of plak de tekst van een vragenset.",
        "Choose a file or paste the text of a question pack first.",
    ),
    "pack_err_big": (
        "Dit is {size} KB; een vragenset mag hoogstens {kb} KB zijn. Splits hem in kleinere sets.",
        "This is {size} KB; a question pack may be at most {kb} KB. Split it into smaller packs.",
    ),
    "pack_err_unreadable": (
        "Het bestand kon niet worden gelezen.",
        "The file could not be read.",
    ),
    "pack_err_json": (
        "Dit is geen geldige JSON: {what} (regel {line}, kolom {col}).",
        "This is not valid JSON: {what} (line {line}, column {col}).",
    ),
    "pack_err_version": (
        "Deze vragenset heeft het formaat “{found}”; deze versie van Spelkast leest “{ours}”.",
        "This question pack is in the format “{found}”; this version of Spelkast reads “{ours}”.",
    ),
    "pack_err_full": (
        "Er is op dit apparaat geen ruimte meer om deze vragenset te bewaren. Verwijder "
        "spellen of vragensets die je niet meer nodig hebt en importeer hem opnieuw.",
        "There is no room left on this device to keep this question pack. Delete games or "
        "packs you no longer need and import it again.",
    ),
    "pack_ok": (
        "“{name}” is geïmporteerd ({cards}) en gekozen voor dit spel.",
        "“{name}” was imported ({cards}) and is chosen for this game.",
    ),
    "pack_known": (
        "“{name}” stond al op dit apparaat; hij is gekozen voor dit spel.",
        "“{name}” was already on this device; it is chosen for this game.",
    ),
    "pack_missing": (
        "Die vragenset staat niet meer op dit apparaat.",
        "That question pack is no longer on this device.",
    ),
    "pack_bad_stored": (
        "Deze vragenset is beschadigd geraakt; verwijder hem en importeer hem opnieuw.",
        "This question pack got damaged; remove it and import it again.",
    ),
    "pack_too_small": (
        "“{name}” heeft {cards}; met {players} spelers zijn er {needed} nodig. Kies een "
        "andere vragenset of een ander aantal spelers.",
        "“{name}” has {cards}; {players} players need {needed}. Choose another question pack "
        "or another number of players.",
    ),
    "pack_lang_note": (
        "Deze set heeft alleen vragen in het {language}.",
        "This pack only has questions in {language}.",
    ),
}

# Field names of the schema, as the player reads them.
FIELD_WORDS: dict[str, tuple[str, str]] = {
    "format": ("formaat", "format"),
    "name": ("naam", "name"),
    "cards": ("kaarten", "cards"),
    "id": ("id", "id"),
    "questions": ("vragen", "questions"),
    "kind": ("soort", "kind"),
    "subject": ("onderwerp", "subject"),
    "level": ("niveau", "level"),
    "q": ("vraag", "question"),
    "a": ("antwoord", "answer"),
    "accept": ("andere goede antwoorden", "other good answers"),
    "options": ("keuzes", "choices"),
}
ITEM_WORDS: dict[str, tuple[str, str]] = {
    "cards": ("kaart {n}", "card {n}"),
    "questions": ("vraag {n}", "question {n}"),
    "accept": ("ander goed antwoord {n}", "other good answer {n}"),
    "options": ("keuze {n}", "choice {n}"),
}
KIND_WORDS: dict[str, tuple[str, str]] = {
    "open": ("open vraag", "open question"),
    "choice": ("meerkeuzevraag", "multiple choice"),
    "fifty": ("fifty-fifty", "fifty-fifty"),
}
LANG_TEXT: dict[str, tuple[str, str]] = {
    "nl": ("Nederlandse tekst", "Dutch text"),
    "en": ("Engelse tekst", "English text"),
}
# (engine's problem as a pattern, Dutch, English); groups become {0}, {1}, ...
PROBLEMS: tuple[tuple[str, str, str], ...] = (
    (r"needs a non-empty text", "is leeg: hier hoort een tekst", "is empty: it needs a text"),
    (r"longer than (\d+) characters", "is langer dan {0} tekens", "is longer than {0} characters"),
    (
        r"needs an object with the question text",
        "ontbreekt: hier hoort de vraag in deze taal",
        "is missing: it needs the question in this language",
    ),
    (r"needs a list of texts", "moet een lijst teksten zijn", "must be a list of texts"),
    (r"needs (\d) or (\d) choices", "moet {0} of {1} keuzes hebben", "needs {0} or {1} choices"),
    (r"needs (\d) choices", "moet {0} keuzes hebben", "needs {0} choices"),
    (r"two choices are the same", "twee keuzes zijn gelijk", "two choices are the same"),
    (
        r"needs the index \(from 0\) of the right choice",
        "moet het nummer van de goede keuze zijn, geteld vanaf 0",
        "must be the number of the right choice, counting from 0",
    ),
    (
        r"unknown field\(s\) \[(.*)\]",
        "heeft velden die het formaat niet kent: {0}",
        "has fields the format does not know: {0}",
    ),
    (r"needs an object", "moet een object { … } zijn", "must be an object { … }"),
    (
        r"must be '(\w+)' \(a card is .*\)",
        "moet “{0}” zijn: een kaart heeft twee open vragen, twee meerkeuzevragen en een "
        "fifty-fifty, in die volgorde",
        "must be “{0}”: a card has two open questions, two multiple choice and one "
        "fifty-fifty, in that order",
    ),
    (
        r"must be 1, 2 or 3",
        "moet 1 (makkelijk), 2 of 3 (moeilijk) zijn",
        "must be 1 (easy), 2 or 3 (hard)",
    ),
    (r"must be one of (.*)", "moet een van deze zijn: {0}", "must be one of: {0}"),
    (r"must be '(.*)'", "moet “{0}” zijn", "must be “{0}”"),
    (
        r"needs a text id",
        "ontbreekt: elke kaart heeft een id (een tekst)",
        "is missing: every card needs an id (a text)",
    ),
    (
        r"'(.*)' is used twice",
        "“{0}” hoort al bij een andere kaart",
        "“{0}” is used by another card too",
    ),
    (
        r"needs exactly (\d+) questions",
        "moet precies {0} vragen hebben",
        "needs exactly {0} questions",
    ),
    (
        r"needs a name per language, e\.g\. (.*)",
        "heeft een naam per taal nodig, zoals {0}",
        "needs a name per language, such as {0}",
    ),
    (
        r"needs a list with at least one card",
        "moet een lijst met minstens één kaart zijn",
        "must be a list with at least one card",
    ),
    (
        r"has no text in nl or en",
        "heeft geen tekst in het Nederlands (nl) of Engels (en)",
        "has no text in Dutch (nl) or English (en)",
    ),
    (
        r"the pack must be a JSON object",
        "De vragenset moet een JSON-object { … } zijn",
        "The pack must be a JSON object { … }",
    ),
)
# json's own messages (the most common ones); others are shown as they are.
JSON_WORDS: dict[str, str] = {
    "Expecting value": "hier wordt een waarde verwacht",
    "Expecting ',' delimiter": "hier ontbreekt een komma",
    "Expecting ':' delimiter": "hier ontbreekt een dubbele punt",
    "Expecting property name enclosed in double quotes": (
        "hier hoort een veldnaam tussen dubbele aanhalingstekens"
    ),
    "Unterminated string starting at": "een tekst wordt niet afgesloten",
    "Extra data": "na het einde staat nog meer tekst",
    "Invalid control character at": "een ongeldig teken (zoals een tab of regeleinde) in een tekst",
    "nested too deep": "de haakjes zijn te diep genest",
}
JSON_WORDS_EN: dict[str, str] = {
    "Expecting value": "a value is expected here",
    "Expecting ',' delimiter": "a comma is missing here",
    "Expecting ':' delimiter": "a colon is missing here",
    "Expecting property name enclosed in double quotes": (
        "a field name in double quotes is expected here"
    ),
    "Unterminated string starting at": "a text is not closed",
    "Extra data": "there is more text after the end",
    "Invalid control character at": "an invalid character (such as a tab or line break) in a text",
    "nested too deep": "the brackets are nested too deep",
}
_STEP = re.compile(r"(\w+)(?:\[(\d+)\])?")

pt = Words(PACK_TEXT)


def cards_text(lang: str, n: int) -> str:
    return pt(lang, "pack_cards", n=n)


def langs_text(lang: str, langs: tuple[str, ...]) -> str:
    if len(langs) > 1:
        return pt(lang, "pack_lang_both")
    return pt(lang, f"pack_lang_{langs[0]}") if langs else ""


def json_error(lang: str, msg: str, line: int, col: int) -> str:
    words = JSON_WORDS_EN if lang == "en" else JSON_WORDS
    what = next((v for k, v in words.items() if msg.startswith(k)), msg)
    return pt(lang, "pack_err_json", what=what, line=line, col=col)


def place_text(lang: str, place: str, data: Any) -> str:
    """ "cards[3].questions[1].en.a" as "card 4 (“x1”) › question 2 (open question) ›
    English text › answer"; the card's id comes from ``data`` when it has one."""
    i = lang_index(lang)
    parts: list[str] = []
    card: Any = None
    for step in place.split("."):
        m = _STEP.fullmatch(step)
        if m is None:
            parts.append(step)
            continue
        name, index = m.group(1), m.group(2)
        if name in LANG_TEXT:
            parts.append(LANG_TEXT[name][i])
        elif index is not None and name in ITEM_WORDS:
            n = int(index)
            word = ITEM_WORDS[name][i].format(n=n + 1)
            if name == "cards":
                card = _item(data, "cards", n)
                card_id = card.get("id") if isinstance(card, dict) else None
                if isinstance(card_id, str) and card_id.strip():
                    word += f" (“{card_id[:40]}”)"
            elif name == "questions" and n < len(CARD_KINDS):
                word += f" ({KIND_WORDS[CARD_KINDS[n]][i]})"
            parts.append(word)
        else:
            parts.append(FIELD_WORDS.get(name, (name, name))[i])
    text = " › ".join(parts)
    return text[:1].upper() + text[1:]


def _item(data: Any, key: str, n: int) -> Any:
    items = data.get(key) if isinstance(data, dict) else None
    return items[n] if isinstance(items, list) and 0 <= n < len(items) else None


def problem_text(lang: str, message: str, data: Any) -> tuple[str, str, str]:
    """One engine problem as (place in words, what is wrong, the engine's place code)."""
    place, sep, problem = message.partition(": ")
    if not sep or " " in place:  # a message without a place
        place, problem = "", message
    i = lang_index(lang)
    said = problem
    for pattern, nl, en in PROBLEMS:
        m = re.fullmatch(pattern, problem)
        if m is not None:
            said = en if i else nl
            for k, group in enumerate(m.groups()):  # no str.format: texts hold braces
                said = said.replace(f"{{{k}}}", group)
            break
    return (place_text(lang, place, data) if place else "", said, place)
