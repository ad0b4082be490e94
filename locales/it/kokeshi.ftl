## Kokeshi: le parole del gioco. Gli id dei messaggi iniziano con "kokeshi-".

## Slash commands
## Ciò che mostra l'elenco dei comandi di Discord: nomi e descrizioni di comandi, opzioni e
## scelte, inviati a Discord solo con la sincronizzazione (`python -m bot sync`). I nomi:
## minuscoli, senza spazi, al massimo 32 caratteri, unici tra i fratelli e mai uguali al
## nome inglese di un'altra opzione. Le descrizioni: al massimo 100 caratteri.

kokeshi-title = Kokeshi

kokeshi-cmd-name = kokeshi
kokeshi-cmd-description = Gioca a Kokeshi scrivendo le mosse

kokeshi-cmd-start-name = inizia
kokeshi-cmd-start-description = Piazza le tue due tessere iniziali su due tracciati
kokeshi-cmd-start-opt-tracks-name = tracciati
kokeshi-cmd-start-opt-tracks-description = Tracciati della prima e della seconda tessera, per es. principessa samurai

kokeshi-cmd-advance-name = avanza
kokeshi-cmd-advance-description = Il tuo turno: fai avanzare una Kokeshi di uno spazio
kokeshi-cmd-advance-opt-kokeshi-name = kokeshi
kokeshi-cmd-advance-opt-kokeshi-description = La Kokeshi, per es. nonnina

kokeshi-cmd-side-name = lato
kokeshi-cmd-side-description = Scegli il lato di una tessera con barra diagonale
kokeshi-cmd-side-opt-effect-name = effetto
kokeshi-cmd-side-opt-effect-description = La Kokeshi o l'animale che il lato muove, per es. nonnina o volpe, o il suo codice (A*)

kokeshi-cmd-first-name = primo
kokeshi-cmd-first-description = Scegli quale effetto di una tessera si applica per primo
kokeshi-cmd-first-opt-effect-name = effetto
kokeshi-cmd-first-opt-effect-description = La Kokeshi o l'animale dell'effetto da applicare per primo, o il suo codice

kokeshi-cmd-move-name = muovi
kokeshi-cmd-move-description = Scegli la Kokeshi che una tessera ti fa muovere
kokeshi-cmd-move-opt-kokeshi-name = kokeshi
kokeshi-cmd-move-opt-kokeshi-description = La Kokeshi, per es. sumo

kokeshi-cmd-animal-name = animale
kokeshi-cmd-animal-description = Scegli l'animale che una tessera ti fa muovere
kokeshi-cmd-animal-opt-animal-name = animale
kokeshi-cmd-animal-opt-animal-description = L'animale, per es. volpe

kokeshi-cmd-take-name = prendi
kokeshi-cmd-take-description = Dopo un arrivo su uno spazio vuoto: una posizione del mercato o Qualità
kokeshi-cmd-take-opt-tile-name = tessera
kokeshi-cmd-take-opt-tile-description = Una posizione del mercato 1-5, o q1/q2/q3 per una Tessera Qualità

kokeshi-cmd-gain-name = ottieni
kokeshi-cmd-gain-description = Scegli la posizione del mercato della tessera che prendi
kokeshi-cmd-gain-opt-slot-name = posizione
kokeshi-cmd-gain-opt-slot-description = Una posizione del mercato 1-5

kokeshi-cmd-place-name = piazza
kokeshi-cmd-place-description = Piazza una tessera ottenuta su un tracciato (lo spazio libero più basso)
kokeshi-cmd-place-opt-tile-name = tessera
kokeshi-cmd-place-opt-tile-description = La tessera e il suo tracciato, per es. samurai-01-a granny

kokeshi-cmd-rules-name = regole
kokeshi-cmd-rules-description = Le regole di Kokeshi in breve, con le scelte del progetto

## Componenti: le Kokeshi (ognuna dà il nome a un tracciato e a un colore di tessere) e gli
## animali. Nelle frasi si scrive "la Kokeshi <Nome>", così l'articolo è sempre "la".

