/**
 * Harr's worked examples as the answer key: every example and every settling
 * layout scored by the engine and compared with the book, line by line. Where
 * the book is wrong, the test names both figures and the reason (S12).
 */
import { describe, expect, it } from 'vitest';
import { SEATS, type Seat } from '../seats';
import { HARR_EXAMPLES, type PrintedLine, SETTLING_LAYOUTS } from './harrExamples';
import { type HandScore, scoreHand, winningTiles } from './scoreHand';
import { settle } from './settle';

/** The lines that count, as "item value" words, sorted: points for bonus and combination lines, doublings for doubling lines. */
function countedLines(score: HandScore): string[] {
  return score.lines
    .filter((l) => l.points > 0 || l.doubles > 0)
    .map((l) => `${l.item} ${l.part === 'doubling' ? `x${l.doubles}` : l.points}`)
    .sort();
}
function printedLines(lines: readonly PrintedLine[]): string[] {
  return lines.map((l) => `${l.item} ${['red-dragons', 'green-dragons', 'white-dragons', 'own-wind', 'one-suit-and-honours', 'one-suit', 'all-honours', 'original-hand'].includes(l.item) ? `x${l.value}` : l.value}`).sort();
}

/** A loser who holds nothing that scores, to settle one winner's hand as Harr's examples do. */
const emptyHand = (seat: Seat): HandScore => ({ seat, winner: false, dead: false, lines: [], points: 0, doubles: 0, final: 0 });

describe("Harr's Examples No. 1 to 20", () => {
  it('are all twenty, numbered in order', () => {
    expect(HARR_EXAMPLES.map((e) => e.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  for (const example of HARR_EXAMPLES) {
    const expected = example.corrected ?? example.printed;
    describe(`Example No. ${example.number}`, () => {
      const score = scoreHand(example.hand, example.win);

      it(`scores Harr's lines, total ${expected.total} and final ${expected.final}${example.corrected ? ` (the book prints ${example.printed.total} and ${example.printed.final}: ${example.corrected.by})` : ''}`, () => {
        expect(countedLines(score)).toEqual(printedLines(expected.lines));
        expect(score.points).toBe(expected.total);
        expect(score.final).toBe(expected.final);
        // The printed lines add up to the printed total and final: Harr's sums are checked too.
        const add = (lines: readonly PrintedLine[]) => lines.filter((l) => printedLines([l])[0].split(' ')[1][0] !== 'x').reduce((n, l) => n + l.value, 0);
        const doublings = (lines: readonly PrintedLine[]) => lines.filter((l) => printedLines([l])[0].split(' ')[1][0] === 'x').reduce((n, l) => n + l.value, 0);
        expect(add(expected.lines)).toBe(expected.total);
        expect(expected.total * 2 ** doublings(expected.lines)).toBe(expected.final);
      });

      if (example.corrected) {
        it(`differs from the printed page, and says why: ${example.corrected.why}`, () => {
          expect(example.corrected!.why.length).toBeGreaterThan(20);
          expect([example.printed.total, example.printed.final]).not.toEqual([score.points, score.final]);
          if (example.corrected!.by === 'card') {
            // Harr's own printed lines add up: the fault is a line that disagrees with his card, not the sum.
            expect(printedLines(example.printed.lines)).not.toEqual(countedLines(score));
          }
        });
      }

      for (const collection of example.collections ?? []) {
        const from = collection.corrected?.from ?? collection.printed;
        it(`held by ${collection.seat}, collects ${JSON.stringify(from)}${collection.corrected ? ` (printed ${JSON.stringify(collection.printed)}: ${collection.corrected.why})` : ''}`, () => {
          const hand = { ...example.hand, seat: collection.seat };
          const winner = scoreHand(hand, example.win);
          const settlement = settle(SEATS.map((seat) => (seat === collection.seat ? winner : emptyHand(seat))));
          const collected = Object.fromEntries(settlement.payments.filter((p) => p.to === collection.seat).map((p) => [p.from, p.amount]));
          expect(collected).toEqual(from);
          if (collection.corrected) expect(collection.printed).not.toEqual(from);
        });
      }
    });
  }

  it('Example No. 7 held by East: 11,520, and 69,120 in all from the three others', () => {
    const example = HARR_EXAMPLES[6];
    const east = scoreHand({ ...example.hand, seat: 'East' }, example.win);
    expect(east.final).toBe(11520);
    const settlement = settle(SEATS.map((seat) => (seat === 'East' ? east : emptyHand(seat))));
    expect(settlement.net.East).toBe(69120);
  });

  it('Example No. 9: the 6 of Characters would have won too, so no bonus for the only place', () => {
    const example = HARR_EXAMPLES[8];
    if (example.win.by === 'original-hand') throw new Error('Example 9 is won on a discard');
    expect(winningTiles(example.hand, example.win)).toEqual(['3c', '6c', '9c']);
  });

  it('Example No. 20: East may win 132,096 points in one hand', () => {
    const example = HARR_EXAMPLES[19];
    const east = scoreHand(example.hand, example.win);
    expect(settle(SEATS.map((seat) => (seat === 'East' ? east : emptyHand(seat)))).net.East).toBe(132096);
  });
});

describe("Harr's four Illustrations of Score Settling", () => {
  for (const layout of SETTLING_LAYOUTS) {
    describe(`Layout ${layout.number} (${layout.winner} wins)`, () => {
      const scores = SEATS.map((seat) => scoreHand(layout.hands[seat], seat === layout.winner ? layout.win : undefined));
      const expectedScores = { ...layout.printed, ...layout.corrected?.scores };

      it(`scores the four hands ${JSON.stringify(expectedScores)}${layout.corrected ? ` (printed ${JSON.stringify(layout.printed)}: ${layout.corrected.why})` : ''}`, () => {
        expect(Object.fromEntries(scores.map((s) => [s.seat, s.final]))).toEqual(expectedScores);
      });

      it('uses no tile more than four times across the four hands', () => {
        const counts = new Map<string, number>();
        for (const seat of SEATS) for (const t of [...layout.hands[seat].sets.flatMap((s) => s.tiles), ...(layout.hands[seat].odd ?? [])]) counts.set(t, (counts.get(t) ?? 0) + 1);
        expect([...counts].filter(([, n]) => n > 4)).toEqual([]);
      });

      const expectedPayments = layout.correctedPayments?.payments ?? layout.printedPayments;
      it(`settles as ${layout.correctedPayments ? `corrected (${layout.correctedPayments.why})` : 'printed'}`, () => {
        const { payments } = settle(scores);
        const ours = payments.map((p) => `${p.from} pays ${p.to} ${p.amount}`).sort();
        expect(ours).toEqual(expectedPayments.map(([from, to, amount]) => `${from} pays ${to} ${amount}`).sort());
        if (layout.correctedPayments) expect(ours).not.toEqual(layout.printedPayments.map(([from, to, amount]) => `${from} pays ${to} ${amount}`).sort());
      });
    });
  }
});
