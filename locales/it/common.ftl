## Le parole della piattaforma: lobby, tavoli, orologi, rifiuti, aiuto, impostazioni.

common-seat = Giocatore { $number }

## Rifiuti comuni a tutti i giochi (Engine.require_seat).
common-game-over = La partita è finita: non si possono più fare mosse.
common-not-your-decision = Ora non tocca a te decidere: la partita aspetta { $waiting }.

## Risultati.
common-resigned = { $who } ha abbandonato.
common-resigned-solo-lost = { $who } ha abbandonato, quindi la partita è persa.
common-end-nobody = Nessuno ha vinto.
common-end-wins = { $count ->
    [one] { $who } vince
   *[other] { $who } vincono
} con { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}.

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
common-cmd-game-new-opt-level-description = Come sceglie il computer: a caso, goloso (guarda un turno avanti) o esperto
common-cmd-game-new-opt-options-name = opzioni
common-cmd-game-new-opt-options-description = Opzioni della partita come coppie nome=valore: sceglile dall'elenco
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
common-choice-expert = esperto
common-choice-none = nessun limite di tempo
common-choice-12h = 12h per mossa
common-choice-24h = 24h per mossa
common-choice-72h = 72h per mossa
common-choice-animation = animazione
common-choice-step = passo passo
common-choice-channel = solo nel canale
common-choice-dm = anche in privato

common-cmd-game-new-opt-language-name = lingua
common-cmd-game-new-opt-language-description = La lingua del tavolo (predefinita: quella del server, altrimenti la tua)
common-cmd-game-new-opt-takeover-name = subentro
common-cmd-game-new-opt-takeover-description = Il computer che gioca i turni di chi abbandona o è in ritardo
common-cmd-settings-language-name = lingua
common-cmd-settings-language-description = La lingua delle nuove partite di questo server (Gestisci server)
common-cmd-settings-language-opt-language-name = lingua
common-cmd-settings-language-opt-language-description = English, Italiano o Français; automatica: quella del server o dell'organizzatore
common-choice-en = English
common-choice-it = Italiano
common-choice-fr = Français
common-choice-auto = automatica

## The lobby (bot/app/messages.py lobby_text). A table's message: its state, seats, options.
common-lobby-head = **{ $title }** — { $state } · ordine dei posti: { $order }
common-seat-order-random = casuale
common-seat-order-joined = d'arrivo
common-lobby-state-lobby = tavolo aperto per { $min }–{ $max } giocatori
common-lobby-state-active = la partita è iniziata
common-lobby-state-cancelled = eliminata
common-lobby-state-finished = la partita è finita
common-lobby-seated = Seduti ({ $seated }/{ $max }): { $players }
common-lobby-nobody = nessuno
common-lobby-host = { $name } (organizzatore)
common-lobby-options = Opzioni: { $options }
common-lobby-option = { $name }: { $value }
common-lobby-option-typed = `{ $name }={ $value }`
common-option-on = sì
common-option-off = no
common-lobby-clock = tempo: { $speed } per mossa
common-lobby-takeover = turni di chi abbandona o è in ritardo: computer { $level }
common-lobby-hint = Premi **Partecipa** per sederti; l'organizzatore preme **Inizia** quando ci sono tutti.

## The board message (turn_text): who must act, their clock, who is away.
common-turn-ping = { $count ->
    [one] { $who } — tocca a te: premi **Gioca**.
   *[other] { $who } — tocca a voi: premete **Gioca**.
}
common-turn-deadline = ⏰ Tempo per la mossa: fino a { $when }.
common-turn-away = 💤 { $who } è assente fino a { $when }; il suo tempo è in pausa.
common-turn-thinking = { $count ->
    [one] { $who } sta pensando…
   *[other] { $who } stanno pensando…
}

## Results (result_text).
common-result-over = **{ $title }: la partita è finita.** { $sentence }
common-result-over-because = **{ $title }: la partita è finita** — { $reason }.
common-reason-resignation = un giocatore ha abbandonato
common-reason-ended = la partita è terminata
common-result-winners = { $count ->
    [one] 🏆 Vince { $winners }.
   *[other] 🏆 { $winners } condividono la vittoria.
}
# A computer player's seat name, given once when the table is opened.
common-computer-name = Computer { $number } ({ $level })
common-level-random = casuale
common-level-greedy = goloso
common-level-expert = esperto
common-taken-over = (giocato dal computer)
common-taken-over-resigned = (giocato dal computer dopo l'abbandono)
common-taken-over-removed = (giocato dal computer dopo aver esaurito il tempo)

## The move log (/game log) and a game's line (/game list, /game mine, autocomplete).
common-log-move = (mossa)
common-log-computer = (computer)
common-line-lobby = #{ $id } { $title } — in attesa ({ $seated } { $seated ->
    [one] seduto
   *[other] seduti
}: { $players })
common-line-active = #{ $id } { $title } — si aspetta { $waiting } · { $scores }

