import { describe, expect, it } from 'vitest';
import { canAccess } from '../../../src/authProvider/canAccess';
import { UserRole } from '../../../src/domain/codes';

const office = { permissions: [{ id: UserRole.office }] };
const sysadmin = { permissions: [{ id: UserRole.sysadmin }] };
const board = { permissions: [{ id: UserRole.board }] };
const companyAdmin = { permissions: [], companies: [{ id: 1, companyAdmin: true, status: 'active' }] };
const pendingAdmin = { permissions: [], companies: [{ id: 1, companyAdmin: true, status: 'pending' }] };
const companyUser = { permissions: [], companies: [{ id: 1, companyAdmin: false, status: 'active', permissions: [] }] };
const detailsHolder = { permissions: [], companies: [{ id: 1, companyAdmin: false, status: 'active', permissions: ['company_details'] }] };

const edit = (id: number) => ({ action: 'edit', resource: 'companies', record: { id } });

describe('canAccess', () => {
  it('nobody signed out gets anything', () => {
    expect(canAccess(null, { action: 'list', resource: 'companies' })).toBe(false);
  });

  it('signed-in users may list, show and create companies', () => {
    for (const action of ['list', 'show', 'create']) {
      expect(canAccess(companyUser, { action, resource: 'companies' })).toBe(true);
    }
  });

  it('office and sysadmin may edit any company; the board may not', () => {
    expect(canAccess(office, edit(42))).toBe(true);
    expect(canAccess(sysadmin, edit(42))).toBe(true);
    expect(canAccess(board, edit(42))).toBe(false);
  });

  it('a company admin may edit their own company only, and only once approved', () => {
    expect(canAccess(companyAdmin, edit(1))).toBe(true);
    expect(canAccess(companyAdmin, edit(2))).toBe(false);
    expect(canAccess(pendingAdmin, edit(1))).toBe(false);
    expect(canAccess(companyUser, edit(1))).toBe(false);
  });

  it('a company_details holder may edit that company, as PUT /companies/:id allows', () => {
    expect(canAccess(detailsHolder, edit(1))).toBe(true);
    expect(canAccess(detailsHolder, edit(2))).toBe(false);
  });

  it("react-admin's EditBase asks without a record: a company admin is let through to the form (issue 18), the server judges the record", () => {
    const resourceOnly = { action: 'edit', resource: 'companies' };
    expect(canAccess(companyAdmin, resourceOnly)).toBe(true);
    expect(canAccess(detailsHolder, resourceOnly)).toBe(true);
    expect(canAccess(office, resourceOnly)).toBe(true);
    expect(canAccess(companyUser, resourceOnly)).toBe(false);
    expect(canAccess(pendingAdmin, resourceOnly)).toBe(false);
    expect(canAccess(board, resourceOnly)).toBe(false);
  });

  it('companies cannot be deleted from the browser (no such route)', () => {
    expect(canAccess(sysadmin, { action: 'delete', resource: 'companies', record: { id: 1 } })).toBe(false);
  });
});
