"""Abquetschen's rules in our own words, in Dutch and English, with the app's choices
(docs/rules/abquetschen.md explains each one against the rulebook)."""

from __future__ import annotations

from ...kit.html import section

Section = tuple[str, list[str]]

ABQUETSCHEN: dict[str, list[Section]] = {
    "nl": [
        (
            "Waar gaat het om?",
            [
                "Een bouwspel voor 3 spelers (of 2) op de lege grondplaat van de "
                "dobbelsteenpiramide. Iedereen heeft 55 stenen van één kleur: rood, geel of "
                "parelmoer. Samen bouw je de piramide op, en ondertussen probeer je de stenen "
                "van de anderen zo in te bouwen dat ze nergens meer bij kunnen.",
                "Wie als eerste al zijn stenen heeft ingebouwd, wint; eindigt het spel eerder, "
                "dan wint wie de minste stenen over heeft. De ogen op de stenen tellen niet; de "
                "app tekent ze daarom blanco.",
            ],
        ),
        (
            "Wie begint",
            [
                "Om de beurt gooit iedereen met de turkooizen steen, tot iemand een 4 gooit. "
                "Die speler is de startspeler en zet een startpiramide van 4 eigen stenen "
                "neer: 3 op de plaat en 1 erop. De app biedt daarvoor de drie plekken die het "
                "dichtst bij het midden liggen; geen ervan raakt de rand.",
            ],
        ),
        (
            "Een beurt",
            [
                "Gooi de turkooizen steen. Het getal is het aantal stenen dat je moet "
                "inbouwen: precies zoveel, of geen enkele als dat volgens de regels niet kan. "
                "De app rekent dat na en laat de beurt dan doorgaan.",
                "Elke nieuwe steen ligt in een trechter: op de plaat of op drie stenen. Een "
                "nieuwe steen mag ook op andere nieuwe stenen rusten.",
                "De nieuwe stenen vormen samen één geheel: ze raken elkaar met hele vlakken. "
                "Daarom kun je met een 1 nooit bouwen.",
                "Minstens één nieuwe steen raakt met een vlak een eigen steen die je in een "
                "eerdere beurt hebt ingebouwd.",
                "Je zet de stenen één voor één. De app omcirkelt alleen plekken waarmee je "
                "bouwsel nog af te maken is; tik je ergens anders, dan zegt hij waarom het "
                "daar niet kan. Een nieuwe steen tik je weer weg, zolang er geen nieuwe steen "
                "op rust. Klaar? Bevestig je bouwsel.",
            ],
        ),
        (
            "Twee uitzonderingen bij het begin",
            [
                "Zolang je nog nooit hebt gebouwd, mag je bouwsel aan elke steen vast, ook aan "
                "die van de anderen.",
                "Tot de startspeler opnieuw heeft gebouwd, moet minstens één steen van de "
                "startpiramide vrij blijven: er mag geen steen op rusten. In de praktijk: "
                "niemand bouwt de top van de startpiramide in.",
            ],
        ),
        (
            "Extra stenen",
            [
                "Liggen minstens 4 van je nieuwe stenen in één rechte rij (elk tegen het "
                "volgende vlak aan), dan mag je extra stenen inbouwen: 1 bij een rij van 4, 2 "
                "bij 5 en 3 bij 6.",
                "Extra stenen volgen dezelfde regels, maar de eigen steen die ze raken mag ook "
                "een steen van deze beurt zijn. Eén extra steen hoeft niets anders nieuws te "
                "raken. Je mag de extra stenen ook laten liggen. Extra stenen leveren zelf "
                "geen extra stenen op.",
            ],
        ),
        (
            "Einde",
            [
                "Bouw je je laatste steen in (ook als extra steen), dan win je meteen: "
                "niemand gooit nog.",
                "Gooi je meer dan je nog stenen hebt, dan win je meteen, of je nu had kunnen "
                "bouwen of niet.",
                "Kom je aan de beurt terwijl al je ingebouwde stenen in de piramide verdwenen "
                "zijn (geen lege plek rust meer op een van je stenen), dan is het spel "
                "meteen uit. Wie dan de minste stenen over heeft, wint; gelijke aantallen "
                "delen een plaats.",
                "Kan niemand nog bouwen, met welke worp ook, en heeft iedereen nog 6 of meer "
                "stenen, dan zou het spel nooit eindigen. De app beëindigt het dan na een "
                "ronde zonder bouwsel, en ook dan wint de minste voorraad.",
            ],
        ),
        (
            "Keuzes van de app",
            [
                "Met 2 spelers speel je met rood en geel volgens dezelfde regels.",
                "De speler bovenaan het nieuwe-spelscherm gooit als eerste; zijn linkerbuur "
                "is de volgende speler in de lijst.",
                "Met echte dobbelstenen gooi je de turkooizen steen zelf en tik je het getal "
                "in; de app blijft scheidsrechter over het bouwen.",
                "Een geplaatste steen kun je terugnemen tot je bevestigt. Een worp en een "
                "bevestigd bouwsel zijn definitief.",
                "Met 3 spelers kun je na afloop verder op dezelfde piramide: Raffzahn breekt "
                "hem weer af. De stenen die nog ontbreken, legt de app er eerst willekeurig "
                "bij. De plaatsen van beide spellen tellen samen voor de avond.",
            ],
        ),
    ],
    "en": [
        (
            "What is it about?",
            [
                "A building game for 3 players (or 2) on the empty base plate of the dice "
                "pyramid. Everyone has 55 dice of one colour: red, yellow or pearl. Together "
                "you build the pyramid up, and meanwhile you try to build the others' dice in "
                "so that they have nowhere left to build.",
                "Whoever first builds all their dice wins; if the game ends before that, the "
                "fewest dice left wins. The pips on the dice do not count, so the app draws "
                "them blank.",
            ],
        ),
        (
            "Who begins",
            [
                "Everyone throws the turquoise die in turn until someone throws a 4. That "
                "player is the start player and puts down a start pyramid of 4 own dice: 3 on "
                "the plate and 1 on top. The app offers the three spots nearest the middle for "
                "it; none of them touches the edge.",
            ],
        ),
        (
            "A turn",
            [
                "Throw the turquoise die. The number is how many dice you must build: exactly "
                "that many, or none at all if the rules allow no such build. The app works "
                "that out and then passes the turn on.",
                "Every new die sits in a funnel: on the plate or on three dice. A new die may "
                "rest on other new dice too.",
                "The new dice form one group, touching each other with whole faces. That is "
                "why a 1 can never be built.",
                "At least one new die touches, face to face, a die of yours built in an "
                "earlier turn.",
                "You put the dice one at a time. The app rings only the spots that still let "
                "you finish your build; tap anywhere else and it tells you why not. Tap a new "
                "die to take it back, as long as no new die rests on it. Done? Confirm your "
                "build.",
            ],
        ),
        (
            "Two exceptions at the start",
            [
                "As long as you have never built, your build may join any die, the others' too.",
                "Until the start player has built again, at least one die of the start pyramid "
                "must stay free: no die may rest on it. In practice nobody covers the top of "
                "the start pyramid.",
            ],
        ),
        (
            "Bonus dice",
            [
                "If at least 4 of your new dice lie in one straight row (each against the next "
                "one's face), you may build bonus dice: 1 for a row of 4, 2 for 5 and 3 for 6.",
                "Bonus dice follow the same rules, but the die of yours they touch may also be "
                "one from this turn. A single bonus die need not touch anything else new. You "
                "may also leave the bonus dice. Bonus dice never earn bonus dice themselves.",
            ],
        ),
        (
            "The end",
            [
                "Build your last die (a bonus die too) and you win at once: nobody throws again.",
                "Throw more than you have dice left and you win at once, whether you could "
                "have built or not.",
                "If your turn comes while all the dice you built have vanished inside the "
                "pyramid (no empty spot rests on any of them), the game ends at once. Whoever "
                "has the fewest dice left wins; equal counts share a place.",
                "If nobody can build any more, whatever the throw, and everyone still has 6 "
                "dice or more, the game would never end. The app ends it after a round without "
                "a build, and again the smallest supply wins.",
            ],
        ),
        (
            "The app's choices",
            [
                "With 2 players you play red and yellow by the same rules.",
                "The player at the top of the new-game screen throws first; their left-hand "
                "neighbour is the next player in the list.",
                "With real dice you throw the turquoise die yourself and tap in the number; "
                "the app still referees the building.",
                "A placed die can be taken back until you confirm. A throw and a confirmed "
                "build are final.",
                "With 3 players you can play on with the same pyramid afterwards: Raffzahn "
                "takes it down again. The app first adds the dice still missing at random. The "
                "places of both games add up for the evening.",
            ],
        ),
    ],
}


def rules_html(lang: str) -> str:
    lang = lang if lang in ABQUETSCHEN else "en"
    return "".join(section(heading, paragraphs) for heading, paragraphs in ABQUETSCHEN[lang])
