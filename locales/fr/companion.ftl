### L'assistant de table : les cartes d'une vraie table saisies au clavier, les totaux, le chemin
### de la peur et les scores dits. Les messages de vocabulaire listent les mots que l'on peut
### taper, séparés par des virgules ; casse et accents indifférents, espaces ignorés. Gardez-y les
### lettres de couleur de cards.ftl.

## Ce que l'on peut taper.

# Fearless : la carte zéro.
companion-fearless-zero-words = 0, zéro, étoile, z
# Fearless : une couleur. $suit : blue | orange | magenta | green.
companion-fearless-suit-words = { $suit ->
    [blue] b, bleu, goutte, goutte d'eau
    [orange] o, orange, cercle, rond
    [magenta] m, magenta, fleur, rose
   *[green] v, vert, trèfle
}
# Un nombre en lettres, pour les valeurs et les rangs des cartes. $number : 0 à 11.
companion-number-words = { $number ->
    [0] zéro
    [1] un, une
    [2] deux
    [3] trois
    [4] quatre
    [5] cinq
    [6] six
    [7] sept
    [8] huit
    [9] neuf
    [10] dix
   *[11] onze
}
companion-word-plus = plus
companion-word-minus = moins
# Le Renard : une couleur. $suit : bells | keys | moons.
companion-fox-suit-words = { $suit ->
    [bells] c, cloches, cloche
    [keys] f, clefs, clef, clés, clé
   *[moons] u, lunes, lune
}
# Le Renard : le pouvoir d'un rang impair, au lieu du nombre. $rank : 1, 3, 5, 7, 9, 11.
companion-fox-power-words = { $rank ->
    [1] cygne
    [3] renard
    [5] bûcheron
    [7] trésor
    [9] sorcière
   *[11] monarque
}
# Entre un rang et sa couleur : « 7 de Cloches ».
companion-word-of = de, des, du, d'
companion-word-keep = garder, garde, =
companion-word-swap = échange, échanger
companion-word-decree = décret

## Ce qui ne va pas dans une ligne tapée. $text : la ligne telle que tapée.

companion-error-unknown = Pas une carte : { $text }.
# $suit : la couleur tapée ; $value : le nombre tapé sans signe.
companion-fearless-error-sign = Plus ou moins ? Tapez { fearless-suit } plus { $value } ou { fearless-suit } moins { $value }.
companion-fearless-error-value-missing = Quelle valeur de { fearless-suit } ? Tapez plus ou moins et un nombre.
companion-fearless-error-value = Pas de carte { $value } : les valeurs vont de 1 à 6.
companion-fox-error-rank = Pas de rang { $rank } : les rangs vont de 1 à 11.
companion-fox-error-suit-missing = Quelle couleur pour le { $rank } ? Tapez C, F ou U après.
# Une carte ou un choix refusé : $card ce qui a été tapé, nommé ; $reason pourquoi, une phrase.
companion-refused = Non saisi : { $card }. { $reason }

## Refus d'une table publique (l'assistant ne voit pas les mains, il vérifie le paquet).

refusal-already-played = Tous les exemplaires de cette carte ont déjà été joués dans cette manche.
refusal-not-in-deck = Cette carte n'est pas dans le paquet de cette partie.
refusal-removed-suit = Cette couleur est retirée de cette partie.
fearless-refusal-removed-suit = { $suit ->
    [orange] L'orange est retiré
   *[other] Le { fearless-suit } est retiré
} de cette partie à 3 joueurs.
refusal-is-decree = Cette carte est la carte décret, face visible.
refusal-held-elsewhere = Cette carte est partie dans l'autre main avec un Renard.
refusal-already-in-trick = Ce joueur a déjà joué dans ce pli.

## Ce que la table attend.

# $trick : le numéro du pli dans la manche ; $player : qui entame.
companion-prompt-lead = Pli { $trick } : { $player } entame.
companion-prompt-play = À { $player } de jouer.
# $round : à partir de 1 ; $dealer : qui donne et retourne la carte décret.
companion-fox-prompt-decree = Manche { $round } : carte décret ? { $dealer } donne.
# Après un Renard, s'il reste des cartes. $decree : la carte décret actuelle.
companion-fox-prompt-exchange = { $player } a joué un Renard : nouvelle carte décret, ou garder { $decree }.

## Remarques : ce qui ne peut pas être refusé mais doit être dit. $suit : la couleur non suivie.

# Dit seulement si la ligne de la carte ne l'a pas dit (niveau bref ; une absence de couleur
# redevenue nouvelle après la pioche d'un Bûcheron).
companion-fearless-not-followed = { $player } n'a pas suivi { fearless-suit } : plus de { fearless-suit } dans cette main.
companion-fearless-revoke = Renonce : { $player } joue { $card } après avoir montré ne plus avoir de { fearless-suit }.
companion-fox-not-followed = { $player } n'a pas suivi { fox-suit } : plus de { fox-suit } dans cette main.
companion-fox-revoke = Renonce : { $player } joue { $card } après avoir montré ne plus avoir de { fox-suit }.
# $card : la carte jouée maintenant ; $answered : celle qui a répondu au Monarque comme la plus haute.
companion-fox-monarch-broken = Monarque non respecté : { $player } a répondu au Monarque avec { $answered }, mais avait { $card }.

## Lectures d'état (Alt+lettre).

