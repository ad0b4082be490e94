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

## Composants : les terrains et les cartes Harmonie, par id des données (les cartes Terrain et
## les cartes de départ n'ont pas de nom).

zenso-component-sand = Sable
zenso-component-pond = Étang
zenso-component-bamboo = Bambou
zenso-component-cherry = Cerisier
zenso-component-maple = Érable
zenso-component-grass = Herbe
zenso-component-h01 = Massif d'iris
zenso-component-h02 = Pousses de bambou
zenso-component-h03 = Jeune cerisier
zenso-component-h04 = Jeune érable
zenso-component-h05 = Tapis de mousse
zenso-component-h06 = Lotus
zenso-component-h07 = Bambouseraie
zenso-component-h08 = Allée des cerisiers
zenso-component-h09 = Colline des érables
zenso-component-h10 = Prairie
zenso-component-h11 = Gravier ratissé
zenso-component-h12 = Chemin de gravier
zenso-component-h13 = Maison de thé
zenso-component-h14 = Pavillon
zenso-component-h15 = Pont en arc
zenso-component-h16 = Clôture de bambou
zenso-component-h17 = Cerisier double
zenso-component-h18 = Promenade des érables
zenso-component-h19 = Pelouse
zenso-component-h20 = Cascade
zenso-component-h21 = Bambou nain
zenso-component-h22 = Hanami
zenso-component-h23 = Couleurs d'automne
zenso-component-h24 = Herbe de la pampa
zenso-component-h25 = Pagode
zenso-component-h26 = Porte du temple
zenso-component-h27 = Sanctuaire
zenso-component-h28 = Jardin sec
zenso-component-h29 = Pas japonais
zenso-component-h30 = Pas japonais
zenso-component-h31 = Triade de pierres
zenso-component-h32 = Triade de pierres
zenso-component-h33 = Chemin de pierre
zenso-component-h34 = Pont de pierre
zenso-component-h35 = Bassin (tsukubai)
zenso-component-h36 = Île de la tortue
zenso-component-h37 = Île de la grue
zenso-component-h38 = Cascade sèche
zenso-component-h39 = Jardin de rocaille
zenso-component-h40 = Chemin des lanternes
zenso-component-h41 = Temple
zenso-component-h42 = Shishi-odoshi
zenso-component-j01 = Jizō des Pierres
zenso-component-j02 = Jizō de la Fortune
zenso-component-j03 = Jizō de l'Économie
zenso-component-j04 = Jizō du Changement
zenso-component-j05 = Jizō de la Continuité
zenso-component-j06 = Jizō de l'Échange
zenso-component-j07 = Jizō de la Méditation
zenso-component-j08 = Jizō de l'Abondance
zenso-component-j09 = Jizō de la Lumière
zenso-component-j10 = Jizō de l'Intuition
zenso-component-j11 = Jizō du Chemin
zenso-component-j12 = Jizō de l'Offrande

## Événements : ce qu'un coup a fait, pour tout le monde.

