/**
 * What mahjong-tile-efficiency exports and its own index.d.ts leaves out or
 * misspells (it declares `tilesTohand`): the parts scripts/benchPeers.ts and
 * its test use, as its README documents them.
 */
import type { Hand, TileName } from 'mahjong-tile-efficiency';

declare module 'mahjong-tile-efficiency' {
  export function tilesToHand(tiles: TileName[]): Hand;
  /** Shanten numbers (-1: a complete hand) by winning pattern. */
  export const cal: {
    calShantenMenzu(hand: Hand): number;
    calShantenChiitoi(hand: Hand): number;
    calShantenKokushi(hand: Hand): number;
  };
}
