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
}, { $points } pts
view-turn = À jouer
view-scores = Points
