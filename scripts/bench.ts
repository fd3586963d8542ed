/**
 * npm run bench [-- --no-lighthouse] [-- --json]
 *
 * The engine's speed on its hot paths, and its winning check side by side with
 * five npm libraries (scripts/benchPeers.ts) on one seeded set of hands
 * (scripts/benchHands.ts), after checking that they agree with it: ours on
 * counts against each on its own input prepared beforehand, and ours from tile
 * codes against each fed from the same codes. Each figure
 * is the median of five timed rounds (scripts/benchTiming.ts). Then, when
 * dist/ is built, each page's bytes and Lighthouse's mobile scores.
 *
 * `--json` prints the same figures as one JSON object on stdout and nothing
 * else there (anything else goes to stderr). A peer that disagrees with
 * isWinningHand on a standard hand stops the bench with exit status 1.
 */
import { existsSync, readFileSync } from 'node:fs';
import { adjudicate } from '../src/engine/adjudicate';
import { currentEvent, legalClaims } from '../src/engine/claims';
import { handCounts, isWinningHand } from '../src/engine/hand';
import { countsWin } from '../src/engine/core/counts';
import { buildCompleteShapes } from '../src/engine/core/suitShapes';
import { randomGame } from '../src/engine/sim/randomGame';
import { legalClaimCodes } from '../src/engine/core/claiming';
import { claimCodeOf, playTableFrom } from '../src/engine/core/convert';
import { playHand } from '../src/engine/sim/playHand';
import { playComputerHand } from '../src/engine/sim/computerPlayer';
import { levelFigures, printLevels } from './benchLevels';
import { parseScenario } from '../src/engine/formats/scenario';
import { parseTiles } from '../src/engine/tileCodes';
import { handSet } from './benchHands';
import { type PeerAgreement, PEERS, agreement } from './benchPeers';
import { ROUNDS, ROUND_MS, type Timing, timeRounds } from './benchTiming';
import { LIGHTHOUSE_PAGES, type Scores, lighthouseScores, printScores } from './lighthouse';
import { pageWeights } from './pageWeight';
import { type FirstPress, FIRST_PRESS_PAGE, firstPress, printFirstPress } from './benchFirstPress';

const asJson = process.argv.includes('--json');
const withLighthouse = !process.argv.includes('--no-lighthouse');

// In JSON mode stdout carries the JSON object alone: whatever else is printed
// meanwhile (by this script or a library) goes to stderr.
const writeStdout = process.stdout.write.bind(process.stdout);
if (asJson) process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;

