/**
 * The practice table (/play/): a whole hand against three computer players.
 * The hand comes from the address (/play/?seed=N&seat=South&strict=1&late=1&reserve=14&west=harr,
 * a fresh seed when none or a bad one is given, and a note on any value that
 * could not be read), or a game of several hands does (/play/?game=57-1203-88-4410,
 * one seed a hand; the game, loaded only then, passes the deal, keeps the score
 * and is kept in the browser to go back to); every step is the engine's practice
 * session (startPractice, discardTile, claimTile, …), and this island draws
 * the state it returns, speaks its announcements and keeps the focus on
 * what the learner acts on next. It decides no rule.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import {
  type ClaimKind,
  DEAD_HANDS_RULE,
  DEAD_HAND_START,
  GAMES_KEY,
  LEVEL_WORDS,
  PLAYER_LEVELS,
  type PlayerLevel,
  type PracticeState,
  type PracticeVariant,
  type RuleOptions,
  type Seat,
  SEATS,
  askHint,
  claimTile,
  declareKong,
  declareMahjong,
  discardTile,
  passTile,
  placeFrom,
  practiceParams,
  practiceRecord,
  readPracticeAddress,
  readPracticeSeed,
  setCoach,
  setEveryDiscard,
  startPractice,
  undoMove,
  type Tile,
} from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { loadOnce } from '../islands/loadOnce';
import { RuleLink } from '../drawing/RuleLink';
import { type EndDecisionLinks, PracticeTableActions } from './PracticeTableActions';
import { PracticeTableRecord } from './PracticeTableRecord';
import { PracticeTableSeats } from './PracticeTableSeats';

export interface VariantSwitch extends PracticeVariant {
  /** Its decision on the rules page. */
  href: string;
}

export interface PracticeTableProps {
  ruleLinks: RuleLinks;
  variants: VariantSwitch[];
  decisionLinks: EndDecisionLinks;
}

interface Table {
  state: PracticeState;
  /** Said once above the table: a seed in the address that was no seed. */
  note: string;
  /** Said in the live region in place of the state's own status, when an action changed nothing on the table but the note. */
  said?: string;
}

/** What the table loads beyond a single hand's play (tableDoor.ts): a game of several hands, and a hand's review. */
type GameDoor = typeof import('./tableDoor');
const loadGame = loadOnce(() => import('./tableDoor'));

/** A game being played (gameSession.ts), with the chunk that holds it. */
type GameOn = import('./tableDoor').GameOn & { door: GameDoor };
type LearnerMove = import('./tableDoor').LearnerMove;

type Review = GameDoor['PracticeTableReview'];
type MissedKept = typeof import('./MissedCallsKept').MissedCallsKept;

/** Said when the game's chunk, or the hand's review, could not be fetched. */
const GAME_NOT_LOADED = 'The game could not be loaded (the connection may have dropped): reload the page to try again.';
const MISSED_NOT_LOADED = 'The calls you let go by could not be kept for review (the connection may have dropped): reload the page to try again.';
const REVIEW_NOT_LOADED = "The hand's review could not be loaded (the connection may have dropped): press the button again to try again, or reload the page if it still does not come.";

/** Where focus goes after a step: the prompt's first action, the hand, or the end. */
function focusNext(root: HTMLElement | null) {
  if (!root) return;
  const target =
    root.querySelector<HTMLElement>('#play-end') ??
    root.querySelector<HTMLElement>('[data-action="call"]') ??
    root.querySelector<HTMLElement>('[data-hand-tile]') ??
    root.querySelector<HTMLElement>('#play-prompt');
  target?.focus();
}

/** How each computer player plays, by seat; quick where not given. */
type Levels = Partial<Record<Seat, PlayerLevel>>;

