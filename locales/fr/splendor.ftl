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

## Composants
## Couleurs, cartes et nobles par ce qu'ils sont : les joueurs ne voient jamais les id des
## données. Une carte porte son article indéfini (« une carte rouge à 2 points (niveau 2,
## coût 3W 5K) »), un noble aucun (« noble qui exige 4W 4U ») : les phrases l'ajoutent.
## Les couleurs des jetons sont les pierres, en apposition (« 2 jetons rubis »).

-splendor-card = une carte { $bonus ->
        [white] blanche
        [blue] bleue
        [green] verte
        [red] rouge
       *[black] noire
    }{ $points ->
        [0] {""}
        [one] {" "}à { $points } point
       *[other] {" "}à { $points } points
    } (niveau { $tier }, coût { $cost })
-splendor-noble = noble qui exige { $need }

splendor-component-white = diamant
splendor-component-blue = saphir
splendor-component-green = émeraude
splendor-component-red = rubis
splendor-component-black = onyx
splendor-component-gold = or
splendor-component-1-w-01 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "3W 1U 1K") }
splendor-component-1-w-02 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "3U") }
splendor-component-1-w-03 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "2U 2G 1K") }
splendor-component-1-w-04 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "2U 2K") }
splendor-component-1-w-05 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "1U 2G 1R 1K") }
splendor-component-1-w-06 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "1U 1G 1R 1K") }
splendor-component-1-w-07 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "2R 1K") }
splendor-component-1-w-08 = { -splendor-card(tier: 1, points: 1, bonus: "white", cost: "4G") }
splendor-component-1-u-01 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "1W 2G 2R") }
splendor-component-1-u-02 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "1W 1G 2R 1K") }
splendor-component-1-u-03 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "1W 1G 1R 1K") }
splendor-component-1-u-04 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "1W 2K") }
splendor-component-1-u-05 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "1U 3G 1R") }
splendor-component-1-u-06 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "2G 2K") }
splendor-component-1-u-07 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "3K") }
splendor-component-1-u-08 = { -splendor-card(tier: 1, points: 1, bonus: "blue", cost: "4R") }
splendor-component-1-g-01 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "2W 1U") }
splendor-component-1-g-02 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "1W 3U 1G") }
splendor-component-1-g-03 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "1W 1U 1R 2K") }
splendor-component-1-g-04 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "1W 1U 1R 1K") }
splendor-component-1-g-05 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "2U 2R") }
splendor-component-1-g-06 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "1U 2R 2K") }
splendor-component-1-g-07 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "3R") }
splendor-component-1-g-08 = { -splendor-card(tier: 1, points: 1, bonus: "green", cost: "4K") }
splendor-component-1-r-01 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "3W") }
splendor-component-1-r-02 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "2W 1U 1G 1K") }
splendor-component-1-r-03 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "2W 1G 2K") }
splendor-component-1-r-04 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "2W 2R") }
splendor-component-1-r-05 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "1W 1U 1G 1K") }
splendor-component-1-r-06 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "1W 1R 3K") }
splendor-component-1-r-07 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "2U 1G") }
splendor-component-1-r-08 = { -splendor-card(tier: 1, points: 1, bonus: "red", cost: "4W") }
splendor-component-1-k-01 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "2W 2U 1R") }
splendor-component-1-k-02 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "2W 2G") }
splendor-component-1-k-03 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "1W 2U 1G 1R") }
splendor-component-1-k-04 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "1W 1U 1G 1R") }
splendor-component-1-k-05 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "3G") }
splendor-component-1-k-06 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "2G 1R") }
splendor-component-1-k-07 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "1G 3R 1K") }
splendor-component-1-k-08 = { -splendor-card(tier: 1, points: 1, bonus: "black", cost: "4U") }
splendor-component-2-w-01 = { -splendor-card(tier: 2, points: 1, bonus: "white", cost: "2W 3U 3R") }
splendor-component-2-w-02 = { -splendor-card(tier: 2, points: 1, bonus: "white", cost: "3G 2R 2K") }
splendor-component-2-w-03 = { -splendor-card(tier: 2, points: 2, bonus: "white", cost: "1G 4R 2K") }
splendor-component-2-w-04 = { -splendor-card(tier: 2, points: 2, bonus: "white", cost: "5R 3K") }
splendor-component-2-w-05 = { -splendor-card(tier: 2, points: 2, bonus: "white", cost: "5R") }
splendor-component-2-w-06 = { -splendor-card(tier: 2, points: 3, bonus: "white", cost: "6W") }
splendor-component-2-u-01 = { -splendor-card(tier: 2, points: 1, bonus: "blue", cost: "2U 3G 3K") }
splendor-component-2-u-02 = { -splendor-card(tier: 2, points: 1, bonus: "blue", cost: "2U 2G 3R") }
splendor-component-2-u-03 = { -splendor-card(tier: 2, points: 2, bonus: "blue", cost: "5W 3U") }
splendor-component-2-u-04 = { -splendor-card(tier: 2, points: 2, bonus: "blue", cost: "2W 1R 4K") }
splendor-component-2-u-05 = { -splendor-card(tier: 2, points: 2, bonus: "blue", cost: "5U") }
splendor-component-2-u-06 = { -splendor-card(tier: 2, points: 3, bonus: "blue", cost: "6U") }
splendor-component-2-g-01 = { -splendor-card(tier: 2, points: 1, bonus: "green", cost: "3W 2G 3R") }
splendor-component-2-g-02 = { -splendor-card(tier: 2, points: 1, bonus: "green", cost: "2W 3U 2K") }
splendor-component-2-g-03 = { -splendor-card(tier: 2, points: 2, bonus: "green", cost: "4W 2U 1K") }
splendor-component-2-g-04 = { -splendor-card(tier: 2, points: 2, bonus: "green", cost: "5U 3G") }
splendor-component-2-g-05 = { -splendor-card(tier: 2, points: 2, bonus: "green", cost: "5G") }
splendor-component-2-g-06 = { -splendor-card(tier: 2, points: 3, bonus: "green", cost: "6G") }
splendor-component-2-r-01 = { -splendor-card(tier: 2, points: 1, bonus: "red", cost: "2W 2R 3K") }
splendor-component-2-r-02 = { -splendor-card(tier: 2, points: 1, bonus: "red", cost: "3U 2R 3K") }
splendor-component-2-r-03 = { -splendor-card(tier: 2, points: 2, bonus: "red", cost: "3W 5K") }
splendor-component-2-r-04 = { -splendor-card(tier: 2, points: 2, bonus: "red", cost: "1W 4U 2G") }
splendor-component-2-r-05 = { -splendor-card(tier: 2, points: 2, bonus: "red", cost: "5K") }
splendor-component-2-r-06 = { -splendor-card(tier: 2, points: 3, bonus: "red", cost: "6R") }
splendor-component-2-k-01 = { -splendor-card(tier: 2, points: 1, bonus: "black", cost: "3W 2U 2G") }
splendor-component-2-k-02 = { -splendor-card(tier: 2, points: 1, bonus: "black", cost: "3W 3G 2K") }
splendor-component-2-k-03 = { -splendor-card(tier: 2, points: 2, bonus: "black", cost: "5W") }
splendor-component-2-k-04 = { -splendor-card(tier: 2, points: 2, bonus: "black", cost: "1U 4G 2R") }
splendor-component-2-k-05 = { -splendor-card(tier: 2, points: 2, bonus: "black", cost: "5G 3R") }
splendor-component-2-k-06 = { -splendor-card(tier: 2, points: 3, bonus: "black", cost: "6K") }
splendor-component-3-w-01 = { -splendor-card(tier: 3, points: 3, bonus: "white", cost: "3U 3G 5R 3K") }
splendor-component-3-w-02 = { -splendor-card(tier: 3, points: 4, bonus: "white", cost: "3W 3R 6K") }
splendor-component-3-w-03 = { -splendor-card(tier: 3, points: 4, bonus: "white", cost: "7K") }
splendor-component-3-w-04 = { -splendor-card(tier: 3, points: 5, bonus: "white", cost: "3W 7K") }
splendor-component-3-u-01 = { -splendor-card(tier: 3, points: 3, bonus: "blue", cost: "3W 3G 3R 5K") }
splendor-component-3-u-02 = { -splendor-card(tier: 3, points: 4, bonus: "blue", cost: "7W") }
splendor-component-3-u-03 = { -splendor-card(tier: 3, points: 4, bonus: "blue", cost: "6W 3U 3K") }
splendor-component-3-u-04 = { -splendor-card(tier: 3, points: 5, bonus: "blue", cost: "7W 3U") }
splendor-component-3-g-01 = { -splendor-card(tier: 3, points: 3, bonus: "green", cost: "5W 3U 3R 3K") }
splendor-component-3-g-02 = { -splendor-card(tier: 3, points: 4, bonus: "green", cost: "3W 6U 3G") }
splendor-component-3-g-03 = { -splendor-card(tier: 3, points: 4, bonus: "green", cost: "7U") }
splendor-component-3-g-04 = { -splendor-card(tier: 3, points: 5, bonus: "green", cost: "7U 3G") }
splendor-component-3-r-01 = { -splendor-card(tier: 3, points: 3, bonus: "red", cost: "3W 5U 3G 3K") }
splendor-component-3-r-02 = { -splendor-card(tier: 3, points: 4, bonus: "red", cost: "3U 6G 3R") }
splendor-component-3-r-03 = { -splendor-card(tier: 3, points: 4, bonus: "red", cost: "7G") }
splendor-component-3-r-04 = { -splendor-card(tier: 3, points: 5, bonus: "red", cost: "7G 3R") }
splendor-component-3-k-01 = { -splendor-card(tier: 3, points: 3, bonus: "black", cost: "3W 3U 5G 3R") }
splendor-component-3-k-02 = { -splendor-card(tier: 3, points: 4, bonus: "black", cost: "3G 6R 3K") }
splendor-component-3-k-03 = { -splendor-card(tier: 3, points: 4, bonus: "black", cost: "7R") }
splendor-component-3-k-04 = { -splendor-card(tier: 3, points: 5, bonus: "black", cost: "7R 3K") }
splendor-component-n-wu = { -splendor-noble(need: "4W 4U") }
splendor-component-n-ug = { -splendor-noble(need: "4U 4G") }
splendor-component-n-gr = { -splendor-noble(need: "4G 4R") }
splendor-component-n-rk = { -splendor-noble(need: "4R 4K") }
splendor-component-n-kw = { -splendor-noble(need: "4W 4K") }
splendor-component-n-wug = { -splendor-noble(need: "3W 3U 3G") }
splendor-component-n-ugr = { -splendor-noble(need: "3U 3G 3R") }
splendor-component-n-grk = { -splendor-noble(need: "3G 3R 3K") }
splendor-component-n-rkw = { -splendor-noble(need: "3W 3R 3K") }
splendor-component-n-kwu = { -splendor-noble(need: "3W 3U 3K") }

