/**
 * The one SVG sprite every tile is drawn from: a symbol for each of the 34
 * faces and the American flower and joker (its id is the tile code: `5c`,
 * `E`, `Rd`, `J`) and for the tile's body,
 * upright or sideways, face up or face down. A page draws a tile as a small
 * svg with two `<use>`s of this file, which the browser fetches once and
 * caches, instead of a full drawing per tile. Served at /tiles.svg by
 * src/pages/tiles.svg.ts, and named by SPRITE_URL with its content version.
 *
 * Each symbol carries its own colours as attributes: a symbol used from
 * another file takes no style from the page's stylesheets, and needs none.
 */
import { AMERICAN_TILES, TILE_KINDS, type Tile } from '../../engine';
import { INK, TileFace } from './tileFaces';


/** The sprite's content version, put in by the build (astro.config.mjs, from src/build/integrations/tileSpriteFile.ts); absent in unit tests. */
declare const SPRITE_VERSION: string | undefined;

/**
 * The address every tile draws from: the file with its content version, so that a host may cache it for good and a
 * changed sprite is a new address. Where no version is given (unit tests, the build reading this file to version it),
 * the bare file.
 */
export const SPRITE_URL = typeof SPRITE_VERSION === 'string' ? `/tiles.svg?v=${SPRITE_VERSION}` : '/tiles.svg';

// Drawing units: the tile is 60 × 80; the face is 58 × 73 and the 6 units
// below it are the tile's thickness, which keeps its edge visible on any background.
export const W = 60;
export const H = 80;
const BACK = '#2f7356';
const BACK_LIGHT = '#8fc4a6';
const BONE = '#e6dcc3';
const OUTLINE = '#4a4740';

/** The symbol ids of the four bodies. */
export const BODY = {
  up: 'body',
  side: 'body-side',
  backUp: 'back',
  backSide: 'back-side',
} as const;

/** A tile's body, bw × bh: the edge, the thickness below, and the ivory face or the back. */
function Body({ bw, bh, faceDown }: { bw: number; bh: number; faceDown: boolean }) {
  const faceH = bh - 7;
  return (
    <g>
      <rect x={0.5} y={0.5} width={bw - 1} height={bh - 1} rx={6} fill={faceDown ? BONE : BACK} stroke={OUTLINE} />
      {faceDown ? (
        <g>
          <rect x={1} y={1} width={bw - 2} height={faceH} rx={5} fill={BACK} />
          <rect x={7} y={7} width={bw - 14} height={faceH - 12} rx={3} fill="none" stroke={BACK_LIGHT} stroke-width={1.5} />
        </g>
      ) : (
        <rect x={1} y={1} width={bw - 2} height={faceH} rx={5} fill={INK.ivory} stroke="#d2c6a8" stroke-width={0.75} />
      )}
    </g>
  );
}

export function TileSprite() {
  // Every kind, once: the suits by rank, then the honours, then the American set's flower and joker. Made here,
  // not at the top of the module, so that the pages that draw tiles from this file do not carry the list.
  const kinds: Tile[] = [...TILE_KINDS, ...AMERICAN_TILES];
  return (
    <svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
      <symbol id={BODY.up} viewBox={`0 0 ${W} ${H}`}>
        <Body bw={W} bh={H} faceDown={false} />
      </symbol>
      <symbol id={BODY.side} viewBox={`0 0 ${H} ${W}`}>
        <Body bw={H} bh={W} faceDown={false} />
      </symbol>
      <symbol id={BODY.backUp} viewBox={`0 0 ${W} ${H}`}>
        <Body bw={W} bh={H} faceDown />
      </symbol>
      <symbol id={BODY.backSide} viewBox={`0 0 ${H} ${W}`}>
        <Body bw={H} bh={W} faceDown />
      </symbol>
      {kinds.map((tile) => (
        <symbol id={tile} viewBox={`0 0 ${W} ${H}`}>
          <TileFace tile={tile} />
        </symbol>
      ))}
    </svg>
  );
}
