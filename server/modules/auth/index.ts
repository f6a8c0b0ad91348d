/** The auth module's public face: what the app and other modules use of it; the rest is its own. */
export { hashPassword, verifyPassword, weakPasswordMessage } from './passwords';
export { authRoutes } from './routes';
export { countAttempt, isKnownAddress, refuseLocked, signedInFrom } from './throttle';