## Cartes, couleurs et quantités dans les étiquettes

splendor-card-short = N{ $tier } · { $points ->
    [0] { $bonus }
   *[other] { $points }★ { $bonus }
}
splendor-card-label = N{ $tier } · { $points ->
    [0] { $bonus }
   *[other] { $points }★ { $bonus }
} · coûte { $cost }
splendor-colour-title = { $colour ->
    [white] Diamant
    [blue] Saphir
    [green] Émeraude
    [red] Rubis
    [black] Onyx
   *[gold] Or
}
splendor-amount = { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
} { $colour }
splendor-amounts = { $amounts }
splendor-nothing = rien
splendor-pay-gems = { $gems }
splendor-pay-gold = { $gold } or
splendor-pay-gems-gold = { $gems } + { $gold } or
splendor-the-noble = le { $noble }

## Événements

splendor-game-begins = Une partie de Splendor à { $players } joueurs commence ; { $who } ouvre le jeu.
splendor-passes-stuck = { $who } n'a aucune action possible et passe.
splendor-passes = { $who } passe.
splendor-nobles-could-visit = { $count } nobles pourraient rendre visite à { $who }, qui choisit entre { $nobles }.
splendor-noble-visits = Le { $noble } rend visite à { $who } (+{ $points } prestige).
splendor-reached-at-round-end = { $who } a atteint { $points } points de prestige à la fin du tour de table.
splendor-reached = { $who } a atteint { $points } points de prestige : la partie se termine après le tour de { $last }.
splendor-game-over = La partie est terminée : { $reason }.
splendor-reason-prestige = le tour de table où un joueur a atteint { $prestige } points de prestige est terminé
splendor-reason-deadlock = personne n'a pu jouer pendant { $turns } tours d'affilée
splendor-reason-round-cap = le tour de table { $rounds } est terminé, le dernier que le bot autorise
splendor-refilled = L'emplacement { $slot } reçoit { $card }.
splendor-deck-empty-slot = La pioche de niveau { $tier } est vide, donc l'emplacement { $slot } reste vide.
splendor-row-closes-refilled = La rangée de niveau { $tier } se décale vers la gauche ; l'emplacement { $slot } reçoit { $card }.
splendor-row-closes-empty = La rangée de niveau { $tier } se décale vers la gauche ; la pioche de niveau { $tier } est vide, donc { $slot } reste vide.
splendor-must-return = { $who } a { $held } jetons et doit en rendre { $count }.
splendor-took-same = { $who } a pris { $count } jetons { $colour }.
splendor-took = { $who } a pris { $count ->
    [one] un jeton : { $gems }
   *[other] un jeton de chaque couleur : { $gems }
}.
splendor-reserved-slot = { $who } a réservé { $card } à l'emplacement { $slot } et a pris { $gold } or.
splendor-reserved-slot-no-gold = { $who } a réservé { $card } à l'emplacement { $slot } ; la pile d'or est vide, donc pas d'or.
splendor-reserved-deck = { $who } a réservé une carte face cachée de la pioche de niveau { $tier } et a pris { $gold } or.
splendor-reserved-deck-no-gold = { $who } a réservé une carte face cachée de la pioche de niveau { $tier } ; la pile d'or est vide, donc pas d'or.
splendor-paying = en payant { $amounts }
splendor-for-free = gratuitement
splendor-bought-slot = { $who } a acheté { $card } à l'emplacement { $slot }, { $paid }.
splendor-bought-hand = { $who } a acheté { $card } parmi ses cartes réservées, { $paid }.
splendor-bought-hand-blind = { $who } a acheté { $card } parmi ses cartes réservées (réservée face cachée), { $paid }.
splendor-returned = { $who } a rendu { $amounts }.
splendor-you-drew = Tu as pioché { $card } ; elle n'est visible que pour toi.

