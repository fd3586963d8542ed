/**
 * The practice table: a whole hand of classic Mah-Jongg, the learner in one
 * seat and three computer players in the others. Like the board session
 * (board.ts), it is a pure state machine: each of the learner's actions
 * takes a PracticeState and returns the next, in which the computer players
 * have played on until the learner must act again (his own turn, a claim
 * window where he has a legal call, or the end of the hand).
 *
 * Every move goes through the engine's immutable steps (play, adjudicate),
 * which give the ruling and its explanation with rule ids; the computer
 * players choose theirs on the fast core (ComputerPlayer on
 * playTableFrom(table)). The state holds every sentence the table shows, so
 * the widget only draws it. It lives in sim/ because it drives the computer
 * players, and sim/ is the room that may use them.
 */
import { type Ruling, adjudicate } from '../adjudicate';
import { type Claim, type ClaimEvent, type ClaimKind, type LegalClaim, CLAIM_CALLS, checkClaim, chowChoices, currentEvent, legalClaims, winningCallNote } from '../claims';
import { claimOf, playTableFrom, tableOf } from '../core/convert';
import { kindOf, tileOf, KIND_COUNT } from '../core/kinds';
import { MoveType, moveKind, moveType } from '../core/moves';
import { shanten } from '../core/shanten';
import { writeScenario } from '../formats/writeScenario';
import { type ConcealedSet, readings, setsStillNeeded } from '../hand';
import type { Meld } from '../melds';
import { type RuleOptions, withDefaults } from '../options';
import { type Reason, type Refusal, refuse } from '../refusal';
import type { RuleId } from '../rules';
import { SEATS, type Seat, placeFrom, seatsBetween } from '../seats';
import { type TableScore, scoreTable } from '../score/scoreTable';
import { type Table, drawableCount, isDeadHand } from '../table';
import { SUIT_NAMES, type Tile, announcement, sortTiles, suitOf, tileName } from '../tiles';
import { type Place, describeCall, meldLabel } from '../words';
import { ComputerPlayer } from './computerPlayer';
import { dealInPlace } from './dealInPlace';

export interface PracticeSetup {
  seed: number;
  /** The learner's seat; East by default. */
  seat?: Seat;
  options?: Partial<RuleOptions>;
  /** The coach says why each call is allowed and what it costs; on by default. */
  coach?: boolean;
  /**
   * Play stops after every other player's discard, not only where the learner
   * has a legal call, so that he may try any call and hear the engine's ruling.
   * Off by default, with the coach on too: stopping at some sixty discards a
   * hand would bury the windows where a call is really his.
   */
  everyDiscard?: boolean;
}

/** Something that happened at the table, in words, with the rule it follows. */
export interface TableNews {
  text: string;
  rule: RuleId;
  /** A ruling on calls: its whole explanation (who takes the tile and why, who loses a turn, who draws next). */
  reasons?: Reason[];
  /** The words a discarder says (Harr's rule 3), for speaking aloud. */
  said?: string;
}

/** A call the engine allows the learner now, with what the coach says of it. */
export interface OfferedCall {
  claim: Claim;
  /** "Pung", "Chow with 4 and 6 of Characters". */
  label: string;
  /** Why it is allowed and what it costs; empty with the coach off. */
  coach: Reason[];
}

/** A call the learner may try although it is not offered; the engine rules on it. */
export interface OtherCall {
  kind: ClaimKind;
  label: string;
}

export interface ChowPick {
  tiles: [Tile, Tile];
  label: string;
}

/** What the learner must do now. */
export type PracticePrompt =
  | {
      kind: 'turn';
      /** "Your turn: you drew the 3 of Bamboo. Choose a tile to discard." */
      text: string;
      /** The tile just drawn (shown apart), or null after a claim or at the deal. */
      drawn: Tile | null;
      /** Kongs the engine allows now: four in hand, or a drawn fourth added to an exposed pung. */
      kongs: { tile: Tile; label: string }[];
      /**
       * Kongs the learner may try although the engine refuses them now: a kind
       * he holds three or four of, or a tile of an exposed pung; declareKong
       * answers with the refusal and its rule (after a claim, no loose tile left, not four).
       */
      tryKongs: { tile: Tile; label: string }[];
      /** The hand is complete and may be declared. */
      canWin: boolean;
    }
  | {
      kind: 'claim';
      event: ClaimEvent;
      text: string;
      calls: OfferedCall[];
      /** The calls not offered, which the learner may still try (the engine says why not). */
      others: OtherCall[];
      /** The learner called Chow and holds more than one run for the tile: he picks one. */
      choosing: ChowPick[] | null;
    }
  | { kind: 'over'; text: string };

/** One seat as the table draws it. */
export interface PracticeSeat {
  seat: Seat;
  place: Place;
  /** Its concealed tiles when shown (the learner's own; everybody's once the hand is over), else null. */
  concealed: Tile[] | null;
  /** How many concealed tiles it holds. */
  count: number;
  melds: { meld: Meld; label: string }[];
  /** Its hand holds the wrong number of tiles: it plays on but cannot win (A21). */
  dead: boolean;
  /** Its turn now. */
  toPlay: boolean;
}

/** A claim window of the hand, kept so that it can be opened as a board. */
export interface ClaimMoment {
  /** "Move 17: West discards 5c". */
  label: string;
  /** The position as a scenario file, the other seats' calls as announced. */
  scenario: string;
}

