## Splendor : les mots du jeu. Les identifiants des messages commencent par « splendor- ».

## Slash commands
## Ce qu'affiche la liste des commandes de Discord : noms et descriptions des commandes,
## options et choix, envoyés à Discord seulement lors de la synchronisation
## (`python -m bot sync`). Les noms : en minuscules, sans espaces, 32 caractères au plus,
## uniques entre voisins et jamais égaux au nom anglais d'une autre option. Les
## descriptions : 100 caractères au plus.

splendor-title = Splendor

splendor-cmd-name = splendor
splendor-cmd-description = Jouer à Splendor en tapant les coups

splendor-cmd-take-name = prendre
splendor-cmd-take-description = Prendre 3 jetons de couleurs différentes, ou 2 de la même couleur
splendor-cmd-take-opt-gems-name = jetons
splendor-cmd-take-opt-gems-description = Les jetons, p. ex. W U G ou R R

splendor-cmd-reserve-name = réserver
splendor-cmd-reserve-description = Réserver une carte visible ou la première carte d'une pioche
splendor-cmd-reserve-opt-card-name = carte
splendor-cmd-reserve-opt-card-description = Un emplacement comme T2-3, ou une pioche comme D1

splendor-cmd-buy-name = acheter
splendor-cmd-buy-description = Acheter une carte visible ou une carte que tu as réservée
splendor-cmd-buy-opt-card-name = carte
splendor-cmd-buy-opt-card-description = Un emplacement comme T2-3, ou 'reserved 1' pour ta première carte réservée

splendor-cmd-return-name = rendre
splendor-cmd-return-description = Rendre les jetons en trop
splendor-cmd-return-opt-tokens-name = jetons
splendor-cmd-return-opt-tokens-description = Les jetons à rendre, p. ex. R K ou W W

splendor-cmd-noble-name = noble
splendor-cmd-noble-description = Choisir quel noble éligible te rend visite
splendor-cmd-noble-opt-noble-name = noble
splendor-cmd-noble-opt-noble-description = Le noble selon ses exigences, p. ex. 4W 4U

splendor-cmd-rules-name = règles
splendor-cmd-rules-description = Les règles de Splendor en bref, avec les choix de ce bot
