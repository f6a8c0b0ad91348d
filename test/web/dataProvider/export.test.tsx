import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/dataProvider';
import { csvCell, csvRows } from '../../../src/components/entity/entityExporter';
import { allInvites } from '../../../src/domain/entities/officeLists';
import { api, server, setUpApi } from '../pages/helpers';

setUpApi();

const provider = createDataProvider({ offices: 'companies/:companyId/offices' });

describe('a list page larger than the server answers (CSV export asks for 1000)', () => {
  it('is fetched as the server pages of 100 that cover it, and cut to the asked range', async () => {
    const rows = Array.from({ length: 250 }, (_, index) => ({ id: index + 1 }));
    const asked: string[] = [];
    server.use(
      http.get(api('/companies/7/offices'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const page = Number(query.get('page'));
        const size = Number(query.get('paginate'));
        asked.push(`${page}/${size}`);
        if (size > 100) return HttpResponse.json({ message: 'too large' }, { status: 422 });
        const data = rows.slice((page - 1) * size, page * size);
        return HttpResponse.json({ data, meta: { currentPage: page, perPage: size, total: rows.length, lastPage: Math.ceil(rows.length / size) } });
      }),
    );
    const all = await provider.getList('offices', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' }, filter: {}, meta: { companyId: 7 } });
    expect(asked).toEqual(['1/100', '2/100', '3/100']);
    expect(all.total).toBe(250);
    expect(all.data.map((row) => row.id)).toEqual(rows.map((row) => row.id));

    asked.length = 0;
    const second = await provider.getList('offices', { pagination: { page: 2, perPage: 150 }, sort: { field: 'id', order: 'ASC' }, filter: {}, meta: { companyId: 7 } });
    expect(asked).toEqual(['2/100', '3/100']);
    expect(second.data.map((row) => row.id)).toEqual(rows.slice(150, 250).map((row) => row.id));
  });
});

describe('CSV export of an office list', () => {
  it('heads the columns with the Finnish field names and writes values as the screens show them', () => {
    const rows = csvRows(allInvites, [
      {
        id: 5,
        companyId: 3,
        company: { id: 3, name: 'Rakennus Oy', registrationNumber: '1234567-1' },
        email: 'uusi@example.fi',
        companyAdmin: false,
        companyManagingDirector: false,
        companyContactPerson: true,
        createdAt: '2026-11-01T08:00:00.000Z',
        expiresAt: '2026-11-08T08:00:00.000Z',
        expired: true,
      },
    ]);
    expect(rows).toEqual([
      {
        Tunniste: '5',
        Yritys: 'Rakennus Oy',
        Sähköpostiosoite: 'uusi@example.fi',
        Pääkäyttäjä: 'Ei',
        Toimitusjohtaja: 'Ei',
        Yhteyshenkilö: 'Kyllä',
        Lähetetty: '01.11.2026 klo 08.00',
        Voimassa: '08.11.2026 klo 08.00',
        Vanhentunut: 'Kyllä',
      },
    ]);
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(csvCell('+358401234567')).toBe("'+358401234567");
    expect(csvCell('Rakennus Oy')).toBe('Rakennus Oy');
  });
});
