/**
 * What a page shows of something it loads: a loading line, an error alert (with a
 * retry button when asked), an empty-state text, or the caller's view of the data.
 * The texts are i18n keys, as react-admin's labels are.
 */
import { Alert, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LoadingLine } from '../LoadingLine';
import type { Loadable } from './useResource';

interface Props<T> {
  state: Loadable<T> & { reload?: () => void };
  loadingText: string;
  failedText: string;
  /** Shown instead of the data when `isEmpty` says so; without it the children show every answer. */
  emptyText?: string;
  /** Whether the data counts as empty; by default, an empty array. */
  isEmpty?: (data: T) => boolean;
  /** A button in the error alert that calls `state.reload`. */
  retryText?: string;
  /** A spinner beside the loading text (role "status"). */
  spinner?: boolean;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

export function LoadState<T>({ state, loadingText, failedText, emptyText, isEmpty = emptyArray, retryText, spinner, children }: Props<T>) {
  const translate = useTranslate();
  if (state.status === 'loading') {
    return spinner ? <LoadingLine text={translate(loadingText)} /> : <Typography color="text.secondary">{translate(loadingText)}</Typography>;
  }
  if (state.status === 'failed') {
    const retry = state.reload && retryText ? <Button onClick={state.reload}>{translate(retryText)}</Button> : undefined;
    return <Alert severity="error" action={retry}>{translate(failedText)}</Alert>;
  }
  if (emptyText && isEmpty(state.data)) return <Typography color="text.secondary">{translate(emptyText)}</Typography>;
  return <>{children(state.data)}</>;
}
