/**
 * The sentences of a ruling on calls (adjudicate.ts): the event, each call
 * refused or ruled as a win, each call beaten and by which rule, and what
 * follows: who takes the tile, who loses a turn, the loose tile, who draws
 * next, or the hand's end. Each is written from what the core decided
 * (core/claiming.ts, core/ruling.ts); nothing here decides.
 */
import { CLAIM_CALLS } from '../callNames';
import type { ClaimEvent, ClaimKind, LegalClaim, RefusedClaim } from '../claims';
import type { Reason } from '../refusal';
import type { RuleId } from '../rules';
import { type Seat, distance } from '../seats';
import { type Tile, runName, tileName } from '../tiles';
import { announcement } from './announcement';
import { WALL_EXHAUSTED } from './wall';

/** The first line: what the calls are made on. */
export function eventReason(event: ClaimEvent): Reason {
  const name = tileName(event.tile);
  if (event.kind === 'discard') return { rule: 'ANNOUNCE-DISCARD', text: `${event.seat} discards the ${name}, announcing "${announcement(event.tile)}".` };
  if (event.kind === 'add-to-pung') return { rule: 'KONG-ADD-DRAWN', text: `${event.seat} adds a drawn ${name} to his exposed pung to make four of a kind.` };
  return { rule: 'KONG-CONCEALED', text: `${event.seat} declares a concealed kong of ${name}, laying it out with the two end tiles face down.` };
}

export function refusedReason(check: RefusedClaim): Reason {
  return { rule: check.refusal.rule, text: `${check.claim.seat}'s ${CLAIM_CALLS[check.claim.kind]} is refused: ${check.refusal.message}` };
}

/** A winning call announced under another name (A19); `pairHeld`: whether a pung's caller holds a pair of the tile. */
export function ruledAsWinReason(check: LegalClaim, event: ClaimEvent, pairHeld: boolean): Reason {
  const { seat, kind } = check.claim;
  const text =
    kind === 'pung' && !pairHeld
      ? `${seat} holds no pair of the ${tileName(event.tile)}, but the tile completes his hand, so his Pung is a Mah-Jongg call.`
      : `${seat}'s ${CLAIM_CALLS[kind]} completes his hand, so it is a Mah-Jongg call: it ranks above every set, whichever seat makes it.`;
  return { rule: 'PUNG-MJ-EXCEPTION', text };
}

/** Why a legal call loses to the one that takes the tile, by the precedence rule the core gives. */
export function beatenReason(event: ClaimEvent, winner: LegalClaim, loser: LegalClaim, rule: RuleId): Reason {
  const w = winner.claim.seat;
  const l = loser.claim.seat;
  let text: string;
  if (winner.as === 'mahjong' && loser.as === 'mahjong') {
    text = `${w} and ${l} both go out on this tile. ${w} sits nearer to ${event.seat} in play order (${distance(event.seat, w)} seat${distance(event.seat, w) > 1 ? 's' : ''} on, against ${distance(event.seat, l)}), so ${w} takes it.`;
  } else if (winner.as === 'mahjong') text = `${w}'s claim completes his hand, and a winning claim beats ${l}'s ${CLAIM_CALLS[loser.as]}.`;
  else if (winner.as === 'kong') text = `${w}'s Kong beats ${l}'s ${CLAIM_CALLS[loser.as]}.`;
  else text = `${w}'s Pung beats ${l}'s Chow.`;
  return { rule, text };
}

/** The verdict's message on a second call of the seat that takes the tile. */
export function sameSeatMessage(seat: Seat): string {
  return `${seat} made another call on this tile that ranks at least as high, and only one call of his counts.`;
}

/**
 * Nobody draws once the seat has discarded (A20): the wall is exhausted, when
 * he makes a kong as soon as his loose tile is taken. His discard may still be
 * claimed; if it is not, the hand ends as a draw game.
 */
function lastDiscardText(seat: Seat, looseTile: boolean): string {
  const last = looseTile ? `${seat}'s loose tile is the last tile the wall may give. ` : '';
  return `${last}${seat} still discards, and his discard may be claimed. ${WALL_EXHAUSTED}, so if nobody claims it the hand ends as a draw game.`;
}

/** Nobody takes a discard, which the next player had drawn past (A8): he discards; `after` draws next, or nobody (A20). */
export function nobodyAfterDrawReasons(event: ClaimEvent, next: Seat, after: Seat | null): Reason[] {
  const said: Reason[] = [{ rule: 'TURN-DRAW-DISCARD', text: `Nobody takes the ${tileName(event.tile)}. ${next} has drawn already and finishes his turn by discarding.` }];
  if (!after) said.push({ rule: 'TURN-DRAW-DISCARD', text: `${WALL_EXHAUSTED}: unless ${next}'s discard is claimed, the hand ends as a draw game.` });
  return said;
}

