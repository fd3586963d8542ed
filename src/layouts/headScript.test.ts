// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { HEAD_SCRIPT, HEAD_SCRIPT_HASH } from './headScript';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('the head script', () => {
  it('is allowed by the policy by its exact bytes', () => {
    expect(HEAD_SCRIPT_HASH).toBe(`sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}`);
  });

  it('sets the stored theme, and ignores anything else stored there', () => {
    localStorage.setItem('cpk-theme', 'dark');
    new Function(HEAD_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBe('dark');
    delete document.documentElement.dataset.theme;
    localStorage.setItem('cpk-theme', 'purple');
    new Function(HEAD_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('keeps a press on an island not yet live, and lets one on a live island through', () => {
    new Function(HEAD_SCRIPT)();
    document.body.innerHTML = '<section data-ready="false"><button type="button">Chow</button></section><section data-ready="true"><button type="button">Pass</button></section>';
    const [early, live] = [...document.querySelectorAll('button')];
    let heard = 0;
    for (const b of [early, live]) b.addEventListener('click', () => heard++);
    early.click();
    live.click();
    expect(early.getAttribute('data-kept-click')).toBe('1');
    expect(early.getAttribute('aria-busy')).toBe('true');
    expect(live.hasAttribute('data-kept-click')).toBe(false);
    expect(heard).toBe(1);
  });
});
