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
kokeshi-cmd-start-opt-tracks-description = Pistes de ta première et de ta deuxième tuile, p. ex. princesse samouraï

kokeshi-cmd-advance-name = avancer
kokeshi-cmd-advance-description = Ton tour : avancer une kokeshi d'une case
kokeshi-cmd-advance-opt-kokeshi-name = kokeshi
kokeshi-cmd-advance-opt-kokeshi-description = La kokeshi, p. ex. mamie

kokeshi-cmd-side-name = côté
kokeshi-cmd-side-description = Choisir le côté d'une tuile avec barre oblique
kokeshi-cmd-side-opt-effect-name = effet
kokeshi-cmd-side-opt-effect-description = La kokeshi ou l'animal que le côté avance, p. ex. mamie ou renard, ou son code (A*)

kokeshi-cmd-first-name = premier
kokeshi-cmd-first-description = Choisir quel effet d'une tuile s'applique en premier
kokeshi-cmd-first-opt-effect-name = effet
kokeshi-cmd-first-opt-effect-description = La kokeshi ou l'animal de l'effet à appliquer en premier, ou son code

kokeshi-cmd-move-name = déplacer
kokeshi-cmd-move-description = Choisir la kokeshi qu'une tuile te fait avancer
kokeshi-cmd-move-opt-kokeshi-name = kokeshi
kokeshi-cmd-move-opt-kokeshi-description = La kokeshi, p. ex. sumo

kokeshi-cmd-animal-name = animal
kokeshi-cmd-animal-description = Choisir l'animal qu'une tuile te fait avancer
kokeshi-cmd-animal-opt-animal-name = animal
kokeshi-cmd-animal-opt-animal-description = L'animal, p. ex. renard

kokeshi-cmd-take-name = prendre
kokeshi-cmd-take-description = Après une arrivée sur une case vide : un emplacement du marché ou Qualité
kokeshi-cmd-take-opt-tile-name = tuile
kokeshi-cmd-take-opt-tile-description = Un emplacement du marché 1-5, ou q1/q2/q3 pour une tuile Qualité

kokeshi-cmd-gain-name = obtenir
kokeshi-cmd-gain-description = Choisir l'emplacement du marché de la tuile que tu prends
kokeshi-cmd-gain-opt-slot-name = emplacement
kokeshi-cmd-gain-opt-slot-description = Un emplacement du marché 1-5

kokeshi-cmd-place-name = poser
kokeshi-cmd-place-description = Poser une tuile obtenue sur une piste (la case libre la plus basse)
kokeshi-cmd-place-opt-tile-name = tuile
kokeshi-cmd-place-opt-tile-description = La tuile et sa piste, p. ex. samurai-01-a granny

kokeshi-cmd-rules-name = règles
kokeshi-cmd-rules-description = Les règles de Kokeshi en bref, avec les choix du projet

## Composants : les kokeshis (chacune donne son nom à une piste et à une couleur de tuiles)
## et les animaux. Dans les phrases on écrit « la kokeshi <Nom> », l'article reste « la ».

kokeshi-component-princess = Princesse
kokeshi-component-granny = Mamie
kokeshi-component-fisherman = Pêcheur
kokeshi-component-samurai = Samouraï
kokeshi-component-sumo = Lutteur de sumo
kokeshi-component-panda = Panda
kokeshi-component-fox = Renard
kokeshi-component-cat = Chat
kokeshi-component-rabbit = Lapin

## Positions, effets et tuiles : les morceaux dont les autres phrases sont faites.
## $case vaut « upper » quand les mots ouvrent une phrase ou un bouton, sinon « lower ».

