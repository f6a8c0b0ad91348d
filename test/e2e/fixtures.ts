/** Companies the e2e fake PRH knows. */
import type { FakePrhCompany } from '../support/fakePrh';

export const PRH_COMPANY: FakePrhCompany = {
  businessId: '0112038-9',
  name: 'Testirakentajat Oy',
  street: 'Rakentajankatu',
  buildingNumber: '7',
  postCode: '33100',
  city: 'TAMPERE',
};

export const DEMO_PASSWORD = 'Pateva-demo-2026';
