/** In the staff areas office staff change a company's data; board and auditors only read it. */
import { useCurrentUser } from './currentUser';
import { hasOfficePermission } from '../domain/permissions';

export function useOfficeCanChange(): boolean {
  const userState = useCurrentUser();
  return userState.status === 'signedIn' && hasOfficePermission(userState.user);
}