/** How the hand ended. */
export interface PracticeEnd {
  winner: Seat | null;
  /** "South goes Mah-Jongg on the 5 of Characters, discarded by West." / "The wall is used up: a draw game." */
  text: string;
  rule: RuleId;
  /** The winning hand laid out: its sets on the table, then its concealed tiles read as sets, and the pair. */
  sets: { tiles: Tile[]; label: string }[];
  pair: [Tile, Tile] | null;
  /** Seats whose hands were dead, and a sentence on them (null when none was). */
  dead: Seat[];
  deadText: string | null;
  /** Every hand scored line by line on Harr's card, and the settlement; null for a draw game. */
  score: TableScore | null;
}

export interface PracticeState {
  seed: number;
  seat: Seat;
  options: RuleOptions;
  coach: boolean;
  /** Play stops after every other player's discard (PracticeSetup.everyDiscard). */
  everyDiscard: boolean;
  table: Table;
  seats: PracticeSeat[];
  /** Discards that can no longer be claimed, oldest first, and the live one. */
  dead: Tile[];
  live: { tile: Tile; by: Seat } | null;
  /** Tiles left in the wall, and how many of them may still be drawn. */
  wall: number;
  prompt: PracticePrompt;
  /** What happened since the learner's last action, in order. */
  news: TableNews[];
  /** The learner's last try, refused by the engine: nothing was carried out. */
  refused: { head: string; refusal: Refusal } | null;
  /** The legal moves, when the learner asked for a hint. */
  hint: Reason[] | null;
  /** The hand's record in the project's notation, one move a line (without its header). */
  record: string[];
  moments: ClaimMoment[];
  end: PracticeEnd | null;
  /** What the live region says after this step. */
  status: string;
  /** The state before the learner's last action, for undo; null at the start. */
  before: PracticeState | null;
}

// ---------------------------------------------------------------------------
// Playing on: the computer players' moves and the claim windows.
// ---------------------------------------------------------------------------

/** What changes while the hand is played on. */
interface Run {
  table: Table;
  news: TableNews[];
  record: string[];
  moments: ClaimMoment[];
}

const player = new ComputerPlayer();

/** A move of the player whose turn it is. */
type TurnMove = { type: 'draw' } | { type: 'discard'; tile: Tile } | { type: 'kong'; tile: Tile } | { type: 'loose' } | { type: 'mahjong' };

/**
 * Plays a move of the player whose turn it is on the fast core, which plays
 * it as the immutable steps (moves.ts) do: core/playTable.test.ts holds the
 * two to the same positions and the same refusing rules. Why not play():
 * a module the pages share is shipped whole to each page that uses any of
 * it, so play() here would bring every move to every lesson page. The
 * sentences of a refusal are written here, from the core's rule.
 */
function playTurn(table: Table, move: TurnMove): Table | Refusal {
  const seat = table.turn;
  const pt = playTableFrom(table);
  let refused: RuleId | null;
  switch (move.type) {
    case 'draw':
      refused = pt.draw();
      break;
    case 'discard':
      refused = pt.discard(kindOf(move.tile));
      break;
    case 'kong':
      refused = pt.declareKong(kindOf(move.tile));
      break;
    case 'loose':
      refused = pt.drawLoose();
      break;
    default:
      refused = pt.mahjong();
  }
  if (!refused) return tableOf(pt);
  if (move.type === 'kong') return kongRefusal(table, seat, move.tile, refused);
  if (move.type === 'discard') return refuse(refused, `${seat} holds no ${tileName(move.tile)} to discard.`);
  if (refused === 'TILECOUNT-13-PLUS-KONGS') return refuse(refused, `${seat}'s hand is dead: it holds the wrong number of tiles, so it cannot win.`);
  if (refused === 'KONG-DECLARED-BEFORE-WIN') return refuse(refused, 'A four of a kind in the hand is not a set until it is declared and its loose tile drawn.', 'Declare the kong first.');
  return refuse(refused, move.type === 'mahjong' ? `${seat}'s hand is not four sets and a pair.` : 'No tile can be drawn now.');
}

function kongRefusal(table: Table, seat: Seat, tile: Tile, rule: RuleId): Refusal {
  const name = tileName(tile);
  if (rule === 'KONG-LOOSE-TILE') return refuse(rule, 'A four of a kind is paid for with a loose tile, and none is left.', 'Keep the four in hand: undeclared, they count as three of a kind.');
  if (table.claimedThisTurn) return refuse(rule, 'This turn\'s tile came by a claim: a kong is declared after a draw from the wall, not straight after a chow or pung.', 'Declare it in a later turn, after drawing.');
  if (rule === 'KONG-ADD-DRAWN') return refuse(rule, `${seat} holds no ${name} to add to his exposed pung.`, 'Draw the fourth tile from the wall, then add it.');
  const held = table.seats[seat].concealed.filter((t) => t === tile).length;
  return refuse(rule, `${seat} holds ${held} ${name}; a concealed kong needs all four in his hand.`);
}

function must(table: Table, move: TurnMove): Table {
  const next = playTurn(table, move);
  if ('rule' in next) throw new Error(`practice: ${move.type} refused: ${next.message}`);
  return next;
}

/** A call in the notation: `South chow 4c 6c`, `West pung`, `North mahjong`. */
function callNotation(claim: Claim): string {
  return [claim.seat, claim.kind, ...(claim.tiles ?? [])].join(' ');
}

function discardNews(seat: Seat, tile: Tile): TableNews {
  return { text: `${seat} discards the ${tileName(tile)}: "${announcement(tile)}".`, rule: 'ANNOUNCE-DISCARD', said: `${seat}: ${announcement(tile)}` };
}

function playMove(run: Run, move: TurnMove, notation: string, news: TableNews | null): void {
  run.table = must(run.table, move);
  // A draw from a wall with nothing left to draw ends the hand (A20): no tile was drawn, so no move is recorded.
  if (move.type === 'draw' && run.table.phase === 'over') return;
  run.record.push(notation);
  if (news) run.news.push(news);
}

