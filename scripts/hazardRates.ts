/**
 * Measures the rates the Harr level weighs its discards by
 * (src/engine/sim/discardHazard.ts), and prints them beside the ones it
 * ships: `npx tsx scripts/hazardRates.ts [hands]` (2,000 by default, the
 * bench's seeds; about half a minute).
 *
 * Four Harr players play the bench's hands. At each discard, for each kind
 * in the discarder's hand and each opponent, it notes what the table showed
 * of that opponent (his sets, the wall left, the suit he collects, whether he
 * threw that kind, whether it went by since his last discard) and, looking
 * at his hidden hand as only a measurement may, whether a tile of that kind
 * would have finished it. The shipped rates are one such run. Run again, the
 * rarer cells (three sets shown, a kind the opponent threw) move within their
 * sampling noise; after a change to the level's play, run it and copy what it
 * prints.
 */
import { pathToFileURL } from 'node:url';
import { playComputerHand } from '../src/engine/sim/computerPlayer';
import { HarrPlayer } from '../src/engine/sim/harrPlayer';
import { DiscardHazard, HONOUR_SHARE, NUMBERED_SHARE, PASSED_SHARE, READY, WALL_BAND, rankBand, suitRead } from '../src/engine/sim/discardHazard';
import type { PlayTable } from '../src/engine/core/playTable';
import { FIRST_HONOUR, KIND_COUNT } from '../src/engine/core/kinds';
import { shanten } from '../src/engine/core/shanten';
import { MELD_COUNT } from '../src/engine/core/slots';
import { LEVEL_HANDS } from './benchLevels';

/** Tiles looked at, and how many of them would have finished the opponent's hand. */
export class Rate {
  seen = 0;
  hits = 0;
  add(hit: boolean): void {
    this.seen++;
    if (hit) this.hits++;
  }
  /** In percent. */
  get value(): number {
    return this.seen ? (100 * this.hits) / this.seen : 0;
  }
}

/** The rates measured, each shaped as the one shipped in discardHazard.ts, and over all the tiles looked at. */
export interface Rates {
  hands: number;
  all: Rate;
  ready: Rate[][];
  honour: Rate[];
  numbered: Rate[][][];
  passed: Rate;
}

/** The kinds that would finish `foe`'s hand now. */
function waitsOf(pt: PlayTable, foe: number): Uint8Array {
  const counts = Int32Array.from(pt.rows[foe]);
  const waits = new Uint8Array(KIND_COUNT);
  for (let k = 0; k < KIND_COUNT; k++) {
    if (counts[k] >= 4) continue;
    counts[k]++;
    if (shanten(counts, pt.s[MELD_COUNT + foe]) < 0) waits[k] = 1;
    counts[k]--;
  }
  return waits;
}

/** A Harr player who, before each discard, tallies what the table showed against the hidden hands. */
class Measuring extends HarrPlayer {
  // The table read as the level reads it (DiscardHazard.read), for each opponent.
  private readonly shown = new DiscardHazard();

  constructor(private readonly rates: Rates) {
    super();
  }

  protected override discardFor(pt: PlayTable, seat: number, melds: number): { kind: number; shanten: number } {
    const shown = this.shown;
    shown.read(pt, seat);
    for (let foe = 0; foe < 4; foe++) {
      if (foe === seat) continue;
      const waits = waitsOf(pt, foe);
      for (let k = 0; k < KIND_COUNT; k++) {
        if (pt.rows[seat][k] === 0) continue;
        const hit = waits[k] === 1;
        const { all, ready, passed, honour, numbered } = this.rates;
        const threw = shown.thrownBy(foe, k);
        all.add(hit);
        ready[shown.setsShown(foe)][shown.wallBand].add(hit);
        if (shown.letGoBy(foe, k)) passed.add(hit);
        else if (k >= FIRST_HONOUR) honour[threw].add(hit);
        else numbered[rankBand(k)][suitRead(shown.collects(foe), k)][threw].add(hit);
      }
    }
    return super.discardFor(pt, seat, melds);
  }
}

/** Plays `hands` hands of four Harr players from seeds 1 up, and tallies the rates. */
export function measureRates(hands: number): Rates {
  const rates: Rates = {
    hands,
    all: new Rate(),
    ready: READY.map((row) => row.map(() => new Rate())),
    honour: HONOUR_SHARE.map(() => new Rate()),
    numbered: NUMBERED_SHARE.map((byRead) => byRead.map((byThrew) => byThrew.map(() => new Rate()))),
    passed: new Rate(),
  };
  const player = new Measuring(rates);
  for (let seed = 1; seed <= hands; seed++) playComputerHand(seed, {}, undefined, [player, player, player, player]);
  return rates;
}

/** The rates as lines to read, each beside the one shipped (in brackets); shares are of the rate over all tiles looked at. */
export function ratesReport({ hands, all, ready, honour, numbered, passed }: Rates): string[] {
  const fixed = (n: number) => n.toFixed(2);
  const share = (r: Rate) => fixed(r.value / all.value);
  return [
    `${hands} hands of four Harr players; ${all.seen} tiles in hand looked at against an opponent, ${fixed(all.value)} % of them his winning tile.`,
    '',
    `READY (percent), by sets shown, then by the wall left in bands of ${WALL_BAND} tiles, the shortest first: measured (shipped)`,
    ...ready.map((row, sets) => `  ${sets} set${sets === 1 ? '' : 's'}: ${row.map((r, b) => `${fixed(r.value)} (${READY[sets][b]})`).join(', ')}`),
    '',
    `HONOUR_SHARE, not thrown and thrown: ${honour.map((r, i) => `${share(r)} (${HONOUR_SHARE[i]})`).join(', ')}`,
    '',
    'NUMBERED_SHARE, by rank (1 or 9; 2 or 8; 3 to 7), then nothing read, another suit, his suit, each not thrown and thrown:',
    ...numbered.map((byRead, rank) => `  ${['1 or 9', '2 or 8', '3 to 7'][rank]}: ${byRead.map((byThrew, read) => byThrew.map((r, t) => `${share(r)} (${NUMBERED_SHARE[rank][read][t]})`).join(' ')).join(' | ')}`),
    '',
    `PASSED_SHARE: ${share(passed)} (${PASSED_SHARE})`,
  ];
}

// Run as a script (not imported by its test): measure and print.
if (import.meta.url === pathToFileURL(process.argv[1]).href) console.log(ratesReport(measureRates(Number(process.argv[2] ?? LEVEL_HANDS))).join('\n'));
