/**
 * Each page of a lesson is compiled from its own part of the lesson's text
 * (lessonPages.ts), so that it builds nothing of the other pages: their
 * boards, their scripts. The lesson stays one file; this plugin serves
 * `content/lessons/03-to-chow.part2.mdx` (no such file: page 2's part of
 * `03-to-chow.mdx`), which @astrojs/mdx then compiles like any MDX file, and
 * `virtual:lesson-parts`, which maps each lesson's id to a loader for each of
 * its pages' parts. (Rendering the whole lesson with the other parts left out
 * would not do: Astro renders a component's children before the component
 * sees them, so the left-out parts' boards would still take the page's
 * once-only island and board scripts with them.)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Plugin } from 'vite';
import { lessonPartText, pageStarts } from '../content/lessonPages';

const VIRTUAL = 'virtual:lesson-parts';
const RESOLVED = `\0${VIRTUAL}`;
const PART = /^(.*[\\/]content[\\/]lessons[\\/][^\\/]+)\.part(\d+)\.mdx$/;

export function lessonParts(): Plugin {
  let lessons = '';
  return {
    name: 'cpk:lesson-parts',
    enforce: 'pre',
    configResolved(config) {
      lessons = join(config.root, 'content', 'lessons');
    },
    resolveId(id) {
      if (id === VIRTUAL) return RESOLVED;
      if (PART.test(id)) return id;
      return null;
    },
    load(id) {
      if (id === RESOLVED) {
        const files = readdirSync(lessons).filter((f) => f.endsWith('.mdx'));
        const entries = files.map((f) => {
          const starts = pageStarts(readFileSync(join(lessons, f), 'utf8'));
          const path = join(lessons, basename(f, '.mdx'));
          const loaders = starts.map((_, i) => `() => import(${JSON.stringify(`${path}.part${i + 1}.mdx`)})`);
          return `  ${JSON.stringify(basename(f, '.mdx'))}: [${loaders.join(', ')}],`;
        });
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      const part = PART.exec(id);
      if (!part) return null;
      const file = `${part[1]}.mdx`;
      this.addWatchFile(file);
      return lessonPartText(readFileSync(file, 'utf8'), Number(part[2]), join('content', 'lessons', basename(file)));
    },
  };
}
