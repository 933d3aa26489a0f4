"""Schocken's screen in words: the table hears about its own seat in the second person,
sees what a computer keeps when it throws real dice for it, and what another seat just
did until the next move."""

from __future__ import annotations

import re
from html import unescape

from helpers import make, page, start, step, tap
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.screens import announcement


def text(c: Controller) -> str:
    return unescape(page(c))


def news(c: Controller) -> str | None:
    """The line at the top of the turn card, as text (None when there is none)."""
    found = re.search(r'<div class="panel [^"]*"><p class="news">(.*?)</p>', page(c))
    return unescape(re.sub(r"<[^>]+>", "", found.group(1))).strip() if found else None


def enter(c: Controller, values: list[int]) -> None:
    assert c.entry is not None and len(c.entry.dice) == len(values)
    for i, v in enumerate(values):
        c.dispatch("pick", str(i), str(v))
    c.dispatch("enter")
    assert c.notice is None, c.notice


def bot_until_entry(c: Controller) -> None:
    """Let the computer play on until the table must throw for it."""
    for _ in range(5):
        if c.entry is not None:
            return
        assert c.bot_delay() is not None
        c.step_bot()
    raise AssertionError("the computer never asked for its dice")


def physical_game(bot_first: list[int]) -> Controller:
    """Ann stands on 3-3-2; the table throws ``bot_first`` for the computer Bot."""
    c = make(seed=2)
    players = [("Ann", "human"), ("Bot", "heuristic")]
    start(c, players=players, dice="physical", starter_sets_limit="false")
    c.dispatch("roll")
    enter(c, [3, 3, 2])
    tap(c, "stand")
    bot_until_entry(c)
    assert news(c) is None  # a first throw keeps nothing
    enter(c, bot_first)
    return c


def test_real_dice_for_a_computer_say_which_it_keeps_until_the_table_has_thrown() -> None:
    c = physical_game([5, 1, 2])  # the casual computer keeps ones
    bot_until_entry(c)
    assert c.entry is not None and c.entry.dice == [0, 2]
    said = "Bot keeps 1 and throws 2 dice again."
    assert news(c) == said
    assert said in announcement(c)
    assert 'aria-label="1"' in page(c)  # the die it keeps, drawn
    c.dispatch("pick", "0", "4")  # the table is still entering: the news stays
    c.dispatch("pick", "1", "6")
    assert news(c) == said
    c.dispatch("enter")
    assert c.entry is None and news(c) == "Bot threw again (throw 2)."
    c = physical_game([6, 5, 2])  # no one to keep: all three again
    bot_until_entry(c)
    assert news(c) == "Bot throws all three dice again."


def test_a_computer_turning_a_six_over_is_told_to_the_table() -> None:
    c = physical_game([6, 6, 2])
    bot_until_entry(c)
    assert news(c) == "Bot turns a six into a one: turn one six over. Bot keeps 1 and " + (
        "throws 2 dice again."
    )
    c.dispatch("set_lang", "", "nl")
    assert news(c) == (
        "Bot maakt van een zes een één: draai een zes om. Bot houdt 1 en gooit 2 "
        "dobbelstenen opnieuw."
    )


def test_what_the_computer_did_stays_on_top_of_my_turn_until_i_move() -> None:
    c = make(seed=3)
    start(c, players=[("Bot", "heuristic"), ("Ann", "human")], starter_sets_limit="false")
    while c.acting_human() is None:
        step(c)
    line = news(c)
    assert line is not None and line.startswith("Bot put the cup down after ")
    assert text(c).index(line) < text(c).index("Your turn")  # on top of the card
    c.dispatch("roll")
    assert news(c) is None


