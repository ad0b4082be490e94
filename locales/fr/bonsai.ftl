## Bonsai : les mots du jeu. Les identifiants des messages commencent par « bonsai- ».

## Slash commands
## Ce qu'affiche la liste des commandes de Discord : noms et descriptions des commandes,
## options et choix, envoyés à Discord seulement lors de la synchronisation
## (`python -m bot sync`). Les noms : en minuscules, sans espaces, 32 caractères au plus,
## uniques entre voisins et jamais égaux au nom anglais d'une autre option. Les
## descriptions : 100 caractères au plus.

bonsai-title = Bonsaï

bonsai-cmd-name = bonsai
bonsai-cmd-description = Jouer à Bonsaï en tapant les coups

bonsai-cmd-meditate-name = méditer
bonsai-cmd-meditate-description = Prendre une carte du plateau central et les tuiles de son emplacement
bonsai-cmd-meditate-opt-choice-name = choix
bonsai-cmd-meditate-opt-choice-description = Emplacement et tuiles gardées, p. ex. 3 bois fleur, 2 feuille, 4 aucune

bonsai-cmd-cultivate-name = cultiver
bonsai-cmd-cultivate-description = Poser des tuiles une à une (ou poser la première avec /bonsai poser)

bonsai-cmd-place-name = poser
bonsai-cmd-place-description = Poser une tuile : son type et sa case
bonsai-cmd-place-opt-tile-name = tuile
bonsai-cmd-place-opt-tile-description = Tuile et case : leaf -1,2, ou wood 3 (un numéro de l'image)

bonsai-cmd-finish-name = terminer
bonsai-cmd-finish-description = Arrêter de poser (fin de Cultiver ou de l'Apprenti) ; en début de tour, ne rien poser

bonsai-cmd-gain-name = obtenir
bonsai-cmd-gain-description = Choisir la tuile au choix que donne une carte Maître
bonsai-cmd-gain-opt-tile-name = tuile
bonsai-cmd-gain-opt-tile-description = wood, leaf, flower ou fruit

bonsai-cmd-claim-name = revendiquer
bonsai-cmd-claim-description = Revendiquer une tuile Objectif que ton arbre remplit
bonsai-cmd-claim-opt-goal-name = objectif
bonsai-cmd-claim-opt-goal-description = L'objectif, p. ex. vert petit

bonsai-cmd-renounce-name = renoncer
bonsai-cmd-renounce-description = Renoncer pour de bon à tout objectif en attente d'une couleur
bonsai-cmd-renounce-opt-colour-name = couleur
bonsai-cmd-renounce-opt-colour-description = La couleur de l'objectif, p. ex. vert

bonsai-cmd-return-name = défausser
bonsai-cmd-return-description = Défausser les tuiles au-delà de ta capacité
bonsai-cmd-return-opt-tile-name = tuile
bonsai-cmd-return-opt-tile-description = Les tuiles, par ex. bois feuilles

bonsai-cmd-mirror-name = inverser
bonsai-cmd-mirror-description = Inverser le pot (seulement tant que la pousse est seule)

bonsai-cmd-prune-name = tailler
bonsai-cmd-prune-description = Retirer une tuile à côté du bois quand aucun bois ne rentre
bonsai-cmd-prune-opt-cell-name = case
bonsai-cmd-prune-opt-cell-description = La case x,y de la tuile ou son numéro sur l'image

bonsai-cmd-rules-name = règles
bonsai-cmd-rules-description = Les règles de Bonsaï en bref, avec les décisions du projet

## Composants : types de tuile, types de carte et cartes des données (bonsai-component-<id>).
## Les tuiles sont nommées en apposition (« une tuile Feuilles »), les cartes avec « carte ».

bonsai-component-wood = Bois
bonsai-component-leaf = Feuilles
bonsai-component-flower = Fleur
bonsai-component-fruit = Fruit
bonsai-component-tool = carte Outil
bonsai-component-growth = carte Croissance
bonsai-component-master = carte Maître
bonsai-component-helper = carte Apprenti
bonsai-component-parchment = carte Parchemin
bonsai-component-growth-wood = carte Croissance (bois)
bonsai-component-growth-leaf = carte Croissance (feuilles)
bonsai-component-growth-flower = carte Croissance (fleur)
bonsai-component-growth-fruit = carte Croissance (fruit)
bonsai-component-master-any = carte Maître (1 tuile au choix)
bonsai-component-master-wood-wood = carte Maître (bois + bois)
bonsai-component-master-wood-leaf = carte Maître (bois + feuilles)
bonsai-component-master-wood-leaf-flower = carte Maître (bois + feuilles + fleur)
bonsai-component-master-wood-leaf-fruit = carte Maître (bois + feuilles + fruit)
bonsai-component-master-leaf-leaf = carte Maître (feuilles + feuilles)
bonsai-component-master-leaf-flower = carte Maître (feuilles + fleur)
bonsai-component-master-leaf-flower-flower = carte Maître (feuilles + fleur + fleur)
bonsai-component-master-leaf-fruit = carte Maître (feuilles + fruit)
bonsai-component-helper-wood = carte Apprenti (poser 1 au choix + 1 bois)
bonsai-component-helper-leaf = carte Apprenti (poser 1 au choix + 1 feuilles)
bonsai-component-helper-flower = carte Apprenti (poser 1 au choix + 1 fleur)
bonsai-component-helper-fruit = carte Apprenti (poser 1 au choix + 1 fruit)
bonsai-component-parchment-wood = carte Parchemin (1 point par tuile Bois)
bonsai-component-parchment-leaf = carte Parchemin (1 point par tuile Feuilles)
bonsai-component-parchment-flower = carte Parchemin (2 points par tuile Fleur)
bonsai-component-parchment-fruit = carte Parchemin (2 points par tuile Fruit)
bonsai-component-parchment-growth = carte Parchemin (2 points par carte Croissance)
bonsai-component-parchment-helper = carte Parchemin (2 points par carte Apprenti)
bonsai-component-parchment-master = carte Parchemin (2 points par carte Maître)
# The solo levels and the goal colours' bonsai styles keep their Japanese names in every
# language (glossary), named here all the same so that no word reaches a player from the data.
bonsai-component-seito = Seito
bonsai-component-gakusei = Gakusei
bonsai-component-senmon = Senmon
bonsai-component-sensei = Sensei
bonsai-component-yusha = Yūsha
bonsai-component-style-brown = Bujin-ji
bonsai-component-style-green = Moyogi
bonsai-component-style-orange = Chokkan
bonsai-component-style-pink = Shakan
bonsai-component-style-blue = Kengai

## Morceaux de phrase

bonsai-tile-count = { $tile ->
    [wood] { $count } bois
    [leaf] { $count ->
        [one] { $count } feuille
       *[other] { $count } feuilles
    }
    [flower] { $count ->
        [one] { $count } fleur
       *[other] { $count } fleurs
    }
    [fruit] { $count ->
        [one] { $count } fruit
       *[other] { $count } fruits
    }
   *[any] { $count ->
        [one] { $count } tuile au choix
       *[other] { $count } tuiles au choix
    }
}
bonsai-tile-button = { $tile ->
    [wood] Bois
    [leaf] Feuilles
    [flower] Fleur
   *[fruit] Fruit
}
bonsai-nothing = rien
bonsai-none = aucun
bonsai-supply-empty = vide
bonsai-size = { $size ->
    [small] petite
    [medium] moyenne
   *[large] grande
}
bonsai-goal = { $size ->
    [small] la petite tuile Objectif { $colour ->
        [brown] marron
        [green] verte
        [orange] orange
        [pink] rose
       *[blue] bleue
    }
    [medium] la tuile Objectif { $colour ->
        [brown] marron
        [green] verte
        [orange] orange
        [pink] rose
       *[blue] bleue
    } moyenne
   *[large] la grande tuile Objectif { $colour ->
        [brown] marron
        [green] verte
        [orange] orange
        [pink] rose
       *[blue] bleue
    }
} ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})
bonsai-goals = { $count ->
    [one] la tuile Objectif { $colour ->
        [brown] marron
        [green] verte
        [orange] orange
        [pink] rose
       *[blue] bleue
    } ({ $sizes })
   *[other] les tuiles Objectif { $colour ->
        [brown] marron
        [green] vertes
        [orange] orange
        [pink] roses
       *[blue] bleues
    } ({ $sizes })
}
bonsai-goals-to = { $count ->
    [one] à la tuile Objectif { $colour ->
        [brown] marron
        [green] verte
        [orange] orange
        [pink] rose
       *[blue] bleue
    } ({ $sizes })
   *[other] aux tuiles Objectif { $colour ->
        [brown] marron
        [green] vertes
        [orange] orange
        [pink] roses
       *[blue] bleues
    } ({ $sizes })
}
bonsai-a-card = une { $card }
bonsai-parchment-name = { $counts ->
    [wood_tiles] Parchemin Bois
    [leaf_tiles] Parchemin Feuilles
    [flower_tiles] Parchemin Fleur
    [fruit_tiles] Parchemin Fruit
    [growth_cards] Parchemin Croissance
    [helper_cards] Parchemin Apprenti
   *[master_cards] Parchemin Maître
}
bonsai-source-slot = emplacement { $slot }
bonsai-source-master = carte Maître
bonsai-bonus-all = { $tiles }
bonsai-bonus-either = { $tiles }

