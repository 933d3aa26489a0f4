"""Schocken's rules in our own words, in Dutch and English, as trusted HTML."""

from __future__ import annotations

from ...kit.html import esc, section

Section = tuple[str, list[str]]

SCHOCKEN: dict[str, list[Section]] = {
    "nl": [
        (
            "Waar gaat het om?",
            [
                "Iedereen gooit met drie dobbelstenen onder een beker. Wie aan het eind van een "
                "ronde de zwakste worp heeft, krijgt strafschijfjes. Wie alle schijfjes heeft, "
                "verliest een helft. Verlies niet twee helften!",
            ],
        ),
        (
            "Een beurt",
            [
                "Je gooit hoogstens drie keer. De eerste keer gooi je alle drie de dobbelstenen; "
                "daarna kies je zelf welke je opnieuw gooit (één, twee of alle drie). Ben je "
                "tevreden, dan zet je de beker neer; ook na je laatste worp doe je dat zelf.",
                "Wie een ronde begint, bepaalt hoe vaak de anderen mogen gooien: stop je na twee "
                "worpen, dan krijgen de anderen er ook hoogstens twee (deze regel staat als optie "
                "aan of uit).",
                "Gooi je in één worp twee zessen, dan mag je één zes omdraaien tot een één.",
            ],
        ),
        (
            "Einde van een ronde",
            [
                "Als iedereen klaar is, gaan de bekers omhoog. De hoogste worp bepaalt hoeveel "
                "schijfjes de laagste worp krijgt (zie de tabel). Bij gelijke worpen wint wie "
                "eerder gooide.",
                "Zolang er schijfjes in de pot liggen, komen ze uit de pot. Is de pot leeg, dan "
                "geeft de winnaar van de ronde zijn eigen schijfjes aan de verliezer. Wie geen "
                "schijfjes heeft als de pot leeg is, is de rest van die helft veilig.",
                "De verliezer van een ronde begint de volgende.",
            ],
        ),
        (
            "Helften en beslissing",
            [
                "Wie alle schijfjes heeft, verliest de helft. De verliezer van de eerste helft "
                "krijgt de rode schijf als herinnering. Verliest dezelfde speler ook de tweede "
                "helft, dan heeft die het spel verloren. Anders spelen de twee verliezers een "
                "beslissing.",
                "Met meer dan twee spelers gooit iedereen om de beurt; alleen de laagste worp "
                "krijgt schijfjes.",
            ],
        ),
    ],
    "en": [
        (
            "What is it about?",
            [
                "Everyone throws three dice under a cup. Whoever has the weakest hand at the end "
                "of a round gets penalty chips. Whoever ends up with all the chips loses a half. "
                "Do not lose two halves!",
            ],
        ),
        (
            "A turn",
            [
                "You throw at most three times. The first throw uses all three dice; after that "
                "you choose which to throw again (one, two or all three). When you are happy, you "
                "put the cup down; after your last throw you do that yourself too.",
                "Whoever starts a round sets how often the others may throw: stop after two "
                "throws and the others get at most two as well (an option turns this rule on "
                "or off).",
                "Throw two sixes in one throw and you may turn one six into a one.",
            ],
        ),
        (
            "End of a round",
            [
                "When everyone is done, the cups come up. The best hand decides how many chips "
                "the lowest hand takes (see the table). On equal hands, whoever threw earlier "
                "wins.",
                "While the pot holds chips, they come from the pot. Once the pot is empty, the "
                "round's winner hands their own chips to the loser. A player without chips once "
                "the pot is empty is safe for the rest of that half.",
                "The loser of a round starts the next one.",
            ],
        ),
        (
            "Halves and the decider",
            [
                "Whoever holds all the chips loses the half. The loser of the first half gets the "
                "red disc as a reminder. If the same player loses the second half too, they have "
                "lost the game. Otherwise the two losers play a decider.",
                "With more than two players everyone throws in turn; only the lowest hand "
                "takes chips.",
            ],
        ),
    ],
}

# (name, example, chips) from best to weakest.
SCHOCKEN_HANDS: dict[str, list[tuple[str, str, str]]] = {
    "nl": [
        ("Schock out", "1-1-1", "alle schijfjes: helft verloren"),
        ("Pippi (in één worp)", "2-2-1", "9"),
        ("Jule (in één worp)", "4-2-1", "7"),
        ("Schock 6 … Schock 2", "6-1-1 … 2-1-1", "6 … 2"),
        ("Drie gelijke", "6-6-6 … 2-2-2", "3"),
        ("Straat", "6-5-4 … 3-2-1", "2"),
        ("Losse worp", "bijv. 6-4-2; hoogste cijfers eerst vergeleken", "1"),
    ],
    "en": [
        ("Schock out", "1-1-1", "every chip: the half is lost"),
        ("Pippi (in one throw)", "2-2-1", "9"),
        ("Jule (in one throw)", "4-2-1", "7"),
        ("Schock 6 … Schock 2", "6-1-1 … 2-1-1", "6 … 2"),
        ("Three of a kind", "6-6-6 … 2-2-2", "3"),
        ("Straight", "6-5-4 … 3-2-1", "2"),
        ("Plain throw", "e.g. 6-4-2; highest digits compared first", "1"),
    ],
}

HEADERS = {
    "nl": ("Worpen van hoog naar laag", "Worp", "Voorbeeld", "Schijfjes voor de verliezer"),
    "en": ("Hands from best to weakest", "Hand", "Example", "Chips for the loser"),
}


def rules_html(lang: str) -> str:
    """Schocken's rules as trusted HTML, with the table of hands."""
    lang = lang if lang in SCHOCKEN else "en"
    parts = [section(heading, paragraphs) for heading, paragraphs in SCHOCKEN[lang]]
    caption, *cols = HEADERS[lang]
    head = "".join(f'<th scope="col">{esc(c)}</th>' for c in cols)
    rows = "".join(
        f'<tr><th scope="row">{esc(n)}</th><td>{esc(e)}</td><td>{esc(c)}</td></tr>'
        for n, e, c in SCHOCKEN_HANDS[lang]
    )
    parts.append(
        f"<h2>{esc(caption)}</h2>"
        f'<div class="table-wrap"><table class="hands-table"><caption class="sr-only">'
        f"{esc(caption)}</caption>"
        f"<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></div>"
    )
    return "".join(parts)
