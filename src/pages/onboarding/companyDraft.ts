/** The company the onboarding search received: from the portal, from PRH, or typed in by hand (not an API answer). */
import type { AddressLike } from '../../domain/addresses';

export interface CompanyDraft {
  registrationNumber: string;
  name: string;
  addresses: AddressLike[];
}
