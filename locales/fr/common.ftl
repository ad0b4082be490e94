## Les mots de la plateforme : salon, tables, horloges, refus, aide, réglages.

common-seat = Joueur { $number }

## Refus communs à tous les jeux (Engine.require_seat).
common-game-over = La partie est terminée : plus aucun coup n’est possible.
common-not-your-decision = Ce n’est pas à toi de décider maintenant : la partie attend { $waiting }.
