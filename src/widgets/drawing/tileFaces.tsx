/**
 * The faces of the 34 tiles, and of the American set's flower and joker, drawn in tile coordinates: the tile is 60 × 80,
 * its ivory face runs from (1, 1) to (59, 74), and the pattern sits below the
 * index numeral in the top-left corner. Colours are fixed on purpose: the tile
 * is a physical object, and it looks the same in light theme, dark theme and print.
 * They are drawn once, into the sprite (tileSprite.tsx), never per tile.
 * The Chinese characters are paths (glyphPaths.ts), so no face depends on the reader's fonts.
 */
import type { ComponentChildren } from 'preact';
import { type Dragon, isSuited, isWind, rankOf, suitOf, type Tile, type Wind } from '../../engine';
import { type GlyphChar, GLYPH_PATHS } from './glyphPaths';

export const INK = {
  black: '#1a1a1a',
  red: '#b3261e',
  green: '#17703e',
  blue: '#1e4e8c',
  brown: '#7a4a12',
  ivory: '#fbf5e6',
} as const;

const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** A Chinese character as a path, centred on x with its baseline at y, `size` units to the em. */
function Glyph({ char, x, y, size, color }: { char: GlyphChar; x: number; y: number; size: number; color: string }) {
  const { d, advance } = GLYPH_PATHS[char];
  const scale = size / 100;
  return <path d={d} fill={color} transform={`translate(${x - (advance * scale) / 2} ${y}) scale(${scale})`} />;
}

/** The big Arabic numeral or letter in the corner: the signal a learner reads. */
function Index({ text, color = INK.black }: { text: string; color?: string }) {
  return (
    <text x={4.5} y={19} font-size={18.5} font-weight={700} font-family={SANS} fill={color}>
      {text}
    </text>
  );
}

function Dot({ x, y, r, color }: { x: number; y: number; r: number; color: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={INK.ivory} stroke={color} stroke-width={r * 0.32} />
      <circle cx={x} cy={y} r={r * 0.42} fill={color} />
    </g>
  );
}

function Stick({ x, y, h, color, tilt = 0 }: { x: number; y: number; h: number; color: string; tilt?: number }) {
  const w = 7;
  return (
    <g transform={tilt ? `rotate(${tilt} ${x} ${y})` : undefined}>
      <rect x={x - w / 2} y={y - h / 2} width={w} height={h} rx={3.2} fill={color} />
      {/* the joint in the middle is what makes a stick read as bamboo */}
      <line x1={x - w / 2} x2={x + w / 2} y1={y} y2={y} stroke={INK.ivory} stroke-width={1.4} />
      <line x1={x} x2={x} y1={y - h / 2 + 2} y2={y + h / 2 - 2} stroke={INK.ivory} stroke-width={0.8} opacity={0.55} />
    </g>
  );
}

const { red: R, green: G, blue: B } = INK;
type DotSpec = [x: number, y: number, r: number, color: string];

/** Circles in the traditional layouts (5's red centre, 6's and 7's red lower block). */
const CIRCLES: Record<number, DotSpec[]> = {
  2: [[30, 33, 10, G], [30, 59, 10, B]],
  3: [[18, 30, 8, B], [30, 46, 8, R], [42, 62, 8, G]],
  4: [[19, 33, 9, B], [41, 33, 9, G], [19, 59, 9, G], [41, 59, 9, B]],
  5: [[18, 30, 8, B], [42, 30, 8, G], [30, 46, 8, R], [18, 62, 8, G], [42, 62, 8, B]],
  6: [[20, 29, 7.5, G], [40, 29, 7.5, G], [20, 46, 7.5, R], [40, 46, 7.5, R], [20, 63, 7.5, R], [40, 63, 7.5, R]],
  7: [
    [17, 27, 6, G], [30, 32, 6, G], [43, 37, 6, G],
    [22, 52, 6.5, R], [38, 52, 6.5, R], [22, 66, 6.5, R], [38, 66, 6.5, R],
  ],
  8: [21, 39].flatMap((x) => [26, 39, 52, 65].map((y): DotSpec => [x, y, 6, B])),
  9: [30, 46, 62].flatMap((y, row) => [16, 30, 44].map((x): DotSpec => [x, y, 6.5, [B, R, G][row]])),
};

type StickSpec = [x: number, y: number, h: number, color: string, tilt?: number];

/** Bamboo sticks; 8 keeps the V and inverted V of real sets so it differs from 6 at a glance. */
const BAMBOO: Record<number, StickSpec[]> = {
  2: [[30, 34, 21, G], [30, 60, 21, G]],
  3: [[30, 34, 21, G], [20, 60, 21, G], [40, 60, 21, G]],
  4: [[20, 34, 21, G], [40, 34, 21, B], [20, 60, 21, B], [40, 60, 21, G]],
  5: [[16, 34, 21, G], [44, 34, 21, B], [30, 47, 21, R], [16, 60, 21, B], [44, 60, 21, G]],
  6: [34, 60].flatMap((y) => [17, 30, 43].map((x): StickSpec => [x, y, 21, G])),
  7: [[30, 27, 13, R], ...[45, 63].flatMap((y) => [17, 30, 43].map((x): StickSpec => [x, y, 15, G]))],
  8: [
    [12, 34, 21, G], [24, 34, 21, G, -18], [36, 34, 21, G, 18], [48, 34, 21, G],
    [12, 60, 21, G], [24, 60, 21, G, 18], [36, 60, 21, G, -18], [48, 60, 21, G],
  ],
  9: [28, 46, 64].flatMap((y) => [17, 30, 43].map((x, col): StickSpec => [x, y, 15, col === 1 ? R : G])),
};

