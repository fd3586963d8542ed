/**
 * Cuts each lesson into the parts its pages serve (lessonPages.ts), before
 * the MDX compiler reads it: the lesson is written as one file and compiled
 * once, and each page renders only its own part. A text transform, because
 * Astro's default Markdown processor runs no remark plugins.
 */
import type { Plugin } from 'vite';
import { wrapLessonParts } from './lessonPages';

const LESSON_FILE = /[\\/]content[\\/]lessons[\\/][^\\/]+\.mdx$/;

export function lessonParts(): Plugin {
  return {
    name: 'cpk:lesson-parts',
    // Before @astrojs/mdx, which is 'pre' too and compiles the text.
    enforce: 'pre',
    transform: {
      filter: { id: LESSON_FILE },
      handler(code, id) {
        return { code: wrapLessonParts(code, id), map: null };
      },
    },
  };
}
