// @vitest-environment happy-dom
/**
 * What the site says about working offline: offline or not, a new version
 * ready or taken up in another tab, the course kept or not.
 */
import { describe, expect, it } from 'vitest';
// The module starts itself once the page has loaded, and stops at once on a page without the status's elements.
import { keptText, noticeText } from './offlineStatus';

const whole = { kept: 310, total: 310, failed: false };
const some = { kept: 12, total: 310, failed: false };

describe('the notice under the header', () => {
  it('says nothing online with nothing to act on', () => {
    expect(noticeText(true, null, whole)).toBeNull();
    expect(noticeText(true, null, null)).toBeNull();
  });
  it('offline, says what works: the whole course, or the kit and what is kept', () => {
    expect(noticeText(false, null, whole)).toBe('You are offline. Every page of the course is kept on this device and works as usual.');
    expect(noticeText(false, null, some)).toMatch(/^You are offline\. The referee, the practice table, the rules and the pages kept on this device work as usual; any other page says it is not kept\.$/);
    expect(noticeText(false, null, null)).toMatch(/^You are offline\. The referee/);
  });
  it('a new version comes first, online or not', () => {
    expect(noticeText(true, 'ready', whole)).toBe('A new version of this site is ready.');
    expect(noticeText(false, 'ready', some)).toBe('A new version of this site is ready.');
    expect(noticeText(true, 'elsewhere', whole)).toMatch(/updated in another tab: reload this page/);
  });
});

describe('what the foot of the page says is kept', () => {
  it('nothing before the worker has said', () => expect(keptText(null, false)).toBe(''));
  it('the whole course', () => expect(keptText(whole, false)).toBe('Kept on this device for use offline: the whole course.'));
  it('the kit alone, while keeping the rest, and after a failure', () => {
    expect(keptText(some, false)).toBe('Kept on this device for use offline: the referee, the practice table and the rules.');
    expect(keptText(some, true)).toBe('Keeping the whole course on this device for use offline…');
    expect(keptText({ ...some, failed: true }, false)).toMatch(/and 12 of the course's 310 files \(the rest could not be fetched: tried again on the next page\)\.$/);
  });
  it('an empty course is not "the whole course"', () => expect(keptText({ kept: 0, total: 0, failed: false }, false)).not.toMatch(/whole course\.$/));
});