## Événements

bonsai-game-begins = { $players ->
    [1] Une partie de Bonsaï en solo commence
   *[other] Une partie de Bonsaï à { $players } joueurs commence
} ; { $first } commence.
bonsai-common-empty = La réserve commune n'a plus de tuile { $tile }, donc { $who } n'en reçoit pas ({ $source }).
bonsai-mirrored = { $who } a inversé le pot : la pousse est en { $bud }, la fêlure dorée à { $side ->
    [left] gauche
   *[right] droite
}.
bonsai-cultivates = { $who } cultive.
bonsai-places-nothing = { $who } ne peut poser aucune tuile et passe.
bonsai-passes = { $who } ne pose aucune tuile et passe.
bonsai-pruned = { $who } a taillé la tuile { $tile } en { $cell }.
bonsai-meditated = { $who } a médité sur l'emplacement { $slot } : a pris la { $card } et { $count ->
    [0] aucune tuile
    [one] la tuile { $tiles }
   *[other] les tuiles { $tiles }
}.
bonsai-solo-discarded = Solo : la { $card } de l'emplacement { $slot } est défaussée.
bonsai-solo-top-discarded = Solo : la première carte de la pioche, une { $card }, est révélée et défaussée.
bonsai-display-revealed = Le plateau central glisse vers l'extérieur ; { $count ->
    [one] révélée
   *[other] révélées
} : { $cards }.
bonsai-display-slides = Le plateau central glisse vers l'extérieur ; la pioche est vide, donc rien n'est révélé.
bonsai-last-card = La dernière carte de la pioche a été révélée : après ce tour, { $players ->
    [1] tu joues encore un tour
   *[other] chacun joue encore un tour
}.
bonsai-capacity-now = La capacité de { $who } est maintenant de { $capacity }.
bonsai-master-gains = { $who } reçoit de la carte Maître : { $tiles }.
bonsai-helper-nothing = { $who } ne peut rien poser avec la carte Apprenti.
bonsai-master-gains-any = { $who } reçoit une tuile { $tile } (carte Maître, au choix).
bonsai-helper-stops = { $who } arrête de poser avec la carte Apprenti.
bonsai-placed = { $who } a posé une tuile { $tile } en { $cell }.
bonsai-placed-helper = { $who } a posé une tuile { $tile } en { $cell } avec la carte Apprenti.
bonsai-finished-cultivating = { $who } a fini de cultiver ({ $count ->
    [one] { $count } tuile posée
   *[other] { $count } tuiles posées
}).
bonsai-claimed = { $who } a revendiqué { $goal }.
bonsai-renounced = { $who } a renoncé définitivement { $goals }.
bonsai-returned-forced = { $who } a remis { $tiles } dans la réserve commune (capacité { $capacity }).
bonsai-must-return = { $who } a { $held } tuiles et doit en défausser { $count } (capacité { $capacity }).
bonsai-returned = { $who } a défaussé { $tiles }.
bonsai-final-turns = Derniers tours : { $count ->
    [one] encore { $count } tour
   *[other] encore { $count } tours
} ; c'est au tour de { $next }.
bonsai-game-over = La partie est terminée : chacun a joué son dernier tour.

