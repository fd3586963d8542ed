// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { contentVersion, tileSpriteFile } from './tileSpriteFile';

describe('the tile sprite file and its content version', () => {
  const file = tileSpriteFile();

  it('is the same version for the same sprite, build after build', () => {
    expect(contentVersion(tileSpriteFile())).toBe(contentVersion(file));
    expect(contentVersion(file)).toMatch(/^[0-9a-f]{10}$/);
  });

  it('changes when any drawing in the sprite changes: a colour, a symbol less', () => {
    const version = contentVersion(file);
    const recoloured = file.replace(/fill="#[0-9a-f]{6}"/i, 'fill="#000000"');
    expect(recoloured).not.toBe(file);
    expect(contentVersion(recoloured)).not.toBe(version);
    const lessOne = file.replace(/<symbol id="Rd"[\s\S]*?<\/symbol>/, '');
    expect(lessOne).not.toBe(file);
    expect(contentVersion(lessOne)).not.toBe(version);
  });

  it('is a standalone SVG file: the XML declaration, then the sprite', () => {
    expect(file.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
  });
});
