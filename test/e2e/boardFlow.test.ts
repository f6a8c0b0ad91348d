/**
 * The board's whole flow in Chromium (issue 20 "Access and tests"): the office makes a meeting and
 * attaches a proposed application from the queue; the chairman starts it and marks attendance; a
 * member declares a conflict on the other item; the chairman records the decision (accepted, the
 * industry granted); the office ends, notifies and archives; the company admin sees the decision on
 * its application page and the new qualification in its certificates; an anonymous visitor
 * verifies it in /rekisteri, on a desktop and at 390 × 844. axe runs on the running meeting with
 * the decision form open and on the closing buttons. Screenshots go to /tmp/board20-shots/.
 */
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, signIn } from './browser';
import { DEMO_PASSWORD } from './fixtures';
import { axeViolations, overflow, settle } from './pageAudit';
import { issuedNumber, makeCompanyAdmin, proposedApplication } from './boardFlowDb';
import { pageCall, registerVerifiedUser } from './api';

const SHOTS = '/tmp/board20-shots';
const DECIDED = 'Vaasan Teräsrakenne Oy';
const ADMIN = { email: 'veera.vaasala@vaasanterasrakenne.test', password: 'Vaasa-terasta-2026' };
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh page; axe's script is injected, so the page's CSP is bypassed. */
async function newPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'fi-FI', timezoneId: 'Europe/Helsinki', viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}


async function audited(page: Page, where: string): Promise<string[]> {
  await settle(page);
  const findings = (await axeViolations(page)).map((v) => `${where}: ${v}`);
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 600) findings.push(...(await overflow(page)).map((v) => `${where}: too wide: ${v}`));
  return findings;
}

