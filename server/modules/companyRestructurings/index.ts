/** The company restructuring module (issue 22 §2): its routes. */
export { companyRestructuringRoutes } from './routes';
