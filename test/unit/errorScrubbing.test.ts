/** Issue 22 §5: what goes to the error tracker carries no personal data. */
import { describe, expect, it } from 'vitest';
import { dsnOrigin, ERROR_REPORTING_SAMPLING } from '../../src/domain/errorReporting';
import { FILTERED, scrubBreadcrumb, scrubData, scrubEvent, scrubText, scrubUrl } from '../../src/domain/errorScrubbing';

describe('scrubbing texts', () => {
  it('masks e-mail addresses, identity codes, phone numbers and bearer tokens', () => {
    expect(scrubText('Käyttäjä matti.meikalainen@rakennus-virtanen.fi ei löytynyt')).toBe('Käyttäjä [email] ei löytynyt');
    expect(scrubText('Henkilötunnus 131052-308T on jo käytössä')).toBe('Henkilötunnus [hetu] on jo käytössä');
    expect(scrubText('Soita +358 40 123 4567 tai 040-1234567')).toBe('Soita [phone] tai [phone]');
    expect(scrubText('Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.abc')).toBe('Authorization: Bearer [token]');
  });
  it('masks query values and long opaque tokens, keeps ordinary words, numbers and ids', () => {
    expect(scrubText('GET /api/people?search=Virtanen&page=2 failed')).toBe(`GET /api/people?search=${FILTERED}&page=${FILTERED} failed`);
    expect(scrubText('session 9f2c1a7b4e6d8f0a1b3c5d7e9f1a2b3c4d5e6f7a expired')).toBe('session [token] expired');
    expect(scrubText('Hakemus 42 yritykselle 1234567-8 ei löytynyt (500)')).toBe('Hakemus 42 yritykselle 1234567-8 ei löytynyt (500)');
  });
  it('masks the attribute values of a clicked element (an aria-label can hold a name)', () => {
    expect(scrubText('button.MuiButton[aria-label="Poista Matti Virtanen"]')).toBe(`button.MuiButton[aria-label="${FILTERED}"]`);
  });
});

describe('scrubbing addresses', () => {
  it('keeps the path, masks query values, the fragment and signed-link segments', () => {
    expect(scrubUrl('https://pateva.example/auth/reset-password?token=abc123&email=liisa%40example.fi#top')).toBe(
      `https://pateva.example/auth/reset-password?token=${FILTERED}&email=${FILTERED}#${FILTERED}`,
    );
    expect(scrubUrl('/api/auth/email/verify/17/0123456789abcdef0123456789abcdef01234567?expires=1&signature=ff')).toBe(
      `/api/auth/email/verify/17/[token]?expires=${FILTERED}&signature=${FILTERED}`,
    );
    expect(scrubUrl('/office/companies/12/show')).toBe('/office/companies/12/show');
  });
});

describe('scrubbing data', () => {
  it('filters Finnish names and other personal data in known fields, however the key is written', () => {
    const scrubbed = scrubData({
      first_name: 'Aino',
      lastName: 'Hämäläinen',
      fullName: 'Aino Hämäläinen',
      'contact-person': 'Jorma Könönen',
      email: 'aino@example.fi',
      phone_number: '0401234567',
      address_line1: 'Mannerheimintie 1',
      password: 'Salainen-1',
      companyId: 7,
      nested: { people: [{ firstName: 'Eero', id: 3 }] },
      note: 'yhteys eero.virtanen@example.fi',
    });
    expect(scrubbed).toEqual({
      first_name: FILTERED,
      lastName: FILTERED,
      fullName: FILTERED,
      'contact-person': FILTERED,
      email: FILTERED,
      phone_number: FILTERED,
      address_line1: FILTERED,
      password: FILTERED,
      companyId: 7,
      nested: { people: [{ firstName: FILTERED, id: 3 }] },
      note: 'yhteys [email]',
    });
    expect(JSON.stringify(scrubbed)).not.toMatch(/Aino|Hämäläinen|Könönen|Eero|Mannerheimintie|Salainen/);
  });
});