/** A computer player's move in his own turn, chosen on the fast core and played through the engine. */
function computerTurn(run: Run): void {
  const table = run.table;
  const seat = table.turn;
  const move = player.turnMove(playTableFrom(table));
  const type = moveType(move);
  if (type === MoveType.MahJongg) {
    playMove(run, { type: 'mahjong' }, `${seat} mahjong`, { text: `${seat} has four sets and a pair: Mah-Jongg.`, rule: 'WIN-FOUR-SETS-PAIR' });
  } else if (type === MoveType.Kong) {
    const tile = tileOf(moveKind(move));
    const adds = table.seats[seat].melds.some((m) => m.kind === 'pung' && m.tiles[0] === tile);
    const news: TableNews = adds
      ? { text: `${seat} adds a drawn ${tileName(tile)} to his exposed pung.`, rule: 'KONG-ADD-DRAWN' }
      : { text: `${seat} declares a concealed kong of ${tileName(tile)}.`, rule: 'KONG-CONCEALED' };
    playMove(run, { type: 'kong', tile }, `${seat} ${adds ? 'adds' : 'declares'} ${tile}`, news);
  } else {
    const tile = tileOf(moveKind(move));
    playMove(run, { type: 'discard', tile }, `${seat} discards ${tile}`, discardNews(seat, tile));
  }
}

/** The calls the computer players announce on the event, the learner's seat left out. */
function computerCalls(table: Table, learner: Seat): Claim[] {
  const event = currentEvent(table)!;
  const pt = playTableFrom(table);
  const calls: Claim[] = [];
  for (const seat of SEATS) {
    if (seat === event.seat || seat === learner) continue;
    const c = player.callFor(pt, SEATS.indexOf(seat));
    if (c >= 0) calls.push(claimOf(c, event.tile));
  }
  return calls;
}

function eventWords(event: ClaimEvent): string {
  if (event.kind === 'discard') return `${event.seat} discards ${event.tile}`;
  return `${event.seat} ${event.kind === 'add-to-pung' ? 'adds' : 'declares'} ${event.tile}`;
}

/**
 * Rules on a claim window with the calls announced (the learner's among them
 * when he answered), records it, and plays what follows the ruling: the draw
 * after a pass, the kong standing, the claimant's turn.
 */
function ruleWindow(run: Run, learner: Seat, learnerCall: Claim | null, others: Claim[]): Ruling {
  const table = run.table;
  const event = currentEvent(table)!;
  const calls = learnerCall ? [learnerCall, ...others] : others;
  if (legalClaims(table).length > 0) {
    run.moments.push({
      label: `Move ${run.record.length}: ${eventWords(event)}`,
      scenario: writeScenario(table, { title: `A moment of a practice hand: ${eventWords(event)}`, view: learner, claims: others }),
    });
  }
  const ruling = adjudicate(table, calls);
  run.table = ruling.table;
  if (ruling.awardedTo) {
    const won = calls.find((c) => c.seat === ruling.awardedTo)!;
    const claim = ruling.checks.find((c) => c.legal && c.claim.seat === ruling.awardedTo)?.claim ?? won;
    run.record.push(callNotation(ruling.awardedAs === 'mahjong' ? { seat: claim.seat, kind: 'mahjong' } : claim));
  }
  // A ruling is news when somebody called: who takes the tile and why, who loses a turn, who draws next.
  if (calls.length > 0) {
    const head = ruling.awardedTo ? `${ruling.awardedTo} takes the ${tileName(event.tile)} (${CLAIM_CALLS[ruling.awardedAs!]}).` : `Nobody takes the ${tileName(event.tile)}.`;
    const callers = calls.map((c) => `${c.seat === learner ? 'You' : c.seat}: ${describeCall(c)}`).join('; ');
    run.news.push({ text: `Calls: ${callers}. ${head}`, rule: ruling.awardedTo ? precedenceRule(ruling) : 'CLAIM-LIVE-DISCARD', reasons: ruling.explanation.slice(1) });
  }
  if (ruling.handOver) return ruling;
  // Nobody took the discard: the next player draws, unless he has drawn already (a window after his draw, A8).
  if (!ruling.awardedTo && event.kind === 'discard' && run.table.phase === 'draw') {
    const seat = run.table.turn;
    playMove(run, { type: 'draw' }, `${seat} draws`, null);
  }
  return ruling;
}

/** The rule a ruling's head stands on: precedence when calls competed, else the claim's own. */
function precedenceRule(ruling: Ruling): RuleId {
  const legal = ruling.claims.filter((c) => c.legal);
  if (legal.length > 1) {
    const lost = ruling.claims.find((c) => c.legal && !c.awarded && c.rule);
    if (lost?.rule) return lost.rule;
  }
  switch (ruling.awardedAs) {
    case 'chow':
      return 'CHOW-LEFT-ONLY';
    case 'pung':
      return 'PUNG-OUT-OF-TURN';
    case 'kong':
      return 'KONG-FROM-DISCARD';
    default:
      return ruling.event.kind === 'add-to-pung' ? 'ROB-KONG' : 'PUNG-MJ-EXCEPTION';
  }
}

/**
 * Is the discard's window to open after the next player's draw (the A8
 * option)? Only when he is a computer player who does not call it before
 * drawing (a chow must be made in place of the draw), and a tile can be
 * drawn: with none left, the discard is judged as usual (A20).
 */
function lateClaims(table: Table, learner: Seat): boolean {
  if (!table.options.claimAfterNextDraw || table.turn === learner || drawableCount(table) === 0) return false;
  return player.callFor(playTableFrom(table), SEATS.indexOf(table.turn)) < 0;
}

