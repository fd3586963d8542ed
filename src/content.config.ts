/**
 * Content collections. Lessons are MDX with frontmatter checked here; a
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

export const collections = { lessons };
