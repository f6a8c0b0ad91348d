/** The invoicing module's public face (issue 22 §3): products, product orders and the invoicing basis. */
export { invoicingRoutes } from './routes';
