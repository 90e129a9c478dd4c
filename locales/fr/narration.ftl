### Narration des événements du moteur, à trois niveaux de détail : -brief, -normal, -detailed.
### Le mot important d'abord, court : on écoute à 300 ou 600 mots par minute.
### Un message vide ({""}) ne dit rien à ce niveau.
###
### Arguments communs :
###   $who : you | other (la place qui agit est celle de l'auditeur ou une autre)
###   $player : le nom de cette place, déjà traduit (« Ouest », « Anna »)
###   $card : une carte déjà nommée dans la forme voulue par la phrase (voir cards.ftl)
###   les nombres ($round, $trick, $count, $points...) commencent à 1 ;
###   les montants signés ($total, $value, $position...) sont déjà en mots (« moins 3 »).

## Pour les deux jeux : le nom d'un joueur comme sujet d'une phrase, ou dans une liste.

who-name = { $who ->
    [you] Vous
   *[other] { $player }
}
who-name-lower = { $who ->
    [you] vous
   *[other] { $player }
}

## Fearless : une manche commence. $round, $rounds : numéro et nombre de manches ;
## $who, $player : le joueur qui entame.

fearless-round-started-brief = Manche { $round } sur { $rounds }.
fearless-round-started-normal = Manche { $round } sur { $rounds }. { $who ->
    [you] Vous entamez.
   *[other] { $player } entame.
}
fearless-round-started-detailed = Manche { $round } sur { $rounds }. Tous les fantômes sont dans la ruine. { $who ->
    [you] Vous entamez le premier pli.
   *[other] { $player } entame le premier pli.
}

## Mise en place de Fearless, dite par la table au début d'une partie à 3 joueurs.
## $suit : la couleur retirée.

fearless-removed-suit = { $suit ->
    [orange] L'orange est retiré
   *[other] Le { fearless-suit } est retiré
} de cette partie à 3 joueurs.

## Fearless : une main est distribuée. $known : yes (la main de l'auditeur) | no ;
## $count : nombre de cartes ; $hand : la main lue par couleur ; $suits : combien de cartes de
## chaque couleur (fearless-suit-count) ; les deux seulement si la main est connue.

fearless-hand-dealt-brief = { $known ->
    [yes] { card-count }.
   *[no] {""}
}
fearless-hand-dealt-normal = { $known ->
    [yes] Nouvelle main, { card-count } : { $suits }.
   *[no] {""}
}
fearless-hand-dealt-detailed = { $known ->
    [yes] Nouvelle main : { card-count }. { $hand }.
   *[no] { $player } reçoit ses cartes.
}

## Fearless : une carte est jouée. $card : la carte ; $total : le total du pli, en mots ;
## $play : lead (première carte du pli) | follow | shed (défausse d'une autre couleur, faute
## de couleur demandée) ; $suit : la couleur demandée (avec shed) ; $void : yes (un adversaire
## montre pour la première fois de la manche qu'il n'a pas de $suit : dit une fois au niveau
## normal) | no.

fearless-card-played-brief = { who-name } : { $card }, total { $total }.
fearless-card-played-normal = { $who ->
    [you] { $play ->
        [lead] Vous entamez avec { $card }.
       *[other] Vous jouez { $card }.
    }
   *[other] { $play ->
        [lead] { $player } entame avec { $card }.
        [shed] { $void ->
            [yes] { $player } n'a { fearless-suit-none } et joue { $card }.
           *[no] { $player } joue { $card }.
        }
       *[other] { $player } joue { $card }.
    }
} Total { $total }.
fearless-card-played-detailed = { $who ->
    [you] { $play ->
        [lead] Vous entamez avec { $card }.
        [shed] Vous n'avez { fearless-suit-none } et jouez { $card }.
       *[other] Vous jouez { $card }.
    }
   *[other] { $play ->
        [lead] { $player } entame avec { $card }.
        [shed] { $player } n'a { fearless-suit-none } et joue { $card }.
       *[other] { $player } joue { $card }.
    }
} Total du pli : { $total }.

## Fearless : la couleur demandée est connue. $suit : la couleur ; $after : lead (entame d'une
## carte de couleur, déjà dite avec la carte) | zero (première carte de couleur après un ou
## plusieurs zéros).

