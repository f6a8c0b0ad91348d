/** Finnish names of the applications' audit log entries (server/modules/applications). Merged into fi.ts. */
export const fiApplicationAudit = {
  pateva: {
    audit: { entities: { application: 'Hakemus', application_file: 'Hakemuksen liite' } },
  },
};
