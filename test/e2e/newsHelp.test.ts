/**
 * A company admin reads the front-page news and the help on a 390 × 844 phone (issue 22 §4): the
 * listing, a selected item with its article, back to the listing; the help modal's 'common' page, and
 * in the references section the app bar's help button at that section's page, the others in its index.
 * axe finds nothing in either modal, and nothing is wider than the screen.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageCall } from './api';
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

describe('front-page news and help on a phone', () => {
  it('the company admin reads a news item and the help', async () => {
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      locale: 'fi-FI',
      timezoneId: 'Europe/Helsinki',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      // axe-core is injected as an inline script, which the portal's CSP rightly refuses.
      bypassCSP: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, 'yritys@pateva.test', DEMO_PASSWORD);

    await page.getByRole('button', { name: 'Uutiset' }).click();
    const news = page.getByRole('dialog', { name: 'Uutiset' });
    await news.waitFor();
    // The demo's newest item first.
    await news.getByRole('button', { name: /^Kosteudenhallinnan sertifikaatti uudistuu/ }).waitFor();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toEqual([]);
    await snap(page, '60-news-listing-phone');

    await news.getByRole('button', { name: /^Kosteudenhallinnan sertifikaatti uudistuu/ }).click();
    await news.getByText(/Voimassa olevat sertifikaatit ovat voimassa kautensa loppuun/).waitFor();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toEqual([]);
    await news.getByRole('button', { name: 'Takaisin uutislistaan' }).click();
    // The opening news has the image the office uploaded: it loads from the portal itself.
    await news.getByRole('button', { name: /^Pätevä-portaali on avattu/ }).click();
    const image = news.locator('img');
    await image.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[role="dialog"] img');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    expect(await image.getAttribute('src')).toMatch(/^\/api\/news-items\/\d+\/image\/content\?v=\d+$/);
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toEqual([]);
    await snap(page, '60b-news-image-phone');
    await news.getByRole('button', { name: 'Takaisin uutislistaan' }).click();
    await news.getByRole('button', { name: /^Pätevä-portaali on avattu/ }).waitFor();
    await news.getByRole('button', { name: 'Sulje' }).click();
    await news.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Ohje', exact: true }).click();
    const help = page.getByRole('dialog', { name: 'Ohje' });
    await help.getByRole('heading', { name: 'Pätevän käyttöohje' }).waitFor();
    await help.getByRole('link', { name: 'toimisto@pateva.test' }).waitFor();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toEqual([]);
    await snap(page, '61-help-phone');
    await help.getByRole('button', { name: 'Sulje' }).click();
    await help.waitFor({ state: 'hidden' });

    // In a section, the app bar's help button opens that section's page, and the index the others.
    const companyId = (await pageCall<{ companies: Array<{ id: number }> }>(page, 'GET', '/api/users/me')).body.companies[0].id;
    await page.goto(`/companies/${companyId}/references`);
    await page.getByRole('button', { name: 'Ohje tälle sivulle' }).click();
    const sectionHelp = page.getByRole('dialog', { name: 'Referenssit' });
    await sectionHelp.getByText(/Tilaaja voi vahvistaa referenssin/).waitFor();
    await sectionHelp.getByRole('navigation', { name: 'Kaikki ohjeet' }).getByRole('button', { name: 'Henkilöt' }).waitFor();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toEqual([]);
    await snap(page, '62-section-help-phone');
    await sectionHelp.getByRole('navigation', { name: 'Kaikki ohjeet' }).getByRole('button', { name: 'Henkilöt' }).click();
    await page.getByRole('dialog', { name: 'Henkilöt' }).getByText(/Henkilöissä ovat yrityksen työntekijät/).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await context.close();
  });
});
