/** Renders the office and board areas as the app mounts them, at `path`, for the staff-area tests. */
import { render } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import BoardArea from '../../../src/areas/board/BoardArea';
import OfficeArea from '../../../src/areas/office/OfficeArea';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

export function renderStaffArea(path: string) {
  // A data router, as the app has (App.tsx): forms that warn of unsaved changes need one.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nContextProvider value={i18nProvider}>
            <Routes>
              <Route path="/office/*" element={<OfficeArea />} />
              <Route path="/board/*" element={<BoardArea />} />
            </Routes>
          </I18nContextProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}
