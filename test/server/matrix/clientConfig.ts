/** Matrix rows of the browser's settings after sign-in (issue 22 §5). */
import { signedInOnly, type MatrixSlice } from './presets';

export const clientConfig: MatrixSlice = {
  rows: {
    'GET /api/client-config': [{ method: 'GET', path: () => '/api/client-config', expected: signedInOnly(200) }],
  },
};
