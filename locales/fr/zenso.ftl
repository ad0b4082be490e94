## Zensō : les mots du jeu. Les identifiants des messages commencent par « zenso- ».

## Slash commands
## Ce qu'affiche la liste des commandes de Discord : noms et descriptions des commandes,
## options et choix, envoyés à Discord seulement lors de la synchronisation
## (`python -m bot sync`). Les noms : en minuscules, sans espaces, 32 caractères au plus,
## uniques entre voisins et jamais égaux au nom anglais d'une autre option. Les
## descriptions : 100 caractères au plus.

zenso-title = Zensō

zenso-cmd-name = zenso
zenso-cmd-description = Jouer à Zensō en tapant les coups

zenso-cmd-combine-name = combiner
zenso-cmd-combine-description = Phase 1 : ajouter une Pierre à la pile, ou toutes
zenso-cmd-combine-opt-stone-name = pierre
zenso-cmd-combine-opt-stone-description = La case d'une Pierre comme 1,0, ou all

zenso-cmd-done-name = terminé
zenso-cmd-done-description = Phase 1 : combiner les Pierres choisies jusqu'ici

zenso-cmd-skip-name = sauter
zenso-cmd-skip-description = Phase 1 : ne rien combiner ce tour-ci

zenso-cmd-buy-name = acheter
zenso-cmd-buy-description = Action libre : acheter une carte Harmonie
zenso-cmd-buy-opt-card-name = carte
zenso-cmd-buy-opt-card-description = Une position de la rivière comme D3, ou deck

zenso-cmd-swap-name = échanger
zenso-cmd-swap-description = Jizō de l'Échange : une carte de ta main contre une de la rivière
zenso-cmd-swap-opt-cards-name = cartes
zenso-cmd-swap-opt-cards-description = Ta carte et une position, comme H05 D2

zenso-cmd-move-name = déplacer
zenso-cmd-move-description = Jizō de la Lumière : déplacer une Lanterne
zenso-cmd-move-opt-lantern-name = lanterne
zenso-cmd-move-opt-lantern-description = D'où et vers où, comme 1,0 to 2,3

zenso-cmd-take-name = prendre
zenso-cmd-take-description = Phase 2 : prendre une carte Terrain de la rangée
zenso-cmd-take-opt-slot-name = emplacement
zenso-cmd-take-opt-slot-description = L'emplacement dans la rangée, de 1 à 6

zenso-cmd-bonus-name = bonus
zenso-cmd-bonus-description = Phase 2 : choisir un élément d'un bonus au choix
zenso-cmd-bonus-opt-item-name = élément
zenso-cmd-bonus-opt-item-description = 1 ou 2

zenso-cmd-draw-name = piocher
zenso-cmd-draw-description = Prendre une carte Harmonie gagnée en bonus
zenso-cmd-draw-opt-card-name = carte
zenso-cmd-draw-opt-card-description = Une position de la rivière comme D3, ou deck

zenso-cmd-keep-name = garder
zenso-cmd-keep-description = Jizō de l'Intuition : garder une des cartes piochées
zenso-cmd-keep-opt-card-name = carte
zenso-cmd-keep-opt-card-description = 1, 2 ou 3 (voir ton message privé)

zenso-cmd-place-name = poser
zenso-cmd-place-description = Phase 3 : poser la carte Terrain
zenso-cmd-place-opt-placement-name = placement
zenso-cmd-place-opt-placement-description = Case en haut à gauche et rotation, comme 1,-1 r90

zenso-cmd-stone-name = pierre
zenso-cmd-stone-description = Poser une Pierre sur une case Sable
zenso-cmd-stone-opt-cell-name = case
zenso-cmd-stone-opt-cell-description = La case, comme 2,0

zenso-cmd-lantern-name = lanterne
zenso-cmd-lantern-description = Poser une Lanterne sur une case Paysage
zenso-cmd-lantern-opt-cell-name = case
zenso-cmd-lantern-opt-cell-description = La case, comme 0,1

zenso-cmd-validate-name = valider
zenso-cmd-validate-description = Phase 4 : valider une carte Harmonie
zenso-cmd-validate-opt-card-name = carte
zenso-cmd-validate-opt-card-description = Carte et case de l'empreinte, comme H01 3,0

zenso-cmd-witness-name = témoin
zenso-cmd-witness-description = Phase 4 : quelles Pierres ton Jizō défausse
zenso-cmd-witness-opt-stones-name = pierres
zenso-cmd-witness-opt-stones-description = Le numéro du groupe de Pierres

zenso-cmd-pay-name = payer
zenso-cmd-pay-description = Phase 4 : une Pierre payée comme coût d'une carte
zenso-cmd-pay-opt-cell-name = case
zenso-cmd-pay-opt-cell-description = La case de la Pierre, comme 2,1

zenso-cmd-end-name = fin-du-tour
zenso-cmd-end-description = Finir ton tour (la rangée et la rivière se remplissent)

zenso-cmd-rules-name = règles
zenso-cmd-rules-description = Les règles de Zensō en bref, avec les choix du projet
