/**
 * Which help page the app bar's help button opens (SPEC §2 help modal: pages, default 'common'): the
 * page of the section the user is in, by the path. The modal shows 'common' where the office has not
 * written the section's own page (docs/decisions.md "Help by section").
 */
import { DEFAULT_HELP_PAGE } from '../../domain/entities/helpPage';
import { COMPANY_SECTION_LINKS } from '../company/sectionLinks';

const COMPANY_SECTIONS = new Set<string>(COMPANY_SECTION_LINKS.map((link) => link.path));
/** The staff areas and the restructuring wizard: one page each, named by the area's first path segment. */
const AREAS = new Set(['office', 'board', 'audit', 'company-restructuring']);

/** Whether the path is in a staff area, whose own help pages the company side's index leaves out. */
export const inStaffArea = (pathname: string) => AREAS.has(pathname.split('/').filter(Boolean)[0] ?? '');

/** Whether a help page is a staff area's own (listed only in the staff areas). */
export const isStaffHelpPage = (slug: string) => AREAS.has(slug);

export function helpSlugOfPath(pathname: string): string {
  const [first, second, third] = pathname.split('/').filter(Boolean);
  if (first === 'companies' && second && third && COMPANY_SECTIONS.has(third)) return `company-${third}`;
  if (first === 'companies' && second) return 'company-overview';
  if (first && AREAS.has(first)) return first;
  return DEFAULT_HELP_PAGE;
}
