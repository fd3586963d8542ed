/**
 * The golden record of random games (tests/golden/) under the plain reading of
 * A1: a thousand seeds under each set of the other options, every claim
 * window's legal calls and every move, and the windows and own turns judged in
 * full through the immutable steps, dead-hand and exhausted-wall copies among
 * them. The strict reading is in strictGames.test.ts, so that the two run side
 * by side.
 */
import { describe } from 'vitest';
import { gameChaptersHold } from '../../../tests/golden/compare';

describe('the golden record of random games, A1 read plainly', () => gameChaptersHold('games.plain.'));