fearless-led-suit-fixed-brief = { $after ->
    [zero] { fearless-suit-cap } demandé.
   *[lead] {""}
}
fearless-led-suit-fixed-normal = { $after ->
    [zero] Couleur demandée : { fearless-suit }.
   *[lead] {""}
}
fearless-led-suit-fixed-detailed = { $after ->
    [zero] { $who ->
        [you] Vous fixez la couleur demandée après le zéro : { fearless-suit }.
       *[other] { $player } fixe la couleur demandée après le zéro : { fearless-suit }. Jouez { fearless-suit-some } si vous en avez ; un zéro est toujours permis.
    }
   *[lead] Couleur demandée : { fearless-suit }.
}

## Fearless : un pli est remporté. $trick : numéro du pli ; $card : la carte gagnante ;
## $value : la valeur de frayeur du pli, en mots ; $reason : raison courte
## (fearless-reason-short) ; $next_who, $next_player : qui entame ensuite (le gagnant).

fearless-trick-won-brief = Pli pour { who-name-lower }, { $value }.
fearless-trick-won-normal = { $who ->
    [you] Vous remportez
   *[other] { $player } remporte
} le pli { $trick } avec { $card }. Valeur { $value }.
fearless-trick-won-detailed = { $who ->
    [you] Vous remportez
   *[other] { $player } remporte
} le pli { $trick } avec { $card } : { $reason }. Valeur de frayeur { $value }. { $next_who ->
    [you] Vous entamez le pli suivant.
   *[other] { $next_player } entame le pli suivant.
}

# Pourquoi la carte a gagné, en quelques mots. $reason : code WinReason ; $suit : couleur
# demandée ; $zero : yes (la carte gagnante est un zéro) | no.
fearless-reason-short = { $reason ->
    [highest-of-led-suit] la plus forte en { fearless-suit }
    [first-of-equals] { $zero ->
        [yes] premier zéro joué
       *[no] première jouée de deux cartes égales
    }
    [all-zeros] que des zéros, le premier l'emporte
   *[other] meilleure carte
}

## Fearless : un fantôme bouge sur le chemin de la peur. $from : case de départ, en mots
## (avec move) ; $to : case d'arrivée, en mots ; $move : leave (sortie de la ruine) | move |
## stay (pli de valeur 0).

fearless-ghost-moved-brief = { who-name } à { $to }.
fearless-ghost-moved-normal = { $who ->
    [you] { $move ->
        [leave] Vous quittez la ruine pour { $to }.
        [stay] Vous restez à { $to }.
       *[move] Vous passez de { $from } à { $to }.
    }
   *[other] { $move ->
        [leave] { $player } quitte la ruine pour { $to }.
        [stay] { $player } reste à { $to }.
       *[move] { $player } passe de { $from } à { $to }.
    }
}
fearless-ghost-moved-detailed = { $who ->
    [you] { $move ->
        [leave] Votre fantôme quitte la ruine pour la case { $to }.
        [stay] Votre fantôme reste sur la case { $to }.
       *[move] Votre fantôme va de { $from } à la case { $to }.
    }
   *[other] { $move ->
        [leave] { $player } sort son fantôme de la ruine, case { $to }.
        [stay] { $player } garde son fantôme sur la case { $to }.
       *[move] { $player } déplace son fantôme de { $from } à la case { $to }.
    }
}

## Fearless : décompte de la manche. D'abord une ligne de titre, puis une ligne par place (à
## partir de l'auditeur, dans le sens horaire), sauf au niveau bref où le titre dit tout.
## $round : numéro de manche ; $scores : les points des places, réunis (fearless-score-item).

fearless-round-scored-brief = Fin de la manche { $round } : { $scores }.
fearless-round-scored-normal = Fin de la manche { $round }.
fearless-round-scored-detailed = Fin de la manche { $round }. Le plus petit total gagne.
# Un élément de la liste brève : « vous 5 », « Ouest 15 ».
fearless-score-item = { who-name-lower } { $points }
# Le résultat d'une place. $ruin : yes (aucun pli remporté) | no ; $position : case du
# fantôme, en mots ; $points : points de peur de la manche ; $total : nouveau total.
fearless-seat-score-normal = { who-name } : { $ruin ->
    [yes] dans la ruine
   *[no] { $position }
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}. Total { $total }.
fearless-seat-score-detailed = { who-name } : { $ruin ->
    [yes] fantôme resté dans la ruine, { $points } points de peur
   *[no] fantôme sur { $position }, { $points ->
        [one] { $points } point de peur
       *[other] { $points } points de peur
    }
}. Total { $total }.

