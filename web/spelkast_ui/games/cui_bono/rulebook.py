"""Cui bono?'s rules in our own words, in Dutch and English, with the minus-point table."""

from __future__ import annotations

from pyengine.games.cui_bono.colours import MINUS_POINTS
from pyengine.games.cui_bono.rules import PULLS_PER_TURN, TURNS_PER_PLAYER
from pyengine.games.cui_bono.spec import PULL_AGAIN

from ...kit.html import esc, section
from ...pyramid.words import colour_letter, colour_name

Section = tuple[str, list[str]]

CUI_BONO: dict[str, list[Section]] = {
    "nl": [
        (
            "Waar gaat het om?",
            [
                "Een volle piramide van 165 stenen: 55 rode, 55 gele en 55 parelmoeren, in "
                "willekeurige volgorde. Om de beurt trek je een steen uit de onderste laag en "
                "probeer je hem ergens anders terug te leggen. Lukt dat niet (of wil je niet), "
                "dan houd je hem, en elke gehouden steen kost minpunten. Wie aan het eind de "
                "minste minpunten heeft, wint.",
                "Na Bunte Kuh kun je op dezelfde piramide verder spelen: de stenen blijven "
                "liggen zoals ze liggen, en de stenen die nog ontbreken komen er willekeurig "
                "bij. De onderste laag is dan helemaal parelmoer.",
            ],
        ),
        (
            "Een beurt",
            [
                "Trek één steen uit de onderste laag. Dat mag alleen met een steen waar hoogstens "
                "één andere steen op rust: hij moet minstens twee vrije kanten hebben. In de "
                "volle piramide zijn dat alleen de drie hoekstenen.",
                "De stenen die op de getrokken steen rustten, schuiven in een rechte lijn een "
                "plaats naar beneden. Waar de bovenste van die rij lag, ontstaat een nieuwe "
                "trechter: een lege plek op drie stenen.",
                "Leg de steen dan terug in een trechter die de kleurregels toestaan, of houd "
                "hem. Daarna is je linkerbuurman aan de beurt; je trekt maar één steen per "
                "beurt (met de optie hieronder trek je na terugleggen opnieuw).",
            ],
        ),
        (
            "Waar mag de steen terug?",
            [
                "De drie stenen onder de trechter hebben alle drie een andere kleur, of ze "
                "hebben alle drie dezelfde kleur en die is anders dan de kleur van jouw steen. "
                "Twee kleuren onder een trechter: daar mag nooit iets in.",
                "Wordt je steen het bovenste eind van een rand van de piramide (de lijnen van "
                "een hoek naar de top), dan mag die rand daarna niet uit stenen van één kleur "
                "bestaan. De top is het eind van alle drie de randen.",
                "Een lege trechter in de grondplaat is nooit goed. De trechter die je net zelf "
                "hebt geopend, mag wel, als de kleuren kloppen.",
                "Ook als je steen ergens past, mag je hem houden; soms is dat slim, omdat de "
                "volgende dan een dure steen moet trekken.",
            ],
        ),
        (
            "Het einde",
            [
                "Met 2 tot 4 spelers eindigt het spel zodra iemand zijn 10e steen moet houden, "
                "met 5 of 6 spelers bij de 7e. Die laatste steen telt mee. De minste minpunten "
                "winnen; bij gelijkspel wint wie de minste stenen heeft.",
            ],
        ),
        (
            "Hoe de app de regels leest",
            [
                "Het spelboek toont de minpunten alleen als plaatjes van stenen. De app kiest: "
                "geel 1, rood 2 en parelmoer 3 (zie de tabel). Van elke kleur zijn er 55, dus "
                "niemand heeft er voor- of nadeel van.",
                "Het spelboek zegt dat je linkerbuurman aan de beurt is als je je steen niet "
                "kunt terugleggen, maar niet wat er gebeurt als het wel lukt. Standaard leest de "
                "app dat als één steen per beurt: na terugleggen of houden is de volgende aan "
                "de beurt. Zo kloppen ook het einde bij de 10e steen en de gelijkspelregel "
                "over de minste stenen. De andere lezing is de optie hierna.",
                "Een teruggelegde steen ligt zoals hij eruit kwam; de ogen spelen in Cui bono? "
                "geen rol.",
                "Zodat elk spel eindigt, heeft de app twee eigen regels. Je mag een steen niet "
                "zo terugleggen dat de piramide er precies zo uitziet als na een eerdere beurt "
                "sinds de laatste gehouden steen; zo'n trechter noemt het scherm apart. En na "
                f"{TURNS_PER_PLAYER} beurten per speler stopt het spel en wordt het gewoon "
                "geteld.",
                "Het scherm begint de piramide gezien vanaf jouw kant; de draaiknop draait hem "
                "telkens een derde slag. Rode stenen hebben een R, gele een G en parelmoeren "
                "een P, voor wie de kleuren slecht ziet.",
            ],
        ),
        (
            f"Optie: {PULL_AGAIN.label['nl'].lower()}",
            [
                "Zet je deze optie aan bij een nieuw spel, dan is je beurt niet voorbij als je "
                "een steen teruglegt: je trekt meteen een volgende steen uit de onderste laag. "
                "Pas als je een steen houdt, is je linkerbuurman aan de beurt. Elke beurt kost "
                "dus precies één gehouden steen.",
                "Houden mag ook dan altijd, ook als de steen nog ergens past. De regel dat de "
                "piramide er niet weer zo uit mag zien als eerder, telt ook binnen je beurt: "
                "na elke teruggelegde steen komt er een piramide bij die niet terug mag komen.",
                f"Een eigen regel van de app: de {PULLS_PER_TURN}e steen die je in één beurt "
                "trekt, moet je houden, zodat niemand het spel eindeloos kan ophouden. Tegen "
                "die grens telt het scherm af hoe vaak je nog mag trekken.",
                "Met deze optie heeft wie begint een duidelijk nadeel: hij heeft steeds de "
                "meeste stenen, en als hij zijn laatste steen houdt, eindigt het spel terwijl "
                "de anderen er een minder hebben.",
            ],
        ),
    ],
    "en": [
        (
            "What is it about?",
            [
                "A full pyramid of 165 dice: 55 red, 55 yellow and 55 pearl, in random order. "
                "In turn you pull a die out of the bottom layer and try to lay it back "
                "somewhere else. If that fails (or you choose not to), you keep it, and every "
                "kept die costs minus points. Fewest minus points at the end wins.",
                "After Sums you can play on with the same pyramid: its dice stay where they "
                "lie, and the dice still missing are added at random. The bottom layer is then "
                "all pearl.",
            ],
        ),
        (
            "A turn",
            [
                "Pull one die from the bottom layer. Only a die with at most one other die "
                "resting on it may be pulled: it needs at least two free faces. In the full "
                "pyramid only the three corner dice qualify.",
                "The dice that rested on the pulled die slide one place down in a straight "
                "line. Where the top one of that line was, a new funnel opens: an empty place "
                "on three dice.",
                "Then lay the die back in a funnel the colour rules allow, or keep it. After "
                "that it is your left neighbour's turn; you pull only one die per turn (with "
                "the option below you pull again after laying back).",
            ],
        ),
        (
            "Where may the die go back?",
            [
                "The three dice under the funnel have three different colours, or all three "
                "have the same colour and it is not the colour of your die. Two colours under "
                "a funnel: nothing may go in.",
                "If your die becomes the upper end of an edge of the pyramid (the lines from a "
                "corner up to the top), that edge may not then consist of dice of one colour. "
                "The top ends all three edges.",
                "An empty funnel of the base plate is never allowed. The funnel you just "
                "opened yourself is fine when the colours fit.",
                "Even when your die fits somewhere you may keep it; sometimes that is clever, "
                "as the next player then has to pull a costly die.",
            ],
        ),
        (
            "The end",
            [
                "With 2 to 4 players the game ends as soon as someone has to keep their 10th "
                "die, with 5 or 6 players at the 7th. That last die counts. Fewest minus "
                "points wins; on a tie, whoever has fewer dice wins.",
            ],
        ),
        (
            "How the app reads the rules",
            [
                "The rulebook shows the minus points only as pictures of dice. The app "
                "chooses: yellow 1, red 2 and pearl 3 (see the table). There are 55 of each "
                "colour, so this favours nobody.",
                "The rulebook says your left neighbour is on when you cannot lay your die "
                "back, but not what happens when you can. By default the app reads it as one "
                "die per turn: after laying back or keeping, the next player is on. That is "
                "also how the end at the 10th die and the tie rule on fewest dice make sense. "
                "The other reading is the option below.",
                "A die laid back lies as it came out; the pips play no part in Cui bono?.",
                "So that every game ends, the app adds two rules. You may not lay a die back "
                "where the pyramid would look exactly as it did after an earlier turn since "
                "the last kept die; the screen names such funnels. And after "
                f"{TURNS_PER_PLAYER} turns per player the game stops and is scored as usual.",
                "The screen starts with the pyramid seen from your side; the turn button "
                "turns it by a third each time. Red dice carry an R, yellow a Y and pearl a "
                "P, for anyone who has trouble telling the colours apart.",
            ],
        ),
        (
            f"Option: {PULL_AGAIN.label['en'].lower()}",
            [
                "With this option on in a new game, laying a die back does not end your turn: "
                "you pull the next die from the bottom layer straight away. Only when you keep "
                "a die is it your left neighbour's turn, so every turn costs exactly one kept "
                "die.",
                "Keeping is still always allowed, also when the die would fit somewhere. The "
                "rule that the pyramid may not look as it did before also counts within your "
                "turn: each die you lay back adds a pyramid that may not come back.",
                f"An app rule of its own: the die of your {PULLS_PER_TURN}th pull in one turn "
                "must be kept, so nobody can hold up the game for ever. Near that limit the "
                "screen counts down how many pulls you have left.",
                "With this option the starting player is clearly worse off: they always hold "
                "the most dice, and when they keep their last one the game ends while the "
                "others hold one fewer.",
            ],
        ),
    ],
}

HEADERS = {
    "nl": ("Minpunten per gehouden steen", "Kleur", "Letter", "Minpunten"),
    "en": ("Minus points per kept die", "Colour", "Letter", "Minus points"),
}


def rules_html(lang: str) -> str:
    lang = lang if lang in CUI_BONO else "en"
    parts = []
    for heading, paragraphs in CUI_BONO[lang]:
        parts.append(section(heading, paragraphs))
    caption, *cols = HEADERS[lang]
    head = "".join(f'<th scope="col">{esc(col)}</th>' for col in cols)
    rows = "".join(
        f'<tr><th scope="row">{esc(colour_name(lang, colour).capitalize())}</th>'
        f"<td>{esc(colour_letter(lang, colour))}</td><td>{points}</td></tr>"
        for colour, points in MINUS_POINTS.items()
    )
    parts.append(
        f"<h2>{esc(caption)}</h2>"
        f'<div class="table-wrap"><table class="hands-table"><caption class="sr-only">'
        f"{esc(caption)}</caption><thead><tr>{head}</tr></thead><tbody>{rows}</tbody>"
        "</table></div>"
    )
    return "".join(parts)
