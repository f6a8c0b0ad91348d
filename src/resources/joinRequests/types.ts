/** A pending join request as GET /api/join-requests returns it. */
export interface JoinRequest {
  id: number;
  companyId: number;
  companyName: string;
  registrationNumber: string;
  personId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  requestedAt: string | null;
}
