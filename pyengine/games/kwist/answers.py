"""Kwis 't!: generous checking of typed open answers.

A typed answer matches when, after normalising both sides (case, accents, leading
articles, punctuation, spaces), it equals the answer or one of its accepted variants;
when both are numbers with the same value ("1.969" = "1969", "twaalf" = "12",
"1/4" = "0,25"); or when it is within a small number of typos of a long answer. Numbers
and short answers allow no typo: "1968" is not "1969" and "Iran" is not "Irak".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from fractions import Fraction
from functools import lru_cache

ARTICLES = frozenset({"de", "het", "een", "t", "the", "a", "an"})
MAX_WORDS_AROUND_NUMBER = 2  # "180 graden", "in 1969": a number with a word or two around it
# Typos allowed by the length of the normalised answer (letters only; never in numbers).
TYPO_STEPS = ((13, 2), (8, 1))
LENIENT_TYPO_STEPS = ((10, 3), (6, 2), (4, 1))

_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'"})
_NUMBER = re.compile(r"^\d+(?:[.,\s]\d+)*(?:/\d+)?$")
_GROUPED = re.compile(r"^\d{1,3}(?:([.,\s])\d{3})(?:\1\d{3})*$")

_UNITS = {
    "nul": 0, "zero": 0, "een": 1, "one": 1, "twee": 2, "two": 2, "drie": 3, "three": 3,
    "vier": 4, "four": 4, "vijf": 5, "five": 5, "zes": 6, "six": 6, "zeven": 7, "seven": 7,
    "acht": 8, "eight": 8, "negen": 9, "nine": 9, "tien": 10, "ten": 10, "elf": 11,
    "eleven": 11, "twaalf": 12, "twelve": 12, "dertien": 13, "thirteen": 13, "veertien": 14,
    "fourteen": 14, "vijftien": 15, "fifteen": 15, "zestien": 16, "sixteen": 16,
    "zeventien": 17, "seventeen": 17, "achttien": 18, "eighteen": 18, "negentien": 19,
    "nineteen": 19,
}  # fmt: skip
_TENS = {
    "twintig": 20, "twenty": 20, "dertig": 30, "thirty": 30, "veertig": 40, "forty": 40,
    "vijftig": 50, "fifty": 50, "zestig": 60, "sixty": 60, "zeventig": 70, "seventy": 70,
    "tachtig": 80, "eighty": 80, "negentig": 90, "ninety": 90,
}  # fmt: skip
_SCALES = (("duizend", 1000), ("thousand", 1000), ("honderd", 100), ("hundred", 100))


def _fold(text: str) -> str:
    """Lower case without accents; apostrophes unified."""
    text = unicodedata.normalize("NFKD", text.translate(_APOSTROPHES))
    return "".join(c for c in text if not unicodedata.combining(c)).casefold()


def words(text: str) -> list[str]:
    """The normalised words of ``text``: folded, punctuation gone, leading articles dropped."""
    folded = _fold(text)
    folded = re.sub(r"(?<=\w)'(?=\w)", "", folded)  # d'Arc -> darc, Halley's -> halleys
    tokens = re.findall(r"[^\W_]+", folded.replace("'", " "))
    while len(tokens) > 1 and tokens[0] in ARTICLES:
        tokens = tokens[1:]
    return tokens


def normalise(text: str) -> str:
    return " ".join(words(text))


def _dutch_number(word: str) -> int | None:
    """'twaalf', 'eenentwintig', 'driehonderdzestig', 'negentienhonderddrieenvijftig'."""
    if not word:
        return None
    if word in _UNITS:
        return _UNITS[word]
    if word in _TENS:
        return _TENS[word]
    for scale_word, scale in _SCALES[0::2]:
        head, sep, tail = word.partition(scale_word)
        if sep:
            high = _dutch_number(head) if head else 1
            low = _dutch_number(tail) if tail else 0
            if high is None or low is None or low >= scale:
                return None
            return high * scale + low
    for match in re.finditer("en", word):  # "eenentwintig": the "en" inside "een" is no joint
        unit, tens = word[: match.start()], word[match.end() :]
        if unit in _UNITS and 1 <= _UNITS[unit] <= 9 and tens in _TENS:
            return _UNITS[unit] + _TENS[tens]
    return None


def _english_number(tokens: list[str]) -> int | None:
    """'twelve', 'twenty one', 'one hundred and forty four', 'a hundred'."""
    total = current = 0
    seen = False
    for token in tokens:
        if token == "and" or (token in ("a", "an") and not seen):
            continue
        if token in _UNITS:
            current += _UNITS[token]
        elif token in _TENS:
            current += _TENS[token]
        elif token in ("hundred", "honderd"):
            current = max(current, 1) * 100
        elif token in ("thousand", "duizend"):
            total += max(current, 1) * 1000
            current = 0
        else:
            return None
        seen = True
    return total + current if seen else None


def number_words(tokens: list[str]) -> int | None:
    """A whole number written in Dutch or English words, or None."""
    if len(tokens) == 1:
        found = _dutch_number(tokens[0])
        if found is not None:
            return found
    joined = _dutch_number("".join(tokens))
    return joined if joined is not None else _english_number(tokens)


def _digit_values(text: str) -> set[Fraction]:
    """Readings of one written number: '1.969' is 1969 or 1.969; '2,54' is 2.54."""
    text = text.strip()
    if not _NUMBER.match(text):
        return set()
    if "/" in text:
        top, bottom = text.split("/")
        values = {Fraction(int(t)) for t in _digit_values(top)}
        below = _digit_values(bottom)
        if len(values) != 1 or len(below) != 1 or not all(below):
            return set()
        return {values.pop() / below.pop()}
    readings: set[Fraction] = set()
    if _GROUPED.match(text):
        readings.add(Fraction(int(re.sub(r"[.,\s]", "", text))))
    parts = re.split(r"[.,]", text)
    if len(parts) == 2 and " " not in text:
        readings.add(Fraction(f"{parts[0]}.{parts[1]}"))
    if re.fullmatch(r"\d+", text):
        readings.add(Fraction(int(text)))
    return readings


def number_values(text: str) -> set[Fraction]:
    """Every value ``text`` can be read as when it is a number (digits or words)."""
    folded = _fold(text).strip()
    folded = re.sub(r"(\d)\s+(?=\d{3}\b)", r"\1 ", folded)
    direct = _digit_values(folded)
    if direct:
        return direct
    tokens = re.findall(r"[^\W_]+", folded.replace("-", " "))
    if not tokens:
        return set()
    spoken = number_words(tokens)
    return {Fraction(spoken)} if spoken is not None else set()


def _number_in(response: str) -> set[Fraction]:
    """The value of a response that is a number, possibly with a word or two around it."""
    values = number_values(response)
    if values:
        return values
    folded = _fold(response)
    found = re.findall(r"\d+(?:[.,]\d+)*(?:/\d+)?", folded)
    rest = re.sub(r"\d+(?:[.,]\d+)*(?:/\d+)?", " ", folded)
    if len(found) == 1 and len(re.findall(r"[^\W\d_]+", rest)) <= MAX_WORDS_AROUND_NUMBER:
        return _digit_values(found[0])
    return set()


def osa_distance(a: str, b: str, limit: int) -> int:
    """Optimal string alignment distance (a swap of neighbours is one typo), capped at
    ``limit + 1`` so that long unrelated answers cost little."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], previous2[j - 2] + 1)
        if min(current) > limit:
            return limit + 1
        previous2, previous = previous, current
    return min(previous[-1], limit + 1)


