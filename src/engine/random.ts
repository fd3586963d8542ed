/**
 * Seeded randomness: a generator, a shuffle and a seed from a string, so that
 * anything dealt at random (a scenario's hidden tiles, a practice puzzle, a
 * property test's counterexample) can be dealt again from its seed.
 */

/** mulberry32: small, fast, and the same on every JavaScript engine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates in place, with the generator given; works on typed arrays too. */
export function shuffleInPlace<T>(items: { [i: number]: T; readonly length: number }, random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
}

/** Fisher-Yates with the seeded generator; returns a new array. */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  shuffleInPlace(out, seededRandom(seed));
  return out;
}

/** A string seed (a title, a URL parameter) as a number. */
export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
