/** The roles of an invite, in the order of the form; their labels are the declaration's (`resources.invites.fields.*`), "Käyttäjä" when none. */
export const INVITE_ROLES = ['companyAdmin', 'companyManagingDirector', 'companyContactPerson'] as const;