kokeshi-where-home = départ
kokeshi-where-top = sommet
kokeshi-where-row = rangée { $row }
kokeshi-effect-kokeshi = { $case ->
    [upper] Avancer
   *[lower] avancer
} { $kokeshi }
kokeshi-effect-any = { $case ->
    [upper] Avancer
   *[lower] avancer
} une kokeshi
kokeshi-effect-right = { $case ->
    [upper] Avancer
   *[lower] avancer
} une kokeshi à droite
kokeshi-effect-right-of = { $case ->
    [upper] Avancer
   *[lower] avancer
} une kokeshi à droite de { $kokeshi }
kokeshi-effect-left = { $case ->
    [upper] Avancer
   *[lower] avancer
} une kokeshi à gauche
kokeshi-effect-left-of = { $case ->
    [upper] Avancer
   *[lower] avancer
} une kokeshi à gauche de { $kokeshi }
kokeshi-effect-spaces = { $effect } { $steps ->
    [1] d'une case
    [one] de { $steps } case
   *[other] de { $steps } cases
}
kokeshi-effect-animal = { $case ->
    [upper] Avancer
   *[lower] avancer
} { $animal }
kokeshi-effect-animal-any = { $case ->
    [upper] Avancer
   *[lower] avancer
} un animal
kokeshi-effect-gain-this = { $case ->
    [upper] Prendre
   *[lower] prendre
} une tuile pour cette piste
kokeshi-effect-gain-for = { $case ->
    [upper] Prendre
   *[lower] prendre
} une tuile pour { $kokeshi }
kokeshi-effect-gain-any = { $case ->
    [upper] Prendre
   *[lower] prendre
} une tuile pour une piste
kokeshi-effects-either = { $first } ou { $second }
kokeshi-effects-both = { $first } et { $second }
kokeshi-quality-words = niveau { $level }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
kokeshi-tile-name-normal = tuile { $colour }
kokeshi-tile-name-starting = tuile de départ { $colour }
kokeshi-tile-name-quality = tuile Qualité { $colour }
kokeshi-tile = une { $name } ({ $words })
kokeshi-tile-label-normal = { $colour } · { $words }
kokeshi-tile-label-starting = { $colour } (départ) · { $words }
kokeshi-pending-label = { $order ->
    [1] 1re
   *[other] { $order }e
} · { $tile }
kokeshi-start-name = { $case ->
    [upper] Tuile
   *[lower] tuile
} qui avance { $kokeshi }
kokeshi-start-name-tile = { $case ->
    [upper] Tuile de départ { $colour }
   *[lower] tuile de départ { $colour }
}
kokeshi-for-track = pour la piste { $kokeshi }
kokeshi-for-any-track = pour n'importe quelle piste
kokeshi-typed = `{ $typed }`
kokeshi-typed-choice = { $effect } (`{ $typed }`)

## Boutons et étapes du panneau de tour (à l'infinitif).

kokeshi-step-start = Tuiles de départ
kokeshi-step-start-tile = { $tile } → { $kokeshi }
kokeshi-start-label = { $first } sur { $first-track } ; { $second } sur { $second-track }
kokeshi-step-advance = Avancer
kokeshi-advance-label = Avancer la kokeshi { $kokeshi } ({ $start } → { $end })
kokeshi-step-kokeshi = { $number } · { $kokeshi } : { $start } → { $end }
kokeshi-first-label = D'abord : { $effect }
kokeshi-move-label = Avancer la kokeshi { $kokeshi } ({ $start } → { $end })
kokeshi-animal-label = Avancer le marqueur { $animal } ({ $start } → { $end })
kokeshi-step-animal = { $animal } : { $start } → { $end }
kokeshi-take-nothing = Ne rien prendre
kokeshi-take-slot-label = Prendre l'emplacement { $slot } : { $tile }
kokeshi-step-slot = { $slot } · { $tile }
kokeshi-take-quality-label = Prendre la tuile Qualité de niveau { $level } ({ $points } points)
kokeshi-step-quality = Qualité niveau { $level } : { $points } points
kokeshi-gain-label = Prendre l'emplacement { $slot } { $where } : { $tile }
kokeshi-place-label = Poser sur la piste { $kokeshi }, rangée { $row } : { $tile }
kokeshi-step-place = Poser une tuile gagnée
kokeshi-step-landing = { $number } · { $kokeshi }, rangée { $row }
# un seul geste pour deux questions d’une chaîne : la première réponse, puis celle posée juste après
kokeshi-step-then = { $first }, puis { $then }
kokeshi-then-first-kokeshi = { $number } · { $kokeshi } → { $end }
kokeshi-then-kokeshi = { $kokeshi } → { $end }

