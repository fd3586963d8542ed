/**
 * What the practice table says of a game of several hands: where the learner
 * sits for a hand, where the deal goes after it (Harr: East keeps it after his
 * own win and after a draw game, else it passes to his right), the running
 * score, and the score in Harr's counters.
 */
import { type GameHand, type NextHand, PLACES, eastAfter } from '../game';
import { listed } from './tileWords';
import { PLACE_TEXT, type Place } from './words';

/** "the player on your right", "you". */
function who(place: Place): string {
  return place === 'self' ? 'you' : `the player ${PLACE_TEXT[place]}`;
}

/** A chair as the score's column heads say it, short enough for a phone: "You", "Right", "Opposite", "Left". */
export function chairName(place: Place): string {
  return place === 'self' ? 'You' : `${place.charAt(0).toUpperCase()}${place.slice(1)}`;
}

/** "Hand 2 of 4". */
export function handHeading(hand: NextHand, hands: number): string {
  return `Hand ${hand.number} of ${hands}`;
}

/** Where the learner sits for a hand: "You are East Wind: you pay and collect double." or "You are North Wind; East is the player on your right." */
export function seatWords(hand: NextHand): string {
  if (hand.east === 'self') return 'You are East Wind: you pay and collect double.';
  return `You are ${hand.seat} Wind; East is ${who(hand.east)}, and pays and collects double.`;
}

/** Where the deal goes after a hand, in Harr's words: kept by East after his win or a draw game, else passed to his right. */
export function dealWords(before: readonly GameHand[], hand: GameHand, more: boolean): string {
  const east = eastAfter(before);
  const next = eastAfter([...before, hand]);
  const self = east === 'self';
  const eastNamed = self ? 'you' : `East, ${who(east)},`;
  const said =
    hand.winner === null
      ? `A draw game: nobody pays, and ${self ? 'you keep the deal as East' : `${eastNamed} keeps the deal`}.`
      : hand.winner === east
        ? self
          ? 'You won as East, so you keep the deal.'
          : `${eastNamed} won, so he keeps the deal.`
        : `${self ? 'You lost the hand as East' : `${eastNamed} lost the hand`}, so the deal passes to ${self ? 'your' : 'his'} right: ${next === 'self' ? 'you are' : `${who(next)} is`} East now.`;
  return more ? said : `${said} That was the last hand.`;
}

/** Points as a score shows them: "+1,280", "−340", "0". */
export function pointsWords(points: number): string {
  const n = Math.abs(points).toLocaleString('en-US');
  return points > 0 ? `+${n}` : points < 0 ? `−${n}` : '0';
}

/** Harr's counters, as "the one in most common usage" among the sets: each counter's name and what it is worth. */
export const COUNTERS: readonly { name: string; value: number }[] = [
  { name: 'gold dot', value: 1000 },
  { name: 'five black dots', value: 500 },
  { name: 'one black dot', value: 100 },
  { name: 'ten red dots', value: 10 },
  { name: 'two red dots', value: 2 },
];

/** An amount in Harr's counters, fewest counters first: "1 gold dot, 2 one black dot, 8 ten red dots" (and "1 point" left over on an odd amount). */
export function counterWords(points: number): string {
  let left = Math.abs(points);
  const parts: string[] = [];
  for (const c of COUNTERS) {
    const count = Math.floor(left / c.value);
    left -= count * c.value;
    if (count) parts.push(`${count} × ${c.name}`);
  }
  if (left) parts.push(`${left} point`);
  return parts.length ? parts.join(', ') : 'no counters';
}

/** The game's end: who finished ahead, in words. */
export function gameEndWords(score: Record<Place, number>): string {
  const best = Math.max(...PLACES.map((p) => score[p]));
  const top = PLACES.filter((p) => score[p] === best);
  if (best === 0 && PLACES.every((p) => score[p] === 0)) return 'The game is over, and nobody won or lost a point.';
  if (top.length > 1) return `The game is over: ${top.map(who).join(' and ')} finished level at ${pointsWords(best)}.`;
  return top[0] === 'self' ? `The game is over, and you finished ahead, at ${pointsWords(best)}.` : `The game is over: ${who(top[0])} finished ahead, at ${pointsWords(best)}; you finished at ${pointsWords(score.self)}.`;
}

/**
 * Why a game's address sets aside a single hand's settings ("seed=5", "dead=1"): a game deals its own seeds, the
 * learner East at its first hand, every hand whole.
 */
export function setAsideWords(settings: readonly string[]): string {
  const named = listed(settings.map((s) => `"${s}"`), 'and');
  return `A game deals its own seeds, with you as East at its first hand and every hand whole, so ${named} ${settings.length === 1 ? 'is' : 'are'} not used.`;
}
