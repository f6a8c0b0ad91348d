/**
 * Unsaved changes of an application are not lost by a stray click: leaving the page inside the
 * portal asks first (react-router's blocker; the app runs a data router), and closing or reloading
 * the tab gets the browser's own question.
 */
import { useEffect } from 'react';
import { Confirm } from 'react-admin';
import { useBlocker } from 'react-router-dom';

export function LeaveWarning({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return (
    <Confirm
      isOpen={blocker.state === 'blocked'}
      title="applications.leave.title"
      content="applications.leave.body"
      confirm="applications.leave.leave"
      cancel="applications.leave.stay"
      confirmColor="warning"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
