/**
 * The page title of a company in the staff areas (issue 9 #15): the open tab, or what is done
 * to the company, before its name — "Henkilöt – Rakennus Virtanen Oy".
 */
import { useRecordContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { CompanyDetails } from '../../domain/entities/company';
import { COMPANY_TABS } from './tabs';

export function CompanyShowTitle() {
  const translate = useTranslate();
  const record = useRecordContext<CompanyDetails>();
  const { pathname } = useLocation();
  if (!record) return null;
  const tab = COMPANY_TABS.find((t) => pathname.endsWith(`/show/${t.path}`));
  return <>{tab ? `${translate(tab.labelKey)} – ${record.name}` : record.name}</>;
}

export function CompanyEditTitle() {
  const translate = useTranslate();
  const record = useRecordContext<CompanyDetails>();
  if (!record) return null;
  return <>{`${translate('ra.action.edit')} – ${record.name}`}</>;
}
