## Splendor: le parole del gioco. Gli id dei messaggi iniziano con "splendor-".

## Slash commands
## Ciò che mostra l'elenco dei comandi di Discord: nomi e descrizioni di comandi, opzioni e
## scelte, inviati a Discord solo con la sincronizzazione (`python -m bot sync`). I nomi:
## minuscoli, senza spazi, al massimo 32 caratteri, unici tra i fratelli e mai uguali al
## nome inglese di un'altra opzione. Le descrizioni: al massimo 100 caratteri.

splendor-title = Splendor

splendor-cmd-name = splendor
splendor-cmd-description = Gioca a Splendor scrivendo le mosse

splendor-cmd-take-name = prendi
splendor-cmd-take-description = Prendi 3 gettoni di colori diversi, o 2 dello stesso colore
splendor-cmd-take-opt-gems-name = gettoni
splendor-cmd-take-opt-gems-description = I gettoni, per es. W U G o R R

splendor-cmd-reserve-name = riserva
splendor-cmd-reserve-description = Riserva una carta scoperta o la prima carta di un mazzo
splendor-cmd-reserve-opt-card-name = carta
splendor-cmd-reserve-opt-card-description = Una posizione come T2-3, o un mazzo come D1

splendor-cmd-buy-name = compra
splendor-cmd-buy-description = Compra una carta scoperta o una che hai riservato
splendor-cmd-buy-opt-card-name = carta
splendor-cmd-buy-opt-card-description = Una posizione come T2-3, o 'reserved 1' per la tua prima carta riservata

splendor-cmd-return-name = restituisci
splendor-cmd-return-description = Restituisci i gettoni oltre il limite
splendor-cmd-return-opt-tokens-name = gettoni
splendor-cmd-return-opt-tokens-description = I gettoni da restituire, per es. R K o W W

splendor-cmd-noble-name = nobile
splendor-cmd-noble-description = Scegli quale nobile idoneo ti fa visita
splendor-cmd-noble-opt-noble-name = nobile
splendor-cmd-noble-opt-noble-description = Il nobile secondo i suoi requisiti, per es. 4W 4U

splendor-cmd-rules-name = regole
splendor-cmd-rules-description = Le regole di Splendor in breve, con le scelte di questo bot

## Componenti
## Colori, carte e nobili per quello che sono: i giocatori non vedono mai gli id dei dati.
## Una carta ha il suo articolo indeterminativo ("una carta rossa da 2 punti (livello 2,
## costo 3W 5K)"), un nobile nessuno ("nobile che richiede 4W 4U"): lo aggiungono le frasi.
## I colori dei gettoni sono le gemme, in apposizione ("2 gettoni rubino").

-splendor-card = una carta { $bonus ->
        [white] bianca
        [blue] blu
        [green] verde
        [red] rossa
       *[black] nera
    }{ $points ->
        [0] {""}
        [one] {" "}da { $points } punto
       *[other] {" "}da { $points } punti
    } (livello { $tier }, costo { $cost })
-splendor-noble = nobile che richiede { $need }

