/** SPEC §3/§9 toasts: types, durations and the Finnish texts SPEC §8 names. */
import type { ToastType } from './codes';

export const TOAST_DEFAULT_DURATION_MS = 5000;
export const AGREEMENT_TOAST_DURATION_MS = 1500;

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  duration: number;
}

/** The one toast text the sign-in page shows (an invite it could not accept); the rest are in toastTexts.ts, off the sign-in pages' chunk. */
export const INVITE_NOT_ACCEPTED_TEXT = 'Kutsua ei voitu hyväksyä!';

let counter = 0;
export function makeToast(type: ToastType, message: string, duration = TOAST_DEFAULT_DURATION_MS): Toast {
  counter += 1;
  return { id: `toast-${counter}`, type, message, duration };
}