/** Does play stop for the learner on the event now open: he has a legal call, or he stops at every discard? */
function learnerMayCall(table: Table, learner: Seat, everyDiscard: boolean): boolean {
  const event = currentEvent(table);
  if (!event || event.seat === learner) return false;
  if (everyDiscard && event.kind === 'discard') return true;
  return legalClaims(table).some((c) => c.claim.seat === learner);
}

/**
 * Plays on from the run's table until the learner must act: his own turn,
 * a window in which he has a legal call, or the end of the hand.
 */
function playOn(run: Run, learner: Seat, everyDiscard: boolean): void {
  for (let guard = 0; guard < 1000; guard++) {
    const table = run.table;
    if (table.phase === 'over') return;
    if (table.phase === 'loose') {
      // A concealed kong can be robbed by nobody (ROB-KONG-EXPOSED-ONLY): its maker draws his loose tile.
      const seat = table.turn;
      playMove(run, { type: 'loose' }, `${seat} draws loose`, { text: `${seat === learner ? 'You draw' : `${seat} draws`} a loose tile for the kong.`, rule: 'KONG-LOOSE-TILE' });
      continue;
    }
    if (table.phase === 'draw' && table.live && lateClaims(table, learner)) {
      // A8, Harr's later moment: the next player draws at once, and the discard may still be punged, konged or
      // won until he discards. The window opens after his draw; a call that takes the tile puts his draw back.
      playMove(run, { type: 'draw' }, `${table.turn} draws`, null);
      if (learnerMayCall(run.table, learner, everyDiscard)) return;
      ruleWindow(run, learner, null, computerCalls(run.table, learner));
      continue;
    }
    if (table.phase === 'robbing' || (table.phase === 'draw' && table.live)) {
      if (learnerMayCall(table, learner, everyDiscard)) return;
      ruleWindow(run, learner, null, computerCalls(table, learner));
      continue;
    }
    if (table.phase === 'draw') {
      playMove(run, { type: 'draw' }, `${table.turn} draws`, null);
      continue;
    }
    if (table.turn === learner) return;
    computerTurn(run);
  }
  throw new Error('practice: the hand did not come back to the learner within 1000 moves');
}

// ---------------------------------------------------------------------------
// What the learner is shown.
// ---------------------------------------------------------------------------

/** Tiles from Mah-Jongg: 1 for a hand that waits on one tile. */
function tilesFromWinning(concealed: readonly Tile[], melds: number): number {
  const counts = new Int32Array(KIND_COUNT);
  for (const t of concealed) counts[kindOf(t)]++;
  return shanten(counts, melds) + 1;
}

/** After a set is taken, the nearest the hand can be left by its best discard. */
function bestAfterDiscard(concealed: Tile[], melds: number): number {
  let best = Infinity;
  for (const t of new Set(concealed)) {
    const at = concealed.indexOf(t);
    best = Math.min(best, tilesFromWinning([...concealed.slice(0, at), ...concealed.slice(at + 1)], melds));
  }
  return best;
}

function without(tiles: readonly Tile[], taken: readonly Tile[]): Tile[] {
  const rest = [...tiles];
  for (const t of taken) rest.splice(rest.indexOf(t), 1);
  return rest;
}

function tilesWord(n: number): string {
  return n === 1 ? 'one tile' : `${n} tiles`;
}

/** What the coach says of a call the engine allows: why it is allowed, and what it costs. */
function coachOn(table: Table, learner: Seat, check: LegalClaim, event: ClaimEvent): Reason[] {
  const name = tileName(event.tile);
  const { concealed, melds } = table.seats[learner];
  const lines: Reason[] = [];
  if (check.as === 'mahjong') {
    lines.push({ rule: 'WIN-FOUR-SETS-PAIR', text: `The ${name} completes your hand: four sets and a pair.` });
    lines.push({ rule: 'PREC-MJ-OVER-ALL', text: 'A call that wins ranks above every other call, from any seat.' });
    return lines;
  }
  const lost = seatsBetween(event.seat, learner);
  if (check.as === 'chow') {
    const [a, b] = check.uses;
    lines.push({ rule: 'CHOW-LEFT-ONLY', text: `${event.seat} sits on your left and you hold the ${tileName(a)} and the ${tileName(b)}: the chow takes the place of your draw.` });
  } else if (check.as === 'pung') {
    lines.push({ rule: 'PUNG-NEEDS-PAIR', text: `You hold a pair of the ${name}; with the discard it makes three of a kind.` });
    lines.push({ rule: 'PUNG-OUT-OF-TURN', text: 'A pung may be made out of turn, whoever discarded.' });
  } else {
    lines.push({ rule: 'KONG-FROM-DISCARD', text: `You hold three ${name}; with the discard it makes four of a kind, and you draw a loose tile before you discard.` });
  }
  lines.push(
    lost.length
      ? { rule: 'TURN-SKIP', text: `It costs ${lost.join(' and ')} ${lost.length > 1 ? 'their turns' : 'his turn'}: play goes on from you.` }
      : { rule: 'TURN-AFTER-CLAIM', text: 'Nobody loses a turn: you play next in any case.' },
  );
  const set = check.as === 'chow' ? sortTiles([...check.uses, event.tile]) : [...check.uses, event.tile];
  lines.push({
    rule: check.as === 'chow' ? 'CHOW-EXPOSE' : 'PUNG-EXPOSE',
    text: `The ${check.as} (${set.join(' ')}) goes face up on the table for all to see, and a set made with a discard scores half as much.`,
  });
  const now = tilesFromWinning(concealed, melds.length);
  const rest = without(concealed, check.uses);
  const after = check.as === 'kong' ? tilesFromWinning(rest, melds.length + 1) : bestAfterDiscard(rest, melds.length + 1);
  const change = after < now ? 'nearer' : after > now ? 'further from winning' : 'no nearer';
  lines.push({
    rule: 'WIN-FOUR-SETS-PAIR',
    text: `Your hand is ${tilesWord(now)} from Mah-Jongg; with this ${check.as}${check.as === 'kong' ? '' : ' and your best discard'} it is ${tilesWord(after)} from it (${change}).`,
  });
  return lines;
}