describe('the board decides and the registry verifies', () => {
  it('takes a proposed application through a meeting to a verifiable qualification', { timeout: 300_000 }, async () => {
    const dataDir = inject('dataDir');
    const baseUrl = inject('baseUrl');
    const found: string[] = [];
    // A demo company no other test applies for (an open application of its own would refuse the attach), with an admin of its own.
    const decided = await proposedApplication(dataDir, DECIDED, '1');
    await registerVerifiedUser(baseUrl, dataDir, { ...ADMIN, firstName: 'Veera', lastName: 'Vaasala' });
    await makeCompanyAdmin(dataDir, DECIDED, ADMIN.email);
    const other = await proposedApplication(dataDir, 'Lapin Maarakennus Oy', '3.1');

    // The office makes a meeting and attaches Lapin's application from the queue in the browser.
    const office = await newPage(browser, baseUrl);
    await signIn(office.page, 'toimisto@pateva.test', DEMO_PASSWORD, '/office');
    const boards = await pageCall<{ data: Array<{ id: number; name: string }> }>(office.page, 'GET', '/api/boards');
    const boardId = boards.body.data.find((board) => board.name === 'Pätevyyslautakunta')!.id;
    const title = `Päätöskokous ${Date.now()}`;
    const created = await pageCall<{ id: number }>(office.page, 'POST', '/api/board-meetings', { board_id: boardId, title, meeting_time: new Date(Date.now() + 3600_000).toISOString(), location: 'Helsinki' });
    expect(created.status).toBe(201);
    const meetingId = created.body.id;
    expect((await pageCall(office.page, 'POST', `/api/board-meetings/${meetingId}/applications`, { application_id: decided.appId })).status).toBe(200);
    await office.page.goto(`/office/board-meetings/${meetingId}/show`);
    await office.page.getByRole('heading', { name: title }).waitFor();
    await office.page.getByRole('button', { name: 'Liitä hakemus', exact: true }).click();
    const dialog = office.page.getByRole('dialog', { name: 'Liitä hakemus kokoukseen' });
    await dialog.getByRole('button', { name: 'Liitä hakemus: Lapin Maarakennus Oy' }).click();
    await office.page.getByRole('region', { name: 'Asia 2: Lapin Maarakennus Oy' }).waitFor();
    await shot(office.page, '01-office-agenda');
    // The office's application page links to the meeting.
    await office.page.goto(`/office/applications/${other.appId}/show`);
    await office.page.getByRole('link', { name: title }).click();
    await office.page.waitForURL(`**/office/board-meetings/${meetingId}/show`);

    // The chairman starts the meeting and marks everyone present.
    const chair = await newPage(browser, baseUrl);
    await signIn(chair.page, 'lautakunta@pateva.test', DEMO_PASSWORD, '/board');
    await chair.page.goto(`/board/board-meetings/${meetingId}/show`);
    await chair.page.getByRole('region', { name: `Asia 1: ${DECIDED}` }).waitFor();
    await chair.page.getByRole('button', { name: 'Aloita kokous' }).click();
    for (const name of ['Lauri Lautakunta', 'Jussi Jäsen', 'Jaana Jäsenlahti']) {
      await chair.page.getByRole('combobox', { name: `Läsnäolo: ${name}` }).click();
      await chair.page.getByRole('option', { name: 'Paikalla' }).click();
      await chair.page.getByRole('option').first().waitFor({ state: 'detached' });
    }
    await chair.page.getByText('Paikalla 3/3 jäsentä', { exact: false }).waitFor();

    // A member declares a conflict on Lapin's item.
    const member = await newPage(browser, baseUrl);
    await signIn(member.page, 'jasen1@pateva.test', DEMO_PASSWORD, '/board');
    await member.page.goto(`/board/board-meetings/${meetingId}/show`);
    await member.page.getByRole('button', { name: 'Ilmoita esteellisyys: Lapin Maarakennus Oy' }).click();
    const conflict = member.page.getByRole('dialog', { name: 'Ilmoita esteellisyys: Lapin Maarakennus Oy' });
    await conflict.getByLabel('Esteellisyyden syy').fill('Olen ollut yhtiön hallituksessa.');
    await conflict.getByRole('button', { name: 'Ilmoita', exact: true }).click();
    const lapinItem = member.page.getByRole('region', { name: 'Asia 2: Lapin Maarakennus Oy' });
    await lapinItem.getByText('Jussi Jäsen: Olen ollut yhtiön hallituksessa.').waitFor();
    await shot(member.page, '02-member-conflict');

    // The chairman records the decision on the decided item; axe with the decision form open.
    await chair.page.reload();
    const item = chair.page.getByRole('region', { name: `Asia 1: ${DECIDED}` });
    await item.getByText('Päätösvaltainen tässä asiassa').waitFor();
    await chair.page.getByRole('region', { name: 'Asia 2: Lapin Maarakennus Oy' }).getByText('Jussi Jäsen: Olen ollut yhtiön hallituksessa.').waitFor();
    const form = item.getByRole('form', { name: 'Lautakunnan päätös' });
    await form.getByRole('combobox', { name: 'Päätös' }).click();
    await chair.page.getByRole('option', { name: 'Hyväksytty', exact: true }).click();
    await form.getByLabel('Perustelut').fill('Yritys täyttää pätevyyden vaatimukset.');
    found.push(...(await audited(chair.page, 'running meeting, decision form')));
    await shot(chair.page, '03-chair-decision-form');
    await form.getByRole('button', { name: 'Tallenna päätös' }).click();
    await item.getByText('Perustelut: Yritys täyttää pätevyyden vaatimukset.').waitFor();
    // The other item is declined, its disqualified member not counted.
    const lapinForm = chair.page.getByRole('region', { name: 'Asia 2: Lapin Maarakennus Oy' }).getByRole('form', { name: 'Lautakunnan päätös' });
    await lapinForm.getByRole('combobox', { name: 'Päätös' }).click();
    await chair.page.getByRole('option', { name: 'Hylätty', exact: true }).click();
    await lapinForm.getByLabel('Perustelut').fill('Referenssit eivät riitä.');
    await lapinForm.getByRole('checkbox', { name: '3.1 LVI-tekniikka' }).uncheck();
    await lapinForm.getByRole('button', { name: 'Tallenna päätös' }).click();
    await chair.page.getByText('Perustelut: Referenssit eivät riitä.').waitFor().catch(async (error: unknown) => {
      await shot(chair.page, 'zz-failed-decision');
      throw error;
    });

    // The office ends, notifies and archives; axe on the closing buttons.
    await office.page.goto(`/office/board-meetings/${meetingId}/show`);
    const end = office.page.getByRole('button', { name: 'Päätä kokous' });
    await end.waitFor();
    found.push(...(await audited(office.page, 'closing buttons')));
    await shot(office.page, '04-office-closing');
    for (const [button, done] of [
      ['Päätä kokous', 'Kokous päätetty.'],
      ['Lähetä päätökset', 'Päätökset lähetetty yrityksille.'],
      ['Arkistoi', 'Kokous arkistoitu.'],
    ] as const) {
      await office.page.getByRole('button', { name: button, exact: true }).click();
      await office.page.getByRole('dialog').getByRole('button', { name: 'Vahvista' }).click();
      await office.page.getByText(done).first().waitFor();
    }
    await shot(office.page, '05-office-archived');

    // The company admin sees the decision and the new qualification.
    const company = await newPage(browser, baseUrl);
    await signIn(company.page, ADMIN.email, ADMIN.password);
    await company.page.goto(`/companies/${decided.companyId}/applications/${decided.appId}`);
    await company.page.getByRole('heading', { name: 'Lautakunnan päätös' }).waitFor();
    await company.page.getByText('Yritys täyttää pätevyyden vaatimukset.', { exact: false }).first().waitFor();
    await shot(company.page, '06-company-decision');
    const number = await issuedNumber(dataDir, decided.appId);
    expect(number).toMatch(/^PTV-\d{4}-\d{6}$/);
    await company.page.goto(`/companies/${decided.companyId}/certificates`);
    await company.page.getByText(number, { exact: false }).first().waitFor();
    await shot(company.page, '07-company-certificates');
    for (const session of [office, chair, member, company]) await session.context.close();

    // An anonymous visitor verifies it, on a desktop and on a phone.
    for (const [label, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ baseURL: baseUrl, locale: 'fi-FI', timezoneId: 'Europe/Helsinki', viewport, bypassCSP: true });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto('/rekisteri');
      await page.getByLabel('Yrityksen nimi tai Y-tunnus').fill('Vaasan Teräsrakenne');
      await page.getByRole('button', { name: 'Hae', exact: true }).click();
      await page.getByRole('heading', { name: DECIDED }).waitFor();
      await page.getByRole('link', { name: new RegExp(`${number}$`) }).click();
      await page.getByText('Sertifikaatti on voimassa.').waitFor();
      await page.waitForURL(`**/rekisteri/todistus/${number}`);
      found.push(...(await audited(page, `registry ${label}`)));
      await shot(page, `08-registry-${label}`);
      await context.close();
    }
    expect(found).toEqual([]);
  });
});