/** Nobody takes a discard and no tile is left to draw: a draw game (A20). */
export function nobodyDrawGameReason(event: ClaimEvent, next: Seat): Reason {
  return { rule: 'TURN-DRAW-DISCARD', text: `Nobody takes the ${tileName(event.tile)}. ${WALL_EXHAUSTED}, so ${next} cannot draw: the hand ends as a draw game, with no winner.` };
}

/** Nobody takes a discard: the next player draws. */
export function nobodyTakesReason(event: ClaimEvent, next: Seat): Reason {
  return { rule: 'TURN-DRAW-DISCARD', text: `Nobody takes the ${tileName(event.tile)}. ${next} draws from the wall and discards, as in any turn.` };
}

/** A kong made with no loose tile left: a draw game (a position given with one anyway). */
export function kongWithoutLooseTileReason(event: ClaimEvent): Reason {
  return { rule: 'KONG-LOOSE-TILE', text: `${WALL_EXHAUSTED}, so ${event.seat} cannot draw the loose tile his kong needs: the hand ends as a draw game, with no winner.` };
}

/** Nobody robs (or may rob) the kong: it stands, its maker draws his loose tile and discards; `nextToDraw` null when that tile is the wall's last. */
export function kongStandsReasons(event: ClaimEvent, nextToDraw: Seat | null): Reason[] {
  const said: Reason[] = [
    {
      rule: 'KONG-LOOSE-TILE',
      text: event.kind === 'add-to-pung' ? `Nobody robs the kong, so it stands. ${event.seat} draws a loose tile from the end of the wall, then discards.` : `${event.seat} draws a loose tile from the end of the wall, then discards.`,
    },
  ];
  if (!nextToDraw) said.push({ rule: 'TURN-DRAW-DISCARD', text: lastDiscardText(event.seat, true) });
  return said;
}

/** A winning call takes the tile: robbing the kong, or on a discard; the hand is over. */
export function winReasons(event: ClaimEvent, winner: Seat): Reason[] {
  const name = tileName(event.tile);
  const taken: Reason =
    event.kind === 'add-to-pung'
      ? { rule: 'ROB-KONG', text: `${winner} robs the kong: he takes the ${name} that ${event.seat} was adding and goes out. ${event.seat}'s set stays a pung of three, and no loose tile is drawn.` }
      : {
          rule: 'PUNG-MJ-EXCEPTION',
          text: event.kind === 'discard' && distance(event.seat, winner) === 1 ? `${winner} takes the ${name} because it completes his hand.` : `${winner} takes the ${name} out of turn because it completes his hand.`,
        };
  return [taken, { rule: 'WIN-FOUR-SETS-PAIR', text: `${winner} now has four sets and a pair. He calls Mah-Jongg and the hand is over.` }];
}

/** A set as it is laid out: "chow 4-5-6 of Characters", "pung of Red Dragon". */
function describeSet(kind: ClaimKind, tiles: readonly Tile[]): string {
  if (kind === 'chow') return `chow ${runName(tiles)}`;
  return `${kind} of ${tileName(tiles[0])}`;
}

/**
 * A chow, pung or kong takes the tile: why the seat may make it, the set laid
 * out, the turns lost, and who draws after his discard (null: nobody, A20).
 */
export function setTakenReasons(event: ClaimEvent, winner: Seat, as: Exclude<ClaimKind, 'mahjong'>, set: readonly Tile[], lost: readonly Seat[], nextToDraw: Seat | null): Reason[] {
  const name = tileName(event.tile);
  const said: Reason[] = [];
  const laid = describeSet(as, set);
  if (as === 'chow') {
    said.push({ rule: 'CHOW-LEFT-ONLY', text: `${winner} sits on ${event.seat}'s right, so the chow is his to make, in place of his draw.` });
    said.push({ rule: 'CHOW-EXPOSE', text: `${winner} lays the ${laid} face up, then discards.` });
  } else if (as === 'pung') {
    said.push({ rule: 'PUNG-OUT-OF-TURN', text: `${winner} may pung whoever discarded and whoever was due to draw.` });
    said.push({ rule: 'PUNG-EXPOSE', text: `${winner} lays the ${laid} face up and discards without drawing.` });
  } else {
    said.push({ rule: 'KONG-FROM-DISCARD', text: `${winner} holds three ${name} and takes the fourth from ${event.seat}'s discard, laying all four face up.` });
    said.push({ rule: 'KONG-LOOSE-TILE', text: `A kong leaves his hand a tile short, so ${winner} draws a loose tile from the end of the wall before he discards.` });
  }
  if (lost.length) said.push({ rule: 'TURN-SKIP', text: `${lost.join(' and ')} ${lost.length > 1 ? 'lose their turns' : 'loses his turn'}.` });
  said.push(
    nextToDraw
      ? { rule: 'TURN-AFTER-CLAIM', text: `After ${winner} discards, play goes on from him to the right: ${nextToDraw} is next to draw.` }
      : { rule: 'TURN-AFTER-CLAIM', text: lastDiscardText(winner, as === 'kong') },
  );
  return said;
}
