import { render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ContactType } from '../../../src/domain/codes';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { AddressLines } from '../../../src/resources/companies/AddressLines';
import type { AddressLike } from '../../../src/domain/addresses';

function linesOf(address: AddressLike): string[] {
  const { container } = render(
    <I18nContextProvider value={i18nProvider}>
      <AddressLines address={address} />
    </I18nContextProvider>,
  );
  return [...container.querySelectorAll('p')].map((p) => p.textContent ?? '');
}

const full: AddressLike = {
  addressTypeId: ContactType.postalStreet,
  street: 'Mannerheimintie 1',
  addressLine1: 'Ignored line',
  zipcode: '00100',
  city: 'Helsinki',
  country: 'FI',
};

describe('AddressLines', () => {
  it('domestic types show street, zipcode and city, country', () => {
    expect(linesOf(full)).toEqual(['Mannerheimintie 1', '00100 Helsinki', 'Suomi']);
  });

  it('a PO box shows the box number in place of the street', () => {
    expect(linesOf({ ...full, addressTypeId: ContactType.postalPoBox, street: null, poBox: '123' })).toEqual([
      'PL 123',
      '00100 Helsinki',
      'Suomi',
    ]);
  });

  it('foreign types show address lines 1-4 and country, not the street', () => {
    const foreign: AddressLike = {
      addressTypeId: ContactType.visitingForeign,
      street: 'Not shown',
      addressLine1: 'Drottninggatan 5',
      addressLine2: '111 51 Stockholm',
      addressLine3: null,
      addressLine4: '',
      country: 'SE',
    };
    expect(linesOf(foreign)).toEqual(['Drottninggatan 5', '111 51 Stockholm', 'Ruotsi']);
  });

  it('link-like types are links: web over https, e-mail as mailto', () => {
    render(
      <I18nContextProvider value={i18nProvider}>
        <AddressLines address={{ addressTypeId: ContactType.web, electronicAddress: 'www.rakennus.fi' }} />
        <AddressLines address={{ addressTypeId: ContactType.email, electronicAddress: 'info@rakennus.fi' }} />
        <AddressLines
          address={{ addressTypeId: ContactType.linkedin, electronicAddress: 'https://linkedin.com/company/rakennus' }}
        />
      </I18nContextProvider>,
    );
    expect(screen.getByRole('link', { name: 'www.rakennus.fi' }).getAttribute('href')).toBe('https://www.rakennus.fi');
    expect(screen.getByRole('link', { name: 'info@rakennus.fi' }).getAttribute('href')).toBe('mailto:info@rakennus.fi');
    expect(screen.getByRole('link', { name: 'https://linkedin.com/company/rakennus' }).getAttribute('href')).toBe(
      'https://linkedin.com/company/rakennus',
    );
  });

  it('a script URL is never made a link target', () => {
    render(
      <I18nContextProvider value={i18nProvider}>
        <AddressLines address={{ addressTypeId: ContactType.web, electronicAddress: 'javascript:alert(1)' }} />
      </I18nContextProvider>,
    );
    expect(screen.getByRole('link').getAttribute('href')?.startsWith('https://')).toBe(true);
  });
});
