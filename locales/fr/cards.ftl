### Noms des cartes, des couleurs, des nombres signés et des places, pour les deux jeux.
### Style : le mot important d'abord, court, sans symbole : « vert moins 4 », « 7 de Cloches ».
### Les nombres restent en chiffres (lecteurs d'écran et braille les lisent le mieux) ;
### les signes sont des mots.

## Nombres signés. $sign : plus | minus | zero ; $n : le nombre sans son signe.

signed = { $sign ->
    [plus] plus { $n }
    [minus] moins { $n }
   *[zero] 0
}

## Listes construites par le code : « a, b et c », « a ou b ».
## $first : les éléments déjà réunis ; $next / $last : l'élément à ajouter.

list-more = { $first }, { $next }
list-last = { $first } et { $last }
list-or-last = { $first } ou { $last }
# Groupes d'une main : « Bleu, 2 : moins 6, plus 2 ; Vert, 1 : plus 3 ».
list-groups = { $first } ; { $next }

## Dit à la place d'un message absent de toutes les langues.

message-missing = Message indisponible.

## Places. Le joueur humain est toujours « vous » ; les messages de narration choisissent
## eux-mêmes le pronom avec $who (you | other). Noms par défaut des autres places, dans le
## sens horaire à partir de la gauche du joueur.

seat-you = Vous
seat-you-lower = vous
seat-west = Ouest
seat-north = Nord
seat-east = Est
# La place d'où part la vue d'un spectateur (aucun joueur humain à la table).
seat-south = Sud
seat-northwest = Nord-Ouest
seat-northeast = Nord-Est

## Couleurs de Fearless. $suit : blue | orange | magenta | green (zero quand c'est indiqué).

# Nom de la couleur, en minuscules : « vert ».
fearless-suit = { $suit ->
    [blue] bleu
    [orange] orange
    [magenta] magenta
    [zero] zéro
   *[green] vert
}
# Nom de la couleur en début de phrase ou seul : « Vert ».
fearless-suit-cap = { $suit ->
    [blue] Bleu
    [orange] Orange
    [magenta] Magenta
    [zero] Zéros
   *[green] Vert
}
# La couleur comme ce qu'il faut jouer (« vous devez jouer { fearless-suit-some } ») :
# « du vert », « de l'orange ».
fearless-suit-some = { $suit ->
    [blue] du bleu
    [orange] de l'orange
    [magenta] du magenta
   *[green] du vert
}
# Ne pas avoir la couleur : « Ouest n'a pas de vert », « pas d'orange ».
fearless-suit-none = { $suit ->
    [zero] pas de zéro
    [blue] pas de bleu
    [orange] pas d'orange
    [magenta] pas de magenta
   *[green] pas de vert
}
# La pastille tactile du jeu adapté : goutte, cercle, fleur, trèfle ; étoile pour le zéro.
fearless-symbol = { $suit ->
    [blue] goutte
    [orange] cercle
    [magenta] fleur
    [zero] étoile
   *[green] trèfle
}
# Touche qui mène à une couleur de la main ; ne doit pas entrer en conflit avec les touches du jeu.
fearless-suit-key = { $suit ->
    [blue] B
    [orange] O
    [magenta] M
    [zero] Z
   *[green] V
}

## Cartes de Fearless. $suit : blue | orange | magenta | green | zero ; $sign : plus | minus ;
## $value : 1 à 6 ; $symbols : yes | no (ajouter la pastille tactile).

# Une carte seule, dans une liste ou un menu : « vert moins 4, trèfle », « zéro, étoile ».
fearless-card-name = { $suit ->
    [zero] zéro
   *[other] { fearless-suit } { $sign ->
        [plus] plus
       *[minus] moins
    } { $value }
}{ $symbols ->
    [yes] , { fearless-symbol }
   *[no] {""}
}
# Une carte complément d'un verbe : « Ouest joue le vert moins 4 », « l'orange plus 2 »,
# « un zéro ».
fearless-card-obj = { $suit ->
    [zero] un zéro
    [orange] l'orange { $sign ->
        [plus] plus
       *[minus] moins
    } { $value }
   *[other] le { fearless-suit } { $sign ->
        [plus] plus
       *[minus] moins
    } { $value }
}{ $symbols ->
    [yes] , { fearless-symbol }
   *[no] {""}
}
# Une carte désignée comme une chose connue : « le vert moins 4 », « le zéro ».
fearless-card-the = { $suit ->
    [zero] le zéro
    [orange] l'orange { $sign ->
        [plus] plus
       *[minus] moins
    } { $value }
   *[other] le { fearless-suit } { $sign ->
        [plus] plus
       *[minus] moins
    } { $value }
}{ $symbols ->
    [yes] , { fearless-symbol }
   *[no] {""}
}
# La valeur seule, comme dans une main lue par couleur : « moins 4 ».
fearless-card-value = { $suit ->
    [zero] 0
   *[other] { $sign ->
        [plus] plus
       *[minus] moins
    } { $value }
}

