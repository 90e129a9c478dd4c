### La table de jeu : choix, lectures d'état et réponses « pourquoi ? » construites par la table.

# Un choix du Renard : échanger cette carte de la main avec la carte décret. $card : la carte.
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

## Entraînement Fearless : ce que gagner le pli maintenant ferait à votre fantôme.
## $total : le total du pli en mots ; $ruin : yes | no ; $position : votre fantôme ;
## $after : là où il irait.
hint-fearless-stake = Total du pli { $total } : le remporter maintenant mènerait votre fantôme { $ruin ->
    [yes] de la ruine
   *[no] de { $position }
} à { $after }.

## « Pourquoi ? » après le coup d'un adversaire. $player : l'adversaire ; $card : la carte
## (forme « obj ») ; $game : fearless | fox ; $suit : la couleur demandée.
why-bot-led = { $player } a ouvert avec { $card } : on peut ouvrir avec n'importe quelle carte.
why-bot-followed = { $player } a suivi la couleur demandée avec { $card }.
why-bot-void = { $player } a joué { $card } : { $game ->
    [fearless] { fearless-suit-none } en main, donc toute carte était permise.
   *[fox] pas de { fox-suit } en main, donc toute carte était permise.
}

## Menus et réglages ajoutés par l'interface de la table.

menu-main-stats = Statistiques
# $points : un objectif réglé point par point.
setup-custom-target = Objectif libre : { $points } points
stats-none = Aucune partie terminée pour l'instant.
# $game : fearless | fox ; $level : easy | medium | hard | expert ; $played, $won : nombres.
stats-line = { game-name }, { level-name } : { $won ->
    [one] { $won } gagnée
   *[other] { $won } gagnées
} sur { $played }
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
error-save-version = La partie enregistrée vient d'une autre version et ne peut pas reprendre. Elle est conservée sous le nom { $file }.
help-game-key-info = I : ce qu'est et ce que fait la carte sélectionnée.
help-game-key-pace = Entrée ou Espace pendant le jeu des adversaires, avec le rythme « attendre Entrée » : leur carte suivante.
# $game : fearless | fox ; $keys : les lettres des couleurs, espacées.
help-game-suit-keys = Lettres des couleurs : { $keys }. K garde le décret après votre Renard.

## Premier lancement : langue, sortie vocale et vitesse de la voix, puis le menu principal.

first-run-language = Bienvenue. Choisissez votre langue avec Haut et Bas, puis appuyez sur Entrée.
first-run-output = Comment le jeu doit-il parler ? Haut et Bas pour choisir, Entrée pour essayer.
first-run-test = Voici comment le jeu parle. Si vous avez entendu ceci, validez Continuer.
first-run-continue = Continuer
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
