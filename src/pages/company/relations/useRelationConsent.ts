/**
 * The other company's answer to a pending relation (issue 9 #6): accepting at once, rejecting after
 * confirmation, through the declared actions (src/domain/api/relationshipActions.ts); Finnish toasts;
 * the relation lists and pages reload from react-query afterwards, refused or not (a refusal means
 * the relation changed elsewhere).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { errorMessage } from '../../../components/form/httpErrorFields';
import type { PatevaDataProvider } from '../../../dataProvider';
import { acceptRelationship, rejectRelationship } from '../../../domain/api/relationshipActions';
import { relationship as relationshipEntity, type Relationship } from '../../../domain/entities/relationship';

export interface RelationConsent {
  accept: (relationship: Relationship) => void;
  askReject: (relationship: Relationship) => void;
  /** The relation whose rejection waits for confirmation. */
  rejecting: Relationship | null;
  confirmReject: () => void;
  cancelReject: () => void;
  sending: boolean;
}

export function useRelationConsent(companyId: number, onRejected: () => void = () => undefined): RelationConsent {
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [rejecting, setRejecting] = useState<Relationship | null>(null);
  const [sending, setSending] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: [relationshipEntity.resource] });

  const accept = async (relationship: Relationship) => {
    setSending(true);
    try {
      await dataProvider.action(acceptRelationship, { id: companyId, relId: relationship.id });
      toast('success', 'relations.toasts.accepted');
    } catch (error) {
      // The server's Finnish reason (already accepted, not this company's to accept) when it gives one.
      toast('warning', errorMessage(error, 'relations.toasts.acceptFailed'));
    } finally {
      setSending(false);
      await refresh();
    }
  };

  const confirmReject = async () => {
    const relationship = rejecting;
    if (!relationship) return;
    setSending(true);
    try {
      await dataProvider.action(rejectRelationship, { id: companyId, relId: relationship.id });
      toast('success', 'relations.toasts.rejected');
      setRejecting(null);
      onRejected();
    } catch (error) {
      toast('warning', errorMessage(error, 'relations.toasts.rejectFailed'));
      setRejecting(null);
    } finally {
      setSending(false);
      await refresh();
    }
  };

  return {
    accept: (relationship) => void accept(relationship),
    askReject: setRejecting,
    rejecting,
    confirmReject: () => void confirmReject(),
    cancelReject: () => setRejecting(null),
    sending,
  };
}
