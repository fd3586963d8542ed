/**
 * The reader of scored-hand files: the scoring drill's puzzles
 * (content/scoring/NN-name.json, "what does this hand score?") and the
 * lesson's comparisons (content/score-choices/name.json, the same hand with
 * and without a claim). A hand is written as its seat, its sets in words and
 * how the winning tile came:
 *
 *   "seat": "South",
 *   "sets": ["pung 2d exposed", "chow 3c", "chow 6b exposed", "kong 9c concealed", "pair 9b"],
 *   "win": { "by": "discard", "tile": "2d", "set": 1 }
 *
 * A chow is named by its lowest tile; a set is concealed unless it says
 * "exposed"; `set` counts from 1. A puzzle's stated answer must be the
 * engine's score, or the file is refused (the build stops naming it).
 */
import { quote } from '../refusal';
import { type Seat, isSeat } from '../seats';
import { type LaidDownHand, type ShownSet, type WinningWay, checkLaidDown } from '../score/laidDownHand';
import { scoreHand } from '../score/scoreHand';
import { type Tile, shiftRank } from '../tiles';
import { readTile } from '../readTile';
import { FormatError, malformed } from './formatError';

export interface ScoringPuzzle {
  title: string;
  hand: LaidDownHand;
  win: WinningWay;
  /** The final score the learner must find. */
  answer: number;
  /** The totals offered, the answer among them. */
  choices: number[];
  /** Said after the learner answers: what the hand teaches. */
  lesson: string;
}

export interface ScoreChoiceFile {
  title: string;
  /** The question the learner answers before seeing the scores. */
  prompt: string;
  /** The two ways the hand could end, each a name ("Pung the 5") and a hand. */
  ways: { name: string; hand: LaidDownHand; win: WinningWay }[];
  /** Said after the learner answers. */
  lesson: string;
}

type Json = Record<string, unknown>;

function field(data: Json, name: string, kind: 'string' | 'number' | 'object' | 'array'): unknown {
  const value = data[name];
  const ok = kind === 'array' ? Array.isArray(value) : kind === 'object' ? typeof value === 'object' && value !== null && !Array.isArray(value) : typeof value === kind;
  if (!ok) throw malformed(`"${name}" must be ${kind === 'array' ? 'a list' : kind === 'object' ? 'an object' : `a ${kind}`}`, null, name);
  return value;
}

function tileIn(text: string, where: string): Tile {
  const tile = readTile(text);
  if (!tile) throw malformed(`${quote(text)} is not a tile: write it as in the notation, 5c, 3b, 7d, E, Rd`, null, where);
  return tile;
}

/** "pung 2d exposed", "chow 3c", "kong 9c", "pair Rd": one set. */
export function readSet(text: string, where: string): ShownSet {
  const words = text.trim().split(/\s+/);
  const [kind, first, state, ...rest] = words;
  if (rest.length || (state !== undefined && state !== 'exposed' && state !== 'concealed')) {
    throw malformed(`${quote(text)}: a set is a kind, a tile, and optionally "exposed" or "concealed", as in "pung 2d exposed"`, null, where);
  }
  if (kind !== 'chow' && kind !== 'pung' && kind !== 'kong' && kind !== 'pair') throw malformed(`${quote(kind ?? '')} is not a kind of set: chow, pung, kong or pair`, null, where);
  if (first === undefined) throw malformed(`${quote(text)} names no tile`, null, where);
  const tile = tileIn(first, where);
  const exposed = state === 'exposed';
  if (kind === 'pair' && exposed) throw malformed('a pair is never exposed on Harr\'s card: leave "exposed" out', null, where);
  if (kind === 'chow') {
    const second = shiftRank(tile, 1);
    const third = shiftRank(tile, 2);
    if (!second || !third) throw malformed(`a chow is named by its lowest tile, and no run starts at ${first}`, null, where);
    return { kind, tiles: [tile, second, third], exposed };
  }
  const size = kind === 'pair' ? 2 : kind === 'pung' ? 3 : 4;
  return { kind, tiles: Array.from({ length: size }, () => tile), exposed };
}

