### La grande vue pour les malvoyants : ses réglages, ce qui en est dit, et les mots courts
### qu'elle dessine. Les mots dessinés sont courts : la vue doit tenir en 40 colonnes.

settings-view = Grande vue
view-name = { $view ->
    [large] activée, plein écran
   *[off] désactivée
}
settings-theme = Couleurs de la grande vue
theme-name = { $theme ->
    [yellow] jaune sur noir
    [white] blanc sur noir
    [paper] noir sur blanc
   *[terminal] les couleurs du terminal
}
view-refused-terminal = Pas de grande vue avec le texte du terminal : votre lecteur d'écran lirait chaque mise à jour. Choisissez d'abord la voix intégrée dans les réglages.
view-screenreader-warning = Attention : votre lecteur d'écran risque de lire la grande vue à chaque changement. Appuyez encore pour l'activer.
view-screenreader-started = Grande vue activée. Votre lecteur d'écran risque de la lire à chaque changement.

## Mots dessinés dans la vue.

view-seat = { $who ->
    [you] Vous
   *[other] { $player }
}
view-hand = Main
view-trick = Pli { $trick }
view-no-card = aucune carte
view-total = Somme
view-led = Entame
view-trump = Atout
view-decree = Décret
view-winning = Gagne
view-ghosts = Fantômes
view-ruin = ruine
view-tricks = Plis gagnés
view-fox-tricks = { $tricks } { $tricks ->
    [one] pli
   *[other] plis
}
# Ce que rapporteraient les plis gagnés jusqu'ici : une projection, jamais des points acquis.
view-if-now = Si la manche finissait là
view-fox-points = { $points } { $points ->
    [one] pt
   *[other] pts
}
# Un pli terminé, dessiné jusqu'à la carte suivante. $trick : son numéro.
view-trick-done = Pli { $trick } fini
view-taken = Pris par
view-value = Valeur
# Le Renard : un pouvoir en un mot court, sous la valeur de la carte. $rank : 1, 3, 5, 7, 9, 11.
view-fox-power = { $rank ->
    [1] Cygne
    [3] Renard
    [5] Bûch
    [7] Trésor
    [9] Sorc
   *[11] Monar
}
# Dessiné et dit quand la fenêtre est plus petite que ce qu'il faut à la vue. $columns, $rows :
# la taille qu'il faut.
view-too-small = Fenêtre trop petite : la grande vue demande { $columns } colonnes sur { $rows } lignes.
view-turn = À jouer
view-scores = Points
# La salle de revue dans la grande vue.
view-review-title = Revue, manche { $round } sur { $rounds }
view-review-turn = Droite : pli suivant
