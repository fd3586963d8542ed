/**
 * The sentences of a refused claim: what the learner reads when a call is
 * refused, and the fix, written once for each reason a call may be refused
 * (core/claiming.ts Why, its value core/claimRefusal.ts), and the note on a chow
 * or pung ruled as a win (A19). Nothing here decides: every sentence is
 * written from the judgement the core made.
 */
import { CLAIM_CALLS } from '../callNames';
import type { ClaimCheck, RefusedJudgement } from '../claims';
import type { RefusalReason } from '../core/claimRefusal';
import { chowPairsIn, chowPartners } from '../melds';
import { type Refusal, refuse } from '../refusal';
import { type Seat, nextSeat, previousSeat } from '../seats';
import { type Tile, tileName, tilesName } from '../tiles';
import { heldWords, tilePairsName } from './tileWords';
import { type Person, personOf } from './person';
import { noLooseTileLeft } from './wall';

/**
 * The sentence, and the fix, for a refused claim. `you`: the seat the reader
 * plays, spoken to as "you" (the practice table); null on a board, which
 * names every seat.
 */
export function wordRefusal(judgement: RefusedJudgement, you: Seat | null = null): Refusal {
  const { seat } = judgement.claim;
  const r = judgement.reason;
  const rule = judgement.rule;
  const p = personOf(seat, you);
  switch (r.why) {
    case 'past-its-moment':
      return refuse(rule, `The ${tileName(r.tile)} can no longer be claimed: its moment has passed.`, 'A discard must be claimed as it is discarded.');
    case 'nothing-to-claim':
      return refuse(rule, 'There is no discard to claim just now.', 'Claims are made on the tile just discarded.');
    case 'own-tile':
      return refuse(
        rule,
        r.event.kind === 'discard'
          ? `${p.Name} discarded the ${tileName(r.event.tile)} ${p.self}; a player claims only other players' discards.`
          : `${p.Name} ${p.v('is', 'are')} making the kong ${p.self}; only the other players may claim its tile.`,
      );
    case 'concealed-kong':
      // Said in the words of the lesson on kongs, which comes before the one on robbing: the rule's link leads on to it.
      return refuse(rule, `${r.event.seat} laid out a concealed kong of ${tileName(r.event.tile)}: all four tiles came from his own hand, so no tile is on offer and there is nothing to claim.`);
    case 'robbing-for-a-set':
      return refuse(
        rule,
        `${r.event.seat} is adding the ${tileName(r.event.tile)} to his exposed pung. That tile may be taken only by a player it makes go out, never for a ${CLAIM_CALLS[judgement.claim.kind]}.`,
        // A chow or pung on a tile that completed the hand would have been ruled as Mah-Jongg (A19): here it does not.
        judgement.claim.kind === 'kong' ? `${p.Name} may take it only with a Mah-Jongg call, if it completes ${p.his} hand.` : `The ${tileName(r.event.tile)} does not complete ${p.whose} hand, so ${p.he} ${p.v('lets', 'let')} it go by.`,
      );
    case 'older-discard':
      return refuse(rule, `The ${tileName(r.target)} was discarded earlier and is dead for the rest of the hand.`, `Only the last discard, the ${tileName(r.event.tile)}, may be claimed.`);
    case 'no-such-discard':
      return refuse(rule, `No ${tileName(r.target)} has just been discarded.`, `Only the last discard, the ${tileName(r.event.tile)}, may be claimed.`);
    case 'too-late': {
      const drawer = personOf(nextSeat(r.event.seat), you);
      return refuse(
        rule,
        `${drawer.Name} ${drawer.v('has', 'have')} already drawn from the wall, so ${r.event.seat}'s ${tileName(r.event.tile)} can no longer be claimed.`,
        'A discard must be claimed as it is discarded, before the next player draws.',
      );
    }
    case 'dead-hand':
      return refuse(rule, `${p.Whose} hand is dead: it holds the wrong number of tiles, so it cannot win.`, 'A hand must hold 13 tiles, plus one for each declared kong.');
    case 'four-not-declared':
      return refuse(
        rule,
        `With the ${tileName(r.tile)}, ${p.name} would still not have four sets and a pair: the four ${tilesName(r.four)} in ${p.his} hand are not a set until they are declared.`,
        'A four of a kind must be laid on the table, and its loose tile drawn, before the hand can go out.',
      );
    case 'does-not-complete':
      return refuse(
        rule,
        `The ${tileName(r.tile)} does not complete ${p.whose} hand: with it ${p.he} would not have four sets and a pair.`,
        'Mah-Jongg may be called only on the tile that completes four sets and a pair.',
      );
    case 'strict-run':
      return refuse(
        rule,
        `Under the strict reading of the chow rule, the ${tileName(r.event.tile)} would complete a run in ${p.whose} hand, and only ${nextSeat(r.event.seat)} may take ${r.event.seat}'s discard for a run.`,
        'Switch off the strict reading of the chow rule to let any seat take a discard that completes its hand.',
      );
    case 'chow-after-draw':
      return refuse(
        rule,
        `${p.Name} ${p.v('has', 'have')} already drawn from the wall. A chow takes the place of the draw, so it is too late to chow ${r.event.seat}'s ${tileName(r.event.tile)}.`,
        'Call Chow before drawing from the wall.',
      );
    case 'chow-wrong-seat': {
      const next = nextSeat(r.event.seat);
      return refuse(
        rule,
        `Only ${next}, the player on ${r.event.seat}'s right, may chow ${r.event.seat}'s discard. ${p.Name} ${p.v('plays', 'play')} after ${previousSeat(seat)}, so ${p.he} may chow only ${previousSeat(seat)}'s discards.`,
        chowWrongSeatFix(seat, r, you),
      );
    }
    case 'honour-run':
      return refuse(rule, `The ${tileName(r.tile)} is an honour tile: honours have no numbers, so they never form a run.`, 'A chow needs a suited tile: a character, a bamboo or a circle.');
    case 'not-a-run': {
      const [a, b] = r.tiles;
      const options = chowPairsIn(r.hand, r.tile);
      return refuse(
        rule,
        `The ${tileName(a)}, the ${tileName(b)} and the ${tileName(r.tile)} are not three consecutive numbers of one suit, so they are not a run.`,
        options.length ? `With this hand, ${tilePairsName(options)} would make a run with the ${tileName(r.tile)}.` : undefined,
      );
    }
    case 'pair-not-held': {
      const [a, b] = r.tiles;
      const options = chowPairsIn(r.hand, r.tile);
      return refuse(
        rule,
        `${p.Name} ${p.v('does', 'do')} not hold both the ${tileName(a)} and the ${tileName(b)} in ${p.his} hand.${r.exposed ? ' Tiles in an exposed set cannot be used again.' : ''}`,
        options.length ? `${p.He} could chow with ${tilePairsName(options)}.` : undefined,
      );
    }
    case 'no-run-in-hand':
      return refuse(
        rule,
        `${p.Name} ${p.v('holds', 'hold')} no two tiles that make a run with the ${tileName(r.tile)}.`,
        `${p.He} would need ${tilePairsName(chowPartners(r.tile))} in ${p.his} hand.`,
      );
    case 'no-pair':
      return refuse(
        rule,
        `${p.Name} ${p.v('holds', 'hold')} ${r.held === 0 ? 'no' : 'only one'} ${tileName(r.tile)} in ${p.his} hand; a pung needs a pair of it there already.${r.exposed ? ' Tiles in an exposed set do not count.' : ''}`,
        'Hold a pair (or three) of the discarded tile, or a hand that this tile completes.',
      );
    case 'no-loose-tile':
      return refuse(
        rule,
        noLooseTileLeft(`${p.Name} cannot take the ${tileName(r.tile)} for a kong`),
        r.instead === 'mahjong' ? winInstead(p, r.tile) : r.instead === 'pung' && r.held === 3 ? `With three in hand ${p.he} may still call Pung.` : undefined,
      );
    case 'second-discard':
      return refuse(
        rule,
        `${p.Whose} pung of ${tileName(r.tile)} already holds a claimed discard, and a set may hold only one. ${p.He} must let this one go by.`,
        `Only a fourth tile ${p.he} ${p.v('draws', 'draw')} from the wall ${p.self} may be added to an exposed pung.`,
      );
    case 'no-three':
      return refuse(
        rule,
        `To take a discard for four of a kind, ${p.name} must hold three of the ${tileName(r.tile)} in ${p.his} hand; ${p.he} ${p.v('holds', 'hold')} ${FEWER_THAN_THREE[r.held]}.`,
        r.instead === 'mahjong' ? winInstead(p, r.tile) : r.instead === 'pung' ? `With a pair ${p.he} may call Pung instead.` : undefined,
      );
  }
}

