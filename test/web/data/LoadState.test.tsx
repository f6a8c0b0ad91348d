import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { LoadState } from '../../../src/components/data/LoadState';
import type { Loadable } from '../../../src/components/data/useResource';
import i18nProvider from '../../../src/i18n/i18nProvider';

const show = (element: ReactElement) => render(<AdminContext i18nProvider={i18nProvider}>{element}</AdminContext>);

function Offices({ state, ...rest }: { state: Loadable<string[]> & { reload?: () => void }; spinner?: boolean; emptyText?: string }) {
  return (
    <LoadState state={state} loadingText="offices.loading" failedText="offices.loadFailed" retryText="offices.retry" emptyText="offices.empty" {...rest}>
      {(rows) => <ul aria-label="rows">{rows.map((row) => <li key={row}>{row}</li>)}</ul>}
    </LoadState>
  );
}

describe('LoadState', () => {
  it('while loading shows the Finnish loading line, with a spinner and role status when asked', () => {
    const { unmount } = show(<Offices state={{ status: 'loading' }} />);
    expect(screen.getByText('Ladataan yksiköitä…')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    show(<Offices state={{ status: 'loading' }} spinner />);
    expect(screen.getByRole('status').textContent).toBe('Ladataan yksiköitä…');
  });

  it('on failure shows an error alert, with a retry button that reloads the state when it can', () => {
    const reload = vi.fn();
    const { unmount } = show(<Offices state={{ status: 'failed', error: new Error('x') }} />);
    expect(screen.getByRole('alert').textContent).toBe('Yksiköitä ei saatu ladattua. Yritä hetken kuluttua uudelleen.');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    show(<Offices state={{ status: 'failed', error: new Error('x'), reload }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the empty-state text for an empty list, and the data otherwise', () => {
    const { unmount } = show(<Offices state={{ status: 'loaded', data: [] }} />);
    expect(screen.getByText('Yritykselle ei ole lisätty yksiköitä.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    show(<Offices state={{ status: 'loaded', data: ['Pääkonttori', 'Tampereen yksikkö'] }} />);
    expect(screen.getByRole('list', { name: 'rows' }).textContent).toBe('PääkonttoriTampereen yksikkö');
    expect(screen.queryByText('Yritykselle ei ole lisätty yksiköitä.')).toBeNull();
  });

  it('asks isEmpty about other shapes, and leaves an empty answer to the children without an empty text', () => {
    const page = { data: [] as string[], total: 0 };
    const { unmount } = show(
      <LoadState state={{ status: 'loaded', data: page }} loadingText="offices.loading" failedText="offices.loadFailed" emptyText="offices.empty" isEmpty={(p) => p.data.length === 0}>
        {() => 'rows'}
      </LoadState>,
    );
    expect(screen.getByText('Yritykselle ei ole lisätty yksiköitä.')).toBeTruthy();
    unmount();
    show(<Offices state={{ status: 'loaded', data: [] }} emptyText={undefined} />);
    expect(screen.getByRole('list', { name: 'rows' }).textContent).toBe('');
  });
});
