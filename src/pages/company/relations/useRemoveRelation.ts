/** Removing a relation after confirmation (react-admin's useDelete): the toast by its type (SPEC §8), then what the caller does next. */
import { useState } from 'react';
import { useDelete } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import type { Relationship } from '../../../domain/entities/relationship';
import { relationship as relationshipEntity } from '../../../domain/entities/relationship';
import { relationshipToast } from '../../../domain/relationships';

export function useRemoveRelation(companyId: number, onRemoved: () => void) {
  const toast = useToast();
  const [confirming, setConfirming] = useState<Relationship | null>(null);
  const [remove, { isPending: sending }] = useDelete<Relationship>();

  const confirm = () => {
    const relationship = confirming;
    if (!relationship) return;
    // The path's company (meta) is the one whose view this is; the record's companyId is the parent's.
    remove(
      relationshipEntity.resource,
      { id: relationship.id, previousData: relationship, meta: { companyId } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast('success', relationshipToast(relationship.companyRelationshipTypeId, 'deleted'));
          setConfirming(null);
          onRemoved();
        },
        onError: (error) => {
          toast('warning', error instanceof Error && error.message ? error.message : 'relations.removeFailed');
          setConfirming(null);
        },
      },
    );
  };

  return { confirming, ask: setConfirming, cancel: () => setConfirming(null), confirm, sending };
}