function claimPrompt(table: Table, learner: Seat, coach: boolean, choosing: ChowPick[] | null): PracticePrompt {
  const event = currentEvent(table)!;
  const mine = legalClaims(table).filter((c) => c.claim.seat === learner);
  const calls: OfferedCall[] = mine.map((check) => ({ claim: check.claim, label: describeCall(check.claim), coach: coach ? coachOn(table, learner, check, event) : [] }));
  const offered = new Set(mine.map((c) => c.claim.kind));
  const others: OtherCall[] = (['chow', 'pung', 'kong', 'mahjong'] as const).filter((k) => !offered.has(k)).map((kind) => ({ kind, label: CLAIM_CALLS[kind] }));
  const late = event.kind === 'discard' && table.nextHasDrawn ? `, and ${table.turn} has drawn: until he discards, it may still be punged, konged or won` : '';
  const what = event.kind === 'discard' ? `${event.seat} discards the ${tileName(event.tile)}${late}` : `${event.seat} adds the ${tileName(event.tile)} to his exposed pung`;
  return { kind: 'claim', event, text: `${what}. You may call it, or pass.`, calls, others, choosing };
}

/** The learner's turn; `dealt`: his first, as East, with the fourteen tiles of the deal and nothing drawn. */
function turnPrompt(table: Table, learner: Seat, dealt: boolean): PracticePrompt {
  const hand = table.seats[learner].concealed;
  const drawn = table.claimedThisTurn || dealt || hand.length === 0 ? null : hand[hand.length - 1];
  const pungOf = (tile: Tile) => table.seats[learner].melds.some((m) => m.kind === 'pung' && m.tiles[0] === tile);
  const kongLabel = (tile: Tile) => (pungOf(tile) ? `Add the ${tileName(tile)} to your pung` : `Declare a kong of ${tileName(tile)}`);
  const kinds = [...new Set(hand)];
  const allowed = kinds.filter((tile) => !('rule' in playTurn(table, { type: 'kong', tile })));
  const kongs = allowed.map((tile) => ({ tile, label: kongLabel(tile) }));
  const tryKongs = kinds
    .filter((tile) => !allowed.includes(tile) && (pungOf(tile) || hand.filter((t) => t === tile).length >= 3))
    .map((tile) => ({ tile, label: kongLabel(tile) }));
  const canWin = !('rule' in playTurn(table, { type: 'mahjong' }));
  const start = table.claimedThisTurn ? 'Your turn: you took the tile.' : drawn ? `Your turn: you drew the ${tileName(drawn)}.` : 'Your turn.';
  const then = canWin ? ' Your hand is complete: declare Mah-Jongg, or discard.' : ' Choose a tile to discard.';
  return { kind: 'turn', text: start + then, drawn, kongs, tryKongs, canWin };
}

function laidOut(table: Table, winner: Seat): { sets: PracticeEnd['sets']; pair: [Tile, Tile] | null } {
  const { concealed, melds } = table.seats[winner];
  const reading = readings(concealed, setsStillNeeded(melds))[0];
  const fromHand = (s: ConcealedSet) => ({ tiles: [...s.tiles], label: s.kind === 'pung' ? `Three of a kind, ${tileName(s.tiles[0])}, concealed` : `Run, ${s.tiles.map((t) => t[0]).join('-')} of ${SUIT_NAMES[suitOf(s.tiles[0])!]}, concealed` });
  return {
    sets: [...melds.map((m) => ({ tiles: [...m.tiles], label: meldLabel(m) })), ...(reading ? reading.sets.map(fromHand) : [])],
    pair: reading ? reading.pair : null,
  };
}

function endOf(table: Table, learner: Seat, record: readonly string[]): PracticeEnd {
  const dead = SEATS.filter((s) => isDeadHand(table, s));
  const deadText = dead.length ? `Dead hands, holding the wrong number of tiles, so they could not win: ${dead.join(', ')}.` : null;
  const result = table.result!;
  if (!result.winner) return { winner: null, text: 'The wall is used up and nobody has gone out: the hand is a draw game.', rule: 'TURN-DRAW-DISCARD', sets: [], pair: null, dead, deadText, score: null };
  // The table does not keep where a drawn tile came from; the record does: a loose tile drawn just before going out.
  const loose = record.at(-2) === `${result.winner} draws loose`;
  const score = scoreTable(table, loose);
  const who = result.winner === learner ? 'You go' : `${result.winner} goes`;
  const how = result.from ? `, ${result.robbedKong ? 'robbed from the kong' : 'discarded'} by ${result.from}` : ', drawn from the wall';
  return { winner: result.winner, text: `${who} Mah-Jongg on the ${tileName(result.tile!)}${how}.`, rule: result.robbedKong ? 'ROB-KONG' : 'WIN-FOUR-SETS-PAIR', ...laidOut(table, result.winner), dead, deadText, score };
}

interface Step {
  table: Table;
  news: TableNews[];
  record: string[];
  moments: ClaimMoment[];
  refused?: PracticeState['refused'];
  hint?: Reason[] | null;
  choosing?: ChowPick[] | null;
  status?: string;
}

