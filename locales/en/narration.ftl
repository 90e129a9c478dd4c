### Narration of engine events, at three verbosity levels: -brief, -normal, -detailed.
### Important word first, short: players listen at 300 to 600 words a minute.
### An empty message ({""}) says nothing at that level.
###
### Common arguments:
###   $who: you | other (the seat doing the action is the listener or somebody else)
###   $player: the name of that seat, already localized ("West", "Anna")
###   $card: a card already named in the form the sentence needs (see cards.ftl)
###   numbers ($round, $trick, $count, $points ...) start at 1 and are plain numbers;
###   signed amounts ($total, $value, $position ...) are already spoken words ("minus 3").

## Shared by both games: a player's name as the subject of a sentence, or in a list.

who-name = { $who ->
    [you] You
   *[other] { $player }
}
who-name-lower = { $who ->
    [you] you
   *[other] { $player }
}

## Fearless: a round begins. $round, $rounds: round number and count; $who, $player: the leader.

fearless-round-started-brief = Round { $round } of { $rounds }.
fearless-round-started-normal = Round { $round } of { $rounds }. { $who ->
    [you] You lead.
   *[other] { $player } leads.
}
fearless-round-started-detailed = Round { $round } of { $rounds }. Every ghost is on the ruin. { $who ->
    [you] You lead the first trick.
   *[other] { $player } leads the first trick.
}

## Fearless setup, said by the table when a 3-player game starts. $suit: the colour left out.

fearless-removed-suit = { fearless-suit-cap } is out of this 3-player game.

## Fearless: a hand is dealt. $known: yes (the listener's own hand) | no;
## $count: cards in it; $hand: the hand read by suit groups, joined; $suits: how many cards of
## each suit (fearless-suit-count), joined (both only when known).

fearless-hand-dealt-brief = { $known ->
    [yes] { card-count }.
   *[no] {""}
}
fearless-hand-dealt-normal = { $known ->
    [yes] New hand, { card-count }: { $suits }.
   *[no] {""}
}
fearless-hand-dealt-detailed = { $known ->
    [yes] New hand, { card-count }. { $hand }.
   *[no] { $player } receives a hand.
}

## Fearless: a card is played. $card: the card; $total: the running total, in words;
## $play: lead (first card of the trick) | follow | shed (another suit, having none of the
## led suit); $suit: the led suit (only with shed); $void: yes (an opponent shows for the first
## time this round that they have none of $suit: said once at normal level) | no.

fearless-card-played-brief = { who-name }: { $card }, total { $total }.
fearless-card-played-normal = { $who ->
    [you] { $play ->
        [lead] You lead { $card }.
       *[other] You play { $card }.
    }
   *[other] { $play ->
        [lead] { $player } leads { $card }.
        [shed] { $void ->
            [yes] { $player } has { fearless-suit-none } and plays { $card }.
           *[no] { $player } plays { $card }.
        }
       *[other] { $player } plays { $card }.
    }
} Total { $total }.
fearless-card-played-detailed = { $who ->
    [you] { $play ->
        [lead] You lead { $card }.
        [shed] You have { fearless-suit-none } and play { $card }.
       *[other] You play { $card }.
    }
   *[other] { $play ->
        [lead] { $player } leads { $card }.
        [shed] { $player } has { fearless-suit-none } and plays { $card }.
       *[other] { $player } plays { $card }.
    }
} Trick total { $total }.

## Fearless: the led suit becomes known. $suit: the suit; $after: lead (a suit card was led,
## which the card already said) | zero (the first suit card after one or more zeros).

fearless-led-suit-fixed-brief = { $after ->
    [zero] { fearless-suit-cap } led.
   *[lead] {""}
}
fearless-led-suit-fixed-normal = { $after ->
    [zero] Led colour: { fearless-suit }.
   *[lead] {""}
}
fearless-led-suit-fixed-detailed = { $after ->
    [zero] { $who ->
        [you] You set the led colour after the zero: { fearless-suit }.
       *[other] { $player } sets the led colour after the zero: { fearless-suit }. Play { fearless-suit-some } if you have any; a zero may always be played.
    }
   *[lead] Led colour: { fearless-suit }.
}

## Fearless: a trick is won. $trick: trick number; $card: the winning card; $value: the
## trick's scare value in words; $reason: a short reason (fearless-reason-short);
## $next_who, $next_player: the next leader (always the winner in Fearless).

