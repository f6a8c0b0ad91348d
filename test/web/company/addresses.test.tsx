import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Address } from '../../../src/domain/entities/address';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildAddress, buildCompany, buildMembership, buildUser } from './fixtures';

setUpApi();

const open = (url = '/companies/7/addresses') => renderPage('/companies/:companyId/*', url, <CompanyPage />);

const POSTAL = buildAddress({ id: 1, addressTypeId: 1, street: 'Mannerheimintie 12', zipcode: '00100', city: 'Helsinki', country: 'FI' });
const WEB = buildAddress({ id: 2, addressTypeId: 6, electronicAddress: 'www.virtanen.fi', country: 'FI' });
/** Both an electronic and a billing address: SPEC §5 does not let it be removed. */
const LOCKED = buildAddress({ id: 3, addressTypeId: 12, electronicAddress: 'x', electronicBillingAddress: '003729000004', electronicBillingOperator: 'Apix', electronicBillingOperatorId: '003723327487' });

function answer(addresses: Address[], membership = buildMembership()) {
  server.use(
    http.get(api('/users/me'), () => HttpResponse.json(buildUser([membership]))),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany({ addresses }))),
    http.get(api('/companies/7/addresses'), () => HttpResponse.json({ data: addresses, meta: { currentPage: 1, perPage: 25, total: addresses.length, lastPage: 1 } })),
  );
}

