## Tables en ligne (ticket 16) : places, arrivées et départs, discussion, rappels, erreurs.

# Le serveur ne répond pas. $server : son adresse.
online-unreachable = Aucun serveur à { $server }.
online-connection-lost = Connexion perdue.
online-server-busy = Serveur plein : trop de connexions. Réessayez plus tard.
online-reconnecting = Connexion perdue. Reconnexion.
# Le serveur a reçu une demande (rejoindre, créer, les tables, un retour) et n'a rien dit en 5 s.
online-server-silent = Le serveur ne répond pas encore ; attente en cours.
# ... et rien en 30 s : la connexion est fermée. Sans place : le joueur choisit à nouveau.
online-server-given-up = Le serveur ne répond pas ; connexion fermée. Choisissez à nouveau pour réessayer.
# Assis à une table : le client se reconnecte de lui-même.
online-server-retry = Le serveur ne répond pas ; reconnexion.
online-reconnect-busy = Serveur occupé : reconnexion dès qu'il vous laissera entrer.
online-action-waiting = Déjà envoyé : en attente de la table.
online-offline-action = Pas de connexion : rien n'est joué. Reconnexion en cours ; réessayez dans un instant.
online-offline-chat = Pas de connexion : rien n'est envoyé. Reconnexion en cours ; réessayez dans un instant.
online-back = Reconnecté.
# Dit en s'asseyant à une table où quelqu'un avait déjà le nom du joueur. $name : le nom
# que la table lui donne.
online-renamed = Nom déjà pris : ici, vous êtes { $name }.
# $code : le code de la table, en lettres ; $game : nom de registre du jeu.
online-seated = Table { $code } : { game-name }.
# $letters : les lettres du code séparées ; $words : les mots d'épellation.
online-code-spelled = J'épelle : { $words }.
# $count : places libres qui attendent encore quelqu'un.
online-waiting = { $count ->
    [one] On attend encore un joueur.
   *[other] On attend encore { $count } joueurs.
}
online-all-seated = Tout le monde est assis. La partie commence.
# $player : le nom d'une personne.
online-seat-joined = { $player } arrive.
online-seat-left = { $player } a quitté la table ; un joueur ordinateur, { $computer }, prend sa place.
online-seat-left-open = { $player } a quitté la table.
online-seat-away = { $player } a perdu la connexion.
online-seat-back = { $player } est de retour.
online-seat-replaced = { $player } : trop longtemps hors ligne ; l'ordinateur prend sa place.
online-seat-restored = { $player } est de retour et reprend sa place.
online-seat-closed = Table fermée : { $player } a quitté la partie.
online-you-left = Vous avez quitté la table.
# Un message de discussion. $player : qui l'écrit ; $text : le message.
online-chat = { $player } dit : { $text }
# $player : qui vous le rappelle.
online-nudged = Rappel : { $player } vous attend.
# $player : le joueur à qui l'on rappelle son tour.
online-nudge-sent = Rappel envoyé à { $player }.
# Les refus du serveur.
online-error-bad-frame = Refusé : le serveur n'a pas compris.
online-error-bad-name = Refusé : un nom doit avoir une lettre ou un chiffre.
online-error-version = Refusé : ce serveur parle une autre version. Mettez le jeu à jour.
online-error-not-seated = Refusé : vous n'êtes à aucune table.
online-error-already-seated = Refusé : vous êtes déjà à une table.
online-error-no-table = Aucune table n'a ce code.
online-error-table-full = Cette table est complète.
online-error-bad-token = Votre place n'existe plus : la table est finie ou vous l'avez quittée.
online-error-bad-game = Refusé : impossible de préparer cette table.
online-error-illegal = Refusé.
online-error-stale = Trop tard : la partie a avancé.
online-error-rate = Trop vite. Patientez un instant.
online-error-chat-empty = Rien à envoyer.
# $limit : le nombre maximal de caractères d'un message.
online-error-chat-too-long = Trop long : { $limit } caractères au plus.
online-error-too-many-tables = Refusé : trop de tables ouvertes.
online-error-server = Le serveur a échoué ; rien n'a changé.
online-notice-store-failed = Le serveur ne peut pas enregistrer la partie pour l'instant ; il réessaie.
online-notice-store-ok = Le serveur enregistre de nouveau la partie.
# Une trame du serveur qui ne correspond pas à la table (serveur défaillant ou hostile).
online-server-bad-frame = Le serveur a envoyé une donnée fausse ; ignorée.
# Une lettre du code d'une table et son mot d'épellation (alphabet français). $letter : A à Z.
online-spell = { $letter ->
    [A] Anatole
    [B] Berthe
    [C] Célestin
    [D] Désiré
    [E] Eugène
    [F] François
    [G] Gaston
    [H] Henri
    [I] Irma
    [J] Joseph
    [K] Kléber
    [L] Louis
    [M] Marcel
    [N] Nicolas
    [O] Oscar
    [P] Pierre
    [Q] Quintal
    [R] Raoul
    [S] Suzanne
    [T] Thérèse
    [U] Ursule
    [V] Victor
    [W] William
    [X] Xavier
    [Y] Yvonne
   *[Z] Zoé
}

