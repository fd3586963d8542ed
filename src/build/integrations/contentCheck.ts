/**
 * An Astro integration that runs the content checks before a build (and when
 * the dev server starts), so a broken scenario fails the build by name.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { checkContent } from '../checks/checkContent';

export function contentCheck(): AstroIntegration {
  return {
    name: 'cpk-content-check',
    hooks: {
      'astro:config:setup': ({ config, logger }) => {
        const { scenarios, boards, puzzles, illustrations } = checkContent(fileURLToPath(config.root));
        logger.info(`${scenarios.size} scenarios, ${boards.size} lessons, ${puzzles.size} puzzles and ${illustrations.size} illustrations checked by the engine`);
      },
    },
  };
}
