/**
 * One Mah-Jongg tile: a small svg that draws its body and its face from the
 * tile sprite (tileSprite.tsx, one cached file for the whole site). It renders
 * at build time with no JavaScript, and inside islands alike; the name is on
 * the svg, the sprite itself is hidden from assistive technology.
 */
import { type Tile as TileCode, tileName } from '../../engine';
import { BODY, H, SPRITE_URL, W } from './tileSprite';

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

const RING: Record<'live' | 'claimed', string> = { live: '#c2410c', claimed: '#1d4ed8' };

// Sideways the body is 80 × 60 with its thickness still at the bottom, so the
// set sits on one baseline; the face is turned and shrunk a little to fit.
const SIDEWAYS_FACE = `translate(${H / 2} ${1 + (W - 7) / 2}) rotate(-90) scale(0.9) translate(-30 -37.5)`;

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
  const bw = sideways ? H : W;
  const bh = sideways ? W : H;
  const scale = TILE_WIDTHS[size] / W;
  const body = faceDown ? (sideways ? BODY.backSide : BODY.backUp) : sideways ? BODY.side : BODY.up;
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
      <use href={`${SPRITE_URL}#${body}`} />
      {!faceDown &&
        (sideways ? (
          <use href={`${SPRITE_URL}#${tile}`} width={W} height={H} transform={SIDEWAYS_FACE} />
        ) : (
          <use href={`${SPRITE_URL}#${tile}`} />
        ))}
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
