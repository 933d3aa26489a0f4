"""The Kwis 't! screen on CPython: answering in private (typed, chosen, reviewed, kept over a
reload), the hand-over that hides answers, paper mode's count, the reveal, overruling an
answer, bets and their refusals, checks, declaring, action cards, the end, Dutch, and
odd names escaped."""

from __future__ import annotations

import json
from html import unescape
from itertools import pairwise
from typing import Any

from helpers import make, page, parse, tap
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.screens import announcement
from spelkast_ui.app.setup import GameSetup
from spelkast_ui.kit.gameplay import move_val
from spelkast_ui.kit.storage import MemoryStorage

ODD = '<b>&"'


def start(c: Controller, players: list[tuple[str, str]], **options: str) -> None:
    assert c.dispatch("new", "kwist")
    form = c.setup
    assert form is not None
    while len(form.players) < len(players):
        c.dispatch("add_player")
    for i, (name, kind) in enumerate(players):
        c.dispatch("set_name", str(i), name)
        c.dispatch("set_kind", str(i), kind)
    for key, value in options.items():
        c.dispatch("set_option", key, value)
    c.dispatch("start")
    assert c.notice is None, c.notice
    assert c.screen == "game" and c.match is not None and c.match.game_id == "kwist"


def st(c: Controller, seat: int | None = None) -> dict[str, Any]:
    assert c.match is not None
    state: dict[str, Any] = c.match.view(seat)["state"]
    return state


def text(c: Controller) -> str:
    return unescape(page(c))


def acts(c: Controller, act: str) -> list[dict[str, str | None]]:
    return [a for a, _ in parse(page(c)).buttons if a.get("data-act") == act]


def settle(c: Controller, limit: int = 200) -> None:
    """Let the app play its own moves (deals, computers) until a human must act; a round's
    summary is looked at and closed on the way."""
    for _ in range(limit):
        if c.reveal_pending():
            c.dispatch("kw_next")
        elif c.bot_delay() is None:
            return
        else:
            assert c.step_bot()
    raise AssertionError("the computers did not stop")


def answer(c: Controller, texts: tuple[str, str] = ("Bamboo", "Paris"), pick: int = 0) -> None:
    """The acting human answers: two texts, three choices, review, hand in."""
    seat = c.acting_human()
    assert seat is not None
    for i, value in enumerate(texts):
        c.dispatch("kw_text", str(i), value)
    for i in (2, 3, 4):
        c.dispatch("kw_choose", str(i), str(pick))
    c.dispatch("kw_review")
    assert c.notice is None, c.notice
    c.dispatch("kw_submit")
    assert c.notice is None, c.notice


def human_move(c: Controller) -> str:
    """One sensible move for the acting human; returns its kind."""
    seat = c.acting_human()
    assert seat is not None
    s = st(c, seat)
    phase = s["phase"]
    if phase == "answer":
        answer(c)
    elif phase == "reveal":
        tap(c, "kw_reveal")
    elif phase == "bet" and s["me"]["count"] is None:
        tap(c, "kw_count", "2")
        phase = "count"
    elif phase == "bet":
        tap(c, "kw_bet", str(max(1, s["me"]["count"])))
    elif phase == "dispute":
        tap(c, "kw_rule", "1")
    elif phase == "check":
        targets = [p for p in range(len(s["bets"])) if p != seat and s["on_board"][p]]
        tap(c, "kw_check", str(targets[0]))
    elif phase == "declare":
        bluffed = s["me"]["count"] < s["bets"][seat]
        tap(c, "kw_declare" if bluffed else "kw_silent")
    else:
        play = acts(c, "kw_play")[0]
        c.dispatch("kw_play", str(play["data-arg"]), str(play["data-val"]))
    assert c.notice is None, c.notice
    return phase


