/**
 * The public registry (issue 20), /rekisteri/*: the company search and a certificate's page. No
 * sign-in and no react-admin: loaded on demand like the reference confirmation page, so the
 * sign-in pages' entry chunk does not grow.
 */
import { Route, Routes } from 'react-router-dom';
import { RegistryCertificatePage } from './RegistryCertificatePage';
import { RegistrySearchPage } from './RegistrySearchPage';

export default function RegistryPages() {
  return (
    <Routes>
      <Route index element={<RegistrySearchPage />} />
      <Route path="todistus/:number" element={<RegistryCertificatePage />} />
      <Route path="*" element={<RegistrySearchPage />} />
    </Routes>
  );
}
