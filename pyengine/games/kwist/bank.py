"""Kwis 't! question packs: the schema, its validation and the shipped bank.

A pack (format ``spelkast-quiz/1``) is JSON:

    {"format": "spelkast-quiz/1", "name": {"nl": ..., "en": ...}, "cards": [card, ...]}

A card is ``{"id": str, "questions": [q1, ..., q5]}`` with, in this order, two ``open``
questions, two ``choice`` questions and one ``fifty`` (fifty-fifty) question. Each
question has ``kind``, ``subject`` (one of SUBJECTS), ``level`` (1 easy, 2, 3 hard)
and one text block per language it supports (``nl``, ``en``; a pack may have one or
both, the same for every question):

    open:   {"q": question, "a": the answer as read out, "accept": [other good answers]}
    choice: {"q": question, "options": [3 or 4 texts], "a": index of the right one}
    fifty:  {"q": question, "options": [2 texts], "a": 0 or 1}

Validation collects every problem with its place (``cards[3].questions[1].en.q``) so
a player importing a pack can fix them all at once.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any

from ...core.errors import IllegalAction

PACK_FORMAT = "spelkast-quiz/1"
LANGS = ("nl", "en")
CARD_KINDS = ("open", "open", "choice", "choice", "fifty")
SUBJECTS = (
    "geography",
    "history",
    "science",
    "nature",
    "body",
    "space",
    "technology",
    "maths",
    "language",
    "literature",
    "arts",
    "music",
    "film",
    "sport",
    "games",
    "food",
    "everyday",
)
LEVELS = (1, 2, 3)
MAX_TEXT = 300
MAX_ERRORS_SHOWN = 20
BANK_FILES = ("bank-a.json", "bank-b.json", "bank-c.json", "bank-d.json")


@dataclass(frozen=True)
class Pack:
    name: dict[str, str]
    langs: tuple[str, ...]
    cards: tuple[dict[str, Any], ...]


def _text(value: Any, where: str, errors: list[str]) -> None:
    if not isinstance(value, str) or not value.strip():
        errors.append(f"{where}: needs a non-empty text")
    elif len(value) > MAX_TEXT:
        errors.append(f"{where}: longer than {MAX_TEXT} characters")


def _check_block(kind: str, block: Any, where: str, errors: list[str]) -> None:
    if not isinstance(block, dict):
        errors.append(f"{where}: needs an object with the question text")
        return
    _text(block.get("q"), f"{where}.q", errors)
    if kind == "open":
        allowed = {"q", "a", "accept"}
        _text(block.get("a"), f"{where}.a", errors)
        accept = block.get("accept", [])
        if not isinstance(accept, list):
            errors.append(f"{where}.accept: needs a list of texts")
        else:
            for i, variant in enumerate(accept):
                _text(variant, f"{where}.accept[{i}]", errors)
    else:
        allowed = {"q", "options", "a"}
        counts = (2,) if kind == "fifty" else (3, 4)
        options = block.get("options")
        if not isinstance(options, list) or len(options) not in counts:
            errors.append(f"{where}.options: needs {' or '.join(map(str, counts))} choices")
            options = []
        for i, option in enumerate(options):
            _text(option, f"{where}.options[{i}]", errors)
        texts = [o.strip().casefold() for o in options if isinstance(o, str)]
        if len(set(texts)) != len(texts):
            errors.append(f"{where}.options: two choices are the same")
        answer = block.get("a")
        if type(answer) is not int or not 0 <= answer < max(1, len(options)):
            errors.append(f"{where}.a: needs the index (from 0) of the right choice")
    extra = sorted(set(block) - allowed)
    if extra:
        errors.append(f"{where}: unknown field(s) {extra}")


def _check_question(
    q: Any, kind: str, langs: tuple[str, ...], where: str, errors: list[str]
) -> None:
    if not isinstance(q, dict):
        errors.append(f"{where}: needs an object")
        return
    if q.get("kind") != kind:
        errors.append(
            f"{where}.kind: must be {kind!r} (a card is open, open, choice, choice, fifty)"
        )
        return
    if q.get("subject") not in SUBJECTS:
        errors.append(f"{where}.subject: must be one of {', '.join(SUBJECTS)}")
    if type(q.get("level")) is not int or q.get("level") not in LEVELS:
        errors.append(f"{where}.level: must be 1, 2 or 3")
    for lang in langs:
        _check_block(kind, q.get(lang), f"{where}.{lang}", errors)
    extra = sorted(set(q) - {"kind", "subject", "level", *langs})
    if extra:
        errors.append(f"{where}: unknown field(s) {extra}")


def pack_errors(data: Any) -> list[str]:
    """Every problem in a pack, each with its place; empty when the pack is good."""
    if not isinstance(data, dict):
        return ["the pack must be a JSON object"]
    errors: list[str] = []
    if data.get("format") != PACK_FORMAT:
        errors.append(f"format: must be {PACK_FORMAT!r}")
    name = data.get("name")
    if not isinstance(name, dict) or not any(isinstance(name.get(k), str) for k in LANGS):
        errors.append('name: needs a name per language, e.g. {"en": "My pack"}')
    cards = data.get("cards")
    if not isinstance(cards, list) or not cards:
        return [*errors, "cards: needs a list with at least one card"]
    langs = _pack_langs(cards)
    if not langs:
        return [*errors, "cards[0].questions[0]: has no text in nl or en"]
    seen: set[str] = set()
    for i, card in enumerate(cards):
        where = f"cards[{i}]"
        if not isinstance(card, dict):
            errors.append(f"{where}: needs an object")
            continue
        card_id = card.get("id")
        if not isinstance(card_id, str) or not card_id.strip():
            errors.append(f"{where}.id: needs a text id")
        elif card_id in seen:
            errors.append(f"{where}.id: {card_id!r} is used twice")
        else:
            seen.add(card_id)
        questions = card.get("questions")
        if not isinstance(questions, list) or len(questions) != len(CARD_KINDS):
            errors.append(f"{where}.questions: needs exactly {len(CARD_KINDS)} questions")
            continue
        for j, (q, kind) in enumerate(zip(questions, CARD_KINDS, strict=True)):
            _check_question(q, kind, langs, f"{where}.questions[{j}]", errors)
    return errors


def _pack_langs(cards: list[Any]) -> tuple[str, ...]:
    """The languages of the first question; every other question must have the same."""
    try:
        first = cards[0]["questions"][0]
    except (KeyError, IndexError, TypeError):
        return ()
    if not isinstance(first, dict):
        return ()
    return tuple(lang for lang in LANGS if lang in first)


def load_pack(data: Any) -> Pack:
    """A validated pack, or IllegalAction('bad_pack') listing the problems."""
    errors = pack_errors(data)
    if errors:
        shown = errors[:MAX_ERRORS_SHOWN]
        more = len(errors) - len(shown)
        message = "This question pack has problems: " + "; ".join(shown)
        if more:
            message += f"; and {more} more"
        raise IllegalAction("bad_pack", message, problems=errors)
    return Pack(dict(data["name"]), _pack_langs(data["cards"]), tuple(data["cards"]))


def shipped_bank() -> Pack:
    """Our own question bank (both languages), merged from its files."""
    cards: list[dict[str, Any]] = []
    folder = resources.files(__package__) / "data"
    for filename in BANK_FILES:
        part = json.loads((folder / filename).read_text(encoding="utf-8"))
        cards.extend(load_pack(part).cards)
    return load_pack(
        {"format": PACK_FORMAT, "name": {"nl": "Spelkast", "en": "Spelkast"}, "cards": cards}
    )
