/**
 * A certificate audit end to end in Chromium (issue 21 "Access and tests"): the office plans the
 * audit programme of a quality certificate application and assigns Aino Auditoija; the company's
 * admin fills its self-evaluation; the auditor writes the report on a 390 × 844 phone, loses the
 * network in the middle of an answer and keeps typing, and nothing is lost (after a reload and in
 * the API); the auditor raises a serious deviation; the company sends its fix with an evidence PDF;
 * the auditor approves it, sends the report and asks for a review; the master auditor accepts it and
 * the report is ready; the office finishes the evaluation with a proposal and attaches the
 * application to a board meeting, whose agenda item shows the audit and the deviation. axe checks
 * each new page (the auditor's at 390 px, where nothing may be wider than the screen).
 *
 * The company, its admin and its application are the test's own (auditFlowDb.ts), so the demo rows
 * other files use are left alone. The auditor's hours go in through the API (api.ts): the costs have
 * no screen yet. Screenshots go to test-results/e2e/.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { pdf } from '../support/uploadFixtures';
import { pageCall, recordAuditorHours, registerVerifiedUser } from './api';
import { applicationInEvaluation } from './auditFlowDb';
import { field, launch, signIn } from './browser';
import { DEMO_PASSWORD } from './fixtures';
import { axeViolations, overflow, settle } from './pageAudit';
import { snap } from './screenshots';

const COMPANY = 'Laatuauditointi Rakennus Oy';
const ADMIN = { email: 'laatu.paakayttaja@auditointi.test', password: 'Laatu-auditointi-2026', firstName: 'Liisa', lastName: 'Laatuvastaava' };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const FIRST_PART = 'Liikevaihto on kasvanut kolmena vuonna peräkkäin, ';
const OFFLINE_PART = 'ja kannattavuus on parantunut uusien palvelusopimusten ansiosta.';
const DEVIATION = 'Työmaan laatusuunnitelmasta puuttuvat vastaanottotarkastukset.';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The pages the test opened, for snapFailure. */
const opened: Page[] = [];

