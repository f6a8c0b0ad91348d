/** Renders the office and board areas as the app mounts them, at `path`, for the staff-area tests. */
import { render } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import BoardArea from '../../../src/areas/board/BoardArea';
import OfficeArea from '../../../src/areas/office/OfficeArea';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

export function renderStaffArea(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <I18nContextProvider value={i18nProvider}>
        <Routes>
          <Route path="/office/*" element={<OfficeArea />} />
          <Route path="/board/*" element={<BoardArea />} />
        </Routes>
      </I18nContextProvider>
    </MemoryRouter>,
  );
}
