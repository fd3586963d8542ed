/**
 * The referee's event and calls: what has just happened (a discard, a tile
 * added to an exposed pung, a concealed kong declared), whether the next
 * player has already drawn (and, in American play, racked), the wall, and the
 * call each seat announces (for a chow, the two tiles from his hand; in
 * American play, a call for a pair or to redeem a joker, and whether a pung
 * or kong was already racked). The engine's problems with these fields are
 * marked beside them.
 */
import { type AmericanCallForm, type Claim, type ClaimKind, type EventSetup, type Problem, type ScenarioSetup, type Seat, type Tile, AMERICAN_TILES, CLAIM_CALLS, CLAIM_KINDS, SEATS, TILE_KINDS, chowPairs, nextSeat as seatAfter, tileName, underAmericanRules } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { Choice, ProblemMarks, TileSelect } from './RefereeParts';

export interface RefereeEventEditorProps {
  setup: ScenarioSetup;
  /** The engine's problems by field: event, turn, drawn, claim, wall. */
  problemsAt: (fields: readonly string[]) => Problem[];
  ruleLinks: RuleLinks;
  onChange: (setup: ScenarioSetup) => void;
}

/** A call as the editor offers it: a kind, or under the American rules a call for a pair or to redeem a joker. */
type CallChoice = ClaimKind | AmericanCallForm;
const AMERICAN_CALLS: readonly AmericanCallForm[] = ['pair', 'joker'];
const CALL_WORDS: Record<CallChoice, string> = { ...CLAIM_CALLS, pair: 'Pair (American: for a single or pair)', joker: 'Joker (American: to redeem one)' };

const VERBS: { verb: EventSetup['verb']; words: string }[] = [
  { verb: 'discards', words: 'discards a tile' },
  { verb: 'adds', words: 'adds a tile to his exposed pung' },
  { verb: 'declares', words: 'declares a concealed kong' },
];