describe('scrubbing breadcrumbs', () => {
  it('drops what was typed, scrubs addresses of navigation and requests', () => {
    expect(scrubBreadcrumb({ category: 'ui.input', message: 'input[name="first_name"]' })).toBeNull();
    expect(scrubBreadcrumb({ category: 'navigation', data: { from: '/auth/login?email=a@b.fi', to: '/companies/3' } })).toEqual({
      category: 'navigation',
      data: { from: `/auth/login?email=${FILTERED}`, to: '/companies/3' },
    });
    expect(scrubBreadcrumb({ category: 'fetch', data: { method: 'GET', url: '/api/people?search=Korhonen', status_code: 500 } })).toEqual({
      category: 'fetch',
      data: { method: 'GET', url: `/api/people?search=${FILTERED}`, status_code: 500 },
    });
    expect(scrubBreadcrumb({ category: 'console', message: 'Virhe: kalle@example.fi', data: { arguments: [{ lastName: 'Korhonen' }] } })).toEqual({
      category: 'console',
      message: 'Virhe: [email]',
      data: { arguments: [{ lastName: FILTERED }] },
    });
  });
});

describe('scrubbing an event', () => {
  it('sends no user, cookies, form values, authorization or frame variables, and keeps the trace', () => {
    const event = scrubEvent({
      message: 'Tallennus epäonnistui: liisa@example.fi',
      user: { id: 5, email: 'liisa@example.fi', username: 'Liisa Laine' },
      request: {
        url: 'https://pateva.example/api/users/me/password?token=s3cr3t',
        query_string: 'token=s3cr3t',
        data: { current_password: 'Vanha-1', first_name: 'Liisa' },
        cookies: { pateva_session: 'abc' },
        headers: { cookie: 'pateva_session=abc', authorization: 'Basic dXNlcjpwYXNz', 'x-xsrf-token': 'xyz', 'user-agent': 'Firefox', 'x-forwarded-for': '10.0.0.1' },
      },
      exception: {
        values: [{ type: 'Error', value: 'duplicate key liisa@example.fi', stacktrace: { frames: [{ filename: 'app.js', vars: { password: 'Vanha-1' } }] } }],
      },
      breadcrumbs: [{ category: 'ui.input', message: 'input' }, { category: 'ui.click', message: 'button[title="Liisa Laine"]' }],
      extra: { form: { lastName: 'Laine' } },
      contexts: { trace: { trace_id: '0123456789abcdef0123456789abcdef', span_id: '0123456789abcdef' }, form: { email: 'liisa@example.fi' } },
    });
    expect(event.user).toBeUndefined();
    expect(event.request).toEqual({ url: `https://pateva.example/api/users/me/password?token=${FILTERED}`, query_string: FILTERED, headers: { 'user-agent': 'Firefox' } });
    expect(event.exception?.values?.[0]).toEqual({ type: 'Error', value: 'duplicate key [email]', stacktrace: { frames: [{ filename: 'app.js' }] } });
    expect(event.breadcrumbs).toEqual([{ category: 'ui.click', message: `button[title="${FILTERED}"]` }]);
    expect(event.contexts?.trace).toEqual({ trace_id: '0123456789abcdef0123456789abcdef', span_id: '0123456789abcdef' });
    const text = JSON.stringify(event);
    expect(text).not.toMatch(/liisa|Liisa|Laine|Vanha-1|s3cr3t|pateva_session|dXNlcjpwYXNz|xyz|10\.0\.0\.1/);
  });
  it('scrubs the spans of a trace (their descriptions are request addresses)', () => {
    const event = scrubEvent({ transaction: '/auth/reset-password?token=t0k3n', spans: [{ description: 'GET /api/people?search=Nieminen', data: { url: '/api/people?search=Nieminen' } }] });
    expect(JSON.stringify(event)).not.toMatch(/Nieminen|t0k3n/);
  });
});

describe('settings', () => {
  it('samples as SPEC §9 says', () => {
    expect(ERROR_REPORTING_SAMPLING).toEqual({ tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 });
  });
  it('reads a DSN of Sentry or GlitchTip, refuses other text', () => {
    expect(dsnOrigin('https://abc123@o1.ingest.sentry.io/4501')).toBe('https://o1.ingest.sentry.io');
    expect(dsnOrigin('https://key@glitchtip.example:8443/7')).toBe('https://glitchtip.example:8443');
    expect(dsnOrigin('https://glitchtip.example/7')).toBeNull();
    expect(dsnOrigin('ei-dsn')).toBeNull();
  });
});