## La ligne « Dernier coup » du plateau (après le nom du joueur)

splendor-last-took = a pris { $tokens }
splendor-last-reserved = a réservé { $card } en { $slot }
splendor-last-reserved-deck = a réservé une carte face cachée de la pioche de niveau { $tier }
splendor-last-bought = a acheté { $card } en { $slot }
splendor-last-bought-hand = a acheté { $card } de sa main
splendor-last-passed = a passé
splendor-last-returned = a rendu { $tokens }
splendor-last-then = { $first }, puis { $then }
splendor-last-noble = a choisi le { $noble }

## Demandes

splendor-prompt-over = La partie est terminée.
splendor-waiting-return = En attente de { $who }, qui doit rendre { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
}.
splendor-waiting-noble = En attente de { $who }, qui choisit le noble qui lui rend visite.
splendor-waiting-turn = En attente du tour de { $who }.
splendor-prompt-return = Tu as { $held } jetons ; rends-en exactement { $count } pour revenir à { $limit }.
splendor-prompt-noble = Plusieurs nobles veulent te rendre visite ; choisis { $nobles }.
splendor-prompt-turn = À toi de jouer : prends des jetons, réserve une carte ou achète une carte. Tu as { $held ->
    [one] { $held } jeton
   *[other] { $held } jetons
} et { $reserved } cartes réservées sur { $max }.
splendor-prompt-turn-limit = À toi de jouer : prends des jetons, réserve une carte ou achète une carte. Tu as { $held ->
    [one] { $held } jeton
   *[other] { $held } jetons
} et { $reserved } cartes réservées sur { $max }. La limite est de { $limit } : { $notes }.
splendor-note-taking = en prenant { $gems } jetons, tu en auras { $held } et devras en rendre { $count }
splendor-note-reserving = en réservant, tu auras { $held } jetons et devras en rendre { $count }
splendor-two-notes = { $first } ; { $second }

