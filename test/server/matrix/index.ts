/** Every slice of the authorization matrix; a new module adds its slice here. */
import { addresses } from './addresses';
import { agreements } from './agreements';
import { audit } from './audit';
import { feedback } from './feedback';
import { history } from './history';
import { invites } from './invites';
import { memberships } from './memberships';
import { offices } from './offices';
import { people } from './people';
import { platform } from './platform';
import type { MatrixSlice } from './presets';
import { relationships } from './relationships';
import { certificates } from './certificates';
import { offerPacks } from './offerPacks';
import { references } from './references';

export const SLICES: MatrixSlice[] = [platform, audit, feedback, history, invites, addresses, offices, people, memberships, relationships, agreements, certificates, references, offerPacks];
