/**
 * Every page and state a person reaches, as each kind of user (issue 9 #12, #13, #15):
 * axe-core finds no WCAG 2.1 A/AA violation, in light mode on a desktop and in dark
 * mode on a 390 × 844 phone, and nothing on the phone is wider than the screen.
 * Each page also carries its own title.
 *
 * Fast by structure (docs/decisions.md "Test time"): one browser; each role signs in once and
 * its session (storage state) opens a context per viewer; a test is one role on one viewer and
 * visits the role's pages one after another in that context; the tests run concurrently (the
 * waits of one overlap the work of another). A new page is one more entry in its role's list.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it, type ExpectStatic } from 'vitest';
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

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Role {
  name: string;
  /** Who signs in (once for every viewer), and where they land; none: signed out. */
  account?: { email: string; landing: string };
  /** The role's pages, in the order visited; `companyId` is Rakennus Virtanen Oy's. */
  visits: (companyId: number) => Visit[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(viewer: Viewer, storageState?: StorageState): Promise<{ context: BrowserContext; page: Page }> {
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
    storageState,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Rakennus Virtanen Oy's id, or 0 for a role that reaches no company (board and auditors without a tie, issue 18 #1). */
const companyId = async (page: Page) =>
  ((await page.evaluate(async () => (await fetch('/api/companies?registration_number=2900000-4')).json())).data[0]?.id ?? 0) as number;

/** Each role signs in once: its cookies and Rakennus Virtanen Oy's id, shared by every viewer's test. */
const sessions = new Map<string, Promise<{ storageState?: StorageState; companyId: number }>>();
function session(role: Role) {
  // The halves of a role (halves below) share its sign-in.
  const key = role.account?.email ?? role.name;
  let started = sessions.get(key);
  if (!started) {
    started = (async () => {
      if (!role.account) return { companyId: 0 };
      const { context, page } = await open(VIEWERS[0]);
      await signIn(page, role.account.email, DEMO_PASSWORD, role.account.landing);
      const id = await companyId(page);
      const storageState = await context.storageState();
      await context.close();
      return { storageState, companyId: id };
    })();
    sessions.set(key, started);
  }
  return started;
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
function expectNone(expect: ExpectStatic, findings: string[]): void {
  expect(findings.length === 0 ? '' : `${findings.length} findings:\n${findings.join('\n')}`).toBe('');
}

const T = (...parts: string[]) => new RegExp(`^${parts.join(' – ')} – Pätevä$`);
const COMPANY = 'Rakennus Virtanen Oy';
/** The demo's audit (server/db/seed/demoAudit.ts): Aino Auditoija audits Kymen Sähkö ja Valvonta Oy. */
const DEMO_AUDITED = 'Kymen Sähkö ja Valvonta Oy';
/** From a programmes list, the demo audit's programme and then one of its pages by its link (ids differ per database). */
const programPage =
  (link: string): Visit['act'] =>
  async (p) => {
    await p.getByText(DEMO_AUDITED).first().click();
    await p.getByRole('link', { name: link }).click();
  };

const PUBLIC: Role = {
  name: 'public',
  visits: () => [
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
    { name: 'registry', path: '/rekisteri?q=Virtanen', title: T('Pätevä-rekisteri') },
    { name: 'registry-unknown', path: '/rekisteri/todistus/PTV-1999-000000', title: T('Sertifikaatti PTV-1999-000000') },
  ],
};

const COMPANY_ADMIN: Role = {
  name: 'company',
  account: { email: 'yritys@pateva.test', landing: '/' },
  visits: (id) => {
    const section = (path: string, label: string, act?: Visit['act']): Visit => ({
      name: path,
      path: `/companies/${id}/${path}`,
      title: T(label, COMPANY),
      act,
    });
    return [
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
        // SPEC §2: the history's listing is the section; its form opens at …/history/new.
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
        // SPEC §2: the offer packs' listing is the section; the form opens at …/offer-packs/new.
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
      section('cases', 'Selvityspyynnöt'),
      // The demo's moisture audit of the company (server/db/seed/demoAudit.ts), not started yet.
      section('audits', 'Auditoinnit'),
      {
        ...section('audits', 'Auditoinnit', async (p) => {
          await p.getByRole('button', { name: /^Esitä vastalause/ }).first().click();
          await p.getByRole('dialog', { name: 'Vastalause auditoinnista' }).waitFor();
        }),
        name: 'audits-objection',
      },
      {
        ...section('audits', 'Auditoinnit', async (p) => {
          await p.getByRole('link', { name: /^Itsearviointi/ }).first().click();
          await p.getByRole('button', { name: 'Tallenna itsearviointi' }).waitFor();
        }),
        name: 'self-evaluation',
      },
      { name: 'unknown-section', path: `/companies/${id}/tuntematon`, title: T('Sivua ei löytynyt', COMPANY) },
      { name: 'not-found', path: '/ei-ole-olemassa', title: T('Sivua ei löytynyt') },
      { name: 'accessibility-signed-in', path: '/saavutettavuusseloste', title: T('Saavutettavuusseloste') },
    ];
  },
};

const OFFICE: Role = {
  name: 'office',
  account: { email: 'toimisto@pateva.test', landing: '/office' },
  visits: (id) => {
    const tab = (path: string, label: string): Visit => ({ name: `company-${path}`, path: `/office/companies/${id}/show/${path}`, title: T(label, COMPANY) });
    return [
      { name: 'dashboard', path: '/office', title: T('Toimisto') },
      { name: 'companies', path: '/office/companies', title: T('Yritykset') },
      { name: 'company', path: `/office/companies/${id}/show`, title: T(COMPANY) },
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
      tab('offer-packs', 'Tarjouspaketit'),
      tab('projects', 'Projektit'),
      tab('applications', 'Hakemukset'),
      tab('cases', 'Selvityspyynnöt'),
      {
        ...tab('cases', 'Selvityspyynnöt'),
        name: 'company-new-case',
        act: async (p) => {
          await p.getByRole('button', { name: 'Uusi selvityspyyntö' }).click();
          await p.getByRole('dialog', { name: 'Uusi selvityspyyntö' }).waitFor();
        },
      },
      {
        name: 'company-status',
        path: `/office/companies/${id}/show`,
        title: T(COMPANY),
        act: async (p) => {
          await p.getByRole('button', { name: 'Muuta tilaa' }).click();
          await p.getByRole('dialog', { name: 'Muuta yrityksen tilaa' }).waitFor();
        },
      },
      {
        name: 'company-certificate-plan',
        path: `/office/companies/${id}/show`,
        title: T(COMPANY),
        act: async (p) => {
          await p.getByRole('button', { name: 'Sertifiointisuunnitelma' }).click();
          await p.getByRole('dialog', { name: 'Sertifiointisuunnitelma' }).getByRole('button', { name: 'Tallenna' }).waitFor();
        },
      },
      { name: 'company-edit', path: `/office/companies/${id}`, title: T('Muokkaa', COMPANY) },
      { name: 'join-requests', path: '/office/join-requests', title: T('Liittymispyynnöt') },
      { name: 'all-people', path: '/office/all-people', title: T('Henkilöt') },
      { name: 'all-invites', path: '/office/all-invites', title: T('Kutsut') },
      { name: 'all-agreements', path: '/office/all-agreements', title: T('Sopimukset') },
      { name: 'all-company-cases', path: '/office/all-company-cases', title: T('Poikkeamailmoitukset') },
      { name: 'deviations', path: '/office/deviations', title: T('Poikkeamat') },
      { name: 'not-found', path: '/office/ei-ole-olemassa', title: T('Sivua ei löytynyt') },
      { name: 'classification-industries', path: '/office/classification-industries', title: T('Toimialaluokitus') },
      { name: 'certificates', path: '/office/certificates', title: T('Sertifikaatit') },
      // The demo's board and its coming meeting (server/db/seed/demoBoard.ts), the first of each.
      { name: 'boards', path: '/office/boards', title: T('Lautakunnat') },
      { name: 'board', path: '/office/boards/1/show', title: T('Pätevyyslautakunta') },
      { name: 'board-meetings', path: '/office/board-meetings', title: T('Lautakuntien kokoukset') },
      { name: 'board-meeting', path: '/office/board-meetings/1/show', title: T('Pätevyyslautakunnan kokous') },
      // The demo's audit of Kymen Sähkö ja Valvonta Oy (server/db/seed/demoAudit.ts): its programme and the report modal.
      {
        name: 'audit-program-report',
        path: '/office/audit-programs?filter=%7B%22q%22%3A%22Kymen%22%7D',
        title: T('Kymen Sähkö ja Valvonta Oy'),
        act: async (p) => {
          await p.getByText('Kymen Sähkö ja Valvonta Oy').first().click();
          await p.getByRole('button', { name: 'Raportin yhteenveto' }).click();
          await p.getByRole('dialog', { name: /^Auditointiraportti/ }).getByRole('link', { name: 'Raportti (PDF)' }).waitFor();
        },
      },

      // Issue 21 audit work: costs (read only here), totals per auditor and per programme, the conflicts register, auditor contacts.
      { name: 'program-costs', path: '/office/audit-programs', act: programPage('Kustannukset'), title: T('Kustannukset', DEMO_AUDITED) },
      { name: 'auditor-costs', path: '/office/auditor-costs', title: T('Auditoijien kustannukset') },
      {
        name: 'auditor-costs-by-program',
        path: '/office/auditor-costs',
        act: async (p) => {
          await p.getByRole('button', { name: 'Ohjelmittain' }).click();
          await p.getByRole('link', { name: 'Lataa CSV' }).and(p.locator('[href^="/api/auditor-costs/programs/csv"]')).waitFor();
        },
        title: T('Auditoijien kustannukset'),
      },
      { name: 'auditor-conflicts', path: '/office/auditor-conflicts', title: T('Esteellisyydet') },
      { name: 'auditor-conflict-create', path: '/office/auditor-conflicts/create', title: T('Uusi esteellisyysilmoitus') },
      { name: 'auditor-contacts', path: '/office/auditor-contacts', title: T('Auditoijat') },

      // Issue 22 §4: the demo's news items and its 'common' help page (server/db/seed/demoNewsHelp.ts).
      { name: 'news-items', path: '/office/news-items', title: T('Uutiset') },
      {
        name: 'news-item-image',
        path: '/office/news-items',
        act: async (p) => {
          await p.getByText('Pätevä-portaali on avattu').first().click();
          await p.getByRole('img', { name: 'Uutisen ”Pätevä-portaali on avattu” kuva' }).waitFor();
          await p.getByRole('button', { name: 'Poista kuva' }).waitFor();
        },
        title: T('Uutinen Pätevä-portaali on avattu'),
      },
      { name: 'help-pages', path: '/office/help-pages', title: T('Ohjesivut') },

      // Issue 22 §3: a product's page with its agreement versions (the seeded Pätevyyspalvelu, migration 006).
      { name: 'product', path: '/office/products/1/show', title: T('Pätevyyspalvelu') },
    ];
  },
};

const BOARD: Role = {
  name: 'board',
  account: { email: 'lautakunta@pateva.test', landing: '/board' },
  visits: () => [
    { name: 'dashboard', path: '/board', title: T('Lautakunta') },
    { name: 'companies', path: '/board/companies', title: T('Yritykset') },
    { name: 'meetings', path: '/board/board-meetings', title: T('Kokoukset') },
    { name: 'meeting', path: '/board/board-meetings/1/show', title: T('Pätevyyslautakunnan kokous') },
  ],
};

const AUDITOR: Role = {
  name: 'audit',
  account: { email: 'auditoija@pateva.test', landing: '/audit' },
  visits: () => [
    { name: 'dashboard', path: '/audit', title: T('Auditointi') },
    { name: 'deviations', path: '/audit/deviations', title: T('Tarkastettavat poikkeamat') },
    {
      // The demo's fix waiting for review (server/db/seed/demoAudit.ts) in the deviation modal.
      name: 'deviation',
      path: '/audit/deviations',
      title: T('Tarkastettavat poikkeamat'),
      act: async (p) => {
        await p.getByRole('link', { name: /^Avaa poikkeama:/ }).first().click();
        await p.getByRole('dialog', { name: 'Poikkeama' }).getByRole('heading', { name: 'Historia' }).waitFor();
      },
    },

    { name: 'program-costs', path: '/audit/audit-programs', act: programPage('Kustannukset'), title: T('Kustannukset', DEMO_AUDITED) },
    { name: 'self-evaluation', path: '/audit/audit-programs', act: programPage('Itsearviointi'), title: T('Itsearviointi', DEMO_AUDITED) },
    { name: 'auditor-conflicts', path: '/audit/auditor-conflicts', title: T('Esteellisyydet') },
    { name: 'auditor-conflict-create', path: '/audit/auditor-conflicts/create', title: T('Uusi esteellisyysilmoitus') },
    { name: 'auditor-contacts', path: '/audit/auditor-contacts', title: T('Auditoijat') },
  ],
};

/**
 * A role with many pages as two tests, each with half of them: the tests of a file run side by side
 * (describe.concurrent), so two halves finish well within the time one long walk would need.
 */
function halves(role: Role): Role[] {
  const half = (visits: Visit[], second: boolean) => visits.slice(second ? Math.ceil(visits.length / 2) : 0, second ? undefined : Math.ceil(visits.length / 2));
  return [
    { ...role, visits: (id) => half(role.visits(id), false) },
    { ...role, name: `${role.name}-2`, visits: (id) => half(role.visits(id), true) },
  ];
}

const ROLES: Role[] = [...halves(COMPANY_ADMIN), ...halves(OFFICE), PUBLIC, BOARD, AUDITOR];

describe.concurrent.each(VIEWERS)('every page on a $label', (viewer) => {
  it.for(ROLES)('as $name', { timeout: 180_000 }, async (role, { expect }) => {
    const { storageState, companyId: id } = await session(role);
    const { context, page } = await open(viewer, storageState);
    try {
      expectNone(expect, await audit(page, viewer, role.visits(id), role.name));
    } finally {
      await context.close();
    }
  });
});
