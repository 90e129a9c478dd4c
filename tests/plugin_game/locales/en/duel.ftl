### Duel: everything the program says of the game that is its own. Arguments as in the
### program's messages: $who (you | other) and $player name a seat; $card is a card already
### named; numbers start at 1.

## The game and its setup.

duel-game-name = Duel
duel-setup-target = Target: { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## Suits. $suit: crowns | embers | ferns.

duel-suit = { $suit ->
    [crowns] Crowns
    [embers] Embers
   *[ferns] Ferns
}
# Key that jumps to a suit in the hand; must not clash with the table's keys.
duel-suit-key = { $suit ->
    [crowns] C
    [embers] E
   *[ferns] F
}

## Cards. $rank: 1 to 5; $suit as above ($symbols and $powers: Duel's cards have neither).

duel-card-name = { $rank } of { duel-suit }
duel-card-obj = { duel-card-name }
duel-card-the = the { duel-card-name }
duel-hand-group = { duel-suit }, { $count }: { $cards }
duel-suit-count = { $count ->
    [one] { $count } { $suit ->
        [crowns] Crown
        [embers] Ember
       *[ferns] Fern
    }
   *[other] { $count } { duel-suit }
}
# I: what a card does, after its name.
duel-card-info = { $suit ->
    [embers] Embers may not be led before one has been played this round, unless you hold nothing else.
   *[other] No power.
}

## Narration: a round begins. $round: its number; $who, $player: the leader;
## $dealer_who, $dealer: the dealer.

duel-round-started-brief = Round { $round }.
duel-round-started-normal = Round { $round }. { $who ->
    [you] You lead.
   *[other] { $player } leads.
}
duel-round-started-detailed = Round { $round }. { $dealer_who ->
    [you] You deal.
   *[other] { $dealer } deals.
} { $who ->
    [you] You lead the first trick.
   *[other] { $player } leads the first trick.
} Embers are not lit.

## A hand is dealt. $known: yes (the listener's own) | no; $count: cards; $hand: the hand by
## suit; $suits: how many of each suit.

duel-hand-dealt-brief = { $known ->
    [yes] { card-count }.
   *[no] {""}
}
duel-hand-dealt-normal = { $known ->
    [yes] New hand, { card-count }: { $suits }.
   *[no] {""}
}
duel-hand-dealt-detailed = { $known ->
    [yes] New hand, { card-count }. { $hand }.
   *[no] { $player } receives a hand.
}

## A card is played. $play: lead | follow | shed (another suit than the lead's); $suit: the
## led suit; $void: yes (the opponent shows for the first time this round that they have no
## $suit) | no.

duel-card-played-brief = { who-name }: { $card }.
duel-card-played-normal = { $who ->
    [you] { $play ->
        [lead] You lead { $card }.
       *[other] You play { $card }.
    }
   *[other] { $play ->
        [lead] { $player } leads { $card }.
        [shed] { $void ->
            [yes] { $player } has no { duel-suit } and plays { $card }.
           *[no] { $player } plays { $card }.
        }
       *[other] { $player } plays { $card }.
    }
}
duel-card-played-detailed = { $who ->
    [you] { $play ->
        [lead] You lead { $card }.
       *[other] You answer with { $card }.
    }
   *[other] { $play ->
        [lead] { $player } leads { $card }.
        [shed] { $player } has no { duel-suit } and answers with { $card }.
       *[other] { $player } answers with { $card }.
    }
}

## The round's first Ember is played.

duel-embers-lit-brief = Embers lit.
duel-embers-lit-normal = Embers lit: they may be led now.
duel-embers-lit-detailed = Embers lit by { who-name-lower }: from now on this round, anyone may lead Embers.

## A trick is won. $trick: its number; $card: the winning card; $code: highest-of-led-suit |
## lead-not-followed; $last: yes (the round's last trick) | no.

duel-trick-won-brief = Trick to { who-name-lower }.
duel-trick-won-normal = { $who ->
    [you] You win
   *[other] { $player } wins
} trick { $trick } with { $card }.
duel-trick-won-detailed = { $who ->
    [you] You win
   *[other] { $player } wins
} trick { $trick } with { $card }: { $code ->
    [lead-not-followed] the lead was not followed
   *[other] the higher card of the lead suit
}.{ $last ->
    [yes] {""}
   *[no] { " " }{ $who ->
        [you] You lead next.
       *[other] { $player } leads next.
    }
}

## The round is scored. $round: its number; $tricks: each seat's tricks this round, joined;
## $scores: each seat's total, joined (both with duel-score-item).

duel-round-scored-brief = Round { $round } over: { $scores }.
duel-round-scored-normal = Round { $round } over. Tricks: { $tricks }. Totals: { $scores }.
duel-round-scored-detailed = Round { $round } over, a point a trick. Tricks: { $tricks }. Totals: { $scores }.
duel-score-item = { who-name-lower } { $points }

## The game ends. $who: you | other | draw; $winners: the winner's name; $points, $other_points:
## the winner's and the other total; $scores: both totals, joined.

duel-game-over-brief = Game over. { $who ->
    [you] You win.
    [other] { $winners } wins.
   *[draw] Draw.
}
duel-game-over-normal = Game over. { $who ->
    [you] You win, { $points } to { $other_points }.
    [other] { $winners } wins, { $points } to { $other_points }.
   *[draw] Draw, { $points } all.
}
duel-game-over-detailed = Game over. { $who ->
    [you] You win, { $points } to { $other_points }.
    [other] { $winners } wins, { $points } to { $other_points }.
   *[draw] Draw, { $points } all.
} Totals: { $scores }.

## Refusals and explanations of Duel's own (the program's shared ones serve the rest).

duel-refusal-embers-unlit = Embers are not lit yet: lead another suit.
duel-why-lead-not-followed = The second card did not follow suit, so the lead wins.

## Keys and status reads.

help-duel-key-positions = P: tricks won this round, and whether the Embers are lit.
# T before the lead. $trick: its number; $who, $player: the leader.
duel-status-trick-empty = Trick { $trick }, no card yet. { $who ->
    [you] You lead.
   *[other] { $player } leads.
}
# T after the lead. $suit: the led suit; $cards: the card with who played it.
duel-status-trick = Trick { $trick }, { $who ->
    [you] you lead
   *[other] { $player } leads
} { duel-suit }: { $cards }.
# P. $mine, $theirs: tricks this round; $player: the opponent; $lit: yes | no.
duel-status-tricks = Tricks: you { $mine }, { $player } { $theirs }. { $lit ->
    [yes] Embers lit.
   *[no] Embers not lit.
}
# S, before the scores. $target: the points that end the game.
duel-status-round = Round { $round }, first to { $target } points.
duel-recap-round = Duel, round { $round }, first to { $target } points.
duel-status-line = Round { $round }, trick { $trick }. { $lit ->
    [yes] Embers lit.
   *[no] Embers not lit.
} Tricks: you { $mine }, { $player } { $theirs }. { $turn }

## Practice hints. $embers (leading): lit | only (you hold only Embers) | held (Embers, not
## lit) | none (no Ember in hand); $suit: the led suit.

duel-hint-lead = { $embers ->
    [lit] You lead: play any card.
    [only] You lead: you hold only Embers, so you may lead one though they are not lit.
    [held] You lead: any card but Embers, which are not lit yet.
   *[none] You lead: play any card.
}
duel-hint-follow = { duel-suit } led: you must follow { duel-suit }.
duel-hint-void = You have no { duel-suit }: play any card; the lead wins the trick.
# $tricks: your tricks this round; $target: the points that end the game.
duel-hint-tricks = { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
} so far this round: a point each. First to { $target } points wins.

## "Why?" after an opponent's card. $player: the opponent; $card: its card; $suit: the suit
## led (or the card's, for a lead).

duel-why-bot-led = { $player } led { $card }.
duel-why-bot-led-embers = { $player } led { $card } before the Embers were lit: that hand holds only Embers.
duel-why-bot-followed = { $player } followed { duel-suit } with { $card }.
duel-why-bot-void = { $player } has no { duel-suit } and played { $card }.

## The large view.

duel-view-embers = Embers
duel-view-lit = { $lit ->
    [yes] lit
   *[no] not lit
}
duel-view-tricks = { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}

## The table companion. $suit as above.

# Words for a suit typed at the companion's entry line, separated by commas.
duel-companion-suit-words = { $suit ->
    [crowns] c, crowns, crown
    [embers] e, embers, ember
   *[ferns] f, ferns, fern
}
duel-companion-error-rank = No rank { $rank }: ranks go from 1 to 5.
duel-companion-error-suit-missing = Which suit for the { $rank }? Type C, E or F after it.
duel-companion-not-followed = { $player } did not follow { duel-suit }: no { duel-suit } left in that hand.
duel-companion-revoke = Revoke: { $player } plays { $card } after showing no { duel-suit }.
duel-companion-trick = Trick { $trick }: { $cards }.
# $tricks: each seat's tricks, joined; $lit: yes | no.
duel-companion-tricks = Tricks won: { $tricks }. { $lit ->
    [yes] Embers lit.
   *[no] Embers not lit.
}
duel-companion-no-decree = No decree card in Duel. { $lit ->
    [yes] Embers lit.
   *[no] Embers not lit.
}
duel-companion-seats = Round { $round }, { $dealer } deals.
duel-companion-setup = Duel companion: { $first } and { $second }, to { $target } points.
