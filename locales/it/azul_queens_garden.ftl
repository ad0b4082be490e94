## Azul: Queen's Garden: le parole del gioco. Gli id dei messaggi iniziano con "azul-queens-garden-".

## Slash commands
## Ciò che mostra l'elenco dei comandi di Discord: nomi e descrizioni di comandi, opzioni e
## scelte, inviati a Discord solo con la sincronizzazione (`python -m bot sync`). I nomi:
## minuscoli, senza spazi, al massimo 32 caratteri, unici tra i fratelli e mai uguali al
## nome inglese di un'altra opzione. Le descrizioni: al massimo 100 caratteri.

azul-queens-garden-title = Azul: Il Giardino della Regina

azul-queens-garden-cmd-name = azul_giardino_della_regina
azul-queens-garden-cmd-description = Gioca ad Azul: Il Giardino della Regina scrivendo

azul-queens-garden-cmd-acquire-name = acquisisci
azul-queens-garden-cmd-acquire-description = Acquisisci ogni pezzo di un colore o di un motivo
azul-queens-garden-cmd-acquire-opt-choice-name = scelta
azul-queens-garden-cmd-acquire-opt-choice-description = Un colore o un motivo, con i doppioni: Uccello, Giallo 2 da L1

azul-queens-garden-cmd-place-name = piazza
azul-queens-garden-cmd-place-description = Piazza una tessera dal tuo deposito, pagandone il costo
azul-queens-garden-cmd-place-opt-move-name = mossa
azul-queens-garden-cmd-place-opt-move-description = Tessera, spazio e pagamento, per es. Azzurro 2 su F1 paga Giallo 2

azul-queens-garden-cmd-expand-name = espandi
azul-queens-garden-cmd-expand-description = Piazza un'espansione scoperta dal tuo deposito
azul-queens-garden-cmd-expand-opt-move-name = mossa
azul-queens-garden-cmd-expand-opt-move-description = Espansione, area, orientamento, pagamento: l'espansione Azzurro 3 A0 o2 paga 2 jolly

azul-queens-garden-cmd-buy-name = compra
azul-queens-garden-cmd-buy-description = Compra coperta l'espansione in cima alla scorta (6 punti)
azul-queens-garden-cmd-buy-opt-area-name = area
azul-queens-garden-cmd-buy-opt-area-description = Un'area vuota da A0 ad A5

azul-queens-garden-cmd-pass-name = passa
azul-queens-garden-cmd-pass-description = Passa per il resto del round

azul-queens-garden-cmd-discard-name = scarta
azul-queens-garden-cmd-discard-description = Passando: scarta un pezzo, o tutte le tessere ed espansioni, per il loro valore
azul-queens-garden-cmd-discard-opt-piece-name = pezzo
azul-queens-garden-cmd-discard-opt-piece-description = Una tessera come Azzurro 3, un'espansione come l'espansione Azzurro 3, o tutte

azul-queens-garden-cmd-done-name = fatto
azul-queens-garden-cmd-done-description = Passando: non scartare altro e passa

azul-queens-garden-cmd-rules-name = regole
azul-queens-garden-cmd-rules-description = Le regole in breve, con le decisioni del progetto

## Events: what the board message recounts after a move.