def test_sentences_about_my_own_seat_speak_to_me() -> None:
    c = make(seed=3)
    start(c, chips="5")
    assert "Up to 3 throws" in text(c) and "Your turn" in text(c)
    c.dispatch("roll")
    tap(c, "stand")  # the starter sets the limit: one throw for everyone
    assert "limit set by you" in text(c)
    assert "Up to 1 throw" in text(c) or "Throw 1 of 1" in text(c)
    for _ in range(200):
        if c.reveal_pending():
            break
        step(c)
    said = announcement(c)
    assert "You gets" not in said and "You takes" not in said
    assert re.search(r"^(You take|You get|Schock out! You get|Computer)", said), said
    c.dispatch("set_lang", "", "nl")
    said = announcement(c)
    assert "Jij krijgt" in said or said.startswith(("Computer", "Schock out! Computer")), said


def test_the_hand_over_names_the_next_person_and_keeps_the_dice_hidden() -> None:
    c = make(seed=4)
    # the form's name for the first of several people (in a Dutch form "Speler 1": each
    # screen words it in its own language)
    start(c, players=[("Player 1", "human"), ("Bea", "human")])
    html = text(c)
    assert "Pass to Player 1" in html and "Pass to You" not in html
    c.dispatch("iam", "0")
    c.dispatch("roll")
    tap(c, "stand")
    html = text(c)
    assert "Pass to Bea" in html and "die-pips" not in html.split('<section class="table"')[0]
    # What Player 1 did is public (the throws), never the dice.
    assert "Player 1 put the cup down after 1 throw." not in html  # not on the hand-over
    c.dispatch("iam", "1")
    assert news(c) == "Player 1 put the cup down after 1 throw."


def focus_marks(c: Controller) -> list[str]:
    """The controls the page marks as the next step (``data-autofocus``)."""
    return re.findall(r'<button data-autofocus type="button" [^>]*data-act="(\w+)"', page(c))


def test_the_next_step_is_marked_for_the_focus() -> None:
    c = make(seed=4)
    start(c, players=[("Speler 1", "human"), ("Bea", "human")], starter_sets_limit="false")
    assert focus_marks(c) == ["iam"]  # the hand-over: the one who takes the device
    c.dispatch("iam", "0")
    assert focus_marks(c) == ["roll"]  # the first throw
    c.dispatch("roll")
    assert focus_marks(c) == ["die"]  # then choosing the dice to throw again
    tap(c, "stand")  # never marked: it ends the turn
    c.dispatch("iam", "1")
    c.dispatch("roll")
    tap(c, "stand")
    assert c.reveal_pending() and focus_marks(c) == ["next"]
    # The title bar names the round whose cups are up, as the card does (not the next one).
    assert '<p class="subtitle">First half · round 1</p>' in page(c)
    assert "Cups up: First half · round 1" in text(c)
    c.dispatch("next")
    assert '<p class="subtitle">First half · round 2</p>' in page(c)


def test_a_computers_throws_are_shown_one_by_one_at_its_pace() -> None:
    c = make(seed=3)
    start(c, players=[("Bot", "heuristic"), ("Ann", "human")], starter_sets_limit="false")
    shown = []
    while c.acting_human() is None and not c.reveal_pending():
        assert c.bot_delay() == c.pace_ms  # one move, then a pause to see it
        c.step_bot()
        shown.append(news(c))
    # Every throw had its own screen, each saying which throw it was, then the cup down.
    throws = [line for line in shown if line and line.startswith("Bot threw")]
    assert throws == ["Bot threw."] + [
        f"Bot threw again (throw {n})." for n in range(2, len(throws) + 1)
    ]
    assert throws and shown[-1] is not None and "put the cup down" in shown[-1]


def test_a_first_game_says_the_aim_and_why_it_ended_there() -> None:
    """A first game says what to aim for and, at its end, how a game of halves is lost."""
    c = make(seed=4)
    start(c, players=[("Ann", "human"), ("Bot", "heuristic")])
    # The first turn says what to aim for, before any throw.
    assert "The lowest throw at the table takes chips: collect as few as you can." in text(c)
    for _ in range(2000):
        if c.match is not None and c.match.is_over:
            break
        step(c)
    assert c.match is not None and c.match.is_over
    html = text(c)
    assert "Game over" in html and "Halves lost" in html
    assert "Whoever loses both halves loses the game" in html
