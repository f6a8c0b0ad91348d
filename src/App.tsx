/**
 * Top-level routes (SPEC §2). Each area is its own lazily loaded chunk, so a
 * company user never downloads the office, board or audit code; a spinner
 * shows while a chunk loads.
 */
import { lazy, Suspense } from 'react';
import { I18nContextProvider } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Spinner } from './areas/shared/Spinner';
import { ServerErrorBoundary } from './components/ServerErrorScreen';
import { i18nProvider } from './i18n/i18nProvider';
// Loaded first so a 401 from any call, in any area, ends the session (SPEC §8).
import './authProvider';

const AuditArea = lazy(() => import('./areas/audit/AuditArea'));
const BoardArea = lazy(() => import('./areas/board/BoardArea'));
const OfficeArea = lazy(() => import('./areas/office/OfficeArea'));
const CompanyRestructuringArea = lazy(() => import('./areas/companyRestructuring/CompanyRestructuringArea'));
const MainArea = lazy(() => import('./areas/main/MainArea'));

/** The routes alone, so tests can mount them in a memory router. */
export function AppRoutes() {
  return (
    // The spinner and the area gates render outside any <Admin>, so they get Finnish texts from here.
    <I18nContextProvider value={i18nProvider}>
      <ServerErrorBoundary>
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route path="/audit/*" element={<AuditArea />} />
            <Route path="/board/*" element={<BoardArea />} />
            <Route path="/office/*" element={<OfficeArea />} />
            <Route path="/company-restructuring/*" element={<CompanyRestructuringArea />} />
            <Route path="/*" element={<MainArea />} />
          </Routes>
        </Suspense>
      </ServerErrorBoundary>
    </I18nContextProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

export default App;
