/**
 * A moment's id in the progress record, made from its position's text: the
 * same missed call, met again in the same hand dealt from the same seed, is
 * the same review item. 53 bits of hash (two 32-bit multiplicative mixes, as
 * in cyrb53), so that thousands of kept moments never share an id.
 */
export function momentId(position: string): string {
  let a = 0xdeadbeef;
  let b = 0x41c6ce57;
  for (let i = 0; i < position.length; i++) {
    const c = position.charCodeAt(i);
    a = Math.imul(a ^ c, 2654435761);
    b = Math.imul(b ^ c, 1597334677);
  }
  a = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
  b = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
  return `moment-${(4294967296 * (2097151 & b) + (a >>> 0)).toString(36)}`;
}