azul-queens-garden-game-begins = Inizia una partita ad { azul-queens-garden-title } con { $players } giocatori; { $who } inizia il round 1.
azul-queens-garden-round-goals = Obiettivi del round { $round }: { $goals }.
azul-queens-garden-top-shows = La cima della pila (T) mostra { $tiles }.
azul-queens-garden-new-top-shows = La nuova cima mostra { $tiles }.
azul-queens-garden-laid-as = { $label } ({ $expansion })
azul-queens-garden-stack-laid-out = Non ci sono più tessere da pescare, quindi il resto della pila viene disposto a faccia in su come { $expansions }.
azul-queens-garden-flips = { $label } è vuota e si gira a faccia in su: è { $expansion }.
azul-queens-garden-takes = { $who } prende { $taken }.
azul-queens-garden-taken-from = { $tiles } { $place }
azul-queens-garden-taken-face-up = l'espansione { $tile } a faccia in su { $label }
azul-queens-garden-from-top = dalla cima della pila (T)
azul-queens-garden-from-laid = dall'espansione disposta { $label }
azul-queens-garden-from-label = da { $label }
azul-queens-garden-moves-out-holding = L'espansione in cima esce come { $label }, con ancora { $tiles }.
azul-queens-garden-moves-out-empty = L'espansione in cima esce come { $label } senza tessere sopra.
azul-queens-garden-stack-used-up = La pila è esaurita per questo round.
azul-queens-garden-places = { $who } piazza { $tile } su { $cell }.
azul-queens-garden-places-paying = { $who } piazza { $tile } su { $cell } e paga { $payment }.
azul-queens-garden-lays-face-down = { $who } mette { $expansion } a faccia in giù nell'{ $area }.
azul-queens-garden-lays-face-down-paying = { $who } mette { $expansion } a faccia in giù nell'{ $area } e paga { $payment }.
azul-queens-garden-lays-face-up = { $who } mette { $expansion } a faccia in su nell'{ $area }, con l'esagono su { $cell }.
azul-queens-garden-lays-face-up-paying = { $who } mette { $expansion } a faccia in su nell'{ $area }, con l'esagono su { $cell }, e paga { $payment }.
azul-queens-garden-buys = { $who } compra un'espansione a faccia in giù dalla scorta per { $points } punti e la mette nell'{ $area }.
azul-queens-garden-surrounds = { $who } circonda { $elements }: { $jokers } jolly.
azul-queens-garden-surrounds-lost = { $who } circonda { $elements }: { $jokers } jolly, { $lost } persi per mancanza di spazio nel deposito.
azul-queens-garden-discards = { $who } scarta { $piece } (−{ $points ->
    [one] { $points } punto
   *[other] { $points } punti
}).
azul-queens-garden-discards-many = { $who } scarta { $pieces } (−{ $points ->
    [one] { $points } punto
   *[other] { $points } punti
}).
azul-queens-garden-passes-may-discard = { $who } passa e può prima scartare pezzi dal proprio deposito.
azul-queens-garden-passes = { $who } passa
azul-queens-garden-passes-first = { $who } passa per primo in questo round e prende il segnalino primo giocatore
azul-queens-garden-passes-auto = { $who } non ha niente da fare né da scartare, quindi passa automaticamente
azul-queens-garden-passes-auto-first = { $who } non ha niente da fare né da scartare, quindi passa automaticamente per primo in questo round e prende il segnalino primo giocatore
azul-queens-garden-passed = { $head }.
azul-queens-garden-passed-costs = { $head }: { $costs }, { $before } → { $after ->
    [one] { $after } punto
   *[other] { $after } punti
}.
azul-queens-garden-passed-costs-floor = { $head }: { $costs }, { $before } → { $after ->
    [one] { $after } punto
   *[other] { $after } punti
} (un punteggio non scende mai sotto 0).
azul-queens-garden-cost-discards = −{ $points } per gli scarti
azul-queens-garden-cost-first = −{ $points } per aver passato per primo
azul-queens-garden-round-scores = Il round { $round } assegna i punti dei suoi obiettivi { $goals } e di ogni padiglione delle espansioni a faccia in su.
azul-queens-garden-seat-scores = { $who } fa { $goals } per gli obiettivi e { $pavilions } per i padiglioni: { $score ->
    [one] { $score } punto
   *[other] { $score } punti
}.
azul-queens-garden-seat-scores-limit = { $who } fa { $goals } per gli obiettivi e { $pavilions } per i padiglioni: { $score ->
    [one] { $score } punto
   *[other] { $score } punti
} (un punteggio si ferma a { $limit }).
azul-queens-garden-round-begins = Inizia il round { $round }, con gli obiettivi { $goals }; inizia { $who }, che ha il segnalino primo giocatore.
azul-queens-garden-final-scoring = Punteggio finale di { $who }: { $storage }, { $groups }; punteggio finale { $score ->
    [one] { $score } punto
   *[other] { $score } punti
}.
azul-queens-garden-final-scoring-limit = Punteggio finale di { $who }: { $storage }, { $groups }; punteggio finale { $score ->
    [one] { $score } punto
   *[other] { $score } punti
} (un punteggio si ferma a { $limit }).
azul-queens-garden-final-storage = deposito { $amount } ({ $parts })
azul-queens-garden-final-storage-empty = deposito vuoto
azul-queens-garden-final-jokers = +{ $points } per i jolly
azul-queens-garden-final-left = −{ $points } per i pezzi rimasti
azul-queens-garden-final-groups = { $points } per { $count ->
    [one] { $count } gruppo che fa punti
   *[other] { $count } gruppi che fanno punti
}
azul-queens-garden-final-no-group = nessun gruppo che fa punti

## Prompts: what the deciding player is asked.

azul-queens-garden-prompt-over = La partita è finita.
azul-queens-garden-prompt-waiting = Tocca a { $who }: aspetta il suo turno.
azul-queens-garden-prompt-discard = Stai passando: scarta tessere o espansioni una alla volta (ognuna costa il suo valore in punti; finora { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}), poi scegli fatto.
azul-queens-garden-prompt-turn = Round { $round } (iniziato da { $first }), tocca a te: acquisisci, piazza una tessera, espandi il giardino o passa. Questo round premia { $goals }. Il tuo deposito contiene { $tiles }/{ $tile-slots } tessere e jolly e { $expansions }/{ $expansion-slots } espansioni.

## Refusals: why a move is not allowed.

