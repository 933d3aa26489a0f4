"""Bunte Kuh's rules in our own words, in Dutch and English, with the app's choices
(docs/rules/bunte-kuh.md explains each one against the rulebook)."""

from __future__ import annotations

from ...kit.html import section

Section = tuple[str, list[str]]

BUNTE_KUH: dict[str, list[Section]] = {
    "nl": [
        (
            "Waar gaat het om?",
            [
                "Een rekenrace voor 2 tot 6 spelers. Er worden drie parelmoeren stenen "
                "gegooid, en iedereen zoekt tegelijk een trechter waarvan de drie vlakken "
                "eromheen samen dezelfde som hebben. Wie er een vindt, mag een eigen steen "
                "kwijt.",
                "Op de plaat liggen 45 parelmoeren stenen, willekeurig gegooid. De 60 andere "
                "stenen worden eerlijk verdeeld: met 2 spelers krijg je er 30, met 3 20, met "
                "4 15, met 5 12 en met 6 10. De kleur doet er niet toe. Wie als eerste geen "
                "stenen meer heeft, wint.",
            ],
        ),
        (
            "Een beurt",
            [
                "De werper gooit de drie parelmoeren stenen. Meteen telt iedereen de ogen "
                "op, ook de werper zelf, en gaat op zoek.",
                "Een trechter is een kuiltje waar precies één steen in past. Je telt de drie "
                "vlakken op die zo'n steen zou raken. Elke trechter telt mee, ook de hogere "
                "die gaandeweg ontstaan als er stenen bij komen.",
            ],
        ),
        (
            "STOP",
            [
                "Zie je een trechter met de juiste som? Roep STOP en wijs hem aan. Alleen "
                "wie het eerst roept, telt.",
                "Klopt het, dan leg je een steen uit je voorraad in die trechter. Je kiest "
                "zelf hoe hij ligt. Zijn vlakken zijn voortaan wat de nieuwe trechters "
                "erboven raken.",
            ],
        ),
        (
            "NERGENS",
            [
                "Soms heeft geen enkele trechter de gegooide som. Wie dat als eerste roept "
                "met NERGENS, en gelijk heeft, mag een steen in een trechter naar keuze "
                "leggen.",
            ],
        ),
        (
            "Vergist?",
            [
                "Je roept verkeerd als je een trechter met een andere som aanwijst, als je "
                "NERGENS roept terwijl er wel een trechter klopt, of als je na STOP niet op "
                "tijd een trechter aanwijst.",
                "Dan leg je niets neer. Erger nog: elke andere speler geeft je een steen uit "
                "zijn voorraad.",
                "Na een verkeerde roep, of zodra de steen ligt, gooit de speler links van de "
                "werper.",
            ],
        ),
        (
            "Einde",
            [
                "Het spel stopt meteen als iemand zijn laatste steen weggeeft. Dat mag door "
                "hem in een trechter te leggen, maar ook als strafsteen voor iemand die zich "
                "vergiste. Raken meerdere spelers tegelijk hun laatste steen kwijt, dan "
                "winnen ze allemaal.",
                "De anderen volgen op het aantal stenen dat ze nog hebben: hoe minder, hoe "
                "beter. Gelijke aantallen delen een plaats.",
            ],
        ),
        (
            "In de app",
            [
                "Op een telefoon tik je op de grote knop STOP en daarna binnen 4 seconden op "
                "de trechter. Lukt dat niet op tijd, dan telt je roep als fout. Je mag ook "
                "meteen op een trechter tikken: dat is STOP en aanwijzen in één keer. "
                "NERGENS is een aparte knop.",
                "Alleen de eerste roep telt. Het moment van je tik beslist wie eerst was. De "
                "app meet dat tot op de milliseconde en laat zien wie won en met hoeveel "
                "voorsprong. Komt een tik tot 0,2 seconde te laat bij de app aan, dan telt "
                "hij toch op zijn juiste plek.",
                "De app toont de som van de worp niet: optellen hoort bij de race. Ook de "
                'sommen van de trechters zie je niet, behalve met de oefenoptie "Oefenen: '
                'toon de sommen".',
                "Computers reageren als mensen. Ze hebben tijd nodig om op te tellen en te "
                "zoeken, zien soms een trechter over het hoofd en roepen af en toe verkeerd. "
                "Sterk is sneller en nauwkeuriger dan Verstandig.",
                "Speel je met meer mensen op een tablet, dan krijgt ieder een eigen strook "
                "aan zijn kant van het scherm, naar hem toe gedraaid, met een eigen STOP en "
                "NERGENS. Meerdere vingers tegelijk werken gewoon.",
                "Na een goede roep kies je hoe je steen ligt. De app toont hem al in de "
                "trechter. Met Draaien draai je hem om zijn punt, met Kantelen komt een "
                "andere hoek boven. Tevreden? Tik op Plaats.",
                "Met echte dobbelstenen gooi je de drie parelmoeren stenen zelf en tik je de "
                "ogen in. De stenen op de plaat gooit de app wel zelf.",
            ],
        ),
    ],
    "en": [
        (
            "What is it about?",
            [
                "An adding-up race for 2 to 6 players. Three pearl dice are thrown, and "
                "everyone looks at the same time for a funnel whose three surrounding faces "
                "add up to the same sum. Find one and you get rid of one of your dice.",
                "The plate holds 45 pearl dice, thrown at random. The 60 other dice are "
                "shared out evenly: 30 each with 2 players, 20 with 3, 15 with 4, 12 with 5 "
                "and 10 with 6. Colours do not matter. The first player out of dice wins.",
            ],
        ),
        (
            "A turn",
            [
                "The roller throws the three pearl dice. Right away everyone adds up the "
                "pips, the roller too, and starts searching.",
                "A funnel is a hollow that holds exactly one die. You add up the three faces "
                "such a die would touch. Every funnel counts, including the higher ones that "
                "appear as dice are added.",
            ],
        ),
        (
            "STOP",
            [
                "Spot a funnel with the right sum? Call STOP and point at it. Only the first "
                "call counts.",
                "If you are right, you put a die from your supply into that funnel. You "
                "decide which way it lies. From then on, its faces are what new funnels "
                "above it touch.",
            ],
        ),
        (
            "NERGENS",
            [
                "Sometimes no funnel has the thrown sum. Whoever is first to say so by "
                "calling NERGENS (Dutch for nowhere), and is right, puts a die into any "
                "funnel they like.",
            ],
        ),
        (
            "A wrong call",
            [
                "Your call is wrong if you point at a funnel with a different sum, call "
                "NERGENS while a funnel does have the sum, or fail to point at a funnel in "
                "time after STOP.",
                "Then you place nothing. Worse: every other player hands you a die from "
                "their supply.",
                "After a wrong call, or once the die is in place, the player to the left of "
                "the roller throws next.",
            ],
        ),
        (
            "The end",
            [
                "The game stops at once when someone gives away their last die. That can be "
                "by placing it in a funnel, but also as a penalty die for someone who called "
                "wrongly. If several players lose their last die at the same moment, they "
                "all win.",
                "The others follow by the dice they still hold: the fewer, the better. Equal "
                "counts share a place.",
            ],
        ),
        (
            "In the app",
            [
                "On a phone you tap the big STOP button and then the funnel, within 4 "
                "seconds. Too slow, and your call counts as wrong. You may also tap a funnel "
                "straight away: that is STOP and pointing in one go. NERGENS is a button of "
                "its own.",
                "Only the first call counts. The moment of your tap decides who was first. "
                "The app measures it to the millisecond and shows who won and by how much. "
                "A tap that reaches the app up to 0.2 seconds late still counts in its "
                "proper place.",
                "The app does not show the sum of the throw: adding up is part of the race. "
                "Nor does it show the funnels' sums, unless the practice option \"Practice: "
                'show the sums" is on.',
                "Computers react like people. They need time to add up and search, sometimes "
                "overlook a funnel and now and then call wrongly. Strong is quicker and more "
                "accurate than Sensible.",
                "With several people on one tablet, each gets a zone at their own edge of the "
                "screen, turned towards them, with their own STOP and NERGENS. Several "
                "fingers at once work fine.",
                "After a right call you choose how your die lies. The app already shows it "
                "in the funnel. Turn spins it about its point; Tip over brings another "
                "corner to the top. Happy? Tap Place.",
                "With real dice you throw the three pearl dice yourself and tap in the pips. "
                "The dice on the plate are still thrown by the app.",
            ],
        ),
    ],
}


def rules_html(lang: str) -> str:
    lang = lang if lang in BUNTE_KUH else "en"
    return "".join(section(heading, paragraphs) for heading, paragraphs in BUNTE_KUH[lang])