zenso-begins = La partie commence : { $who } joue en premier.
zenso-skipped-combining = { $who } n'a pas combiné de Pierres.
zenso-combined = { $who } a combiné { $stones ->
    [one] { $stones } Pierre
   *[other] { $stones } Pierres
} sur la case verte { $space } et a gagné { $gain } Ensō.
zenso-bought = { $who } a acheté une carte Harmonie pour { $cost } Ensō.
zenso-took-from-display = { $who } a pris la carte { $card } en D{ $position }.
zenso-drew-to-keep = { $who } a pioché { $count } cartes de la pioche Harmonie pour en garder une ({ $jizo }).
zenso-took-deck-top = { $who } a pris la première carte de la pioche Harmonie.
zenso-swapped = { $who } a échangé la carte { $given } de sa main contre la carte { $taken } en D{ $position } ({ $jizo }).
zenso-moved-lantern = { $who } a payé { $cost } Ensō pour déplacer une Lanterne de { $start } à { $to } ({ $jizo }).
zenso-took-terrain = { $who } a pris la carte Terrain de l'emplacement { $slot } de la rangée pour { $cost } Ensō : { $bonus }.
zenso-took-terrain-discard = { $who } a pris la carte Terrain de l'emplacement { $slot } de la rangée pour { $cost } Ensō en mode défausse (aucune carte abordable ne se place) : { $bonus }.
zenso-extra-stones = { $who } gagne { $count ->
    [one] { $count } Pierre de plus
   *[other] { $count } Pierres de plus
} ({ $jizo }).
zenso-extra-enso = { $who } gagne { $count } Ensō de plus ({ $jizo }).
zenso-chose = { $who } a choisi { $effect }.
zenso-kept = { $who } a gardé une des cartes piochées et en a mis { $count } sous la pioche.
zenso-placed-terrain = { $who } a placé la carte Terrain en { $cell }, tournée de { $degrees }°.
zenso-gained-jizo = { $who } a gagné { $gain } Ensō ({ $jizo }).
zenso-placed-stone = { $who } a placé une Pierre en { $cell }.
zenso-placed-lantern = { $who } a placé une Lanterne en { $cell }.
zenso-validated = { $who } valide la carte { $card } avec son emprise en { $cell }.
zenso-discarded-stones = { $who } a défaussé les Pierres en { $cells }.
zenso-paid-stone = { $who } a payé la Pierre en { $cell }.
zenso-gained-from-card = { $who } a gagné { $gain } Ensō grâce à la carte { $card }.
zenso-harmony-count = { $who } a maintenant { $count ->
    [one] { $count } carte Harmonie
   *[other] { $count } cartes Harmonie
} dans son jardin.
zenso-final-round = { $who } a posé sa { $count ->
    [1] 1re
   *[other] { $count }e
} carte Harmonie : c'est le dernier tour de table.
zenso-revealed-row = Une nouvelle carte Terrain est révélée à l'emplacement { $slot } de la rangée.
zenso-revealed-display = La carte { $card } est révélée en D{ $position }.
zenso-ended-turn = { $who } a fini son tour.
zenso-turn-ends = Le tour de { $who } se termine : il ne reste rien à faire.
zenso-terrain-ran-out = Les cartes Terrain sont épuisées : le tour de table se termine, et les joueurs suivants jouent sans carte Terrain.
zenso-turn-of = Au tour de { $who }.
zenso-no-terrain-left = Il ne reste aucune carte Terrain à prendre (les phases 2 et 3 sont sautées).
zenso-single-choice = { $who } n'avait qu'une carte possible.
zenso-hand-limit-lost = La main de { $who } atteint la limite de { $limit ->
    [one] { $limit } carte Harmonie
   *[other] { $limit } cartes Harmonie
} : le gain est perdu.
zenso-no-harmony-left = Il ne reste aucune carte Harmonie à prendre : le gain est perdu.
zenso-filled-sand = { $who } a placé { $count ->
    [one] { $count } Pierre
   *[other] { $count } Pierres
} sur chaque case Sable libre : { $cells }.
zenso-stones-returned = { $count ->
    [one] { $count } Pierre retourne
   *[other] { $count } Pierres retournent
} à la réserve.
zenso-lanterns-returned = { $count ->
    [one] { $count } Lanterne n'avait aucune case valide et retourne
   *[other] { $count } Lanternes n'avaient aucune case valide et retournent
} à la réserve.

## Ce qu'un joueur a pioché, pour lui seul.

zenso-private-drew = Tu as pioché { $cards }.
zenso-private-kept = Tu as gardé { $card }.

## Éléments d'un bonus : le bonus d'une carte Terrain les énumère.

zenso-effect-stones = { $count ->
    [one] { $count } Pierre
   *[other] { $count } Pierres
}
zenso-effect-enso = { $count } Ensō
zenso-effect-harmony = { $count ->
    [one] { $count } carte Harmonie
   *[other] { $count } cartes Harmonie
}
zenso-effect-lanterns = { $count ->
    [one] { $count } Lanterne
   *[other] { $count } Lanternes
} sur { $terrains }
zenso-effect-lanterns-stackable = { $count ->
    [one] { $count } Lanterne
   *[other] { $count } Lanternes
} sur { $terrains } (empilables)

## Demandes : ce que le joueur doit faire maintenant.

zenso-prompt-over = La partie est terminée.
zenso-prompt-waiting = En attente de { $who }.
zenso-prompt-combine = Prends une carte Terrain dans la rangée (phase 2), ou combine d'abord des Pierres pour gagner des Ensō (phase 1).
zenso-prompt-combine-chosen = Phase 1 : { $count ->
    [one] { $count } Pierre choisie
   *[other] { $count } Pierres choisies
} ; ajoutes-en d'autres, ou appuie sur Terminé pour les combiner.
zenso-prompt-pick = Phase 2 : choisis une carte Terrain dans la rangée.
zenso-prompt-pick-discard = Phase 2 : aucune carte abordable ne se place dans ton jardin ; prends-en une en mode défausse (seulement son bonus).
zenso-prompt-harmony = Phase 4 : valide des cartes Harmonie, ou finis ton tour.
zenso-task-or = Choisis un élément du bonus de la carte Terrain.
zenso-task-harmony = Prends une carte Harmonie de la rivière ou la première de la pioche.
zenso-task-keep = Garde une des { $count } cartes que tu as piochées.
zenso-task-place = Place la carte Terrain dans ton jardin (phase 3).
zenso-task-stones = Place { $count ->
    [one] { $count } Pierre
   *[other] { $count } Pierres
} sur des cases Sable sans Pierre.
zenso-task-lanterns = Place { $count ->
    [one] { $count } Lanterne
   *[other] { $count } Lanternes
} sur des cases { $terrains }.
zenso-task-witness = Choisis quelles Pierres reliées le Jizō défausse.
zenso-task-pay = Choisis { $count ->
    [one] { $count } Pierre
   *[other] { $count } Pierres
} pour payer la carte { $card }.

