/**
 * The shortest password the server accepts, for the register form's hint, which
 * shows before the zod schemas load (authSchemas.ts). Equal to PASSWORD_MIN_LENGTH
 * of domain/schemas/auth; test/web/pages/register.test.tsx fails if they part.
 */
export const PASSWORD_MIN_LENGTH = 12;
