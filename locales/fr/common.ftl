## Les mots de la plateforme : salon, tables, horloges, refus, aide, réglages.

common-seat = Joueur { $number }

## Refus communs à tous les jeux (Engine.require_seat).
common-game-over = La partie est terminée : plus aucun coup n’est possible.
common-not-your-decision = Ce n’est pas à toi de décider maintenant : la partie attend { $waiting }.

## Résultats.
common-resigned = { $who } a abandonné.
common-resigned-solo-lost = { $who } a abandonné, la partie est donc perdue.

common-game-over = La partie est terminée : plus aucun coup n’est possible.
common-not-your-decision = Ce n’est pas à toi de décider maintenant : la partie attend { $waiting }.

## Slash commands
## Ce qu'affiche la liste des commandes de Discord : noms et descriptions des commandes,
## options et choix, envoyés à Discord seulement lors de la synchronisation
## (`python -m bot sync`). Les noms : en minuscules, sans espaces, 32 caractères au plus,
## uniques entre voisins et jamais égaux au nom anglais d'une autre option. Les
## descriptions : 100 caractères au plus.

common-opt-game-name = partie
common-opt-game-description = Quelle partie (vide : celle de ce fil ou ta seule partie ici)
common-opt-player-name = joueur

common-cmd-game-name = partie
common-cmd-game-description = Créer, rejoindre et suivre des parties de jeux de société

common-cmd-game-new-name = nouvelle
common-cmd-game-new-description = Ouvrir une nouvelle table dans ce salon
common-cmd-game-new-opt-game-name = jeu
common-cmd-game-new-opt-game-description = Le jeu auquel jouer
common-cmd-game-new-opt-seat-order-name = ordre-places
common-cmd-game-new-opt-seat-order-description = Places aléatoires (équitable) ou dans l'ordre d'arrivée des joueurs
common-cmd-game-new-opt-computers-name = ordinateurs
common-cmd-game-new-opt-computers-description = Combien de joueurs ordinateur installer maintenant (0–3)
common-cmd-game-new-opt-level-name = niveau
common-cmd-game-new-opt-level-description = Comment l'ordinateur choisit : coups aléatoires ou anticipation gloutonne
common-cmd-game-new-opt-options-name = options
common-cmd-game-new-opt-options-description = Options de la partie en paires nom=valeur (voir /partie règles)
common-cmd-game-new-opt-speed-name = temps
common-cmd-game-new-opt-speed-description = Temps par coup ; le tour d'un joueur en retard pourra alors être sauté

common-cmd-game-join-name = rejoindre
common-cmd-game-join-description = Prendre place à une table ouverte

common-cmd-game-leave-name = quitter
common-cmd-game-leave-description = Quitter une table pas encore lancée

common-cmd-game-start-name = lancer
common-cmd-game-start-description = Lancer ta table (hôte uniquement)

common-cmd-game-cancel-name = supprimer
common-cmd-game-cancel-description = Supprimer une partie (hôte ou permission Gérer le serveur)

common-cmd-game-resign-name = abandonner
common-cmd-game-resign-description = Abandonner ou quitter une de tes parties, depuis n’importe quel serveur
common-cmd-game-resign-opt-game-description = Laquelle de tes parties, sur n’importe quel serveur (vide : celle de ce fil ou ta seule ici)

common-cmd-game-list-name = liste
common-cmd-game-list-description = Les parties ouvertes dans ce salon

common-cmd-game-mine-name = mes-parties
common-cmd-game-mine-description = Les parties qui attendent ton coup, sur tous les serveurs

common-cmd-game-board-name = plateau
common-cmd-game-board-description = Republier le plateau actuel

common-cmd-game-log-name = historique
common-cmd-game-log-description = Les derniers coups d'une partie

common-cmd-game-play-name = jouer
common-cmd-game-play-description = Ouvrir ton panneau de tour

common-cmd-game-hand-name = main
common-cmd-game-hand-description = Voir tes cartes cachées (visibles par toi seulement)

common-cmd-game-undo-name = annuler
common-cmd-game-undo-description = Annuler ton dernier coup de ce tour

common-cmd-game-skip-name = sauter
common-cmd-game-skip-description = Faire jouer l'ordinateur à la place d'un joueur en retard

common-cmd-game-remove-name = retirer
common-cmd-game-remove-description = Confier à l'ordinateur la place d'un joueur souvent en retard
common-cmd-game-remove-opt-player-description = Qui est en retard

common-cmd-game-replay-name = replay
common-cmd-game-replay-description = Revoir une partie terminée de ce serveur
common-cmd-game-replay-opt-game-description = La partie terminée
common-cmd-game-replay-opt-view-name = vue
common-cmd-game-replay-opt-view-description = Une animation dans le salon, ou tour par tour rien que pour toi

common-cmd-game-stats-name = statistiques
common-cmd-game-stats-description = Les résultats d'un joueur sur ce serveur
common-cmd-game-stats-opt-player-description = De qui (par défaut : les tiennes)
common-cmd-game-stats-opt-game-name = jeu
common-cmd-game-stats-opt-game-description = Seulement ce jeu

common-cmd-game-leaderboard-name = classement
common-cmd-game-leaderboard-description = Les meilleurs joueurs de ce serveur
common-cmd-game-leaderboard-opt-game-name = jeu
common-cmd-game-leaderboard-opt-game-description = Seulement ce jeu

common-cmd-game-rules-name = règles
common-cmd-game-rules-description = Les règles en bref d'un jeu, avec les choix du projet
common-cmd-game-rules-opt-game-name = jeu
common-cmd-game-rules-opt-game-description = Le jeu

common-cmd-settings-name = paramètres
common-cmd-settings-description = Tes préférences de notification

common-cmd-settings-notify-name = notifications
common-cmd-settings-notify-description = Mentions dans le salon seulement, ou aussi en message privé
common-cmd-settings-notify-opt-mode-name = mode
common-cmd-settings-notify-opt-mode-description = Salon : mentions dans le fil de la partie ; privé : un message privé en plus

common-cmd-settings-away-name = absence
common-cmd-settings-away-description = Mettre en pause tes pendules jusqu'à une date
common-cmd-settings-away-opt-until-name = jusqu'au
common-cmd-settings-away-opt-until-description = Dernier jour d'absence, au format AAAA-MM-JJ (UTC)

common-cmd-settings-quiet-name = silence
common-cmd-settings-quiet-description = Heures où les rappels attendent (ton heure locale)
common-cmd-settings-quiet-opt-start-name = début
common-cmd-settings-quiet-opt-start-description = Heure de début du silence (0–23)
common-cmd-settings-quiet-opt-end-name = fin
common-cmd-settings-quiet-opt-end-description = Heure de fin (0–23)
common-cmd-settings-quiet-opt-utc-offset-name = décalage-utc
common-cmd-settings-quiet-opt-utc-offset-description = Ton décalage par rapport à UTC en heures, p. ex. 1 ou -5

common-choice-random = aléatoire
common-choice-joined = dans l'ordre d'arrivée
common-choice-greedy = glouton
common-choice-none = sans limite de temps
common-choice-12h = 12 h par coup
common-choice-24h = 24 h par coup
common-choice-72h = 72 h par coup
common-choice-animation = animation
common-choice-step = pas à pas
common-choice-channel = salon uniquement
common-choice-dm = aussi en message privé