export function RefereeEventEditor({ setup, problemsAt, ruleLinks, onChange }: RefereeEventEditorProps) {
  const event: EventSetup = setup.event ?? { seat: 'North', verb: 'discards', tile: '5c' };
  const nextSeat = seatAfter(event.seat);
  const setEvent = (change: Partial<EventSetup>) => {
    const ev = { ...event, ...change };
    // Only after a discard may the next player already have drawn.
    const drawn = ev.verb === 'discards' && setup.drawn ? seatAfter(ev.seat) : null;
    onChange({ ...setup, event: ev, turn: null, drawn });
  };
  const claimOf = (seat: Seat) => setup.claims.find((c) => c.seat === seat);
  const setClaim = (seat: Seat, claim: Claim | null) => {
    const others = setup.claims.filter((c) => c.seat !== seat);
    onChange({ ...setup, claims: claim ? [...others, claim].sort((a, b) => SEATS.indexOf(a.seat) - SEATS.indexOf(b.seat)) : others });
  };
  const pairs = chowPairs(event.tile);
  // Under the American rules a discard may be a flower or a joker, and a call may be for a pair or to redeem a joker (R19).
  const american = underAmericanRules(setup);
  const calls: CallChoice[] = american ? [...CLAIM_KINDS, ...AMERICAN_CALLS] : [...CLAIM_KINDS];

  return (
    <section class="referee__event" aria-labelledby="referee-event">
      <h2 id="referee-event">The event and the calls</h2>
      {setup.turn && !setup.event && (
        <p class="referee__note">
          This position is {setup.turn.seat}'s turn, with nothing to claim. Choose an event below to have calls ruled.
        </p>
      )}
      <div class="referee__row">
        <Choice label="Who" value={event.seat} choices={SEATS} words={(s) => s} onChange={(seat) => setEvent({ seat })} />
        <Choice
          label="What"
          value={setup.event ? event.verb : ''}
          choices={VERBS.map((v) => v.verb)}
          words={(verb) => VERBS.find((v) => v.verb === verb)!.words}
          none={setup.event ? undefined : 'choose an event'}
          onChange={(verb) => setEvent({ verb: verb as EventSetup['verb'] })}
        />
        <TileSelect label="The tile" value={event.tile} tiles={american ? [...TILE_KINDS, ...AMERICAN_TILES] : undefined} onChange={(tile) => setEvent({ tile })} />
      </div>
      {setup.event?.verb === 'discards' && (
        <label class="referee__check">
          <input
            type="checkbox"
            checked={setup.drawn !== null}
            onChange={(e) => {
              const drawn = (e.currentTarget as HTMLInputElement).checked ? nextSeat : null;
              // A pick not made is not racked either.
              const { racked: _was, ...lines } = setup.rulesetLines ?? {};
              onChange({ ...setup, event, turn: null, drawn, ...(setup.rulesetLines ? { rulesetLines: drawn ? setup.rulesetLines : lines } : {}) });
            }}
          />{' '}
          {nextSeat}, the next player, has already drawn from the wall (his draw is the last tile named in his hand)
        </label>
      )}
      {american && event.verb === 'discards' && setup.drawn && (
        <label class="referee__check">
          <input
            type="checkbox"
            checked={!!setup.rulesetLines?.racked}
            onChange={(e) => {
              const { racked: _was, ...lines } = setup.rulesetLines ?? {};
              const racked = (e.currentTarget as HTMLInputElement).checked;
              onChange({ ...setup, rulesetLines: racked ? { ...lines, racked: { text: setup.drawn!, line: null } } : lines });
            }}
          />{' '}
          and has racked it, which closes the window for every call (American)
        </label>
      )}
      <ProblemMarks problems={problemsAt(['event', 'turn', 'drawn'])} ruleLinks={ruleLinks} />
      <label class="referee__field">
        <span>Tiles left in the wall (empty: all the tiles not named)</span>
        <input
          type="number"
          min={0}
          max={136}
          inputMode="numeric"
          value={setup.wall ?? ''}
          onChange={(e) => {
            const text = (e.currentTarget as HTMLInputElement).value.trim();
            const n = Number(text);
            onChange({ ...setup, wall: text === '' || !Number.isInteger(n) || n < 0 ? null : Math.min(n, 136) });
          }}
        />
      </label>
      <ProblemMarks problems={problemsAt(['wall', 'next', 'loose'])} ruleLinks={ruleLinks} />
      <h3>The calls</h3>
      <ul class="referee__calls" role="list">
        {SEATS.map((seat) => {
          const made = claimOf(seat);
          return (
            <li key={seat}>
              <Choice<CallChoice | ''>
                label={`${seat} calls`}
                value={made?.form ?? made?.kind ?? ''}
                choices={calls}
                words={(k) => CALL_WORDS[k as CallChoice]}
                none="nothing"
                onChange={(kind) =>
                  setClaim(
                    seat,
                    kind === ''
                      ? null
                      : kind === 'pair' || kind === 'joker'
                        ? { seat, kind: 'pung', form: kind }
                        : kind === 'chow' && pairs.length
                          ? { seat, kind, tiles: pairs[0] }
                          : { seat, kind },
                  )
                }
              />
              {american && made && !made.form && (made.kind === 'pung' || made.kind === 'kong') && (
                <label class="referee__check">
                  <input
                    type="checkbox"
                    checked={!!made.racked}
                    onChange={(e) => {
                      const { racked: _was, ...rest } = made;
                      setClaim(seat, (e.currentTarget as HTMLInputElement).checked ? { ...rest, racked: true } : rest);
                    }}
                  />{' '}
                  {seat} has already racked or exposed it
                </label>
              )}
              {made?.using && <span class="referee__note"> using {made.using.map((t) => tileName(t)).join(', ')}</span>}
              {made?.kind === 'chow' && pairs.length > 0 && (
                <Choice
                  label="with"
                  value={made.tiles ? made.tiles.join(' ') : ''}
                  choices={pairs.map((p) => p.join(' '))}
                  words={(pair) => pair.split(' ').map((t) => tileName(t as Tile)).join(' and ')}
                  none={made.tiles ? undefined : 'any two tiles'}
                  onChange={(pair) => setClaim(seat, { seat, kind: 'chow', tiles: pair.split(' ') as [Tile, Tile] })}
                />
              )}
            </li>
          );
        })}
      </ul>
      <ProblemMarks problems={problemsAt(['claim'])} ruleLinks={ruleLinks} />
    </section>
  );
}
