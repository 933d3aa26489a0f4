"""Kwis 't! questions and answers: the private answer sheet (type, choose, review, hand in),
the count on paper, and the question card: the questions for the table, after the reveal
the right answers for everyone and the viewer's own verdicts for them alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.games.kwist.rules import MAX_ANSWER_LENGTH
from pyengine.games.kwist.shown import CardView, MineView, QuestionView
from pyengine.games.kwist.shown import View as GameView

from ...kit.gameplay import move_val
from ...kit.html import attrs, button, esc, next_step
from ...kit.i18n import Person
from ...kit.seats import person
from .controls import shown_button, sr_only
from .i18n import t
from .play import draft
from .seen import card_of

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def kind_label(lang: str, kind: str) -> str:
    return t(lang, f"kw_kind_{kind}")


def _qhead(lang: str, i: int, q: QuestionView) -> str:
    return (
        f'<span class="kw-qn">{esc(t(lang, "kw_q_n", n=i + 1))} · '
        f"{esc(kind_label(lang, q['kind']))}</span>"
        f'<span class="kw-qtext">{esc(q["q"])}</span>'
    )


def given_text(lang: str, q: QuestionView, given: Any) -> str:
    """A player's answer as text; an open one left empty is "no answer"."""
    if q["kind"] == "open":
        return str(given) if given else t(lang, "kw_no_answer")
    if given is None:
        return t(lang, "kw_no_answer")
    return str(q["options"][given])


# -- answering ------------------------------------------------------------------------------
def answer_form(c: Table, st: GameView, seat: int, heading: str) -> str:
    """One question at a time (a phone shows it whole, with its buttons), the five steps
    above it to go back and forth, and "Look over my answers" after the last."""
    lang = c.lang
    card = card_of(st)
    data = draft(c, seat)
    answers = data["answers"]
    if data["review"]:
        return _review(c, card, answers, heading)
    i = data["step"]
    q = card["questions"][i]
    label_id = f"kw-q{i}"
    if q["kind"] == "open":
        field = next_step(
            "<input"
            + attrs(
                type="text",
                id=f"kw-a{i}",
                class_="kw-input",
                data_act="kw_text",
                data_arg=i,
                value=answers[i],
                maxlength=MAX_ANSWER_LENGTH,
                autocomplete="off",
                autocapitalize="off",
                spellcheck="false",
                aria_labelledby=label_id,
                placeholder=t(lang, "kw_type_here"),
            )
            + ">"
        )
    else:
        big = " is-fifty" if q["kind"] == "fifty" else ""
        options = "".join(
            button(
                opt,
                "kw_choose",
                i,
                val=k,
                cls=f"btn btn-choice kw-opt{big}",
                pressed=answers[i] == k,
            )
            for k, opt in enumerate(q["options"])
        )
        field = f'<div class="kw-opts{big}" role="group" aria-labelledby="{label_id}">'
        field += options + "</div>"
    last = i == len(card["questions"]) - 1
    onward = (
        button(t(lang, "kw_review"), "kw_review", cls="btn btn-primary")
        if last
        else button(t(lang, "kw_next"), "kw_step", i + 1, cls="btn btn-primary")
    )
    back = button(t(lang, "kw_prev"), "kw_step", i - 1, cls="btn btn-quiet") if i else ""
    return (
        f"<h2>{heading}</h2>"
        f'<p class="meta kw-shield">{esc(t(lang, "kw_answer_hint"))}</p>'
        + _steps(lang, answers, i)
        + f'<div class="kw-q kw-one"><p id="{label_id}">{_qhead(lang, i, q)}</p>{field}</div>'
        f'<div class="actions kw-nav">{back}{onward if q["kind"] == "open" else next_step(onward)}'
        "</div>"
    )


def _steps(lang: str, answers: list[Any], current: int) -> str:
    """The five questions as small buttons: which one is on screen, which are answered."""
    items = []
    for k, given in enumerate(answers):
        done = given is not None and given != ""
        key = "kw_step_n" if done else "kw_step_open"
        cls = "btn kw-step" + (" is-done" if done else "") + (" is-now" if k == current else "")
        control = button(t(lang, key, n=k + 1), "kw_step", k, cls=cls, content=str(k + 1))
        if k == current:
            control = control.replace("<button", '<button aria-current="step"', 1)
        items.append(control)
    return f'<nav class="kw-steps" aria-label="{esc(t(lang, "kw_steps"))}">{"".join(items)}</nav>'


