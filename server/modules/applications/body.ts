/**
 * The request bodies of SPEC §7's application calls are the declared actions'
 * (src/domain/api/applicationActions.ts, from the declaration src/domain/entities/application.ts):
 * one schema reads both a JSON body and a multipart form (whose values are strings, nested by their
 * bracket names in http/uploads.ts).
 */
import type { ApplicationCreateBody, ApplicationUpdateBody } from '../../../src/domain/entities/application';

export { fileBody } from '../../../src/domain/api/applicationActions';
export type CreateBody = ApplicationCreateBody;
export type UpdateBody = ApplicationUpdateBody;