kokeshi-component-princess = Principessa
kokeshi-component-granny = Nonnina
kokeshi-component-fisherman = Pescatore
kokeshi-component-samurai = Samurai
kokeshi-component-sumo = Lottatore di sumo
kokeshi-component-panda = Panda
kokeshi-component-fox = Volpe
kokeshi-component-cat = Gatto
kokeshi-component-rabbit = Coniglio

## Posizioni, effetti e tessere: i pezzi di cui sono fatte le altre frasi.
## $case è "upper" quando le parole aprono una frase o un pulsante, altrimenti "lower".

kokeshi-where-home = partenza
kokeshi-where-top = cima
kokeshi-where-row = riga { $row }
kokeshi-effect-kokeshi = { $case ->
    [upper] Muovi
   *[lower] muovi
} { $kokeshi }
kokeshi-effect-any = { $case ->
    [upper] Muovi
   *[lower] muovi
} una Kokeshi
kokeshi-effect-right = { $case ->
    [upper] Muovi
   *[lower] muovi
} una Kokeshi a destra
kokeshi-effect-right-of = { $case ->
    [upper] Muovi
   *[lower] muovi
} una Kokeshi a destra di { $kokeshi }
kokeshi-effect-left = { $case ->
    [upper] Muovi
   *[lower] muovi
} una Kokeshi a sinistra
kokeshi-effect-left-of = { $case ->
    [upper] Muovi
   *[lower] muovi
} una Kokeshi a sinistra di { $kokeshi }
kokeshi-effect-spaces = { $effect } di { $steps ->
    [one] { $steps } spazio
   *[other] { $steps } spazi
}
kokeshi-effect-animal = { $case ->
    [upper] Muovi
   *[lower] muovi
} { $animal }
kokeshi-effect-animal-any = { $case ->
    [upper] Muovi
   *[lower] muovi
} un animale
kokeshi-effect-gain-this = { $case ->
    [upper] Prendi
   *[lower] prendi
} una tessera per questo tracciato
kokeshi-effect-gain-for = { $case ->
    [upper] Prendi
   *[lower] prendi
} una tessera per { $kokeshi }
kokeshi-effect-gain-any = { $case ->
    [upper] Prendi
   *[lower] prendi
} una tessera per un tracciato
kokeshi-effects-either = { $first } o { $second }
kokeshi-effects-both = { $first } e { $second }
kokeshi-quality-words = livello { $level }, { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}
kokeshi-tile-name-normal = tessera { $colour }
kokeshi-tile-name-starting = tessera iniziale { $colour }
kokeshi-tile-name-quality = Tessera Qualità { $colour }
kokeshi-tile = una { $name } ({ $words })
kokeshi-tile-label-normal = { $colour } · { $words }
kokeshi-tile-label-starting = { $colour } (iniziale) · { $words }
kokeshi-pending-label = { $order }ª · { $tile }
kokeshi-start-name = { $case ->
    [upper] Tessera
   *[lower] tessera
} che muove { $kokeshi }
kokeshi-start-name-tile = { $case ->
    [upper] Tessera iniziale { $colour }
   *[lower] tessera iniziale { $colour }
}
kokeshi-for-track = per il tracciato { $kokeshi }
kokeshi-for-any-track = per un tracciato qualsiasi
kokeshi-typed = `{ $typed }`
kokeshi-typed-choice = { $effect } (`{ $typed }`)

## Pulsanti e passi del pannello del turno (imperativo con il tu).

