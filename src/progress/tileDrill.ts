/**
 * The tile-reading drill: a tile is shown, the learner names it from four
 * choices or types its code (5c, E, Rd), and hears the name and the code
 * either way, so the notation used across the site is learnt on the way. A
 * missed tile comes back two questions later, and again until it is named
 * right; the round ends when every tile of it has been. Pure: each step
 * returns a new state.
 */
import { type Tile, TILE_KINDS, isSuited, readTile, tileName } from '../engine';
import { notATile } from '../engine/tileCodes';

export const ROUND_SIZE = 10;
/** How many questions after a miss the tile comes back. */
export const BACK_AFTER = 2;

export interface DrillAnswer {
  right: boolean;
  /** What the learner gave, in words ("5 of Bamboo", or the code typed). */
  given: string;
}

export interface DrillState {
  /** The tile asked now, then those still to ask, in order. */
  queue: Tile[];
  /** The four names offered for the tile asked, the right one among them. */
  choices: Tile[];
  /** The answer to the tile asked, once given. */
  answer: DrillAnswer | null;
  /** Questions answered, and of them right at the first asking of the tile. */
  asked: number;
  firstTry: number;
  /** Tiles missed at least once in this round. */
  missed: Tile[];
  size: number;
  /**
   * Why the text last typed for the tile asked is no tile code at all ("east", "5 bamboo", "5x"), in the notation's
   * words, with the form codes take; null once a code or a name is given. Such text is not an answer: no miss.
   */
  notACode?: string | null;
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)];
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Four names for a tile: its own, and three near misses a beginner makes: the
 * same rank in another suit, another rank of the same suit, and any other
 * tile (for a wind or a dragon: other winds and dragons).
 */
export function choicesFor(tile: Tile, random: () => number): Tile[] {
  const others = TILE_KINDS.filter((t) => t !== tile);
  const near = isSuited(tile)
    ? [others.filter((t) => isSuited(t) && t[0] === tile[0]), others.filter((t) => isSuited(t) && t[1] === tile[1]), others]
    : [others.filter((t) => !isSuited(t)), others.filter((t) => !isSuited(t)), others];
  const chosen: Tile[] = [tile];
  for (const pool of near) {
    const left = pool.filter((t) => !chosen.includes(t));
    chosen.push(pick(left.length ? left : others.filter((t) => !chosen.includes(t)), random));
  }
  return shuffled(chosen, random);
}

export function startDrill(random: () => number, size = ROUND_SIZE): DrillState {
  const queue = shuffled(TILE_KINDS, random).slice(0, size);
  return { queue, choices: choicesFor(queue[0], random), answer: null, asked: 0, firstTry: 0, missed: [], size };
}

/** The tile a typed code names, upper or lower case alike ("rd" is the Red Dragon); null when it names none. */
export function typedTile(text: string): Tile | null {
  const code = text.trim();
  const exact = readTile(code);
  if (exact) return exact;
  return TILE_KINDS.find((t) => t.toLowerCase() === code.toLowerCase()) ?? null;
}

/** Marks the tile asked with the learner's answer: a tile he chose, or the code he typed. */
export function answerDrill(state: DrillState, given: { tile: Tile } | { typed: string }): DrillState {
  if (state.answer || !state.queue.length) return state;
  const tile = state.queue[0];
  const named = 'tile' in given ? given.tile : typedTile(given.typed);
  // Text that is no code names no tile, right or wrong: it is told so, as a file's reader tells it, and not counted.
  if (!named) return 'typed' in given && given.typed.trim() ? { ...state, notACode: `${notATile(given.typed.trim())}. Nothing was counted: type the tile's code.` } : state;
  const right = named === tile;
  const words = 'tile' in given ? tileName(given.tile) : `${given.typed.trim()} (${tileName(named)})`;
  const firstAsking = !state.missed.includes(tile);
  return {
    ...state,
    answer: { right, given: words },
    notACode: null,
    asked: state.asked + 1,
    firstTry: state.firstTry + (right && firstAsking ? 1 : 0),
    missed: right || !firstAsking ? state.missed : [...state.missed, tile],
  };
}

/** On to the next tile: a missed one goes back BACK_AFTER places in the queue. */
export function nextTile(state: DrillState, random: () => number): DrillState {
  if (!state.answer) return state;
  const [tile, ...rest] = state.queue;
  const queue = state.answer.right ? rest : [...rest.slice(0, BACK_AFTER), tile, ...rest.slice(BACK_AFTER)];
  return { ...state, queue, choices: queue.length ? choicesFor(queue[0], random) : [], answer: null };
}

/**
 * Where the round stands, above the tile asked: how many of its tiles are named, how many answers given, and whether
 * this tile is one missed before. It once read "Tile 1 of 10" for the first tile, again for the next new tile after a
 * miss (the missed one had gone back into the queue), and a third time after a second miss.
 */
export function countWords(state: DrillState): string {
  const named = state.size - state.queue.length;
  const answers = `${state.asked} answer${state.asked === 1 ? '' : 's'} given`;
  const back = state.queue.length && state.missed.includes(state.queue[0]) ? ': this tile is one you missed, back again' : '';
  return `${named} of ${state.size} tiles named, ${answers}${back}`;
}

/** The sentence after an answer: right or not, and always the tile's name and its code. */
export function feedback(state: DrillState): string {
  const tile = state.queue[0];
  if (!state.answer || !tile) return '';
  const named = `${tileName(tile)}, written ${tile}`;
  return state.answer.right ? `Right: the ${named}.` : `Not quite: you said ${state.answer.given}. This is the ${named}. It comes back in a moment.`;
}
