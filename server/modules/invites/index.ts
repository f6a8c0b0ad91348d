/** The invites module's public face: what the app and other modules use of it; the rest is its own. */
export { inviteRoutes } from './routes';
export { acceptInviteIn, validInviteEmail } from './service';
export { hasExpired } from './view';
