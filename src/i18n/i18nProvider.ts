/** The i18nProvider (translator.ts) with react-admin's context for it. */
export { i18nProvider, onMissingKey, default } from './translator';
// App.tsx loads this module lazily with each area; the context comes along so the entry chunk needs no react-admin.
export { I18nContextProvider } from 'react-admin';