/** The state the learner sees once play has come back to him. */
function compose(base: { seed: number; seat: Seat; options: RuleOptions; coach: boolean; everyDiscard: boolean; before: PracticeState | null }, step: Step): PracticeState {
  const { table } = step;
  const learner = base.seat;
  const over = table.phase === 'over';
  const end = over ? endOf(table, learner, step.record) : null;
  const prompt: PracticePrompt = over
    ? { kind: 'over', text: end!.text }
    : table.turn === learner && table.phase === 'discard'
      ? turnPrompt(table, learner, step.record.length === 0)
      : claimPrompt(table, learner, base.coach, step.choosing ?? null);
  const event = currentEvent(table);
  const seats: PracticeSeat[] = SEATS.map((seat) => {
    const s = table.seats[seat];
    const shown = seat === learner || over;
    return {
      seat,
      place: placeFrom(learner, seat),
      concealed: shown ? (seat === learner && prompt.kind === 'turn' && prompt.drawn ? [...sortTiles(s.concealed.slice(0, -1)), s.concealed[s.concealed.length - 1]] : sortTiles(s.concealed)) : null,
      count: s.concealed.length,
      melds: s.melds.map((meld) => ({ meld, label: meldLabel(meld) })),
      dead: isDeadHand(table, seat),
      toPlay: !over && table.turn === seat,
    };
  });
  const live = event?.kind === 'discard' ? { tile: event.tile, by: event.seat } : null;
  const said = step.news.map((n) => n.text);
  const status = step.status ?? [...said, prompt.text].join(' ');
  return {
    seed: base.seed,
    seat: learner,
    options: base.options,
    coach: base.coach,
    everyDiscard: base.everyDiscard,
    table,
    seats,
    dead: (live ? table.discards.slice(0, -1) : table.discards).map((d) => d.tile),
    live,
    wall: table.wall.length,
    prompt,
    news: step.news,
    refused: step.refused ?? null,
    hint: step.hint ?? null,
    record: step.record,
    moments: step.moments,
    end,
    status,
    before: base.before,
  };
}

// ---------------------------------------------------------------------------
// The learner's actions.
// ---------------------------------------------------------------------------

/** Deals the hand from the seed and plays on until the learner must act. */
export function startPractice(setup: PracticeSetup): PracticeState {
  const seat = setup.seat ?? 'East';
  const options = withDefaults(setup.options);
  // The deal on the fast core (dealInPlace deals tile for tile as deal() does), as an immutable table.
  const run: Run = { table: tableOf(dealInPlace(setup.seed, options)), news: [], record: [], moments: [] };
  const everyDiscard = setup.everyDiscard ?? false;
  playOn(run, seat, everyDiscard);
  return compose({ seed: setup.seed, seat, options, coach: setup.coach ?? true, everyDiscard, before: null }, run);
}

function runFrom(state: PracticeState): Run {
  return { table: state.table, news: [], record: [...state.record], moments: [...state.moments] };
}

function base(state: PracticeState, before: PracticeState | null = state) {
  return { seed: state.seed, seat: state.seat, options: state.options, coach: state.coach, everyDiscard: state.everyDiscard, before };
}

/** The same position with a refusal shown: nothing is carried out, and the learner may try again. */
function refusedStep(state: PracticeState, head: string, refusal: Refusal): PracticeState {
  const choosing = state.prompt.kind === 'claim' ? null : undefined;
  return compose(base(state, state.before), {
    table: state.table,
    news: [],
    record: state.record,
    moments: state.moments,
    refused: { head, refusal },
    choosing,
    status: `${head}. ${refusal.message}`,
  });
}

/** The learner discards a tile in his turn. */
export function discardTile(state: PracticeState, tile: Tile): PracticeState {
  if (state.prompt.kind !== 'turn') return state;
  const result = playTurn(state.table, { type: 'discard', tile });
  if ('rule' in result) return refusedStep(state, `You cannot discard the ${tileName(tile)}`, result);
  const run = runFrom(state);
  run.table = result;
  run.record.push(`${state.seat} discards ${tile}`);
  run.news.push({ ...discardNews(state.seat, tile), text: `You discard the ${tileName(tile)}: "${announcement(tile)}".`, said: `${state.seat}: ${announcement(tile)}` });
  playOn(run, state.seat, state.everyDiscard);
  return compose(base(state), run);
}

/** The learner declares a concealed kong, or adds a drawn fourth tile to his exposed pung. */
export function declareKong(state: PracticeState, tile: Tile): PracticeState {
  if (state.prompt.kind !== 'turn') return state;
  const adds = state.table.seats[state.seat].melds.some((m) => m.kind === 'pung' && m.tiles[0] === tile);
  const result = playTurn(state.table, { type: 'kong', tile });
  if ('rule' in result) return refusedStep(state, `Refused: a kong of ${tileName(tile)}`, result);
  const run = runFrom(state);
  run.table = result;
  run.record.push(`${state.seat} ${adds ? 'adds' : 'declares'} ${tile}`);
  run.news.push(
    adds
      ? { text: `You add the ${tileName(tile)} to your exposed pung. Before the kong stands, another player who goes out on this tile may rob it.`, rule: 'KONG-ADD-DRAWN' }
      : { text: `You lay out your four ${tileName(tile)}, the two end tiles face down: the kong still scores as concealed.`, rule: 'KONG-CONCEALED' },
  );
  playOn(run, state.seat, state.everyDiscard);
  return compose(base(state), run);
}