## Demandes

bonsai-prompt-waiting = En attente du tour de { $who }.
bonsai-prompt-action = À toi de jouer : Méditer (prendre une carte) ou Cultiver : touche un numéro sur ton bonsaï pour poser cette tuile (réserve : { $supply }).
bonsai-prompt-action-mirror = À toi de jouer : Méditer (prendre une carte) ou Cultiver : touche un numéro sur ton bonsaï pour poser cette tuile (réserve : { $supply }). Tu peux d'abord inverser le pot.
bonsai-prompt-action-prune = À toi de jouer : Méditer (prendre une carte) ou Cultiver : touche un numéro sur ton bonsaï pour poser cette tuile (réserve : { $supply }). Plus aucune place pour le bois : tu peux d'abord tailler une tuile.
bonsai-prompt-master = Choisis la tuile que te donne ta carte Maître.
bonsai-prompt-cultivate = Cultiver : touche un numéro pour poser cette tuile (encore à poser : { $left } ; réserve : { $supply }), ou termine.
bonsai-prompt-helper = Apprenti : touche un numéro pour poser cette tuile (encore à poser : { $left } ; réserve : { $supply }), ou termine.
bonsai-prompt-goals = Ton bonsaï remplit { $goals } : revendiques-en une par couleur ou renonces-y.
bonsai-prompt-return = Ta réserve ({ $supply }) dépasse ta capacité de { $capacity } : défausse { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
}.

## Boutons

