/**
 * The golden record of random games (tests/golden/) under A1's strict reading
 * (a winning call that only completes a run is the next player's alone); see
 * games.test.ts.
 */
import { describe } from 'vitest';
import { gameChaptersHold } from '../../../tests/golden/compare';

describe("the golden record of random games, A1's strict reading", () => gameChaptersHold('games.strict.'));
