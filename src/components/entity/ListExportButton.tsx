/**
 * react-admin's export button with its name kept on a phone: there react-admin draws an icon
 * button, and a disabled one (an empty list) loses its label (axe: button-name).
 */
import { ExportButton, FilterButton, TopToolbar, useTranslate, type ExportButtonProps } from 'react-admin';

export function ListExportButton(props: ExportButtonProps) {
  const translate = useTranslate();
  const label = props.label ?? 'ra.action.export';
  return <ExportButton aria-label={translate(label, { _: label })} {...props} />;
}

/** The toolbar of an office list: its filters (if any) and the export. */
export function ListExportActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ListExportButton />
    </TopToolbar>
  );
}
