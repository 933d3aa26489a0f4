"""Würfelmarsch's rules in our own words, in Dutch and English, with our readings of the
rulebook (docs/rules/wuerfelmarsch.md) and two small pictures from the shared drawing."""

from __future__ import annotations

from pyengine.pyramid.setups import wuerfelmarsch_start

from ...kit.html import esc, section
from ...pyramid.svg import die_svg, looks_from_view, pyramid_legend, pyramid_svg

Section = tuple[str, list[str]]

RULES: dict[str, list[Section]] = {
    "nl": [
        (
            "Waar gaat het om?",
            [
                "Drie spelers zitten elk aan een kant van de driehoekige grondplaat, met vijf "
                "dobbelstenen in hun eigen kleur: rood, geel en parelmoer. Je kantelt je "
                "dobbelstenen over de plaat naar de hoek tegenover jouw kant. Wie daar als "
                "eerste een dobbelsteen neerzet, wint meteen. Onderweg sla je dobbelstenen "
                "van de anderen.",
            ],
        ),
        (
            "Opstelling",
            [
                "Je vijf dobbelstenen liggen in de vijf middelste vakjes langs jouw rand; de "
                "twee buitenste vakjes aan elke kant blijven leeg. Elke dobbelsteen ligt met "
                "de 3 naar jou, de 2 naar je linkerbuur en de 1 naar je rechterbuur.",
                "Rood begint, daarna gaat de beurt naar links: rood, geel, parelmoer. In de "
                "app kan het ook met twee spelers; de derde kant blijft dan leeg.",
            ],
        ),
        (
            "Een beurt: kantelen of draaien",
            [
                "Je moet één van je dobbelstenen kantelen of draaien; passen mag niet.",
                "Kantelen: de dobbelsteen rolt over een ribbe naar een leeg vakje ernaast. "
                "Dat mag schuin vooruit (linksvoor of rechtsvoor, richting je doelhoek) of "
                "opzij (links of rechts), maar nooit terug naar je eigen kant. Door het "
                "rollen wijzen er daarna andere getallen naar je toe, net als bij een echte "
                "dobbelsteen.",
                "Draaien: je pakt de dobbelsteen op en legt hem in hetzelfde vakje terug zoals "
                "jij wilt. Hij moet daarna wel anders liggen dan ervoor.",
            ],
        ),
        (
            "Slaan in een trechter",
            [
                "Drie dobbelstenen die met hun hoeken tegen elkaar liggen, vormen een trechter: "
                "een kuiltje waar een vierde dobbelsteen op zou passen. Elk van de drie wijst "
                "met één zijde in dat kuiltje. Ontstaat er door jouw kanteling een trechter, "
                "dan worden de drie getallen in de trechter vergeleken.",
                "Is één getal het hoogste, dan slaat de eigenaar daarvan alle dobbelstenen van "
                "andere spelers in die trechter: hij krijgt ze en ze gaan van de plaat. Dat "
                "kan ook de dobbelsteen zijn die net kantelde. Je eigen dobbelstenen sla je "
                "nooit; drie dobbelstenen van één speler doen niets.",
                "Delen dobbelstenen van verschillende spelers het hoogste getal, dan gaan alle "
                "drie uit het spel en krijgt niemand iets. Zijn de twee hoogste allebei van "
                "dezelfde speler, dan is dat geen gelijkspel: hij slaat de lagere dobbelsteen "
                "van de ander en houdt zijn eigen twee. Wie wil, kiest bij een nieuw spel de "
                "optie waarin ook dan alle drie uit het spel gaan.",
                "Alleen een kanteling die een trechter vormt, telt. Draaien slaat nooit, en een "
                "trechter die er al lag, wordt niet opnieuw beoordeeld.",
                "Vormt een kanteling twee trechters tegelijk, dan tellen ze allebei, met de "
                "getallen zoals ze direct na de kanteling liggen. De gekantelde dobbelsteen ligt "
                "in beide en toont in elke trechter een ander getal. Moet hij in één trechter "
                "uit het spel, dan gaat hij eruit. Slaan beide trechters hem, dan krijgt het "
                "hoogste slaande getal hem; bij gelijke getallen van twee spelers gaat hij uit "
                "het spel.",
            ],
        ),
        (
            "Het einde",
            [
                "Zet je een dobbelsteen in de hoek tegenover jouw kant, dan win je meteen. De "
                "anderen worden gerangschikt op hun telling. Een dobbelsteen in je doelhoek "
                "die van een ander is, houdt je tegen tot hij weg is.",
                "Ligt er geen dobbelsteen meer op de plaat, dan beslist de telling.",
                "Onze eigen regel, zodat elk spel eindigt: na een aantal zetten na elkaar "
                "zonder voortgang beslist ook de telling. Voortgang is een kanteling vooruit "
                "of een dobbelsteen die van de plaat gaat; draaien en opzij kantelen tellen "
                "als zet zonder voortgang. Standaard is de grens vijf rondes (vijftien zetten "
                "met drie spelers); bij een nieuw spel kun je 2 tot 20 rondes kiezen. Het "
                "scherm toont de teller.",
                "De telling: het aantal dobbelstenen dat je sloeg, min je eigen dobbelstenen "
                "die uit het spel gingen. Dat kan negatief worden. Bij een gelijke telling "
                "staat wie het laatst aan de beurt was hoger.",
                "Heeft een speler geen dobbelstenen meer op de plaat, dan slaat de beurt hem "
                "over; wat hij sloeg, telt aan het eind gewoon mee.",
            ],
        ),
        (
            "Spelen in de app",
            [
                "Tik op een van je dobbelstenen. Kies dan een richting (de pijl wijst zoals de "
                "dobbelsteen op het scherm zal gaan) of tik het lege vakje aan waar hij heen "
                "moet. Met Draaien kies je eerst welk getal naar je toe wijst en dan hoe hij "
                "verder ligt. Met Bord draaien bekijk je de plaat vanaf een andere kant. De "
                "doelhoeken zijn gemarkeerd met de letter van hun kleur.",
            ],
        ),
    ],
    "en": [
        (
            "What is it about?",
            [
                "Three players each sit at one side of the triangular plate, with five dice in "
                "their own colour: red, yellow and pearl. You tilt your dice across the plate "
                "towards the corner opposite your side. The first to get a die into that corner "
                "wins at once. On the way you capture the other players' dice.",
            ],
        ),
        (
            "Setting up",
            [
                "Your five dice lie in the five middle squares along your edge; the two outer "
                "squares at each end stay empty. Every die lies with its 3 facing you, its 2 "
                "facing your left neighbour and its 1 facing your right neighbour.",
                "Red starts, then the turn passes to the left: red, yellow, pearl. The app also "
                "offers a game for two; the third side then stays empty.",
            ],
        ),
        (
            "A turn: tilt or turn",
            [
                "You must tilt or turn one of your dice; you may not pass.",
                "Tilting: the die rolls over an edge into an empty square next to it. It may go "
                "diagonally forward (forward left or forward right, towards your goal corner) "
                "or sideways (left or right), but never back towards your own side. After the "
                "roll other numbers face you, just as with a real die.",
                "Turning: you pick the die up and put it back in the same square any way you "
                "like, as long as it then lies differently than before.",
            ],
        ),
        (
            "Capturing in a funnel",
            [
                "Three dice lying corner to corner form a funnel: a hollow a fourth die could "
                "sit in. Each of the three points one face into that hollow. When your tilt "
                "forms a funnel, the three numbers in it are compared.",
                "If one number alone is the highest, its owner captures every other player's "
                "die in that funnel: the owner takes them off the plate and keeps them. That "
                "can be the die that just tilted. You never capture your own dice; three dice "
                "of one player do nothing.",
                "If dice of different players share the highest number, all three leave the "
                "game and nobody receives anything. When the two highest both belong to one "
                "player, that is no tie: that player captures the other's lower die and "
                "keeps both of their own. A new game can instead use the option in which all "
                "three leave the game then too.",
                "Only a tilt that forms a funnel counts. Turning never captures, and a funnel "
                "that was already there is not judged again.",
                "When one tilt forms two funnels, both count, with the numbers as they lie "
                "right after the tilt. The tilted die lies in both and shows a different number "
                "into each. If either funnel sends it out of the game, it goes. If both capture "
                "it, the higher capturing number takes it; equal numbers of two players send it "
                "out of the game.",
            ],
        ),
        (
            "The end",
            [
                "Get a die into the corner opposite your side and you win at once. The others "
                "are ranked by their count. Another player's die standing in your goal corner "
                "blocks it until it is gone.",
                "When no die is left on the plate, the count decides.",
                "Our own rule, so that every game ends: after a number of moves in a row "
                "without progress the count decides too. Progress is a forward tilt or a die "
                "leaving the plate; turns and sideways tilts are moves without progress. The "
                "limit is five rounds by default (fifteen moves with three players); a new game "
                "can use 2 to 20 rounds. The screen shows the counter.",
                "The count: the dice you captured, minus your own dice that left the game. It "
                "can be negative. On equal counts the player whose turn came later ranks "
                "higher.",
                "A player with no dice left on the plate is skipped; what they captured "
                "still counts at the end.",
            ],
        ),
        (
            "Playing in the app",
            [
                "Tap one of your dice. Then choose a direction (the arrow points where the die "
                "will go on the screen) or tap the empty square it should go to. With Turn you "
                "first choose the number facing you and then how the die lies. Turn board shows "
                "the plate from another side. The goal corners carry their colour's letter.",
            ],
        ),
    ],
}

CAPTIONS = {
    "nl": ("De opstelling, gezien vanaf de rode kant", "Zo ligt elke dobbelsteen aan het begin"),
    "en": ("The start, seen from the red side", "How every die lies at the start"),
}


def rules_html(lang: str) -> str:
    lang = lang if lang in RULES else "en"
    parts = []
    start = looks_from_view(wuerfelmarsch_start().to_json()["dice"])
    board_caption, die_caption = CAPTIONS[lang]
    for i, (heading, paragraphs) in enumerate(RULES[lang]):
        parts.append(section(heading, paragraphs))
        if i == 1:
            parts.append(
                f'<figure class="wm-figure">{pyramid_svg(start, lang=lang, title=board_caption)}'
                f"<figcaption>{esc(board_caption)}</figcaption></figure>"
                f'<figure class="wm-figure wm-figure-die">{die_svg("red", [3, 2, 1])}'
                f"<figcaption>{esc(die_caption)}</figcaption></figure>" + pyramid_legend(lang)
            )
    return "".join(parts)