/** The learner declares Mah-Jongg on the tile he holds. */
export function declareMahjong(state: PracticeState): PracticeState {
  if (state.prompt.kind !== 'turn') return state;
  const result = playTurn(state.table, { type: 'mahjong' });
  if ('rule' in result) return refusedStep(state, 'Refused: Mah-Jongg', result);
  const run = runFrom(state);
  run.table = result;
  run.record.push(`${state.seat} mahjong`);
  run.news.push({ text: 'You have four sets and a pair: Mah-Jongg, and the hand is over.', rule: 'WIN-FOUR-SETS-PAIR' });
  return compose(base(state), run);
}

/**
 * The learner calls on the tile on offer. A chow naming no tiles, when his
 * hand holds more than one run for it, asks him to pick; a call the engine
 * refuses is shown with its rule and the window stays open.
 */
export function callTile(state: PracticeState, kind: ClaimKind, tiles?: [Tile, Tile]): PracticeState {
  if (state.prompt.kind !== 'claim') return state;
  const table = state.table;
  const learner = state.seat;
  if (kind === 'chow' && !tiles) {
    const choices = chowChoices(table, learner);
    if (choices.length > 1) {
      const choosing = choices.map((pair): ChowPick => ({ tiles: pair, label: describeCall({ seat: learner, kind: 'chow', tiles: pair }) }));
      return compose(base(state, state.before), {
        table,
        news: [],
        record: state.record,
        moments: state.moments,
        choosing,
        status: `Choose the two tiles to chow with: ${choosing.map((c) => c.label).join(', or ')}.`,
      });
    }
    tiles = choices[0];
  }
  const claim: Claim = tiles ? { seat: learner, kind, tiles } : { seat: learner, kind };
  const check = checkClaim(table, claim);
  if (!check.legal) return refusedStep(state, `Refused: ${describeCall(claim)}`, check.refusal);
  const run = runFrom(state);
  const note = winningCallNote(check);
  if (note) run.news.push({ text: note, rule: 'PUNG-MJ-EXCEPTION' });
  ruleWindow(run, learner, check.claim, computerCalls(table, learner));
  playOn(run, learner, state.everyDiscard);
  return compose(base(state), run);
}

/** The learner lets the tile go by. */
export function passTile(state: PracticeState): PracticeState {
  if (state.prompt.kind !== 'claim') return state;
  const run = runFrom(state);
  run.news.push({ text: `You pass on the ${tileName(state.prompt.event.tile)}.`, rule: 'CLAIM-LIVE-DISCARD' });
  ruleWindow(run, state.seat, null, computerCalls(state.table, state.seat));
  playOn(run, state.seat, state.everyDiscard);
  return compose(base(state), run);
}

/** Takes back the learner's last move, and the computer players' moves after it. */
export function undoMove(state: PracticeState): PracticeState {
  if (!state.before) return state;
  return { ...state.before, news: [], refused: null, hint: null, status: 'Your last move is taken back. ' + state.before.prompt.text };
}

/** The legal moves now, as the engine lists them. */
export function askHint(state: PracticeState): PracticeState {
  const prompt = state.prompt;
  const hint: Reason[] = [];
  if (prompt.kind === 'claim') {
    for (const call of prompt.calls) hint.push({ rule: CALL_RULE[call.claim.kind], text: `${call.label} is allowed.` });
    hint.push({ rule: 'CLAIM-LIVE-DISCARD', text: 'Pass is always allowed: the tile goes by.' });
  } else if (prompt.kind === 'turn') {
    if (prompt.canWin) hint.push({ rule: 'WIN-FOUR-SETS-PAIR', text: 'Your hand is four sets and a pair: you may declare Mah-Jongg.' });
    for (const kong of prompt.kongs) hint.push({ rule: kong.label.startsWith('Add') ? 'KONG-ADD-DRAWN' : 'KONG-CONCEALED', text: `${kong.label}: allowed now, and you then draw a loose tile.` });
    const { concealed, melds } = state.table.seats[state.seat];
    const near = bestAfterDiscard(concealed, melds.length);
    hint.push({ rule: 'TURN-DRAW-DISCARD', text: `You may discard any tile in your hand. Your best discard leaves the hand ${tilesWord(near)} from Mah-Jongg.` });
  } else {
    hint.push({ rule: 'WIN-FOUR-SETS-PAIR', text: 'The hand is over: deal a new hand to play again.' });
  }
  return { ...state, hint, refused: null, news: [], status: hint.map((h) => h.text).join(' ') };
}

/** The rule that allows each kind of call, for the hint. */
const CALL_RULE: Record<ClaimKind, RuleId> = { chow: 'CHOW-LEFT-ONLY', pung: 'PUNG-NEEDS-PAIR', kong: 'KONG-FROM-DISCARD', mahjong: 'WIN-FOUR-SETS-PAIR' };

/** The coach on or off: the offered calls say why they are allowed and what they cost, or not. */
export function setCoach(state: PracticeState, coach: boolean): PracticeState {
  const choosing = state.prompt.kind === 'claim' ? state.prompt.choosing : null;
  const next = compose({ ...base(state, state.before), coach }, { table: state.table, news: state.news, record: state.record, moments: state.moments, refused: state.refused, hint: state.hint, choosing, status: coach ? 'The coach is on.' : 'The coach is off.' });
  return next;
}

/**
 * Stopping at every discard on or off. It takes effect from the next discard:
 * a window open now stays open until the learner passes or calls.
 */
export function setEveryDiscard(state: PracticeState, everyDiscard: boolean): PracticeState {
  const choosing = state.prompt.kind === 'claim' ? state.prompt.choosing : null;
  const status = everyDiscard ? 'Play now stops after every discard of the other players: try any call.' : 'Play now stops only where you have a call the rules allow.';
  return compose({ ...base(state, state.before), everyDiscard }, { table: state.table, news: state.news, record: state.record, moments: state.moments, refused: state.refused, hint: state.hint, choosing, status });
}

