/**
 * The score boards, in one module so that every score island shares one
 * chunk: a worked score revealed line by line (ScoreReveal), and a scoring
 * question answered before the score is shown (ScoreQuiz), both drawing a
 * score's lines as a table (ScoreLines). The hands are drawn at build time
 * beside them (ScoreHand), and the engine computed every figure at build
 * time: nothing here scores.
 *
 * Written with `h` rather than JSX: the islands then need only preact and its
 * hooks, which every page already loads, and the JSX runtime stays in the
 * chunk the claim boards share (a score island importing it alone split it
 * into a chunk of its own, 0.2 KB more on every board page).
 */
import { Fragment, type RefObject, h } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { LOAD_FAILED } from '../islands/boardData';
import { replayKeptClicks } from '../islands/keptClicks';
import { loadOnce } from '../islands/loadOnce';
import { whenIdle } from '../islands/whenIdle';
import type { ScoreSheetData } from './ScoreSheet';

/**
 * The event a board dispatches once it is answered (or, for a worked score, fully
 * revealed): AfterBoard shows the lesson's explanation then, as for a claim board.
 */
const BOARD_ANSWERED_EVENT = 'cpk:board-answered';

/**
 * The keeping of answers (progress/keep.ts), loaded once for the page: not as
 * it opens, but once a board is live and the page idle, so that it is here
 * before the learner answers. A failed load is tried again on the next answer.
 */
const loadKeep = loadOnce(() => import('../../progress/keep'));

/**
 * Marks the board's section live once its island has mounted (the browser
 * tests wait for it, as for claim boards), then carries out the presses made
 * on it before (keptClicks.ts): a choice tapped as it came into view counts.
 * The keeping is fetched once the page is idle after.
 */
function useReady(root: { current: HTMLElement | null }): void {
  useLayoutEffect(() => {
    const section = root.current?.closest<HTMLElement>('section.board');
    if (!section) return;
    section.setAttribute('data-ready', 'true');
    whenIdle(() => void loadKeep().catch(() => undefined));
    replayKeptClicks(section);
  }, []);
}

/**
 * A board's answers, kept in the learner's progress as a claim board's are
 * (its tick, its star, "lesson complete"); graded on no rule, since a score is
 * the sum of many. `answer(right, show)` keeps one, and only then shows it
 * (`show`, in the same task): a verdict drawn before the keeping had loaded
 * was lost with the page when the learner left it at once. The page's counters
 * follow once it is saved (its ANSWER_KEPT_EVENT); `unsaved` is the sentence
 * to show when it could not be, else null. When the keeping cannot be loaded,
 * nothing is shown but that (LOAD_FAILED), and the next press tries again, as
 * on the other boards; a press while one waits for it is not a second answer.
 */
function useKeptAnswer(id: string): { unsaved: string | null; answer: (right: boolean, show: () => void) => void } {
  const [unsaved, setUnsaved] = useState<string | null>(null);
  const waiting = useRef(false);
  function answer(right: boolean, show: () => void) {
    if (waiting.current) return;
    waiting.current = true;
    loadKeep()
      .then(
        ({ keepAnswer, NOT_SAVED }) => {
          const { save } = keepAnswer('boards', id, right);
          setUnsaved(save.saved ? null : NOT_SAVED[save.problem]);
          show();
        },
        () => setUnsaved(LOAD_FAILED),
      )
      .finally(() => (waiting.current = false));
  }
  return { unsaved, answer };
}

/** The line said when an answer could not be saved. */
function Unsaved({ text }: { text: string | null }) {
  return text ? h('p', { class: 'score-board__unsaved', role: 'alert' }, text) : null;
}

/** The lines of a score, the first `shown` of them (all by default), as a table. */
export function ScoreLines({ sheet, shown = sheet.lines.length, caption }: { sheet: ScoreSheetData; shown?: number; caption: string }) {
  const done = shown >= sheet.lines.length;
  return h(
    'table',
    { class: 'score-lines' },
    h('caption', null, caption),
    h('thead', null, h('tr', null, ...['What scores', 'Points', 'Score', 'Why'].map((head) => h('th', { scope: 'col' }, head)))),
    h(
      'tbody',
      null,
      sheet.lines.slice(0, shown).map((line) =>
        h(
          'tr',
          { class: `score-lines__row score-lines__row--${line.part}` },
          h('th', { scope: 'row' }, line.label),
          h('td', null, line.value),
          h('td', null, line.running),
          h('td', null, line.why, line.link ? h(Fragment, null, ' ', h('a', { href: line.link.href }, line.link.text)) : null),
        ),
      ),
    ),
    done
      ? h(
          'tfoot',
          null,
          h('tr', null, h('th', { scope: 'row' }, 'Final score'), h('td', { colSpan: 3 }, String(sheet.final), sheet.final !== sheet.total ? ` (${sheet.total} before doubling)` : '')),
        )
      : null,
  );
}

export interface ScoreRevealProps {
  /** The board's id, named by the explanation that waits for it (AfterBoard). */
  id: string;
  sheet: ScoreSheetData;
  /** What the book prints, and where it is wrong, shown once the score is complete. */
  book?: { printed: string; note?: string };
}