## Jouer en ligne : les menus, la ligne de saisie, les touches de la table en ligne.

menu-main-online = Jouer en ligne
online-menu-title = Jouer en ligne
# $server : l'adresse du serveur.
online-menu-server = Serveur : { $server }
online-menu-server-edit = Adresse du serveur. Tapez-la, puis Entrée.
online-bad-server = Pas une adresse de serveur : { $server }. Tapez-en une comme ws://192.168.1.20:8765.
# $name : le nom du joueur aux tables.
online-menu-name = Votre nom : { $name }
online-menu-name-edit = Votre nom. Tapez-le, puis Entrée.
online-default-name = Joueur
# $code : le code de la table du joueur.
online-menu-return = Retourner à votre table, { $code }
online-menu-leave = Quitter votre table pour de bon
online-menu-create = Créer une table
online-menu-join = Rejoindre une table par son code
online-menu-join-edit = Code de la table. Tapez-le, puis Entrée.
online-menu-lobby = Tables ouvertes
online-lobby-none = Aucune table ouverte.
# Une table ouverte. $game : nom de registre ; $host : qui l'a ouverte ; $free : places libres ;
# $players : places.
online-lobby-item = { game-name } avec { $host }, { $free ->
    [one] { $free } place libre
   *[other] { $free } places libres
} sur { $players }
# $game : nom de registre du jeu choisi.
online-create-game = Jeu : { game-name }
# $count : places données à l'ordinateur.
online-create-computers = Joueurs ordinateur : { $count }
# $on : yes ou no.
online-create-listed = Visible dans les tables ouvertes : { on-off }
online-create-start = Créer la table
online-line-cancelled = Fermé, rien n'est envoyé.
online-chat-title = Discussion. Tapez votre message, Entrée envoie, Échap ferme.
# Une place dite par la touche des places. $player : son nom ; $state : person, computer,
# standin ou away.
online-seat-item = { $player }{ $state ->
    [computer] , ordinateur
    [standin] , hors ligne, l'ordinateur joue
    [away] , hors ligne
   *[person] {""}
}
# $seats : les places dans l'ordre depuis la vôtre.
online-seats = Places : { $seats }.
help-line-title = Saisie d'une ligne.
help-line-keys = Tapez lettres, chiffres et signes, point d'interrogation compris ; Retour arrière efface le dernier caractère ; Entrée valide ; Échap ferme.
help-online-key-chat = F5 : discuter avec la table.
help-online-key-nudge = F6 : rappeler son tour au joueur attendu.
# $level : easy, medium, hard ou expert.
online-create-level = Leur niveau : { level-name }
online-error-no-nudge = Personne à qui le rappeler : la table attend votre jeu ou celui de l'ordinateur.
# $on : yes ou no.
online-create-practice = Table d'entraînement, conseils de règles pour chacun : { on-off }

## audiogame serve : ce que lit l'hôte dans le terminal.

serve-local-only = Seul cet ordinateur peut se joindre. Pour accueillir des amis, ajoutez --host 0.0.0.0 (voir « Héberger une table » dans le guide).
# $addresses : les adresses de cette machine sur le réseau local, en liens ws://
serve-share-lan = Amis sur votre réseau : { $addresses }.
# $address : le lien à donner, avec serve-public-address quand c'est celle du routeur
serve-share-outside = Amis ailleurs : redirigez le port TCP { $port } de votre routeur vers cet ordinateur, puis donnez-leur { $address } (voir « Héberger une table » dans le guide).
serve-public-address = VOTRE-ADRESSE-PUBLIQUE
serve-folder-busy = Un autre serveur utilise déjà le dossier { $folder }. Arrêtez-le, ou choisissez un autre dossier avec --data.
serve-store-damaged = Le stockage { $file } est illisible : il est abîmé, ou ce n'en est pas un. Déplacez-le pour repartir de zéro, ou choisissez un autre dossier avec --data.
# Le stockage est peut-être intact mais inutilisable. $file : son chemin ; $reason : les mots du système.
serve-store-full = Plus de place sur le disque de { $file } : le serveur ne peut pas démarrer. Libérez de la place ; le stockage est gardé tel quel.
serve-store-unavailable = Le stockage { $file } ne s'ouvre pas : { $reason }. Vérifiez le dossier donné avec --data ; le stockage est gardé tel quel.
serve-database-unavailable = La base de données { $file } est inutilisable : { $reason }. Vérifiez l'adresse donnée avec --store ; rien n'a été changé.
serve-database-busy = Un autre serveur utilise déjà la base de données { $file } : un serveur à la fois. Arrêtez-le d'abord, ou donnez à celui-ci une autre base avec --store.
serve-database-driver = Le stockage PostgreSQL a besoin de son pilote : pip install 'audiogame[postgresql]', puis relancez. Rien n'a été changé.
serve-port-busy = Le port { $port } est occupé : choisissez-en un autre avec --port.
serve-cannot-listen = Impossible d'écouter sur { $host } port { $port } : { $reason }.
