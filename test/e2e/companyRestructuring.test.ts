/**
 * The office merges one demo company into another through the restructuring wizard (issue 22 §2):
 * Savon Puurakentajat Oy into Etelä-Karjalan Remontti Oy, by keyboard-usable steps; the registry then
 * says the old one has merged, links to the new one, and the new one shows the moved qualification.
 * The wizard's page is checked with axe, and at 390 px nothing is wider than the screen.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdf } from '../support/uploadFixtures';
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

describe('the company restructuring wizard', () => {
  it('merges Savon Puurakentajat Oy into Etelä-Karjalan Remontti Oy, and both registry entries show it', { timeout: 180_000 }, async () => {
    // bypassCSP: axe is injected as a script (as the registry's and the accessibility tests do).
    const context = await browser.newContext({ baseURL: inject('baseUrl'), locale: 'fi-FI', timezoneId: 'Europe/Helsinki', viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      await signIn(page, 'toimisto@pateva.test', DEMO_PASSWORD, '/office');
      await page.goto('/company-restructuring');
      await page.getByRole('heading', { name: 'Uusi yritysjärjestely' }).waitFor();
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('Hae yritystä, josta tiedot siirretään').fill('Savon');
      await page.getByRole('button', { name: /Savon Puurakentajat Oy/ }).click();
      await page.getByText('Valittu: Savon Puurakentajat Oy').waitFor();
      await page.getByLabel('Hae yritystä, johon tiedot siirretään').fill('Etelä-Karjalan');
      await page.getByRole('button', { name: /Etelä-Karjalan Remontti Oy/ }).click();
      await page.getByText('Valittu: Etelä-Karjalan Remontti Oy').waitFor();
      await page.getByRole('button', { name: 'Seuraava' }).click();

      // Everything is chosen at first: the qualification and its industry, the three people.
      const qualification = page.getByRole('checkbox', { name: /Pätevyys: / });
      await qualification.waitFor();
      expect(await qualification.isChecked()).toBe(true);
      expect(await page.getByRole('group', { name: 'Henkilöt' }).getByRole('checkbox').count()).toBe(3);
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Seuraava' }).click();

      await page.getByText('Ei ristiriitoja vastaanottavan yrityksen tietojen kanssa.').waitFor();
      await snap(page, 'restructuring-preview');
      await page.getByRole('button', { name: 'Seuraava' }).click();

      await page.locator('input[type=file]').setInputFiles({ name: 'sulautuminen.pdf', mimeType: 'application/pdf', buffer: pdf() });
      await page.getByText('Liitetty: sulautuminen.pdf').waitFor();
      await page.getByRole('button', { name: 'Seuraava' }).click();

      await page.getByRole('button', { name: 'Suorita yritysjärjestely' }).click();
      const dialog = page.getByRole('dialog', { name: 'Suoritetaanko yritysjärjestely?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Suorita yritysjärjestely' }).click();
      await page.getByRole('heading', { name: 'Yritysjärjestely tehty' }).waitFor();
      // The record of past ones shows it.
      await page.getByText(/Savon Puurakentajat Oy \(\d{7}-\d\) → Etelä-Karjalan Remontti Oy/).waitFor();
      await snap(page, 'restructuring-success');

      // On a phone the front page fits.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await page.getByRole('heading', { name: 'Uusi yritysjärjestely' }).waitFor();
      await settle(page);
      expect(await overflow(page)).toEqual([]);

      // The registry: the old company has merged and links to the new one, which holds the qualification now.
      await page.goto('/rekisteri?q=Savon');
      await page.getByRole('heading', { name: 'Savon Puurakentajat Oy' }).waitFor();
      await page.getByText(/Yritys on sulautunut .* yritykseen/).waitFor();
      await page.getByRole('link', { name: /Etelä-Karjalan Remontti Oy/ }).click();
      await page.getByRole('heading', { name: 'Etelä-Karjalan Remontti Oy' }).waitFor();
      await page.getByRole('link', { name: / PTV-\d{4}-\d{6}$/ }).first().waitFor();
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
