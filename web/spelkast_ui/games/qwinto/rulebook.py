"""Qwinto's rules in our own words, in Dutch and English, for both rule sets."""

from __future__ import annotations

from ...kit.html import esc, section

Section = tuple[str, list[str]]

QWINTO: dict[str, list[Section]] = {
    "nl": [
        (
            "Waar gaat het om?",
            [
                "Iedereen heeft een eigen scoreblad met drie rijen: oranje, geel en paars. "
                "Eén worp op tafel geldt voor alle spelers. Schrijf zo veel mogelijk getallen "
                "op je blad, elke rij van klein naar groot, en eindig met de meeste punten.",
            ],
        ),
        (
            "Het blad",
            [
                "Elke rij telt negen vakjes en één open plek waar nooit iets komt. De rijen "
                "staan schuin onder elkaar, zodat maar vijf kolommen drie vakjes hebben; in "
                "elk van die kolommen is één vakje een vijfhoek.",
                "Binnen een rij lopen de getallen van links naar rechts op. Je mag vakjes "
                "overslaan en later vullen, zolang een getal groter is dan alles links ervan "
                "en kleiner dan alles rechts ervan. Eenzelfde getal mag niet twee keer in "
                "één kolom staan.",
            ],
        ),
        (
            "Een beurt",
            [
                "De speler aan de beurt kiest welke stenen hij gooit: één, twee of alle drie "
                "de kleuren. Hij mag daarna één keer dezelfde stenen nog eens gooien, zolang "
                "nog niemand iets heeft ingevuld.",
                "Dan vult iedereen, te beginnen bij de werper, de som van de gegooide stenen "
                "in op een leeg vakje, of past. Het getal mag alleen in een rij waarvan de "
                "kleur meegegooid is: gooi je oranje en paars, dan blijft de gele rij dicht.",
                "Daarna is de volgende speler aan de beurt.",
            ],
        ),
        (
            "Passen",
            [
                "Elk getal telt (zo begint een nieuw spel): alleen de werper kruist een "
                "strafvakje aan (een misworp) als hij niets invult; de anderen passen zonder "
                "straf.",
                "Zoals in het regelboek: wie niet invult, omdat het niet kan of omdat hij "
                "niet wil, kruist een strafvakje aan.",
            ],
        ),
        (
            "Het einde",
            [
                "Het spel stopt na de beurt waarin iemand zijn tweede rij vol heeft of zijn "
                "vierde strafvakje aankruist; die laatste worp wordt nog door iedereen "
                "afgemaakt. De meeste punten winnen; bij gelijke stand delen spelers de plaats.",
                "Alleen spelen kan ook: dan jaag je op je eigen hoogste score.",
            ],
        ),
        (
            "Met echte stenen",
            [
                "Speel je met echte dobbelstenen, dan kiest de werper de kleuren in de app, "
                "gooit ze aan tafel en tikt per steen in wat hij toont. De app telt op en "
                "controleert elke invulling.",
            ],
        ),
    ],
    "en": [
        (
            "What is it about?",
            [
                "Everyone has a score sheet of their own with three rows: orange, yellow and "
                "purple. One throw on the table counts for all players. Write as many numbers "
                "on your sheet as you can, each row from low to high, and finish with the "
                "most points.",
            ],
        ),
        (
            "The sheet",
            [
                "Each row has nine fields and one gap that is never filled. The rows sit "
                "diagonally under each other, so only five columns hold three fields; in "
                "each of those columns one field is a pentagon.",
                "Within a row the numbers rise from left to right. You may skip fields and "
                "fill them later, as long as a number is higher than everything to its left "
                "and lower than everything to its right. The same number may not appear "
                "twice in one column.",
            ],
        ),
        (
            "A turn",
            [
                "The player whose turn it is chooses which dice to throw: one, two or all "
                "three colours. They may then throw the same dice once more, as long as "
                "nobody has entered anything yet.",
                "Then everyone, starting with the thrower, writes the sum of the dice thrown "
                "in an empty field, or passes. The number may only go in a row whose colour "
                "was thrown: throw orange and purple and the yellow row stays closed.",
                "Then it is the next player's turn.",
            ],
        ),
        (
            "Passing",
            [
                "Every number counts (how a new game starts): only the thrower crosses off a "
                "penalty box (a misthrow) when entering nothing; the others pass for free.",
                "As in the rulebook: whoever does not enter, because they cannot or because "
                "they would rather not, crosses off a penalty box.",
            ],
        ),
        (
            "The end",
            [
                "The game stops after the turn in which someone completes their second row "
                "or crosses off their fourth penalty box; everyone still finishes that last "
                "throw. Most points wins; equal totals share the place.",
                "You can also play alone: then you chase your own best score.",
            ],
        ),
        (
            "With real dice",
            [
                "Playing with real dice, the thrower picks the colours in the app, throws "
                "them at the table and taps in what each die shows. The app adds them up and "
                "checks every entry.",
            ],
        ),
    ],
}

SCORING_HEAD = {
    "nl": ("Punten tellen", "", "Zoals in het regelboek", "Elk getal telt"),
    "en": ("Scoring", "", "As in the rulebook", "Every number counts"),
}
SCORING: dict[str, list[tuple[str, str, str]]] = {
    "nl": [
        ("Volle rij", "som van de rij, vijfhoeken tellen dubbel", "het meest rechtse getal"),
        ("Rij die niet vol is", "0 punten", "1 punt per getal"),
        ("Volle kolom van drie", "niets", "het getal in de vijfhoek"),
        ("Strafvakje", "−5", "−5"),
    ],
    "en": [
        ("Full row", "sum of the row, pentagons count double", "its rightmost number"),
        ("Row that is not full", "0 points", "1 point per number"),
        ("Full column of three", "nothing", "the number in its pentagon"),
        ("Penalty box", "−5", "−5"),
    ],
}


SCORING_AFTER = 3  # the scoring table follows the section on passing


def rules_html(lang: str) -> str:
    lang = lang if lang in QWINTO else "en"
    parts = []
    for i, (heading, paragraphs) in enumerate(QWINTO[lang]):
        parts.append(section(heading, paragraphs))
        if i == SCORING_AFTER:
            parts.append(_scoring(lang))
    return "".join(parts)


def _scoring(lang: str) -> str:
    caption, *cols = SCORING_HEAD[lang]
    head = "".join(f'<th scope="col">{esc(c)}</th>' for c in cols)
    rows = "".join(
        f'<tr><th scope="row">{esc(what)}</th><td>{esc(a)}</td><td>{esc(b)}</td></tr>'
        for what, a, b in SCORING[lang]
    )
    return (
        f"<h2>{esc(caption)}</h2>"
        f'<div class="table-wrap"><table class="hands-table"><caption class="sr-only">'
        f"{esc(caption)}</caption>"
        f"<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></div>"
    )