## Demandes.

kokeshi-prompt-over = La partie est terminée.
kokeshi-prompt-wait-setup = En attente des autres joueurs, qui posent leurs tuiles de départ.
kokeshi-prompt-wait = En attente : c'est à { $who } de jouer.
kokeshi-prompt-start = Pose tes tuiles de départ sur la rangée { $row } de deux pistes différentes : { $first } et { $second }.
kokeshi-prompt-advance = À toi de jouer : choisis une kokeshi à avancer d'une case.
kokeshi-so-far = Jusqu'ici : { $chain } { $question }
kokeshi-sentence = { $sentence }
kokeshi-sentences = { $first } { $rest }
kokeshi-ask-side = Choisis un côté de la { $tile } : { $sides }.
kokeshi-ask-first = Choisis quel effet de la { $tile } s'applique d'abord : { $sides }.
kokeshi-ask-kokeshi = { $effect } : choisis la kokeshi.
kokeshi-ask-animal = Avancer n'importe quel animal : choisis lequel.
kokeshi-ask-take = Prends une tuile pour la piste { $kokeshi }, rangée { $row } : un emplacement du marché ou une tuile Qualité disponible.
kokeshi-ask-gain = Prends une tuile { $where } : choisis la tuile du marché.
kokeshi-ask-place = Pose tes tuiles gagnées, une à la fois : choisis une tuile et sa piste (elle va sur la rangée libre la plus basse).

## Événements : ce qu'un coup a fait, étapes automatiques comprises.

