/**
 * The practice table's game of several hands as the page holds it: the game
 * and the hand on the table, read from the address and the games kept in the
 * browser, written back to both, each hand dealt at the wind the deal gives
 * the learner. Everything here rules nothing (the engine's game passes the
 * deal and adds the scores); it lives in the table's later chunk (tableDoor.ts), so
 * that the table's page opens without it.
 */
import {
  type PlayerLevel,
  type PracticeState,
  type RuleOptions,
  SEATS,
  type Seat,
  placeFrom,
  practiceParams,
  readPracticeAddress,
  readPracticeSeed,
  startPractice,
} from '../../engine';
import {
  GAMES_KEY,
  GAME_HANDS,
  type LearnerMove,
  PLACES,
  type PracticeGame,
  gameParam,
  handOf,
  handResult,
  keptGame,
  keptGameOf,
  learnerMoveText,
  levelsByWind,
  newGame,
  nextHand,
  playLearnerMoves,
  readGameParam,
  readLearnerMove,
  readKeptGames,
  recordHand,
  setAsideWords,
  windAt,
  writeKeptGames,
} from '../../engine/practiceGame';

/** A game being played: the game, the number of the hand on the table and the learner's moves in it so far, and whether that hand was recorded in this visit. */
export interface GameOn {
  game: PracticeGame;
  hand: number;
  moves: string[];
  recorded?: boolean;
}

/** How the table plays its hands: the variants, the coach, a stop at every discard. */
export interface TableSettings {
  options: Partial<RuleOptions>;
  coach: boolean;
  everyDiscard: boolean;
}

/** A single hand's settings a game does not take: its seeds are its own, the learner East at its first hand, every hand whole. */
const GAME_SETS_ASIDE = ['seed', 'seat', 'dead'] as const;

export const GAME_OVER = 'Every hand of this game has been played: its score is below. Its last hand is dealt again to look at, and counts for nothing.';
export const MOVES_UNDER_OTHER_SETTINGS = 'Your moves in this hand were made under other variants or levels than this address gives: the hand is dealt again from its start.';
export const CHANGE_FROM_NEXT_HAND = 'This hand is over and counted in the game, so it is not dealt again: the change holds from the next hand.';
export const CHANGE_FOR_NEXT_GAME = 'Every hand of this game has been played, so its last is not dealt again: the change holds for a new game.';
export const GAME_NOT_KEPT =
  "This hand's score is not kept in this browser (its storage is full or switched off, or a newer version of this site kept the games): the game goes on, but cannot be taken up again once this page is left.";

/** The games kept in this browser, and what could not be read of them; never throws (storage may be forbidden). */
function keptGames(): ReturnType<typeof readKeptGames> {
  try {
    return readKeptGames(localStorage.getItem(GAMES_KEY));
  } catch {
    return { games: [], problem: null, newer: false };
  }
}

/** A game's address: its seeds, the variants, and each computer player's level by the wind he holds at the first hand (the learner East). */
export function gameSearch(game: PracticeGame, options: Partial<RuleOptions>): string {
  const levels: Partial<Record<Seat, PlayerLevel>> = {};
  for (const place of PLACES) if (game.levels[place]) levels[windAt(place, 'self')] = game.levels[place];
  const params = practiceParams(0, 'East', options, levels);
  params[0] = ['game', gameParam(game.seeds)];
  return new URLSearchParams(params).toString();
}

/** Keeps a game's hands played and the moves of the one in progress, merged into what is kept now (another tab may have kept another game); false when not kept. */
function keepGame(game: PracticeGame, options: Partial<RuleOptions>, moves: readonly string[] = []): boolean {
  try {
    const { games, newer } = keptGames();
    if (newer) return false;
    localStorage.setItem(GAMES_KEY, writeKeptGames([...games, keptGame(game, gameSearch(game, options), Date.now(), moves)]));
    return true;
  } catch {
    return false;
  }
}

/** A game's hand dealt: at the wind the deal gives the learner, against each player at his level. */
export function dealGameHand(on: GameOn, settings: TableSettings): PracticeState {
  const hand = handOf(on.game, on.hand)!;
  return startPractice({ seed: hand.seed, seat: hand.seat, options: settings.options, levels: levelsByWind(on.game, hand.seat), coach: settings.coach, everyDiscard: settings.everyDiscard });
}

/** The switches a hand of a game is dealt under when played again, unless its kept moves open with others (dealtSwitches). */
const REPLAYED_UNDER: Readonly<{ coach: boolean; everyDiscard: boolean }> = { coach: true, everyDiscard: false };

/**
 * A hand's first kept moves: the switches the table deals it under, where they differ from those it is played again
 * under, so that it is played again as it was dealt (a stop at every discard carried on from the hand before changes
 * where the learner is asked to move, and so his moves).
 */
