## Azul: Queen's Garden : les mots du jeu. Les identifiants des messages commencent par « azul-queens-garden- ».

## Slash commands
## Ce qu'affiche la liste des commandes de Discord : noms et descriptions des commandes,
## options et choix, envoyés à Discord seulement lors de la synchronisation
## (`python -m bot sync`). Les noms : en minuscules, sans espaces, 32 caractères au plus,
## uniques entre voisins et jamais égaux au nom anglais d'une autre option. Les
## descriptions : 100 caractères au plus.

azul-queens-garden-title = Azul : Le Jardin de la Reine

azul-queens-garden-cmd-name = azul_jardin_de_la_reine
azul-queens-garden-cmd-description = Jouer à Azul : Le Jardin de la Reine en tapant

azul-queens-garden-cmd-acquire-name = acquérir
azul-queens-garden-cmd-acquire-description = Acquérir toutes les pièces d'une couleur ou d'un motif
azul-queens-garden-cmd-acquire-opt-choice-name = choix
azul-queens-garden-cmd-acquire-opt-choice-description = Une couleur ou un motif, avec les doublons : Oiseau, Jaune 2 de L1

azul-queens-garden-cmd-place-name = placer
azul-queens-garden-cmd-place-description = Placer une tuile de ton entrepôt en payant son coût
azul-queens-garden-cmd-place-opt-move-name = coup
azul-queens-garden-cmd-place-opt-move-description = Tuile, emplacement et paiement, p. ex. Bleu 2 sur F1 payer Jaune 2

azul-queens-garden-cmd-expand-name = agrandir
azul-queens-garden-cmd-expand-description = Placer un agrandissement face visible de ton entrepôt
azul-queens-garden-cmd-expand-opt-move-name = coup
azul-queens-garden-cmd-expand-opt-move-description = Agrandissement, zone, orientation, paiement : l'agrandissement Bleu 3 A0 o2 payer 2 jokers

azul-queens-garden-cmd-buy-name = acheter
azul-queens-garden-cmd-buy-description = Acheter face cachée l'agrandissement du dessus de la réserve (6 points)
azul-queens-garden-cmd-buy-opt-area-name = zone
azul-queens-garden-cmd-buy-opt-area-description = Une zone vide de A0 à A5

azul-queens-garden-cmd-pass-name = passer
azul-queens-garden-cmd-pass-description = Passer pour le reste de la manche

azul-queens-garden-cmd-discard-name = défausser
azul-queens-garden-cmd-discard-description = En passant : défausser une pièce, ou toutes les tuiles et agrandissements, pour leur valeur
azul-queens-garden-cmd-discard-opt-piece-name = pièce
azul-queens-garden-cmd-discard-opt-piece-description = Une tuile comme Bleu 3, un agrandissement comme l'agrandissement Bleu 3, ou tous

azul-queens-garden-cmd-done-name = terminé
azul-queens-garden-cmd-done-description = En passant : ne plus rien défausser et passer

azul-queens-garden-cmd-rules-name = règles
azul-queens-garden-cmd-rules-description = Les règles en bref, avec les décisions du projet

## Events: what the board message recounts after a move.

