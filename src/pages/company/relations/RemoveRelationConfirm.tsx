/** "Poistetaanko liitos?": names both companies and the relation. */
import { Confirm, useTranslate } from 'react-admin';
import type { Relationship } from '../../../domain/entities/relationship';
import { relationLabelKey } from '../../../domain/relationships';

interface Props {
  relationship: Relationship | null;
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function RemoveRelationConfirm({ relationship, sending, onConfirm, onClose }: Props) {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen={relationship !== null}
      loading={sending}
      title="relations.confirmTitle"
      content="relations.confirmContent"
      contentTranslateOptions={{
        parent: relationship?.parentCompany.name ?? '',
        daughter: relationship?.daughterCompany.name ?? '',
        type: relationship ? translate(relationLabelKey(relationship, relationship.parentCompany.id)).toLowerCase() : '',
      }}
      confirm="relations.remove"
      cancel="relations.cancel"
      confirmColor="warning"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