kokeshi-step-start = Tessere iniziali
kokeshi-step-start-tile = { $tile } → { $kokeshi }
kokeshi-start-label = { $first } sul tracciato { $first-track }; { $second } sul tracciato { $second-track }
kokeshi-step-advance = Fai avanzare
kokeshi-advance-label = Fai avanzare la Kokeshi { $kokeshi } ({ $start } → { $end })
kokeshi-step-kokeshi = { $number } · { $kokeshi }: { $start } → { $end }
kokeshi-first-label = Prima: { $effect }
kokeshi-move-label = Muovi la Kokeshi { $kokeshi } ({ $start } → { $end })
kokeshi-animal-label = Muovi il segnalino { $animal } ({ $start } → { $end })
kokeshi-step-animal = { $animal }: { $start } → { $end }
kokeshi-take-nothing = Non prendere nulla
kokeshi-take-slot-label = Prendi dalla posizione { $slot }: { $tile }
kokeshi-step-slot = { $slot } · { $tile }
kokeshi-take-quality-label = Prendi la Tessera Qualità di livello { $level } ({ $points } punti)
kokeshi-step-quality = Qualità livello { $level }: { $points } punti
kokeshi-gain-label = Prendi dalla posizione { $slot } { $where }: { $tile }
kokeshi-place-label = Piazza sul tracciato { $kokeshi }, riga { $row }: { $tile }
kokeshi-step-place = Piazza una tessera ottenuta
kokeshi-step-landing = { $number } · { $kokeshi }, riga { $row }
# un solo tocco per due domande di una catena: la prima risposta, poi quella chiesta subito dopo
kokeshi-step-then = { $first }, poi { $then }
kokeshi-then-first-kokeshi = { $number } · { $kokeshi } → { $end }
kokeshi-then-kokeshi = { $kokeshi } → { $end }

## Richieste.

kokeshi-prompt-over = La partita è finita.
kokeshi-prompt-wait-setup = In attesa che gli altri giocatori piazzino le loro tessere iniziali.
kokeshi-prompt-wait = In attesa del turno di { $who }.
kokeshi-prompt-start = Piazza le tue tessere iniziali sulla riga { $row } di due tracciati diversi: { $first } e { $second }.
kokeshi-prompt-advance = Tocca a te: scegli una Kokeshi da far avanzare di uno spazio.
kokeshi-so-far = Finora: { $chain } { $question }
kokeshi-sentence = { $sentence }
kokeshi-sentences = { $first } { $rest }
kokeshi-ask-side = Scegli un lato della { $tile }: { $sides }.
kokeshi-ask-first = Scegli quale effetto della { $tile } si risolve per primo: { $sides }.
kokeshi-ask-kokeshi = { $effect }: scegli la Kokeshi.
kokeshi-ask-animal = Muovi un animale qualsiasi: scegli quale.
kokeshi-ask-take = Prendi una tessera per il tracciato { $kokeshi }, riga { $row }: una posizione del mercato o una Tessera Qualità disponibile.
kokeshi-ask-gain = Prendi una tessera { $where }: scegli la tessera del mercato.
kokeshi-ask-place = Piazza le tessere ottenute, una alla volta: scegli una tessera e il suo tracciato (va sulla riga libera più bassa).

## Eventi: che cosa ha fatto una mossa, passi automatici compresi.

