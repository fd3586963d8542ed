/**
 * Scoring one hand on Harr's card, line by line.
 *
 * The winner starts with the bonus scores, every player adds his combination
 * scores, and the sum is doubled once per doubling honour (Harr, "Score
 * Card"). Each line says what scored, how much, why, and where the card says
 * so, so a page can build the score up line by line. Values come only from
 * `card.ts`; the readings of unclear places are the scoring decisions S1 to
 * S12 (`decisions.ts`, docs/RULES.md section 7).
 */
import { countsWin } from '../core/counts';
import { handCounts } from '../hand';
import type { RuleId } from '../rules';
import { type Tile, TILE_KINDS, copiesOf, isDragon, isSuited, isTerminalOrHonour, runName, suitOf, tileName } from '../tiles';
import { BONUS, CHOW_SOURCE, COMBINATION, type CardItemId, type CardSource, DEAD_HAND_SOURCE, DOUBLING, type CombinationId, type DoublingId } from './card';
import { type LaidDownHand, type ShownSet, type WinningWay, checkLaidDown, tilesOf } from './laidDownHand';

export type ScorePart = 'bonus' | 'combination' | 'doubling' | 'dead';

export interface ScoreLine {
  item: CardItemId | 'chow' | 'plain-pair' | 'dead-hand';
  part: ScorePart;
  /** What scored, e.g. "Pung of 1 of Characters, concealed". */
  label: string;
  /** Points this line adds (bonus and combination lines). */
  points: number;
  /** Times this line doubles the total (doubling lines). */
  doubles: number;
  /** The score after this line. */
  running: number;
  /** Why, in the course's words. */
  why: string;
  source: CardSource;
  /** The rule of the catalogue this line applies, for a link. */
  rule?: RuleId;
  /** The scoring decision that settles it, for a link. */
  decision?: string;
}

export interface HandScore {
  seat: LaidDownHand['seat'];
  winner: boolean;
  dead: boolean;
  lines: ScoreLine[];
  /** Bonus and combination points before doubling: Harr's "Total Score". */
  points: number;
  /** Doublings counted. */
  doubles: number;
  /** Harr's "Final Score": points doubled once per doubling. */
  final: number;
}

const WIND_OF_SEAT = { East: 'E', South: 'S', West: 'W', North: 'N' } as const;
const DRAGON_DOUBLING: Record<string, DoublingId> = { Rd: 'red-dragons', Gd: 'green-dragons', Wd: 'white-dragons' };

// A set built in the hand was never claimed, so it is not called a pung or a chow, the lessons' words for claims (issue 28).
function setName(set: ShownSet): string {
  const tile = tileName(set.tiles[0]);
  if (set.kind === 'chow') return `${set.exposed ? 'Chow' : 'Run'} ${runName(set.tiles)}`;
  if (set.kind === 'pair') return `Pair of ${tile}`;
  if (set.exposed) return `${set.kind === 'pung' ? 'Pung' : 'Kong'} of ${tile}, exposed`;
  return `${set.kind === 'pung' ? 'Three' : 'Four'} of a kind, ${tile}, concealed`;
}

/** The tile kinds that would have completed the winner's hand just before his winning tile came (S1). */
export function winningTiles(hand: LaidDownHand, win: Extract<WinningWay, { tile: Tile }>): Tile[] {
  const held: Tile[] = [];
  let onTable = 0;
  hand.sets.forEach((set, i) => {
    if (i === win.set) held.push(...set.tiles);
    else if (set.kind === 'kong' || set.exposed) onTable++;
    else held.push(...set.tiles);
  });
  held.splice(held.indexOf(win.tile), 1);
  const needed = 4 - onTable;
  if (held.length + 1 !== needed * 3 + 2) return [];
  const seen = tilesOf(hand);
  // A kind the hand already shows four times cannot come again; the winning tile itself is one of those shown.
  return TILE_KINDS.filter((t) => (t === win.tile || copiesOf(seen, t) < 4) && countsWin(handCounts([...held, t])));
}

