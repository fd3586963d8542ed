/**
 * Helpers for the widgets' tests: the positions several boards are tried on,
 * the code a board loads on the learner's first action (loaded ahead, so that
 * no test waits on its first compile), and a site whose files a test serves
 * or withholds.
 */
import { vi } from 'vitest';

// South sits on East's right, so East's 5 of Characters is South's to chow.
export const CHOW_FROM_THE_LEFT = `
title: A run from the left
prompt: East discards the 5 of Characters. You are South. What do you call?
view: South
South: 4c 6c 2b 3b 4b 7d 8d 9d N N Wd Wd Gd
East: hidden
West: hidden
North: hidden
event: East discards 5c
answer: South chow 4c 6c
`;

/** The same tile from North, said so in the title and the prompt: South is not North's next player. */
export const NORTH_DISCARDS_FIVE = CHOW_FROM_THE_LEFT.replace('A run from the left', "North's 5 of Characters")
  .replace('prompt: East discards', 'prompt: North discards')
  .replace('event: East discards 5c', 'event: North discards 5c')
  .replace('answer: South chow 4c 6c', 'answer: pass');

/** The claim board's session, verdict, rehearsal and the keeping of answers, loaded ahead. */
export async function loadBoardCode(): Promise<void> {
  await import('../src/engine/boardSession');
  await import('../src/widgets/board/BoardVerdict');
  await import('../src/widgets/board/rehearsal');
  await import('../src/progress/keep');
}

/** The puzzle's grading and verdict, loaded ahead. */
export async function loadPuzzleCode(): Promise<void> {
  await import('../src/engine/puzzleSession');
  await import('../src/widgets/puzzle/PuzzleVerdict');
}

/** What a stubbed site was asked for, and whether it is down (every request then fails as a dropped connection does). */
export interface Site {
  down: boolean;
  asked: string[];
}

/**
 * Stubs `fetch` with a site that answers each address with `file(href)` as JSON (null: a 404), or fails while down;
 * it records each address asked for. Undo with `vi.unstubAllGlobals()`.
 */
export function stubSite(file: (href: string) => unknown, down = false): Site {
  const site: Site = { down, asked: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (href: string) => {
      site.asked.push(href);
      if (site.down) throw new TypeError('Failed to fetch');
      const body = file(href);
      return body ? new Response(JSON.stringify(body), { status: 200 }) : new Response('missing', { status: 404 });
    }),
  );
  return site;
}
