## Zensō: le parole del gioco. Gli id dei messaggi iniziano con "zenso-".

## Slash commands
## Ciò che mostra l'elenco dei comandi di Discord: nomi e descrizioni di comandi, opzioni e
## scelte, inviati a Discord solo con la sincronizzazione (`python -m bot sync`). I nomi:
## minuscoli, senza spazi, al massimo 32 caratteri, unici tra i fratelli e mai uguali al
## nome inglese di un'altra opzione. Le descrizioni: al massimo 100 caratteri.

zenso-title = Zensō

zenso-cmd-name = zenso
zenso-cmd-description = Gioca a Zensō scrivendo le mosse

zenso-cmd-combine-name = combina
zenso-cmd-combine-description = Fase 1: aggiungi una Pietra alla pila, o tutte
zenso-cmd-combine-opt-stone-name = pietra
zenso-cmd-combine-opt-stone-description = La cella di una Pietra come 1,0, o all

zenso-cmd-done-name = fatto
zenso-cmd-done-description = Fase 1: combina le Pietre scelte finora

zenso-cmd-skip-name = salta
zenso-cmd-skip-description = Fase 1: non combinare nulla in questo turno

zenso-cmd-buy-name = acquista
zenso-cmd-buy-description = Azione libera: acquista una carta Armonia
zenso-cmd-buy-opt-card-name = carta
zenso-cmd-buy-opt-card-description = Una posizione dell'espositore come D3, o deck

zenso-cmd-swap-name = scambia
zenso-cmd-swap-description = Jizō dello Scambio: una carta in mano per una dell'espositore
zenso-cmd-swap-opt-cards-name = carte
zenso-cmd-swap-opt-cards-description = La tua carta e una posizione, come H05 D2

zenso-cmd-move-name = sposta
zenso-cmd-move-description = Jizō della Luce: sposta una Lanterna
zenso-cmd-move-opt-lantern-name = lanterna
zenso-cmd-move-opt-lantern-description = Da dove e dove, come 1,0 to 2,3

zenso-cmd-take-name = prendi
zenso-cmd-take-description = Fase 2: prendi una carta Terreno dalla fila
zenso-cmd-take-opt-slot-name = posizione
zenso-cmd-take-opt-slot-description = La posizione nella fila, da 1 a 6

zenso-cmd-bonus-name = bonus
zenso-cmd-bonus-description = Fase 2: scegli una delle voci di un bonus alternativo
zenso-cmd-bonus-opt-item-name = voce
zenso-cmd-bonus-opt-item-description = 1 o 2

zenso-cmd-draw-name = pesca
zenso-cmd-draw-description = Prendi una carta Armonia ottenuta come bonus
zenso-cmd-draw-opt-card-name = carta
zenso-cmd-draw-opt-card-description = Una posizione dell'espositore come D3, o deck

zenso-cmd-keep-name = tieni
zenso-cmd-keep-description = Jizō dell'Intuizione: tieni una delle carte pescate
zenso-cmd-keep-opt-card-name = carta
zenso-cmd-keep-opt-card-description = 1, 2 o 3 (vedi il tuo messaggio privato)

zenso-cmd-place-name = piazza
zenso-cmd-place-description = Fase 3: piazza la carta Terreno
zenso-cmd-place-opt-placement-name = collocazione
zenso-cmd-place-opt-placement-description = Cella in alto a sinistra e rotazione, come 1,-1 r90

zenso-cmd-stone-name = pietra
zenso-cmd-stone-description = Metti una Pietra su uno spazio Sabbia
zenso-cmd-stone-opt-cell-name = cella
zenso-cmd-stone-opt-cell-description = La cella, come 2,0

zenso-cmd-lantern-name = lanterna
zenso-cmd-lantern-description = Metti una Lanterna su uno spazio Paesaggio
zenso-cmd-lantern-opt-cell-name = cella
zenso-cmd-lantern-opt-cell-description = La cella, come 0,1

zenso-cmd-validate-name = convalida
zenso-cmd-validate-description = Fase 4: convalida una carta Armonia
zenso-cmd-validate-opt-card-name = carta
zenso-cmd-validate-opt-card-description = Carta e cella dell'impronta, come H01 3,0

zenso-cmd-witness-name = testimone
zenso-cmd-witness-description = Fase 4: quali Pietre scarta il tuo Jizō
zenso-cmd-witness-opt-stones-name = pietre
zenso-cmd-witness-opt-stones-description = Il numero del gruppo di Pietre

zenso-cmd-pay-name = paga
zenso-cmd-pay-description = Fase 4: una Pietra pagata come costo di una carta
zenso-cmd-pay-opt-cell-name = cella
zenso-cmd-pay-opt-cell-description = La cella della Pietra, come 2,1

zenso-cmd-end-name = fine-turno
zenso-cmd-end-description = Termina il turno (fila ed espositore si riempiono)

zenso-cmd-rules-name = regole
zenso-cmd-rules-description = Le regole di Zensō in breve, con le scelte del progetto

## Componenti: i terreni e le carte Armonia, per id dei dati (le carte Terreno e le carte
## iniziali non hanno nome).

