### Règles de Duel, lues paragraphe par paragraphe par le lecteur de règles (F2) et imprimées
### par « audiogame rules --game duel ». La section N a un titre rules-duel-N-title et des
### paragraphes rules-duel-N-1, rules-duel-N-2 ... numérotés sans trou.

## 1. Le but

rules-duel-1-title = Le but
rules-duel-1-1 = Duel est un jeu de plis pour 2 joueurs. Chaque pli remporté vaut un point.
rules-duel-1-2 = Les manches s'enchaînent jusqu'à ce qu'à la fin d'une manche, un joueur atteigne l'objectif : 4 points, sauf si vous en avez choisi un autre. Si les deux joueurs ont alors le même total, ils se partagent la victoire.

## 2. Les cartes et la donne

rules-duel-2-title = Les cartes et la donne
rules-duel-2-1 = 15 cartes en trois couleurs, Couronnes, Braises et Fougères, numérotées de 1 à 5. Les plus forts numéros battent les plus faibles.
rules-duel-2-2 = Chaque joueur reçoit 6 cartes ; les 3 dernières restent face cachée, sans être vues, jusqu'à la donne suivante. Le donneur change à chaque manche.

## 3. Jouer un pli

rules-duel-3-title = Jouer un pli
rules-duel-3-1 = Le joueur qui n'a pas distribué ouvre le premier pli ; le gagnant de chaque pli ouvre le suivant.
rules-duel-3-2 = L'autre joueur doit fournir à la couleur d'entame s'il le peut ; sinon il joue la carte de son choix.
rules-duel-3-3 = La plus forte carte de la couleur d'entame l'emporte. Une carte d'une autre couleur ne gagne jamais.

## 4. Les Braises

rules-duel-4-title = Les Braises
rules-duel-4-1 = Personne ne peut ouvrir à Braises tant qu'aucune Braise n'a été jouée dans la manche, pour fournir ou par un joueur qui n'a que des Braises. Les Braises sont alors allumées et peuvent être jouées en entame comme toute couleur.