/** The address's query: a hand's (its seed, seat, variants and levels, so that a copied link deals it again under the same rules, against the same players) or a game's. */
function putInUrl(search: string, push: boolean) {
  const url = new URL(window.location.href);
  url.search = search;
  if (push) window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

/** A single hand's query. */
function handSearch(seed: number, seat: Seat, options: Partial<RuleOptions>, levels: Levels, deadHand: boolean): string {
  return new URLSearchParams(practiceParams(seed, seat, options, levels, deadHand)).toString();
}

function fromUrl(coach: boolean, everyDiscard: boolean): Table & { options: Partial<RuleOptions> } {
  const params = new URLSearchParams(window.location.search);
  const { seed, note } = readPracticeSeed(params.get('seed'));
  const address = readPracticeAddress((name) => params.get(name));
  const notes = [note, ...address.notes].filter(Boolean).join(' ');
  return { state: startPractice({ seed, seat: address.seat, options: address.options, levels: address.levels, deadHand: address.deadHand, coach, everyDiscard }), note: notes, options: address.options };
}

function speak(state: PracticeState) {
  if (!('speechSynthesis' in window)) return;
  for (const news of state.news) if (news.said) window.speechSynthesis.speak(new SpeechSynthesisUtterance(news.said));
}

export function PracticeTable({ ruleLinks, variants, decisionLinks }: PracticeTableProps) {
  const [table, setTable] = useState<Table | null>(null);
  const [options, setOptions] = useState<Partial<RuleOptions>>({});
  const [speaking, setSpeaking] = useState(false);
  const [game, setGame] = useState<GameOn | null>(null);
  /** A kept game not finished, offered at a single hand: its address, and how far it got. */
  const [unfinished, setUnfinished] = useState<{ search: string; hand: number; hands: number } | null>(null);
  const [review, setReview] = useState<{ Review: Review; of: PracticeState } | null>(null);
  // The calls let go by, kept for review at a hand's end: the code that keeps and says it is fetched once the hand has
  // one, as it is let go by (in the page's own code it cost /play/ 0.4 KB as it opened).
  const [missedKept, setMissedKept] = useState<MissedKept | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    const single = (note: string) => {
      const first = fromUrl(true, false);
      putInUrl(handSearch(first.state.seed, first.state.seat, first.options, first.state.levels, first.state.deadHand), false);
      setOptions(first.options);
      setGame(null);
      setTable({ state: first.state, note: [note, first.note].filter(Boolean).join(' ') });
    };
    const open = () => {
      const params = new URLSearchParams(window.location.search);
      if (!params.has('game')) {
        single('');
        // A game left unfinished is offered back; the game's chunk is fetched only when one is kept.
        let kept = null;
        try {
          kept = localStorage.getItem(GAMES_KEY);
        } catch {
          // Storage forbidden: no game was kept.
        }
        if (kept !== null) void loadGame().then((door) => setUnfinished(door.unfinishedGame()), () => undefined);
        return;
      }
      void loadGame().then(
        (door) => {
          const read = door.gameFromAddress(params);
          if ('problem' in read) return single(read.problem);
          putInUrl(door.gameSearch(read.on.game, read.options), false);
          setOptions(read.options);
          // The hand in progress is played again from the learner's kept moves, to where he left it.
          const resumed = door.resumeGameHand(read.on, read.options);
          setGame({ ...resumed.on, door });
          setTable({ state: resumed.state, note: [read.note, resumed.note].filter(Boolean).join(' ') });
        },
        () => single(GAME_NOT_LOADED),
      );
    };
    open();
    window.addEventListener('popstate', open);
    return () => window.removeEventListener('popstate', open);
  }, []);

  // A game's hand, once over, is recorded and kept at once: left now, the game goes on from the next hand.
  useEffect(() => {
    const ended = game && table && game.door.recordEnd(game, table.state, options);
    if (!game || !table || !ended) return;
    setGame({ ...ended.on, door: game.door });
    if (!ended.kept) setTable({ ...table, note: game.door.GAME_NOT_KEPT });
  }, [table, game]);

  // Asked as the first call is let go by, not at the hand's end, so that it is here when the hand ends: a learner who
  // left the page as soon as it ended took the calls with him. Asked again at the hand's end if it has not come: a
  // failed fetch is said under the hand's end (where the kept calls would be: the note above the table, drawn anew,
  // took the focus from the end), and tried again at the next hand's end.
  const missedAskedAt = useRef<PracticeState | null>(null);
  const [missedFailedAt, setMissedFailedAt] = useState<PracticeState | null>(null);
  useEffect(() => {
    const now = table?.state;
    if (missedKept || missedAskedAt.current === now || !now?.moments.some((m) => m.review) || (!now.end && missedAskedAt.current)) return;
    missedAskedAt.current = now;
    import('./MissedCallsKept').then(
      (m) => setMissedKept(() => m.MissedCallsKept),
      () => now.end && setMissedFailedAt(now),
    );
  }, [table]);

  // A layout effect, not a plain one: focus moves in the same commit that removed the pressed
  // button, so there is no moment with the focus on the page body (a screen reader would say so).
  useLayoutEffect(() => {
    if (!table || !moved.current) return;
    moved.current = false;
    focusNext(rootRef.current);
    if (speaking) speak(table.state);
  }, [table]);

  if (!table) {
    return (
      <p class="play__loading" data-play="loading">
        The table is dealt here once the page has loaded its script.
      </p>
    );
  }
  const { state } = table;
  const MissedCalls = missedKept;

  /** How the table deals a hand now: these variants (the table's by default), its coach and its stop at every discard. */
  const settingsWith = (variants: Partial<RuleOptions> = options) => ({ options: variants, coach: state.coach, everyDiscard: state.everyDiscard });

  /** A new state; `focus`: the learner acted, so focus goes to what he acts on next. */
  function step(next: PracticeState, focus = true) {
    moved.current = focus;
    setTable({ state: next, note: '' });
  }

  /** A change that leaves the table as it is (a hand of the game over and counted is not dealt again): said above it, and in the live region. */
  function later(words: string) {
    setTable({ state, note: words, said: words });
  }

  /** A learner's move carried out; in a game, written down and kept with it, so that a page left now comes back to it. */
  function perform(next: PracticeState, move: LearnerMove) {
    step(next, move.do !== 'coach' && move.do !== 'every-discard');
    if (game) setGame({ ...game.door.withMove(game, move, options), door: game.door });
  }

  function deal(seed: number, seat: Seat, nextOptions: Partial<RuleOptions>, push: boolean, levels: Levels = state.levels, deadHand = state.deadHand) {
    if (game) {
      putInUrl(game.door.gameSearch(game.game, nextOptions), push);
      setGame({ ...game.door.dealtUnder(game, settingsWith(nextOptions)), door: game.door });
      // A hand of the game over and counted stays as it was played: the change holds from the next hand.
      if (game.recorded) return later(game.door.changeAfterEndWords(game.game));
    } else putInUrl(handSearch(seed, seat, nextOptions, levels, deadHand), push);
    // A switch or the seat keeps the focus where it is; "New hand" sends it to the new hand.
    step(startPractice({ seed, seat, options: nextOptions, levels, deadHand, coach: state.coach, everyDiscard: state.everyDiscard }), push);
  }

  /** The coach, or the stop at every discard, switched: where play stops changes, so a game writes it down too. */
  function switchTo(which: 'coach' | 'every-discard', on: boolean) {
    perform(which === 'coach' ? setCoach(state, on) : setEveryDiscard(state, on), { do: which, on });
  }

  function toggleVariant(v: VariantSwitch, on: boolean) {
    const next = { ...options, [v.option]: on ? v.on : v.option === 'deadWallSize' ? 0 : false };
    setOptions(next);
    deal(state.seed, state.seat, next, false);
  }

  function setLevel(seat: Seat, level: PlayerLevel) {
    if (!game) return deal(state.seed, state.seat, options, false, { ...state.levels, [seat]: level });
    // In a game a level is the player's, whatever wind he holds: kept by his chair, and the hand dealt again.
    const on = { ...game.door.withLevel(game, state.seat, seat, level, settingsWith()), door: game.door };
    setGame(on);
    putInUrl(on.door.gameSearch(on.game, options), false);
    if (on.recorded) return later(on.door.changeAfterEndWords(on.game));
    step(on.door.dealGameHand(on, settingsWith()), false);
  }

  function newGame() {
    void loadGame().then(
      (door) => {
        const on = { ...door.startGame(state, game?.game ?? null, options), door };
        putInUrl(door.gameSearch(on.game, options), true);
        setGame(on);
        setUnfinished(null);
        step(door.dealGameHand(on, settingsWith()));
      },
      () => setTable({ state, note: GAME_NOT_LOADED }),
    );
  }

  function nextGameHand() {
    const next = game && game.door.nextGameHand(game, settingsWith());
    if (!game || !next) return;
    setGame({ ...next, door: game.door });
    step(game.door.dealGameHand(next, settingsWith()));
  }

  const act = {
    claim: (kind: ClaimKind, tiles?: [Tile, Tile]) => perform(claimTile(state, kind, tiles), { do: 'claim', kind, tiles }),
    pass: () => perform(passTile(state), { do: 'pass' }),
    kong: (tile: Tile) => perform(declareKong(state, tile), { do: 'kong', tile }),
    mahjong: () => perform(declareMahjong(state), { do: 'mahjong' }),
  };
  const onDiscard = state.prompt.kind === 'turn' ? (tile: Tile) => perform(discardTile(state, tile), { do: 'discard', tile }) : null;
  const { GameBar, GameHandEnd, GameScore } = game?.door ?? {};

  return (
    <div class="play" ref={rootRef} data-play="ready" data-seed={state.seed} data-prompt={state.prompt.kind} data-game-hand={game?.hand}>
      {table.note && (
        <p class="note" role="note">
          {table.note}
        </p>
      )}
      {unfinished && !game && (
        <p class="note" role="note">
          You left a game of {unfinished.hands} hands before its end.{' '}
          <a href={`/play/?${unfinished.search}`}>
            Go back to it, at hand {unfinished.hand}
          </a>
          .
        </p>
      )}
      <div class="play__bar">
        {game && GameBar ? (
          <GameBar game={game.game} hand={game.hand} seed={state.seed} />
        ) : (
          <>
            <h2 class="seed-heading">Hand from seed {state.seed}</h2>
            <label class="play__seat-pick">
              Your seat{' '}
              <select value={state.seat} onChange={(e) => deal(state.seed, (e.currentTarget as HTMLSelectElement).value as Seat, options, false)}>
                {SEATS.map((s) => (
                  <option value={s}>{s}</option>
                ))}
              </select>
            </label>
          </>
        )}
      </div>
      <p class="visually-hidden" role="status" aria-live="polite">
        {table.said ?? state.status}
      </p>
      <PracticeTableSeats state={state} onDiscard={onDiscard} />
      <PracticeTableActions
        state={state}
        links={ruleLinks}
        decisionLinks={decisionLinks}
        act={act}
        afterEnd={game?.recorded && GameHandEnd ? <GameHandEnd game={game.game} onNext={nextGameHand} onNewGame={newGame} /> : null}
      />
      {MissedCalls && <MissedCalls state={state} />}
      {missedFailedAt === state && (
        <p class="note" data-missed-kept="not-loaded">
          {MISSED_NOT_LOADED}
        </p>
      )}
      {/* A hand over before the learner's first move (East out on the hand as dealt, he sitting elsewhere) has no move
          to look back on: the review would open empty, and the button, gone, would leave the focus on the page. */}
      {state.end &&
        state.before &&
        (review?.of === state ? (
          <review.Review state={state} />
        ) : (
          <p>
            <button type="button" class="button" onClick={() => void loadGame().then((m) => setReview({ Review: m.PracticeTableReview, of: state }), () => setTable({ state, note: REVIEW_NOT_LOADED }))}>
              Review the hand, move by move
            </button>
          </p>
        ))}
      <div class="board__tools">
        {/* A game's hand, once over, is recorded: it is not taken back. */}
        <button type="button" class="button button--quiet" disabled={!state.before || Boolean(game && state.end)} onClick={() => perform(undoMove(state), { do: 'undo' })}>
          Undo
        </button>
        <button type="button" class="button button--quiet" onClick={() => setTable({ state: askHint(state), note: '' })}>
          Hint
        </button>
        {!game && (
          <button type="button" class="button button--quiet" onClick={() => deal(readPracticeSeed(null).seed, state.seat, options, true)}>
            New hand
          </button>
        )}
        <button type="button" class="button button--quiet" onClick={newGame}>
          New game of four hands
        </button>
        {game && (
          <a class="button button--quiet" href="/play/">
            Single hands
          </a>
        )}
      </div>
      {game && GameScore && <GameScore game={game.game} />}
      <fieldset class="play__switches">
        <legend>At the table</legend>
        <label>
          <input type="checkbox" checked={state.coach} onChange={(e) => switchTo('coach', (e.currentTarget as HTMLInputElement).checked)} /> Coach: say why each
          call is allowed and what it costs
        </label>
        <label>
          <input type="checkbox" checked={state.everyDiscard} onChange={(e) => switchTo('every-discard', (e.currentTarget as HTMLInputElement).checked)} /> Stop at
          every discard, to try any call
        </label>
        <label>
          <input type="checkbox" checked={speaking} onChange={(e) => setSpeaking((e.currentTarget as HTMLInputElement).checked)} /> Speak each discard aloud
        </label>
      </fieldset>
      <fieldset class="play__switches">
        <legend>Opponents (a new deal of the same seed)</legend>
        <p class="play__levels">
          {SEATS.filter((s) => s !== state.seat).map((s) => (
            <label class="play__level">
              {s}{' '}
              {/* In a game, the player's level as the game keeps it (by his chair): changed once the hand is over, it holds from the next. */}
              <select value={game ? (game.game.levels[placeFrom(state.seat, s)] ?? 'quick') : state.levels[s]} onChange={(e) => setLevel(s, (e.currentTarget as HTMLSelectElement).value as PlayerLevel)}>
                {PLAYER_LEVELS.map((level) => (
                  <option value={level}>{LEVEL_WORDS[level].label}</option>
                ))}
              </select>
            </label>
          ))}
        </p>
        <ul class="play__level-words">
          {PLAYER_LEVELS.map((level) => (
            <li>
              {LEVEL_WORDS[level].label}: {LEVEL_WORDS[level].about}.
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset class="play__switches">
        <legend>Variants (a new deal of the same seed)</legend>
        {variants.map((v) => (
          <p class="play__variant">
            <label>
              <input type="checkbox" checked={Boolean(options[v.option])} onChange={(e) => toggleVariant(v, (e.currentTarget as HTMLInputElement).checked)} /> {v.label}
            </label>{' '}
            — {v.sentence} <a href={v.href}>Decision {v.decision}</a>
          </p>
        ))}
        {!game && (
          <p class="play__variant">
            <label>
              <input type="checkbox" checked={state.deadHand} onChange={(e) => deal(state.seed, state.seat, options, false, state.levels, (e.currentTarget as HTMLInputElement).checked)} /> {DEAD_HAND_START.label}
            </label>{' '}
            — {DEAD_HAND_START.sentence} <RuleLink rule={DEAD_HANDS_RULE} links={ruleLinks} compact />
          </p>
        )}
      </fieldset>
      <PracticeTableRecord seed={state.seed} text={practiceRecord(state)} moments={state.moments} />
    </div>
  );
}

export default PracticeTable;