zenso-component-sand = Sabbia
zenso-component-pond = Stagno
zenso-component-bamboo = Bambù
zenso-component-cherry = Ciliegio
zenso-component-maple = Acero
zenso-component-grass = Erba
zenso-component-h01 = Aiuola di iris
zenso-component-h02 = Germogli di bambù
zenso-component-h03 = Giovane ciliegio
zenso-component-h04 = Giovane acero
zenso-component-h05 = Tappeto di muschio
zenso-component-h06 = Loto
zenso-component-h07 = Boschetto di bambù
zenso-component-h08 = Viale dei ciliegi
zenso-component-h09 = Collina degli aceri
zenso-component-h10 = Prato
zenso-component-h11 = Ghiaia rastrellata
zenso-component-h12 = Sentiero di ghiaia
zenso-component-h13 = Casa del tè
zenso-component-h14 = Padiglione
zenso-component-h15 = Ponte ad arco
zenso-component-h16 = Recinzione di bambù
zenso-component-h17 = Ciliegio doppio
zenso-component-h18 = Passeggiata degli aceri
zenso-component-h19 = Prato all'inglese
zenso-component-h20 = Cascata
zenso-component-h21 = Bambù nano
zenso-component-h22 = Hanami
zenso-component-h23 = Colori d'autunno
zenso-component-h24 = Erba della pampa
zenso-component-h25 = Pagoda
zenso-component-h26 = Porta del tempio
zenso-component-h27 = Santuario
zenso-component-h28 = Giardino secco
zenso-component-h29 = Passi giapponesi
zenso-component-h30 = Passi giapponesi
zenso-component-h31 = Triade di pietre
zenso-component-h32 = Triade di pietre
zenso-component-h33 = Sentiero di pietra
zenso-component-h34 = Ponte di pietra
zenso-component-h35 = Vasca d'acqua (tsukubai)
zenso-component-h36 = Isola della tartaruga
zenso-component-h37 = Isola della gru
zenso-component-h38 = Cascata secca
zenso-component-h39 = Giardino di rocce
zenso-component-h40 = Sentiero delle lanterne
zenso-component-h41 = Tempio
zenso-component-h42 = Shishi-odoshi
zenso-component-j01 = Jizō delle Pietre
zenso-component-j02 = Jizō della Fortuna
zenso-component-j03 = Jizō della Parsimonia
zenso-component-j04 = Jizō del Cambiamento
zenso-component-j05 = Jizō della Continuità
zenso-component-j06 = Jizō dello Scambio
zenso-component-j07 = Jizō della Meditazione
zenso-component-j08 = Jizō dell'Abbondanza
zenso-component-j09 = Jizō della Luce
zenso-component-j10 = Jizō dell'Intuizione
zenso-component-j11 = Jizō del Cammino
zenso-component-j12 = Jizō dell'Offerta

## Eventi: cosa ha fatto una mossa, per tutti.

zenso-begins = La partita comincia: { $who } gioca per primo.
zenso-skipped-combining = { $who } non ha combinato Pietre.
zenso-combined = { $who } ha combinato { $stones ->
    [one] { $stones } Pietra
   *[other] { $stones } Pietre
} sullo spazio verde { $space } e ha guadagnato { $gain } Ensō.
zenso-bought = { $who } ha acquistato una carta Armonia per { $cost } Ensō.
zenso-took-from-display = { $who } ha preso la carta { $card } da D{ $position }.
zenso-drew-to-keep = { $who } ha pescato { $count } carte dal mazzo Armonia per tenerne una ({ $jizo }).
zenso-took-deck-top = { $who } ha preso la prima carta del mazzo Armonia.
zenso-swapped = { $who } ha scambiato la carta { $given } della sua mano con la carta { $taken } in D{ $position } ({ $jizo }).
zenso-moved-lantern = { $who } ha pagato { $cost } Ensō per spostare una Lanterna da { $start } a { $to } ({ $jizo }).
zenso-took-terrain = { $who } ha preso la carta Terreno dello spazio { $slot } della fila per { $cost } Ensō: { $bonus }.
zenso-took-terrain-discard = { $who } ha preso la carta Terreno dello spazio { $slot } della fila per { $cost } Ensō in modalità scarto (nessuna carta acquistabile si può collocare): { $bonus }.
zenso-extra-stones = { $who } guadagna { $count ->
    [one] { $count } Pietra in più
   *[other] { $count } Pietre in più
} ({ $jizo }).
zenso-extra-enso = { $who } guadagna { $count } Ensō in più ({ $jizo }).
zenso-chose = { $who } ha scelto { $effect }.
zenso-kept = { $who } ha tenuto una delle carte pescate e ne ha { $count ->
    [one] messa { $count }
   *[other] messe { $count }
} in fondo al mazzo.
zenso-placed-terrain = { $who } ha collocato la carta Terreno in { $cell }, ruotata di { $degrees }°.
zenso-gained-jizo = { $who } ha guadagnato { $gain } Ensō ({ $jizo }).
zenso-placed-stone = { $who } ha collocato una Pietra in { $cell }.
zenso-placed-lantern = { $who } ha collocato una Lanterna in { $cell }.
zenso-validated = { $who } convalida la carta { $card } con l'ingombro in { $cell }.
zenso-discarded-stones = { $who } ha scartato le Pietre in { $cells }.
zenso-paid-stone = { $who } ha pagato la Pietra in { $cell }.
zenso-gained-from-card = { $who } ha guadagnato { $gain } Ensō dalla carta { $card }.
zenso-harmony-count = { $who } ha ora { $count ->
    [one] { $count } carta Armonia
   *[other] { $count } carte Armonia
} nel giardino.
zenso-final-round = { $who } ha collocato la { $count }ª carta Armonia: questo è l'ultimo round.
zenso-revealed-row = Una nuova carta Terreno viene scoperta nello spazio { $slot } della fila.
zenso-revealed-display = La carta { $card } viene scoperta in D{ $position }.
zenso-ended-turn = { $who } ha terminato il turno.
zenso-turn-ends = Il turno di { $who } finisce: non resta altro da fare.
zenso-terrain-ran-out = Le carte Terreno sono esaurite: il round si conclude e chi gioca dopo gioca senza carta Terreno.
zenso-turn-of = Tocca a { $who }.
zenso-no-terrain-left = Non resta nessuna carta Terreno da prendere (le fasi 2 e 3 sono saltate).
zenso-single-choice = { $who } aveva una sola carta possibile.
zenso-hand-limit-lost = La mano di { $who } ha già il massimo di { $limit ->
    [one] { $limit } carta Armonia
   *[other] { $limit } carte Armonia
}: il guadagno è perso.
zenso-no-harmony-left = Non resta nessuna carta Armonia da prendere: il guadagno è perso.
zenso-filled-sand = { $who } ha collocato { $count ->
    [one] { $count } Pietra
   *[other] { $count } Pietre
} su ogni spazio Sabbia libero: { $cells }.
zenso-stones-returned = { $count ->
    [one] { $count } Pietra torna
   *[other] { $count } Pietre tornano
} nella riserva.
zenso-lanterns-returned = { $count ->
    [one] { $count } Lanterna non aveva spazi validi e torna
   *[other] { $count } Lanterne non avevano spazi validi e tornano
} nella riserva.

