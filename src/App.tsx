/**
 * Top-level routes (SPEC §2). Each area is its own lazily loaded chunk, so a
 * company user never downloads the office, board or audit code; a spinner
 * shows while a chunk loads. The sign-in pages are part of this entry chunk and
 * use no react-admin: react-admin, its texts and the data grids load only with
 * an area, after sign-in (scripts/bundleWeight.ts holds the 170 kB budget; a
 * chunk of their own measured heavier, as gzip then compresses two files apart).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { Spinner } from './areas/shared/Spinner';
import { ServerErrorBoundary } from './components/ServerErrorScreen';
import { ACCESSIBILITY_PATH } from './components/SiteFooter';
import { ForgotPasswordPage } from './pages/auth/ForgotPasswordPage';
import { LoginPage } from './pages/auth/LoginPage';
import { RegisterPage } from './pages/auth/RegisterPage';
import { ResetPasswordPage } from './pages/auth/ResetPasswordPage';
import { VerifyEmailPage } from './pages/auth/VerifyEmailPage';
import { CONFIRMATION_PAGE_PATH } from './domain/referenceConfirmationPath';
// Loaded first so a 401 from any call, in any area, ends the session (SPEC §8). It has no react-admin code, only its types.
import './authProvider';

/**
 * An area renders react-admin texts outside its <Admin> too (the area gates), so
 * react-admin's i18n context loads with the area, in parallel with its chunk.
 */
function adminArea(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [{ default: Area }, { I18nContextProvider, i18nProvider }] = await Promise.all([load(), import('./i18n/i18nProvider')]);
    function FinnishArea() {
      return (
        <I18nContextProvider value={i18nProvider}>
          <Area />
        </I18nContextProvider>
      );
    }
    return { default: FinnishArea };
  });
}

const AuditArea = adminArea(() => import('./areas/audit/AuditArea'));
const BoardArea = adminArea(() => import('./areas/board/BoardArea'));
const OfficeArea = adminArea(() => import('./areas/office/OfficeArea'));
const CompanyRestructuringArea = adminArea(() => import('./areas/companyRestructuring/CompanyRestructuringArea'));
const MainArea = adminArea(() => import('./areas/main/MainArea'));
/** The link a changed sign-in address gets (issue 9 #9): seldom opened, so not in the sign-in pages' first load. */
const ConfirmEmailPage = lazy(async () => ({ default: (await import('./pages/auth/ConfirmEmailPage')).ConfirmEmailPage }));
/**
 * The public pages without react-admin, one chunk (pages/PublicPages.tsx): the accessibility statement
 * (issue 9 #17), the page a reference's client opens from the mailed link (issue 10) and the public
 * registry (issue 20). One lazy import instead of three keeps the sign-in pages within their budget.
 */
const PublicPages = lazy(() => import('./pages/PublicPages'));

/** The public sign-in pages; any other /auth/ path falls through to the main area, as before. */
const AUTH_ROUTES: ReadonlyArray<[path: string, Page: ComponentType]> = [
  ['/auth/login', LoginPage],
  ['/auth/register', RegisterPage],
  ['/auth/verify-email/:id/:hash', VerifyEmailPage],
  ['/auth/confirm-email/:id/:hash', ConfirmEmailPage],
  ['/auth/forgot-password', ForgotPasswordPage],
  ['/auth/reset-password', ResetPasswordPage],
];

/** The routes alone, so tests can mount them in a memory router. */
export function AppRoutes() {
  return (
    <ServerErrorBoundary>
      <Suspense fallback={<Spinner />}>
        <Routes>
          {AUTH_ROUTES.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path={ACCESSIBILITY_PATH} element={<PublicPages />} />
          <Route path={`${CONFIRMATION_PAGE_PATH}/:id/:hash`} element={<PublicPages />} />
          {/* PUBLIC_REGISTRY_PATH (src/domain/certificateStatus.ts), written out: the entry chunk is at its budget. */}
          <Route path="/rekisteri/*" element={<PublicPages />} />
          <Route path="/audit/*" element={<AuditArea />} />
          <Route path="/board/*" element={<BoardArea />} />
          <Route path="/office/*" element={<OfficeArea />} />
          <Route path="/company-restructuring/*" element={<CompanyRestructuringArea />} />
          <Route path="/*" element={<MainArea />} />
        </Routes>
      </Suspense>
    </ServerErrorBoundary>
  );
}

/**
 * A data router: react-admin's warnWhenUnsavedChanges blocks navigation with its useBlocker,
 * which only a data router has. One catch-all route; AppRoutes does the routing.
 */
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

export function App() {
  return <RouterProvider router={router} />;
}

export default App;
