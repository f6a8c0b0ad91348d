/**
 * A stand-in for the API: answers fetch by method and path (query ignored
 * for matching, kept for assertions). An unexpected call fails loudly.
 */
import { vi } from 'vitest';

export interface StubbedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status?: number; body?: unknown } | (() => Promise<Response>);

export function stubApi(routes: Record<string, Answer>) {
  const calls: StubbedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const answer = routes[`${method} ${url.pathname}`];
    if (!answer) throw new Error(`Unexpected API call ${method} ${url.pathname}`);
    if (typeof answer === 'function') return answer();
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const officeUser = {
  id: 7,
  email: 'olli.toimisto@example.fi',
  emailVerifiedAt: '2025-01-01T00:00:00Z',
  pendingEmail: null,
  personId: 70,
  person: { id: 70, firstName: 'Olli', lastName: 'Toimisto' },
  permissions: [{ id: 2, shortDescription: 'Toimisto' }],
  boards: [],
  companies: [],
};

export const boardUser = {
  ...officeUser,
  id: 8,
  email: 'liisa.lautakunta@example.fi',
  person: { id: 80, firstName: 'Liisa', lastName: 'Lautakunta' },
  permissions: [{ id: 3, shortDescription: 'Lautakunta' }],
};

export const companyUser = {
  ...officeUser,
  id: 9,
  email: 'kalle.kayttaja@example.fi',
  person: { id: 90, firstName: 'Kalle', lastName: 'Käyttäjä' },
  permissions: [],
  companies: [{ id: 1, name: 'Rakennus Oy', registrationNumber: '1234567-1', companyAdmin: true, status: 'active' }],
};
