/**
 * The deal as a play table: the same hand as deal(seed), for the fast core.
 */
import { KIND_COUNT } from '../core/kinds';
import { PlayTable } from '../core/playTable';
import { COUNTS, HEAD, LAST_DRAWN, PHASE, Phase, SIZE, TAIL, TURN } from '../core/slots';
import { type RuleOptions, withDefaults } from '../options';
import { seededRandom, shuffleInPlace } from '../random';

const FULL_SET: readonly number[] = Array.from({ length: 136 }, (_, i) => i >> 2);

/**
 * Deals as deal(seed) does, tile for tile: the shuffle of the 136 tiles in
 * kind order, thirteen each in seat order and a fourteenth for East, who
 * makes the first discard; the rest is the wall.
 */
export function dealInPlace(seed: number, options: Partial<RuleOptions> = {}): PlayTable {
  const tiles = Uint8Array.from(FULL_SET);
  shuffleInPlace(tiles, seededRandom(seed));
  const pt = new PlayTable(tiles, withDefaults(options));
  const s = pt.s;
  let at = 0;
  for (let seat = 0; seat < 4; seat++) {
    const size = seat === 0 ? 14 : 13;
    for (let i = 0; i < size; i++) s[COUNTS + seat * KIND_COUNT + tiles[at++]]++;
    s[SIZE + seat] = size;
  }
  s[HEAD] = at;
  s[TAIL] = tiles.length;
  s[TURN] = 0;
  s[PHASE] = Phase.Discard;
  s[LAST_DRAWN] = tiles[13];
  return pt;
}
