import { describe, expect, it } from 'vitest';
import { UserRole } from '../../src/domain/codes';
import { companySearchStatus, nextRegistrationStatus, registrationCompanyStatus } from '../../src/domain/onboarding';
import {
  belongsToBoard,
  belongsToProvider,
  canEnterArea,
  hasAnyPermission,
  hasBoardPermission,
  hasOfficePermission,
  isAuditMaster,
  isAuditor,
} from '../../src/domain/permissions';
import { AGREEMENT_TOAST_DURATION_MS, makeToast, TOAST_DEFAULT_DURATION_MS } from '../../src/domain/toasts';

const withRoles = (...ids: number[]) => ({ permissions: ids.map((id) => ({ id })) });

describe('permissions (SPEC §6)', () => {
  it('office: sysadmin or office; board: sysadmin or board', () => {
    expect(hasOfficePermission(withRoles(UserRole.sysadmin))).toBe(true);
    expect(hasOfficePermission(withRoles(UserRole.office))).toBe(true);
    expect(hasOfficePermission(withRoles(UserRole.board))).toBe(false);
    expect(hasBoardPermission(withRoles(UserRole.board))).toBe(true);
    expect(hasBoardPermission(withRoles(UserRole.office))).toBe(false);
  });
  it('any permission: one of the six; intranet and nothing are not', () => {
    for (const id of [1, 2, 3, 4, 5, 6]) expect(hasAnyPermission(withRoles(id))).toBe(true);
    expect(hasAnyPermission(withRoles(UserRole.intranet))).toBe(false);
    expect(hasAnyPermission(withRoles())).toBe(false);
    expect(hasAnyPermission(null)).toBe(false);
  });
  it('provider, board, audit and master membership', () => {
    expect(belongsToProvider(withRoles(UserRole.audit))).toBe(true);
    expect(belongsToProvider(withRoles(UserRole.sysadmin))).toBe(false);
    expect(belongsToBoard(withRoles(UserRole.board))).toBe(true);
    expect(isAuditor(withRoles(UserRole.auditCertificate))).toBe(true);
    expect(isAuditMaster(withRoles(UserRole.auditCertificateMaster))).toBe(true);
  });
  it('opens each area to its roles only', () => {
    expect(canEnterArea(withRoles(), 'main')).toBe(true);
    expect(canEnterArea(null, 'main')).toBe(false);
    expect(canEnterArea(withRoles(), 'office')).toBe(false);
    expect(canEnterArea(withRoles(UserRole.office), 'office')).toBe(true);
    expect(canEnterArea(withRoles(UserRole.office), 'companyRestructuring')).toBe(true);
    expect(canEnterArea(withRoles(UserRole.office), 'board')).toBe(false);
    expect(canEnterArea(withRoles(UserRole.board), 'board')).toBe(true);
    expect(canEnterArea(withRoles(UserRole.auditCertificate), 'audit')).toBe(true);
    expect(canEnterArea(withRoles(UserRole.auditCertificateMaster), 'audit')).toBe(true);
    expect(canEnterArea(withRoles(UserRole.board), 'audit')).toBe(false);
    for (const area of ['office', 'board', 'audit', 'companyRestructuring'] as const) {
      expect(canEnterArea(withRoles(UserRole.sysadmin), area)).toBe(true);
    }
  });
});

describe('onboarding states (SPEC §2, §4)', () => {
  it('moves registration_form to authentication once registered', () => {
    expect(nextRegistrationStatus(false)).toBe('registration_form');
    expect(nextRegistrationStatus(true)).toBe('authentication');
  });
  it('company search: none until a company arrives', () => {
    expect(companySearchStatus(null)).toBe('none');
    expect(companySearchStatus({ name: 'X' })).toBe('company_received');
  });
  it('registration company: none, has_admin, no_admin', () => {
    expect(registrationCompanyStatus(null)).toBe('none');
    expect(registrationCompanyStatus({ hasAdmin: true })).toBe('has_admin');
    expect(registrationCompanyStatus({ hasAdmin: false })).toBe('no_admin');
  });
});

describe('toasts (SPEC §9)', () => {
  it('last 5000 ms by default and 1500 ms for agreements', () => {
    expect(makeToast('success', 'Kutsu lähetetty!')).toMatchObject({ type: 'success', message: 'Kutsu lähetetty!', duration: TOAST_DEFAULT_DURATION_MS });
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    expect(makeToast('warning', 'x', AGREEMENT_TOAST_DURATION_MS).duration).toBe(1500);
    expect(makeToast('info', 'a').id).not.toBe(makeToast('info', 'a').id);
  });
});
