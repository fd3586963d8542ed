/**
 * The notices of the libraries the built site ships to the browser, written to
 * dist/third-party-notices.txt (linked from every page's footer): each package's
 * name, version, licence and its own LICENSE file, read from node_modules.
 *
 * Which packages ship is taken from the build itself, not from a list kept by
 * hand: the modules of every chunk of the client bundle (Vite's output),
 * Astro's island runtime where a page holds an island (`<astro-island>`, written
 * into the page), the Workbox modules the generated service worker carries (each marks itself
 * `workbox:<module>:<version>`), and Pagefind, whose script and index
 * `npm run build` writes into dist/pagefind/ after Astro. A shipped package
 * without a licence file stops the build, naming it.
 */
import type { AstroIntegration } from 'astro';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NOTICES_FILE = 'third-party-notices.txt';

/** Shipped by `npm run build` after Astro's build (package.json's build script runs `pagefind --site dist`). */
export const AFTER_ASTRO = ['pagefind'];

/** The package a module id comes from (`…/node_modules/@scope/name/…` → `@scope/name`), or null for the site's own code. */
export function packageOf(moduleId: string): string | null {
  const path = moduleId.replace(/\\/g, '/').replace(/^\0/, '').split('?')[0];
  const at = path.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const parts = path.slice(at + '/node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The Workbox packages a generated service worker script carries, from the marks its modules leave. */
export function workboxPackages(script: string): string[] {
  return [...new Set([...script.matchAll(/workbox:([a-z-]+):\d/g)].map((m) => `workbox-${m[1]}`))];
}

export interface Notice {
  name: string;
  version: string;
  license: string;
  text: string;
}

/** A package's notice from node_modules; an error naming the package when it has no licence file. */
export function noticeFor(name: string, root: string): Notice {
  const dir = join(root, 'node_modules', name);
  if (!existsSync(join(dir, 'package.json'))) throw new Error(`third-party notices: ${name} is shipped but not installed in node_modules/`);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: string; license?: string };
  const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(f));
  if (!file) throw new Error(`third-party notices: ${name} is shipped but node_modules/${name}/ has no LICENSE file to copy into ${NOTICES_FILE}`);
  // Pagefind keeps its licences in a folder named LICENSE, one file each.
  const path = join(dir, file);
  const texts = statSync(path).isDirectory() ? readdirSync(path).sort().map((f) => readFileSync(join(path, f), 'utf8')) : [readFileSync(path, 'utf8')];
  return { name, version: pkg.version ?? '?', license: pkg.license ?? 'see the text below', text: texts.map((s) => s.trim()).join('\n\n') };
}

/**
 * Third-party material the repository itself carries, each with its licence in LICENSES/ (the Chinese characters
 * on the tiles are outlines from Noto Serif TC, src/widgets/glyphPaths.ts, drawn into the tile sprite every board shows).
 */
export function repositoryNotices(root: string): Notice[] {
  const dir = join(root, 'LICENSES');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).sort().map((f) => ({ name: `LICENSES/${f}`, version: 'in this repository', license: 'see the text below', text: readFileSync(join(dir, f), 'utf8').trim() }));
}

/** The notices file: a heading, then one section a package in name order, then the material of LICENSES/. */
export function noticesText(names: Iterable<string>, root: string): string {
  const notices = [...[...new Set(names)].sort().map((n) => noticeFor(n, root)), ...repositoryNotices(root)];
  const rule = '-'.repeat(72);
  return [
    'Third-party notices for Chow, Pung & Kong',
    '',
    "The site's own code is under the MIT licence and its lessons and other content under CC BY-SA 4.0 (LICENSE in",
    "its repository). It ships the following libraries to the browser, and the font outlines named last, each under its",
    'own licence, given here in full.',
    '',
    ...notices.flatMap((n) => [rule, `${n.name} ${n.version} (${n.license})`, rule, '', n.text, '']),
  ].join('\n');
}

/** The Astro integration: collects the client bundle's packages while Vite writes it, and the notices once the site is built. */
export function thirdPartyNotices(): AstroIntegration {
  const shipped = new Set<string>();
  let root = process.cwd();
  return {
    name: 'cpk-third-party-notices',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        root = fileURLToPath(config.root);
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'cpk-shipped-packages',
                apply: 'build',
                generateBundle(_options, bundle) {
                  // Only the browser's bundle ships; the server build only prerenders the pages.
                  if ((this as { environment?: { name: string } }).environment?.name !== 'client') return;
                  for (const chunk of Object.values(bundle)) {
                    if (chunk.type !== 'chunk') continue;
                    for (const id of chunk.moduleIds) {
                      const name = packageOf(id);
                      if (name) shipped.add(name);
                    }
                  }
                },
              },
            ],
          },
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        // The service worker bundles the Workbox modules it uses (sw.js); an older build wrote them apart (workbox-*.js).
        for (const f of readdirSync(dist).filter((f) => /^(workbox-.*|sw)\.js$/.test(f))) {
          for (const name of workboxPackages(readFileSync(join(dist, f), 'utf8'))) shipped.add(name);
        }
        // Astro's island element is written into the pages themselves, not bundled as a module.
        if (readdirSync(dist, { recursive: true, encoding: 'utf8' }).some((f) => f.endsWith('.html') && readFileSync(join(dist, f), 'utf8').includes('<astro-island'))) shipped.add('astro');
        const names = [...shipped, ...AFTER_ASTRO];
        writeFileSync(join(dist, NOTICES_FILE), noticesText(names, root));
        logger.info(`${NOTICES_FILE}: ${new Set(names).size} packages (${[...new Set(names)].sort().join(', ')})`);
      },
    },
  };
}
