/**
 * SPEC toasts on react-admin's notifications: the five SPEC types (danger has
 * no react-admin twin and shows as error) and SPEC §9 durations.
 */
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import type { ToastType } from '../../domain/codes';
import { AGREEMENT_TOAST_DURATION_MS, TOAST_DEFAULT_DURATION_MS } from '../../domain/toasts';

export type NotificationType = 'info' | 'success' | 'warning' | 'error';

export function notificationType(type: ToastType): NotificationType {
  return type === 'danger' ? 'error' : type;
}

export interface ToastOptions {
  /** Milliseconds; SPEC §9 default 5000. */
  duration?: number;
  /** Values for %{placeholders} of a fi.ts message. */
  messageArgs?: Record<string, unknown>;
}

/** `toast(type, message)`: message is a fi.ts key or a Finnish text from the server. */
export function useToast() {
  const notify = useNotify();
  return useCallback(
    (type: ToastType, message: string, options: ToastOptions = {}) =>
      notify(message, {
        type: notificationType(type),
        autoHideDuration: options.duration ?? TOAST_DEFAULT_DURATION_MS,
        messageArgs: options.messageArgs,
      }),
    [notify],
  );
}

/** Agreement toasts are shorter (SPEC §9: 1500 ms). */
export function useAgreementToast() {
  const toast = useToast();
  return useCallback(
    (type: ToastType, message: string) => toast(type, message, { duration: AGREEMENT_TOAST_DURATION_MS }),
    [toast],
  );
}
