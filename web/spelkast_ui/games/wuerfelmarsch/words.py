"""Würfelmarsch in words: directions, corners, dice and what a move did (from the view's
``recent`` records), for the screen and the screen reader."""

from __future__ import annotations

from typing import Any

from ...kit.i18n import join_words, lang_index
from ...pyramid.words import colour_adj, colour_name
from .i18n import t

View = dict[str, Any]
COLOURS = ("red", "yellow", "pearl")

DIRECTIONS: dict[str, tuple[str, str]] = {
    "forward_left": ("linksvoor", "forward left"),
    "forward_right": ("rechtsvoor", "forward right"),
    "left": ("naar links", "left"),
    "right": ("naar rechts", "right"),
    "back_left": ("linksachter", "back left"),
    "back_right": ("rechtsachter", "back right"),
}
# Where a goal corner lies on the screen, by (corner's side - view side) % 3.
CORNERS: tuple[tuple[str, str], ...] = (
    ("bovenaan", "at the top"),
    ("rechtsonder", "bottom right"),
    ("linksonder", "bottom left"),
)


def direction_name(lang: str, name: str) -> str:
    return DIRECTIONS[name][lang_index(lang)]


def corner_place(lang: str, corner_side: int, view_side: int) -> str:
    return CORNERS[(corner_side - view_side) % 3][lang_index(lang)]


def faces_seen(faces: list[int | None], side: int) -> tuple[Any, Any, Any]:
    """The numbers towards, left of and right of the player at ``side``."""
    return faces[side], faces[(side + 1) % 3], faces[(side + 2) % 3]


def die_label(lang: str, names: list[str], die: View, side: int, mine: bool) -> str:
    """A die as a screen reader hears it, seen from ``side``."""
    front, left, right = faces_seen(die["faces"], side)
    colour = colour_adj(lang, die["colour"])
    seat = COLOURS.index(die["colour"])
    who = names[seat] if seat < len(names) else ""
    key = "wm_die_mine" if mine else "wm_die_of"
    text = t(lang, key, colour=colour, name=who, a=front, b=left, c=right)
    return text[:1].upper() + text[1:]


def _who(lang: str, names: list[str], seat: int | None) -> str:
    if seat is None or not 0 <= seat < len(names):
        return "?"
    return t(lang, "wm_who", name=names[seat], colour=colour_name(lang, COLOURS[seat]))


def funnel_line(lang: str, names: list[str], funnel: View) -> str:
    """One funnel: the three numbers and what they decide."""
    shown = join_words(
        lang, [f"{colour_name(lang, d['colour'])} {d['value']}" for d in funnel["dice"]]
    )
    kind = funnel["outcome"]
    if kind == "capture":
        verdict = t(lang, "wm_f_capture", who=_who(lang, names, funnel["capturer"]))
    elif kind == "tie":
        verdict = t(lang, "wm_f_tie")
    else:
        owner = funnel["dice"][0]["seat"] if funnel["dice"] else None
        verdict = t(lang, "wm_f_own", who=_who(lang, names, owner))
    return t(lang, "wm_f_line", dice=shown, verdict=verdict)


def record_lines(lang: str, names: list[str], rec: View) -> list[str]:
    """What one move did, sentence by sentence."""
    who = _who(lang, names, rec["seat"])
    if rec["type"] == "turn":
        front, left, right = faces_seen(rec["faces"], rec["seat"])
        return [t(lang, "wm_said_turn", who=who, a=front, b=left, c=right)]
    lines = [t(lang, "wm_said_tilt", who=who, dir=direction_name(lang, rec["move"]))]
    if len(rec["funnels"]) > 1:
        lines.append(t(lang, "wm_two_funnels"))
    lines += [funnel_line(lang, names, f) for f in rec["funnels"]]
    takers: dict[int, list[str]] = {}
    for d in rec["captured"]:
        takers.setdefault(d["by"], []).append(colour_name(lang, d["colour"]))
    for seat, colours in sorted(takers.items()):
        lines.append(
            t(lang, "wm_said_takes", who=_who(lang, names, seat), dice=join_words(lang, colours))
        )
    if rec["removed"]:
        out = [colour_name(lang, d["colour"]) for d in rec["removed"]]
        lines.append(t(lang, "wm_said_out", n=len(out), dice=join_words(lang, out)))
    if rec["corner"]:
        lines.append(t(lang, "wm_said_corner", who=who))
    return lines


def end_reason(lang: str, names: list[str], st: View) -> str:
    end = st["end"]
    if end == "corner":
        return t(lang, "wm_end_corner", who=_who(lang, names, st["winner"]))
    if end == "empty":
        return t(lang, "wm_end_empty")
    return t(lang, "wm_end_quiet", n=st["quiet_limit"])