def play_out(c: Controller, limit: int = 2000) -> dict[str, int]:
    done: dict[str, int] = {}
    for _ in range(limit):
        assert c.match is not None
        if c.match.is_over:
            return done
        page(c)
        if acts(c, "kw_seen"):
            c.dispatch("kw_seen")
        elif c.reveal_pending():
            c.dispatch("kw_next")
        elif c.handover_seat() is not None and st(c)["phase"] != "deal":
            c.dispatch("iam", str(c.handover_seat()))
        elif c.bot_delay() is not None:
            assert c.step_bot()
        else:
            kind = human_move(c)
            done[kind] = done.get(kind, 0) + 1
    raise AssertionError("the game did not end")


def test_a_whole_game_against_computers_in_device_mode() -> None:
    c = make()
    start(c, [("Ann", "human"), ("Robo", "casual"), ("Max", "strong")])
    done = play_out(c)
    assert done["answer"] == 6 and done["bet"] == 6, done
    html = page(c)
    assert "Game over" in unescape(html)
    assert len(parse(html).buttons) and acts(c, "again")
    assert "Track" in unescape(html) and "Bonus" in unescape(html)
    assert announcement(c).startswith("Game over. ")  # two sentences, not run on


def _to_phase(c: Controller, phase: str, limit: int = 400) -> None:
    """Play on (humans sensibly) until a human must act in ``phase``."""
    for _ in range(limit):
        assert c.match is not None and not c.match.is_over
        if acts(c, "kw_seen"):
            c.dispatch("kw_seen")
        elif c.reveal_pending():
            c.dispatch("kw_next")
        elif c.handover_seat() is not None and st(c)["phase"] != "deal":
            c.dispatch("iam", str(c.handover_seat()))
        elif c.bot_delay() is not None:
            assert c.step_bot()
        elif st(c)["phase"] == phase:
            return
        else:
            human_move(c)
    raise AssertionError(f"never reached {phase}")


def test_guess_is_never_offered_to_a_human() -> None:
    c = make()
    start(c, [("Ann", "human"), ("Robo", "casual")], lang="en")
    settle(c)
    assert st(c)["phase"] == "answer" and c.acting_human() == 0
    engine = {a["type"] for a in c.match.legal_actions(0)}  # type: ignore[union-attr]
    assert "guess" in engine  # the engine lists it for every seat ...
    html = page(c)
    assert "guess" not in html  # ... the screen never offers it
    # One question at a time: the first is open, the five steps lead to the others.
    assert html.count('data-act="kw_text"') == 1
    assert [a["data-arg"] for a in acts(c, "kw_step")] == ["0", "1", "2", "3", "4", "1"]
    c.dispatch("kw_step", "2")
    assert acts(c, "kw_choose") and 'data-act="kw_text"' not in page(c)
    c.dispatch("kw_step", "4")
    assert {a["data-act"] for a, _ in parse(page(c)).buttons} >= {"kw_choose", "kw_review"}
    assert "guess" not in page(c)
    assert not c.dispatch("guess", "", "casual") or c.match.log == []  # type: ignore[union-attr]
    from spelkast_ui.games.kwist.play import human_actions

    assert all(a["type"] != "guess" for a in human_actions(c, 0))


def test_answers_are_reviewed_and_survive_a_reload() -> None:
    storage = MemoryStorage()
    c = make(storage)
    start(c, [("Ann", "human"), ("Robo", "casual")], lang="en")
    settle(c)
    c.dispatch("kw_text", "0", "  Bamboo ")
    c.dispatch("kw_choose", "2", "1")
    c.dispatch("kw_choose", "4", "1")
    c.dispatch("kw_choose", "4", "0")  # another option: the choice moves
    c.dispatch("kw_choose", "4", "0")  # a second tap on it keeps it (issue 33)
    c.dispatch("kw_step", "4")
    pressed = [a for a in acts(c, "kw_choose") if a.get("aria-pressed") == "true"]
    assert [(p["data-arg"], p["data-val"]) for p in pressed] == [("4", "0")]
    c.dispatch("kw_step", "0")
    c.dispatch("kw_submit")
    assert "Look over your answers first" in str(c.notice)
    c.dispatch("kw_review")
    again = make(storage)  # a reload: the same screen, the same answers
    assert again.screen == "game" and again.acting_human() == 0
    shown = text(again)
    assert "Bamboo" in shown and "2 questions are still open" in shown
    again.dispatch("kw_edit")
    html = page(again)
    assert 'value="Bamboo"' in html
    again.dispatch("kw_step", "2")
    pressed = [a for a in acts(again, "kw_choose") if a.get("aria-pressed") == "true"]
    assert [(p["data-arg"], p["data-val"]) for p in pressed] == [("2", "1")]
    again.dispatch("kw_review")
    again.dispatch("kw_submit")
    assert again.notice is None
    log = again.match.log  # type: ignore[union-attr]
    assert log[-1]["action"] == {"type": "answer", "answers": ["Bamboo", "", 1, None, 0]}
    assert storage.get("spelkast.kwist.draft") is None