splendor-component-white = diamante
splendor-component-blue = zaffiro
splendor-component-green = smeraldo
splendor-component-red = rubino
splendor-component-black = onice
splendor-component-gold = oro
splendor-component-1-w-01 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "3W 1U 1K") }
splendor-component-1-w-02 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "3U") }
splendor-component-1-w-03 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "2U 2G 1K") }
splendor-component-1-w-04 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "2U 2K") }
splendor-component-1-w-05 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "1U 2G 1R 1K") }
splendor-component-1-w-06 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "1U 1G 1R 1K") }
splendor-component-1-w-07 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "2R 1K") }
splendor-component-1-w-08 = { -splendor-card(tier: 1, points: 1, bonus: "white", cost: "4G") }
splendor-component-1-u-01 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "1W 2G 2R") }
splendor-component-1-u-02 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "1W 1G 2R 1K") }
splendor-component-1-u-03 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "1W 1G 1R 1K") }
splendor-component-1-u-04 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "1W 2K") }
splendor-component-1-u-05 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "1U 3G 1R") }
splendor-component-1-u-06 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "2G 2K") }
splendor-component-1-u-07 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "3K") }
splendor-component-1-u-08 = { -splendor-card(tier: 1, points: 1, bonus: "blue", cost: "4R") }
splendor-component-1-g-01 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "2W 1U") }
splendor-component-1-g-02 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "1W 3U 1G") }
splendor-component-1-g-03 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "1W 1U 1R 2K") }
splendor-component-1-g-04 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "1W 1U 1R 1K") }
splendor-component-1-g-05 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "2U 2R") }
splendor-component-1-g-06 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "1U 2R 2K") }
splendor-component-1-g-07 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "3R") }
splendor-component-1-g-08 = { -splendor-card(tier: 1, points: 1, bonus: "green", cost: "4K") }
splendor-component-1-r-01 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "3W") }
splendor-component-1-r-02 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "2W 1U 1G 1K") }
splendor-component-1-r-03 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "2W 1G 2K") }
splendor-component-1-r-04 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "2W 2R") }
splendor-component-1-r-05 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "1W 1U 1G 1K") }
splendor-component-1-r-06 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "1W 1R 3K") }
splendor-component-1-r-07 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "2U 1G") }
splendor-component-1-r-08 = { -splendor-card(tier: 1, points: 1, bonus: "red", cost: "4W") }
splendor-component-1-k-01 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "2W 2U 1R") }
splendor-component-1-k-02 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "2W 2G") }
splendor-component-1-k-03 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "1W 2U 1G 1R") }
splendor-component-1-k-04 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "1W 1U 1G 1R") }
splendor-component-1-k-05 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "3G") }
splendor-component-1-k-06 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "2G 1R") }
splendor-component-1-k-07 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "1G 3R 1K") }
splendor-component-1-k-08 = { -splendor-card(tier: 1, points: 1, bonus: "black", cost: "4U") }
splendor-component-2-w-01 = { -splendor-card(tier: 2, points: 1, bonus: "white", cost: "2W 3U 3R") }
splendor-component-2-w-02 = { -splendor-card(tier: 2, points: 1, bonus: "white", cost: "3G 2R 2K") }
splendor-component-2-w-03 = { -splendor-card(tier: 2, points: 2, bonus: "white", cost: "1G 4R 2K") }
splendor-component-2-w-04 = { -splendor-card(tier: 2, points: 2, bonus: "white", cost: "5R 3K") }
splendor-component-2-w-05 = { -splendor-card(tier: 2, points: 2, bonus: "white", cost: "5R") }
splendor-component-2-w-06 = { -splendor-card(tier: 2, points: 3, bonus: "white", cost: "6W") }
splendor-component-2-u-01 = { -splendor-card(tier: 2, points: 1, bonus: "blue", cost: "2U 3G 3K") }
splendor-component-2-u-02 = { -splendor-card(tier: 2, points: 1, bonus: "blue", cost: "2U 2G 3R") }
splendor-component-2-u-03 = { -splendor-card(tier: 2, points: 2, bonus: "blue", cost: "5W 3U") }
splendor-component-2-u-04 = { -splendor-card(tier: 2, points: 2, bonus: "blue", cost: "2W 1R 4K") }
splendor-component-2-u-05 = { -splendor-card(tier: 2, points: 2, bonus: "blue", cost: "5U") }
splendor-component-2-u-06 = { -splendor-card(tier: 2, points: 3, bonus: "blue", cost: "6U") }
splendor-component-2-g-01 = { -splendor-card(tier: 2, points: 1, bonus: "green", cost: "3W 2G 3R") }
splendor-component-2-g-02 = { -splendor-card(tier: 2, points: 1, bonus: "green", cost: "2W 3U 2K") }
splendor-component-2-g-03 = { -splendor-card(tier: 2, points: 2, bonus: "green", cost: "4W 2U 1K") }
splendor-component-2-g-04 = { -splendor-card(tier: 2, points: 2, bonus: "green", cost: "5U 3G") }
splendor-component-2-g-05 = { -splendor-card(tier: 2, points: 2, bonus: "green", cost: "5G") }
splendor-component-2-g-06 = { -splendor-card(tier: 2, points: 3, bonus: "green", cost: "6G") }
splendor-component-2-r-01 = { -splendor-card(tier: 2, points: 1, bonus: "red", cost: "2W 2R 3K") }
splendor-component-2-r-02 = { -splendor-card(tier: 2, points: 1, bonus: "red", cost: "3U 2R 3K") }
splendor-component-2-r-03 = { -splendor-card(tier: 2, points: 2, bonus: "red", cost: "3W 5K") }
splendor-component-2-r-04 = { -splendor-card(tier: 2, points: 2, bonus: "red", cost: "1W 4U 2G") }
splendor-component-2-r-05 = { -splendor-card(tier: 2, points: 2, bonus: "red", cost: "5K") }
splendor-component-2-r-06 = { -splendor-card(tier: 2, points: 3, bonus: "red", cost: "6R") }
splendor-component-2-k-01 = { -splendor-card(tier: 2, points: 1, bonus: "black", cost: "3W 2U 2G") }
splendor-component-2-k-02 = { -splendor-card(tier: 2, points: 1, bonus: "black", cost: "3W 3G 2K") }
splendor-component-2-k-03 = { -splendor-card(tier: 2, points: 2, bonus: "black", cost: "5W") }
splendor-component-2-k-04 = { -splendor-card(tier: 2, points: 2, bonus: "black", cost: "1U 4G 2R") }
splendor-component-2-k-05 = { -splendor-card(tier: 2, points: 2, bonus: "black", cost: "5G 3R") }
splendor-component-2-k-06 = { -splendor-card(tier: 2, points: 3, bonus: "black", cost: "6K") }
splendor-component-3-w-01 = { -splendor-card(tier: 3, points: 3, bonus: "white", cost: "3U 3G 5R 3K") }
splendor-component-3-w-02 = { -splendor-card(tier: 3, points: 4, bonus: "white", cost: "3W 3R 6K") }
splendor-component-3-w-03 = { -splendor-card(tier: 3, points: 4, bonus: "white", cost: "7K") }
splendor-component-3-w-04 = { -splendor-card(tier: 3, points: 5, bonus: "white", cost: "3W 7K") }
splendor-component-3-u-01 = { -splendor-card(tier: 3, points: 3, bonus: "blue", cost: "3W 3G 3R 5K") }
splendor-component-3-u-02 = { -splendor-card(tier: 3, points: 4, bonus: "blue", cost: "7W") }
splendor-component-3-u-03 = { -splendor-card(tier: 3, points: 4, bonus: "blue", cost: "6W 3U 3K") }
splendor-component-3-u-04 = { -splendor-card(tier: 3, points: 5, bonus: "blue", cost: "7W 3U") }
splendor-component-3-g-01 = { -splendor-card(tier: 3, points: 3, bonus: "green", cost: "5W 3U 3R 3K") }
splendor-component-3-g-02 = { -splendor-card(tier: 3, points: 4, bonus: "green", cost: "3W 6U 3G") }
splendor-component-3-g-03 = { -splendor-card(tier: 3, points: 4, bonus: "green", cost: "7U") }
splendor-component-3-g-04 = { -splendor-card(tier: 3, points: 5, bonus: "green", cost: "7U 3G") }
splendor-component-3-r-01 = { -splendor-card(tier: 3, points: 3, bonus: "red", cost: "3W 5U 3G 3K") }
splendor-component-3-r-02 = { -splendor-card(tier: 3, points: 4, bonus: "red", cost: "3U 6G 3R") }
splendor-component-3-r-03 = { -splendor-card(tier: 3, points: 4, bonus: "red", cost: "7G") }
splendor-component-3-r-04 = { -splendor-card(tier: 3, points: 5, bonus: "red", cost: "7G 3R") }
splendor-component-3-k-01 = { -splendor-card(tier: 3, points: 3, bonus: "black", cost: "3W 3U 5G 3R") }
splendor-component-3-k-02 = { -splendor-card(tier: 3, points: 4, bonus: "black", cost: "3G 6R 3K") }
splendor-component-3-k-03 = { -splendor-card(tier: 3, points: 4, bonus: "black", cost: "7R") }
splendor-component-3-k-04 = { -splendor-card(tier: 3, points: 5, bonus: "black", cost: "7R 3K") }
splendor-component-n-wu = { -splendor-noble(need: "4W 4U") }
splendor-component-n-ug = { -splendor-noble(need: "4U 4G") }
splendor-component-n-gr = { -splendor-noble(need: "4G 4R") }
splendor-component-n-rk = { -splendor-noble(need: "4R 4K") }
splendor-component-n-kw = { -splendor-noble(need: "4W 4K") }
splendor-component-n-wug = { -splendor-noble(need: "3W 3U 3G") }
splendor-component-n-ugr = { -splendor-noble(need: "3U 3G 3R") }
splendor-component-n-grk = { -splendor-noble(need: "3G 3R 3K") }
splendor-component-n-rkw = { -splendor-noble(need: "3W 3R 3K") }
splendor-component-n-kwu = { -splendor-noble(need: "3W 3U 3K") }

