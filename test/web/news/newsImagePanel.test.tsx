/**
 * A news item's own image on the office's page (issue 22 §4): the upload replaces the image and the
 * page shows the new one; an uploaded image is removed only after a confirmation; an address typed
 * in the form has no removal here (the form changes it).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { NewsItem } from '../../../src/domain/entities/newsItem';
import { FakeXhr, lastXhr } from '../files/fakeXhr';
import { officeUser, stubApi } from '../shell/fetchStub';
import { renderStaffArea } from '../shell/renderStaffArea';

const item: NewsItem = {
  id: 5,
  title: 'Uusi pätevyysluokka',
  date: '2026-11-20',
  categoryName: 'Tiedote',
  description: 'Tiivistelmä.',
  body: null,
  image: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const uploaded: NewsItem = { ...item, image: '/api/news-items/5/image/content?v=77' };

beforeEach(() => {
  resetCurrentUser();
  FakeXhr.made = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('the image of a news item (office)', () => {
  it('uploads an image, which the page then shows, and removes it after a confirmation', async () => {
    let current = item;
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/news-items/5': async () => new Response(JSON.stringify(current), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      'DELETE /api/news-items/5/image': async () => {
        current = item;
        return new Response(JSON.stringify(item), { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
    });
    renderStaffArea('/office/news-items/5/show');
    expect(await screen.findByText('Uutisella ei ole kuvaa.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Poista kuva' })).toBeNull();

    const input = (await screen.findByLabelText('Lataa kuva (JPEG tai PNG, korvaa nykyisen)', { selector: 'input' })) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'tyomaa.png', { type: 'image/png' })] } });
    await waitFor(() => expect(FakeXhr.made).toHaveLength(1));
    expect(lastXhr()?.method).toBe('POST');
    expect(lastXhr()?.url).toBe('/api/news-items/5/image');
    current = uploaded;
    act(() => lastXhr()?.respond(200, uploaded));
    const image = await screen.findByRole('img', { name: 'Uutisen ”Uusi pätevyysluokka” kuva' });
    expect(image.getAttribute('src')).toBe(uploaded.image);
    expect(await screen.findByText('Kuva on tallennettu.')).toBeTruthy();

    // Removing asks first; cancelling removes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Poista kuva' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Etusivulla uutinen näkyy ilman kuvaa/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Poista kuva' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vahvista' }));
    expect(await screen.findByText('Kuva on poistettu.')).toBeTruthy();
    expect(await screen.findByText('Uutisella ei ole kuvaa.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/news-items/5/image']);
  });

  it('shows a typed address as the image, with no removal of its own', async () => {
    stubApi({ 'GET /api/users/me': { body: officeUser }, 'GET /api/news-items/5': { body: { ...item, image: '/kuvat/uutinen.jpg' } } });
    renderStaffArea('/office/news-items/5/show');
    expect((await screen.findByRole('img', { name: 'Uutisen ”Uusi pätevyysluokka” kuva' })).getAttribute('src')).toBe('/kuvat/uutinen.jpg');
    expect(screen.queryByRole('button', { name: 'Poista kuva' })).toBeNull();
  });
});
