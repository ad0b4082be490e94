## Les mots de la plateforme : salon, tables, horloges, refus, aide, réglages.

common-seat = Joueur { $number }

## Refus communs à tous les jeux (Engine.require_seat).
common-game-over = La partie est terminée : plus aucun coup n’est possible.
common-not-your-decision = Ce n’est pas à toi de décider maintenant : la partie attend { $waiting }.

## Résultats.
common-resigned = { $who } a abandonné.
common-resigned-solo-lost = { $who } a abandonné, la partie est donc perdue.
common-end-nobody = Personne n’a gagné.
common-end-wins = { $count ->
    [one] { $who } gagne
   *[other] { $who } gagnent
} avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}.

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
common-cmd-game-new-opt-level-description = Comment l'ordinateur choisit : au hasard, glouton (un tour d'avance) ou expert
common-cmd-game-new-opt-options-name = options
common-cmd-game-new-opt-options-description = Options de la partie en paires nom=valeur : choisis-les dans la liste
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
common-choice-expert = expert
common-choice-none = sans limite de temps
common-choice-12h = 12 h par coup
common-choice-24h = 24 h par coup
common-choice-72h = 72 h par coup
common-choice-animation = animation
common-choice-step = pas à pas
common-choice-channel = salon uniquement
common-choice-dm = aussi en message privé

common-cmd-game-new-opt-language-name = langue
common-cmd-game-new-opt-language-description = La langue de la table (par défaut : celle du serveur, sinon la tienne)
common-cmd-game-new-opt-takeover-name = relève
common-cmd-game-new-opt-takeover-description = L'ordinateur qui joue les tours d'un joueur qui abandonne ou est en retard
common-cmd-settings-language-name = langue
common-cmd-settings-language-description = La langue des nouvelles parties de ce serveur (Gérer le serveur)
common-cmd-settings-language-opt-language-name = langue
common-cmd-settings-language-opt-language-description = English, Italiano ou Français ; automatique : celle du serveur ou de l'hôte
common-choice-en = English
common-choice-it = Italiano
common-choice-fr = Français
common-choice-auto = automatique

## The lobby (bot/app/messages.py lobby_text). A table's message: its state, seats, options.
common-lobby-head = **{ $title }** — { $state } · ordre des places : { $order }
common-seat-order-random = aléatoire
common-seat-order-joined = d'arrivée
common-lobby-state-lobby = table ouverte pour { $min } à { $max } joueurs
common-lobby-state-active = la partie a commencé
common-lobby-state-cancelled = supprimée
common-lobby-state-finished = la partie est terminée
common-lobby-seated = Installés ({ $seated }/{ $max }) : { $players }
common-lobby-nobody = personne
common-lobby-host = { $name } (hôte)
common-lobby-options = Options : { $options }
common-lobby-option = { $name } : { $value }
common-lobby-option-typed = `{ $name }={ $value }`
common-option-on = oui
common-option-off = non
common-lobby-clock = temps : { $speed } par coup
common-lobby-takeover = tours des joueurs qui abandonnent ou sont en retard : ordinateur { $level }
common-lobby-hint = Appuie sur **Rejoindre** pour prendre place ; l'hôte appuie sur **Lancer** quand tout le monde est là.

## The board message (turn_text): who must act, their clock, who is away.
common-turn-ping = { $count ->
    [one] { $who } — à toi de jouer : appuie sur **Jouer**.
   *[other] { $who } — à vous de jouer : appuyez sur **Jouer**.
}
common-turn-deadline = ⏰ Temps pour jouer : jusqu'au { $when }.
common-turn-away = 💤 Absence de { $who } jusqu'au { $when } ; son temps est en pause.
common-turn-thinking = { $count ->
    [one] { $who } réfléchit…
   *[other] { $who } réfléchissent…
}

