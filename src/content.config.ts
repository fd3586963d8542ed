/**
 * Content collections. Lessons (MDX) and the pages of "Claiming today" (Markdown) have their frontmatter checked here; a
 * wrong field fails the build naming the file and the field. Scenario files
 * are checked by the engine (src/content/checkContent.ts).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { isRuleId } from './engine/rules';

const ruleId = z.string().refine(isRuleId, { message: 'not a rule id of RULES.md (write it as in the catalogue, e.g. CHOW-LEFT-ONLY)' });

const lessons = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/lessons' }),
  schema: z.object({
    title: z.string().min(1),
    order: z.number().int().positive(),
    summary: z.string().min(1),
    rules: z.array(ruleId).min(1),
    source: z.string().min(1),
  }),
});

/**
 * "Claiming today", the lesson after the course: a page a ruleset, each with its idea in a few paragraphs, a puzzle
 * ruled under that ruleset (checked against it when the page is built) and what is said once it is answered.
 */
const today = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/claiming-today' }),
  schema: z.object({
    title: z.string().min(1),
    order: z.number().int().positive(),
    ruleset: z.string().min(1),
    puzzle: z.string().regex(/^\d+$/, 'the puzzle is named by its number, as in puzzle: "57"'),
    summary: z.string().min(1),
    after: z.string().min(1),
  }),
});

export const collections = { lessons, today };