azul-queens-garden-fit-touch-element = toccherebbe la fontana, un ornamento o un padiglione, che contano come esagoni senza niente in comune, e nessun esagono con il suo colore o il suo motivo
azul-queens-garden-fit-touch = toccherebbe esagoni senza avere in comune con nessuno di loro un colore o un motivo
azul-queens-garden-fit-identical = unirebbe due { $tile } nello stesso gruppo, e un gruppo non può mai contenere esagoni identici
azul-queens-garden-pay-count = Piazzare { $piece } costa { $cost } pezzi compreso sé stesso, e questo pagamento ne dà { $given }.
azul-queens-garden-pay-jokers = Hai solo { $jokers } jolly per pagare.
azul-queens-garden-pay-itself = Stai piazzando { $piece }, quindi non può anche pagare per sé.
azul-queens-garden-pay-not-held = Il tuo deposito non contiene { $piece } con cui pagare.
azul-queens-garden-pay-short = Il tuo deposito contiene { $held ->
    [one] { $held } tessera
   *[other] { $held } tessere
} { $tile }, e questa mossa ne richiede { $needed }.
azul-queens-garden-pay-identical = Un pagamento non può contenere due esagoni identici.
azul-queens-garden-pay-mix = Un pagamento deve essere di un solo colore con motivi diversi o di un solo motivo con colori diversi, mai un misto.
azul-queens-garden-discarding-only = Stai passando: scarta un pezzo dal tuo deposito o scegli fatto.
azul-queens-garden-discard-not-now = Si scartano pezzi solo quando si passa: prima passa.
azul-queens-garden-take-nothing = Niente nell'espositore mostra { $criterion }, quindi non c'è niente da acquisire.
azul-queens-garden-take-not-among = { $tile } non è tra i pezzi che mostrano { $criterion }, quindi non c'è una sua copia da scegliere.
azul-queens-garden-take-only = { $tile } si trova solo { $place }, quindi non c'è una copia da scegliere.
azul-queens-garden-take-not-at = Non c'è { $tile } in { $label }; si trova { $places }.
azul-queens-garden-take-which = { $tile } si trova { $places }; di' quale copia prendi, come `{ $example }`.
azul-queens-garden-take-held = Il tuo deposito contiene già { $tiles }, e in questa partita non puoi prendere un tipo che hai già.
azul-queens-garden-take-no-room = Prendere { $tiles ->
    [one] { $tiles } tessera
   *[other] { $tiles } tessere
} e { $expansions ->
    [one] { $expansions } espansione
   *[other] { $expansions } espansioni
} non entrerebbe nel tuo deposito ({ $used-tiles }/{ $tile-slots } spazi per tessere e { $used-expansions }/{ $expansion-slots } spazi per espansioni occupati).
azul-queens-garden-at-top = sulla cima della pila (T)
azul-queens-garden-at-face-up = come espansione a faccia in su { $label }
azul-queens-garden-at-laid = sull'espansione disposta { $label }
azul-queens-garden-cell-taken = { $cell } contiene già un esagono ({ $tile }).
azul-queens-garden-cell-not-free = { $cell } non è uno spazio libero del tuo giardino.
azul-queens-garden-cell-not-free-area = { $cell } non è uno spazio libero del tuo giardino: l'{ $area } non ha ancora un'espansione.
azul-queens-garden-cannot-go = { $tile } non può andare su { $cell }: { $reason }.
azul-queens-garden-no-tile = Il tuo deposito non ha nessuna tessera { $tile } da piazzare.
azul-queens-garden-expansion-not-held = Il tuo deposito non contiene { $expansion }.
azul-queens-garden-area-taken = L'{ $area } ha già un'espansione.
azul-queens-garden-face-up-only = Un'espansione del tuo deposito va messa a faccia in su: scegli un orientamento da o0 a o5 per il suo esagono.
azul-queens-garden-orientation-bad = Con l'orientamento { $orientation } nell'{ $area }, l'esagono del{ $expansion } finirebbe su { $cell }, dove { $reason }.
azul-queens-garden-buy-points = Comprare dalla scorta costa { $cost } punti, e tu hai { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}.
azul-queens-garden-buy-empty = La scorta è vuota, quindi non c'è niente da comprare.
azul-queens-garden-discard-joker = I jolly non si possono scartare quando passi; ognuno rimasto vale un punto alla fine.
azul-queens-garden-discard-not-held = Il tuo deposito non contiene { $piece } da scartare.
azul-queens-garden-discard-all-or-one = Scarta un pezzo alla volta, o tutte le tessere e le espansioni del deposito insieme.

## Typed moves that are not moves (the examples are in the reader's words, which work typed: names as the buttons say them, labels as the pictures draw them).

azul-queens-garden-bad-move = `{ $text }` non è una mossa di Azul: { $why }
azul-queens-garden-bad-piece = `{ $token }` non è né una tessera (un colore e un valore, come `{ $tile }`) né un'espansione (come `{ $expansion }`).
azul-queens-garden-bad-pay-word = il pagamento deve seguire la parola “paga”.
azul-queens-garden-bad-jokers-twice = indica i jolly una volta sola, come `2 jolly`.
azul-queens-garden-bad-pay-empty = “paga” richiede almeno un pezzo o un jolly.
azul-queens-garden-bad-empty = è vuota.
azul-queens-garden-bad-nothing-after = `{ $verb }` non vuole niente dopo.
azul-queens-garden-bad-discard = indica cosa scarti, come `{ azul-queens-garden-cmd-discard-name } { $tile }`, o tutte le tessere e le espansioni insieme.
azul-queens-garden-bad-take-empty = indica un colore o un motivo, come `{ azul-queens-garden-cmd-acquire-name } { $colour }` o `{ azul-queens-garden-cmd-acquire-name } { $pattern }`.
azul-queens-garden-bad-criterion = `{ $token }` non è né un colore ({ $colours }) né un motivo ({ $patterns }).
azul-queens-garden-bad-choice = `{ $token }` dovrebbe essere una tessera con l'etichetta di dove si trova, come `{ $example }`.
azul-queens-garden-bad-chosen-twice = { $token } è scelto due volte.
azul-queens-garden-bad-place = scrivi “{ azul-queens-garden-cmd-place-name } <tessera> <casella>”, come “{ azul-queens-garden-cmd-place-name } { $tile } F2”.
azul-queens-garden-bad-tile-kind = `{ $token }` non è una tessera come `{ $tile }`.
azul-queens-garden-bad-cell = `{ $token }` non è una casella del giardino come `F2` o `A0.3`.
azul-queens-garden-bad-expand = scrivi “{ azul-queens-garden-cmd-expand-name } <espansione> <area> <orientamento>”, come “{ azul-queens-garden-cmd-expand-name } { $expansion } A0 o2”.
azul-queens-garden-bad-expansion = `{ $token }` non è un'espansione come `{ $expansion }`.
azul-queens-garden-bad-area = `{ $token }` non è un'area di espansione da `A0` a `A5`.
azul-queens-garden-bad-orientation = `{ $token }` non è un orientamento da `o0` a `o5`.
azul-queens-garden-bad-buy = scrivi “{ azul-queens-garden-cmd-buy-name } <area>”, come “{ azul-queens-garden-cmd-buy-name } A3”.
azul-queens-garden-bad-verb = dovrebbe cominciare con `{ azul-queens-garden-cmd-acquire-name }`, `{ azul-queens-garden-cmd-place-name }`, `{ azul-queens-garden-cmd-expand-name }`, `{ azul-queens-garden-cmd-buy-name }`, `{ azul-queens-garden-cmd-pass-name }`, `{ azul-queens-garden-cmd-discard-name }` o `{ azul-queens-garden-cmd-done-name }`.

## Buttons: move labels and the steps of the turn panel (at most 80 characters).

