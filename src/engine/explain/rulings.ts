/**
 * The sentences of a ruling on calls (adjudicate.ts): the event, each call
 * refused or ruled as a win, each call beaten and by which rule, and what
 * follows: who takes the tile, who loses a turn, the loose tile, who draws
 * next, or the hand's end. Each is written from what the core decided
 * (core/claiming.ts, core/ruling.ts); nothing here decides. `you`: the seat
 * the reader plays, spoken to in the second person (the practice table's
 * news, "You take the 1 of Circles"), or null for the third person throughout.
 */
import { CLAIM_CALLS } from '../callNames';
import type { ClaimEvent, ClaimKind, LegalClaim, RefusedClaim } from '../claims';
import type { Reason } from '../refusal';
import type { RuleId } from '../rules';
import { type Seat, distance } from '../seats';
import { type Tile, runName, tileName, tilesName } from '../tiles';
import { announcement } from './announcement';
import { personOf } from './person';
import { WALL_EXHAUSTED } from './wall';

/** The first line: what the calls are made on. */
export function eventReason(event: ClaimEvent, you: Seat | null = null): Reason {
  const name = tileName(event.tile);
  const e = personOf(event.seat, you);
  if (event.kind === 'discard') return { rule: 'ANNOUNCE-DISCARD', text: `${e.Name} ${e.v('discards', 'discard')} the ${name}, announcing "${announcement(event.tile)}".` };
  if (event.kind === 'add-to-pung') return { rule: 'KONG-ADD-DRAWN', text: `${e.Name} ${e.v('adds', 'add')} a drawn ${name} to ${e.his} exposed pung to make four of a kind.` };
  return { rule: 'KONG-CONCEALED', text: `${e.Name} ${e.v('declares', 'declare')} a concealed kong of ${name}, laying it out with the two end tiles face down.` };
}

export function refusedReason(check: RefusedClaim): Reason {
  return { rule: check.refusal.rule, text: `${check.claim.seat}'s ${CLAIM_CALLS[check.claim.kind]} is refused: ${check.refusal.message}` };
}

/** A winning call announced under another name (A19); `pairHeld`: whether a pung's caller holds a pair of the tile. */
export function ruledAsWinReason(check: LegalClaim, event: ClaimEvent, pairHeld: boolean, you: Seat | null = null): Reason {
  const { seat, kind } = check.claim;
  const p = personOf(seat, you);
  const text =
    kind === 'pung' && !pairHeld
      ? `${p.Name} ${p.v('holds', 'hold')} no pair of the ${tileName(event.tile)}, but the tile completes ${p.his} hand, so ${p.his} Pung is a Mah-Jongg call.`
      : `${p.Whose} ${CLAIM_CALLS[kind]} completes ${p.his} hand, so it is a Mah-Jongg call: it ranks above every set, whichever seat makes it.`;
  return { rule: 'PUNG-MJ-EXCEPTION', text };
}

