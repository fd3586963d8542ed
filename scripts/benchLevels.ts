/**
 * The practice table's computer players, level by level (issue 25): how
 * their hands end when four of a level play, from fixed seeds, against the
 * figures of human play and the Harr level's targets; and one player of the
 * Harr level against three quick ones, each seed dealt four times so that he
 * sits at each seat once (a seat's share of the game is then the same for
 * every level: four quick players net 0 a hand exactly).
 */
import { ComputerPlayer, playComputerHand } from '../src/engine/sim/computerPlayer';
import { HarrPlayer } from '../src/engine/sim/harrPlayer';
import { tableOf } from '../src/engine/core/convert';
import { Ending, MELDS, MELD_COUNT, RESULT, meldIsClaimed } from '../src/engine/core/slots';
import { scoreTable } from '../src/engine/score/scoreTable';
import { SEATS } from '../src/engine/seats';

/** Hands played by four players of each level, from seeds 1 to LEVEL_HANDS. */
export const LEVEL_HANDS = 2000;
/** A decision (an own-turn move, or a call window with every seat's answer) should take at most this long, p95. */
export const DECISION_TARGET_MS = 5;

export interface LevelFigures {
  level: string;
  hands: number;
  /** Shares, 0 to 1: hands drawn; player-hands with a call that took a tile; player-hands that discarded the winning tile. */
  drawShare: number;
  callShare: number;
  dealInShare: number;
  /** Of the hands won: won on the winner's own draw; the winner's score doubled at least once. */
  selfDrawnShare: number;
  doubledShare: number;
  medianWinnerScore: number;
  decisionMs: { median: number; p95: number; max: number };
}

export interface MixedFigures {
  /** Hands played: each seed four times, the Harr player at each seat in turn. */
  hands: number;
  /** His share of the hands won, and his points won or lost a hand (Harr's settlement). */
  winShare: number;
  netPerHand: number;
  /** The standard error of netPerHand: a hand's points swing by a hundred or more, so a mean of 8,000 moves by about one. */
  netStandardError: number;
}

const quick = new ComputerPlayer();
const harr = new HarrPlayer();

interface Tally {
  hands: number;
  draws: number;
  calls: number;
  dealIns: number;
  selfDrawn: number;
  wins: number;
  doubled: number;
  scores: number[];
  ms: number[];
  /** For a watched seat: his wins, his net points, and their squares summed (for the standard error). */
  watchedWins: number;
  net: number;
  netSquares: number;
}

/** Plays `hands` hands, the players of hand i from `players(i)`, seeds from `seedOf(i)`; tallies their endings, and `watched(i)`'s wins and points. */
function tally(hands: number, players: (i: number) => readonly ComputerPlayer[], seedOf: (i: number) => number, watched?: (i: number) => number): Tally {
  const t: Tally = { hands, draws: 0, calls: 0, dealIns: 0, selfDrawn: 0, wins: 0, doubled: 0, scores: [], ms: [], watchedWins: 0, net: 0, netSquares: 0 };
  for (let i = 0; i < hands; i++) {
    const { table } = playComputerHand(seedOf(i), {}, { clock: () => performance.now(), ms: t.ms }, players(i));
    const s = table.s;
    for (let seat = 0; seat < 4; seat++) {
      let called = false;
      for (let n = 0; n < s[MELD_COUNT + seat]; n++) if (meldIsClaimed(s[MELDS + seat * 4 + n])) called = true;
      if (called) t.calls++;
    }
    const result = s[RESULT];
    if ((result & 3) === Ending.DrawGame) {
      t.draws++;
      continue;
    }
    t.wins++;
    if ((result & 3) === Ending.SelfDrawn) t.selfDrawn++;
    else t.dealIns++;
    const winner = (result >> 2) & 3;
    const score = scoreTable(tableOf(table));
    if (!score) throw new Error(`seed ${seedOf(i)}: a won hand that does not score`);
    const won = score.seats[SEATS[winner]].score;
    t.scores.push(won.final);
    if (won.doubles > 0) t.doubled++;
    if (watched) {
      const seat = watched(i);
      if (seat === winner) t.watchedWins++;
      const net = score.settlement.net[SEATS[seat]];
      t.net += net;
      t.netSquares += net * net;
    }
  }
  return t;
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const at = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * q))];
const ms3 = (x: number) => Math.round(x * 1000) / 1000;

function figuresOf(level: string, t: Tally): LevelFigures {
  const ms = sorted(t.ms);
  return {
    level,
    hands: t.hands,
    drawShare: t.draws / t.hands,
    callShare: t.calls / (4 * t.hands),
    dealInShare: t.dealIns / (4 * t.hands),
    selfDrawnShare: t.selfDrawn / t.wins,
    doubledShare: t.doubled / t.wins,
    medianWinnerScore: at(sorted(t.scores), 0.5),
    decisionMs: { median: ms3(at(ms, 0.5)), p95: ms3(at(ms, 0.95)), max: ms3(at(ms, 1)) },
  };
}

/** Four players of each level, LEVEL_HANDS hands from seeds 1 up; then one Harr player among three quick ones, every seed at every seat. */
export function levelFigures(): { levels: LevelFigures[]; mixed: MixedFigures } {
  const levels = [
    figuresOf('quick', tally(LEVEL_HANDS, () => [quick, quick, quick, quick], (i) => i + 1)),
    figuresOf('harr', tally(LEVEL_HANDS, () => [harr, harr, harr, harr], (i) => i + 1)),
  ];
  const seatOf = (i: number) => i % 4;
  const mixedTally = tally(
    4 * LEVEL_HANDS,
    (i) => SEATS.map((_, seat) => (seat === seatOf(i) ? harr : quick)),
    (i) => Math.floor(i / 4) + 1,
    seatOf,
  );
  const n = mixedTally.hands;
  const mean = mixedTally.net / n;
  const netStandardError = Math.sqrt((mixedTally.netSquares / n - mean * mean) / n);
  return { levels, mixed: { hands: n, winShare: mixedTally.watchedWins / n, netPerHand: mean, netStandardError } };
}

/** The figures as a table beside human play and the Harr level's targets (issue 25). */
export function printLevels({ levels, mixed }: { levels: LevelFigures[]; mixed: MixedFigures }): void {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(`\nComputer players by level, four of a level at the table, ${levels[0].hands} hands each from seeds 1-${levels[0].hands}`);
  const rows = [
    ['level', 'draws', 'calls', 'deal-in', 'self-drawn', 'doubled', 'median win', 'decision p95'],
    ...levels.map((l) => [l.level, pct(l.drawShare), pct(l.callShare), pct(l.dealInShare), pct(l.selfDrawnShare), pct(l.doubledShare), String(l.medianWinnerScore), `${l.decisionMs.p95} ms`]),
    ['Harr target', '5-15%', '', '<= 14%', '', '>= 40%', '', `<= ${DECISION_TARGET_MS} ms`],
    ['human play', '16% riichi', '34% riichi', '12.5% riichi', '', '', '', ''],
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const r of rows) console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
  console.log('calls: player-hands with a call that took a tile; deal-in: player-hands that discarded the winning tile; self-drawn and doubled: shares of the hands won');
  console.log(
    `One Harr player against three quick ones, ${mixed.hands} hands (each seed at each seat): he wins ${pct(mixed.winShare)} of the hands ` +
      `(a seat's fair share 25%), and nets ${mixed.netPerHand.toFixed(1)} points a hand, standard error ${mixed.netStandardError.toFixed(1)} ` +
      `(target >= 0; four quick players net 0)`,
  );
}
