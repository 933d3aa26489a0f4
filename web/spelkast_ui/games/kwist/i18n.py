"""Kwis 't!'s screen text in Dutch and English.

A text with "|" has a singular and a plural form, chosen by the value ``n``.
"""

from __future__ import annotations

from ...kit.i18n import Pair, Words

TEXT: dict[str, Pair] = {
    # -- the table -------------------------------------------------------------------------
    "kw_round": ("Ronde {n} van {total}", "Round {n} of {total}"),
    "kw_qm_is": ("Kwismaster: {name}", "Quizmaster: {name}"),
    "kw_quizmaster": ("Kwismaster", "Quizmaster"),
    "kw_to_move": ("aan de beurt", "to move"),
    "kw_you": ("jij", "you"),
    "kw_players_head": ("Spelers", "Players"),
    "kw_points_n": ("{n} punt|{n} punten", "{n} point|{n} points"),
    "kw_cards_n": ("{n} bonuskaart|{n} bonuskaarten", "{n} bonus card|{n} bonus cards"),
    "kw_count_known": ("{n} goed", "{n} right"),
    "kw_s_answering": ("schrijft nog", "still answering"),
    "kw_s_answered": ("heeft geantwoord", "has answered"),
    "kw_s_waiting_reveal": ("wacht op de antwoorden", "waiting for the answers"),
    "kw_s_betting": ("zet nog in", "still to bet"),
    "kw_s_bet": ("staat op vak {n}", "on field {n}"),
    "kw_s_checked": ("gecontroleerd: {field}", "checked: {field}"),
    "kw_s_scored": ("klaar: {field}", "done: {field}"),
    "kw_s_declared": ("bluf gemeld: {field}", "declared a bluff: {field}"),
    "kw_field_n": ("vak {n}", "field {n}"),
    "kw_no_field": ("geen vak", "no field"),
    "kw_board_head": ("Het speelbord", "The board"),
    "kw_field_label": (
        "Vak {n}: {n} of meer goed, {n} punten",
        "Field {n}: {n} or more right, {n} points",
    ),
    "kw_pts_n": ("{n} pt", "{n} pt"),
    "kw_chip_n": ("{n} kaart|{n} kaarten", "{n} card|{n} cards"),
    "kw_chip_down": ("fiche dicht", "chip face down"),
    "kw_hand_head": ("Jouw bonuskaarten (alleen voor jou)", "Your bonus cards (for you only)"),
    "kw_hand_total": (
        "{n} kaart, samen {points} bonuspunten.|{n} kaarten, samen {points} bonuspunten.",
        "{n} card, worth {points} bonus points.|{n} cards, worth {points} bonus points.",
    ),
    "kw_hand_points": ("{k}× {n} punt|{k}× {n} punten", "{k}× {n} point|{k}× {n} points"),
    "kw_no_cards": ("geen bonuskaarten", "no bonus cards"),
    "kw_log_now": ("Deze ronde", "This round"),
    "kw_log_before": ("Vorige ronde", "Previous round"),
    "kw_log_last": ("De laatste ronde", "The last round"),
    "kw_s_actions": ("speelt nog: {cards}", "still to play: {cards}"),
    # -- hand-over ------------------------------------------------------------------------
    "kw_give_to": ("Geef het toestel aan {name}", "Give the device to {name}"),
    "kw_give_hint": (
        "Het volgende scherm is alleen voor {name}: antwoorden, score en bonuskaarten "
        "blijven geheim voor de anderen.",
        "The next screen is for {name} alone: answers, count and bonus cards stay hidden "
        "from the others.",
    ),
    "kw_your_turn": ("Jij bent aan de beurt.", "Your turn."),
    # -- answering ------------------------------------------------------------------------
    "kw_h_answer": ("Jouw antwoorden", "Your answers"),
    "kw_answer_hint": (
        "Scherm het scherm af. Typ of kies je antwoorden; je ziet ze nog terug voor je "
        "ze inlevert.",
        "Shield the screen. Type or choose your answers; you can look them over before "
        "handing them in.",
    ),
    "kw_q_n": ("Vraag {n}", "Question {n}"),
    "kw_kind_open": ("open vraag", "open question"),
    "kw_kind_choice": ("meerkeuze", "multiple choice"),
    "kw_kind_fifty": ("fifty-fifty", "fifty-fifty"),
    "kw_type_here": ("Jouw antwoord", "Your answer"),
    "kw_review": ("Antwoorden nakijken", "Look over my answers"),
    "kw_review_full": (
        "Alles ingevuld. Klopt het? Na het inleveren kan niets meer veranderen.",
        "All answered. Is this right? Once handed in, nothing can change.",
    ),
    "kw_review_blank": (
        "{n} vraag is nog open: die telt als fout. Na het inleveren kan niets meer veranderen.|"
        "{n} vragen zijn nog open: die tellen als fout. Na het inleveren kan niets meer "
        "veranderen.",
        "{n} question is still open: it counts as wrong. Once handed in, nothing can "
        "change.|{n} questions are still open: they count as wrong. Once handed in, "
        "nothing can change.",
    ),
    "kw_no_answer": ("(geen antwoord)", "(no answer)"),
    "kw_submit": ("Inleveren", "Hand in"),
    "kw_edit": ("Aanpassen", "Change"),
    # -- the reveal -------------------------------------------------------------------------
    "kw_h_reveal": ("Jij bent de Kwismaster", "You are the quizmaster"),
    "kw_reveal_device": (
        "Iedereen heeft geantwoord. Lees de antwoorden voor en draai de bonusfiches om.",
        "Everyone has answered. Read out the answers and turn the bonus chips face up.",
    ),
    "kw_reveal_paper": (
        "Lees de vijf vragen voor (zie de vragenkaart hieronder); iedereen schrijft zijn "
        "antwoorden op papier. Liggen alle potloden neer? Toon dan de antwoorden.",
        "Read the five questions aloud (see the question card below); everyone writes "
        "their answers on paper. Are all pencils down? Then show the answers.",
    ),
    "kw_reveal": ("Antwoorden tonen", "Show the answers"),
    "kw_card_questions": ("De vragenkaart", "The question card"),
    "kw_card_answers": ("De antwoorden", "The answers"),
    "kw_right_answer": ("Goed: {answer}.", "Right: {answer}."),
    "kw_also": ("Ook goed: {list}.", "Also right: {list}."),
    "kw_yours": ("Jij: {answer}", "You: {answer}"),
    "kw_yours_guessed": ("Jouw antwoord", "Your answer"),
    "kw_right": ("goed", "right"),
    "kw_wrong": ("fout", "wrong"),
    "kw_was_disputed": ("voorgelegd", "ruled on"),
    "kw_overrule": (
        "Dit is toch goed: leg het voor aan de Kwismaster",
        "This is right after all: ask the quizmaster",
    ),
    "kw_overrule_self": (
        "Als Kwismaster toch goed rekenen",
        "Count it as right (quizmaster's ruling)",
    ),
    "kw_h_rule": ("Jij beslist als Kwismaster", "Your ruling, quizmaster"),
    "kw_rule_asks": (
        "{name} vindt het antwoord op vraag {q} toch goed. Het wordt hardop voorgelezen:",
        "{name} says their answer to question {q} is right after all. It is read out:",
    ),
    "kw_rule_right": ("Goed rekenen", "Count as right"),
    "kw_rule_wrong": ("Blijft fout", "Stays wrong"),
    # -- the count (paper) and the bet ----------------------------------------------------------
    "kw_h_count": ("Hoeveel heb je goed?", "How many did you get right?"),
    "kw_count_hint": (
        "Kijk je papier na met de antwoorden hieronder en tik alleen je aantal goed in. "
        "Niemand anders ziet het.",
        "Mark your paper with the answers below and tap only how many you got right. "
        "Nobody else sees it.",
    ),
    "kw_count_n": ("{n} goed", "{n} right"),
    "kw_recount": ("Aantal goed wijzigen", "Change my count"),
    "kw_h_bet": ("Zet je inzetschijf", "Place your disc"),
    "kw_you_have": (
        "Je hebt er {n} goed (geheim).|Je hebt er {n} goed (geheim).",
        "You have {n} right (secret).|You have {n} right (secret).",
    ),
    "kw_see_card": (
        "Je antwoorden staan bij de vragenkaart.",
        "Your answers are on the card below.",
    ),
    "kw_bet_on": (
        "Vak {n}: {n} punten, {cards} bonuskaarten, {kind}",
        "Field {n}: {n} points, {cards} bonus cards, {kind}",
    ),
    "kw_bk_honest": ("eerlijk", "honest"),
    "kw_bk_bluff": ("bluf", "bluff"),
    "kw_bk_tactical": ("tactisch", "tactical"),
    "kw_zero_note": (
        "Niets goed: er is geen vak ‘0 goed’, dus je moet bluffen.",
        "None right: there is no ‘0 right’ field, so you must bluff.",
    ),
    "kw_five_note": (
        "Alle vijf goed: je kunt niet bluffen. Wie op vak 5 staat, wordt vaak "
        "gecontroleerd, en dat levert jou bonuskaarten op.",
        "All five right: you cannot bluff. A disc on field 5 is often checked, and that "
        "earns you bonus cards.",
    ),
    "kw_kinds_hint": ("Wat betekent elke inzet?", "What does each bet mean?"),
    "kw_kind_btn_honest": ("Eerlijk", "Honest"),
    "kw_kind_btn_bluff": ("Bluffen", "Bluff"),
    "kw_kind_btn_tactical": ("Tactisch", "Tactical"),
    "kw_k_honest": (
        "Eerlijk: vak {n}, precies je aantal goed. Word je gecontroleerd, dan krijg jij de "
        "bonuskaarten van het fiche.",
        "Honest: field {n}, exactly your count. If someone checks you, you get the chip's "
        "bonus cards.",
    ),
    "kw_k_bluff": (
        "Bluffen: vak {fields}, hoger dan je {n} goed. Gecontroleerd: de controleur krijgt "
        "de kaarten en jij zakt terug. Niet gecontroleerd: meld je bluf voor de kaarten.",
        "Bluff: field {fields}, higher than your {n} right. Checked: the checker gets the "
        "cards and you drop back. Not checked: declare it to get the cards.",
    ),
    "kw_k_bluff_none": (
        "Bluffen kan niet: met vijf goed is er geen hoger vak.",
        "You cannot bluff: with five right there is no higher field.",
    ),
    "kw_k_tactical": (
        "Tactisch: vak {fields}, lager dan je {n} goed: minder punten, maar misschien een "
        "rijker fiche. Het is geen bluf.",
        "Tactical: field {fields}, lower than your {n} right: fewer points, but perhaps a "
        "richer chip. It is not a bluff.",
    ),
    "kw_k_tactical_none": (
        "Tactisch kan niet: met één goed is er geen lager vak.",
        "No tactical bet: with one right there is no lower field.",
    ),
    "kw_k_zero": (
        "Dat kan niet: met niets goed is er geen vak voor je aantal (er is geen vak ‘0 goed’), "
        "dus moet je bluffen.",
        "Not possible: with none right there is no field for your count (there is no ‘0 right’ "
        "field), so you must bluff.",
    ),
    # -- checks, declaring, action cards -----------------------------------------------------
    "kw_h_check": ("Controleren", "Check someone"),
    "kw_check_hint": (
        "Je mag de antwoorden van één medespeler met een schijf op het bord controleren, "
        "of niemand.",
        "You may check the answers of one fellow player whose disc is on the board, or nobody.",
    ),
    "kw_check_who": (
        "Controleer {name} (vak {n}, {cards} kaarten)",
        "Check {name} (field {n}, {cards} cards)",
    ),
    "kw_check_me": ("Mezelf controleren", "Check myself"),
    "kw_check_gone": ("{name} (niet meer op het bord)", "{name} (no longer on the board)"),
    "kw_pass": ("Niemand controleren", "Check nobody"),
    "kw_h_declare": ("Niet gecontroleerd", "Not checked"),
    "kw_declare_yes": (
        "Niemand controleerde je schijf op vak {n}. Je hebt gebluft: meld het en krijg "
        "{cards} bonuskaarten, of zwijg.",
        "Nobody checked your disc on field {n}. You bluffed: declare it and get {cards} "
        "bonus cards, or keep quiet.",
    ),
    "kw_declare_no": (
        "Niemand controleerde je schijf op vak {n}. Je hebt niet gebluft, dus je krijgt "
        "geen bonuskaarten; wel de punten van het vak.",
        "Nobody checked your disc on field {n}. You did not bluff, so no bonus cards; you "
        "do score the field's points.",
    ),
    "kw_declare": (
        "Bluf melden ({n} kaart)|Bluf melden ({n} kaarten)",
        "Declare my bluff ({n} card)|Declare my bluff ({n} cards)",
    ),
    "kw_silent": (
        "Niets melden ({n} punt)|Niets melden ({n} punten)",
        "Keep quiet ({n} point)|Keep quiet ({n} points)",
    ),
    "kw_h_actions": ("Actiekaarten spelen", "Play your action cards"),
    "kw_actions_hint": (
        "Actiekaarten speel je aan het eind van de ronde allemaal uit, in de volgorde die "
        "je kiest.",
        "All your action cards are played at the end of the round, in the order you choose.",
    ),
    "kw_urgent_hint": (
        "Je trok een actiekaart met een actiekaart: speel die meteen.",
        "You drew an action card with an action card: play it at once.",
    ),
    "kw_play_card": ("Spelen", "Play it"),
    "kw_play_on": (
        "Trek bij {name} ({n} kaart)|Trek bij {name} ({n} kaarten)",
        "Take from {name} ({n} card)|Take from {name} ({n} cards)",
    ),
    # -- refusals ----------------------------------------------------------------------------
    "kw_r_check_self": ("Jezelf controleren mag niet.", "You may not check yourself."),
    "kw_r_not_on_board": (
        "Die schijf is al van het bord: alleen schijven die er nog liggen, kun je controleren.",
        "That disc has left the board: only discs still on it can be checked.",
    ),
    "kw_r_no_bluff": (
        "Je hebt niet gebluft, dus er is geen bluf te melden.",
        "You did not bluff, so there is no bluff to declare.",
    ),
    "kw_r_count_first": (
        "Tik eerst in hoeveel je goed hebt.",
        "First tap how many you got right.",
    ),
    "kw_r_review_first": (
        "Kijk je antwoorden eerst na.",
        "Look over your answers first.",
    ),
    "kw_r_no_dispute": (
        "Dit antwoord kan niet meer worden voorgelegd.",
        "This answer can no longer be ruled on.",
    ),
    "kw_r_not_now": ("Dat kan nu niet.", "That is not possible now."),
    # -- waiting -------------------------------------------------------------------------------
    "kw_w_deal": ("{name} pakt een vragenkaart…", "{name} takes a question card…"),
    "kw_w_answer": ("{name} schrijft de antwoorden op…", "{name} is writing their answers…"),
    "kw_w_reveal": ("{name} gaat de antwoorden voorlezen…", "{name} is about to read the answers…"),
    "kw_w_bet": ("{name} zet in…", "{name} is betting…"),
    "kw_w_bet_paper": ("{name} kijkt na en zet in…", "{name} is marking and betting…"),
    "kw_w_dispute": ("Kwismaster {name} beslist…", "Quizmaster {name} is ruling…"),
    "kw_w_check": ("{name} mag controleren…", "{name} may check someone…"),
    "kw_w_declare": ("{name} mag een bluf melden…", "{name} may declare a bluff…"),
    "kw_w_actions": ("{name} speelt actiekaarten…", "{name} is playing action cards…"),
    # -- what happened ---------------------------------------------------------------------------
    "kw_m_deal": ("{name} pakt een vragenkaart.", "{name} takes a question card."),
    "kw_m_answer": (
        "{name} heeft de antwoorden ingeleverd.",
        "{name} has handed in their answers.",
    ),
    "kw_m_guess": ("{name} heeft de antwoorden opgeschreven.", "{name} has written their answers."),
    "kw_m_count": ("{name} heeft nagekeken.", "{name} has marked their answers."),
    "kw_m_reveal": (
        "{name} leest de antwoorden voor; de bonusfiches liggen open.",
        "{name} reads out the answers; the bonus chips are face up.",
    ),
    "kw_m_bet": ("{name} zet in op vak {n}.", "{name} bets on field {n}."),
    "kw_m_pass": ("{name} controleert niemand.", "{name} checks nobody."),
    "kw_m_dispute": (
        "{name} legt het antwoord op vraag {q} voor aan de Kwismaster.",
        "{name} asks the quizmaster to rule on their answer to question {q}.",
    ),
    "kw_e_bluff": (
        "{name} controleert {target}: bluf! {target} zette op vak {bet}, zakt terug naar "
        "{field} ({points} punten); {name} krijgt {n} bonuskaart.|{name} controleert "
        "{target}: bluf! {target} zette op vak {bet}, zakt terug naar {field} ({points} "
        "punten); {name} krijgt {n} bonuskaarten.",
        "{name} checks {target}: a bluff! {target} bet on field {bet}, drops back to "
        "{field} ({points} points); {name} gets {n} bonus card.|{name} checks {target}: a "
        "bluff! {target} bet on field {bet}, drops back to {field} ({points} points); "
        "{name} gets {n} bonus cards.",
    ),
    "kw_e_honest": (
        "{name} controleert {target}: geen bluf. {target} krijgt {points} punten en {n} "
        "bonuskaart.|{name} controleert {target}: geen bluf. {target} krijgt {points} "
        "punten en {n} bonuskaarten.",
        "{name} checks {target}: no bluff. {target} scores {points} points and gets {n} "
        "bonus card.|{name} checks {target}: no bluff. {target} scores {points} points and "
        "gets {n} bonus cards.",
    ),
    "kw_e_declare": (
        "{name} meldt een bluf: {n} bonuskaart en {points} punten.|{name} meldt een bluf: "
        "{n} bonuskaarten en {points} punten.",
        "{name} declares a bluff: {n} bonus card and {points} points.|{name} declares a "
        "bluff: {n} bonus cards and {points} points.",
    ),
    "kw_e_silent": (
        "{name} meldt niets en krijgt {points} punten van het vak.",
        "{name} declares nothing and scores {points} points from the field.",
    ),
    "kw_e_ruled_right": (
        "Het antwoord “{text}” van {name} (vraag {q}) telt toch als goed.",
        "{name}'s answer “{text}” (question {q}) counts as right after all.",
    ),
    "kw_e_ruled_wrong": (
        "Het antwoord “{text}” van {name} (vraag {q}) blijft fout.",
        "{name}'s answer “{text}” (question {q}) stays wrong.",
    ),
    "kw_e_plays": ("{name} speelt “{card}”:", "{name} plays “{card}”:"),
    "kw_e_took_one": ("{n} van {name}", "{n} from {name}"),
    "kw_e_took": ("trekt {list}.", "takes {list}."),
    "kw_e_drew": (
        "trekt {n} kaart van de stapel.|trekt {n} kaarten van de stapel.",
        "draws {n} card from the stack.|draws {n} cards from the stack.",
    ),
    "kw_e_bird": ("{n} plaatsen vooruit.", "{n} places forward."),
    "kw_e_nothing": ("er valt niets te trekken.", "there is nothing to take."),
    "kw_e_urgent": (
        "Daarbij zit {cards}: die wordt meteen gespeeld.",
        "Among them is {cards}: it is played at once.",
    ),
    "kw_e_refill": (
        "De stapel was op: iedereen trok tot vier kaarten uit de eigen hand en telde ze "
        "op ({list}); die vormen de nieuwe stapel.",
        "The stack ran out: everyone drew up to four cards from their own hand and scored "
        "them ({list}); they form the new stack.",
    ),
    "kw_e_refill_one": ("{name} +{n}", "{name} +{n}"),
    # -- the end -----------------------------------------------------------------------------------
    "kw_game_over": ("Einde van het spel", "Game over"),
    "kw_wins": ("{name} wint met {n} punten.", "{name} wins with {n} points."),
    "kw_shared": (
        "{list} delen de eerste plaats met {n} punten.",
        "{list} share first place with {n} points.",
    ),
    "kw_you_won": ("Gewonnen!", "You won!"),
    "kw_you_lost": ("Helaas, niet gewonnen.", "Not this time."),
    "kw_end_how": (
        "Na {n} rondes telt iedereen zijn bonuskaarten bij het scorespoor op.",
        "After {n} rounds everyone adds their bonus cards to the score track.",
    ),
    "kw_col_place": ("#", "#"),
    "kw_col_track": ("Spoor", "Track"),
    "kw_col_bonus": ("Bonus", "Bonus"),
    "kw_col_total": ("Totaal", "Total"),
    "kw_end_cards": ("De bonuskaarten", "The bonus cards"),
}

t = Words(TEXT)
