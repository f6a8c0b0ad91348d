/** The front page's news modal (listing → selected item → back/close returns to the listing) and the help modal (Markdown without raw HTML). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NewsAndHelp } from '../../../src/pages/home/NewsAndHelp';
import { HelpButton } from '../../../src/areas/shared/HelpButton';
import { helpSlugOfPath } from '../../../src/pages/help/helpSlugs';
import { api, renderPage, server, setUpApi } from '../pages/helpers';

setUpApi();

const items = [
  { id: 11, title: 'Portaali avattu', date: '2026-11-20', description: 'Tiivistelmä yksi.', image: null, categoryName: 'Tiedote' },
  { id: 'liitto-2', title: 'Liiton uutinen', date: null, description: null, image: 'javascript:alert(1)', categoryName: null },
];

function useApi(feed: unknown[] = items) {
  const articles: string[] = [];
  server.use(
    http.get(api('/feed'), () => HttpResponse.json(feed)),
    http.get(api('/getarticle'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      articles.push(id);
      return HttpResponse.json({ id, body: `Artikkelin ${id} teksti.\n\nToinen kappale.` });
    }),
    http.get(api('/help-pages'), () => HttpResponse.json({ data: [], meta: { total: 0, page: 1, paginate: 100 } })),
    http.get(api('/help-pages/common'), () =>
      HttpResponse.json({
        id: 1,
        slug: 'common',
        title: 'Ohje',
        content: '# Tervetuloa\n\nLue **tämä**. <script>alert(1)</script> <b>lihava</b>\n\n[Hyvä](https://pateva.example) ja [paha](javascript:alert(1))',
        updatedAt: '2026-11-26T10:00:00.000Z',
      }),
    ),
  );
  return articles;
}

describe('front-page news modal', () => {
  it('lists the news, shows the selected item with its article, and returns to the listing with nothing selected', async () => {
    const articles = useApi();
    renderPage('*', '/', <NewsAndHelp />);
    fireEvent.click(await screen.findByRole('button', { name: 'Uutiset' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Portaali avattu')).toBeTruthy();
    expect(dialog.getByText('20.11.2026')).toBeTruthy();
    expect(dialog.getByText('Tiedote')).toBeTruthy();
    expect(dialog.getByText('Liiton uutinen')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: /^Portaali avattu/ }));
    expect(await dialog.findByText(/Artikkelin 11 teksti\./)).toBeTruthy();
    expect(articles).toEqual(['11']);
    expect(dialog.queryByText('Liiton uutinen')).toBeNull();

    fireEvent.click(dialog.getByRole('button', { name: 'Takaisin uutislistaan' }));
    expect(await dialog.findByText('Liiton uutinen')).toBeTruthy();

    // An image that is not https or a path of the site is never put on the page.
    fireEvent.click(dialog.getByRole('button', { name: /^Liiton uutinen/ }));
    expect(await dialog.findByText(/Artikkelin liitto-2 teksti\./)).toBeTruthy();
    expect(screen.getByRole('dialog').querySelector('img')).toBeNull();

    // Closing and opening again starts at the listing, nothing selected.
    fireEvent.click(dialog.getByRole('button', { name: 'Sulje' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Uutiset' }));
    const again = within(await screen.findByRole('dialog'));
    expect(await again.findByText('Portaali avattu')).toBeTruthy();
    expect(again.queryByRole('button', { name: 'Takaisin uutislistaan' })).toBeNull();
  });

  it('says so when there is no news', async () => {
    useApi([]);
    renderPage('*', '/', <NewsAndHelp />);
    fireEvent.click(await screen.findByRole('button', { name: 'Uutiset' }));
    expect(await within(await screen.findByRole('dialog')).findByText('Ei uutisia juuri nyt.')).toBeTruthy();
  });
});

describe('help modal', () => {
  it("opens the 'common' page and shows its Markdown with raw HTML as text and unsafe links disarmed", async () => {
    useApi();
    renderPage('*', '/', <NewsAndHelp />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ohje' }));
    const node = await screen.findByRole('dialog');
    const dialog = within(node);
    expect(await dialog.findByRole('heading', { name: 'Tervetuloa' })).toBeTruthy();
    expect(dialog.getByText('tämä').tagName).toBe('STRONG');
    // The HTML is shown as the text it is, never made into elements.
    expect(node.textContent).toContain('<script>alert(1)</script>');
    expect(node.textContent).toContain('<b>lihava</b>');
    expect(node.querySelector('script')).toBeNull();
    expect(node.querySelector('b')).toBeNull();
    expect(dialog.getByRole('link', { name: 'Hyvä' }).getAttribute('href')).toBe('https://pateva.example');
    expect(dialog.queryByRole('link', { name: 'paha' })).toBeNull();
    expect(dialog.getByText('paha')).toBeTruthy();
  });

  it('says so when the page does not exist yet', async () => {
    server.use(
      http.get(api('/help-pages'), () => HttpResponse.json({ data: [], meta: { total: 0, page: 1, paginate: 100 } })),
      http.get(api('/help-pages/common'), () => HttpResponse.json({ message: 'Ohjesivua ei löytynyt.' }, { status: 404 })),
    );
    renderPage('*', '/', <NewsAndHelp />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ohje' }));
    expect(await within(await screen.findByRole('dialog')).findByText('Tälle sivulle ei ole vielä ohjetta.')).toBeTruthy();
  });
});

const helpPages = [
  { id: 1, slug: 'common', title: 'Ohje', content: '# Yleinen ohje\n\nAloita etusivulta.', updatedAt: '2026-11-26T10:00:00.000Z' },
  { id: 2, slug: 'company-references', title: 'Referenssit', content: '# Referenssien ohje\n\nHae referenssejä.', updatedAt: '2026-11-26T10:00:00.000Z' },
  { id: 3, slug: 'company-people', title: 'Henkilöt', content: '# Henkilöiden ohje\n\nLisää henkilö.', updatedAt: '2026-11-26T10:00:00.000Z' },
  { id: 4, slug: 'office', title: 'Toimiston ohje', content: '# Toimistolle\n\nHakemukset.', updatedAt: '2026-11-26T10:00:00.000Z' },
];

/** The help pages as the server answers them: the index by title, one page by its slug (404 for a slug without one). */
function useHelpPages(pages = helpPages) {
  const asked: string[] = [];
  server.use(
    http.get(api('/help-pages'), ({ request }) => {
      const url = new URL(request.url);
      expect(url.searchParams.get('sort')).toBe('title');
      const data = [...pages].sort((a, b) => a.title.localeCompare(b.title, 'fi'));
      return HttpResponse.json({ data, meta: { total: data.length, page: 1, paginate: 100 } });
    }),
    http.get(api('/help-pages/:slug'), ({ params }) => {
      asked.push(String(params.slug));
      const page = pages.find((p) => p.slug === params.slug);
      return page ? HttpResponse.json(page) : HttpResponse.json({ message: 'Ohjesivua ei löytynyt.' }, { status: 404 });
    }),
  );
  return asked;
}

