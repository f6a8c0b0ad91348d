/**
 * E-invoicing (DOMAIN.md): the operators (välittäjät) with their IDs, and the
 * OVT address suggested for a company: 0037 + the business ID's digits.
 */
import { isValidBusinessId, normalizeBusinessId } from './businessId';

export interface EinvoiceOperator {
  name: string;
  /** Välittäjätunnus. */
  id: string;
}

export const EINVOICE_OPERATORS: readonly EinvoiceOperator[] = [
  { name: 'Apix', id: '003723327487' },
  { name: 'Basware', id: 'BAWCFI22' },
  { name: 'CGI', id: '003703575029' },
  { name: 'Maventa', id: '003721291126' },
  { name: 'OpusCapita', id: 'E204503' },
  { name: 'Posti', id: '003710948874' },
  { name: 'Pagero', id: '003723609900' },
  { name: 'Ropo', id: '003714377140' },
  { name: 'Tieto', id: '003701011385' },
  { name: 'Netbox', id: '003726044706' },
  { name: 'Liaison', id: '003708599126' },
  { name: 'InExchange', id: 'INEXCHANGE' },
];

export function operatorById(id: string | null | undefined): EinvoiceOperator | undefined {
  const wanted = (id ?? '').trim().toUpperCase();
  return EINVOICE_OPERATORS.find((operator) => operator.id === wanted);
}

/** "0112038-9" → "003701120389"; null for anything that is not a valid business ID. */
export function ovtSuggestion(businessId: string | null | undefined): string | null {
  if (!businessId || !isValidBusinessId(businessId)) return null;
  return `0037${normalizeBusinessId(businessId).replace('-', '')}`;
}