def test_hand_over_hides_one_players_answers_from_the_next() -> None:
    storage = MemoryStorage()
    c = make(storage)
    start(c, [("Ann", "human"), ("Bob", "human"), ("Robo", "casual")], lang="en")
    settle(c)
    assert c.handover_seat() == 0
    html = page(c)
    assert "Give the device to Ann" in unescape(html) and "kw_text" not in html
    c.dispatch("iam", "0")
    answer(c, ("Zanzibar", "Quixotic"))
    assert c.handover_seat() == 1
    html = text(c)
    assert "Give the device to Bob" in html
    assert "Zanzibar" not in html and "Your bonus cards" not in html
    c.dispatch("iam", "1")
    html = text(c)
    assert "Zanzibar" not in html and 'value=""' in page(c)
    c.dispatch("kw_text", "0", "Mine")
    reloaded = make(storage)  # a reload asks who holds the device again
    assert reloaded.handover_seat() == 1 and "Mine" not in text(reloaded)
    reloaded.dispatch("iam", "1")
    assert 'value="Mine"' in page(reloaded)
    answer(reloaded, ("Mine", "Yours"))
    settle(reloaded)
    # The reveal: Ann (quizmaster) takes the device; Bob's answers stay his.
    assert reloaded.handover_seat() == 0
    reloaded.dispatch("iam", "0")
    tap(reloaded, "kw_reveal")
    shown = text(reloaded)
    assert "Right:" in shown and "Zanzibar" in shown and "Mine" not in shown
    assert "Ann has" in shown and "You have" not in shown  # a shared device: names


def test_overrule_by_the_quizmaster_and_by_a_fellow_player() -> None:
    c = make()
    start(c, [("Ann", "human"), ("Bob", "human")], lang="en")
    settle(c)
    c.dispatch("iam", "0")
    answer(c, ("Wrong one", "Wrong two"))
    c.dispatch("iam", "1")
    answer(c, ("Kobold", "Bob again"))
    settle(c)
    c.dispatch("iam", "0")
    tap(c, "kw_reveal")
    before = st(c, 0)["me"]["count"]
    # The quizmaster's own answer goes to the player on his left: Bob rules on it.
    assert [a["data-arg"] for a in acts(c, "kw_dispute")] == ["0", "1"]
    tap(c, "kw_dispute", "0")
    assert c.notice is None and st(c, 0)["me"]["count"] == before
    assert st(c)["phase"] == "dispute" and c.handover_seat() == 1
    c.dispatch("iam", "1")
    shown = text(c)
    assert "Wrong one" in shown and "Wrong two" not in shown  # only that answer is read out
    tap(c, "kw_rule", "1")
    c.dispatch("iam", "0")
    assert st(c, 0)["me"]["count"] == before + 1 and st(c, 0)["me"]["right"][0] is True
    assert [a["data-arg"] for a in acts(c, "kw_dispute")] == ["1"]
    tap(c, "kw_bet", "1")
    # Bob asks the quizmaster; the device goes to Ann, who sees the answer read out.
    c.dispatch("iam", "1")
    bob = st(c, 1)["me"]["count"]
    tap(c, "kw_dispute", "1")
    assert c.handover_seat() == 0
    c.dispatch("iam", "0")
    shown = text(c)
    assert "Bob again" in shown
    assert "Kobold" not in shown  # only the disputed answer is read out
    tap(c, "kw_rule", "0")
    c.dispatch("iam", "1")
    assert st(c, 1)["me"]["count"] == bob
    assert "Bob’s answer to question 2, “Bob again”: Ann keeps it wrong." in text(c)
    assert not acts(c, "kw_dispute") or acts(c, "kw_dispute")[0]["data-arg"] == "0"