function switchLines({ coach, everyDiscard }: TableSettings): string[] {
  const lines: LearnerMove[] = [];
  if (coach !== REPLAYED_UNDER.coach) lines.push({ do: 'coach', on: coach });
  if (everyDiscard !== REPLAYED_UNDER.everyDiscard) lines.push({ do: 'every-discard', on: everyDiscard });
  return lines.map(learnerMoveText);
}

/**
 * The game with its hand on the table dealt under these settings, afresh or again from the start (another level, a
 * variant switched): its moves only the switches' lines, kept so. A hand over and recorded is not dealt again (it
 * counts as played): the change, kept, holds from the next.
 */
export function dealtUnder(on: GameOn, settings: TableSettings): GameOn {
  const next = { ...on, moves: switchLines(settings) };
  keepGame(next.game, settings.options, next.moves);
  return next;
}

/** The switch a kept line turns (the coach, the stop at every discard), or null for a line that plays the hand. */
function switchOf(line: string): Extract<LearnerMove, { do: 'coach' | 'every-discard' }> | null {
  const move = readLearnerMove(line);
  return move?.do === 'coach' || move?.do === 'every-discard' ? move : null;
}

/** A kept line that plays the hand: not a switch, such as the lines a hand is dealt with (switchLines). */
function isPlay(line: string): boolean {
  return switchOf(line) === null;
}

/** Said when a hand of a game is played again from fewer moves than were kept, and why, if the moves left out were read. */
export function resumedWords(played: number, kept: number, unfit: boolean): string {
  const how =
    played === 0
      ? 'Your moves in this hand could not be played again: the hand starts from its deal.'
      : `Your moves in this hand could be played again only as far as move ${played} of ${kept}: the hand goes on from there.`;
  const why = unfit ? ` Move ${played + 1} does not fit the hand as it now stands: the computer players may play it otherwise since an update of the site.` : '';
  return how + why;
}

/** The switches a hand's kept moves open with, read back as ones it may have been dealt under (switchLines), and how many lines they take. */
function dealtSwitches(moves: readonly string[]): { coach: boolean; everyDiscard: boolean; lines: number } {
  const switches = { ...REPLAYED_UNDER, lines: 0 };
  for (const line of moves) {
    const turned = switchOf(line);
    if (!turned) break;
    if (turned.do === 'coach') switches.coach = turned.on;
    else switches.everyDiscard = turned.on;
    switches.lines++;
  }
  return switches;
}

/**
 * A game's hand dealt and played again to where the learner left it, from his kept moves, and the game with only the
 * moves played again, so that his next move follows them, kept so; a note when some could not be.
 *
 * The switches a hand's moves open with may be the ones it was dealt under (kept so since 6 December 2026), or ones the
 * learner switched at his first turn; a hand kept before may have been dealt with the stop at every discard on. Where
 * the learner is not East these deal different hands (the stop on at the deal stops at East's first discard), so each
 * way is tried, in that order, and the one that plays the most of the kept lines is taken.
 */
export function resumeGameHand(on: GameOn, options: Partial<RuleOptions>): { state: PracticeState; note: string; on: GameOn } {
  const { coach, everyDiscard, lines } = dealtSwitches(on.moves);
  const stopping = { ...REPLAYED_UNDER, everyDiscard: true };
  // Each way: the switches dealt under, the lines kept for them, and the first kept line played as a move (with no
  // opening switches, the first two ways are one).
  const ways = [
    { dealt: { coach, everyDiscard }, opening: on.moves.slice(0, lines), from: lines },
    ...(lines > 0 ? [{ dealt: REPLAYED_UNDER, opening: [], from: 0 }] : []),
    { dealt: stopping, opening: switchLines({ options, ...stopping }), from: 0 },
  ];
  let best = null;
  for (const way of ways) {
    const again = { ...way, ...playLearnerMoves(dealGameHand(on, { options, ...way.dealt }), on.moves.slice(way.from)) };
    if (!best || again.from + again.played > best.from + best.played) best = again;
    if (again.from + again.played === on.moves.length) break;
  }
  const { opening, from, played, unfit, state } = best!;
  const kept = { ...on, moves: [...opening, ...on.moves.slice(from, from + played)] };
  if (kept.moves.join('\n') === on.moves.join('\n')) return { state, note: '', on };
  if (!on.recorded) keepGame(kept.game, options, kept.moves);
  const moves = on.moves.length - from;
  return { state, note: played < moves ? resumedWords(played, moves, unfit) : '', on: kept };
}

/** The game with one more move of the learner's in the hand in progress, kept at once: a page left now comes back to it. */
export function withMove(on: GameOn, move: LearnerMove, options: Partial<RuleOptions>): GameOn {
  const next = { ...on, moves: [...on.moves, learnerMoveText(move)] };
  if (!on.recorded) keepGame(next.game, options, next.moves);
  return next;
}