/** The fix of a refused kong whose tile completes the caller's hand: a Pung on it would be ruled as Mah-Jongg (A19). */
function winInstead(p: Person, tile: Tile): string {
  return `The ${tileName(tile)} completes ${p.his} hand, so ${p.he} may call Mah-Jongg instead.`;
}

/** How many of the tile a kong's caller holds, short of three. */
const FEWER_THAN_THREE = ['none', 'only one', 'only two'];

/** What else a player refused a chow from the wrong seat could do with the tile: only what the engine would allow him. */
function chowWrongSeatFix(seat: Seat, r: Extract<RefusalReason, { why: 'chow-wrong-seat' }>, you: Seat | null): string {
  const { event } = r;
  const p = personOf(seat, you);
  if (r.late) {
    const drawer = personOf(nextSeat(event.seat), you);
    return `${drawer.Name} ${drawer.v('has', 'have')} already drawn, so ${event.seat}'s ${tileName(event.tile)} can no longer be claimed by anyone.`;
  }
  if (r.held >= 2) return `${p.Name} ${p.v('holds', 'hold')} ${r.held === 2 ? `a pair of the ${tileName(event.tile)}` : heldWords(r.held, event.tile)}, so ${p.he} may call ${r.kong ? 'Kong, or Pung' : 'Pung'}.`;
  const out = r.dead ? `${p.his} hand is dead, so it cannot go out` : `the tile does not complete ${p.his} hand`;
  return `${p.Name} could take it only by a pung or to go out, but ${p.he} ${p.v('holds', 'hold')} ${r.held === 0 ? 'no' : 'only one'} ${tileName(event.tile)}, and ${out}.`;
}

/**
 * What a learner is told when his chow or pung is ruled as a win (A19): the
 * call stands, but the word for it is Mah-Jongg.
 */
export function winningClaimNote(check: ClaimCheck): string | null {
  if (!check.legal || !check.ruledAsWin) return null;
  return `That completes your hand: call Mah-Jongg. A ${CLAIM_CALLS[check.claim.kind]} on a tile that completes the hand is ruled as Mah-Jongg, so the engine treats it as one.`;
}

