import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFTER_ASTRO, noticeFor, noticesText, packageOf, workboxPackages } from './thirdPartyNotices';

const root = process.cwd();

describe('the third-party notices', () => {
  it('names the package a bundled module comes from, and none for the site’s own code', () => {
    expect(packageOf('/r/node_modules/preact/hooks/dist/hooks.module.js')).toBe('preact');
    expect(packageOf('/r/node_modules/@astrojs/preact/dist/client.js?v=1')).toBe('@astrojs/preact');
    expect(packageOf('/r/node_modules/a/node_modules/@preact/signals/dist/x.js')).toBe('@preact/signals');
    expect(packageOf('/r/src/widgets/Tile.tsx')).toBeNull();
  });

  it('reads the Workbox modules from the marks the service worker carries', () => {
    expect(workboxPackages('self["workbox:core:7.3.0"]&&_();self["workbox:routing:7.3.0"];self["workbox:core:7.3.0"]').sort()).toEqual(['workbox-core', 'workbox-routing']);
  });

  it('finds a licence for every runtime dependency and for what ships after Astro', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; scripts: Record<string, string> };
    expect(pkg.scripts.build).toContain('pagefind');
    for (const name of [...Object.keys(pkg.dependencies), ...AFTER_ASTRO, 'workbox-core', 'workbox-precaching', 'workbox-routing', 'workbox-strategies']) {
      const notice = noticeFor(name, root);
      expect(notice.text.length, name).toBeGreaterThan(100);
      expect(notice.text, name).toMatch(/permission|licen[cs]e/i);
    }
  });

  it('writes each package once, with its version and its licence text', () => {
    const text = noticesText(['preact', 'ts-fsrs', 'preact'], root);
    const version = (JSON.parse(readFileSync(join(root, 'node_modules/preact/package.json'), 'utf8')) as { version: string }).version;
    expect(text.match(/^preact \S+ \(MIT\)$/gm)).toEqual([`preact ${version} (MIT)`]);
    expect(text).toContain(readFileSync(join(root, 'node_modules/ts-fsrs/LICENSE'), 'utf8').trim());
  });

  it('stops the build on a shipped package without a licence file, naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cpk-notices-'));
    mkdirSync(join(dir, 'node_modules', 'no-licence'), { recursive: true });
    writeFileSync(join(dir, 'node_modules', 'no-licence', 'package.json'), '{"version":"1.0.0"}');
    expect(() => noticesText(['no-licence'], dir)).toThrow(/no-licence is shipped but .*no LICENSE file/);
    expect(() => noticesText(['not-installed'], dir)).toThrow(/not-installed is shipped but not installed/);
  });
});

describe('the notices of what the repository carries', () => {
  it('include the font licence of the tile glyphs', () => {
    expect(noticesText([], root)).toContain('SIL OPEN FONT LICENSE Version 1.1');
  });
});
