## Le parole della piattaforma: lobby, tavoli, orologi, rifiuti, aiuto, impostazioni.

common-seat = Giocatore { $number }
