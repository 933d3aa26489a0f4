"""Kwis 't!'s rules in our own words, in Dutch and English, as trusted HTML.

Every number in the tables (rounds, fields, chips, bonus and action cards, the pack
format's subjects and limits) comes from the engine's data, so the text cannot drift
from the game. Our interpretations are in docs/rules/kwist.md.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from pyengine.games.kwist import cards
from pyengine.games.kwist.bank import MAX_TEXT, PACK_FORMAT, SUBJECTS
from pyengine.games.kwist.rules import ROUNDS

from ...kit.html import esc
from .pack_store import MAX_PACK_KB

Section = tuple[str, list[str]]

RULES: dict[str, list[Section]] = {
    "nl": [
        (
            "Waar gaat het om?",
            [
                "Elke ronde beantwoordt iedereen vijf vragen. Daarna zet je in op hoeveel je er "
                "goed hebt: eerlijk, met bluf of tactisch lager. Wie een ander op bluf betrapt, "
                "of zelf ongemerkt bluft, verdient bonuskaarten. Na de laatste ronde wint wie de "
                "meeste punten heeft: scorespoor plus bonuskaarten.",
            ],
        ),
        (
            "Spelers, rondes en de Kwismaster",
            [
                "Het aantal rondes hangt af van het aantal spelers (zie de tabel); elke ronde "
                "gebruikt één vragenkaart, die nooit twee keer in een spel voorkomt. De eerste "
                "speler van het nieuwe-spelscherm is de eerste Kwismaster; daarna schuift de rol "
                "elke ronde één plek door.",
            ],
        ),
        (
            "1. Vragen en antwoorden",
            [
                "De Kwismaster pakt een vragenkaart: twee open vragen, twee meerkeuzevragen en "
                "een fifty-fifty. Iedereen beantwoordt ze, de Kwismaster ook.",
                "Op dit toestel: om de beurt typ je je antwoorden in het geheim; daarna geef je "
                "het toestel door. Op papier: de Kwismaster leest voor, iedereen schrijft op, en "
                "na het voorlezen van de antwoorden vult elke speler in het geheim alleen in "
                "hoeveel hij goed heeft. Een verkeerd ingevuld aantal kun je terugnemen tot je "
                "inzet.",
            ],
        ),
        (
            "2. Nakijken en de bonusfiches",
            [
                "De Kwismaster laat de goede antwoorden zien en draait de vijf bonusfiches om: "
                "ze liggen in willekeurige volgorde op de vijf inzetvakken. Elk fiche zegt "
                "hoeveel bonuskaarten dat vak deze ronde oplevert.",
                "Hoeveel je goed hebt, weet alleen jij. Open antwoorden worden ruim nagekeken: "
                "hoofdletters, accenten, een lidwoord vooraan, leestekens en spaties tellen niet; "
                "getallen mogen in cijfers of woorden (“12”, “twaalf”); in lange antwoorden mag "
                "een tikfout (vanaf 8 letters één, vanaf 13 twee). In getallen en korte woorden "
                "mag geen fout: 1968 is geen 1969. Vind je dat een fout gerekend antwoord toch "
                "goed is, dan vraag je de Kwismaster om een oordeel; dat antwoord wordt dan aan "
                "de tafel getoond. Over zijn eigen antwoord beslist de Kwismaster niet: dat doet "
                "de speler links van hem, de volgende Kwismaster.",
            ],
        ),
        (
            "3. Inzetten",
            [
                "Om de beurt, vanaf de Kwismaster, zet je je schijf op een inzetvak 1 tot 5 "
                "(“zoveel of meer goed”). Meerdere schijven mogen op één vak. Zet je in op je "
                "echte aantal, dan zet je eerlijk in; hoger is bluffen; lager is tactisch "
                "inzetten: minder punten, maar misschien een rijker fiche.",
                "Niets goed? Dan moet je bluffen, want er is geen vak 0. Alles goed? Dan kun je "
                "niet bluffen.",
            ],
        ),
        (
            "4. Controleren",
            [
                "Om de beurt, vanaf de Kwismaster, mag iedereen één andere speler controleren "
                "van wie de schijf nog op het bord ligt, of niemand. Jezelf controleren mag niet.",
                "Geen bluf: de gecontroleerde speler krijgt de bonuskaarten van het fiche op zijn "
                "vak en de punten van dat vak. Wel bluf: de controleur krijgt de bonuskaarten; "
                "de bluffer gaat terug naar het vak van zijn echte aantal, krijgt die punten "
                "(niets goed: 0) en geen kaarten. De tafel hoort alleen “bluf” of “geen bluf”; "
                "wie controleert, ziet het aantal.",
                "Een gecontroleerde schijf gaat meteen van het bord. Bonuskaarten houd je "
                "gedekt: de anderen zien alleen hoeveel je er hebt.",
            ],
        ),
        (
            "5. Niet gecontroleerd",
            [
                "Wie niet is gecontroleerd, krijgt de punten van zijn vak. Heb je gebluft, dan "
                "mag je dat nu melden en krijg je de bonuskaarten van je fiche. Zwijgen mag ook; "
                "dan krijg je geen kaarten. Iedereen die niet gecontroleerd is krijgt deze "
                "beurt, zodat niemand iets afleidt uit wie er aan de beurt is.",
            ],
        ),
        (
            "6. Actiekaarten",
            [
                "Tussen de bonuskaarten zitten actiekaarten. Wie er deze ronde een kreeg, speelt "
                "ze aan het eind van de ronde allemaal uit, om de beurt vanaf de Kwismaster, in "
                "een volgorde naar keuze; daarna gaan ze uit het spel. Krijg je tijdens het "
                "uitspelen een actiekaart (gestolen of getrokken), dan speel je die meteen. Een "
                "kaart die niets kan doen, wordt zonder effect gespeeld. Daarna wordt de "
                "volgende speler Kwismaster.",
            ],
        ),
        (
            "Keuzes van deze app",
            [
                "Het spel in de doos laat open wanneer je inzet; hier zet iedereen om de beurt "
                "in vanaf de Kwismaster en is elke inzet meteen zichtbaar, net als op het bord. "
                "Een bluf melden kan alleen als je echt hebt gebluft: de app kijkt dat na, zoals "
                "een medespeler aan tafel. Wie gecontroleerd is, mag zelf nog controleren; ligt "
                "er naast de jouwe geen schijf meer, dan gaat de beurt vanzelf door. Na elke "
                "ronde toont de app wat er gebeurde (inzetten, controles, punten en kaarten); "
                "de volgende ronde begint als iemand op Volgende ronde tikt.",
                "De doos noemt geen waarden voor fiches en kaarten: die in de tabellen hieronder "
                "zijn onze keuze. Een actiekaart die vóór jouw beurt uit je hand is gestolen, "
                "speel jij niet meer. Computerspelers zien geen antwoorden: het toeval beslist, "
                "naar hun kennisniveau en de moeilijkheid van de vraag, wat ze goed hebben.",
            ],
        ),
        (
            "De stapel is op",
            [
                "Moet er een kaart getrokken worden terwijl de stapel leeg is, dan trekt elke "
                "speler {refill} willekeurige puntkaarten uit zijn eigen hand (minder als hij er "
                "minder heeft), telt die punten meteen op het scorespoor en levert ze in. Die "
                "kaarten vormen de nieuwe stapel.",
            ],
        ),
        (
            "Het einde",
            [
                "Na de laatste ronde tellen de punten van je bonuskaarten bij je scorespoor op. "
                "De hoogste score wint; bij gelijke stand delen de spelers die plaats.",
            ],
        ),
    ],
    "en": [
        (
            "What is it about?",
            [
                "Every round everyone answers five questions. Then you bet on how many you got "
                "right: honestly, with a bluff, or tactically lower. Catching someone's bluff, "
                "or bluffing without being caught, earns bonus cards. After the last round the "
                "most points win: the score track plus bonus cards.",
            ],
        ),
        (
            "Players, rounds and the quizmaster",
            [
                "The number of rounds depends on the number of players (see the table); each "
                "round uses one question card, never twice in a game. The first player of the "
                "new-game screen is the first quizmaster; the role then moves one seat on "
                "every round.",
            ],
        ),
        (
            "1. Questions and answers",
            [
                "The quizmaster takes a question card: two open questions, two multiple choice "
                "and one fifty-fifty. Everyone answers them, the quizmaster too.",
                "On this device: in turn you type your answers in private, then pass the device "
                "on. On paper: the quizmaster reads aloud, everyone writes, and once the answers "
                "have been read out each player enters, in private, only how many they got "
                "right. A mistyped count can be taken back until you bet.",
            ],
        ),
        (
            "2. Marking and the bonus chips",
            [
                "The quizmaster shows the right answers and turns the five bonus chips face up: "
                "they lie in random order on the five betting fields. Each chip says how many "
                "bonus cards its field pays this round.",
                "Only you know how many you got right. Open answers are marked generously: "
                "capitals, accents, a leading article, punctuation and spaces do not matter; "
                "numbers may be digits or words (“12”, “twelve”); long answers allow a typo (one "
                "from 8 letters, two from 13). Numbers and short words allow none: 1968 is not "
                "1969. If you think an answer marked wrong is right after all, ask the "
                "quizmaster to rule on it; that answer is then shown to the table. The "
                "quizmaster never rules on their own answer: the next quizmaster, sitting to "
                "their left, does.",
            ],
        ),
        (
            "3. Betting",
            [
                "In turn, from the quizmaster, you put your disc on a field from 1 to 5 (“this "
                "many or more right”). Several discs may share a field. Betting your real count "
                "is honest; higher is a bluff; lower is a tactical bet: fewer points, but "
                "perhaps a richer chip.",
                "Nothing right? Then you must bluff, as there is no field 0. All five right? "
                "Then you cannot bluff.",
            ],
        ),
        (
            "4. Checking",
            [
                "In turn, from the quizmaster, everyone may check one other player whose disc "
                "is still on the board, or nobody. You may not check yourself.",
                "No bluff: the checked player gets the bonus cards of the chip on their field "
                "and the field's points. A bluff: the checker gets the bonus cards; the bluffer "
                "moves back to the field of their real count, scores that (nothing right: 0) "
                "and gets no cards. The table only hears “bluff” or “no bluff”; the checker "
                "sees the count.",
                "A checked disc leaves the board at once. Bonus cards stay face down: the others "
                "only see how many you hold.",
            ],
        ),
        (
            "5. Not checked",
            [
                "Whoever was not checked scores their field's points. If you bluffed, you may "
                "say so now and get the bonus cards of your chip. You may also keep quiet; then "
                "you get no cards. Every unchecked player gets this turn, so nobody learns "
                "anything from whose turn it is.",
            ],
        ),
        (
            "6. Action cards",
            [
                "Some bonus cards are action cards. Whoever got any this round plays them all "
                "at the end of the round, in turn from the quizmaster, in an order of their "
                "choice; then they leave the game. An action card you receive while playing "
                "(stolen or drawn) is played at once. A card that can do nothing is played "
                "without effect. Then the next player becomes quizmaster.",
            ],
        ),
        (
            "Choices this app makes",
            [
                "The boxed game leaves open when you bet; here everyone bets in turn from the "
                "quizmaster and every bet is visible at once, as on the board. You can only "
                "declare a bluff if you really bluffed: the app checks, as a fellow player at "
                "the table would. A player who was checked still checks; when no disc but "
                "yours is left, the turn passes by itself. After each round the app shows what "
                "happened (bets, checks, points and cards); the next round starts when someone "
                "taps Next round.",
                "The box gives no values for chips and cards: those in the tables below are "
                "our choice. An action card stolen from your hand before your turn is no "
                "longer yours to play. Computer players never see answers: chance decides, by "
                "their level of knowledge and the question's difficulty, what they get right.",
            ],
        ),
        (
            "The stack runs out",
            [
                "When a card must be drawn from an empty stack, every player draws {refill} "
                "random point cards from their own hand (fewer if they hold fewer), scores "
                "them on the track at once and hands them in. Those cards form the new stack.",
            ],
        ),
        (
            "The end",
            [
                "After the last round the points of your bonus cards are added to your score "
                "track. The highest score wins; equal scores share the place.",
            ],
        ),
    ],
}

WORDS: dict[str, dict[str, str]] = {
    "nl": {
        "rounds": "Rondes per aantal spelers",
        "players": "Spelers",
        "rounds_col": "Rondes",
        "fields": "Inzetvakken en bonusfiches",
        "field": "Vak",
        "field_text": "{k} of meer goed: {points}",
        "chips": "De vijf fiches leveren {list} bonuskaarten op; elke ronde liggen ze anders.",
        "deck": "De bonuskaarten ({total}, waarvan {actions} actiekaarten)",
        "points": "Puntkaart: {points}",
        "point": "{n} punt|{n} punten",
        "and": "en",
        "point_effect": "Telt aan het eind van het spel bij je score op.",
        "copies": "Aantal",
        "card": "Kaart",
        "effect": "Wat hij doet",
        "own": "Eigen vragen",
        "own_text": "Naast de vragen van Spelkast kun je op het nieuwe-spelscherm een eigen "
        "vragenset importeren: een JSON-bestand (hoogstens {kb} KB) in het formaat "
        "{format}. De set gaat mee in het opgeslagen spel. Zo ziet hij eruit:",
        "field_col": "Veld",
        "means": "Betekenis",
        "example": "Een voorbeeld van één open vraag:",
    },
    "en": {
        "rounds": "Rounds per number of players",
        "players": "Players",
        "rounds_col": "Rounds",
        "fields": "Betting fields and bonus chips",
        "field": "Field",
        "field_text": "{k} or more right: {points}",
        "chips": "The five chips pay {list} bonus cards; they lie differently every round.",
        "deck": "The bonus cards ({total}, of which {actions} action cards)",
        "points": "Point card: {points}",
        "point": "{n} point|{n} points",
        "and": "and",
        "point_effect": "Adds to your score at the end of the game.",
        "copies": "Copies",
        "card": "Card",
        "effect": "What it does",
        "own": "Your own questions",
        "own_text": "Besides Spelkast's questions you can import your own question pack on "
        "the new-game screen: a JSON file (at most {kb} KB) in the {format} format. The pack "
        "travels inside the saved game. This is what it looks like:",
        "field_col": "Field",
        "means": "Meaning",
        "example": "An example of one open question:",
    },
}

# The pack format, field by field: (field, Dutch, English).
FORMAT_FIELDS: tuple[tuple[str, str, str], ...] = (
    ("format", f"altijd “{PACK_FORMAT}”", f"always “{PACK_FORMAT}”"),
    (
        "name",
        'de naam per taal, bijv. {{"nl": "…", "en": "…"}}',
        'the name per language, e.g. {{"en": "…"}}',
    ),
    ("cards", "de lijst vragenkaarten", "the list of question cards"),
    ("id", "per kaart: een eigen naam (tekst)", "per card: a name of its own (text)"),
    (
        "questions",
        "per kaart vijf vragen: open, open, choice, choice, fifty",
        "per card five questions: open, open, choice, choice, fifty",
    ),
    ("kind", "open, choice of fifty", "open, choice or fifty"),
    ("subject", "een van: {subjects}", "one of: {subjects}"),
    ("level", "1 (makkelijk), 2 of 3 (moeilijk)", "1 (easy), 2 or 3 (hard)"),
    (
        "nl, en",
        "de tekst per taal (elke vraag dezelfde talen)",
        "the text per language (the same languages in every question)",
    ),
    ("q", "de vraag (hoogstens {max} tekens)", "the question (at most {max} characters)"),
    (
        "a",
        "open: het antwoord; choice en fifty: het nummer van de goede keuze, vanaf 0",
        "open: the answer; choice and fifty: the number of the right choice, from 0",
    ),
    (
        "accept",
        "open, mag ontbreken: andere goede antwoorden",
        "open, optional: other good answers",
    ),
    ("options", "choice: 3 of 4 keuzes; fifty: 2", "choice: 3 or 4 choices; fifty: 2"),
)
EXAMPLE = {
    "nl": {"q": "Welke vogel legt de grootste eieren?", "a": "Struisvogel", "accept": ["struis"]},
    "en": {"q": "Which bird lays the largest eggs?", "a": "Ostrich", "accept": ["ostriches"]},
}


def _points(w: dict[str, str], n: int) -> str:
    one, other = w["point"].split("|")
    return (one if n == 1 else other).format(n=n)


def _table(caption: str, head: tuple[str, ...], rows: Sequence[tuple[str, ...]]) -> str:
    cols = "".join(f'<th scope="col">{esc(h)}</th>' for h in head)
    body = "".join(
        f'<tr><th scope="row">{esc(r[0])}</th>{"".join(f"<td>{esc(x)}</td>" for x in r[1:])}</tr>'
        for r in rows
    )
    return (
        f"<h2>{esc(caption)}</h2>"
        '<div class="table-wrap"><table class="hands-table kw-rules-table">'
        f'<caption class="sr-only">{esc(caption)}</caption>'
        f"<thead><tr>{cols}</tr></thead><tbody>{body}</tbody></table></div>"
    )


def rules_html(lang: str) -> str:
    lang = lang if lang in RULES else "en"
    w = WORDS[lang]
    parts = []
    for i, (heading, paragraphs) in enumerate(RULES[lang]):
        parts.append(f"<h2>{esc(heading)}</h2>")
        parts.extend(f"<p>{esc(p.format(refill=cards.REFILL_DRAW))}</p>" for p in paragraphs)
        if i == 1:
            rows = [(str(n), str(r)) for n, r in sorted(ROUNDS.items())]
            parts.append(_table(w["rounds"], (w["players"], w["rounds_col"]), rows))
    fields = [(str(k), w["field_text"].format(k=k, points=_points(w, k))) for k in cards.FIELDS]
    parts.append(_table(w["fields"], (w["field"], w["means"]), fields))
    chips = ", ".join(str(c) for c in cards.CHIPS[:-1]) + f" {w['and']} {cards.CHIPS[-1]}"
    parts.append(f"<p>{esc(w['chips'].format(list=chips))}</p>")
    actions = sum(k.copies for k in cards.ACTION_KINDS)
    deck = [
        (w["points"].format(points=_points(w, v)), str(c), w["point_effect"])
        for v, c in cards.POINT_CARDS
    ]
    deck += [(k.name[lang], str(k.copies), k.text[lang]) for k in cards.ACTION_KINDS]
    head = (w["card"], w["copies"], w["effect"])
    parts.append(_table(w["deck"].format(total=len(cards.DECK), actions=actions), head, deck))
    parts.append(f"<h2>{esc(w['own'])}</h2>")
    parts.append(f"<p>{esc(w['own_text'].format(kb=MAX_PACK_KB, format=PACK_FORMAT))}</p>")
    index = 1 if lang == "en" else 0
    rows = [
        (name, texts[index].format(subjects=", ".join(SUBJECTS), max=MAX_TEXT))
        for name, *texts in FORMAT_FIELDS
    ]
    parts.append(
        '<div class="table-wrap"><table class="hands-table kw-rules-table"><thead><tr>'
        f'<th scope="col">{esc(w["field_col"])}</th><th scope="col">{esc(w["means"])}</th>'
        "</tr></thead><tbody>"
        + "".join(
            f'<tr><th scope="row"><code>{esc(n)}</code></th><td>{esc(m)}</td></tr>' for n, m in rows
        )
        + "</tbody></table></div>"
    )
    question = {"kind": "open", "subject": "nature", "level": 1, lang: EXAMPLE[lang]}
    example = json.dumps(question, indent=1, ensure_ascii=False)
    parts.append(f'<p>{esc(w["example"])}</p><pre class="kw-rules-pre">{esc(example)}</pre>')
    return "".join(parts)
