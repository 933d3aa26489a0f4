"""Kwis 't!'s screen text in Dutch and English.

A text with "|" has a singular and a plural form, chosen by the value ``n``. A text about a
seat (``{name}``) has a form ``<key>.you`` for the viewer's own seat, used when it is called
with ``about=Person(name, you=True)`` ("You bet", "Jij zet in"), unless its seat is never the
viewer's (``NAMED_ONLY``). Another seat inside a sentence comes as ``you_or_name``.
"""

from __future__ import annotations

from ...kit.i18n import Pair, Words

TEXT: dict[str, Pair] = {
    # -- the table -------------------------------------------------------------------------
    "kw_round": ("Ronde {n} van {total}", "Round {n} of {total}"),
    "kw_qm_is": ("Kwismaster: {name}", "Quizmaster: {name}"),
    "kw_qm_is.you": ("Kwismaster: jij", "Quizmaster: you"),
    "kw_quizmaster": ("Kwismaster", "Quizmaster"),
    "kw_to_move": ("aan de beurt", "to move"),
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
        "Vak {n}: {n} of meer goed, {n} punt|Vak {n}: {n} of meer goed, {n} punten",
        "Field {n}: {n} or more right, {n} point|Field {n}: {n} or more right, {n} points",
    ),
    "kw_pts_n": ("{n} pt", "{n} pt"),
    "kw_chip_n": ("{n} kaart|{n} kaarten", "{n} card|{n} cards"),
    "kw_chip_down": ("fiche dicht", "chip face down"),
    "kw_hand_head": (
        "Bonuskaarten van {name} (alleen voor {name})",
        "{name}'s bonus cards (for {name} only)",
    ),
    "kw_hand_head.you": ("Jouw bonuskaarten (alleen voor jou)", "Your bonus cards (for you only)"),
    "kw_hand_total": (
        "{n} kaart, samen {points} bonuspunten.|{n} kaarten, samen {points} bonuspunten.",
        "{n} card, worth {points} bonus points.|{n} cards, worth {points} bonus points.",
    ),
    "kw_hand_points": ("{k}× {n} punt|{k}× {n} punten", "{k}× {n} point|{k}× {n} points"),
    "kw_no_cards": ("geen bonuskaarten", "no bonus cards"),
    "kw_log_now": ("Deze ronde", "This round"),
    "kw_log_round": ("Ronde {n}", "Round {n}"),
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
    "kw_your_turn": ("{name} is aan de beurt.", "{name}'s turn."),
    "kw_your_turn.you": ("Jij bent aan de beurt.", "Your turn."),
    # -- answering ------------------------------------------------------------------------
    "kw_h_answer": ("Antwoorden van {name}", "{name}'s answers"),
    "kw_h_answer.you": ("Jouw antwoorden", "Your answers"),
    "kw_answer_hint": (
        "Houd het scherm voor je. Voor het inleveren zie je alles nog een keer.",
        "Keep the screen to yourself. Everything shows once more before handing in.",
    ),
    "kw_steps": ("Vragen", "Questions"),
    "kw_step_n": ("Vraag {n}", "Question {n}"),
    "kw_step_open": ("Vraag {n}, nog open", "Question {n}, still open"),
    "kw_prev": ("Vorige", "Previous"),
    "kw_next": ("Volgende", "Next"),
    "kw_q_n": ("Vraag {n}", "Question {n}"),
    "kw_kind_open": ("open vraag", "open question"),
    "kw_kind_choice": ("meerkeuze", "multiple choice"),
    "kw_kind_fifty": ("fifty-fifty", "fifty-fifty"),
    "kw_type_here": ("Antwoord", "Answer"),
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
    "kw_h_reveal": ("{name} is de Kwismaster", "{name} is the quizmaster"),
    "kw_h_reveal.you": ("Jij bent de Kwismaster", "You are the quizmaster"),
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
    "kw_yours": ("{name}: {answer}", "{name}: {answer}"),
    "kw_yours.you": ("Jij: {answer}", "You: {answer}"),
    "kw_yours_guessed": ("Antwoord van {name}", "{name}'s answer"),
    "kw_yours_guessed.you": ("Jouw antwoord", "Your answer"),
    "kw_right": ("goed", "right"),
    "kw_wrong": ("fout", "wrong"),
    "kw_was_disputed": ("voorgelegd", "ruled on"),
    # -- disputed answers --------------------------------------------------------------------
    "kw_dispute_head": (
        "Fout gerekend (zie de kaart hieronder), maar toch goed?",
        "Marked wrong (see the card below), but right after all?",
    ),
    "kw_overrule": (
        "Vraag {q} (“{text}”): laat {name} beslissen",
        "Question {q} (“{text}”): ask {name} to rule",
    ),
    "kw_h_rule": ("{name} beslist", "{name}'s ruling"),
    "kw_h_rule.you": ("Jij beslist", "Your ruling"),
    "kw_rule_asks": (
        "Vraag {q} · voorgelezen antwoord van {name}",
        "Question {q} · {name}'s answer, read out",
    ),
    "kw_rule_own": (
        "De Kwismaster beslist niet over zijn eigen antwoord: jij zit links van hem.",
        "The quizmaster does not rule on their own answer: you sit on their left.",
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
        "{name} heeft er {n} goed (geheim).|{name} heeft er {n} goed (geheim).",
        "{name} has {n} right (secret).|{name} has {n} right (secret).",
    ),
    "kw_you_have.you": (
        "Je hebt er {n} goed (geheim).|Je hebt er {n} goed (geheim).",
        "You have {n} right (secret).|You have {n} right (secret).",
    ),
    "kw_field_word": ("Vak ", "Field "),
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
    # buttons that explain (they bet nothing): questions about the words on the fields
    # (kw_bk_*), so none reads as a bet
    "kw_kind_btn_honest": ("Wat is eerlijk?", "What is honest?"),
    "kw_kind_btn_bluff": ("Wat is een bluf?", "What is a bluff?"),
    "kw_kind_btn_tactical": ("Wat is tactisch?", "What is tactical?"),
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
        "Wiens antwoorden controleer je? Kies uit wie nog een schijf op het bord heeft.",
        "Whose answers do you check? Choose from those with a disc still on the board.",
    ),
    "kw_check_who": (
        "{name}: vak {field}, {n} kaart|{name}: vak {field}, {n} kaarten",
        "{name}: field {field}, {n} card|{name}: field {field}, {n} cards",
    ),
    "kw_pass": ("Niemand controleren", "Check nobody"),
    "kw_h_declare": ("Niet gecontroleerd", "Not checked"),
    "kw_declare_yes": (
        "Niemand controleerde de schijf van {name} op vak {field}. {name} heeft gebluft: "
        "meld het en krijg {n} bonuskaart, of zwijg.|Niemand controleerde de schijf van "
        "{name} op vak {field}. {name} heeft gebluft: meld het en krijg {n} bonuskaarten, "
        "of zwijg.",
        "Nobody checked {name}'s disc on field {field}. {name} bluffed: declare it and get "
        "{n} bonus card, or keep quiet.|Nobody checked {name}'s disc on field {field}. "
        "{name} bluffed: declare it and get {n} bonus cards, or keep quiet.",
    ),
    "kw_declare_yes.you": (
        "Niemand controleerde je schijf op vak {field}. Je hebt gebluft: meld het en krijg "
        "{n} bonuskaart, of zwijg.|Niemand controleerde je schijf op vak {field}. Je hebt "
        "gebluft: meld het en krijg {n} bonuskaarten, of zwijg.",
        "Nobody checked your disc on field {field}. You bluffed: declare it and get {n} "
        "bonus card, or keep quiet.|Nobody checked your disc on field {field}. You bluffed: "
        "declare it and get {n} bonus cards, or keep quiet.",
    ),
    "kw_declare_no": (
        "Niemand controleerde de schijf van {name} op vak {n}. {name} heeft niet gebluft "
        "en krijgt de punten van het vak.",
        "Nobody checked {name}'s disc on field {n}. {name} did not bluff and scores the "
        "field's points.",
    ),
    "kw_declare_no.you": (
        "Niemand controleerde je schijf op vak {n}. Je hebt niet gebluft: je krijgt de "
        "punten van het vak.",
        "Nobody checked your disc on field {n}. You did not bluff: you score the field's points.",
    ),
    "kw_declare": (
        "Bluf melden ({n} kaart)|Bluf melden ({n} kaarten)",
        "Declare my bluff ({n} card)|Declare my bluff ({n} cards)",
    ),
    "kw_silent": (
        "Niets melden ({n} punt)|Niets melden ({n} punten)",
        "Keep quiet ({n} point)|Keep quiet ({n} points)",
    ),
    "kw_score": ("{n} punt nemen|{n} punten nemen", "Score {n} point|Score {n} points"),
    "kw_h_actions": ("Actiekaarten spelen", "Play your action cards"),
    "kw_actions_hint": (
        "Speel al je actiekaarten, in de volgorde die je kiest.",
        "Play all your action cards, in the order you choose.",
    ),
    "kw_urgent_hint": (
        "Je trok een actiekaart met een actiekaart: speel die meteen.",
        "You drew an action card with an action card: play it at once.",
    ),
    "kw_play_card": ("Spelen", "Play it"),
    "kw_play_on": (
        "Bij {name} ({n} kaart)|Bij {name} ({n} kaarten)",
        "From {name} ({n} card)|From {name} ({n} cards)",
    ),
    # -- your check, in pass-and-play -------------------------------------------------------
    "kw_h_outcome": ("Controle van {name}", "{name}'s check"),
    "kw_h_outcome.you": ("Jouw controle", "Your check"),
    "kw_outcome_hint": (
        "Alleen {name} ziet wat er gevonden is. Tik op Verder en geef het toestel door.",
        "Only {name} sees what was found. Tap Continue and pass the device on.",
    ),
    "kw_outcome_hint.you": (
        "Alleen jij ziet wat je vond. Tik op Verder en geef het toestel door.",
        "Only you see what you found. Tap Continue and pass the device on.",
    ),
    "kw_seen": ("Verder", "Continue"),
    "kw_saw_count": (
        "{name} had {n} vraag goed (dat weet alleen jij).|{name} had {n} vragen goed (dat "
        "weet alleen jij).",
        "{name} got {n} answer right (only you know).|{name} got {n} answers right (only "
        "you know).",
    ),
    "kw_saw_count_named": (
        "{name} had {n} vraag goed (dat weet alleen {checker}).|{name} had {n} vragen goed "
        "(dat weet alleen {checker}).",
        "{name} got {n} answer right (only {checker} knows).|{name} got {n} answers right "
        "(only {checker} knows).",
    ),
    # -- the round summary -------------------------------------------------------------------
    "kw_sum_head": ("Ronde {n} is voorbij", "Round {n} is over"),
    "kw_sum_caught": (
        "{name} zette op vak {bet} en werd betrapt door {checker}: terug naar vak {n}.",
        "{name} bet on field {bet} and was caught bluffing by {checker}: back to field {n}.",
    ),
    "kw_sum_caught.you": (
        "Jij zette op vak {bet} en werd betrapt door {checker}: terug naar vak {n}.",
        "You bet on field {bet} and were caught bluffing by {checker}: back to field {n}.",
    ),
    "kw_sum_caught_none": (
        "{name} zette op vak {bet} en werd betrapt door {checker}: niets goed.",
        "{name} bet on field {bet} and was caught bluffing by {checker}: nothing right.",
    ),
    "kw_sum_caught_none.you": (
        "Jij zette op vak {bet} en werd betrapt door {checker}: niets goed.",
        "You bet on field {bet} and were caught bluffing by {checker}: nothing right.",
    ),
    "kw_sum_honest": (
        "{name} zette op vak {bet}; gecontroleerd door {checker}: geen bluf.",
        "{name} bet on field {bet}; checked by {checker}: no bluff.",
    ),
    "kw_sum_honest.you": (
        "Jij zette op vak {bet}; gecontroleerd door {checker}: geen bluf.",
        "You bet on field {bet}; checked by {checker}: no bluff.",
    ),
    "kw_sum_declared": (
        "{name} zette op vak {bet} en meldde een bluf.",
        "{name} bet on field {bet} and declared a bluff.",
    ),
    "kw_sum_declared.you": (
        "Jij zette op vak {bet} en meldde een bluf.",
        "You bet on field {bet} and declared a bluff.",
    ),
    "kw_sum_quiet": (
        "{name} zette op vak {bet} en werd niet gecontroleerd.",
        "{name} bet on field {bet} and was not checked.",
    ),
    "kw_sum_quiet.you": (
        "Jij zette op vak {bet} en werd niet gecontroleerd.",
        "You bet on field {bet} and were not checked.",
    ),
    "kw_sum_points": ("+{n} punt|+{n} punten", "+{n} point|+{n} points"),
    "kw_sum_cards_up": ("+{n} bonuskaart|+{n} bonuskaarten", "+{n} bonus card|+{n} bonus cards"),
    "kw_sum_cards_down": (
        "−{n} bonuskaart|−{n} bonuskaarten",
        "−{n} bonus card|−{n} bonus cards",
    ),
    "kw_sum_actions": ("Actiekaarten", "Action cards"),
    "kw_sum_next_qm": ("Volgende Kwismaster: {name}", "Next quizmaster: {name}"),
    "kw_sum_next_qm.you": ("Volgende Kwismaster: jij", "Next quizmaster: you"),
    "kw_next_round": ("Volgende ronde", "Next round"),
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
    "kw_w_deal.you": ("Jij pakt een vragenkaart…", "You take a question card…"),
    "kw_w_answer": ("{name} schrijft de antwoorden op…", "{name} is writing their answers…"),
    "kw_w_answer.you": ("Jij schrijft je antwoorden op…", "You are writing your answers…"),
    "kw_w_reveal": ("{name} gaat de antwoorden voorlezen…", "{name} is about to read the answers…"),
    "kw_w_reveal.you": (
        "Jij gaat de antwoorden voorlezen…",
        "You are about to read the answers…",
    ),
    "kw_w_bet": ("{name} zet in…", "{name} is betting…"),
    "kw_w_bet.you": ("Jij zet in…", "You are betting…"),
    "kw_w_bet_paper": ("{name} kijkt na en zet in…", "{name} is marking and betting…"),
    "kw_w_bet_paper.you": ("Jij kijkt na en zet in…", "You are marking and betting…"),
    "kw_w_dispute": (
        "{name} beslist over een voorgelegd antwoord…",
        "{name} is ruling on a disputed answer…",
    ),
    "kw_w_dispute.you": (
        "Jij beslist over een voorgelegd antwoord…",
        "You are ruling on a disputed answer…",
    ),
    "kw_w_check": ("{name} mag controleren…", "{name} may check someone…"),
    "kw_w_check.you": ("Jij mag controleren…", "You may check someone…"),
    "kw_w_declare": ("{name} mag een bluf melden…", "{name} may declare a bluff…"),
    "kw_w_declare.you": ("Jij mag een bluf melden…", "You may declare a bluff…"),
    "kw_w_actions": ("{name} speelt actiekaarten…", "{name} is playing action cards…"),
    "kw_w_actions.you": ("Jij speelt actiekaarten…", "You are playing action cards…"),
    # -- what happened ---------------------------------------------------------------------------
    "kw_news": ("Wat er gebeurde", "What happened"),
    "kw_m_answer": (
        "{name} heeft de antwoorden ingeleverd.",
        "{name} has handed in their answers.",
    ),
    "kw_m_answer.you": ("Jij hebt je antwoorden ingeleverd.", "You have handed in your answers."),
    "kw_m_guess": ("{name} heeft de antwoorden opgeschreven.", "{name} has written their answers."),
    "kw_m_count": ("{name} heeft nagekeken.", "{name} has marked their answers."),
    "kw_m_count.you": ("Jij hebt nagekeken.", "You have marked your answers."),
    "kw_m_reveal": (
        "{name} leest de antwoorden voor; de bonusfiches liggen open.",
        "{name} reads out the answers; the bonus chips are face up.",
    ),
    "kw_m_reveal.you": (
        "Jij leest de antwoorden voor; de bonusfiches liggen open.",
        "You read out the answers; the bonus chips are face up.",
    ),
    "kw_m_bet": ("{name} zet in op vak {n}.", "{name} bets on field {n}."),
    "kw_m_bet.you": ("Jij zet in op vak {n}.", "You bet on field {n}."),
    "kw_m_pass": ("{name} controleert niemand.", "{name} checks nobody."),
    "kw_m_pass.you": ("Jij controleert niemand.", "You check nobody."),
    "kw_m_dispute": (
        "{name} vraagt {ruler} te beslissen over vraag {q}.",
        "{name} asks {ruler} to rule on question {q}.",
    ),
    "kw_m_dispute.you": (
        "Jij vraagt {ruler} te beslissen over vraag {q}.",
        "You ask {ruler} to rule on question {q}.",
    ),
    "kw_m_dispute_own": (
        "{name} beslist zelf over het eigen antwoord op vraag {q} (zo ging dat in spellen "
        "van voor deze regel).",
        "{name} rules on their own answer to question {q} (as games saved before this rule did).",
    ),
    "kw_m_dispute_own.you": (
        "Jij beslist zelf over je eigen antwoord op vraag {q} (zo ging dat in spellen van "
        "voor deze regel).",
        "You rule on your own answer to question {q} (as games saved before this rule did).",
    ),
    "kw_e_checks": ("{name} controleert {target}.", "{name} checks {target}."),
    "kw_e_checks.you": ("Jij controleert {target}.", "You check {target}."),
    "kw_e_found_bluff": (
        "Bluf! {name} zakt van vak {bet} terug naar vak {field}: {n} punt.|Bluf! {name} zakt "
        "van vak {bet} terug naar vak {field}: {n} punten.",
        "A bluff! {name} drops back from field {bet} to field {field}: {n} point.|A bluff! "
        "{name} drops back from field {bet} to field {field}: {n} points.",
    ),
    "kw_e_found_bluff.you": (
        "Bluf! Jij zakt van vak {bet} terug naar vak {field}: {n} punt.|Bluf! Jij zakt van "
        "vak {bet} terug naar vak {field}: {n} punten.",
        "A bluff! You drop back from field {bet} to field {field}: {n} point.|A bluff! You "
        "drop back from field {bet} to field {field}: {n} points.",
    ),
    "kw_e_found_bluff_none": (
        "Bluf! {name} had niets goed en krijgt geen punten.",
        "A bluff! {name} got nothing right and scores no points.",
    ),
    "kw_e_found_bluff_none.you": (
        "Bluf! Jij had niets goed en krijgt geen punten.",
        "A bluff! You got nothing right and score no points.",
    ),
    "kw_e_no_bluff": (
        "Geen bluf: {name} krijgt {n} punt.|Geen bluf: {name} krijgt {n} punten.",
        "No bluff: {name} scores {n} point.|No bluff: {name} scores {n} points.",
    ),
    "kw_e_no_bluff.you": (
        "Geen bluf: jij krijgt {n} punt.|Geen bluf: jij krijgt {n} punten.",
        "No bluff: you score {n} point.|No bluff: you score {n} points.",
    ),
    "kw_e_no_bluff_cards": (
        "Geen bluf: {name} krijgt {points} en {cards}.",
        "No bluff: {name} scores {points} and gets {cards}.",
    ),
    "kw_e_no_bluff_cards.you": (
        "Geen bluf: jij krijgt {points} en {cards}.",
        "No bluff: you score {points} and get {cards}.",
    ),
    "kw_e_gets_cards": (
        "{name} krijgt {n} bonuskaart.|{name} krijgt {n} bonuskaarten.",
        "{name} gets {n} bonus card.|{name} gets {n} bonus cards.",
    ),
    "kw_e_gets_cards.you": (
        "Jij krijgt {n} bonuskaart.|Jij krijgt {n} bonuskaarten.",
        "You get {n} bonus card.|You get {n} bonus cards.",
    ),
    "kw_e_declare": (
        "{name} meldt een bluf: {n} bonuskaart en de punten van vak {field}.|{name} meldt "
        "een bluf: {n} bonuskaarten en de punten van vak {field}.",
        "{name} declares a bluff: {n} bonus card and the points of field {field}.|{name} "
        "declares a bluff: {n} bonus cards and the points of field {field}.",
    ),
    "kw_e_declare.you": (
        "Jij meldt een bluf: {n} bonuskaart en de punten van vak {field}.|Jij meldt een "
        "bluf: {n} bonuskaarten en de punten van vak {field}.",
        "You declare a bluff: {n} bonus card and the points of field {field}.|You declare "
        "a bluff: {n} bonus cards and the points of field {field}.",
    ),
    "kw_e_silent": (
        "{name} werd niet gecontroleerd en krijgt {n} punt.|{name} werd niet gecontroleerd "
        "en krijgt {n} punten.",
        "{name} was not checked and scores {n} point.|{name} was not checked and scores "
        "{n} points.",
    ),
    "kw_e_silent.you": (
        "Jij werd niet gecontroleerd en krijgt {n} punt.|Jij werd niet gecontroleerd en "
        "krijgt {n} punten.",
        "You were not checked and score {n} point.|You were not checked and score {n} points.",
    ),
    "kw_e_answer_of": (
        "Het antwoord van {name} op vraag {q}, “{text}”:",
        "{name}’s answer to question {q}, “{text}”:",
    ),
    "kw_e_answer_of.you": (
        "Jouw antwoord op vraag {q}, “{text}”:",
        "Your answer to question {q}, “{text}”:",
    ),
    "kw_e_ruled_right": ("{name} rekent het goed.", "{name} counts it as right."),
    "kw_e_ruled_right.you": ("Jij rekent het goed.", "You count it as right."),
    "kw_e_ruled_wrong": ("{name} houdt het fout.", "{name} keeps it wrong."),
    "kw_e_ruled_wrong.you": ("Jij houdt het fout.", "You keep it wrong."),
    "kw_e_play_took": (
        "{name} speelt “{card}” en trekt {list}.",
        "{name} plays “{card}” and takes {list}.",
    ),
    "kw_e_play_took.you": (
        "Jij speelt “{card}” en trekt {list}.",
        "You play “{card}” and take {list}.",
    ),
    "kw_e_play_drew": (
        "{name} speelt “{card}” en trekt {n} kaart van de stapel.|{name} speelt “{card}” en "
        "trekt {n} kaarten van de stapel.",
        "{name} plays “{card}” and draws {n} card from the stack.|{name} plays “{card}” and "
        "draws {n} cards from the stack.",
    ),
    "kw_e_play_drew.you": (
        "Jij speelt “{card}” en trekt {n} kaart van de stapel.|Jij speelt “{card}” en trekt "
        "{n} kaarten van de stapel.",
        "You play “{card}” and draw {n} card from the stack.|You play “{card}” and draw "
        "{n} cards from the stack.",
    ),
    "kw_e_play_bird": (
        "{name} speelt “{card}” en gaat {n} plaats vooruit.|{name} speelt “{card}” en gaat "
        "{n} plaatsen vooruit.",
        "{name} plays “{card}” and moves {n} place forward.|{name} plays “{card}” and moves "
        "{n} places forward.",
    ),
    "kw_e_play_bird.you": (
        "Jij speelt “{card}” en gaat {n} plaats vooruit.|Jij speelt “{card}” en gaat {n} "
        "plaatsen vooruit.",
        "You play “{card}” and move {n} place forward.|You play “{card}” and move {n} "
        "places forward.",
    ),
    "kw_e_play_nothing": (
        "{name} speelt “{card}”: er valt niets te trekken.",
        "{name} plays “{card}”: there is nothing to take.",
    ),
    "kw_e_play_nothing.you": (
        "Jij speelt “{card}”: er valt niets te trekken.",
        "You play “{card}”: there is nothing to take.",
    ),
    "kw_e_took_one": ("{n} van {name}", "{n} from {name}"),
    "kw_e_took_one.you": ("{n} van jou", "{n} from you"),
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
    "kw_e_refill_one.you": ("jij +{n}", "you +{n}"),
    # -- the end -----------------------------------------------------------------------------------
    "kw_game_over": ("Einde van het spel", "Game over"),
    "kw_wins": (
        "{name} wint met {n} punt.|{name} wint met {n} punten.",
        "{name} wins with {n} point.|{name} wins with {n} points.",
    ),
    "kw_wins.you": (
        "Jij wint met {n} punt.|Jij wint met {n} punten.",
        "You win with {n} point.|You win with {n} points.",
    ),
    "kw_shared": (
        "{list} delen de eerste plaats met {n} punt.|{list} delen de eerste plaats met {n} punten.",
        "{list} share first place with {n} point.|{list} share first place with {n} points.",
    ),
    "kw_you_won": ("Gewonnen!", "You won!"),
    "kw_you_lost": ("Helaas, niet gewonnen.", "Not this time."),
    "kw_end_how": (
        "Na {n} ronde telt iedereen zijn bonuskaarten bij het scorespoor op.|Na {n} rondes "
        "telt iedereen zijn bonuskaarten bij het scorespoor op.",
        "After {n} round everyone adds their bonus cards to the score track.|After {n} "
        "rounds everyone adds their bonus cards to the score track.",
    ),
    "kw_col_place": ("#", "#"),
    "kw_col_track": ("Spoor", "Track"),
    "kw_col_bonus": ("Bonus", "Bonus"),
    "kw_col_total": ("Totaal", "Total"),
    "kw_end_cards": ("De bonuskaarten", "The bonus cards"),
    # -- the hint ("What would you do?"): the strongest computer's reason ----------------------
    "hint.guess": (
        "Vul in wat je weet; bij een meerkeuzevraag is gokken beter dan niets invullen.",
        "Fill in what you know; on a choice question a guess beats leaving it open.",
    ),
    "hint.only": ("Er is hier maar één zet.", "There is only one move here."),
    "hint.bet": (
        "Zet in op vak {field}. Verwachte punten: {value}; kans dat iemand je controleert "
        "(dan krijg jij de fiche): {checked}%.",
        "Bet on field {field}. Expected points: {value}; chance that someone checks you "
        "(then the chip is yours): {checked}%.",
    ),
    "hint.bluff": (
        "Bluf op vak {field}, al heb je er maar {count} goed. Kans op controle: {checked}%; "
        "verwachte punten boven eerlijk inzetten: {gain}.",
        "Bluff on field {field}, though you only have {count} right. Chance of a check: "
        "{checked}%; expected points above an honest bet: {gain}.",
    ),
    "hint.declare": (
        "Meld je bluf: de fiche van {n} bonuskaart (verwachte punten: {points}) weegt op "
        "tegen wat je naam als bluffer later kost (verwachte punten: {cost}).|"
        "Meld je bluf: de fiche van {n} bonuskaarten (verwachte punten: {points}) weegt op "
        "tegen wat je naam als bluffer later kost (verwachte punten: {cost}).",
        "Declare your bluff: the chip of {n} bonus card (expected points: {points}) "
        "outweighs what a name as a bluffer costs you later (expected points: {cost}).|"
        "Declare your bluff: the chip of {n} bonus cards (expected points: {points}) "
        "outweighs what a name as a bluffer costs you later (expected points: {cost}).",
    ),
    "hint.declare_free": (
        "Meld je bluf: de fiche van {n} bonuskaart (verwachte punten: {points}) is voor "
        "jou, en als bluffer bekendstaan kost je later niets: je eerlijke inzetten worden "
        "dan vaker gecontroleerd, en dat betaalt.|"
        "Meld je bluf: de fiche van {n} bonuskaarten (verwachte punten: {points}) is voor "
        "jou, en als bluffer bekendstaan kost je later niets: je eerlijke inzetten worden "
        "dan vaker gecontroleerd, en dat betaalt.",
        "Declare your bluff: the chip of {n} bonus card (expected points: {points}) is "
        "yours, and a name as a bluffer costs you nothing later: your honest bets get "
        "checked more often, and that pays.|"
        "Declare your bluff: the chip of {n} bonus cards (expected points: {points}) is "
        "yours, and a name as a bluffer costs you nothing later: your honest bets get "
        "checked more often, and that pays.",
    ),
    "hint.silent": (
        "Houd je bluf stil: als bluffer bekendstaan kost je later meer (verwachte punten: "
        "{cost}) dan de fiche nu oplevert ({points}).",
        "Keep your bluff quiet: a name as a bluffer costs you more later (expected points: "
        "{cost}) than the chip brings now ({points}).",
    ),
    "hint.check": (
        "Controleer deze speler: de kans op een bluf is {chance}%. Verwachte winst in "
        "punten: {value}.",
        "Check this player: the chance of a bluff is {chance}%. Expected gain in points: {value}.",
    ),
    "hint.pass": (
        "Controleer niemand: de meest verdachte inzet is maar met {chance}% kans een bluf, "
        "en een eerlijke speler krijgt dan jouw fiche.",
        "Check nobody: the most suspect bet is a bluff with only a {chance}% chance, and "
        "an honest player would get the chip.",
    ),
    "hint.last_bet": (
        "Laatste ronde: met vak {field} is je kans om te winnen het grootst ({win}%).",
        "Last round: field {field} gives you the best chance to win ({win}%).",
    ),
    "hint.rule_right": (
        "Keur het antwoord goed: het ligt dicht genoeg bij het goede antwoord.",
        "Rule the answer right: it is close enough to the right answer.",
    ),
    "hint.rule_wrong": (
        "Keur het antwoord af: het lijkt niet op het goede antwoord.",
        "Rule the answer wrong: it does not match the right answer.",
    ),
    "hint.play": (
        "Speel deze kaart: neem eerst van wie de meeste kaarten heeft.",
        "Play this card: take first from whoever holds the most cards.",
    ),
}

# Messages whose {name} is never the viewer's own seat: the hand-over (to the next person),
# a computer's answering, and choices and readings about a fellow player (checking,
# taking from, ruling on another's answer, the count a check showed).
NAMED_ONLY = frozenset(
    {
        "kw_give_to",
        "kw_give_hint",
        "kw_m_guess",
        "kw_check_who",
        "kw_play_on",
        "kw_overrule",
        "kw_rule_asks",
        "kw_saw_count",
        "kw_saw_count_named",  # on a shared device: names the checker too
    }
)

t = Words(TEXT)
