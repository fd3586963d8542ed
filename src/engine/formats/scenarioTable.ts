/**
 * The scenario reader's legality step, up to the answer (scenario.ts
 * describes the format): the table a ScenarioSetup describes, with every
 * tile it does not name dealt, or a FormatError saying why it is no
 * position. The practice puzzles, whose answer is the engine's own ruling,
 * read their files through this and the syntax step alone.
 */
import { currentEvent } from '../claims';
import { type Meld, meldProblem } from '../melds';
import { withDefaults } from '../options';
import type { Position } from '../position';
import type { RulesetLines } from './rulesetLines';
import { SEATS, type Seat, nextSeat, previousSeat } from '../seats';
import { hashSeed, shuffle } from '../random';
import { type Discard, type Phase, type SeatState, type KongInProgress, actualCount, canDraw, expectedCount, isDeadHand, makeTable } from '../table';
import { FULL_SET_SIZE, type Tile, fullSet, removeTiles, tileName } from '../tiles';
import { copiesInSet, copiesSaid, isAmericanTile } from '../americanTiles';
import { AMERICAN_SET_RULESET } from '../position';
import { Problems, impossible, malformed } from './formatError';
import { ANNOUNCED, type ScenarioField, type ScenarioSetup } from './scenarioText';

/** A position read from a scenario file, with what the file itself says. */
export interface Scenario extends Position {
  /** The seed the file's hidden tiles were dealt with. */
  seed: number;
  /** The file's own text, for showing its source; empty for a setup built in code. */
  source: string;
  /** The lines only today's rulesets read (`ruleset:`, `assume:`, `riichi:`, `passed:`, discards by seat), as written; absent when the file gives none. */
  rulesetLines?: RulesetLines;
}


/**
 * Sets no play could have made (A21): a set whose claimed tile came from its
 * own owner, who cannot claim his own discard, and a chow taken from anyone
 * but the player on the owner's left.
 */
function checkSetOrigin(owner: Seat, meld: Meld, line: number | null): void {
  const from = meld.claimed?.from;
  if (!from) return;
  const set = `${meld.kind} ${meld.tiles.join(' ')}`;
  if (from === owner) {
    throw impossible(`${owner}'s ${set} says its tile came from ${owner} himself, but a player claims only other players' discards: name the seat that discarded it`, line, owner, 'CLAIM-OTHERS-DISCARD');
  }
  if (meld.kind === 'chow' && from !== previousSeat(owner)) {
    throw impossible(`${owner}'s ${set} says its tile came from ${from}, but a chow is taken only from the player on the left: for ${owner} that is ${previousSeat(owner)}`, line, owner, 'CHOW-LEFT-ONLY');
  }
}

/**
 * The legality step's table: the position a setup describes, the tiles it
 * does not name dealt from the rest of the set with its seed (made from
 * `name` and the title when it gives none), without the answer (which
 * scenario.ts checks against it). A setup that is no position raises a
 * FormatError: first every inconsistency between its fields, every
 * malformed or impossible set and every tile with a copy too many,
 * together; then, one at a time, what dealing finds.
 */
