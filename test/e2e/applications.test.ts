/**
 * Issue 11, the company side: a company admin starts a qualification application, picks two
 * industries in the industries modal, sees each one's requirements against what is attached, attaches
 * the missing reference and saves; a quality certificate application gets its scopes, area codes
 * (multipart with the PUT override) and a PDF, which a second application reuses. The pages pass axe at
 * desktop and on a 390 × 844 phone.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, signIn } from './browser';
import { DEMO_PASSWORD } from './fixtures';
import { axeViolations, overflow, settle } from './pageAudit';
import { snap } from './screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const phone = viewport.width < 600;
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    viewport,
    isMobile: phone,
    hasTouch: phone,
    // axe-core is injected as an inline script, which the portal's CSP rightly refuses.
    bypassCSP: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** A JSON call from inside the signed-in page (cookies and the XSRF header as the app sends them). */
async function call<T>(page: Page, context: BrowserContext, method: string, path: string, body?: unknown): Promise<T> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(path, { method, headers: { 'content-type': 'application/json', 'x-xsrf-token': token }, body: body === undefined ? undefined : JSON.stringify(body) });
      return response.json();
    },
    { method, path, body, token },
  ) as Promise<T>;
}

async function audit(page: Page, where: string): Promise<string[]> {
  await settle(page);
  const findings = (await axeViolations(page)).map((line) => `${where}: ${line}`);
  if ((page.viewportSize()?.width ?? 1280) < 600) for (const wide of await overflow(page)) findings.push(`${where}: too wide: ${wide}`);
  return findings;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

interface TreeNode {
  id: number;
  symbolicNumber: string;
  children?: TreeNode[];
}

describe('applications (company)', () => {
  it('a company admin starts a qualification application, picks two industries and attaches the missing reference', async () => {
    const { context, page } = await open({ width: 1280, height: 900 });
    await signIn(page, 'yritys@pateva.test', DEMO_PASSWORD);
    const company = (await call<{ data: Array<{ id: number }> }>(page, context, 'GET', '/api/companies?registration_number=2900000-4')).data[0];
    const tree = (await call<{ data: TreeNode[] }>(page, context, 'GET', '/api/classification-industries?tree=true&paginate=100')).data;
    const flat = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);
    const schools = flat(tree).find((node) => node.symbolicNumber === '1.2.1');
    expect(schools).toBeTruthy();
    // The reference the application lacks until it is attached: ended half a year ago, young enough.
    const reference = await call<{ id: number; title: string }>(page, context, 'POST', `/api/companies/${company.id}/references`, {
      title: 'E2E Päiväkoti Satakieli',
      work_start_date: daysAgo(400),
      work_end_date: daysAgo(180),
      total_billing: 2500000,
      expertises: [schools?.id],
    });
    expect(reference.title).toBe('E2E Päiväkoti Satakieli');

    await page.goto(`/companies/${company.id}/applications`);
    await page.getByRole('heading', { name: 'Hakemukset' }).waitFor();
    // Other e2e files may have started applications for this company already: the list or its empty state.
    await page.getByRole('table', { name: 'Yrityksen hakemukset' }).or(page.getByText('Yrityksellä ei ole vielä hakemuksia.', { exact: false })).first().waitFor();
    await snap(page, '80-applications-list');
    // The draft is started with SPEC §7's create (the targets' dialog comes with the checks' routes).
    const created = await call<{ id: number }>(page, context, 'POST', `/api/companies/${company.id}/applications`, { application_target_id: 1 });
    await page.reload();
    await page.getByRole('link', { name: 'Avaa hakemus Pätevyys' }).click();
    await page.waitForURL((url) => url.pathname === `/companies/${company.id}/applications/${created.id}`);
    await page.getByRole('heading', { name: 'Pätevyys' }).waitFor();

    // Two industries from the modal's searchable tree.
    await page.getByRole('button', { name: 'Valitse toimialat' }).click();
    const picker = page.getByRole('dialog', { name: 'Valitse toimialat' });
    await picker.getByRole('searchbox', { name: 'Hae toimialaa nimellä tai numerolla' }).fill('1.2.');
    await picker.getByRole('checkbox', { name: /1\.2\.1/ }).check();
    await picker.getByRole('checkbox', { name: /1\.2\.2/ }).check();
    await picker.getByRole('button', { name: 'Valitse', exact: true }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Tallenna' }).click();
    await page.getByText('Hakemus tallennettu.').first().waitFor();

    const industry = page.getByRole('region', { name: /^1\.2\.1 / });
    await industry.getByText('Referenssejä vähintään 2').waitFor();
    await industry.getByText('Liitetty 0 / 2 referenssiä').waitFor();
    await snap(page, '81-application-industries');

    await industry.getByRole('button', { name: 'Liitä referenssejä' }).click();
    const references = page.getByRole('dialog', { name: /referenssit$/ });
    await references.getByRole('checkbox', { name: /E2E Päiväkoti Satakieli/ }).check();
    await references.getByRole('button', { name: 'Valmis' }).click();
    await industry.getByText('Liitetty 1 / 2 referenssiä').waitFor();
    await page.getByRole('button', { name: 'Tallenna' }).click();
    await page.getByText('Hakemus tallennettu.').first().waitFor();
    await page.getByRole('button', { name: 'Tallenna' }).and(page.locator('[disabled]')).waitFor();
    const saved = await call<{ industries: Array<{ symbolicNumber: string; references: Array<{ referenceId: number }> }> }>(
      page,
      context,
      'GET',
      `/api/companies/${company.id}/applications/${created.id}`,
    );
    expect(saved.industries.map((row) => row.symbolicNumber).sort()).toEqual(['1.2.1', '1.2.2']);
    expect(saved.industries.find((row) => row.symbolicNumber === '1.2.1')?.references.map((row) => row.referenceId)).toEqual([reference.id]);
    const findings = await audit(page, 'desktop application');
    await snap(page, '82-application-reference-attached');
    await page.goto(`/companies/${company.id}/applications`);
    await page.getByRole('table', { name: 'Yrityksen hakemukset' }).waitFor();
    findings.push(...(await audit(page, 'desktop list')));
    await context.close();

    const phone = await open({ width: 390, height: 844 });
    await signIn(phone.page, 'yritys@pateva.test', DEMO_PASSWORD);
    await phone.page.goto(`/companies/${company.id}/applications`);
    await phone.page.getByRole('link', { name: 'Avaa hakemus Pätevyys' }).waitFor();
    findings.push(...(await audit(phone.page, 'phone list')));
    await snap(phone.page, '83-applications-phone');
    await phone.page.goto(`/companies/${company.id}/applications/${created.id}`);
    await phone.page.getByRole('region', { name: /^1\.2\.1 / }).waitFor();
    findings.push(...(await audit(phone.page, 'phone application')));
    await snap(phone.page, '84-application-phone');
    await phone.context.close();
    expect(findings).toEqual([]);
  });

  it('a quality certificate application: scopes and area codes saved, a PDF uploaded and reused on another application', async () => {
    const { context, page } = await open({ width: 1280, height: 900 });
    await signIn(page, 'yritys@pateva.test', DEMO_PASSWORD);
    const company = (await call<{ data: Array<{ id: number }> }>(page, context, 'GET', '/api/companies?registration_number=2900000-4')).data[0];
    const quality = await call<{ id: number }>(page, context, 'POST', `/api/companies/${company.id}/applications`, { application_target_id: 4 });
    const environment = await call<{ id: number }>(page, context, 'POST', `/api/companies/${company.id}/applications`, { application_target_id: 6 });

    await page.goto(`/companies/${company.id}/applications/${quality.id}`);
    await page.getByRole('heading', { name: 'Laatusertifikaatti' }).waitFor();
    await page.getByRole('textbox', { name: 'Laajuus 1' }).fill('Asuinrakennusten uudisrakentaminen');
    await page.getByRole('button', { name: 'Lisää rivi' }).click();
    await page.getByRole('textbox', { name: 'Laajuus 2' }).fill('Korjausrakentaminen');
    await page.getByRole('checkbox', { name: 'Uusimaa' }).check();
    await page.getByRole('checkbox', { name: 'Pirkanmaa' }).check();
    await page.getByRole('button', { name: 'Tallenna' }).click();
    await page.getByText('Hakemus tallennettu.').first().waitFor();
    const insurance = page.getByRole('region', { name: 'Vastuuvakuutus' });
    await insurance.locator('input[type=file]').setInputFiles({ name: 'vastuuvakuutus-2026.pdf', mimeType: 'application/pdf', buffer: PDF });
    await insurance.getByRole('link', { name: 'Lataa vastuuvakuutus-2026.pdf' }).waitFor();
    const saved = await call<{ scopes: Array<{ description: string }>; areaCodes: number[]; files: Array<{ fileTypeId: number }> }>(
      page,
      context,
      'GET',
      `/api/companies/${company.id}/applications/${quality.id}`,
    );
    expect(saved.scopes.map((scope) => scope.description)).toEqual(['Asuinrakennusten uudisrakentaminen', 'Korjausrakentaminen']);
    expect([...saved.areaCodes].sort((a, b) => a - b)).toEqual([1, 6]);
    expect(saved.files.map((file) => file.fileTypeId)).toEqual([10]);
    const findings = await audit(page, 'desktop certificate');
    await snap(page, '85-certificate-application');

    // The same insurance on the environmental certificate application, without uploading it again.
    await page.goto(`/companies/${company.id}/applications/${environment.id}`);
    const envInsurance = page.getByRole('region', { name: 'Vastuuvakuutus' });
    await envInsurance.getByRole('button', { name: 'Käytä aiemmin ladattua' }).click();
    const reuse = page.getByRole('dialog', { name: /Käytä aiemmin ladattua tiedostoa/ });
    await reuse.getByText('vastuuvakuutus-2026.pdf').waitFor();
    findings.push(...(await audit(page, 'desktop reuse dialog')));
    await reuse.getByRole('button', { name: 'Liitä: vastuuvakuutus-2026.pdf' }).click();
    await envInsurance.getByRole('link', { name: 'Lataa vastuuvakuutus-2026.pdf' }).waitFor();
    await context.close();

    const phone = await open({ width: 390, height: 844 });
    await signIn(phone.page, 'yritys@pateva.test', DEMO_PASSWORD);
    await phone.page.goto(`/companies/${company.id}/applications/${quality.id}`);
    await phone.page.getByRole('region', { name: 'Vastuuvakuutus' }).getByRole('link', { name: 'Lataa vastuuvakuutus-2026.pdf' }).waitFor();
    findings.push(...(await audit(phone.page, 'phone certificate')));
    await snap(phone.page, '86-certificate-application-phone');
    await phone.context.close();
    expect(findings).toEqual([]);
  });
});