kokeshi-begins = Inizia una partita a Kokeshi con { $players } giocatori: ognuno piazza le sue due tessere iniziali.
kokeshi-placed-start = { $who } ha piazzato { $first } sul tracciato { $first-track }, riga { $row }, e { $second } sul tracciato { $second-track }, riga { $row }.
kokeshi-round-one = Inizia il round 1: tocca a { $who }.
kokeshi-advances = { $who } fa avanzare la Kokeshi { $kokeshi }.
kokeshi-chooses = { $who } sceglie: { $effect }.
kokeshi-chooses-first = { $who } sceglie di risolvere prima: { $effect }.
kokeshi-reaches-top = La Kokeshi { $kokeshi } raggiunge la cima: +{ $reward } punti Felicità, e torna alla partenza.
kokeshi-lands-empty = La Kokeshi { $kokeshi } arriva sulla riga { $row }, vuota, e torna alla partenza.
kokeshi-lands-quality = La Kokeshi { $kokeshi } arriva sulla Tessera Qualità della riga { $row } e prosegue.
kokeshi-lands-tile = La Kokeshi { $kokeshi } arriva su { $tile } nella riga { $row }.
kokeshi-nothing-to-take = Non c'è nessuna tessera da prendere per il tracciato { $kokeshi }, riga { $row }: lo spazio resta vuoto.
kokeshi-takes-nothing = { $who } non prende nulla per il tracciato { $kokeshi }, riga { $row }.
kokeshi-takes-slot-chosen = { $who } prende { $tile } dalla posizione { $slot } per il tracciato { $kokeshi }, riga { $row }.
kokeshi-takes-slot-only = { $who } prende { $tile } dalla posizione { $slot } (l'unica possibile) per il tracciato { $kokeshi }, riga { $row }.
kokeshi-takes-quality-chosen = { $who } prende la Tessera Qualità { $kokeshi } di livello { $level } ({ $points } punti) per la riga { $row }.
kokeshi-takes-quality-only = { $who } prende la Tessera Qualità { $kokeshi } di livello { $level } ({ $points } punti; l'unica possibile) per la riga { $row }.
kokeshi-quality-removed = { $holders ->
    [one] { $holders } giocatore ha
   *[other] { $holders } giocatori hanno
} ora una Tessera Qualità { $kokeshi }, quindi { $count ->
    [one] la Tessera Qualità { $kokeshi } di livello { $levels } esce
   *[other] le Tessere Qualità { $kokeshi } di livello { $levels } escono
} dalla partita.
kokeshi-refilled = La posizione { $slot } viene rifornita con { $tile }.
kokeshi-supply-empty = La pila di pesca è vuota, quindi la posizione { $slot } resta vuota; la fine della partita scatta alla fine di questo turno.
kokeshi-cannot-move-again = { $effect }: la Kokeshi { $kokeshi } non può più muoversi in questo turno.
kokeshi-no-kokeshi-can-move = { $effect }: nessuna Kokeshi può muoversi, quindi non succede nulla.
kokeshi-only-kokeshi = { $effect }: la Kokeshi { $kokeshi } è l'unica che si può muovere.
kokeshi-every-marker-at-end = { $effect }: tutti i segnalini sono all'ultima posizione, quindi non succede nulla.
kokeshi-gain-ignored-track = { $effect }: quel tracciato è pieno, quindi l'effetto viene ignorato.
kokeshi-gain-ignored-every-track = { $effect }: tutti i tracciati sono pieni, quindi l'effetto viene ignorato.
kokeshi-gain-market-empty = { $effect }: il mercato è vuoto, quindi non succede nulla.
kokeshi-kokeshi-moves-step = La Kokeshi { $kokeshi } avanza { $start ->
    [home] dalla partenza
    [top] dalla cima
   *[row] dalla riga { $start-row }
} { $end ->
    [home] alla partenza
    [top] alla cima
   *[row] alla riga { $end-row }
}.
kokeshi-kokeshi-moves-jump = La Kokeshi { $kokeshi } avanza { $start ->
    [home] dalla partenza
    [top] dalla cima
   *[row] dalla riga { $start-row }
} { $end ->
    [home] alla partenza
    [top] alla cima
   *[row] alla riga { $end-row }
} (lo spazio saltato non conta).
kokeshi-animal-at-end = Il segnalino { $animal } è già a { $last }, quindi non si muove.
kokeshi-animal-moves-plain = Il segnalino { $animal } avanza a { $position }.
kokeshi-animal-moves-red-line = Il segnalino { $animal } avanza a { $position } e supera la linea rossa (un traguardo).
kokeshi-bonus-claimed = { $who } ottiene la tessera bonus ({ $animals }, { $position }): { $tile } aspetta di essere piazzata su un tracciato qualsiasi.
kokeshi-gains-chosen = { $who } prende { $tile } dalla posizione { $slot }, { $where }.
kokeshi-gains-only = { $who } prende { $tile } dalla posizione { $slot } (l'unica tessera), { $where }.
kokeshi-no-room = La { $name } ottenuta ({ $words }) non ha più spazio ed esce dalla partita.
kokeshi-places-chosen = { $who } piazza { $tile } sul tracciato { $kokeshi }, riga { $row }.
kokeshi-places-only = { $who } piazza { $tile } sul tracciato { $kokeshi }, riga { $row } (l'unico posto possibile).
kokeshi-end-triggered = La fine della partita è scattata ({ $reasons }): si gioca fino alla fine del round { $round }, poi il round { $last } è l'ultimo.
kokeshi-trigger-achievements = un giocatore ha { $target } traguardi
kokeshi-trigger-supply = la pila di pesca non ha potuto rifornire il mercato
kokeshi-trigger-round-cap = il round { $round } è concluso

## La fine: chi vince e perché, la somma di ogni punteggio, le voci del dettaglio.

kokeshi-share-win = { $winners } condividono la vittoria con { $score } punti Felicità, pari anche per traguardi e valore dei tracciati.
kokeshi-wins-on-achievements = { $who } vince: { $score } punti Felicità, pari con { $rival } ma avanti allo spareggio ({ $mine ->
    [one] { $mine } traguardo
   *[other] { $mine } traguardi
} contro { $theirs }).
kokeshi-wins-on-tracks = { $who } vince: { $score } punti Felicità, pari con { $rival } ma avanti allo spareggio (traguardi pari e valore dei tracciati { $mine } contro { $theirs }).
kokeshi-wins = { $who } vince con { $score } punti Felicità.
kokeshi-end-why = { $winner } La partita è finita perché { $why }.
kokeshi-ended-achievements = un giocatore ha raggiunto { $target } traguardi
kokeshi-ended-supply = la pila di pesca non ha potuto rifornire il mercato
kokeshi-ended-round-cap = si è arrivati al round { $round }, il limite di questo bot
kokeshi-detail = { $who }: { $total } punti Felicità = premi della cima { $happiness } + animali { $animals } + primati sugli animali { $leaders } + Tessere Qualità { $quality } + righe dei tracciati { $tracks } − coppie dello stesso colore { $pairs }; { $achievements ->
    [one] { $achievements } traguardo
   *[other] { $achievements } traguardi
}.
kokeshi-breakdown-top-rewards = premi della cima
kokeshi-breakdown-animals = animali
kokeshi-breakdown-animal-leads = primati sugli animali
kokeshi-breakdown-quality-tiles = Tessere Qualità
kokeshi-breakdown-track-rows = righe dei tracciati
kokeshi-breakdown-same-colour-pairs = coppie dello stesso colore
kokeshi-breakdown-achievements = traguardi

## Rifiuti: una mossa che le regole vietano, o un testo che non è una mossa.

kokeshi-expect-start = Prima piazza le tue due tessere iniziali: 'start <tracciato> <tracciato>'.
kokeshi-expect-advance = Il tuo turno inizia facendo avanzare una Kokeshi: 'advance <kokeshi>'.
kokeshi-expect-side = Prima scegli un lato della tessera con la barra: 'side <codice>'.
kokeshi-expect-first = Prima scegli quale effetto della tessera si risolve per primo: 'first <codice>'.
kokeshi-expect-move = Scegli quale Kokeshi fa avanzare l'effetto: 'move <kokeshi>'.
kokeshi-expect-animal = Scegli quale animale si muove: 'animal <animale>'.
kokeshi-expect-take = La tua Kokeshi è arrivata su uno spazio vuoto: prendi una tessera per quello spazio.
kokeshi-expect-gain = Scegli la tessera del mercato da prendere: 'gain <posizione>'.
kokeshi-expect-place = Prima piazza le tessere ottenute: 'place <tessera> <tracciato>'.
kokeshi-refuse-same-track = Le tue due tessere iniziali vanno su due tracciati diversi.
kokeshi-refuse-side = Questa { $tile } offre { $choices }; di una tessera con la barra si risolve un solo lato.
kokeshi-refuse-first = Questa { $tile } non ha questo effetto; scegli quale dei suoi due effetti si risolve per primo: { $choices }.
kokeshi-refuse-advance-now = Un turno è un solo avanzamento scelto; ora scegli la Kokeshi per `{ $effect }`: `move <kokeshi>`.
kokeshi-refuse-move = `{ $effect }` non può muovere la Kokeshi { $kokeshi } adesso ({ $why }); scegli { $allowed }.
kokeshi-why-right = muove solo una Kokeshi a destra della Kokeshi { $kokeshi }
kokeshi-why-left = muove solo una Kokeshi a sinistra della Kokeshi { $kokeshi }
kokeshi-why-guarded = in questo turno è tornata alla partenza o attende ancora il suo arrivo
kokeshi-refuse-animal-at-end = Il tuo segnalino { $animal } è a { $last }, l'ultima posizione, quindi non può muoversi.
kokeshi-refuse-take-compulsory = Su uno spazio vuoto prendere una tessera è obbligatorio.
kokeshi-refuse-slot-empty = La posizione { $slot } del mercato è vuota.
kokeshi-refuse-quality-held = Il tuo tracciato { $kokeshi } ha già una Tessera Qualità; un tracciato ne può avere una sola.
kokeshi-refuse-quality-row = Una Tessera Qualità di livello { $level } richiede la riga { $row } o più in alto; la tua Kokeshi è arrivata sulla riga { $landed }.
kokeshi-refuse-quality-gone = La Tessera Qualità { $kokeshi } di livello { $level } non è più disponibile.
kokeshi-refuse-not-pending = `{ $typed }` non è tra le tessere ottenute da piazzare.
kokeshi-refuse-gained-for = Quella { $tile } è stata ottenuta solo per: { $tracks }.
kokeshi-refuse-track-full = Il tuo tracciato { $kokeshi } è pieno.
kokeshi-bad-kokeshi = `{ $typed }` non è una Kokeshi; usa una di queste: { $names }.
kokeshi-bad-track = `{ $typed }` non è un tracciato; usa uno di questi: { $names }.
kokeshi-bad-slot = `{ $typed }` non è una posizione del mercato; le posizioni vanno da 1 a { $slots }.
kokeshi-bad-empty = Scrivi una mossa, per esempio 'advance granny'.
kokeshi-bad-verb = `{ $typed }` non è una mossa di Kokeshi; le mosse iniziano con { $verbs }.
kokeshi-bad-count = `{ $verb }` vuole { $count ->
    [one] una parola
   *[other] { $count } parole
} dopo, per esempio `{ $example }`.
kokeshi-bad-code = `{ $typed }` non è un codice di effetto; i codici sono `K:granny`, `K*`, `K**`, `K>`, `K<`, `A:fox`, `A*`, `T=` o `T*`.
kokeshi-bad-animal = `{ $typed }` non è un animale; usa uno di questi: { $names }.
kokeshi-bad-quality = `{ $typed }` non è un livello Qualità; usa { $levels }.
kokeshi-bad-tile = `{ $typed }` non è una tessera (le tessere si scrivono come `samurai-01-a` o `start-granny-1`).

## Regole in breve (/kokeshi rules, /game rules): titoli e testi; i numeri vengono dai dati.

kokeshi-help-aim-title = Scopo
kokeshi-help-aim = Le { $tracks } Kokeshi di ogni giocatore ({ $kokeshi }) salgono ognuna il proprio tracciato di { $rows } righe sulla plancia del tuo laboratorio. Ottieni punti Felicità con tracciati alti, Tessere Qualità, segnalini animale e arrivi in cima; evita tessere vicine dello stesso colore.
kokeshi-help-turn-title = Il turno
kokeshi-help-turn = Fai avanzare una Kokeshi di uno spazio. Uno spazio vuoto la rimanda alla partenza e prendi una tessera del mercato (o una Tessera Qualità, se la riga è abbastanza alta) per quello spazio. Una tessera si attiva; una Tessera Qualità la fa proseguire; la cima dà { $reward } punti Felicità e la rimanda alla partenza. Gli effetti sono a catena: ogni Kokeshi mossa si risolve del tutto, in ordine, prima della successiva. Le tessere ottenute lungo la strada si piazzano alla fine, nell'ordine che scegli, sulla riga libera più bassa.
kokeshi-help-symbols-title = Simboli
kokeshi-help-symbols = Sulle immagini ogni tessera mostra i suoi effetti come icone, e una legenda sotto le tessere dice cosa vogliono dire: la forma di una Kokeshi (o un disco dei cinque colori per una Kokeshi qualsiasi) con una freccia in su per ogni spazio che avanza; una freccia bianca sul disco per una Kokeshi a destra o a sinistra della tessera; un animale (impronte per un animale qualsiasi); una piccola tessera con un più per prendere una tessera, con una freccia in giù per questo tracciato o il disco per un tracciato qualsiasi. Una barra (/) vuol dire un solo lato; + vuol dire entrambi; ★ con un numero è un livello Qualità. Lettere e forme delle Kokeshi: P { kokeshi-component-princess } (cerchio), G { kokeshi-component-granny } (quadrato), F { kokeshi-component-fisherman } (casetta), S { kokeshi-component-samurai } (rombo), W { kokeshi-component-sumo } (esagono). Le mosse scritte accettano i nomi che vedi, in ogni lingua ('advance pescatore', 'side volpe'); vanno bene anche i codici come K:granny o A*.
kokeshi-help-end-title = Fine e punteggio
kokeshi-help-end = La fine scatta quando un giocatore ha abbastanza traguardi (Tessere Qualità più animali oltre la linea rossa: { $targets }) o quando il mercato non può essere rifornito; si gioca quel round e un altro ancora. Punteggio: arrivi in cima, posizione degli animali, +{ $leader-bonus } per ogni animale su cui sei da solo in testa, punti delle Tessere Qualità, il valore della riga della tessera più alta di ogni tracciato, −{ $penalty } per ogni coppia di tessere vicine dello stesso colore. Spareggio: traguardi, poi valore dei tracciati.
kokeshi-help-target = { $target } con { $players } giocatori
kokeshi-help-decisions-title = Decisioni del progetto
kokeshi-help-decisions = I numeri stampati non sono pubblici, quindi questi sono del progetto e possono differire dalla scatola: { $rows } righe; nomi e colori; valori delle righe { $values }; soglie Qualità { $thresholds } e punti { $quality-points }; { $animals } animali con valori { $animal-values } e la linea rossa a { $red-line }; tessere bonus { $slots }; primato su un animale solo se da solo in testa; un mercato di { $market } tessere; i disegni e i set delle tessere; tessere iniziali distribuite a caso sulla riga { $start-row }; prendere su uno spazio vuoto è obbligatorio; le tessere ottenute aspettano la fine del turno, riga libera più bassa; l'ordine esatto degli effetti a catena; K** dall'ultima riga perde il secondo passo; gli effetti sono obbligatori; i segnalini si fermano a { $animal-max }; una Kokeshi rimandata alla partenza non può più muoversi in quel turno; la fine scatta al più tardi dopo il round { $round-cap }; gli spareggi.
kokeshi-help-threshold = livello { $level } dalla riga { $row }
kokeshi-help-slot = { $animals } a { $position }
kokeshi-help-readings-title = Letture del progetto
kokeshi-help-readings = Dove il testo pubblicato tace, decide questo bot: le tessere Riconoscimento del punteggio sono le Tessere Qualità; le Tessere Qualità non hanno colore per la penalità delle tessere vicine; l'ordine dei posti è casuale e inizia il primo posto; «le tessere non possono essere rifornite» vuol dire che un rifornimento ha trovato vuota la pila di pesca; le tessere non costano nulla; la fine si controlla alla fine di ogni turno; le tessere iniziali si piazzano tutti insieme, in qualsiasi ordine; K> e K< contano dal tracciato della tessera, comprese le Kokeshi alla partenza; K* e K** possono scegliere la Kokeshi che sta sulla tessera.

## Immagini: le parole disegnate sul tavolo e sulle plance (brevi: devono stare al loro
## posto con il carattere più piccolo delle immagini) e i testi alternativi.

kokeshi-short-princess = Princip.
kokeshi-short-granny = Nonnina
kokeshi-short-fisherman = Pescatore
kokeshi-short-samurai = Samurai
kokeshi-short-sumo = Sumo
kokeshi-picture-market = Mercato
kokeshi-picture-quality = Tessere Qualità disponibili
kokeshi-picture-animals = Animali
kokeshi-picture-bonus = Tessere bonus
kokeshi-picture-red-line = linea rossa = traguardo
kokeshi-picture-taken = presa
kokeshi-picture-turn = Round { $round } · tocca a { $name }
kokeshi-picture-over = Partita finita
kokeshi-picture-winner = Partita finita · vince { $name }
kokeshi-picture-shared = Partita finita · { $names } si dividono la vittoria
kokeshi-picture-ended = Finita perché { $why }
kokeshi-picture-setup = Tutti piazzano le tessere iniziali
kokeshi-picture-supply = Pila di pesca: { $count ->
    [one] { $count } tessera
   *[other] { $count } tessere
}
kokeshi-picture-last-round = ultimo round: { $round }
kokeshi-picture-home = via
kokeshi-picture-to-place = Da piazzare:
kokeshi-picture-row = riga { $row }
kokeshi-picture-score = { $total } { $total ->
    [one] punto
   *[other] punti
} · { $achievements }/{ $target } traguardi
kokeshi-picture-points = { $points } pt
kokeshi-key-step = Kokeshi qualsiasi, 1 spazio
kokeshi-key-up = 1 spazio avanti
kokeshi-key-two-steps = 2 spazi
kokeshi-key-sides = una a destra / sinistra
kokeshi-key-any-animal = animale qualsiasi
kokeshi-key-tile-here = tessera per questo tracciato
kokeshi-key-tile-any = per tracciato qualsiasi
kokeshi-key-or = o
kokeshi-key-and = e
kokeshi-key-quality = livello Qualità
kokeshi-picture-two-tracks = su due tracciati diversi
kokeshi-picture-any-track = qualsiasi tracciato
kokeshi-alt-over = Partita finita.
kokeshi-alt-won = Partita finita: { $count ->
    [one] vince { $names }
   *[other] { $names } si dividono la vittoria
}. È finita perché { $why }.
kokeshi-alt-setup = Preparazione: tutti piazzano le due tessere iniziali.
kokeshi-alt-turn = Round { $round }, tocca a { $name }.
kokeshi-alt-supply = Pila di pesca: { $count ->
    [one] { $count } tessera
   *[other] { $count } tessere
}.
kokeshi-alt-end = La fine è scattata; il round { $round } è l'ultimo.
kokeshi-alt-market = Mercato: { $slots }.
kokeshi-alt-market-empty = Mercato: vuoto.
kokeshi-alt-cell = { $row }: { $tile }
kokeshi-alt-quality = Livelli Qualità disponibili: { $levels }.
kokeshi-alt-quality-levels = { $kokeshi } { $levels }
kokeshi-alt-quality-none = { $kokeshi } nessuno
kokeshi-alt-animal = { $animal } { $position }
kokeshi-alt-animals = { $name }: { $marks }.
kokeshi-alt-bonus = Tessere bonus: { $tiles }.
kokeshi-alt-bonus-tile = { $animals } a { $position }: { $tile }
kokeshi-alt-bonus-taken = Tessere bonus: tutte prese.
kokeshi-alt-workshop = Plancia di { $name }: { $total } punti, { $achievements ->
    [one] { $achievements } traguardo
   *[other] { $achievements } traguardi
}, { $happiness } punti Felicità dalla cima.
kokeshi-alt-at-home = alla partenza
kokeshi-alt-on-row = sulla riga { $row }
kokeshi-alt-track = { $kokeshi } ({ $where }): { $tiles }.
kokeshi-alt-track-empty = { $kokeshi } ({ $where }): vuoto.
kokeshi-alt-to-place = Da piazzare: { $tiles }.
kokeshi-alt-start = Tessere iniziali da piazzare sulla riga { $row } di due tracciati: { $tiles }.
kokeshi-alt-choice = { $marker } = { $kokeshi }
kokeshi-alt-decision = La tua plancia con le scelte numerate: { $choices }.

## Riconoscimenti, opzioni del tavolo e rifiuti alla partenza (/game rules, /game new options:)
kokeshi-credits = Kokeshi, di { $designers }, illustrazioni di { $artist }, pubblicato da { $publisher } ({ $year }).
kokeshi-setup-players = Kokeshi si gioca da { $min } a { $max } giocatori, non in { $players }.
