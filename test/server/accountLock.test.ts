/**
 * Issue 18 #4: an account takes at most 100 failed sign-ins in a row, over any time (NIST SP
 * 800-63B 5.2.2). The per-window limits' counters are emptied as the guessing goes on: that is
 * the hours passing that a patient guesser waits, so only the account's own count stops them.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LOCKED } from '../../server/modules/auth/throttle';
import { Client, createUser, linkFromMail, PASSWORD, useTestApp } from './helpers';

const env = useTestApp();
const WRONG = 'Vaara-salasana-123';

/** Each test guesses 100 passwords (argon2 each): more than the file's default time on a busy machine. */
const SLOW = 90_000;

/**
 * `count` wrong passwords, each from an address the account has never seen, in parallel batches
 * within the e-mail's window limit, the windows passing between batches.
 */
async function guess(email: string, count: number): Promise<void> {
  for (let done = 0; done < count; done += 15) {
    await env.db.deleteFrom('rate_limits').execute();
    const batch = Array.from({ length: Math.min(15, count - done) }, () => new Client(env.app).login(email, WRONG));
    expect((await Promise.all(batch)).map((answer) => answer.status)).toEqual(batch.map(() => 422));
  }
  await env.db.deleteFrom('rate_limits').execute();
}

describe('failed sign-ins in a row (issue 18 #4)', () => {
  it('after 100 failures refuses every new address, even with the right password, and tells to reset the password; a known address still signs in', async () => {
    const user = await createUser(env.db);
    const home = new Client(env.app);
    expect((await home.login(user.email)).status).toBe(200);
    await guess(user.email, 100);

    for (const password of [PASSWORD, WRONG]) {
      const refused = await new Client(env.app).login(user.email, password);
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([429, 'account_locked', ACCOUNT_LOCKED]);
    }
    expect(ACCOUNT_LOCKED).toContain('vaihtamalla salasana');

    // Where the owner has signed in before, the right password passes, and the count starts again.
    expect((await new Client(env.app, home.address).login(user.email)).status).toBe(200);
    expect((await new Client(env.app).login(user.email)).status).toBe(200);
  }, SLOW);

  it('counts failures in a row: a successful sign-in starts the count again', async () => {
    const user = await createUser(env.db);
    await guess(user.email, 99);
    expect((await new Client(env.app).login(user.email)).status).toBe(200);
    // 99 + 2 would be past 100 had the success not cleared them.
    await guess(user.email, 2);
    expect((await new Client(env.app).login(user.email)).status).toBe(200);
  }, SLOW);

  it('opens a locked account with a password reset', async () => {
    const user = await createUser(env.db);
    await guess(user.email, 100);
    const client = new Client(env.app);
    expect((await client.login(user.email)).body.code).toBe('account_locked');

    expect((await client.post('/api/auth/password/email', { email: user.email })).status).toBe(200);
    const token = new URL(linkFromMail(env.mails, user.email)).searchParams.get('token') ?? '';
    const password = 'Uusi-salasana-2026';
    const reset = await client.post('/api/auth/password/reset', { email: user.email, token, password, password_confirmation: password });
    expect(reset.status).toBe(200);
    expect((await new Client(env.app).login(user.email, password)).status).toBe(200);
  }, SLOW);
});
