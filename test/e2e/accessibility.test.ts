/**
 * Every page and state a person reaches, as each kind of user (issue 9 #12, #13, #15):
 * axe-core finds no WCAG 2.1 A/AA violation, in light mode on a desktop and in dark
 * mode on a 390 × 844 phone, and nothing on the phone is wider than the screen.
 * Each page also carries its own title.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, signIn } from './browser';
import { DEMO_PASSWORD } from './fixtures';
import { axeViolations, overflow, settle } from './pageAudit';
import { snap } from './screenshots';

interface Visit {
  name: string;
  path: string;
  /** What a person does on the page before it is checked (opens a dialog, a menu …). */
  act?: (page: Page) => Promise<void>;
  /** The page's title must match this. */
  title: RegExp;
}

interface Viewer {
  label: string;
  viewport: { width: number; height: number };
  colorScheme: 'light' | 'dark';
}

const VIEWERS: Viewer[] = [
  { label: 'desktop', viewport: { width: 1280, height: 900 }, colorScheme: 'light' },
  { label: 'phone', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(viewer: Viewer): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    viewport: viewer.viewport,
    colorScheme: viewer.colorScheme,
    isMobile: viewer.viewport.width < 600,
    hasTouch: viewer.viewport.width < 600,
    // axe-core is injected as an inline script, which the portal's CSP rightly refuses.
    bypassCSP: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Visits each page as the viewer and collects every finding, so one run names them all. */
async function audit(page: Page, viewer: Viewer, visits: Visit[], prefix: string): Promise<string[]> {
  const findings: string[] = [];
  for (const visit of visits) {
    await page.goto(visit.path);
    await settle(page);
    if (visit.act) {
      await visit.act(page);
      await settle(page);
    }
    const where = `${viewer.label} ${visit.name} (${visit.path})`;
    for (const violation of await axeViolations(page)) findings.push(`${where}: ${violation}`);
    if (viewer.viewport.width < 600) for (const wide of await overflow(page)) findings.push(`${where}: too wide: ${wide}`);
    const title = await page.title();
    if (!visit.title.test(title)) findings.push(`${where}: title "${title}" does not match ${String(visit.title)}`);
    await snap(page, `a11y-${prefix}-${viewer.label}-${visit.name}`);
  }
  return findings;
}

/** Every finding on its own line, so the failure names them all. */
function expectNone(findings: string[]): void {
  expect(findings.length === 0 ? '' : `${findings.length} findings:\n${findings.join('\n')}`).toBe('');
}

const companyId = async (page: Page) =>
  (await page.evaluate(async () => (await fetch('/api/companies?registration_number=2900000-4')).json())).data[0].id as number;

const T = (...parts: string[]) => new RegExp(`^${parts.join(' – ')} – Pätevä$`);

describe.each(VIEWERS)('every page on a $label', (viewer) => {
  it('the sign-in pages', async () => {
    const { context, page } = await open(viewer);
    const findings = await audit(
      page,
      viewer,
      [
        { name: 'login', path: '/auth/login', title: T('Kirjaudu sisään') },
        { name: 'register', path: '/auth/register', title: T('Luo uusi tunnus') },
        { name: 'forgot', path: '/auth/forgot-password', title: T('Unohtuiko salasana\\?') },
        { name: 'reset', path: '/auth/reset-password?token=x&email=a%40b.fi', title: T('Aseta uusi salasana') },
        {
          name: 'login-errors',
          path: '/auth/login',
          title: T('Kirjaudu sisään'),
          act: async (p) => {
            await p.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
          },
        },
        { name: 'accessibility', path: '/saavutettavuusseloste', title: T('Saavutettavuusseloste') },
      ],
      'public',
    );
    await context.close();
    expectNone(findings);
  });

  it('a company admin’s pages', async () => {
    const { context, page } = await open(viewer);
    await signIn(page, 'yritys@pateva.test', DEMO_PASSWORD);
    const id = await companyId(page);
    const company = 'Rakennus Virtanen Oy';
    const section = (path: string, label: string, act?: Visit['act']): Visit => ({
      name: path,
      path: `/companies/${id}/${path}`,
      title: T(label, company),
      act,
    });
    const findings = await audit(
      page,
      viewer,
      [
        { name: 'home', path: '/', title: T('Etusivu') },
        {
          name: 'user-menu',
          path: '/',
          title: T('Etusivu'),
          act: async (p) => {
            await p.getByRole('button', { name: /käyttäjävalikko|Profiili/ }).first().click();
          },
        },
        { name: 'account', path: '/account', title: T('Oma tili') },
        section('overview', 'Perustiedot'),
        section('people', 'Henkilöt'),
        {
          ...section('people', 'Henkilöt', async (p) => {
            await p.getByRole('button', { name: /Näytä henkilö Ville Virtanen/ }).click();
            await p.getByRole('heading', { name: 'Ville Virtanen' }).first().waitFor();
          }),
          name: 'person',
        },
        section('invites', 'Kutsut'),
        section('addresses', 'Osoitteet ja yhteystiedot'),
        section('offices', 'Yksiköt', async (p) => {
          await p.getByRole('button', { name: 'Lisää yksikkö' }).click();
        }),
        section('memberships', 'Jäsenyydet'),
        section('relations', 'Konsernisuhteet'),
        section('agreements', 'Sopimukset'),
        section('history', 'Historia', async (p) => {
          // SPEC §2: the history is a modal that opens at its listing; then its form.
          await p.getByRole('button', { name: 'Muokkaa historiaa' }).click();
          await p.getByRole('button', { name: 'Lisää tapahtuma' }).click();
        }),
        section('finances', 'Talous', async (p) => {
          await p.getByRole('button', { name: 'Lisää tilikausi' }).click();
          await p.getByRole('dialog', { name: 'Lisää tilikausi' }).waitFor();
        }),
        section('references', 'Referenssit'),
        section('certificates', 'Sertifikaatit', async (p) => {
          await p.getByRole('button', { name: 'Lisää sertifikaatti' }).click();
        }),
        section('offer-packs', 'Tarjouspaketit', async (p) => {
          // SPEC §2: offer packs are a modal that opens at its listing; then its form.
          await p.getByRole('button', { name: 'Tarjouspaketit' }).click();
          await p.getByRole('button', { name: 'Uusi tarjouspaketti' }).click();
        }),
        {
          name: 'feedback',
          path: '/',
          title: T('Etusivu'),
          act: async (p) => {
            await p.getByRole('button', { name: /käyttäjävalikko|Profiili/ }).first().click();
            await p.getByRole('menuitem', { name: 'Palaute' }).click();
            await p.getByRole('dialog').waitFor();
          },
        },
        section('projects', 'Projektit', async (p) => {
          await p.getByRole('button', { name: 'Lisää projekti' }).click();
        }),
        { name: 'unknown-section', path: `/companies/${id}/tuntematon`, title: T('Sivua ei löytynyt', company) },
        { name: 'not-found', path: '/ei-ole-olemassa', title: T('Sivua ei löytynyt') },
        { name: 'accessibility-signed-in', path: '/saavutettavuusseloste', title: T('Saavutettavuusseloste') },
      ],
      'company',
    );
    await context.close();
    expectNone(findings);
  }, 180_000);

  it('the office’s pages', async () => {
    const { context, page } = await open(viewer);
    await signIn(page, 'toimisto@pateva.test', DEMO_PASSWORD, '/office');
    const id = await companyId(page);
    const company = 'Rakennus Virtanen Oy';
    const tab = (path: string, label: string): Visit => ({ name: `company-${path}`, path: `/office/companies/${id}/show/${path}`, title: T(label, company) });
    const findings = await audit(
      page,
      viewer,
      [
        { name: 'dashboard', path: '/office', title: T('Toimisto') },
        { name: 'companies', path: '/office/companies', title: T('Yritykset') },
        { name: 'company', path: `/office/companies/${id}/show`, title: T(company) },
        tab('people', 'Henkilöt'),
        tab('invites', 'Kutsut'),
        tab('addresses', 'Osoitteet ja yhteystiedot'),
        tab('offices', 'Yksiköt'),
        tab('memberships', 'Jäsenyydet'),
        tab('relations', 'Konsernisuhteet'),
        tab('agreements', 'Sopimukset'),
        tab('history', 'Historia'),
        tab('audit-log', 'Muutoshistoria'),
        tab('finances', 'Talous'),
        tab('references', 'Referenssit'),
        tab('certificates', 'Sertifikaatit'),
        tab('projects', 'Projektit'),
        { name: 'company-edit', path: `/office/companies/${id}`, title: T('Muokkaa', company) },
        { name: 'join-requests', path: '/office/join-requests', title: T('Liittymispyynnöt') },
        { name: 'all-people', path: '/office/all-people', title: T('Henkilöt') },
        { name: 'all-invites', path: '/office/all-invites', title: T('Kutsut') },
        { name: 'all-agreements', path: '/office/all-agreements', title: T('Sopimukset') },
        { name: 'not-found', path: '/office/ei-ole-olemassa', title: T('Sivua ei löytynyt') },
        { name: 'classification-industries', path: '/office/classification-industries', title: T('Toimialaluokitus') },
      ],
      'office',
    );
    await context.close();
    expectNone(findings);
  }, 180_000);

  it('the board’s and the auditors’ pages', async () => {
    const board = await open(viewer);
    await signIn(board.page, 'lautakunta@pateva.test', DEMO_PASSWORD, '/board');
    const findings = await audit(
      board.page,
      viewer,
      [
        { name: 'dashboard', path: '/board', title: T('Lautakunta') },
        { name: 'companies', path: '/board/companies', title: T('Yritykset') },
      ],
      'board',
    );
    await board.context.close();
    const auditor = await open(viewer);
    await signIn(auditor.page, 'auditoija@pateva.test', DEMO_PASSWORD, '/audit');
    findings.push(...(await audit(auditor.page, viewer, [{ name: 'dashboard', path: '/audit', title: T('Auditointi') }], 'audit')));
    await auditor.context.close();
    expectNone(findings);
  });
});
