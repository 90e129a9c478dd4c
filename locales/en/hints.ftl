### Practice mode: refusals, "why?" answers and rule hints.
### Refusal codes and win reasons come from engine/reasons.py. The code first looks for a
### game-specific message (fearless-refusal-must-follow), then the shared one
### (refusal-must-follow).

## Refusals: why an action is not allowed now. Shared by both games.
## $suit: a suit code; $options: the allowed cards, joined with "or"; $count: how many;
## $phase: play | fox-exchange | woodcutter-return | other.

refusal-game-over = The game is over.
refusal-not-your-turn = Not your turn.
refusal-unknown-action = Not a move of this game.
refusal-wrong-phase = { $phase ->
    [play] Not now: play a card.
    [fox-exchange] Not now: first swap a card with the decree, or keep it.
    [woodcutter-return] Not now: first choose a card to put under the deck.
   *[other] Not now: finish the current choice first.
}
refusal-not-in-hand = That card is not in your hand.
refusal-must-follow = You must follow the led suit.
# A code of a game's own rule with no sentence of its own (a game's package words its codes).
refusal-other = Not allowed now.
refusal-monarch-forces = Only { $options } may be played now.

## Fearless refusals. $suit: blue | orange | magenta | green.

fearless-refusal-must-follow = You must play { fearless-suit-some }; a zero is always allowed.

## Fox refusals. $suit: bells | keys | moons.

fox-refusal-must-follow = You must follow { fox-suit }.
fox-refusal-monarch-forces = Monarch led: { $count ->
    [one] you must play { $options }.
   *[other] you must play { $options }, your 1 or your highest { fox-suit }.
}

## "Why?" answers: why the trick went to its winner. Shared fallbacks first, for any reason
## code a game might give. $who, $player: the winner; $card: the winning card ("the" form).

why-highest-of-led-suit = Highest card of the led suit: { $card }.
why-first-of-equals = The best cards were equal: the first one played wins.
why-all-zeros = Only zeros were played: the first zero wins.
why-trump = Only trump in the trick: { $card }.
why-higher-trump = Both cards were trump: the higher one wins.
why-witch-as-trump = Witch: { $card } was the only 9 in the trick, so it counted as trump.
why-lead-not-followed = The second card neither followed suit nor trumped, so the lead wins.

## Fearless "why?" answers. $suit: the led suit (zero when only zeros); $zero: yes (the
## winning card is a zero) | no; $value: the trick's value in words.

fearless-why-highest-of-led-suit = { $zero ->
    [yes] A zero counts as { fearless-suit } with value 0, and nobody played { fearless-suit } above 0.
   *[no] Highest { fearless-suit } played: { $card }.
}
# Added when a card of another colour was worth more than the winner.
fearless-why-other-colours = Cards of other colours never win, whatever their value.
fearless-why-first-of-equals = { $zero ->
    [yes] Zeros count 0 in { fearless-suit }, and 0 was the best value: the first zero played wins.
   *[no] Two identical best cards: the first one played wins.
}
fearless-why-all-zeros = Only zeros were played, so no colour was led: the first zero, the leader's, wins.

## Fox "why?" answers. $suit: the lead suit code; $trump: the trump suit's name; $other_card: the
## losing card; $loser_who, $loser_player: who lost.

fox-why-highest-of-led-suit = No trump in the trick: { $card } is the higher card of the lead suit, { fox-suit }.
fox-why-trump = Only trump in the trick: { $card }. Trump is { $trump }.
fox-why-higher-trump = Both cards were trump, { $trump }: { $card } is higher.
fox-why-witch-as-trump = Witch: { $card } was the only 9 in the trick, so it counted as trump, { $trump }.
fox-why-lead-not-followed = { $loser_who ->
    [you] You
   *[other] { $loser_player }
} neither followed { fox-suit } nor played trump, so the lead wins.
# Added when the loser leads next. $next_who, $next_player: the next leader.
fox-why-swan = Swan: { $next_who ->
    [you] you lost the trick with a 1, so you lead the next one.
   *[other] { $next_player } lost the trick with a 1, so leads the next one.
}

## Practice hints for Fearless, said when they matter. $suit: a suit code.

hint-fearless-lead = You lead: play any card. A zero leaves the colour open.
hint-fearless-follow = { fearless-suit-cap } led: play { fearless-suit-some } or a zero.
hint-fearless-void = You have { fearless-suit-none }: play any card. Another colour cannot win the trick, but its value still counts.
hint-fearless-open = Only zeros so far: play any card. The first colour played becomes the led colour.
hint-fearless-ruin = You have won no trick this round: a ghost left on the ruin scores 15 points.
hint-fearless-aim = You score how far your ghost ends from 0, whatever the side. Lowest total wins.
hint-fearless-last-card = Last card of the trick: you know the total before you choose.

## Practice hints for the Fox. $suit: the lead suit code; $trump: the trump suit's name; $decree: the
## decree card; $options: the allowed cards.

hint-fox-lead = You lead: play any card. Your opponent must follow its suit if they can.
hint-fox-follow = { fox-suit } led: you must follow { fox-suit }.
hint-fox-void = You have no { fox-suit }: play any card.
# Which of your cards would take the trick now, and why (one line per reason). $reason: a win
# reason code; $cards: those cards ("the" form) joined with "or"; $suit: the lead suit code;
# $trump: the trump suit's name.
hint-fox-take = { $reason ->
    [trump] Trump, { $trump }, takes the trick: { $cards }.
    [higher-trump] A higher trump takes the trick: { $cards }.
    [witch-as-trump] A lone Witch counts as trump and takes the trick: { $cards }.
   *[highest-of-led-suit] A higher card of { fox-suit } takes the trick: { $cards }.
}
hint-fox-monarch = Monarch led: answer with { $options }.
hint-fox-exchange = Fox: swap a card of your hand with the decree, { $decree }, or keep it.
hint-fox-return = Woodcutter: choose a card of your hand to put under the deck.
# $tricks: tricks won so far; $label, $points: the round's label and points if it ended now;
# $next_label, $next_points: the same with one trick more.
hint-fox-tricks = { $tricks ->
    [one] You have { $tricks } trick
   *[other] You have { $tricks } tricks
}: { $label }, { $points ->
    [one] { $points } point
   *[other] { $points } points
} if the round ended now. One more: { $next_label }, { $next_points ->
    [one] { $next_points } point
   *[other] { $next_points } points
}.
hint-fox-greedy = Careful: with 10 tricks or more you score nothing for the round.

## What each Fox power does, for the card information key. $rank: 1, 3, 5, 7, 9, 11;
## other ranks have no power.

fox-power-help = { $rank ->
    [1] Swan: if you lose the trick with it, you lead the next trick.
    [3] Fox: when you play it, you may swap a card of your hand with the decree card.
    [5] Woodcutter: when you play it, draw the top card of the deck, then put any card of your hand under the deck.
    [7] Treasure: whoever wins the trick scores 1 point for each 7 in it.
    [9] Witch: when it is the only 9 of the trick, it counts as trump.
    [11] Monarch: when you lead it, your opponent must answer with the 1 of its suit or their highest card of that suit.
   *[other] No power.
}
