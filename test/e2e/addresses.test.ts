/** A company admin keeps the company's addresses and contact details: Finnish errors first, then saved, then one removed. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { field, launch, newPage, signIn } from './browser';
import { DEMO_PASSWORD } from './fixtures';
import { snap } from './screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('addresses and contact details', () => {
  it('adds a PO box, a web address and an e-invoice address, then removes one after confirming', async () => {
    const { context, page } = await newPage(browser, inject('baseUrl'));
    await signIn(page, 'yritys@pateva.test', DEMO_PASSWORD);
    await page.getByRole('link', { name: /Rakennus Virtanen Oy/ }).first().click();
    await page.getByRole('tab', { name: 'Osoitteet ja yhteystiedot' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/addresses'));
    await page.getByText('Mannerheimintie 12').first().waitFor();

    // PO box: the missing fields are named in Finnish before anything is sent.
    await page.getByRole('button', { name: 'Lisää osoite' }).click();
    const dialog = page.getByRole('dialog');
    await field(page, 'Osoitteen tyyppi').selectOption({ label: 'Postilokero' });
    await dialog.getByRole('button', { name: 'Tallenna' }).click();
    await dialog.getByText('Postilokeron numero on pakollinen.').waitFor();
    await dialog.getByText('Postinumero on pakollinen.').waitFor();
    await dialog.getByText('Postitoimipaikka on pakollinen.').waitFor();
    await snap(page, '30-addresses-missing-fields');
    await field(page, 'Postilokero').fill('777');
    await field(page, 'Postinumero').fill('0010');
    await field(page, 'Postitoimipaikka').fill('Helsinki');
    await dialog.getByRole('button', { name: 'Tallenna' }).click();
    await dialog.getByText('Postinumeron on oltava viisi numeroa.').waitFor();
    await field(page, 'Postinumero').fill('00101');
    await field(page, 'Postinumero').press('Enter');
    await page.getByText('Osoite lisätty').waitFor();
    await page.getByText('PL 777').waitFor();

    // Web address.
    await page.getByRole('button', { name: 'Lisää osoite' }).click();
    await field(page, 'Osoitteen tyyppi').selectOption({ label: 'Verkkosivut' });
    await field(page, 'Verkkosivujen osoite').fill('ei osoite');
    await dialog.getByRole('button', { name: 'Tallenna' }).click();
    await dialog.getByText('Anna verkkosivujen osoite, esim. www.yritys.fi.').waitFor();
    await field(page, 'Verkkosivujen osoite').fill('www.virtanen-tyomaat.fi');
    await dialog.getByRole('button', { name: 'Tallenna' }).click();
    await page.getByRole('link', { name: 'www.virtanen-tyomaat.fi' }).waitFor();

    // E-invoice address: the OVT suggestion from the business ID and an operator from the list.
    await page.getByRole('button', { name: 'Lisää osoite' }).click();
    await field(page, 'Osoitteen tyyppi').selectOption({ label: 'Verkkolaskuosoite' });
    await dialog.getByRole('button', { name: 'Tallenna' }).click();
    await dialog.getByText('Verkkolaskuosoite on pakollinen.').waitFor();
    await dialog.getByText('Välittäjätunnus on pakollinen.').waitFor();
    await dialog.getByRole('button', { name: 'Käytä ehdotusta' }).click();
    await expect.poll(() => field(page, 'Verkkolaskuosoite').inputValue()).toBe('003729000004');
    await field(page, 'Operaattori').selectOption({ label: 'Maventa (003721291126)' });
    await expect.poll(() => field(page, 'Välittäjätunnus').inputValue()).toBe('003721291126');
    await dialog.getByRole('button', { name: 'Tallenna' }).click();
    await page.getByText('Operaattori Maventa (003721291126)').waitFor();
    await snap(page, '31-addresses-added');

    // Removing asks first; cancelling keeps the address.
    await page.getByRole('button', { name: 'Poista: www.virtanen-tyomaat.fi' }).click();
    const confirm = page.getByRole('dialog', { name: 'Poistetaanko osoite?' });
    await confirm.getByText('Poistetaan Verkkosivut: www.virtanen-tyomaat.fi. Poistoa ei voi perua.').waitFor();
    await snap(page, '32-addresses-confirm-removal');
    await confirm.getByRole('button', { name: 'Peruuta' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Poista: www.virtanen-tyomaat.fi' }).click();
    await confirm.getByRole('button', { name: 'Poista' }).click();
    await page.getByText('Osoite poistettu').waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'www.virtanen-tyomaat.fi' }).count()).toBe(0);

    const companyId = Number(new URL(page.url()).pathname.split('/')[2]);
    const stored = await page.evaluate(async (id) => (await fetch(`/api/companies/${id}/addresses`)).json(), companyId);
    const mine = stored.data.filter((a: { addressTypeId: number }) => [2, 6, 12].includes(a.addressTypeId));
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ addressTypeId: 2, poBox: '777', zipcode: '00101', city: 'Helsinki' }),
        expect.objectContaining({ addressTypeId: 12, electronicBillingAddress: '003729000004', electronicBillingOperator: 'Maventa', electronicBillingOperatorId: '003721291126' }),
      ]),
    );
    expect(stored.data.some((a: { electronicAddress: string | null }) => a.electronicAddress === 'www.virtanen-tyomaat.fi')).toBe(false);
    await context.close();
  });
});
