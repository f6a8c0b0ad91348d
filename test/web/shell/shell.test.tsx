import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Notification, memoryStore, useNotificationContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../src/App';
import { notificationType, useAgreementToast, useToast } from '../../../src/areas/shared/notify';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

afterEach(() => vi.unstubAllGlobals());

describe('top-level routes', () => {
  it('shows a Finnish loading spinner while an area loads', () => {
    // The user never arrives: the area stays in its loading state.
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    render(
      <MemoryRouter initialEntries={['/office/companies']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('progressbar', { name: 'Ladataan…' })).toBeTruthy();
  });
});

function ToastButtons() {
  const toast = useToast();
  const agreementToast = useAgreementToast();
  const { notifications } = useNotificationContext();
  return (
    <>
      <button onClick={() => toast('danger', 'pateva.companies.saved')}>danger</button>
      <button onClick={() => agreementToast('success', 'Sopimus on irtisanottu')}>agreement</button>
      <output>{notifications.map((n) => `${n.type}:${n.notificationOptions?.autoHideDuration}`).join(',')}</output>
    </>
  );
}

describe('toasts', () => {
  it('maps the SPEC types onto react-admin: danger shows as error', () => {
    expect(notificationType('danger')).toBe('error');
    expect(notificationType('warning')).toBe('warning');
  });

  const renderToasts = (withSnackbar: boolean) =>
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
          <ToastButtons />
          {withSnackbar && <Notification />}
        </AdminContext>
      </MemoryRouter>,
    );

  it('lasts 5000 ms by default and 1500 ms for agreements', () => {
    // Without the snackbar nothing takes toasts off the queue, so both can be read back.
    renderToasts(false);
    fireEvent.click(screen.getByText('danger'));
    fireEvent.click(screen.getByText('agreement'));
    expect(screen.getByRole('status').textContent).toBe('error:5000,success:1500');
  });

  it('shows the Finnish text of the key', async () => {
    renderToasts(true);
    fireEvent.click(screen.getByText('danger'));
    expect(await screen.findByText('Yritys tallennettu')).toBeTruthy();
  });
});
