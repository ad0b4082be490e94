## Azul: Queen's Garden : les mots du jeu. Les identifiants des messages commencent par « azul-queens-garden- ».

## Slash commands
## Ce qu'affiche la liste des commandes de Discord : noms et descriptions des commandes,
## options et choix, envoyés à Discord seulement lors de la synchronisation
## (`python -m bot sync`). Les noms : en minuscules, sans espaces, 32 caractères au plus,
## uniques entre voisins et jamais égaux au nom anglais d'une autre option. Les
## descriptions : 100 caractères au plus.

azul-queens-garden-title = Azul : Le Jardin de la Reine

azul-queens-garden-cmd-name = azul_jardin_de_la_reine
azul-queens-garden-cmd-description = Jouer à Azul : Le Jardin de la Reine en tapant

azul-queens-garden-cmd-take-name = acquérir
azul-queens-garden-cmd-take-description = Acquérir toutes les pièces d'une couleur ou d'un motif
azul-queens-garden-cmd-take-opt-choice-name = choix
azul-queens-garden-cmd-take-opt-choice-description = Une couleur ou un motif, avec les doublons : p2 yellow_2@L1

azul-queens-garden-cmd-place-name = placer
azul-queens-garden-cmd-place-description = Placer une tuile de ton entrepôt en payant son coût
azul-queens-garden-cmd-place-opt-move-name = coup
azul-queens-garden-cmd-place-opt-move-description = Tuile, emplacement et paiement, p. ex. blue_2 F1 pay yellow_2

azul-queens-garden-cmd-expand-name = agrandir
azul-queens-garden-cmd-expand-description = Placer un agrandissement face visible de ton entrepôt
azul-queens-garden-cmd-expand-opt-move-name = coup
azul-queens-garden-cmd-expand-opt-move-description = Agrandissement, zone, orientation, paiement : exp_blue_3 A0 o2 pay 2J

azul-queens-garden-cmd-buy-name = acheter
azul-queens-garden-cmd-buy-description = Acheter face cachée l'agrandissement du dessus de la réserve (6 points)
azul-queens-garden-cmd-buy-opt-area-name = zone
azul-queens-garden-cmd-buy-opt-area-description = Une zone vide de A0 à A5

azul-queens-garden-cmd-pass-name = passer
azul-queens-garden-cmd-pass-description = Passer pour le reste de la manche

azul-queens-garden-cmd-discard-name = défausser
azul-queens-garden-cmd-discard-description = En passant : défausser une pièce pour sa valeur
azul-queens-garden-cmd-discard-opt-piece-name = pièce
azul-queens-garden-cmd-discard-opt-piece-description = Une tuile comme blue_3 ou un agrandissement comme exp_blue_3

azul-queens-garden-cmd-done-name = terminé
azul-queens-garden-cmd-done-description = En passant : ne plus rien défausser et passer

azul-queens-garden-cmd-rules-name = règles
azul-queens-garden-cmd-rules-description = Les règles en bref, avec les décisions du projet
