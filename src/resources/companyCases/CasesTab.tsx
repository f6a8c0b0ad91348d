/** Selvityspyynnöt in the office: the company's cases with the office's actions (new, close, to the board, remove). */
import { useRecordContext } from 'react-admin';
import { CasesPanel } from '../../pages/company/cases/CasesPanel';
import { NewCaseButton, OfficeCaseButtons } from './OfficeCaseActions';

export function CasesTab() {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <CasesPanel
      companyId={record.id}
      canAnswer
      officeActions={{
        list: <NewCaseButton companyId={record.id} />,
        record: (item, close) => <OfficeCaseButtons companyId={record.id} record={item} onRemoved={close} />,
      }}
    />
  );
}
