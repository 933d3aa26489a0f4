"""Eintrichtern's rules in our own words, in Dutch and English, with the app's choices
(docs/rules/eintrichtern.md explains each one against the rulebook)."""

from __future__ import annotations

from ...kit.html import section

Section = tuple[str, list[str]]

EINTRICHTERN: dict[str, list[Section]] = {
    "nl": [
        (
            "Waar gaat het om?",
            [
                "Een geheugenspel voor 2 tot 8 spelers met de dobbelsteenpiramide. In de "
                "onderste laag liggen 45 gele stenen, willekeurig gedraaid. Daarop liggen 36 rode "
                "stenen, elk in een trechter van drie gele stenen. De rode stenen dekken de "
                "gele alleen af: hun ogen tellen niet.",
                "Wie als eerste 8 rode stenen heeft verzameld (9 met 5 of meer spelers), wint.",
            ],
        ),
        (
            "Een beurt",
            [
                "Gooi de drie parelmoeren stenen en tel ze op. Til dan een rode steen op. "
                "Onder elke rode steen wijzen drie gele vlakken naar de trechter; hun som wordt "
                "voor iedereen genoemd.",
                "Is die som gelijk aan je worp, dan houd je de rode steen en gooi je opnieuw. "
                "Is hij anders, dan gaat de rode steen terug en is je linkerbuur (de volgende "
                "speler) aan de beurt.",
            ],
        ),
        (
            "Overnemen",
            [
                "Direct na een misser mag de volgende speler kiezen: zelf gooien, of de gemiste "
                "worp overnemen en er een trechter bij zoeken. Mist die ook, dan mag de "
                "speler daarna dezelfde worp weer overnemen. Zodra iemand opnieuw gooit, is de "
                "oude worp weg. Na een treffer valt er niets over te nemen.",
            ],
        ),
        (
            "Onthouden",
            [
                "Dit is een geheugenspel. De app laat de som van een opgetilde trechter zien "
                "zo lang als jullie bij het begin kozen (2, 4, 6 of 10 seconden), met een "
                "aftelling. Tot die voorbij is, speelt niemand verder: geen computer en "
                "geen mens, wie er ook aan de beurt is. Daarna is de som nooit meer te zien, "
                "ook niet na het herladen of terugkeren naar het spel. Er is geen logboek "
                "van sommen: onthoud ze, net als aan tafel.",
                "Een trechter waarvan de rode steen is genomen, doet niet meer mee; zijn gele "
                "vlakken blijven zichtbaar.",
            ],
        ),
        (
            "Einde",
            [
                "Het spel eindigt zodra iemand zijn 8e rode steen heeft (met 2 tot 4 spelers) "
                "of zijn 9e (met 5 of meer). De anderen worden gerangschikt op hun aantal rode "
                "stenen; gelijke aantallen delen een plaats.",
            ],
        ),
        (
            "Keuzes van de app",
            [
                "De app bouwt de piramide zelf en gooit ook de parelmoeren stenen: het spel "
                "draait erom dat de gele stenen voor iedereen verborgen blijven, en dat kan "
                "alleen de app. Daarom is er geen optie voor echte stenen.",
                "De speler bovenaan het nieuwe-spelscherm begint; zijn linkerbuur is de "
                "volgende speler in de lijst.",
                "Het spelboek noemt 2 tot 4 en 5 tot 6 spelers. Met 7 of 8 spelers speel je, "
                "net als met 5 of 6, tot 9 rode stenen.",
                "Met 5 of meer spelers kunnen de rode stenen op raken voordat iemand er 9 "
                "heeft. Dan eindigt het spel en wint wie de meeste heeft.",
                "Een overgenomen worp kun je terugnemen zolang je nog geen steen hebt "
                "opgetild. Een worp en een opgetilde steen zijn definitief: een genoemde som "
                "kun je niet ongehoord maken.",
            ],
        ),
    ],
    "en": [
        (
            "What is it about?",
            [
                "A memory game for 2 to 8 players with the dice pyramid. The bottom layer holds 45 "
                "yellow dice, turned at random. On top of them lie 36 red dice, each in a "
                "funnel of three yellow dice. The red dice only cover the yellow ones: their "
                "pips do not count.",
                "The first player to collect 8 red dice (9 with 5 or more players) wins.",
            ],
        ),
        (
            "A turn",
            [
                "Throw the three pearl dice and add them up. Then lift a red die. Under every "
                "red die three yellow faces point into the funnel; their sum is called out "
                "for everyone.",
                "If that sum equals your throw, you keep the red die and throw again. If not, "
                "the red die goes back and your left-hand neighbour (the next player) is on "
                "turn.",
            ],
        ),
        (
            "Taking over",
            [
                "Right after a miss the next player may choose: throw anew, or take over the "
                "missed throw and look for a funnel to match it. If they miss too, the player "
                "after them may take over the same throw again. As soon as anybody throws "
                "anew, the old throw is gone. After a match there is nothing to take over.",
            ],
        ),
        (
            "Remembering",
            [
                "This is a memory game. The app shows the sum of a lifted funnel for the "
                "time you chose at the start (2, 4, 6 or 10 seconds), with a countdown. "
                "Until it ends nobody plays on, computer or person, whoever is next. Then "
                "the sum is never shown again, not even after a reload or on returning to "
                "the game. There is no log of sums: remember them, just as at the table.",
                "A funnel whose red die has been taken is out of the game; its yellow faces "
                "stay visible.",
            ],
        ),
        (
            "The end",
            [
                "The game ends as soon as someone has their 8th red die (2 to 4 players) or "
                "their 9th (5 or more). The others are ranked by their red dice; equal counts "
                "share a place.",
            ],
        ),
        (
            "The app's choices",
            [
                "The app builds the pyramid and throws the pearl dice itself: the game is "
                "about yellow dice hidden from everybody, which only the app can do. So there "
                "is no option for real dice.",
                "The player at the top of the new-game screen starts; their left-hand "
                "neighbour is the next player in the list.",
                "The rulebook names 2 to 4 and 5 to 6 players. With 7 or 8 players you play "
                "to 9 red dice, as with 5 or 6.",
                "With 5 or more players the red dice can run out before anybody has 9. The "
                "game then ends and the most red dice win.",
                "A throw you took over can be taken back until you lift a die. A throw and a "
                "lifted die are final: a sum called out cannot be unheard.",
            ],
        ),
    ],
}


def rules_html(lang: str) -> str:
    lang = lang if lang in EINTRICHTERN else "en"
    parts = []
    for heading, paragraphs in EINTRICHTERN[lang]:
        parts.append(section(heading, paragraphs))
    return "".join(parts)