## Étiquettes des coups et étapes des menus

splendor-step-take-different = { $count ->
    [one] Prendre 1 jeton
   *[other] Prendre { $count } jetons de couleurs différentes
}
splendor-step-take-same = Prendre { $count } jetons de la même couleur
splendor-step-then-return = { $step } · puis en rendre { $count }
splendor-label-then-return = { $label } (tu auras { $held } jetons et devras en rendre { $count })
splendor-label-take = Prendre { $gems }
splendor-label-take-same = Prendre { $count } jetons { $colour }
splendor-choice-dot = { $first } · { $rest }
splendor-choice-plus = { $first } + { $rest }
splendor-choice-colour-times = { $colour } ×{ $count }
splendor-step-reserve = Réserver
splendor-step-level-market = Cartes visibles de niveau { $tier }
splendor-step-from-deck = Dans une pioche
splendor-step-level-deck = Pioche de niveau { $tier } (face cachée)
splendor-label-reserve-slot = Réserver { $slot } : { $card }
splendor-label-reserve-deck = Réserver la première carte de la pioche de niveau { $tier } (face cachée)
splendor-step-buy = Acheter
splendor-step-from-market = Parmi les cartes visibles
splendor-step-from-hand = Dans ta main
splendor-step-auto-pay = Paiement auto : { $amount }
splendor-step-pay = Payer : { $amount }
splendor-step-using-gold = Avec { $gold } or
splendor-place-slot = { $slot }
splendor-place-reserved = réservée { $number }
splendor-label-buy-pay = Acheter { $where } : { $card } · payer { $amount }
splendor-label-buy-free = Acheter { $where } : { $card } · gratuit
splendor-step-card-pay = { $card } · payer { $amount }
splendor-step-card-free = { $card } · gratuit
splendor-label-buy-auto = Acheter { $where } : { $card } · auto : { $amount }
splendor-step-return = Rendre des jetons
splendor-step-return-first = { $colour } + …
splendor-label-return = Rendre { $tokens }
splendor-step-noble = Choisir un noble
splendor-choice-noble = Exige { $need } · { $points }★
splendor-label-noble = Choisir le { $noble } (+{ $points } prestige)
splendor-label-pass = Passer (aucune action ce tour-ci)
splendor-step-pass = Passer

## Refus