interface Combination {
  line: Omit<ScoreLine, 'running'>;
  doubling?: DoublingId;
}

function combinationOf(set: ShownSet, ownWind: Tile): Combination {
  const tile = set.tiles[0];
  const label = setName(set);
  if (set.kind === 'chow') {
    return {
      line: { item: 'chow', part: 'combination', label, points: 0, doubles: 0, why: 'A run scores nothing: it only helps finish the hand.', source: CHOW_SOURCE, rule: 'SCORE-CHOW-ZERO' },
    };
  }
  if (set.kind === 'pair') {
    const scores = isDragon(tile) || tile === ownWind;
    if (!scores) {
      return {
        line: { item: 'plain-pair', part: 'combination', label, points: 0, doubles: 0, why: 'Only a pair of dragons or of the player\'s own wind scores.', source: COMBINATION['pair-scoring'].source },
      };
    }
    const item = COMBINATION['pair-scoring'];
    return {
      line: { item: item.id, part: 'combination', label, points: item.concealed, doubles: 0, why: isDragon(tile) ? 'A pair of dragons scores 2, however it was made.' : 'A pair of his own wind scores 2, however it was made.', source: item.source, decision: 'S8' },
    };
  }
  const heads = isTerminalOrHonour(tile);
  const id: CombinationId = set.kind === 'pung' ? (heads ? 'pung-heads' : 'pung-simple') : heads ? 'kong-heads' : 'kong-simple';
  const item = COMBINATION[id];
  const points = set.exposed ? item.exposed! : item.concealed;
  const parts = [
    set.exposed ? 'Exposed: made with a claimed discard, so half what the same set scores concealed.' : set.kind === 'kong' ? 'Concealed: drawn, and laid out with its end tiles face down.' : 'Concealed: made in the hand without a claim.',
    heads ? 'Ones, nines, winds and dragons score twice as much as twos to eights.' : '',
  ];
  const rule: RuleId = set.exposed ? 'SCORE-EXPOSED-HALF' : set.kind === 'kong' ? 'SCORE-CONCEALED-KONG' : 'CONCEALED-SET-COUNTS';
  const doubling = isDragon(tile) ? DRAGON_DOUBLING[tile] : tile === ownWind ? 'own-wind' : undefined;
  return { line: { item: id, part: 'combination', label, points, doubles: 0, why: parts.filter(Boolean).join(' '), source: item.source, rule }, doubling };
}

/** The one-suit doubling a set of tiles earns, if any (S6, S7). */
function suitDoubling(tiles: readonly Tile[]): DoublingId | null {
  if (tiles.length === 0) return null;
  const suits = new Set(tiles.filter(isSuited).map(suitOf));
  const honours = tiles.some((t) => !isSuited(t));
  if (suits.size === 0) return 'all-honours';
  if (suits.size > 1) return null;
  return honours ? 'one-suit-and-honours' : 'one-suit';
}

const DOUBLING_WHY: Record<DoublingId, string> = {
  'red-dragons': 'A set of red dragons doubles the score once.',
  'green-dragons': 'A set of green dragons doubles the score once.',
  'white-dragons': 'A set of white dragons doubles the score once.',
  'own-wind': 'A set of his own wind doubles the score once.',
  'one-suit-and-honours': 'Every numbered tile is of one suit, the rest winds or dragons: double once.',
  'one-suit': 'Every tile is of one suit: double three times.',
  'all-honours': 'Every tile is a wind or a dragon: double three times.',
  'original-hand': 'East won on the fourteen tiles dealt to him: double three times.',
};

/**
 * Scores one laid-down hand on Harr's card. `win` is given for the winner
 * only (how his last tile came); a loser's hand gets no bonus scores. A dead
 * hand scores nothing (A21). A malformed hand is a RangeError naming the set.
 */
export function scoreHand(hand: LaidDownHand, win?: WinningWay): HandScore {
  if (!hand.dead) checkLaidDown(hand, win);
  return scoreLaidDown(hand, win);
}

