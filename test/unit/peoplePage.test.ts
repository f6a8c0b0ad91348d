import { describe, expect, it } from 'vitest';
import { COMPANY_PERMISSIONS } from '../../src/domain/companyPermissions';
import { displayRoles, givenBirthYear, roleLabel } from '../../src/domain/companyPeople';
import { effectivePermissions, initialPermissions, PEOPLE_EDIT_MODES, PEOPLE_PAGE_STATES, peoplePageStatus, permissionsReducer } from '../../src/domain/peoplePage';

describe('company people page (SPEC §2, §4)', () => {
  it('the list address is listing, a person’s is showing, and each editing state has its word', () => {
    expect(peoplePageStatus({ kind: 'list' })).toBe('listing');
    expect(peoplePageStatus({ kind: 'record', id: 5, mode: null, tab: null })).toBe('showing');
    for (const [status, mode] of Object.entries(PEOPLE_EDIT_MODES)) {
      expect(peoplePageStatus({ kind: 'record', id: 5, mode, tab: null })).toBe(status);
    }
    expect(Object.keys(PEOPLE_EDIT_MODES).sort()).toEqual(PEOPLE_PAGE_STATES.filter((s) => s.startsWith('editing_')).sort());
  });

  it('names no state for a word it does not know, nor for creating (a professional is added in a dialog)', () => {
    expect(peoplePageStatus({ kind: 'record', id: 5, mode: 'edit', tab: null })).toBeNull();
    expect(peoplePageStatus({ kind: 'create', tab: null })).toBeNull();
  });

  it('the permissions form opens with the person’s role and permissions, and changes them', () => {
    let state = initialPermissions(false, ['finances']);
    expect(state).toEqual({ role: 'user', permissions: ['finances'] });
    state = permissionsReducer(state, { type: 'togglePermission', permission: 'people' });
    expect(state.permissions).toEqual(['people', 'finances']);
    state = permissionsReducer(state, { type: 'togglePermission', permission: 'finances' });
    expect(state.permissions).toEqual(['people']);
    state = permissionsReducer(state, { type: 'setRole', role: 'company_admin' });
    expect(effectivePermissions(state)).toEqual([...COMPANY_PERMISSIONS]);
    expect(initialPermissions(true, [])).toEqual({ role: 'company_admin', permissions: [] });
  });
});

describe('company person role labels (SPEC §3)', () => {
  it('shows Pääkäyttäjä for admins, Käyttäjä with a user, Ammattilainen without', () => {
    expect(roleLabel({ companyAdmin: true, userId: 1 })).toBe('Pääkäyttäjä');
    expect(roleLabel({ companyAdmin: false, userId: 1 })).toBe('Käyttäjä');
    expect(roleLabel({ companyAdmin: false, userId: null })).toBe('Ammattilainen');
  });
  it('lists the display roles', () => {
    expect(
      displayRoles({ companyAdmin: false, userId: null, companyManagingDirector: true, companyContactPerson: true, companyProductionManagement: true }),
    ).toEqual(['Toimitusjohtaja', 'Yhteyshenkilö', 'Tuotannon johto']);
  });
});

describe('birth year (SPEC §5)', () => {
  it('treats the 1901 a save puts in for a missing year as not given', () => {
    expect(givenBirthYear(1901)).toBeNull();
    expect(givenBirthYear(null)).toBeNull();
    expect(givenBirthYear(1975)).toBe(1975);
  });
});