/** The option words of a record's header, as a scenario's `options:` line writes them. */
function optionWords(options: RuleOptions): string {
  const parts: string[] = [];
  if (options.strictWinningChow) parts.push('strict-winning-chow');
  if (options.claimAfterNextDraw) parts.push('claim-after-next-draw');
  if (options.deadWallSize > 0) parts.push(`dead-wall ${options.deadWallSize}`);
  return parts.length ? parts.join(', ') : 'none';
}

/** The hand's record as a text file: the seed, the seat and the options, then every move, one a line. */
export function practiceRecord(state: PracticeState): string {
  const header = [`# A hand at the practice table of Chow, Pung & Kong`, `seed: ${state.seed}`, `seat: ${state.seat}`, `options: ${optionWords(state.options)}`];
  const end = state.end ? [`# ${state.end.text}`] : ['# The hand goes on.'];
  return `${[...header, ...state.record, ...end].join('\n')}\n`;
}

/** A rule option the table offers as a switch: the decision it belongs to, and what it changes, in one sentence. */
export interface PracticeVariant {
  option: 'strictWinningChow' | 'claimAfterNextDraw' | 'deadWallSize';
  /** The decision of the rule catalogue (A1 to A21) it reads differently. */
  decision: string;
  label: string;
  sentence: string;
  /** The option's value when switched on. */
  on: boolean | number;
}

export const PRACTICE_VARIANTS: readonly PracticeVariant[] = [
  {
    option: 'strictWinningChow',
    decision: 'A1',
    label: 'Strict winning chow',
    sentence: 'A discard that wins only by completing a run may be taken by the next player alone, as for an ordinary chow.',
    on: true,
  },
  {
    option: 'claimAfterNextDraw',
    decision: 'A8',
    label: 'Late claims',
    sentence: 'The next player draws at once unless he chows, and the discard may still be punged, konged or won until he discards.',
    on: true,
  },
  {
    option: 'deadWallSize',
    decision: 'A14',
    label: '14-tile reserve',
    sentence: 'The last 14 tiles of the wall are never drawn, loose tiles included: the hand is a draw game sooner.',
    on: 14,
  },
];

/** The largest seed the table's address takes (as the practice puzzles'). */
const MAX_PRACTICE_SEED = 2 ** 31 - 1;

/**
 * The seed for a hand from the address's `seed` parameter: the number when
 * it is a whole number from 0 to 2^31 - 1; else a fresh one (from `random`),
 * with a sentence saying why when something was given. (Not the puzzles'
 * parseSeed: its module would bring the whole puzzle generator to the page.)
 */
export function readPracticeSeed(text: string | null, random: () => number = Math.random): { seed: number; note: string } {
  const given = text !== null && /^\s*\d{1,10}\s*$/.test(text) ? Number(text.trim()) : null;
  if (given !== null && given <= MAX_PRACTICE_SEED) return { seed: given, note: '' };
  const seed = Math.floor(random() * MAX_PRACTICE_SEED);
  const shown = text === null ? '' : text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return { seed, note: text === null ? '' : `"${shown}" is not a seed (a whole number from 0 to ${MAX_PRACTICE_SEED}): here is a new hand, from seed ${seed}.` };
}

/** The address's parameter for each variant: `strict=1`, `late=1`, `reserve=14`. */
const VARIANT_PARAMS: Record<PracticeVariant['option'], string> = { strictWinningChow: 'strict', claimAfterNextDraw: 'late', deadWallSize: 'reserve' };

/** What a shared address holds besides the seed: the learner's seat and the variants switched on. */
export interface PracticeAddress {
  seat: Seat;
  options: Partial<RuleOptions>;
  /** A sentence for each value that could not be read, which fell back to its default. */
  notes: string[];
}

function shortened(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * Reads the seat and the variants from the address's parameters (`get`, as
 * URLSearchParams.get): `seat=South`, and `strict`, `late` 1 or 0, `reserve`
 * 14 or 0. A value that is none of these is named in a note and left at its
 * default (East, off), so that a mistyped link still deals a hand.
 */
export function readPracticeAddress(get: (name: string) => string | null): PracticeAddress {
  const notes: string[] = [];
  const word = get('seat');
  let seat: Seat = 'East';
  if (word !== null) {
    const found = SEATS.find((s) => s.toLowerCase() === word.trim().toLowerCase());
    if (found) seat = found;
    else notes.push(`"${shortened(word)}" is not a seat (East, South, West or North): you sit East.`);
  }
  const options: Partial<RuleOptions> = {};
  for (const v of PRACTICE_VARIANTS) {
    const name = VARIANT_PARAMS[v.option];
    const text = get(name);
    if (text === null) continue;
    const on = String(v.on === true ? 1 : v.on);
    if (text.trim() === on) Object.assign(options, { [v.option]: v.on });
    else if (text.trim() !== '0') notes.push(`"${name}=${shortened(text)}" is not a setting (${name}=${on} for ${v.label.toLowerCase()}, ${name}=0 without): ${v.label.toLowerCase()} is off.`);
  }
  return { seat, options, notes };
}

/** The address's parameters for a hand: the seed, the seat when not East, and each variant switched on. */
export function practiceParams(seed: number, seat: Seat, options: Partial<RuleOptions>): [string, string][] {
  const params: [string, string][] = [['seed', String(seed)]];
  if (seat !== 'East') params.push(['seat', seat]);
  for (const v of PRACTICE_VARIANTS) if (options[v.option]) params.push([VARIANT_PARAMS[v.option], String(v.on === true ? 1 : v.on)]);
  return params;
}
