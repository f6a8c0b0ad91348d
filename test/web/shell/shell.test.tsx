import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
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

/** Every module the entry chunk holds: src/App.tsx and what it imports statically, transitively (type-only and dynamic imports excluded). */
function staticImports(entry: string): { files: string[]; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const resolve = (from: string, spec: string) =>
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => path.resolve(path.dirname(from), spec + ext)).find((file) => existsSync(file) && statSync(file).isFile());
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      if (!spec.startsWith('.')) {
        if (!packages.has(spec)) packages.set(spec, path.relative(process.cwd(), file));
        continue;
      }
      const target = resolve(file, spec);
      if (target && /\.tsx?$/.test(target)) visit(target);
    }
  };
  visit(path.resolve(entry));
  return { files: [...files], packages };
}

describe('the entry chunk (the sign-in pages, the spinner, the error page)', () => {
  it('imports no react-admin, data grid or zod: those load with an area or on use', () => {
    const { files, packages } = staticImports('src/App.tsx');
    expect(files.some((file) => file.endsWith(path.join('pages', 'auth', 'LoginPage.tsx')))).toBe(true);
    const heavy = [...packages].filter(([name]) => /^(react-admin|ra-|@mui\/x-|zod)/.test(name)).map(([name, from]) => `${name} (${from})`);
    expect(heavy).toEqual([]);
  });
});
