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
bonsai-cmd-meditate-opt-choice-description = Posizione e tessere tenute, per es. 3 wood flower, 2 leaf, 4 none

bonsai-cmd-cultivate-name = coltiva
bonsai-cmd-cultivate-description = Inizia a piazzare tessere dalla tua riserva

bonsai-cmd-place-name = piazza
bonsai-cmd-place-description = Piazza una tessera: il suo tipo e la cella
bonsai-cmd-place-opt-tile-name = tessera
bonsai-cmd-place-opt-tile-description = Tessera e cella: leaf -1,2, o wood 3 (un numero dell'immagine)

bonsai-cmd-finish-name = termina
bonsai-cmd-finish-description = Smetti di piazzare (fine di Coltiva o dell'Aiutante)

bonsai-cmd-gain-name = ottieni
bonsai-cmd-gain-description = Scegli la tessera a scelta che dà una carta Maestro
bonsai-cmd-gain-opt-tile-name = tessera
bonsai-cmd-gain-opt-tile-description = wood, leaf, flower o fruit

bonsai-cmd-claim-name = rivendica
bonsai-cmd-claim-description = Rivendica una tessera Obiettivo che il tuo albero soddisfa
bonsai-cmd-claim-opt-goal-name = obiettivo
bonsai-cmd-claim-opt-goal-description = L'obiettivo, per es. green_small

bonsai-cmd-renounce-name = rinuncia
bonsai-cmd-renounce-description = Rinuncia per sempre a ogni obiettivo in sospeso di un colore
bonsai-cmd-renounce-opt-colour-name = colore
bonsai-cmd-renounce-opt-colour-description = Il colore dell'obiettivo, per es. green

bonsai-cmd-return-name = scarta
bonsai-cmd-return-description = Scarta una tessera oltre la tua capienza
bonsai-cmd-return-opt-tile-name = tessera
bonsai-cmd-return-opt-tile-description = wood, leaf, flower o fruit

bonsai-cmd-mirror-name = ribalta
bonsai-cmd-mirror-description = Ribalta il vaso (solo finché il germoglio è da solo)

bonsai-cmd-prune-name = pota
bonsai-cmd-prune-description = Togli una tessera accanto al legno quando nessun legno ci sta
bonsai-cmd-prune-opt-cell-name = cella
bonsai-cmd-prune-opt-cell-description = La cella x,y della tessera o il suo numero nell'immagine

bonsai-cmd-rules-name = regole
bonsai-cmd-rules-description = Le regole di Bonsai in breve, con le decisioni del progetto