def test_paper_mode_count_bets_and_refusals_explained() -> None:
    c = make()
    start(
        c, [("Ann", "human"), ("Robo", "casual"), ("Max", "strong")], answering="paper", lang="en"
    )
    settle(c)
    assert st(c)["phase"] == "reveal" and "pencils down" in text(c)
    tap(c, "kw_reveal")
    settle(c)
    assert st(c)["phase"] == "bet" and acts(c, "kw_count")
    assert "guess" not in page(c) and "kw_bet" not in page(c)
    tap(c, "kw_count", "0")
    assert c.notice is None and "must bluff" in text(c)
    assert acts(c, "undo")
    c.dispatch("undo")
    assert st(c, 0)["me"]["count"] is None
    tap(c, "kw_count", "5")
    assert "you cannot bluff" in text(c)
    # The buttons that explain a kind of bet ask, so none reads as placing a bet.
    assert all(f"{q}</button>" in text(c) for q in ("What is honest?", "What is a bluff?"))
    log = len(c.match.log)  # type: ignore[union-attr]
    c.dispatch("kw_kind", "bluff")
    assert "You cannot bluff: with five right" in str(c.notice)
    c.dispatch("kw_kind", "honest")
    assert "Honest: field 5" in str(c.notice)
    assert len(c.match.log) == log  # type: ignore[union-attr]
    c.dispatch("undo")
    tap(c, "kw_count", "0")
    for kind in ("honest", "tactical"):
        c.dispatch("kw_kind", kind)
        assert "so you must bluff" in str(c.notice)
    c.dispatch("kw_kind", "bluff")
    assert "Bluff: field 1–5" in str(c.notice)
    kinds = {a["data-arg"]: a["class"] for a in acts(c, "kw_bet")}
    assert all("is-bluff" in str(cls) for cls in kinds.values())
    tap(c, "kw_bet", "2")
    assert not acts(c, "undo")  # the count is fixed once the disc is down
    _to_phase(c, "check")
    log = len(c.match.log)  # type: ignore[union-attr]
    # Not drawn (one's own disc): a forged or stale one, refused in our words.
    tap(c, "kw_check", "0", val=move_val({"type": "check", "target": 0}))
    assert c.notice == "You may not check yourself."
    assert len(c.match.log) == log  # type: ignore[union-attr]


def test_checks_declarations_and_action_cards_in_words() -> None:
    c = make(seed=11)
    start(c, [("Ann", "human"), ("Robo", "casual"), ("Max", "strong")], lang="en")
    done = play_out(c)
    assert done.get("check") and done.get("declare"), done
    assert "Game over" in text(c)


def test_a_refused_declaration_and_a_gone_disc_change_nothing() -> None:
    c = make()
    start(c, [("Ann", "human"), ("Robo", "casual")], answering="paper", lang="en")
    settle(c)
    tap(c, "kw_reveal")
    settle(c)
    tap(c, "kw_count", "3")
    tap(c, "kw_bet", "2")  # tactical: not a bluff
    settle(c)
    assert st(c)["phase"] == "check"
    tap(c, "kw_pass")
    settle(c)
    assert st(c)["phase"] == "declare" and c.acting_human() == 0
    log = len(c.match.log)  # type: ignore[union-attr]
    assert not acts(c, "kw_declare")  # not drawn: forged, the engine's no_bluff in words
    tap(c, "kw_declare", val=move_val({"type": "declare"}))
    assert c.notice == "You did not bluff, so there is no bluff to declare."
    assert len(c.match.log) == log  # type: ignore[union-attr]
    tap(c, "kw_silent")
    assert "You were not checked and score 2 points." in text(c)


