/**
 * SPEC §8: a 500 or 503 whose body is not our JSON (a proxy's error page, a
 * crashed upstream) replaces the app with an error page holding the response data.
 */
export interface ServerErrorPage {
  status: number;
  data: string;
}

type Listener = (page: ServerErrorPage | null) => void;
let current: ServerErrorPage | null = null;
const listeners = new Set<Listener>();

export function setServerErrorPage(page: ServerErrorPage | null): void {
  current = page;
  for (const listener of listeners) listener(page);
}

export function getServerErrorPage(): ServerErrorPage | null {
  return current;
}

export function subscribeServerErrorPage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
