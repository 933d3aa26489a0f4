"""docs/quiz-packs.md and its example agree with the pack schema in kwist_bank.

The field tables are checked against the validator's behaviour: a field marked required
cannot be left out, an optional one can, and (where the validator looks) a field the page
does not document is refused.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest

from pyengine import IllegalAction, new_match
from pyengine.games.kwist.bank import MAX_TEXT, PACK_FORMAT, SUBJECTS, load_pack, pack_errors
from pyengine.games.kwist.rules import ROUNDS

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "quiz-packs.md").read_text(encoding="utf-8")
EXAMPLE = json.loads((ROOT / "docs" / "examples" / "quiz-pack-example.json").read_text("utf-8"))
PLAYERS = [{"name": "Ann", "bot": None}, {"name": "Bot", "bot": "casual"}]


def table(heading: str) -> dict[str, str]:
    """The field table under ``### heading``: field -> its "required" column."""
    section = DOC.split(f"### {heading}\n", 1)[1].split("\n#", 1)[0]
    rows = re.findall(r"^\| `(\w+)` \| ([^|]+) \|", section, flags=re.M)
    assert rows, heading
    return {name: required.strip() for name, required in rows}


def example() -> dict[str, Any]:
    return copy.deepcopy(EXAMPLE)


def test_the_example_is_a_good_pack_for_two_players() -> None:
    assert pack_errors(EXAMPLE) == []
    pack = load_pack(EXAMPLE)
    assert len(pack.cards) >= ROUNDS[2] and pack.langs == ("en",)
    match = new_match("kwist", PLAYERS, 7, {"pack": EXAMPLE, "lang": "nl"})
    assert match.options["pack"] == EXAMPLE
    ids = {c["id"] for c in EXAMPLE["cards"]}
    assert len(ids) == len(EXAMPLE["cards"])


def test_too_few_cards_for_the_players_is_refused() -> None:
    small = example()
    small["cards"] = small["cards"][:4]
    new_match("kwist", [*PLAYERS, *PLAYERS], 7, {"pack": small})  # 4 players: 4 rounds
    with pytest.raises(IllegalAction) as err:
        new_match("kwist", PLAYERS, 7, {"pack": small})
    assert err.value.code == "pack_too_small"


def test_the_pack_and_card_tables_match_the_schema() -> None:
    pack_fields = table("Pack")
    assert set(pack_fields) == set(EXAMPLE) == {"format", "name", "cards"}
    card_fields = table("Card")
    for card in EXAMPLE["cards"]:
        assert set(card) == set(card_fields)
    for fields, level in ((pack_fields, None), (card_fields, 0)):
        for name, required in fields.items():
            pack = example()
            target = pack if level is None else pack["cards"][level]
            del target[name]
            assert (pack_errors(pack) != []) == (required == "yes"), name


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("Question", None),
        ("Text block of an open question", "open"),
        ("Text block of a multiple choice or fifty-fifty question", "choice"),
        ("Text block of a multiple choice or fifty-fifty question", "fifty"),
    ],
)
def test_question_tables_match_the_schema(heading: str, kind: str | None) -> None:
    fields = table(heading)
    index = 0 if kind in (None, "open") else (2 if kind == "choice" else 4)

    def target(pack: dict[str, Any]) -> dict[str, Any]:
        question: dict[str, Any] = pack["cards"][0]["questions"][index]
        return question if kind is None else question["en"]

    for card in EXAMPLE["cards"]:
        for q in card["questions"]:
            if kind is None:
                assert set(q) <= set(fields)
            elif q["kind"] == kind:
                assert set(q["en"]) <= set(fields)
    for name, required in fields.items():
        pack = example()
        if name not in target(pack):
            continue  # an optional field the example's first card does not use
        del target(pack)[name]
        refused = pack_errors(pack) != []
        assert refused == (required != "no"), (heading, name, pack_errors(pack))
    pack = example()
    target(pack)["hint"] = "x"
    assert any("unknown field" in e for e in pack_errors(pack))


def test_open_answers_may_leave_out_accept() -> None:
    assert table("Text block of an open question")["accept"] == "no"
    pack = example()
    for card in pack["cards"]:
        for q in card["questions"]:
            if q["kind"] == "open":
                q["en"].pop("accept", None)
    assert pack_errors(pack) == []


def test_subjects_format_and_limits_are_the_schemas() -> None:
    line = DOC.split("Subjects:", 1)[1].split("\n\n", 1)[0]
    assert tuple(re.findall(r"`(\w+)`", line)) == SUBJECTS
    assert f"`{PACK_FORMAT}`" in DOC and f'"{PACK_FORMAT}"' in DOC
    assert f"at most {MAX_TEXT} characters" in DOC
    for players, rounds in ROUNDS.items():
        assert f"{rounds} for {players}" in DOC or f"{rounds} cards for {players}" in DOC


def test_the_bilingual_card_on_the_page_is_good() -> None:
    block = DOC.split("```json\n", 1)[1].split("```", 1)[0]
    card = json.loads(block)
    pack = {"format": PACK_FORMAT, "name": {"nl": "Twee talen", "en": "Two languages"}}
    assert pack_errors({**pack, "cards": [card]}) == []
    assert load_pack({**pack, "cards": [card]}).langs == ("nl", "en")
