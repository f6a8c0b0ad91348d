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
import { classificationIndustries } from './classificationIndustries';
import { finances } from './finances';
import { projects } from './projects';
import { references } from './references';
import { certificates } from './certificates';
import { offerPacks } from './offerPacks';
import { applications } from './applications';
import { applicationChecks } from './applicationChecks';
import { applicationReview } from './applicationReview';
import { boards } from './boards';

/** Every slice of the authorization matrix; a new module adds its slice here. */
export const SLICES: MatrixSlice[] = [platform, audit, feedback, history, invites, addresses, offices, people, memberships, relationships, agreements, classificationIndustries, finances, references, projects, certificates, offerPacks, applications, applicationChecks, applicationReview, boards];