kokeshi-begins = Une partie de Kokeshi à { $players } joueurs commence : chacun pose ses deux tuiles de départ.
kokeshi-placed-start = { $who } a posé { $first } sur la piste { $first-track }, rangée { $row }, et { $second } sur la piste { $second-track }, rangée { $row }.
kokeshi-round-one = Le tour de table 1 commence : c'est à { $who } de jouer.
kokeshi-advances = { $who } avance la kokeshi { $kokeshi }.
kokeshi-chooses = { $who } choisit : { $effect }.
kokeshi-chooses-first = { $who } choisit d'abord : { $effect }.
kokeshi-reaches-top = La kokeshi { $kokeshi } atteint le sommet : +{ $reward } points de Bonheur, et retourne à la case départ.
kokeshi-lands-empty = La kokeshi { $kokeshi } arrive sur la rangée { $row }, vide, et retourne à la case départ.
kokeshi-lands-quality = La kokeshi { $kokeshi } arrive sur la tuile Qualité de la rangée { $row } et continue.
kokeshi-lands-tile = La kokeshi { $kokeshi } arrive sur { $tile } en rangée { $row }.
kokeshi-nothing-to-take = Il n'y a aucune tuile à prendre pour la piste { $kokeshi }, rangée { $row } ; la case reste vide.
kokeshi-takes-nothing = { $who } ne prend rien pour la piste { $kokeshi }, rangée { $row }.
kokeshi-takes-slot-chosen = { $who } prend { $tile } à l'emplacement { $slot } pour la piste { $kokeshi }, rangée { $row }.
kokeshi-takes-slot-only = { $who } prend { $tile } à l'emplacement { $slot } (le seul choix possible) pour la piste { $kokeshi }, rangée { $row }.
kokeshi-takes-quality-chosen = { $who } prend la tuile Qualité { $kokeshi } de niveau { $level } ({ $points } points) pour la rangée { $row }.
kokeshi-takes-quality-only = { $who } prend la tuile Qualité { $kokeshi } de niveau { $level } ({ $points } points ; le seul choix possible) pour la rangée { $row }.
kokeshi-quality-removed = { $holders ->
    [one] { $holders } joueur a
   *[other] { $holders } joueurs ont
} maintenant une tuile Qualité { $kokeshi }, donc { $count ->
    [one] la tuile Qualité { $kokeshi } de niveau { $levels } est retirée
   *[other] les tuiles Qualité { $kokeshi } de niveaux { $levels } sont retirées
} de la partie.
kokeshi-refilled = L'emplacement { $slot } est rempli avec { $tile }.
kokeshi-supply-empty = La pioche est vide, donc l'emplacement { $slot } reste vide ; la fin de la partie est déclenchée à la fin de ce tour.
kokeshi-cannot-move-again = { $effect } : la kokeshi { $kokeshi } ne peut plus bouger ce tour-ci.
kokeshi-no-kokeshi-can-move = { $effect } : aucune kokeshi ne peut bouger, donc rien ne se passe.
kokeshi-only-kokeshi = { $effect } : la kokeshi { $kokeshi } est la seule qui puisse avancer.
kokeshi-every-marker-at-end = { $effect } : tous les marqueurs sont sur la dernière case, donc rien ne se passe.
kokeshi-gain-ignored-track = { $effect } : cette piste est pleine, donc l'effet est ignoré.
kokeshi-gain-ignored-every-track = { $effect } : toutes les pistes sont pleines, donc l'effet est ignoré.
kokeshi-gain-market-empty = { $effect } : le marché est vide, donc rien ne se passe.
kokeshi-kokeshi-moves-step = La kokeshi { $kokeshi } avance { $start ->
    [home] de la case départ
    [top] du sommet
   *[row] de la rangée { $start-row }
} { $end ->
    [home] à la case départ
    [top] au sommet
   *[row] à la rangée { $end-row }
}.
kokeshi-kokeshi-moves-jump = La kokeshi { $kokeshi } avance { $start ->
    [home] de la case départ
    [top] du sommet
   *[row] de la rangée { $start-row }
} { $end ->
    [home] à la case départ
    [top] au sommet
   *[row] à la rangée { $end-row }
} (la case sautée ne compte pas).
kokeshi-animal-at-end = Le marqueur { $animal } est déjà sur { $last }, donc il n'avance pas.
kokeshi-animal-moves-plain = Le marqueur { $animal } avance sur { $position }.
kokeshi-animal-moves-red-line = Le marqueur { $animal } avance sur { $position } et franchit la ligne rouge (un accomplissement).
kokeshi-bonus-claimed = { $who } obtient la tuile bonus ({ $animals }, { $position }) : { $tile } attend d'être posée sur n'importe quelle piste.
kokeshi-gains-chosen = { $who } gagne { $tile } à l'emplacement { $slot }, { $where }.
kokeshi-gains-only = { $who } gagne { $tile } à l'emplacement { $slot } (la seule tuile), { $where }.
kokeshi-no-room = La { $name } gagnée ({ $words }) n'a plus de place et est retirée de la partie.
kokeshi-places-chosen = { $who } pose { $tile } sur la piste { $kokeshi }, rangée { $row }.
kokeshi-places-only = { $who } pose { $tile } sur la piste { $kokeshi }, rangée { $row } (la seule place possible).
kokeshi-end-triggered = La fin est déclenchée ({ $reasons }) : le tour de table { $round } est joué jusqu'au bout, puis le tour de table { $last } est le dernier.
kokeshi-trigger-achievements = un joueur a { $target } accomplissements
kokeshi-trigger-supply = la pioche n'a pas pu remplir le marché
kokeshi-trigger-round-cap = le tour de table { $round } est terminé

## La fin : qui gagne et pourquoi, la somme de chaque score, les catégories du détail.

