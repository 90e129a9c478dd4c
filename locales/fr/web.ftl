### La table web (audiogame serve et audiogame web) : les mots de la page. La page n'affiche
### rien d'elle-même : chaque mot vient d'ici, dans la langue du joueur.

web-settings = Réglages
web-theme-label = Couleurs
# $theme : auto | yellow | white | paper
web-theme = { $theme ->
    [auto] celles que demande votre système
    [yellow] jaune sur noir
    [white] blanc sur noir
   *[paper] noir sur blanc
}
web-voice = Parler avec la voix du navigateur (pour jouer sans lecteur d'écran)
web-name = Votre nom
web-new = Nouvelle table
web-game = Jeu
# Une option du jeu. $option : players | target (le nom de l'option)
web-option-name = { $option ->
    [players] Joueurs
    [target] Score à atteindre
   *[other] { $option }
}
web-computers = Joueurs ordinateur
web-level = Leur niveau
web-practice = Table d'entraînement : conseils sur les règles
web-listed = Visible dans les tables ouvertes, pour que chacun puisse s'y asseoir
web-start = Commencer
web-join-title = Rejoindre une table
web-code = Code de la table
web-join = Rejoindre
web-lobby = Tables ouvertes
web-lobby-look = Chercher les tables ouvertes
web-link = Lien pour vos amis
web-seats = Places
# Dit en s'asseyant à une table à soi contre des joueurs ordinateurs (personne d'autre ne peut
# s'y asseoir : son code n'est pas dit). $game : le jeu ; $computers : combien d'ordinateurs.
web-seated-computers = { game-name }, contre { $computers ->
    [one] un joueur ordinateur
   *[other] { $computers } joueurs ordinateurs
}.
# Le bouton de l'écran d'attente qui épelle le code de la table (jamais épelé sans qu'on le demande).
web-spell-code = Épeler le code de la table
web-hand = Votre main
web-play = Jouer la carte sélectionnée
web-choices = Choix
web-facts = Infos de la table
web-table = La table
web-messages = Messages
web-answers = Réponses
web-chat = Message de discussion
web-chat-send = Envoyer
web-nudge = Relancer le joueur qu'on attend
web-leave = Quitter la table
web-back = Retour aux tables
web-game-over = Entrée, ou le bouton Retour aux tables : une nouvelle partie.
web-keys = Touches
# Une touche qui ne fait rien sur la page. $key : son nom.
web-unknown-key = { $key } : rien ici. Les touches sont listées sous Touches.
web-connection-lost = Connexion perdue. Reconnexion.
# L'état de la page avant sa première connexion, avec web-server-busy (écrit dans la page, dans
# la langue du navigateur).
web-connecting = Connexion au serveur.
web-unreachable = Serveur inaccessible. Nouvel essai dans un instant.
web-server-busy = Serveur plein : trop de connexions. Nouvel essai dans un instant.
web-no-connection = Pas connecté : rien n'est envoyé. Reconnexion ; réessayez dans un instant.
web-kept-unsent = Pas envoyé : la partie a continué entre-temps. Vérifiez votre main.
# Ce qu'affiche `audiogame web`. $address : l'adresse de la page.
web-local = La table est à l'adresse { $address } et s'ouvre dans votre navigateur. Appuyez ici sur Contrôle C pour l'arrêter.
web-local-no-browser = Ouvrez { $address } dans votre navigateur pour jouer. Appuyez ici sur Contrôle C pour arrêter la table.
web-no-browser = Aucun navigateur n'a pu être ouvert : ouvrez vous-même { $address } dans votre navigateur.
# Ce qu'affiche aussi `audiogame serve`. $address : l'adresse de la page.
web-serve-page = Dans un navigateur : { $address }
# Dit quand le joueur cherche des tables ouvertes. $count : leur nombre.
web-lobby-count = { $count ->
    [0] Tables ouvertes : aucune.
    [one] Tables ouvertes : une.
   *[other] Tables ouvertes : { $count }.
}
# Une page assise à une table a demandé la place d'un autre jeton : rien n'a changé.
web-resume-seated = Refusé : vous êtes déjà à une table. Quittez-la d'abord.
# La touche de la page pour la carte jouable suivante (le Tab du terminal est au navigateur).
web-key-playable-next = J : la prochaine carte que vous pouvez jouer.
# La liste des touches une fois la partie finie.
web-key-back = Entrée : retour aux tables, pour une nouvelle partie.
# Le titre de la table une fois la partie finie. $game : le jeu.
web-over-heading = { game-name } : partie terminée
# Le titre de la page (montré par le sélecteur d'onglets) : où est le joueur, puis le programme.
# $place : l'accueil, la salle d'attente, la manche de la table ou la fin de la partie.
web-title = { $place } — { app-title }
web-title-lobby = Accueil
# $game : le jeu.
web-title-waiting = Salle d'attente, { game-name }
# Dit une fois quand cette place est ouverte dans une autre fenêtre (un onglet copié) : cette page s'arrête.
web-elsewhere = Place ouverte dans une autre fenêtre : celle-ci s'arrête. Pour jouer ici à nouveau : Entrée, ou le bouton Jouer ici.
web-take-back = Jouer ici
# La revue d'une partie finie sur la page (la liste de l'accueil, et V à la fin de la partie).
web-review-offer = V : revoir cette partie.
# Dit à l'ouverture de la revue ; le focus dit ensuite sa première étape.
web-review-title = Revue, { $rounds ->
    [one] 1 manche
   *[other] { $rounds } manches
}. Droite : pli suivant. Point d'interrogation : les touches.
# Le titre de la revue et le nom de sa liste. $game : le jeu.
web-review-heading = Revue : { game-name }, { $rounds ->
    [one] 1 manche
   *[other] { $rounds } manches
}
web-review-hand = Votre main à ce pli
# La tuile d'une étape, dessinée à côté de ses mots.
web-review-step = Manche { $round }, pli { $trick }
web-review-step-result = Manche { $round } : résultat
web-review-key-back = Retour arrière, ou le bouton Quitter la revue : retour.
web-review-back = Quitter la revue
web-review-closed = Revue fermée.
web-review-gone = Cette partie n'est plus gardée.
web-finished = Vos parties finies
