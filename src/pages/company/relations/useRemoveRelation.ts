/** Removing a relation after confirmation: the toast by its type (SPEC §8), then what the caller does next. */
import { useState } from 'react';
import { useToast } from '../../../areas/shared/notify';
import { ApiError } from '../../../dataProvider/httpClient';
import type { Relationship } from '../../../domain/api/relationships';
import { relationshipToast } from '../../../domain/relationships';
import { relationsApi } from './api';

export function useRemoveRelation(companyId: number, onRemoved: () => void) {
  const toast = useToast();
  const [confirming, setConfirming] = useState<Relationship | null>(null);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    const relationship = confirming;
    if (!relationship) return;
    setSending(true);
    try {
      await relationsApi.remove(companyId, relationship.id);
      toast('success', relationshipToast(relationship.companyRelationshipTypeId, 'deleted'));
      setConfirming(null);
      onRemoved();
    } catch (error) {
      toast('warning', error instanceof ApiError && error.body?.message ? error.body.message : 'relations.removeFailed');
      setConfirming(null);
    } finally {
      setSending(false);
    }
  };

  return { confirming, ask: setConfirming, cancel: () => setConfirming(null), confirm, sending };
}
