/** "Poistetaanko liitos?" and "Hylätäänkö liitospyyntö?": each names both companies and the relation. */
import { Confirm, useTranslate } from 'react-admin';
import type { Relationship } from '../../../domain/entities/relationship';
import { relationLabelKey } from '../../../domain/relationships';

const TEXTS = {
  remove: { title: 'relations.confirmTitle', content: 'relations.confirmContent', confirm: 'relations.remove' },
  reject: { title: 'relations.rejectConfirmTitle', content: 'relations.rejectConfirmContent', confirm: 'relations.reject' },
} as const;

interface Props {
  relationship: Relationship | null;
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function RelationConfirm({ action, relationship, sending, onConfirm, onClose }: Props & { action: keyof typeof TEXTS }) {
  const translate = useTranslate();
  const texts = TEXTS[action];
  return (
    <Confirm
      isOpen={relationship !== null}
      loading={sending}
      title={texts.title}
      content={texts.content}
      contentTranslateOptions={{
        parent: relationship?.parentCompany.name ?? '',
        daughter: relationship?.daughterCompany.name ?? '',
        type: relationship ? translate(relationLabelKey(relationship, relationship.parentCompany.id)).toLowerCase() : '',
      }}
      confirm={texts.confirm}
      cancel="relations.cancel"
      confirmColor="warning"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

export function RemoveRelationConfirm(props: Props) {
  return <RelationConfirm action="remove" {...props} />;
}
