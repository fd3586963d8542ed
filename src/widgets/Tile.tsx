/**
 * One Mah-Jongg tile as inline SVG. It renders at build time with no
 * JavaScript, and inside islands alike; the drawing of each face lives in tileFaces.
 */
import { type Tile as TileCode, tileName } from '../engine';
import { INK, TileFace } from './tileFaces';

export type TileSize = 'sm' | 'md' | 'lg';
export type TileHighlight = 'live' | 'claimed' | null;

export interface TileProps {
  /** The tile code, as in the notation: `5c`, `3b`, `7d`, `E`, `Rd`. */
  tile: TileCode;
  /** Width of an upright tile: sm 32px (the smallest that stays legible), md 44px, lg 60px. */
  size?: TileSize;
  /** Turned 90°: the claimed tile of an exposed set. Also named "claimed". */
  sideways?: boolean;
  /** Shows the back: the two end tiles of a concealed kong. The name still says which tile. */
  faceDown?: boolean;
  /** A ring round the tile: solid for the live discard, dashed for a claimed tile. */
  highlight?: TileHighlight;
  /** Extra class names for the svg, for layout by the caller. */
  class?: string;
}

export const TILE_WIDTHS: Record<TileSize, number> = { sm: 32, md: 44, lg: 60 };

// Drawing units: the tile is 60 × 80; the face is 58 × 73 and the 6 units
// below it are the tile's thickness, which keeps its edge visible on any background.
const W = 60;
const H = 80;
const BACK = '#2f7356';
const BACK_LIGHT = '#8fc4a6';
const BONE = '#e6dcc3';
const OUTLINE = '#4a4740';
const RING: Record<'live' | 'claimed', string> = { live: '#c2410c', claimed: '#1d4ed8' };

/** The accessible name: "5 of Characters", "1 of Circles, face down", "Red Dragon, claimed". */
export function tileLabel({ tile, sideways, faceDown, highlight }: TileProps): string {
  const parts = [tileName(tile)];
  if (faceDown) parts.push('face down');
  if (sideways || highlight === 'claimed') parts.push('claimed');
  if (highlight === 'live') parts.push('live discard');
  return parts.join(', ');
}

export function Tile(props: TileProps) {
  const { tile, size = 'md', sideways = false, faceDown = false, highlight = null } = props;
  // Sideways the body is 80 × 60 with its thickness still at the bottom, so the
  // set sits on one baseline; the face is turned and shrunk a little to fit.
  const bw = sideways ? H : W;
  const bh = sideways ? W : H;
  const faceH = bh - 7;
  const scale = TILE_WIDTHS[size] / W;
  const faceTransform = sideways ? `translate(${bw / 2} ${1 + faceH / 2}) rotate(-90) scale(0.9) translate(-30 -37.5)` : undefined;
  const classes = ['tile', sideways && 'tile--sideways', faceDown && 'tile--face-down', highlight && `tile--${highlight}`, props.class]
    .filter(Boolean)
    .join(' ');

  return (
    <svg
      class={classes}
      role="img"
      aria-label={tileLabel(props)}
      data-tile={tile}
      viewBox={`0 0 ${bw} ${bh}`}
      width={bw * scale}
      height={bh * scale}
    >
      <rect x={0.5} y={0.5} width={bw - 1} height={bh - 1} rx={6} fill={faceDown ? BONE : BACK} stroke={OUTLINE} />
      {faceDown ? (
        <g>
          <rect x={1} y={1} width={bw - 2} height={faceH} rx={5} fill={BACK} />
          <rect x={7} y={7} width={bw - 14} height={faceH - 12} rx={3} fill="none" stroke={BACK_LIGHT} stroke-width={1.5} />
        </g>
      ) : (
        <g>
          <rect x={1} y={1} width={bw - 2} height={faceH} rx={5} fill={INK.ivory} stroke="#d2c6a8" stroke-width={0.75} />
          <g transform={faceTransform}>
            <TileFace tile={tile} />
          </g>
        </g>
      )}
      {highlight && (
        <rect
          x={2}
          y={2}
          width={bw - 4}
          height={bh - 4}
          rx={5}
          fill="none"
          stroke={RING[highlight]}
          stroke-width={3.5}
          stroke-dasharray={highlight === 'claimed' ? '7 4' : undefined}
        />
      )}
    </svg>
  );
}

export default Tile;
