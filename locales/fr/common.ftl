## Les mots de la plateforme : salon, tables, horloges, refus, aide, réglages.

common-seat = Joueur { $number }
