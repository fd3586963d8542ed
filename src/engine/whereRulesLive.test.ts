/**
 * Where a rule may be named and worded, read from the source (issue 29): a
 * claim or turn rule is decided in core/ and worded in explain/, so its id is
 * written only there, in the catalogue (rules.ts) and the rulesets' (rulesets/:
 * which ids each preset can return, and its source for each), the scoring rooms
 * (score/) and the formats' own error reports (formats/); and a sentence tied to a
 * rule (a Reason or a Refusal written out) only in explain/, or in a format's
 * or a build check's report on a bad file. Comments may name any rule: only
 * strings and text are read, through the TypeScript parser. Build-time code
 * (src/build/, src/content.config.ts) names rules to check and index the
 * content and ships nothing to a page.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { RULES, RULE_IDS } from './rules';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every production module of the site: its TypeScript under src/, tests and declarations left out. */
function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return modules(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [relative(ROOT, path)] : [];
  });
}

const parsed = modules(join(ROOT, 'src')).map((file) => ({
  file,
  source: ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
}));

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

const BUILD_TIME = ['src/build/', 'src/content.config.ts'];
const inRoom = (file: string, rooms: readonly string[]) => rooms.some((room) => file.startsWith(room));

describe('a claim or turn rule is named where it is decided or worded, and nowhere else', () => {
  const claimAndTurn = RULE_IDS.filter((id) => RULES[id].topic !== 'scoring');
  const idIn = new RegExp(`(?:^|[^A-Z0-9-])(${claimAndTurn.join('|')})(?![A-Z0-9-])`);

  /** The rule ids a module writes in its strings and text, one line each: "src/engine/board.ts: KONG-ADD-DRAWN". */
  function named(files: typeof parsed): string[] {
    const found: string[] = [];
    for (const { file, source } of files)
      walk(source, (node) => {
        if (!ts.isStringLiteralLike(node) && !ts.isTemplateLiteralToken(node) && !ts.isJsxText(node)) return;
        const id = idIn.exec(node.text)?.[1];
        if (id) found.push(`${file}: ${id}`);
      });
    return found;
  }

  it('the scan sees the ids the core decides on', () => {
    expect(named(parsed.filter((p) => p.file === 'src/engine/core/claiming.ts')).length).toBeGreaterThan(10);
  });

  it('no module outside core/, explain/, the catalogues, score/ and formats/ writes one (build-time code apart)', () => {
    const allowed = ['src/engine/core/', 'src/engine/explain/', 'src/engine/rules.ts', 'src/engine/rulesets/', 'src/engine/score/', 'src/engine/formats/', ...BUILD_TIME];
    expect(named(parsed.filter((p) => !inRoom(p.file, allowed)))).toEqual([]);
  });
});

describe('a sentence tied to a rule is written in explain/', () => {
  /** Object literals holding a rule and words written out ({ rule, text: `…` }), and refuse(rule, `…`) calls. */
  function written(files: typeof parsed): string[] {
    const found: string[] = [];
    const literal = (node: ts.Node | undefined) => node !== undefined && (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node));
    for (const { file, source } of files)
      walk(source, (node) => {
        const at = () => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        if (ts.isObjectLiteralExpression(node)) {
          const props = new Map(node.properties.filter(ts.isPropertyAssignment).map((p) => [p.name.getText(), p.initializer]));
          const rule = props.get('rule');
          if (rule && rule.kind !== ts.SyntaxKind.NullKeyword && literal(props.get('text') ?? props.get('message'))) found.push(at());
        }
        if (ts.isCallExpression(node) && node.expression.getText() === 'refuse' && literal(node.arguments[1])) found.push(at());
      });
    return found;
  }

  it('the scan sees the sentences explain/ writes', () => {
    expect(written(parsed.filter((p) => p.file.startsWith('src/engine/explain/'))).length).toBeGreaterThan(20);
  });

  it('nowhere else, but in the reports of a format or a build check on a bad file', () => {
    const allowed = ['src/engine/explain/', 'src/engine/formats/', ...BUILD_TIME];
    expect(written(parsed.filter((p) => !inRoom(p.file, allowed)))).toEqual([]);
  });
});
