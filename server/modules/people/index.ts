/** The people module's public face: what the app and other modules use of it; the rest is its own. */
export { peopleRoutes } from './routes';
export { recordPersonChange } from './service';
export { activeCompanyPeople, nestedPersonView } from './view';
