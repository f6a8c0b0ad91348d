/**
 * Issue 11 end to end, through the real calls: the demo applicant (hakija@pateva.test, whose
 * portfolio is ready but for one reference and the insurance) starts a qualification application
 * from "Uusi hakemus", picks two industries, sees the checklist name what is missing, attaches the
 * insurance and the missing reference, and sends. The office assigns it to itself, marks a section,
 * returns it with a question; the company answers in its application page and sends again; the
 * office proposes acceptance.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newPage, signIn } from './browser';
import { DEMO_PASSWORD } from './fixtures';
import { axeViolations, overflow, settle } from './pageAudit';
import { snap } from './screenshots';
import { REVIEW_POSSIBLE_WHEN } from '../../src/domain/applications';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A JSON call from the signed-in page, with its XSRF token. */
async function call<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? '');
      const response = await fetch(url, { method, headers: { 'content-type': 'application/json', 'x-xsrf-token': token }, body: body === undefined ? undefined : JSON.stringify(body) });
      return response.json();
    },
    { method, url, body },
  ) as Promise<T>;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const monthsAgo = (months: number) => {
  const day = new Date();
  day.setUTCMonth(day.getUTCMonth() - months);
  return day.toISOString().slice(0, 10);
};

async function attach(page: Page, industry: RegExp, titles: string[]): Promise<void> {
  const region = page.getByRole('region', { name: industry });
  await region.getByRole('button', { name: 'Liitä referenssejä' }).click();
  const dialog = page.getByRole('dialog', { name: /referenssit$/ });
  for (const title of titles) await dialog.getByRole('checkbox', { name: new RegExp(title) }).check();
  await dialog.getByRole('button', { name: 'Valmis' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Tallenna', exact: true }).click();
  await page.getByText('Hakemus tallennettu.').first().waitFor();
}

async function send(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Lähetä hakemus' }).click();
  const confirm = page.getByRole('dialog', { name: 'Lähetetäänkö hakemus?' });
  await confirm.getByRole('button', { name: 'Lähetä hakemus' }).click();
  await page.getByText('Hakemus lähetetty.').first().waitFor();
}

describe('an application from start to the office’s proposal', () => {
  // The whole story, from the first draft to the office's company view: more than the 90 s default on a busy machine.
  it('the company sends, the office returns it with a question, the company answers and sends again, the office proposes acceptance', async () => {
    const company = await newPage(browser, inject('baseUrl'));
    const page = company.page;
    await signIn(page, 'hakija@pateva.test', DEMO_PASSWORD);
    const companyId = (await call<{ companies: Array<{ id: number }> }>(page, 'GET', '/api/users/me')).companies[0].id;
    const industries = (await call<{ data: Array<{ id: number; symbolicNumber: string }> }>(page, 'GET', '/api/classification-industries?q=1.2.3')).data;
    const culture = industries.find((industry) => industry.symbolicNumber === '1.2.3');
    expect(culture).toBeTruthy();

    // Start from the targets.
    await page.goto(`/companies/${companyId}/applications`);
    await page.getByRole('button', { name: 'Uusi hakemus' }).first().click();
    const targets = page.getByRole('dialog', { name: 'Uusi hakemus' });
    await targets.getByRole('radio', { name: 'Pätevyys', exact: true }).check();
    await targets.getByRole('button', { name: 'Aloita hakemus' }).click();
    await page.waitForURL(new RegExp(`/companies/${companyId}/applications/\\d+$`));
    const appId = Number(new URL(page.url()).pathname.split('/').pop());

    // Two industries from the modal.
    await page.getByRole('button', { name: 'Valitse toimialat' }).click();
    const picker = page.getByRole('dialog', { name: 'Valitse toimialat' });
    await picker.getByRole('searchbox', { name: 'Hae toimialaa nimellä tai numerolla' }).fill('1.2.');
    await picker.getByRole('checkbox', { name: /1\.2\.1/ }).check();
    await picker.getByRole('checkbox', { name: /1\.2\.3/ }).check();
    await picker.getByRole('button', { name: 'Valitse', exact: true }).click();
    await picker.waitFor({ state: 'hidden' });
    await save(page);

    // The portfolio's references, the office, the contact person and the commitments.
    await attach(page, /^1\.2\.1 /, ['Hervannan koulun laajennus', 'Päiväkoti Pikkuvarpunen']);
    await attach(page, /^1\.2\.3 /, ['Liikuntahalli Kisapuisto']);
    await page.getByRole('checkbox', { name: /Tampereen toimipiste/ }).check();
    await page.getByRole('combobox', { name: 'Yhteyshenkilö' }).click();
    await page.getByRole('option', { name: /Hanna Hakala/ }).click();
    await page.getByRole('checkbox', { name: /Vastuu Group/ }).check();
    await page.getByRole('checkbox', { name: /sopimusehtoihin/ }).check();
    await save(page);

    // The checklist names what is still missing, with where it is fixed.
    const checklist = page.getByRole('complementary').or(page.locator('section', { hasText: 'Mitä hakemuksesta vielä puuttuu?' })).first();
    await checklist.getByText('Toimialalle 1.2.3 tarvitaan vähintään 2 alle 60 kuukautta vanhaa referenssiä; liitetty 1.').waitFor();
    await checklist.getByText(/Hakemuksesta puuttuu liite: Vastuuvakuutus/).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Lähetä hakemus' }).isDisabled()).toBe(true);
    await snap(page, '90-flow-checklist-missing');

    // The insurance, and the missing reference (added in the portfolio, then attached here).
    await page.getByRole('region', { name: 'Vastuuvakuutus' }).locator('input[type=file]').setInputFiles({ name: 'vastuuvakuutus.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('link', { name: 'Lataa vastuuvakuutus.pdf' }).waitFor();
    await call(page, 'POST', `/api/companies/${companyId}/references`, {
      title: 'Kulttuuritalo Väinölä',
      client_name: 'Valkeakosken kaupunki',
      work_start_date: monthsAgo(30),
      work_end_date: monthsAgo(10),
      total_billing: 1_200_000,
      total_billing_unit_id: 1,
      expertises: [culture?.id],
    });
    await page.reload();
    await attach(page, /^1\.2\.3 /, ['Kulttuuritalo Väinölä']);
    await save(page);
    await checklist.getByText('Kaikki kunnossa: hakemuksen voi lähettää.').waitFor();
    await snap(page, '91-flow-checklist-green');
    await send(page);
    await page.getByText(/Hakemus on lähetetty/).first().waitFor();

    // The office: assign, mark a section, return with a question.
    const office = await newPage(browser, inject('baseUrl'));
    const desk = office.page;
    await signIn(desk, 'toimisto@pateva.test', DEMO_PASSWORD, '/office');
    await desk.goto(`/office/applications/${appId}/show`);
    await desk.getByRole('heading', { name: new RegExp(`^Hakemus ${appId}:`) }).waitFor();
    await desk.getByRole('button', { name: 'Osoita minulle' }).click();
    await desk.getByText('Vastuut tallennettu.').first().waitFor();
    const references = desk.getByRole('region', { name: 'Referenssit', exact: true });
    await references.getByRole('combobox', { name: 'Arviointitila' }).click();
    await desk.getByRole('option', { name: 'Kunnossa', exact: true }).click();
    await references.getByRole('textbox', { name: 'Kommentti' }).fill('Neljä referenssiä, kaikki alle viisi vuotta vanhoja');
    await references.getByRole('button', { name: 'Tallenna' }).click();
    await expect.poll(() => references.getByRole('textbox', { name: 'Kommentti' }).inputValue()).toMatch(/^Neljä referenssiä, kaikki alle viisi vuotta vanhoja \/ \d{2}\.\d{2}\.\d{4}, Tiina Toimisto$/);
    await desk.getByRole('button', { name: 'Palauta kysymyksin' }).click();
    const returning = desk.getByRole('dialog', { name: 'Palauta hakemus täydennettäväksi' });
    await returning.getByRole('textbox', { name: 'Viesti yritykselle' }).fill('Vastatkaa kysymykseen ja lähettäkää hakemus uudelleen.');
    await returning.getByRole('textbox', { name: 'Kysymys 1' }).fill('Kuka toimii vastaavana työnjohtajana kulttuuritalokohteessa?');
    await returning.getByRole('button', { name: 'Palauta', exact: true }).click();
    await desk.getByText('Hakemus palautettu yritykselle.').first().waitFor();

    // Returned, its references can be corrected again (issue 18): no lock, "Muokkaa" offered.
    await page.goto(`/companies/${companyId}/references`);
    await page.getByRole('link', { name: /Kulttuuritalo Väinölä/ }).click();
    await page.getByRole('heading', { name: 'Kulttuuritalo Väinölä' }).waitFor();
    await page.getByRole('button', { name: 'Muokkaa', exact: true }).waitFor();
    expect(await page.getByText('Referenssi on liitetty lähetettyyn hakemukseen', { exact: false }).count()).toBe(0);

    // The company answers in its application page and sends again.
    await page.goto(`/companies/${companyId}/applications/${appId}`);
    await page.getByText('Toimisto palautti hakemuksen täydennettäväksi.', { exact: false }).first().waitFor();
    await page.getByRole('textbox', { name: 'Kuka toimii vastaavana työnjohtajana kulttuuritalokohteessa?' }).fill('Juha Nieminen, rakennusinsinööri');
    await page.getByRole('button', { name: 'Tallenna vastaukset' }).click();
    await page.getByText('Vastaukset tallennettu.').first().waitFor();
    await snap(page, '92-flow-answered');
    await send(page);
    const history = await call<{ history: Array<{ toStatusId: number }> }>(page, 'GET', `/api/companies/${companyId}/applications/${appId}`);
    expect(history.history.map((entry) => entry.toStatusId)).toEqual([1, 2, 4, 2]);
    await company.context.close();

    // The office sees the answer, opens a reference and downloads a file it reviews (issue 18).
    await desk.reload();
    await desk.getByText('Juha Nieminen, rakennusinsinööri').waitFor();
    await desk.getByRole('button', { name: 'Kulttuuritalo Väinölä' }).click();
    const shown = desk.getByRole('dialog', { name: 'Kulttuuritalo Väinölä' });
    await shown.getByRole('heading', { name: 'Kulttuuritalo Väinölä' }).waitFor();
    await shown.getByText('Valkeakosken kaupunki').waitFor();
    await snap(desk, '93-flow-office-reference');
    await shown.getByRole('button', { name: 'Sulje' }).click();
    await shown.waitFor({ state: 'hidden' });
    const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('link', { name: 'vastuuvakuutus.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('vastuuvakuutus.pdf');

    // Taken into evaluation, the review goes on (issue 18): the statement proposes acceptance.
    await desk.getByRole('button', { name: 'Siirrä tilaan: Arvioinnissa' }).click();
    await desk.getByRole('dialog', { name: 'Siirretäänkö hakemus tilaan Arvioinnissa?' }).getByRole('button', { name: 'Siirrä', exact: true }).click();
    await desk.getByText('Hakemus siirretty tilaan Arvioinnissa.').first().waitFor();
    expect(await desk.getByText(REVIEW_POSSIBLE_WHEN).count()).toBe(0);
    const statement = desk.getByRole('region', { name: 'Lausunto', exact: true });
    await statement.getByRole('combobox', { name: 'Arviointitila' }).click();
    await desk.getByRole('option', { name: 'Esitetään hyväksyttäväksi', exact: true }).click();
    await statement.getByRole('textbox', { name: 'Kommentti' }).fill('Vaatimukset täyttyvät.');
    await statement.getByRole('button', { name: 'Tallenna' }).click();
    await desk.getByText('Osio "Lausunto" tallennettu.').first().waitFor();
    await snap(desk, '93-flow-proposed');

    // The company's page in the office lists the application, which opens from there.
    await desk.goto(`/office/companies/${companyId}/show/applications`);
    await desk.getByRole('link', { name: new RegExp(`^Hakemus ${appId}: `) }).click();
    await desk.waitForURL(`**/office/applications/${appId}/show`);
    await desk.getByRole('heading', { name: new RegExp(`^Hakemus ${appId}:`) }).waitFor();
    await office.context.close();
  }, 180_000);

  it('the company applies for a quality certificate: scope, areas, insurance and quality manual, and sends it', async () => {
    const { context, page } = await newPage(browser, inject('baseUrl'));
    await signIn(page, 'hakija@pateva.test', DEMO_PASSWORD);
    const companyId = (await call<{ companies: Array<{ id: number }> }>(page, 'GET', '/api/users/me')).companies[0].id;
    await page.goto(`/companies/${companyId}/applications`);
    await page.getByRole('button', { name: 'Uusi hakemus' }).first().click();
    const targets = page.getByRole('dialog', { name: 'Uusi hakemus' });
    await targets.getByRole('radio', { name: 'Laatusertifikaatti', exact: true }).check();
    await targets.getByRole('button', { name: 'Aloita hakemus' }).click();
    await page.waitForURL(new RegExp(`/companies/${companyId}/applications/\\d+$`));
    await page.getByRole('heading', { name: 'Laatusertifikaatti' }).waitFor();

    await page.getByRole('textbox', { name: 'Laajuus 1' }).fill('Julkisten rakennusten urakointi');
    await page.getByRole('checkbox', { name: 'Pirkanmaa' }).check();
    await page.getByRole('combobox', { name: 'Yhteyshenkilö' }).click();
    await page.getByRole('option', { name: /Hanna Hakala/ }).click();
    await page.getByRole('checkbox', { name: /Vastuu Group/ }).check();
    await page.getByRole('checkbox', { name: /sopimusehtoihin/ }).check();
    await save(page);
    for (const [region, name] of [
      ['Vastuuvakuutus', 'vastuuvakuutus-laatu.pdf'],
      ['Laatukäsikirja', 'laatukasikirja.pdf'],
    ] as const) {
      await page.getByRole('region', { name: region, exact: true }).locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
      await page.getByRole('link', { name: `Lataa ${name}` }).waitFor();
    }
    await page.getByText('Kaikki kunnossa: hakemuksen voi lähettää.').waitFor();
    await send(page);
    await page.getByText(/Hakemus on lähetetty/).first().waitFor();
    await snap(page, '94-flow-quality-sent');
    await context.close();
  });

  it('the application pages pass axe on a phone in dark mode, for the company and the office', async () => {
    const findings: string[] = [];
    const audit = async (page: Page, where: string) => {
      await settle(page);
      findings.push(...(await axeViolations(page)).map((line) => `${where}: ${line}`), ...(await overflow(page)).map((line) => `${where}: too wide: ${line}`));
    };
    const phone = async (email: string, landing: string) => {
      const context = await browser.newContext({ baseURL: inject('baseUrl'), locale: 'fi-FI', timezoneId: 'Europe/Helsinki', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark', bypassCSP: true });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await signIn(page, email, DEMO_PASSWORD, landing);
      return { context, page };
    };
    const company = await phone('hakija@pateva.test', '/');
    const companyId = (await call<{ companies: Array<{ id: number }> }>(company.page, 'GET', '/api/users/me')).companies[0].id;
    const applications = (await call<{ data: Array<{ id: number; applicationTypeId: number }> }>(company.page, 'GET', `/api/companies/${companyId}/applications`)).data;
    await company.page.goto(`/companies/${companyId}/applications`);
    await company.page.getByRole('button', { name: 'Uusi hakemus' }).first().waitFor();
    await audit(company.page, 'company list');
    for (const application of applications) {
      await company.page.goto(`/companies/${companyId}/applications/${application.id}`);
      await company.page.getByRole('heading', { name: 'Tilahistoria' }).waitFor();
      await audit(company.page, `company application ${application.applicationTypeId}`);
    }
    await snap(company.page, '95-flow-phone-dark');
    await company.context.close();

    const office = await phone('toimisto@pateva.test', '/office');
    await office.page.goto('/office/applications');
    await office.page.getByRole('button', { name: /^Kaikki \(\d+\)$/ }).waitFor();
    await audit(office.page, 'office list');
    // The qualification application of the first test: its references open in a dialog.
    const qualification = applications.find((application) => application.applicationTypeId === 1) ?? applications[0];
    await office.page.goto(`/office/applications/${qualification.id}/show`);
    await office.page.getByRole('heading', { name: /^Hakemus \d+:/ }).waitFor();
    await audit(office.page, 'office application');
    await office.page.getByRole('button', { name: 'Kulttuuritalo Väinölä' }).click();
    await office.page.getByRole('dialog', { name: 'Kulttuuritalo Väinölä' }).waitFor();
    await audit(office.page, 'office reference dialog');
    await snap(office.page, '96-flow-office-reference-phone');
    await office.page.getByRole('button', { name: 'Sulje' }).click();
    await office.page.goto(`/office/companies/${companyId}/show/applications`);
    await office.page.getByRole('link', { name: new RegExp(`^Hakemus ${qualification.id}: `) }).waitFor();
    await audit(office.page, 'office company applications');
    await snap(office.page, '97-office-company-applications-phone');
    await office.page.goto('/office/application-questions');
    await audit(office.page, 'office questions');
    await office.context.close();
    expect(findings).toEqual([]);
  });
});