## Refus : pourquoi un coup n'est pas permis.

zenso-refuse-first = D'abord : { $task }
zenso-refuse-not-now = Ce n'est pas possible maintenant : { $prompt }
zenso-refuse-free-action-window = Les actions gratuites ne sont pas possibles pendant qu'une carte Terrain se résout.
zenso-refuse-choose-stone = Choisis au moins une Pierre à combiner, ou passe cette phase.
zenso-refuse-no-stone-to-combine = Il n'y a aucune Pierre à combiner en { $cell }.
zenso-refuse-already-stacked = La Pierre en { $cell } est déjà dans la pile.
zenso-refuse-green-spaces-used = Les { $spaces } cases vertes de ton plateau Zen sont toutes occupées.
zenso-refuse-combined = Tu peux combiner des Pierres { $times ->
    [1] une fois
    [2] deux fois
   *[other] { $times } fois
} par tour, et tu l'as déjà fait.
zenso-refuse-buy-cost = Acheter une carte Harmonie coûte { $cost } Ensō et tu en as { $enso }.
zenso-refuse-purchases = Tu peux acheter { $limit ->
    [one] { $limit } carte Harmonie
   *[other] { $limit } cartes Harmonie
} par tour.
zenso-refuse-hand-full = Ta main contient déjà { $limit ->
    [one] { $limit } carte Harmonie
   *[other] { $limit } cartes Harmonie
}, la limite de la main.
zenso-refuse-deck-empty = La pioche Harmonie est vide.
zenso-refuse-display-empty = La position D{ $position } de la rivière est vide.
zenso-refuse-swap-needs = Pour échanger, il faut le { $jizo } dans ton jardin.
zenso-refuse-jizo-used = Ton { $jizo } a déjà servi ce tour-ci.
zenso-refuse-not-in-hand = La carte { $card } n'est pas dans ta main.
zenso-refuse-move-needs = Pour déplacer une Lanterne, il faut le { $jizo } dans ton jardin.
zenso-refuse-move-cost = Déplacer une Lanterne coûte { $cost } Ensō et tu en as { $enso }.
zenso-refuse-no-lantern = Il n'y a aucune Lanterne en { $cell }.
zenso-refuse-lantern-target = Une Lanterne déplacée va sur une case Paysage sans Lanterne.
zenso-refuse-too-many = Ces { $count } cases sont plus que ce que cette étape place.
zenso-refuse-no-or-bonus = La carte de l'emplacement { $slot } n'a pas de bonus à choisir.
zenso-refuse-skip-by-taking = Rien à passer : prends une carte Terrain dans la rangée, et la phase 1 est passée.
zenso-refuse-no-slot = Il n'y a pas d'emplacement { $slot } : la rangée a les emplacements 1 à { $slots }.
zenso-refuse-slot-empty = L'emplacement { $slot } de la rangée est vide.
zenso-refuse-slot-cost = L'emplacement { $slot } coûte { $cost } Ensō et tu en as { $enso }.
zenso-refuse-does-not-fit = Cette carte ne se place nulle part dans ton jardin, alors qu'une autre carte abordable le peut.
zenso-refuse-bonus-choice = Ce bonus a { $count } possibilités.
zenso-refuse-keep-choice = Choisis une des { $count } cartes piochées.
zenso-refuse-rotation = Une carte tourne de { $degrees } degrés.
zenso-refuse-terrain-covers-harmony = Une carte Terrain ne peut pas couvrir la carte Harmonie en { $cell }.
zenso-refuse-terrain-covers-stone = Une carte Terrain ne peut pas couvrir la Pierre en { $cell }.
zenso-refuse-terrain-covers-lantern = Une carte Terrain ne peut pas couvrir la Lanterne en { $cell }.
zenso-refuse-sand-covers = Le Sable ne peut pas couvrir la case { $covered } en { $cell }.
zenso-refuse-landscape-covers = Une case { $terrain } ne peut pas couvrir la case { $covered } en { $cell } (seulement le même Paysage, ou n'importe quoi sur le Sable).
zenso-refuse-terrain-covers-nothing = Une carte Terrain doit couvrir au moins une case de ton jardin.
zenso-refuse-stone-space = Les Pierres vont sur des cases Sable sans Pierre.
zenso-refuse-lantern-space = Cette Lanterne va sur une case { $terrains } sans Lanterne.
zenso-refuse-lantern-space-stackable = Cette Lanterne va sur une case { $terrains }.
zenso-refuse-condition = La condition de la carte { $card } n'est pas remplie dans ton jardin.
zenso-refuse-card-enso = La carte { $card } coûte { $cost } Ensō et tu en as { $enso }.
zenso-refuse-card-stones = La carte { $card } coûte { $cost ->
    [one] { $cost } Pierre
   *[other] { $cost } Pierres
} et tu ne peux pas la payer.
zenso-refuse-witness-choice = Choisis un des { $count } groupes de Pierres.
zenso-refuse-no-stone-to-pay = Il n'y a aucune Pierre en { $cell } pour payer.
zenso-refuse-footprint-no-space = Une carte Harmonie doit couvrir au moins une case vide.
zenso-refuse-footprint-covers-stone = Une carte Harmonie ne peut pas couvrir la Pierre en { $cell }.
zenso-refuse-footprint-covers-lantern = Une carte Harmonie ne peut pas couvrir la Lanterne en { $cell }.
zenso-refuse-footprint-covers-harmony = Une carte Harmonie ne peut pas couvrir la carte Harmonie en { $cell }.
zenso-refuse-footprint-on-witness = Une carte Harmonie ne peut pas couvrir les cases qui remplissent sa condition.
zenso-refuse-footprint-apart = La carte doit toucher la parcelle, les Pierres ou les cases qui remplissent sa condition.

## Boutons et étapes du menu (l'étiquette d'un coup et les étapes du panneau).

zenso-numbered = { $number } · { $choice }
zenso-head-choice = { $head } : { $choice }
zenso-row = Ligne { $row }
zenso-card = { $card }
zenso-combine-stones = Combiner les Pierres
zenso-combine-some = Combiner certaines Pierres
zenso-add-stone-at = ajouter la Pierre en { $cell }
zenso-combine-all = Combiner { $count ->
    [one] la Pierre
   *[other] les { $count } Pierres
}
zenso-all-stones = { $count ->
    [one] La Pierre
   *[other] Les { $count } Pierres
}
zenso-done-combine = Terminé : combiner { $count ->
    [one] { $count } Pierre
   *[other] { $count } Pierres
}
zenso-skip-combining-label = Ne pas combiner (phase 1)
zenso-skip-combining = Ne pas combiner
zenso-pick = S{ $slot } · { $cost } Ensō · { $bonus }
zenso-pick-discard = S{ $slot } · { $cost } Ensō · { $bonus } (mode défausse)
zenso-pick-or = S{ $slot } · { $cost } Ensō · { $effect }, pas { $other }
zenso-pick-or-discard = S{ $slot } · { $cost } Ensō · { $effect }, pas { $other } (mode défausse)
zenso-take-label = Prendre { $choice }
zenso-validate-card = Valider { $card }
zenso-footprint-at = emprise en { $cell }
zenso-validate-label = Valider { $card } en { $cell }
zenso-buy-choice = Acheter D{ $position } · { $card } · { $cost } Ensō
zenso-buy-deck-choice = Acheter la première carte de la pioche Harmonie · { $cost } Ensō
zenso-display-choice = D{ $position } · { $card }
zenso-buy-label = Acheter { $choice }
zenso-buy-deck-label = Acheter la première carte de la pioche Harmonie
zenso-swap-head = Échanger avec la rivière ({ $jizo })
zenso-swap-label = Échanger { $given } contre D{ $position } { $taken }
zenso-give = Donner { $card }
zenso-take-display = Prendre D{ $position } · { $card }
zenso-move-head = Déplacer une Lanterne ({ $cost } Ensō)
zenso-from = De { $cell }
zenso-to = Vers { $cell }
zenso-to-row = Vers la ligne { $row }
zenso-move-label = Déplacer la Lanterne de { $start } vers { $to }
zenso-bonus-choice = Bonus : { $effect }
zenso-take-deck-top = Prendre la première carte de la pioche Harmonie
zenso-keep-label = Garder { $card }
zenso-keep-choice = Garder { $number } · { $card }
zenso-stone-head = Placer une Pierre ({ $count } à placer)
zenso-stone-set = { $count } Pierres : { $badges }
zenso-stones-on = Placer { $count ->
    [one] une Pierre
   *[other] { $count } Pierres
} sur { $cells }
zenso-lantern-head = Placer une Lanterne ({ $count } à placer)
zenso-lantern-set = { $count } Lanternes : { $badges }
zenso-lanterns-on = Placer { $count ->
    [one] une Lanterne
   *[other] { $count } Lanternes
} sur { $cells }
zenso-lanterns-at = Placer { $count ->
    [one] une Lanterne
   *[other] { $count } Lanternes
} en { $cell }
zenso-lanterns-here = { $count ->
    [one] 1 Lanterne ici
   *[other] { $count } Lanternes ici
}
zenso-pay-head = Payer une Pierre ({ $count } à payer)
zenso-pay-on = Payer { $count ->
    [one] la Pierre
   *[other] les Pierres
} en { $cells }
zenso-discard-label = Défausser les Pierres en { $cells }
zenso-discard-choice = défausser { $cells }
zenso-turned = { $degrees ->
    [0] telle qu'imprimée
   *[other] tournée de { $degrees }°
}
zenso-at = en { $cell }
zenso-at-turned = en { $cell }, { $degrees ->
    [0] telle qu'imprimée
   *[other] tournée de { $degrees }°
}
zenso-place-label = Placer la carte Terrain en { $cell } tournée de { $degrees }°
zenso-end-turn = Finir le tour

## La fin : pourquoi, qui a gagné, le détail de chaque joueur et les catégories du résultat.

zenso-end = La partie se termine car { $why }. { $outcome }
zenso-why-harmony = un joueur a posé sa { $count ->
    [5] cinquième
   *[other] { $count }e
} carte Harmonie et le tour de table est terminé
zenso-why-exhausted = les cartes Terrain sont épuisées
zenso-nobody-won = Personne n'a gagné.
zenso-won = { $who } gagne avec { $score } points.
zenso-won-tie = { $who } gagne avec { $score } points et départage { $rival } aux Ensō ({ $enso } contre { $rival-enso }).
zenso-shared = { $who } se partagent la victoire avec { $score } points et { $enso } Ensō chacun.
zenso-detail = { $who } : { $cards } ; main { $count } ({ $hand }) → { $hand-points } ; Lanternes : { $lanterns } ; total { $total }, { $enso ->
    [one] { $enso } Ensō restant
   *[other] { $enso } Ensō restants
}.
zenso-detail-cards = { $cards }
zenso-detail-card = { $card } { $points }
zenso-detail-no-card = aucune carte Harmonie
zenso-detail-hand = { $cards }
zenso-detail-no-hand = aucune
zenso-detail-plots = { $plots }
zenso-detail-plot = parcelle { $terrain } { $lanterns } → { $points }
zenso-detail-no-lantern = aucune Lanterne
zenso-breakdown-harmony-cards = cartes Harmonie
zenso-breakdown-cards-in-hand = cartes en main
zenso-breakdown-lanterns = Lanternes
zenso-breakdown-ens-left-tie-break = jetons Ensō restants (départage)
zenso-breakdown-enso = jetons Ensō restants (départage)

## Aide sur les règles (/partie règles et /zenso règles).

zenso-rules-aim-title = But
zenso-rules-aim = Le plus de points d'Harmonie gagne : cartes Harmonie du jardin, { $points } point par carte restée en main, et Lanternes comptées par parcelle. En cas d'égalité, le plus d'Ensō gagne, puis la victoire est partagée.
zenso-rules-turn-title = Un tour
zenso-rules-turn = 1 Combiner les Pierres (facultatif, { $times ->
    [1] une fois
    [2] deux fois
   *[other] { $times } fois
} par tour, au plus { $spaces } fois par partie) · 2 Choisir un Projet (les emplacements de la rangée coûtent { $costs } Ensō) · 3 Agrandir son Jardin, puis placer les Pierres et Lanternes gagnées · 4 Apporter l'Harmonie : valider des cartes Harmonie (facultatif) · 5 Fin du tour : la rangée glisse et se remplit. Acheter une carte Harmonie coûte { $buy } Ensō pendant les phases 1, 2 (avant le choix) et 4. { $hand } { $purchases }
zenso-rules-no-hand-limit = La main n'a pas de limite.
zenso-rules-hand-limit = Une main contient au plus { $limit ->
    [one] { $limit } carte Harmonie
   *[other] { $limit } cartes Harmonie
} : une main pleine n'en achète ni n'en gagne aucune.
zenso-rules-no-purchase-limit = Les achats par tour sont illimités.
zenso-rules-purchase-limit = Au plus { $limit ->
    [one] { $limit } achat
   *[other] { $limit } achats
} par tour.
zenso-rules-end-title = Fin
zenso-rules-end = { $end } Points des Lanternes par parcelle : { $lanterns }.
zenso-rules-end-exhausted = La { $count ->
    [1] 1re
   *[other] { $count }e
} carte Harmonie posée par un joueur fait terminer le tour de table ; la partie se termine aussitôt quand les cartes Terrain sont épuisées.
zenso-rules-end-round = La { $count ->
    [1] 1re
   *[other] { $count }e
} carte Harmonie posée par un joueur fait terminer le tour de table ; quand les cartes Terrain sont épuisées, le tour de table se termine, puis la partie.
zenso-rules-lantern-points = { $lanterns }→{ $points }
zenso-rules-pictures-title = Images
zenso-rules-letter = { $letter } { $terrain }
zenso-rules-pictures = Lettres des terrains : { $letters }. ● est une Pierre, une lampe numérotée un nombre de Lanternes, un carré hachuré une carte Harmonie posée avec son nom. Les règles graduées donnent x (colonnes) et y (lignes) ; les pastilles numérotées correspondent aux boutons.
zenso-rules-cards-title = Les cartes du projet
zenso-rules-cards = Le projet ne connaît aucune liste de cartes, aucun nombre de cartes, aucune disposition, valeur de mise en place ni géométrie du jeu imprimé : les { $starting } cartes de départ, les { $terrain } cartes Terrain, les { $plants } Plantes et Bâtiments et les { $jizo } Jizō sont une création du projet.
zenso-rules-decisions-title = Les choix du projet ({ $part } sur { $parts })
zenso-lines =
    { $first }
    { $rest }
zenso-rules-decision = { $number }. { $decision }
zenso-decision-1 = Nombre de joueurs : de { $min } à { $max }.
zenso-decision-2 = Forme d'une carte Terrain : un bloc 2×2, tourné de 0°, 90°, 180° ou 270° dans le sens horaire, jamais retourné ; elle peut déborder sur des cases vides.
zenso-decision-3 = Taille et coordonnées du jardin : une grille illimitée ; la carte de départ occupe 0,0–1,1, non tournée.
zenso-decision-4 = Coût de chaque emplacement de la rangée : les emplacements 1 à { $slots } coûtent { $costs } Ensō.
zenso-decision-5 = Cartes Terrain selon le nombre de joueurs : { $cards } pour { $players } joueurs ; les autres sont retirées au hasard, sans être vues.
zenso-decision-6 = Ensō de départ : { $enso } selon la place.
zenso-decision-7 = Main de départ : { $count ->
    [one] { $count } carte Harmonie
   *[other] { $count } cartes Harmonie
}.
zenso-decision-8 = Jardin de départ : une carte de départ au hasard, aucun jeton.
zenso-decision-9 = Le Sable ne couvre jamais une case Paysage.
zenso-decision-10 = Où vont les Pierres et les Lanternes : n'importe où sur une case valide ; tout gain doit être pris tant que c'est possible.
zenso-decision-11 = Les Lanternes sans case valide retournent à la réserve.
zenso-decision-12 = Quand aucune carte abordable ne se place : mode défausse, on prend n'importe quelle carte abordable, on gagne son bonus et la carte quitte la partie face visible.
zenso-decision-13 = Une carte que tu ne peux pas placer ne se prend qu'en mode défausse.
zenso-decision-14 = L'emprise d'une carte Harmonie : 2×2, au moins une case, ni Pierre, ni Lanterne, ni carte Harmonie dessous, pas sur ce qui remplit sa condition mais à côté ; elle peut déborder.
zenso-decision-15 = Ce qui remplit une condition est vérifié avant de poser la carte.
zenso-decision-16 = Une même parcelle ou un même groupe de Pierres peut remplir plusieurs cartes tant qu'il existe.
zenso-decision-17 = Ordre d'une validation : emprise, Pierres du Jizō, Ensō, Pierres choisies dans le jardin, puis les effets.
zenso-decision-18 = Un Jizō défausse exactement les Pierres reliées choisies qui touchent la carte.
zenso-decision-19 = Les Plantes et Bâtiments ne consomment pas leurs Pierres ; seul un coût en Pierres imprimé le fait.
zenso-decision-20 = Quand la pioche Harmonie est épuisée : pas de défausse, pas de remélange ; les gains de cartes Harmonie impossibles sont perdus.
zenso-decision-21 = Pierres, Lanternes et Ensō sont illimités.
zenso-decision-22 = Actions gratuites : pendant la phase 1, pendant la phase 2 avant le choix, et pendant la phase 4.
zenso-decision-23-none = Limite de la main : aucune.
zenso-decision-23 = Limite de la main : { $limit ->
    [one] { $limit } carte Harmonie
   *[other] { $limit } cartes Harmonie
}.
zenso-decision-24 = L'épuisement des cartes Terrain est vérifié en fin de tour ; la rangée rétrécit et le tour de la dernière carte se termine.
zenso-decision-25 = Contenu des cartes : chaque carte de départ, Terrain et Harmonie et chaque forme est une création du projet.
zenso-decision-26 = Les nombres des pouvoirs des Jizō sont ceux du projet, comme l'indique chaque carte.
zenso-decision-27 = Une pile de Pierres va automatiquement sur la case verte vide de plus petit numéro.
zenso-decision-28 = Classement après la première place : total, puis Ensō, puis place partagée.
zenso-decision-29 = Les cases sous une carte Harmonie ne sont pas des cases de jardin : ni parcelle, ni jeton, ni carte Terrain.
zenso-decision-30 = La rivière remplit ses positions vides de 1 à 6 dans l'ordre, depuis le dessus de la pioche.
zenso-decision-31 = Les cartes que le Jizō de l'Intuition ne garde pas vont sous la pioche dans l'ordre où elles ont été piochées.
zenso-decision-32 = Le Jizō de la Lumière déplace une Lanterne vers une autre case Paysage sans Lanterne, pour { $cost } Ensō par Lanterne.
zenso-decision-33 = Les mains sont révélées dans le bilan final.
zenso-decision-34 = L'ordre des places est aléatoire.
zenso-decision-35 = Une Lanterne empilable peut rejoindre n'importe quel nombre de Lanternes sur une case d'un type indiqué.
zenso-decision-36 = Les Pierres du plateau Zen ne font partie du jardin en aucun cas.
zenso-decision-37 = Le Jizō des Pierres et le Jizō de la Fortune donnent leur supplément une fois par bonus Terrain qui donne au moins une de ces ressources ; pas pour l'effet d'une carte, la combinaison ou le Jizō de la Continuité.
zenso-decision-38 = Les deux faces des cartes de la rangée sont publiques.
zenso-decision-39 = Les cartes Terrain que tu peux prendre sont déterminées au moment du choix, après d'éventuelles actions gratuites.
zenso-decision-40 = Une possibilité de bonus qui ne rapporte rien peut quand même être choisie : chaque possibilité est toujours proposée.

## Coups tapés qui ne sont pas des coups (/zenso …).

zenso-notation-help = Les coups s'écrivent ainsi : `take 3`, `place 1,-1 r90`, `stone 2,0`, `buy D2`, `end`.
zenso-notation-empty = Coup vide. { zenso-notation-help }
zenso-notation-unknown = `{ $word }` n'est pas un coup de Zensō. { zenso-notation-help }
zenso-notation-cell = `{ $word }` n'est pas une case ; écris-la sous la forme `x,y` (par exemple `1,-2`).
zenso-notation-card = `{ $word }` n'est pas une carte du jeu ; choisis-en une dans la liste.
zenso-notation-source = `{ $word }` n'est ni une position de la rivière (`D1–D6`) ni `deck`.
zenso-notation-slot = `{ $word }` n'est pas un numéro d'emplacement.
zenso-notation-choice = `{ $word }` n'est pas un numéro de choix.
zenso-notation-swap-deck = Un échange prend une carte de la rivière (D1–D6), pas de la pioche.
zenso-notation-move = Écris le déplacement d'une Lanterne ainsi : move 1,0 to 2,3.
zenso-notation-rotation = `{ $word }` n'est pas une rotation (`r0`, `r90`, `r180`, `r270`).

## Images : les mots dessinés sur le plateau, le jardin, la décision et la main, et leur
## texte alternatif.

zenso-pic-title = Zensō
zenso-pic-title-turn = Zensō · tour { $turn }
zenso-pic-acting = { $who } : { $phase }
zenso-pic-final-round = Dernier tour de table : la { $count ->
    [1] 1re
   *[other] { $count }e
} carte Harmonie est posée
zenso-pic-game-over = Partie terminée
zenso-pic-phase-combine = phase 1, combiner les Pierres
zenso-pic-phase-pick = phase 2, choisir un Projet
zenso-pic-phase-harmony = phase 4, apporter l'Harmonie
zenso-pic-task-or = phase 2, bonus au choix
zenso-pic-task-harmony = phase 2, carte Harmonie
zenso-pic-task-keep = phase 2, carte à garder
zenso-pic-task-place = phase 3, pose
zenso-pic-task-stones = phase 3, Pierres
zenso-pic-task-lanterns = phase 3, Lanternes
zenso-pic-task-witness = phase 4, Pierres du Jizō
zenso-pic-task-pay = phase 4, paiement
zenso-pic-row = Rangée Inspiration · pioche Terrain { $deck }
zenso-pic-slot = S{ $slot } · coûte { $cost } Ensō
zenso-pic-display = Rivière Harmonie · pioche { $deck }
zenso-pic-display-empty = D{ $position } · vide
zenso-pic-empty = vide
zenso-pic-none = aucun
zenso-pic-or = OU
zenso-pic-effect-stones = { $count ->
    [one] { $count } Pierre
   *[other] { $count } Pierres
}
zenso-pic-effect-enso = { $count } Ensō
zenso-pic-effect-harmony = { $count ->
    [one] { $count } carte Harmonie
   *[other] { $count } cartes Harmonie
}
zenso-pic-effect-lanterns = { $count ->
    [one] { $count } Lanterne sur
   *[other] { $count } Lanternes sur
}
zenso-pic-effect-lanterns-stackable = { $count ->
    [one] { $count } Lanterne sur
   *[other] { $count } Lanternes sur
}
zenso-pic-landscape = 1 Paysage
zenso-pic-cond-two-landscapes = 2 Paysages ≥{ $size }
zenso-pic-cond-plot = parcelle { $terrain } ≥{ $size }
zenso-pic-cond-shape = Forme dans { $terrain }
zenso-pic-cond-stone-shape = Forme de Pierres
zenso-pic-cond-linked = { $count } Pierres reliées
zenso-pic-points = { $points } pts
zenso-pic-per-largest-plot = { $points } par plus grand { $terrain }
zenso-pic-per-plot-count = { $points } par parcelle { $terrain }
zenso-pic-per-stones-on-sand = { $points } par Pierre
zenso-pic-per-lanterns = { $points } par Lanterne
zenso-pic-per-harmony-in-garden = { $points } par carte posée
zenso-pic-cost = coût { $costs }
zenso-pic-cost-enso = { $count } Ensō
zenso-pic-cost-stones = { $count ->
    [one] { $count } Pierre
   *[other] { $count } Pierres
}
zenso-pic-kind-plant = Plante
zenso-pic-kind-building = Bâtiment
zenso-pic-kind-jizo = Jizō
zenso-pic-ability-bonus-extra-stones = +{ $n } Pierre par bonus Terrain
zenso-pic-ability-bonus-extra-enso = +{ $n } Ensō par bonus Terrain
zenso-pic-ability-harmony-cost-reduction = cartes Harmonie moins chères
zenso-pic-ability-cover-other-landscape = Paysage sur tout Paysage
zenso-pic-ability-enso-per-same-cover = +{ $n } Ensō par recouvrement identique (max { $max-per-turn })
zenso-pic-ability-swap-hand-display = échange main ↔ rivière
zenso-pic-ability-combine-extra-enso = +{ $n } Ensō par combinaison
zenso-pic-ability-both-alternatives = les deux côtés du OU
zenso-pic-ability-move-lantern = déplacer une Lanterne pour { $enso-per-lantern } Ensō
zenso-pic-ability-draw-keep = pioche : piocher { $draw }, garder { $keep }
zenso-pic-ability-terrain-cost-reduction = rangée coûte −{ $n }
zenso-pic-ability-harmony-buy-cost = achat à { $cost } Ensō
zenso-pic-seat = { $who }
zenso-pic-seat-to-move = { $who } · à jouer
zenso-pic-seat-numbers = { $points } pts · { $enso } Ensō · main { $hand } · posées { $placed }
zenso-pic-seat-zen = Plateau Zen : { $used } cases vertes sur { $spaces } utilisées · Lanternes { $points } pts
zenso-pic-place-at = Placer la carte Terrain en { $cell } : son orientation
zenso-pic-place-badges = Placer la carte Terrain : une pastille est sa case en haut à gauche
zenso-pic-footprints = Emprises Harmonie : pastilles en haut à gauche
zenso-pic-card-footprints = { $card } : { $badges }
zenso-pic-where-stone = Où va la Pierre
zenso-pic-where-lantern = Où va la Lanterne
zenso-pic-where-pay = Quelle Pierre payer
zenso-pic-where-combine = Pierres à combiner
zenso-pic-where-move = Où va la Lanterne déplacée
zenso-pic-choose = Choisir
zenso-pic-ready = ✓ prête
zenso-pic-not-yet = pas encore
zenso-pic-hand-title = Main de { $who } · { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
zenso-pic-hand-ready = ✓ prêtes : { $count } validables maintenant
zenso-pic-hand-none-ready = aucune validable maintenant
zenso-pic-hand-empty = Aucune carte Harmonie en main.
zenso-pic-placed-at = { $card } en { $cell }
zenso-pic-garden-alt = Jardin de { $who } : { $points } points, { $enso } Ensō, { $hand ->
    [one] { $hand } carte
   *[other] { $hand } cartes
} en main. Parcelles : { $plots }. Pierres en { $stones }. Lanternes en { $lanterns }. Cartes Harmonie : { $placed }. Piles du plateau Zen : { $zen }.
zenso-pic-alt-slot = emplacement { $slot } coût { $cost } ({ $bonus })
zenso-pic-alt-slot-empty = emplacement { $slot } vide
zenso-pic-alt-player = { $who } { $points } points, { $enso } Ensō, { $hand ->
    [one] { $hand } carte
   *[other] { $hand } cartes
} en main, { $placed } posées
zenso-pic-alt-turn = Tour { $turn } : { $who }, { $phase }.
zenso-pic-alt-turn-final = Tour { $turn } : { $who }, { $phase }. Dernier tour de table.
zenso-pic-market-alt = Zensō. { $state } Rangée Inspiration (pioche { $deck }) : { $row }. Rivière Harmonie (pioche { $harmony }) : { $shown }. Joueurs : { $players }.
zenso-pic-badge = pastille { $marker } en { $cells }
zenso-pic-badge-turned = pastille { $marker } en { $cells } tournée de { $degrees }°
zenso-pic-decision-alt = Jardin de { $who } pour la décision : { $badges }. { $garden }
zenso-pic-alt-ready = { $card }, prête maintenant
zenso-pic-hand-alt = Main de { $who }, { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} : { $cards }.
zenso-pic-semicolon = { "\u00A0; " }
zenso-shape-l5 = L de 5
zenso-shape-u5 = U de 5
zenso-shape-x5 = croix de 5
zenso-shape-o4 = carré de 4
zenso-shape-s4 = S de 4
zenso-shape-t4 = T de 4
zenso-shape-l4 = L de 4
zenso-shape-i4 = ligne de 4
zenso-shape-l3 = L de 3
zenso-shape-i3 = ligne de 3
zenso-pic-ranking = { $rank }. { $who } { $points } pts
zenso-pic-title-over = Zensō · plateau final
zenso-pic-key-lanterns = Lanternes
zenso-pic-key-stone = Pierre
zenso-pic-stackable = (même case possible)
zenso-pic-cond-stone-shape-alt = Pierres en forme de { $shape }
zenso-pic-cond-shape-alt = { $terrain } en forme de { $shape }

## Crédits, options de table et refus au lancement (/game rules, /game new options :)
zenso-credits = Zensō : les auteurs, l’éditeur et l’année sont inconnus du projet ; le déroulement du jeu suit la page d’aide de Board Game Arena, et chaque carte est une création du projet.
zenso-setup-players = Zensō se joue de { $min } à { $max } joueurs.
