/**
 * The tiles never depend on the reader's fonts: every face comes from the
 * sprite (/tiles.svg), its Chinese characters drawn as paths. These machines
 * have no CJK font, so a character left as text would show an empty box; the
 * reference screenshots of the whole set (light and dark) catch that, and any
 * other change to a face, and the DOM checks say which tile went wrong.
 */
import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { watch } from './site';

const HAN = /\p{Script=Han}/u;
const GROUPS = ['characters', 'bamboo', 'circles', 'winds', 'dragons'];

async function openTiles(page: Page, scheme: 'light' | 'dark') {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await page.goto('/tiles/', { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
}

test('every tile on the tiles page is drawn from a symbol the sprite holds, with no Chinese text', async ({ page }) => {
  const watcher = await watch(page);
  await openTiles(page, 'light');
  const sprite = await (await page.request.get('/tiles.svg')).text();
  // The version in each tile's address is the served sprite's own (src/build/integrations/tileSpriteFile.ts: contentVersion).
  const version = createHash('sha256').update(sprite).digest('hex').slice(0, 10);
  const found = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
    const ids = new Set([...doc.querySelectorAll('symbol')].map((s) => s.id));
    const spriteTexts = [...doc.querySelectorAll('text')].map((t) => t.textContent ?? '');
    const tiles = [...document.querySelectorAll('svg.tile')].map((svg) => ({
      name: svg.getAttribute('aria-label'),
      refs: [...svg.querySelectorAll('use')].map((u) => u.getAttribute('href') ?? ''),
      texts: [...svg.querySelectorAll('text')].map((t) => t.textContent ?? ''),
    }));
    return { ids: [...ids], hidden: doc.documentElement.getAttribute('aria-hidden'), spriteTexts, tiles };
  }, sprite);
  expect(found.hidden).toBe('true');
  // The 34 faces, the American flower and joker, and the four bodies.
  expect(found.ids).toHaveLength(34 + 2 + 4);
  expect(found.spriteTexts.filter((t) => HAN.test(t))).toEqual([]);
  expect(found.tiles.length).toBeGreaterThanOrEqual(34);
  for (const tile of found.tiles) {
    expect(tile.name, 'every tile is named').toBeTruthy();
    expect(tile.texts.filter((t) => HAN.test(t)), tile.name!).toEqual([]);
    for (const ref of tile.refs) {
      const [file, id] = ref.split('#');
      // The sprite with its content version, so that it may be cached for good (src/build/integrations/tileSpriteFile.ts).
      expect(file, tile.name!).toBe(`/tiles.svg?v=${version}`);
      expect(found.ids, `${tile.name}: ${ref}`).toContain(id);
    }
  }
  expect(watcher.problems).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the 34 faces and the ways a tile lies match their reference screenshots (${scheme})`, async ({ page }) => {
    await openTiles(page, scheme);
    // The captions under the tiles are page text, not faces, whose layout may move by a pixel with the
    // page around them: hidden, so that only the drawings are compared (through the CSSOM, which the
    // page's Content Security Policy allows, where it refuses an added style sheet).
    await page.evaluate(() => {
      for (const caption of document.querySelectorAll<HTMLElement>('.tile-set .tile-set__name, .tile-set code')) caption.style.display = 'none';
    });
    for (const group of GROUPS) {
      const list = page.locator(`section[aria-labelledby="${group}"] ul.tile-set`);
      await expect(list).toHaveScreenshot(`${group}-${scheme}.png`, { animations: 'disabled', scale: 'css' });
    }
    const lying = page.locator('section[aria-labelledby="lying"] .tile-row__tiles');
    for (let i = 0; i < (await lying.count()); i++) {
      await expect(lying.nth(i)).toHaveScreenshot(`lying-${i + 1}-${scheme}.png`, { animations: 'disabled', scale: 'css' });
    }
  });
}
