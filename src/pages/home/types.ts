/** The shapes of docs/api.md the main area's home page reads (the user's own: the shell's CurrentUser). */

export type { CurrentUserCompany as UserCompany } from '../../authProvider/currentUser';

export interface PendingPerson {
  id: number;
  personId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  requestedAt: string | null;
}

export interface ListAnswer<T> {
  data: T[];
}
