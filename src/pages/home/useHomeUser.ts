/**
 * The signed-in user for the home page, through the shell's shared cache of
 * GET /users/me. A reload (after a join request or a new company) empties that
 * cache, so the menu and gates see the change too, and keeps the old user on
 * screen meanwhile so the forms below do not lose their state.
 */
import { useCallback, useEffect, useState } from 'react';
import { fetchCurrentUser, resetCurrentUser } from '../../authProvider/currentUser';
import type { CurrentUser } from '../../domain/api/users';

export function useHomeUser() {
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    fetchCurrentUser().then(
      (answer) => {
        if (!live) return;
        setUser(answer);
        setError(null);
      },
      (caught: unknown) => live && setError(caught),
    );
    return () => {
      live = false;
    };
  }, [version]);

  const reload = useCallback(() => {
    resetCurrentUser();
    setVersion((v) => v + 1);
  }, []);

  return { user, error, reload };
}