def test_odd_names_are_escaped_and_dutch_reads_dutch() -> None:
    c = make(lang="nl-NL")
    start(c, [(ODD, "human"), ("Robo", "casual")])
    settle(c)
    html = page(c)
    assert ODD not in html and "&lt;b&gt;&amp;&quot;" in html
    assert "Jouw antwoorden" in unescape(html) and "Kwismaster" in unescape(html)
    answer(c)
    settle(c)
    tap(c, "kw_reveal")
    html = page(c)
    assert ODD not in html and "Zet je inzetschijf" in unescape(html)
    assert announcement(c)


def test_action_cards_with_a_target_picker() -> None:
    c = make(seed=32)
    start(c, [("Ann", "human"), ("Robo", "casual"), ("Max", "strong")], lang="en")
    _to_phase(c, "actions")
    plays = [json.loads(str(a["data-val"])) for a in acts(c, "kw_play")]
    assert {"type": "play", "card": "steal_two", "target": 1} in plays
    assert {"type": "play", "card": "steal_two", "target": 2} in plays
    shown = text(c)
    assert "Great artists steal" in shown and "From Max (" in shown
    # A target the card cannot take: refused in words, nothing changes.
    log = len(c.match.log)  # type: ignore[union-attr]
    tap(c, "kw_play", "steal_two", val=move_val({"type": "play", "card": "steal_two", "target": 0}))
    assert c.notice == "That is not possible now." and len(c.match.log) == log  # type: ignore[union-attr]
    before = st(c)["hand_sizes"][0]
    tap(c, "kw_play", "steal_two", val=move_val({"type": "play", "card": "steal_two", "target": 2}))
    assert c.notice is None
    assert "You play “Great artists steal” and take 2 from Max." in text(c)
    assert st(c)["hand_sizes"][0] == before + 1  # two in, the played card out


def test_a_computer_quizmaster_rules_on_a_disputed_answer() -> None:
    c = make()
    start(c, [("Ann", "human"), ("Robo", "strong")], lang="en")
    settle(c)
    answer(c)
    settle(c)
    tap(c, "kw_reveal")
    tap(c, "kw_bet", str(max(1, st(c, 0)["me"]["count"])))
    _to_phase(c, "answer")  # round 2: Robo is the quizmaster
    assert st(c)["quizmaster"] == 1 and "Quizmaster: Robo" in text(c)
    answer(c, ("Napoleon Bonaparte the emperor", "zzz"))
    settle(c)
    assert st(c)["phase"] == "bet" and c.acting_human() == 0
    disputes = acts(c, "kw_dispute")
    assert disputes and "ask Robo to rule" in text(c)
    tap(c, "kw_dispute", str(disputes[-1]["data-arg"]))
    assert st(c)["phase"] == "dispute" and c.acting_human() is None
    assert "Robo is ruling on a disputed answer…" in text(c)
    settle(c)
    shown = text(c)
    assert "Robo counts it as right." in shown or "Robo keeps it wrong." in shown
    assert "ruled on" in shown


def test_a_stale_text_field_after_handing_in_changes_nothing() -> None:
    c = make()
    start(c, [("Ann", "human"), ("Robo", "casual")], lang="en")
    settle(c)
    answer(c)
    log = len(c.match.log)  # type: ignore[union-attr]
    c.dispatch("kw_text", "0", "late")  # a blur that arrives after the sheet went in
    assert c.notice is None and len(c.match.log) == log  # type: ignore[union-attr]
    c.dispatch("kw_review")
    assert c.notice == "It is not your turn."


def test_the_questions_follow_the_app_language_by_default() -> None:
    for lang in ("nl", "en"):
        assert GameSetup.default("kwist", lang).options["lang"] == lang