/**
 * Focus as a score board's controls change, in the same commit that changes them, so it never rests on the page
 * body: once answered (the whole score shown, or a choice made, each kept first: useKeptAnswer), focus goes to
 * `answered`, and the page is told (BOARD_ANSWERED_EVENT) so the explanation waiting for this board opens; started
 * again, to `start`. Never on the first render, which leaves focus where the reader has it.
 */
function useAnswerFocus(id: string, answered: boolean, atStart: boolean, answeredFocus: RefObject<HTMLElement>, start: RefObject<HTMLElement>) {
  const drawn = useRef(false);
  useLayoutEffect(() => {
    if (answered && drawn.current) {
      answeredFocus.current?.focus();
      dispatchEvent(new CustomEvent(BOARD_ANSWERED_EVENT, { detail: { board: id } }));
    } else if (atStart && drawn.current) start.current?.focus();
    drawn.current = true;
  }, [answered, atStart]);
}

/**
 * A worked score, revealed line by line: each press of "Next line" adds one
 * line with its running total, until the final score, which is then set
 * beside the book's printed figure. Each new line is announced in a live region.
 */
export function ScoreReveal({ id, sheet, book }: ScoreRevealProps) {
  const [shown, setShown] = useState(0);
  const done = shown >= sheet.lines.length;
  const last = shown > 0 ? sheet.lines[shown - 1] : null;
  const root = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const again = useRef<HTMLButtonElement>(null);
  const { unsaved, answer } = useKeptAnswer(id);
  useReady(root);
  useAnswerFocus(id, done, shown === 0, again, next);
  // A worked example read to its final score is done, as a board answered right: kept before the final line shows.
  const show = (lines: number) => (lines < sheet.lines.length ? setShown(lines) : answer(true, () => setShown(lines)));
  return h(
    'div',
    { class: 'score-reveal', ref: root },
    h(ScoreLines, { sheet, shown, caption: `The score, ${shown} of ${sheet.lines.length} lines shown` }),
    h('p', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' }, last ? `${last.label}: ${last.value}, score ${last.running}.${done ? ` Final score ${sheet.final}.` : ''}` : ''),
    h(
      'p',
      { class: 'score-board__actions' },
      done
        ? h('button', { type: 'button', class: 'button button--quiet', ref: again, onClick: () => setShown(0) }, 'Start again')
        : h(
            Fragment,
            null,
            h('button', { type: 'button', class: 'button', ref: next, onClick: () => show(shown + 1) }, 'Next line'),
            h('button', { type: 'button', class: 'button button--quiet', onClick: () => show(sheet.lines.length) }, 'Show the whole score'),
          ),
    ),
    done && book ? h('p', { class: 'score-board__book' }, `Harr prints ${book.printed}.`, book.note ? ` ${book.note}` : '') : null,
    h(Unsaved, { text: unsaved }),
  );
}

export interface ScoreQuizProps {
  /** The board's id, named by the explanation that waits for it (AfterBoard). */
  id: string;
  /** The question, e.g. "What does this hand score?" */
  prompt: string;
  choices: { value: string; label: string }[];
  answer: string;
  /** Said after any answer: why the right one is right. */
  explanation: string;
  sheets: { title: string; sheet: ScoreSheetData }[];
}

/**
 * A scoring question: the learner chooses an answer first (a total, or which
 * of two ways scores more), is told whether it is right and why, and only
 * then sees the score line by line, one sheet or two.
 */
export function ScoreQuiz({ id, prompt, choices, answer, explanation, sheets }: ScoreQuizProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const verdict = useRef<HTMLParagraphElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const kept = useKeptAnswer(id);
  const { unsaved } = kept;
  useReady(root);
  useAnswerFocus(id, chosen !== null, chosen === null, verdict, first);
  const right = chosen === answer;
  const answerLabel = choices.find((c) => c.value === answer)?.label ?? answer;
  return h(
    'div',
    { class: 'score-quiz', ref: root },
    h(
      'fieldset',
      { class: 'score-board__choices', disabled: chosen !== null },
      h('legend', null, prompt),
      choices.map((c, i) =>
        h('button', { type: 'button', class: 'button', 'aria-pressed': chosen === c.value, onClick: () => kept.answer(c.value === answer, () => setChosen(c.value)), ref: i === 0 ? first : undefined }, c.label),
      ),
    ),
    h(
      'div',
      { role: 'status', 'aria-live': 'polite' },
      chosen !== null
        ? h(
            'p',
            { class: `score-board__verdict score-board__verdict--${right ? 'right' : 'wrong'}`, tabIndex: -1, ref: verdict },
            h('strong', null, right ? 'Right.' : `Not quite: the answer is ${answerLabel}.`),
            ' ',
            explanation,
          )
        : null,
    ),
    h(Unsaved, { text: unsaved }),
    chosen !== null
      ? h(
          Fragment,
          null,
          h('div', { class: 'score-board__sheets' }, sheets.map((s) => h(ScoreLines, { sheet: s.sheet, caption: s.title }))),
          h('p', { class: 'score-board__actions' }, h('button', { type: 'button', class: 'button button--quiet', onClick: () => setChosen(null) }, 'Try again')),
        )
      : null,
  );
}