bonsai-gain-label = Recevoir une tuile { $tile } (carte Maître)
bonsai-step-master-choose = Carte Maître : choisir une tuile
bonsai-mirror-label = Inverser le pot (pousse en { $bud }, fêlure dorée à { $side ->
    [left] gauche
   *[right] droite
})
bonsai-step-mirror = Inverser le pot (fêlure dorée à { $side ->
    [left] gauche
   *[right] droite
})
bonsai-prune-label = Tailler la tuile { $tile } en { $cell }
bonsai-step-prune = Tailler d'abord une tuile (plus de place pour le bois)
bonsai-step-prune-cell = Tailler { $tile ->
    [wood] Bois
    [leaf] Feuilles
    [flower] Fleur
   *[fruit] Fruit
}
bonsai-meditate-label = Méditer, emplacement { $slot } · { $card }
bonsai-meditate-choice-label = Méditer, emplacement { $slot } · { $card } · { $choice }
bonsai-step-take = Méditer { $slot } · { $card }
bonsai-step-take-bonus = Méditer { $slot } · { $card } + { $tiles }
bonsai-step-decline = Méditer sans certaines tuiles de l'emplacement
bonsai-step-slot = Emplacement { $slot } · { $card }
bonsai-bonus-take = Prendre { $tile }
bonsai-bonus-take-none = Ne prendre aucune tuile
bonsai-bonus-keep-all = Garder { $tiles }
bonsai-bonus-keep-only = Garder seulement { $tile }
bonsai-bonus-keep-neither = N'en garder aucune
bonsai-place-first-label = Cultiver : poser une tuile { $tile } en { $cell }{ $ends ->
    [turn] ; ton tour se termine
    [placing] ; aucune autre tuile ne va
   *[no] {""}
}
bonsai-place-label = Poser une tuile { $tile } en { $cell }{ $ends ->
    [turn] ; ton tour se termine
    [placing] ; plus aucune tuile à poser
   *[no] {""}
}
bonsai-step-place = Poser { $tile ->
    [wood] Bois
    [leaf] Feuilles
    [flower] Fleur
   *[fruit] Fruit
}{ $ends ->
    [turn] , fin du tour
    [placing] , fin de Cultiver
    [helper-placing] , fin de l'Apprenti
   *[no] {""}
}
bonsai-step-place-group = Poser { $tile ->
    [wood] Bois
    [leaf] Feuilles
    [flower] Fleur
   *[fruit] Fruit
} · { $count ->
    [one] { $count } place
   *[other] { $count } places
}
bonsai-pass-label = Cultiver sans poser de tuile (passer)
bonsai-step-pass = Terminer : ne poser aucune tuile (passer)
bonsai-step-pass-confirm = Oui : passer, sans poser de tuile ce tour-ci
bonsai-stop-helper-label = Arrêter : plus de tuiles avec l'Apprenti
bonsai-step-stop-helper = Terminer l'Apprenti plus tôt
bonsai-step-stop-helper-confirm = Oui : terminer, sans poser l'autre tuile de l'Apprenti
bonsai-finish-label = Terminer de cultiver
bonsai-step-finish = Terminer de cultiver plus tôt
bonsai-step-finish-confirm = Oui : terminer, sans poser d'autres tuiles ce tour-ci
bonsai-claim-label = Revendiquer { $goal }
bonsai-step-claim = Revendiquer { $colour ->
    [brown] marron
    [green] vert
    [orange] orange
    [pink] rose
   *[blue] bleu
} { bonsai-size } · { $points } pts
bonsai-renounce-label = Renoncer définitivement { $goals }
bonsai-step-renounce = Renoncer { $count ->
    [one] à l'objectif
   *[other] aux objectifs
} { $colour ->
    [brown] marron
    [green] vert
    [orange] orange
    [pink] rose
   *[blue] bleu
}
bonsai-step-renounce-confirm = Oui : renoncer définitivement { $goals }
bonsai-return-label = Défausser une tuile { $tile }
bonsai-step-return-one = Défausser 1 { $tile ->
    [wood] Bois
    [leaf] Feuilles
    [flower] Fleur
   *[fruit] Fruit
} ({ $held } en réserve ; { $count } à défausser)
bonsai-return-tiles-label = Défausser { $tiles }

## Mots écrits : ce qu'un coup écrit (/bonsai …) accepte dans cette langue en plus de la
## notation anglaise, pour que les mots des boutons et des images marchent aussi écrits.
## Séparés par des virgules, majuscules indifférentes ; chaque mot vaut pour une seule chose.

bonsai-typed-wood = bois, b
bonsai-typed-leaf = feuilles, feuille, f
bonsai-typed-flower = fleur, fleurs
bonsai-typed-fruit = fruit, fruits
bonsai-typed-none = aucune, aucun, rien
bonsai-typed-brown = marron, marrons
bonsai-typed-green = vert, verte, verts, vertes
bonsai-typed-orange = orange, oranges
bonsai-typed-pink = rose, roses
bonsai-typed-blue = bleu, bleue, bleus, bleues
bonsai-typed-small = petite, petit, petites
bonsai-typed-medium = moyenne, moyen, moyennes
bonsai-typed-large = grande, grand, grandes
bonsai-typed-filler = objectif, objectifs, tuile, tuiles, revendiquer, renoncer, à, aux, la, les, et, de, du, des, pts, points, poser, défausser, recevoir, méditer, emplacement, garder, prendre

