/**
 * The navigation of SPEC §2: collapsible groups board, customerService,
 * {product}, certificate, companyRestructuring, invoicing. Each link is shown
 * to whoever may enter its area; a group with no link for the user is hidden.
 * Links are full router paths because the menu is shared by every area.
 */
import { canEnterArea, type Area, type PermissionHolder } from '../../domain/permissions';

export type MenuGroupKey = 'board' | 'customerService' | 'pateva' | 'certificate' | 'companyRestructuring' | 'invoicing';

export interface MenuLink {
  key: string;
  to: string;
  /** fi.ts key of the link text. */
  label: string;
  area: Area;
}

export interface MenuGroupDefinition {
  key: MenuGroupKey;
  label: string;
  links: MenuLink[];
}

export const HOME_LINK: MenuLink = { key: 'home', to: '/', label: 'pateva.menu.home', area: 'main' };

// The customer service group is the office desk; its first tool is the company register.
const GROUPS: MenuGroupDefinition[] = [
  {
    key: 'board',
    label: 'pateva.menu.groups.board',
    links: [
      { key: 'board', to: '/board', label: 'pateva.menu.items.board', area: 'board' },
      { key: 'boardMeetings', to: '/board/board-meetings', label: 'pateva.menu.items.boardMeetings', area: 'board' },
      { key: 'boards', to: '/office/boards', label: 'pateva.menu.items.boards', area: 'office' },
      { key: 'officeBoardMeetings', to: '/office/board-meetings', label: 'pateva.menu.items.officeBoardMeetings', area: 'office' },
    ],
  },
  {
    key: 'customerService',
    label: 'pateva.menu.groups.customerService',
    links: [
      { key: 'companies', to: '/office/companies', label: 'pateva.menu.items.companies', area: 'office' },
      { key: 'joinRequests', to: '/office/join-requests', label: 'pateva.menu.items.joinRequests', area: 'office' },
      { key: 'allPeople', to: '/office/all-people', label: 'pateva.menu.items.allPeople', area: 'office' },
      { key: 'allInvites', to: '/office/all-invites', label: 'pateva.menu.items.allInvites', area: 'office' },
      { key: 'allAgreements', to: '/office/all-agreements', label: 'pateva.menu.items.allAgreements', area: 'office' },
      { key: 'classificationIndustries', to: '/office/classification-industries', label: 'pateva.menu.items.classificationIndustries', area: 'office' },
      { key: 'applications', to: '/office/applications', label: 'pateva.menu.items.applications', area: 'office' },
      { key: 'applicationQuestions', to: '/office/application-questions', label: 'pateva.menu.items.applicationQuestions', area: 'office' },
      { key: 'certificates', to: '/office/certificates', label: 'pateva.menu.items.certificates', area: 'office' },
      { key: 'allCompanyCases', to: '/office/all-company-cases', label: 'pateva.menu.items.allCompanyCases', area: 'office' },
      { key: 'newsItems', to: '/office/news-items', label: 'pateva.menu.items.newsItems', area: 'office' },
      { key: 'helpPages', to: '/office/help-pages', label: 'pateva.menu.items.helpPages', area: 'office' },
    ],
  },
  { key: 'pateva', label: 'pateva.menu.groups.pateva', links: [] },
  {
    key: 'certificate',
    label: 'pateva.menu.groups.certificate',
    links: [
      { key: 'audit', to: '/audit', label: 'pateva.menu.items.audit', area: 'audit' },
      { key: 'auditReviews', to: '/audit/reviews', label: 'pateva.menu.items.auditReviews', area: 'audit' },
      { key: 'auditQuestions', to: '/audit/audit-questions', label: 'pateva.menu.items.auditQuestions', area: 'audit' },
      { key: 'officeAuditQuestions', to: '/office/audit-questions', label: 'pateva.menu.items.officeAuditQuestions', area: 'office' },
      { key: 'ownAudits', to: '/audit/audit-programs', label: 'pateva.menu.items.ownAudits', area: 'audit' },
      { key: 'auditPrograms', to: '/office/audit-programs', label: 'pateva.menu.items.auditPrograms', area: 'office' },
      { key: 'auditDeviations', to: '/audit/deviations', label: 'pateva.menu.items.auditDeviations', area: 'audit' },
      { key: 'officeDeviations', to: '/office/deviations', label: 'pateva.menu.items.officeDeviations', area: 'office' },

      { key: 'auditorCosts', to: '/office/auditor-costs', label: 'pateva.menu.items.auditorCosts', area: 'office' },
      { key: 'auditorConflicts', to: '/audit/auditor-conflicts', label: 'pateva.menu.items.auditorConflicts', area: 'audit' },
      { key: 'officeAuditorConflicts', to: '/office/auditor-conflicts', label: 'pateva.menu.items.officeAuditorConflicts', area: 'office' },
      { key: 'auditorContacts', to: '/audit/auditor-contacts', label: 'pateva.menu.items.auditorContacts', area: 'audit' },
      { key: 'officeAuditorContacts', to: '/office/auditor-contacts', label: 'pateva.menu.items.officeAuditorContacts', area: 'office' },
    ],
  },
  {
    key: 'companyRestructuring',
    label: 'pateva.menu.groups.companyRestructuring',
    links: [
      {
        key: 'companyRestructuring',
        to: '/company-restructuring',
        label: 'pateva.menu.items.companyRestructuring',
        area: 'companyRestructuring',
      },
    ],
  },
  {
    key: 'invoicing',
    label: 'pateva.menu.groups.invoicing',
    links: [
      { key: 'products', to: '/office/products', label: 'pateva.menu.items.products', area: 'office' },
      { key: 'productOrders', to: '/office/product-orders', label: 'pateva.menu.items.productOrders', area: 'office' },
      { key: 'invoicingBasis', to: '/office/invoicing-basis', label: 'pateva.menu.items.invoicingBasis', area: 'office' },
    ],
  },
];

export function visibleMenuGroups(user: PermissionHolder | null | undefined): MenuGroupDefinition[] {
  return GROUPS.map((group) => ({ ...group, links: group.links.filter((link) => canEnterArea(user, link.area)) })).filter(
    (group) => group.links.length > 0,
  );
}