## Cosa ha pescato un giocatore, solo per lui.

zenso-private-drew = Hai pescato { $cards }.
zenso-private-kept = Hai tenuto { $card }.

## Elementi di un bonus: il bonus di una carta Terreno li elenca.

zenso-effect-stones = { $count ->
    [one] { $count } Pietra
   *[other] { $count } Pietre
}
zenso-effect-enso = { $count } Ensō
zenso-effect-harmony = { $count ->
    [one] { $count } carta Armonia
   *[other] { $count } carte Armonia
}
zenso-effect-lanterns = { $count ->
    [one] { $count } Lanterna
   *[other] { $count } Lanterne
} su { $terrains }
zenso-effect-lanterns-stackable = { $count ->
    [one] { $count } Lanterna
   *[other] { $count } Lanterne
} su { $terrains } (impilabili)

## Richieste: cosa deve fare ora il giocatore.

zenso-prompt-over = La partita è finita.
zenso-prompt-waiting = In attesa di { $who }.
zenso-prompt-combine = Prendi una carta Terreno dalla fila (fase 2), oppure prima combina le Pietre per ottenere Ensō (fase 1).
zenso-prompt-combine-chosen = Fase 1: { $count ->
    [one] { $count } Pietra scelta
   *[other] { $count } Pietre scelte
}; aggiungine altre, oppure premi Fatto per combinarle.
zenso-prompt-pick = Fase 2: scegli una carta Terreno dalla fila.
zenso-prompt-pick-discard = Fase 2: nessuna carta acquistabile si può collocare nel tuo giardino; prendine una in modalità scarto (solo il suo bonus).
zenso-prompt-harmony = Fase 4: convalida carte Armonia, oppure termina il turno.
zenso-task-or = Scegli un elemento del bonus della carta Terreno.
zenso-task-harmony = Prendi una carta Armonia dall'espositore o la prima del mazzo.
zenso-task-keep = Tieni una delle { $count } carte che hai pescato.
zenso-task-place = Colloca la carta Terreno nel tuo giardino (fase 3).
zenso-task-stones = Colloca { $count ->
    [one] { $count } Pietra
   *[other] { $count } Pietre
} su spazi Sabbia senza Pietra.
zenso-task-lanterns = Colloca { $count ->
    [one] { $count } Lanterna
   *[other] { $count } Lanterne
} su spazi { $terrains }.
zenso-task-witness = Scegli quali Pietre collegate scarta il Jizō.
zenso-task-pay = Scegli { $count ->
    [one] { $count } Pietra
   *[other] { $count } Pietre
} per pagare la carta { $card }.

## Rifiuti: perché una mossa non è consentita.