## Carte, colori e quantità nelle etichette

splendor-card-short = L{ $tier } · { $points ->
    [0] { $bonus }
   *[other] { $points }★ { $bonus }
}
splendor-card-label = L{ $tier } · { $points ->
    [0] { $bonus }
   *[other] { $points }★ { $bonus }
} · costa { $cost }
splendor-colour-title = { $colour ->
    [white] Diamante
    [blue] Zaffiro
    [green] Smeraldo
    [red] Rubino
    [black] Onice
   *[gold] Oro
}
splendor-amount = { $count ->
    [one] { $count } gettone
   *[other] { $count } gettoni
} { $colour }
splendor-amounts = { $amounts }
splendor-nothing = niente
splendor-pay-gems = { $gems }
splendor-pay-gold = { $gold } oro
splendor-pay-gems-gold = { $gems } + { $gold } oro
splendor-the-noble = il { $noble }

## Eventi

splendor-game-begins = Inizia una partita a Splendor con { $players } giocatori; comincia { $who }.
splendor-passes-stuck = { $who } non ha azioni possibili e passa.
splendor-passes = { $who } passa.
splendor-nobles-could-visit = { $count } nobili potrebbero fare visita a { $who }, che sceglie tra { $nobles }.
splendor-noble-visits = Il { $noble } fa visita a { $who } (+{ $points } prestigio).
splendor-reached-at-round-end = { $who } ha raggiunto { $points } punti prestigio alla fine del giro.
splendor-reached = { $who } ha raggiunto { $points } punti prestigio: la partita finisce dopo il turno di { $last }.
splendor-game-over = La partita è finita: { $reason }.
splendor-reason-prestige = si è concluso il giro in cui un giocatore ha raggiunto { $prestige } punti prestigio
splendor-reason-deadlock = nessuno ha potuto agire per { $turns } turni di fila
splendor-reason-round-cap = si è concluso il giro { $rounds }, l'ultimo consentito dal bot
splendor-refilled = Nella posizione { $slot } entra { $card }.
splendor-deck-empty-slot = Il mazzo di livello { $tier } è vuoto, quindi la posizione { $slot } resta vuota.
splendor-row-closes-refilled = La fila di livello { $tier } scorre a sinistra; nella posizione { $slot } entra { $card }.
splendor-row-closes-empty = La fila di livello { $tier } scorre a sinistra; il mazzo di livello { $tier } è vuoto, quindi { $slot } resta vuota.
splendor-must-return = { $who } ha { $held } gettoni e deve restituirne { $count }.
splendor-took-same = { $who } ha preso { $count } gettoni { $colour }.
splendor-took = { $who } ha preso { $count ->
    [one] un gettone: { $gems }
   *[other] un gettone per colore: { $gems }
}.
splendor-reserved-slot = { $who } ha riservato { $card } dalla posizione { $slot } e ha preso { $gold } oro.
splendor-reserved-slot-no-gold = { $who } ha riservato { $card } dalla posizione { $slot }; la pila dell'oro è vuota, quindi niente oro.
splendor-reserved-deck = { $who } ha riservato una carta coperta dal mazzo di livello { $tier } e ha preso { $gold } oro.
splendor-reserved-deck-no-gold = { $who } ha riservato una carta coperta dal mazzo di livello { $tier }; la pila dell'oro è vuota, quindi niente oro.
splendor-paying = pagando { $amounts }
splendor-for-free = gratis
splendor-bought-slot = { $who } ha comprato { $card } dalla posizione { $slot }, { $paid }.
splendor-bought-hand = { $who } ha comprato { $card } dalle sue carte riservate, { $paid }.
splendor-bought-hand-blind = { $who } ha comprato { $card } dalle sue carte riservate (riservata coperta dal mazzo), { $paid }.
splendor-returned = { $who } ha restituito { $amounts }.
splendor-you-drew = Hai pescato { $card }; solo tu puoi vederla.

