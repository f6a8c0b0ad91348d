/** The role labels of an invite, in the order of the form ("Käyttäjä" when none). */
export const INVITE_ROLES = [
  ['companyAdmin', 'invites.form.companyAdmin'],
  ['companyManagingDirector', 'invites.form.companyManagingDirector'],
  ['companyContactPerson', 'invites.form.companyContactPerson'],
] as const;