zenso-refuse-first = Prima: { $task }
zenso-refuse-not-now = Ora non è possibile: { $prompt }
zenso-refuse-free-action-window = Le azioni gratuite non sono possibili mentre si risolve una carta Terreno.
zenso-refuse-choose-stone = Scegli almeno una Pietra da combinare, oppure salta.
zenso-refuse-no-stone-to-combine = Non c'è nessuna Pietra da combinare in { $cell }.
zenso-refuse-already-stacked = La Pietra in { $cell } è già nella pila.
zenso-refuse-green-spaces-used = Tutti i { $spaces } spazi verdi della tua plancia Zen sono occupati.
zenso-refuse-combined = Puoi combinare le Pietre { $times ->
    [1] una volta
    [2] due volte
   *[other] { $times } volte
} per turno, e l'hai già fatto.
zenso-refuse-buy-cost = Acquistare una carta Armonia costa { $cost } Ensō e ne hai { $enso }.
zenso-refuse-purchases = Puoi acquistare { $limit ->
    [one] { $limit } carta Armonia
   *[other] { $limit } carte Armonia
} per turno.
zenso-refuse-hand-full = La tua mano ha già { $limit ->
    [one] { $limit } carta Armonia
   *[other] { $limit } carte Armonia
}, il limite della mano.
zenso-refuse-deck-empty = Il mazzo Armonia è vuoto.
zenso-refuse-display-empty = Nella posizione D{ $position } dell'espositore non c'è nessuna carta.
zenso-refuse-swap-needs = Per scambiare serve il { $jizo } nel tuo giardino.
zenso-refuse-jizo-used = Il tuo { $jizo } è già stato usato in questo turno.
zenso-refuse-not-in-hand = La carta { $card } non è nella tua mano.
zenso-refuse-move-needs = Per spostare una Lanterna serve il { $jizo } nel tuo giardino.
zenso-refuse-move-cost = Spostare una Lanterna costa { $cost } Ensō e ne hai { $enso }.
zenso-refuse-no-lantern = Non c'è nessuna Lanterna in { $cell }.
zenso-refuse-lantern-target = Una Lanterna spostata va su uno spazio Paesaggio senza Lanterna.
zenso-refuse-too-many = Quelle { $count } caselle sono più di quante ne colloca questo passo.
zenso-refuse-no-or-bonus = La carta dello spazio { $slot } non ha un bonus da scegliere.
zenso-refuse-skip-by-taking = Non serve saltare: prendi una carta Terreno dalla fila e la fase 1 viene saltata.
zenso-refuse-no-slot = Lo spazio { $slot } non esiste: la fila ha gli spazi da 1 a { $slots }.
zenso-refuse-slot-empty = Lo spazio { $slot } della fila è vuoto.
zenso-refuse-slot-cost = Lo spazio { $slot } costa { $cost } Ensō e ne hai { $enso }.
zenso-refuse-does-not-fit = Quella carta non si può collocare da nessuna parte nel tuo giardino, e un'altra carta acquistabile sì.
zenso-refuse-bonus-choice = Questo bonus ha { $count } alternative.
zenso-refuse-keep-choice = Scegli una delle { $count } carte pescate.
zenso-refuse-rotation = Una carta ruota di { $degrees } gradi.
zenso-refuse-terrain-covers-harmony = Una carta Terreno non può coprire la carta Armonia in { $cell }.
zenso-refuse-terrain-covers-stone = Una carta Terreno non può coprire la Pietra in { $cell }.
zenso-refuse-terrain-covers-lantern = Una carta Terreno non può coprire la Lanterna in { $cell }.
zenso-refuse-sand-covers = La Sabbia non può coprire lo spazio { $covered } in { $cell }.
zenso-refuse-landscape-covers = Uno spazio { $terrain } non può coprire lo spazio { $covered } in { $cell } (solo lo stesso Paesaggio, o qualsiasi cosa sulla Sabbia).
zenso-refuse-terrain-covers-nothing = Una carta Terreno deve coprire almeno uno spazio del tuo giardino.
zenso-refuse-stone-space = Le Pietre vanno su spazi Sabbia senza Pietra.
zenso-refuse-lantern-space = Questa Lanterna va su uno spazio { $terrains } senza Lanterna.
zenso-refuse-lantern-space-stackable = Questa Lanterna va su uno spazio { $terrains }.
zenso-refuse-condition = La condizione della carta { $card } non è soddisfatta nel tuo giardino.
zenso-refuse-card-enso = La carta { $card } costa { $cost } Ensō e ne hai { $enso }.
zenso-refuse-card-stones = La carta { $card } costa { $cost ->
    [one] { $cost } Pietra
   *[other] { $cost } Pietre
} e non puoi pagarla.
zenso-refuse-witness-choice = Scegli uno dei { $count } gruppi di Pietre.
zenso-refuse-no-stone-to-pay = Non c'è nessuna Pietra in { $cell } con cui pagare.
zenso-refuse-footprint-no-space = Una carta Armonia deve coprire almeno uno spazio vuoto.
zenso-refuse-footprint-covers-stone = Una carta Armonia non può coprire la Pietra in { $cell }.
zenso-refuse-footprint-covers-lantern = Una carta Armonia non può coprire la Lanterna in { $cell }.
zenso-refuse-footprint-covers-harmony = Una carta Armonia non può coprire la carta Armonia in { $cell }.
zenso-refuse-footprint-on-witness = Una carta Armonia non può coprire le celle che soddisfano la sua condizione.
zenso-refuse-footprint-apart = La carta deve toccare l'appezzamento, le Pietre o le celle che soddisfano la sua condizione.

## Pulsanti e passi del menu (l'etichetta di una mossa e i passi del pannello).

