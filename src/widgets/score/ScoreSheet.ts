/**
 * The shape of a scored hand as the score widgets draw it: its sets, and the
 * score's lines, each with its points or doublings, the running score, why,
 * and a link to the rule or decision. Made at build time by
 * src/build/pageData/scoreSheets.ts from the engine's score; nothing here scores.
 */
import type { Tile as TileCode } from '../../engine';

export interface SheetSet {
  kind: 'chow' | 'pung' | 'kong' | 'pair';
  tiles: TileCode[];
  exposed: boolean;
  /** "Three of a kind, 1 of Characters, concealed"; "Pung of 1 of Characters, exposed". */
  label: string;
  /** This set was completed by the winning tile. */
  winning: boolean;
}

export interface SheetLine {
  label: string;
  part: 'bonus' | 'combination' | 'doubling' | 'dead';
  /** "+20", "+0", "×2", "×8". */
  value: string;
  running: number;
  why: string;
  link?: { href: string; text: string };
}

export interface ScoreSheetData {
  /** "South Wind" and how the hand ended: "won by drawing the 5 of Bamboo". */
  who: string;
  sets: SheetSet[];
  odd: TileCode[];
  lines: SheetLine[];
  /** Points before doubling ("Total Score"). */
  total: number;
  /** After doubling ("Final Score"). */
  final: number;
}
