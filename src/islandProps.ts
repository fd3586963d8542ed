/**
 * The data islands receive: made at build time (src/build) and drawn by the
 * widgets (src/widgets). Both import these types from here, so build/ never
 * reaches into a widget for its shape.
 */
import type { AnyRuleId, BoardOpening, Meld, Position, Puzzle, Reason, Seat, Tile } from './engine';
import type { ScoreSheetData } from './widgets/score/ScoreSheet';

/**
 * The title of each rule an island may name, by rule id, from the rule catalogue
 * at build time. Only titles: every rule links to its entry in the rules
 * reference (ruleAnchor), so the address need not be sent to each island.
 */
export type RuleLinks = Partial<Record<AnyRuleId, string>>;

/**
 * A puzzle as its page sends it to its board before any answer: what the board draws and asks, and nothing that says
 * the answer (the file's stated answer, its explanation, its solved title), which are in the page's source for anyone
 * who reads it; they come with the whole puzzle and its ruling, fetched on the first answer.
 */
export type DrawnPuzzle = Omit<Puzzle, 'expect' | 'explain'>;

/**
 * Where a rule is explained: its entry in the rules reference, `/rules/#chow-left-only` (ruleHref in the catalogue);
 * the rules today's rulesets add have their entries there too.
 */
export const ruleAnchor = (rule: AnyRuleId): string => `/rules/#${rule.toLowerCase()}`;

/**
 * A seat as the replay draws it: its concealed hand as tile codes in one
 * string ("4c 6c 2b"), or, for a hand the replay keeps hidden, only how many
 * tiles it holds; and its exposed sets.
 */
export interface PlayerSeat {
  hand: string | number;
  melds: Meld[];
}

/**
 * One position of the replay, as drawn, carrying only what changed: a page
 * ships every step's position, so a seat is sent only in the frames where it
 * changed, and empty or false facts are left out.
 */
export interface PlayerFrame {
  /** The seats that changed since the frame before (every seat in the first frame). */
  seats: Partial<Record<Seat, PlayerSeat>>;
  /** The discard that may still be claimed. */
  live?: { tile: Tile; by: Seat };
  /** A kong being added or declared, in words. */
  pending?: string;
  /** Earlier discards, oldest first, as tile codes in one string; absent when there are none. */
  dead?: string;
  /** Tiles left in the wall. */
  wall: number;
  /** What each seat is doing: "to draw", "loses his turn" (a seat doing nothing is left out). */
  notes: Partial<Record<Seat, string[]>>;
  /** "The start", or "Step 5 of 9: South discards the 9 of Characters". */
  label: string;
  /** The engine's explanation of the step, each line with its rule. */
  explanation: Reason[];
  /** The engine refused the step (a book's slip shown for what it is). */
  refused?: true;
  note?: string;
}

export interface IllustrationPlayerProps {
  /** Used for element ids and for the replay's address (replayHref): `harr-12`, `harr-15-printed`. */
  id: string;
  title: string;
  /** The seat at the foot of the board, whose hand is always shown. */
  view: Seat;
  /** Other seats whose hands are shown. */
  shown: Seat[];
  /** Index into the frames of the position pictured; the player opens there. */
  moment: number;
  /** How many frames the replay has: the start, then one after each step. */
  count: number;
  /** The frame at `moment`, every seat in it: the player opens on it and draws it before the other frames are loaded. */
  opening: PlayerFrame;
  /**
   * Every frame (frames[0] the start, frames[i] the position after step i),
   * when the page holds them. A page leaves them out: they are fetched from
   * replayHref(id) on the learner's first step, so that the page carries
   * only the position it opens on.
   */
  frames?: PlayerFrame[];
  /** Each step in words (listed beside the player by Illustration.astro). */
  steps?: string[];
  /** The titles of the rules the explanations name: the opening's, or, with `frames`, every frame's (the catalogue stays out of the bundle). */
  ruleLinks: RuleLinks;
  /** "the photograph", "the figure as the modern page describes it". */
  pictureWord: string;
  /** How the step list and the counter mark that position: "as pictured" under a photograph, "as described" for a recreated figure, where no picture is shown. */
  momentWord?: string;
}

/** A replay's frames and the titles of every rule they name, fetched by the step player on the learner's first step. */
export interface ReplayData {
  frames: PlayerFrame[];
  ruleLinks: RuleLinks;
}

/** Where a replay's frames are published when the site is built (src/pages/replays/[id].json.ts). */
export const replayHref = (id: string): string => `/replays/${id}.json`;

/** The frame at `at` with every seat in it: each seat as sent in that frame, or in the last frame before it that changed the seat. */
export function frameAt(frames: readonly PlayerFrame[], at: number): PlayerFrame {
  const seats: PlayerFrame['seats'] = {};
  for (let i = 0; i <= at; i++) Object.assign(seats, frames[i].seats);
  return { ...frames[at], seats };
}

/** Every board (by scenario name) and puzzle (by id) the review page may serve, fetched as /review/items.json. */
/**
 * A score question as ScoreQuiz asks it (src/build/pageData/scoreQuestions.ts): a drill puzzle or a lesson's comparison
 * of two ways, on its page and again in review.
 */
export interface ScoreQuestion {
  /** The id its answers are kept under: `scoring-NAME` or `score-choice-NAME`. */
  id: string;
  title: string;
  /** "What does this hand score?", or the comparison's question. */
  prompt: string;
  /** One hand for a drill puzzle, two ways (each `name`d) for a comparison; each shown with its lines, under its caption, once answered. */
  hands: { name?: string; caption: string; sheet: ScoreSheetData }[];
  choices: { value: string; label: string }[];
  answer: string;
  explanation: string;
}

export interface ReviewLibrary {
  /** The score questions, by id: absent from a copy of the file kept offline from before they were served. */
  scores?: Record<string, ScoreQuestion>;
  boards: Record<string, Position>;
  /** Each board's opening (the engine's boardOpening, made at build time), so the page need not load the board session to draw it. */
  openings: Record<string, BoardOpening>;
  puzzles: Record<string, Puzzle>;
  /** The hints every practice puzzle the review deals carries (PRACTICE_HINTS): with the items, not in the page's script. */
  hints: string[];
}