zenso-numbered = { $number } · { $choice }
zenso-head-choice = { $head }: { $choice }
zenso-row = Riga { $row }
zenso-card = { $card }
zenso-combine-stones = Combina le Pietre
zenso-combine-some = Combina alcune Pietre
zenso-add-stone-at = aggiungi la Pietra in { $cell }
zenso-combine-all = Combina tutte le { $count ->
    [one] { $count } Pietra
   *[other] { $count } Pietre
}
zenso-all-stones = Tutte le { $count ->
    [one] { $count } Pietra
   *[other] { $count } Pietre
}
zenso-done-combine = Fatto: combina { $count ->
    [one] { $count } Pietra
   *[other] { $count } Pietre
}
zenso-skip-combining-label = Non combinare (fase 1)
zenso-skip-combining = Non combinare
zenso-pick = S{ $slot } · { $cost } Ensō · { $bonus }
zenso-pick-discard = S{ $slot } · { $cost } Ensō · { $bonus } (modalità scarto)
zenso-pick-or = S{ $slot } · { $cost } Ensō · { $effect }, non { $other }
zenso-pick-or-discard = S{ $slot } · { $cost } Ensō · { $effect }, non { $other } (modalità scarto)
zenso-take-label = Prendi { $choice }
zenso-validate-card = Convalida { $card }
zenso-footprint-at = ingombro in { $cell }
zenso-validate-label = Convalida { $card } in { $cell }
zenso-buy-choice = Acquista D{ $position } · { $card } · { $cost } Ensō
zenso-buy-deck-choice = Acquista la prima carta del mazzo Armonia · { $cost } Ensō
zenso-display-choice = D{ $position } · { $card }
zenso-buy-label = Acquista { $choice }
zenso-buy-deck-label = Acquista la prima carta del mazzo Armonia
zenso-swap-head = Scambia con l'espositore ({ $jizo })
zenso-swap-label = Scambia { $given } con D{ $position } { $taken }
zenso-give = Cedi { $card }
zenso-take-display = Prendi D{ $position } · { $card }
zenso-move-head = Sposta una Lanterna ({ $cost } Ensō)
zenso-from = Da { $cell }
zenso-to = A { $cell }
zenso-to-row = Alla riga { $row }
zenso-move-label = Sposta la Lanterna da { $start } a { $to }
zenso-bonus-choice = Bonus: { $effect }
zenso-take-deck-top = Prendi la prima carta del mazzo Armonia
zenso-keep-label = Tieni { $card }
zenso-keep-choice = Tieni { $number } · { $card }
zenso-stone-head = Colloca una Pietra ({ $count } da collocare)
zenso-stone-set = { $count } Pietre: { $badges }
zenso-stones-on = Colloca { $count ->
    [one] una Pietra
   *[other] { $count } Pietre
} su { $cells }
zenso-lantern-head = Colloca una Lanterna ({ $count } da collocare)
zenso-lantern-set = { $count } Lanterne: { $badges }
zenso-lanterns-on = Colloca { $count ->
    [one] una Lanterna
   *[other] { $count } Lanterne
} su { $cells }
zenso-lanterns-at = Colloca { $count ->
    [one] una Lanterna
   *[other] { $count } Lanterne
} in { $cell }
zenso-lanterns-here = { $count ->
    [one] 1 Lanterna qui
   *[other] { $count } Lanterne qui
}
zenso-pay-head = Paga una Pietra ({ $count } da pagare)
zenso-pay-on = Paga { $count ->
    [one] la Pietra
   *[other] le Pietre
} in { $cells }
zenso-discard-label = Scarta le Pietre in { $cells }
zenso-discard-choice = scarta { $cells }
zenso-turned = { $degrees ->
    [0] come stampata
   *[other] ruotata di { $degrees }°
}
zenso-at = in { $cell }
zenso-at-turned = in { $cell }, { $degrees ->
    [0] come stampata
   *[other] ruotata di { $degrees }°
}
zenso-place-label = Colloca la carta Terreno in { $cell } ruotata di { $degrees }°
zenso-end-turn = Termina il turno

## La fine: perché, chi ha vinto, il dettaglio di ogni giocatore e le voci del risultato.

zenso-end = La partita finisce perché { $why }. { $outcome }
zenso-why-harmony = un giocatore ha posizionato la sua { $count ->
    [5] quinta
   *[other] { $count }ª
} carta Armonia e il round è concluso
zenso-why-exhausted = le carte Terreno sono esaurite
zenso-nobody-won = Nessuno ha vinto.
zenso-won = { $who } vince con { $score } punti.
zenso-won-tie = { $who } vince con { $score } punti e supera { $rival } allo spareggio sugli Ensō ({ $enso } a { $rival-enso }).
zenso-shared = { $who } condividono la vittoria con { $score } punti e { $enso } Ensō ciascuno.
zenso-detail = { $who }: { $cards }; mano { $count } ({ $hand }) → { $hand-points }; Lanterne: { $lanterns }; totale { $total }, { $enso ->
    [one] { $enso } Ensō rimasto
   *[other] { $enso } Ensō rimasti
}.
zenso-detail-cards = { $cards }
zenso-detail-card = { $card } { $points }
zenso-detail-no-card = nessuna carta Armonia
zenso-detail-hand = { $cards }
zenso-detail-no-hand = nessuna
zenso-detail-plots = { $plots }
zenso-detail-plot = appezzamento { $terrain } { $lanterns } → { $points }
zenso-detail-no-lantern = nessuna Lanterna
zenso-breakdown-harmony-cards = carte Armonia
zenso-breakdown-cards-in-hand = carte in mano
zenso-breakdown-lanterns = Lanterne
zenso-breakdown-ens-left-tie-break = segnalini Ensō rimasti (spareggio)
zenso-breakdown-enso = segnalini Ensō rimasti (spareggio)

## Aiuto sulle regole (/partita regole e /zenso regole).