## Fearless : fin de partie. $winners : les noms des gagnants, réunis ; $count : combien ;
## $who : you (l'auditeur seul) | other (une autre place) | you-and-others | others ;
## $points : le total gagnant ; $scores : le total de chaque place (fearless-score-item).

fearless-game-over-brief = Partie terminée. { $who ->
    [you] Vous gagnez.
    [other] { $winners } gagne.
    [you-and-others] { $winners } partagez la victoire.
   *[others] { $winners } partagent la victoire.
}
fearless-game-over-normal = Partie terminée. { $who ->
    [you] Vous gagnez
    [other] { $winners } gagne
    [you-and-others] { $winners } partagez la victoire
   *[others] { $winners } partagent la victoire
} avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}. Classement : { $scores }.
fearless-game-over-detailed = Partie terminée, toutes les manches sont jouées. { $who ->
    [you] Vous gagnez
    [other] { $winners } gagne
    [you-and-others] { $winners } partagez la victoire
   *[others] { $winners } partagent la victoire
} avec le moins de points de peur : { $points }. Classement : { $scores }.

## Le Renard des Bois : une manche commence. $round : numéro ; $decree : la carte décret ;
## $trump : la couleur d'atout ; $dealer_who, $dealer : le donneur ; $who, $player : l'ouvreur.

fox-round-started-brief = Manche { $round }. Atout { $trump }.
fox-round-started-normal = Manche { $round }. Décret : { $decree }, atout { $trump }. { $who ->
    [you] Vous ouvrez.
   *[other] { $player } ouvre.
}
fox-round-started-detailed = Manche { $round }. { $dealer_who ->
    [you] Vous distribuez.
   *[other] { $dealer } distribue.
} Carte décret : { $decree } ; atout { $trump }. { $who ->
    [you] Vous ouvrez le premier pli.
   *[other] { $player } ouvre le premier pli.
}

## Le Renard des Bois : une main est distribuée. Mêmes arguments que pour Fearless.

fox-hand-dealt-brief = { $known ->
    [yes] { card-count }.
   *[no] {""}
}
fox-hand-dealt-normal = { $known ->
    [yes] Nouvelle main, { card-count } : { $suits }.
   *[no] {""}
}
fox-hand-dealt-detailed = { $known ->
    [yes] Nouvelle main : { card-count }. { $hand }.
   *[no] { $player } reçoit ses cartes.
}

## Le Renard des Bois : une carte est jouée. $card : la carte ; $play : lead | follow | shed
## (une autre couleur que celle d'entame) ; $suit : la couleur d'entame ; $void : yes
## (l'adversaire montre pour la première fois de la manche qu'il n'a pas de $suit : dit une
## fois au niveau normal) | no.

fox-card-played-brief = { who-name } : { $card }.
fox-card-played-normal = { $who ->
    [you] { $play ->
        [lead] Vous ouvrez avec { $card }.
       *[other] Vous jouez { $card }.
    }
   *[other] { $play ->
        [lead] { $player } ouvre avec { $card }.
        [shed] { $void ->
            [yes] { $player } n'a pas de { fox-suit } et joue { $card }.
           *[no] { $player } joue { $card }.
        }
       *[other] { $player } joue { $card }.
    }
}
fox-card-played-detailed = { $who ->
    [you] { $play ->
        [lead] Vous ouvrez avec { $card }.
       *[other] Vous répondez avec { $card }.
    }
   *[other] { $play ->
        [lead] { $player } ouvre avec { $card }.
        [shed] { $player } n'a pas de { fox-suit } et répond avec { $card }.
       *[other] { $player } répond avec { $card }.
    }
}

## Le Renard des Bois : la carte décret est échangée (le Renard). $old : l'ancien décret, pris
## en main ; $new, $new_name : le nouveau décret (complément, et seul) ; $trump : l'atout désormais ; $changed : yes | no
## (l'atout a changé).