splendor-no-noble-needs = Aucun noble n'exige { $need } ; désigne-le comme son étiquette l'affiche, par ex. 'noble 4W 4U'.
splendor-reserved-needs-game = 'buy reserved { $number }' désigne une de tes cartes réservées, il faut donc la partie où tu joues.
splendor-no-reserved-card = Tu as { $held ->
    [one] { $held } carte réservée
   *[other] { $held } cartes réservées
}, il n'y a donc pas de carte réservée { $number }.
splendor-no-return-due = Tu as { $held } jetons ; on ne rend des jetons que lorsqu'un tour se termine au-dessus de { $limit }.
splendor-no-noble-pending = Aucun choix de noble n'est en attente ; les nobles rendent visite à la fin d'un tour.
splendor-pass-not-allowed = Tu ne peux passer que si aucune autre action n'est possible, et tu as des actions possibles.
splendor-no-gold-take = L'or ne se prend jamais avec l'action de prendre des jetons ; tu n'en gagnes qu'en réservant une carte.
splendor-pile-too-small = La pile { $colour } a { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
} ; pour en prendre { $take }, il en faut au moins { $pile }.
splendor-pile-empty = La pile { $colour } est vide.
splendor-cannot-take-different = Avec { $colours ->
    [one] { $colours } couleur
   *[other] { $colours } couleurs
} dans la réserve, tu ne peux pas prendre de jetons de couleurs différentes : il en faut { $needed }.
splendor-must-take-exactly = Avec { $colours ->
    [one] { $colours } couleur
   *[other] { $colours } couleurs
} dans la réserve, tu dois prendre exactement { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons de couleurs différentes
}.
splendor-must-take-up-to = Avec { $colours ->
    [one] { $colours } couleur
   *[other] { $colours } couleurs
} dans la réserve, tu dois prendre de 1 à { $count } jetons de couleurs différentes.
splendor-reserve-limit = Tu as déjà { $held } cartes réservées ; la limite est de { $limit }.
splendor-slot-empty = L'emplacement { $slot } est vide.
splendor-deck-empty = La pioche de niveau { $tier } est vide.
splendor-need-more = Il te faut encore { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
} { $colour } ou de l'or pour acheter { $card }.
splendor-short-for = Il te manque { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
} pour { $card } ({ $gaps }) et tu as { $gold } or, il t'en faut donc { $missing } de plus.
splendor-card-in-market = Cette carte ({ $card }) est visible ; achète-la par son emplacement : 'buy { $slot }'.
splendor-not-in-hand = Cette carte n'est pas une de tes cartes réservées ; tu ne peux acheter que les cartes visibles et tes propres cartes réservées.
splendor-colour-not-due = Cette carte ne demande pas de { $colour }, et les jetons d'une couleur n'en paient jamais une autre.
splendor-pay-too-much = Cette carte ne demande que { $due } { $colour }, tu ne peux donc pas en payer { $pay }.
splendor-hold-only = Tu n'as que { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
} { $colour }.
splendor-gold-too-much = Tu paies ainsi { $gold } or de plus que dû ; l'or ne couvre que ce que les pierres laissent à payer.
splendor-payment-short = Ce paiement laisse { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
} à payer ; l'or doit couvrir exactement le reste.
splendor-automatic-payment = C'est le paiement automatique ; envoie `{ $move }` sans `pay`.
splendor-return-first = Rends d'abord { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
} : tu en as { $held } et la limite est de { $limit }.
splendor-return-exactly = Tu dois rendre exactement { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
}, pas { $given } : tu en as { $held } et la limite est de { $limit }.
splendor-return-too-many = Tu n'as que { $have } { $colour }, tu ne peux donc pas en rendre { $count }.
splendor-noble-first = Choisis d'abord le noble qui te rend visite : { $nobles }.
splendor-noble-not-offered = Le { $noble } ne fait pas partie des choix possibles ; choisis { $nobles }.

## Coups tapés qui ne sont pas des coups de Splendor (la notation reste en anglais)

