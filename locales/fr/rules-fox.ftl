### Règles du Renard des Bois, lues paragraphe par paragraphe par le lecteur de règles (F2)
### et affichées par « audiogame rules --game fox ».
### La section N a un titre rules-fox-N-title et des paragraphes rules-fox-N-1,
### rules-fox-N-2... numérotés sans trou ; le lecteur s'arrête au premier qui manque.

## 1. Le but

rules-fox-1-title = Le but
rules-fox-1-1 = Le Renard des Bois est un jeu de plis pour 2 joueurs. Il faut remporter des plis, mais pas trop : les meilleurs scores vont à qui remporte 7 à 9 plis dans une manche, ou seulement 0 à 3, alors que 10 plis ou plus ne rapportent rien.
rules-fox-1-2 = Les manches s'enchaînent jusqu'à ce que, à la fin d'une manche, un joueur ait 21 points ou plus.

## 2. Les cartes

rules-fox-2-title = Les cartes
rules-fox-2-1 = 33 cartes en trois couleurs, Cloches, Clefs et Lunes, numérotées de 1 à 11 dans chaque couleur. Le plus grand nombre bat le plus petit.
rules-fox-2-2 = Chaque carte impaire a un pouvoir : 1 Cygne, 3 Renard, 5 Bûcheron, 7 Trésor, 9 Sorcière, 11 Monarque. Un pouvoir n'agit que lorsque sa carte est jouée dans un pli.
rules-fox-2-3 = Sur le jeu adapté, le nombre est un code tactile qui s'additionne : un à quatre points pour 1 à 4, un rond pointé pour 5, un carré pointé pour 10. Ainsi 7 est un rond pointé et deux points, et 11 un carré pointé et un point.

## 3. La distribution

rules-fox-3-title = La distribution
rules-fox-3-1 = Le premier donneur est tiré au sort ; ensuite, le donneur change à chaque manche. Chaque joueur reçoit 13 cartes.
rules-fox-3-2 = La première des 7 cartes restantes est retournée face visible : c'est la carte décret, et sa couleur est l'atout de la manche. Les 6 autres restent face cachée et forment la pioche.
rules-fox-3-3 = Le joueur qui n'a pas distribué ouvre le premier pli.

## 4. Jouer un pli

rules-fox-4-title = Jouer un pli
rules-fox-4-1 = L'ouvreur joue la carte de son choix ; sa couleur est la couleur d'entame. L'autre joueur doit jouer une carte de cette couleur s'il le peut.
rules-fox-4-2 = Sans carte de la couleur d'entame, jouez n'importe quelle carte. Vous n'êtes jamais obligé de couper ni de battre l'entame.

## 5. Remporter un pli

rules-fox-5-title = Remporter un pli
rules-fox-5-1 = Si les deux cartes sont de la même couleur, la plus forte l'emporte.
rules-fox-5-2 = Sinon, un atout l'emporte. Si aucune des deux n'est de l'atout, l'entame l'emporte : l'autre carte n'a ni suivi ni coupé.
rules-fox-5-3 = L'atout est la couleur de la carte décret au moment où le pli se décide, après un éventuel échange du Renard dans ce pli.
rules-fox-5-4 = Le gagnant ramasse le pli face cachée et, sauf si un Cygne en décide autrement, ouvre le suivant. Seul le nombre de plis remportés par chacun est connu ; personne ne les regarde à nouveau.

## 6. Les pouvoirs

rules-fox-6-title = Les pouvoirs
rules-fox-6-1 = Cygne, le 1 : si vous perdez un pli avec lui, c'est quand même vous qui ouvrez le pli suivant. Quand les deux cartes sont des Cygnes, le perdant ouvre.
rules-fox-6-2 = Renard, le 3 : dès que vous le jouez, vous pouvez échanger une carte de votre main avec la carte décret. La carte que vous posez devient le décret, et l'atout peut donc changer, même pour ce pli.
rules-fox-6-3 = Bûcheron, le 5 : dès que vous le jouez, piochez la première carte de la pioche, puis placez une carte de votre main face cachée sous la pioche. Votre adversaire ne connaît ni l'une ni l'autre.
rules-fox-6-4 = Trésor, le 7 : le gagnant du pli marque aussitôt 1 point pour chaque 7 qu'il contient.
rules-fox-6-5 = Sorcière, le 9 : si c'est le seul 9 du pli, elle compte comme un atout au moment de désigner le gagnant. Elle ne change pas la carte qu'il faut jouer. Avec deux 9, aucun ne change.
rules-fox-6-6 = Monarque, le 11 : quand vous ouvrez avec lui, votre adversaire, s'il a sa couleur, doit répondre avec le 1 de cette couleur ou avec sa plus forte carte de cette couleur.

## 7. Le décompte d'une manche

rules-fox-7-title = Le décompte d'une manche
rules-fox-7-1 = Après le treizième pli, chaque joueur marque des points selon le nombre de plis remportés.
rules-fox-7-2 = 0 à 3 plis : Humble, 6 points. 4 plis : Vaincu, 1 point. 5 plis : Vaincu, 2 points. 6 plis : Vaincu, 3 points.
rules-fox-7-3 = 7 à 9 plis : Victorieux, 6 points. 10 à 13 plis : Cupide, aucun point.
rules-fox-7-4 = Les points de Trésor gagnés pendant la manche s'y ajoutent.

## 8. La fin de la partie

rules-fox-8-title = La fin de la partie
rules-fox-8-1 = Après chaque manche, si un joueur a 21 points ou plus, la partie s'arrête et le plus grand total gagne. Atteindre ce score pendant une manche ne l'interrompt pas.
rules-fox-8-2 = En cas d'égalité, le joueur qui a marqué le plus de points dans la dernière manche gagne. Si c'est encore égal, la partie est nulle.
rules-fox-8-3 = Pour une partie plus courte, jouez en 16 points ; pour une plus longue, en 35.

## 9. Jouer ici

rules-fox-9-title = Jouer ici
rules-fox-9-1 = Quand vous jouez un Renard, le jeu vous demande de choisir la carte à échanger avec le décret, ou de le garder.
rules-fox-9-2 = Quand vous jouez un Bûcheron, le jeu vous annonce la carte piochée et vous demande laquelle placer sous la pioche. Quand votre adversaire le fait, vous apprenez seulement qu'une carte a été piochée et une autre remise.