## Why Discord refused a post, as the end of a sentence ("…because <reason>").
common-refusal-attach-files = lì non posso allegare file (le immagini del tabellone)
common-refusal-attach-files-here = in questo canale non posso allegare file (le immagini del tabellone)
common-refusal-send-messages = lì non posso inviare messaggi
common-refusal-send-messages-here = in questo canale non posso inviare messaggi
common-refusal-no-access = non posso più vedere il suo canale
common-refusal-channel-gone = il suo canale è stato eliminato
common-refusal-automod = l'AutoMod del server ha bloccato il messaggio
common-refusal-locked = il suo thread è bloccato
common-refusal-too-large = il messaggio era troppo grande per Discord
common-refusal-refused = Discord ha rifiutato il messaggio
common-refusal-error = qualcosa è andato storto da parte mia
common-lobby-refused = Non ho potuto aprire il tavolo: Discord ha rifiutato il suo messaggio qui perché { $reason }.
common-picture-refused = (Qui non posso allegare file, quindi manca l'immagine del tabellone; arriverà quando un moderatore mi darà il permesso Allega file. Premi **Gioca** o usa /{ common-cmd-game-name } { common-cmd-game-play-name }.)
common-undelivered = Nota: non ho potuto scrivere dove si gioca { $title } perché { $reason }; continuo a provare.
common-undelivered-moved = Nota: non ho potuto scrivere dove si gioca { $title } perché { $reason }; continuo a provare. Usa /{ common-cmd-game-name } { common-cmd-game-board-name } in un altro canale di questo server per spostarci la partita.

## Buttons (bot/discord_app/ui.py). Italian buttons: tu imperative; French: infinitive.
common-button-join = Partecipa
common-button-leave = Esci
common-button-start = Inizia
common-button-play = Gioca
common-button-play-for = Gioca ({ $name })
common-button-hand = La mia mano
common-button-back = Indietro
common-button-undo = Annulla
common-button-previous = Precedente
common-button-more = Altro
common-button-next = Successivo
common-button-confirm = Conferma: { $move }
common-button-cancel-choice = No, torna indietro
common-button-resign = Abbandona
common-button-play-on = Continua a giocare
common-button-rematch = Rivincita
common-seat-board-pick = Guarda il tabellone di un giocatore…
common-seat-board-head = **{ $title }** — il tabellone di { $name } com'è adesso.
common-lobby-rematch = { $who } ha aperto la rivincita della partita #{ $id }, con gli stessi giocatori al tavolo: premi **Esci** se preferisci non giocare.
common-rematch-opened = Rivincita: { $title } è aperta in { $place }, con gli stessi giocatori al tavolo; premi **Inizia** quando sono tutti pronti.
common-rematch-open-already = La rivincita { $title } è già aperta in { $place } e hai un posto al tavolo.
common-rematch-started-already = La rivincita { $title } è già iniziata.
common-err-rematch-unfinished = Si può rigiocare solo una partita finita.
common-err-rematch-players = Solo chi ha giocato questa partita può chiederne la rivincita.
common-confirm-forfeit = Con **{ $move }** rinunci al resto di questo round. Confermi?
common-resign-question-seat = Vuoi abbandonare **{ $title }**? Il computer prende il tuo posto fino alla fine e non potrai tornare.
common-resign-question-end = Vuoi abbandonare **{ $title }**? La partita finisce subito e per te conta come persa.
common-resign-kept = Resti in { $title }: non è cambiato niente.
common-stale-question = Hai già risposto a questa domanda: non è cambiato altro.
common-panel-choose = Scegli ({ $page }/{ $pages })…
common-panel-choose-several = Scegline fino a { $count } ({ $page }/{ $pages })…
common-lobby-language = Lingua: { $name } (l'organizzatore può cambiarla)

## Taps the bot cannot act on.
common-stale-board = Questo tabellone non è più aggiornato: usa il messaggio più recente della partita.
common-stale-panel = Questo pannello non è più aggiornato: premi Gioca sul tabellone più recente.
common-malformed = Questo pulsante non è più valido: usa il messaggio più recente della partita.
common-unexpected = Qualcosa è andato storto da parte mia; riprova.
common-not-this-message = Questo pulsante non appartiene a questo messaggio; non è cambiato nulla.
common-stale-form = Questo modulo non è più aggiornato; non è cambiato nulla. Aprilo di nuovo.
common-lobby-gone-active = Questa partita è già iniziata: puoi guardarla ma non partecipare.
common-lobby-gone-cancelled = Questa partita è stata eliminata.
common-lobby-gone = Questo tavolo è cambiato nel frattempo; guarda di nuovo il suo messaggio.
common-game-is-over = Questa partita è finita.
common-game-not-started = Questa partita non è iniziata.
common-game-not-started-yet = La partita non è ancora iniziata.
common-not-playing-move = Non giochi in questa partita: solo chi ha un posto al tavolo può muovere.
common-button-for-other = Questo pulsante è per { $name }: non è il tuo turno.
common-not-your-turn-waiting = Non è il tuo turno; la partita aspetta { $waiting }.
common-not-your-turn = Non è il tuo turno.
common-panel-of-other = Questo pannello appartiene a un altro giocatore.

## Replies to one player (ephemeral).
common-you-joined = Hai preso posto al tavolo di { $title }.
common-you-left = Hai lasciato { $title }.
common-started = { $title } è iniziata.
common-language-set = Ora { $title } si gioca in { $name }.
# A language's name inside a sentence (common-language-set, common-settings-language).
common-language-en = inglese
common-language-it = italiano
common-language-fr = francese
# A language's own name, the same in every catalogue (the lobby's language menu: each
# player finds their language under the name they know it by).
common-language-native-en = English
common-language-native-it = Italiano
common-language-native-fr = Français
common-taken-back = Mossa annullata.
common-hand-spectator = Solo chi ha un posto al tavolo ha una mano; chi guarda vede il tabellone.
common-hand-none = Questa partita non ha carte nascoste: tutto quello che hai è sul tabellone.
common-hand-head = **{ $title }** — la tua mano (la vedi solo tu).
common-replay-unfinished = Si può rivedere solo una partita finita; nel frattempo usa /{ common-cmd-game-name } { common-cmd-game-log-name }.
common-replay-setup = la preparazione, prima del primo turno.
common-replay-quiet-turn = (un turno senza eventi pubblici)
common-replay-step-head = **{ $title }** — replay, turno { $step } di { $last } (lo vedi solo tu)

## What a game's place is told (bot/discord_app/notifier.py).
common-game-started = La partita è iniziata.
common-game-begins = La partita comincia. Ordine dei posti: { $order }.
common-dm-your-turn = Tocca a te.
common-thread-gone = Il thread della partita non c'è più, quindi la partita continua qui.

## The tables (bot/app/tables.py): lobby notes, clocks, and refusals. $game is a title.
common-lobby-opened = { $who } ha aperto il tavolo.
common-lobby-joined = { $who } ha preso posto al tavolo.
common-lobby-left = { $who } ha lasciato il tavolo.
common-cancelled-by = { $who } ha eliminato la partita.
common-resigned-computer-plays = { $who } ha abbandonato; il computer gioca al suo posto fino alla fine.
common-resigned-game-over = { $who } ha abbandonato; la partita è finita.
common-timed-out = Tempo scaduto per { $who }. Ora ogni altro giocatore può usare /{ common-cmd-game-name } { common-cmd-game-skip-name } per far giocare questo turno al computer.
common-reminder = Promemoria: tocca a te nella partita #{ $id }; restano circa { $hours } h.
common-last-call = Ultima chiamata: il tuo tempo nella partita #{ $id } scade tra circa { $hours } h.
common-skipped = { $who } ha saltato il turno di { $late } dopo la scadenza del tempo; lo gioca il computer.
common-removed = Il posto di { $who } passa al computer dopo { $count } ritardi; lo gioca fino alla fine.
common-err-no-such-game = Non c'è nessun gioco chiamato `{ $name }`; prova uno di questi: { $games }.
common-err-seat-order = L'ordine dei posti deve essere 'random' o 'joined'.
common-err-speed = La velocità deve essere una di queste: { $speeds }.
common-err-level = I giocatori computer possono essere { $levels }, non `{ $level }`.
common-err-too-many = A { $game } si gioca al massimo in { $max }.
common-err-user-limit-new = Hai già { $count } partite aperte; finiscine o eliminane una prima di iniziarne un'altra.
common-err-user-limit-join = Hai già { $count } partite aperte; finiscine o eliminane una prima di unirti a un'altra.
common-err-channel-limit = Questo canale ha già { $count } partite aperte; finiscine o eliminane una prima.
common-err-seated = Hai già un posto a questo tavolo.
common-err-full = Questo tavolo è pieno ({ $count } giocatori).
common-err-leave-started = La partita è iniziata; usa /{ common-cmd-game-name } { common-cmd-game-resign-name } per lasciarla.
common-err-not-seated = Non hai un posto a questo tavolo.
common-err-language-started = La partita è iniziata; la sua lingua resta quella.
common-err-language-host = Solo l'organizzatore può cambiare la lingua del tavolo.
common-err-language-unknown = Non c'è nessuna lingua `{ $language }`.
common-err-already-started = Questa partita è già iniziata.
common-err-start-host = Solo l'organizzatore ({ $host }) può iniziare questa partita.
common-err-start-host-gone = Solo l'organizzatore può iniziare questa partita.
common-err-player-count = { $game } richiede { $min }–{ $max } giocatori; { $count ->
    [one] è seduto { $count } giocatore
   *[other] sono seduti { $count } giocatori
}.
common-err-changed-starting = Il tavolo è cambiato mentre iniziava; riprova.
common-err-changed = La partita è cambiata nel frattempo; riprova.
common-err-changed-skip = La partita è cambiata nel frattempo (una mossa o un altro salto); guarda il tabellone più recente.
common-err-already-over = Questa partita è già finita.
common-err-cancel-host = Solo l'organizzatore o un membro con Gestisci server può eliminare una partita.
common-err-resign-lobby = Si può abbandonare solo una partita in corso; in un tavolo in attesa usa /{ common-cmd-game-name } { common-cmd-game-leave-name }.
common-err-not-playing = Non giochi in questa partita.
common-err-already-left = Hai già lasciato questa partita.
common-err-played-already = Hai già giocato questa mossa; non è più aggiornata e non è stata giocata di nuovo.
common-err-moved-since-panel = Hai giocato da quando hai aperto questo pannello, e quella mossa vale; non è cambiato nient'altro.
common-err-move-out-of-date = Questa mossa non è più aggiornata: la partita è andata avanti da quando l'hai scelta; scegli di nuovo.
common-err-not-in-progress = Questa partita non è in corso.
common-err-no-game-here = Qui non c'è nessuna partita aperta; iniziane una con /{ common-cmd-game-name } { common-cmd-game-new-name }.
common-err-several-games = Qui ci sono diverse partite aperte; indicane una con l'opzione partita ({ $games }).
common-err-no-game-on-server = Non c'è nessuna partita #{ $id } su questo server.
common-err-no-game-of-yours = Non hai nessuna partita #{ $id }.
common-err-no-game = Non c'è nessuna partita #{ $id }.
common-err-skip-players = Solo i giocatori di questa partita possono saltare un turno.
common-err-nobody-late = In questa partita nessuno ha esaurito il tempo.
common-err-skip-own = Non puoi saltare il tuo turno: giocalo.
common-err-remove-others = Solo gli altri giocatori di questa partita possono rimuovere un giocatore.
common-err-no-seat = In questa partita non c'è questo posto.
common-err-already-computer = Il posto di { $who } è già giocato dal computer.
common-err-not-late-enough = { $who } ha esaurito il tempo { $count ->
    [one] { $count } volta
   *[other] { $count } volte
}; un giocatore può essere rimosso dopo { $needed }.
common-err-board-out-of-date = Questo tabellone non è più aggiornato: usa il messaggio più recente.
common-err-left-computer-plays = Hai lasciato questa partita; il computer gioca al tuo posto.
common-err-race = Qualcuno ha agito su questa partita nello stesso momento; la tua mossa non è stata applicata. Guarda il tabellone più recente e riprova.
common-err-no-option = { $game } non ha l'opzione `{ $name }`.
common-err-option-value = L'opzione `{ $name }` deve essere una di queste: { $choices }.
common-err-undo-rules = { $game } non permette di annullare: una mossa fatta resta fatta.
common-err-undo-nothing = Non c'è niente del tuo turno attuale da annullare.
common-err-undo-revealed = La tua ultima mossa ha rivelato o pescato qualcosa, quindi non si può annullare.
common-err-undo-computer = Le mosse del computer non si possono annullare.
common-err-undo-turn-over = Quella mossa ha chiuso il tuo turno, quindi resta.
common-err-undo-moved-since = { $who } ha mosso dopo di te, quindi la tua mossa resta.
common-err-away-past = La data deve essere nel futuro.
common-err-away-allowance = Puoi essere assente al massimo { $allowance } giorni ogni { $window }; te ne restano { $left }.

## Commands' replies (cogs/, bot/discord_app/client.py).
common-restarting = Il bot si sta riavviando; riprova tra un minuto.
common-cannot-use-here = Qui non puoi usare questo comando.
common-unexpected-command = Qualcosa è andato storto da parte mia; non è cambiato nulla. Riprova.
common-perm-view-channel = vedere questo canale
common-perm-send-messages = inviare messaggi
common-perm-attach-files = allegare file (le immagini del tabellone)
common-perm-read-message-history = leggere la cronologia dei messaggi
common-perm-send-messages-in-threads = inviare messaggi nei thread
common-perm-create-public-threads = creare thread pubblici
common-err-cannot-open = Qui non posso aprire un tavolo: mi serve il permesso di { $needs } in questo canale.
common-opened = { $title } è aperta: gli altri premono **Partecipa** sul suo messaggio, poi tu premi **Inizia**.
common-opened-no-thread = Qui non posso { $needs }, quindi la partita resterà in questo canale.
common-you-cancelled = { $title } è stata eliminata.
common-you-resigned = Hai abbandonato { $title }.
common-no-open-games = Qui non ci sono partite aperte; iniziane una con /{ common-cmd-game-name } { common-cmd-game-new-name }.
common-mine-waiting = **Aspettano te:**
common-mine-nothing = Per ora niente aspetta te.
common-mine-others = **Le tue altre partite aperte:**
common-mine-hint = Puoi lasciarne una da qui: **/{ common-cmd-game-name } { common-cmd-game-resign-name }** e sceglila.
common-log-empty = **{ $title }** — ancora nessuna mossa.
common-log-all = **{ $title }** — { $count ->
    [one] l'unica mossa
   *[other] tutte le { $count } mosse
}
common-log-last = **{ $title }** — le ultime { $shown } di { $count ->
    [one] { $count } mossa
   *[other] { $count } mosse
}
common-undone = Mossa annullata. Premi **Gioca** sul tabellone (o usa /{ common-cmd-game-name } { common-cmd-game-play-name }) per scegliere di nuovo.
common-skip-done = Il computer ha giocato { $count ->
    [one] { $count } mossa
   *[other] { $count } mosse
} per il giocatore in ritardo.
common-err-player-not-playing = { $who } non gioca in questa partita.
common-remove-done = Ora il posto di { $who } è giocato dal computer.
common-replay-head = **{ $title }** — replay: { $summary }
common-replay-alt = Replay animato di { $title }: { $summary }
common-replay-every-turn = ogni turno, { $frames } fotogrammi, fino alla posizione finale.
common-replay-sampled = { $frames } fotogrammi per { $turns } turni, distribuiti in modo uniforme (preparazione e posizione finale comprese).
common-rules-heading = Regole
common-rules-title = { $game } — { $players } { $count ->
    [one] giocatore
   *[other] giocatori
}
common-rules-option = • `{ $name }`: { $description } ({ $choices }, predefinito { $default })
common-rules-options = Opzioni del tavolo
common-option-choice = { $option } — { $description }
common-option-choice-default = { $option } (predefinito) — { $description }
common-option-choice-game = { $option } — { $game }: { $description }
common-err-options-syntax = Scrivi le opzioni come coppie `nome=valore`, per esempio `goals=on`; { $text } non lo è.
common-err-options-unknown = { $text } non è un'opzione di nessun gioco; vedi /{ common-cmd-game-name } { common-cmd-game-rules-name } per le opzioni.
common-status-lobby = { $game } #{ $id } non è ancora iniziata.
common-status-active = { $game } #{ $id } è già iniziata.
common-status-finished = { $game } #{ $id } è finita.
common-status-cancelled = { $game } #{ $id } è stata eliminata.
common-status-other = { $game } #{ $id } ora non può farlo.
common-err-other-game = Per { $game } #{ $id } usa /{ $command }: è il comando di questo gioco.
common-next-step = Ora: { $prompt } Premi **Gioca** sul tabellone, o scrivi il comando.

## /settings replies (cogs/settings.py).
common-settings-notify-dm = Quando tocca a te riceverai anche un messaggio privato (se i tuoi messaggi privati sono chiusi, ti raggiunge comunque la menzione nel canale).
common-settings-notify-channel = Riceverai le menzioni solo nel canale della partita.
common-err-date-format = Scrivi la data come AAAA-MM-GG, per esempio 2026-12-24.
common-err-date-far = Questa data è troppo lontana: puoi assentarti al massimo 14 giorni ogni 30.
common-settings-away = Assenza fino alla fine del { $until }: il tempo di { $count ->
    [one] { $count } partita che aspetta
   *[other] { $count } partite che aspettano
} te è in pausa.
common-settings-quiet = I promemoria aspetteranno tra le { $start } e le { $end } (UTC{ $offset }).
common-err-language-server = La lingua delle nuove partite è un'impostazione del server; usa questo comando in un server.
common-err-language-manage = Solo i membri con Gestisci server possono scegliere la lingua delle partite di questo server.
common-settings-language = Le nuove partite di questo server si giocano in { $language }, a meno che l'organizzatore scelga un'altra lingua.
common-settings-language-auto = Le nuove partite di questo server si giocano nella lingua del server se è l'italiano o il francese, altrimenti in quella dell'organizzatore.

## /game stats and /game leaderboard (bot/app/stats.py).
common-stats-all-games = Tutti i giochi
common-stats-solo = { $game } (in solitario)
common-stats-solo-level = { $game } (in solitario, livello { $level })
common-stats-solo-record = { $played ->
    [one] { $played } partita
   *[other] { $played } partite
}, { $wins ->
    [one] { $wins } vinta
   *[other] { $wins } vinte
}
common-stats-record = { $wins ->
    [one] { $wins } vittoria
   *[other] { $wins } vittorie
} / { $played ->
    [one] { $played } partita
   *[other] { $played } partite
} ({ $percent }%)
common-stats-best = record { $score }
common-stats-kind-line = { $game }: { $record }
common-stats-resigned = { $count ->
    [one] { $count } finita per abbandono
   *[other] { $count } finite per abbandono
}
common-stats-none = **{ $name }** non ha ancora partite finite qui.
common-stats-none-in = **{ $name }** non ha ancora partite finite a { $game } qui.
common-leaderboard-title = **Classifica di { $game }**
common-leaderboard-empty = Ancora nessuna partita finita.
common-fit-more = … e altre { $count }.
common-rating = valutazione { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
common-rating-provisional = valutazione { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } (provvisoria)
common-rating-up = +{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } dopo l'ultima partita
common-rating-down = −{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } dopo l'ultima partita
common-rating-computer = Computer ({ $level })
common-rating-board-note = Per valutazione, una stima prudente della bravura da tutte le partite valutate; provvisoria fino a { $games } partite.
common-rating-none = Ancora nessuna partita valutata (le partite in solitario e quelle abbandonate nel primo giro non sono valutate).
# One rated game in /game stats, newest first: "- <date> · 2º su 4 · −1,2 → 3,4".
common-rating-history-line = - { $date } · { $place } · { $change } → { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
common-rating-history-place = { $place }º su { $players }
common-rating-history-up = +{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) }
common-rating-history-down = −{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) }

## La console locale (bot/discord_app/console.py): le parole del client Discord che
## simula, a ogni utente nella lingua del suo client.
common-console-type = Scrivi un /comando o il numero di un pulsante.
common-console-not-possible = (non si può: { $why })
common-console-nothing = (niente da proporre: { $why })
common-console-no-move = nessuna mossa del genere ti è permessa ora
common-console-no-buttons = (ancora nessun pulsante da premere)
common-console-choose = (scegli da 1 a { $count })
common-console-dm = Messaggio diretto a { $who }
common-console-only-you = (solo per te)
common-console-picture = [immagine: { $path }]
common-console-someone = qualcuno
