/**
 * SPEC §2/§4 company people page: its states and transitions, pure. Going to
 * listing resets the role to user and clears permissions; editing, deleting
 * and showing keep the person id when the action names none.
 */
import { COMPANY_PERMISSIONS, type CompanyPermission } from './companyPermissions';

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

export interface PeoplePageState {
  status: PeoplePageStatus;
  personId: number | null;
  /** The permissions form: the role and permissions being edited. */
  role: PeopleRole;
  permissions: CompanyPermission[];
}

export type PeoplePageAction =
  | { type: 'list' }
  | { type: 'show'; personId?: number }
  | { type: 'edit'; status: EditingStatus; personId?: number; role?: PeopleRole; permissions?: readonly CompanyPermission[] }
  | { type: 'delete'; personId?: number }
  | { type: 'setRole'; role: PeopleRole }
  | { type: 'togglePermission'; permission: CompanyPermission };

export const initialPeoplePage: PeoplePageState = { status: 'listing', personId: null, role: 'user', permissions: [] };

export function peoplePageReducer(state: PeoplePageState, action: PeoplePageAction): PeoplePageState {
  switch (action.type) {
    case 'list':
      return initialPeoplePage;
    case 'show':
    case 'delete': {
      const personId = action.personId ?? state.personId;
      if (personId === null) return state;
      return { ...state, status: action.type === 'show' ? 'showing' : 'deleting', personId };
    }
    case 'edit': {
      const personId = action.personId ?? state.personId;
      if (personId === null) return state;
      return {
        ...state,
        status: action.status,
        personId,
        role: action.role ?? state.role,
        permissions: action.permissions ? sortPermissions(action.permissions) : state.permissions,
      };
    }
    case 'setRole':
      return state.status === 'editing_permissions' ? { ...state, role: action.role } : state;
    case 'togglePermission': {
      if (state.status !== 'editing_permissions') return state;
      const has = state.permissions.includes(action.permission);
      return {
        ...state,
        permissions: has
          ? state.permissions.filter((p) => p !== action.permission)
          : sortPermissions([...state.permissions, action.permission]),
      };
    }
  }
}

function sortPermissions(list: readonly CompanyPermission[]): CompanyPermission[] {
  return COMPANY_PERMISSIONS.filter((p) => list.includes(p));
}

/** Company admins hold every permission; others what is ticked. */
export function effectivePermissions(state: Pick<PeoplePageState, 'role' | 'permissions'>): CompanyPermission[] {
  return state.role === 'company_admin' ? [...COMPANY_PERMISSIONS] : state.permissions;
}
