### Rules of The Fox in the Forest, read one paragraph at a time by the rules reader (F2) and
### printed by "audiogame rules --game fox".
### Section N has a title rules-fox-N-title and paragraphs rules-fox-N-1, rules-fox-N-2 ...
### numbered without gaps; the reader stops at the first missing one.

## 1. The aim

rules-fox-1-title = The aim
rules-fox-1-1 = The Fox in the Forest is a trick-taking game for 2 players. You want tricks, but not too many: the best scores go to the player who wins 7 to 9 tricks of a round, or only 0 to 3, while 10 or more score nothing.
rules-fox-1-2 = Rounds follow one another until, at the end of a round, a player has 21 points or more.

## 2. The cards

rules-fox-2-title = The cards
rules-fox-2-1 = 33 cards in three suits, Bells, Keys and Moons, each numbered 1 to 11. Higher numbers beat lower ones.
rules-fox-2-2 = Every odd card has a power: 1 Swan, 3 Fox, 5 Woodcutter, 7 Treasure, 9 Witch, 11 Monarch. A power works only when its card is played to a trick.
rules-fox-2-3 = On the adapted deck the number is a tactile code that adds up: one to four dots for 1 to 4, a dotted circle for 5, a dotted square for 10. So 7 is a dotted circle and two dots, and 11 a dotted square and one dot.

## 3. Dealing

rules-fox-3-title = Dealing
rules-fox-3-1 = The first dealer is drawn at random; then the dealer changes every round. Each player gets 13 cards.
rules-fox-3-2 = The top card of the 7 left over is turned face up: it is the decree card, and its suit is trump for the round. The other 6 stay face down as the deck.
rules-fox-3-3 = The player who did not deal leads the first trick.

## 4. Playing a trick

rules-fox-4-title = Playing a trick
rules-fox-4-1 = The leader plays any card; its suit is the lead suit. The other player must play a card of that suit if they can.
rules-fox-4-2 = With no card of the lead suit, play any card. You never have to trump or to beat the lead.

## 5. Winning a trick

rules-fox-5-title = Winning a trick
rules-fox-5-1 = If both cards are of the same suit, the higher one wins.
rules-fox-5-2 = Otherwise, a trump wins. If neither card is trump, the lead wins: the other card neither followed nor trumped.
rules-fox-5-3 = Trump is the suit of the decree card at the moment the trick is decided, after any Fox exchange in that trick.
rules-fox-5-4 = The winner takes the trick face down and, unless a Swan says otherwise, leads the next one. Only the number of tricks each player has won is known; nobody looks back at them.

## 6. The powers

rules-fox-6-title = The powers
rules-fox-6-1 = Swan, the 1: if you lose a trick with it, you still lead the next trick. When both cards are Swans, the loser leads.
rules-fox-6-2 = Fox, the 3: as soon as you play it, you may swap a card of your hand with the decree card. The card you put down becomes the decree, so trump may change, even for this very trick.
rules-fox-6-3 = Woodcutter, the 5: as soon as you play it, draw the top card of the deck, then put any card of your hand face down under the deck. Your opponent does not learn either card.
rules-fox-6-4 = Treasure, the 7: whoever wins the trick scores 1 point for each 7 in it, right away.
rules-fox-6-5 = Witch, the 9: if it is the only 9 in the trick, it counts as a trump when the winner is decided. It does not change which card must be played. With two 9s, neither changes.
rules-fox-6-6 = Monarch, the 11: when you lead it, your opponent, if they hold its suit, must answer with the 1 of that suit or with their highest card of that suit.

## 7. Scoring a round

rules-fox-7-title = Scoring a round
rules-fox-7-1 = After the 13th trick each player scores by the number of tricks they won.
rules-fox-7-2 = 0 to 3 tricks: Humble, 6 points. 4 tricks: Defeated, 1 point. 5 tricks: Defeated, 2 points. 6 tricks: Defeated, 3 points.
rules-fox-7-3 = 7 to 9 tricks: Victorious, 6 points. 10 to 13 tricks: Greedy, no points.
rules-fox-7-4 = Treasure points won during the round are added.

## 8. End of the game

rules-fox-8-title = End of the game
rules-fox-8-1 = After each round, if a player has 21 points or more, the game ends and the higher total wins. Points reached during a round do not stop it.
rules-fox-8-2 = With equal totals, the player who scored more in the last round wins. If that is equal too, the game is a draw.
rules-fox-8-3 = For a shorter game play to 16 points, for a longer one to 35.

## 9. Playing here

rules-fox-9-title = Playing here
rules-fox-9-1 = After you play a Fox, the game asks you to pick the card to swap with the decree, or to keep it.
rules-fox-9-2 = After you play a Woodcutter, the game tells you the card you drew and asks which card to put under the deck. When your opponent does this, you only hear that a card was drawn and one put back.
