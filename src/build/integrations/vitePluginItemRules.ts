/**
 * `virtual:item-rules`: the rules each lesson board and puzzle teaches, as the build works them out
 * (src/build/pageData/learnerMap.ts, from the engine's rulings), for the answers kept before progress version 3,
 * which did not record their rules. One list, read by the one reader of the review (src/progress/due.ts), so that
 * the home page, every lesson and /review/ count such an answer for the same rules. It is loaded only for a record
 * that holds such answers.
 */
import type { Plugin } from 'vite';
import { learnerMap } from '../pageData/learnerMap';
import { virtualData } from './virtualData';

export const itemRules = (): Plugin => virtualData('item-rules', () => learnerMap().itemRules);
