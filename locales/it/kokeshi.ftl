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
kokeshi-cmd-start-opt-tracks-description = Tracciati della prima e della seconda tessera, per es. princess samurai

kokeshi-cmd-advance-name = avanza
kokeshi-cmd-advance-description = Il tuo turno: fai avanzare una Kokeshi di uno spazio
kokeshi-cmd-advance-opt-kokeshi-name = kokeshi
kokeshi-cmd-advance-opt-kokeshi-description = La Kokeshi, per es. granny

kokeshi-cmd-side-name = lato
kokeshi-cmd-side-description = Scegli il lato di una tessera con barra diagonale
kokeshi-cmd-side-opt-effect-name = effetto
kokeshi-cmd-side-opt-effect-description = Il codice dell'effetto del lato, per es. K:granny o A*

kokeshi-cmd-first-name = primo
kokeshi-cmd-first-description = Scegli quale effetto di una tessera si applica per primo
kokeshi-cmd-first-opt-effect-name = effetto
kokeshi-cmd-first-opt-effect-description = Il codice dell'effetto da applicare per primo

kokeshi-cmd-move-name = muovi
kokeshi-cmd-move-description = Scegli la Kokeshi che muove un K*, K**, K> o K<
kokeshi-cmd-move-opt-kokeshi-name = kokeshi
kokeshi-cmd-move-opt-kokeshi-description = La Kokeshi, per es. sumo

kokeshi-cmd-animal-name = animale
kokeshi-cmd-animal-description = Scegli l'animale che muove un A*
kokeshi-cmd-animal-opt-animal-name = animale
kokeshi-cmd-animal-opt-animal-description = L'animale, per es. fox

kokeshi-cmd-take-name = prendi
kokeshi-cmd-take-description = Dopo un arrivo su uno spazio vuoto: una posizione del mercato o Qualità
kokeshi-cmd-take-opt-tile-name = tessera
kokeshi-cmd-take-opt-tile-description = Una posizione del mercato 1-5, o q1/q2/q3 per una Tessera Qualità

kokeshi-cmd-gain-name = ottieni
kokeshi-cmd-gain-description = Scegli la posizione del mercato che prende un guadagno T= o T*
kokeshi-cmd-gain-opt-slot-name = posizione
kokeshi-cmd-gain-opt-slot-description = Una posizione del mercato 1-5

kokeshi-cmd-place-name = piazza
kokeshi-cmd-place-description = Piazza una tessera ottenuta su un tracciato (lo spazio libero più basso)
kokeshi-cmd-place-opt-tile-name = tessera
kokeshi-cmd-place-opt-tile-description = La tessera e il suo tracciato, per es. samurai-01-a granny

kokeshi-cmd-rules-name = regole
kokeshi-cmd-rules-description = Le regole di Kokeshi in breve, con le scelte del progetto