## Refus

bonsai-not-now = `{ $verb }` n'est pas possible maintenant. { $asked }
bonsai-no-such-slot = Le plateau central a { $count } emplacements ; l'emplacement { $slot } n'existe pas.
bonsai-number-needs-position = Un numéro de l'image demande la position actuelle ; donne x,y.
bonsai-number-not-shown = Le numéro { $number } n'est pas sur l'image ; elle montre les numéros 1 à { $count }.
bonsai-mirror-off = Dans cette partie, on ne peut pas inverser le pot.
bonsai-mirror-only-bud = Tu ne peux inverser le pot que tant que l'arbre n'a que la pousse.
bonsai-mirror-once = Tu as déjà inversé le pot ce tour-ci.
bonsai-prune-not-yet = Tu ne peux tailler que lorsqu'aucune tuile Bois ne peut plus être posée sur ton arbre.
bonsai-prune-wood = Seules les feuilles, fleurs ou fruits peuvent être taillés ; jamais le bois ({ $cell }).
bonsai-prune-empty = Seules les feuilles, fleurs ou fruits peuvent être taillés ; il n'y a aucune tuile ici ({ $cell }).
bonsai-prune-not-beside-wood = La tuile { $tile } en { $cell } ne touche aucune tuile Bois ; seules les tuiles à côté du bois peuvent être taillées.
bonsai-display-empty = Le plateau central est vide, tu ne peux donc que Cultiver.
bonsai-slot-empty = L'emplacement { $slot } est vide ; choisis un emplacement qui a une carte.
bonsai-slot-gives-none = L'emplacement { $slot } ne donne aucune tuile ; écris « meditate { $slot } ».
bonsai-bonus-not-declinable = Dans cette partie, on ne peut pas refuser les tuiles bonus.
bonsai-slot-gives-one = L'emplacement { $slot } donne une tuile parmi { $tiles } : écris `{ $example }`.
bonsai-slot-gives-all = L'emplacement { $slot } donne { $tiles } ; garde-les, garde-en une ou aucune.
bonsai-no-tile-in-supply = Tu n'as aucune tuile { $tile } dans ta réserve.
bonsai-no-symbol = Il ne te reste aucun symbole { $tile } ou au choix pour cette tuile.
bonsai-no-symbol-helper = Il ne reste aucun symbole { $tile } ou au choix de la carte Apprenti pour cette tuile.
bonsai-place-pot-cell = { $cell } est une case du pot ; on n'y pose jamais rien.
bonsai-place-taken = Il y a déjà une tuile { $tile } en { $cell }.
bonsai-place-needs-neighbour = Une tuile { $tile } doit toucher une tuile { $wanted }, et aucune case voisine de { $cell } n'en a.
bonsai-place-forbidden-neighbour = Une tuile { $tile } ne peut pas toucher une tuile { $forbidden }, et { $cell } en touche une.
bonsai-place-needs-pair = Une tuile { $tile } demande des tuiles { $pair ->
    [wood] Bois
    [leaf] Feuilles
    [flower] Fleur
   *[fruit] Fruit
} sur deux côtés consécutifs, ce qui manque à { $cell }.
bonsai-not-a-goal = `{ $name }` n'est pas une tuile Objectif de cette partie.
bonsai-cannot-claim = Tu ne peux pas revendiquer { $goal } maintenant : elle doit être libre, remplie par ton arbre, sans renoncement de ta part, et tu ne peux avoir qu'un objectif par couleur.
bonsai-nothing-to-renounce = Tu n'as aucun objectif `{ $colour }` en attente, donc rien à quoi renoncer.
bonsai-nothing-to-return = { $count ->
    [one] Tu n'as aucune tuile { $tile } à défausser.
   *[other] Tu as moins de { $count } tuiles { $tile } à défausser.
}
bonsai-return-too-many = Défausse seulement { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
} : ta réserve revient ainsi à sa capacité.
bonsai-bad-tile = `{ $word }` n'est pas un type de tuile ; utilise `wood`, `leaf`, `flower` ou `fruit`.
bonsai-bad-cell = Donne la case de `{ $verb }` en `x,y` (par exemple `0,1`) ou avec le numéro de l'image.
bonsai-bad-not-text = Un coup est un texte, comme « cultivate » ou « place leaf 0,1 ».
bonsai-bad-empty = Écris un coup, comme « cultivate » ou « meditate 2 wood ».
bonsai-bad-verb = `{ $word }` n'est pas un coup de Bonsaï ; les coups commencent par : { $verbs }.
bonsai-bad-extra = `{ $verb }` ne prend rien après.
bonsai-bad-slot = Indique l'emplacement où méditer : de « meditate 1 » à « meditate 4 ».
bonsai-bad-none = « none » va seul : il refuse toutes les tuiles bonus.
bonsai-bad-twice = Nomme chaque tuile bonus gardée une seule fois.
bonsai-bad-return = Écris `return` et les tuiles à défausser, par ex. `return wood leaf`.
bonsai-bad-one-tile = `{ $verb }` prend un type de tuile, par ex. `{ $verb } leaf`.
bonsai-bad-place = Écris « place <tuile> <x,y> », par ex. « place leaf -1,2 ».
bonsai-bad-prune = Écris « prune <x,y> », la tuile à retirer.
bonsai-bad-one-name = `{ $verb }` prend un nom, par ex. `{ $example }`.
bonsai-example-claim = claim vert petit
bonsai-example-renounce = renounce vert

