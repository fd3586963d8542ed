/**
 * The referee (/referee/): any position a user lays out, with the event and
 * the calls, checked and ruled by the engine. The page edits a scenario
 * setup (the syntax step's result, which need not be a position) and asks
 * here, after every edit, what the engine makes of it: the problems marked
 * at the field they belong to (a seat, the discards, the event, a call), or
 * the position with its dead hands (A21) and the ruling on its calls.
 */
import { type Ruling, adjudicate } from '../adjudicate';
import { type Claim, currentEvent } from '../claims';
import type { Table } from '../table';
import { type Meld, type MeldKind, chowPartners } from '../melds';
import { SEATS, type Seat } from '../seats';
import { CLAIM_CALLS } from '../callNames';
import { AMERICAN_TILES, TILE_KINDS, type Tile, isSuited, shiftRank, sortTiles, tileName } from '../tiles';
import { copiesInSet } from '../americanTiles';
import { AMERICAN_SET_RULESET } from '../position';
import { americanOnly } from '../rulesets/americanSet';
import { FormatError, type Problem } from './formatError';
import { FRESH_SEED, REFEREE_NAME, REFEREE_TITLE } from './refereeAddress';
import { type Scenario, type ScenarioSetup, emptySetup, scenarioTable } from './scenario';

export type RefereeVerdict =
  /** No position: every problem the engine found, each with the field it belongs to. */
  | { kind: 'problems'; problems: readonly Problem[] }
  /** A position with nothing to claim (a turn rather than an event). */
  | { kind: 'no-event'; scenario: Scenario }
  | { kind: 'ruled'; scenario: Scenario; ruling: Ruling }
  /** A position of the American set (flowers, jokers, an American call): Harr cannot rule it, the rulesets can. */
  | { kind: 'american'; scenario: Scenario };

/** The referee's empty table: East discards, every hand dealt by the engine, nothing called yet. */
export function freshRefereeSetup(): ScenarioSetup {
  const setup = emptySetup(REFEREE_TITLE, 'East');
  setup.seed = FRESH_SEED;
  setup.show = [...SEATS];
  return setup;
}

/** Is the setup written for the American ruleset, the one played with flowers and jokers and their calls (R19, R21)? */
export function underAmericanRules(setup: ScenarioSetup): boolean {
  return setup.rulesetLines?.ruleset?.text === AMERICAN_SET_RULESET;
}

/** The kinds a setup may name: the 34, and under the American ruleset its flowers and jokers too. */
function kindsInPlay(setup: ScenarioSetup): Tile[] {
  return underAmericanRules(setup) ? [...TILE_KINDS, ...AMERICAN_TILES] : [...TILE_KINDS];
}

/**
 * How many of each kind in play the position has not yet named (the set's
 * copies, 4 or 8, less those in hands, sets, discards, the event, the draw
 * and the wall's named tiles). Below zero when a setup names a copy too many
 * (BG-FOUR-COPIES). A flower or joker named outside the American ruleset is
 * not counted here: the scenario reader names it as the problem.
 */
export function tilesLeft(setup: ScenarioSetup): Map<Tile, number> {
  const left = new Map<Tile, number>(kindsInPlay(setup).map((t) => [t, copiesInSet(t)]));
  const take = (tiles: readonly Tile[]) => tiles.forEach((t) => left.has(t) && left.set(t, left.get(t)! - 1));
  for (const s of SEATS) {
    const seat = setup.seats[s];
    if (!seat) continue;
    take(seat.hand);
    seat.melds.forEach((m) => take(m.tiles));
  }
  take(setup.discards);
  if (setup.event && setup.event.verb !== 'declares') take([setup.event.tile]);
  if (setup.turn?.drew) take([setup.turn.drew]);
  take(setup.next);
  take(setup.loose);
  return left;
}

/** The sets a seat may lay out, as the editor offers them. */
export type SetShape = 'chow' | 'pung' | 'kong' | 'concealed kong' | 'added kong';
export const SET_SHAPES: readonly SetShape[] = ['chow', 'pung', 'kong', 'concealed kong', 'added kong'];

/**
 * A set built from its lowest tile: a chow of `tile` and the two above it, or
 * three or four of `tile`; `claimedAt` picks which tile of a chow came from
 * `from`. Null when no such set exists (a chow from an honour or above 7).
 * Where the claimed tile came from is not checked here: the position's check
 * marks a set claimed from its owner, or a chow from anyone but the left.
 */
