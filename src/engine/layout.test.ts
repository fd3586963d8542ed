/**
 * The shape of the engine, checked on its import statements: the core never
 * imports formats/ or sim/, formats/ never imports sim/, and the site reaches
 * the engine through one door, `src/engine/index.ts` (plus the rule
 * catalogue's own path, `src/engine/rules.ts`).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENGINE = join(ROOT, 'src/engine');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|astro)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every relative module a file imports or re-exports, type-only imports included, as a path from the repository root. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g), ...text.matchAll(/import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)];
  return specs.map((m) => relative(ROOT, resolve(dirname(file), m[1])));
}

/** Which room of the engine a module path is in, or null outside the engine. */
function room(path: string): 'core' | 'formats' | 'sim' | null {
  if (!path.startsWith('src/engine')) return null;
  if (path.startsWith('src/engine/formats')) return 'formats';
  if (path.startsWith('src/engine/sim')) return 'sim';
  return 'core';
}

describe('the engine has three rooms, and imports point one way: sim → formats → core', () => {
  const files = sources(ENGINE).map((f) => ({ file: relative(ROOT, f), imports: importsOf(f) }));

  it('finds the rooms', () => {
    for (const r of ['core', 'formats', 'sim']) expect(files.some((f) => room(f.file) === r), r).toBe(true);
  });

  // The site's doors into the engine are not the core's: index.ts, the practice table's scoring and game, today's
  // rulesets and the referee's files, which re-export steps of sim/ and formats/ for the page to load when a hand is
  // won, a game begins, a comparison is asked for or the referee's share section needs them.
  const doors = ['src/engine/index.ts', 'src/engine/practiceScoring.ts', 'src/engine/practiceGame.ts', 'src/engine/rulesetsCompare.ts', 'src/engine/refereeFiles.ts'];
  it('the core imports neither formats/ nor sim/ (the doors excepted)', () => {
    const wrong = files
      .filter((f) => room(f.file) === 'core' && !doors.includes(f.file))
      .flatMap((f) => f.imports.filter((i) => room(i) !== 'core').map((i) => `${f.file} imports ${i}`));
    expect(wrong).toEqual([]);
  });

  it('formats/ never imports sim/', () => {
    const wrong = files.filter((f) => room(f.file) === 'formats').flatMap((f) => f.imports.filter((i) => room(i) === 'sim').map((i) => `${f.file} imports ${i}`));
    expect(wrong).toEqual([]);
  });

  it('nothing in the engine imports the site (widgets, components, pages, build) or a UI library', () => {
    const wrong = files.flatMap((f) => f.imports.filter((i) => !i.startsWith('src/engine')).map((i) => `${f.file} imports ${i}`));
    expect(wrong).toEqual([]);
    for (const f of sources(ENGINE)) expect(readFileSync(f, 'utf8'), f).not.toMatch(/from ['"](preact|astro)/);
  });

  it('notices a wrong import when there is one', () => {
    expect(room(relative(ROOT, resolve(ENGINE, './formats/scenario')))).toBe('formats');
    expect(importsOf(join(ENGINE, 'formats/puzzle.ts'))).toContain('src/engine/formats/scenario');
  });
});

describe('the site reaches the engine through one door', () => {
  const site = ['widgets', 'components', 'pages', 'layouts'].flatMap((d) => sources(join(ROOT, 'src', d)));
  // Besides the door and the catalogue, the entries the site loads when they are needed (a dynamic import): the board
  // session and the puzzle grading on the learner's first action, the practice table's scoring when a hand is won,
  // a game of several hands when one begins, today's rulesets when a comparison is asked for, the referee's files when
  // its share section first needs them, each re-exporting those steps and nothing else.
  const doors = ['src/engine', 'src/engine/index', 'src/engine/rules', 'src/engine/boardSession', 'src/engine/puzzleSession', 'src/engine/practiceScoring', 'src/engine/practiceGame', 'src/engine/rulesetsCompare', 'src/engine/refereeFiles'];
  it('widgets, components and pages import only src/engine/index.ts, the catalogue (src/engine/rules.ts) and the entries loaded on demand', () => {
    const wrong = site.flatMap((f) =>
      importsOf(f)
        .filter((i) => i.startsWith('src/engine') && !doors.includes(i))
        .map((i) => `${relative(ROOT, f)} imports ${i}`),
    );
    expect(site.length).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });

  // The game's entry is imported by the game's own widgets and the hand's review, which the table reaches only through a
  // dynamic import of widgets/practiceTable/tableDoor.ts: the page opens without any of them. The puzzle grading is
  // imported by widgets/puzzle/puzzleAnswer.ts, which the puzzle board loads, with the verdict, on the first answer; today's
  // rulesets by widgets/rulesets/comparisonTable.tsx, which the referee, an answered board and an answered puzzle load when a comparison is asked for.
  const LAZY_WIDGETS: Record<string, string[]> = {
    // The rulesets' page and the rules reference read the presets and the rules they add at build time, and their scripts
    // never import them, nor does the referee's, which gets their names for its ruleset choice; so does the build, for the
    // rule titles a puzzle under a ruleset carries (build/content/puzzles.ts).
    rulesetsCompare: ['src/widgets/rulesets/comparisonTable.tsx', 'src/pages/rulesets.astro', 'src/pages/rules.astro', 'src/pages/referee.astro', 'src/build/content/puzzles.ts'],
    puzzleSession: ['src/widgets/puzzle/puzzleAnswer.ts'],
    // The board's verdict loads with the session (ClaimBoard's first action), and asks it for the window it compares.
    boardSession: ['src/widgets/board/BoardVerdict.tsx'],
    refereeFiles: ['src/widgets/referee/refereeFileLoader.ts'],
    practiceGame: ['src/widgets/practiceTable/tableDoor.ts', 'src/widgets/practiceTable/gameSession.ts', 'src/widgets/practiceTable/PracticeGame.tsx', 'src/widgets/practiceTable/PracticeTableReview.tsx'],
  };
  it('the session entries only re-export the steps, and the site reaches them only through a dynamic import', () => {
    for (const entry of ['boardSession', 'puzzleSession', 'practiceScoring', 'practiceGame', 'rulesetsCompare', 'refereeFiles']) {
      const code = readFileSync(join(ENGINE, `${entry}.ts`), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').trim();
      expect(code, entry).toMatch(/^(export \{[^}]+\} from '\.\/[\w/]+';\s*)+$/);
      for (const f of site.filter((f) => !(LAZY_WIDGETS[entry] ?? []).includes(relative(ROOT, f))))
        expect(readFileSync(f, 'utf8'), relative(ROOT, f)).not.toMatch(new RegExp(`from\\s*['"][./]+engine/${entry}['"]`));
    }
    const lazyDoors = ['src/widgets/practiceTable/tableDoor.ts', 'src/widgets/puzzle/puzzleAnswer.ts', 'src/widgets/rulesets/comparisonTable.tsx'];
    for (const f of site.filter((f) => !lazyDoors.includes(relative(ROOT, f))))
      expect(readFileSync(f, 'utf8'), relative(ROOT, f)).not.toMatch(/from\s*['"][./]+((practiceTable|puzzle)\/)?(tableDoor|gameSession|PracticeGame|PracticeTableReview|puzzleAnswer|comparisonTable)['"]/);
  });
});
