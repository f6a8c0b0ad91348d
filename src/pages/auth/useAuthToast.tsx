/**
 * Toasts on the sign-in pages: SPEC §8 types and §9 duration, at the bottom
 * centre as react-admin's notifications show, but without react-admin (and
 * without MUI's Snackbar, whose transitions these pages need nowhere else).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { ToastType } from '../../domain/codes';
import { TOAST_DEFAULT_DURATION_MS } from '../../domain/toasts';

interface Shown {
  type: ToastType;
  text: string;
}

/** `toast(type, text)` shows a Finnish text; `toastElement` must be rendered by the page. */
export function useAuthToast(): { toast: (type: ToastType, text: string) => void; toastElement: ReactNode } {
  const [shown, setShown] = useState<Shown | null>(null);
  const toast = useCallback((type: ToastType, text: string) => setShown({ type, text }), []);
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), TOAST_DEFAULT_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  const toastElement = shown && (
    <Box sx={{ position: 'fixed', left: '50%', bottom: 24, transform: 'translateX(-50%)', zIndex: 'snackbar', maxWidth: 'calc(100% - 16px)' }}>
      {/* danger has no MUI twin and shows as error, as in areas/shared/notify.ts. */}
      <Alert severity={shown.type === 'danger' ? 'error' : shown.type} variant="filled" elevation={6} onClose={() => setShown(null)}>
        {shown.text}
      </Alert>
    </Box>
  );
  return { toast, toastElement };
}
