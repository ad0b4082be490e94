## Kokeshi : les mots du jeu. Les identifiants des messages commencent par « kokeshi- ».

## Slash commands
## Ce qu'affiche la liste des commandes de Discord : noms et descriptions des commandes,
## options et choix, envoyés à Discord seulement lors de la synchronisation
## (`python -m bot sync`). Les noms : en minuscules, sans espaces, 32 caractères au plus,
## uniques entre voisins et jamais égaux au nom anglais d'une autre option. Les
## descriptions : 100 caractères au plus.

kokeshi-title = Kokeshi

kokeshi-cmd-name = kokeshi
kokeshi-cmd-description = Jouer à Kokeshi en tapant les coups

kokeshi-cmd-start-name = commencer
kokeshi-cmd-start-description = Poser tes deux tuiles de départ sur deux pistes
kokeshi-cmd-start-opt-tracks-name = pistes
kokeshi-cmd-start-opt-tracks-description = Pistes de ta première et de ta deuxième tuile, p. ex. princess samurai

kokeshi-cmd-advance-name = avancer
kokeshi-cmd-advance-description = Ton tour : avancer une kokeshi d'une case
kokeshi-cmd-advance-opt-kokeshi-name = kokeshi
kokeshi-cmd-advance-opt-kokeshi-description = La kokeshi, p. ex. granny

kokeshi-cmd-side-name = côté
kokeshi-cmd-side-description = Choisir le côté d'une tuile avec barre oblique
kokeshi-cmd-side-opt-effect-name = effet
kokeshi-cmd-side-opt-effect-description = Le code de l'effet du côté, p. ex. K:granny ou A*

kokeshi-cmd-first-name = premier
kokeshi-cmd-first-description = Choisir quel effet d'une tuile s'applique en premier
kokeshi-cmd-first-opt-effect-name = effet
kokeshi-cmd-first-opt-effect-description = Le code de l'effet à appliquer en premier

kokeshi-cmd-move-name = déplacer
kokeshi-cmd-move-description = Choisir la kokeshi que déplace un K*, K**, K> ou K<
kokeshi-cmd-move-opt-kokeshi-name = kokeshi
kokeshi-cmd-move-opt-kokeshi-description = La kokeshi, p. ex. sumo

kokeshi-cmd-animal-name = animal
kokeshi-cmd-animal-description = Choisir l'animal que déplace un A*
kokeshi-cmd-animal-opt-animal-name = animal
kokeshi-cmd-animal-opt-animal-description = L'animal, p. ex. fox

kokeshi-cmd-take-name = prendre
kokeshi-cmd-take-description = Après une arrivée sur une case vide : un emplacement du marché ou Qualité
kokeshi-cmd-take-opt-tile-name = tuile
kokeshi-cmd-take-opt-tile-description = Un emplacement du marché 1-5, ou q1/q2/q3 pour une tuile Qualité

kokeshi-cmd-gain-name = obtenir
kokeshi-cmd-gain-description = Choisir l'emplacement du marché que prend un gain T= ou T*
kokeshi-cmd-gain-opt-slot-name = emplacement
kokeshi-cmd-gain-opt-slot-description = Un emplacement du marché 1-5

kokeshi-cmd-place-name = poser
kokeshi-cmd-place-description = Poser une tuile obtenue sur une piste (la case libre la plus basse)
kokeshi-cmd-place-opt-tile-name = tuile
kokeshi-cmd-place-opt-tile-description = La tuile et sa piste, p. ex. samurai-01-a granny

kokeshi-cmd-rules-name = règles
kokeshi-cmd-rules-description = Les règles de Kokeshi en bref, avec les choix du projet
