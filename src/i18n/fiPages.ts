/** Finnish texts of the main-area pages (auth, onboarding, home). Merged into fi.ts. */
export const fiPages = {};
