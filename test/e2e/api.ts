/** Set-up steps done through the API (as the browser would), where the test is about a later step. */
import type { Page } from 'playwright-core';
import { waitForLink } from '../support/outbox';

/** Registers a user and follows the verification link from the outbox. */
export async function registerVerifiedUser(baseUrl: string, dataDir: string, user: { email: string; password: string; firstName: string; lastName: string }): Promise<void> {
  const first = await fetch(`${baseUrl}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      password: user.password,
      password_confirmation: user.password,
      newsletter: false,
      invite_token: null,
    }),
  });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status}`);
  const link = new URL(await waitForLink(dataDir, user.email, /Vahvista/));
  const verified = await fetch(`${baseUrl}/api${link.pathname.replace('/auth/verify-email/', '/auth/email/verify/')}${link.search}`, { method: 'POST', headers });
  if (!verified.ok) throw new Error(`verification failed: ${verified.status}`);
}

/** A JSON call from a signed-in page, with its XSRF token, as the portal's own fetch helpers make it. */
export async function pageCall<T>(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? '');
      const response = await fetch(url, { method, headers: { 'content-type': 'application/json', 'x-xsrf-token': token }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, url, body },
  );
}

/**
 * An auditor's hours of a programme, written from their own signed-in page: the report is not sent
 * before its auditors' preparation, site and report hours are in, and the costs have no screen of their own yet.
 */
export async function recordAuditorHours(page: Page, programId: number, personId: number, day: string): Promise<void> {
  const written = await pageCall(page, 'PUT', `/api/audit-programs/${programId}/costs/${personId}`, {
    preparation_hours: 3,
    preparation_date: day,
    site_hours: 7.5,
    site_date: day,
    report_hours: 4,
    report_date: day,
    travelling_hours: 2,
    distance_driven: 120,
  });
  if (written.status !== 200) throw new Error(`auditor hours not written: ${written.status} ${JSON.stringify(written.body)}`);
}
