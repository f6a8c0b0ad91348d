/**
 * The office reviews an application (issue 11): a company's moisture certificate application is
 * sent; the office finds it in Hakemukset, assigns it to itself, marks a section (signed off),
 * returns it with a question; the company answers and it is sent again; the office proposes
 * acceptance in the statement. The list and the page pass axe at desktop and at 390×844.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageCall } from './api';
import { launch, newPage, signIn } from './browser';
import { DEMO_PASSWORD } from './fixtures';
import { axeViolations, overflow, settle } from './pageAudit';
import { snap } from './screenshots';
import { markSent } from './applicationReviewDb';
import { formatDate } from '../../src/domain/formats';
import { todayInFinland } from '../../src/domain/referenceAge';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});


async function audited(page: Page, where: string): Promise<string[]> {
  await settle(page);
  const findings = (await axeViolations(page)).map((v) => `${where}: ${v}`);
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 600) findings.push(...(await overflow(page)).map((v) => `${where}: too wide: ${v}`));
  return findings;
}

describe('office review of an application', () => {
  it('assigns, marks a section, returns with a question, and proposes acceptance after the answer', async () => {
    const company = await newPage(browser, inject('baseUrl'));
    await signIn(company.page, 'yritys@pateva.test', DEMO_PASSWORD);
    const companyId = (await pageCall<{ data: Array<{ id: number }> }>(company.page, 'GET', '/api/companies?registration_number=2900000-4')).body.data[0].id;
    const created = await pageCall<{ id: number }>(company.page, 'POST', `/api/companies/${companyId}/applications`, { application_target_id: 10 });
    expect(created.status).toBe(201);
    const appId = created.body.id;
    await markSent(inject('dataDir'), appId);

    const office = await newPage(browser, inject('baseUrl'));
    await signIn(office.page, 'toimisto@pateva.test', DEMO_PASSWORD, '/office');
    const page = office.page;
    await page.goto('/office/applications');
    await page.getByRole('button', { name: /^Lähetetty \(\d+\)$/ }).waitFor();
    await page.getByRole('row', { name: new RegExp(`^${appId} Rakennus Virtanen Oy Kosteudenhallintasertifikaatti Lähetetty`) }).click();
    await page.waitForURL(`**/office/applications/${appId}/show`);
    await page.getByRole('heading', { name: new RegExp(`^Hakemus ${appId}:`) }).waitFor();

    // Assign to myself.
    await page.getByRole('button', { name: 'Osoita minulle' }).click();
    await page.getByText('Vastuut tallennettu.').first().waitFor();
    await page.getByRole('button', { name: 'Osoita minulle' }).waitFor({ state: 'detached' });

    // Mark a section: its comment comes back signed off (SPEC §9).
    const financial = page.getByRole('region', { name: 'Talous', exact: true });
    await financial.getByRole('combobox', { name: 'Arviointitila' }).click();
    await page.getByRole('option', { name: 'Kunnossa', exact: true }).click();
    await financial.getByRole('textbox', { name: 'Kommentti' }).fill('Tilinpäätökset kunnossa');
    await financial.getByRole('button', { name: 'Tallenna' }).click();
    await expect.poll(() => financial.getByRole('textbox', { name: 'Kommentti' }).inputValue()).toMatch(new RegExp(`^Tilinpäätökset kunnossa / ${formatDate(todayInFinland()).replace(/\./g, '\\.')}, `));
    await snap(page, '80-office-application-review');

    // Return with a question.
    await page.getByRole('button', { name: 'Palauta kysymyksin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Palauta hakemus täydennettäväksi' });
    await dialog.getByRole('textbox', { name: 'Viesti yritykselle' }).fill('Täydentäkää vakuutustiedot.');
    await dialog.getByRole('textbox', { name: 'Kysymys 1' }).fill('Mikä on vastuuvakuutuksen vakuutusmäärä?');
    await dialog.getByRole('button', { name: 'Palauta', exact: true }).click();
    await page.getByText('Hakemus palautettu yritykselle.').first().waitFor();
    await page.getByText('Mikä on vastuuvakuutuksen vakuutusmäärä?').waitFor();

    // The company answers the question and the application is sent again.
    const answers = await pageCall<{ officeQuestions: Array<{ id: number }> }>(company.page, 'GET', `/api/companies/${companyId}/applications/${appId}/answers`);
    expect(answers.body.officeQuestions).toHaveLength(1);
    const answered = await pageCall(company.page, 'PUT', `/api/companies/${companyId}/applications/${appId}/answers`, { office_answers: [{ id: answers.body.officeQuestions[0].id, answer: '2 000 000 euroa' }] });
    expect(answered.status).toBe(200);
    await markSent(inject('dataDir'), appId);
    await company.context.close();

    // The office proposes acceptance in the statement.
    await page.reload();
    await page.getByText('2 000 000 euroa').waitFor();
    const statement = page.getByRole('region', { name: 'Lausunto', exact: true });
    await statement.getByRole('combobox', { name: 'Arviointitila' }).click();
    await page.getByRole('option', { name: 'Esitetään hyväksyttäväksi', exact: true }).click();
    await statement.getByRole('textbox', { name: 'Kommentti' }).fill('Esitetään hyväksyttäväksi.');
    await statement.getByRole('button', { name: 'Tallenna' }).click();
    await page.getByText('Osio "Lausunto" tallennettu.').first().waitFor();
    const review = await pageCall<{ sections: Array<{ section: string; reviewStatusId: number | null }> }>(page, 'GET', `/api/applications/${appId}/review`);
    expect(review.body.sections.find((s) => s.section === 'statement')?.reviewStatusId).toBe(6);
    await snap(page, '81-office-application-proposed');
    await office.context.close();
  });

  it('the list and the application page pass axe at desktop and on a phone', async () => {
    const findings: string[] = [];
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const context = await browser.newContext({ baseURL: inject('baseUrl'), locale: 'fi-FI', timezoneId: 'Europe/Helsinki', viewport, isMobile: viewport.width < 600, hasTouch: viewport.width < 600, bypassCSP: true });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await signIn(page, 'toimisto@pateva.test', DEMO_PASSWORD, '/office');
      await page.goto('/office/applications');
      await page.getByRole('button', { name: /^Kaikki \(\d+\)$/ }).waitFor();
      findings.push(...(await audited(page, `${viewport.width}px list`)));
      await snap(page, `82-office-applications-${viewport.width}`);
      const list = await pageCall<{ data: Array<{ id: number }> }>(page, 'GET', '/api/applications?application_status_id=2');
      await page.goto(`/office/applications/${list.body.data[0].id}/show`);
      await page.getByRole('heading', { name: /^Hakemus \d+:/ }).waitFor();
      findings.push(...(await audited(page, `${viewport.width}px page`)));
      await snap(page, `83-office-application-${viewport.width}`);
      await page.goto('/office/application-questions');
      await settle(page);
      findings.push(...(await audited(page, `${viewport.width}px questions`)));
      await context.close();
    }
    expect(findings).toEqual([]);
  });
});