export interface Figure {
  name: string;
  /** Median over the rounds. */
  value: number;
  unit: string;
  /** Ours divided by each peer's, for the figures timed beside peers. */
  ratio?: Record<string, number>;
  /** Each round's rate, in the order run. */
  rounds: number[];
  /** The least value issue 11 asks of this figure, and whether the median reaches it. */
  target?: number;
  met?: boolean;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

function figure(name: string, unit: string, timing: Timing, target?: number): Figure {
  const f: Figure = { name, value: round1(timing.median), unit, rounds: timing.rounds.map(round1) };
  if (target !== undefined) {
    f.target = target;
    f.met = f.value >= target;
  }
  return f;
}

// ---------------------------------------------------------------------------
// The winning check's table of suit shapes (src/engine/core/suitShapes.ts):
// the time its first making takes, before any hand is checked in this
// process (as a page pays it at its first check), and its size
// ---------------------------------------------------------------------------

const buildStart = performance.now();
const shapeTable = buildCompleteShapes();
const suitShapes = {
  buildMs: round2(performance.now() - buildStart),
  shapes: shapeTable.reduce((n, word) => n + bitCount(word), 0),
  bytes: shapeTable.byteLength,
};

function bitCount(word: number): number {
  let n = 0;
  for (let w = word; w !== 0; w &= w - 1) n++;
  return n;
}

// ---------------------------------------------------------------------------
// The hand set, and the peers' agreement with isWinningHand on it
// ---------------------------------------------------------------------------

const set = handSet();
const hands = set.hands;
const ours = hands.map((h) => isWinningHand(h, []));
const oursWinning = ours.filter(Boolean).length;
const agreements: PeerAgreement[] = PEERS.map((peer) => agreement(peer, hands, ours));

const failing = agreements.filter((a) => a.disagree > 0);
if (failing.length > 0) {
  for (const a of failing) {
    console.error(`bench: ${a.peer} (${a.package} ${a.version}) disagrees with isWinningHand on ${a.disagree} of ${a.standardHands} standard hands (seed ${set.seed}):`);
    for (const e of a.examples) {
      if (e.form === 'error') console.error(`  ${e.hand}: ${a.peer} or its adapter threw: ${e.error}`);
      else console.error(`  ${e.hand}: ours ${e.ours ? 'winning' : 'not winning'}, ${a.peer} ${e.theirs ? 'winning' : 'not winning'} (${e.form === 'winning' ? a.claim : 'its special-hand forms'})`);
    }
  }
  console.error('bench: the adapter (scripts/benchPeers.ts) or the engine is wrong; no figures until they agree.');
  process.exit(1);
}

// ---------------------------------------------------------------------------
// Engine figures
// ---------------------------------------------------------------------------

// A discard that three seats can claim: South a chow, West a pung, North a win.
const RIVALS = `title: three rival claims
view: South
South: 4c 6c 1b 2b 3b 7d 8d 9d E E N Wd Gd
West: 5c 5c 1d 2d 3d 5b 5b 8b 8b S S N Rd
North: 1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 5c
event: East discards 5c
claim: South chow 4c 6c
claim: West pung
claim: North mahjong
`;
const ILL_12 = readFileSync(new URL('../content/scenarios/harr-illustration-12.scn', import.meta.url), 'utf8');
const rivals = parseScenario(RIVALS);
const winning = parseTiles('1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c 9c');
const nearMiss = parseTiles('1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c 8c');

// The same position on a play table, and the same three calls encoded for it.
const rivalsInPlace = playTableFrom(rivals.table);
const rivalClaims = rivals.claims.map((c) => claimCodeOf(c, currentEvent(rivals.table)!.tile, rivalsInPlace));
const claimBuffer = new Int32Array(16);

const figures: Figure[] = [
  figure('legalClaims on a discard', 'ops/s', timeRounds(() => legalClaims(rivals.table)), 100_000),
  figure('legalClaimCodes on a discard (play table)', 'ops/s', timeRounds(() => legalClaimCodes(rivalsInPlace.window, claimBuffer))),
  figure('adjudicate 3 announced claims', 'ops/s', timeRounds(() => adjudicate(rivals.table, rivals.claims)), 500_000),
  figure('3 calls ruled and taken back (play table)', 'ops/s', timeRounds(() => {
    rivalsInPlace.ruleClaims(rivalClaims);
    return rivalsInPlace.takeBack();
  })),
  figure('isWinningHand (winning hand)', 'ops/s', timeRounds(() => isWinningHand(winning, []))),
  figure('isWinningHand (not winning)', 'ops/s', timeRounds(() => isWinningHand(nearMiss, []))),
  figure('parseScenario (Illustration 12)', 'ops/s', timeRounds(() => parseScenario(ILL_12, 'harr-illustration-12.scn'))),
  figure('randomGame: full hands on immutable tables', 'hands/s', timeRounds((i) => randomGame(i))),
  figure('playHand: full hands on one play table', 'hands/s', timeRounds((i) => playHand(i)), 10_000),
  figure('playComputerHand: four computer players', 'hands/s', timeRounds((i) => playComputerHand(i + 1))),
];

// ---------------------------------------------------------------------------
// Computer players, level by level: how their hands end, what they call, and
// how long each decision takes (an own-turn move, or a call window with every
// seat's answer); and the Harr level against three quick players (benchLevels.ts)
// ---------------------------------------------------------------------------

const computerLevels = levelFigures();

// The hand set, like for like. Prepared beforehand: ours on counts (what the
// core and the play table hold) and each peer on its own input form. From our
// tile codes (what a board pays): isWinningHand, and each peer through its
// `prepare`. Each ratio is ours over the peer on the same kind of input.
const n = hands.length;
const counts = hands.map(handCounts);
const oursOnCounts = figure('countsWin on the hand set (counts prepared)', 'hands/s', timeRounds((i) => countsWin(counts[i % n])));
const oursFromCodes = figure('isWinningHand on the hand set', 'hands/s', timeRounds((i) => isWinningHand(hands[i % n], [])), 3_000_000);
const peerFigures = PEERS.map((peer) => {
  const prepared = hands.map((h) => peer.prepare(h));
  const label = peer.standardOnly ? `${peer.name} (standard form)` : peer.name;
  return {
    peer,
    prepared: figure(`${label} on the hand set`, 'hands/s', timeRounds((i) => peer.wins(prepared[i % n]))),
    fromCodes: figure(`${label} on the hand set from tile codes`, 'hands/s', timeRounds((i) => peer.wins(peer.prepare(hands[i % n])))),
  };
});
oursOnCounts.ratio = Object.fromEntries(peerFigures.map(({ peer, prepared }) => [peer.name, round2(oursOnCounts.value / prepared.value)]));
oursFromCodes.ratio = Object.fromEntries(peerFigures.map(({ peer, fromCodes }) => [peer.name, round2(oursFromCodes.value / fromCodes.value)]));
figures.push(oursOnCounts, oursFromCodes, ...peerFigures.flatMap((p) => [p.prepared, p.fromCodes]));

// ---------------------------------------------------------------------------
// Printing the engine part
// ---------------------------------------------------------------------------

const count = (x: number) => x.toLocaleString('en-US');
const rate = (x: number) => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1));
const short = (x: number) => (x >= 1e5 ? `${(x / 1e6).toFixed(2)} M` : x >= 1e3 ? `${(x / 1e3).toFixed(1)} K` : String(Math.round(x)));
const times = (r: number) => `${r >= 100 ? Math.round(r).toLocaleString('en-US') : r.toFixed(1)}×`;