azul-queens-garden-acquire = Acquisisci
azul-queens-garden-acquire-label = Acquisisci { $criterion }
azul-queens-garden-copies = { $parts }
azul-queens-garden-copies-from = { $tiles } da { $label }
azul-queens-garden-copies-face-up = l'espansione { $tile } { $label }
azul-queens-garden-criterion-colour = { $colour }: { $count ->
    [one] motivo
   *[other] motivi
} { $values }
azul-queens-garden-criterion-pattern = { $name } ({ $value }): { $colours }
azul-queens-garden-criterion-pattern-all = { $name } ({ $value }): tutti i colori
azul-queens-garden-place-tile = Piazza una tessera
azul-queens-garden-expand = Espandi il giardino
azul-queens-garden-tile-head = { $tile } (costo { $cost })
azul-queens-garden-place-label = Piazza { $tile } su { $cell }
azul-queens-garden-step-area = Area { $area }
azul-queens-garden-code = { $code }
azul-queens-garden-pay = Paga { $payment }
azul-queens-garden-pay-colour = Paga { $colour } { $values }
azul-queens-garden-value-expansion = { $value } (espansione)
azul-queens-garden-pay-codes = Paga { $codes }
azul-queens-garden-pay-codes-jokers = Paga { $codes } + { $jokers } jolly
azul-queens-garden-short-tile = { $code }{ $value }
azul-queens-garden-short-expansion = { $tile } { azul-queens-garden-mark-expansion }
azul-queens-garden-expansion-head = Espansione { $tile } (costo { $cost })
azul-queens-garden-other-payment = Paga in un altro modo: { $count ->
    [one] { $count } scelta
   *[other] { $count } scelte
}
azul-queens-garden-pay-group-colour = Stesso colore, { $jokers ->
    [0] nessun jolly
   *[other] { $jokers } jolly
}
azul-queens-garden-pay-group-pattern = Stesso motivo, { $jokers ->
    [0] nessun jolly
   *[other] { $jokers } jolly
}
azul-queens-garden-pay-group-jokers = Solo jolly
azul-queens-garden-expand-label = Metti { $expansion } a faccia in su nell'{ $area }, esagono su { $cell }
azul-queens-garden-expand-down-label = Metti { $expansion } a faccia in giù nell'{ $area }
azul-queens-garden-step-face-down-in = A faccia in giù in { $area }
azul-queens-garden-buy-head = Compra dalla scorta (−{ $points } punti, a faccia in giù)
azul-queens-garden-buy-label = Compra un'espansione coperta (−{ $points } punti) per l'{ $area }
azul-queens-garden-pass = Passa
azul-queens-garden-pass-discards = Passa (poi scegli gli scarti)
azul-queens-garden-discard-label = Scarta { $piece } (−{ $points ->
    [one] { $points } punto
   *[other] { $points } punti
})
azul-queens-garden-discard-all-label = Scarta tutte le { $count } tessere ed espansioni (−{ $points ->
    [one] { $points } punto
   *[other] { $points } punti
})
azul-queens-garden-done = Fatto: passa ora

## Pieces, goals and places in words.

