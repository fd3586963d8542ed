/**
 * Practice puzzles without end, with a ramp: the address holds the seed, the
 * tier and the rule (?seed=12345&tier=1&rule=PREC-NEAREST-WINNER), so a
 * puzzle can be shared ("Copy link") or tried again. Tier 3 and no rule are
 * the defaults, left out of the address, so older links make the same puzzle.
 * A missing or bad value is replaced (a fresh seed, the default tier, any
 * rule), with a word about it, and the address is corrected.
 *
 * "My weakest rule" picks, from the learner's answers (src/progress/), the
 * weakest rule a puzzle can be made for at the tier; the puzzle's address then
 * names that rule, so the link shares the same puzzle. Answers count towards
 * mastery and the review queue.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { MAX_SEED, PRACTICE_TIERS, PRACTISABLE_RULES, type RuledPuzzle, type Tier, freshSeed, generatePractice, parseSeed, puzzleView } from '../../engine';
import { loadProgress } from '../../progress/store';
import { PuzzleBoard } from '../puzzle/PuzzleBoard';
import type { RuleLinks } from '../../islandProps';

export interface PracticePuzzleProps {
  ruleLinks: RuleLinks;
  /** The hints for every practice puzzle (PRACTICE_HINTS, passed from the page). */
  hints: string[];
}

/** What each tier asks, as the level chooser names it. */
const TIER_WORDS: Record<Tier, string> = {
  1: 'Level 1: who gets the tile (two calls, no robbing)',
  2: 'Level 2: also who draws next and who loses a turn',
  3: 'Level 3: everything, robbing a kong too',
};

/** The rule chooser's two choices besides a rule. */
const ANY = '';
const WEAKEST = 'weakest';

interface Current {
  seed: number;
  tier: Tier;
  rule: string | null;
  puzzle: RuledPuzzle | null;
  note: string;
}

const readTier = (raw: string | null): Tier | null => (raw !== null && /^[123]$/.test(raw) ? (Number(raw) as Tier) : null);

/**
 * The weakest rule the learner has tried that a puzzle of this tier can be made for, or null. The mastery
 * sums are fetched only when he asks for his weakest rule: most visits never do, and the page's script is
 * held to its budget (budgets.json).
 */
async function weakestAt(tier: Tier): Promise<string | null> {
  const { masteryByRule, weakestRule } = await import('../../progress/mastery');
  return weakestRule(PRACTISABLE_RULES[tier], masteryByRule(loadProgress().answers))?.rule ?? null;
}

/** What the note says when the mastery sums could not be fetched: a puzzle of any rule is made instead. */
const WEAKEST_UNREACHABLE = 'Your weakest rule could not be worked out: part of the page did not load. Here is a puzzle of any rule; try again in a moment.';

function fromUrl(hints: string[], ruleLinks: RuleLinks): Current {
  const params = new URLSearchParams(window.location.search);
  const notes: string[] = [];
  const rawSeed = params.get('seed');
  let seed = parseSeed(rawSeed);
  if (seed === null) {
    seed = freshSeed();
    if (rawSeed !== null) notes.push(`"${rawSeed.slice(0, 40)}" is not a seed: a seed is a whole number from 0 to ${MAX_SEED}. Here is a new puzzle.`);
  }
  const rawTier = params.get('tier');
  let tier = readTier(rawTier) ?? 3;
  if (rawTier !== null && readTier(rawTier) === null) notes.push(`"${rawTier.slice(0, 20)}" is not a level: the levels are 1, 2 and 3. Level 3 is shown.`);
  let rule = params.get('rule');
  if (rule !== null && !PRACTISABLE_RULES[3].includes(rule as never)) {
    notes.push(`"${rule.slice(0, 40)}" is not a rule the practice puzzles can be made for. Here is a puzzle of any rule.`);
    rule = null;
  }
  // Robbing a kong is practised at level 3 only: a rule asks for its level, and a level asked for is not left without a word.
  if (rule && !PRACTISABLE_RULES[tier].includes(rule as never)) {
    if (rawTier !== null && readTier(rawTier) !== null) notes.push(`Puzzles on “${ruleLinks[rule as keyof RuleLinks] ?? rule}” are made at level 3 only: level 3 is shown.`);
    tier = 3;
  }
  return make(seed, tier, rule, notes.join(' '), hints);
}

function make(seed: number, tier: Tier, rule: string | null, note: string, hints: string[]): Current {
  try {
    const puzzle = generatePractice(seed, { tier, rule: rule as never }, hints);
    return puzzle ? { seed, tier, rule, puzzle, note } : { seed, tier, rule, puzzle: null, note: `No puzzle on ${rule} could be made at level ${tier} from seed ${seed}. Try another seed.` };
  } catch (error) {
    return { seed, tier, rule, puzzle: null, note: `No puzzle could be made from seed ${seed}: ${(error as Error).message}` };
  }
}