/** Why a legal call loses to the one that takes the tile, by the precedence rule the core gives. */
export function beatenReason(event: ClaimEvent, winner: LegalClaim, loser: LegalClaim, rule: RuleId, you: Seat | null = null): Reason {
  const w = personOf(winner.claim.seat, you);
  const l = personOf(loser.claim.seat, you);
  const on = personOf(event.seat, you);
  const seats = (n: number) => `${n} seat${n > 1 ? 's' : ''}`;
  let text: string;
  if (winner.as === 'mahjong' && loser.as === 'mahjong') {
    const near = distance(event.seat, winner.claim.seat);
    text = `${w.Name} and ${l.name} both go out on this tile. ${w.Name} ${w.v('sits', 'sit')} nearer to ${on.name} in play order (${seats(near)} on, against ${distance(event.seat, loser.claim.seat)}), so ${w.name} ${w.v('takes', 'take')} it.`;
  } else if (winner.as === 'mahjong') text = `${w.Whose} claim completes ${w.his} hand, and a winning claim beats ${l.whose} ${CLAIM_CALLS[loser.as]}.`;
  else if (winner.as === 'kong') text = `${w.Whose} Kong beats ${l.whose} ${CLAIM_CALLS[loser.as]}.`;
  else text = `${w.Whose} Pung beats ${l.whose} Chow.`;
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
function lastDiscardText(seat: Seat, looseTile: boolean, you: Seat | null): string {
  const p = personOf(seat, you);
  const last = looseTile ? `${p.Whose} loose tile is the last tile the wall may give. ` : '';
  return `${last}${p.Name} still ${p.v('discards', 'discard')}, and ${p.his} discard may be claimed. ${WALL_EXHAUSTED}, so if nobody claims it the hand ends as a draw game.`;
}

/** Nobody takes a discard, which the next player had drawn past (A8): he discards; `after` draws next, or nobody (A20). */
export function nobodyAfterDrawReasons(event: ClaimEvent, next: Seat, after: Seat | null, you: Seat | null = null): Reason[] {
  const n = personOf(next, you);
  const said: Reason[] = [{ rule: 'TURN-DRAW-DISCARD', text: `Nobody takes the ${tileName(event.tile)}. ${n.Name} ${n.v('has', 'have')} drawn already and ${n.v('finishes', 'finish')} ${n.his} turn by discarding.` }];
  if (!after) said.push({ rule: 'TURN-DRAW-DISCARD', text: `${WALL_EXHAUSTED}, so unless ${n.whose} discard is claimed, the hand ends as a draw game.` });
  return said;
}

/** Nobody takes a discard and no tile is left to draw: a draw game (A20). */
export function nobodyDrawGameReason(event: ClaimEvent, next: Seat, you: Seat | null = null): Reason {
  return { rule: 'TURN-DRAW-DISCARD', text: `Nobody takes the ${tileName(event.tile)}. ${WALL_EXHAUSTED}, so ${personOf(next, you).name} cannot draw: the hand ends as a draw game, with no winner.` };
}

/** Nobody takes a discard: the next player draws. */
export function nobodyTakesReason(event: ClaimEvent, next: Seat, you: Seat | null = null): Reason {
  const n = personOf(next, you);
  return { rule: 'TURN-DRAW-DISCARD', text: `Nobody takes the ${tileName(event.tile)}. ${n.Name} ${n.v('draws', 'draw')} from the wall and ${n.v('discards', 'discard')}, as in any turn.` };
}

/** A kong made with no loose tile left: a draw game (a position given with one anyway). */
export function kongWithoutLooseTileReason(event: ClaimEvent, you: Seat | null = null): Reason {
  const e = personOf(event.seat, you);
  return { rule: 'KONG-LOOSE-TILE', text: `${WALL_EXHAUSTED}, so ${e.name} cannot draw the loose tile ${e.his} kong needs: the hand ends as a draw game, with no winner.` };
}

/** Nobody robs (or may rob) the kong: it stands, its maker draws his loose tile and discards; `nextToDraw` null when that tile is the wall's last. */
export function kongStandsReasons(event: ClaimEvent, nextToDraw: Seat | null, you: Seat | null = null): Reason[] {
  const e = personOf(event.seat, you);
  const draws = `${e.Name} ${e.v('draws', 'draw')} a loose tile from the end of the wall, then ${e.v('discards', 'discard')}.`;
  const said: Reason[] = [{ rule: 'KONG-LOOSE-TILE', text: event.kind === 'add-to-pung' ? `Nobody robs the kong, so it stands. ${draws}` : draws }];
  if (!nextToDraw) said.push({ rule: 'TURN-DRAW-DISCARD', text: lastDiscardText(event.seat, true, you) });
  return said;
}

/**
 * A call carried out after the next player drew (the A8 option): it takes the
 * place of his draw, so the tile he drew goes back on the wall; said because
 * the ruling's other lines speak as if he had never drawn.
 */
export function drawTakenBackReason(drawer: Seat, taker: Seat, you: Seat | null = null): Reason {
  const d = personOf(drawer, you);
  const call = taker === drawer ? `${d.his} call takes the place of that draw, and ${d.his}` : `${personOf(taker, you).whose} call comes first, and ${d.whose}`;
  return {
    rule: 'CLAIM-LIVE-DISCARD',
    text: `${d.Name} had drawn from the wall, but with late claims a discard may still be claimed until ${d.he} ${d.v('discards', 'discard')}: ${call} drawn tile goes back on the wall.`,
  };
}

/** A winning call takes the tile: robbing the kong, or on a discard; the hand is over. */
export function winReasons(event: ClaimEvent, winner: Seat, you: Seat | null = null): Reason[] {
  const name = tileName(event.tile);
  const w = personOf(winner, you);
  const e = personOf(event.seat, you);
  const taken: Reason =
    event.kind === 'add-to-pung'
      ? { rule: 'ROB-KONG', text: `${w.Name} ${w.v('robs', 'rob')} the kong: ${w.he} ${w.v('takes', 'take')} the ${name} that ${e.name} ${e.v('was', 'were')} adding and ${w.v('goes', 'go')} out. ${e.Whose} set stays a pung of three, and no loose tile is drawn.` }
      : {
          rule: 'PUNG-MJ-EXCEPTION',
          text: `${w.Name} ${w.v('takes', 'take')} the ${name}${event.kind === 'discard' && distance(event.seat, winner) === 1 ? '' : ' out of turn'} because it completes ${w.his} hand.`,
        };
  return [taken, { rule: 'WIN-FOUR-SETS-PAIR', text: `${w.Name} now ${w.v('has', 'have')} four sets and a pair. ${w.He} ${w.v('calls', 'call')} Mah-Jongg and the hand is over.` }];
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
export function setTakenReasons(event: ClaimEvent, winner: Seat, as: Exclude<ClaimKind, 'mahjong'>, set: readonly Tile[], lost: readonly Seat[], nextToDraw: Seat | null, you: Seat | null = null): Reason[] {
  const w = personOf(winner, you);
  const from = personOf(event.seat, you).whose;
  const said: Reason[] = [];
  const laid = describeSet(as, set);
  if (as === 'chow') {
    said.push({ rule: 'CHOW-LEFT-ONLY', text: `${w.Name} ${w.v('sits', 'sit')} on ${from} right, so the chow is ${w.hisOwn} to make, in place of ${w.his} draw.` });
    said.push({ rule: 'CHOW-EXPOSE', text: `${w.Name} ${w.v('lays', 'lay')} the ${laid} face up, then ${w.v('discards', 'discard')}.` });
  } else if (as === 'pung') {
    said.push({ rule: 'PUNG-OUT-OF-TURN', text: `${w.Name} may pung whoever discarded and whoever was due to draw.` });
    said.push({ rule: 'PUNG-EXPOSE', text: `${w.Name} ${w.v('lays', 'lay')} the ${laid} face up and ${w.v('discards', 'discard')} without drawing.` });
  } else {
    said.push({ rule: 'KONG-FROM-DISCARD', text: `${w.Name} ${w.v('holds', 'hold')} three ${tilesName(event.tile)} and ${w.v('takes', 'take')} the fourth from ${from} discard, laying all four face up.` });
    said.push({ rule: 'KONG-LOOSE-TILE', text: `A kong leaves ${w.his} hand a tile short, so ${w.name} ${w.v('draws', 'draw')} a loose tile from the end of the wall before ${w.he} ${w.v('discards', 'discard')}.` });
  }
  if (lost.length) said.push({ rule: 'TURN-SKIP', text: lostTurnsText(lost, you) });
  const next = nextToDraw && personOf(nextToDraw, you);
  said.push(
    next
      ? { rule: 'TURN-AFTER-CLAIM', text: `After ${w.name} ${w.v('discards', 'discard')}, play goes on from ${w.him} to the right: ${next.name} ${next.v('is', 'are')} next to draw.` }
      : { rule: 'TURN-AFTER-CLAIM', text: lastDiscardText(winner, as === 'kong', you) },
  );
  return said;
}

/** "South loses his turn", "South and West lose their turns"; the reader's own: "You lose your turn", "South and you lose your turns". */
function lostTurnsText(lost: readonly Seat[], you: Seat | null): string {
  const names = lost.map((seat, i) => (i === 0 ? personOf(seat, you).Name : personOf(seat, you).name));
  const yours = you !== null && lost.includes(you);
  if (lost.length === 1) return `${names[0]} ${yours ? 'lose your turn' : 'loses his turn'}.`;
  return `${names.join(' and ')} ${yours ? 'lose your turns' : 'lose their turns'}.`;
}