/** A fresh signed-out browser context; axe-core is injected as an inline script, which the portal's CSP rightly refuses. */
async function open(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const phone = viewport.width < 600;
  const context = await browser.newContext({ baseURL: inject('baseUrl'), locale: 'fi-FI', timezoneId: 'Europe/Helsinki', viewport, isMobile: phone, hasTouch: phone, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  opened.push(page);
  return { context, page };
}

/** Each open page as it was when a step failed, and the messages it showed (a refusal is often only in an alert), for the person reading the failure. */
async function snapFailure(): Promise<void> {
  for (const [index, page] of opened.entries()) {
    if (page.isClosed()) continue;
    await snap(page, `audit21-failed-${index}`).catch(() => undefined);
    console.error(`page ${index} ${page.url()}: alerts`, await page.locator('[role=alert], .MuiAlert-message').allInnerTexts().catch(() => []));
  }
}

/** axe's findings on the page as it is now, and on a phone anything wider than the screen. */
async function audit(page: Page, where: string): Promise<string[]> {
  await settle(page);
  const found = (await axeViolations(page)).map((line) => `${where}: ${line}`);
  if ((page.viewportSize()?.width ?? DESKTOP.width) < 600) found.push(...(await overflow(page)).map((line) => `${where}: too wide: ${line}`));
  await snap(page, `audit21-${where}`);
  return found;
}

/** Picks an option of a MUI select. */
async function choose(page: Page, select: ReturnType<Page['getByRole']>, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Today in Finland as yyyy-MM-dd (the planned date and the auditor's hours). */
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());

interface ReportQuestionRow {
  id: number;
  text: string;
  answer: { answer: string | null; finished: boolean };
}
interface ReportRow {
  statusId: number;
  sections: Array<{ sectionId: number; selfEvaluation: { score: number | null; comment: string | null } | null; questions: ReportQuestionRow[] }>;
}
interface DeviationRow {
  id: number;
  severityId: number;
  statusId: number;
  description: string;
  toBeFixedByDate: string;
  files: Array<{ name: string }>;
}

describe('a certificate audit from the programme to the board', () => {
  it('plans, self-evaluates, reports offline on a phone, fixes a serious deviation, accepts the report and reaches the agenda', { timeout: 600_000 }, async () => {
    const dataDir = inject('dataDir');
    const baseUrl = inject('baseUrl');
    const found: string[] = [];
    onTestFailed(snapFailure);
    await registerVerifiedUser(baseUrl, dataDir, ADMIN);
    const { companyId, appId } = await applicationInEvaluation(dataDir, COMPANY, ADMIN.email);

    // 1. The office plans the programme for the application and assigns Aino Auditoija.
    const office = await open(DESKTOP);
    await signIn(office.page, 'toimisto@pateva.test', DEMO_PASSWORD, '/office');
    await office.page.goto('/office/audit-programs/create');
    await field(office.page, 'Sertifikaattihakemus (tunniste)').fill(String(appId));
    await choose(office.page, office.page.getByRole('combobox', { name: 'Pääauditoija' }), 'Aino Auditoija (auditoija@pateva.test)');
    await field(office.page, 'Suunniteltu alkupäivä').fill(today());
    found.push(...(await audit(office.page, 'office-new-programme')));
    await office.page.getByRole('button', { name: 'Tallenna', exact: true }).click();
    await office.page.waitForURL(/\/office\/audit-programs\/\d+\/show$/);
    const programId = Number(/audit-programs\/(\d+)\/show/.exec(office.page.url())![1]);
    await office.page.getByText('Aino Auditoija').first().waitFor();
    found.push(...(await audit(office.page, 'office-programme')));
    const program = await pageCall<{ companyId: number; certificateTypeId: number; primaryAuditorId: number; applicationId: number }>(office.page, 'GET', `/api/audit-programs/${programId}`);
    expect(program.body).toMatchObject({ companyId, applicationId: appId, certificateTypeId: 2 });

    // 2. The company admin fills the self-evaluation from the company's "Auditoinnit".
    const company = await open(DESKTOP);
    await signIn(company.page, ADMIN.email, ADMIN.password);
    await company.page.goto(`/companies/${companyId}`);
    await company.page.getByRole('menuitem', { name: 'Auditoinnit', exact: true }).click();
    await company.page.getByRole('link', { name: 'Itsearviointi' }).first().click();
    const scores = company.page.getByRole('combobox', { name: 'Oma arvio (0–5)' });
    await scores.first().waitFor();
    expect(await scores.count()).toBe(16);
    for (let i = 0; i < 16; i += 1) await choose(company.page, scores.nth(i), String(3 + (i % 2)));
    await company.page.getByRole('textbox', { name: 'Kommentti' }).first().fill('Liikevaihto kasvoi 12 % edellisestä tilikaudesta.');
    found.push(...(await audit(company.page, 'company-self-evaluation')));
    await company.page.getByRole('button', { name: 'Tallenna itsearviointi' }).click();
    await company.page.getByText('Itsearviointi tallennettu.').first().waitFor();

    // 3. The auditor writes the report on a phone; the network goes in the middle of the answer.
    const auditor = await open(PHONE);
    await signIn(auditor.page, 'auditoija@pateva.test', DEMO_PASSWORD, '/audit');
    await auditor.page.goto(`/audit/audit-programs/${programId}/report`);
    await auditor.page.getByRole('heading', { name: 'Auditointiraportti', exact: true }).waitFor();
    const report = (await pageCall<ReportRow>(auditor.page, 'GET', `/api/audit-programs/${programId}/report`)).body;
    expect(report.sections[0].selfEvaluation).toMatchObject({ score: 3, comment: 'Liikevaihto kasvoi 12 % edellisestä tilikaudesta.' });
    const first = report.sections[0].questions[0];
    const question = auditor.page.getByRole('region', { name: first.text });
    await auditor.page.getByText('Yrityksen itsearvio: 3').waitFor();
    const answer = question.getByRole('textbox', { name: 'Vastaus' });
    await answer.click();
    await answer.pressSequentially(FIRST_PART);
    await auditor.page.getByRole('status').getByText(/^Tallennettu klo \d{2}\.\d{2}$/).waitFor();
    found.push(...(await audit(auditor.page, 'phone-report-editor')));
    await auditor.context.setOffline(true);
    await answer.pressSequentially(OFFLINE_PART);
    await question.getByLabel('Pisteet (0–5)').selectOption('4');
    await question.getByRole('checkbox', { name: 'Valmis' }).check();
    await auditor.page.getByText('Ei yhteyttä – muutokset tallennetaan, kun yhteys palaa').waitFor();
    await snap(auditor.page, 'audit21-phone-report-offline');
    await auditor.context.setOffline(false);
    await auditor.page.getByRole('status').getByText(/^Tallennettu klo \d{2}\.\d{2}$/).waitFor({ timeout: 30_000 });
    await auditor.page.reload();
    await expect.poll(() => auditor.page.getByRole('region', { name: first.text }).getByRole('textbox', { name: 'Vastaus' }).inputValue()).toBe(FIRST_PART + OFFLINE_PART);
    await expect
      .poll(async () => (await pageCall<ReportRow>(auditor.page, 'GET', `/api/audit-programs/${programId}/report`)).body.sections[0].questions[0].answer)
      .toMatchObject({ answer: FIRST_PART + OFFLINE_PART, finished: true });

    // 4. The auditor raises a serious deviation on the question.
    const reloaded = auditor.page.getByRole('region', { name: first.text });
    await reloaded.getByRole('button', { name: 'Kirjaa poikkeama' }).click();
    const raise = auditor.page.getByRole('dialog', { name: 'Kirjaa poikkeama' });
    await raise.getByRole('radiogroup', { name: 'Vakavuus' }).getByRole('radio', { name: 'Vakava' }).check();
    await raise.getByRole('textbox', { name: 'Kuvaus' }).fill(DEVIATION);
    expect(await field(auditor.page, 'Korjauksen määräpäivä').inputValue()).not.toBe('');
    found.push(...(await audit(auditor.page, 'phone-raise-deviation')));
    await raise.getByRole('button', { name: 'Tallenna poikkeama' }).click();
    await raise.waitFor({ state: 'detached' });
    const raised = await pageCall<{ data: DeviationRow[] }>(auditor.page, 'GET', `/api/deviations?program_id=${programId}`);
    expect(raised.body.data).toHaveLength(1);
    expect(raised.body.data[0]).toMatchObject({ severityId: 2, statusId: 1, description: DEVIATION });
    const deviationId = raised.body.data[0].id;

    // 5. The company sends its fix with an evidence PDF from the company's "Poikkeamat".
    await company.page.goto(`/companies/${companyId}`);
    await company.page.getByRole('menuitem', { name: 'Poikkeamat', exact: true }).click();
    await company.page.getByRole('link', { name: DEVIATION }).click();
    const fix = company.page.getByRole('dialog', { name: 'Poikkeama' });
    await fix.getByRole('textbox', { name: 'Tehdyt korjaavat toimenpiteet' }).fill('Vastaanottotarkastukset on lisätty laatusuunnitelmaan ja työnjohto koulutettu.');
    await fix.locator('input[type=file][aria-label="Liitä näyttötiedosto (PDF, JPEG tai PNG)"]').setInputFiles({ name: 'vastaanottotarkastukset.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await fix.getByRole('link', { name: 'Lataa vastaanottotarkastukset.pdf' }).waitFor();
    found.push(...(await audit(company.page, 'company-deviation-fix')));
    // Saved first: "Lähetä korjaus" alone does not yet save text typed since the dialog opened (reported to the lead).
    await fix.getByRole('button', { name: 'Tallenna toimenpiteet' }).click();
    await company.page.getByText('Toimenpiteet tallennettu.').first().waitFor();
    await fix.getByRole('button', { name: 'Lähetä korjaus' }).click();
    await company.page.getByRole('dialog', { name: 'Lähetetäänkö korjaus auditoijalle?' }).getByRole('button', { name: 'Lähetä korjaus' }).click();
    await company.page.getByText('Korjaus lähetetty auditoijalle.').first().waitFor();
    await fix.getByText('Korjaus on lähetetty ja odottaa auditoijan tarkastusta.').waitFor();

    // 6. The auditor approves the fix from "Tarkastettavat poikkeamat".
    await auditor.page.goto('/audit/deviations');
    await auditor.page.getByText('Tarkastettavat poikkeamat').first().waitFor();
    await auditor.page.getByRole('link', { name: DEVIATION }).first().waitFor();
    found.push(...(await audit(auditor.page, 'phone-deviations-to-review')));
    await auditor.page.getByRole('link', { name: DEVIATION }).first().click();
    await auditor.page.getByText('Vastaanottotarkastukset on lisätty laatusuunnitelmaan', { exact: false }).first().waitFor();
    found.push(...(await audit(auditor.page, 'phone-deviation')));
    await auditor.page.getByRole('button', { name: 'Hyväksy korjaus' }).click();
    await auditor.page.getByRole('dialog').last().getByRole('button', { name: /^(Vahvista|Hyväksy korjaus)$/ }).click();
    await expect.poll(async () => (await pageCall<DeviationRow>(auditor.page, 'GET', `/api/deviations/${deviationId}`)).body.statusId).toBe(3);

    // 7. The auditor's hours go in, the report is sent and a review asked; the master accepts it.
    await recordAuditorHours(auditor.page, programId, program.body.primaryAuditorId, today());
    await auditor.page.goto(`/audit/audit-programs/${programId}/report`);
    await auditor.page.getByRole('button', { name: 'Lähetä yritykselle' }).click();
    await auditor.page.getByRole('dialog', { name: 'Lähetetäänkö raportti yritykselle?' }).getByRole('button', { name: 'Vahvista' }).click();
    await auditor.page.getByText('Raportti lähetetty yritykselle.').first().waitFor();
    await auditor.page.getByRole('button', { name: 'Pyydä tarkastus' }).click();
    await auditor.page.getByRole('dialog', { name: 'Pyydetäänkö pääauditoijalta tarkastus?' }).getByRole('button', { name: 'Vahvista' }).click();
    await auditor.page.getByText('Tarkastusta pyydetty.').first().waitFor();

    const master = await open(DESKTOP);
    await signIn(master.page, 'paaauditoija@pateva.test', DEMO_PASSWORD, '/audit');
    await master.page.goto('/audit/reviews');
    const waiting = master.page.getByRole('listitem').filter({ has: master.page.getByRole('heading', { name: COMPANY }) });
    found.push(...(await audit(master.page, 'master-reviews')));
    await waiting.getByRole('link', { name: 'Avaa raportti' }).click();
    await master.page.getByRole('button', { name: 'Tarkasta', exact: true }).click();
    const review = master.page.getByRole('dialog', { name: 'Raportin tarkastus' });
    await review.getByRole('textbox', { name: 'Tarkastajan kommentti' }).fill('Raportti on kattava; vakava poikkeama on korjattu.');
    await review.getByRole('radio', { name: 'Hyväksy raportti' }).check();
    found.push(...(await audit(master.page, 'master-review-dialog')));
    await review.getByRole('button', { name: 'Vahvista' }).click();
    await master.page.getByText('Tarkastus tallennettu.').first().waitFor();
    await master.page.getByText('Raportin tila: Valmis').waitFor();
    expect((await pageCall<ReportRow>(master.page, 'GET', `/api/audit-programs/${programId}/report`)).body.statusId).toBe(4);

    // 8. The office finishes the evaluation with a proposal and attaches the application to a meeting.
    await office.page.goto(`/office/applications/${appId}/show`);
    const statement = office.page.getByRole('region', { name: 'Lausunto', exact: true });
    await choose(office.page, statement.getByRole('combobox', { name: 'Arviointitila' }), 'Esitetään hyväksyttäväksi');
    await statement.getByRole('textbox', { name: 'Kommentti' }).fill('Auditointi valmis, vakava poikkeama korjattu. Esitetään laatusertifikaatin myöntämistä.');
    await statement.getByRole('button', { name: 'Tallenna' }).click();
    await office.page.getByText('Osio "Lausunto" tallennettu.').first().waitFor();
    await office.page.getByRole('button', { name: 'Siirrä tilaan: Auditointi tehty' }).click();
    await office.page.getByRole('dialog', { name: 'Siirretäänkö hakemus tilaan Auditointi tehty?' }).getByRole('button', { name: 'Siirrä', exact: true }).click();
    await office.page.getByText('Hakemus siirretty tilaan Auditointi tehty.').first().waitFor();

    const boards = await pageCall<{ data: Array<{ id: number; name: string }> }>(office.page, 'GET', '/api/boards');
    const boardId = boards.body.data.find((board) => board.name === 'Pätevyyslautakunta')!.id;
    const title = 'Sertifiointikokous (auditointi)';
    const meeting = await pageCall<{ id: number }>(office.page, 'POST', '/api/board-meetings', { board_id: boardId, title, meeting_time: new Date(Date.now() + 7 * 86_400_000).toISOString(), location: 'Helsinki' });
    expect(meeting.status).toBe(201);
    await office.page.goto(`/office/board-meetings/${meeting.body.id}/show`);
    await office.page.getByRole('heading', { name: title }).waitFor();
    await office.page.getByRole('button', { name: 'Liitä hakemus', exact: true }).click();
    await office.page.getByRole('dialog', { name: 'Liitä hakemus kokoukseen' }).getByRole('button', { name: `Liitä hakemus: ${COMPANY}` }).click();
    const item = office.page.getByRole('region', { name: `Asia 1: ${COMPANY}` });
    const auditSummary = item.getByRole('region', { name: `Auditointi: ${COMPANY}` });
    await auditSummary.getByText('Aino Auditoija').waitFor();
    await auditSummary.getByText('Valmis', { exact: true }).waitFor();
    await auditSummary.getByText(`${DEVIATION} (Hyväksytty korjatuksi)`).waitFor();
    await auditSummary.getByText('Vakava', { exact: true }).waitFor();
    found.push(...(await audit(office.page, 'office-agenda-audit')));

    for (const session of [office, company, auditor, master]) await session.context.close();
    expect(found).toEqual([]);
  });
});
