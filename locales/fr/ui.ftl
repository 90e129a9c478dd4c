### Interface : menus, invites, touches d'état, aide des touches, réglages, modes de sortie
### et erreurs. Court, le mot important d'abord. Les touches sont écrites comme on les tape.
### Les listes d'aide (help-<contexte>-key-*) sont lues dans l'ordre du fichier : l'interface
### réunit tous les identifiants qui ont ce préfixe.

## Noms.

app-title = Fearless et Le Renard des Bois
# $game : le nom de registre d'un jeu. Chaque jeu se nomme dans un message à lui,
# <game>-game-name (un jeu d'un paquet à part, dans ses propres fichiers).
game-name = { GAME_NAME($game) }
fearless-game-name = Fearless
fox-game-name = Le Renard des Bois
# Les langues sont écrites dans leur propre langue, pour que chacun trouve la sienne.
# $lang : en | fr
language-name = { $lang ->
    [en] English
   *[fr] Français
}
# $level : brief | normal | detailed
verbosity-name = { $level ->
    [brief] Bref
    [normal] Normal
   *[detailed] Détaillé
}
# Adversaires de l'ordinateur. $level : easy | medium | hard | expert
level-name = { $level ->
    [easy] Facile
    [medium] Moyen
    [hard] Difficile
   *[expert] Expert
}
# État d'un réglage. $on : yes | no
on-off = { $on ->
    [yes] activé
   *[no] désactivé
}

## Modes de sortie. $mode : auto | screenreader | tts | terminal ; $engine : le nom du
## lecteur d'écran ou de la voix trouvés (NVDA, Orca, espeak...).

output-mode-name = { $mode ->
    [auto] Automatique
    [screenreader] Lecteur d'écran
    [tts] Voix intégrée
   *[terminal] Texte du terminal
}
output-mode-help = { $mode ->
    [auto] Utiliser la première sortie qui fonctionne : votre lecteur d'écran, sinon la voix intégrée, sinon le texte.
    [screenreader] Parler et afficher en braille par votre lecteur d'écran.
    [tts] Parler avec la voix du programme.
   *[terminal] Écrire chaque message sur une ligne, que votre lecteur d'écran lira.
}
# Dit une fois au démarrage quand la sortie a été choisie automatiquement.
output-auto-chose = Parole : { output-mode-name }.
output-tts-silent = Parole : Voix intégrée, mais aucun périphérique audio n'a été trouvé : rien ne sera entendu. Choisissez le texte du terminal ou un lecteur d'écran dans les réglages.
output-auto-chose-engine = Parole : { output-mode-name }, { $engine }.
output-screenreader-echo-tip = Votre lecteur d'écran peut aussi lire le terminal. Pour n'entendre chaque message qu'une fois, coupez sa lecture du nouveau texte, ou choisissez le texte du terminal dans les réglages.
output-fallback = { output-mode-name } : indisponible ; { $fallback ->
    [screenreader] le lecteur d'écran prend le relais
    [tts] la voix intégrée prend le relais
   *[terminal] les messages sont écrits en texte
}.
# En cours de jeu, une sortie ne répond plus et une autre prend le relais. $mode : celle qui
# s'est arrêtée ; $fallback : celle qui parle maintenant.
output-switched = { output-mode-name } ne répond plus ; { $fallback ->
    [screenreader] le lecteur d'écran prend le relais
    [tts] la voix intégrée prend le relais
   *[terminal] le texte du terminal prend le relais
}.

## Menu principal. Les éléments sont lus « élément, 2 sur 6 ».