companion-trick-card = { $player } { $card }
companion-fearless-trick = Pli { $trick } : { $cards }. Total { $total }.
companion-fox-trick = Pli { $trick } : { $cards }.
companion-fearless-position-item = { $player } { $ruin ->
    [yes] sur la ruine
   *[no] à { $position }
}
companion-fearless-positions = Chemin de la peur : { $positions }.
companion-seat-tricks = { $player } { $tricks ->
    [one] { $tricks } pli
   *[other] { $tricks } plis
}
# $round : à partir de 1 ; $rounds : les manches de la partie ; $seats : les plis de chacun.
companion-fearless-seats = Manche { $round } sur { $rounds }. Plis de la manche : { $seats }.
companion-fox-tricks = Plis gagnés : { $tricks }.
companion-fox-seats = Manche { $round }, { $dealer } donne.
# $game : fearless | fox ; $scores : les totaux, joints (companion-score-item).
companion-scores = { $game ->
    [fearless] Points de peur : { $scores }.
   *[other] Points : { $scores }.
}
companion-score-item = { $player } { $points }
companion-last-trick-none = Aucun pli terminé pour l'instant.
# Le dernier pli : $trick son numéro, $cards qui a joué quoi, $player qui l'a pris.
companion-last-trick = Pli { $trick } : { $cards }. { $player } l'a pris.

## Commencer, reprendre une saisie, la liste des cartes pas encore vues.

# $count : joueurs ; $names : leurs noms dans l'ordre de la table ; $player : qui entame le premier pli.
companion-fearless-setup = Assistant Fearless, { $count } joueurs : { $names }. { $player } entame le premier pli.
companion-fox-setup = Assistant Renard : { $first } et { $second }, en { $target } points.
companion-default-name = Joueur { $number }
# $entry : la saisie reprise, nommée.
companion-undo-done = Saisie annulée : { $entry }.
companion-undo-none = Rien à annuler.
companion-resumed = Partie de l'assistant reprise.
# Dit une fois une partie de l'assistant terminée.
companion-over-hint = Entrée : une nouvelle partie avec les mêmes joueurs. F10 : le menu.
# Le menu de l'assistant (F10) une fois la partie terminée.
companion-menu-again = Nouvelle partie avec les mêmes joueurs
companion-list-title = { $count ->
    [one] 1 carte pas encore vue
   *[other] { $count } cartes pas encore vues
}. Haut et Bas pour parcourir, Entrée pour saisir, Échap pour revenir.
companion-list-empty = Plus aucune carte à saisir.
# $card : la carte avec son symbole ou son pouvoir ; $left : exemplaires pas encore vus.
companion-list-item = { $card }{ $left ->
    [1] {""}
   *[other] , encore { $left }
}
# Un joueur nommé pour la carte suivante (jeu hors tour).
companion-seat-named = { $player } joue la carte suivante.
companion-entry-line = Ligne de saisie.

## La ligne de commande. $line : un numéro de ligne du fichier ; $reason : pourquoi ça s'arrête.

companion-file-error = Ligne { $line } : { $reason }
companion-record-written = Enregistrement écrit : { $path }.

## Préparation (au clavier), depuis le menu principal.

menu-main-companion = Assistant de table
companion-setup-title = Assistant de table
companion-setup-game = Jeu : { game-name }
companion-setup-players = Joueurs : { $count }
companion-setup-names = Noms : { $names }
# $option : l'option du jeu qui dit qui commence, first_leader | first_dealer (ou une autre).
companion-setup-first = { $option ->
    [first_leader] Entame le premier pli : { $player }
   *[other] Donne en premier : { $player }
}
companion-setup-removed = Couleur retirée : { fearless-suit }
companion-setup-target = Objectif : { $points } points
# Entrée sur l'objectif du Renard : le taper. $low, $high : les bornes.
companion-setup-target-prompt = Objectif en points, de { $low } à { $high }, puis Entrée.
# Une valeur tapée hors des bornes. $text : ce qui a été tapé.
companion-setup-number-refused = Pas un nombre de { $low } à { $high } : { $text }.
# A companion game in progress. $game: fearless | fox; $names: the players.
companion-setup-resume = Reprendre : { game-name }, { $names }
companion-setup-start = Commencer
companion-setup-name-prompt = Nom du joueur { $number }, puis Entrée. Vide : { $default }.
companion-setup-name-typed = { $name }

## Aide (F1) de la ligne de saisie de l'assistant.

help-companion-title = Touches de l'assistant de table.
help-companion-key-type = Tapez une carte comme on la lit, puis Entrée : b plus 5, goutte moins 3, 0 ; pour le Renard 7c, 11 de clefs. Les nombres peuvent être en lettres : bleu plus cinq. Un nom suivi de deux-points la saisit pour ce joueur : Ana : b+5.
help-companion-key-list = Bas sur une ligne vide : les cartes pas encore vues, à choisir.
help-companion-key-reads = Alt+T le pli, Alt+L le dernier pli, Alt+S les scores, Alt+P le chemin de la peur ou les plis gagnés, Alt+D le décret et l'atout, Alt+W à qui de jouer, Alt+N la manche, les places et leurs plis.
help-companion-key-undo = Contrôle+Z : annuler la dernière saisie.
help-companion-key-repeat = Alt+R répéter ; Page précédente et Page suivante : l'historique.
help-companion-key-menu = F10 : le menu. Échap : couper la parole, ou vider la ligne.
