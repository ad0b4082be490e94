## Le parole della piattaforma: lobby, tavoli, orologi, rifiuti, aiuto, impostazioni.

common-seat = Giocatore { $number }

## Rifiuti comuni a tutti i giochi (Engine.require_seat).
common-game-over = La partita è finita: non si possono più fare mosse.
common-not-your-decision = Ora non tocca a te decidere: la partita aspetta { $waiting }.
