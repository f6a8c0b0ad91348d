/**
 * The other company's answer to a pending relation (issue 9 #6): accepting at once, rejecting after
 * confirmation, through the declared actions (src/domain/api/relationshipActions.ts); Finnish toasts;
 * what the actions touch (the relation lists and pages) reloads afterwards, refused or not (a
 * refusal means the relation changed elsewhere).
 */
import { useState } from 'react';
import { useToast } from '../../../areas/shared/notify';
import { useActionMutation } from '../../../components/actions/useAction';
import { errorMessage } from '../../../components/form/httpErrorFields';
import { acceptRelationship, rejectRelationship } from '../../../domain/api/relationshipActions';
import type { Relationship } from '../../../domain/entities/relationship';

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
  const toast = useToast();
  const [rejecting, setRejecting] = useState<Relationship | null>(null);
  // A refusal means the relation changed elsewhere: what they touch refreshes either way.
  const acceptance = useActionMutation(acceptRelationship, { refreshOnError: true });
  const rejection = useActionMutation(rejectRelationship, { refreshOnError: true });

  const accept = async (relationship: Relationship) => {
    try {
      await acceptance.mutateAsync({ params: { id: companyId, relId: relationship.id } });
      toast('success', 'relations.toasts.accepted');
    } catch (error) {
      // The server's Finnish reason (already accepted, not this company's to accept) when it gives one.
      toast('warning', errorMessage(error, 'relations.toasts.acceptFailed'));
    }
  };

  const confirmReject = async () => {
    const relationship = rejecting;
    if (!relationship) return;
    try {
      await rejection.mutateAsync({ params: { id: companyId, relId: relationship.id } });
      toast('success', 'relations.toasts.rejected');
      setRejecting(null);
      onRejected();
    } catch (error) {
      toast('warning', errorMessage(error, 'relations.toasts.rejectFailed'));
      setRejecting(null);
    }
  };

  return {
    accept: (relationship) => void accept(relationship),
    askReject: setRejecting,
    rejecting,
    confirmReject: () => void confirmReject(),
    cancelReject: () => setRejecting(null),
    sending: acceptance.isPending || rejection.isPending,
  };
}