function putInUrl({ seed, tier, rule }: Current, push: boolean) {
  const url = new URL(window.location.href);
  url.searchParams.set('seed', String(seed));
  if (tier === 3) url.searchParams.delete('tier');
  else url.searchParams.set('tier', String(tier));
  if (rule) url.searchParams.set('rule', rule);
  else url.searchParams.delete('rule');
  if (push) window.history.pushState({ seed }, '', url);
  else window.history.replaceState({ seed }, '', url);
}

export function PracticePuzzle({ ruleLinks, hints }: PracticePuzzleProps) {
  const [current, setCurrent] = useState<Current | null>(null);
  const [tier, setTier] = useState<Tier>(3);
  const [choice, setChoice] = useState<string>(ANY);
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focus, setFocus] = useState(0);

  useEffect(() => {
    const show = (made: Current) => {
      setCurrent(made);
      setTier(made.tier);
      setChoice(made.rule ?? ANY);
    };
    const first = fromUrl(hints, ruleLinks);
    putInUrl(first, false);
    show(first);
    const onPop = () => show(fromUrl(hints, ruleLinks));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useLayoutEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);

  async function another(e: Event) {
    e.preventDefault();
    let rule: string | null = choice === ANY ? null : choice;
    let note = '';
    if (choice === WEAKEST) {
      try {
        rule = await weakestAt(tier);
        note = rule ? `Your weakest rule at this level: ${ruleLinks[rule as keyof RuleLinks] ?? rule}.` : 'No rule is weak yet: answer a few puzzles first. Here is a puzzle of any rule.';
      } catch {
        note = WEAKEST_UNREACHABLE;
      }
    }
    if (rule && !PRACTISABLE_RULES[tier].includes(rule as never)) rule = null;
    const made = make(freshSeed(), tier, rule, note, hints);
    putInUrl(made, true);
    setCurrent(made);
    setChoice(made.rule ?? ANY);
    setStatus('');
    setFocus((n) => n + 1);
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus('The link to this puzzle is copied.');
    } catch {
      setStatus(`The link could not be copied here: copy the page's address, ${window.location.href}`);
    }
  }

  if (!current) {
    return (
      <p class="practice__loading" data-practice="loading">
        A practice puzzle appears here once the page has loaded its script.
      </p>
    );
  }
  const rules = PRACTISABLE_RULES[tier];
  return (
    <div class="practice" data-practice="ready" data-seed={current.seed} data-tier={current.tier} data-rule={current.rule ?? ''}>
      <form class="practice__ask" onSubmit={another} aria-label="What to practise">
        <fieldset>
          <legend>Level</legend>
          {PRACTICE_TIERS.map((t) => (
            <label class="puzzle__choice">
              <input type="radio" name="practice-tier" value={t} checked={tier === t} onChange={() => setTier(t)} /> {TIER_WORDS[t]}
            </label>
          ))}
        </fieldset>
        <label class="practice__rule">
          Rule{' '}
          <select value={rules.includes(choice as never) || choice === WEAKEST ? choice : ANY} onChange={(e) => setChoice((e.currentTarget as HTMLSelectElement).value)}>
            <option value={ANY}>Any rule</option>
            <option value={WEAKEST}>My weakest rule</option>
            {rules.map((r) => (
              <option value={r}>
                {ruleLinks[r] ?? r} ({r})
              </option>
            ))}
          </select>
        </label>
        <button type="submit" class="button">
          New puzzle
        </button>
      </form>
      {current.note && current.puzzle && (
        <p class="note" role="note">
          {current.note}
        </p>
      )}
      <div class="practice__bar">
        <h2 class="seed-heading" tabIndex={-1} ref={headingRef}>
          Puzzle from seed {current.seed}
          {current.tier !== 3 || current.rule ? `, level ${current.tier}${current.rule ? `, on “${ruleLinks[current.rule as keyof RuleLinks] ?? current.rule}”` : ''}` : ''}
        </h2>
        <button type="button" class="button button--quiet" onClick={copyLink}>
          Copy link
        </button>
      </div>
      {current.puzzle ? (
        <PuzzleBoard
          key={current.puzzle.id}
          puzzle={current.puzzle}
          view={puzzleView(current.puzzle)}
          ruleLinks={ruleLinks}
          // Practice answers count towards mastery and the review queue, under the rules the ruling cites.
          record="practice"
        />
      ) : (
        <p role="alert">{current.note}</p>
      )}
      <p class="practice__status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

export default PracticePuzzle;