kokeshi-share-win = { $winners } se partagent la victoire avec { $score } points de Bonheur, à égalité aussi sur les accomplissements et la valeur des pistes.
kokeshi-wins-on-achievements = { $who } gagne : { $score } points de Bonheur, à égalité avec { $rival } mais devant au départage ({ $mine ->
    [one] { $mine } accomplissement
   *[other] { $mine } accomplissements
} contre { $theirs }).
kokeshi-wins-on-tracks = { $who } gagne : { $score } points de Bonheur, à égalité avec { $rival } mais devant au départage (accomplissements égaux, valeur des pistes { $mine } contre { $theirs }).
kokeshi-wins = { $who } gagne avec { $score } points de Bonheur.
kokeshi-end-why = { $winner } La partie s'est terminée car { $why }.
kokeshi-ended-achievements = un joueur a atteint { $target } accomplissements
kokeshi-ended-supply = la pioche n'a pas pu remplir le marché
kokeshi-ended-round-cap = la partie a atteint le tour de table { $round }, la limite de ce bot
kokeshi-detail = { $who } : { $total } points de Bonheur = récompenses du sommet { $happiness } + animaux { $animals } + tête des pistes animaux { $leaders } + tuiles Qualité { $quality } + rangées des pistes { $tracks } − paires de même couleur { $pairs } ; { $achievements ->
    [one] { $achievements } accomplissement
   *[other] { $achievements } accomplissements
}.
kokeshi-breakdown-top-rewards = récompenses du sommet
kokeshi-breakdown-animals = animaux
kokeshi-breakdown-animal-leads = tête des pistes animaux
kokeshi-breakdown-quality-tiles = tuiles Qualité
kokeshi-breakdown-track-rows = rangées des pistes
kokeshi-breakdown-same-colour-pairs = paires de même couleur
kokeshi-breakdown-achievements = accomplissements

## Refus : un coup que les règles interdisent, ou un texte qui n'est pas un coup.

kokeshi-expect-start = Pose d'abord tes deux tuiles de départ : « start <piste> <piste> ».
kokeshi-expect-advance = Ton tour commence par l'avancée d'une kokeshi : « advance <kokeshi> ».
kokeshi-expect-side = Choisis d'abord un côté de la tuile à barre oblique : « side <code> ».
kokeshi-expect-first = Choisis d'abord quel effet de la tuile s'applique en premier : « first <code> ».
kokeshi-expect-move = Choisis quelle kokeshi l'effet fait avancer : « move <kokeshi> ».
kokeshi-expect-animal = Choisis quel animal avance : « animal <animal> ».
kokeshi-expect-take = Ta kokeshi est arrivée sur une case vide : prends une tuile pour cette case.
kokeshi-expect-gain = Choisis la tuile du marché que tu prends : « gain <emplacement> ».
kokeshi-expect-place = Pose d'abord tes tuiles gagnées : « place <tuile> <piste> ».
kokeshi-refuse-same-track = Tes deux tuiles de départ doivent aller sur deux pistes différentes.
kokeshi-refuse-side = Cette { $tile } propose { $choices } ; une tuile à barre oblique n'applique qu'un seul de ses côtés.
kokeshi-refuse-first = Cette { $tile } n'a pas cet effet ; choisis lequel de ses deux effets s'applique d'abord : { $choices }.
kokeshi-refuse-advance-now = Un tour, c'est une seule avancée choisie ; choisis maintenant la kokeshi pour `{ $effect }` : `move <kokeshi>`.
kokeshi-refuse-move = `{ $effect }` ne peut pas avancer la kokeshi { $kokeshi } maintenant ({ $why }) ; choisis { $allowed }.
kokeshi-why-right = il n'avance qu'une kokeshi à droite de la kokeshi { $kokeshi }
kokeshi-why-left = il n'avance qu'une kokeshi à gauche de la kokeshi { $kokeshi }
kokeshi-why-guarded = elle est retournée à la case départ ce tour-ci ou attend encore son arrivée
kokeshi-refuse-animal-at-end = Ton marqueur { $animal } est sur { $last }, la dernière case, donc il ne peut pas avancer.
kokeshi-refuse-take-compulsory = Prendre une tuile sur une case vide est obligatoire.
kokeshi-refuse-slot-empty = L'emplacement { $slot } du marché est vide.
kokeshi-refuse-quality-held = Ta piste { $kokeshi } a déjà une tuile Qualité ; une piste n'en a qu'une.
kokeshi-refuse-quality-row = Une tuile Qualité de niveau { $level } demande la rangée { $row } ou plus haut ; ta kokeshi est arrivée sur la rangée { $landed }.
kokeshi-refuse-quality-gone = La tuile Qualité { $kokeshi } de niveau { $level } n'est plus disponible.
kokeshi-refuse-not-pending = `{ $typed }` n'est pas une de tes tuiles gagnées à poser.
kokeshi-refuse-gained-for = Cette { $tile } a été gagnée seulement pour : { $tracks }.
kokeshi-refuse-track-full = Ta piste { $kokeshi } est pleine.
kokeshi-bad-kokeshi = `{ $typed }` n'est pas une kokeshi ; utilise l'une de celles-ci : { $names }.
kokeshi-bad-track = `{ $typed }` n'est pas une piste ; utilise l'une de celles-ci : { $names }.
kokeshi-bad-slot = `{ $typed }` n'est pas un emplacement du marché ; ils sont numérotés de 1 à { $slots }.
kokeshi-bad-empty = Tape un coup, par exemple « advance granny ».
kokeshi-bad-verb = `{ $typed }` n'est pas un coup de Kokeshi ; les coups commencent par { $verbs }.
kokeshi-bad-count = `{ $verb }` attend { $count ->
    [one] un mot
   *[other] { $count } mots
} après lui, par exemple `{ $example }`.
kokeshi-bad-code = `{ $typed }` n'est pas un code d'effet ; les codes ressemblent à `K:granny`, `K*`, `K**`, `K>`, `K<`, `A:fox`, `A*`, `T=` ou `T*`.
kokeshi-bad-animal = `{ $typed }` n'est pas un animal ; utilise l'un de ceux-ci : { $names }.
kokeshi-bad-quality = `{ $typed }` n'est pas un niveau Qualité ; utilise { $levels }.
kokeshi-bad-tile = `{ $typed }` n'est pas une tuile (les tuiles s'écrivent comme `samurai-01-a` ou `start-granny-1`).