def _review(c: Table, card: CardView, answers: list[Any], heading: str) -> str:
    """The five answers in short, each a tap away from its question, then "Hand in"."""
    lang = c.lang
    rows = []
    blank = 0
    for i, q in enumerate(card["questions"]):
        given = answers[i]
        empty = given is None or given == ""
        blank += empty
        cls = "btn kw-given" + (" is-blank" if empty else "")
        shown = given_text(lang, q, given)
        number = esc(t(lang, "kw_q_n", n=i + 1)).removesuffix(str(i + 1))
        content = (
            f'<span class="kw-gnum">{sr_only(number)}{i + 1}</span>{sr_only(":")}'
            f"<span>{esc(shown)}</span>"
        )
        rows.append(f"<li>{shown_button(content, 'kw_step', i, cls=cls)}</li>")
    note = t(lang, "kw_review_blank", n=blank) if blank else t(lang, "kw_review_full")
    return (
        f"<h2>{heading}</h2>"
        f'<p class="meta">{esc(note)}</p>'
        f'<ol class="kw-review">{"".join(rows)}</ol>'
        '<div class="actions">'
        + next_step(button(t(lang, "kw_submit"), "kw_submit", cls="btn btn-primary"))
        + button(t(lang, "kw_edit"), "kw_edit", cls="btn btn-quiet")
        + "</div>"
    )


def count_picker(c: Table, heading: str) -> str:
    """Paper mode: the player enters only how many answers they got right."""
    lang = c.lang
    picks = "".join(
        button(
            str(n),
            "kw_count",
            n,
            val=move_val({"type": "count", "n": n}),
            cls="btn btn-choice kw-count",
            aria_label=t(lang, "kw_count_n", n=n),
        )
        for n in range(6)
    )
    return (
        f"<h2>{heading}</h2>"
        f'<p class="meta">{esc(t(lang, "kw_count_hint"))}</p>'
        f'<div class="kw-counts" role="group">{picks}</div>'
    )


# -- the question card ---------------------------------------------------------------------------
def card_html(c: Table, view: View) -> str:
    """The round's questions; after the reveal the right answers (for all) and, for the
    viewer alone, their own answers and verdicts."""
    lang = c.lang
    st: GameView = view["state"]
    card = st["card"]
    if card is None:
        return ""
    me = st["me"]
    items = []
    for i, q in enumerate(card["questions"]):
        parts = [f"<p>{_qhead(lang, i, q)}</p>"]
        if q["kind"] != "open" and not st["revealed"]:
            parts.append(f'<p class="meta">{esc(" / ".join(q["options"]))}</p>')
        if st["revealed"]:
            right = given_text(lang, q, q["answer"])
            also = q.get("accept") or []
            line = t(lang, "kw_right_answer", answer=right)
            if also:
                line += " " + t(lang, "kw_also", list=", ".join(also))
            parts.append(f'<p class="kw-key">{esc(line)}</p>')
        if st["revealed"] and me is not None and me["right"] is not None:
            parts.append(_verdict(lang, q, i, me, person(c, int(view["seat"]))))
        items.append(f'<li class="kw-q">{"".join(parts)}</li>')
    head = t(lang, "kw_card_answers" if st["revealed"] else "kw_card_questions")
    return (
        f'<section class="kw-card"><h2 class="kw-h">{esc(head)}</h2>'
        f'<ol class="kw-qs">{"".join(items)}</ol></section>'
    )


def _verdict(lang: str, q: QuestionView, i: int, me: MineView, who: Person) -> str:
    right = me["right"]
    assert right is not None, "verdicts come with the reveal"
    good = right[i]
    mark = "✓" if good else "✗"
    if me["answers"] is not None:
        text = t(lang, "kw_yours", about=who, answer=given_text(lang, q, me["answers"][i]))
    else:
        text = t(lang, "kw_yours_guessed", about=who)
    word = t(lang, "kw_right" if good else "kw_wrong")
    if i in me["disputed"]:
        word += " · " + t(lang, "kw_was_disputed")
    return (
        f'<p class="kw-verdict {"is-right" if good else "is-wrong"}">'
        f'<span class="kw-mark" aria-hidden="true">{mark}</span> '
        f"{esc(text)} <strong>{esc(word)}</strong></p>"
    )
