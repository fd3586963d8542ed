/**
 * An Astro integration that adds the `client:intent` directive
 * (src/directives/intent.ts): an island that goes live on the reader's first
 * press, touch, focus or key rather than as the page opens.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

export function intentDirective(): AstroIntegration {
  return {
    name: 'cpk-intent-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('../../directives/intent.ts', import.meta.url)) });
      },
    },
  };
}
