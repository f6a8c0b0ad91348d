/**
 * A module the sign-in pages load only when a visitor needs it (their first load has a 170 kB
 * budget): one load per page; a failed one (network) is forgotten so that the next use tries again.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
    }
    return loading;
  };
}
