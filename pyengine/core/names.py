"""Player names: the one rule for cleaning them (``clean_name``), used by the engine for
every new match and by the app's new-game form.

A name is text a person typed (or pasted), shown to everyone at the table, in every
sentence about that seat and in saves. Characters that steer or hide text are removed:
controls (C0, C1), bidi embeddings, overrides and isolates (they can turn "Anna" into
what reads as another name, or reverse the text after it), and the other invisible
format characters (zero-width spaces, word joiners, soft hyphens, tags ...). Kept: the
zero-width joiners that build emoji and join letters of some scripts (between two
visible characters), and the tags of a flag emoji. Whitespace of every kind becomes
one space. What remains must show something: a name of only spaces, marks or invisible
characters is blank.
"""

from __future__ import annotations

import unicodedata

MAX_NAME_LENGTH = 40
# The seat of "the player": the one person the app's new-game form names by default. Not a
# word but a mark (a private-use character, which no keyboard types and ``clean_name``
# keeps), so each screen shows it in its own language ("You", "Jij") and a save made in one
# language reads right in the other. Saves of earlier builds hold the word itself.
THE_PLAYER = "\ue000"

_JOINERS = frozenset("\u200c\u200d")  # ZWNJ, ZWJ: needed in emoji and some scripts
_BLACK_FLAG = "\U0001f3f4"  # a flag emoji is this, tag letters and a cancel tag
_TAGS = range(0xE0020, 0xE007F)
_CANCEL_TAG = "\U000e007f"
_SCANNED = 1_000  # characters of a typed or pasted name looked at
# Letters and symbols that draw nothing (fillers, a blank braille cell): allowed in a
# name, but they do not make it visible.
_BLANK_LOOKING = frozenset("\u115f\u1160\u3164\uffa0\u2800")


def _removed(c: str) -> bool:
    """A control, format (bidi, zero-width ...) or lone surrogate character."""
    return unicodedata.category(c) in ("Cc", "Cf", "Cs") and c not in _JOINERS


def _visible(c: str) -> bool:
    if c in _BLANK_LOOKING or c in _JOINERS or c.isspace():
        return False
    # Letters, numbers, punctuation, symbols, private use and characters newer than this
    # Python's Unicode tables (new emoji) show; marks alone, separators, controls don't.
    category = unicodedata.category(c)
    return category[0] not in "MZ" and category not in ("Cc", "Cf", "Cs")


def _flag_at(text: str, start: int) -> int:
    """The end of a flag emoji (a black flag, tag letters, a cancel tag) at ``start``, or
    ``start`` when none starts there."""
    if text[start] != _BLACK_FLAG:
        return start
    end = start + 1
    while end < len(text) and ord(text[end]) in _TAGS:
        end += 1
    return end + 1 if end > start + 1 and text[end : end + 1] == _CANCEL_TAG else start


def clean_name(raw: str) -> str:
    """``raw`` as a player's name: without controls and invisible format characters, its
    whitespace collapsed to single spaces, trimmed, at most MAX_NAME_LENGTH characters.
    "" when nothing visible remains. Idempotent: a cleaned name cleans to itself."""
    raw = raw[:_SCANNED]  # only the start of a huge text can end up in a name
    # Clusters: one character each, or a whole flag emoji (never cut apart).
    kept: list[str] = []
    i = 0
    while i < len(raw):
        end = _flag_at(raw, i)
        if end > i:
            kept.append(raw[i:end])
            i = end
            continue
        c = raw[i]
        i += 1
        if c.isspace():
            if kept and kept[-1] != " ":
                kept.append(" ")
        elif not _removed(c):
            kept.append(c)
    # A joiner joins two characters: dropped next to a space or another joiner.
    joined: list[str] = []
    for k, c in enumerate(kept):
        if c in _JOINERS:
            before = joined[-1] if joined else " "
            after = kept[k + 1] if k + 1 < len(kept) else " "
            if before == " " or after == " " or before in _JOINERS or after in _JOINERS:
                continue
        if c == " " and joined and joined[-1] == " ":  # a dropped joiner between spaces
            continue
        joined.append(c)
    name: list[str] = []
    length = 0
    for cluster in joined:
        if length + len(cluster) > MAX_NAME_LENGTH:
            break
        name.append(cluster)
        length += len(cluster)
    while name and (name[-1] == " " or name[-1] in _JOINERS):  # also where the cut fell
        name.pop()
    while name and name[0] == " ":
        name.pop(0)
    return "".join(name) if any(_visible(c[0]) for c in name) else ""


def legacy_name(raw: str) -> str:
    """The rule of builds before issue 16, for saves they wrote (format 1): whitespace
    collapsed, at most MAX_NAME_LENGTH characters; nothing removed."""
    return " ".join(raw.split())[:MAX_NAME_LENGTH]
