## Bonsai: le parole del gioco. Gli id dei messaggi iniziano con "bonsai-".

## Slash commands
## Ciò che mostra l'elenco dei comandi di Discord: nomi e descrizioni di comandi, opzioni e
## scelte, inviati a Discord solo con la sincronizzazione (`python -m bot sync`). I nomi:
## minuscoli, senza spazi, al massimo 32 caratteri, unici tra i fratelli e mai uguali al
## nome inglese di un'altra opzione. Le descrizioni: al massimo 100 caratteri.

bonsai-title = Bonsai

bonsai-cmd-name = bonsai
bonsai-cmd-description = Gioca a Bonsai scrivendo le mosse

bonsai-cmd-meditate-name = medita
bonsai-cmd-meditate-description = Prendi una carta dell'espositore e le tessere della sua posizione
bonsai-cmd-meditate-opt-choice-name = scelta
bonsai-cmd-meditate-opt-choice-description = Posizione e tessere tenute, per es. 3 legno fiore, 2 foglia, 4 nessuna

bonsai-cmd-cultivate-name = coltiva
bonsai-cmd-cultivate-description = Inizia a piazzare tessere una alla volta (o piazza la prima con /bonsai piazza)

bonsai-cmd-place-name = piazza
bonsai-cmd-place-description = Piazza una tessera: il suo tipo e la cella
bonsai-cmd-place-opt-tile-name = tessera
bonsai-cmd-place-opt-tile-description = Tessera e cella: leaf -1,2, o wood 3 (un numero dell'immagine)

bonsai-cmd-finish-name = termina
bonsai-cmd-finish-description = Smetti di piazzare (fine di Coltiva o dell'Aiutante); a inizio turno, non piazzare

bonsai-cmd-gain-name = ottieni
bonsai-cmd-gain-description = Scegli la tessera a scelta che dà una carta Maestro
bonsai-cmd-gain-opt-tile-name = tessera
bonsai-cmd-gain-opt-tile-description = wood, leaf, flower o fruit

bonsai-cmd-claim-name = rivendica
bonsai-cmd-claim-description = Rivendica una tessera Obiettivo che il tuo albero soddisfa
bonsai-cmd-claim-opt-goal-name = obiettivo
bonsai-cmd-claim-opt-goal-description = L'obiettivo, per es. verde piccola

bonsai-cmd-renounce-name = rinuncia
bonsai-cmd-renounce-description = Rinuncia per sempre a ogni obiettivo in sospeso di un colore
bonsai-cmd-renounce-opt-colour-name = colore
bonsai-cmd-renounce-opt-colour-description = Il colore dell'obiettivo, per es. verde

bonsai-cmd-return-name = scarta
bonsai-cmd-return-description = Scarta le tessere oltre la tua capienza
bonsai-cmd-return-opt-tile-name = tessera
bonsai-cmd-return-opt-tile-description = Le tessere, per es. legno foglia

bonsai-cmd-mirror-name = ribalta
bonsai-cmd-mirror-description = Ribalta il vaso (solo finché il germoglio è da solo)

bonsai-cmd-prune-name = pota
bonsai-cmd-prune-description = Togli una tessera accanto al legno quando nessun legno ci sta
bonsai-cmd-prune-opt-cell-name = cella
bonsai-cmd-prune-opt-cell-description = La cella x,y della tessera o il suo numero nell'immagine

bonsai-cmd-rules-name = regole
bonsai-cmd-rules-description = Le regole di Bonsai in breve, con le decisioni del progetto

## Componenti: tipi di tessera, tipi di carta e carte dei dati (bonsai-component-<id>).
## Le tessere si nominano in apposizione ("una tessera Foglia"), le carte con "carta".

bonsai-component-wood = Legno
bonsai-component-leaf = Foglia
bonsai-component-flower = Fiore
bonsai-component-fruit = Frutto
bonsai-component-tool = carta Strumento
bonsai-component-growth = carta Crescita
bonsai-component-master = carta Maestro
bonsai-component-helper = carta Aiutante
bonsai-component-parchment = carta Pergamena
bonsai-component-growth-wood = carta Crescita (legno)
bonsai-component-growth-leaf = carta Crescita (foglia)
bonsai-component-growth-flower = carta Crescita (fiore)
bonsai-component-growth-fruit = carta Crescita (frutto)
bonsai-component-master-any = carta Maestro (1 tessera a scelta)
bonsai-component-master-wood-wood = carta Maestro (legno + legno)
bonsai-component-master-wood-leaf = carta Maestro (legno + foglia)
bonsai-component-master-wood-leaf-flower = carta Maestro (legno + foglia + fiore)
bonsai-component-master-wood-leaf-fruit = carta Maestro (legno + foglia + frutto)
bonsai-component-master-leaf-leaf = carta Maestro (foglia + foglia)
bonsai-component-master-leaf-flower = carta Maestro (foglia + fiore)
bonsai-component-master-leaf-flower-flower = carta Maestro (foglia + fiore + fiore)
bonsai-component-master-leaf-fruit = carta Maestro (foglia + frutto)
bonsai-component-helper-wood = carta Aiutante (piazza 1 a scelta + 1 legno)
bonsai-component-helper-leaf = carta Aiutante (piazza 1 a scelta + 1 foglia)
bonsai-component-helper-flower = carta Aiutante (piazza 1 a scelta + 1 fiore)
bonsai-component-helper-fruit = carta Aiutante (piazza 1 a scelta + 1 frutto)
bonsai-component-parchment-wood = carta Pergamena (1 punto per tessera Legno)
bonsai-component-parchment-leaf = carta Pergamena (1 punto per tessera Foglia)
bonsai-component-parchment-flower = carta Pergamena (2 punti per tessera Fiore)
bonsai-component-parchment-fruit = carta Pergamena (2 punti per tessera Frutto)
bonsai-component-parchment-growth = carta Pergamena (2 punti per carta Crescita)
bonsai-component-parchment-helper = carta Pergamena (2 punti per carta Aiutante)
bonsai-component-parchment-master = carta Pergamena (2 punti per carta Maestro)
# The solo levels and the goal colours' bonsai styles keep their Japanese names in every
# language (glossary), named here all the same so that no word reaches a player from the data.
bonsai-component-seito = Seito
bonsai-component-gakusei = Gakusei
bonsai-component-senmon = Senmon
bonsai-component-sensei = Sensei
bonsai-component-yusha = Yūsha
bonsai-component-style-brown = Bujin-ji
bonsai-component-style-green = Moyogi
bonsai-component-style-orange = Chokkan
bonsai-component-style-pink = Shakan
bonsai-component-style-blue = Kengai

## Pezzi di frase

bonsai-tile-count = { $tile ->
    [wood] { $count } legno
    [leaf] { $count ->
        [one] { $count } foglia
       *[other] { $count } foglie
    }
    [flower] { $count ->
        [one] { $count } fiore
       *[other] { $count } fiori
    }
    [fruit] { $count ->
        [one] { $count } frutto
       *[other] { $count } frutti
    }
   *[any] { $count ->
        [one] { $count } tessera a scelta
       *[other] { $count } tessere a scelta
    }
}
bonsai-tile-button = { $tile ->
    [wood] Legno
    [leaf] Foglia
    [flower] Fiore
   *[fruit] Frutto
}
bonsai-nothing = niente
bonsai-none = nessuno
bonsai-supply-empty = vuota
bonsai-size = { $size ->
    [small] piccola
    [medium] media
   *[large] grande
}
bonsai-goal = la tessera Obiettivo { $colour ->
    [brown] marrone
    [green] verde
    [orange] arancione
    [pink] rosa
   *[blue] blu
} { $size ->
    [small] piccola
    [medium] media
   *[large] grande
} ({ $points ->
    [one] { $points } punto
   *[other] { $points } punti
})
bonsai-goals = { $count ->
    [one] la tessera Obiettivo { $colour ->
        [brown] marrone
        [green] verde
        [orange] arancione
        [pink] rosa
       *[blue] blu
    } { $sizes }
   *[other] le tessere Obiettivo { $colour ->
        [brown] marroni
        [green] verdi
        [orange] arancioni
        [pink] rosa
       *[blue] blu
    } ({ $sizes })
}
bonsai-goals-to = { $count ->
    [one] alla tessera Obiettivo { $colour ->
        [brown] marrone
        [green] verde
        [orange] arancione
        [pink] rosa
       *[blue] blu
    } { $sizes }
   *[other] alle tessere Obiettivo { $colour ->
        [brown] marroni
        [green] verdi
        [orange] arancioni
        [pink] rosa
       *[blue] blu
    } ({ $sizes })
}
bonsai-a-card = una { $card }
bonsai-parchment-name = { $counts ->
    [wood_tiles] Pergamena Legno
    [leaf_tiles] Pergamena Foglia
    [flower_tiles] Pergamena Fiore
    [fruit_tiles] Pergamena Frutto
    [growth_cards] Pergamena Crescita
    [helper_cards] Pergamena Aiutante
   *[master_cards] Pergamena Maestro
}
bonsai-source-slot = posizione { $slot }
bonsai-source-master = carta Maestro
bonsai-bonus-all = { $tiles }
bonsai-bonus-either = { $tiles }

## Eventi

bonsai-game-begins = { $players ->
    [1] Inizia una partita in solitario
   *[other] Inizia una partita a { $players } giocatori
} di Bonsai; comincia { $first }.
bonsai-common-empty = Nella riserva comune non ci sono più tessere { $tile }, quindi { $who } non ne riceve ({ $source }).
bonsai-mirrored = { $who } ha ribaltato il vaso: il germoglio è in { $bud }, la crepa dorata a { $side ->
    [left] sinistra
   *[right] destra
}.
bonsai-cultivates = { $who } coltiva.
bonsai-places-nothing = { $who } non può piazzare nessuna tessera e passa.
bonsai-passes = { $who } non piazza nessuna tessera e passa.
bonsai-pruned = { $who } ha potato la tessera { $tile } in { $cell }.
bonsai-meditated = { $who } ha meditato sulla posizione { $slot }: ha preso la { $card } e { $count ->
    [0] nessuna tessera
    [one] la tessera { $tiles }
   *[other] le tessere { $tiles }
}.
bonsai-solo-discarded = Solitario: la { $card } della posizione { $slot } viene scartata.
bonsai-solo-top-discarded = Solitario: la prima carta del mazzo, una { $card }, viene rivelata e scartata.
bonsai-display-revealed = L'espositore scorre verso l'esterno; { $count ->
    [one] rivelata
   *[other] rivelate
}: { $cards }.
bonsai-display-slides = L'espositore scorre verso l'esterno; il mazzo è vuoto, quindi non si rivela nulla.
bonsai-last-card = L'ultima carta del mazzo è stata rivelata: dopo questo turno { $players ->
    [1] hai ancora un turno
   *[other] ognuno ha ancora un turno
}.
bonsai-capacity-now = La capienza di { $who } ora è { $capacity }.
bonsai-master-gains = { $who } ottiene dalla carta Maestro: { $tiles }.
bonsai-helper-nothing = { $who } non può piazzare nulla con la carta Aiutante.
bonsai-master-gains-any = { $who } ottiene una tessera { $tile } (carta Maestro, a scelta).
bonsai-helper-stops = { $who } smette di piazzare con la carta Aiutante.
bonsai-placed = { $who } ha piazzato una tessera { $tile } in { $cell }.
bonsai-placed-helper = { $who } ha piazzato una tessera { $tile } in { $cell } con la carta Aiutante.
bonsai-finished-cultivating = { $who } ha finito di coltivare ({ $count ->
    [one] { $count } tessera piazzata
   *[other] { $count } tessere piazzate
}).
bonsai-claimed = { $who } ha rivendicato { $goal }.
bonsai-renounced = { $who } ha rinunciato per sempre { $goals }.
bonsai-returned-forced = { $who } ha rimesso { $tiles } nella riserva comune (capienza { $capacity }).
bonsai-must-return = { $who } ha { $held } tessere e deve scartarne { $count } (capienza { $capacity }).
bonsai-returned = { $who } ha scartato { $tiles }.
bonsai-final-turns = Turni finali: { $count ->
    [one] manca { $count } turno
   *[other] mancano { $count } turni
}; ora tocca a { $next }.
bonsai-game-over = La partita è finita: ognuno ha giocato il suo ultimo turno.

## Richieste

bonsai-prompt-waiting = In attesa che { $who } giochi il suo turno.
bonsai-prompt-action = Tocca a te: Medita (prendi una carta) o Coltiva: tocca un numero sul tuo bonsai per piazzare quella tessera (riserva: { $supply }).
bonsai-prompt-action-mirror = Tocca a te: Medita (prendi una carta) o Coltiva: tocca un numero sul tuo bonsai per piazzare quella tessera (riserva: { $supply }). Prima puoi ribaltare il vaso.
bonsai-prompt-action-prune = Tocca a te: Medita (prendi una carta) o Coltiva: tocca un numero sul tuo bonsai per piazzare quella tessera (riserva: { $supply }). Non c'è più posto per il legno: prima puoi potare una tessera.
bonsai-prompt-master = Scegli la tessera che ti dà la carta Maestro.
bonsai-prompt-cultivate = Coltiva: tocca un numero per piazzare quella tessera (ancora da piazzare: { $left }; riserva: { $supply }), o termina.
bonsai-prompt-helper = Aiutante: tocca un numero per piazzare quella tessera (ancora da piazzare: { $left }; riserva: { $supply }), o termina.
bonsai-prompt-goals = Il tuo bonsai soddisfa { $goals }: rivendicane una per colore o rinuncia.
bonsai-prompt-return = La tua riserva ({ $supply }) supera la tua capienza di { $capacity }: scarta { $count ->
    [one] { $count } tessera
   *[other] { $count } tessere
}.

## Pulsanti

bonsai-gain-label = Ottieni una tessera { $tile } (carta Maestro)
bonsai-step-master-choose = Carta Maestro: scegli una tessera
bonsai-mirror-label = Ribalta il vaso (germoglio in { $bud }, crepa dorata a { $side ->
    [left] sinistra
   *[right] destra
})
bonsai-step-mirror = Ribalta il vaso (crepa dorata a { $side ->
    [left] sinistra
   *[right] destra
})
bonsai-prune-label = Pota la tessera { $tile } in { $cell }
bonsai-step-prune = Prima pota una tessera (non c'è posto per il legno)
bonsai-step-prune-cell = Pota { $tile ->
    [wood] Legno
    [leaf] Foglia
    [flower] Fiore
   *[fruit] Frutto
}
bonsai-meditate-label = Medita, posizione { $slot } · { $card }
bonsai-meditate-choice-label = Medita, posizione { $slot } · { $card } · { $choice }
bonsai-step-take = Medita { $slot } · { $card }
bonsai-step-take-bonus = Medita { $slot } · { $card } + { $tiles }
bonsai-step-decline = Medita senza alcune tessere della posizione
bonsai-step-slot = Posizione { $slot } · { $card }
bonsai-bonus-take = Prendi { $tile }
bonsai-bonus-take-none = Non prendere tessere
bonsai-bonus-keep-all = Tieni { $tiles }
bonsai-bonus-keep-only = Tieni solo { $tile }
bonsai-bonus-keep-neither = Non tenerne nessuna
bonsai-place-first-label = Coltiva: piazza una tessera { $tile } in { $cell }{ $ends ->
    [turn] ; il turno finisce
    [placing] ; nessun'altra tessera ci sta
   *[no] {""}
}
bonsai-place-label = Piazza una tessera { $tile } in { $cell }{ $ends ->
    [turn] ; il turno finisce
    [placing] ; nessun'altra tessera da piazzare
   *[no] {""}
}
bonsai-step-place = Piazza { $tile ->
    [wood] Legno
    [leaf] Foglia
    [flower] Fiore
   *[fruit] Frutto
}{ $ends ->
    [turn] , fine turno
    [placing] , fine Coltiva
    [helper-placing] , fine Aiutante
   *[no] {""}
}
bonsai-step-place-group = Piazza { $tile ->
    [wood] Legno
    [leaf] Foglia
    [flower] Fiore
   *[fruit] Frutto
} · { $count ->
    [one] { $count } posto
   *[other] { $count } posti
}
bonsai-pass-label = Coltiva senza piazzare tessere (passa)
bonsai-step-pass = Termina: non piazzare tessere (passa)
bonsai-step-pass-confirm = Sì: passa, senza piazzare tessere in questo turno
bonsai-stop-helper-label = Basta: niente più tessere con l'Aiutante
bonsai-step-stop-helper = Termina l'Aiutante prima
bonsai-step-stop-helper-confirm = Sì: termina, senza piazzare l'altra tessera dell'Aiutante
bonsai-finish-label = Termina di coltivare
bonsai-step-finish = Termina di coltivare prima
bonsai-step-finish-confirm = Sì: termina, senza piazzare altre tessere in questo turno
bonsai-claim-label = Rivendica { $goal }
bonsai-step-claim = Rivendica { $colour ->
    [brown] marrone
    [green] verde
    [orange] arancione
    [pink] rosa
   *[blue] blu
} { bonsai-size } · { $points } pt
bonsai-renounce-label = Rinuncia per sempre { $goals }
bonsai-step-renounce = Rinuncia { $count ->
    [one] all'obiettivo
   *[other] agli obiettivi
} { $colour ->
    [brown] marrone
    [green] verde
    [orange] arancione
    [pink] rosa
   *[blue] blu
}
bonsai-step-renounce-confirm = Sì: rinuncia per sempre { $goals }
bonsai-return-label = Scarta una tessera { $tile }
bonsai-step-return-one = Scarta 1 { $tile ->
    [wood] Legno
    [leaf] Foglia
    [flower] Fiore
   *[fruit] Frutto
} (ne hai { $held }; da scartare { $count })
bonsai-return-tiles-label = Scarta { $tiles }

## Parole scritte: ciò che una mossa scritta (/bonsai …) accetta in questa lingua oltre alla
## notazione inglese, così le parole dei pulsanti e delle immagini funzionano anche scritte.
## Separate da virgole, maiuscole indifferenti; ogni parola vale per una sola cosa.

bonsai-typed-wood = legno, legni, le
bonsai-typed-leaf = foglia, foglie, fo
bonsai-typed-flower = fiore, fiori, fi
bonsai-typed-fruit = frutto, frutti
bonsai-typed-none = nessuna, nessuno, niente, nulla
bonsai-typed-brown = marrone, marroni
bonsai-typed-green = verde, verdi
bonsai-typed-orange = arancione, arancioni
bonsai-typed-pink = rosa
bonsai-typed-blue = blu
bonsai-typed-small = piccola, piccolo, piccole
bonsai-typed-medium = media, medio, medie
bonsai-typed-large = grande, grandi
bonsai-typed-filler = obiettivo, obiettivi, tessera, tessere, rivendica, rinuncia, all, alla, agli, il, lo, la, e, di, pt, punti, piazza, scarta, ottieni, medita, posizione, tieni, prendi

## Rifiuti

bonsai-not-now = `{ $verb }` non è possibile ora. { $asked }
bonsai-no-such-slot = L'espositore ha { $count } posizioni; la posizione { $slot } non esiste.
bonsai-number-needs-position = Un numero dell'immagine richiede la posizione attuale; indica x,y.
bonsai-number-not-shown = Il numero { $number } non è nell'immagine; mostra i numeri da 1 a { $count }.
bonsai-mirror-off = In questa partita non si può ribaltare il vaso.
bonsai-mirror-only-bud = Puoi ribaltare il vaso solo finché l'albero ha soltanto il germoglio.
bonsai-mirror-once = Hai già ribaltato il vaso in questo turno.
bonsai-prune-not-yet = Puoi potare solo quando non c'è più posto per una tessera Legno sul tuo albero.
bonsai-prune-wood = Si possono potare solo foglie, fiori o frutti; il legno mai ({ $cell }).
bonsai-prune-empty = Si possono potare solo foglie, fiori o frutti; lì non c'è nessuna tessera ({ $cell }).
bonsai-prune-not-beside-wood = La tessera { $tile } in { $cell } non tocca una tessera Legno; si possono potare solo tessere accanto al legno.
bonsai-display-empty = L'espositore è vuoto, quindi puoi solo Coltivare.
bonsai-slot-empty = La posizione { $slot } è vuota; scegli una posizione con una carta.
bonsai-slot-gives-none = La posizione { $slot } non dà tessere; scrivi 'meditate { $slot }'.
bonsai-bonus-not-declinable = In questa partita non si possono rifiutare le tessere bonus.
bonsai-slot-gives-one = La posizione { $slot } dà una tessera tra { $tiles }: scrivi `{ $example }`.
bonsai-slot-gives-all = La posizione { $slot } dà { $tiles }; tienile, tienine una o nessuna.
bonsai-no-tile-in-supply = Non hai tessere { $tile } nella tua riserva.
bonsai-no-symbol = Per questa tessera non ti resta nessun simbolo { $tile } o a scelta.
bonsai-no-symbol-helper = Per questa tessera non resta nessun simbolo { $tile } o a scelta della carta Aiutante.
bonsai-place-pot-cell = { $cell } è una cella del vaso; lì non si piazza mai nulla.
bonsai-place-taken = In { $cell } c'è già una tessera { $tile }.
bonsai-place-needs-neighbour = Una tessera { $tile } deve toccare una tessera { $wanted }, e nessuna cella vicina a { $cell } ne ha una.
bonsai-place-forbidden-neighbour = Una tessera { $tile } non può toccare una tessera { $forbidden }, e { $cell } ne tocca una.
bonsai-place-needs-pair = Una tessera { $tile } richiede tessere { $pair ->
    [wood] Legno
    [leaf] Foglia
    [flower] Fiore
   *[fruit] Frutto
} su due lati consecutivi, che mancano a { $cell }.
bonsai-not-a-goal = `{ $name }` non è una tessera Obiettivo di questa partita.
bonsai-cannot-claim = Ora non puoi rivendicare { $goal }: deve essere libera, soddisfatta dal tuo albero, non rinunciata da te, e puoi avere un solo obiettivo per colore.
bonsai-nothing-to-renounce = Non hai obiettivi `{ $colour }` in sospeso, quindi non c'è nulla a cui rinunciare.
bonsai-nothing-to-return = { $count ->
    [one] Non hai tessere { $tile } da scartare.
   *[other] Hai meno di { $count } tessere { $tile } da scartare.
}
bonsai-return-too-many = Scarta solo { $count ->
    [one] { $count } tessera
   *[other] { $count } tessere
}: così la riserva torna alla sua capienza.
bonsai-bad-tile = `{ $word }` non è un tipo di tessera; usa `wood`, `leaf`, `flower` o `fruit`.
bonsai-bad-cell = Indica la cella di `{ $verb }` come `x,y` (per esempio `0,1`) o con il numero dell'immagine.
bonsai-bad-not-text = Una mossa è un testo, come 'cultivate' o 'place leaf 0,1'.
bonsai-bad-empty = Scrivi una mossa, come 'cultivate' o 'meditate 2 wood'.
bonsai-bad-verb = `{ $word }` non è una mossa di Bonsai; le mosse iniziano con: { $verbs }.
bonsai-bad-extra = `{ $verb }` non vuole nulla dopo.
bonsai-bad-slot = Indica la posizione su cui meditare: da 'meditate 1' a 'meditate 4'.
bonsai-bad-none = 'none' va da solo: rifiuta tutte le tessere bonus.
bonsai-bad-twice = Indica ogni tessera bonus tenuta una sola volta.
bonsai-bad-return = Scrivi `return` e le tessere da scartare, per es. `return wood leaf`.
bonsai-bad-one-tile = `{ $verb }` vuole un tipo di tessera, per es. `{ $verb } leaf`.
bonsai-bad-place = Scrivi 'place <tessera> <x,y>', per es. 'place leaf -1,2'.
bonsai-bad-prune = Scrivi 'prune <x,y>', la tessera da togliere.
bonsai-bad-one-name = `{ $verb }` vuole un nome, per es. `{ $example }`.
bonsai-example-claim = claim verde piccola
bonsai-example-renounce = renounce verde

## Fine partita

bonsai-solo-won = { $who } ha vinto al livello { $level }: { $claimed } obiettivi rivendicati e { $score } punti (ne servivano almeno { $needed }).
bonsai-solo-lost = { $who } ha perso: { $reasons }.
bonsai-solo-lost-goals = solo { $claimed ->
    [one] { $claimed } obiettivo rivendicato
   *[other] { $claimed } obiettivi rivendicati
} su { $need }
bonsai-solo-lost-points = { $score } punti non bastano per { $level }, che ne richiede { $needed }
bonsai-solo-resigned = { $who } ha abbandonato, quindi la partita in solitario è persa.
bonsai-wins-after-resignation = { $who } vince con { $score } punti dopo un abbandono.
bonsai-wins-tie = { $tied } { $count ->
    [2] hanno entrambi { $score } punti; vince { $who }, che gioca più tardi nel turno (spareggio).
   *[other] hanno tutti { $score } punti; vince { $who }, che gioca per ultimo nel turno (spareggio).
}
bonsai-wins = { $who } vince con { $score } punti.
bonsai-details = { $who }: foglie { $leaves }×{ $leaf-value } = { $leaf-points }; fiori { $flowers } = { $flower-points }; frutti { $fruits }×{ $fruit-value } = { $fruit-points }; obiettivi: { $goals }; Pergamene: { $parchments }; totale { $total }.
bonsai-details-goal = obiettivo { $colour ->
    [brown] marrone
    [green] verde
    [orange] arancione
    [pink] rosa
   *[blue] blu
} { $size ->
    [small] piccolo
    [medium] medio
   *[large] grande
} { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}
bonsai-details-parchment = { $name } { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}
bonsai-breakdown-leaves = foglie
bonsai-breakdown-flowers = fiori
bonsai-breakdown-fruits = frutti
bonsai-breakdown-wood = legno
bonsai-breakdown-goal-tiles = tessere Obiettivo
bonsai-breakdown-parchments = Pergamene
bonsai-breakdown-goals-claimed = obiettivi rivendicati

## Regole

bonsai-rules-aim-title = Scopo
bonsai-rules-aim = Fai crescere il bonsai più bello. Ogni foglia vale { $leaf }, ogni frutto { $fruit }, ogni fiore { $flower } per lato libero; le tessere Obiettivo e le carte Pergamena coperte danno punti alla fine.
bonsai-rules-turn-title = Un turno
bonsai-rules-turn = Medita (prendi una carta dell'espositore con le tessere della sua posizione; segue l'effetto della carta) o Coltiva (piazza tessere dalla tua riserva con i simboli della tessera Seishi e delle carte Crescita, il turno continua finché una tessera ci sta; Termina smette prima). Poi rivendica gli obiettivi che soddisfi o rinuncia, e scarta le tessere oltre la tua capienza.
bonsai-rules-placing-title = Piazzare
bonsai-rules-placing = Legno e foglie toccano il legno, i fiori toccano una foglia, un frutto tocca foglie su due lati consecutivi e nessun frutto. Il germoglio sul vaso è legno. Nell'immagine ogni cella dove sta una tessera è numerata dalla riga più alta e colorata con le tessere che ci stanno.
bonsai-rules-pictures-title = Immagini
bonsai-rules-pictures = Le tessere portano una lettera: { bonsai-letter-wood } legno, { bonsai-letter-leaf } foglia, { bonsai-letter-flower } fiore, { bonsai-letter-fruit } frutto, { bonsai-letter-any } tessera a scelta; il vaso è grigio, con uno zig-zag dorato sul lato della crepa dorata.
bonsai-rules-end-title = Fine
bonsai-rules-end = Quando viene rivelata l'ultima carta del mazzo, ognuno (per ultimo chi l'ha rivelata) gioca ancora un turno. In caso di parità vince chi gioca più tardi nel turno. Solitario: vinci con { $goals } obiettivi e i punti del livello ({ $levels }).
bonsai-rules-level = { $level } { $points }
bonsai-rules-decisions-title = Decisioni del progetto
bonsai-rules-decisions = Riserva comune illimitata; le tessere in eccesso si scartano dopo il rifornimento; il vaso si ribalta finché c'è solo il germoglio; i lati del vaso contano come liberi per i fiori; le tessere bonus si possono rifiutare; gli obiettivi rivendicati restano dopo la potatura; la potatura toglie una tessera che tocca il legno, solo quando non c'è posto per il legno; posti a caso; per colore se ne rivendica uno o si rinuncia a tutti; classifica come lo spareggio; livello in solitario predefinito { $level } ({ $points }); Tokonoma: la carta in più va sopra; le prime carte vanno nelle posizioni 1–{ $slots }; nessun limite alla griglia; l'effetto di una carta segue il rifornimento; una tessera usa prima il proprio simbolo e poi quello a scelta; le rinunce agli obiettivi sono pubbliche; il punteggio pubblico non conta le Pergamene.

## Immagini: lettere, titoli, legende e testo alternativo

bonsai-letter-wood = Le
bonsai-letter-leaf = Fo
bonsai-letter-flower = Fi
bonsai-letter-fruit = Fr
bonsai-letter-any = ✱
bonsai-card-letter = { $type ->
    [tool] S
    [growth] C
    [master] M
    [helper] A
   *[parchment] P
}
bonsai-picture-card-type = { $type ->
    [tool] Strumento:
    [growth] Crescita:
    [master] Maestro:
    [helper] Aiutante:
   *[parchment] Pergamena:
}
bonsai-picture-name = { $who }
bonsai-picture-tree-title = { $who } · { $score } pt
bonsai-picture-turn = Bonsai · turno { $turn } · tocca a { $who }
bonsai-picture-winner = Partita finita · vince { $who } con { $score } punti
bonsai-picture-winner-tie = Partita finita · { $tied } hanno { $score } punti: vince { $who }, che gioca più tardi
bonsai-picture-solo-won = Partita finita · { $who } ha vinto in solitario al livello { $level }
bonsai-picture-solo-lost = Partita finita · { $who } ha perso in solitario al livello { $level }
bonsai-picture-ended = Il mazzo è finito e ognuno ha giocato un ultimo turno ({ $turns } turni in tutto)
bonsai-picture-ended-solo = Il mazzo è finito e l'ultimo turno è giocato: { $claimed } su { $need } obiettivi rivendicati, { $score } punti (ne servivano { $needed })
bonsai-picture-deck-count = { $count ->
    [one] { $count } carta rimasta nel mazzo
   *[other] { $count } carte rimaste nel mazzo
}
bonsai-picture-final-turns = turni finali: ne restano { $count }
bonsai-picture-last-card-out = l'ultima carta è uscita: dopo questo, un turno ancora a testa
bonsai-picture-solo = solitario a { $level }: vinci con { $goals } obiettivi e { $points } punti · { $discards } scartate
bonsai-picture-display = Medita: prendi una carta e le tessere sotto la sua posizione
bonsai-picture-slot = Posizione { $slot }
bonsai-picture-empty = vuota
bonsai-picture-bonus-none = nessuna tessera
bonsai-picture-or = o
bonsai-picture-times = ×{ $count }
bonsai-picture-any-tile = 1 tessera a scelta
bonsai-picture-effect-tool = tieni { $capacity } tessere in più a ogni turno
bonsai-picture-effect-growth = +1 { $tile ->
    [wood] Legno
    [leaf] Foglia
    [flower] Fiore
   *[fruit] Frutto
} quando coltivi
bonsai-picture-effect-master = ottieni { $tiles }
bonsai-picture-effect-helper = piazza subito 1 tessera a scelta + 1 { $tile }
bonsai-picture-effect-parchment = alla fine { $points } { $points ->
    [one] punto
   *[other] punti
} per { $counts ->
    [wood_tiles] tessera Legno
    [leaf_tiles] tessera Foglia
    [flower_tiles] tessera Fiore
    [fruit_tiles] tessera Frutto
    [growth_cards] carta Crescita
    [helper_cards] carta Aiutante
   *[master_cards] carta Maestro
}
bonsai-picture-goals-legend = Obiettivi: uno per colore, da rivendicare quando il tuo bonsai li soddisfa
bonsai-picture-goal-measure = { $metric ->
    [wood_count] tessere Legno, germoglio compreso
    [largest_leaf_group] il gruppo più grande di foglie che si toccano
    [fruit_count] tessere Frutto
    [flowers_protruding_one_side] fiori oltre una linea laterale del vaso
    [protrude_gold_crack_side] tessere oltre le linee laterali del vaso
    [protrude_both_sides] tessere oltre le linee laterali del vaso
   *[protrude_high_one_side_and_low_other_side] tessere oltre le linee laterali del vaso
}
bonsai-picture-goal-need = { $metric ->
    [wood_count] { $threshold } Legno
    [largest_leaf_group] { $threshold } foglie
    [fruit_count] { $threshold } frutti
    [flowers_protruding_one_side] { $threshold } fiori
    [protrude_gold_crack_side] una dal lato della crepa dorata
    [protrude_both_sides] una per lato
   *[protrude_high_one_side_and_low_other_side] alta da un lato, bassa dall'altro
}: { $points } pt
bonsai-picture-goal-claimed = ✓ { $who }
bonsai-picture-goal-renounced = ✗ { $who }
bonsai-picture-goal-open = libero
bonsai-picture-colour = { $colour ->
    [brown] Marrone
    [green] Verde
    [orange] Arancione
    [pink] Rosa
   *[blue] Blu
}
bonsai-picture-player-stats = { $score } punti · { $pile ->
    [one] { $pile } carta coperta
   *[other] { $pile } carte coperte
}
bonsai-picture-held = ne ha { $held } (max { $capacity })
bonsai-picture-places = Coltiva piazza
bonsai-picture-key-tile = { $tile ->
    [wood] legno
    [leaf] foglia
    [flower] fiore
    [fruit] frutto
   *[any] tessera a scelta
}
bonsai-picture-key-sides = Linee tratteggiate sui bonsai: i lati del vaso (una tessera oltre di esse è sporgente).
bonsai-picture-prune-title = { $who }: tessera da potare
bonsai-picture-place-title = { $who }: dove stanno le tue tessere
bonsai-picture-fits = Colori di ogni numero: le tessere che ci stanno
bonsai-picture-pile-title = { $who }: la tua pila coperta
bonsai-picture-pile-points = Pergamene { $points } pt · totale previsto { $total }
bonsai-picture-no-cards = Ancora nessuna carta.
bonsai-picture-card = { $card }
bonsai-picture-empty-slot = vuota
bonsai-alt-sentence = { $text }.
bonsai-alt-deck = Mazzo: { $count ->
    [one] { $count } carta
   *[other] { $count } carte
}.
bonsai-alt-final-turns = Turni finali rimasti: { $count }.
bonsai-alt-display = Espositore: { $slots }.
bonsai-alt-slot = posizione { $slot } { $card }
bonsai-alt-slot-bonus = posizione { $slot } { $card } (bonus { $bonus })
bonsai-alt-goal-open = Obiettivo: { $goal }, richiede { $threshold }, libero.
bonsai-alt-goal-claimed = Obiettivo: { $goal }, richiede { $threshold }, rivendicato da { $who }.
bonsai-alt-goal-renounced = Obiettivo: { $goal }, richiede { $threshold }, libero, rinuncia di { $who }.
bonsai-alt-seat = { $who }: { $score } punti, riserva { $supply } (capienza { $capacity }), pila coperta { $pile }.
bonsai-alt-discards = Scarti del solitario: { $cards }.
bonsai-alt-tree = Il bonsai di { $who }: { $tiles } (germoglio compreso);
bonsai-alt-pot = vaso normale, crepa dorata a { $side ->
    [left] sinistra
   *[right] destra
}.
bonsai-alt-pot-mirrored = vaso ribaltato, crepa dorata a { $side ->
    [left] sinistra
   *[right] destra
}.
bonsai-alt-cells = { $tile } in { $cells }
bonsai-alt-choices = Il bonsai di { $who } con le scelte numerate: { $choices }.
bonsai-alt-choice = { $number } in { $cell }
bonsai-alt-pile = La pila coperta di { $who }: { $cards }.
bonsai-alt-pile-points = Pergamene { $points } punti; totale previsto { $total }.

## Riconoscimenti, opzioni del tavolo e rifiuti alla partenza (/game rules, /game new options:)
bonsai-credits = { $title }, di { $designers }; illustrazioni di { $artist }; pubblicato da { $publisher } ({ $year }). I valori indicati come decisioni del progetto sono scelte di questo bot.
bonsai-option-goals = Tessere Obiettivo in gioco (da 2 a 4 giocatori; in solitario ci sono sempre)
bonsai-option-goals-short = Tessere Obiettivo
bonsai-option-tokonoma = Variante Tokonoma: le carte Pergamena nella parte alta del mazzo
bonsai-option-tokonoma-short = Variante Tokonoma
bonsai-option-solo-level = Difficoltà in solitario (punti richiesti con 3 obiettivi)
bonsai-option-solo-level-short = Livello del solitario
bonsai-setup-solo-goals = La partita in solitario usa sempre le tessere Obiettivo, quindi goals=off richiede da 2 a 4 giocatori.
bonsai-setup-goals-off = Gli obiettivi si possono disattivare solo con { $counts } giocatori.
bonsai-setup-level = { $level } non è un livello del solitario; scegli { $levels }.
