/** The boards module's public face (issue 20): its routes; the rest is its own. */
export { boardRoutes } from './routes';
export { boardCloseRoutes } from './closeRoutes';
