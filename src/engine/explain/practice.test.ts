/**
 * What the practice table's coach says a call costs on Harr's card: a run
 * scores nothing either way but costs the 10 for no sequence; a pung or kong
 * made with a discard scores half (issue 25: it once said a chow scores half,
 * and cited the pung's rule for a kong).
 */
import { describe, expect, it } from 'vitest';
import type { ClaimEvent, LegalClaim } from '../claims';
import type { ConcealedSet } from '../hand';
import type { Meld } from '../melds';
import { coachOn, deadHandsText, endWords, holdBackWords, momentWords } from './practice';
import { concealedSetLabel } from './winningHand';
import { meldLabel } from './words';

const event: ClaimEvent = { kind: 'discard', seat: 'North', tile: '5c' };
const cost = (check: LegalClaim) => coachOn('East', check, event, 3, 2).filter((r) => r.rule.startsWith('SCORE-') || /EXPOSE|KONG-FROM/.test(r.rule));

describe('the coach on what a call costs', () => {
  it('a chow: face up, and a run scores nothing but costs the 10 for no sequence', () => {
    expect(cost({ legal: true, claim: { seat: 'East', kind: 'chow', tiles: ['4c', '6c'] }, as: 'chow', uses: ['4c', '6c'] })).toEqual([
      { rule: 'CHOW-EXPOSE', text: 'The chow, 4-5-6 of Characters, goes face up on the table for all to see.' },
      { rule: 'SCORE-CHOW-ZERO', text: 'A run scores nothing, face up or concealed; but with a run anywhere your hand cannot score the 10 for no sequence.' },
    ]);
  });
  it('a pung and a kong: face up, each by its own rule, and half what it would score concealed', () => {
    expect(cost({ legal: true, claim: { seat: 'East', kind: 'pung' }, as: 'pung', uses: ['5c', '5c'] }).map((r) => [r.rule, r.text])).toEqual([
      ['PUNG-EXPOSE', 'The pung of the 5 of Characters goes face up on the table for all to see.'],
      ['SCORE-EXPOSED-HALF', 'A pung made with a discard scores half what it would concealed.'],
    ]);
    expect(cost({ legal: true, claim: { seat: 'East', kind: 'kong' }, as: 'kong', uses: ['5c', '5c', '5c'] }).map((r) => r.rule)).toEqual(['KONG-FROM-DISCARD', 'KONG-FROM-DISCARD', 'SCORE-EXPOSED-HALF']);
  });
});

describe("Harr's advice for a dead hand, in tiles", () => {
  it('names the tiles every other player let go by as the safest', () => {
    expect(holdBackWords({ tiles: ['5c'], passedBy: ['South', 'West', 'North'], inSight: 2 })).toBe(
      'The 5 of Characters went by every other player since his last discard: none of them could go out on it then, so it is the safest you hold.',
    );
  });
  it('names who let them go by, when not all did', () => {
    expect(holdBackWords({ tiles: ['5c', 'E'], passedBy: ['North'], inSight: 1 })).toBe('The 5 of Characters and the East Wind each went by North since his last discard: he could not go out on them then.');
    expect(holdBackWords({ tiles: ['5c'], passedBy: ['South', 'North'], inSight: 1 })).toBe('The 5 of Characters went by South and North since their last discards: they could not go out on it then.');
  });
  it('else counts the copies in sight', () => {
    expect(holdBackWords({ tiles: ['Rd'], passedBy: [], inSight: 4 })).toBe(
      'None of your tiles has gone by another player since his last discard. You can see all four copies of the Red Dragon: the fewer left unseen, the fewer sets it can make for anyone.',
    );
    expect(holdBackWords({ tiles: ['1b', '9b'], passedBy: [], inSight: 3 })).toMatch(/You can see three of the four copies of each of the 1 of Bamboo and the 9 of Bamboo: the fewer left unseen, the fewer sets they can make for anyone\.$/);
  });
});

