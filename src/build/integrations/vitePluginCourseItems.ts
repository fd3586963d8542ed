/**
 * `virtual:course-items`: the boards, score questions and puzzles the course holds now, as review keys
 * (`boards:to-chow-1`, `boards:scoring-own-wind`, `puzzles:05`): what /review/items.json can serve
 * (src/build/pageData/reviewLibrary.ts). The one reader of the review (src/progress/due.ts) leaves out a missed item
 * no longer among them, so that the home page and a lesson's end count only what /review/ can serve: they once said
 * "1 item you missed is due for review today" for ever of a board taken out of the course, while /review/ said
 * nothing was due. Loaded only for a record with a board or puzzle missed, and left out of the offline kit
 * (src/offline/keptFiles.ts KIT_LEAVES_OUT): without it every item is counted, as before.
 */
import type { Plugin } from 'vite';
import { courseItemKeys } from '../../progress/courseItems';
import { reviewLibrary } from '../pageData/reviewLibrary';
import { virtualData } from './virtualData';

export const courseItems = (): Plugin => virtualData('course-items', () => courseItemKeys(reviewLibrary()));