azul-queens-garden-a-joker = un jolly
azul-queens-garden-jokers = { $count } jolly
azul-queens-garden-pattern = motivo { $value } ({ $name })
azul-queens-garden-direction-e = est
azul-queens-garden-direction-ne = nord-est
azul-queens-garden-direction-nw = nord-ovest
azul-queens-garden-direction-w = ovest
azul-queens-garden-direction-sw = sud-ovest
azul-queens-garden-direction-se = sud-est
# Where an ornament lies, with the preposition the sentence needs.
azul-queens-garden-direction-at-ene = a est-nord-est
azul-queens-garden-direction-at-n = a nord
azul-queens-garden-direction-at-wnw = a ovest-nord-ovest
azul-queens-garden-direction-at-wsw = a ovest-sud-ovest
azul-queens-garden-direction-at-s = a sud
azul-queens-garden-direction-at-ese = a est-sud-est
# An area without its article: sentences say "nell'{ $area }", "l'{ $area }".
azul-queens-garden-area = area { $direction } ({ $label })
azul-queens-garden-cell-fountain = { $cell } (lo spazio { $direction } della fontana)
azul-queens-garden-cell-centre = { $cell } (il centro dell'area { $area })
azul-queens-garden-cell-ring = { $cell } (la casella { $direction } dell'area { $area })
azul-queens-garden-element-fountain = la fontana
azul-queens-garden-element-statue = la statua { $direction } della fontana ({ $label })
azul-queens-garden-element-bench = la panchina { $direction } della fontana ({ $label })
azul-queens-garden-element-pavilion = il padiglione dell'{ $area }

## The end of the game.

azul-queens-garden-end-nobody = Nessuno ha vinto.
azul-queens-garden-end-wins = { $who } vince con { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}.
azul-queens-garden-end-share = { $who } condividono la vittoria con { $points ->
    [one] { $points } punto
   *[other] { $points } punti
} ciascuno; il regolamento non prevede spareggi.
azul-queens-garden-detail = { $who }: obiettivi del round { $round } { $goals } e padiglioni { $pavilions }, deposito { $storage }, gruppi: { $groups }.
azul-queens-garden-detail-no-groups = { $who }: obiettivi del round { $round } { $goals } e padiglioni { $pavilions }, deposito { $storage }, gruppi: nessuno.
azul-queens-garden-group-colour = Gruppo { $colour } di { $size } = { $points }{ $bonus ->
    [0] {""}
   *[other] {" "}+ { $bonus } di bonus
}
azul-queens-garden-group-pattern = Gruppo motivo { $value } ({ $name }) di { $size } = { $points }{ $bonus ->
    [0] {""}
   *[other] {" "}+ { $bonus } di bonus
}
azul-queens-garden-breakdown-start = partenza
azul-queens-garden-breakdown-round-goals = obiettivi del round
azul-queens-garden-breakdown-pavilions = padiglioni
azul-queens-garden-breakdown-passing-first = primo a passare
azul-queens-garden-breakdown-discards = scarti
azul-queens-garden-breakdown-supply-purchases = acquisti dalla scorta
azul-queens-garden-breakdown-storage-at-the-end = deposito a fine partita
azul-queens-garden-breakdown-groups = gruppi
azul-queens-garden-breakdown-group-of-6-bonus = bonus gruppo di 6
azul-queens-garden-breakdown-lifted-to-0-by = riportato a 0 di
azul-queens-garden-breakdown-over-the-score-limit = oltre il limite di punteggio

## Rules help (/game rules): every number comes from the data.

azul-queens-garden-rules-aim-title = Scopo
azul-queens-garden-rules-aim = { azul-queens-garden-title }: acquisisci tessere esagonali ed espansioni del giardino nel tuo deposito ({ $tile-slots } spazi per tessere condivisi con i jolly, { $expansion-slots } spazi per espansioni), pagale con altri pezzi e costruisci un giardino intorno alla tua fontana in { $rounds } round. Si parte con { $start } punti; ogni round premia tre colori o motivi, e alla fine fanno punti i gruppi di { $group } o più esagoni.
azul-queens-garden-rules-turn-title = Un turno
azul-queens-garden-rules-turn = Fai una cosa: **acquisisci** (scegli un colore o un motivo e prendi un pezzo di ogni tipo che lo mostra dalla cima della pila (T) e dalle espansioni disposte L1, L2, …; scegli da dove prendere un doppione; tutto deve entrare nel deposito), **piazza una tessera** (paga il suo valore in pezzi: lo stesso colore con motivi diversi o lo stesso motivo con colori diversi, completando con i jolly), **espandi il giardino** (piazza un'espansione dal deposito, pagata allo stesso modo, a faccia in su in uno dei 6 orientamenti, oppure comprata a faccia in giù dalla scorta per { $supply } punti) oppure **passa** (scarta pezzi per il loro valore; chi passa per primo perde { $first } e inizia il round successivo). Esagoni che si toccano devono avere in comune un colore o un motivo, e un gruppo non può mai unire due esagoni identici.
azul-queens-garden-rules-pictures-title = Immagini
azul-queens-garden-rules-pictures = Ogni esagono mostra il suo colore, una sigla ({ azul-queens-garden-code-blue } azzurro, { azul-queens-garden-code-yellow } giallo, { azul-queens-garden-code-lightgreen } verde chiaro, { azul-queens-garden-code-darkgreen } verde scuro, { azul-queens-garden-code-lightpurple } viola chiaro, { azul-queens-garden-code-darkpurple } viola scuro) e il valore del motivo da 1 a 6 (1 { azul-queens-garden-component-p1 }, 2 { azul-queens-garden-component-p2 }, 3 { azul-queens-garden-component-p3 }, 4 { azul-queens-garden-component-p4 }, 5 { azul-queens-garden-component-p5 }, 6 { azul-queens-garden-component-p6 }). Le caselle si chiamano F0–F5 intorno alla fontana { azul-queens-garden-mark-fountain }, da est in senso antiorario (F1 nord-est, F2 nord-ovest, F3 ovest, …), O0–O5 gli ornamenti ({ azul-queens-garden-mark-statue } statua, { azul-queens-garden-mark-bench } panchina), e Ak.c, Ak.0–Ak.5 nell'area di espansione Ak, che sta oltre Fk, con le caselle dell'anello nelle stesse direzioni ({ azul-queens-garden-mark-pavilion }: il padiglione di un'espansione a faccia in su); i messaggi dicono dove si trova una casella, come “F1 (lo spazio nord-est della fontana)”. ✓ segna un elemento circondato. Le espansioni nel deposito sono incorniciate e segnate { azul-queens-garden-mark-expansion }. Uno spazio libero della fontana mostra il suo nome (F0–F5) e uno spazio libero di un'espansione un anello ○; la legenda in fondo all'immagine del tabellone spiega ogni segno.
azul-queens-garden-rules-garden-title = Le scelte di questo bot: il giardino
azul-queens-garden-rules-garden = Circondare un elemento fa guadagnare jolly: la fontana { $fountain }, una statua { $statue }, una panchina { $bench }, un padiglione { $pavilion }. Ogni elemento paga una volta sola, e gli elementi circondati con la stessa mossa pagano tutti. Le statue stanno in { $statues }, le panchine in { $benches }. { $elements } Un'espansione a faccia in su del deposito non può essere messa a faccia in giù. Le caselle del giardino stanno su una griglia esagonale, e l'orientamento o mette l'esagono stampato di un'espansione sulla casella o del suo anello.
azul-queens-garden-rules-elements-not-hexagons = Elementi e caselle vuote non sono esagoni quando si confrontano esagoni che si toccano.
azul-queens-garden-rules-elements-hexagons = Gli elementi contano come esagoni vicini che non hanno niente in comune; le caselle vuote non sono esagoni.
azul-queens-garden-rules-display-title = Le scelte di questo bot: l'espositore
azul-queens-garden-rules-display = { $storage } Lo spazio nel deposito si controlla dopo che hai scelto quale copia di un doppione prendere. I doppioni si scelgono per posizione, e le espansioni disposte si chiamano L1, L2, … da capo a ogni round. Quando il sacchetto non basta, prima di pescare ci si versa la torre. A fine round, quello che resta della pila corrente si tratta come l'espositore. Le espansioni restituite vanno in fondo alla scorta, il cui ordine è nascosto e non conta.
azul-queens-garden-rules-duplicates = Puoi prendere tipi che il tuo deposito contiene già.
azul-queens-garden-rules-no-duplicates = Non puoi prendere un tipo che il tuo deposito contiene già.
azul-queens-garden-rules-rounds-title = Le scelte di questo bot: i round
azul-queens-garden-rules-rounds = Gli obiettivi dei { $rounds } round si estraggono a caso per ogni partita da uno schema fisso di colori e motivi, ogni colore e motivo una volta, e sono pubblici dall'inizio. L'organizzatore può scegliere chi inizia il round 1; altrimenti si estrae a caso. I posti seguono l'ordine di arrivo, e si gioca a turno in quell'ordine. Chi può solo passare e non ha tessere né espansioni passa automaticamente. I jolly non si possono scartare quando passi. Il lato variante della plancia Punteggio non è proposto.
azul-queens-garden-rules-scoring-title = Le scelte di questo bot: il punteggio
azul-queens-garden-rules-scoring = A fine round ogni esagono che corrisponde a un obiettivo vale il valore del suo motivo, per tutti i giocatori insieme. Un punteggio non scende mai sotto 0: una penalità si ferma lì. { $limit } La partita finisce con il punteggio del round { $last }, poi il deposito come un solo saldo, poi i gruppi: prima i colori (azzurro, giallo, verde chiaro, verde scuro, viola chiaro, viola scuro), poi i motivi da 1 a 6. Il motivo 5 è la Pianta e il motivo 6 il Giglio; i nomi dei colori sono scelti dal bot.
azul-queens-garden-rules-no-limit = I punteggi non hanno un limite massimo.
azul-queens-garden-rules-limit = I punteggi si fermano a { $limit } punti.

## The pictures: words drawn on them (at most a line; names and numbers fill in).

azul-queens-garden-picture-points = { $score } pt
azul-queens-garden-tag-to-move = DI TURNO
azul-queens-garden-tag-passed = HA PASSATO
azul-queens-garden-tag-first = 1º ★
azul-queens-garden-tag-now = ORA
azul-queens-garden-picture-storage = Deposito
azul-queens-garden-picture-storage-count = { $tiles }/{ $tile-slots } · esp { $expansions }/{ $expansion-slots }
azul-queens-garden-picture-empty = vuoto
azul-queens-garden-picture-over = Partita finita: punteggi finali qui sotto
azul-queens-garden-picture-to-move = Round { $round }/{ $rounds } · tocca a { $who }
azul-queens-garden-picture-discarding = Round { $round }/{ $rounds } · tocca a { $who } (scarti)
azul-queens-garden-picture-round-goals = R{ $round }: { $goals }
azul-queens-garden-picture-colour-goal = { $code } { $colour }
azul-queens-garden-picture-pattern-goal = { $value } { $name }
azul-queens-garden-picture-stack = pila, ne restano { $left }
azul-queens-garden-picture-face-up = espansione scoperta
azul-queens-garden-picture-face-down = coperta
azul-queens-garden-picture-display-empty = L'espositore è vuoto.
azul-queens-garden-picture-no-stacks = nessuna
azul-queens-garden-picture-next-stacks = Prossime pile: { $stacks } · scorta { $supply }
azul-queens-garden-picture-bag = Sacchetto { $bag } tessere · torre { $tower }
azul-queens-garden-picture-score-name = { $who }
azul-queens-garden-picture-score-passed = {" "}· ha passato
azul-queens-garden-picture-score-first = {" "}· 1º ★
azul-queens-garden-picture-score-started = {" "}· ha iniziato
azul-queens-garden-picture-choose = { $who }: scegli una casella
azul-queens-garden-picture-choose-tile = { $who }: piazza { $tile }
azul-queens-garden-picture-choose-expansion = { $who }: espansione { $tile }
azul-queens-garden-picture-choose-area = { $who }: compra un'espansione
azul-queens-garden-picture-hint-tile = Ogni numero è uno spazio dove { $tile } può andare.
azul-queens-garden-picture-hint-expansion = Ogni numero è dove può stare l'esagono { $tile } dell'espansione; il suo padiglione occupa il centro dell'area.
azul-queens-garden-picture-hint-buy = Ogni numero è un'area vuota per un'espansione coperta dalla scorta (−{ $points } punti).
azul-queens-garden-picture-hint-paying = Paghi { $payment }.
azul-queens-garden-key-title = Nei giardini
azul-queens-garden-key-fountain = fontana
azul-queens-garden-key-statue = statua
azul-queens-garden-key-bench = panchina
azul-queens-garden-key-pavilion = padiglione
azul-queens-garden-key-surrounded = circondato
azul-queens-garden-key-fountain-space = spazio della fontana
azul-queens-garden-key-expansion-space = spazio di espansione
azul-queens-garden-key-no-expansion = ancora senza espansione
azul-queens-garden-key-joker = jolly
azul-queens-garden-key-expansion = espansione nel deposito

## The pictures' alt text: the position in words.

azul-queens-garden-alt-over = { azul-queens-garden-title }, partita finita.
azul-queens-garden-alt-round = { azul-queens-garden-title }, round { $round } di { $rounds }, tocca a { $who }.
azul-queens-garden-alt-started = { $who } ha iniziato questo round.
azul-queens-garden-alt-goals = Obiettivi di questo round: { $goals }.
azul-queens-garden-alt-top = La cima della pila (T) ha { $tiles }; { $left ->
    [one] resta { $left } espansione
   *[other] restano { $left } espansioni
} nella pila.
azul-queens-garden-alt-top-empty = La cima della pila (T) non ha tessere; { $left ->
    [one] resta { $left } espansione
   *[other] restano { $left } espansioni
} nella pila.
azul-queens-garden-alt-laid-up = Disposta come { $label }: { $expansion }, a faccia in su.
azul-queens-garden-alt-laid-down = Disposta come { $label }, a faccia in giù: { $tiles }.
azul-queens-garden-alt-counts = Scorta { $supply ->
    [one] { $supply } espansione
   *[other] { $supply } espansioni
}, sacchetto { $bag ->
    [one] { $bag } tessera
   *[other] { $bag } tessere
}, torre { $tower ->
    [one] { $tower } tessera
   *[other] { $tower } tessere
}.
azul-queens-garden-alt-scores = Punteggi: { $scores }.
azul-queens-garden-alt-score = { $who } { $score }
azul-queens-garden-alt-score-passed = { $who } { $score } (ha passato)
azul-queens-garden-alt-garden = { $who }: { $score ->
    [one] { $score } punto
   *[other] { $score } punti
}.
azul-queens-garden-alt-garden-passed = { $who }: { $score ->
    [one] { $score } punto
   *[other] { $score } punti
}, ha passato.
azul-queens-garden-alt-cell = { $cell } { $tile }
azul-queens-garden-alt-fountain = Intorno alla fontana: { $cells }.
azul-queens-garden-alt-fountain-empty = Intorno alla fontana: ancora niente.
azul-queens-garden-alt-area-up = L'{ $area }: { $expansion } a faccia in su.
azul-queens-garden-alt-area-up-cells = L'{ $area }: { $expansion } a faccia in su; { $cells }.
azul-queens-garden-alt-area-down = L'{ $area }: un'espansione a faccia in giù.
azul-queens-garden-alt-area-down-cells = L'{ $area }: un'espansione a faccia in giù; { $cells }.
azul-queens-garden-alt-surrounded = Circondati: { $elements }.
azul-queens-garden-alt-tiles = { $tile } ×{ $count }
azul-queens-garden-alt-storage = Deposito: { $pieces }.
azul-queens-garden-alt-storage-empty = Deposito: vuoto.
azul-queens-garden-alt-choices = Il giardino di { $who } con le scelte segnate: { $choices }.
azul-queens-garden-alt-choice = { $marker } su { $cell }

## Marks and codes the pictures draw (short: they sit inside a hexagon).

azul-queens-garden-code-blue = Az
azul-queens-garden-code-yellow = Gi
azul-queens-garden-code-lightgreen = VeC
azul-queens-garden-code-darkgreen = VeS
azul-queens-garden-code-lightpurple = ViC
azul-queens-garden-code-darkpurple = ViS
azul-queens-garden-mark-fountain = Fon
azul-queens-garden-mark-statue = Sta
azul-queens-garden-mark-bench = Pan
azul-queens-garden-mark-pavilion = Pad
azul-queens-garden-mark-expansion = ESP
azul-queens-garden-mark-joker = J

## Components: colours, patterns, tiles (a colour and a value) and expansions.

azul-queens-garden-component-blue = Azzurro
azul-queens-garden-component-yellow = Giallo
azul-queens-garden-component-lightgreen = Verde chiaro
azul-queens-garden-component-darkgreen = Verde scuro
azul-queens-garden-component-lightpurple = Viola chiaro
azul-queens-garden-component-darkpurple = Viola scuro
azul-queens-garden-component-p1 = Albero
azul-queens-garden-component-p2 = Uccello
azul-queens-garden-component-p3 = Farfalle
azul-queens-garden-component-p4 = Fiore
azul-queens-garden-component-p5 = Pianta
azul-queens-garden-component-p6 = Giglio
azul-queens-garden-component-blue-1 = { azul-queens-garden-component-blue } 1
azul-queens-garden-component-blue-2 = { azul-queens-garden-component-blue } 2
azul-queens-garden-component-blue-3 = { azul-queens-garden-component-blue } 3
azul-queens-garden-component-blue-4 = { azul-queens-garden-component-blue } 4
azul-queens-garden-component-blue-5 = { azul-queens-garden-component-blue } 5
azul-queens-garden-component-blue-6 = { azul-queens-garden-component-blue } 6
azul-queens-garden-component-yellow-1 = { azul-queens-garden-component-yellow } 1
azul-queens-garden-component-yellow-2 = { azul-queens-garden-component-yellow } 2
azul-queens-garden-component-yellow-3 = { azul-queens-garden-component-yellow } 3
azul-queens-garden-component-yellow-4 = { azul-queens-garden-component-yellow } 4
azul-queens-garden-component-yellow-5 = { azul-queens-garden-component-yellow } 5
azul-queens-garden-component-yellow-6 = { azul-queens-garden-component-yellow } 6
azul-queens-garden-component-lightgreen-1 = { azul-queens-garden-component-lightgreen } 1
azul-queens-garden-component-lightgreen-2 = { azul-queens-garden-component-lightgreen } 2
azul-queens-garden-component-lightgreen-3 = { azul-queens-garden-component-lightgreen } 3
azul-queens-garden-component-lightgreen-4 = { azul-queens-garden-component-lightgreen } 4
azul-queens-garden-component-lightgreen-5 = { azul-queens-garden-component-lightgreen } 5
azul-queens-garden-component-lightgreen-6 = { azul-queens-garden-component-lightgreen } 6
azul-queens-garden-component-darkgreen-1 = { azul-queens-garden-component-darkgreen } 1
azul-queens-garden-component-darkgreen-2 = { azul-queens-garden-component-darkgreen } 2
azul-queens-garden-component-darkgreen-3 = { azul-queens-garden-component-darkgreen } 3
azul-queens-garden-component-darkgreen-4 = { azul-queens-garden-component-darkgreen } 4
azul-queens-garden-component-darkgreen-5 = { azul-queens-garden-component-darkgreen } 5
azul-queens-garden-component-darkgreen-6 = { azul-queens-garden-component-darkgreen } 6
azul-queens-garden-component-lightpurple-1 = { azul-queens-garden-component-lightpurple } 1
azul-queens-garden-component-lightpurple-2 = { azul-queens-garden-component-lightpurple } 2
azul-queens-garden-component-lightpurple-3 = { azul-queens-garden-component-lightpurple } 3
azul-queens-garden-component-lightpurple-4 = { azul-queens-garden-component-lightpurple } 4
azul-queens-garden-component-lightpurple-5 = { azul-queens-garden-component-lightpurple } 5
azul-queens-garden-component-lightpurple-6 = { azul-queens-garden-component-lightpurple } 6
azul-queens-garden-component-darkpurple-1 = { azul-queens-garden-component-darkpurple } 1
azul-queens-garden-component-darkpurple-2 = { azul-queens-garden-component-darkpurple } 2
azul-queens-garden-component-darkpurple-3 = { azul-queens-garden-component-darkpurple } 3
azul-queens-garden-component-darkpurple-4 = { azul-queens-garden-component-darkpurple } 4
azul-queens-garden-component-darkpurple-5 = { azul-queens-garden-component-darkpurple } 5
azul-queens-garden-component-darkpurple-6 = { azul-queens-garden-component-darkpurple } 6
azul-queens-garden-component-exp-blue-1 = l'espansione { azul-queens-garden-component-blue-1 }
azul-queens-garden-component-exp-blue-2 = l'espansione { azul-queens-garden-component-blue-2 }
azul-queens-garden-component-exp-blue-3 = l'espansione { azul-queens-garden-component-blue-3 }
azul-queens-garden-component-exp-blue-4 = l'espansione { azul-queens-garden-component-blue-4 }
azul-queens-garden-component-exp-blue-5 = l'espansione { azul-queens-garden-component-blue-5 }
azul-queens-garden-component-exp-blue-6 = l'espansione { azul-queens-garden-component-blue-6 }
azul-queens-garden-component-exp-yellow-1 = l'espansione { azul-queens-garden-component-yellow-1 }
azul-queens-garden-component-exp-yellow-2 = l'espansione { azul-queens-garden-component-yellow-2 }
azul-queens-garden-component-exp-yellow-3 = l'espansione { azul-queens-garden-component-yellow-3 }
azul-queens-garden-component-exp-yellow-4 = l'espansione { azul-queens-garden-component-yellow-4 }
azul-queens-garden-component-exp-yellow-5 = l'espansione { azul-queens-garden-component-yellow-5 }
azul-queens-garden-component-exp-yellow-6 = l'espansione { azul-queens-garden-component-yellow-6 }
azul-queens-garden-component-exp-lightgreen-1 = l'espansione { azul-queens-garden-component-lightgreen-1 }
azul-queens-garden-component-exp-lightgreen-2 = l'espansione { azul-queens-garden-component-lightgreen-2 }
azul-queens-garden-component-exp-lightgreen-3 = l'espansione { azul-queens-garden-component-lightgreen-3 }
azul-queens-garden-component-exp-lightgreen-4 = l'espansione { azul-queens-garden-component-lightgreen-4 }
azul-queens-garden-component-exp-lightgreen-5 = l'espansione { azul-queens-garden-component-lightgreen-5 }
azul-queens-garden-component-exp-lightgreen-6 = l'espansione { azul-queens-garden-component-lightgreen-6 }
azul-queens-garden-component-exp-darkgreen-1 = l'espansione { azul-queens-garden-component-darkgreen-1 }
azul-queens-garden-component-exp-darkgreen-2 = l'espansione { azul-queens-garden-component-darkgreen-2 }
azul-queens-garden-component-exp-darkgreen-3 = l'espansione { azul-queens-garden-component-darkgreen-3 }
azul-queens-garden-component-exp-darkgreen-4 = l'espansione { azul-queens-garden-component-darkgreen-4 }
azul-queens-garden-component-exp-darkgreen-5 = l'espansione { azul-queens-garden-component-darkgreen-5 }
azul-queens-garden-component-exp-darkgreen-6 = l'espansione { azul-queens-garden-component-darkgreen-6 }
azul-queens-garden-component-exp-lightpurple-1 = l'espansione { azul-queens-garden-component-lightpurple-1 }
azul-queens-garden-component-exp-lightpurple-2 = l'espansione { azul-queens-garden-component-lightpurple-2 }
azul-queens-garden-component-exp-lightpurple-3 = l'espansione { azul-queens-garden-component-lightpurple-3 }
azul-queens-garden-component-exp-lightpurple-4 = l'espansione { azul-queens-garden-component-lightpurple-4 }
azul-queens-garden-component-exp-lightpurple-5 = l'espansione { azul-queens-garden-component-lightpurple-5 }
azul-queens-garden-component-exp-lightpurple-6 = l'espansione { azul-queens-garden-component-lightpurple-6 }
azul-queens-garden-component-exp-darkpurple-1 = l'espansione { azul-queens-garden-component-darkpurple-1 }
azul-queens-garden-component-exp-darkpurple-2 = l'espansione { azul-queens-garden-component-darkpurple-2 }
azul-queens-garden-component-exp-darkpurple-3 = l'espansione { azul-queens-garden-component-darkpurple-3 }
azul-queens-garden-component-exp-darkpurple-4 = l'espansione { azul-queens-garden-component-darkpurple-4 }
azul-queens-garden-component-exp-darkpurple-5 = l'espansione { azul-queens-garden-component-darkpurple-5 }
azul-queens-garden-component-exp-darkpurple-6 = l'espansione { azul-queens-garden-component-darkpurple-6 }

## Riconoscimenti, opzioni del tavolo e rifiuti alla partenza (/game rules, /game new options:)
azul-queens-garden-credits = { $title }, di { $designer }, illustrato da { $illustrator }; pubblicato da { $publishers } (© { $year }).
azul-queens-garden-option-start = Chi inizia il 1º round: il numero di un posto, oppure random
azul-queens-garden-option-start-short = Primo giocatore del 1º round
azul-queens-garden-setup-start = Il giocatore iniziale dev'essere un posto da 1 a { $players }, oppure random.
