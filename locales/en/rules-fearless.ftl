### Rules of Fearless, read one paragraph at a time by the rules reader (F2) and printed by
### "audiogame rules --game fearless".
### Section N has a title rules-fearless-N-title and paragraphs rules-fearless-N-1,
### rules-fearless-N-2 ... numbered without gaps; the reader stops at the first missing one.

## 1. The aim

rules-fearless-1-title = The aim
rules-fearless-1-1 = Fearless is a trick-taking game for 3 to 5 players, with no trump. Each trick you win moves your ghost along the scare track by the sum of the cards in that trick.
rules-fearless-1-2 = At the end of each round you score fear points: the distance between your ghost and space 0. A ghost that never left the ruin scores 15. After as many rounds as there are players, the lowest total wins.

## 2. The cards

rules-fearless-2-title = The cards
rules-fearless-2-1 = There are four colours: blue, orange, magenta and green. Each colour runs from minus 6 to plus 6, with no 0; its plus 1 and minus 1 are printed twice.
rules-fearless-2-2 = Four zero cards belong to no colour.
rules-fearless-2-3 = On the adapted deck each colour has a tactile sticker: a drop for blue, a circle for orange, a flower for magenta, a clover for green, and a star on the zeros. The game can add these words to card names: turn them on in the settings (they are off at the table, on at the table companion).

## 3. Cards in play

rules-fearless-3-title = Cards in play
rules-fearless-3-1 = With 4 players, one plus 1 and one minus 1 leave each colour: 52 cards, 13 each.
rules-fearless-3-2 = With 3 players, a whole colour leaves the game, with one zero and one plus 1 and one minus 1 of each remaining colour: 39 cards, 13 each. The game tells you which colour is out.
rules-fearless-3-3 = With 5 players every card is used: 60 cards, 12 each. Only then do two identical plus 1 or minus 1 cards of a colour meet.
rules-fearless-3-4 = Whatever the number of players, the values of all the cards in play add up to 0. Removed cards stay out for the whole game.

## 4. Rounds

rules-fearless-4-title = Rounds
rules-fearless-4-1 = The game has one round per player. Each player leads the first trick of one round: the leader of round 1 is drawn at random, then that role moves one seat clockwise every round.
rules-fearless-4-2 = A round starts with every ghost on the ruin, which lies outside the track and is not space 0. All the cards are dealt, and the round lasts until the hands are empty.

## 5. Playing a trick

rules-fearless-5-title = Playing a trick
rules-fearless-5-1 = The leader plays any card. Then, clockwise, each other player plays one card.
rules-fearless-5-2 = The colour of the first coloured card played is the led colour. If you hold that colour you must play it; a zero, however, may always be played instead.
rules-fearless-5-3 = If you have none of the led colour, play any card: another colour, or a zero. Holding a zero never forces you to play it.
rules-fearless-5-4 = After every card the running total of the trick is announced: the sum of all the values played so far. Nobody has to play higher or beat anything.

## 6. Zeros

rules-fearless-6-title = Zeros
rules-fearless-6-1 = A zero counts as a card of the led colour with value 0: it beats that colour's negative cards and loses to its positive ones.
rules-fearless-6-2 = A zero led leaves the colour open. The first coloured card played after it sets the led colour for the rest of the trick, and whoever sets it may play any card.
rules-fearless-6-3 = If only zeros are played, the first zero wins and the trick is worth 0.

## 7. Winning a trick

rules-fearless-7-title = Winning a trick
rules-fearless-7-1 = The highest card of the led colour wins, zeros counting as 0. Cards of another colour never win, however high.
rules-fearless-7-2 = When identical cards tie for best, such as two zeros, or two plus 1 cards with 5 players, the one played first wins.
rules-fearless-7-3 = The winner takes the trick and leads the next one.

## 8. The scare track

rules-fearless-8-title = The scare track
rules-fearless-8-1 = A trick's scare value is the sum of all its cards, those of other colours included. It can be negative, 0 or positive.
rules-fearless-8-2 = Your first trick of a round takes your ghost out of the ruin, onto the space equal to the trick's value, even if that is 0. Each later trick moves it by its value, up or down.
rules-fearless-8-3 = The printed track stops at plus and minus 30, but counting goes on past it; the game always says the exact space.

## 9. Scoring a round

rules-fearless-9-title = Scoring a round
rules-fearless-9-1 = Each ghost scores its distance from 0, whatever the side: plus 8 and minus 8 both give 8 fear points. A ghost on space 0 scores nothing, the best result.
rules-fearless-9-2 = A ghost still on the ruin, because its player won no trick, scores 15.
rules-fearless-9-3 = Fear points add up from round to round. Then every ghost goes back to the ruin.

## 10. End of the game

rules-fearless-10-title = End of the game
rules-fearless-10-1 = After the last round, the player with the fewest fear points wins. Players tied for the fewest share the victory.

## 11. An example

rules-fearless-11-title = An example
rules-fearless-11-1 = Four players. Anna leads orange minus 2: total minus 2. Ben plays orange plus 3: total plus 1. Carla has no orange and plays magenta minus 5: total minus 4. Dan plays a zero: total still minus 4.
rules-fearless-11-2 = Ben's plus 3 is the highest orange, so Ben wins. The trick is worth minus 4: if Ben's ghost was on the ruin, it goes to space minus 4; if it stood on plus 6, it goes back to plus 2. Ben leads the next trick.
