/**
 * One CRUD resource of a company, built from its declaration (issue 19 §4): the generic list, show,
 * create and edit views of `<EntityPanel>` with their addresses, as the company area's section and
 * as the office's company tab. A module writes what SPEC asks beyond the declaration once (columns,
 * inputs, texts, the permission that changes it) and gets both:
 *
 *   export const offices = entityResource({ entity: office, permission: 'company_details', texts, recordName });
 *   sections.tsx: offices: offices.Section        tabs/index.ts: offices.Tab
 *
 * The company's section is changed by holders of `permission` (and office staff, useCanChange); the
 * office's tab is read by every internal role and changed by office staff, with CSV export and a
 * showing view for each record. `company` and `office` override a view where SPEC asks more there.
 */
import type { ComponentType } from 'react';
import { useRecordContext } from 'react-admin';
import { useCanChange, useCompany } from '../../pages/company/CompanyContext';
import { useOfficeCanChange } from '../../authProvider/useOfficeCanChange';
import type { CompanyPermission } from '../../domain/companyPermissions';
import { EntityPanel, type EntityPanelProps } from './EntityPanel';

/** What a view of the resource may set: all but where it is (the company, who may change). */
export type EntityViewOptions = Omit<EntityPanelProps, 'parent' | 'canChange'>;

export interface EntityResourceSpec extends EntityViewOptions {
  /** The company permission (SPEC §6) that changes these records in the company's own pages. */
  permission: CompanyPermission | 'admin';
  /** The company area's overrides. */
  company?: Partial<EntityViewOptions>;
  /** The office tab's overrides (by default: CSV export and a show view). */
  office?: Partial<EntityViewOptions>;
}

export interface EntityResource {
  /** The list and its record views for a company, as a given area shows them. */
  Panel: ComponentType<{ companyId: number; canChange: boolean; area: 'company' | 'office' }>;
  /** The company area's section (`/companies/:companyId/<section>/*`). */
  Section: ComponentType;
  /** The office's company tab (the company is the show view's record). */
  Tab: ComponentType;
}

export function entityResource(spec: EntityResourceSpec): EntityResource {
  const { permission, company, office, ...common } = spec;
  const areaOptions = { company: { ...common, ...company }, office: { exportable: true, showable: true, ...common, ...office } };

  function Panel({ companyId, canChange, area }: { companyId: number; canChange: boolean; area: 'company' | 'office' }) {
    return <EntityPanel {...areaOptions[area]} parent={{ companyId }} canChange={canChange} />;
  }

  function Section() {
    const { company: shown } = useCompany();
    const canChange = useCanChange(permission);
    return <Panel companyId={shown.id} canChange={canChange} area="company" />;
  }

  function Tab() {
    const record = useRecordContext<{ id: number }>();
    const canChange = useOfficeCanChange();
    if (!record?.id) return null;
    return <Panel companyId={record.id} canChange={canChange} area="office" />;
  }

  const name = spec.entity.resource;
  Panel.displayName = `${name}Panel`;
  Section.displayName = `${name}Section`;
  Tab.displayName = `${name}Tab`;
  return { Panel, Section, Tab };
}