describe('help by section', () => {
  it('names the page of the section the user is in, and common elsewhere', () => {
    expect(helpSlugOfPath('/companies/12/references')).toBe('company-references');
    expect(helpSlugOfPath('/companies/12/references/5/show')).toBe('company-references');
    expect(helpSlugOfPath('/companies/12/overview')).toBe('company-overview');
    expect(helpSlugOfPath('/companies/12')).toBe('company-overview');
    expect(helpSlugOfPath('/companies/12/ei-osio')).toBe('company-overview');
    expect(helpSlugOfPath('/office/applications/3/show')).toBe('office');
    expect(helpSlugOfPath('/board/board-meetings')).toBe('board');
    expect(helpSlugOfPath('/audit/deviations')).toBe('audit');
    expect(helpSlugOfPath('/company-restructuring')).toBe('company-restructuring');
    expect(helpSlugOfPath('/')).toBe('common');
    expect(helpSlugOfPath('/account')).toBe('common');
  });

  it("opens the section's page from the app bar's button and moves to the other pages from the index", async () => {
    const asked = useHelpPages();
    renderPage('/companies/:companyId/references', '/companies/12/references', <HelpButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ohje tälle sivulle' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('heading', { name: 'Referenssien ohje' })).toBeTruthy();
    expect(asked).toEqual(['company-references']);
    expect(dialog.queryByText('Tälle sivulle ei ole vielä omaa ohjetta. Alla on yleinen ohje.')).toBeNull();
    // Every page of the company side, by title (not the staff areas' own); the one shown marked as the current one.
    const index = within(dialog.getByRole('navigation', { name: 'Kaikki ohjeet' }));
    expect(index.getAllByRole('button').map((button) => button.textContent)).toEqual(['Henkilöt', 'Ohje', 'Referenssit']);
    const current = () => index.getAllByRole('button').filter((button) => button.getAttribute('aria-current') === 'page').map((button) => button.textContent);
    expect(current()).toEqual(['Referenssit']);

    const people = index.getByRole('button', { name: 'Henkilöt' });
    people.focus();
    fireEvent.click(people);
    expect(await dialog.findByRole('heading', { name: 'Henkilöiden ohje' })).toBeTruthy();
    expect(current()).toEqual(['Henkilöt']);
    // The button pressed is still there with the focus, so the keyboard stays in the modal.
    expect(document.activeElement).toBe(index.getByRole('button', { name: 'Henkilöt' }));

    fireEvent.click(dialog.getByRole('button', { name: 'Sulje' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("lists the staff areas' own pages in a staff area", async () => {
    useHelpPages();
    renderPage('/office/*', '/office/applications', <HelpButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ohje tälle sivulle' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('heading', { name: 'Toimistolle' })).toBeTruthy();
    const index = within(dialog.getByRole('navigation', { name: 'Kaikki ohjeet' }));
    expect(index.getAllByRole('button').map((button) => button.textContent)).toEqual(['Henkilöt', 'Ohje', 'Referenssit', 'Toimiston ohje']);
  });

  it('shows the common page, saying so, where the section has no page of its own', async () => {
    const asked = useHelpPages();
    renderPage('/companies/:companyId/finances', '/companies/12/finances', <HelpButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ohje tälle sivulle' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('heading', { name: 'Yleinen ohje' })).toBeTruthy();
    expect(dialog.getByText('Tälle sivulle ei ole vielä omaa ohjetta. Alla on yleinen ohje.')).toBeTruthy();
    expect(asked).toEqual(['company-finances', 'common']);
    expect(dialog.queryByText('Tälle sivulle ei ole vielä ohjetta.')).toBeNull();
  });
});