## Fin de partie

bonsai-solo-won = { $who } a gagné au niveau { $level } : { $claimed } objectifs revendiqués et { $score } points (il en fallait au moins { $needed }).
bonsai-solo-lost = { $who } a perdu : { $reasons }.
bonsai-solo-lost-goals = seulement { $claimed ->
    [one] { $claimed } objectif revendiqué
   *[other] { $claimed } objectifs revendiqués
} sur { $need }
bonsai-solo-lost-points = { $score } points, c'est moins que les { $needed } de { $level }
bonsai-solo-resigned = { $who } a abandonné, la partie en solo est donc perdue.
bonsai-wins-after-resignation = { $who } gagne avec { $score } points après un abandon.
bonsai-wins-tie = { $tied } { $count ->
    [2] ont tous deux { $score } points ; { $who } gagne, placé plus tard dans l'ordre du tour (départage).
   *[other] ont tous { $score } points ; { $who } gagne, placé le plus tard dans l'ordre du tour (départage).
}
bonsai-wins = { $who } gagne avec { $score } points.
bonsai-details = { $who } : feuilles { $leaves }×{ $leaf-value } = { $leaf-points } ; fleurs { $flowers } = { $flower-points } ; fruits { $fruits }×{ $fruit-value } = { $fruit-points } ; objectifs : { $goals } ; Parchemins : { $parchments } ; total { $total }.
bonsai-details-goal = objectif { $colour ->
    [brown] marron
    [green] vert
    [orange] orange
    [pink] rose
   *[blue] bleu
} ({ $size ->
    [small] petit
    [medium] moyen
   *[large] grand
}) { $points ->
    [one] { $points } point
   *[other] { $points } points
}
bonsai-details-parchment = { $name } { $points ->
    [one] { $points } point
   *[other] { $points } points
}
bonsai-breakdown-leaves = feuilles
bonsai-breakdown-flowers = fleurs
bonsai-breakdown-fruits = fruits
bonsai-breakdown-wood = bois
bonsai-breakdown-goal-tiles = tuiles Objectif
bonsai-breakdown-parchments = Parchemins
bonsai-breakdown-goals-claimed = objectifs revendiqués

## Règles

