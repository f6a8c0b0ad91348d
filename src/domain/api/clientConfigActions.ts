/**
 * What the signed-in browser needs to know of the server's settings (issue 22 §5): the error tracker
 * to report to, or null when reporting is off (SENTRY_DSN unset). Read after sign-in only, so the
 * sign-in pages neither ask nor load the tracker's SDK.
 */
import { z } from 'zod';
import { defineAction } from './action';

export const clientConfigSchema = z.object({
  errorReporting: z
    .object({
      /** The tracker's DSN (its public key, host and project: not a secret, the SDK sends it with every report). */
      dsn: z.string(),
      environment: z.string(),
    })
    .nullable(),
});
export type ClientConfig = z.output<typeof clientConfigSchema>;

export const clientConfig = defineAction({
  method: 'GET',
  path: '/client-config',
  answer: clientConfigSchema,
});
