"""Raffzahn's rules in our own words, in Dutch and English, with the app's choices
(docs/rules/raffzahn.md explains each one against the rulebook)."""

from __future__ import annotations

from ...kit.html import section

Section = tuple[str, list[str]]

RAFFZAHN: dict[str, list[Section]] = {
    "nl": [
        (
            "Waar gaat het om?",
            [
                "Een graaispel voor precies 3 spelers. De piramide staat helemaal vol met "
                "rode, gele en parelmoeren stenen, willekeurig door elkaar en willekeurig "
                "gedraaid. Alleen de bovenste steen gaat eraf; die is van niemand.",
                "Iedereen grijpt tegelijk stenen uit de piramide. Wie aan het eind de meeste "
                "stenen voor zich heeft liggen, wint.",
                "Na Abquetschen met 3 spelers kun je op dezelfde piramide verder spelen: de "
                "stenen houden hun kleur en ogen, de stenen die nog ontbreken komen er "
                "willekeurig bij en dan gaat de bovenste eraf.",
            ],
        ),
        (
            "Jouw kant",
            [
                "Elke speler zit aan een eigen kant van de piramide. Je ziet van elke steen "
                "alleen het vlak dat naar jou wijst, en alleen als er geen andere steen "
                "tegenaan ligt. Hoe meer stenen er weg zijn, hoe meer vlakken naar jou toe "
                "vrijkomen.",
                "Dezelfde steen laat je buren andere getallen zien dan jou. Een losse steen "
                "toont de drie spelers drie verschillende getallen. Daarom wil nooit iemand "
                "anders dezelfde steen als jij.",
                "Een steen is los als er niets op ligt. Alleen losse stenen mag je pakken.",
            ],
        ),
        (
            "Een beurt",
            [
                "De werper gooit de turkooizen steen, zodat iedereen het getal ziet. Meteen "
                "zoekt iedereen, de werper ook, losse stenen die aan zijn kant dat getal "
                "tonen.",
                "Je pakt met één hand, dus één steen tegelijk. De stenen die je pakt, leg "
                "je voor je neer. Komt er door een gepakte steen een andere los te liggen, "
                "dan mag die ook gepakt worden.",
            ],
        ),
        (
            "STOP",
            [
                "Alleen de werper roept STOP, en dat mag op elk moment, ook meteen na de "
                "worp. Daarna mag niemand nog een steen pakken.",
                "Grijp je toch nog een steen na STOP, dan gaat die terug in de piramide en "
                "geef je beide andere spelers een van je stenen. Heb je er minder dan twee, "
                "dan hoef je niets te geven.",
                "Na STOP gaat de turkooizen steen naar je linkerbuur, die opnieuw gooit.",
            ],
        ),
        (
            "Einde",
            [
                "Roept de werper STOP terwijl er alleen nog stenen in de onderste laag op de "
                "grondplaat liggen (of helemaal geen meer), dan is het spel uit. Stenen die "
                "je eerder uit die onderste laag hebt gepakt, tellen gewoon mee.",
                "Wie de meeste stenen heeft, wint. Bij gelijke aantallen delen de spelers de "
                "plaats, dus kunnen er meer winnaars zijn.",
            ],
        ),
        (
            "In de app",
            [
                "Tik op een steen om hem te pakken. Toont hij jou een ander getal dan de "
                "worp, dan gebeurt er niets en zegt de app waarom.",
                "Op een telefoon speel je tegen twee computers. Jouw kant van de piramide "
                "staat onderaan het scherm.",
                "Op een tablet spelen drie mensen samen. Ieder heeft een eigen strook aan "
                "de eigen rand van het scherm, met de eigen kant van de piramide ernaartoe "
                "gedraaid.",
                "Grijze stenen zijn stenen waarvan je het vlak naar jou toe niet kunt zien. "
                "Je weet alleen dat er een steen ligt.",
                "De app noteert het moment van elke tik. Wie eerder tikt, was eerder, ook "
                "als de app die tik iets later verwerkt. Zo telt ook een greep van net na "
                "STOP als fout.",
                "Alleen de werper krijgt de knop STOP.",
                "Computers hebben tijd nodig om te zoeken en te grijpen, zien soms een steen "
                "over het hoofd en horen STOP niet altijd op tijd. Sterk is sneller en "
                "zorgvuldiger dan Verstandig.",
            ],
        ),
    ],
    "en": [
        (
            "What is it about?",
            [
                "A grabbing game for exactly 3 players. The pyramid is completely full of "
                "red, yellow and pearl dice, mixed at random and turned at random. Only the "
                "top die is taken off; it belongs to nobody.",
                "Everyone grabs dice from the pyramid at the same time. Whoever has the most "
                "dice in front of them at the end wins.",
                "After Abquetschen for 3 you can play on with the same pyramid: its dice keep "
                "their colours and pips, the dice still missing are added at random and then "
                "the top one comes off.",
            ],
        ),
        (
            "Your side",
            [
                "Each player sits at a side of the pyramid of their own. Of every die you "
                "only see the face pointing at you, and only when no other die lies against "
                "it. The more dice are gone, the more faces turned to you come free.",
                "The same die shows your neighbours other numbers than it shows you. A "
                "free die shows the three players three different numbers. So nobody else "
                "ever wants the same die as you.",
                "A die is free when nothing lies on it. You may only take free dice.",
            ],
        ),
        (
            "A turn",
            [
                "The thrower throws the turquoise die so that everyone sees the number. At "
                "once everyone, the thrower too, looks for free dice that show that number "
                "on their side.",
                "You grab with one hand, so one die at a time. The dice you take go in front "
                "of you. When a die you take frees another one, that one may be taken too.",
            ],
        ),
        (
            "STOP",
            [
                "Only the thrower calls STOP, and may do so at any moment, even right after "
                "the throw. After that nobody may take a die.",
                "If you still grab a die after STOP, it goes back into the pyramid and you "
                "give each of the other two players one of your dice. If you have fewer than "
                "two, you give nothing.",
                "After STOP the turquoise die goes to your left neighbour, who throws again.",
            ],
        ),
        (
            "The end",
            [
                "When the thrower calls STOP while dice are left only in the bottom layer on "
                "the base plate (or none at all), the game is over. Dice you took from that "
                "bottom layer earlier count as usual.",
                "The most dice wins. Equal counts share the place, so there can be more than "
                "one winner.",
            ],
        ),
        (
            "In the app",
            [
                "Tap a die to take it. If it shows you a number other than the throw, "
                "nothing happens and the app tells you why.",
                "On a phone you play against two computers. Your side of the pyramid is at "
                "the bottom of the screen.",
                "On a tablet three people play together. Each has a zone of their own at "
                "their edge of the screen, with their own side of the pyramid turned "
                "towards them.",
                "Grey dice are dice whose face towards you cannot be seen. You only know "
                "that a die lies there.",
                "The app records the moment of every tap. Whoever taps earlier was earlier, "
                "even if the app handles that tap a little later. That is also how a grab "
                "just after STOP is caught as a foul.",
                "Only the thrower gets the STOP button.",
                "Computers need time to search and grab, sometimes overlook a die and do not "
                "always hear STOP in time. Strong is quicker and more careful than Sensible.",
            ],
        ),
    ],
}


def rules_html(lang: str) -> str:
    lang = lang if lang in RAFFZAHN else "en"
    return "".join(section(heading, paragraphs) for heading, paragraphs in RAFFZAHN[lang])
