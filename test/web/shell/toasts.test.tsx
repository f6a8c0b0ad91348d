/** Every toast lasts SPEC §9's 5000 ms by default, react-admin's own notices included. */
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext, useNotify } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../src/areas/shared/Toasts';
import i18nProvider from '../../../src/i18n/i18nProvider';

function NotifyOnce() {
  const notify = useNotify();
  useEffect(() => notify('ra.notification.updated', { messageArgs: { smart_count: 1 } }), [notify]);
  return null;
}

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it("keeps react-admin's own notice on screen 5000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <NotifyOnce />
        <Toasts />
      </AdminContext>,
    );
    const toast = await screen.findByRole('alert');
    await vi.advanceTimersByTimeAsync(4500);
    expect(toast.isConnected && screen.queryByRole('alert')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(1500);
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
