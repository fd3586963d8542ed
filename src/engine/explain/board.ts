/**
 * The claim board's words: what it calls a seat, a tile on offer, a move, an
 * answer and its verdict, and why an allowed answer is weaker. The board
 * session (board.ts) decides and plays each step and takes every sentence it
 * shows from here, so a board's wording is found, and changed, in one place.
 * Only the claim board ships these (a puzzle's words are puzzleRuling.ts's).
 */
import { CLAIM_CALLS } from '../callNames';
import type { Ruling } from '../adjudicate';
import type { Claim, ClaimEvent, ClaimKind } from '../claims';
import type { TurnAnswer, TurnMove } from '../position';
import type { Reason, Refusal } from '../refusal';
import type { Seat } from '../seats';
import { type Tile, tileName, tilesName } from '../tiles';
import { tilesNamed, tilesWord } from './tileWords';
import { describeClaim, eventLabel } from './words';

/** Part of a sentence: plain words, or words to stress (the name of a button the sentence points to). */
export type Phrase = string | { stress: string };

/** The states of an answer on a board, each drawn with its own mark, colour and words. */
export type BoardOutcome = 'right' | 'weaker' | 'refused' | 'shown';

/** What the verdict and the live region call each state (a refusal's own head says "Refused: …"). */
export const OUTCOME_WORDS: Record<BoardOutcome, string> = { right: 'Right.', weaker: 'Allowed, but weaker.', refused: 'Refused.', shown: 'The answer, shown.' };

/** What is happening to a seat, under its name. */
export const SEAT_NOTES = { discarded: 'discarded', kong: 'making a kong', losesTurn: 'loses his turn', takes: 'takes the tile', nextToDraw: 'next to draw' } as const;

/** A seat's note for the call it announced: "calls Pung on the 2 of Bamboo". */
export function seatCalls(word: string): string {
  return `calls ${word}`;
}

/** The label over the tile on offer: a discard, live or gone by, or a kong's tile. */
export function offeredLabel(event: ClaimEvent, live: boolean): string {
  if (event.kind !== 'discard') return eventLabel(event);
  return live ? `Live discard, from ${event.seat}` : `Last discard, from ${event.seat}: its moment has passed`;
}

/** The labels over a tile the learner has just drawn. */
export const DRAW_LABELS = { wall: 'Your draw from the wall', loose: 'Your loose tile' } as const;

/** The label over the learner's tiles while he must discard. */
export const DISCARD_LABEL = 'Your hand: choose a tile to discard';

/** The line under the ruling while he must discard; with a four in hand, how to keep it undeclared (A10). */
export function discardHint(fours: readonly Tile[]): string {
  const keep = fours.length ? ` Any tile but the ${fours.map(tileName).join(' or the ')} keeps your four in the hand, undeclared.` : '';
  return `Choose a tile from your hand to discard.${keep}`;
}

export const CHOOSE_DISCARD = 'Choose a tile to discard.';
export const RIGHT_MOVE = 'That is the right move.';
export const RIGHT_CALL = 'That is the right call.';
export const BOARD_RESET = 'The board is back where it started.';

/** "Declare a kong of 1 of Circles", "Add the 5 of Bamboo to your pung", "Discard the 9 of Characters". */
export function describeMove(move: TurnMove): string {
  switch (move.kind) {
    case 'kong':
      return `Declare a kong of ${tileName(move.tile)}`;
    case 'add':
      return `Add the ${tileName(move.tile)} to your pung`;
    case 'discard':
      return `Discard the ${tileName(move.tile)}`;
  }
}

/** The move as the subject of a sentence: "Declaring a kong of 1 of Circles", "Discarding the North Wind". */
function doing(move: TurnMove): string {
  return describeMove(move).replace(/^(Declar|Add|Discard)e?/, '$1ing');
}

/**
 * Why the learner's move, allowed, is not the board's answer: what the answer would have given him. `run` is, for
 * an answer that holds a four, the two tiles of his hand one of the four makes a run with, if any.
 */
export function whyTurnWeaker(move: TurnMove, answer: TurnAnswer, run: readonly [Tile, Tile] | null): string {
  const tile = answer.tile && tileName(answer.tile);
  let why: string;
  if (answer.kind === 'kong') why = `declaring your four ${tile} was open to you: laid out, ends face down, they score in full as a concealed kong; held in the hand, four count only as three`;
  else if (answer.kind === 'add') why = `the ${tile} is the fourth tile of your exposed pung: added to it, it makes a kong`;
  else if (answer.kind === 'hold') why = `your four ${tile} do more in your hand: ${run ? `one of them makes a run with your ${run.map((t) => t[0]).join(' and ')}` : 'held, they may be split between other sets'}`;
  else why = `this board asks you to discard the ${tile || 'tile of your choice'}`;
  return `${doing(move)} is allowed, but ${why}.`;
}

/**
 * Why a discard that keeps the board's four in the hand is weaker than its answer: it leaves the hand `after` tiles
 * from Mah-Jongg, where the best discards (`best`, the four's tile aside) leave it nearer.
 */
export function whyHeldDiscardWeaker(move: TurnMove, four: Tile, after: number, best: { tiles: readonly Tile[]; near: number }): string {
  return `${doing(move)} keeps your four ${tilesName(four)}, but leaves your hand ${tilesWord(after)} from Mah-Jongg; ${tilesNamed(best.tiles, 'or')} would have left it ${tilesWord(best.near)} from it.`;
}

/** A weaker answer's verdict: why, then the way on. */
export function tryAgain(why: string): Phrase[] {
  return [`${why} Reset and try again, or press `, { stress: 'Show me' }, '.'];
}

