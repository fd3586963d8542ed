/**
 * The claims and what each is called at the table: the words every board
 * draws. A module of its own, with no rule in it, so that the boards draw
 * their calls and sets without shipping the claim checks (claims.ts
 * re-exports these, and judges them).
 */
export type ClaimKind = 'chow' | 'pung' | 'kong' | 'mahjong';

/** The claims in the order they rank, which is the order of the core's codes for them (core/claimCode.ts ClaimType): CLAIM_KINDS[code] is the claim. */
export const CLAIM_KINDS: readonly ClaimKind[] = ['chow', 'pung', 'kong', 'mahjong'];

/** What a claim is called at the table. */
export const CLAIM_CALLS: Record<ClaimKind, string> = { chow: 'Chow', pung: 'Pung', kong: 'Kong', mahjong: 'Mah-Jongg' };