splendor-bad-colour = `{ $word }` n'est pas une couleur de jeton ; utilise `W`, `U`, `G`, `R`, `K` (ou `*` pour l'or).
splendor-bad-slot = `{ $word }` n'est pas un emplacement ; les emplacements vont de { $first } à { $last }.
splendor-bad-deck = `{ $word }` n'est pas une pioche ; les pioches vont de { $first } à { $last }.
splendor-bad-card = Aucune carte ne s'appelle `{ $word }` ; achète une carte réservée avec `buy reserved 1`.
splendor-bad-amount = `{ $word }` n'est pas une quantité ; écris la lettre d'une couleur et un nombre, comme dans `{ $verb } U1 R2 *1`.
splendor-bad-colour-twice = Indique chaque couleur une seule fois dans `{ $verb }`, par ex. `{ $verb } U2 *1`.
splendor-bad-empty-payment = Un paiement indique au moins un jeton, comme dans '{ $verb } U1 R2 *1'.
splendor-bad-take-nothing = Indique les jetons à prendre, par ex. 'take W U G' ou 'take R R'.
splendor-bad-take-too-many = Prends au plus { $count } jetons : 'take W U G', ou 'take R R' pour deux de la même couleur.
splendor-bad-take-mix = Prends des couleurs différentes ('take W U G') ou deux jetons de la même couleur ('take R R'), pas un mélange.
splendor-bad-reserve-one = Une réservation désigne un seul emplacement ou une pioche, par ex. 'reserve T2-3' ou 'reserve D1'.
splendor-bad-reserve-card = Réserve par emplacement ('reserve T2-3') ou par pioche ('reserve D2').
splendor-bad-reserve-target = `{ $word }` n'est ni un emplacement (`T2-3`) ni une pioche (`D1`).
splendor-bad-buy-nothing = Indique la carte à acheter : un emplacement ('buy T2-3') ou une de tes cartes réservées ('buy reserved 1').
splendor-bad-buy-rest = Après la carte, seul un paiement peut suivre, comme dans 'buy T2-3 pay U1 R2 *1'.
splendor-bad-buy-deck = Les cartes d'une pioche ne s'achètent pas ; réserve d'abord la première carte.
splendor-bad-buy-target = `{ $word }` n'est ni un emplacement (`T2-3`) ni une de tes cartes réservées (`buy reserved 1`).
splendor-bad-return-nothing = Indique les jetons à rendre, une lettre par jeton, par ex. 'return R K'.
splendor-bad-return-token = `{ $word }` n'est pas un jeton ; écris une lettre par jeton, comme dans `return W W`.
splendor-bad-return-none = Rends au moins un jeton, par ex. 'return R'.
splendor-bad-noble = Désigne un noble par ce qu'il exige, par ex. 'noble 4W 4U'.
splendor-bad-noble-id = Aucun noble ne s'appelle `{ $word }` ; désigne-le par ce qu'il exige, par ex. `noble 4W 4U`.
splendor-bad-not-text = Un coup est un texte, comme 'take W U G', 'take R R', 'reserve T2-3', 'reserve D1', 'buy T1-4' ou 'noble 4W 4U'.
splendor-bad-empty = Tape un coup, comme 'take W U G', 'take R R', 'reserve T2-3', 'reserve D1', 'buy T1-4' ou 'noble 4W 4U'.
splendor-bad-pass = Rien ne suit 'pass'.
splendor-bad-verb = `{ $word }` n'est pas un coup de Splendor ; les coups commencent par `take`, `reserve`, `buy`, `return` ou `noble`.

## Résultats

splendor-nobody-won = Personne n'a gagné.
splendor-wins = { $who } gagne avec { $score } points de prestige.
splendor-share-victory = { $names } se partagent la victoire avec { $score } points de prestige.
splendor-share-victory-cards = { $names } se partagent la victoire avec { $score } points de prestige et { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} chacun.
splendor-wins-fewer-cards = { $tied } ont { $count ->
    [2] tous les deux
   *[other] tous
} { $score } points ; { $who } gagne avec moins de cartes ({ $cards } contre { $others }).
splendor-end-deadlock = Plus personne ne pouvait jouer, la partie s'est donc arrêtée. { $winner }
splendor-end-round-cap = La partie s'est arrêtée après le tour de table { $rounds }, le dernier que le bot autorise. { $winner }
splendor-detail-reserved = Cartes réservées de { $who } : { $cards }.
splendor-detail-no-reserved = Cartes réservées de { $who } : aucune.
splendor-reserved-open = { $card }
splendor-reserved-blind = { $card } (face cachée)
splendor-hidden-card = une carte de niveau { $tier }
splendor-breakdown-cards = prestige des cartes
splendor-breakdown-nobles = prestige des nobles
splendor-breakdown-purchased = cartes achetées (le moins départage)

## Règles (/game rules) : les nombres viennent des données

