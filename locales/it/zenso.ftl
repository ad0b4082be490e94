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
