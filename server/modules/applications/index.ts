/** The applications module's public face: what the app and other modules use of it; the rest is its own. */
export { APPLICATION_NOT_FOUND, visibleApplication } from './access';
export { applicationRoutes } from './routes';
export { changeStatus } from './status';
export { loadApplication } from './view';