bonsai-rules-aim-title = But
bonsai-rules-aim = Fais pousser le plus beau bonsaï. Chaque feuille rapporte { $leaf }, chaque fruit { $fruit }, chaque fleur { $flower } par côté libre ; les tuiles Objectif et les cartes Parchemin face cachée rapportent des points à la fin.
bonsai-rules-turn-title = Un tour
bonsai-rules-turn = Méditer (prendre une carte du plateau central avec les tuiles de son emplacement ; l'effet de la carte suit) ou Cultiver (poser des tuiles de ta réserve avec les symboles de ta tuile Seishi et de tes cartes Croissance, le tour continue tant qu'une tuile va quelque part ; Terminer arrête plus tôt). Ensuite, revendique les objectifs que tu remplis ou renonces-y, et défausse les tuiles au-delà de ta capacité.
bonsai-rules-placing-title = Poser
bonsai-rules-placing = Le bois et les feuilles touchent du bois, les fleurs touchent une feuille, un fruit touche des feuilles sur deux côtés consécutifs et aucun fruit. La pousse sur le pot compte comme du bois. Sur l'image, chaque case où va une tuile est numérotée à partir de la rangée du haut et colorée avec les tuiles qui y vont.
bonsai-rules-pictures-title = Images
bonsai-rules-pictures = Les tuiles portent une lettre : { bonsai-letter-wood } bois, { bonsai-letter-leaf } feuilles, { bonsai-letter-flower } fleur, { bonsai-letter-fruit } fruit, { bonsai-letter-any } tuile au choix ; le pot est gris, avec un zigzag doré du côté de la fêlure dorée.
bonsai-rules-end-title = Fin
bonsai-rules-end = Quand la dernière carte de la pioche est révélée, chacun (le joueur qui l'a révélée en dernier) joue encore un tour. En cas d'égalité, le joueur placé le plus tard dans l'ordre du tour gagne. Solo : gagne avec { $goals } objectifs et les points du niveau ({ $levels }).
bonsai-rules-level = { $level } { $points }
bonsai-rules-decisions-title = Décisions du projet
bonsai-rules-decisions = Réserve commune illimitée ; les tuiles en trop se défaussent après le réassort ; le pot s'inverse tant que seule la pousse est là ; les côtés du pot comptent comme libres pour les fleurs ; les tuiles bonus peuvent être refusées ; les objectifs revendiqués restent après la taille ; la taille retire une tuile qui touche le bois, seulement quand aucun bois ne peut être posé ; places tirées au hasard ; par couleur, on en revendique un ou on renonce à tous ; classement comme le départage ; niveau solo par défaut { $level } ({ $points }) ; Tokonoma : la carte en plus va dessus ; les premières cartes vont aux emplacements 1–{ $slots } ; pas de limite à la grille ; l'effet d'une carte suit le réassort ; une tuile utilise son propre symbole avant le symbole au choix ; les renoncements sont publics ; le score public ne compte pas les Parchemins.

## Images : lettres, titres, légendes et texte alternatif

bonsai-letter-wood = B
bonsai-letter-leaf = F
bonsai-letter-flower = Fl
bonsai-letter-fruit = Fr
bonsai-letter-any = ✱
bonsai-card-letter = { $type ->
    [tool] O
    [growth] C
    [master] M
    [helper] A
   *[parchment] P
}
bonsai-picture-card-type = { $type ->
    [tool] Outil :
    [growth] Croissance :
    [master] Maître :
    [helper] Apprenti :
   *[parchment] Parchemin :
}
bonsai-picture-name = { $who }
bonsai-picture-tree-title = { $who } · { $score } pts
bonsai-picture-turn = Bonsaï · tour { $turn } · à { $who } de jouer
bonsai-picture-winner = Partie finie · { $who } gagne avec { $score } points
bonsai-picture-winner-tie = Partie finie · { $tied } ont { $score } points : { $who } gagne, placé plus tard dans l'ordre du tour
bonsai-picture-solo-won = Partie finie · { $who } gagne en solo au niveau { $level }
bonsai-picture-solo-lost = Partie finie · { $who } perd en solo au niveau { $level }
bonsai-picture-ended = La pioche est vide et chacun a joué un dernier tour ({ $turns } tours en tout)
bonsai-picture-ended-solo = La pioche est vide et le dernier tour est joué : { $claimed } sur { $need } objectifs revendiqués, { $score } points ({ $needed } requis)
bonsai-picture-deck-count = { $count ->
    [one] { $count } carte reste dans la pioche
   *[other] { $count } cartes restent dans la pioche
}
bonsai-picture-final-turns = derniers tours : encore { $count }
bonsai-picture-last-card-out = la dernière carte est sortie : encore un tour chacun après celui-ci
bonsai-picture-solo = solo en { $level } : gagne avec { $goals } objectifs et { $points } points · { $discards } défaussées
bonsai-picture-display = Méditer : prends une carte et les tuiles sous son emplacement
bonsai-picture-slot = Emplacement { $slot }
bonsai-picture-empty = vide
bonsai-picture-bonus-none = aucune tuile
bonsai-picture-or = ou
bonsai-picture-times = ×{ $count }
bonsai-picture-any-tile = 1 tuile au choix
bonsai-picture-effect-tool = garde { $capacity } tuiles de plus à chaque tour
bonsai-picture-effect-growth = +1 { $tile ->
    [wood] Bois
    [leaf] Feuilles
    [flower] Fleur
   *[fruit] Fruit
} par Cultiver
bonsai-picture-effect-master = reçois { $tiles }
bonsai-picture-effect-helper = pose tout de suite 1 tuile au choix + 1 { $tile }
bonsai-picture-effect-parchment = à la fin, { $points } { $points ->
    [one] point
   *[other] points
} par { $counts ->
    [wood_tiles] tuile Bois
    [leaf_tiles] tuile Feuilles
    [flower_tiles] tuile Fleur
    [fruit_tiles] tuile Fruit
    [growth_cards] carte Croissance
    [helper_cards] carte Apprenti
   *[master_cards] carte Maître
}
bonsai-picture-goals-legend = Objectifs : un par couleur, à revendiquer quand ton bonsaï le remplit
bonsai-picture-goal-measure = { $metric ->
    [wood_count] tuiles Bois, pousse comprise
    [largest_leaf_group] le plus grand groupe de feuilles qui se touchent
    [fruit_count] tuiles Fruit
    [flowers_protruding_one_side] fleurs au-delà d'un côté du pot
    [protrude_gold_crack_side] tuiles au-delà des côtés du pot
    [protrude_both_sides] tuiles au-delà des côtés du pot
   *[protrude_high_one_side_and_low_other_side] tuiles au-delà des côtés du pot
}
bonsai-picture-goal-need = { $metric ->
    [wood_count] { $threshold } Bois
    [largest_leaf_group] { $threshold } feuilles
    [fruit_count] { $threshold } fruits
    [flowers_protruding_one_side] { $threshold } fleurs
    [protrude_gold_crack_side] une du côté de la fêlure dorée
    [protrude_both_sides] une de chaque côté
   *[protrude_high_one_side_and_low_other_side] haute d'un côté, basse de l'autre
} : { $points } pts
bonsai-picture-goal-claimed = ✓ { $who }
bonsai-picture-goal-renounced = ✗ { $who }
bonsai-picture-goal-open = libre
bonsai-picture-colour = { $colour ->
    [brown] Marron
    [green] Vert
    [orange] Orange
    [pink] Rose
   *[blue] Bleu
}
bonsai-picture-player-stats = { $score } points · { $pile ->
    [one] { $pile } carte face cachée
   *[other] { $pile } cartes face cachée
}
bonsai-picture-held = en a { $held } (max { $capacity })
bonsai-picture-places = Cultiver pose
bonsai-picture-key-tile = { $tile ->
    [wood] bois
    [leaf] feuilles
    [flower] fleur
    [fruit] fruit
   *[any] tuile au choix
}
bonsai-picture-key-sides = Lignes pointillées sur les bonsaïs : les côtés du pot (une tuile au-delà dépasse).
bonsai-picture-prune-title = { $who } : tuile à tailler
bonsai-picture-place-title = { $who } : où vont tes tuiles
bonsai-picture-fits = Couleurs de chaque numéro : les tuiles qui y vont
bonsai-picture-pile-title = { $who } : ta pile face cachée
bonsai-picture-pile-points = Parchemins { $points } pts · total prévu { $total }
bonsai-picture-no-cards = Pas encore de carte.
bonsai-picture-card = { $card }
bonsai-picture-empty-slot = vide
bonsai-alt-sentence = { $text }.
bonsai-alt-deck = Pioche : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}.
bonsai-alt-final-turns = Derniers tours restants : { $count }.
bonsai-alt-display = Plateau central : { $slots }.
bonsai-alt-slot = emplacement { $slot } { $card }
bonsai-alt-slot-bonus = emplacement { $slot } { $card } (bonus { $bonus })
bonsai-alt-goal-open = Objectif : { $goal }, il faut { $threshold }, libre.
bonsai-alt-goal-claimed = Objectif : { $goal }, il faut { $threshold }, revendiqué par { $who }.
bonsai-alt-goal-renounced = Objectif : { $goal }, il faut { $threshold }, libre, { $who } y a renoncé.
bonsai-alt-seat = { $who } : { $score } points, réserve { $supply } (capacité { $capacity }), pile face cachée { $pile }.
bonsai-alt-discards = Défausses du solo : { $cards }.
bonsai-alt-tree = { $who }, bonsaï : { $tiles } (pousse comprise) ;
bonsai-alt-pot = pot normal, fêlure dorée à { $side ->
    [left] gauche
   *[right] droite
}.
bonsai-alt-pot-mirrored = pot inversé, fêlure dorée à { $side ->
    [left] gauche
   *[right] droite
}.
bonsai-alt-cells = { $tile } en { $cells }
bonsai-alt-choices = { $who }, bonsaï avec les choix numérotés : { $choices }.
bonsai-alt-choice = { $number } en { $cell }
bonsai-alt-pile = { $who }, pile face cachée : { $cards }.
bonsai-alt-pile-points = Parchemins { $points } points ; total prévu { $total }.

## Crédits, options de table et refus au lancement (/game rules, /game new options :)
bonsai-credits = { $title }, de { $designers } ; illustrations de { $artist } ; publié par { $publisher } ({ $year }). Les valeurs signalées comme décisions du projet sont des choix de ce bot.
bonsai-option-goals = Tuiles Objectif en jeu (2 à 4 joueurs ; le solo les utilise toujours)
bonsai-option-goals-short = Tuiles Objectif
bonsai-option-tokonoma = Variante Tokonoma : les cartes Parchemin dans le haut de la pioche
bonsai-option-tokonoma-short = Variante Tokonoma
bonsai-option-solo-level = Difficulté du solo (points requis avec 3 objectifs)
bonsai-option-solo-level-short = Niveau du solo
bonsai-setup-solo-goals = Le solo utilise toujours les tuiles Objectif, donc goals=off demande 2 à 4 joueurs.
bonsai-setup-goals-off = Les objectifs ne peuvent être désactivés qu’à { $counts } joueurs.
bonsai-setup-level = { $level } n’est pas un niveau du solo ; choisis { $levels }.