fearless-trick-won-brief = Trick to { who-name-lower }, { $value }.
fearless-trick-won-normal = { $who ->
    [you] You win
   *[other] { $player } wins
} trick { $trick } with { $card }. Value { $value }.
fearless-trick-won-detailed = { $who ->
    [you] You win
   *[other] { $player } wins
} trick { $trick } with { $card }: { $reason }. Scare value { $value }. { $next_who ->
    [you] You lead next.
   *[other] { $next_player } leads next.
}

# Why the winning card won, as a short clause. $reason: a WinReason code; $suit: led suit;
# $zero: yes (the winning card is a zero) | no.
fearless-reason-short = { $reason ->
    [highest-of-led-suit] highest in { fearless-suit }
    [first-of-equals] { $zero ->
        [yes] first zero played
       *[no] first of two equal cards
    }
    [all-zeros] only zeros, the first one wins
   *[other] best card
}

## Fearless: a ghost moves on the scare track. $from: where from, in words (only with move);
## $to: where to, in words; $move: leave (from the ruin) | move | stay (a trick worth 0).

fearless-ghost-moved-brief = { who-name } at { $to }.
fearless-ghost-moved-normal = { $who ->
    [you] { $move ->
        [leave] You leave the ruin for { $to }.
        [stay] You stay at { $to }.
       *[move] You move from { $from } to { $to }.
    }
   *[other] { $move ->
        [leave] { $player } leaves the ruin for { $to }.
        [stay] { $player } stays at { $to }.
       *[move] { $player } moves from { $from } to { $to }.
    }
}
fearless-ghost-moved-detailed = { $who ->
    [you] { $move ->
        [leave] Your ghost leaves the ruin for space { $to }.
        [stay] Your ghost stays on space { $to }.
       *[move] Your ghost moves from { $from } to space { $to }.
    }
   *[other] { $move ->
        [leave] { $player }'s ghost leaves the ruin for space { $to }.
        [stay] { $player }'s ghost stays on space { $to }.
       *[move] { $player }'s ghost moves from { $from } to space { $to }.
    }
}

## Fearless: the round is scored. First a heading line, then one line per seat (from the
## listener on, clockwise), except at brief level where the heading holds everything.
## $round: round number; $scores: the seats' points, joined (fearless-score-item).

fearless-round-scored-brief = Round { $round } over: { $scores }.
fearless-round-scored-normal = Round { $round } over.
fearless-round-scored-detailed = Round { $round } over. Lowest total wins.
# One item of the brief list: "you 5", "West 15".
fearless-score-item = { who-name-lower } { $points }
# One seat's result. $ruin: yes (won no trick) | no; $position: the ghost's space, in words;
# $points: fear points of the round; $total: new total.
fearless-seat-score-normal = { who-name }: { $ruin ->
    [yes] on the ruin
   *[no] { $position }
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}. Total { $total }.
fearless-seat-score-detailed = { who-name }: { $ruin ->
    [yes] ghost still on the ruin, { $points } fear points
   *[no] ghost on { $position }, { $points ->
        [one] { $points } fear point
       *[other] { $points } fear points
    }
}. Total { $total }.

## Fearless: the game ends. $winners: the winners' names, joined; $count: how many;
## $who: you (the listener alone) | other (one other seat) | you-and-others | others;
## $points: the winning total; $scores: every seat's total, joined (fearless-score-item).

fearless-game-over-brief = Game over. { $who ->
    [you] You win.
    [other] { $winners } wins.
    [you-and-others] { $winners } share the win.
   *[others] { $winners } share the win.
}
fearless-game-over-normal = Game over. { $who ->
    [you] You win
    [other] { $winners } wins
    [you-and-others] { $winners } share the win
   *[others] { $winners } share the win
} with { $points ->
    [one] { $points } point
   *[other] { $points } points
}. Ranking: { $scores }.
fearless-game-over-detailed = Game over after every round. { $who ->
    [you] You win
    [other] { $winners } wins
    [you-and-others] { $winners } share the win
   *[others] { $winners } share the win
} with the fewest fear points, { $points }. Ranking: { $scores }.

## Fox: a round begins. $round: round number; $decree: the decree card; $trump: the trump
## suit name; $dealer_who, $dealer: the dealer; $who, $player: the leader.

fox-round-started-brief = Round { $round }. Trump { $trump }.
fox-round-started-normal = Round { $round }. Decree: { $decree }, trump { $trump }. { $who ->
    [you] You lead.
   *[other] { $player } leads.
}
fox-round-started-detailed = Round { $round }. { $dealer_who ->
    [you] You deal.
   *[other] { $dealer } deals.
} Decree card: { $decree }; trump { $trump }. { $who ->
    [you] You lead the first trick.
   *[other] { $player } leads the first trick.
}

## Fox: a hand is dealt. Same arguments as Fearless.