## La riga "Ultima mossa" del tabellone (dopo il nome del giocatore)

splendor-last-took = ha preso { $tokens }
splendor-last-reserved = ha riservato { $card } da { $slot }
splendor-last-reserved-deck = ha riservato una carta coperta dal mazzo di livello { $tier }
splendor-last-bought = ha comprato { $card } da { $slot }
splendor-last-bought-hand = ha comprato { $card } dalla mano
splendor-last-passed = ha passato
splendor-last-returned = ha restituito { $tokens }
splendor-last-then = { $first }, poi { $then }
splendor-last-noble = ha scelto il { $noble }

## Richieste

splendor-prompt-over = La partita è finita.
splendor-waiting-return = In attesa che { $who } restituisca { $count ->
    [one] { $count } gettone
   *[other] { $count } gettoni
}.
splendor-waiting-noble = In attesa che { $who } scelga il nobile da cui ricevere la visita.
splendor-waiting-turn = In attesa che { $who } giochi il suo turno.
splendor-prompt-return = Hai { $held } gettoni; restituiscine esattamente { $count } per tornare a { $limit }.
splendor-prompt-noble = Più nobili vogliono farti visita; scegli { $nobles }.
splendor-prompt-turn = Tocca a te: prendi gettoni, riserva una carta o comprane una. Hai { $held ->
    [one] { $held } gettone
   *[other] { $held } gettoni
} e { $reserved } carte riservate su { $max }.
splendor-prompt-turn-limit = Tocca a te: prendi gettoni, riserva una carta o comprane una. Hai { $held ->
    [one] { $held } gettone
   *[other] { $held } gettoni
} e { $reserved } carte riservate su { $max }. Il limite è { $limit }: { $notes }.
splendor-note-taking = se prendi { $gems } gettoni, ne avrai { $held } e dovrai restituirne { $count }
splendor-note-reserving = se riservi, avrai { $held } gettoni e dovrai restituirne { $count }
splendor-two-notes = { $first }; { $second }

## Etichette delle mosse e passi dei menu

splendor-step-take-different = { $count ->
    [one] Prendi 1 gettone
   *[other] Prendi { $count } gettoni di colori diversi
}
splendor-step-take-same = Prendi { $count } gettoni dello stesso colore
splendor-step-then-return = { $step } · poi restituiscine { $count }
splendor-label-then-return = { $label } (avrai { $held } gettoni e dovrai restituirne { $count })
splendor-label-take = Prendi { $gems }
splendor-label-take-same = Prendi { $count } gettoni { $colour }
splendor-choice-dot = { $first } · { $rest }
splendor-choice-plus = { $first } + { $rest }
splendor-choice-colour-times = { $colour } ×{ $count }
splendor-step-reserve = Riserva
splendor-step-level-market = Carte scoperte di livello { $tier }
splendor-step-from-deck = Da un mazzo
splendor-step-level-deck = Mazzo di livello { $tier } (carta coperta)
splendor-label-reserve-slot = Riserva { $slot }: { $card }
splendor-label-reserve-deck = Riserva la prima carta del mazzo di livello { $tier } (coperta)
splendor-step-buy = Compra
splendor-step-from-market = Dalle carte scoperte
splendor-step-from-hand = Dalla tua mano
splendor-step-auto-pay = Paga in automatico: { $amount }
splendor-step-pay = Paga: { $amount }
splendor-step-using-gold = Usando { $gold } oro
splendor-place-slot = { $slot }
splendor-place-reserved = riservata { $number }
splendor-label-buy-pay = Compra { $where }: { $card } · paga { $amount }
splendor-label-buy-free = Compra { $where }: { $card } · gratis
splendor-step-card-pay = { $card } · paga { $amount }
splendor-step-card-free = { $card } · gratis
splendor-label-buy-auto = Compra { $where }: { $card } · automatico: { $amount }
splendor-step-return = Restituisci gettoni
splendor-step-return-first = { $colour } + …
splendor-label-return = Restituisci { $tokens }
splendor-step-noble = Scegli un nobile
splendor-choice-noble = Richiede { $need } · { $points }★
splendor-label-noble = Scegli il { $noble } (+{ $points } prestigio)
splendor-label-pass = Passa (nessuna azione in questo turno)
splendor-step-pass = Passa