const dialog = () => screen.getByRole('dialog');
const chooseType = (name: string) => {
  const select = within(dialog()).getByLabelText(/Osoitteen tyyppi/);
  const option = within(select).getByRole('option', { name }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
};

describe('addresses and contact details', () => {
  it('lists the addresses under their Finnish type names, link-like ones as links', async () => {
    answer([POSTAL, WEB]);
    open();
    expect(await screen.findByText('Mannerheimintie 12')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Osoitteet ja yhteystiedot', selected: true })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Postiosoite' })).getByText('00100 Helsinki')).toBeTruthy();
    const link = within(screen.getByRole('region', { name: 'Verkkosivut' })).getByRole('link', { name: 'www.virtanen.fi' });
    expect(link.getAttribute('href')).toBe('https://www.virtanen.fi');
  });

  it('tells in Finnish when there are none', async () => {
    answer([]);
    open();
    expect(await screen.findByText('Yritykselle ei ole tallennettu osoitteita eikä yhteystietoja.')).toBeTruthy();
  });

  it('hides the change controls from a person without the company_details permission', async () => {
    answer([POSTAL], buildMembership({ companyAdmin: false, permissions: [] }));
    open();
    await screen.findByText('Mannerheimintie 12');
    expect(screen.queryByRole('button', { name: 'Lisää osoite' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Muokkaa/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Poista/ })).toBeNull();
  });

  it('shows the type’s fields only, checks them in Finnish and sends nothing while they are missing', async () => {
    answer([]);
    let posts = 0;
    server.use(
      http.post(api('/companies/7/addresses'), () => {
        posts += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Lisää osoite' }));
    expect(within(dialog()).getByText('Valitse ensin osoitteen tyyppi, niin näet sen kentät.')).toBeTruthy();
    chooseType('Postilokero');
    expect(within(dialog()).getByLabelText(/^Postilokero/)).toBeTruthy();
    expect(within(dialog()).queryByLabelText(/^Katuosoite/)).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog()).findByText('Postilokeron numero on pakollinen.')).toBeTruthy();
    expect(within(dialog()).getByText('Postinumero on pakollinen.')).toBeTruthy();
    expect(within(dialog()).getByText('Postitoimipaikka on pakollinen.')).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText(/^Postinumero/), { target: { value: '123' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog()).findByText('Postinumeron on oltava viisi numeroa.')).toBeTruthy();

    chooseType('Sähköposti');
    fireEvent.change(within(dialog()).getByLabelText(/^Sähköpostiosoite/), { target: { value: 'info(at)virtanen.fi' } });
    fireEvent.submit(within(dialog()).getByLabelText(/^Sähköpostiosoite/).closest('form') as HTMLFormElement);
    expect(await within(dialog()).findByText('Anna kelvollinen sähköpostiosoite, esim. info@yritys.fi.')).toBeTruthy();
    expect(posts).toBe(0);
  });

  it('adds an e-invoice address with the operator list and the OVT suggestion, then toasts', async () => {
    answer([]);
    let sent: unknown;
    server.use(
      http.post(api('/companies/7/addresses'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 9, addressTypeId: 12, electronicBillingAddress: '003729000004', electronicBillingOperator: 'Maventa', electronicBillingOperatorId: '003721291126' }, { status: 201 });
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Lisää osoite' }));
    chooseType('Verkkolaskuosoite');
    expect(within(dialog()).getByText('Ehdotus Y-tunnuksen perusteella: 003729000004')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Käytä ehdotusta' }));
    expect((within(dialog()).getByLabelText(/^Verkkolaskuosoite/) as HTMLInputElement).value).toBe('003729000004');
    const operator = within(dialog()).getByLabelText(/^Operaattori/);
    fireEvent.change(operator, { target: { value: 'Maventa' } });
    expect((within(dialog()).getByLabelText(/^Välittäjätunnus/) as HTMLInputElement).value).toBe('003721291126');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Osoite lisätty')).toBeTruthy();
    expect(sent).toEqual({
      address_type_id: 12,
      electronic_billing_address: '003729000004',
      electronic_billing_operator: 'Maventa',
      electronic_billing_operator_id: '003721291126',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('changes an address by sending it whole, its type and that type’s fields, then toasts', async () => {
    answer([POSTAL]);
    let sent: unknown;
    server.use(
      http.put(api('/companies/7/addresses/1'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...POSTAL, street: 'Aleksanterinkatu 1' });
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Muokkaa: Mannerheimintie 12, 00100 Helsinki, Suomi' }));
    expect((within(dialog()).getByLabelText(/^Katuosoite/) as HTMLInputElement).value).toBe('Mannerheimintie 12');
    fireEvent.change(within(dialog()).getByLabelText(/^Katuosoite/), { target: { value: 'Aleksanterinkatu 1' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Osoite tallennettu')).toBeTruthy();
    expect(sent).toEqual({ address_type_id: 1, street: 'Aleksanterinkatu 1', zipcode: '00100', city: 'Helsinki', country: 'FI' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s 422 messages beside the inputs and keeps what was typed', async () => {
    answer([]);
    server.use(
      http.post(api('/companies/7/addresses'), () =>
        HttpResponse.json({ message: 'Annetuissa tiedoissa on virheitä. Korjaa merkityt kentät.', code: 'validation', errors: { electronic_address: ['Palvelin ei hyväksy tätä osoitetta.'] } }, { status: 422 }),
      ),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Lisää osoite' }));
    chooseType('Verkkosivut');
    fireEvent.change(within(dialog()).getByLabelText(/^Verkkosivujen osoite/), { target: { value: 'www.virtanen.fi' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog()).findByText('Palvelin ei hyväksy tätä osoitetta.')).toBeTruthy();
    expect((within(dialog()).getByLabelText(/^Verkkosivujen osoite/) as HTMLInputElement).value).toBe('www.virtanen.fi');
  });

  it('asks for confirmation before removing, offers removal only where SPEC §5 allows it, and toasts', async () => {
    const addresses = [POSTAL, WEB, LOCKED];
    answer(addresses);
    let removed: string | undefined;
    server.use(
      http.delete(api('/companies/7/addresses/:addressId'), ({ params }) => {
        removed = String(params.addressId);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    open();
    await screen.findByText('Mannerheimintie 12');
    expect(screen.getByRole('button', { name: 'Muokkaa: 003729000004, Operaattori Apix (003723327487)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Poista: 003729000004/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Poista: www.virtanen.fi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Poistetaanko osoite?' });
    expect(within(confirm).getByText('Poistetaan Verkkosivut: www.virtanen.fi. Poistoa ei voi perua.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Poista: www.virtanen.fi' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Poistetaanko osoite?' })).getByRole('button', { name: 'Poista' }));
    expect(await screen.findByText('Osoite poistettu')).toBeTruthy();
    expect(removed).toBe('2');
  });

  it('an address’s form has an address of its own: opened by it, Back closes it (issue 19 §4)', async () => {
    answer([POSTAL]);
    const { router } = open('/companies/7/addresses/1/edit');
    const form = await screen.findByRole('dialog');
    expect((within(form).getByLabelText(/^Katuosoite/) as HTMLInputElement).value).toBe('Mannerheimintie 12');
    fireEvent.click(within(form).getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/companies/7/addresses');
    fireEvent.click(await screen.findByRole('button', { name: 'Lisää osoite' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/companies/7/addresses/new');
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