export function buildSet(shape: SetShape, tile: Tile, from: Seat, claimedAt = 0): Meld | null {
  const kind: MeldKind = shape === 'chow' ? 'chow' : shape === 'pung' ? 'pung' : 'kong';
  if (kind === 'chow') {
    if (!isSuited(tile)) return null;
    const run = [tile, shiftRank(tile, 1), shiftRank(tile, 2)];
    if (run.some((t) => !t)) return null;
    const tiles = run as Tile[];
    return { kind, tiles, claimed: { tile: tiles[Math.min(Math.max(claimedAt, 0), 2)], from } };
  }
  const tiles = Array<Tile>(kind === 'pung' ? 3 : 4).fill(tile);
  if (shape === 'concealed kong') return { kind, tiles, kongWay: 'concealed' };
  if (shape === 'added kong') return { kind, tiles, kongWay: 'added', claimed: { tile, from }, added: tile };
  return kind === 'kong' ? { kind, tiles, kongWay: 'discard', claimed: { tile, from } } : { kind, tiles, claimed: { tile, from } };
}

/** The two tiles from a hand that make a run with `tile`, each pair low first: for 5c, 3c 4c, 4c 6c and 6c 7c. */
export function chowPairs(tile: Tile): [Tile, Tile][] {
  return chowPartners(tile);
}

/** The engine's word on a setup: the problems, or the position and its ruling. Never throws on a setup, however wrong. */
export function refereeVerdict(setup: ScenarioSetup): RefereeVerdict {
  let scenario: Scenario;
  try {
    // The position alone: a board's answer is not the referee's business (an opened file's is left unread), so the
    // page loads none of the code that checks one.
    scenario = scenarioTable(setup, REFEREE_NAME);
  } catch (error) {
    if (error instanceof FormatError) return { kind: 'problems', problems: error.problems };
    throw error;
  }
  if (!scenario.event) return { kind: 'no-event', scenario };
  if (americanOnly(scenario.table, scenario.claims)) return { kind: 'american', scenario };
  return { kind: 'ruled', scenario, ruling: adjudicate(scenario.table, scenario.claims) };
}

/** The ruling's headline, naming the tile in words as every other sentence does: "South gets the 5 of Characters, as Chow." */
export function rulingHeadline(scenario: Scenario, ruling: Ruling): string {
  const tile = scenario.event?.tile;
  if (!ruling.awardedTo || !ruling.awardedAs || !tile) return 'Nobody gets the tile.';
  return `${ruling.awardedTo} gets the ${tileName(tile)}, as ${CLAIM_CALLS[ruling.awardedAs]}.`;
}

/**
 * Any table as a referee's setup with every tile named (each hand, the wall
 * in drawing order), so the referee opens exactly that position: a step of
 * an illustration's replay, a moment of a hand. A claim window becomes its
 * event; a player about to draw or to discard becomes a turn, and so does a
 * kong's maker who owes its loose tile (`draws loose`). Null for a hand over:
 * the referee rules on a hand in play, and an ended one has nothing left to
 * rule (the step that ended it opens as the window it was won in:
 * setupOfWin).
 */
export function setupOfTable(table: Table, view: Seat): ScenarioSetup | null {
  const event = currentEvent(table);
  if (!event && table.phase !== 'draw' && table.phase !== 'discard' && table.phase !== 'loose') return null;
  const setup = freshRefereeSetup();
  setup.view = view;
  const drawer = event?.kind === 'discard' && table.nextHasDrawn ? table.turn : null;
  for (const s of SEATS) {
    const { concealed, melds } = table.seats[s];
    // A seat that has drawn keeps his draw last, as `drawn:` reads it.
    const hand = s === drawer ? [...sortTiles(concealed.slice(0, -1)), concealed[concealed.length - 1]] : sortTiles(concealed);
    setup.seats[s] = { hand, hidden: false, melds: melds.map((m) => ({ ...m, tiles: [...m.tiles] })) };
  }
  setup.discards = (event?.kind === 'discard' ? table.discards.slice(0, -1) : table.discards).map((d) => d.tile);
  if (event) setup.event = { seat: event.seat, verb: event.kind === 'discard' ? 'discards' : event.kind === 'add-to-pung' ? 'adds' : 'declares', tile: event.tile };
  else if (table.phase === 'loose') setup.turn = { seat: table.turn, phase: 'draw', loose: true };
  else setup.turn = { seat: table.turn, phase: table.phase === 'draw' ? 'draw' : 'discard' };
  setup.drawn = drawer;
  setup.wall = table.wall.length;
  setup.next = [...table.wall];
  setup.options = { ...table.options };
  return setup;
}

/**
 * The window a hand was won in, with the calls made there, as a referee's setup: a hand over has nothing left to
 * rule, so the step of a replay that ends it with a call opens as that call laid out in its window, and the referee
 * rules it as the step did. Null where the window cannot be stated or no call was made in it (a player going out
 * on his own draw: the referee rules calls on a tile let go, not a player's own turn).
 */
export function setupOfWin(window: Table, claims: readonly Claim[], view: Seat): ScenarioSetup | null {
  const setup = setupOfTable(window, view);
  if (!setup?.event || !claims.length) return null;
  setup.claims = claims.map((c) => ({ ...c }));
  return setup;
}
