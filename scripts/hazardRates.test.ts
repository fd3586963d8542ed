/**
 * The measurement behind the Harr level's discard rates (scripts/hazardRates.ts)
 * runs, and measures what it says: tables shaped as the shipped ones, and a
 * winning tile only where the hidden hand could win on it.
 */
import { describe, expect, it } from 'vitest';
import { HONOUR_SHARE, NUMBERED_SHARE, READY } from '../src/engine/sim/discardHazard';
import { measureRates, ratesReport } from './hazardRates';

describe('the measurement of the discard rates', () => {
  const rates = measureRates(40);

  it('fills tables shaped as the shipped ones, every cell a rate between 0 and 100 %', () => {
    expect(rates.ready.map((row) => row.length)).toEqual(READY.map((row) => row.length));
    expect(rates.honour).toHaveLength(HONOUR_SHARE.length);
    expect(rates.numbered.map((byRead) => byRead.map((byThrew) => byThrew.length))).toEqual(NUMBERED_SHARE.map((byRead) => byRead.map((byThrew) => byThrew.length)));
    for (const rate of [rates.all, ...rates.ready.flat(), ...rates.honour, ...rates.numbered.flat(2), rates.passed]) {
      expect(rate.hits).toBeLessThanOrEqual(rate.seen);
      expect(rate.value).toBeGreaterThanOrEqual(0);
      expect(rate.value).toBeLessThanOrEqual(100);
    }
  });

  it('looks at every tile against each opponent once: the bands add up to the whole', () => {
    expect(rates.all.seen).toBeGreaterThan(1000);
    expect(rates.ready.flat().reduce((n, r) => n + r.seen, 0)).toBe(rates.all.seen);
    expect(rates.honour.reduce((n, r) => n + r.seen, 0) + rates.numbered.flat(2).reduce((n, r) => n + r.seen, 0) + rates.passed.seen).toBe(rates.all.seen);
  });

  it('finds winning tiles, far fewer than not, and prints each rate beside the shipped one', () => {
    expect(rates.all.hits).toBeGreaterThan(0);
    expect(rates.all.value).toBeLessThan(5);
    const report = ratesReport(rates);
    expect(report[0]).toMatch(/^40 hands of four Harr players; \d+ tiles in hand looked at/);
    expect(report.find((line) => line.startsWith('  3 sets:'))).toContain(`(${READY[3][0]})`);
  });
});
