import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { InvoicingBasis } from '../../../src/domain/invoicing';
import { officeUser, stubApi } from '../shell/fetchStub';
import { renderStaffArea } from '../shell/renderStaffArea';

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

const basis: InvoicingBasis = {
  from: '2031-03-01',
  to: '2031-03-31',
  rowCount: 1,
  totals: { net: 1000, vat: 255, gross: 1255 },
  companies: [
    {
      companyId: 3,
      companyName: 'Rakennus Oy',
      registrationNumber: '1234567-1',
      einvoiceAddress: '003712345671',
      operatorId: '003721291126',
      operatorName: 'Maventa',
      addressLines: [],
      totals: { net: 1000, vat: 255, gross: 1255 },
      rows: [
        {
          key: 'agreement:7:2031-03-15',
          kind: 'agreement',
          companyId: 3,
          description: 'Pätevyyspalvelu, sopimusversio 2',
          billingDate: '2031-03-15',
          periodFrom: '2031-03-15',
          periodTo: '2032-03-14',
          productCode: 'PATEVYYS',
          quantity: 1,
          unit: 'vuosi',
          unitPrice: 1000,
          vatPercentage: 25.5,
          net: 1000,
          vat: 255,
          gross: 1255,
        },
      ],
    },
  ],
};

describe('Laskutusperuste', () => {
  it('shows the rows of the chosen period with totals, offers the exports and marks the rows invoiced after a confirmation', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/invoicing/basis': { body: basis },
      'POST /api/invoicing/basis/invoiced': { body: { invoiced: 1, alreadyInvoiced: 0 } },
    });
    renderStaffArea('/office/invoicing-basis');
    fireEvent.change(await screen.findByLabelText('Alkaen'), { target: { value: '2031-03-01' } });
    fireEvent.change(screen.getByLabelText('Päättyen'), { target: { value: '2031-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Näytä' }));
    const section = await screen.findByRole('region', { name: 'Rakennus Oy' });
    expect(within(section).getByText('Pätevyyspalvelu, sopimusversio 2')).toBeTruthy();
    expect(section.textContent).toContain('1\u00a0255,00 €');
    const basisCalls = calls.filter((c) => c.path === '/api/invoicing/basis');
    expect(basisCalls.at(-1)?.query.get('from')).toBe('2031-03-01');
    expect(basisCalls.at(-1)?.query.get('to')).toBe('2031-03-31');
    expect(screen.getByRole('link', { name: 'Lataa CSV' }).getAttribute('href')).toBe('/api/invoicing/basis?from=2031-03-01&to=2031-03-31&format=csv');
    expect(screen.getByRole('link', { name: 'Lataa Finvoice' }).getAttribute('href')).toBe('/api/invoicing/basis?from=2031-03-01&to=2031-03-31&format=finvoice');

    fireEvent.click(screen.getByRole('button', { name: 'Merkitse laskutetuksi' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('1 riviä merkitään laskutetuiksi');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: /Vahvista|Kyllä|OK/i }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ from: '2031-03-01', to: '2031-03-31', row_keys: ['agreement:7:2031-03-15'] }));
  });
});
