/** Join requests (SPEC §4 company person pending) as the API answers them. */
import type { Company } from './companies';

/** A pending request of a company (GET /companies/:id/people/pending); id is the person's id. */
export interface PendingPerson {
  id: number;
  personId: number;
  firstName: string;
  lastName: string;
  /** The address given with the request. */
  email: string | null;
  requestedAt: string | null;
}

/** A pending request of any company, for the office desk (GET /join-requests); here id is the company person's id. */
export interface JoinRequest extends PendingPerson {
  companyId: number;
  companyName: Company['name'];
  registrationNumber: Company['registrationNumber'];
}

/** POST /companies/:id/join-request, …/approve and …/reject answer the request's new status. */
export interface JoinRequestDecision {
  status: 'pending' | 'active' | 'rejected';
}