fox-hand-dealt-brief = { $known ->
    [yes] { card-count }.
   *[no] {""}
}
fox-hand-dealt-normal = { $known ->
    [yes] New hand, { card-count }: { $suits }.
   *[no] {""}
}
fox-hand-dealt-detailed = { $known ->
    [yes] New hand, { card-count }. { $hand }.
   *[no] { $player } receives a hand.
}

## Fox: a card is played. $card: the card; $play: lead | follow | shed (another suit than the
## lead's); $suit: the lead suit; $void: yes (the opponent shows for the first time this round
## that they have none of $suit: said once at normal level) | no.

fox-card-played-brief = { who-name }: { $card }.
fox-card-played-normal = { $who ->
    [you] { $play ->
        [lead] You lead { $card }.
       *[other] You play { $card }.
    }
   *[other] { $play ->
        [lead] { $player } leads { $card }.
        [shed] { $void ->
            [yes] { $player } has no { fox-suit } and plays { $card }.
           *[no] { $player } plays { $card }.
        }
       *[other] { $player } plays { $card }.
    }
}
fox-card-played-detailed = { $who ->
    [you] { $play ->
        [lead] You lead { $card }.
       *[other] You answer with { $card }.
    }
   *[other] { $play ->
        [lead] { $player } leads { $card }.
        [shed] { $player } has no { fox-suit } and answers with { $card }.
       *[other] { $player } answers with { $card }.
    }
}

## Fox: the decree card is exchanged (the Fox). $old: the decree card taken into hand;
## $new, $new_name: the new decree card (object form, and alone); $trump: the trump suit now; $changed: yes | no (trump changed).

fox-decree-exchanged-brief = Decree: { $new_name }, trump { $trump }.
fox-decree-exchanged-normal = New decree: { $new_name }, trump { $changed ->
    [yes] now { $trump }.
   *[no] still { $trump }.
} { $who ->
    [you] You take { $old }.
   *[other] { $player } takes { $old }.
}
fox-decree-exchanged-detailed = Fox: { $who ->
    [you] you put down { $new } as the decree and take { $old } into your hand.
   *[other] { $player } puts down { $new } as the decree and takes { $old } into hand.
} Trump { $changed ->
    [yes] is now { $trump }.
   *[no] stays { $trump }.
}

## Fox: the decree card is kept (a Fox played without exchange).

fox-decree-kept-brief = Decree kept.
fox-decree-kept-normal = { $who ->
    [you] You keep the decree.
   *[other] { $player } keeps the decree.
}
fox-decree-kept-detailed = Fox: { $who ->
    [you] you keep the decree card as it is.
   *[other] { $player } keeps the decree card as it is.
}

## Fox: the Woodcutter draws. $known: yes (the listener's own draw, $card given) | no.

fox-card-drawn-brief = { $known ->
    [yes] Drawn: { $card }.
   *[no] { $who ->
        [you] You draw.
       *[other] { $player } draws.
    }
}
fox-card-drawn-normal = { $who ->
    [you] { $known ->
        [yes] You draw { $card }.
       *[no] You draw a card.
    }
   *[other] { $player } draws a card.
}
fox-card-drawn-detailed = Woodcutter: { $who ->
    [you] { $known ->
        [yes] you draw { $card } from the deck.
       *[no] you draw a card from the deck.
    }
   *[other] { $player } draws a card from the deck.
}

## Fox: the Woodcutter puts a card under the deck. $known: yes ($card given) | no.

fox-card-returned-brief = { $known ->
    [yes] Under the deck: { $card }.
   *[no] { $who ->
        [you] You return a card.
       *[other] { $player } returns a card.
    }
}
fox-card-returned-normal = { $who ->
    [you] { $known ->
        [yes] You put { $card } under the deck.
       *[no] You put a card under the deck.
    }
   *[other] { $player } puts a card under the deck.
}
fox-card-returned-detailed = Woodcutter: { $who ->
    [you] { $known ->
        [yes] you put { $card } face down under the deck.
       *[no] you put a card face down under the deck.
    }
   *[other] { $player } puts a card face down under the deck.
}

## Fox: a trick is won. $trick: trick number; $card: the winning card; $reason: a short
## reason (fox-reason-short); $code: the WinReason code; $swan: yes (the loser leads next, by their Swan) | no;
## $next_who, $next_player: the next leader; $last: yes (the round's last trick) | no.