## Results (result_text).
common-result-over = **{ $title } : la partie est terminée.** { $sentence }
common-result-over-because = **{ $title } : la partie est terminée** — { $reason }.
common-reason-resignation = un joueur a abandonné
common-reason-ended = la partie s'est terminée
common-result-winners = { $count ->
    [one] 🏆 { $winners } gagne.
   *[other] 🏆 { $winners } se partagent la victoire.
}
# A computer player's seat name, given once when the table is opened.
common-computer-name = Ordinateur { $number } ({ $level })
common-level-random = aléatoire
common-level-greedy = glouton
common-level-expert = expert
common-taken-over = (joué par l'ordinateur)
common-taken-over-resigned = (joué par l'ordinateur après abandon)
common-taken-over-removed = (joué par l'ordinateur après dépassement du temps)

## The move log (/game log) and a game's line (/game list, /game mine, autocomplete).
common-log-move = (coup)
common-log-computer = (ordinateur)
common-line-lobby = #{ $id } { $title } — en attente ({ $seated } { $seated ->
    [one] installé
   *[other] installés
} : { $players })
common-line-active = #{ $id } { $title } — on attend { $waiting } · { $scores }

## Why Discord refused a post, as the end of a sentence ("…because <reason>").
common-refusal-attach-files = je n'ai pas le droit d'y joindre des fichiers (les images du plateau)
common-refusal-attach-files-here = je n'ai pas le droit de joindre des fichiers dans ce salon (les images du plateau)
common-refusal-send-messages = je n'ai pas le droit d'y envoyer des messages
common-refusal-send-messages-here = je n'ai pas le droit d'envoyer des messages dans ce salon
common-refusal-no-access = je ne vois plus son salon
common-refusal-channel-gone = son salon a été supprimé
common-refusal-automod = l'AutoMod du serveur a bloqué le message
common-refusal-locked = son fil est verrouillé
common-refusal-too-large = le message était trop grand pour Discord
common-refusal-refused = Discord a refusé le message
common-refusal-error = quelque chose s'est mal passé de mon côté
common-lobby-refused = Je n'ai pas pu ouvrir la table : Discord a refusé son message ici parce que { $reason }.
common-picture-refused = (Je n'ai pas le droit de joindre des fichiers ici, l'image du plateau manque donc ; elle suivra dès qu'un modérateur m'aura donné Joindre des fichiers. Appuie sur **Jouer** ou utilise /{ common-cmd-game-name } { common-cmd-game-play-name }.)
common-undelivered = Note : je n'ai pas pu écrire là où se joue { $title } parce que { $reason } ; je réessaie.
common-undelivered-moved = Note : je n'ai pas pu écrire là où se joue { $title } parce que { $reason } ; je réessaie. Utilise /{ common-cmd-game-name } { common-cmd-game-board-name } dans un autre salon de ce serveur pour y déplacer la partie.

## Buttons (bot/discord_app/ui.py). Italian buttons: tu imperative; French: infinitive.
common-button-join = Rejoindre
common-button-leave = Quitter
common-button-start = Lancer
common-button-play = Jouer
common-button-play-for = Jouer ({ $name })
common-button-hand = Ma main
common-button-back = Retour
common-button-undo = Annuler
common-button-previous = Précédent
common-button-more = Plus
common-button-next = Suivant
common-button-confirm = Confirmer : { $move }
common-button-cancel-choice = Non, revenir
common-button-resign = Abandonner
common-button-play-on = Continuer à jouer
common-button-rematch = Revanche
common-seat-board-pick = Voir le plateau d'un joueur…
common-seat-board-head = **{ $title }** — le plateau de { $name } tel qu'il est maintenant.
common-lobby-rematch = { $who } a ouvert la revanche de la partie #{ $id }, avec les mêmes joueurs à table : appuie sur **Quitter** si tu préfères ne pas jouer.
common-rematch-opened = Revanche : { $title } est ouverte dans { $place }, avec les mêmes joueurs à table ; appuie sur **Lancer** quand tout le monde est prêt.
common-rematch-open-already = La revanche { $title } est déjà ouverte dans { $place } et tu y as ta place.
common-rematch-started-already = La revanche { $title } a déjà commencé.
common-err-rematch-unfinished = Seule une partie terminée peut être rejouée.
common-err-rematch-players = Seuls les joueurs de cette partie peuvent en demander la revanche.
common-confirm-forfeit = Avec **{ $move }**, tu renonces au reste de cette manche. Tu confirmes ?
common-resign-question-seat = Abandonner **{ $title }** ? L'ordinateur prend ta place jusqu'à la fin et tu ne pourras pas revenir.
common-resign-question-end = Abandonner **{ $title }** ? La partie s'arrête tout de suite et compte comme perdue pour toi.
common-resign-kept = Tu restes dans { $title } : rien n'a changé.
common-stale-question = Tu as déjà répondu à cette question : rien d'autre n'a changé.
common-panel-choose = Choisir ({ $page }/{ $pages })…
common-panel-choose-several = Choisir jusqu’à { $count } ({ $page }/{ $pages })…
common-lobby-language = Langue : { $name } (l'hôte peut la changer)

## Taps the bot cannot act on.
common-stale-board = Ce plateau n'est plus à jour : utilise le message le plus récent de la partie.
common-stale-panel = Ce panneau n'est plus à jour : appuie sur Jouer sur le plateau le plus récent.
common-malformed = Ce bouton n'est plus valable : utilise le message le plus récent de la partie.
common-unexpected = Quelque chose s'est mal passé de mon côté ; réessaie.
common-not-this-message = Ce bouton n'appartient pas à ce message ; rien n'a changé.
common-stale-form = Ce formulaire n'est plus à jour ; rien n'a changé. Ouvre-le à nouveau.
common-lobby-gone-active = Cette partie a déjà commencé : tu peux la regarder, mais pas la rejoindre.
common-lobby-gone-cancelled = Cette partie a été supprimée.
common-lobby-gone = Cette table a changé entre-temps ; regarde à nouveau son message.
common-game-is-over = Cette partie est terminée.
common-game-not-started = Cette partie n'a pas commencé.
common-game-not-started-yet = La partie n'a pas encore commencé.
common-not-playing-move = Tu ne joues pas dans cette partie : seuls les joueurs à la table peuvent jouer.
common-button-for-other = Ce bouton est pour { $name } : ce n'est pas ton tour.
common-not-your-turn-waiting = Ce n'est pas ton tour ; la partie attend { $waiting }.
common-not-your-turn = Ce n'est pas ton tour.
common-panel-of-other = Ce panneau appartient à un autre joueur.

## Replies to one player (ephemeral).
common-you-joined = Tu as pris place à la table de { $title }.
common-you-left = Tu as quitté { $title }.
common-started = La partie { $title } a commencé.
common-language-set = { $title } se joue maintenant en { $name }.
# A language's name inside a sentence (common-language-set, common-settings-language).
common-language-en = anglais
common-language-it = italien
common-language-fr = français
# A language's own name, the same in every catalogue (the lobby's language menu: each
# player finds their language under the name they know it by).
common-language-native-en = English
common-language-native-it = Italiano
common-language-native-fr = Français
common-taken-back = Coup annulé.
common-hand-spectator = Seuls les joueurs à la table ont une main ; les spectateurs voient le plateau.
common-hand-none = Cette partie n'a pas de cartes cachées : tout ce que tu as est sur le plateau.
common-hand-head = **{ $title }** — ta main (visible par toi seulement).
common-replay-unfinished = Seule une partie terminée peut être revue ; en attendant, utilise /{ common-cmd-game-name } { common-cmd-game-log-name }.
common-replay-setup = la mise en place, avant le premier tour.
common-replay-quiet-turn = (un tour sans événement public)
common-replay-step-head = **{ $title }** — replay, tour { $step } sur { $last } (visible par toi seulement)

## What a game's place is told (bot/discord_app/notifier.py).
common-game-started = La partie a commencé.
common-game-begins = La partie commence. Ordre des places : { $order }.
common-dm-your-turn = C'est ton tour.
common-thread-gone = Le fil de la partie n'existe plus, la partie continue donc ici.

## The tables (bot/app/tables.py): lobby notes, clocks, and refusals. $game is a title.
common-lobby-opened = { $who } a ouvert la table.
common-lobby-joined = { $who } a pris place à la table.
common-lobby-left = { $who } a quitté la table.
common-cancelled-by = { $who } a supprimé la partie.
common-resigned-computer-plays = { $who } a abandonné ; l'ordinateur joue sa place jusqu'à la fin.
common-resigned-game-over = { $who } a abandonné ; la partie est terminée.
common-timed-out = Temps écoulé pour { $who }. Tout autre joueur peut maintenant utiliser /{ common-cmd-game-name } { common-cmd-game-skip-name } pour faire jouer ce tour par l'ordinateur.
common-reminder = Rappel : c'est ton tour dans la partie #{ $id } ; il reste environ { $hours } h.
common-last-call = Dernier appel : ton temps dans la partie #{ $id } se termine dans environ { $hours } h.
common-skipped = { $who } a sauté le tour de { $late } après la fin du temps ; l'ordinateur le joue.
common-removed = La place de { $who } passe à l'ordinateur après { $count } dépassements de temps ; il la joue jusqu'à la fin.
common-err-no-such-game = Il n'y a pas de jeu appelé `{ $name }` ; essaie l'un de ceux-ci : { $games }.
common-err-seat-order = L'ordre des places doit être 'random' ou 'joined'.
common-err-speed = La vitesse doit être l'une de celles-ci : { $speeds }.
common-err-level = Les joueurs ordinateur peuvent être { $levels }, pas `{ $level }`.
common-err-too-many = { $game } se joue à { $max } joueurs au plus.
common-err-user-limit-new = Tu as déjà { $count } parties ouvertes ; termines-en ou supprimes-en une avant d'en lancer une autre.
common-err-user-limit-join = Tu as déjà { $count } parties ouvertes ; termines-en ou supprimes-en une avant d'en rejoindre une autre.
common-err-channel-limit = Ce salon a déjà { $count } parties ouvertes ; terminez-en ou supprimez-en une d'abord.
common-err-seated = Tu as déjà une place à cette table.
common-err-full = Cette table est complète ({ $count } joueurs).
common-err-leave-started = La partie a commencé ; utilise /{ common-cmd-game-name } { common-cmd-game-resign-name } pour la quitter.
common-err-not-seated = Tu n'as pas de place à cette table.
common-err-language-started = La partie a commencé ; sa langue reste la même.
common-err-language-host = Seul l'hôte peut changer la langue de la table.
common-err-language-unknown = Il n'y a pas de langue `{ $language }`.
common-err-already-started = Cette partie a déjà commencé.
common-err-start-host = Seul l'hôte ({ $host }) peut lancer cette partie.
common-err-start-host-gone = Seul l'hôte peut lancer cette partie.
common-err-player-count = { $game } se joue de { $min } à { $max } joueurs ; { $count ->
    [one] { $count } joueur a pris place
   *[other] { $count } joueurs ont pris place
}.
common-err-changed-starting = La table a changé pendant le lancement ; réessaie.
common-err-changed = La partie a changé entre-temps ; réessaie.
common-err-changed-skip = La partie a changé entre-temps (un coup ou un autre saut) ; regarde le plateau le plus récent.
common-err-already-over = Cette partie est déjà terminée.
common-err-cancel-host = Seul l'hôte ou un membre avec Gérer le serveur peut supprimer une partie.
common-err-resign-lobby = On ne peut abandonner qu'une partie en cours ; à une table en attente, utilise /{ common-cmd-game-name } { common-cmd-game-leave-name }.
common-err-not-playing = Tu ne joues pas dans cette partie.
common-err-already-left = Tu as déjà quitté cette partie.
common-err-played-already = Tu as déjà joué ce coup ; il n'est plus à jour et n'a pas été rejoué.
common-err-moved-since-panel = Tu as joué depuis l'ouverture de ce panneau, et ce coup compte ; rien d'autre n'a changé.
common-err-move-out-of-date = Ce coup n'est plus à jour : la partie a avancé depuis ton choix ; choisis à nouveau.
common-err-not-in-progress = Cette partie n'est pas en cours.
common-err-no-game-here = Il n'y a pas de partie ouverte ici ; lances-en une avec /{ common-cmd-game-name } { common-cmd-game-new-name }.
common-err-several-games = Plusieurs parties sont ouvertes ici ; désigne-en une avec l'option partie ({ $games }).
common-err-no-game-on-server = Il n'y a pas de partie #{ $id } sur ce serveur.
common-err-no-game-of-yours = Tu n'as pas de partie #{ $id }.
common-err-no-game = Il n'y a pas de partie #{ $id }.
common-err-skip-players = Seuls les joueurs de cette partie peuvent sauter un tour.
common-err-nobody-late = Personne n'a dépassé son temps dans cette partie.
common-err-skip-own = Tu ne peux pas sauter ton propre tour : joue-le.
common-err-remove-others = Seuls les autres joueurs de cette partie peuvent retirer un joueur.
common-err-no-seat = Cette place n'existe pas dans cette partie.
common-err-already-computer = La place de { $who } est déjà jouée par l'ordinateur.
common-err-not-late-enough = { $who } a dépassé son temps { $count ->
    [one] { $count } fois
   *[other] { $count } fois
} ; un joueur peut être retiré après { $needed }.
common-err-board-out-of-date = Ce plateau n'est plus à jour : utilise le message le plus récent.
common-err-left-computer-plays = Tu as quitté cette partie ; l'ordinateur joue ta place.
common-err-race = Quelqu'un a agi sur cette partie au même moment ; ton coup n'a pas été appliqué. Regarde le plateau le plus récent et réessaie.
common-err-no-option = { $game } n'a pas d'option `{ $name }`.
common-err-option-value = L'option `{ $name }` doit être l'une de celles-ci : { $choices }.
common-err-undo-rules = { $game } ne permet pas d'annuler : un coup joué reste joué.
common-err-undo-nothing = Il n'y a rien de ton tour actuel à annuler.
common-err-undo-revealed = Ton dernier coup a révélé ou pioché quelque chose, il ne peut donc pas être annulé.
common-err-undo-computer = Les coups de l'ordinateur ne peuvent pas être annulés.
common-err-undo-turn-over = Ce coup a terminé ton tour, il reste donc joué.
common-err-undo-moved-since = { $who } a joué depuis, ton coup reste donc joué.
common-err-away-past = La date doit être dans le futur.
common-err-away-allowance = Ton absence peut durer au plus { $allowance } jours sur { $window } ; il t'en reste { $left }.

## Commands' replies (cogs/, bot/discord_app/client.py).
common-restarting = Le bot redémarre ; réessaie dans une minute.
common-cannot-use-here = Tu ne peux pas utiliser cette commande ici.
common-unexpected-command = Quelque chose s'est mal passé de mon côté ; rien n'a changé. Réessaie.
common-perm-view-channel = voir ce salon
common-perm-send-messages = envoyer des messages
common-perm-attach-files = joindre des fichiers (les images du plateau)
common-perm-read-message-history = lire l'historique des messages
common-perm-send-messages-in-threads = envoyer des messages dans les fils
common-perm-create-public-threads = créer des fils publics
common-err-cannot-open = Je ne peux pas ouvrir de table ici : il me faut la permission de { $needs } dans ce salon.
common-opened = { $title } est ouverte : les autres appuient sur **Rejoindre** sur son message, puis tu appuies sur **Lancer**.
common-opened-no-thread = Je n'ai pas le droit de { $needs } ici, la partie restera donc dans ce salon.
common-you-cancelled = { $title } a été supprimée.
common-you-resigned = Tu as abandonné { $title }.
common-no-open-games = Aucune partie ouverte ici ; lances-en une avec /{ common-cmd-game-name } { common-cmd-game-new-name }.
common-mine-waiting = **Elles t'attendent :**
common-mine-nothing = Rien ne t'attend pour le moment.
common-mine-others = **Tes autres parties ouvertes :**
common-mine-hint = Quitte n'importe laquelle d'ici : **/{ common-cmd-game-name } { common-cmd-game-resign-name }**, puis choisis-la.
common-log-empty = **{ $title }** — aucun coup pour l'instant.
common-log-all = **{ $title }** — { $count ->
    [one] le seul coup
   *[other] les { $count } coups
}
common-log-last = **{ $title }** — les { $shown } derniers de { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
common-undone = Coup annulé. Appuie sur **Jouer** sur le plateau (ou utilise /{ common-cmd-game-name } { common-cmd-game-play-name }) pour choisir à nouveau.
common-skip-done = L'ordinateur a joué { $count ->
    [one] { $count } coup
   *[other] { $count } coups
} pour le joueur en retard.
common-err-player-not-playing = { $who } ne joue pas dans cette partie.
common-remove-done = La place de { $who } est maintenant jouée par l'ordinateur.
common-replay-head = **{ $title }** — replay : { $summary }
common-replay-alt = Replay animé de { $title } : { $summary }
common-replay-every-turn = chaque tour, { $frames } images, jusqu'à la position finale.
common-replay-sampled = { $frames } images pour { $turns } tours, réparties régulièrement (la mise en place et la position finale comprises).
common-rules-heading = Règles
common-rules-title = { $game } — { $players } { $count ->
    [one] joueur
   *[other] joueurs
}
common-rules-option = • `{ $name }` : { $description } ({ $choices }, par défaut { $default })
common-rules-options = Options de la table
common-option-choice = { $option } — { $description }
common-option-choice-default = { $option } (par défaut) — { $description }
common-option-choice-game = { $option } — { $game } : { $description }
common-err-options-syntax = Écris les options comme des paires `nom=valeur`, par exemple `goals=on` ; { $text } n'en est pas une.
common-err-options-unknown = { $text } n'est une option d'aucun jeu ; vois /{ common-cmd-game-name } { common-cmd-game-rules-name } pour les options.
common-status-lobby = { $game } #{ $id } n'a pas encore commencé.
common-status-active = { $game } #{ $id } a déjà commencé.
common-status-finished = { $game } #{ $id } est terminée.
common-status-cancelled = { $game } #{ $id } a été supprimée.
common-status-other = { $game } #{ $id } ne peut pas faire cela maintenant.
common-err-other-game = Pour { $game } #{ $id }, utilise /{ $command } : c'est la commande de ce jeu.
common-next-step = Ensuite : { $prompt } Appuie sur **Jouer** sur le plateau, ou tape la commande.

## /settings replies (cogs/settings.py).
common-settings-notify-dm = Tu recevras aussi un message privé quand ce sera ton tour (si tes messages privés sont fermés, la mention dans le salon t'atteint quand même).
common-settings-notify-channel = Les mentions t'arriveront seulement dans le salon de la partie.
common-err-date-format = Écris la date au format AAAA-MM-JJ, par exemple 2026-12-24.
common-err-date-far = Cette date est trop lointaine : ton absence peut durer au plus 14 jours sur 30.
common-settings-away = Absence jusqu'à la fin du { $until } : le temps { $count ->
    [one] de { $count } partie qui t'attend est en pause
   *[other] de { $count } parties qui t'attendent est en pause
}.
common-settings-quiet = Les rappels attendront entre { $start } et { $end } (UTC{ $offset }).
common-err-language-server = La langue des nouvelles parties est un réglage du serveur ; utilise cette commande dans un serveur.
common-err-language-manage = Seuls les membres avec Gérer le serveur peuvent choisir la langue des parties de ce serveur.
common-settings-language = Les nouvelles parties de ce serveur se jouent en { $language }, sauf si leur hôte choisit une autre langue.
common-settings-language-auto = Les nouvelles parties de ce serveur se jouent dans la langue du serveur si c'est l'italien ou le français, sinon dans celle de leur hôte.

## /game stats and /game leaderboard (bot/app/stats.py).
common-stats-all-games = Tous les jeux
common-stats-solo = { $game } (en solo)
common-stats-solo-level = { $game } (en solo, niveau { $level })
common-stats-solo-record = { $played ->
    [one] { $played } partie
   *[other] { $played } parties
}, { $wins ->
    [one] { $wins } gagnée
   *[other] { $wins } gagnées
}
common-stats-record = { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} / { $played ->
    [one] { $played } partie
   *[other] { $played } parties
} ({ $percent } %)
common-stats-best = record { $score }
common-stats-kind-line = { $game } : { $record }
common-stats-resigned = { $count ->
    [one] { $count } terminée par abandon
   *[other] { $count } terminées par abandon
}
common-stats-none = **{ $name }** n'a encore aucune partie terminée ici.
common-stats-none-in = **{ $name }** n'a encore aucune partie de { $game } terminée ici.
common-leaderboard-title = **Classement de { $game }**
common-leaderboard-empty = Aucune partie terminée pour l'instant.
common-fit-more = … et { $count } de plus.
common-rating = cote { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
common-rating-provisional = cote { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } (provisoire)
common-rating-up = +{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } après la dernière partie
common-rating-down = −{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } après la dernière partie
common-rating-computer = Ordinateur ({ $level })
common-rating-board-note = Par cote, une estimation prudente du niveau tirée de toutes les parties classées ; provisoire jusqu'à { $games } parties.
common-rating-none = Aucune partie classée pour l'instant (les parties en solo et celles abandonnées au premier tour ne sont pas classées).
# One rated game in /game stats, newest first: "- <date> · 2e sur 4 · −1,2 → 3,4".
common-rating-history-line = - { $date } · { $place } · { $change } → { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
common-rating-history-place = { $place ->
    [1] 1er
   *[other] { $place }e
} sur { $players }
common-rating-history-up = +{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) }
common-rating-history-down = −{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) }

## La console locale (bot/discord_app/console.py) : les mots du client Discord qu’elle
## imite, à chaque utilisateur dans la langue de son client.
common-console-type = Écris une /commande ou le numéro d’un bouton.
common-console-not-possible = (impossible : { $why })
common-console-nothing = (rien à proposer : { $why })
common-console-no-move = aucun coup de ce genre ne t’est permis maintenant
common-console-no-buttons = (aucun bouton à presser pour l’instant)
common-console-choose = (choisis de 1 à { $count })
common-console-dm = Message privé à { $who }
common-console-only-you = (pour toi seulement)
common-console-picture = [image : { $path }]
common-console-someone = quelqu’un