splendor-rules-title-aim = Le but
splendor-rules-title-turn = Un tour
splendor-rules-title-letters = Lettres et symboles
splendor-rules-title-own = Les choix de ce bot
splendor-rules-title-typing = Taper les coups
splendor-rules-aim = Achète des cartes Développement et attire les nobles pour gagner des points de prestige (★). Quand quelqu'un finit un tour avec { $prestige } ou plus, on termine le tour de table pour que chacun ait joué autant de tours ; puis le plus de prestige l'emporte, et en cas d'égalité, le joueur qui a acheté le moins de cartes.
splendor-rules-aim-no-tiebreak = Achète des cartes Développement et attire les nobles pour gagner des points de prestige (★). Quand quelqu'un finit un tour avec { $prestige } ou plus, on termine le tour de table pour que chacun ait joué autant de tours ; puis le plus de prestige l'emporte.
splendor-rules-turn = Fais une de ces actions : prendre { $distinct } jetons de couleurs différentes ; prendre { $same } jetons de la même couleur dans une pile qui en a au moins { $pile } ; réserver une carte visible ou la première d'une pioche (sans la montrer), en gagnant { $gold } or, avec au plus { $reserved } cartes réservées à la fois ; ou acheter une carte visible ou une de tes cartes réservées. Chaque carte que tu possèdes est un bonus permanent de sa couleur : 1 de moins à payer de cette couleur pour toujours. Termine ton tour avec au plus { $limit } jetons (rends le reste). Un noble dont tes bonus satisfont les exigences te rend alors visite : +{ $noble }, un par tour, à ton choix si plusieurs le pourraient.
splendor-rules-letters = W blanc (diamant), U bleu (saphir), G vert (émeraude), R rouge (rubis), K noir (onyx), * or, qui remplace n'importe quelle couleur. ★ est le prestige. 'N2 · 2★ rubis · coûte 3W 5K' est une carte de niveau 2 qui vaut 2, donne un bonus rouge et coûte 3 blancs et 5 noirs. T2-3 est un emplacement : rangée du niveau 2, troisième depuis la gauche ; D1 à D3 sont les pioches. Un noble qui 'exige 4W 4U' veut des bonus (des cartes), pas des jetons.
splendor-rules-fewer-exactly = Quand il reste moins de { $distinct } couleurs, tu prends exactement un jeton de chaque couleur restante.
splendor-rules-fewer-up-to = Quand il reste moins de { $distinct } couleurs, tu prends un jeton d'autant de ces couleurs que tu veux.
splendor-rules-fewer-never = Les jetons de couleurs différentes ne se prennent que tant qu'il reste { $distinct } couleurs.
splendor-rules-pay-gems-first = paie d'abord avec tes pierres et n'utilise l'or que pour ce qu'elles laissent à payer
splendor-rules-pay-gold-first = dépense d'abord ton or, puis tes pierres
splendor-rules-refill-same-slot = Une carte prise parmi les cartes visibles est remplacée au même emplacement.
splendor-rules-refill-close-up = Quand une carte quitte les cartes visibles, sa rangée se décale vers la gauche et la nouvelle carte arrive au dernier emplacement.
splendor-rules-reserves-public = Les cartes réservées parmi les cartes visibles restent visibles de tous ; celles réservées dans une pioche ne montrent que leur niveau.
splendor-rules-reserves-hidden = Les cartes réservées ne montrent que leur niveau aux autres joueurs.
splendor-rules-pass-automatic = Un joueur qui ne peut rien faire passe automatiquement
splendor-rules-pass-automatic-anytime = Un joueur qui ne peut rien faire passe automatiquement, et chacun peut passer à son tour
splendor-rules-pass-manual = Un joueur qui ne peut rien faire doit passer
splendor-rules-pass-manual-anytime = Un joueur qui ne peut rien faire doit passer, et chacun peut passer à son tour
splendor-rules-deadlock-every = tous les joueurs
splendor-rules-deadlock-count = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
splendor-rules-reveal = Les cartes réservées face cachée sont montrées à tous à la fin.
splendor-rules-no-reveal = Les cartes réservées face cachée restent secrètes à la fin.
splendor-rules-below-by-cards = Sous le gagnant, les joueurs sont classés par prestige, puis par le moins de cartes.
splendor-rules-below-share = Sous le gagnant, les joueurs à égalité de prestige partagent la place.
splendor-rules-own = Les places sont tirées au hasard et la première place commence. { $fewer } 'buy' { $payment }, sauf si tu choisis un autre paiement. { $refill } { $shown } { $passing }. La partie s'arrête si { $deadlock } d'affilée ont dû passer sans qu'un noble arrive, ou après le tour de table { $rounds }. { $reveal } { $below } Pas d'annulation : une action est définitive dès que tu la choisis.
splendor-rules-typing = Appuie sur Jouer sur le plateau, ou tape : 'take W U G', 'take R R', 'reserve T2-3', 'reserve D1', 'buy T2-3', 'buy reserved 1', 'return R K', 'noble 4W 4U'. Un autre paiement : 'buy T2-3 pay U1 R2 *1'. Les mots des boutons marchent aussi, dans toutes les langues ('take Rubis ×2', 'buy T2-3 Payer : 1U + 1 or').

## Images : les mots dessinés sur le plateau, les images de choix et de la main, et leur
## texte alternatif

