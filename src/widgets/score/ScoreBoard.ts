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
import { replayKeptClicks } from '../islands/keptClicks';
import type { ScoreSheetData } from './ScoreSheet';

/**
 * The event a board dispatches once it is answered (or, for a worked score, fully
 * revealed): AfterBoard shows the lesson's explanation then, as for a claim board.
 */
const BOARD_ANSWERED_EVENT = 'cpk:board-answered';

/**
 * Marks the board's section live once its island has mounted (the browser
 * tests wait for it, as for claim boards), then carries out the presses made
 * on it before (keptClicks.ts): a choice tapped as it came into view counts.
 */
function useReady(root: { current: HTMLElement | null }): void {
  useLayoutEffect(() => {
    const section = root.current?.closest<HTMLElement>('section.board');
    if (!section) return;
    section.setAttribute('data-ready', 'true');
    replayKeptClicks(section);
  }, []);
}

/**
 * Keeps an answer in the learner's progress, as a claim board's is (its tick,
 * its star, "lesson complete"); graded on no rule, since a score is the sum of
 * many. The keeping is loaded when first needed (progress/keep.ts), and the
 * page's counters follow once it is saved (its ANSWER_KEPT_EVENT); `said`
 * gets the sentence to show when it could not be saved, else null.
 */
function keep(id: string, right: boolean, said: (text: string | null) => void): void {
  void import('../../progress/keep').then(({ keepAnswer, NOT_SAVED }) => {
    const { save } = keepAnswer('boards', id, right);
    said(save.saved ? null : NOT_SAVED[save.problem]);
  });
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
 * body: once answered (the whole score shown, or a choice made), the answer is kept (`keepIt`), focus goes to `answered`, and the page is told
 * (BOARD_ANSWERED_EVENT) so the explanation waiting for this board opens; started again, to `start`. Never on the
 * first render, which leaves focus where the reader has it.
 */
function useAnswerFocus(id: string, answered: boolean, atStart: boolean, answeredFocus: RefObject<HTMLElement>, start: RefObject<HTMLElement>, keepIt: () => void) {
  const drawn = useRef(false);
  useLayoutEffect(() => {
    if (answered && drawn.current) {
      // Kept before the page is told, so that its counters read it.
      keepIt();
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
  const [unsaved, setUnsaved] = useState<string | null>(null);
  useReady(root);
  // A worked example read to its final score is done, as a board answered right.
  useAnswerFocus(id, done, shown === 0, again, next, () => keep(id, true, setUnsaved));
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
            h('button', { type: 'button', class: 'button', ref: next, onClick: () => setShown(shown + 1) }, 'Next line'),
            h('button', { type: 'button', class: 'button button--quiet', onClick: () => setShown(sheet.lines.length) }, 'Show the whole score'),
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
  const [unsaved, setUnsaved] = useState<string | null>(null);
  useReady(root);
  useAnswerFocus(id, chosen !== null, chosen === null, verdict, first, () => keep(id, chosen === answer, setUnsaved));
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
        h('button', { type: 'button', class: 'button', 'aria-pressed': chosen === c.value, onClick: () => setChosen(c.value), ref: i === 0 ? first : undefined }, c.label),
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
