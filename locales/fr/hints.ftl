### Mode entraînement : refus, réponses à « pourquoi ? » et conseils de règle.
### Les codes de refus et les raisons de gain viennent de engine/reasons.py. Le code cherche
### d'abord un message propre au jeu (fearless-refusal-must-follow), puis le message commun
### (refusal-must-follow).

## Refus : pourquoi une action n'est pas permise maintenant. Communs aux deux jeux.
## $suit : code de couleur ; $options : les cartes permises, réunies par « ou » ; $count :
## combien ; $phase : play | fox-exchange | woodcutter-return | other.

refusal-game-over = La partie est terminée.
refusal-not-your-turn = Ce n'est pas votre tour.
refusal-unknown-action = Ce coup n'existe pas dans ce jeu.
refusal-wrong-phase = { $phase ->
    [play] Pas maintenant : jouez une carte.
    [fox-exchange] Pas maintenant : échangez d'abord une carte avec le décret, ou gardez-le.
    [woodcutter-return] Pas maintenant : choisissez d'abord une carte à placer sous la pioche.
   *[other] Pas maintenant : terminez d'abord le choix en cours.
}
refusal-not-in-hand = Cette carte n'est pas dans votre main.
refusal-must-follow = Vous devez jouer la couleur demandée.
# Le code d'une règle propre à un jeu, sans phrase à lui (le paquet d'un jeu formule ses codes).
refusal-other = Interdit pour l'instant.
refusal-monarch-forces = Seules ces cartes sont permises maintenant : { $options }.

## Refus de Fearless. $suit : blue | orange | magenta | green.

fearless-refusal-must-follow = Vous devez jouer { fearless-suit-some } ; un zéro est toujours permis.

## Refus du Renard des Bois. $suit : bells | keys | moons.

fox-refusal-must-follow = Vous devez suivre : jouez { fox-suit-one }.
fox-refusal-monarch-forces = Monarque en entame : { $count ->
    [one] vous devez jouer { $options }.
   *[other] vous devez jouer { $options }, votre 1 ou votre plus forte carte de { fox-suit }.
}

## Réponses à « pourquoi ? » : pourquoi le pli est allé à son gagnant. D'abord les réponses
## communes, pour tout code qu'un jeu pourrait donner. $who, $player : le gagnant ;
## $card : la carte gagnante (forme « the »).

why-highest-of-led-suit = Plus forte carte de la couleur demandée : { $card }.
why-first-of-equals = Les meilleures cartes étaient identiques : la première jouée l'emporte.
why-all-zeros = Que des zéros : le premier zéro joué l'emporte.
why-trump = Seul atout du pli : { $card }.
why-higher-trump = Les deux cartes étaient de l'atout : la plus forte l'emporte.
why-witch-as-trump = Sorcière : seul 9 du pli, { $card } a compté comme un atout.
why-lead-not-followed = La seconde carte n'a ni suivi ni coupé : l'entame l'emporte.

## Réponses de Fearless. $suit : la couleur demandée (zero s'il n'y a eu que des zéros) ;
## $zero : yes (la carte gagnante est un zéro) | no ; $value : la valeur du pli, en mots.

fearless-why-highest-of-led-suit = { $zero ->
    [yes] Un zéro compte comme { fearless-suit-some }, avec la valeur 0, et aucun { fearless-suit } au-dessus de 0 n'a été joué.
   *[no] Plus forte carte en { fearless-suit } : { $card }.
}
# Ajouté quand une carte d'une autre couleur valait plus que la gagnante.
fearless-why-other-colours = Les cartes des autres couleurs ne gagnent jamais, quelle que soit leur valeur.
fearless-why-first-of-equals = { $zero ->
    [yes] Les zéros valent 0 en { fearless-suit }, et 0 était la meilleure valeur : le premier zéro joué l'emporte.
   *[no] Deux cartes identiques étaient les meilleures : la première jouée l'emporte.
}
fearless-why-all-zeros = Que des zéros, donc aucune couleur demandée : le premier zéro, celui de l'entame, l'emporte.

## Réponses du Renard des Bois. $suit : code de la couleur d'entame ; $trump : nom de la
## couleur d'atout ; $other_card : la carte perdante ; $loser_who, $loser_player : le perdant.

