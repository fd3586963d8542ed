/**
 * Positions several test files use, written once: Harr's Illustration No. 12 (East, holding a pair, pungs South's
 * 9 of Characters out of turn: decision A6) and a tier-2 puzzle where a pung outranks a chow.
 */

/** Illustration No. 12 as a scenario body: East's hand and chow, the discards, South's 9c, East's pung. */
export const ILLUSTRATION_12 = `
East: 1b 2b 3b 7d 8d Rd Rd Rd 9c 9c | chow 4c 5c* 6c from North
South: hidden
West: hidden
North: hidden
discards: 2b E 4d
event: South discards 9c
claim: East pung`;

/** A puzzle file: East discards the 6 of Bamboo, South calls Chow, North Pung; North's pung wins. */
export const PUNG_OVER_CHOW = `title: Pung over chow
South: 4b 5b 1c 1c 9c 2d 3d 4d 7d 8d E W Gd
North: 6b 6b 2c 3c 4c 5d 6d 7d N N Rd Rd S
event: East discards 6b
claim: South chow 4b 5b
claim: North pung
tier: 2
rules: PREC-PUNG-OVER-CHOW
hint: Which call ranks higher?
asks: winner, next, lost
expect-winner: North pung
expect-next: East
expect-lost: South, West
`;
