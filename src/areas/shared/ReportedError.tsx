/**
 * The layout's error page (react-admin's own) that also tells the error tracker: an error a React
 * boundary catches reaches no global handler of the SDK (issue 22 §5).
 */
import { useEffect } from 'react';
import { Error as RaError, type ErrorProps } from 'react-admin';
import { reportError } from './errorReportingLoader';

/** The outer error page resets on navigation (react-admin's Error does, before rendering this); this one needs no reset of its own. */
const noReset = () => {};

export function ReportedError({ error, errorInfo }: ErrorProps) {
  useEffect(() => reportError(error), [error]);
  return <RaError error={error} errorInfo={errorInfo} resetErrorBoundary={noReset} />;
}
