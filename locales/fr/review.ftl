# Revoir une partie finie (la salle de revue, depuis la fin de la partie).

# Entrée à la fin de la partie, et l'élément du menu de jeu alors.
review-open = Revoir cette partie
help-game-key-review = V : revoir cette partie, pli par pli.
help-game-menu-review = F10 : le menu de jeu, avec Revoir cette partie.
# Dit une fois à l'ouverture.
review-title = Revue, { $rounds ->
    [one] 1 manche
   *[other] { $rounds } manches
}. Droite : pli suivant. F1 : touches.
# Dit au retour dans la revue après F1.
review-back = Revue.
# Retour à la fin de la partie.
review-closed = Partie finie. Entrée : nouvelle partie. V : la revoir. Échap : le menu.
# Un pli, à chaque niveau de verbosité.
review-trick-brief = Pli { $trick }.
review-trick-normal = Pli { $trick } sur { $count }, manche { $round }.
review-trick-detailed = Pli { $trick } sur { $count }, manche { $round } sur { $rounds }.
# Le résultat d'une manche.
review-result-brief = Manche { $round } : résultat.
review-result-normal = Manche { $round } : résultat.
review-result-detailed = Manche { $round } sur { $rounds } : résultat.
review-unfinished = Manche { $round } pas finie.
# Les bords.
review-first = Début : c'est le premier pli.
review-last = Fin de la partie : rien après.
review-first-round = Première manche : rien avant.
review-last-round = Dernière manche : rien après.
# H et O.
review-hand = Votre main au pli { $trick }, { $count ->
    [one] 1 carte
   *[other] { $count } cartes
} : { $hand }.
review-hand-other = { $player }, { $count ->
    [one] 1 carte
   *[other] { $count } cartes
} : { $hand }.
review-hand-none = Pas de main : la manche est finie. Gauche : son dernier pli.
review-hands-hidden = Votre main seulement : les autres restent cachées.
# F1 dans la revue.
help-review-title = Touches dans la revue.
help-review-key-trick = Droite, Gauche : pli suivant, précédent ; le résultat de la manche vient après son dernier pli.
help-review-key-round = Bas, Haut : manche suivante, précédente.
help-review-key-start = Début : le début de cette manche. Fin : son résultat.
help-review-key-hand = H : votre main à ce pli.
help-review-key-others = O : les autres mains à ce pli.
help-review-key-repeat = R : redire ce pli.
help-review-key-back = Retour arrière ou F10 : revenir à la fin de la partie.

## Les parties terminées gardées pour les revoir (l'article du menu principal, et `audiogame review`).

# L'article du menu principal, avec le nombre de parties gardées.
menu-main-finished = Revoir une partie terminée ({ $count })
finished-title = Parties terminées
# Une partie terminée. $outcome : won, shared ou lost ; $scores : chaque total ; $levels : ceux des adversaires.
finished-game-outcome = { game-name }, { $outcome ->
    [won] gagnée
    [shared] victoire partagée
    [left] quittée avant la fin
   *[lost] perdue
}, { $scores }
finished-when = le { $day ->
    [1] 1er
   *[other] { $day }
} { month-name } à { $hour } h { $minute }
finished-game-item = { finished-game-outcome }, contre { $levels }{ $practice ->
    [yes] , entraînement
   *[no] {""}
}, { finished-when }
# Une partie finie à une table en ligne : les scores nomment les autres joueurs.
finished-online-item = { finished-game-outcome }, { finished-when }
# Ce qu'Entrée propose sur une partie terminée.
finished-review = Revoir cette partie
finished-delete = Supprimer cette partie
finished-delete-confirm = Supprimer cette partie pour de bon ?
finished-delete-no = Non, la garder
finished-delete-yes = Oui, la supprimer
finished-deleted = Partie supprimée.
finished-delete-failed = Suppression impossible. Vérifiez les droits sur { $file }.
# Le fichier d'une partie terminée qui ne peut plus être lu (mis de côté).
finished-gone = Cette partie ne peut plus être lue.
# `audiogame review` sans aucune partie gardée.
finished-none = Aucune partie terminée pour l'instant. Finissez une partie, ici ou en ligne, puis revenez.

## L'entraîneur dans la salle de revue : ce qu'ont coûté vos choix, d'après ce que vous saviez alors.

help-review-key-coach = C : l'entraîneur sur votre choix dans ce pli.
help-review-key-mistakes = M : l'entraîneur sur cette manche : vos choix les plus coûteux.
# L'entraîneur travaille pendant que la salle est ouverte ; C ou M avant qu'il ait fini.
coach-thinking = { $who } : réflexion en cours, { $percent } pour cent fait.
coach-failed = { $who } : il n'a pas pu évaluer cette partie.
# Une partie revue sans entraîneur.
coach-none-here = Pas d'entraîneur pour cette partie.
coach-no-choice = { $who } : aucun choix de votre part dans ce pli.
# Un choix aussi bon qu'un autre (à la précision de l'entraîneur près).
coach-best = { $who } : { $card }, aussi bon que les autres choix.
# $cost : dans l'unité du jeu ($unit : fox-points, l'écart de points de la manche ; fearless-fear, points de peur).
coach-cost = { $who } : { $card } a coûté environ { $cost } { coach-unit } ; le meilleur : { $best }.
# Pourquoi, quand le meilleur choix aurait changé qui prenait le pli : dit après coach-cost.
coach-reason-you = Avec lui, vous auriez pris le pli.
coach-reason-other = Avec lui, { $player } aurait pris le pli.
# Les options des décisions du Renard, comme l'entraîneur les nomme, en milieu de phrase.
coach-option-keep = garder le décret
coach-option-swap = échanger { $card } contre le décret
coach-option-return = remettre { $card } sous la pioche
coach-round = { $who }, manche { $round } :
coach-round-item = pli { $trick }, { $card }, environ { $cost } { coach-unit }
coach-round-none = { $who }, manche { $round } : aucun choix coûteux.
# Qui parle : l'entraîneur (d'après ce que vous saviez alors), ou le verdict avec le recul.
coach-who-knew = Entraîneur
coach-who-hindsight = Avec le recul, toutes les cartes connues
help-review-key-hindsight = K : la même chose avec le recul, toutes les cartes connues (C et M ensuite).
coach-hindsight-on = Avec le recul, toutes les cartes connues : C et M disent maintenant ce verdict. K de nouveau : retour à ce que vous saviez.
coach-hindsight-off = Entraîneur : C et M disent ce que vous saviez alors.
# Entraînement, après un pli, quand le joueur y avait un choix nettement meilleur.
coach-practice = Entraîneur : { $best } valait mieux que { $card }, d'environ { $cost } { coach-unit }.
# The unit of a cost ($cost, $unit), singular or plural.
coach-unit = { $unit ->
    [fearless-fear] { $cost ->
        [one] point de peur
       *[other] points de peur
    }
   *[other] { $cost ->
        [one] point
       *[other] points
    }
}