menu-main-title = Menu principal
menu-main-continue = { $count ->
    [one] Reprendre la partie enregistrée
   *[other] Reprendre une partie enregistrée, { $count } gardées
}
menu-saved-games = Parties enregistrées
# Une partie enregistrée de la liste. $game : fearless | fox ; $levels : le niveau des adversaires
# (« Difficile », « Facile et Difficile ») ; $practice : yes | no ; $round, $trick : la manche et
# le pli en cours ; $scores : « vous 12 et Nord 9 » ; $day, $month (1-12), $hour, $minute
# (« 05 ») : quand elle a été enregistrée ; $elsewhere : yes quand une autre fenêtre l'a ouverte.
saved-game-item = { game-name } contre { $levels }{ $practice ->
    [yes] , entraînement
   *[no] {""}
}, manche { $round }, pli { $trick }, { $scores }, le { $day ->
    [1] 1er
   *[other] { $day }
} { month-name } à { $hour } h { $minute }{ $elsewhere ->
    [yes] , ouverte dans une autre fenêtre
   *[no] {""}
}
month-name = { $month ->
    [1] janvier
    [2] février
    [3] mars
    [4] avril
    [5] mai
    [6] juin
    [7] juillet
    [8] août
    [9] septembre
    [10] octobre
    [11] novembre
   *[12] décembre
}
# La partie enregistrée est ouverte dans une autre fenêtre du programme : on n'y touche pas.
resume-open-elsewhere = Cette partie est ouverte dans une autre fenêtre. Choisissez-en une autre, ou commencez une nouvelle partie.
# $game : fearless | fox | le nom de registre d'un autre jeu
menu-main-new = { $game ->
    [fearless] Nouvelle partie de Fearless
    [fox] Nouvelle partie du Renard des Bois
   *[other] Nouvelle partie : { game-name }
}
menu-main-rules = Règles
menu-main-keys = Touches
menu-main-settings = Réglages
menu-main-quit = Quitter
# $item : le texte de l'élément ; $position, $count : sa place dans le menu.
menu-item-position = { $item }, { $position } sur { $count }
# Un élément de menu qui est un réglage. $item : son nom ; $value : sa valeur actuelle.
menu-item-value = { $item } : { $value }
menu-empty = Rien ici.

## Préparation d'une nouvelle partie.

setup-title = Nouvelle partie : { game-name }
# $count : 3, 4 ou 5
setup-players = Joueurs : { $count }
setup-level = Adversaires : { level-name }
# $points : le score qui termine une partie du Renard des Bois.
setup-target = Objectif : { $points } points
setup-practice = Mode entraînement : { on-off }
setup-start = Commencer
setup-summary = { game-name }, { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}, adversaires niveau { level-name }.

## Menu de partie, ouvert par deux appuis sur Échap.

menu-game-title = Menu de la partie
menu-game-resume = Retour à la partie
menu-game-save = Enregistrer
menu-game-settings = Réglages
menu-game-rules = Règles
menu-game-keys = Touches
menu-game-quit = Enregistrer et revenir au menu principal
menu-game-new = Nouvelle partie

## Réglages.

settings-title = Réglages
settings-language = Langue
settings-output = Sortie de la parole
settings-verbosity = Niveau de détail
settings-card-symbols = Pastilles tactiles dans les noms des cartes
settings-card-powers = Pouvoirs dans les noms des cartes
settings-companion-symbols = Pastilles tactiles au compagnon de table
settings-sound = Effets sonores
settings-effects-volume = Volume des effets
settings-speech-volume = Volume de la voix
settings-speech-rate = Débit de la voix
# $percent : 0 à 100
settings-percent = { $percent } pour cent
settings-practice = Mode entraînement
settings-level = Adversaires
settings-saved = Réglages enregistrés.
settings-language-changed = Langue : { language-name }.

## Invites pendant la partie.