fox-why-highest-of-led-suit = Pas d'atout dans le pli : { $card } est la plus forte carte de la couleur d'entame, { fox-suit }.
fox-why-trump = Seul atout du pli : { $card }. Atout : { $trump }.
fox-why-higher-trump = Les deux cartes étaient de l'atout, { $trump } : { $card } est plus fort.
fox-why-witch-as-trump = Sorcière : seul 9 du pli, { $card } a compté comme une carte de { $trump }, l'atout.
fox-why-lead-not-followed = { $loser_who ->
    [you] Vous n'avez joué
   *[other] { $loser_player } n'a joué
} ni { fox-suit } ni atout : l'entame l'emporte.
# Ajouté quand le perdant ouvre ensuite. $next_who, $next_player : le prochain ouvreur.
fox-why-swan = Cygne : { $next_who ->
    [you] vous avez perdu le pli avec un 1, vous ouvrez donc le suivant.
   *[other] { $next_player } a perdu le pli avec un 1 et ouvre donc le suivant.
}

## Conseils d'entraînement pour Fearless, dits au bon moment. $suit : code de couleur.

hint-fearless-lead = Vous entamez : jouez n'importe quelle carte. Un zéro laisse la couleur ouverte.
hint-fearless-follow = { fearless-suit-cap } demandé : jouez { fearless-suit-some } ou un zéro.
hint-fearless-void = Vous n'avez { fearless-suit-none } : jouez n'importe quelle carte. Une autre couleur ne peut pas gagner le pli, mais sa valeur compte.
hint-fearless-open = Que des zéros pour l'instant : jouez n'importe quelle carte. La première couleur jouée devient la couleur demandée.
hint-fearless-ruin = Vous n'avez remporté aucun pli dans cette manche : un fantôme resté dans la ruine coûte 15 points.
hint-fearless-aim = Vous marquez la distance entre votre fantôme et 0, d'un côté comme de l'autre. Le plus petit total gagne.
hint-fearless-last-card = Dernière carte du pli : vous connaissez le total avant de choisir.

## Conseils pour le Renard des Bois. $suit : code de la couleur d'entame ; $trump : nom de
## l'atout ; $decree : la carte décret ; $options : les cartes permises.

hint-fox-lead = Vous ouvrez : jouez n'importe quelle carte. Votre adversaire doit jouer la même couleur s'il le peut.
hint-fox-follow = Couleur d'entame : { fox-suit }. Vous devez jouer { fox-suit-one }.
hint-fox-void = Vous n'avez pas de { fox-suit } : jouez n'importe quelle carte.
# Celles de vos cartes qui prendraient le pli maintenant, et pourquoi (une ligne par raison).
# $reason : code de la raison ; $cards : ces cartes (forme « the »), réunies par « ou » ;
# $suit : code de la couleur d'entame ; $trump : nom de l'atout.
hint-fox-take = { $reason ->
    [trump] Atout, { $trump }, prend le pli : { $cards }.
    [higher-trump] Un atout plus fort prend le pli : { $cards }.
    [witch-as-trump] Une Sorcière seule compte comme atout et prend le pli : { $cards }.
   *[highest-of-led-suit] Une carte de { fox-suit } plus forte prend le pli : { $cards }.
}
hint-fox-monarch = Monarque en entame : répondez avec { $options }.
hint-fox-exchange = Renard : échangez une carte de votre main avec le décret, { $decree }, ou gardez-le.
hint-fox-return = Bûcheron : choisissez une carte de votre main à placer sous la pioche.
# $tricks : plis remportés jusqu'ici ; $label, $points : le nom et les points de la manche si
# elle finissait maintenant ; $next_label, $next_points : les mêmes avec un pli de plus.
hint-fox-tricks = Vous avez { $tricks ->
    [one] { $tricks } pli
   *[other] { $tricks } plis
} : { $label }, { $points ->
    [one] { $points } point
   *[other] { $points } points
} si la manche finissait maintenant. Un pli de plus : { $next_label }, { $next_points ->
    [one] { $next_points } point
   *[other] { $next_points } points
}.
hint-fox-greedy = Attention : avec 10 plis ou plus, vous ne marquez rien pour la manche.

## Ce que fait chaque pouvoir, pour la touche d'information sur une carte. $rank : 1, 3, 5,
## 7, 9, 11 ; les autres rangs n'ont pas de pouvoir.

fox-power-help = { $rank ->
    [1] Cygne : si vous perdez le pli avec lui, vous ouvrez le pli suivant.
    [3] Renard : quand vous le jouez, vous pouvez échanger une carte de votre main avec la carte décret.
    [5] Bûcheron : quand vous le jouez, piochez la première carte de la pioche, puis placez une carte de votre main sous la pioche.
    [7] Trésor : le gagnant du pli marque 1 point pour chaque 7 qu'il contient.
    [9] Sorcière : quand c'est le seul 9 du pli, elle compte comme atout.
    [11] Monarque : quand vous ouvrez avec lui, votre adversaire doit répondre avec le 1 de sa couleur ou sa plus forte carte de cette couleur.
   *[other] Aucun pouvoir.
}