zenso-rules-aim-title = Scopo
zenso-rules-aim = Vince chi ha più Punti Armonia: carte Armonia nel giardino, { $points } punto per ogni carta rimasta in mano e Lanterne contate per appezzamento. In caso di parità vince chi ha più Ensō, poi la vittoria è condivisa.
zenso-rules-turn-title = Un turno
zenso-rules-turn = 1 Combinare le Pietre (facoltativo, { $times ->
    [1] una volta
    [2] due volte
   *[other] { $times } volte
} per turno, al massimo { $spaces } volte a partita) · 2 Scegliere un Progetto (gli spazi della fila costano { $costs } Ensō) · 3 Ampliare il Giardino, poi collocare le Pietre e le Lanterne guadagnate · 4 Portare Armonia: convalidare carte Armonia (facoltativo) · 5 Fine del turno: la fila scorre e si riempie. Acquistare una carta Armonia costa { $buy } Ensō nelle fasi 1, 2 (prima della scelta) e 4. { $hand } { $purchases }
zenso-rules-no-hand-limit = La mano non ha limite.
zenso-rules-hand-limit = Una mano tiene al massimo { $limit ->
    [one] { $limit } carta Armonia
   *[other] { $limit } carte Armonia
}: con la mano piena non si acquista né si guadagna nessuna carta.
zenso-rules-no-purchase-limit = Gli acquisti per turno sono illimitati.
zenso-rules-purchase-limit = Al massimo { $limit ->
    [one] { $limit } acquisto
   *[other] { $limit } acquisti
} per turno.
zenso-rules-end-title = Fine
zenso-rules-end = { $end } Punti delle Lanterne per appezzamento: { $lanterns }.
zenso-rules-end-exhausted = La { $count }ª carta Armonia collocata da un giocatore fa concludere il round; la partita finisce subito quando le carte Terreno si esauriscono.
zenso-rules-end-round = La { $count }ª carta Armonia collocata da un giocatore fa concludere il round; quando le carte Terreno si esauriscono il round si conclude, poi la partita finisce.
zenso-rules-lantern-points = { $lanterns }→{ $points }
zenso-rules-pictures-title = Immagini
zenso-rules-letter = { $letter } { $terrain }
zenso-rules-pictures = Lettere dei terreni: { $letters }. ● è una Pietra, una lampada numerata il numero di Lanterne, un quadrato tratteggiato una carta Armonia collocata con il suo nome. I righelli danno x (colonne) e y (righe); i badge numerati corrispondono ai pulsanti.
zenso-rules-cards-title = Le carte del progetto
zenso-rules-cards = Il progetto non conosce nessun elenco di carte, numero di carte, disposizione, valore di preparazione o geometria del gioco stampato: le { $starting } carte iniziali, le { $terrain } carte Terreno, le { $plants } Piante ed Edifici e i { $jizo } Jizō sono un disegno del progetto.
zenso-rules-decisions-title = Le scelte del progetto ({ $part } di { $parts })
zenso-lines =
    { $first }
    { $rest }
zenso-rules-decision = { $number }. { $decision }
zenso-decision-1 = Numero di giocatori: da { $min } a { $max }.
zenso-decision-2 = Forma di una carta Terreno: un blocco 2×2, ruotato di 0°, 90°, 180° o 270° in senso orario, mai specchiato; può sporgere su celle vuote.
zenso-decision-3 = Dimensione e coordinate del giardino: una griglia illimitata; la carta iniziale occupa 0,0–1,1, non ruotata.
zenso-decision-4 = Quanto costa ogni spazio della fila: gli spazi da 1 a { $slots } costano { $costs } Ensō.
zenso-decision-5 = Carte Terreno per numero di giocatori: { $cards } per { $players } giocatori; le altre sono tolte a caso, senza guardarle.
zenso-decision-6 = Ensō iniziali: { $enso } secondo il posto.
zenso-decision-7 = Mano iniziale: { $count ->
    [one] { $count } carta Armonia
   *[other] { $count } carte Armonia
}.
zenso-decision-8 = Giardino iniziale: una carta iniziale a caso, nessun segnalino.
zenso-decision-9 = La Sabbia non copre mai uno spazio Paesaggio.
zenso-decision-10 = Dove vanno Pietre e Lanterne: ovunque su uno spazio valido; ogni guadagno va preso finché è possibile.
zenso-decision-11 = Le Lanterne senza spazio valido tornano nella riserva.
zenso-decision-12 = Quando nessuna carta acquistabile si può collocare: modalità scarto, si prende una carta acquistabile qualsiasi, se ne guadagna il bonus e la carta esce dal gioco scoperta.
zenso-decision-13 = Una carta che non puoi collocare si può prendere solo in modalità scarto.
zenso-decision-14 = L'ingombro di una carta Armonia: 2×2, almeno uno spazio, nessuna Pietra, Lanterna o carta Armonia sotto, non su ciò che soddisfa la sua condizione ma accanto; può sporgere.
zenso-decision-15 = Ciò che soddisfa una condizione si verifica prima di collocare la carta.
zenso-decision-16 = Uno stesso appezzamento o gruppo di Pietre può soddisfare più carte finché esiste.
zenso-decision-17 = Ordine di una convalida: ingombro, Pietre del Jizō, Ensō, Pietre scelte dal giardino, poi gli effetti.
zenso-decision-18 = Un Jizō scarta esattamente le Pietre collegate scelte che toccano la carta.
zenso-decision-19 = Piante ed Edifici non consumano le loro Pietre; solo un costo in Pietre stampato lo fa.
zenso-decision-20 = Quando il mazzo Armonia finisce: niente pila degli scarti, niente rimescolamento; i guadagni impossibili di carte Armonia sono persi.
zenso-decision-21 = Pietre, Lanterne ed Ensō sono illimitati.
zenso-decision-22 = Azioni gratuite: nella fase 1, nella fase 2 prima della scelta e nella fase 4.
zenso-decision-23-none = Limite della mano: nessuno.
zenso-decision-23 = Limite della mano: { $limit ->
    [one] { $limit } carta Armonia
   *[other] { $limit } carte Armonia
}.
zenso-decision-24 = L'esaurimento delle carte Terreno si verifica a fine turno; la fila si accorcia e il turno dell'ultima carta si completa.
zenso-decision-25 = Contenuto delle carte: ogni carta iniziale, Terreno e Armonia e ogni forma è un disegno del progetto.
zenso-decision-26 = I numeri delle abilità dei Jizō sono del progetto, come dice ogni carta.
zenso-decision-27 = Una pila di Pietre va automaticamente sullo spazio verde vuoto con il numero più basso.
zenso-decision-28 = Classifica dopo il primo posto: totale, poi Ensō, poi posto condiviso.
zenso-decision-29 = Le celle sotto una carta Armonia non sono spazi: nessun appezzamento, nessun segnalino, nessuna carta Terreno.
zenso-decision-30 = L'espositore riempie le posizioni vuote da 1 a 6 in ordine, dalla cima del mazzo.
zenso-decision-31 = Le carte che il Jizō dell'Intuizione non tiene vanno in fondo al mazzo nell'ordine in cui sono state pescate.
zenso-decision-32 = Il Jizō della Luce sposta una Lanterna su un altro spazio Paesaggio senza Lanterna, per { $cost } Ensō a Lanterna.
zenso-decision-33 = Le mani sono rivelate nel riepilogo finale.
zenso-decision-34 = L'ordine dei posti è casuale.
zenso-decision-35 = Una Lanterna impilabile può aggiungersi a qualsiasi numero di Lanterne su uno spazio di un tipo elencato.
zenso-decision-36 = Le Pietre sulla plancia Zen non fanno parte del giardino per nessuno scopo.
zenso-decision-37 = Il Jizō delle Pietre e il Jizō della Fortuna danno il loro extra una volta per ogni bonus Terreno che dà almeno una di quelle risorse; non per l'effetto di una carta, la combinazione o il Jizō della Continuità.
zenso-decision-38 = Entrambe le facce delle carte della fila sono pubbliche.
zenso-decision-39 = Quali carte Terreno puoi prendere si decide al momento della scelta, dopo eventuali azioni gratuite.
zenso-decision-40 = Un'alternativa di bonus che non dà nulla si può comunque scegliere: ogni alternativa è sempre offerta.

