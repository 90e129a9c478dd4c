### La table de jeu : choix, lectures d'état et réponses « pourquoi ? » construites par la table.

# Un choix du Renard : échanger cette carte de la main avec la carte décret. $card : la carte
# (forme « the » : « le 7 de Cloches »).
choice-swap = Échanger { $card }
# L, Fearless : la valeur ajoutée au fantôme du gagnant. $value : signée, en mots.
status-last-trick-value = Valeur { $value }.
# S : le total d'une place. $who, $player : la place ; $points : le total.
status-score-item = { $who ->
    [you] vous
   *[other] { $player }
} { $points }
# D dans Fearless, qui n'a pas de carte décret.
status-no-decree = Pas de carte décret dans Fearless.

## S : la manche avant les scores. $round : à partir de 1 ; $rounds : combien (Fearless) ;
## $target : le score qui termine la partie (le Renard des Bois).
status-round-fearless = Manche { $round } sur { $rounds }.
status-round-fox = Manche { $round }, partie en { $target } points.

## T : le pli en cours, l'essentiel d'abord : qui entame ou ouvre, la couleur, qui tient le
## pli, puis les cartes. $trick : son numéro ; $who, $player : le premier joueur du pli ;
## $winning : yes (deux cartes ou plus) | no ; $win_who, $win_player : qui tient le pli ; $card :
## la carte qui le tient (forme « the ») ; $cards : chaque carte avec son joueur, en liste.
# Fearless. $lead : suit (entame d'une carte de couleur) | zero (entame d'un zéro, puis $suit)
# | open (que des zéros jusqu'ici) ; $suit : la couleur demandée ; $total : le total, en mots.
status-trick-fearless = Pli { $trick }, { $who ->
    [you] vous entamez
   *[other] { $player } entame
} { $lead ->
    [zero] avec un zéro, puis { fearless-suit-some }
    [open] avec un zéro, pas encore de couleur
   *[suit] { fearless-suit-some }
}{ $winning ->
    [yes] , { $win_who ->
        [you] vous tenez le pli
       *[other] { $win_player } tient le pli
    } avec { $card }
   *[no] {""}
} : { $cards }. Total { $total }.
# Le Renard des Bois. $suit : la couleur d'entame ; $trump : le nom de l'atout.
status-trick-fox = Pli { $trick }, { $who ->
    [you] vous ouvrez
   *[other] { $player } ouvre
} avec { fox-suit-one }, atout { $trump }{ $winning ->
    [yes] , { $win_who ->
        [you] vous tenez le pli
       *[other] { $win_player } tient le pli
    } avec { $card }
   *[no] {""}
} : { $cards }.
# Le Renard des Bois, avant la première carte du pli. $trump : le nom de l'atout.
status-trick-fox-empty = Pli { $trick }, aucune carte encore, atout { $trump }. { $who ->
    [you] Vous ouvrez.
   *[other] { $player } ouvre.
}

# I, Fearless : l'autocollant tactile du jeu adapté, nommé comme tel (fearless-symbol, cards.ftl).
fearless-tactile = Repère tactile : { fearless-symbol }.

## I, le Renard des Bois : le code tactile des chiffres du jeu adapté (pastilles AccessiJeux :
## un point vaut 1, un rond pointé 5, un carré pointé 10 ; ils s'additionnent). $rank : 1 à 11.
fox-tactile = Code tactile : { $rank ->
    [1] un point
    [2] deux points
    [3] trois points
    [4] quatre points
    [5] rond pointé
    [6] rond pointé et un point
    [7] rond pointé et deux points
    [8] rond pointé et trois points
    [9] rond pointé et quatre points
    [10] carré pointé
   *[11] carré pointé et un point
}.
# Un Monarque joué en second n'a pas de pouvoir.
fox-power-help-second = Monarque joué en second : aucun pouvoir.

## Entraînement à Fearless, dernière carte du pli : où irait votre fantôme si vous le preniez.
## $total : le total du pli avant votre carte, en mots ; $ruin : yes | no ; $position : votre
## fantôme ; $outcomes : hint-fearless-stake-outcome pour chaque carte qui le prend, réunies par « ou ».
hint-fearless-stake = Total du pli { $total } avant votre carte. Le prendre mène votre fantôme { $ruin ->
    [yes] de la ruine
   *[no] de { $position }
} à { $outcomes }.
# $after : là où irait votre fantôme ; $card : la carte qui prend le pli (forme « the »).
hint-fearless-stake-outcome = { $after } avec { $card }

