/**
 * What a board loads on demand (the engine's session and the verdict that
 * draws it), loaded once for the whole page on the learner's first action.
 * A failed load, such as a dropped connection, is not remembered: the next
 * call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
