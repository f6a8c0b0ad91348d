import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../src/dataProvider';
import { FileUpload, IMAGE_TYPES, PDF_TYPES } from '../../../src/components/files/FileUpload';
import i18nProvider from '../../../src/i18n/i18nProvider';
import { FakeXhr, lastXhr } from './fakeXhr';
import { addFinancialYearFile } from '../../../src/domain/api/financeActions';

const provider = createDataProvider({});
const pdf = (name = 'tase.pdf') => new File(['%PDF-1.4 tase'], name, { type: 'application/pdf' });

beforeEach(() => {
  FakeXhr.made = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderUpload(props: Partial<Parameters<typeof FileUpload>[0]> = {}) {
  const uploaded = vi.fn();
  render(
    <AdminContext dataProvider={provider} i18nProvider={i18nProvider}>
      <FileUpload
        label="Tilinpäätöksen liite"
        accept={PDF_TYPES}
        upload={(file, options) => provider.action(addFinancialYearFile, { id: 7, yearId: 2 }, { fields: { file_type_id: '1' }, files: { file }, ...options })}
        onUploaded={uploaded}
        {...props}
      />
    </AdminContext>,
  );
  return uploaded;
}

const chooser = () => document.querySelector('input[type=file]') as HTMLInputElement;
const choose = (...files: File[]) => fireEvent.change(chooser(), { target: { files } });

describe('FileUpload', () => {
  it('is a labelled group with a keyboard-usable button that opens the file chooser, and tells the allowed types', async () => {
    renderUpload();
    expect(screen.getByRole('group', { name: 'Tilinpäätöksen liite' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Valitse tiedosto' });
    const click = vi.spyOn(chooser(), 'click');
    button.focus();
    fireEvent.click(button);
    expect(click).toHaveBeenCalled();
    expect(screen.getByText('Sallitut tiedostotyypit: PDF. Enintään 10 Mt.')).toBeTruthy();
    expect(chooser().accept).toBe('application/pdf,.pdf');
  });

  it('shows the progress of a file, then done; the answer goes to onUploaded', async () => {
    const uploaded = renderUpload();
    choose(pdf());
    await waitFor(() => expect(lastXhr()).toBeTruthy());
    expect((lastXhr().body as FormData).get('file_type_id')).toBe('1');
    act(() => lastXhr().progress(250, 1000));
    const bar = await screen.findByRole('progressbar', { name: 'Tiedoston tase.pdf lähetys' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    act(() => lastXhr().respond(201, { id: 9, name: 'tase.pdf' }));
    expect(await screen.findByText('Lähetetty')).toBeTruthy();
    expect(uploaded).toHaveBeenCalledWith({ id: 9, name: 'tase.pdf' }, expect.any(File));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('cancels a file on the way; the file stays and can be sent again', async () => {
    renderUpload();
    choose(pdf());
    await waitFor(() => expect(lastXhr()).toBeTruthy());
    fireEvent.click(await screen.findByRole('button', { name: 'Peruuta tiedoston tase.pdf lähetys' }));
    expect(lastXhr().aborted).toBe(true);
    expect(await screen.findByText('Lähetys peruttu. Voit lähettää tiedoston uudelleen.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä tase.pdf uudelleen' }));
    await waitFor(() => expect(FakeXhr.made).toHaveLength(2));
    act(() => lastXhr().respond(201, { id: 10 }));
    expect(await screen.findByText('Lähetetty')).toBeTruthy();
  });

  it("shows the server's Finnish refusal beside the file, keeps it for another try, and checks size and emptiness before sending", async () => {
    renderUpload({ accept: IMAGE_TYPES, maxBytes: 1024 * 1024 });
    choose(pdf('kuva.png'));
    await waitFor(() => expect(lastXhr()).toBeTruthy());
    act(() =>
      lastXhr().respond(422, {
        message: 'Tiedoston tyyppi ei ole sallittu. Sallitut tyypit: JPEG, PNG.',
        code: 'validation',
        errors: { file: ['Tiedoston tyyppi ei ole sallittu. Sallitut tyypit: JPEG, PNG.'] },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Tiedoston tyyppi ei ole sallittu. Sallitut tyypit: JPEG, PNG.');
    expect(screen.getByText('kuva.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lähetä kuva.png uudelleen' })).toBeTruthy();

    choose(new File([new Uint8Array(2 * 1024 * 1024)], 'iso.png', { type: 'image/png' }));
    expect(await screen.findByText('Tiedosto on liian suuri (enintään 1 Mt).')).toBeTruthy();
    choose(new File([], 'tyhja.png', { type: 'image/png' }));
    expect(await screen.findByText('Tiedosto on tyhjä.')).toBeTruthy();
    // Neither was sent.
    expect(FakeXhr.made).toHaveLength(1);
  });

  it('takes files dropped on it', async () => {
    renderUpload({ multiple: true });
    const area = screen.getByRole('group', { name: 'Tilinpäätöksen liite' });
    fireEvent.dragOver(area, { dataTransfer: { files: [] } });
    expect(screen.getByText('Pudota tiedosto')).toBeTruthy();
    fireEvent.drop(area, { dataTransfer: { files: [pdf('a.pdf'), pdf('b.pdf')] } });
    await waitFor(() => expect(FakeXhr.made).toHaveLength(2));
    expect(screen.getByText('a.pdf')).toBeTruthy();
    expect(screen.getByText('b.pdf')).toBeTruthy();
  });

  it('drops a refused file\'s row, "Yritä uudelleen" with it, once a good file has replaced it', async () => {
    const uploaded = renderUpload();
    choose(pdf('rikki.pdf'));
    await waitFor(() => expect(lastXhr()).toBeTruthy());
    act(() => lastXhr().respond(422, { message: 'Tiedosto ei ole kelvollinen PDF.', code: 'validation', errors: { file: ['Tiedosto ei ole kelvollinen PDF.'] } }));
    expect(await screen.findByRole('button', { name: 'Lähetä rikki.pdf uudelleen' })).toBeTruthy();

    choose(pdf('ehja.pdf'));
    await waitFor(() => expect(FakeXhr.made).toHaveLength(2));
    // While the new file goes, the refused one still tells why.
    expect(screen.getByRole('alert').textContent).toBe('Tiedosto ei ole kelvollinen PDF.');
    act(() => lastXhr().respond(201, { id: 11 }));
    expect(await screen.findByText('Lähetetty')).toBeTruthy();
    expect(uploaded).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('rikki.pdf')).toBeNull();
    expect(screen.queryByRole('button', { name: /uudelleen/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with several files, a good file replaces only the refused one of its name', async () => {
    renderUpload({ multiple: true });
    choose(pdf('a.pdf'), pdf('b.pdf'));
    await waitFor(() => expect(FakeXhr.made).toHaveLength(2));
    act(() => FakeXhr.made[0]!.respond(422, { message: 'Virhe A.', code: 'validation', errors: { file: ['Virhe A.'] } }));
    act(() => FakeXhr.made[1]!.respond(422, { message: 'Virhe B.', code: 'validation', errors: { file: ['Virhe B.'] } }));
    expect(await screen.findByRole('button', { name: 'Lähetä b.pdf uudelleen' })).toBeTruthy();
    choose(pdf('a.pdf'));
    await waitFor(() => expect(FakeXhr.made).toHaveLength(3));
    act(() => lastXhr().respond(201, { id: 12 }));
    expect(await screen.findByText('Lähetetty')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lähetä a.pdf uudelleen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Lähetä b.pdf uudelleen' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Virhe B.');
  });
});