# -- issue 15: what happened where you look, the round summary, who rules ------------------


def news_items(c: Controller) -> list[str]:
    """The lines at the top of the turn card, in order."""
    html = page(c)
    top = html.split('class="kw-news"', 1)
    if len(top) < 2:
        return []
    block = top[1].split("</ul>", 1)[0]
    return [
        unescape(item.split("<span>", 1)[1].split("</span>", 1)[0])
        for item in block.split("<li")[1:]
    ]


def test_check_myself_is_never_offered_and_only_a_bluffer_may_declare() -> None:
    c = make(seed=3)
    start(c, [("Ann", "human"), ("Robo", "casual"), ("Max", "casual")], answering="paper")
    settle(c)
    tap(c, "kw_reveal")
    settle(c)
    tap(c, "kw_count", "2")
    tap(c, "kw_bet", "2")  # honest
    _to_phase(c, "check")
    checks = [a["data-arg"] for a in acts(c, "kw_check")]
    assert "0" not in checks and checks and "myself" not in text(c)
    tap(c, "kw_pass")
    _to_phase(c, "declare")
    assert not acts(c, "kw_declare") and "Declare my bluff" not in text(c)
    assert [a["data-act"] for a in acts(c, "kw_silent")] == ["kw_silent"]
    assert "Score 2 points" in text(c)
    # A bluffer is offered both.
    b = make(seed=3)
    start(b, [("Ann", "human"), ("Robo", "casual"), ("Max", "casual")], answering="paper")
    settle(b)
    tap(b, "kw_reveal")
    settle(b)
    tap(b, "kw_count", "1")
    tap(b, "kw_bet", "3")  # a bluff
    _to_phase(b, "check")
    tap(b, "kw_pass")
    settle(b)  # casual computers check only bets of 4 or 5: Ann's disc stays
    assert st(b)["phase"] == "declare" and b.acting_human() == 0
    assert acts(b, "kw_declare") and acts(b, "kw_silent")
    assert "Declare my bluff (" in text(b) and "Keep quiet (3 points)" in text(b)


def test_your_check_stays_on_top_until_your_next_move_computers_one_by_one() -> None:
    c = make(seed=6)
    start(c, [("Ann", "human"), ("Robo", "casual"), ("Max", "casual"), ("Kim", "casual")])
    settle(c)
    answer(c)
    settle(c)
    tap(c, "kw_reveal")
    tap(c, "kw_bet", str(max(1, st(c, 0)["me"]["count"])))
    _to_phase(c, "check")  # Ann is quizmaster: she checks first
    tap(c, "kw_check", "1")
    top = news_items(c)
    assert top[0].startswith("You check Robo.")
    if not st(c, 0)["fields"][1] < st(c, 0)["bets"][1]:  # not a bluff: only Ann saw the count
        count = st(c, 0)["counts"][1]
        assert f"Robo got {count} answer" in top[0] and "(only you know)" in top[0]
        assert st(c, 2)["counts"][1] is None
    assert 'class="kw-said is-mine"' in page(c)
    seen = [len(top)]
    while c.acting_human() is None and c.bot_delay() is not None:
        assert c.step_bot()
        now = news_items(c)
        assert now[0] == top[0]  # still on top while the computers move
        seen.append(len(now))
    # The computers' moves came one by one: each step added one line (the newest 2 kept).
    assert all(b - a <= 1 for a, b in pairwise(seen)) and max(seen) > 1
    assert seen[1] == seen[0] + 1
    human_move(c)
    assert not news_items(c) or not news_items(c)[0].startswith("You check Robo.")


