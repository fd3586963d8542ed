/**
 * The referee's file code (engine/refereeFiles.ts: the position
 * written as a scenario file, a pasted or chosen file read back), fetched
 * when the share section first needs it rather than with the page, which
 * keeps the page within issue 15's 50 KB as it opens.
 */
import { loadOnce } from '../islands/loadOnce';

export const loadRefereeFile = loadOnce(() => import('../../engine/refereeFiles'));
