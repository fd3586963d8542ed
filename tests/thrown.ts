/**
 * The error a reader or check throws on bad input, for the tests that look at what it says: any other error is
 * thrown on, and input that is accepted fails the test with `accepted` (what the caller expected to be refused).
 */
export function thrown<E extends Error>(type: new (...args: never[]) => E, run: () => unknown, accepted: string): E {
  try {
    run();
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(accepted);
}