prompt-your-turn = À vous de jouer.
# L'invite du tour avec la carte sous le focus. $card : la carte, comme le focus la dit.
prompt-your-turn-card = À vous de jouer : { $card }.
# $who, $player : la place qui doit agir.
prompt-waiting = { $player } réfléchit.
# $decree : la carte décret.
prompt-fox-exchange = Renard : échangez une de vos cartes contre le décret, { $decree }, ou gardez-le.
prompt-fox-keep = Garder le décret
prompt-woodcutter-return = Bûcheron : choisissez une carte à placer sous la pioche.
prompt-next-round = Appuyez sur Entrée pour la manche suivante.
prompt-game-over = Appuyez sur Entrée pour une nouvelle partie, sur Échap pour le menu.
# At a local game's end (against computers, which V reviews).
prompt-game-over-review = { prompt-game-over } V : revoir cette partie.
prompt-confirm-quit = Quitter ? Votre partie est enregistrée. Entrée pour quitter, Échap pour rester.
prompt-yes = Oui
prompt-no = Non

## Parcours de la main. $card : la carte ; $position, $count : sa place dans la main ;
## $playable : yes | no ; $suit : code de couleur.

focus-card = { $card }{ $playable ->
    [no] , non jouable
   *[yes] {""}
}
focus-card-position = { $card }, { $position } sur { $count }{ $playable ->
    [no] , non jouable
   *[yes] {""}
}
focus-first = Première carte.
focus-last = Dernière carte.
focus-hand-empty = Votre main est vide.
# $game : nom de registre d'un jeu ; $suit : code de couleur de ce jeu ; $name : le nom de la
# couleur (tout autre jeu).
focus-no-suit = { $game ->
    [fearless] Vous n'avez { fearless-suit-none } en main.
    [fox] Vous n'avez pas de { fox-suit } en main.
   *[other] { $name } : aucune carte en main.
}

## Touches d'état. $who, $player : une place ; autres arguments indiqués.

# H : toute la main. $hand : groupes par couleur ; $count : cartes.
status-hand = Main, { card-count } : { $hand }.
# W : à qui le tour.
status-turn = { $who ->
    [you] À vous de jouer.
   *[other] À { $player } de jouer.
}
status-turn-over = La partie est terminée.
# T, Fearless, avant la première carte. $trick : son numéro ; $who, $player : qui entame.
status-trick-empty = Pli { $trick }, aucune carte encore. { $who ->
    [you] Vous entamez.
   *[other] { $player } entame.
}
# Une carte d'un pli dans une liste. $card : la carte.
status-trick-card = { $who ->
    [you] vous
   *[other] { $player }
} { $card }
# L : le pli qui vient de se terminer. $winner_who, $winner : qui l'a remporté.
status-last-trick-none = Aucun pli terminé pour l'instant.
status-last-trick = Dernier pli, le { $trick } : { $cards }. { $winner_who ->
    [you] Vous l'avez remporté.
   *[other] { $winner } l'a remporté.
}
# S : scores. $scores : « vous 12, Ouest 30 ».
status-scores = Scores : { $scores }.
status-scores-none = Pas encore de score.
# P, Fearless : fantômes sur le chemin de la peur. $positions : éléments réunis.
status-positions = Fantômes : { $positions }.
status-position-item = { $who ->
    [you] vous
   *[other] { $player }
} { $ruin ->
    [yes] dans la ruine
   *[no] à { $position }
}
# P, Renard des Bois : plis remportés dans la manche. $mine, $theirs : nombres de plis ;
# $player : l'adversaire.
status-fox-tricks = Plis : vous { $mine }, { $player } { $theirs }.
# D, Renard des Bois : carte décret et atout. $decree : la carte ; $trump : nom de la couleur.
status-decree = Décret : { $decree }, atout { $trump }.
# La ligne d'état visuelle (un réglage, désactivé par défaut), pour une aide voyante.
# $round, $rounds, $trick : nombres ; $total : total du pli en cours ; $ruin : yes | no ;
# $position : votre fantôme ; $turn : à qui de jouer, en une phrase.
status-line-fearless = Manche { $round } sur { $rounds }, pli { $trick }, total { $total }. Votre fantôme : { $ruin ->
    [yes] dans la ruine
   *[no] { $position }
}. { $turn }
# $trump : nom de la couleur ; $mine, $theirs : plis remportés ; $player : l'adversaire.
status-line-fox = Manche { $round }, atout { $trump }. Plis : vous { $mine }, { $player } { $theirs }. { $turn }
# Cartes restant dans une main. $count : cartes.
status-cards-left = { $player } : { card-count }.