## « Pourquoi ? » après le coup d'un adversaire : ce qu'il a joué, puis ce que cela change pour
## vous. $player : l'adversaire ; $card : la carte (forme « obj ») ; $suit : la couleur demandée.
fearless-why-bot-led = { $player } a entamé avec { $card }.
fearless-why-bot-open = { $player } a joué { $card } : que des zéros avant, donc toute carte était permise.
fearless-why-bot-followed = { $player } a suivi avec { $card }.
fearless-why-bot-void = { $player } n'a { fearless-suit-none } et pouvait donc jouer { $card }.
fox-why-bot-led = { $player } a ouvert avec { $card }.
fox-why-bot-followed = { $player } a suivi avec { $card }.
fox-why-bot-void = { $player } n'a pas de { fox-suit } et pouvait donc jouer { $card }.
# Qui tient le pli. $win_who, $win_player : cette place ; $card : sa carte (forme « the »).
why-play-winning = { $win_who ->
    [you] Vous tenez le pli
   *[other] { $win_player } tient le pli
} avec { $card }.
# Pouvez-vous encore le prendre ? $can : yes | no ; $cards : les cartes qui le prendraient.
why-play-you = { $can ->
    [yes] Vous pouvez prendre le pli avec { $cards }.
   *[no] Aucune de vos cartes ne peut prendre le pli.
}
# Qui joue après cette carte. $players : leurs noms, en liste.
why-play-to-come = Encore à jouer : { $players }.

## Menus et réglages ajoutés par l'interface de la table.

menu-main-stats = Statistiques
stats-none = Aucune partie terminée pour l'instant.
# $game : fearless | fox ; $level : easy | medium | hard | expert ; $played, $won : nombres.
stats-line = { game-name }, { level-name } : { $played ->
    [one] { $played } jouée
   *[other] { $played } jouées
}, { $won ->
    [one] { $won } gagnée
   *[other] { $won } gagnées
}
settings-hints = Conseils d'entraînement
# $level : off | some | full
hint-level-name = { $level ->
    [off] aucun
    [some] quand une règle vous limite
   *[full] tous, avec les enjeux
}
settings-pace = Rythme des adversaires
# $pace : key | short | long
pace-name = { $pace ->
    [key] attendre Entrée
    [short] courte pause
   *[long] longue pause
}
settings-mono = Son mono
# Avec la voix intégrée : afficher aussi chaque message sur une ligne.
settings-show-log = Messages affichés avec la voix intégrée
# Une ligne des faits de la table sous les messages, pour une aide voyante ; jamais en mode texte du terminal.
settings-status-line = Ligne d'état visuelle
status-line-refused-terminal = Pas de ligne d'état visuelle avec le texte du terminal : la console ne fait qu'ajouter des lignes, elle n'en redessine aucune. Choisissez d'abord la voix intégrée dans les réglages.
error-save-version = La partie enregistrée vient d'une autre version et ne peut pas reprendre. Elle est conservée sous le nom { $file }.
help-game-key-info = I : ce qu'est et ce que fait la carte sélectionnée.
help-game-key-pace = Entrée ou Espace pendant le jeu des adversaires, avec le rythme « attendre Entrée » : leur carte suivante.
# $game : fearless | fox ; $keys : les lettres des couleurs, espacées.
help-game-suit-keys = Lettres des couleurs : { $keys }. Une deuxième fois : l'autre bout de la couleur.
## Premier lancement : langue, sortie vocale et vitesse de la voix, puis le menu principal.

# Dit dans chaque langue, celle du système d'abord, jusqu'au choix (comme tout ce qui précède).
first-run-language = Bienvenue. Choisissez votre langue : Haut et Bas, puis Entrée.
first-run-output = Comment le jeu doit-il parler ? Haut et Bas pour choisir, Entrée pour essayer.
first-run-test = Voici comment le jeu parle. Avez-vous entendu cette phrase ?
first-run-rate = Vitesse de la voix : Gauche et Droite la changent, Entrée quand elle vous convient.
first-run-done = C'est prêt. Vos choix sont enregistrés ; modifiez-les quand vous voulez dans les Réglages.
# Des réglages étaient invalides et ont repris leur valeur par défaut. $count : combien.
error-settings-repaired = { $count ->
    [one] Un réglage était invalide et a repris sa valeur par défaut.
   *[other] { $count } réglages étaient invalides et ont repris leur valeur par défaut.
}

## Arrêt sur une erreur inattendue : une seule ligne simple dans le terminal, jamais de trace.

# $file : le journal qui donne les détails.
error-crash = audiogame s'est arrêté : une erreur inattendue. La partie en cours a été enregistrée après son dernier coup. Les détails sont dans { $file }.
first-run-heard-yes = Oui, continuer
first-run-heard-no = Non, choisir une autre sortie
first-run-not-heard = Retour au texte dans le terminal. Choisissez une autre sortie, ou gardez Texte du terminal.
