### Duel : tout ce que le programme dit du jeu et qui lui est propre. Arguments comme dans les
### messages du programme : $who (you | other) et $player désignent une place ; $card est une
### carte déjà nommée ; les nombres commencent à 1.

## Le jeu et sa mise en place.

duel-game-name = Duel
duel-setup-target = Objectif : { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## Couleurs. $suit : crowns | embers | ferns.

duel-suit = { $suit ->
    [crowns] Couronnes
    [embers] Braises
   *[ferns] Fougères
}
# Touche qui mène à une couleur de la main ; ne doit pas gêner les touches de la table.
duel-suit-key = { $suit ->
    [crowns] C
    [embers] B
   *[ferns] F
}

## Cartes. $rank : 1 à 5 ; $suit comme ci-dessus ($symbols et $powers : les cartes de Duel
## n'en ont pas).

duel-card-name = { $rank } de { duel-suit }
duel-card-obj = le { duel-card-name }
duel-card-the = le { duel-card-name }
duel-hand-group = { duel-suit }, { $count } : { $cards }
duel-suit-count = { $count ->
    [one] { $count } { $suit ->
        [crowns] Couronne
        [embers] Braise
       *[ferns] Fougère
    }
   *[other] { $count } { duel-suit }
}
# I : ce que fait une carte, après son nom.
duel-card-info = { $suit ->
    [embers] On ne peut pas ouvrir à Braises avant qu'une Braise ait été jouée dans la manche, sauf si l'on n'a rien d'autre.
   *[other] Aucun pouvoir.
}

## Narration : une manche commence. $round : son numéro ; $who, $player : qui ouvre ;
## $dealer_who, $dealer : qui distribue.

duel-round-started-brief = Manche { $round }.
duel-round-started-normal = Manche { $round }. { $who ->
    [you] Vous ouvrez.
   *[other] { $player } ouvre.
}
duel-round-started-detailed = Manche { $round }. { $dealer_who ->
    [you] Vous distribuez.
   *[other] { $dealer } distribue.
} { $who ->
    [you] Vous ouvrez le premier pli.
   *[other] { $player } ouvre le premier pli.
} Les Braises ne sont pas allumées.

## Une main est distribuée. $known : yes (la main de l'auditeur) | no ; $count : cartes ;
## $hand : la main par couleur ; $suits : combien de chaque couleur.

duel-hand-dealt-brief = { $known ->
    [yes] { card-count }.
   *[no] {""}
}
duel-hand-dealt-normal = { $known ->
    [yes] Nouvelle main, { card-count } : { $suits }.
   *[no] {""}
}
duel-hand-dealt-detailed = { $known ->
    [yes] Nouvelle main : { card-count }. { $hand }.
   *[no] { $player } reçoit ses cartes.
}

## Une carte est jouée. $play : lead | follow | shed (une autre couleur que celle d'entame) ;
## $suit : la couleur d'entame ; $void : yes (l'adversaire montre pour la première fois de la
## manche qu'il n'a pas de $suit) | no.

duel-card-played-brief = { who-name } : { $card }.
duel-card-played-normal = { $who ->
    [you] { $play ->
        [lead] Vous ouvrez avec { $card }.
       *[other] Vous jouez { $card }.
    }
   *[other] { $play ->
        [lead] { $player } ouvre avec { $card }.
        [shed] { $void ->
            [yes] { $player } n'a pas de { duel-suit } et joue { $card }.
           *[no] { $player } joue { $card }.
        }
       *[other] { $player } joue { $card }.
    }
}
duel-card-played-detailed = { $who ->
    [you] { $play ->
        [lead] Vous ouvrez avec { $card }.
       *[other] Vous répondez avec { $card }.
    }
   *[other] { $play ->
        [lead] { $player } ouvre avec { $card }.
        [shed] { $player } n'a pas de { duel-suit } et répond avec { $card }.
       *[other] { $player } répond avec { $card }.
    }
}

## La première Braise de la manche est jouée.

duel-embers-lit-brief = Braises allumées.
duel-embers-lit-normal = Braises allumées : on peut maintenant ouvrir à Braises.
duel-embers-lit-detailed = { $who ->
    [you] Vous allumez les Braises
   *[other] { $player } allume les Braises
} : jusqu'à la fin de la manche, chacun peut ouvrir à Braises.

## Un pli est remporté. $trick : son numéro ; $card : la carte gagnante ; $code :
## highest-of-led-suit | lead-not-followed ; $last : yes (dernier pli de la manche) | no.

duel-trick-won-brief = Pli pour { who-name-lower }.
duel-trick-won-normal = { $who ->
    [you] Vous remportez
   *[other] { $player } remporte
} le pli { $trick } avec { $card }.
duel-trick-won-detailed = { $who ->
    [you] Vous remportez
   *[other] { $player } remporte
} le pli { $trick } avec { $card } : { $code ->
    [lead-not-followed] l'entame n'a pas été suivie
   *[other] la plus forte carte de la couleur d'entame
}.{ $last ->
    [yes] {""}
   *[no] { " " }{ $who ->
        [you] Vous ouvrez le pli suivant.
       *[other] { $player } ouvre le pli suivant.
    }
}

## La manche est comptée. $round : son numéro ; $tricks : les plis de chacun dans la manche ;
## $scores : le total de chacun (les deux avec duel-score-item).

duel-round-scored-brief = Fin de la manche { $round } : { $scores }.
duel-round-scored-normal = Fin de la manche { $round }. Plis : { $tricks }. Totaux : { $scores }.
duel-round-scored-detailed = Fin de la manche { $round }, un point par pli. Plis : { $tricks }. Totaux : { $scores }.
duel-score-item = { who-name-lower } { $points }

## La partie se termine. $who : you | other | draw ; $winners : le nom du gagnant ; $points,
## $other_points : le total du gagnant et l'autre ; $scores : les deux totaux.

duel-game-over-brief = Partie terminée. { $who ->
    [you] Vous gagnez.
    [other] { $winners } gagne.
   *[draw] Égalité.
}
duel-game-over-normal = Partie terminée. { $who ->
    [you] Vous gagnez, { $points } à { $other_points }.
    [other] { $winners } gagne, { $points } à { $other_points }.
   *[draw] Égalité, { $points } partout.
}
duel-game-over-detailed = Partie terminée. { $who ->
    [you] Vous gagnez, { $points } à { $other_points }.
    [other] { $winners } gagne, { $points } à { $other_points }.
   *[draw] Égalité, { $points } partout.
} Totaux : { $scores }.

## Refus et explications propres à Duel (ceux du programme servent pour le reste).

duel-refusal-embers-unlit = Les Braises ne sont pas encore allumées : ouvrez dans une autre couleur.
duel-why-lead-not-followed = La seconde carte n'a pas suivi : l'entame l'emporte.

## Touches et lectures d'état.

help-duel-key-positions = P : les plis remportés dans la manche, et si les Braises sont allumées.
# T avant l'entame. $trick : son numéro ; $who, $player : qui ouvre.
duel-status-trick-empty = Pli { $trick }, aucune carte encore. { $who ->
    [you] Vous ouvrez.
   *[other] { $player } ouvre.
}
# T après l'entame. $suit : la couleur d'entame ; $cards : la carte et qui l'a jouée.
duel-status-trick = Pli { $trick }, { $who ->
    [you] vous ouvrez
   *[other] { $player } ouvre
} à { duel-suit } : { $cards }.
# P. $mine, $theirs : plis de la manche ; $player : l'adversaire ; $lit : yes | no.
duel-status-tricks = Plis : vous { $mine }, { $player } { $theirs }. { $lit ->
    [yes] Braises allumées.
   *[no] Braises pas encore allumées.
}
# S, avant les scores. $target : les points qui terminent la partie.
duel-status-round = Manche { $round }, premier à { $target } points.
duel-recap-round = Duel, manche { $round }, premier à { $target } points.
duel-status-line = Manche { $round }, pli { $trick }. { $lit ->
    [yes] Braises allumées.
   *[no] Braises pas encore allumées.
} Plis : vous { $mine }, { $player } { $theirs }. { $turn }

## Conseils d'entraînement. $embers (à l'entame) : lit | only (vous n'avez que des Braises) |
## held (des Braises, pas allumées) | none (aucune Braise en main) ; $suit : la couleur d'entame.

duel-hint-lead = { $embers ->
    [lit] Vous ouvrez : jouez n'importe quelle carte.
    [only] Vous ouvrez : vous n'avez que des Braises, vous pouvez donc en jouer une bien qu'elles ne soient pas allumées.
    [held] Vous ouvrez : n'importe quelle carte sauf une Braise, car les Braises ne sont pas encore allumées.
   *[none] Vous ouvrez : jouez n'importe quelle carte.
}
duel-hint-follow = Entame à { duel-suit } : vous devez fournir à { duel-suit }.
duel-hint-void = Vous n'avez pas de { duel-suit } : jouez n'importe quelle carte ; l'entame remporte le pli.
# $tricks : vos plis de la manche ; $target : les points qui terminent la partie.
duel-hint-tricks = { $tricks ->
    [one] { $tricks } pli
   *[other] { $tricks } plis
} dans cette manche : un point chacun. Le premier à { $target } points gagne.

## « Pourquoi ? » après la carte d'un adversaire. $player : l'adversaire ; $card : sa carte ;
## $suit : la couleur d'entame (ou celle de la carte, pour une entame).

duel-why-bot-led = { $player } ouvre avec { $card }.
duel-why-bot-led-embers = { $player } ouvre avec { $card } avant que les Braises soient allumées : sa main ne compte que des Braises.
duel-why-bot-followed = { $player } fournit à { duel-suit } avec { $card }.
duel-why-bot-void = { $player } n'a pas de { duel-suit } et joue { $card }.

## La grande vue.

duel-view-embers = Braises
duel-view-lit = { $lit ->
    [yes] allumées
   *[no] pas allumées
}
duel-view-tricks = { $tricks ->
    [one] { $tricks } pli
   *[other] { $tricks } plis
}

## L'assistant de table réelle. $suit comme ci-dessus.

# Mots d'une couleur tapés sur la ligne de saisie de l'assistant, séparés par des virgules.
duel-companion-suit-words = { $suit ->
    [crowns] c, couronnes, couronne
    [embers] b, braises, braise
   *[ferns] f, fougeres, fougere
}
duel-companion-error-rank = Pas de rang { $rank } : les rangs vont de 1 à 5.
duel-companion-error-suit-missing = Quelle couleur pour le { $rank } ? Tapez C, B ou F après.
duel-companion-not-followed = { $player } n'a pas fourni à { duel-suit } : plus de { duel-suit } dans cette main.
duel-companion-revoke = Renonce : { $player } joue { $card } après avoir montré qu'il n'avait plus de { duel-suit }.
duel-companion-trick = Pli { $trick } : { $cards }.
# $tricks : les plis de chacun ; $lit : yes | no.
duel-companion-tricks = Plis remportés : { $tricks }. { $lit ->
    [yes] Braises allumées.
   *[no] Braises pas encore allumées.
}
duel-companion-no-decree = Pas de carte décret à Duel. { $lit ->
    [yes] Braises allumées.
   *[no] Braises pas encore allumées.
}
duel-companion-seats = Manche { $round }, { $dealer } distribue.
duel-companion-setup = Assistant Duel : { $first } et { $second }, en { $target } points.