## Historique et répétition.

# $buffer : game (les événements de la table), all (tout ce qui a été dit) ou chat (en ligne).
history-buffer-name = { $buffer ->
    [game] Messages de jeu
    [chat] Messages de discussion
   *[all] Tous les messages
}
history-empty = { history-buffer-name } : aucun pour l'instant.
# Le plus ancien ou le plus récent message d'une liste, atteint par une touche d'historique.
# $text : le message.
history-first = Premier message : { $text }
history-last = Dernier message : { $text }
# F4, et F3 après le changement. $position : place du curseur depuis le plus ancien ;
# $count : nombre de messages.
history-position = { $count ->
    [0] { history-buffer-name } : aucun pour l'instant.
   *[other] { history-buffer-name }, { $position } sur { $count }.
}
# Y sans rien à expliquer.
why-nothing = Rien à expliquer pour l'instant.
# Touches réservées au mode entraînement, utilisées en dehors.
undo-none = Rien à annuler.
# $card : la carte reprise.
undo-done = Carte reprise : { $card }.{ $house ->
    [yes] {" "}Option maison : annuler contre l'ordinateur.
   *[no] {""}
}
game-saved = Partie enregistrée.
# La première phrase du récapitulatif (partie reprise, retour au premier plan). $round : à partir
# de 1 ; $rounds : combien ; $target : le score à atteindre du Renard des Bois.
recap-fearless-round = Fearless, manche { $round } sur { $rounds }.
recap-fox-round = Le Renard des Bois, manche { $round }, le premier à { $target } points.
game-loaded = Partie enregistrée chargée.
speech-stopped = Arrêt.

## Lecteur de règles (F2). $game : fearless | fox ; $title : titre d'une section ;
## $index, $count : sa place.

rules-reader-title = Règles : { game-name }
rules-reader-section = { $title }, section { $index } sur { $count }
rules-reader-start = Début de la section.
rules-reader-end = Fin de la section.
rules-reader-last = Fin des règles.

## Aide des touches, à la table (F1 ou point d'interrogation pendant la partie).

help-game-over-title = Touches, la partie est finie.
help-game-title = Touches pendant la partie.
help-game-key-cards = Gauche et Droite : carte précédente et suivante.
help-game-key-suits = Haut et Bas : couleur précédente et suivante.
help-game-key-ends = Début et Fin : première et dernière carte.
help-game-key-suit-letter = La lettre d'une couleur : sa plus petite carte ; une deuxième fois : sa plus forte.
help-game-key-play = Entrée ou Espace : jouer la carte.
help-game-key-hand = H : toute la main.
help-game-key-trick = T : le pli : la couleur demandée, qui le remporte pour l'instant, les cartes.
help-game-key-last-trick = L : le dernier pli.
help-game-key-scores = S : la manche et les scores.
help-game-key-turn = W : à qui le tour.
help-game-key-repeat = R : répéter le dernier message.
help-game-key-history = Page précédente et Page suivante : messages plus anciens et plus récents. Contrôle Début et Contrôle Fin : premier et dernier message.
help-game-key-buffers = F3 : passer des messages de jeu à tous les messages. F4 : où vous en êtes.
help-game-key-why = Y : pourquoi, pour le dernier refus, le dernier pli ou le dernier coup adverse.
help-game-key-undo = Contrôle Z : reprendre votre dernière carte.
help-game-key-help = F1 ou point d'interrogation : ces touches.
help-game-key-rules = F2 : les règles.
help-game-key-escape = Échap : couper la parole.
## Aide des touches, menus.

