### Règles de Fearless, lues paragraphe par paragraphe par le lecteur de règles (F2) et
### affichées par « audiogame rules --game fearless ».
### La section N a un titre rules-fearless-N-title et des paragraphes rules-fearless-N-1,
### rules-fearless-N-2... numérotés sans trou ; le lecteur s'arrête au premier qui manque.

## 1. Le but

rules-fearless-1-title = Le but
rules-fearless-1-1 = Fearless est un jeu de plis pour 3 à 5 joueurs, sans atout. Chaque pli que vous remportez fait avancer ou reculer votre fantôme sur le chemin de la peur, de la somme des cartes du pli.
rules-fearless-1-2 = À la fin de chaque manche, vous marquez des points de peur : la distance entre votre fantôme et la case 0. Un fantôme qui n'a jamais quitté la ruine marque 15. Après autant de manches que de joueurs, le plus petit total gagne.

## 2. Les cartes

rules-fearless-2-title = Les cartes
rules-fearless-2-1 = Il y a quatre couleurs : bleu, orange, magenta et vert. Chaque couleur va de moins 6 à plus 6, sans 0 ; son plus 1 et son moins 1 existent en deux exemplaires.
rules-fearless-2-2 = Quatre cartes zéro n'appartiennent à aucune couleur.
rules-fearless-2-3 = Sur le jeu adapté, chaque couleur porte une pastille tactile : une goutte pour le bleu, un cercle pour l'orange, une fleur pour le magenta, un trèfle pour le vert, et une étoile sur les zéros. Le jeu peut ajouter ces mots aux noms des cartes : activez-les dans les réglages (ils sont coupés à la table, actifs au compagnon de table).

## 3. Les cartes en jeu

rules-fearless-3-title = Les cartes en jeu
rules-fearless-3-1 = À 4 joueurs, on retire de chaque couleur un plus 1 et un moins 1 : 52 cartes, 13 chacun.
rules-fearless-3-2 = À 3 joueurs, une couleur entière quitte la partie, ainsi qu'un zéro et un plus 1 et un moins 1 de chaque couleur restante : 39 cartes, 13 chacun. Le jeu annonce la couleur retirée.
rules-fearless-3-3 = À 5 joueurs, toutes les cartes servent : 60 cartes, 12 chacun. C'est le seul cas où deux plus 1 ou deux moins 1 identiques d'une même couleur peuvent se rencontrer.
rules-fearless-3-4 = Quel que soit le nombre de joueurs, les valeurs de toutes les cartes en jeu font 0 au total. Les cartes retirées le restent pendant toute la partie.

## 4. Les manches

rules-fearless-4-title = Les manches
rules-fearless-4-1 = La partie compte une manche par joueur. Chaque joueur entame le premier pli d'une manche : celui de la manche 1 est tiré au sort, puis ce rôle passe au voisin de gauche à chaque manche.
rules-fearless-4-2 = Au début d'une manche, tous les fantômes sont dans la ruine, qui est hors du chemin et n'est pas la case 0. Toutes les cartes sont distribuées, et la manche dure jusqu'à ce que les mains soient vides.

## 5. Jouer un pli

rules-fearless-5-title = Jouer un pli
rules-fearless-5-1 = Le joueur qui entame joue la carte de son choix. Puis chacun, dans le sens horaire, joue une carte.
rules-fearless-5-2 = La couleur de la première carte de couleur jouée est la couleur demandée. Si vous avez cette couleur, vous devez la jouer ; un zéro peut cependant toujours être joué à la place.
rules-fearless-5-3 = Si vous n'avez pas la couleur demandée, jouez n'importe quelle carte : une autre couleur ou un zéro. Avoir un zéro n'oblige jamais à le jouer.
rules-fearless-5-4 = Après chaque carte, le total du pli est annoncé : la somme de toutes les valeurs jouées jusque-là. Personne n'est obligé de monter ni de battre une carte.

## 6. Les zéros

rules-fearless-6-title = Les zéros
rules-fearless-6-1 = Un zéro compte comme une carte de la couleur demandée, de valeur 0 : il bat les cartes négatives de cette couleur et perd contre les positives.
rules-fearless-6-2 = Un zéro en entame laisse la couleur ouverte. La première carte de couleur jouée ensuite fixe la couleur demandée pour le reste du pli, et le joueur qui la fixe peut jouer n'importe quelle carte.
rules-fearless-6-3 = Si seuls des zéros sont joués, le premier zéro l'emporte et le pli vaut 0.

## 7. Remporter un pli

rules-fearless-7-title = Remporter un pli
rules-fearless-7-1 = La plus forte carte de la couleur demandée l'emporte, les zéros comptant pour 0. Une carte d'une autre couleur ne gagne jamais, même très forte.
rules-fearless-7-2 = Quand des cartes identiques sont à égalité pour la première place, comme deux zéros, ou deux plus 1 à 5 joueurs, la première jouée l'emporte.
rules-fearless-7-3 = Le gagnant ramasse le pli et entame le suivant.

## 8. Le chemin de la peur

rules-fearless-8-title = Le chemin de la peur
rules-fearless-8-1 = La valeur de frayeur d'un pli est la somme de toutes ses cartes, y compris celles des autres couleurs. Elle peut être négative, nulle ou positive.
rules-fearless-8-2 = Votre premier pli de la manche fait sortir votre fantôme de la ruine, sur la case égale à la valeur du pli, même si c'est 0. Chaque pli suivant le déplace de sa valeur, vers le haut ou vers le bas.
rules-fearless-8-3 = Le chemin imprimé s'arrête à plus 30 et à moins 30, mais le compte continue au-delà ; le jeu annonce toujours la case exacte.

## 9. Le décompte d'une manche

rules-fearless-9-title = Le décompte d'une manche
rules-fearless-9-1 = Chaque fantôme marque sa distance à 0, quel que soit le côté : plus 8 et moins 8 donnent tous deux 8 points de peur. Un fantôme sur la case 0 ne marque rien, le meilleur résultat.
rules-fearless-9-2 = Un fantôme resté dans la ruine, parce que son joueur n'a remporté aucun pli, marque 15.
rules-fearless-9-3 = Les points de peur s'additionnent de manche en manche. Puis tous les fantômes retournent dans la ruine.

## 10. La fin de la partie

rules-fearless-10-title = La fin de la partie
rules-fearless-10-1 = Après la dernière manche, le joueur qui a le moins de points de peur gagne. Les joueurs à égalité pour le plus petit total partagent la victoire.

## 11. Un exemple

rules-fearless-11-title = Un exemple
rules-fearless-11-1 = Quatre joueurs. Anna entame avec l'orange moins 2 : total moins 2. Ben joue l'orange plus 3 : total plus 1. Carla n'a pas d'orange et joue le magenta moins 5 : total moins 4. Dan joue un zéro : le total reste à moins 4.
rules-fearless-11-2 = Le plus 3 de Ben est le plus fort orange : Ben remporte le pli. Le pli vaut moins 4 : si le fantôme de Ben était dans la ruine, il va sur la case moins 4 ; s'il était sur plus 6, il redescend à plus 2. Ben entame le pli suivant.
