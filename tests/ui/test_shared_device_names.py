"""Pass-and-play speaks names (issue 32): on a shared device no sentence, label, log line,
result or replay says "You"/"Jij"/"Your turn" about a seat; it names the person. Every game
is played by two people (and a computer where the game needs three), in both languages, and
every drawing on the way is read: its text, its labels for screen readers and the live
region's words."""

from __future__ import annotations

import re
from html import unescape

import pytest
from helpers import make
from spelkast_ui.app.catalog import playable
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.screens import announcement, render

from pyengine.core.referee import next_bot_move

PEOPLE = ("Ann", "Bob")
STEPS = 90  # moves read per game: a few turns and, in the short games, a round's end
SECOND_PERSON = {
    "en": re.compile(r"\b(?:You|Your|Yours)\b|\byour turn\b"),
    "nl": re.compile(r"\b(?:Jij|Jou|Jouw|Je)\b|\b(?:jouw|je) beurt\b"),
}
_TAG = re.compile(r"<[^>]+>")
_LABEL = re.compile(r'(?:aria-label|title)="([^"]*)"')
# A quiz question is the pack's text, not the app speaking ("Your heart is mostly muscle").
_QUESTION = re.compile(r'<span class="kw-qtext">.*?</span>', re.S)


def words(html: str) -> list[str]:
    """What the page says: its text (sentence by sentence) and its labels."""
    html = _QUESTION.sub("", html)
    text = unescape(_TAG.sub("\n", html))
    said = [unescape(label) for label in _LABEL.findall(html)]
    return [line.strip() for line in [*text.splitlines(), *said] if line.strip()]


def second_person(lang: str, c: Controller) -> set[str]:
    found = set()
    for line in [*words(render(c)), announcement(c)]:
        if SECOND_PERSON[lang].search(line):
            found.add(line)
    return found


def start_shared(c: Controller, game: str) -> None:
    """Two people at one device, a computer with them where the game needs three."""
    c.dispatch("new", game)
    form = c.setup
    assert form is not None
    # The form starts at the game's table size: its first two seats are people, any
    # other a computer that plays at random (quick: the words are what is read here).
    for i in range(len(form.players)):
        c.dispatch("set_kind", str(i), "human" if i < 2 else "random")
    for i, name in enumerate(PEOPLE):
        c.dispatch("set_name", str(i), name)
    c.dispatch("start")
    assert c.notice is None and c.match is not None, c.notice


def step(c: Controller) -> None:
    """What the device asks for next, done as the people at the table would."""
    match = c.match
    assert match is not None
    game = match.game_id
    if c.reveal_pending():
        c.dispatch("kw_next" if game == "kwist" else "next")
    elif c.handover_seat() is not None:
        c.dispatch("iam", str(c.handover_seat()))
    elif game == "kwist" and c.game_play().shown_check(c) is not None:  # type: ignore[attr-defined]
        c.dispatch("kw_seen")
    elif match.race is not None:
        seat, action = next_bot_move(match)
        c.play(seat, action)
    elif c.bot_delay() is not None:
        c.now.ms += 5000  # type: ignore[attr-defined]  # a brief display is over
        assert c.step_bot()
    else:
        seat = match.to_move[0]
        c.play(seat, match.bot_action(seat))


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("game", list(playable()))
def test_a_shared_device_names_every_seat(game: str, lang: str) -> None:
    c = make(forced=lang, seed=11)
    c.pace_ms = 0
    start_shared(c, game)
    match = c.match
    assert match is not None
    found = second_person(lang, c)
    for _ in range(STEPS):
        if match.is_over:
            break
        step(c)
        found |= second_person(lang, c)
    assert not found, f"{game} ({lang}) speaks to a seat on a shared device:\n" + "\n".join(
        sorted(found)
    )


def test_each_turn_and_each_new_round_of_a_hidden_game_starts_with_its_hand_over() -> None:
    """Schocken, Ann and Bob on one device: every turn asks who holds it, also when a new
    round opens with the person who moved last (round 2 used to open with "Your turn")."""
    c = make(forced="en", seed=3)
    c.pace_ms = 0
    start_shared(c, "schocken")
    match = c.match
    assert match is not None
    handed = rounds = 0
    while not match.is_over:
        if c.reveal_pending():
            c.dispatch("next")
            rounds += 1
            seat = match.to_move[0]
            # The round's first turn: the hand-over, for whoever moves first.
            assert c.handover_seat() == seat, "a new round opened without its hand-over"
            assert f"Pass to {PEOPLE[seat]}" in render(c)
            continue
        seat = match.to_move[0]
        if c.viewer() != seat:
            assert c.handover_seat() == seat
            handed += 1
            c.dispatch("iam", str(seat))
        assert second_person("en", c) == set()
        c.play(seat, match.bot_action(seat))
    assert rounds >= 2 and handed >= 2 * rounds
    # The result names everyone.
    end = " ".join(words(render(c)))
    assert all(name in end for name in PEOPLE) and second_person("en", c) == set()
