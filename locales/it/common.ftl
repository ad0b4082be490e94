## Le parole della piattaforma: lobby, tavoli, orologi, rifiuti, aiuto, impostazioni.

common-seat = Giocatore { $number }

## Rifiuti comuni a tutti i giochi (Engine.require_seat).
common-game-over = La partita è finita: non si possono più fare mosse.
common-not-your-decision = Ora non tocca a te decidere: la partita aspetta { $waiting }.

## Risultati.
common-resigned = { $who } ha abbandonato.
common-resigned-solo-lost = { $who } ha abbandonato, quindi la partita è persa.

## Slash commands
## Ciò che mostra l'elenco dei comandi di Discord: nomi e descrizioni di comandi, opzioni e
## scelte, inviati a Discord solo con la sincronizzazione (`python -m bot sync`). I nomi:
## minuscoli, senza spazi, al massimo 32 caratteri, unici tra i fratelli e mai uguali al
## nome inglese di un'altra opzione. Le descrizioni: al massimo 100 caratteri.

common-opt-game-name = partita
common-opt-game-description = Quale partita (vuoto: quella di questo thread o la tua unica partita qui)
common-opt-player-name = giocatore

common-cmd-game-name = partita
common-cmd-game-description = Crea partite a giochi da tavolo, partecipa e seguile

common-cmd-game-new-name = nuova
common-cmd-game-new-description = Apri un nuovo tavolo in questo canale
common-cmd-game-new-opt-game-name = gioco
common-cmd-game-new-opt-game-description = Il gioco a cui giocare
common-cmd-game-new-opt-seat-order-name = ordine-posti
common-cmd-game-new-opt-seat-order-description = Posti casuali (equo) o nell'ordine in cui i giocatori sono arrivati
common-cmd-game-new-opt-computers-name = computer
common-cmd-game-new-opt-computers-description = Quanti giocatori computer far sedere ora (0–3)
common-cmd-game-new-opt-level-name = livello
common-cmd-game-new-opt-level-description = Come sceglie il computer: mosse casuali o strategia golosa che guarda avanti
common-cmd-game-new-opt-options-name = opzioni
common-cmd-game-new-opt-options-description = Opzioni della partita come coppie nome=valore (vedi /partita regole)
common-cmd-game-new-opt-speed-name = tempo
common-cmd-game-new-opt-speed-description = Tempo per mossa; il turno di chi è in ritardo si potrà poi saltare

common-cmd-game-join-name = unisciti
common-cmd-game-join-description = Siediti a un tavolo aperto

common-cmd-game-leave-name = esci
common-cmd-game-leave-description = Lascia un tavolo non ancora iniziato

common-cmd-game-start-name = inizia
common-cmd-game-start-description = Avvia il tuo tavolo (solo l'organizzatore)

common-cmd-game-cancel-name = elimina
common-cmd-game-cancel-description = Elimina una partita (organizzatore o permesso Gestisci server)

common-cmd-game-resign-name = abbandona
common-cmd-game-resign-description = Abbandona o lascia una tua partita, da qualsiasi server
common-cmd-game-resign-opt-game-description = Quale tua partita, su qualsiasi server (vuoto: quella di questo thread o la tua unica qui)

common-cmd-game-list-name = elenco
common-cmd-game-list-description = Le partite aperte in questo canale

common-cmd-game-mine-name = mie-partite
common-cmd-game-mine-description = Le partite che aspettano una tua mossa, su tutti i server

common-cmd-game-board-name = tabellone
common-cmd-game-board-description = Ripubblica il tabellone attuale

common-cmd-game-log-name = cronologia
common-cmd-game-log-description = Le ultime mosse di una partita

common-cmd-game-play-name = gioca
common-cmd-game-play-description = Apri il tuo pannello del turno

common-cmd-game-hand-name = mano
common-cmd-game-hand-description = Guarda le tue carte nascoste (le vedi solo tu)

common-cmd-game-undo-name = annulla
common-cmd-game-undo-description = Annulla la tua ultima mossa di questo turno

common-cmd-game-skip-name = salta
common-cmd-game-skip-description = Fai giocare il computer al posto di chi è in ritardo

common-cmd-game-remove-name = rimuovi
common-cmd-game-remove-description = Affida al computer il posto di chi è spesso in ritardo
common-cmd-game-remove-opt-player-description = Chi è in ritardo

common-cmd-game-replay-name = replay
common-cmd-game-replay-description = Rivedi una partita finita di questo server
common-cmd-game-replay-opt-game-description = La partita finita
common-cmd-game-replay-opt-view-name = vista
common-cmd-game-replay-opt-view-description = Un'animazione nel canale, o turno per turno solo per te

common-cmd-game-stats-name = statistiche
common-cmd-game-stats-description = I risultati di un giocatore su questo server
common-cmd-game-stats-opt-player-description = Di chi (se vuoto: le tue)
common-cmd-game-stats-opt-game-name = gioco
common-cmd-game-stats-opt-game-description = Solo questo gioco

common-cmd-game-leaderboard-name = classifica
common-cmd-game-leaderboard-description = I migliori giocatori di questo server
common-cmd-game-leaderboard-opt-game-name = gioco
common-cmd-game-leaderboard-opt-game-description = Solo questo gioco

common-cmd-game-rules-name = regole
common-cmd-game-rules-description = Le regole in breve di un gioco, con le scelte del progetto
common-cmd-game-rules-opt-game-name = gioco
common-cmd-game-rules-opt-game-description = Il gioco

common-cmd-settings-name = impostazioni
common-cmd-settings-description = Le tue preferenze di notifica

common-cmd-settings-notify-name = notifiche
common-cmd-settings-notify-description = Menzioni solo nel canale, o anche in privato
common-cmd-settings-notify-opt-mode-name = modalità
common-cmd-settings-notify-opt-mode-description = Canale: menzioni nel thread della partita; privato: anche un messaggio privato

common-cmd-settings-away-name = assenza
common-cmd-settings-away-description = Ferma gli orologi delle tue partite fino a una data
common-cmd-settings-away-opt-until-name = fino-al
common-cmd-settings-away-opt-until-description = Ultimo giorno di assenza, come AAAA-MM-GG (UTC)

common-cmd-settings-quiet-name = silenzio
common-cmd-settings-quiet-description = Ore in cui i promemoria aspettano (la tua ora locale)
common-cmd-settings-quiet-opt-start-name = inizio
common-cmd-settings-quiet-opt-start-description = Ora in cui inizia il silenzio (0–23)
common-cmd-settings-quiet-opt-end-name = fine
common-cmd-settings-quiet-opt-end-description = Ora in cui finisce (0–23)
common-cmd-settings-quiet-opt-utc-offset-name = scarto-utc
common-cmd-settings-quiet-opt-utc-offset-description = La tua differenza da UTC in ore, per es. 1 o -5

common-choice-random = casuale
common-choice-joined = in ordine d'arrivo
common-choice-greedy = goloso
common-choice-none = nessun limite di tempo
common-choice-12h = 12h per mossa
common-choice-24h = 24h per mossa
common-choice-72h = 72h per mossa
common-choice-animation = animazione
common-choice-step = passo passo
common-choice-channel = solo nel canale
common-choice-dm = anche in privato
