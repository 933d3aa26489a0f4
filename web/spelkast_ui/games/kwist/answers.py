"""Kwis 't! questions and answers: the private answer sheet (type, choose, review, hand in),
the count on paper, and the question card: the questions for the table, after the reveal
the right answers for everyone and the viewer's own verdicts for them alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.games.kwist.rules import MAX_ANSWER_LENGTH

from ...kit.html import attrs, button, esc
from .i18n import t
from .play import draft

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def kind_label(lang: str, kind: str) -> str:
    return t(lang, f"kw_kind_{kind}")


def _qhead(lang: str, i: int, q: dict[str, Any]) -> str:
    return (
        f'<span class="kw-qn">{esc(t(lang, "kw_q_n", n=i + 1))} · '
        f"{esc(kind_label(lang, q['kind']))}</span>"
        f'<span class="kw-qtext">{esc(q["q"])}</span>'
    )


def given_text(lang: str, q: dict[str, Any], given: Any) -> str:
    """A player's answer as text; an open one left empty is "no answer"."""
    if q["kind"] == "open":
        return str(given) if given else t(lang, "kw_no_answer")
    if given is None:
        return t(lang, "kw_no_answer")
    return str(q["options"][given])


# -- answering ------------------------------------------------------------------------------
def answer_form(c: Table, st: View, seat: int, heading: str) -> str:
    lang = c.lang
    card = st["card"]
    data = draft(c, seat)
    answers = data["answers"]
    if data["review"]:
        return _review(c, card, answers, heading)
    blocks = []
    for i, q in enumerate(card["questions"]):
        label_id = f"kw-q{i}"
        if q["kind"] == "open":
            field = "<input" + attrs(
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
            field += ">"
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
        blocks.append(f'<li class="kw-q"><p id="{label_id}">{_qhead(lang, i, q)}</p>{field}</li>')
    return (
        f"<h2>{heading}</h2>"
        f'<p class="meta">{esc(t(lang, "kw_answer_hint"))}</p>'
        f'<ol class="kw-qs">{"".join(blocks)}</ol>'
        '<div class="actions">'
        + button(t(lang, "kw_review"), "kw_review", cls="btn btn-primary btn-wide")
        + "</div>"
    )


def _review(c: Table, card: View, answers: list[Any], heading: str) -> str:
    lang = c.lang
    rows = []
    blank = 0
    for i, q in enumerate(card["questions"]):
        given = answers[i]
        empty = given is None or given == ""
        blank += empty
        cls = " is-blank" if empty else ""
        rows.append(
            f'<li class="kw-q"><p>{_qhead(lang, i, q)}</p>'
            f'<p class="kw-given{cls}">{esc(given_text(lang, q, given))}</p></li>'
        )
    note = t(lang, "kw_review_blank", n=blank) if blank else t(lang, "kw_review_full")
    return (
        f"<h2>{heading}</h2>"
        f'<p class="meta">{esc(note)}</p>'
        f'<ol class="kw-qs kw-review">{"".join(rows)}</ol>'
        '<div class="actions">'
        + button(t(lang, "kw_submit"), "kw_submit", cls="btn btn-primary")
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
            val=n,
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
def card_html(c: Table, view: View, acting: bool) -> str:
    """The round's questions; after the reveal the right answers (for all) and, for the
    viewer alone, their own answers and verdicts, with the control to overrule one."""
    lang = c.lang
    st = view["state"]
    card = st["card"]
    if card is None:
        return ""
    me = st["me"]
    disputable = set()
    if acting and st["phase"] == "bet" and me is not None and view["seat"] is not None:
        disputable = {
            a["question"] for a in c.game().legal_actions(view["seat"]) if a["type"] == "dispute"
        }
    quizmaster = st["quizmaster"] == view["seat"]
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
            parts.append(_verdict(lang, q, i, me, i in disputable, quizmaster))
        items.append(f'<li class="kw-q">{"".join(parts)}</li>')
    head = t(lang, "kw_card_answers" if st["revealed"] else "kw_card_questions")
    return (
        f'<section class="kw-card"><h2 class="kw-h">{esc(head)}</h2>'
        f'<ol class="kw-qs">{"".join(items)}</ol></section>'
    )


def _verdict(lang: str, q: View, i: int, me: View, disputable: bool, quizmaster: bool) -> str:
    good = me["right"][i]
    mark = "✓" if good else "✗"
    if me["answers"] is not None:
        text = t(lang, "kw_yours", answer=given_text(lang, q, me["answers"][i]))
    else:
        text = t(lang, "kw_yours_guessed")
    word = t(lang, "kw_right" if good else "kw_wrong")
    if i in me["disputed"]:
        word += " · " + t(lang, "kw_was_disputed")
    out = (
        f'<p class="kw-verdict {"is-right" if good else "is-wrong"}">'
        f'<span class="kw-mark" aria-hidden="true">{mark}</span> '
        f"{esc(text)} <strong>{esc(word)}</strong></p>"
    )
    if disputable:
        key = "kw_overrule_self" if quizmaster else "kw_overrule"
        out += button(t(lang, key), "kw_dispute", i, cls="btn btn-quiet btn-small kw-overrule")
    return out
