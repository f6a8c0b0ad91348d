/** Display formats for the UI; the rules live in src/domain so the server formats the same way. */
export * from '../domain/formats';
