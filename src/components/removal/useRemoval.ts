/**
 * Removing a row after "Are you sure?" (ConfirmRemoval): the call, a success toast and
 * what the caller does next, or the server's message (else `failed`) as an error toast.
 */
import { useState } from 'react';
import { useToast } from '../../areas/shared/notify';
import { ApiError } from '../../dataProvider/httpClient';

export interface Removal<T> {
  /** The row asked about; null while no confirmation is open. */
  removing: T | null;
  sending: boolean;
  ask: (row: T) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
}

interface Options {
  /** Toast texts (keys or SPEC §8 texts). */
  removed: string;
  failed: string;
  onRemoved: () => void;
}

export function useRemoval<T>(remove: (row: T) => Promise<unknown>, { removed, failed, onRemoved }: Options): Removal<T> {
  const toast = useToast();
  const [removing, setRemoving] = useState<T | null>(null);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    if (!removing) return;
    setSending(true);
    try {
      await remove(removing);
      toast('success', removed);
      onRemoved();
    } catch (error) {
      toast('error', error instanceof ApiError && error.body?.message ? error.body.message : failed);
    } finally {
      setSending(false);
      setRemoving(null);
    }
  };

  return { removing, ask: setRemoving, cancel: () => setRemoving(null), confirm, sending };
}
