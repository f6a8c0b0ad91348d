/** react-admin's own notices last as long as ours: SPEC §9's 5000 ms unless a toast says otherwise. */
import { Notification } from 'react-admin';
import { TOAST_DEFAULT_DURATION_MS } from '../../domain/toasts';

export function Toasts() {
  return <Notification autoHideDuration={TOAST_DEFAULT_DURATION_MS} />;
}
