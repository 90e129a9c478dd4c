### Rules of Duel, read one paragraph at a time by the rules reader (F2) and printed by
### "audiogame rules --game duel". Section N has a title rules-duel-N-title and paragraphs
### rules-duel-N-1, rules-duel-N-2 ... numbered without gaps.

## 1. The aim

rules-duel-1-title = The aim
rules-duel-1-1 = Duel is a trick-taking game for 2 players. Each trick you win is a point.
rules-duel-1-2 = Rounds follow one another until, at the end of a round, a player has reached the target: 4 points unless you chose another. If both players have the same total then, they share the win.

## 2. The cards and the deal

rules-duel-2-title = The cards and the deal
rules-duel-2-1 = 15 cards in three suits, Crowns, Embers and Ferns, each numbered 1 to 5. Higher numbers beat lower ones.
rules-duel-2-2 = Each player gets 6 cards; the last 3 stay face down, unseen, until the next deal. The dealer changes at each round.

## 3. Playing a trick

rules-duel-3-title = Playing a trick
rules-duel-3-1 = The player who did not deal leads the first trick; the winner of each trick leads the next one.
rules-duel-3-2 = The other player must follow the led suit if they can; otherwise they may play any card.
rules-duel-3-3 = The higher card of the led suit wins. A card of another suit never wins.

## 4. The Embers

rules-duel-4-title = The Embers
rules-duel-4-1 = Nobody may lead an Ember until an Ember has been played in the round, to follow or by a player who holds only Embers. Then the Embers are lit and may be led like any suit.
