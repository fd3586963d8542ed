/**
 * Lesson boards that ask about the table instead of for a call (issue 28):
 * who draws next, who discards next, who loses a turn, whose hand is dead.
 * Each question is a group of buttons named by the question, played here with
 * the keyboard alone: a wrong answer is refused with the engine's sentence and
 * its rule, linked by its title, and nothing moves; the right one is ruled,
 * its verdict focused (or, when the turn is then the learner's, his tiles, to
 * discard). Axe finds nothing on either verdict, in both themes. The answers
 * are the engine's, worked out from the boards' files, never written here.
 */
import { type Locator, type Page, expect } from '@playwright/test';
import { loadContentSet } from '../src/build/content/contentSet';
import { type BoardState, answerOnBoard, openBoard } from '../src/engine';
import { RULES } from '../src/engine/rules';
import { axeBothThemes, boardPage, hydrateBoards, watch, test } from './site';

const set = loadContentSet();
const asked = set.lessons.flatMap((lesson) => lesson.boards.filter((id) => set.scenarios.get(id)!.ask).map((id) => ({ slug: lesson.slug, id })));

/** The board's answers as the engine marks them: the first wrong one and the right one. */
function answers(id: string): { question: string; labels: string[]; wrong: { label: string; state: BoardState }; right: { label: string; state: BoardState } } {
  const open = openBoard(set.scenarios.get(id)!);
  const marked = open.question!.choices.map((c) => ({ label: c.label, state: answerOnBoard(open, c.seats) }));
  return {
    question: open.question!.text,
    labels: marked.map((m) => m.label),
    wrong: marked.find((m) => m.state.outcome === 'refused')!,
    right: marked.find((m) => m.state.outcome === 'right')!,
  };
}

async function openBoardPage(page: Page, slug: string, id: string): Promise<Locator> {
  await page.goto(boardPage(slug, id));
  await hydrateBoards(page);
  return page.locator(`section.board[data-board="${id}"]`);
}

test('the lessons ask each question at least once', () => {
  expect(new Set(asked.map(({ id }) => set.scenarios.get(id)!.ask))).toEqual(new Set(['next', 'discards', 'lost', 'dead']));
});

for (const { slug, id } of asked) {
  test(`${id}: answered by keyboard alone, a wrong answer refused with its rule, then the right one`, async ({ page }) => {
    const watcher = await watch(page);
    const { question, labels, wrong, right } = answers(id);
    const board = await openBoardPage(page, slug, id);
    const group = board.getByRole('group', { name: question });
    await expect(group.getByRole('button')).toHaveText(labels);
    await group.getByRole('button', { name: wrong.label, exact: true }).focus();
    await page.keyboard.press('Enter');
    const sheet = board.locator('.board__sheet');
    await expect(sheet).toHaveAttribute('data-verdict', 'refused');
    await expect(sheet).toBeInViewport();
    await expect(sheet).toContainText(wrong.state.refused!.refusal.message);
    await expect(sheet.getByRole('link', { name: RULES[wrong.state.refused!.refusal.rule].title })).toBeVisible();
    await expect(board.getByRole('heading', { level: 3 })).toHaveText(wrong.state.title);

    await group.getByRole('button', { name: right.label, exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(sheet).toHaveAttribute('data-verdict', 'right');
    await expect(board.locator('.board__judgement')).toHaveText(right.state.ruled!.judgement!.text.join(''));
    await expect(board.getByRole('heading', { level: 3 })).toHaveText(right.state.title);
    await expect(group).toHaveCount(0);
    if (right.state.discard) {
      // The turn is his now: his tiles have focus, and his discard plays it on.
      const first = board.locator('.seat--self .tile-button').first();
      await expect(first).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(board.getByRole('status')).toContainText('is next to draw.');
    } else await expect(board.locator('.board__verdict--ruled')).toBeFocused();
    expect(watcher.problems).toEqual([]);
  });
}

for (const { slug, id } of asked) {
  test(`${id}, refused and right, passes axe in either theme`, async ({ page }) => {
    const { wrong, right } = answers(id);
    const board = await openBoardPage(page, slug, id);
    await board.getByRole('button', { name: wrong.label, exact: true }).click();
    await expect(board.locator('.board__sheet')).toHaveAttribute('data-verdict', 'refused');
    expect((await axeBothThemes(page, `section.board[data-board="${id}"]`)).map((v) => `refused: ${v}`)).toEqual([]);
    await board.getByRole('button', { name: right.label, exact: true }).click();
    await expect(board.locator('.board__sheet')).toHaveAttribute('data-verdict', 'right');
    expect((await axeBothThemes(page, `section.board[data-board="${id}"]`)).map((v) => `right: ${v}`)).toEqual([]);
  });
}
