import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The tests a mutation run (npm run mutation, stryker.config.json) uses: those of the claim and turn decisions,
// both engines and the comparisons that hold them equal. The rest of the suite cannot kill a mutant in these files
// any the engine tests do not, and would only make each of the thousand runs slower.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // One list of its own, in node, in place of the suite's two projects (mergeConfig would add to them).
    projects: undefined,
    environment: 'node',
    include: [
      'src/engine/core/playTable.test.ts',
      'src/engine/core/rarePositions.test.ts',
      'src/engine/core/turnMoves.test.ts',
      'src/engine/claims.test.ts',
      'src/engine/adjudicate.test.ts',
      'src/engine/moves.test.ts',
      'src/engine/hand.test.ts',
      'src/engine/puzzleRuling.test.ts',
      'src/engine/sim/oracle.test.ts',
      'src/engine/sim/properties.test.ts',
      'src/engine/sim/playHand.test.ts',
    ],
  },
});