# Un groupe de couleur d'une main : « Vert, 3 : moins 4, plus 1, plus 6 ». $count : cartes du
# groupe ; $cards : les valeurs, déjà réunies.
fearless-hand-group = { fearless-suit-cap }, { $count } : { $cards }
# Les zéros d'une main : « 2 zéros ».
fearless-hand-zeros = { $count ->
    [one] { $count } zéro
   *[other] { $count } zéros
}
# Combien de cartes d'une couleur a une main nouvelle : « 4 bleues », « 1 zéro », « 2 zéros ».
fearless-suit-count = { $suit ->
    [zero] { $count ->
        [one] { $count } zéro
       *[other] { $count } zéros
    }
    [blue] { $count ->
        [one] { $count } bleue
       *[other] { $count } bleues
    }
    [green] { $count ->
        [one] { $count } verte
       *[other] { $count } vertes
    }
   *[other] { $count } { fearless-suit }
}
# « 13 cartes ».
card-count = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}

## Couleurs du Renard des Bois. $suit : bells | keys | moons.

fox-suit = { $suit ->
    [bells] Cloches
    [keys] Clefs
   *[moons] Lunes
}
# Une carte de la couleur, comme ce qu'il faut jouer : « une Lune ».
fox-suit-one = { $suit ->
    [bells] une Cloche
    [keys] une Clef
   *[moons] une Lune
}
# Touche qui mène à une couleur de la main ; L sert déjà (dernier pli), d'où U pour Lunes
# et F pour Clefs.
fox-suit-key = { $suit ->
    [bells] C
    [keys] F
   *[moons] U
}

## Pouvoirs des cartes impaires. $rank : 1, 3, 5, 7, 9 ou 11 (autres rangs : « aucun »).

fox-power = { $rank ->
    [1] Cygne
    [3] Renard
    [5] Bûcheron
    [7] Trésor
    [9] Sorcière
    [11] Monarque
   *[other] aucun
}
# Le pouvoir comme une chose connue : « la Sorcière ».
fox-power-the = { $rank ->
    [1] le Cygne
    [3] le Renard
    [5] le Bûcheron
    [7] le Trésor
    [9] la Sorcière
    [11] le Monarque
   *[other] aucun pouvoir
}

## Cartes du Renard des Bois. $rank : 1 à 11 ; $suit : bells | keys | moons ;
## $powers : yes | no (ajouter le pouvoir d'une carte impaire).

# Une carte seule : « 9 de Lunes, Sorcière ».
fox-card-name = { $rank } de { fox-suit }{ $powers ->
    [yes] { $rank ->
        [1] , Cygne
        [3] , Renard
        [5] , Bûcheron
        [7] , Trésor
        [9] , Sorcière
        [11] , Monarque
       *[other] {""}
    }
   *[no] {""}
}
# Une carte complément d'un verbe : « Nord joue le 9 de Lunes » (pas d'élision devant
# « un », « huit » ou « onze » dits comme des nombres).
fox-card-obj = le { fox-card-name }
# Une carte désignée comme une chose connue : « le 9 de Lunes ».
fox-card-the = le { fox-card-name }
# Un groupe de couleur d'une main : « Lunes, 4 : 2, 7, 9, 11 ».
fox-hand-group = { fox-suit }, { $count } : { $cards }
# Combien de cartes d'une couleur a une main nouvelle : « 5 Cloches », « 1 Clef ».
fox-suit-count = { $count ->
    [one] { $count } { $suit ->
        [bells] Cloche
        [keys] Clef
       *[moons] Lune
    }
   *[other] { $count } { fox-suit }
}

## Titres de fin de manche. $label : humble | defeated | victorious | greedy.

fox-label = { $label ->
    [humble] Humble
    [defeated] Vaincu
    [victorious] Victorieux
   *[greedy] Cupide
}