fox-decree-exchanged-brief = Décret : { $new_name }, atout { $trump }.
fox-decree-exchanged-normal = Nouveau décret : { $new_name } ; { $changed ->
    [yes] l'atout passe à { $trump }.
   *[no] l'atout reste { $trump }.
} { $who ->
    [you] Vous prenez { $old }.
   *[other] { $player } prend { $old }.
}
fox-decree-exchanged-detailed = Renard : { $who ->
    [you] vous posez { $new } comme décret et prenez { $old } en main.
   *[other] { $player } pose { $new } comme décret et prend { $old } en main.
} { $changed ->
    [yes] L'atout passe à { $trump }.
   *[no] L'atout reste { $trump }.
}

## Le Renard des Bois : la carte décret est gardée (Renard joué sans échange).

fox-decree-kept-brief = Décret gardé.
fox-decree-kept-normal = { $who ->
    [you] Vous gardez le décret.
   *[other] { $player } garde le décret.
}
fox-decree-kept-detailed = Renard : { $who ->
    [you] vous laissez la carte décret en place.
   *[other] { $player } laisse la carte décret en place.
}

## Le Renard des Bois : le Bûcheron pioche. $known : yes (pioche de l'auditeur, $card donnée) | no.

fox-card-drawn-brief = { $known ->
    [yes] Pioché : { $card }.
   *[no] { $who ->
        [you] Vous piochez.
       *[other] { $player } pioche.
    }
}
fox-card-drawn-normal = { $who ->
    [you] { $known ->
        [yes] Vous piochez { $card }.
       *[no] Vous piochez une carte.
    }
   *[other] { $player } pioche une carte.
}
fox-card-drawn-detailed = Bûcheron : { $who ->
    [you] { $known ->
        [yes] vous piochez { $card }.
       *[no] vous piochez une carte.
    }
   *[other] { $player } pioche une carte.
}

## Le Renard des Bois : le Bûcheron remet une carte sous la pioche. $known : yes ($card donnée) | no.

fox-card-returned-brief = { $known ->
    [yes] Sous la pioche : { $card }.
   *[no] { $who ->
        [you] Vous remettez une carte.
       *[other] { $player } remet une carte.
    }
}
fox-card-returned-normal = { $who ->
    [you] { $known ->
        [yes] Vous placez { $card } sous la pioche.
       *[no] Vous placez une carte sous la pioche.
    }
   *[other] { $player } place une carte sous la pioche.
}
fox-card-returned-detailed = Bûcheron : { $who ->
    [you] { $known ->
        [yes] vous placez { $card } face cachée sous la pioche.
       *[no] vous placez une carte face cachée sous la pioche.
    }
   *[other] { $player } place une carte face cachée sous la pioche.
}

## Le Renard des Bois : un pli est remporté. $trick : numéro du pli ; $card : la carte
## gagnante ; $reason : raison courte (fox-reason-short) ; $code : le code WinReason ; $swan : yes (le perdant ouvre
## ensuite grâce à son Cygne) | no ; $next_who, $next_player : qui ouvre ensuite ;
## $last : yes (dernier pli de la manche) | no.

fox-trick-won-brief = Pli pour { who-name-lower }.{ $swan ->
    [yes] { " " }{ $next_who ->
        [you] Cygne, vous ouvrez.
       *[other] Cygne, { $next_player } ouvre.
    }
   *[no] {""}
}
fox-trick-won-normal = { $who ->
    [you] Vous remportez
   *[other] { $player } remporte
} le pli { $trick } avec { $card }{ $code ->
    [trump] , atout.
    [witch-as-trump] {" "}: la Sorcière compte comme atout.
   *[other] .
}{ $swan ->
    [yes] { " " }Cygne : { $next_who ->
        [you] vous ouvrez le pli suivant.
       *[other] { $next_player } ouvre le pli suivant.
    }
   *[no] {""}
}
fox-trick-won-detailed = { $who ->
    [you] Vous remportez
   *[other] { $player } remporte
} le pli { $trick } avec { $card } : { $reason }.{ $last ->
    [yes] {""}
   *[no] { " " }{ $swan ->
        [yes] Cygne : { $next_who ->
            [you] vous avez perdu avec un 1, vous ouvrez donc le pli suivant.
           *[other] { $next_player } a perdu avec un 1 et ouvre donc le pli suivant.
        }
       *[no] { $next_who ->
            [you] Vous ouvrez le pli suivant.
           *[other] { $next_player } ouvre le pli suivant.
        }
    }
}