fox-trick-won-brief = Trick to { who-name-lower }.{ $swan ->
    [yes] { " " }{ $next_who ->
        [you] Swan, you lead.
       *[other] Swan, { $next_player } leads.
    }
   *[no] {""}
}
fox-trick-won-normal = { $who ->
    [you] You win
   *[other] { $player } wins
} trick { $trick } with { $card }{ $code ->
    [trump] , trump.
    [witch-as-trump] , the Witch counted as trump.
   *[other] .
}{ $swan ->
    [yes] { " " }Swan: { $next_who ->
        [you] you lead next.
       *[other] { $next_player } leads next.
    }
   *[no] {""}
}
fox-trick-won-detailed = { $who ->
    [you] You win
   *[other] { $player } wins
} trick { $trick } with { $card }: { $reason }.{ $last ->
    [yes] {""}
   *[no] { " " }{ $swan ->
        [yes] Swan: { $next_who ->
            [you] you lost with a 1, so you lead next.
           *[other] { $next_player } lost with a 1, so leads next.
        }
       *[no] { $next_who ->
            [you] You lead next.
           *[other] { $next_player } leads next.
        }
    }
}

# Why the winning card won, as a short clause. $reason: a WinReason code; $trump: trump suit.
fox-reason-short = { $reason ->
    [highest-of-led-suit] higher card of the lead suit
    [trump] the only trump
    [higher-trump] the higher trump
    [witch-as-trump] the Witch counted as trump
    [lead-not-followed] not followed and not trumped
   *[other] best card
}

## Fox: Treasure points scored. $points: 1 or 2 (one per 7 in the trick); $round_total:
## Treasure points of that seat this round.

fox-treasure-scored-brief = Treasure, { $points ->
    [one] { $points } point
   *[other] { $points } points
} to { who-name-lower }.
fox-treasure-scored-normal = Treasure: { $who ->
    [you] you score
   *[other] { $player } scores
} { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $round_total } this round.
fox-treasure-scored-detailed = Treasure: { $who ->
    [you] you score
   *[other] { $player } scores
} { $points ->
    [one] { $points } point for the 7 in the trick
   *[other] { $points } points for the 7s in the trick
}; { $round_total ->
    [one] { $round_total } Treasure point
   *[other] { $round_total } Treasure points
} this round.

## Fox: the round is scored. A heading line, then one line per seat (listener first), except
## at brief level. $round: round number; $scores: the seats' round points, joined
## (fox-score-item).

fox-round-scored-brief = Round { $round } over: { $scores }.
fox-round-scored-normal = Round { $round } over.
fox-round-scored-detailed = Round { $round } over. Points: table plus Treasure.
# One item of a list of scores: "you 6", "North 3".
fox-score-item = { who-name-lower } { $points }
# One seat's result. $tricks: tricks won; $label: humble | defeated | victorious | greedy;
# $table: points from the scoring table; $treasure: Treasure points; $points: the round's
# points; $total: new total.
fox-seat-score-normal = { who-name }: { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}, { fox-label }, { $table ->
    [one] { $table } point
   *[other] { $table } points
}{ $treasure ->
    [0] {""}
   *[other] { " " }plus { $treasure ->
        [one] { $treasure } Treasure point
       *[other] { $treasure } Treasure points
    }
}. Total { $total }.
fox-seat-score-detailed = { who-name }: { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}, { fox-label }, { $table ->
    [one] { $table } point
   *[other] { $table } points
} from the table{ $treasure ->
    [0] {""}
   *[other] { " " }plus { $treasure ->
        [one] { $treasure } Treasure point
       *[other] { $treasure } Treasure points
    }
}: { $points } this round. Total { $total }.

## Fox: the game ends. $who: you | other | draw; $winners: the winner's name;
## $points: the winner's total; $other_points: the loser's total; $tiebreak: yes (equal
## totals, the last round decided) | no; $scores: both totals, joined (fox-score-item).

fox-game-over-brief = Game over. { $who ->
    [you] You win.
    [other] { $winners } wins.
   *[draw] Draw.
}
fox-game-over-normal = Game over. { $who ->
    [you] You win, { $points } to { $other_points }{ $tiebreak ->
        [yes] , on the last round's points.
       *[no] .
    }
    [other] { $winners } wins, { $points } to { $other_points }{ $tiebreak ->
        [yes] , on the last round's points.
       *[no] .
    }
   *[draw] Draw, { $points } all.
}
fox-game-over-detailed = Game over. { $who ->
    [you] You win, { $points } to { $other_points }{ $tiebreak ->
        [yes] : equal totals, so the last round's points decided.
       *[no] .
    }
    [other] { $winners } wins, { $points } to { $other_points }{ $tiebreak ->
        [yes] : equal totals, so the last round's points decided.
       *[no] .
    }
   *[draw] Draw, { $points } all: equal totals and equal points in the last round.
} Totals: { $scores }.