/**
 * Scores a hand the engine laid down itself from a finished table (layDown.ts),
 * well formed by the way it is made (scoreTable.test.ts holds every one to
 * checkLaidDown): as scoreHand, without checking it again. The pages that score
 * a table in the browser then ship none of the check's messages, which are
 * for hands written by hand (formats/scoredHand.ts).
 */
export function scoreLaidDown(hand: LaidDownHand, win?: WinningWay): HandScore {
  if (hand.dead) {
    const line: ScoreLine = { item: 'dead-hand', part: 'dead', label: 'Dead hand', points: 0, doubles: 0, running: 0, why: 'A hand with the wrong number of tiles scores nothing and pays everyone.', source: DEAD_HAND_SOURCE, rule: 'TILECOUNT-13-PLUS-KONGS', decision: 'S10' };
    return { seat: hand.seat, winner: false, dead: true, lines: [line], points: 0, doubles: 0, final: 0 };
  }
  const ownWind = WIND_OF_SEAT[hand.seat];
  const combinations = hand.sets.map((set) => combinationOf(set, ownWind));
  const combinationPoints = combinations.reduce((n, c) => n + c.line.points, 0);

  const bonuses: Omit<ScoreLine, 'running'>[] = [];
  if (win) {
    const bonus = (id: keyof typeof BONUS, why: string, decision?: string) => {
      const item = BONUS[id];
      bonuses.push({ item: id, part: 'bonus', label: item.label, points: item.points, doubles: 0, why, source: item.source, ...(decision ? { decision } : {}) });
    };
    bonus('mah-jongg', 'The hand is finished: four sets and a pair.');
    if (!hand.sets.some((s) => s.kind === 'chow')) bonus('no-sequence', 'No run among his sets.');
    const drawn = win.by === 'wall' || win.by === 'loose-tile';
    const waits = win.by === 'original-hand' ? [] : winningTiles(hand, win);
    const onlyPlace = waits.length === 1;
    if (combinationPoints === 0 && !drawn && !onlyPlace) bonus('no-other-score', 'Nothing but Mah-Jongg scored: no set, no scoring pair, no other bonus.', 'S5');
    if (win.by === 'loose-tile') bonus('loose-tile', 'His winning tile was the loose tile drawn after a kong.', 'S3');
    if (drawn) bonus('drawn', win.by === 'loose-tile' ? 'A loose tile is drawn too, so it also counts as drawing the winning piece.' : 'He drew the winning tile from the wall himself.', win.by === 'loose-tile' ? 'S3' : undefined);
    if (onlyPlace && win.by !== 'original-hand') bonus('only-place', `Only the ${tileName(win.tile)} could finish his hand.`, 'S1');
  }

  const doublings: DoublingId[] = [];
  const suit = suitDoubling(tilesOf(hand));
  if (suit) doublings.push(suit);
  if (win?.by === 'original-hand') doublings.push('original-hand');
  for (const id of ['red-dragons', 'green-dragons', 'white-dragons', 'own-wind'] as DoublingId[]) {
    if (combinations.some((c) => c.doubling === id)) doublings.push(id);
  }

  const lines: ScoreLine[] = [];
  let running = 0;
  for (const line of [...bonuses, ...combinations.map((c) => c.line)]) {
    running += line.points;
    lines.push({ ...line, running });
  }
  const points = running;
  let doubles = 0;
  for (const id of doublings) {
    const item = DOUBLING[id];
    doubles += item.doubles;
    running *= 2 ** item.doubles;
    const decision = id === 'original-hand' ? 'S4' : ['one-suit', 'one-suit-and-honours', 'all-honours'].includes(id) ? (win ? 'S6' : 'S7') : win ? undefined : 'S7';
    lines.push({ item: id, part: 'doubling', label: item.label, points: 0, doubles: item.doubles, running, why: DOUBLING_WHY[id], source: item.source, ...(decision ? { decision } : {}) });
  }
  return { seat: hand.seat, winner: Boolean(win), dead: false, lines, points, doubles, final: running };
}