describe("the end of a practice hand speaks to the learner of his own seat as \"you\", never by its wind", () => {
  const how = { asDealt: false, reserve: 0 };
  it('a win on his discard, or on his kong robbed, is "discarded by you", "robbed from your kong"; another seat\'s keeps its name', () => {
    expect(endWords({ winner: 'North', tile: '2c', from: 'East' }, 'East', how).text).toBe('North goes Mah-Jongg on the 2 of Characters, discarded by you.');
    expect(endWords({ winner: 'North', tile: '2c', from: 'West' }, 'East', how).text).toBe('North goes Mah-Jongg on the 2 of Characters, discarded by West.');
    expect(endWords({ winner: 'North', tile: '2c', from: 'South', robbedKong: true }, 'South', how).text).toBe('North goes Mah-Jongg on the 2 of Characters, robbed from your kong.');
    // Whose kong it was, not "by South", which would name South as the one who robbed it.
    expect(endWords({ winner: 'North', tile: '2c', from: 'South', robbedKong: true }, 'East', how).text).toBe("North goes Mah-Jongg on the 2 of Characters, robbed from South's kong.");
    expect(endWords({ winner: 'East', tile: '2c', from: 'South', robbedKong: true }, 'East', how).text).toBe("You go Mah-Jongg on the 2 of Characters, robbed from South's kong.");
  });
  it('a win on the loose tile drawn for a kong says so, as the score card does, not "drawn from the wall"', () => {
    const loose = { ...how, loose: true };
    expect(endWords({ winner: 'East', tile: '4c', from: null }, 'East', loose).text).toBe('You go Mah-Jongg on the 4 of Characters, the loose tile drawn for your kong.');
    expect(endWords({ winner: 'South', tile: '4c', from: null }, 'East', loose).text).toBe('South goes Mah-Jongg on the 4 of Characters, the loose tile drawn for his kong.');
    expect(endWords({ winner: 'South', tile: '4c', from: null }, 'East', how).text).toBe('South goes Mah-Jongg on the 4 of Characters, drawn from the wall.');
  });
  it('a draw game: the learner dealt East is told that he keeps the deal; another learner hears that East does', () => {
    expect(endWords({ winner: null }, 'East', how).text).toMatch(/Nobody pays, and you stay East Wind for the next hand\.$/);
    expect(endWords({ winner: null }, 'North', how).text).toMatch(/Nobody pays, and East stays East Wind for the next hand\.$/);
  });
  it('names his dead hand as his, and one dead hand in the singular', () => {
    expect(deadHandsText([], 'East')).toBeNull();
    expect(deadHandsText(['East'], 'East')).toBe('Your hand was dead, holding the wrong number of tiles, so it could not win.');
    expect(deadHandsText(['West'], 'East')).toBe("West's hand was dead, holding the wrong number of tiles, so it could not win.");
    expect(deadHandsText(['East', 'West'], 'West')).toBe("Dead hands, holding the wrong number of tiles, so they could not win: East's and yours.");
  });
  it("lays the winner's sets out with the learner's discard as his: \"made with your discard\", \"claimed from you\"", () => {
    const run: ConcealedSet = { kind: 'chow', tiles: ['2c', '3c', '4c'] };
    expect(concealedSetLabel(run, 'East', 'East')).toBe('Run, 2-3-4 of Characters, made with your discard, exposed');
    expect(concealedSetLabel(run, 'West', 'East')).toBe("Run, 2-3-4 of Characters, made with West's discard, exposed");
    const pung: Meld = { kind: 'pung', tiles: ['Gd', 'Gd', 'Gd'], claimed: { from: 'East', tile: 'Gd' } };
    expect(meldLabel(pung, 'East')).toBe('Pung of Green Dragon, claimed from you');
    expect(meldLabel(pung)).toBe('Pung of Green Dragon, claimed from East');
  });
});

describe('a claim window kept as a board, in the list of the hand', () => {
  it("names the learner's own discard or kong as his (\"your 3rd discard\"), and every seat by name in the board's title", () => {
    const own = momentWords({ kind: 'discard', seat: 'South', tile: '7b' }, 3, 'South');
    expect(own.label).toBe('your 3rd discard: the 7 of Bamboo');
    expect(own.title).toBe("A moment of a practice hand: South's 3rd discard: the 7 of Bamboo");
    expect(momentWords({ kind: 'add-to-pung', seat: 'South', tile: '7b' }, 0, 'South').label).toBe('you add the 7 of Bamboo to your pung');
    const other = momentWords({ kind: 'discard', seat: 'West', tile: 'E' }, 1, 'South');
    expect(other.label).toBe("West's 1st discard: the East Wind");
    expect(other.title).toBe("A moment of a practice hand: West's 1st discard: the East Wind");
    expect(momentWords({ kind: 'add-to-pung', seat: 'West', tile: 'E' }, 0, 'South').label).toBe('West adds the East Wind to his pung');
  });
});