function readWin(data: Json, name: string, sets: number): WinningWay {
  const win = field(data, name, 'object') as Json;
  if (win.by === 'original-hand') return { by: 'original-hand' };
  if (win.by !== 'discard' && win.by !== 'wall' && win.by !== 'loose-tile') {
    throw malformed('"by" is how the winning tile came: "discard", "wall", "loose-tile" or "original-hand"', null, `${name}.by`);
  }
  const tile = tileIn(String(win.tile ?? ''), `${name}.tile`);
  const set = win.set;
  if (typeof set !== 'number' || !Number.isInteger(set) || set < 1 || set > sets) throw malformed(`"set" is the number of the set the tile completes, 1 to ${sets}`, null, `${name}.set`);
  return { by: win.by, tile, set: set - 1 };
}

function readHand(data: Json, prefix: string): { hand: LaidDownHand; win: WinningWay } {
  const seat = field(data, 'seat', 'string') as string;
  if (!isSeat(seat)) throw malformed(`${quote(seat)} is not a seat: East, South, West or North`, null, `${prefix}seat`);
  const texts = field(data, 'sets', 'array') as unknown[];
  const sets = texts.map((t, i) => readSet(String(t), `${prefix}sets[${i}]`));
  const hand: LaidDownHand = { seat: seat as Seat, sets };
  const win = readWin(data, 'win', sets.length);
  try {
    checkLaidDown(hand, win);
  } catch (error) {
    if (error instanceof RangeError) throw malformed(error.message, null, `${prefix}sets`);
    throw error;
  }
  return { hand, win };
}

function parseJson(text: string): Json {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw malformed('the file must hold one JSON object', null, 'file');
    return data as Json;
  } catch (error) {
    if (error instanceof FormatError) throw error;
    throw malformed(`not JSON: ${(error as Error).message}`, null, 'file');
  }
}

/** Reads a scoring puzzle and proves its answer with the engine. */
export function readScoringPuzzle(text: string): ScoringPuzzle {
  const data = parseJson(text);
  const title = field(data, 'title', 'string') as string;
  const { hand, win } = readHand(data, '');
  const answer = field(data, 'answer', 'number') as number;
  const choices = field(data, 'choices', 'array') as unknown[];
  if (choices.length < 3 || choices.length > 5 || !choices.every((c) => typeof c === 'number' && Number.isInteger(c) && c > 0)) {
    throw malformed('"choices" lists 3 to 5 whole-number totals', null, 'choices');
  }
  if (new Set(choices).size !== choices.length) throw malformed('"choices" lists each total once', null, 'choices');
  if (!choices.includes(answer)) throw malformed(`"choices" must include the answer, ${answer}`, null, 'choices');
  const lesson = field(data, 'lesson', 'string') as string;
  const score = scoreHand(hand, win);
  if (score.final !== answer) {
    throw malformed(`the engine scores this hand ${score.final}, not ${answer} (${score.lines.filter((l) => l.points || l.doubles).map((l) => `${l.label} ${l.part === 'doubling' ? `x${2 ** l.doubles}` : l.points}`).join(', ')})`, null, 'answer');
  }
  return { title, hand, win, answer, choices: choices as number[], lesson };
}

/** Reads a comparison of two ways to end the same hand. */
export function readScoreChoice(text: string): ScoreChoiceFile {
  const data = parseJson(text);
  const title = field(data, 'title', 'string') as string;
  const prompt = field(data, 'prompt', 'string') as string;
  const ways = field(data, 'ways', 'array') as unknown[];
  if (ways.length !== 2) throw malformed('"ways" holds the two ways the hand could end', null, 'ways');
  const read = ways.map((w, i) => {
    if (typeof w !== 'object' || w === null) throw malformed('each way is an object with a name, a seat, sets and a win', null, `ways[${i}]`);
    const name = field(w as Json, 'name', 'string') as string;
    return { name, ...readHand(w as Json, `ways[${i}].`) };
  });
  const lesson = field(data, 'lesson', 'string') as string;
  return { title, prompt, ways: read, lesson };
}