/** The 1 of Circles: one large decorated circle. */
function OneCircle() {
  return (
    <g>
      <circle cx={30} cy={46} r={19} fill={INK.ivory} stroke={G} stroke-width={3} />
      <circle cx={30} cy={46} r={13} fill="none" stroke={B} stroke-width={3} stroke-dasharray="4 2.8" />
      <circle cx={30} cy={46} r={8} fill={R} />
      <circle cx={30} cy={46} r={3} fill={INK.ivory} />
    </g>
  );
}

/** The 1 of Bamboo: a bird, as on most sets. */
function Bird() {
  return (
    <g>
      <path d="M23 49 L8 66 L15 68 L26 55 Z" fill={G} />
      <path d="M24 52 L12 70 L19 70 L28 56 Z" fill={B} />
      <ellipse cx={32} cy={47} rx={12} ry={9} fill={G} />
      <ellipse cx={31} cy={46} rx={7} ry={4.5} fill={R} transform="rotate(-20 31 46)" />
      <path d="M37 43 L40 31 L47 33 L43 46 Z" fill={G} />
      <circle cx={43.5} cy={31} r={5.5} fill={G} />
      <circle cx={42} cy={24.5} r={2.2} fill={R} />
      <circle cx={45} cy={30} r={1.3} fill={INK.ivory} />
      <path d="M48.5 30 L55 32 L48.5 33.8 Z" fill="#b86a00" />
      <path d="M30 55 L28 66 M35 55 L36 66" stroke={INK.brown} stroke-width={1.6} stroke-linecap="round" />
    </g>
  );
}

const CHINESE_NUMERALS: GlyphChar[] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

function Characters({ rank }: { rank: number }) {
  return (
    <g>
      <Glyph char={CHINESE_NUMERALS[rank - 1]} x={35} y={39} size={22} color={INK.black} />
      <Glyph char="萬" x={30} y={68} size={26} color={R} />
    </g>
  );
}

const WIND_CHARS: Record<Wind, GlyphChar> = { E: '東', S: '南', W: '西', N: '北' };

function WindFace({ wind }: { wind: Wind }) {
  return (
    <g>
      <text x={30} y={45} font-size={36} font-weight={700} font-family={SANS} fill={INK.black} text-anchor="middle">
        {wind}
      </text>
      <Glyph char={WIND_CHARS[wind]} x={30} y={68} size={17} color={B} />
    </g>
  );
}

function DragonFace({ dragon }: { dragon: Dragon }) {
  if (dragon === 'Wd') {
    return (
      <g>
        <Index text="W" color={B} />
        <rect x={14} y={27} width={33} height={42} rx={2} fill="none" stroke={B} stroke-width={3} />
        <rect x={19.5} y={32.5} width={22} height={31} fill="none" stroke={B} stroke-width={1.5} />
      </g>
    );
  }
  const [letter, glyph, color]: [string, GlyphChar, string] = dragon === 'Rd' ? ['R', '中', R] : ['G', '發', G];
  return (
    <g>
      <Index text={letter} color={color} />
      <Glyph char={glyph} x={32} y={59} size={36} color={color} />
    </g>
  );
}

/** The American set's flower: a five-petalled bloom on a stem, with its letter in the corner. */
function FlowerFace() {
  const petals = [0, 72, 144, 216, 288];
  return (
    <g>
      <Index text="F" color={G} />
      <path d="M30 48 C29 58 31 64 30 72" fill="none" stroke={G} stroke-width={2.4} stroke-linecap="round" />
      <path d="M30 62 C22 58 18 60 15 65 C21 67 26 66 30 62 Z" fill={G} />
      <path d="M30 58 C38 54 42 56 45 61 C39 63 34 62 30 58 Z" fill={G} />
      {petals.map((angle) => (
        <ellipse cx={30} cy={30} rx={5.5} ry={9} fill={R} transform={`rotate(${angle} 30 39)`} />
      ))}
      <circle cx={30} cy={39} r={5} fill="#d99a06" />
    </g>
  );
}

/**
 * The American set's joker: the word itself on a dark band, so that it is never taken for a tile of another
 * set (no suit pattern, no honour's character), with its letter in the corner.
 */
function JokerFace() {
  return (
    <g>
      <Index text="J" color={INK.blue} />
      <rect x={7} y={26} width={46} height={40} rx={4} fill={INK.blue} />
      <text x={30} y={43} font-size={11.5} font-weight={800} font-family={SANS} fill={INK.ivory} text-anchor="middle" letter-spacing={0.6}>
        JOKER
      </text>
      <path d="M30 48 L32.4 53.4 L38 54 L33.8 57.8 L35 63.4 L30 60.6 L25 63.4 L26.2 57.8 L22 54 L27.6 53.4 Z" fill="#e8b923" />
    </g>
  );
}

/** Everything printed on the face of one tile. */
export function TileFace({ tile }: { tile: Tile }): ComponentChildren {
  if (tile === 'F') return <FlowerFace />;
  if (tile === 'J') return <JokerFace />;
  if (isWind(tile)) return <WindFace wind={tile} />;
  if (!isSuited(tile)) return <DragonFace dragon={tile as Dragon} />;
  const rank = rankOf(tile)!;
  const suit = suitOf(tile);
  let pattern: ComponentChildren;
  if (suit === 'c') pattern = <Characters rank={rank} />;
  else if (suit === 'd')
    pattern = rank === 1 ? <OneCircle /> : CIRCLES[rank].map(([x, y, r, c]) => <Dot x={x} y={y} r={r} color={c} />);
  else
    pattern =
      rank === 1 ? <Bird /> : BAMBOO[rank].map(([x, y, h, c, tilt]) => <Stick x={x} y={y} h={h} color={c} tilt={tilt} />);
  return (
    <g>
      {pattern}
      <Index text={String(rank)} />
    </g>
  );
}