/** What the right call would have done for the learner, in a few words: why it is better. */
function whatItGives(answer: Claim, tile: Tile): string {
  switch (answer.kind) {
    case 'mahjong':
      return `the ${tileName(tile)} completes your hand`;
    case 'kong':
      return `you hold three ${tilesName(tile)}, so it makes four of a kind`;
    case 'pung':
      return `you hold a pair of the ${tileName(tile)}, so it makes three of a kind`;
    case 'chow':
      return `it completes a run with two tiles in your hand, in place of your draw`;
  }
}

/**
 * Why a call the engine allows is still not the best one: another seat takes
 * the tile anyway (with the rule that gives it to him), or a stronger call
 * was open to the learner, or the board's answer is to let the tile go by.
 */
export function whyWeaker(view: Seat, claim: Claim | null, answer: Claim | null, ruling: Ruling): string {
  const tile = ruling.event.tile;
  if (claim && ruling.awardedTo && ruling.awardedTo !== view) {
    const mine = ruling.claims.find((c) => c.seat === view && c.legal);
    return `Your ${CLAIM_CALLS[claim.kind]} is allowed, but ${ruling.awardedTo} takes the tile${mine?.message ? `: ${mine.message}` : '.'}`;
  }
  if (!answer) return `Your ${claim ? CLAIM_CALLS[claim.kind] : 'pass'} is allowed, but letting the ${tileName(tile)} go by is the better call here.`;
  if (claim && claim.kind === answer.kind) return `Your ${describeClaim(claim)} is allowed, but this board asks for the other run: ${describeClaim(answer)}.`;
  const better = `${describeClaim(answer)} was open to you: ${whatItGives(answer, tile)}.`;
  return claim ? `Your ${CLAIM_CALLS[claim.kind]} is allowed, but ${better}` : `Passing is allowed, but ${better}`;
}

/** Who took the tile, for the ruled call's head and for the live region. */
export function takenWords(by: Seat | null, as: ClaimKind | null): { head: string; status: string } {
  if (!by || !as) return { head: 'nobody takes the tile.', status: 'Nobody takes the tile.' };
  return { head: `${by} takes the tile (${CLAIM_CALLS[as]}).`, status: `${by} takes the tile by ${CLAIM_CALLS[as]}.` };
}

/** "Your call: Chow with 4 and 6 of Characters — South takes the tile (Chow)."; "The right call: …" after "Show me". */
export function claimHead(claim: string, taken: string, shown: boolean): string {
  return `${shown ? 'The right call' : 'Your call'}: ${claim} — ${taken}`;
}

/** "Your move: Declare a kong of 1 of Circles."; "The right move: …" after "Show me". */
export function moveHead(move: string, shown: boolean): string {
  return `${shown ? 'The right move' : 'Your move'}: ${move}.`;
}

/** "Your answer: South."; "The answer: …" after "Show me". */
export function answerHead(label: string, shown: boolean): string {
  return `${shown ? 'The answer' : 'Your answer'}: ${label}.`;
}

/** The head of a refused call or move: "Refused: Chow with 4 and 6 of Characters". */
export function refusedHead(tried: string): string {
  return `Refused: ${tried}`;
}

/** The head of a wrong answer to the board's question: "Not so: South". */
export function notSoHead(label: string): string {
  return `Not so: ${label}`;
}

/** What the live region says of a refused call or move. */
export function notAllowed(tried: string, refusal: Refusal): string {
  return `${tried} is not allowed. ${refusal.message}`;
}

/** The live region while the learner picks the two tiles of his chow. */
export function chooseChowStatus(names: readonly string[]): string {
  return `Choose the two tiles to chow with: ${names.join(', or ')}.`;
}

/** The learner's discard, in his own words. */
export function learnerDiscardReason(tile: Tile): Reason {
  return { rule: 'TURN-DRAW-DISCARD', text: `You discard the ${tileName(tile)}.` };
}

/** The next seat draws, once the learner has discarded in his own turn. */
export function nextToDrawReason(next: Seat): Reason {
  return { rule: 'SEAT-ORDER', text: `${next} is next to draw.` };
}

/** A drawn fourth added to its exposed pung, with nobody there to rob it. */
export function pungBecomesKongReason(seat: Seat, tile: Tile): Reason {
  return { rule: 'KONG-ADD-DRAWN', text: `${seat} adds the ${tileName(tile)} to his exposed pung, which becomes a kong.` };
}

/** Why a chow or pung that wins could not have stood as that call (board.ts finds which). */
export type Unfit = { why: 'not-left' } | { why: 'no-run' | 'no-pair' | 'robbing'; tile: Tile };

function unfitWords(u: Unfit): string {
  if (u.why === 'not-left') return 'you may chow only the discard of the player on your left';
  if (u.why === 'robbing') return `the ${tileName(u.tile)} is being added to an exposed pung, and such a tile may be taken only to go out`;
  return u.why === 'no-run' ? `the ${tileName(u.tile)} makes no run with your tiles` : `you hold no pair of the ${tileName(u.tile)}`;
}

/**
 * A chow or pung ruled as the board's Mah-Jongg (A19): right, why the word did
 * not matter, and where the word could not have stood on its own.
 */
export function winningClaimRightText(kind: ClaimKind, unfit: readonly Unfit[]): string {
  const word = CLAIM_CALLS[kind];
  const alone = unfit.length ? ` As a ${word} it could not stand (${unfit.map(unfitWords).join(', and ')}), but a` : ' A';
  return `That completes your hand, so it is right.${alone} ${word} on a tile that completes the hand is ruled as Mah-Jongg, whatever word announced it: Mah-Jongg is the word to call.`;
}