## Mosse scritte che non sono mosse (/zenso …).

zenso-notation-help = Le mosse si scrivono così: `take 3`, `place 1,-1 r90`, `stone 2,0`, `buy D2`, `end`.
zenso-notation-empty = Mossa vuota. { zenso-notation-help }
zenso-notation-unknown = `{ $word }` non è una mossa di Zensō. { zenso-notation-help }
zenso-notation-cell = `{ $word }` non è una cella; scrivila come `x,y` (per esempio `1,-2`).
zenso-notation-card = `{ $word }` non è una carta del gioco; scegline una dall'elenco.
zenso-notation-source = `{ $word }` non è né una posizione dell'espositore (`D1–D6`) né `deck`.
zenso-notation-slot = `{ $word }` non è il numero di uno spazio.
zenso-notation-choice = `{ $word }` non è il numero di una scelta.
zenso-notation-swap-deck = Uno scambio prende una carta dell'espositore (D1–D6), non del mazzo.
zenso-notation-move = Scrivi lo spostamento di una Lanterna così: move 1,0 to 2,3.
zenso-notation-rotation = `{ $word }` non è una rotazione (`r0`, `r90`, `r180`, `r270`).

## Immagini: le parole disegnate su tabellone, giardino, decisione e mano, e il loro testo
## alternativo.