def typos_allowed(answer: str, steps: tuple[tuple[int, int], ...] = TYPO_STEPS) -> int:
    letters = answer.replace(" ", "")
    if any(c.isdigit() for c in letters):
        return 0
    return next((typos for length, typos in steps if len(letters) >= length), 0)


def _matches_one(response: str, answer: str, steps: tuple[tuple[int, int], ...]) -> bool:
    wanted = number_values(answer)
    if wanted:
        return bool(wanted & _number_in(response))
    said, right = normalise(response), normalise(answer)
    if not said or not right:
        return False
    if said == right or said.replace(" ", "") == right.replace(" ", ""):
        return True
    if any(c.isdigit() for c in said):
        return False
    limit = typos_allowed(right, steps)
    if limit == 0:
        return False
    squeezed, target = said.replace(" ", ""), right.replace(" ", "")
    return osa_distance(squeezed, target, limit) <= limit


def matches(response: str, answer: str, accept: Iterable[str] = ()) -> bool:
    """Is the typed ``response`` a right answer? (``accept``: other good answers.)"""
    return _matches_cached(response, answer, tuple(accept))


@lru_cache(maxsize=4096)
def _matches_cached(response: str, answer: str, accept: tuple[str, ...]) -> bool:
    # Replaying a save checks every sheet again: the cache makes that free.
    return any(_matches_one(response, good, TYPO_STEPS) for good in (answer, *accept))


def lenient_match(response: str, answer: str, accept: Iterable[str] = ()) -> bool:
    """A computer quizmaster's ruling on a disputed answer: more typos pass, and an
    answer that names the whole right answer among other words ("Neil Armstrong
    natuurlijk") passes too. Numbers stay exact."""
    said = normalise(response)
    for good in (answer, *accept):
        if _matches_one(response, good, LENIENT_TYPO_STEPS):
            return True
        right = normalise(good)
        if right and not number_values(good) and f" {right} " in f" {said} ":
            return True
    return False
