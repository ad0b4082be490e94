## Bonsai : les mots du jeu. Les identifiants des messages commencent par « bonsai- ».

## Slash commands
## Ce qu'affiche la liste des commandes de Discord : noms et descriptions des commandes,
## options et choix, envoyés à Discord seulement lors de la synchronisation
## (`python -m bot sync`). Les noms : en minuscules, sans espaces, 32 caractères au plus,
## uniques entre voisins et jamais égaux au nom anglais d'une autre option. Les
## descriptions : 100 caractères au plus.

bonsai-title = Bonsaï

bonsai-cmd-name = bonsai
bonsai-cmd-description = Jouer à Bonsaï en tapant les coups

bonsai-cmd-meditate-name = méditer
bonsai-cmd-meditate-description = Prendre une carte du plateau central et les tuiles de son emplacement
bonsai-cmd-meditate-opt-choice-name = choix
bonsai-cmd-meditate-opt-choice-description = Emplacement et tuiles gardées, p. ex. 3 wood flower, 2 leaf, 4 none

bonsai-cmd-cultivate-name = cultiver
bonsai-cmd-cultivate-description = Commencer à poser des tuiles de ta réserve

bonsai-cmd-place-name = poser
bonsai-cmd-place-description = Poser une tuile : son type et sa case
bonsai-cmd-place-opt-tile-name = tuile
bonsai-cmd-place-opt-tile-description = Tuile et case : leaf -1,2, ou wood 3 (un numéro de l'image)

bonsai-cmd-finish-name = terminer
bonsai-cmd-finish-description = Arrêter de poser (fin de Cultiver ou de l'Apprenti)

bonsai-cmd-gain-name = obtenir
bonsai-cmd-gain-description = Choisir la tuile au choix que donne une carte Maître
bonsai-cmd-gain-opt-tile-name = tuile
bonsai-cmd-gain-opt-tile-description = wood, leaf, flower ou fruit

bonsai-cmd-claim-name = revendiquer
bonsai-cmd-claim-description = Revendiquer une tuile Objectif que ton arbre remplit
bonsai-cmd-claim-opt-goal-name = objectif
bonsai-cmd-claim-opt-goal-description = L'objectif, p. ex. green_small

bonsai-cmd-renounce-name = renoncer
bonsai-cmd-renounce-description = Renoncer pour de bon à tout objectif en attente d'une couleur
bonsai-cmd-renounce-opt-colour-name = couleur
bonsai-cmd-renounce-opt-colour-description = La couleur de l'objectif, p. ex. green

bonsai-cmd-return-name = défausser
bonsai-cmd-return-description = Défausser une tuile au-delà de ta capacité
bonsai-cmd-return-opt-tile-name = tuile
bonsai-cmd-return-opt-tile-description = wood, leaf, flower ou fruit

bonsai-cmd-mirror-name = inverser
bonsai-cmd-mirror-description = Inverser le pot (seulement tant que la pousse est seule)

bonsai-cmd-prune-name = tailler
bonsai-cmd-prune-description = Retirer une tuile à côté du bois quand aucun bois ne rentre
bonsai-cmd-prune-opt-cell-name = case
bonsai-cmd-prune-opt-cell-description = La case x,y de la tuile ou son numéro sur l'image

bonsai-cmd-rules-name = règles
bonsai-cmd-rules-description = Les règles de Bonsaï en bref, avec les décisions du projet
