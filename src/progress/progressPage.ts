/**
 * The progress page's script: the rules from weakest to strongest, each with
 * its mastery in words and a bar beside them (the bar is only a picture of the
 * words), and the progress file: download, and import (merged, never taking
 * anything away; a file refused is said so, and nothing changes).
 */
import { readForReview } from './due';
import { masteryByRule, masteryWords, rankRules } from './mastery';
import { loadProgressRead } from './store';
import { saveProgress } from './keep';
import { EXPORT_FILE_NAME, exportProgress, planImport, readProgressFile, removalQuestion } from './transfer';

/** The line above the rules: how many were answered on, and how many answers are kept, each counted in words that agree with it. */
export function masterySummary(tried: number, rules: number, answers: number): string {
  // Some answers are kept citing no rule: a pass on a tile nothing in the hand goes with, and a call let go by at the
  // practice table (graded on its rule when answered in the review). With only such answers kept, "No answers yet"
  // would deny what the board or the table has just told him it kept.
  if (!tried && answers)
    return `The ${answers === 1 ? 'answer' : `${answers} answers`} kept turn${answers === 1 ? 's' : ''} on no rule yet: a pass on a tile nothing in your hand goes with turns on none, and a call you let go by at the practice table counts for its rule once you answer it in your review. The rules are listed in the catalogue's order until then.`;
  if (!tried) return `No answers yet: solve a board, a puzzle or a practice puzzle, and each rule it turns on shows here. The rules are listed in the catalogue's order until then.`;
  return `You have answered on ${tried} of ${rules} rule${rules === 1 ? '' : 's'} (${answers} answer${answers === 1 ? '' : 's'} kept). The weakest come first.`;
}

async function showMastery(list: HTMLElement): Promise<void> {
  // Read as every page that shows progress reads it (due.ts): renamed to today's names (a record of before version 4),
  // and each answer kept before version 3 counted for the rules its board or puzzle teaches.
  const { progress, problem, itemRules } = await readForReview();
  const items = new Map([...list.querySelectorAll<HTMLElement>('[data-rule]')].map((li) => [li.dataset.rule!, li]));
  const ranked = rankRules([...items.keys()], masteryByRule(progress.answers, itemRules));
  for (const m of ranked) {
    const li = items.get(m.rule)!;
    li.querySelector('[data-meter-text]')!.textContent = masteryWords(m);
    li.querySelector<HTMLElement>('[data-meter-bar]')!.style.inlineSize = `${Math.round(m.score * 100)}%`;
    li.dataset.level = m.level;
    list.append(li);
  }
  const tried = ranked.filter((m) => m.answers > 0).length;
  const summary = document.querySelector('[data-mastery-summary]');
  if (summary) summary.textContent = masterySummary(tried, ranked.length, progress.answers.length);
  const message = document.querySelector<HTMLElement>('[data-progress-problem]');
  if (message) {
    message.textContent = problem ?? '';
    message.hidden = !problem;
  }
}

function download(): void {
  const blob = new Blob([exportProgress(loadProgressRead().progress)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = EXPORT_FILE_NAME;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

async function importFile(file: File, say: (text: string) => void): Promise<boolean> {
  const read = readProgressFile(await file.text());
  if (!read.ok) {
    say(read.message);
    return false;
  }
  const { progress: here, problem } = loadProgressRead();
  const plan = planImport(here, read.progress);
  if (plan.removed > 0 && !confirm(removalQuestion(plan))) {
    say('Nothing was imported, and nothing was changed.');
    return false;
  }
  if (!saveProgress(plan.progress)) {
    say(problem ?? 'This browser would not keep the imported progress (storage is full or switched off). Nothing was changed.');
    return false;
  }
  const removed = plan.removed ? `, and the oldest ${plan.removed} removed, as you chose` : '';
  say(`Imported ${file.name}: ${plan.added} answer${plan.added === 1 ? '' : 's'} added to those kept here${removed}.`);
  return true;
}

export function startProgressPage(): void {
  const list = document.querySelector<HTMLElement>('[data-rule-list]');
  if (!list) return;
  void showMastery(list);
  const status = document.querySelector<HTMLElement>('[data-transfer-status]');
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  document.querySelector('[data-export]')?.addEventListener('click', download);
  const input = document.querySelector<HTMLInputElement>('[data-import]');
  input?.addEventListener('change', async () => {
    const file = input.files?.[0];
    if (!file) return;
    if (await importFile(file, say)) await showMastery(list);
    input.value = '';
  });
}