azul-queens-garden-game-begins = Une partie d'{ azul-queens-garden-title } à { $players } joueurs commence ; { $who } commence la manche 1.
azul-queens-garden-round-goals = Objectifs de la manche { $round } : { $goals }.
azul-queens-garden-top-shows = Le haut de la pile (T) montre { $tiles }.
azul-queens-garden-new-top-shows = Le nouveau haut de la pile montre { $tiles }.
azul-queens-garden-laid-as = { $label } ({ $expansion })
azul-queens-garden-stack-laid-out = Il n'y a plus de tuile à piocher : le reste de la pile est disposé face visible comme { $expansions }.
azul-queens-garden-flips = { $label } est vide et se retourne face visible : c'est { $expansion }.
azul-queens-garden-takes = { $who } prend { $taken }.
azul-queens-garden-taken-from = { $tiles } { $place }
azul-queens-garden-taken-face-up = l'agrandissement { $tile } face visible { $label }
azul-queens-garden-from-top = du haut de la pile (T)
azul-queens-garden-from-laid = de l'agrandissement disposé { $label }
azul-queens-garden-from-label = de { $label }
azul-queens-garden-moves-out-holding = L'agrandissement du haut sort comme { $label }, avec encore { $tiles }.
azul-queens-garden-moves-out-empty = L'agrandissement du haut sort comme { $label }, sans tuile dessus.
azul-queens-garden-stack-used-up = La pile est épuisée pour cette manche.
azul-queens-garden-places = { $who } place { $tile } sur { $cell }.
azul-queens-garden-places-paying = { $who } place { $tile } sur { $cell } et paie { $payment }.
azul-queens-garden-lays-face-down = { $who } pose { $expansion } face cachée dans la { $area }.
azul-queens-garden-lays-face-down-paying = { $who } pose { $expansion } face cachée dans la { $area } et paie { $payment }.
azul-queens-garden-lays-face-up = { $who } pose { $expansion } face visible dans la { $area }, son hexagone sur { $cell }.
azul-queens-garden-lays-face-up-paying = { $who } pose { $expansion } face visible dans la { $area }, son hexagone sur { $cell }, et paie { $payment }.
azul-queens-garden-buys = { $who } achète un agrandissement face cachée à la réserve pour { $points } points et le pose dans la { $area }.
azul-queens-garden-surrounds = { $who } entoure { $elements } : { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}.
azul-queens-garden-surrounds-lost = { $who } entoure { $elements } : { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}, dont { $lost } perdus faute de place dans l'entrepôt.
azul-queens-garden-discards = { $who } défausse { $piece } (−{ $points ->
    [one] { $points } point
   *[other] { $points } points
}).
azul-queens-garden-discards-many = { $who } défausse { $pieces } (−{ $points ->
    [one] { $points } point
   *[other] { $points } points
}).
azul-queens-garden-passes-may-discard = { $who } passe et peut d'abord défausser des pièces de son entrepôt.
azul-queens-garden-passes = { $who } passe
azul-queens-garden-passes-first = { $who } passe en premier dans cette manche et prend le marqueur Premier joueur
azul-queens-garden-passes-auto = { $who } n'a rien à faire ni à défausser et passe donc automatiquement
azul-queens-garden-passes-auto-first = { $who } n'a rien à faire ni à défausser et passe donc automatiquement, en premier dans cette manche, et prend le marqueur Premier joueur
azul-queens-garden-passed = { $head }.
azul-queens-garden-passed-costs = { $head } : { $costs }, { $before } → { $after ->
    [one] { $after } point
   *[other] { $after } points
}.
azul-queens-garden-passed-costs-floor = { $head } : { $costs }, { $before } → { $after ->
    [one] { $after } point
   *[other] { $after } points
} (un score ne descend jamais sous 0).
azul-queens-garden-cost-discards = −{ $points } pour les défausses
azul-queens-garden-cost-first = −{ $points } pour avoir passé en premier
azul-queens-garden-round-scores = La manche { $round } compte ses objectifs { $goals } et le pavillon de chaque agrandissement face visible.
azul-queens-garden-seat-scores = { $who } marque { $goals } pour les objectifs et { $pavilions } pour les pavillons : { $score ->
    [one] { $score } point
   *[other] { $score } points
}.
azul-queens-garden-seat-scores-limit = { $who } marque { $goals } pour les objectifs et { $pavilions } pour les pavillons : { $score ->
    [one] { $score } point
   *[other] { $score } points
} (un score s'arrête à { $limit }).
azul-queens-garden-round-begins = La manche { $round } commence, avec les objectifs { $goals } ; { $who } commence avec le marqueur Premier joueur.
azul-queens-garden-final-scoring = Décompte final pour { $who } : { $storage }, { $groups } ; score final { $score ->
    [one] { $score } point
   *[other] { $score } points
}.
azul-queens-garden-final-scoring-limit = Décompte final pour { $who } : { $storage }, { $groups } ; score final { $score ->
    [one] { $score } point
   *[other] { $score } points
} (un score s'arrête à { $limit }).
azul-queens-garden-final-storage = entrepôt { $amount } ({ $parts })
azul-queens-garden-final-storage-empty = entrepôt vide
azul-queens-garden-final-jokers = +{ $points } pour les jokers
azul-queens-garden-final-left = −{ $points } pour les pièces restantes
azul-queens-garden-final-groups = { $points } pour { $count ->
    [one] { $count } groupe qui marque
   *[other] { $count } groupes qui marquent
}
azul-queens-garden-final-no-group = aucun groupe qui marque

## Prompts: what the deciding player is asked.

azul-queens-garden-prompt-over = La partie est terminée.
azul-queens-garden-prompt-waiting = C'est au tour de { $who } : attends son coup.
azul-queens-garden-prompt-discard = Tu passes : défausse des tuiles ou des agrandissements un par un (chacun coûte sa valeur en points ; { $points ->
    [one] { $points } point
   *[other] { $points } points
} jusqu'ici), puis choisis terminé.
azul-queens-garden-prompt-turn = Manche { $round } (commencée par { $first }), à toi de jouer : acquérir, placer une tuile, agrandir le jardin ou passer. Cette manche compte { $goals }. Ton entrepôt contient { $tiles }/{ $tile-slots } tuiles et jokers et { $expansions }/{ $expansion-slots } agrandissements.

## Refusals: why a move is not allowed.

azul-queens-garden-fit-touch-element = elle toucherait la fontaine, un ornement ou un pavillon, qui comptent comme des hexagones sans rien en commun, et aucun hexagone de sa couleur ou de son motif
azul-queens-garden-fit-touch = elle toucherait des hexagones sans partager une couleur ou un motif avec aucun d'eux
azul-queens-garden-fit-identical = elle réunirait deux { $tile } dans un même groupe, et un groupe ne peut jamais contenir d'hexagones identiques
azul-queens-garden-pay-count = Placer { $piece } coûte { $cost } pièces en se comptant soi-même, et ce paiement en donne { $given }.
azul-queens-garden-pay-jokers = Tu n'as que { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
} pour payer.
azul-queens-garden-pay-itself = Tu places { $piece } : il ne peut pas aussi payer pour lui-même.
azul-queens-garden-pay-not-held = Ton entrepôt ne contient pas { $piece } pour payer.
azul-queens-garden-pay-short = Ton entrepôt contient { $held ->
    [one] { $held } tuile
   *[other] { $held } tuiles
} { $tile }, et ce coup en demande { $needed }.
azul-queens-garden-pay-identical = Un paiement ne peut pas contenir deux hexagones identiques.
azul-queens-garden-pay-mix = Un paiement doit être d'une seule couleur en motifs différents ou d'un seul motif en couleurs différentes, jamais un mélange.
azul-queens-garden-discarding-only = Tu passes : défausse une pièce de ton entrepôt ou choisis terminé.
azul-queens-garden-discard-not-now = On ne défausse des pièces qu'en passant : passe d'abord.
azul-queens-garden-take-nothing = Rien dans la zone d'offre ne montre { $criterion }, il n'y a donc rien à acquérir.
azul-queens-garden-take-not-among = { $tile } ne fait pas partie des pièces qui montrent { $criterion }, il n'y a donc pas d'exemplaire à choisir.
azul-queens-garden-take-only = { $tile } se trouve seulement { $place }, il n'y a donc pas d'exemplaire à choisir.
azul-queens-garden-take-not-at = Il n'y a pas de { $tile } en { $label } ; on le trouve { $places }.
azul-queens-garden-take-which = { $tile } se trouve { $places } ; dis quel exemplaire tu prends, comme `{ $example }`.
azul-queens-garden-take-held = Ton entrepôt contient déjà { $tiles }, et dans cette partie on ne peut pas prendre un type qu'on a déjà.
azul-queens-garden-take-no-room = Prendre { $tiles ->
    [one] { $tiles } tuile
   *[other] { $tiles } tuiles
} et { $expansions ->
    [one] { $expansions } agrandissement
   *[other] { $expansions } agrandissements
} ne tiendrait pas dans ton entrepôt ({ $used-tiles }/{ $tile-slots } places de tuiles et { $used-expansions }/{ $expansion-slots } places d'agrandissements occupées).
azul-queens-garden-at-top = sur le haut de la pile (T)
azul-queens-garden-at-face-up = comme agrandissement face visible { $label }
azul-queens-garden-at-laid = sur l'agrandissement disposé { $label }
azul-queens-garden-cell-taken = { $cell } contient déjà un hexagone ({ $tile }).
azul-queens-garden-cell-not-free = { $cell } n'est pas un emplacement libre de ton jardin.
azul-queens-garden-cell-not-free-area = { $cell } n'est pas un emplacement libre de ton jardin : la { $area } n'a pas encore d'agrandissement.
azul-queens-garden-cannot-go = { $tile } ne peut pas aller sur { $cell } : { $reason }.
azul-queens-garden-no-tile = Ton entrepôt n'a aucune tuile { $tile } à placer.
azul-queens-garden-expansion-not-held = Ton entrepôt ne contient pas { $expansion }.
azul-queens-garden-area-taken = La { $area } a déjà un agrandissement.
azul-queens-garden-face-up-only = Un agrandissement de ton entrepôt se pose face visible : choisis une orientation de o0 à o5 pour son hexagone.
azul-queens-garden-orientation-bad = Avec l'orientation { $orientation } dans la { $area }, l'hexagone de { $expansion } tomberait sur { $cell }, où { $reason }.
azul-queens-garden-buy-points = Acheter à la réserve coûte { $cost } points, et tu as { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
azul-queens-garden-buy-empty = La réserve est vide : il n'y a rien à acheter.
azul-queens-garden-discard-joker = Les jokers ne peuvent pas être défaussés quand tu passes ; chaque joker restant rapporte un point à la fin.
azul-queens-garden-discard-not-held = Ton entrepôt ne contient pas { $piece } à défausser.
azul-queens-garden-discard-all-or-one = Défausse une pièce à la fois, ou toutes les tuiles et tous les agrandissements de ton entrepôt à la fois.

## Typed moves that are not moves (the examples are in the reader's words, which work typed: names as the buttons say them, labels as the pictures draw them).

azul-queens-garden-bad-move = `{ $text }` n'est pas un coup d'Azul : { $why }
azul-queens-garden-bad-piece = `{ $token }` n'est ni une tuile (une couleur et une valeur, comme `{ $tile }`) ni un agrandissement (comme `{ $expansion }`).
azul-queens-garden-bad-pay-word = le paiement doit suivre le mot « payer ».
azul-queens-garden-bad-jokers-twice = donne les jokers une seule fois, comme `2 jokers`.
azul-queens-garden-bad-pay-empty = « payer » demande au moins une pièce ou un joker.
azul-queens-garden-bad-empty = c'est vide.
azul-queens-garden-bad-nothing-after = `{ $verb }` ne prend rien après lui.
azul-queens-garden-bad-discard = indique ce que tu défausses, comme `{ azul-queens-garden-cmd-discard-name } { $tile }`, ou toutes les tuiles et tous les agrandissements à la fois.
azul-queens-garden-bad-take-empty = nomme une couleur ou un motif, comme `{ azul-queens-garden-cmd-acquire-name } { $colour }` ou `{ azul-queens-garden-cmd-acquire-name } { $pattern }`.
azul-queens-garden-bad-criterion = `{ $token }` n'est ni une couleur ({ $colours }) ni un motif ({ $patterns }).
azul-queens-garden-bad-choice = `{ $token }` devrait être une tuile et l'étiquette de l'endroit où elle se trouve, comme `{ $example }`.
azul-queens-garden-bad-chosen-twice = { $token } est choisi deux fois.
azul-queens-garden-bad-place = écris « { azul-queens-garden-cmd-place-name } <tuile> <case> », comme « { azul-queens-garden-cmd-place-name } { $tile } F2 ».
azul-queens-garden-bad-tile-kind = `{ $token }` n'est pas une tuile comme `{ $tile }`.
azul-queens-garden-bad-cell = `{ $token }` n'est pas une case du jardin comme `F2` ou `A0.3`.
azul-queens-garden-bad-expand = écris « { azul-queens-garden-cmd-expand-name } <agrandissement> <zone> <orientation> », comme « { azul-queens-garden-cmd-expand-name } { $expansion } A0 o2 ».
azul-queens-garden-bad-expansion = `{ $token }` n'est pas un agrandissement comme `{ $expansion }`.
azul-queens-garden-bad-area = `{ $token }` n'est pas une zone d'agrandissement de `A0` à `A5`.
azul-queens-garden-bad-orientation = `{ $token }` n'est pas une orientation de `o0` à `o5`.
azul-queens-garden-bad-buy = écris « { azul-queens-garden-cmd-buy-name } <zone> », comme « { azul-queens-garden-cmd-buy-name } A3 ».
azul-queens-garden-bad-verb = il devrait commencer par `{ azul-queens-garden-cmd-acquire-name }`, `{ azul-queens-garden-cmd-place-name }`, `{ azul-queens-garden-cmd-expand-name }`, `{ azul-queens-garden-cmd-buy-name }`, `{ azul-queens-garden-cmd-pass-name }`, `{ azul-queens-garden-cmd-discard-name }` ou `{ azul-queens-garden-cmd-done-name }`.

## Buttons: move labels and the steps of the turn panel (at most 80 characters).

azul-queens-garden-acquire = Acquérir
azul-queens-garden-acquire-label = Acquérir { $criterion }
azul-queens-garden-copies = { $parts }
azul-queens-garden-copies-from = { $tiles } de { $label }
azul-queens-garden-copies-face-up = l'agrandissement { $tile } { $label }
azul-queens-garden-criterion-colour = { $colour } : { $count ->
    [one] motif
   *[other] motifs
} { $values }
azul-queens-garden-criterion-pattern = { $name } ({ $value }) : { $colours }
azul-queens-garden-criterion-pattern-all = { $name } ({ $value }) : toutes les couleurs
azul-queens-garden-place-tile = Placer une tuile
azul-queens-garden-expand = Agrandir le jardin
azul-queens-garden-tile-head = { $tile } (coût { $cost })
azul-queens-garden-place-label = Placer { $tile } sur { $cell }
azul-queens-garden-step-area = Zone { $area }
azul-queens-garden-code = { $code }
azul-queens-garden-pay = Payer { $payment }
azul-queens-garden-pay-colour = Payer { $colour } { $values }
azul-queens-garden-value-expansion = { $value } (agrandissement)
azul-queens-garden-pay-codes = Payer { $codes }
azul-queens-garden-pay-codes-jokers = Payer { $codes } + { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}
azul-queens-garden-short-tile = { $code }{ $value }
azul-queens-garden-short-expansion = { $tile } { azul-queens-garden-mark-expansion }
azul-queens-garden-expansion-head = Agrandissement { $tile } (coût { $cost })
azul-queens-garden-other-payment = Payer autrement : { $count } choix
azul-queens-garden-pay-group-colour = Même couleur, { $jokers ->
    [0] sans joker
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}
azul-queens-garden-pay-group-pattern = Même motif, { $jokers ->
    [0] sans joker
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}
azul-queens-garden-pay-group-jokers = Jokers seulement
azul-queens-garden-expand-label = Poser { $expansion } face visible dans la { $area }, hexagone sur { $cell }
azul-queens-garden-expand-down-label = Poser { $expansion } face cachée dans la { $area }
azul-queens-garden-step-face-down-in = Face cachée en { $area }
azul-queens-garden-buy-head = Acheter à la réserve (−{ $points } points, face cachée)
azul-queens-garden-buy-label = Acheter un agrandissement face cachée (−{ $points } points) pour la { $area }
azul-queens-garden-pass = Passer
azul-queens-garden-pass-discards = Passer (défausses ensuite)
azul-queens-garden-discard-label = Défausser { $piece } (−{ $points ->
    [one] { $points } point
   *[other] { $points } points
})
azul-queens-garden-discard-all-label = Défausser les { $count } tuiles et agrandissements (−{ $points ->
    [one] { $points } point
   *[other] { $points } points
})
azul-queens-garden-done = Terminé : passer

## Pieces, goals and places in words.

azul-queens-garden-a-joker = un joker
azul-queens-garden-jokers = { $count ->
    [one] { $count } joker
   *[other] { $count } jokers
}
azul-queens-garden-pattern = motif { $value } ({ $name })
azul-queens-garden-direction-e = est
azul-queens-garden-direction-ne = nord-est
azul-queens-garden-direction-nw = nord-ouest
azul-queens-garden-direction-w = ouest
azul-queens-garden-direction-sw = sud-ouest
azul-queens-garden-direction-se = sud-est
# Where an ornament lies, with the preposition the sentence needs.
azul-queens-garden-direction-at-ene = à l'est-nord-est
azul-queens-garden-direction-at-n = au nord
azul-queens-garden-direction-at-wnw = à l'ouest-nord-ouest
azul-queens-garden-direction-at-wsw = à l'ouest-sud-ouest
azul-queens-garden-direction-at-s = au sud
azul-queens-garden-direction-at-ese = à l'est-sud-est
# An area without its article: sentences say "dans la { $area }".
azul-queens-garden-area = zone { $direction } ({ $label })
azul-queens-garden-cell-fountain = { $cell } (l'emplacement { $direction } de la fontaine)
azul-queens-garden-cell-centre = { $cell } (le centre de la zone { $area })
azul-queens-garden-cell-ring = { $cell } (la case { $direction } de la zone { $area })
azul-queens-garden-element-fountain = la fontaine
azul-queens-garden-element-statue = la statue { $direction } de la fontaine ({ $label })
azul-queens-garden-element-bench = le banc { $direction } de la fontaine ({ $label })
azul-queens-garden-element-pavilion = le pavillon de la { $area }

## The end of the game.

azul-queens-garden-end-nobody = Personne n'a gagné.
azul-queens-garden-end-wins = { $who } gagne avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
azul-queens-garden-end-share = { $who } se partagent la victoire avec { $points ->
    [one] { $points } point
   *[other] { $points } points
} chacun ; la règle ne prévoit pas de départage.
azul-queens-garden-detail = { $who } : objectifs de la manche { $round } { $goals } et pavillons { $pavilions }, entrepôt { $storage }, groupes : { $groups }.
azul-queens-garden-detail-no-groups = { $who } : objectifs de la manche { $round } { $goals } et pavillons { $pavilions }, entrepôt { $storage }, groupes : aucun.
azul-queens-garden-group-colour = Groupe { $colour } de { $size } = { $points }{ $bonus ->
    [0] {""}
   *[other] {" "}+ { $bonus } de bonus
}
azul-queens-garden-group-pattern = Groupe motif { $value } ({ $name }) de { $size } = { $points }{ $bonus ->
    [0] {""}
   *[other] {" "}+ { $bonus } de bonus
}
azul-queens-garden-breakdown-start = départ
azul-queens-garden-breakdown-round-goals = objectifs de manche
azul-queens-garden-breakdown-pavilions = pavillons
azul-queens-garden-breakdown-passing-first = premier à passer
azul-queens-garden-breakdown-discards = défausses
azul-queens-garden-breakdown-supply-purchases = achats à la réserve
azul-queens-garden-breakdown-storage-at-the-end = entrepôt en fin de partie
azul-queens-garden-breakdown-groups = groupes
azul-queens-garden-breakdown-group-of-6-bonus = bonus groupe de 6
azul-queens-garden-breakdown-lifted-to-0-by = remonté à 0 de
azul-queens-garden-breakdown-over-the-score-limit = au-delà de la limite de score

## Rules help (/game rules): every number comes from the data.

azul-queens-garden-rules-aim-title = But
azul-queens-garden-rules-aim = { azul-queens-garden-title } : acquiers des tuiles hexagonales et des agrandissements de jardin dans ton entrepôt ({ $tile-slots } places de tuiles partagées avec les jokers, { $expansion-slots } places d'agrandissements), paie-les avec d'autres pièces et construis un jardin autour de ta fontaine en { $rounds } manches. Tu commences avec { $start } points ; trois couleurs ou motifs marquent à chaque manche, et les groupes de { $group } hexagones ou plus marquent à la fin.
azul-queens-garden-rules-turn-title = Un tour
azul-queens-garden-rules-turn = Fais une seule chose : **acquérir** (nomme une couleur ou un motif et prends un exemplaire de chaque type qui le montre sur le haut de la pile (T) et les agrandissements disposés L1, L2, … ; choisis d'où vient un doublon ; tout doit tenir dans l'entrepôt), **placer une tuile** (paie sa valeur en pièces : la même couleur en motifs différents ou le même motif en couleurs différentes, les jokers complétant), **agrandir le jardin** (place un agrandissement de l'entrepôt, payé de la même façon, face visible dans une des 6 orientations, ou acheté face cachée à la réserve pour { $supply } points) ou **passer** (défausse des pièces pour leur valeur ; le premier à passer perd { $first } et commence la manche suivante). Des hexagones qui se touchent doivent partager une couleur ou un motif, et un groupe ne peut jamais réunir deux hexagones identiques.
azul-queens-garden-rules-pictures-title = Images
azul-queens-garden-rules-pictures = Chaque hexagone montre sa couleur, un code ({ azul-queens-garden-code-blue } bleu, { azul-queens-garden-code-yellow } jaune, { azul-queens-garden-code-lightgreen } vert clair, { azul-queens-garden-code-darkgreen } vert foncé, { azul-queens-garden-code-lightpurple } mauve pâle, { azul-queens-garden-code-darkpurple } mauve foncé) et la valeur de son motif de 1 à 6 (1 { azul-queens-garden-component-p1 }, 2 { azul-queens-garden-component-p2 }, 3 { azul-queens-garden-component-p3 }, 4 { azul-queens-garden-component-p4 }, 5 { azul-queens-garden-component-p5 }, 6 { azul-queens-garden-component-p6 }). Les cases s'appellent F0–F5 autour de la fontaine { azul-queens-garden-mark-fountain }, depuis l'est dans le sens antihoraire (F1 nord-est, F2 nord-ouest, F3 ouest, …), O0–O5 pour les ornements ({ azul-queens-garden-mark-statue } statue, { azul-queens-garden-mark-bench } banc), et Ak.c, Ak.0–Ak.5 dans la zone d'agrandissement Ak, au-delà de Fk, les cases de son anneau dans les mêmes directions ({ azul-queens-garden-mark-pavilion } : le pavillon d'un agrandissement face visible) ; les messages disent où se trouve une case, comme « F1 (l'emplacement nord-est de la fontaine) ». ✓ marque un élément entouré. Les agrandissements de l'entrepôt sont encadrés et marqués { azul-queens-garden-mark-expansion }. Un emplacement libre de la fontaine montre son nom (F0–F5) et un emplacement libre d'agrandissement un anneau ○ ; la légende au bas de l'image du plateau explique chaque marque.
azul-queens-garden-rules-garden-title = Les choix de ce bot : le jardin
azul-queens-garden-rules-garden = Entourer un élément rapporte des jokers : la fontaine { $fountain }, une statue { $statue }, un banc { $bench }, un pavillon { $pavilion }. Chaque élément ne paie qu'une fois, et les éléments entourés par un même coup paient tous. Les statues sont en { $statues }, les bancs en { $benches }. { $elements } Un agrandissement face visible de l'entrepôt ne peut pas être posé face cachée. Les cases du jardin forment une grille hexagonale, et l'orientation o met l'hexagone imprimé d'un agrandissement sur la case o de son anneau.
azul-queens-garden-rules-elements-not-hexagons = Les éléments et les cases vides ne sont pas des hexagones quand on compare des hexagones qui se touchent.
azul-queens-garden-rules-elements-hexagons = Les éléments comptent comme des hexagones voisins sans rien en commun ; les cases vides ne sont pas des hexagones.
azul-queens-garden-rules-display-title = Les choix de ce bot : la zone d'offre
azul-queens-garden-rules-display = { $storage } La place dans l'entrepôt se vérifie après le choix de l'exemplaire d'un doublon. Les doublons se choisissent par emplacement, et les agrandissements disposés s'appellent L1, L2, … à nouveau à chaque manche. Quand le sac ne suffit pas, on y verse la tour avant de piocher. En fin de manche, ce qui reste de la pile en cours est traité comme la zone d'offre. Les agrandissements rendus vont sous la réserve, dont l'ordre est caché et sans importance.
azul-queens-garden-rules-duplicates = Tu peux prendre des types que ton entrepôt contient déjà.
azul-queens-garden-rules-no-duplicates = Tu ne peux pas prendre un type que ton entrepôt contient déjà.
azul-queens-garden-rules-rounds-title = Les choix de ce bot : les manches
azul-queens-garden-rules-rounds = Les objectifs des { $rounds } manches sont tirés au hasard pour chaque partie selon un modèle fixe de couleurs et de motifs, chaque couleur et chaque motif une fois, et sont publics dès le début. L'hôte peut choisir qui commence la manche 1 ; sinon c'est au hasard. Les places suivent l'ordre d'arrivée, et on joue à tour de rôle dans cet ordre. Qui ne peut que passer et n'a ni tuile ni agrandissement passe automatiquement. Les jokers ne peuvent pas être défaussés en passant. La face variante de la piste de score n'est pas proposée.
azul-queens-garden-rules-scoring-title = Les choix de ce bot : le score
azul-queens-garden-rules-scoring = En fin de manche, chaque hexagone qui correspond à un objectif rapporte la valeur de son motif, pour tous les joueurs à la fois. Un score ne descend jamais sous 0 : une déduction s'arrête là. { $limit } La partie finit par le décompte de la manche { $last }, puis l'entrepôt en un seul solde, puis les groupes : les couleurs d'abord (bleu, jaune, vert clair, vert foncé, mauve pâle, mauve foncé), puis les motifs de 1 à 6. Le motif 5 est la Plante et le motif 6 le Lys ; les noms des couleurs sont ceux du bot.
azul-queens-garden-rules-no-limit = Les scores n'ont pas de limite.
azul-queens-garden-rules-limit = Les scores s'arrêtent à { $limit } points.

## The pictures: words drawn on them (at most a line; names and numbers fill in).

azul-queens-garden-picture-points = { $score } pts
azul-queens-garden-tag-to-move = À JOUER
azul-queens-garden-tag-passed = A PASSÉ
azul-queens-garden-tag-first = 1er ★
azul-queens-garden-tag-now = EN COURS
azul-queens-garden-picture-storage = Entrepôt
azul-queens-garden-picture-storage-count = { $tiles }/{ $tile-slots } · agr. { $expansions }/{ $expansion-slots }
azul-queens-garden-picture-empty = vide
azul-queens-garden-picture-over = Partie terminée : scores finaux ci-dessous
azul-queens-garden-picture-to-move = Manche { $round }/{ $rounds } · à { $who } de jouer
azul-queens-garden-picture-discarding = Manche { $round }/{ $rounds } · à { $who } de jouer (défausses)
azul-queens-garden-picture-round-goals = M{ $round } : { $goals }
azul-queens-garden-picture-colour-goal = { $code } { $colour }
azul-queens-garden-picture-pattern-goal = { $value } { $name }
azul-queens-garden-picture-stack = pile, reste { $left }
azul-queens-garden-picture-face-up = face visible
azul-queens-garden-picture-face-down = face cachée
azul-queens-garden-picture-display-empty = La zone d'offre est vide.
azul-queens-garden-picture-no-stacks = aucune
azul-queens-garden-picture-next-stacks = Piles suivantes : { $stacks } · réserve { $supply }
azul-queens-garden-picture-bag = Sac { $bag } tuiles · tour { $tower }
azul-queens-garden-picture-score-name = { $who }
azul-queens-garden-picture-score-passed = {" "}· a passé
azul-queens-garden-picture-score-first = {" "}· 1er ★
azul-queens-garden-picture-score-started = {" "}· a commencé
azul-queens-garden-picture-choose = { $who } : choisis une case
azul-queens-garden-picture-choose-tile = { $who } : place { $tile }
azul-queens-garden-picture-choose-expansion = { $who } : agrandissement { $tile }
azul-queens-garden-picture-choose-area = { $who } : achète un agrandissement
azul-queens-garden-picture-hint-tile = Chaque numéro est un emplacement où { $tile } peut aller.
azul-queens-garden-picture-hint-expansion = Chaque numéro est l'endroit où peut tomber l'hexagone { $tile } de l'agrandissement ; son pavillon prend le centre de la zone.
azul-queens-garden-picture-hint-buy = Chaque numéro est une zone vide pour un agrandissement face cachée de la réserve (−{ $points } points).
azul-queens-garden-picture-hint-paying = Tu paies { $payment }.
azul-queens-garden-key-title = Dans les jardins
azul-queens-garden-key-fountain = fontaine
azul-queens-garden-key-statue = statue
azul-queens-garden-key-bench = banc
azul-queens-garden-key-pavilion = pavillon
azul-queens-garden-key-surrounded = entouré
azul-queens-garden-key-fountain-space = emplacement de la fontaine
azul-queens-garden-key-expansion-space = emplacement d'agrandissement
azul-queens-garden-key-no-expansion = pas encore d'agrandissement
azul-queens-garden-key-joker = joker
azul-queens-garden-key-expansion = agrandissement dans l'entrepôt

## The pictures' alt text: the position in words.

azul-queens-garden-alt-over = { azul-queens-garden-title }, partie terminée.
azul-queens-garden-alt-round = { azul-queens-garden-title }, manche { $round } sur { $rounds }, à { $who } de jouer.
azul-queens-garden-alt-started = { $who } a commencé cette manche.
azul-queens-garden-alt-goals = Objectifs de cette manche : { $goals }.
azul-queens-garden-alt-top = Le haut de la pile (T) a { $tiles } ; { $left ->
    [one] reste { $left } agrandissement
   *[other] restent { $left } agrandissements
} dans la pile.
azul-queens-garden-alt-top-empty = Le haut de la pile (T) n'a pas de tuile ; { $left ->
    [one] reste { $left } agrandissement
   *[other] restent { $left } agrandissements
} dans la pile.
azul-queens-garden-alt-laid-up = Disposé comme { $label } : { $expansion }, face visible.
azul-queens-garden-alt-laid-down = Disposé comme { $label }, face cachée : { $tiles }.
azul-queens-garden-alt-counts = Réserve { $supply ->
    [one] { $supply } agrandissement
   *[other] { $supply } agrandissements
}, sac { $bag ->
    [one] { $bag } tuile
   *[other] { $bag } tuiles
}, tour { $tower ->
    [one] { $tower } tuile
   *[other] { $tower } tuiles
}.
azul-queens-garden-alt-scores = Scores : { $scores }.
azul-queens-garden-alt-score = { $who } { $score }
azul-queens-garden-alt-score-passed = { $who } { $score } (a passé)
azul-queens-garden-alt-garden = { $who } : { $score ->
    [one] { $score } point
   *[other] { $score } points
}.
azul-queens-garden-alt-garden-passed = { $who } : { $score ->
    [one] { $score } point
   *[other] { $score } points
}, a passé.
azul-queens-garden-alt-cell = { $cell } { $tile }
azul-queens-garden-alt-fountain = Autour de la fontaine : { $cells }.
azul-queens-garden-alt-fountain-empty = Autour de la fontaine : rien pour l'instant.
azul-queens-garden-alt-area-up = La { $area } : { $expansion } face visible.
azul-queens-garden-alt-area-up-cells = La { $area } : { $expansion } face visible ; { $cells }.
azul-queens-garden-alt-area-down = La { $area } : un agrandissement face cachée.
azul-queens-garden-alt-area-down-cells = La { $area } : un agrandissement face cachée ; { $cells }.
azul-queens-garden-alt-surrounded = Entourés : { $elements }.
azul-queens-garden-alt-tiles = { $tile } ×{ $count }
azul-queens-garden-alt-storage = Entrepôt : { $pieces }.
azul-queens-garden-alt-storage-empty = Entrepôt : vide.
azul-queens-garden-alt-choices = { $who }, ton jardin avec les choix marqués : { $choices }.
azul-queens-garden-alt-choice = { $marker } sur { $cell }

## Marks and codes the pictures draw (short: they sit inside a hexagon).

azul-queens-garden-code-blue = Bl
azul-queens-garden-code-yellow = Ja
azul-queens-garden-code-lightgreen = VC
azul-queens-garden-code-darkgreen = VF
azul-queens-garden-code-lightpurple = MP
azul-queens-garden-code-darkpurple = MF
azul-queens-garden-mark-fountain = Fon
azul-queens-garden-mark-statue = Sta
azul-queens-garden-mark-bench = Banc
azul-queens-garden-mark-pavilion = Pav
azul-queens-garden-mark-expansion = AGR
azul-queens-garden-mark-joker = J

## Components: colours, patterns, tiles (a colour and a value) and expansions.

azul-queens-garden-component-blue = Bleu
azul-queens-garden-component-yellow = Jaune
azul-queens-garden-component-lightgreen = Vert clair
azul-queens-garden-component-darkgreen = Vert foncé
azul-queens-garden-component-lightpurple = Mauve pâle
azul-queens-garden-component-darkpurple = Mauve foncé
azul-queens-garden-component-p1 = Arbre
azul-queens-garden-component-p2 = Oiseau
azul-queens-garden-component-p3 = Papillons
azul-queens-garden-component-p4 = Fleur
azul-queens-garden-component-p5 = Plante
azul-queens-garden-component-p6 = Lys
azul-queens-garden-component-blue-1 = { azul-queens-garden-component-blue } 1
azul-queens-garden-component-blue-2 = { azul-queens-garden-component-blue } 2
azul-queens-garden-component-blue-3 = { azul-queens-garden-component-blue } 3
azul-queens-garden-component-blue-4 = { azul-queens-garden-component-blue } 4
azul-queens-garden-component-blue-5 = { azul-queens-garden-component-blue } 5
azul-queens-garden-component-blue-6 = { azul-queens-garden-component-blue } 6
azul-queens-garden-component-yellow-1 = { azul-queens-garden-component-yellow } 1
azul-queens-garden-component-yellow-2 = { azul-queens-garden-component-yellow } 2
azul-queens-garden-component-yellow-3 = { azul-queens-garden-component-yellow } 3
azul-queens-garden-component-yellow-4 = { azul-queens-garden-component-yellow } 4
azul-queens-garden-component-yellow-5 = { azul-queens-garden-component-yellow } 5
azul-queens-garden-component-yellow-6 = { azul-queens-garden-component-yellow } 6
azul-queens-garden-component-lightgreen-1 = { azul-queens-garden-component-lightgreen } 1
azul-queens-garden-component-lightgreen-2 = { azul-queens-garden-component-lightgreen } 2
azul-queens-garden-component-lightgreen-3 = { azul-queens-garden-component-lightgreen } 3
azul-queens-garden-component-lightgreen-4 = { azul-queens-garden-component-lightgreen } 4
azul-queens-garden-component-lightgreen-5 = { azul-queens-garden-component-lightgreen } 5
azul-queens-garden-component-lightgreen-6 = { azul-queens-garden-component-lightgreen } 6
azul-queens-garden-component-darkgreen-1 = { azul-queens-garden-component-darkgreen } 1
azul-queens-garden-component-darkgreen-2 = { azul-queens-garden-component-darkgreen } 2
azul-queens-garden-component-darkgreen-3 = { azul-queens-garden-component-darkgreen } 3
azul-queens-garden-component-darkgreen-4 = { azul-queens-garden-component-darkgreen } 4
azul-queens-garden-component-darkgreen-5 = { azul-queens-garden-component-darkgreen } 5
azul-queens-garden-component-darkgreen-6 = { azul-queens-garden-component-darkgreen } 6
azul-queens-garden-component-lightpurple-1 = { azul-queens-garden-component-lightpurple } 1
azul-queens-garden-component-lightpurple-2 = { azul-queens-garden-component-lightpurple } 2
azul-queens-garden-component-lightpurple-3 = { azul-queens-garden-component-lightpurple } 3
azul-queens-garden-component-lightpurple-4 = { azul-queens-garden-component-lightpurple } 4
azul-queens-garden-component-lightpurple-5 = { azul-queens-garden-component-lightpurple } 5
azul-queens-garden-component-lightpurple-6 = { azul-queens-garden-component-lightpurple } 6
azul-queens-garden-component-darkpurple-1 = { azul-queens-garden-component-darkpurple } 1
azul-queens-garden-component-darkpurple-2 = { azul-queens-garden-component-darkpurple } 2
azul-queens-garden-component-darkpurple-3 = { azul-queens-garden-component-darkpurple } 3
azul-queens-garden-component-darkpurple-4 = { azul-queens-garden-component-darkpurple } 4
azul-queens-garden-component-darkpurple-5 = { azul-queens-garden-component-darkpurple } 5
azul-queens-garden-component-darkpurple-6 = { azul-queens-garden-component-darkpurple } 6
azul-queens-garden-component-exp-blue-1 = l'agrandissement { azul-queens-garden-component-blue-1 }
azul-queens-garden-component-exp-blue-2 = l'agrandissement { azul-queens-garden-component-blue-2 }
azul-queens-garden-component-exp-blue-3 = l'agrandissement { azul-queens-garden-component-blue-3 }
azul-queens-garden-component-exp-blue-4 = l'agrandissement { azul-queens-garden-component-blue-4 }
azul-queens-garden-component-exp-blue-5 = l'agrandissement { azul-queens-garden-component-blue-5 }
azul-queens-garden-component-exp-blue-6 = l'agrandissement { azul-queens-garden-component-blue-6 }
azul-queens-garden-component-exp-yellow-1 = l'agrandissement { azul-queens-garden-component-yellow-1 }
azul-queens-garden-component-exp-yellow-2 = l'agrandissement { azul-queens-garden-component-yellow-2 }
azul-queens-garden-component-exp-yellow-3 = l'agrandissement { azul-queens-garden-component-yellow-3 }
azul-queens-garden-component-exp-yellow-4 = l'agrandissement { azul-queens-garden-component-yellow-4 }
azul-queens-garden-component-exp-yellow-5 = l'agrandissement { azul-queens-garden-component-yellow-5 }
azul-queens-garden-component-exp-yellow-6 = l'agrandissement { azul-queens-garden-component-yellow-6 }
azul-queens-garden-component-exp-lightgreen-1 = l'agrandissement { azul-queens-garden-component-lightgreen-1 }
azul-queens-garden-component-exp-lightgreen-2 = l'agrandissement { azul-queens-garden-component-lightgreen-2 }
azul-queens-garden-component-exp-lightgreen-3 = l'agrandissement { azul-queens-garden-component-lightgreen-3 }
azul-queens-garden-component-exp-lightgreen-4 = l'agrandissement { azul-queens-garden-component-lightgreen-4 }
azul-queens-garden-component-exp-lightgreen-5 = l'agrandissement { azul-queens-garden-component-lightgreen-5 }
azul-queens-garden-component-exp-lightgreen-6 = l'agrandissement { azul-queens-garden-component-lightgreen-6 }
azul-queens-garden-component-exp-darkgreen-1 = l'agrandissement { azul-queens-garden-component-darkgreen-1 }
azul-queens-garden-component-exp-darkgreen-2 = l'agrandissement { azul-queens-garden-component-darkgreen-2 }
azul-queens-garden-component-exp-darkgreen-3 = l'agrandissement { azul-queens-garden-component-darkgreen-3 }
azul-queens-garden-component-exp-darkgreen-4 = l'agrandissement { azul-queens-garden-component-darkgreen-4 }
azul-queens-garden-component-exp-darkgreen-5 = l'agrandissement { azul-queens-garden-component-darkgreen-5 }
azul-queens-garden-component-exp-darkgreen-6 = l'agrandissement { azul-queens-garden-component-darkgreen-6 }
azul-queens-garden-component-exp-lightpurple-1 = l'agrandissement { azul-queens-garden-component-lightpurple-1 }
azul-queens-garden-component-exp-lightpurple-2 = l'agrandissement { azul-queens-garden-component-lightpurple-2 }
azul-queens-garden-component-exp-lightpurple-3 = l'agrandissement { azul-queens-garden-component-lightpurple-3 }
azul-queens-garden-component-exp-lightpurple-4 = l'agrandissement { azul-queens-garden-component-lightpurple-4 }
azul-queens-garden-component-exp-lightpurple-5 = l'agrandissement { azul-queens-garden-component-lightpurple-5 }
azul-queens-garden-component-exp-lightpurple-6 = l'agrandissement { azul-queens-garden-component-lightpurple-6 }
azul-queens-garden-component-exp-darkpurple-1 = l'agrandissement { azul-queens-garden-component-darkpurple-1 }
azul-queens-garden-component-exp-darkpurple-2 = l'agrandissement { azul-queens-garden-component-darkpurple-2 }
azul-queens-garden-component-exp-darkpurple-3 = l'agrandissement { azul-queens-garden-component-darkpurple-3 }
azul-queens-garden-component-exp-darkpurple-4 = l'agrandissement { azul-queens-garden-component-darkpurple-4 }
azul-queens-garden-component-exp-darkpurple-5 = l'agrandissement { azul-queens-garden-component-darkpurple-5 }
azul-queens-garden-component-exp-darkpurple-6 = l'agrandissement { azul-queens-garden-component-darkpurple-6 }

## Crédits, options de table et refus au lancement (/game rules, /game new options :)
azul-queens-garden-credits = { $title }, de { $designer }, illustré par { $illustrator } ; publié par { $publishers } (© { $year }).
azul-queens-garden-option-start = Qui commence la 1re manche : un numéro de place, ou random
azul-queens-garden-option-start-short = Premier joueur de la 1re manche
azul-queens-garden-setup-start = Le premier joueur doit être une place de 1 à { $players }, ou random.
