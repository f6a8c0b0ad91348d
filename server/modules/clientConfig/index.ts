/** The client-config module's public face: the browser's settings after sign-in (issue 22 §5). */
export { clientConfigRoutes } from './routes';