export function scenarioTable(setup: ScenarioSetup, name = 'scenario'): Scenario {
  const lineOf = (field: ScenarioField): number | null => setup.lines?.fields[field] ?? null;
  const { event: ev, turn, drawn } = setup;
  const problems = new Problems();
  const add = (message: string, line: number | null, field: string) => problems.add({ line, field, rule: null, message, impossible: false });
  // Flowers and jokers come only in the American set, so only a file written for its ruleset may name them (R21).
  const american = setup.rulesetLines?.ruleset?.text.trim() === AMERICAN_SET_RULESET;

  if (ev && turn) add('give either an event or a turn, not both', lineOf('turn'), 'turn');
  if (!ev && !turn) add('say what is happening: an "event:" (a discard, a tile added to a pung, a kong declared) or a "turn:"', lineOf('event'), 'event');
  if (drawn && (!ev || ev.verb !== 'discards' || drawn !== nextSeat(ev.seat))) {
    add(`"drawn" names the player after the discarder who has already drawn${ev ? ` (${nextSeat(ev.seat)})` : ''}`, lineOf('drawn'), 'drawn');
  }
  // A call is made on a tile on offer; a turn offers none, and a call there would be ruled on nothing.
  if (turn && !ev && setup.claims.length) {
    const first = setup.claims[0];
    add(
      `${first.seat} announces ${ANNOUNCED[first.kind]}, but the position gives a turn, so no tile is on offer to call for: give an event such as "event: South discards 9c", or remove the calls`,
      setup.lines?.claims[first.seat] ?? null,
      'claim',
    );
  }
  // A call is judged on the caller's tiles, so they must be named: a line of
  // nothing but "hidden" would have the call judged on tiles dealt at random.
  const claimers = new Set<Seat>();
  for (const c of setup.claims) {
    const line = setup.lines?.claims[c.seat] ?? null;
    if (claimers.has(c.seat)) {
      add(`${c.seat} announces two calls: a player makes one call. Keep the one he makes`, line, 'claim');
      continue;
    }
    claimers.add(c.seat);
    const spec = setup.seats[c.seat];
    if (!spec) {
      add(`${c.seat} announces ${ANNOUNCED[c.kind]} but the file has no "${c.seat}:" line: name his tiles, as in "${c.seat}: 9c 9c hidden"`, line, 'claim');
    } else if (spec.hand.length === 0 && spec.melds.length === 0) {
      const seatLine = lineOf(c.seat);
      add(
        `${c.seat} announces ${ANNOUNCED[c.kind]}, but his line${seatLine ? ` (line ${seatLine})` : ''} names none of his tiles${spec.hidden ? ', only "hidden"' : ''}: name the tiles his call is made with, as in "${c.seat}: 9c 9c hidden"`,
        line,
        'claim',
      );
    }
  }
  // The American forms of a call (R19) are read under that ruleset only, and `using` names the called tile or jokers.
  for (const c of setup.claims) {
    const line = setup.lines?.claims[c.seat] ?? null;
    const form = c.form ? `a ${c.form} call` : c.using ? '"using"' : c.racked ? '"racked"' : null;
    if (!form) continue;
    if (!american) add(`${form} is written only under the American rules: add "ruleset: ${AMERICAN_SET_RULESET}", or write the call as chow, pung, kong or mahjong`, line, 'claim');
    const other = ev && c.using?.find((t) => t !== ev.tile && t !== 'J');
    if (other) add(`${c.seat}'s call uses ${other}, but the tiles that join the called ${ev.tile} are more ${ev.tile} or jokers (J)`, line, 'claim');
    else if (c.using && setup.seats[c.seat] && !removeTiles(setup.seats[c.seat]!.hand, c.using)) {
      add(`${c.seat}'s call uses ${c.using.join(' ')}, but his line does not name them all in his hand: name every tile he uses on the "${c.seat}:" line`, line, 'claim');
    }
  }
  // Every set well made, and come from where a set can come from.
  for (const s of SEATS) {
    for (const meld of setup.seats[s]?.melds ?? []) {
      const shape = meldProblem(meld);
      if (shape) problems.add({ line: lineOf(s), field: s, rule: 'SET-DEFS', message: shape, impossible: false });
      else problems.check(() => checkSetOrigin(s, meld, lineOf(s)));
    }
  }
  // Copies, counted line by line, so that the problem names the line with one
  // copy too many; each tile reported once. Past this check the setup names
  // at most the set's 136 tiles (152 in the American set), however long its text.
  const counted = new Map<Tile, number>();
  const countIn = (tiles: readonly Tile[], line: number | null, field: string) => {
    for (const t of tiles) {
      const n = (counted.get(t) ?? 0) + 1;
      counted.set(t, n);
      if (n === 1 && isAmericanTile(t) && !american) {
        problems.add({
          line,
          field,
          rule: null,
          message: `the ${tileName(t)} (${t}) is a tile of the American set only: write "ruleset: ${AMERICAN_SET_RULESET}" for a position that holds flowers or jokers`,
          impossible: false,
        });
      }
      const copies = copiesInSet(t);
      if (n === copies + 1) {
        problems.add({ line, field, rule: 'BG-FOUR-COPIES', message: `this makes ${n} of the ${tileName(t)} (${t}), but a set has only ${copiesSaid(t)}`, impossible: true });
      }
    }
  };
  for (const s of SEATS) {
    const spec = setup.seats[s];
    if (!spec) continue;
    countIn(spec.hand, lineOf(s), s);
    for (const m of spec.melds) countIn(m.tiles, lineOf(s), s);
  }
  countIn(setup.discards, lineOf('discards'), 'discards');
  if (ev && ev.verb !== 'declares') countIn([ev.tile], lineOf('event'), 'event');
  if (turn?.drew) countIn([turn.drew], lineOf('turn'), 'turn');
  countIn(setup.next, lineOf('next'), 'next');
  countIn(setup.loose, lineOf('loose'), 'loose');
  problems.throwIfAny();

  // Build the seats from what the setup names (copies, so that the setup can be used again).
  const seats = {} as Record<Seat, SeatState>;
  for (const s of SEATS) {
    const spec = setup.seats[s];
    seats[s] = { concealed: spec ? [...spec.hand] : [], melds: spec ? spec.melds.map((m) => ({ ...m, tiles: [...m.tiles] })) : [] };
  }
  // The tile he drew joins his hand: a "hidden" hand is then filled around it.
  if (turn?.drew) seats[turn.seat].concealed.push(turn.drew);

  let phase: Phase;
  let turnSeat: Seat;
  let kong: KongInProgress | null = null;
  let live: Discard | null = null;
  // The earlier discards went round the table up to the event's seat: the last was made by the player on his
  // left, the one before by the player on that one's left. k places back is 3k places on.
  const upTo = ev ? ev.seat : turn!.seat;
  const earlier = setup.discards.length;
  const discards: Discard[] = setup.discards.map((t, i) => ({ tile: t, by: nextSeat(upTo, 3 * (earlier - i)) }));
  if (ev) {
    if (ev.verb === 'discards') {
      live = { tile: ev.tile, by: ev.seat };
      discards.push(live);
      turnSeat = nextSeat(ev.seat);
      phase = drawn ? 'discard' : 'draw';
    } else if (ev.verb === 'adds') {
      const pung = seats[ev.seat].melds.find((m) => m.kind === 'pung' && m.tiles[0] === ev.tile);
      if (!pung) throw malformed(`${ev.seat} has no exposed pung of ${ev.tile} to add to`, lineOf('event'), 'event', 'KONG-ADD-DRAWN');
      turnSeat = ev.seat;
      phase = 'robbing';
      kong = { seat: ev.seat, tile: ev.tile, way: 'added' };
    } else {
      const k = seats[ev.seat].melds.find((m) => m.kind === 'kong' && m.kongWay === 'concealed' && m.tiles[0] === ev.tile);
      if (!k) throw malformed(`${ev.seat} has no concealed kong of ${ev.tile} laid out: add "| kong ${ev.tile} ${ev.tile} ${ev.tile} ${ev.tile} concealed" to his line`, lineOf('event'), 'event', 'KONG-CONCEALED');
      turnSeat = ev.seat;
      phase = 'loose';
      kong = { seat: ev.seat, tile: ev.tile, way: 'concealed' };
    }
  } else {
    turnSeat = turn!.seat;
    // `draws loose`: the kong's maker owes the loose tile, drawn from the wall's end (KONG-LOOSE-TILE).
    phase = turn!.loose ? 'loose' : turn!.phase;
  }

  // Flowers and jokers are never dealt at random: a position holds them only where its file names them, so an
  // American position without them can still be set beside the rulesets that have none.
  const named = [...counted.entries()].filter(([t]) => !isAmericanTile(t));
  const pool = removeTiles(fullSet(), named.flatMap(([t, n]) => Array<Tile>(n).fill(t)))!;
  const seedValue = setup.seed ?? hashSeed(`${name}:${setup.title}`);
  const rest = shuffle(pool, seedValue);
  const options = setup.options;

  // A named hand keeps exactly the tiles named, and "hidden" fills a hand up to
  // its count, never past it: a hand of the wrong size is dead, not an error (A21).
  const probe = makeTable({ seats, wall: [], discards, live, nextHasDrawn: !!drawn, turn: turnSeat, phase, kong, options });
  for (const s of SEATS) {
    const spec = setup.seats[s];
    if (spec && !spec.hidden) continue;
    const missingTiles = expectedCount(probe, s) - actualCount(probe, s);
    if (missingTiles <= 0) continue;
    if (missingTiles > rest.length) {
      throw impossible(
        `${s}'s hand needs ${missingTiles} more tiles, but the file leaves only ${rest.length} of the ${FULL_SET_SIZE} unnamed: shorten the discards or name fewer tiles`,
        spec ? lineOf(s) : null,
        s,
        'BG-FOUR-COPIES',
      );
    }
    seats[s].concealed.push(...rest.splice(0, missingTiles));
  }
  if (drawn && seats[drawn].concealed.length === 0) {
    throw malformed(`${drawn} has drawn, so the last tile in his hand is his draw, but his line names no tile in his hand`, lineOf('drawn'), 'drawn');
  }
  const fromWall = [...setup.loose].reverse();
  let wall = [...setup.next, ...rest, ...fromWall];
  if (setup.wall !== null) {
    const n = setup.wall;
    const named = setup.next.length + setup.loose.length;
    if (n > wall.length) throw malformed(`only ${wall.length} tiles are left for the wall, not ${n}`, lineOf('wall'), 'wall');
    if (n < named) throw malformed(`the wall must hold at least the ${named} tiles named in next and loose`, lineOf('wall'), 'wall');
    wall = [...setup.next, ...rest.slice(0, n - named), ...fromWall];
  }
  // A14: the reserve is kept back at the end of the wall, so the wall always holds it; one larger than the wall is no position.
  const reserve = setup.options.deadWallSize ?? 0;
  if (reserve > wall.length) {
    throw malformed(`the dead wall keeps back ${reserve} tiles, but the wall holds only ${wall.length}: give a smaller reserve or a larger wall`, lineOf('options'), 'options');
  }
  const table = makeTable({ seats, wall, discards, live, nextHasDrawn: !!drawn, turn: turnSeat, phase, kong, options: withDefaults(options) });
  // `turn: South called`: he took his last set by a call this turn, and must discard (no draw of his own).
  if (turn?.called) table.claimedThisTurn = true;
  if (ev && ev.verb !== 'discards' && !canDraw(table)) {
    // A20: a kong is paid for with a loose tile, so it cannot be declared once none can be drawn.
    throw malformed(
      `${ev.seat} cannot make this kong: it is paid for with a loose tile, and the wall holds no tile that may still be drawn. Give the wall more tiles than the dead-wall reserve`,
      lineOf('event'),
      'event',
      'KONG-LOOSE-TILE',
    );
  }
  const view = setup.view;
  const dead = SEATS.filter((s) => isDeadHand(table, s));
  const scenario: Scenario = {
    title: setup.title,
    ...(setup.solvedTitle ? { solvedTitle: setup.solvedTitle } : {}),
    view,
    shown: setup.show ? [...setup.show] : [view],
    table,
    event: currentEvent(table),
    claims: [...setup.claims],
    dead,
    seed: seedValue,
    prompt: setup.prompt,
    source: setup.source ?? '',
  };
  if (setup.rulesetLines) scenario.rulesetLines = setup.rulesetLines;
  if (turn?.drew) scenario.drew = turn.drew;
  return scenario;
}
