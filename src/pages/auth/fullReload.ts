/**
 * Leaves the single-page app with a full page load, so that every area reads
 * the signed-in user afresh (react-admin's caches start empty). Its own module
 * so tests can replace it: jsdom cannot navigate.
 */
export function fullReload(path: string): void {
  window.location.assign(path);
}