def test_a_round_summary_waits_for_the_table_before_the_next_round() -> None:
    c = make(seed=8)
    start(c, [("Ann", "human"), ("Robo", "casual"), ("Max", "strong")], lang="en")
    for _ in range(400):
        if c.reveal_pending():
            break
        if c.bot_delay() is not None:
            assert c.step_bot()
        else:
            human_move(c)
    assert c.reveal_pending() and st(c)["phase"] == "deal" and st(c)["round"] == 2
    assert c.bot_delay() is None and c.acting_human() is None  # nobody plays on yet
    shown = text(c)
    assert "Round 1 is over" in shown and [a["data-act"] for a in acts(c, "kw_next")] == ["kw_next"]
    record = st(c)["history"][-1]
    summary = shown.split("Round 1 is over", 1)[1].split("Next round", 1)[0]
    assert summary.count("bet on field") == 3 and "You bet on field" in summary
    for seat, name in enumerate(("Ann", "Robo", "Max")):
        assert name in summary
        if record["checked"][seat]:
            assert "checked by" in summary or "caught bluffing by" in summary
    assert "points" in summary and "Next quizmaster: Robo" in shown
    assert "right (secret)" not in shown
    c.dispatch("kw_next")
    assert not c.reveal_pending() and c.bot_delay() is not None
    settle(c)
    assert st(c)["round"] == 2 and st(c)["phase"] in ("answer", "bet", "reveal")
    # A reload does not show the same summary again.
    assert c.seen_rounds == 1


def test_pass_and_play_a_checker_reads_his_outcome_and_the_summary_keeps_secrets() -> None:
    c = make(seed=4)
    start(c, [("Ann", "human"), ("Bob", "human")], answering="paper", lang="en")
    settle(c)
    c.dispatch("iam", "0")
    tap(c, "kw_reveal")
    # a narrow field shows a face-up chip as its number and a card, never its words cut
    # inside ("2 kaarte|n"); the words stay for a wide field
    chips = st(c)["chips"]
    assert f'<span class="kw-chip-mark">{chips[0]}<span class="kw-chip-card">' in text(c)
    assert f'<span class="kw-chip-words">{chips[0]} card' in text(c)
    tap(c, "kw_count", "3")
    tap(c, "kw_bet", "3")
    c.dispatch("iam", "1")
    tap(c, "kw_count", "4")
    tap(c, "kw_bet", "2")  # tactical: no bluff
    c.dispatch("iam", "0")
    tap(c, "kw_check", "1")
    # Ann sees what she found before the device goes to Bob, and nobody else will.
    assert c.handover_seat() == 1 and acts(c, "kw_seen") and not acts(c, "iam")
    shown = text(c)
    assert "Ann's check" in shown and "Ann checks Bob." in shown  # names, never "you"
    assert "No bluff: Bob scores 2 points and gets 4 bonus cards." in shown  # one sentence
    assert "Bob got 4 answers right (only Ann knows)." in shown
    c.dispatch("kw_seen")
    assert acts(c, "iam") and "answers right" not in text(c)
    c.dispatch("iam", "1")
    assert "Ann checks Bob. No bluff: Bob scores 2 points and" in " ".join(news_items(c))
    tap(c, "kw_check", "0")
    c.dispatch("kw_seen")
    # The round ends with Bob's check: the summary is for everyone at the table.
    assert c.reveal_pending()
    shown = text(c)
    assert "Round 1 is over" in shown
    assert '<h2 class="kw-h">Round 1</h2>' in shown and "This round" not in shown  # its log
    assert "You " not in shown.split("Round 1 is over", 1)[1]  # names, never "you"
    assert "only you know" not in shown and "Your bonus cards" not in shown
    assert "right (secret)" not in shown
    c.dispatch("kw_next")
    settle(c)  # the deal: Bob is the next quizmaster
    # Everyone looked at the summary: Bob, who held the device last, confirms again.
    assert c.handover_seat() == 1 and "Give the device to Bob" in text(c)
    assert not acts(c, "kw_reveal") and "Your bonus cards" not in text(c)
    c.dispatch("iam", "1")
    assert acts(c, "kw_reveal") and "Bob's bonus cards (for Bob only)" in text(c)


