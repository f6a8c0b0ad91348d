/** Finnish field names of join requests (the office desk's list and a company's pending people). Merged into fi.ts. */
export const fiJoinRequests = {
  resources: {
    'join-requests': {
      fields: {
        id: 'Tunniste',
        companyId: 'Yritys',
        companyName: 'Yritys',
        registrationNumber: 'Y-tunnus',
        personId: 'Henkilö',
        firstName: 'Etunimi',
        lastName: 'Sukunimi',
        email: 'Sähköposti',
        requestedAt: 'Pyydetty',
      },
    },
  },
};