zenso-pic-title = Zensō
zenso-pic-title-turn = Zensō · turno { $turn }
zenso-pic-acting = { $who }: { $phase }
zenso-pic-final-round = Ultimo round: la { $count }ª carta Armonia è collocata
zenso-pic-game-over = Partita finita
zenso-pic-phase-combine = fase 1, combinare le Pietre
zenso-pic-phase-pick = fase 2, scegliere un Progetto
zenso-pic-phase-harmony = fase 4, portare Armonia
zenso-pic-task-or = fase 2, bonus a scelta
zenso-pic-task-harmony = fase 2, carta Armonia
zenso-pic-task-keep = fase 2, carta da tenere
zenso-pic-task-place = fase 3, collocamento
zenso-pic-task-stones = fase 3, Pietre
zenso-pic-task-lanterns = fase 3, Lanterne
zenso-pic-task-witness = fase 4, Pietre del Jizō
zenso-pic-task-pay = fase 4, pagamento
zenso-pic-row = Fila Ispirazione · mazzo Terreno { $deck }
zenso-pic-slot = S{ $slot } · costa { $cost } Ensō
zenso-pic-display = Espositore Armonia · mazzo { $deck }
zenso-pic-display-empty = D{ $position } · vuoto
zenso-pic-empty = vuoto
zenso-pic-none = nessuno
zenso-pic-or = OPPURE
zenso-pic-effect-stones = { $count ->
    [one] { $count } Pietra
   *[other] { $count } Pietre
}
zenso-pic-effect-enso = { $count } Ensō
zenso-pic-effect-harmony = { $count ->
    [one] { $count } carta Armonia
   *[other] { $count } carte Armonia
}
zenso-pic-effect-lanterns = { $count ->
    [one] { $count } Lanterna su
   *[other] { $count } Lanterne su
}
zenso-pic-effect-lanterns-stackable = { $count ->
    [one] { $count } Lanterna su
   *[other] { $count } Lanterne su
}
zenso-pic-landscape = 1 Paesaggio
zenso-pic-cond-two-landscapes = 2 Paesaggi ≥{ $size }
zenso-pic-cond-plot = appezzamento { $terrain } ≥{ $size }
zenso-pic-cond-shape = Forma in { $terrain }
zenso-pic-cond-stone-shape = Forma di Pietre
zenso-pic-cond-linked = { $count } Pietre collegate
zenso-pic-points = { $points } pt
zenso-pic-per-largest-plot = { $points } per { $terrain } più grande
zenso-pic-per-plot-count = { $points } per appezzamento { $terrain }
zenso-pic-per-stones-on-sand = { $points } per Pietra
zenso-pic-per-lanterns = { $points } per Lanterna
zenso-pic-per-harmony-in-garden = { $points } per carta collocata
zenso-pic-cost = costo { $costs }
zenso-pic-cost-enso = { $count } Ensō
zenso-pic-cost-stones = { $count ->
    [one] { $count } Pietra
   *[other] { $count } Pietre
}
zenso-pic-kind-plant = Pianta
zenso-pic-kind-building = Edificio
zenso-pic-kind-jizo = Jizō
zenso-pic-ability-bonus-extra-stones = +{ $n } Pietra per bonus Terreno
zenso-pic-ability-bonus-extra-enso = +{ $n } Ensō per bonus Terreno
zenso-pic-ability-harmony-cost-reduction = carte Armonia più economiche
zenso-pic-ability-cover-other-landscape = Paesaggio su ogni Paesaggio
zenso-pic-ability-enso-per-same-cover = +{ $n } Ensō per copertura uguale (max { $max-per-turn })
zenso-pic-ability-swap-hand-display = scambio mano ↔ espositore
zenso-pic-ability-combine-extra-enso = +{ $n } Ensō per combinazione
zenso-pic-ability-both-alternatives = entrambe le scelte
zenso-pic-ability-move-lantern = sposta una Lanterna per { $enso-per-lantern } Ensō
zenso-pic-ability-draw-keep = mazzo: pesca { $draw }, tieni { $keep }
zenso-pic-ability-terrain-cost-reduction = fila costa −{ $n }
zenso-pic-ability-harmony-buy-cost = acquisto a { $cost } Ensō
zenso-pic-seat = { $who }
zenso-pic-seat-to-move = { $who } · di turno
zenso-pic-seat-numbers = { $points } pt · { $enso } Ensō · mano { $hand } · collocate { $placed }
zenso-pic-seat-zen = Plancia Zen: { $used } spazi verdi usati su { $spaces } · Lanterne { $points } pt
zenso-pic-place-at = Colloca la carta Terreno in { $cell }: come si posa
zenso-pic-place-badges = Colloca la carta Terreno: il badge è la sua casella in alto a sinistra
zenso-pic-footprints = Ingombri delle carte Armonia: badge in alto a sinistra
zenso-pic-card-footprints = { $card }: { $badges }
zenso-pic-where-stone = Dove va la Pietra
zenso-pic-where-lantern = Dove va la Lanterna
zenso-pic-where-pay = Quale Pietra pagare
zenso-pic-where-combine = Pietre da combinare
zenso-pic-where-move = Dove va la Lanterna spostata
zenso-pic-choose = Scegli
zenso-pic-ready = ✓ pronta
zenso-pic-not-yet = non ancora
zenso-pic-hand-title = Mano di { $who } · { $count ->
    [one] { $count } carta
   *[other] { $count } carte
}
zenso-pic-hand-ready = ✓ pronte: { $count } convalidabili ora
zenso-pic-hand-none-ready = nessuna convalidabile ora
zenso-pic-hand-empty = Nessuna carta Armonia in mano.
zenso-pic-placed-at = { $card } in { $cell }
zenso-pic-garden-alt = Giardino di { $who }: { $points } punti, { $enso } Ensō, { $hand ->
    [one] { $hand } carta
   *[other] { $hand } carte
} in mano. Appezzamenti: { $plots }. Pietre in { $stones }. Lanterne in { $lanterns }. Carte Armonia: { $placed }. Pile della plancia Zen: { $zen }.
zenso-pic-alt-slot = spazio { $slot } costo { $cost } ({ $bonus })
zenso-pic-alt-slot-empty = spazio { $slot } vuoto
zenso-pic-alt-player = { $who } { $points } punti, { $enso } Ensō, { $hand ->
    [one] { $hand } carta
   *[other] { $hand } carte
} in mano, { $placed } collocate
zenso-pic-alt-turn = Turno { $turn }: { $who }, { $phase }.
zenso-pic-alt-turn-final = Turno { $turn }: { $who }, { $phase }. Ultimo round.
zenso-pic-market-alt = Zensō. { $state } Fila Ispirazione (mazzo { $deck }): { $row }. Espositore Armonia (mazzo { $harmony }): { $shown }. Giocatori: { $players }.
zenso-pic-badge = badge { $marker } in { $cells }
zenso-pic-badge-turned = badge { $marker } in { $cells } ruotata di { $degrees }°
zenso-pic-decision-alt = Giardino di { $who } per la decisione: { $badges }. { $garden }
zenso-pic-alt-ready = { $card }, pronta ora
zenso-pic-hand-alt = Mano di { $who }, { $count ->
    [one] { $count } carta
   *[other] { $count } carte
}: { $cards }.
zenso-pic-semicolon = { "; " }
zenso-shape-l5 = L di 5
zenso-shape-u5 = U di 5
zenso-shape-x5 = croce di 5
zenso-shape-o4 = quadrato di 4
zenso-shape-s4 = S di 4
zenso-shape-t4 = T di 4
zenso-shape-l4 = L di 4
zenso-shape-i4 = linea di 4
zenso-shape-l3 = L di 3
zenso-shape-i3 = linea di 3
zenso-pic-ranking = { $rank }º { $who } { $points } pt
zenso-pic-title-over = Zensō · tabellone finale
zenso-pic-key-lanterns = Lanterne
zenso-pic-key-stone = Pietra
zenso-pic-stackable = (anche sullo stesso spazio)
zenso-pic-cond-stone-shape-alt = Pietre a forma di { $shape }
zenso-pic-cond-shape-alt = { $terrain } a forma di { $shape }

## Riconoscimenti, opzioni del tavolo e rifiuti alla partenza (/game rules, /game new options:)
zenso-credits = Zensō: autori, editore e anno non sono noti al progetto; lo svolgimento del gioco segue la pagina di aiuto di Board Game Arena, e ogni carta è un'invenzione del progetto.
zenso-setup-players = Zensō si gioca da { $min } a { $max } giocatori.
