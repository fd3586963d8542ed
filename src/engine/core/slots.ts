/**
 * Where a play table keeps each fact: one Int32Array of slots, so that every
 * change can be written to a journal and taken back (see playTable.ts).
 * Seats are numbered 0 to 3 in play order (East, South, West, North).
 */
import { KIND_COUNT } from './kinds';

// The call's numbers and the phases, for the fast core's modules, which read everything from here.
export { ClaimType, claimCode, claimAs, claimType, claimLow, claimSeat, claimTarget, ruledAs } from './claimCode';
export { Phase } from './phase';

/** How many of each kind a seat holds concealed: seat * 34 + kind. */
export const COUNTS = 0;
/** Concealed tiles per seat. */
export const SIZE = COUNTS + 4 * KIND_COUNT;
/** Sets on the table per seat. */
export const MELD_COUNT = SIZE + 4;
/** The sets themselves: seat * 4 + n, each one encoded number (meld below). */
export const MELDS = MELD_COUNT + 4;
/** Discards still on the table, and the discards, oldest first (tile | by << 6). */
export const DISCARD_COUNT = MELDS + 16;
export const DISCARDS = DISCARD_COUNT + 1;
/** The wall: the next tile drawn is wall[HEAD]; a loose tile is wall[TAIL - 1]. */
export const HEAD = DISCARDS + 136;
export const TAIL = HEAD + 1;
/** The live discard (tile | by << 6), or -1. */
export const LIVE = TAIL + 1;
export const NEXT_HAS_DRAWN = LIVE + 1;
export const TURN = NEXT_HAS_DRAWN + 1;
export const PHASE = TURN + 1;
export const CLAIMED_THIS_TURN = PHASE + 1;
/** A kong being made (seat | tile << 2 | way << 8), or -1. */
export const KONG = CLAIMED_THIS_TURN + 1;
/** How the hand ended (result below), or -1 while it goes on. */
export const RESULT = KONG + 1;
/** The tile the player whose turn it is drew last (from the wall, as a loose tile, or dealt as East's fourteenth), or -1. */
export const LAST_DRAWN = RESULT + 1;
export const SLOT_COUNT = LAST_DRAWN + 1;


export const KongWay = { Discard: 1, Concealed: 2, Added: 3 } as const;

// A set: kind (Call.Chow, Pung or Kong) | lowest tile << 2 | claimed tile << 8 | from << 14 | claimed << 16 | kong way << 17.
export const meld = (kind: number, tile: number, claimedTile: number, from: number, claimed: boolean, way: number): number =>
  kind | (tile << 2) | (claimedTile << 8) | (from << 14) | ((claimed ? 1 : 0) << 16) | (way << 17);
export const meldKind = (m: number): number => m & 3;
export const meldTile = (m: number): number => (m >> 2) & 63;
export const meldClaimedTile = (m: number): number => (m >> 8) & 63;
export const meldFrom = (m: number): number => (m >> 14) & 3;
export const meldIsClaimed = (m: number): boolean => ((m >> 16) & 1) === 1;
export const meldWay = (m: number): number => (m >> 17) & 3;

// A discard: tile | by << 6.
export const discardTile = (d: number): number => d & 63;
export const discardBy = (d: number): number => d >> 6;

// A kong being made: seat | tile << 2 | way << 8.
export const kongSeat = (k: number): number => k & 3;
export const kongTile = (k: number): number => (k >> 2) & 63;
export const kongWay = (k: number): number => k >> 8;

/** How a hand ended: a draw game; won on a drawn tile; won straight after a chow or pung on its claimed tile; won by a call. */
export const Ending = { DrawGame: 0, SelfDrawn: 1, OnClaimedSet: 2, ByClaim: 3 } as const;
// A result: ending | winner << 2 | tile << 4 | from << 10 | robbed kong << 12.
export const result = (ending: number, winner: number, tile: number, from: number, robbed: boolean): number =>
  ending | (winner << 2) | (tile << 4) | (from << 10) | ((robbed ? 1 : 0) << 12);
