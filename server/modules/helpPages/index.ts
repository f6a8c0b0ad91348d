/** The helpPages module's public face: what the app and other modules use of it; the rest is its own. */
export { helpPageRoutes } from './routes';