function printEngine(): void {
  const builtCount = set.built.length;
  console.log(
    `Hand set: ${count(n)} concealed 14-tile hands, seed ${set.seed}: ${count(builtCount)} built as four sets and a pair, ` +
      `${count(n - builtCount)} drawn at random from 136 tiles; ${count(oursWinning)} winning by isWinningHand.`,
  );
  console.log('Agreement with isWinningHand (four sets and a pair); hands a peer calls winning only as seven pairs or thirteen orphans are counted apart:');
  for (const a of agreements) {
    const peer = PEERS.find((p) => p.name === a.peer)!;
    const special = a.specialOnly.sevenPairs + a.specialOnly.thirteenOrphans;
    console.log(`  ${a.peer.padEnd(10)} ${a.package} ${a.version}: ${a.claim}`);
    console.log(
      `  ${''.padEnd(10)} agrees on ${count(a.agree)} of ${count(a.standardHands)} ${peer.standardOnly ? 'hands' : 'standard hands'}; ` +
        `${special} winning only as a special hand${peer.standardOnly ? ' by its special-hand forms' : ''} ` +
        `(seven pairs ${a.specialOnly.sevenPairs}, thirteen orphans ${a.specialOnly.thirteenOrphans})`,
    );
  }

  console.log(`\nMedian of ${ROUNDS} rounds of about ${(ROUND_MS / 1000).toFixed(1)} s each`);
  const nameWidth = Math.max(...figures.map((f) => f.name.length), 'Figure'.length);
  const head = `${'Figure'.padEnd(nameWidth)}  ${'median'.padStart(12)}  ${'unit'.padEnd(7)}  ${'rounds min-max'.padStart(23)}  ${'target'.padEnd(14)}  ours/peer`;
  console.log(head);
  console.log(`${'-'.repeat(nameWidth)}  ${'-'.repeat(12)}  ${'-'.repeat(7)}  ${'-'.repeat(23)}  ${'-'.repeat(14)}  ${'-'.repeat(9)}`);
  for (const f of figures) {
    const spread = `${rate(Math.min(...f.rounds))}-${rate(Math.max(...f.rounds))}`;
    const target = f.target === undefined ? '' : `>= ${short(f.target)} ${f.met ? 'met' : 'MISSED'}`;
    const ratios = f.ratio ? Object.entries(f.ratio).map(([peer, r]) => `${peer} ${times(r)}`).join(', ') : '';
    console.log(`${f.name.padEnd(nameWidth)}  ${rate(f.value).padStart(12)}  ${f.unit.padEnd(7)}  ${spread.padStart(23)}  ${target.padEnd(14)}  ${ratios}`.trimEnd());
  }
  printLevels(computerLevels);
  printLikeForLike();
}