splendor-pic-empty = vide
splendor-pic-bonus-amount = { $count } { $colour }
splendor-pic-seat = Place { $number }
splendor-pic-last-tag = ICI
splendor-pic-level = Niveau
splendor-pic-left = { $count ->
    [one] carte
   *[other] cartes
}
splendor-pic-blind = dos
splendor-pic-hidden-card = carte cachée
splendor-pic-game-over = Partie terminée · { $count ->
    [one] { $who } gagne
   *[other] { $who } se partagent la victoire
}
splendor-pic-must-return = { $who } doit rendre { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
}
splendor-pic-chooses-noble = { $who } choisit un noble
splendor-pic-to-move = Au tour de { $who }
splendor-pic-last = Dernier coup : { $who } { $move }
splendor-pic-ended = { $reason ->
    [prestige] Terminée car un joueur a atteint { $prestige } points de prestige
    [deadlock] Terminée car plus personne ne pouvait jouer
    [round_cap] Terminée car la limite de tours de table est atteinte
   *[other] Terminée car la partie est finie
}
splendor-pic-new-game = Nouvelle partie : personne n'a encore joué.
splendor-pic-colour = { $colour ->
    [white] blanc
    [blue] bleu
    [green] vert
    [red] rouge
    [black] noir
   *[gold] or
}
splendor-pic-key-gem = ◆ la pierre du bonus · en haut à gauche : le prestige
splendor-pic-key-cost = 3W : coûte 3 blancs (moins tes bonus)
splendor-pic-key-slot = T2-3 : niveau II, 3e carte · D2 : pioche de niveau II
splendor-pic-key-tokens = ● jetons · Σ leur total (au plus { $limit } en fin de tour)
splendor-pic-key-bonuses = ■ bonus : pierres des cartes achetées · ▮ cartes achetées
splendor-pic-key-nobles = ♛ nobles · ★ prestige ({ $prestige } termine la partie)
splendor-pic-key-buyable = ✓ et cadre vert : tu peux l'acheter maintenant
splendor-pic-key-badges = numéros (1, 2, …) : les boutons de ton panneau
splendor-pic-bank = Réserve
splendor-pic-pick = CHOISIR
splendor-pic-no-nobles = Plus aucun noble exposé
splendor-pic-round = Tour de table { $round }
splendor-pic-final-round = DERNIER TOUR
splendor-pic-players = Joueurs
splendor-pic-winner = VICTOIRE
splendor-pic-to-move-tag = À JOUER
splendor-pic-ends-the-game = { $prestige }★ termine la partie
splendor-pic-no-reserved = Aucune carte réservée
splendor-pic-noble = un noble qui exige les bonus { $need } ({ $points } prestige)
splendor-pic-none = aucun
splendor-pic-can-buy = Tu peux acheter { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} maintenant (✓).
splendor-pic-cannot-buy = Tu ne peux encore acheter aucune carte.
splendor-pic-your-choice = Ton choix · { $who }
# trois lignes courtes à côté des cartes réservées, séparées par « | »
splendor-pic-your-reserved-cards = tes|cartes|réservées
splendor-pic-private = PRIVÉE
splendor-pic-your-hand = Ta main · { $who }
splendor-pic-reserved = réservée
splendor-pic-pay = Payer
splendor-pic-free = gratuit
splendor-pic-can-buy-short = achetable
splendor-pic-with-gold = avec { $gold } or
splendor-pic-no-gold-needed = sans or
splendor-pic-short = il en manque { $count }
splendor-pic-gold-need-have = or : { $have } sur { $need }
splendor-pic-market-buyable = Cartes visibles que tu peux acheter maintenant : { $slots }
splendor-pic-can-buy-now = achetable maintenant
splendor-pic-alt-market = Cartes visibles de Splendor, { $players } joueurs, tour de table { $round }.
splendor-pic-alt-final-round = Dernier tour de table.
splendor-pic-alt-prestige = Prestige : { $scores }.
splendor-pic-alt-bank = Réserve : { $tokens }.
splendor-pic-alt-nobles = Nobles : { $nobles }.
splendor-pic-alt-level = Niveau { $tier } ({ $left } dans la pioche) : { $cards }.
splendor-pic-alt-level-empty = Niveau { $tier } ({ $left } dans la pioche) : aucune carte.
splendor-pic-alt-reserved-unseen = { $card }, réservée face cachée
splendor-pic-alt-hidden-card = une carte de niveau { $tier } réservée face cachée
splendor-pic-alt-players = Joueurs de Splendor.
splendor-pic-alt-player = { $who } : { $prestige } prestige ; bonus { $bonuses } ; jetons { $tokens } ({ $total } en tout) ; { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}, { $reserved } réservées, { $nobles ->
    [one] { $nobles } noble
   *[other] { $nobles } nobles
}.
splendor-pic-alt-player-reserved = Cartes réservées de { $who } : { $cards }.
splendor-pic-alt-choices = Les choix de { $who } parmi les cartes visibles de Splendor.
splendor-pic-alt-your-reserved = ta carte réservée
splendor-pic-alt-choice-card = { $where }, { $card } (achetable maintenant)
splendor-pic-alt-choice-card-not-yet = { $where }, { $card } (pas encore achetable)
splendor-pic-alt-deck = la pioche de niveau { $tier }
splendor-pic-alt-yours = Tes bonus : { $bonuses }. Tes jetons : { $tokens }.
splendor-pic-alt-hand = La main de { $who } (privée).
splendor-pic-alt-tokens = Jetons : { $tokens }.
splendor-pic-alt-bonuses = Bonus : { $bonuses }.
splendor-pic-alt-reserved = Carte réservée { $number } : { $card }, { $verdict }.
splendor-pic-alt-reserved-blind = Carte réservée { $number } (réservée face cachée) : { $card }, { $verdict }.

## Crédits, options de table et refus au lancement (/game rules, /game new options :)
splendor-credits = { $title } ({ $year }) est un jeu de { $designer }, illustré par { $illustrator } et publié par { $publisher }.