/** Said when a level or a variant is changed once the hand on the table is over and recorded: it is not dealt again. */
export function changeAfterEndWords(game: PracticeGame): string {
  return nextHand(game) ? CHANGE_FROM_NEXT_HAND : CHANGE_FOR_NEXT_GAME;
}

/**
 * The game in the address, with the hands kept of it and its first hand not yet played (its last, when all are), and
 * a note on what could not be read; the problem, in a sentence, when the address's seeds are no game.
 */
export function gameFromAddress(params: URLSearchParams): { on: GameOn; options: Partial<RuleOptions>; note: string } | { problem: string } {
  const read = readGameParam(params.get('game') ?? '');
  if ('problem' in read) return read;
  // The levels by the wind each player holds at the first hand, where the learner is East: then by his chair.
  const address = readPracticeAddress((name) => (name === 'seat' ? null : params.get(name)));
  const levels: PracticeGame['levels'] = {};
  for (const seat of SEATS) if (address.levels[seat]) levels[placeFrom('East', seat)] = address.levels[seat];
  const kept = keptGames();
  const found = keptGameOf(kept.games, read.seeds);
  const game = { ...newGame(read.seeds, levels), played: found?.played ?? [] };
  const over = nextHand(game) === null ? GAME_OVER : null;
  // The moves kept are played again only under the settings they were made under: with other variants or levels the
  // same moves would make another hand.
  const same = found !== undefined && found.address === gameSearch(game, address.options);
  const otherSettings = found && found.moves.some(isPlay) && !same && !over ? MOVES_UNDER_OTHER_SETTINGS : null;
  const on = { game, hand: Math.min(game.played.length + 1, game.seeds.length), moves: over || !same ? [] : found.moves };
  // A single hand's settings in the same address are not the game's: said, not silently dropped.
  const setAside = GAME_SETS_ASIDE.flatMap((name) => (params.has(name) ? [`${name}=${params.get(name)}`] : []));
  const aside = setAside.length ? setAsideWords(setAside) : null;
  return { on, options: address.options, note: [kept.problem, over, otherSettings, aside, ...address.notes].filter(Boolean).join(' ') };
}

/** The newest kept game not finished, to offer back at a single hand: its address and how far it got. */
export function unfinishedGame(): { search: string; hand: number; hands: number } | null {
  const last = keptGames().games.filter((g) => g.played.length < g.seeds.length).at(-1);
  return last ? { search: last.address, hand: last.played.length + 1, hands: last.seeds.length } : null;
}

/** A new game of four fresh seeds, the players keeping their levels (by chair, from the seats of the hand on the table), kept at once. */
export function startGame(state: PracticeState, game: PracticeGame | null, options: Partial<RuleOptions>): GameOn {
  const seeds = Array.from({ length: GAME_HANDS }, () => readPracticeSeed(null).seed);
  const levels: PracticeGame['levels'] = game ? { ...game.levels } : {};
  if (!game) for (const seat of SEATS) if (seat !== state.seat && state.levels[seat]) levels[placeFrom(state.seat, seat)] = state.levels[seat];
  // Kept at once, so that a game left in its first hand is offered back; its first hand dealt under the table's switches.
  return dealtUnder({ game: newGame(seeds, levels), hand: 1, moves: [] }, { options, coach: state.coach, everyDiscard: state.everyDiscard });
}

/** The game with the hand on the table recorded and kept, once that hand is over (null before, or when it was recorded already); `kept` false when the browser would not keep it. */
export function recordEnd(on: GameOn, state: PracticeState, options: Partial<RuleOptions>): { on: GameOn; kept: boolean } | null {
  if (!state.end || on.game.played.length !== on.hand - 1) return null;
  const { winner, net } = handResult(state);
  const game = recordHand(on.game, state.seat, winner, net);
  return { on: { ...on, game, moves: [], recorded: true }, kept: keepGame(game, options) };
}

/** The game with a computer player's level changed (the player's, whatever wind he holds, kept by his chair), and its hand to be dealt again. */
export function withLevel(on: GameOn, learner: Seat, seat: Seat, level: PlayerLevel, settings: TableSettings): GameOn {
  return dealtUnder({ ...on, game: { ...on.game, levels: { ...on.game.levels, [placeFrom(learner, seat)]: level } } }, settings);
}

/** The next hand of the game, dealt under these settings; null after the last. */
export function nextGameHand(on: GameOn, settings: TableSettings): GameOn | null {
  return nextHand(on.game) ? dealtUnder({ ...on, hand: on.hand + 1, recorded: false }, settings) : null;
}
