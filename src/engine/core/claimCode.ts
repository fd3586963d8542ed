/**
 * A call as one number (the core's own word for a claim): who calls, what,
 * the run of a chow, the kind as ruled, and another tile named. Apart from
 * the play table's slots (slots.ts), so that a page that judges calls on an
 * immutable table ships only this.
 */

/** The kinds of call, numbered as they rank: Mah-Jongg beats Kong beats Pung beats Chow. */
export const ClaimType = { Chow: 0, Pung: 1, Kong: 2, MahJongg: 3 } as const;

// A call: seat | kind << 2 | lowest tile of a chow's run << 4 | kind as ruled << 10 | another tile named (calls.ts Target) << 12.
export const claimCode = (seat: number, kind: number, low = 0, target = 0): number => seat | (kind << 2) | (low << 4) | (kind << 10) | (target << 12);
export const claimSeat = (c: number): number => c & 3;
export const claimType = (c: number): number => (c >> 2) & 3;
export const claimLow = (c: number): number => (c >> 4) & 63;
/** Names a tile other than the one on offer (calls.ts Target): refused, whatever the call. */
export const claimTarget = (c: number): number => (c >> 12) & 3;
/** The call as it is carried out: a chow or pung on a tile that completes the hand is a Mah-Jongg call (A19). */
export const claimAs = (c: number): number => (c >> 10) & 3;
export const ruledAs = (c: number, as: number): number => (c & 0x3ff) | (as << 10);