# Pourquoi la carte a gagné, en quelques mots. $reason : code WinReason ; $trump : l'atout.
fox-reason-short = { $reason ->
    [highest-of-led-suit] plus forte carte de la couleur d'entame
    [trump] seul atout
    [higher-trump] atout le plus fort
    [witch-as-trump] la Sorcière compte comme atout
    [lead-not-followed] ni suivi ni coupé
   *[other] meilleure carte
}

## Le Renard des Bois : points de Trésor. $points : 1 ou 2 (un par 7 du pli) ; $round_total :
## points de Trésor de cette place dans la manche.

fox-treasure-scored-brief = Trésor, { $points ->
    [one] { $points } point
   *[other] { $points } points
} pour { who-name-lower }.
fox-treasure-scored-normal = Trésor : { $who ->
    [you] vous marquez
   *[other] { $player } marque
} { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $round_total } dans cette manche.
fox-treasure-scored-detailed = Trésor : { $who ->
    [you] vous marquez
   *[other] { $player } marque
} { $points ->
    [one] { $points } point pour le 7 du pli
   *[other] { $points } points pour les 7 du pli
} ; { $round_total ->
    [one] { $round_total } point de Trésor
   *[other] { $round_total } points de Trésor
} dans cette manche.

## Le Renard des Bois : décompte de la manche. Une ligne de titre, puis une ligne par place
## (l'auditeur d'abord), sauf au niveau bref. $round : numéro ; $scores : les points de la
## manche, réunis (fox-score-item).

fox-round-scored-brief = Fin de la manche { $round } : { $scores }.
fox-round-scored-normal = Fin de la manche { $round }.
fox-round-scored-detailed = Fin de la manche { $round }. Points : table et Trésor.
# Un élément d'une liste de scores : « vous 6 », « Nord 3 ».
fox-score-item = { who-name-lower } { $points }
# Le résultat d'une place. $tricks : plis remportés ; $label : humble | defeated |
# victorious | greedy ; $table : points de la table de score ; $treasure : points de Trésor ;
# $points : points de la manche ; $total : nouveau total.
fox-seat-score-normal = { who-name } : { $tricks ->
    [one] { $tricks } pli
   *[other] { $tricks } plis
}, { fox-label }, { $table ->
    [one] { $table } point
   *[other] { $table } points
}{ $treasure ->
    [0] {""}
   *[other] { " " }plus { $treasure ->
        [one] { $treasure } point de Trésor
       *[other] { $treasure } points de Trésor
    }
}. Total { $total }.
fox-seat-score-detailed = { who-name } : { $tricks ->
    [one] { $tricks } pli
   *[other] { $tricks } plis
}, { fox-label }, { $table ->
    [one] { $table } point
   *[other] { $table } points
} de la table{ $treasure ->
    [0] {""}
   *[other] { " " }plus { $treasure ->
        [one] { $treasure } point de Trésor
       *[other] { $treasure } points de Trésor
    }
} : { $points } pour la manche. Total { $total }.

## Le Renard des Bois : fin de partie. $who : you | other | draw ; $winners : le nom du
## gagnant ; $points : son total ; $other_points : celui du perdant ; $tiebreak : yes (totaux
## égaux, la dernière manche a décidé) | no ; $scores : les deux totaux (fox-score-item).

fox-game-over-brief = Partie terminée. { $who ->
    [you] Vous gagnez.
    [other] { $winners } gagne.
   *[draw] Égalité.
}
fox-game-over-normal = Partie terminée. { $who ->
    [you] Vous gagnez, { $points } à { $other_points }{ $tiebreak ->
        [yes] , grâce aux points de la dernière manche.
       *[no] .
    }
    [other] { $winners } gagne, { $points } à { $other_points }{ $tiebreak ->
        [yes] , grâce aux points de la dernière manche.
       *[no] .
    }
   *[draw] Égalité, { $points } partout.
}
fox-game-over-detailed = Partie terminée. { $who ->
    [you] Vous gagnez, { $points } à { $other_points }{ $tiebreak ->
        [yes] {" "}: totaux égaux, les points de la dernière manche ont décidé.
       *[no] .
    }
    [other] { $winners } gagne, { $points } à { $other_points }{ $tiebreak ->
        [yes] {" "}: totaux égaux, les points de la dernière manche ont décidé.
       *[no] .
    }
   *[draw] Égalité, { $points } partout : totaux égaux et mêmes points dans la dernière manche.
} Totaux : { $scores }.