## Rifiuti

splendor-no-noble-needs = Nessun nobile richiede { $need }; indicane uno come lo mostra la sua etichetta, per es. 'noble 4W 4U'.
splendor-reserved-needs-game = 'buy reserved { $number }' indica una delle tue carte riservate, quindi serve la partita in cui giochi.
splendor-no-reserved-card = Hai { $held ->
    [one] { $held } carta riservata
   *[other] { $held } carte riservate
}, quindi non esiste la carta riservata { $number }.
splendor-no-return-due = Hai { $held } gettoni; i gettoni si restituiscono solo quando un turno finisce sopra { $limit }.
splendor-no-noble-pending = Nessuna scelta di nobile in sospeso; i nobili fanno visita alla fine di un turno.
splendor-pass-not-allowed = Puoi passare solo quando non hai altre azioni possibili, e tu ne hai.
splendor-no-gold-take = L'oro non si prende mai con l'azione di prendere gettoni; lo ottieni solo riservando una carta.
splendor-pile-too-small = La pila { $colour } ha { $count ->
    [one] { $count } gettone
   *[other] { $count } gettoni
}; per prenderne { $take } ne servono almeno { $pile }.
splendor-pile-empty = La pila { $colour } è vuota.
splendor-cannot-take-different = Con { $colours ->
    [one] { $colours } colore
   *[other] { $colours } colori
} nella riserva non puoi prendere gettoni di colori diversi: servono { $needed } colori.
splendor-must-take-exactly = Con { $colours ->
    [one] { $colours } colore
   *[other] { $colours } colori
} nella riserva devi prendere esattamente { $count ->
    [one] { $count } gettone
   *[other] { $count } gettoni di colori diversi
}.
splendor-must-take-up-to = Con { $colours ->
    [one] { $colours } colore
   *[other] { $colours } colori
} nella riserva devi prendere da 1 a { $count } gettoni di colori diversi.
splendor-reserve-limit = Hai già { $held } carte riservate; il limite è { $limit }.
splendor-slot-empty = La posizione { $slot } è vuota.
splendor-deck-empty = Il mazzo di livello { $tier } è vuoto.
splendor-need-more = Ti { $count ->
    [one] serve ancora { $count } gettone
   *[other] servono ancora { $count } gettoni
} { $colour } o dell'oro per comprare { $card }.
splendor-short-for = Ti { $count ->
    [one] manca { $count } gettone
   *[other] mancano { $count } gettoni
} per { $card } ({ $gaps }) e hai { $gold } oro, quindi te ne servono altri { $missing }.
splendor-card-in-market = Quella carta ({ $card }) è scoperta; comprala dalla sua posizione: 'buy { $slot }'.
splendor-not-in-hand = Quella carta non è tra le tue carte riservate; puoi comprare solo carte scoperte e le tue carte riservate.
splendor-colour-not-due = Per questa carta non devi pagare { $colour }, e i gettoni di un colore non pagano mai un altro colore.
splendor-pay-too-much = Per questa carta devi solo { $due } { $colour }, quindi non puoi pagarne { $pay }.
splendor-hold-only = Hai solo { $count ->
    [one] { $count } gettone
   *[other] { $count } gettoni
} { $colour }.
splendor-gold-too-much = Così paghi { $gold } oro più del dovuto; l'oro copre solo ciò che le gemme lasciano da pagare.
splendor-payment-short = Questo pagamento lascia { $count ->
    [one] { $count } gettone
   *[other] { $count } gettoni
} da pagare; l'oro deve coprire esattamente il resto.
splendor-automatic-payment = Questo è il pagamento automatico; invia `{ $move }` senza `pay`.
splendor-return-first = Prima restituisci { $count ->
    [one] { $count } gettone
   *[other] { $count } gettoni
}: ne hai { $held } e il limite è { $limit }.
splendor-return-exactly = Devi restituire esattamente { $count ->
    [one] { $count } gettone
   *[other] { $count } gettoni
}, non { $given }: ne hai { $held } e il limite è { $limit }.
splendor-return-too-many = Hai solo { $have } { $colour }, quindi non puoi restituirne { $count }.
splendor-noble-first = Prima scegli quale nobile ti fa visita: { $nobles }.
splendor-noble-not-offered = Il { $noble } non è tra quelli che puoi scegliere ora; scegli { $nobles }.

## Mosse scritte che non sono mosse di Splendor (la notazione resta in inglese)

