### La ligne de commande : `audiogame --help` et ses refus (les refus sont dans ui.ftl).
### cli-help-<option> : l'aide de chaque option, par son nom sans les tirets.

cli-usage = usage :
cli-description = Fearless et Le Renard des Bois, joués à l'oreille et au clavier.
cli-epilog = Commandes : play (par défaut) ouvre la table ; demo raconte une partie entre joueurs de l'ordinateur ; rules affiche les règles (avec --game et --lang) ; companion ouvre le compagnon de table réelle (avec --entries FICHIER : saisit une partie depuis un fichier) ; review liste les parties terminées gardées, pour en revoir une pli par pli ; serve lance un serveur de tables en ligne (voir docs/protocol.md) ; online ws://HÔTE:PORT [--code CODE] joue aux tables d'un serveur ; web ouvre le jeu dans votre navigateur (sur cet ordinateur seulement ; serve sert aussi la page, à http://HÔTE:PORT/) ; doctor dit ce que le programme trouve sur cet ordinateur (parole, braille, son, terminal, dossiers, parties enregistrées).
cli-section-positional = arguments
cli-section-options = options
cli-section-serve = serve
cli-help-command = que faire (play si rien n'est donné)
cli-help-address = online : l'adresse du serveur, ws://HÔTE:PORT ou wss://...
cli-help-help = afficher cette aide et quitter
cli-help-version = afficher la version et quitter
cli-help-lang = langue de la parole et du texte
cli-help-output = comment les messages vous parviennent
cli-help-pace = rythme des adversaires pour cette partie (none : aucune pause)
cli-help-expert-time = temps de réflexion des adversaires experts pour cette partie
cli-help-view = large : une table en plein écran pour les malvoyants (pas avec le texte du terminal)
cli-help-theme = couleurs de la grande vue
cli-help-game = commencer ce jeu tout de suite
cli-help-players = Fearless : 3, 4 ou 5 joueurs
cli-help-target = Le Renard des Bois : score qui termine la partie
cli-help-level = niveau des adversaires de l'ordinateur
cli-help-seed = graine de la donne, pour rejouer une partie
cli-help-practice = conseils de règle parlés et annulation
cli-help-resume = reprendre la partie enregistrée
cli-help-entries = companion : saisir une partie depuis FILE, une entrée par ligne
cli-help-record = companion : écrire dans FILE le relevé des coups publics
cli-help-first = companion : le siège (à partir de 0) qui entame le premier pli (Fearless) ou donne en premier
cli-help-removed = companion : couleur retirée (Fearless à 3 joueurs)
cli-help-names = companion : les noms des joueurs, "Ana,Ben,..."
cli-help-no-sound = pas d'effets sonores
cli-help-speech-log = ajouter chaque énoncé à FILE
cli-help-debug = journal détaillé
cli-help-code = online : la table où s'asseoir
cli-help-no-browser = web : afficher l'adresse de la page, n'ouvrir aucun navigateur
cli-help-host = adresse d'écoute (serve)
cli-help-port = port d'écoute (serve)
cli-help-data = dossier où sont gardées les tables (serve)
cli-help-certfile = chaîne de certificats TLS (serve)
cli-help-keyfile = clé privée TLS (serve)
cli-help-replace-after = un joueur de l'ordinateur remplace une personne déconnectée depuis ce temps (serve)
cli-help-behind-proxy = un proxy inverse à ADDRESS (par défaut 127.0.0.1, cette machine) transmet les joueurs (serve ; X-Forwarded-For, cru de cette adresse seulement)

# Dit quand Contrôle+C arrête `audiogame serve` (ses tables sont dans sa réserve).
cli-serve-stopped = Serveur arrêté ; tables conservées.
