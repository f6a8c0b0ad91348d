/** The agreements module's public face: what the app and other modules use of it; the rest is its own. */
export { agreementRoutes } from './routes';
export { companyAgreementView, selectCompanyAgreements, selectProducts, toProduct, versionSignedAt } from './view';
