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
