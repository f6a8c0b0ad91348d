import { chromium } from 'playwright-core';
const base = 'http://localhost:5190';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const vp of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  const ctx = await b.newContext({ baseURL: base, locale: 'fi-FI', viewport: vp });
  const page = await ctx.newPage();
  page.setDefaultTimeout(15000);
  await page.goto('/auth/login');
  await page.getByLabel(/^Sähköpostiosoite/).fill('yritys@pateva.test');
  await page.getByLabel(/^Salasana/).fill('Pateva-demo-2026');
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  await page.waitForURL(base + '/');
  const me = await page.evaluate(async () => (await fetch('/api/users/me')).json());
  const cid = me.companies?.[0]?.id ?? me.companies?.[0]?.companyId;
  console.log('company', cid);
  await page.goto(`/companies/${cid}/applications`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/list-${vp.width}.png`, fullPage: true });
  if (vp.width > 1000) {
    await page.getByRole('button', { name: /Uusi hakemus/ }).first().click();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/shots/new-${vp.width}.png`, fullPage: true });
    await page.getByLabel('Pätevyys', { exact: true }).check();
    await page.waitForTimeout(300);
    const start = page.getByRole('button', { name: /Aloita hakemus/i });
    console.log('buttons', await page.getByRole('button').allInnerTexts());
    if (await start.count()) await start.first().click();
    await page.waitForTimeout(2500);
    console.log('url', page.url());
  } else {
    await page.goto(page.url());
  }
  await page.screenshot({ path: `/tmp/shots/app-${vp.width}.png`, fullPage: true });
  await ctx.close();
}
await b.close();