## Règles en bref (/kokeshi rules, /game rules) : titres et textes ; les nombres viennent
## des données.

kokeshi-help-aim-title = But
kokeshi-help-aim = Les { $tracks } kokeshis de chaque joueur ({ $kokeshi }) grimpent chacune leur propre piste de { $rows } rangées sur ton plateau Atelier. Marque des points de Bonheur avec des pistes hautes, des tuiles Qualité, les marqueurs animaux et les sommets ; évite les tuiles voisines de même couleur.
kokeshi-help-turn-title = Un tour
kokeshi-help-turn = Avance une kokeshi d'une case. Une case vide la renvoie à la case départ et tu prends une tuile du marché (ou une tuile Qualité, si la rangée est assez haute) pour cette case. Une tuile s'active ; une tuile Qualité la fait continuer ; le sommet rapporte { $reward } points de Bonheur et la renvoie à la case départ. Les effets s'enchaînent : chaque kokeshi avancée est résolue entièrement, dans l'ordre, avant la suivante. Les tuiles gagnées en route sont posées à la fin, dans l'ordre de ton choix, sur la rangée libre la plus basse.
kokeshi-help-symbols-title = Symboles
kokeshi-help-symbols = Sur les images, chaque tuile montre ses effets en icônes, et une légende sous les tuiles dit ce qu'elles veulent dire : la forme d'une kokeshi (ou un disque des cinq couleurs pour n'importe quelle kokeshi) avec une flèche vers le haut par case avancée ; une flèche blanche sur le disque pour une kokeshi à droite ou à gauche de la tuile ; un animal (des empreintes pour n'importe quel animal) ; une petite tuile avec un plus pour prendre une tuile, avec une flèche vers le bas pour cette piste ou le disque pour n'importe quelle piste. Une barre oblique (/) veut dire un seul côté ; + veut dire les deux ; ★ et un nombre est un niveau de Qualité. Lettres et formes des kokeshis : P { kokeshi-component-princess } (cercle), G { kokeshi-component-granny } (carré), F { kokeshi-component-fisherman } (maison), S { kokeshi-component-samurai } (losange), W { kokeshi-component-sumo } (hexagone). Les coups tapés acceptent les noms affichés, dans toutes les langues (« advance pêcheur », « side renard ») ; les codes comme K:granny ou A* marchent aussi.
kokeshi-help-end-title = Fin et score
kokeshi-help-end = La fin est déclenchée quand un joueur a assez d'accomplissements (tuiles Qualité plus animaux au-delà de la ligne rouge : { $targets }) ou quand le marché ne peut plus être rempli ; on joue ce tour de table et un de plus. Score : sommets, positions des animaux, +{ $leader-bonus } par animal où tu es seul en tête, points des tuiles Qualité, la valeur de rangée de la tuile la plus haute de chaque piste, −{ $penalty } par paire de tuiles voisines de même couleur. Égalités : accomplissements, puis valeur des pistes.
kokeshi-help-target = { $target } à { $players } joueurs
kokeshi-help-decisions-title = Décisions du projet
kokeshi-help-decisions = Les nombres imprimés ne sont pas publics, donc ceux-ci sont propres au projet et peuvent différer de la boîte : { $rows } rangées ; noms et couleurs ; valeurs des rangées { $values } ; seuils Qualité { $thresholds } et points { $quality-points } ; { $animals } animaux avec les valeurs { $animal-values } et la ligne rouge à { $red-line } ; tuiles bonus { $slots } ; tête stricte sur les pistes animaux ; un marché de { $market } tuiles ; les dessins et les séries de tuiles ; tuiles de départ distribuées au hasard sur la rangée { $start-row } ; prendre sur une case vide est obligatoire ; les tuiles gagnées attendent la fin du tour, rangée libre la plus basse ; l'ordre exact des effets en chaîne ; K** depuis la dernière rangée perd son second pas ; les effets sont obligatoires ; les marqueurs s'arrêtent à { $animal-max } ; une kokeshi renvoyée à la case départ ne peut plus bouger ce tour-là ; la fin est déclenchée au plus tard après le tour de table { $round-cap } ; les départages.
kokeshi-help-threshold = niveau { $level } dès la rangée { $row }
kokeshi-help-slot = { $animals } à { $position }
kokeshi-help-readings-title = Lectures du projet
kokeshi-help-readings = Là où le texte publié se tait, ce bot décide : les tuiles Reconnaissance du score sont les tuiles Qualité ; les tuiles Qualité n'ont pas de couleur pour la pénalité de voisinage ; l'ordre des places est aléatoire et la première place commence ; « les tuiles ne peuvent plus être remplies » veut dire qu'un remplissage a trouvé la pioche vide ; les tuiles ne coûtent rien ; la fin est vérifiée à la fin de chaque tour ; les tuiles de départ sont posées par tous en même temps, dans n'importe quel ordre ; K> et K< comptent depuis la piste de la tuile, kokeshis à la case départ comprises ; K* et K** peuvent choisir la kokeshi posée sur la tuile.

