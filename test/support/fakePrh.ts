/**
 * A local stand-in for PRH's open data API v3 (answers in its shape, DOMAIN.md),
 * so tests never reach the internet. Companies are set per test.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePrhCompany {
  businessId: string;
  name: string;
  companyForm?: string;
  businessLine?: string;
  street?: string;
  buildingNumber?: string;
  postCode?: string;
  city?: string;
  situations?: string[];
}

export interface FakePrh {
  url: string;
  companies: Map<string, FakePrhCompany>;
  /** When set, every look-up answers this status (e.g. 500) to test the fallback. */
  failWith: number | null;
  requests: string[];
  close(): Promise<void>;
}

export function prhBody(company: FakePrhCompany) {
  return {
    totalResults: 1,
    companies: [
      {
        businessId: { value: company.businessId, registrationDate: '2010-05-04', source: '3' },
        names: [
          { name: `${company.name} (vanha nimi)`, type: '1', registrationDate: '2008-01-01', endDate: '2010-05-03', version: 2, source: '1' },
          { name: company.name, type: '1', registrationDate: '2010-05-04', version: 1, source: '1' },
        ],
        mainBusinessLine: {
          type: '41200',
          descriptions: [
            { languageCode: '3', description: 'Construction of buildings' },
            { languageCode: '1', description: company.businessLine ?? 'Asuin- ja muiden rakennusten rakentaminen' },
          ],
        },
        companyForms: [
          { type: '16', descriptions: [{ languageCode: '1', description: company.companyForm ?? 'Osakeyhtiö' }] },
        ],
        companySituations: (company.situations ?? []).map((type) => ({ type, registrationDate: '2024-01-01' })),
        addresses: [
          {
            type: 1,
            street: company.street ?? 'Rakentajankatu',
            buildingNumber: company.buildingNumber ?? '5',
            postCode: company.postCode ?? '00100',
            postOffices: [
              { city: company.city ?? 'HELSINKI', languageCode: '1', municipalityCode: '091' },
              { city: 'HELSINGFORS', languageCode: '2', municipalityCode: '091' },
            ],
          },
          {
            type: 2,
            postOfficeBox: '123',
            postCode: '00101',
            postOffices: [{ city: company.city ?? 'HELSINKI', languageCode: '1', municipalityCode: '091' }],
          },
        ],
        website: { url: 'www.esimerkki.fi' },
        status: '2',
        registrationDate: '2010-05-04',
      },
    ],
  };
}

export async function startFakePrh(): Promise<FakePrh> {
  const fake: Omit<FakePrh, 'url' | 'close'> = { companies: new Map(), failWith: null, requests: [] };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    fake.requests.push(url.pathname + url.search);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (fake.failWith) return send(fake.failWith, { message: 'Internal error' });
    if (url.pathname !== '/companies') return send(404, { message: 'Not found' });
    const company = fake.companies.get(url.searchParams.get('businessId') ?? '');
    return send(200, company ? prhBody(company) : { totalResults: 0, companies: [] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The portal's fetch keeps connections alive; close() alone would wait for them.
        server.closeAllConnections();
      }),
  }) as FakePrh;
}