/** The winning checks side by side, each input kind in its own columns, with ours over each peer. */
function printLikeForLike(): void {
  console.log(`\nWinning check on the hand set, hands/s (ours/peer above 1: ours is faster on the same kind of input)`);
  const rows = [
    ['checker', 'input, prepared beforehand', 'prepared', 'ours/peer', 'from tile codes', 'ours/peer'],
    ['ours', 'counts: 34 kinds', short(oursOnCounts.value), '', short(oursFromCodes.value), ''],
    ...peerFigures.map(({ peer, prepared, fromCodes }) => [
      `${peer.name} ${peer.version}`,
      peer.input,
      short(prepared.value),
      times(oursOnCounts.ratio![peer.name]),
      short(fromCodes.value),
      times(oursFromCodes.ratio![peer.name]),
    ]),
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const r of rows) console.log(r.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ').trimEnd());
  console.log('ours prepared: countsWin on counts; ours from tile codes: isWinningHand (counting included); a peer from tile codes: its input made from ours, then its check');
  console.log(
    `countsWin looks each suit's counts up in a table of ${count(suitShapes.shapes)} complete suit shapes, ` +
      `${(suitShapes.bytes / 1024).toFixed(0)} KB, made on its first use: ${suitShapes.buildMs} ms the first time in this process`,
  );
}

// ---------------------------------------------------------------------------
// The built site: bytes each page ships, and Lighthouse's scores (with the
// layout shift) for the home page, a lesson, a puzzle, an illustration, the
// rules reference, the practice table and the referee, served gzipped.
// Skipped, with a note, when dist/ has not been built; `--no-lighthouse` skips
// the browser part.
// ---------------------------------------------------------------------------

interface PageFigure {
  page: string;
  jsGzip: number;
  onDemandGzip: number;
  htmlGzip: number;
}

async function siteFigures(): Promise<{ pages: PageFigure[]; lighthouse?: Scores[]; firstPress?: FirstPress }> {
  if (!existsSync('dist')) {
    console.log('\n(dist/ not built: run "npm run build" for the per-page figures and Lighthouse scores)');
    return { pages: [] };
  }
  const weights = pageWeights();
  console.log('\nPage                                  JS gzip  on demand   HTML gzip');
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const w of weights) {
    console.log(`${w.page.padEnd(36)}${kb(w.jsGzip).padStart(9)}${(w.onDemandGzip ? kb(w.onDemandGzip) : '-').padStart(11)}${kb(w.htmlGzip).padStart(12)}`);
  }
  const pages = weights.map((w) => ({ page: w.page, jsGzip: w.jsGzip, onDemandGzip: w.onDemandGzip, htmlGzip: w.htmlGzip }));
  if (!withLighthouse) return { pages };
  const paths = new Set(weights.map((w) => w.page));
  const scores = await lighthouseScores(LIGHTHOUSE_PAGES.filter((p) => paths.has(p)));
  printScores(scores);
  if (!paths.has(FIRST_PRESS_PAGE)) return { pages, lighthouse: scores };
  const press = await firstPress(FIRST_PRESS_PAGE);
  printFirstPress(press);
  return { pages, lighthouse: scores, firstPress: press };
}

printEngine();
const site = await siteFigures();

if (asJson) {
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    rounds: ROUNDS,
    roundMs: ROUND_MS,
    figures,
    computerLevels,
    suitShapes,
    agreement: {
      seed: set.seed,
      hands: n,
      builtWinners: set.built.length,
      oursWinning,
      peers: Object.fromEntries(agreements.map(({ peer, ...rest }) => [peer, rest])),
    },
    pages: site.pages,
    ...(site.lighthouse ? { lighthouse: site.lighthouse } : {}),
    ...(site.firstPress ? { firstPress: site.firstPress } : {}),
  };
  writeStdout(`${JSON.stringify(report, null, 2)}\n`);
}