help-menu-title = Touches dans les menus.
help-menu-key-move = Haut et Bas : élément précédent et suivant.
help-menu-key-ends = Début et Fin : premier et dernier élément.
help-menu-key-change = Gauche et Droite : changer un réglage.
help-menu-key-choose = Entrée ou Espace : choisir.
help-menu-key-back = Échap : retour.
help-menu-key-letter = Une lettre : l'élément suivant qui commence par elle.
help-menu-key-fine = Maj Gauche et Maj Droite : un nombre de un en un, comme l'objectif.
help-menu-key-quit = Contrôle Q : quitter ; une partie en cours est enregistrée.

## Aide des touches, échange du Renard et choix du Bûcheron.

help-choice-title = Touches pour ce choix.
help-choice-key-cards = Gauche et Droite : les cartes de votre main.
help-choice-key-confirm = Entrée ou Espace : choisir la carte.
help-choice-key-keep = K : garder le décret, après un Renard.
help-choice-key-status = H, T, D et S lisent toujours la main, le pli, le décret et les scores.

## Aide des touches, lecteur de règles.

help-rules-title = Touches dans les règles.
help-rules-key-paragraph = Bas et Haut : paragraphe suivant et précédent.
help-rules-key-section = Page suivante et Page précédente : section suivante et précédente.
help-rules-key-ends = Début et Fin : premier et dernier paragraphe de la section.
help-rules-key-repeat = R : répéter le paragraphe.
help-rules-key-back = Échap : revenir où vous étiez.

## Erreurs et avis. Jamais technique : dire ce qui s'est passé et ce que le joueur peut faire.

