/**
 * The public pages beside the sign-in pages, none with react-admin: the accessibility statement
 * (issue 9 #17), a reference's client confirmation (issue 10) and the public registry (issue 20).
 * One lazy chunk for the three, so the sign-in pages' entry chunk (at its 170 kB budget) names one
 * chunk for them instead of three; each is small, and seldom opened.
 */
import { useLocation } from 'react-router-dom';
import { ACCESSIBILITY_PATH } from '../components/SiteFooter';
import AccessibilityStatementPage from './accessibility/AccessibilityStatementPage';
import ReferenceConfirmationPage from './referenceConfirmation/ReferenceConfirmationPage';
import RegistryPages from './registry/RegistryPages';

export default function PublicPages() {
  const { pathname } = useLocation();
  if (pathname === ACCESSIBILITY_PATH) return <AccessibilityStatementPage />;
  return pathname.startsWith('/rekisteri') ? <RegistryPages /> : <ReferenceConfirmationPage />;
}