splendor-bad-colour = `{ $word }` non è un colore di gettone; usa `W`, `U`, `G`, `R`, `K` (o `*` per l'oro).
splendor-bad-slot = `{ $word }` non è una posizione; le posizioni vanno da { $first } a { $last }.
splendor-bad-deck = `{ $word }` non è un mazzo; i mazzi vanno da { $first } a { $last }.
splendor-bad-card = Nessuna carta si chiama `{ $word }`; compra una carta riservata con `buy reserved 1`.
splendor-bad-amount = `{ $word }` non è una quantità; scrivi la lettera di un colore e un numero, come in `{ $verb } U1 R2 *1`.
splendor-bad-colour-twice = Indica ogni colore una volta sola in `{ $verb }`, per es. `{ $verb } U2 *1`.
splendor-bad-empty-payment = Un pagamento indica almeno un gettone, come in '{ $verb } U1 R2 *1'.
splendor-bad-take-nothing = Indica i gettoni da prendere, per es. 'take W U G' o 'take R R'.
splendor-bad-take-too-many = Prendi al massimo { $count } gettoni: 'take W U G', o 'take R R' per due dello stesso colore.
splendor-bad-take-mix = Prendi colori diversi ('take W U G') o due gettoni dello stesso colore ('take R R'), non un misto.
splendor-bad-reserve-one = Riserva indica una sola posizione o un mazzo, per es. 'reserve T2-3' o 'reserve D1'.
splendor-bad-reserve-card = Riserva per posizione ('reserve T2-3') o per mazzo ('reserve D2').
splendor-bad-reserve-target = `{ $word }` non è né una posizione (`T2-3`) né un mazzo (`D1`).
splendor-bad-buy-nothing = Indica la carta da comprare: una posizione ('buy T2-3') o una delle tue carte riservate ('buy reserved 1').
splendor-bad-buy-rest = Dopo la carta può seguire solo un pagamento, come in 'buy T2-3 pay U1 R2 *1'.
splendor-bad-buy-deck = Le carte di un mazzo non si possono comprare; riserva prima la prima carta.
splendor-bad-buy-target = `{ $word }` non è né una posizione (`T2-3`) né una delle tue carte riservate (`buy reserved 1`).
splendor-bad-return-nothing = Indica i gettoni da restituire, una lettera per gettone, per es. 'return R K'.
splendor-bad-return-token = `{ $word }` non è un gettone; scrivi una lettera per gettone, come in `return W W`.
splendor-bad-return-none = Restituisci almeno un gettone, per es. 'return R'.
splendor-bad-noble = Indica un nobile per quello che richiede, per es. 'noble 4W 4U'.
splendor-bad-noble-id = Nessun nobile si chiama `{ $word }`; indicane uno per quello che richiede, per es. `noble 4W 4U`.
splendor-bad-not-text = Una mossa è un testo, come 'take W U G', 'take R R', 'reserve T2-3', 'reserve D1', 'buy T1-4' o 'noble 4W 4U'.
splendor-bad-empty = Scrivi una mossa, come 'take W U G', 'take R R', 'reserve T2-3', 'reserve D1', 'buy T1-4' o 'noble 4W 4U'.
splendor-bad-pass = Dopo 'pass' non va scritto niente.
splendor-bad-verb = `{ $word }` non è una mossa di Splendor; le mosse iniziano con `take`, `reserve`, `buy`, `return` o `noble`.

## Risultati

splendor-nobody-won = Nessuno ha vinto.
splendor-wins = { $who } vince con { $score } punti prestigio.
splendor-share-victory = { $names } condividono la vittoria con { $score } punti prestigio.
splendor-share-victory-cards = { $names } condividono la vittoria con { $score } punti prestigio e { $cards ->
    [one] { $cards } carta
   *[other] { $cards } carte
} a testa.
splendor-wins-fewer-cards = { $tied } hanno { $count ->
    [2] entrambi
   *[other] tutti
} { $score } punti; { $who } vince con meno carte ({ $cards } contro { $others }).
splendor-end-deadlock = Nessuno poteva più agire, quindi la partita si è fermata. { $winner }
splendor-end-round-cap = La partita si è fermata dopo il giro { $rounds }, l'ultimo consentito dal bot. { $winner }
splendor-detail-reserved = Carte riservate di { $who }: { $cards }.
splendor-detail-no-reserved = Carte riservate di { $who }: nessuna.
splendor-reserved-open = { $card }
splendor-reserved-blind = { $card } (coperta)
splendor-hidden-card = una carta di livello { $tier }
splendor-breakdown-cards = prestigio dalle carte
splendor-breakdown-nobles = prestigio dai nobili
splendor-breakdown-purchased = carte acquistate (meno carte vince lo spareggio)

## Regole (/game rules): i numeri vengono dai dati

splendor-rules-title-aim = Lo scopo
splendor-rules-title-turn = Un turno
splendor-rules-title-letters = Lettere e simboli
splendor-rules-title-own = Le scelte di questo bot
splendor-rules-title-typing = Scrivere le mosse
splendor-rules-aim = Compra carte di sviluppo e attira i nobili per guadagnare punti prestigio (★). Quando qualcuno finisce un turno con { $prestige } o più, si gioca il giro fino alla fine, così tutti hanno avuto gli stessi turni; poi vince chi ha più prestigio, e in caso di parità vince chi ha comprato meno carte.
splendor-rules-aim-no-tiebreak = Compra carte di sviluppo e attira i nobili per guadagnare punti prestigio (★). Quando qualcuno finisce un turno con { $prestige } o più, si gioca il giro fino alla fine, così tutti hanno avuto gli stessi turni; poi vince chi ha più prestigio.
splendor-rules-turn = Fai una di queste azioni: prendi { $distinct } gettoni di colori diversi; prendi { $same } gettoni dello stesso colore da una pila che ne ha almeno { $pile }; riserva una carta scoperta o la prima di un mazzo (senza mostrarla agli altri), prendendo { $gold } oro, con al massimo { $reserved } carte riservate alla volta; oppure compra una carta scoperta o una delle tue carte riservate. Ogni carta che possiedi è un bonus permanente del suo colore: 1 in meno da pagare di quel colore per sempre. Finisci il turno con al massimo { $limit } gettoni (restituisci il resto). Un nobile i cui requisiti sono soddisfatti dai tuoi bonus ti fa poi visita: +{ $noble }, uno per turno, a tua scelta se più di uno potrebbe.
splendor-rules-letters = W bianco (diamante), U blu (zaffiro), G verde (smeraldo), R rosso (rubino), K nero (onice), * oro, che sostituisce qualsiasi colore. ★ è il prestigio. 'L2 · 2★ rubino · costa 3W 5K' è una carta di livello 2 che vale 2, dà un bonus rosso e costa 3 bianchi e 5 neri. T2-3 è una posizione: fila del livello 2, terza da sinistra; da D1 a D3 sono i mazzi. Un nobile che 'richiede 4W 4U' vuole bonus (carte), non gettoni.
splendor-rules-fewer-exactly = Quando restano meno di { $distinct } colori, prendi esattamente un gettone per ogni colore rimasto.
splendor-rules-fewer-up-to = Quando restano meno di { $distinct } colori, prendi un gettone di quanti di quei colori vuoi.
splendor-rules-fewer-never = I gettoni di colori diversi si possono prendere solo finché restano { $distinct } colori.
splendor-rules-pay-gems-first = paga prima con le tue gemme e usa l'oro solo per ciò che resta da pagare
splendor-rules-pay-gold-first = spende prima il tuo oro, poi le gemme
splendor-rules-refill-same-slot = Una carta presa dalle carte scoperte viene sostituita nella stessa posizione.
splendor-rules-refill-close-up = Quando una carta lascia le carte scoperte, la sua fila scorre a sinistra e la nuova carta entra nell'ultima posizione.
splendor-rules-reserves-public = Le carte riservate dalle carte scoperte restano visibili a tutti; quelle riservate da un mazzo mostrano solo il livello.
splendor-rules-reserves-hidden = Le carte riservate mostrano agli altri giocatori solo il livello.
splendor-rules-pass-automatic = Chi non può fare niente passa automaticamente
splendor-rules-pass-automatic-anytime = Chi non può fare niente passa automaticamente, e chiunque può passare nel suo turno
splendor-rules-pass-manual = Chi non può fare niente deve passare
splendor-rules-pass-manual-anytime = Chi non può fare niente deve passare, e chiunque può passare nel suo turno
splendor-rules-deadlock-every = tutti i giocatori
splendor-rules-deadlock-count = { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}
splendor-rules-reveal = Le carte riservate coperte vengono mostrate a tutti alla fine.
splendor-rules-no-reveal = Le carte riservate coperte restano segrete anche alla fine.
splendor-rules-below-by-cards = Sotto il vincitore, i giocatori sono ordinati per prestigio, poi per meno carte.
splendor-rules-below-share = Sotto il vincitore, i giocatori con lo stesso prestigio condividono il posto.
splendor-rules-own = I posti sono in ordine casuale e comincia il primo posto. { $fewer } 'buy' { $payment }, a meno che tu non scelga un altro pagamento. { $refill } { $shown } { $passing }. La partita si ferma se { $deadlock } di fila hanno dovuto passare senza l'arrivo di un nobile, o dopo il giro { $rounds }. { $reveal } { $below } Non si annulla: un'azione è definitiva appena la scegli.
splendor-rules-typing = Premi Gioca sul tabellone, o scrivi: 'take W U G', 'take R R', 'reserve T2-3', 'reserve D1', 'buy T2-3', 'buy reserved 1', 'return R K', 'noble 4W 4U'. Un altro pagamento: 'buy T2-3 pay U1 R2 *1'. Funzionano anche le parole dei pulsanti, in ogni lingua ('take Rubino ×2', 'buy T2-3 Paga: 1U + 1 oro').

## Immagini: le parole disegnate sul tabellone, sulle immagini di scelta e della mano, e il
## loro testo alternativo

splendor-pic-empty = vuoto
splendor-pic-bonus-amount = { $count } { $colour }
splendor-pic-seat = Posto { $number }
splendor-pic-last-tag = QUI
splendor-pic-level = Livello
splendor-pic-left = { $count ->
    [one] carta
   *[other] carte
}
splendor-pic-blind = cieca
splendor-pic-hidden-card = carta coperta
splendor-pic-game-over = Partita finita · { $count ->
    [one] vince { $who }
   *[other] vincono { $who }
}
splendor-pic-must-return = { $who } deve restituire { $count ->
    [one] { $count } gettone
   *[other] { $count } gettoni
}
splendor-pic-chooses-noble = { $who } sceglie un nobile
splendor-pic-to-move = Tocca a { $who }
splendor-pic-last = Ultima mossa: { $who } { $move }
splendor-pic-ended = { $reason ->
    [prestige] Finita perché un giocatore ha raggiunto { $prestige } punti prestigio
    [deadlock] Finita perché nessuno poteva più muovere
    [round_cap] Finita perché è stato raggiunto il limite di giri
   *[other] Finita perché la partita si è conclusa
}
splendor-pic-new-game = Nuova partita: nessuno ha ancora mosso.
splendor-pic-colour = { $colour ->
    [white] bianco
    [blue] blu
    [green] verde
    [red] rosso
    [black] nero
   *[gold] oro
}
splendor-pic-key-gem = ◆ la gemma del bonus · in alto a sinistra: i punti prestigio
splendor-pic-key-cost = 3W: costa 3 bianchi (meno i tuoi bonus)
splendor-pic-key-slot = T2-3: livello II, 3ª carta · D2: mazzo di livello II
splendor-pic-key-tokens = ● gettoni · Σ il totale (al massimo { $limit } a fine turno)
splendor-pic-key-bonuses = ■ bonus: gemme delle carte comprate · ▮ carte comprate
splendor-pic-key-nobles = ♛ nobili · ★ prestigio ({ $prestige } fa finire la partita)
splendor-pic-key-buyable = ✓ e cornice verde: puoi comprarla ora
splendor-pic-key-badges = numeri (1, 2, …): i pulsanti del tuo pannello
splendor-pic-bank = Riserva
splendor-pic-pick = SCEGLI
splendor-pic-no-nobles = Nessun nobile rimasto in mostra
splendor-pic-round = Giro { $round }
splendor-pic-final-round = ULTIMO GIRO
splendor-pic-players = Giocatori
splendor-pic-winner = VITTORIA
splendor-pic-to-move-tag = DI TURNO
splendor-pic-ends-the-game = { $prestige }★ fa finire la partita
splendor-pic-no-reserved = Nessuna carta riservata
splendor-pic-noble = un nobile che chiede i bonus { $need } ({ $points } prestigio)
splendor-pic-none = nessuno
splendor-pic-can-buy = Puoi comprare { $count ->
    [one] { $count } carta
   *[other] { $count } carte
} ora (✓).
splendor-pic-cannot-buy = Non puoi ancora comprare nessuna carta.
splendor-pic-your-choice = La tua scelta · { $who }
# tre righe brevi accanto alle carte riservate, separate da "|"
splendor-pic-your-reserved-cards = le tue|carte|riservate
splendor-pic-private = PRIVATA
splendor-pic-your-hand = La tua mano · { $who }
splendor-pic-reserved = riservata
splendor-pic-pay = Paga
splendor-pic-free = gratis
splendor-pic-can-buy-short = acquistabile
splendor-pic-with-gold = con { $gold } oro
splendor-pic-no-gold-needed = senza oro
splendor-pic-short = { $count ->
    [one] ne manca { $count }
   *[other] ne mancano { $count }
}
splendor-pic-gold-need-have = oro: { $have } su { $need }
splendor-pic-market-buyable = Carte scoperte che puoi comprare ora: { $slots }
splendor-pic-can-buy-now = puoi comprarla ora
splendor-pic-alt-market = Carte scoperte di Splendor, { $players } giocatori, giro { $round }.
splendor-pic-alt-final-round = Ultimo giro.
splendor-pic-alt-prestige = Prestigio: { $scores }.
splendor-pic-alt-bank = Riserva: { $tokens }.
splendor-pic-alt-nobles = Nobili: { $nobles }.
splendor-pic-alt-level = Livello { $tier } ({ $left } nel mazzo): { $cards }.
splendor-pic-alt-level-empty = Livello { $tier } ({ $left } nel mazzo): nessuna carta.
splendor-pic-alt-reserved-unseen = { $card }, riservata coperta
splendor-pic-alt-hidden-card = una carta di livello { $tier } riservata coperta
splendor-pic-alt-players = Giocatori di Splendor.
splendor-pic-alt-player = { $who }: { $prestige } prestigio; bonus { $bonuses }; gettoni { $tokens } ({ $total } in tutto); { $cards ->
    [one] { $cards } carta
   *[other] { $cards } carte
}, { $reserved } riservate, { $nobles ->
    [one] { $nobles } nobile
   *[other] { $nobles } nobili
}.
splendor-pic-alt-player-reserved = Carte riservate di { $who }: { $cards }.
splendor-pic-alt-choices = Le scelte di { $who } sulle carte scoperte di Splendor.
splendor-pic-alt-your-reserved = la tua carta riservata
splendor-pic-alt-choice-card = { $where }, { $card } (puoi comprarla ora)
splendor-pic-alt-choice-card-not-yet = { $where }, { $card } (non puoi ancora comprarla)
splendor-pic-alt-deck = il mazzo di livello { $tier }
splendor-pic-alt-yours = I tuoi bonus: { $bonuses }. I tuoi gettoni: { $tokens }.
splendor-pic-alt-hand = La mano di { $who } (privata).
splendor-pic-alt-tokens = Gettoni: { $tokens }.
splendor-pic-alt-bonuses = Bonus: { $bonuses }.
splendor-pic-alt-reserved = Carta riservata { $number }: { $card }, { $verdict }.
splendor-pic-alt-reserved-blind = Carta riservata { $number } (riservata coperta): { $card }, { $verdict }.

## Riconoscimenti, opzioni del tavolo e rifiuti alla partenza (/game rules, /game new options:)
splendor-credits = { $title } ({ $year }) è un gioco di { $designer }, illustrato da { $illustrator } e pubblicato da { $publisher }.
