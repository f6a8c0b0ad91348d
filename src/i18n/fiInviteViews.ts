/**
 * Finnish texts of an invite's own view (…/invites/3). Apart from fiInvites.ts, which the sign-in pages
 * load for their invite steps: these stay out of the sign-in pages' 170 kB. Merged into fi.ts.
 */
export const fiInviteViews = {
  invites: {
    show: {
      title: 'Kutsu',
      notFound: 'Kutsua ei löytynyt. Se on voitu jo peruuttaa tai hyväksyä.',
      label: 'Näytä kutsu osoitteeseen %{email}',
    },
  },
};
