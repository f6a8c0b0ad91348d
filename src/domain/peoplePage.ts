/**
 * SPEC §2/§4 company people page. Its states are addresses (src/domain/recordRoutes.ts): listing
 * `…/people`, showing `…/people/9`, each editing state a word after the person (`…/9/permissions`);
 * deleting is the question asked over the person shown. The permissions form's role and permissions
 * being chosen are the one piece of state beyond the address: pure here.
 */
import { COMPANY_PERMISSIONS, type CompanyPermission } from './companyPermissions';
import type { RecordView } from './recordRoutes';

export const PEOPLE_PAGE_STATES = [
  'listing',
  'showing',
  'editing_basic',
  'editing_certs',
  'editing_education',
  'editing_permissions',
  'deleting',
] as const;
export type PeoplePageStatus = (typeof PEOPLE_PAGE_STATES)[number];
export type EditingStatus = Extract<PeoplePageStatus, `editing_${string}`>;
export type PeopleRole = 'user' | 'company_admin';

/** The address word of each editing state. */
export const PEOPLE_EDIT_MODES: Record<EditingStatus, string> = {
  editing_basic: 'basic',
  editing_certs: 'certificates',
  editing_education: 'education',
  editing_permissions: 'permissions',
};

/** The page state an address names (deleting is never one); null for a word that names none. */
export function peoplePageStatus(view: RecordView): Exclude<PeoplePageStatus, 'deleting'> | null {
  if (view.kind === 'list') return 'listing';
  if (view.kind === 'create') return null;
  if (view.mode === null) return 'showing';
  const found = (Object.keys(PEOPLE_EDIT_MODES) as EditingStatus[]).find((status) => PEOPLE_EDIT_MODES[status] === view.mode);
  return found ?? null;
}

/** The permissions form: the role and permissions being chosen. */
export interface PermissionsChoice {
  role: PeopleRole;
  permissions: CompanyPermission[];
}

export type PermissionsAction = { type: 'setRole'; role: PeopleRole } | { type: 'togglePermission'; permission: CompanyPermission };

/** The choice the form opens with: the person's role and own permissions, in SPEC §6 order. */
export const initialPermissions = (companyAdmin: boolean, permissions: readonly CompanyPermission[]): PermissionsChoice => ({
  role: companyAdmin ? 'company_admin' : 'user',
  permissions: sortPermissions(permissions),
});

export function permissionsReducer(state: PermissionsChoice, action: PermissionsAction): PermissionsChoice {
  switch (action.type) {
    case 'setRole':
      return { ...state, role: action.role };
    case 'togglePermission': {
      const has = state.permissions.includes(action.permission);
      return {
        ...state,
        permissions: has ? state.permissions.filter((p) => p !== action.permission) : sortPermissions([...state.permissions, action.permission]),
      };
    }
  }
}

function sortPermissions(list: readonly CompanyPermission[]): CompanyPermission[] {
  return COMPANY_PERMISSIONS.filter((p) => list.includes(p));
}

/** Company admins hold every permission; others what is ticked. */
export function effectivePermissions(state: PermissionsChoice): CompanyPermission[] {
  return state.role === 'company_admin' ? [...COMPANY_PERMISSIONS] : state.permissions;
}
