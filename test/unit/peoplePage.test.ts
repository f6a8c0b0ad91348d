import { describe, expect, it } from 'vitest';
import { COMPANY_PERMISSIONS } from '../../src/domain/companyPermissions';
import { displayRoles, givenBirthYear, roleLabel } from '../../src/domain/companyPeople';
import { effectivePermissions, initialPeoplePage, peoplePageReducer, type PeoplePageState } from '../../src/domain/peoplePage';

describe('company people page (SPEC §2, §4)', () => {
  it('starts listing with the user role and no permissions', () => {
    expect(initialPeoplePage).toEqual({ status: 'listing', personId: null, role: 'user', permissions: [] });
  });

  it('going to listing resets the role to user and clears permissions', () => {
    const editing: PeoplePageState = { status: 'editing_permissions', personId: 5, role: 'company_admin', permissions: ['people', 'finances'] };
    expect(peoplePageReducer(editing, { type: 'list' })).toEqual({ status: 'listing', personId: null, role: 'user', permissions: [] });
  });

  it('editing, deleting and showing keep the person id', () => {
    const shown = peoplePageReducer(initialPeoplePage, { type: 'show', personId: 5 });
    expect(shown).toMatchObject({ status: 'showing', personId: 5 });
    for (const status of ['editing_basic', 'editing_certs', 'editing_education', 'editing_permissions'] as const) {
      expect(peoplePageReducer(shown, { type: 'edit', status })).toMatchObject({ status, personId: 5 });
    }
    const deleting = peoplePageReducer(shown, { type: 'delete' });
    expect(deleting).toMatchObject({ status: 'deleting', personId: 5 });
    expect(peoplePageReducer(deleting, { type: 'show' })).toMatchObject({ status: 'showing', personId: 5 });
    expect(peoplePageReducer(shown, { type: 'edit', status: 'editing_basic', personId: 8 })).toMatchObject({ personId: 8 });
  });

  it('does not leave listing without a person', () => {
    expect(peoplePageReducer(initialPeoplePage, { type: 'show' })).toBe(initialPeoplePage);
    expect(peoplePageReducer(initialPeoplePage, { type: 'delete' })).toBe(initialPeoplePage);
    expect(peoplePageReducer(initialPeoplePage, { type: 'edit', status: 'editing_basic' })).toBe(initialPeoplePage);
  });

  it('changes role and permissions only while editing permissions', () => {
    let state = peoplePageReducer(initialPeoplePage, { type: 'edit', status: 'editing_permissions', personId: 5, role: 'user', permissions: ['finances'] });
    state = peoplePageReducer(state, { type: 'togglePermission', permission: 'people' });
    expect(state.permissions).toEqual(['people', 'finances']);
    state = peoplePageReducer(state, { type: 'togglePermission', permission: 'finances' });
    expect(state.permissions).toEqual(['people']);
    state = peoplePageReducer(state, { type: 'setRole', role: 'company_admin' });
    expect(effectivePermissions(state)).toEqual([...COMPANY_PERMISSIONS]);
    const showing = peoplePageReducer(state, { type: 'show' });
    expect(peoplePageReducer(showing, { type: 'setRole', role: 'user' })).toBe(showing);
    expect(peoplePageReducer(showing, { type: 'togglePermission', permission: 'agreements' })).toBe(showing);
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
