"""Kwis 't! question bank: the shipped cards follow the schema; bad packs get clear errors."""

from __future__ import annotations

import collections
import copy
from typing import Any

import pytest

from pyengine import IllegalAction
from pyengine.games.kwist.bank import CARD_KINDS, PACK_FORMAT, load_pack, pack_errors, shipped_bank

MIN_CARDS = 120


@pytest.fixture(scope="module")
def bank() -> Any:
    return shipped_bank()


def test_bank_has_enough_cards_in_both_languages(bank: Any) -> None:
    assert bank.langs == ("nl", "en")
    assert len(bank.cards) >= MIN_CARDS
    assert pack_errors({"format": PACK_FORMAT, "name": bank.name, "cards": list(bank.cards)}) == []


def test_every_card_is_two_open_two_choice_one_fifty_over_three_subjects(bank: Any) -> None:
    for card in bank.cards:
        kinds = tuple(q["kind"] for q in card["questions"])
        assert kinds == CARD_KINDS, card["id"]
        subjects = {q["subject"] for q in card["questions"]}
        assert len(subjects) >= 3, card["id"]


def test_no_question_appears_twice(bank: Any) -> None:
    for lang in bank.langs:
        texts = collections.Counter(
            " ".join(q[lang]["q"].casefold().split()) for c in bank.cards for q in c["questions"]
        )
        assert [t for t, n in texts.items() if n > 1] == []


def test_languages_agree_on_answers_and_options(bank: Any) -> None:
    for card in bank.cards:
        for q in card["questions"]:
            nl, en = q["nl"], q["en"]
            if q["kind"] == "open":
                numeric = nl["a"].replace(".", "").isdigit()
                if numeric:
                    assert nl["a"].replace(".", "") == en["a"].replace(",", ""), card["id"]
            else:
                assert nl["a"] == en["a"], card["id"]
                assert len(nl["options"]) == len(en["options"]), card["id"]


def test_difficulty_and_right_answers_are_spread(bank: Any) -> None:
    questions = [q for c in bank.cards for q in c["questions"]]
    levels = collections.Counter(q["level"] for q in questions)
    assert all(levels[level] >= len(questions) // 8 for level in (1, 2, 3)), levels
    positions = collections.Counter(q["en"]["a"] for q in questions if q["kind"] == "choice")
    assert all(positions[i] >= len(questions) // 40 for i in range(4)), positions
    subjects = collections.Counter(q["subject"] for q in questions)
    assert len(subjects) >= 12


def _pack() -> dict[str, Any]:
    block = {"q": "Q?", "options": ["a", "b", "c", "d"], "a": 1}
    questions: list[dict[str, Any]] = [
        {"kind": "open", "subject": "maths", "level": 1, "en": {"q": "2+2?", "a": "4"}},
        {"kind": "open", "subject": "maths", "level": 2, "en": {"q": "3+3?", "a": "6"}},
        {"kind": "choice", "subject": "nature", "level": 1, "en": dict(block)},
        {"kind": "choice", "subject": "nature", "level": 3, "en": dict(block)},
        {
            "kind": "fifty",
            "subject": "sport",
            "level": 2,
            "en": {"q": "Yes?", "options": ["yes", "no"], "a": 0},
        },
    ]
    return {
        "format": PACK_FORMAT,
        "name": {"en": "Mine"},
        "cards": [{"id": "m1", "questions": questions}],
    }


def test_an_english_only_pack_is_valid() -> None:
    pack = load_pack(_pack())
    assert pack.langs == ("en",) and len(pack.cards) == 1


@pytest.mark.parametrize(
    ("damage", "where"),
    [
        (lambda p: p.update(format="quiz"), "format"),
        (lambda p: p.update(cards=[]), "cards"),
        (lambda p: p["cards"][0].update(id=""), "cards[0].id"),
        (lambda p: p["cards"][0]["questions"].pop(), "cards[0].questions"),
        (lambda p: p["cards"][0]["questions"][0].update(kind="choice"), "questions[0].kind"),
        (lambda p: p["cards"][0]["questions"][1].update(level=4), "questions[1].level"),
        (lambda p: p["cards"][0]["questions"][1].update(subject="gossip"), "subject"),
        (lambda p: p["cards"][0]["questions"][2]["en"].update(a=4), "questions[2].en.a"),
        (lambda p: p["cards"][0]["questions"][2]["en"].update(a=True), "questions[2].en.a"),
        (lambda p: p["cards"][0]["questions"][3]["en"].update(options=["a"]), "options"),
        (lambda p: p["cards"][0]["questions"][4]["en"].update(options=["x", "X"]), "same"),
        (lambda p: p["cards"][0]["questions"][0]["en"].update(q=""), "questions[0].en.q"),
        (lambda p: p["cards"][0]["questions"][0]["en"].update(q="x" * 400), "longer"),
        (lambda p: p["cards"][0]["questions"][0]["en"].update(accept="4"), "accept"),
        (lambda p: p["cards"][0]["questions"][0]["en"].update(hint="?"), "unknown"),
        (lambda p: p["cards"][0]["questions"][1].pop("en"), "questions[1].en"),
        (lambda p: p["cards"].append(copy.deepcopy(p["cards"][0])), "used twice"),
    ],
)
def test_bad_packs_name_the_problem_and_its_place(damage: Any, where: str) -> None:
    pack = _pack()
    damage(pack)
    with pytest.raises(IllegalAction) as err:
        load_pack(pack)
    assert err.value.code == "bad_pack"
    assert where in err.value.message


@pytest.mark.parametrize("data", [None, [], "pack", 5, {"format": PACK_FORMAT}])
def test_packs_that_are_not_packs_at_all(data: Any) -> None:
    with pytest.raises(IllegalAction) as err:
        load_pack(data)
    assert err.value.code == "bad_pack"


def test_many_problems_are_summarised() -> None:
    pack = _pack()
    pack["cards"] = [copy.deepcopy(pack["cards"][0]) for _ in range(30)]
    for i, card in enumerate(pack["cards"]):
        card["id"] = f"c{i}"
        card["questions"][0]["level"] = 9
    with pytest.raises(IllegalAction) as err:
        load_pack(pack)
    assert "and 10 more" in err.value.message
    assert len(err.value.details["problems"]) == 30
