## Azul: Queen's Garden: le parole del gioco. Gli id dei messaggi iniziano con "azul-queens-garden-".

## Slash commands
## Ciò che mostra l'elenco dei comandi di Discord: nomi e descrizioni di comandi, opzioni e
## scelte, inviati a Discord solo con la sincronizzazione (`python -m bot sync`). I nomi:
## minuscoli, senza spazi, al massimo 32 caratteri, unici tra i fratelli e mai uguali al
## nome inglese di un'altra opzione. Le descrizioni: al massimo 100 caratteri.

azul-queens-garden-title = Azul: Il Giardino della Regina

azul-queens-garden-cmd-name = azul_giardino_della_regina
azul-queens-garden-cmd-description = Gioca ad Azul: Il Giardino della Regina scrivendo

azul-queens-garden-cmd-take-name = acquisisci
azul-queens-garden-cmd-take-description = Acquisisci ogni pezzo di un colore o di un motivo
azul-queens-garden-cmd-take-opt-choice-name = scelta
azul-queens-garden-cmd-take-opt-choice-description = Un colore o un motivo, con i doppioni: p2 yellow_2@L1

azul-queens-garden-cmd-place-name = piazza
azul-queens-garden-cmd-place-description = Piazza una tessera dal tuo deposito, pagandone il costo
azul-queens-garden-cmd-place-opt-move-name = mossa
azul-queens-garden-cmd-place-opt-move-description = Tessera, spazio e pagamento, per es. blue_2 F1 pay yellow_2

azul-queens-garden-cmd-expand-name = espandi
azul-queens-garden-cmd-expand-description = Piazza un'espansione scoperta dal tuo deposito
azul-queens-garden-cmd-expand-opt-move-name = mossa
azul-queens-garden-cmd-expand-opt-move-description = Espansione, area, orientamento, pagamento: exp_blue_3 A0 o2 pay 2J

azul-queens-garden-cmd-buy-name = compra
azul-queens-garden-cmd-buy-description = Compra coperta l'espansione in cima alla scorta (6 punti)
azul-queens-garden-cmd-buy-opt-area-name = area
azul-queens-garden-cmd-buy-opt-area-description = Un'area vuota da A0 ad A5

azul-queens-garden-cmd-pass-name = passa
azul-queens-garden-cmd-pass-description = Passa per il resto del round

azul-queens-garden-cmd-discard-name = scarta
azul-queens-garden-cmd-discard-description = Passando: scarta un pezzo per il suo valore
azul-queens-garden-cmd-discard-opt-piece-name = pezzo
azul-queens-garden-cmd-discard-opt-piece-description = Una tessera come blue_3 o un'espansione come exp_blue_3

azul-queens-garden-cmd-done-name = basta
azul-queens-garden-cmd-done-description = Passando: non scartare altro e passa

azul-queens-garden-cmd-rules-name = regole
azul-queens-garden-cmd-rules-description = Le regole in breve, con le decisioni del progetto
