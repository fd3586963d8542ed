/**
 * The review due now, counted once for every page that says it: the home page's and each lesson's "Next up"
 * (meters.ts) and /review/ (src/widgets/review/ReviewSession.tsx). Each reads the record with `readForReview` and
 * counts with `reviewDue`, so that one record is one number everywhere.
 *
 * An answer kept before progress version 3 carries no rules (mastery.ts, keptWithoutRules): it counts for those its
 * board or puzzle teaches, from one list (`virtual:item-rules`, made at build from the engine's rulings), fetched only
 * for a record that holds such answers. The pages once took them from three places (the home page from each lesson's
 * rules, a lesson's end from none, /review/ from that list), and said 4, 2 and 6 due for one record.
 */
import { PRACTISABLE_RULES } from '../engine/core/practisable';
import { type ItemRules, keptWithoutRules } from './mastery';
import { renameFormer, renameStored } from './renamed';
import type { ReviewItem } from './review';
import { NAMES_VERSION, type ProgressRead, type StorageLike, loadProgressRead, storage } from './store';

/** The record as the review reads it, with the rules of the items its old answers were kept for (empty when it has none). */
export interface ReviewRead extends ProgressRead {
  itemRules: ItemRules;
}

/**
 * The rules of each board and puzzle, for answers kept without theirs; none where the list cannot be fetched (offline
 * before the course is kept: it is no part of the table's kit, src/offline/keptFiles.ts KIT_LEAVES_OUT).
 */
async function oldAnswersRules(): Promise<ItemRules> {
  try {
    return (await import('virtual:item-rules')).default;
  } catch {
    return {};
  }
}

/**
 * The stored record under today's names and with its old answers' rules: a record of before version 4 is renamed
 * first (renamed.ts; saved so when the browser keeps it, and read under today's names when it does not). Never throws.
 */
export async function readForReview(store: StorageLike | null = storage()): Promise<ReviewRead> {
  renameStored(store);
  const { progress, problem } = loadProgressRead(store);
  const named = progress.version < NAMES_VERSION ? renameFormer(progress) : progress;
  return { progress: named, problem, itemRules: named.answers.some(keptWithoutRules) ? await oldAnswersRules() : {} };
}

/**
 * The boards, score questions and puzzles the course holds now, as review keys (`boards:to-chow-1`, `puzzles:05`); null
 * where the list cannot be fetched (offline before the course is kept: KIT_LEAVES_OUT), every item then counted.
 */
async function courseItems(): Promise<ReadonlySet<string> | null> {
  try {
    return new Set((await import('virtual:course-items')).default);
  } catch {
    return null;
  }
}

/** Whether an item is answered on a board, score question or puzzle of the course, which may be taken out of it. */
const onCourseItem = (item: ReviewItem): boolean => item.kind === 'boards' || item.kind === 'puzzles';

/**
 * Whether an item can still be served from what the course holds (its review keys, courseItems.ts): a practice puzzle
 * is dealt again from its seed, a rule's made anew, a moment kept with the progress.
 */
export const stillHeld = (item: ReviewItem, held: ReadonlySet<string>): boolean => !onCourseItem(item) || held.has(item.key);

/**
 * What is due for review at `now`, soonest first, when the next item after them falls due (null: none), and how many
 * items due were left out as no longer in the course (a board or puzzle taken out, or a call let go by whose position
 * is not kept: /review/ could not serve it, so no page counts it; its answers stay kept).
 */
export async function reviewDue({ progress, itemRules }: ReviewRead, now: number): Promise<{ due: ReviewItem[]; next: number | null; gone: number }> {
  // Only a miss makes an item due: without one, the schedule (FSRS) is not loaded.
  if (!progress.answers.some((a) => a.outcome !== 'right')) return { due: [], next: null, gone: 0 };
  const { reviewItems, reviewQueue } = await import('./review');
  // The rules a practice puzzle can be made for at any level (the generator's highest holds the others').
  const items = reviewItems(progress.answers, { itemRules, practisable: PRACTISABLE_RULES[3] });
  const held = items.some(onCourseItem) ? await courseItems() : null;
  // A call let go by at the table is served from its position, kept with the progress: one whose position was not
  // read (a damaged record's part left out) could only be skipped, and would be due for ever.
  const servable = (item: ReviewItem) => (item.kind === 'moments' ? item.id in progress.moments : !held || stillHeld(item, held));
  const served = items.filter(servable);
  const queue = reviewQueue(served, now);
  return { ...queue, gone: reviewQueue(items, now).due.length - queue.due.length };
}
