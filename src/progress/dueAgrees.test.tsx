// @vitest-environment happy-dom
/**
 * One record, one number: the review due as the home page's "Next up" says it, as a lesson's end says it (both
 * meters.ts, on the course map as each page draws it) and as /review/ serves it (ReviewSession), for records kept
 * before version 3, whose answers carry no rules. They once said 4, 2 and 6 for the version 1 record below: the
 * home page counted an old board answer for its lesson's rules, a lesson's end for none, and /review/ for the rules
 * its board or puzzle teaches.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContentSet } from '../build/content/contentSet';
import { learnerMap } from '../build/pageData/learnerMap';
import { reviewLibrary } from '../build/pageData/reviewLibrary';
import type { ReviewLibrary } from '../islandProps';
import { ReviewSession } from '../widgets/review/ReviewSession';
import { stubSite } from '../../tests/widgetkit';
import { showMastery } from './meters';
import { PROGRESS_KEY } from './store';
import { OLD_RECORD_V1 as V1, OLD_RECORD_V2 as V2 } from '../../tests/oldRecords';

/** The course map and "Next up" as the home page draws them (every lesson's rules shown), or a lesson's (its address current, no rules). */
function coursePage(current?: string): void {
  const set = loadContentSet();
  const rules = new Map(set.lessons.map((l) => [l.title, l.rules]));
  const items = learnerMap()
    .lessons.map(
      (l) =>
        `<li class="course__item"><a href="${l.href}">${l.title}</a><span data-boards="${l.boards.join(' ')}"></span>${current ? '' : `<span data-lesson-rules="${rules.get(l.title)!.join(' ')}"></span>`}</li>`,
    )
    .join('');
  const practise = learnerMap()
    .rules.flatMap((r) => (r.practise ? [`${r.id}:${/tier=(\d)/.exec(r.practise)![1]}`] : []))
    .join(' ');
  document.body.innerHTML = `<ol>${items}</ol><section data-next-up ${current ? `data-current="${current}"` : ''} data-practise="${practise}" hidden><p data-next-up-text></p><a data-next-up-link></a></section>`;
}

/** The number "Next up" says is due, 0 when it says nothing is. */
async function nextUpDue(current?: string): Promise<number> {
  coursePage(current);
  await showMastery();
  const text = document.querySelector('[data-next-up-text]')!.textContent!;
  return /due for review/.test(text) ? Number(/^(\d+)/.exec(text)![1]) : 0;
}

/** The number /review/ serves: "Item 1 of N", or 0 when it says nothing is due. */
async function reviewServes(): Promise<number> {
  document.body.innerHTML = '';
  render(<ReviewSession ruleLinks={{}} />);
  const heading = await screen.findByRole('heading', { name: /^(Item 1 of \d+|Nothing is due for review)$/ }, { timeout: 10_000 });
  cleanup();
  return Number(/of (\d+)$/.exec(heading.textContent!)?.[1] ?? 0);
}

let library: ReviewLibrary;
beforeAll(() => {
  library = reviewLibrary();
});
beforeEach(() => {
  localStorage.clear();
  stubSite((href) => (href === '/review/items.json' ? library : null));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the review due, for a record kept before version 3', () => {
  for (const [name, record] of [
    ['version 1', V1],
    ['version 2', V2],
  ] as const) {
    it(`is one number on the home page, a lesson's end and /review/, each opened first (${name})`, async () => {
      const counts = [];
      for (const page of [undefined, '/lessons/to-chow/', 'review']) {
        // Each page opens on the record as kept, under its old names: the first would otherwise rename it for the others.
        localStorage.setItem(PROGRESS_KEY, JSON.stringify(record));
        counts.push(page === 'review' ? await reviewServes() : await nextUpDue(page));
      }
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts).toEqual([counts[0], counts[0], counts[0]]);
    });

    it(`is one number on the home page, a lesson's end and /review/, visited in turn (${name})`, async () => {
      // The home page renames the record and saves it (version 5, its old answers still without rules); the others read that.
      localStorage.setItem(PROGRESS_KEY, JSON.stringify(record));
      const home = await nextUpDue();
      expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!).version).toBe(5);
      const counts = [home, await nextUpDue('/lessons/to-chow/'), await reviewServes()];
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts).toEqual([counts[0], counts[0], counts[0]]);
    });
  }
});
