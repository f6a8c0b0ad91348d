/** Set-up steps done through the API (as the browser would), where the test is about a later step. */
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