## Images : les mots dessinés sur la table et les plateaux (courts : ils doivent tenir à
## leur place avec la plus petite police des images) et les textes alternatifs.

kokeshi-short-princess = Princesse
kokeshi-short-granny = Mamie
kokeshi-short-fisherman = Pêcheur
kokeshi-short-samurai = Samouraï
kokeshi-short-sumo = Sumo
kokeshi-picture-market = Marché
kokeshi-picture-quality = Tuiles Qualité disponibles
kokeshi-picture-animals = Animaux
kokeshi-picture-bonus = Tuiles bonus
kokeshi-picture-red-line = ligne rouge = accomplissement
kokeshi-picture-taken = prise
kokeshi-picture-turn = Tour de table { $round } · à { $name } de jouer
kokeshi-picture-over = Partie terminée
kokeshi-picture-winner = Partie terminée · { $name } gagne
kokeshi-picture-shared = Partie terminée · { $names } se partagent la victoire
kokeshi-picture-ended = Terminée car { $why }
kokeshi-picture-setup = Chacun pose ses tuiles de départ
kokeshi-picture-supply = Pioche : { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
}
kokeshi-picture-last-round = dernier tour de table : { $round }
kokeshi-picture-home = début
kokeshi-picture-to-place = À poser :
kokeshi-picture-row = rangée { $row }
kokeshi-picture-score = { $total } { $total ->
    [one] point
   *[other] points
} · { $achievements }/{ $target } accomplissements
kokeshi-picture-points = { $points } pts
kokeshi-key-step = kokeshi au choix, 1 case
kokeshi-key-up = 1 case vers le haut
kokeshi-key-two-steps = 2 cases
kokeshi-key-sides = une à droite / à gauche
kokeshi-key-any-animal = animal au choix
kokeshi-key-tile-here = tuile pour cette piste
kokeshi-key-tile-any = pour une piste au choix
kokeshi-key-or = ou
kokeshi-key-and = et
kokeshi-key-quality = niveau Qualité
kokeshi-picture-two-tracks = sur deux pistes différentes
kokeshi-picture-any-track = n'importe quelle piste
kokeshi-alt-over = Partie terminée.
kokeshi-alt-won = Partie terminée : { $count ->
    [one] { $names } gagne
   *[other] { $names } se partagent la victoire
}. Elle s'est terminée car { $why }.
kokeshi-alt-setup = Mise en place : chacun pose ses deux tuiles de départ.
kokeshi-alt-turn = Tour de table { $round }, à { $name } de jouer.
kokeshi-alt-supply = Pioche : { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
}.
kokeshi-alt-end = La fin est déclenchée ; le tour de table { $round } est le dernier.
kokeshi-alt-market = Marché : { $slots }.
kokeshi-alt-market-empty = Marché : vide.
kokeshi-alt-cell = { $row } : { $tile }
kokeshi-alt-quality = Niveaux Qualité disponibles : { $levels }.
kokeshi-alt-quality-levels = { $kokeshi } { $levels }
kokeshi-alt-quality-none = { $kokeshi } aucun
kokeshi-alt-animal = { $animal } { $position }
kokeshi-alt-animals = { $name } : { $marks }.
kokeshi-alt-bonus = Tuiles bonus : { $tiles }.
kokeshi-alt-bonus-tile = { $animals } à { $position } : { $tile }
kokeshi-alt-bonus-taken = Tuiles bonus : toutes prises.
kokeshi-alt-workshop = { $name }, plateau Atelier : { $total } points, { $achievements ->
    [one] { $achievements } accomplissement
   *[other] { $achievements } accomplissements
}, { $happiness } points de Bonheur des sommets.
kokeshi-alt-at-home = à la case départ
kokeshi-alt-on-row = en rangée { $row }
kokeshi-alt-track = { $kokeshi } ({ $where }) : { $tiles }.
kokeshi-alt-track-empty = { $kokeshi } ({ $where }) : vide.
kokeshi-alt-to-place = À poser : { $tiles }.
kokeshi-alt-start = Tuiles de départ à poser sur la rangée { $row } de deux pistes : { $tiles }.
kokeshi-alt-choice = { $marker } = { $kokeshi }
kokeshi-alt-decision = Ton plateau Atelier avec les choix numérotés : { $choices }.

## Crédits, options de table et refus au lancement (/game rules, /game new options :)
kokeshi-credits = Kokeshi, de { $designers }, illustré par { $artist }, publié par { $publisher } ({ $year }).
kokeshi-setup-players = Kokeshi se joue de { $min } à { $max } joueurs, pas à { $players }.