def test_the_ruler_of_a_dispute_is_named_on_every_screen() -> None:
    c = make()
    start(c, [("Ann", "human"), ("Robo", "strong"), ("Max", "casual")], lang="en")
    settle(c)
    answer(c, ("Napoleon Bonaparte the emperor", "zzz"))
    settle(c)
    tap(c, "kw_reveal")
    # Ann is quizmaster: her own wrong answers go to Robo, on her left.
    shown = text(c)
    assert (
        acts(c, "kw_dispute") and "ask Robo to rule" in shown and "ask the quizmaster" not in shown
    )
    tap(c, "kw_dispute", str(acts(c, "kw_dispute")[0]["data-arg"]))
    assert st(c)["phase"] == "dispute" and st(c)["active"] == 1
    assert "Robo is ruling on a disputed answer…" in text(c)
    assert "You ask Robo to rule on question" in " ".join(news_items(c))
    settle(c)
    top = " ".join(news_items(c))
    assert "Your answer to question" in top and ("Robo counts it" in top or "Robo keeps it" in top)


def test_the_summary_tells_each_way_a_disc_can_end_and_what_moved() -> None:
    from spelkast_ui.games.kwist.summary import gains_text, moved, what_happened
    from spelkast_ui.kit.i18n import Person

    who = [Person("Ann", you=True), Person("Bob"), Person("Cy"), Person("Di")]
    record = {
        "bets": [3, 2, 4, 5],
        "fields": [0, 2, 2, 5],
        "checked": [True, True, True, False],
        "declared": [False, False, False, True],
    }
    events = [
        {"kind": "check", "seat": 1, "target": 0, "bluff": True, "to": 1, "cards": 3},
        {"kind": "check", "seat": 0, "target": 1, "bluff": False, "to": 1, "cards": 2},
        {"kind": "check", "seat": 3, "target": 2, "bluff": True, "to": 3, "cards": 4},
        {"kind": "declare", "seat": 3, "cards": 1},
        {"kind": "play", "seat": 3, "card": "steal_two", "took": [[1, 2]], "points": 0},
        {"kind": "play", "seat": 0, "card": "bird", "points": 3},
    ]
    gains = moved(record, events, 4)
    said = [what_happened("en", who, record, s, gains[s]) for s in range(4)]
    assert said == [
        "You bet on field 3 and were caught bluffing by Bob: nothing right.",
        "Bob bet on field 2; checked by you: no bluff.",
        "Cy bet on field 4 and was caught bluffing by Di: back to field 2.",
        "Di bet on field 5 and declared a bluff.",
    ]
    # Ann: no field, a bird card (+3) played; Bob: 3 + 2 cards, 2 stolen; Di: 4 + 1 + 2
    # cards, the played card gone.
    assert [gains_text("en", g) for g in gains] == [
        "+3 points · −1 bonus card",
        "+2 points · +3 bonus cards",
        "+2 points",
        "+5 points · +6 bonus cards",
    ]


def test_a_game_saved_by_an_earlier_build_opens_with_its_own_ruling() -> None:
    """The reference save whose quizmaster disputed his own answer (before issue 15) opens
    where it stopped: the dispute names no ruler, so he rules on it, as he did then."""
    import json
    from pathlib import Path

    from pyengine import load_match

    data = Path(__file__).resolve().parents[1] / "data" / "reference-saves" / "kwist.json"
    save = json.loads(data.read_text(encoding="utf-8"))[2]["save"]
    assert save["log"][5]["action"] == {"type": "dispute", "question": 0}
    storage = MemoryStorage()
    c = make(storage)
    c.saves.write("old", load_match({**save, "log": save["log"][:6]}), 0.0, 0.0, 0)
    c.dispatch("continue", "old")
    assert c.screen == "game" and c.acting_human() == 0 and acts(c, "kw_rule")
    shown = text(c)
    assert "You rule on your own answer to question 1 (as games saved before this rule" in shown
    assert "you sit on his left" not in shown
    tap(c, "kw_rule", "0")
    assert c.notice is None and st(c)["phase"] == "bet"
    assert c.match.log[-1] == save["log"][6]  # type: ignore[union-attr]