# Une option de ligne de commande incorrecte. $option : telle que tapée ; $choices : les
# valeurs acceptées, réunies.
error-cli-option = Option inconnue : { $option }. Essayez : audiogame --help
error-cli-value = { $option } n'accepte pas { $value }. Choix possibles : { $choices }.
error-cli-players = { game-name } se joue de { $min } à { $max } joueurs.
error-cli-argument = Argument inattendu : { $argument }. Essayez : audiogame --help
error-cli-address = { $address } n'est pas une adresse de serveur. Exemple : ws://hôte:8765
error-cli-store = --store n'accepte pas { $value } : il attend une adresse PostgreSQL, par exemple postgresql://audiogame@localhost/audiogame
error-cli-node = --node n'accepte pas { $value } : il attend un nom court de lettres, de chiffres, - et _, par exemple a1
error-cli-node-store = --node nomme l'un des processus serveurs qui partagent une base de données : donnez la base avec --store postgresql://…
error-cli-lease = --lease n'accepte pas { $value } : il attend un nombre de secondes de 0,5 à 3600, par exemple 4
error-cli-keyfile = --keyfile a besoin de son certificat : donnez-le avec --certfile FICHIER
# Nom d'une touche, dit quand elle ne fait rien ici. $key : tab | enter | backspace | escape |
# space | left | right | up | down | home | end | insert | delete | pageup | pagedown | other.
key-name = { $key ->
    [tab] Tab
    [enter] Entrée
    [backspace] Retour arrière
    [escape] Échap
    [space] Espace
    [left] Gauche
    [right] Droite
    [up] Haut
    [down] Bas
    [home] Début
    [end] Fin
    [insert] Inser
    [delete] Suppr
    [pageup] Page précédente
    [pagedown] Page suivante
   *[other] Cette touche
}
# Une touche avec Contrôle ou Maj. $key : le nom de la touche.
key-control = Contrôle { $key }
key-shift = Maj { $key }
# Une touche sans action ici. $key : son nom.
error-unknown-key = { $key } : rien ici. F1 donne la liste des touches.
# Une carte qui ne peut pas être jouée : la raison suit (messages refusal-*).
error-illegal-card = Impossible. { $reason }
error-save-corrupt = La partie enregistrée n'a pas pu être lue. Elle a été gardée sous le nom { $file }, et une nouvelle partie peut commencer.
error-save-failed = La partie n'a pas pu être enregistrée. Vérifiez l'espace libre et les droits sur { $file }.
# --speech-log FICHIER n'a pas pu être écrit (disque plein...). $file : le fichier.
error-speech-log-failed = Le journal de parole { $file } n'a pas pu être écrit et a été arrêté. La parole continue.
error-settings-corrupt = Vos réglages n'ont pas pu être lus et ont été remis à zéro. L'ancien fichier a été gardé sous le nom { $file }.
error-settings-failed = Les réglages n'ont pas pu être enregistrés ; ils valent jusqu'à ce que vous quittiez.
error-record-invalid = Cet enregistrement de partie ne peut pas être rejoué.
error-no-speech = Aucune parole trouvée. Les messages sont écrits en texte pour votre lecteur d'écran.
error-no-screenreader = Aucun lecteur d'écran n'a répondu ; la voix intégrée prend le relais.
error-no-voice = La voix intégrée n'est pas disponible ; les messages sont écrits en texte.
notice-no-sound = Effets sonores coupés : aucun périphérique audio trouvé.
error-unexpected = Un problème est survenu. Votre partie est enregistrée. Les détails sont dans { $file }.
prompt-fox-keep-key = Touche égal : garder le décret.
prompt-pace-key = Appuyez sur Entrée pour chaque carte des adversaires.
undo-practice-only = Annuler : seulement en mode entraînement, ou avec l'option maison des Réglages.
menu-key-hint = Menu de la partie : F10.
menu-game-closed = Retour à la partie.
keep-nothing = Rien à garder maintenant.
focus-none-playable = Aucune carte n'est jouable.
status-playable = { $count ->
    [one] Un seul choix : { $cards }.
   *[other] { $count } choix : { $cards }.
}
seat-name = { $who ->
    [you] vous
   *[other] { $player }
}
status-seats = Autour de la table : { $seats }.
status-seat-leader = { $who ->
    [you] Vous êtes premier du pli.
   *[other] Premier du pli : { $player }.
}
settings-coach-practice = Entraîneur après chaque pli en entraînement
settings-undo-house = Option maison : annuler contre l'ordinateur
settings-finished-kept = Parties terminées gardées pour les revoir
settings-in-use = { $value } ; en service : { $used }
help-game-key-options = Gauche et Droite : option précédente et suivante.
help-game-key-choose = Entrée ou Espace : choisir l'option.
help-game-key-playable-next = Tab et Maj Tab : carte jouable suivante et précédente.
help-game-key-playable = A : seulement les cartes jouables maintenant.
help-game-key-seats = N : les places dans l'ordre, le premier du pli, le prochain à jouer.
help-fearless-key-positions = P : les fantômes sur le chemin de la peur.
# Fearless a des couleurs : ses mots pour les lignes communes help-game-key-suits,
# help-game-key-suit-letter, help-game-key-trick et help-game-suit-keys.
help-fearless-key-suits = Haut et Bas : couleur précédente et suivante.
help-fearless-key-suit-letter = La lettre d'une couleur : sa plus petite carte ; une deuxième fois : sa plus forte.
help-fearless-key-trick = T : le pli : la couleur demandée, qui le remporte pour l'instant, les cartes.
help-fearless-suit-keys = Lettres des couleurs : { $keys }. Une deuxième fois : l'autre bout de la couleur.
help-fox-key-positions = P : les plis remportés dans la manche.
help-fox-key-decree = D : la carte décret et l'atout.
help-fox-key-exchange = Touche égal : garder le décret au lieu d'échanger.
help-fox-key-return = Choisissez la carte à placer sous la pioche.
help-game-key-menu = F10 : le menu de la partie : enregistrer, réglages, règles, quitter.
help-game-key-quit = Contrôle Q : enregistrer et quitter.
practice-only = Seulement en mode entraînement.
settings-expert-time = Temps de réflexion des adversaires experts
# $time : normal | long | longer (deux et quatre fois le temps habituel)
expert-time-name = { $time ->
    [normal] normal, environ un quart de seconde
    [long] long, environ une demi-seconde
   *[longer] plus long, environ une seconde
}
