/**
 * The toolbars of the office's own react-admin resources (classification industries, application
 * questions): a list's add and CSV buttons, a form's save and confirmed delete, a show page's edit.
 */
import { CreateButton, DeleteWithConfirmButton, EditButton, SaveButton, Toolbar, TopToolbar, useRecordContext, type RaRecord } from 'react-admin';
import { ListExportButton } from './ListExportButton';

export function CreateAndExportActions({ addLabel }: { addLabel: string }) {
  return (
    <TopToolbar>
      <CreateButton label={addLabel} />
      <ListExportButton />
    </TopToolbar>
  );
}

/** Save, and on an existing record a delete that asks first, naming the record. */
export function SaveAndDeleteToolbar<R extends RaRecord>({ confirmTitle, confirmContent, name }: { confirmTitle: string; confirmContent: string; name: (record: R) => string }) {
  const record = useRecordContext<R>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record?.id && <DeleteWithConfirmButton mutationMode="pessimistic" confirmTitle={confirmTitle} confirmContent={confirmContent} translateOptions={{ name: name(record) }} />}
    </Toolbar>
  );
}

export function EditActions() {
  return (
    <TopToolbar>
      <EditButton />
    </TopToolbar>
  );
}
