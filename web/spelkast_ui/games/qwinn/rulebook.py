"""Qwinn's rules in our own words, in Dutch and English."""

from __future__ import annotations

from pyengine.games.qwinn import board
from pyengine.games.qwinn.throws import TOPPER

from ...kit.html import esc, section
from .i18n import FIELD_NAMES, FIELD_NEEDS

Section = tuple[str, list[str]]

QWINN: dict[str, list[Section]] = {
    "nl": [
        (
            "Waar gaat het om?",
            [
                "Twee spelers, vijf stenen: vier witte en één rode. Je pion loopt over een gele "
                "baan van combinaties. Wat je pion na je worpen haalt, tel je bij je score op. "
                "Wie als eerste 250 punten heeft en geen boycot op zich heeft liggen, wint.",
            ],
        ),
        (
            "Wie begint",
            [
                "Beide spelers gooien één keer met de rode steen. Het hoogste getal begint; "
                "bij gelijk gooien jullie opnieuw. Beide pionnen staan aan het begin op het "
                "blauwe Topper-vak, naast de baan.",
            ],
        ),
        (
            "Een beurt",
            [
                "Je eerste worp gaat met alle vijf de stenen. Daarna mag je nog twee keer "
                "gooien, met zoveel stenen als je wilt: tik de stenen aan die opnieuw moeten. "
                "Je mag ook eerder stoppen. De rode steen telt gewoon mee in je combinatie.",
                "Dan kies je waar je pion heen gaat. Blijven staan mag altijd. Eén vak omhoog "
                "of omlaag is gratis. Verder weg mag alleen als sprong: de rode steen moet dan "
                "minstens zoveel tonen als het aantal vakken. Het vak waar je pion belandt, "
                "moet passen bij je worp; de punten van dat vak tel je op.",
                "Sta je aan het begin van je beurt op Topper, dan mag je pion gratis naar elk "
                "vak dat past. Gooi je vijf gelijke, dan mag je pion naar Topper (50 punten), "
                "waar hij ook staat, behalve met Negeer op je (zie de boycots).",
            ],
        ),
        (
            "Punten",
            [
                "2 × 1 tot 2 × 6: minstens twee stenen met dat getal; alle stenen met dat getal "
                "tellen op. Drie en vier gelijke: alle stenen van dat getal tellen op. Full "
                "house 25, kleine straat 30, grote straat 40, Topper 50.",
            ],
        ),
        (
            "De rode steen en boycots",
            [
                "Heb je de rode steen niet gebruikt om te springen, dan mag je hem daarna nog "
                "één keer inzetten. Toont hij 1 of 2, dan kun je Max 2x op je tegenspeler "
                "leggen; 3 of 4: Minus; 5 of 6: Negeer. Je hebt maar één boycotpion: een nieuwe "
                "boycot vervangt de oude. Ligt er een boycot op jou en toont de rode steen het "
                "getal van dat vak, dan mag je hem in plaats daarvan weghalen. Niets doen mag "
                "ook.",
                "Max 2x: hoogstens twee worpen per beurt. Minus: bij een mislukte worp gaan de "
                "ogen van die worp van je score af (niet onder nul). Negeer: niet springen en "
                "geen boycot leggen.",
                "Negeer houdt je pion ook weg van Topper: hij gaat hoogstens één vak verder, "
                "en Topper ligt naast de baan. Gooi je vijf gelijke met Negeer op je, dan gaat "
                "je pion dus niet naar Topper. Op Topper blijven staan mag wel, en wie zijn beurt "
                "op Topper begint, mag nog steeds naar elk vak dat past.",
                "In je eerste beurt heeft de rode steen geen extra functie, en wie zijn beurt "
                "op Topper begint, legt geen boycot.",
            ],
        ),
        (
            "Mislukte worp",
            [
                "Blijf je staan op een vak dat niet bij je worp past, dan is je worp mislukt: "
                "geen punten, de rode steen doet niets, en je eigen boycot op je tegenspeler "
                "gaat eraf.",
            ],
        ),
        (
            "Het einde",
            [
                "Wie aan het eind van een beurt 250 punten of meer heeft en geen boycot op zich, "
                "wint. Met een boycot op je moet je die eerst kwijt. Na 500 beurten stopt de app "
                "het spel; dan wint de hoogste score.",
            ],
        ),
    ],
    "en": [
        (
            "What is it about?",
            [
                "Two players, five dice: four white and one red. Your pawn travels a yellow "
                "track of combinations. Whatever your pawn takes after your throws adds to your "
                "score. The first to have 250 points with no boycott on them wins.",
            ],
        ),
        (
            "Who starts",
            [
                "Each player throws the red die once. The higher number starts; on a tie you "
                "both throw again. Both pawns begin on the blue Topper field, beside the track.",
            ],
        ),
        (
            "A turn",
            [
                "Your first throw uses all five dice. After that you may throw twice more, with "
                "as many dice as you like: tap the ones to throw again. You may stop sooner. The "
                "red die simply counts in your combination.",
                "Then you pick where your pawn goes. Staying is always allowed. One field up or "
                "down is free. Farther only as a jump: the red die must show at least the "
                "number of fields. The field your pawn ends on must fit your throw; you add its "
                "points.",
                "If your turn starts on Topper, your pawn may go to any field that fits, for "
                "free. Throw five alike and your pawn may go to Topper (50 points) from "
                "wherever it stands, except with Ignore on you (see the boycotts).",
            ],
        ),
        (
            "Points",
            [
                "2 × 1 to 2 × 6: at least two dice with that number; every die with that number "
                "adds up. Three and four alike: every die of that number adds up. Full house "
                "25, small straight 30, large straight 40, Topper 50.",
            ],
        ),
        (
            "The red die and boycotts",
            [
                "If you did not use the red die to jump, you may use it once more afterwards. "
                "Showing 1 or 2, it can put Max 2x on your opponent; 3 or 4: Minus; 5 or 6: "
                "Ignore. You have one boycott pawn: a new boycott replaces the old one. If a "
                "boycott is on you and the red die shows that field's number, you may remove it "
                "instead. Doing nothing is fine too.",
                "Max 2x: at most two throws a turn. Minus: on a failed throw the pips of that "
                "throw come off your score (never below zero). Ignore: no jumping and no "
                "boycott placing.",
                "Ignore also keeps your pawn away from Topper: it moves at most one field, and "
                "Topper lies beside the track. So five alike with Ignore on you does not take "
                "your pawn to Topper. Staying on Topper is fine, and a turn that starts on "
                "Topper may still go to any field that fits.",
                "In your first turn the red die has no extra use, and a turn that starts on "
                "Topper places no boycott.",
            ],
        ),
        (
            "Failed throw",
            [
                "Stay on a field your throw does not fit and the throw has failed: no points, "
                "the red die does nothing, and your own boycott on your opponent comes off.",
            ],
        ),
        (
            "The end",
            [
                "Whoever has 250 points or more at the end of a turn, with no boycott on them, "
                "wins. With a boycott on you, you must get rid of it first. After 500 turns the "
                "app stops the game; the higher score wins.",
            ],
        ),
    ],
}

HEADERS = {
    "nl": ("De baan van boven naar beneden", "Vak", "Nodig"),
    "en": ("The track from top to bottom", "Field", "Needs"),
}


def rules_html(lang: str) -> str:
    lang = lang if lang in QWINN else "en"
    i = 1 if lang == "en" else 0
    parts = []
    for heading, paragraphs in QWINN[lang]:
        parts.append(section(heading, paragraphs))
    caption, *cols = HEADERS[lang]
    head = "".join(f'<th scope="col">{esc(col)}</th>' for col in cols)
    rows = "".join(
        f'<tr><th scope="row">{esc(FIELD_NAMES[f][i])}</th><td>{esc(FIELD_NEEDS[f][i])}</td></tr>'
        for f in (*board.TRACK, TOPPER)
    )
    parts.append(
        f"<h2>{esc(caption)}</h2>"
        f'<div class="table-wrap"><table class="hands-table"><caption class="sr-only">'
        f"{esc(caption)}</caption><thead><tr>{head}</tr></thead><tbody>{rows}</tbody>"
        "</table></div>"
    )
    return "".join(parts)
