import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { IndustriesInput } from '../../../src/components/industries/IndustriesInput';
import type { ClassificationIndustryNode } from '../../../src/domain/entities/classificationIndustry';
import { industrySortNumber } from '../../../src/domain/industries';
import { api, renderPage, server, setUpApi } from '../pages/helpers';

setUpApi();

const industry = (id: number, parentId: number | null, symbolicNumber: string, shortDescription: string, children: ClassificationIndustryNode[] = []): ClassificationIndustryNode => ({
  id,
  parentId,
  symbolicNumber,
  shortDescription,
  longDescription: null,
  sortNumber: industrySortNumber(symbolicNumber) ?? 0,
  availableProficiency: true,
  availableCertification: false,
  active: true,
  requirements: [],
  children,
});

const tree = [
  industry(1, null, '1', 'Talonrakentaminen', [industry(2, 1, '1.1', 'Asuinrakennukset', [industry(3, 2, '1.1.1', 'Asuinkerrostalot')])]),
  industry(4, null, '5', 'Kosteudenhallinta', [industry(5, 4, '5.1', 'Kosteudenhallintakoordinointi')]),
];

function Harness({ initial = [] as number[] }) {
  const [value, setValue] = useState<number[]>(initial);
  return (
    <>
      <IndustriesInput value={value} onChange={setValue} label="industries.picker.title" />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

function serve() {
  const queries: string[] = [];
  server.use(
    http.get(api('/classification-industries'), ({ request }) => {
      queries.push(new URL(request.url).search);
      return HttpResponse.json({ data: tree, meta: { currentPage: 1, perPage: 2, total: 2, lastPage: 1 } });
    }),
  );
  return queries;
}

describe('the classification industries modal', () => {
  it('opens at the tree, expands, searches by text and number, and returns the picked ids', async () => {
    const queries = serve();
    renderPage('/', '/', <Harness initial={[5]} />);
    // The picked industry shows by its number and name.
    expect(await screen.findByText('5.1 Kosteudenhallintakoordinointi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Valitse toimialat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valitse toimialat' });
    expect(queries[0]).toContain('tree=true');
    expect(within(dialog).getByText('Valittu 1 toimiala')).toBeTruthy();
    expect(within(dialog).queryByText('Asuinrakennukset')).toBeNull();

    const expand = within(dialog).getByRole('button', { name: 'Näytä alatoimialat: 1 Talonrakentaminen' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    expect(within(dialog).getByText('Asuinrakennukset')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Piilota alatoimialat: 1 Talonrakentaminen' }).getAttribute('aria-expanded')).toBe('true');

    const search = within(dialog).getByRole('searchbox', { name: 'Hae toimialaa nimellä tai numerolla' });
    fireEvent.change(search, { target: { value: 'kerros' } });
    // A match shows with its ancestors, opened.
    expect(within(dialog).getByText('Asuinkerrostalot')).toBeTruthy();
    expect(within(dialog).queryByText('Kosteudenhallinta')).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '1.1.1 Asuinkerrostalot' }));
    fireEvent.change(search, { target: { value: '5.1' } });
    expect(within(dialog).queryByText('Asuinkerrostalot')).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '5.1 Kosteudenhallintakoordinointi' }));
    fireEvent.change(search, { target: { value: 'ei tällaista' } });
    expect(within(dialog).getByText('Haulla ei löytynyt toimialoja.')).toBeTruthy();
    expect(within(dialog).getByText('Valittu 1 toimiala')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Valitse' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('3'));
    expect(screen.getByText('1.1.1 Asuinkerrostalot')).toBeTruthy();
  });

  it('resets its search and picks when closed without choosing (SPEC §4)', async () => {
    serve();
    renderPage('/', '/', <Harness initial={[]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Valitse toimialat' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'kosteud' } });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '5 Kosteudenhallinta' }));
    expect(within(dialog).getByText('Valittu 1 toimiala')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('value').textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Valitse toimialat' }));
    dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(within(dialog).getByText('Valittu 0 toimialaa')).toBeTruthy();
    expect(within(dialog).queryByText('Asuinrakennukset')).toBeNull();
  });

  it('removes a pick from its chip', async () => {
    serve();
    renderPage('/', '/', <Harness initial={[3, 5]} />);
    const chip = (await screen.findByText('1.1.1 Asuinkerrostalot')).closest('.MuiChip-root') as HTMLElement;
    fireEvent.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('5'));
  });
});
