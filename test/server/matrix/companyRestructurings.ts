/** Matrix rows of the company restructuring (issue 22 §2): office only; the preview writes nothing. */
import { MISSING, officeOnly, type MatrixSlice } from './presets';

export const companyRestructurings: MatrixSlice = {
  rows: {
    'POST /api/company-restructurings': [
      // A preview (dry run) of moving nothing from C to B: answered to the office, written nowhere.
      {
        method: 'POST',
        path: () => '/api/company-restructurings',
        body: (c) => ({ company_id_to_move_from: c.companyC.id, company_id_to_be_moved: c.companyB.id, dry_run: true }),
        expected: officeOnly(200),
      },
      {
        method: 'POST',
        path: () => '/api/company-restructurings',
        body: (c) => ({ company_id_to_move_from: MISSING, company_id_to_be_moved: c.companyB.id, dry_run: true }),
        expected: officeOnly(404),
      },
    ],
    'GET /api/company-restructurings': [{ method: 'GET', path: () => '/api/company-restructurings', expected: officeOnly(200) }],
    // Past the access rule a JSON body is refused: the document is a multipart upload.
    'POST /api/company-restructurings/documents': [
      { method: 'POST', path: () => '/api/company-restructurings/documents', body: () => ({}), expected: officeOnly(415) },
    ],
    'GET /api/company-restructurings/:id/document': [
      { method: 'GET', path: () => `/api/company-restructurings/${MISSING}/document`, expected: officeOnly(404) },
    ],
  },
};
