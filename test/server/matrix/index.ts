/** Every slice of the authorization matrix; a new module adds its slice here. */
import { audit } from './audit';
import { platform } from './platform';
import type { MatrixSlice } from './presets';

export const SLICES: MatrixSlice[] = [platform, audit];
