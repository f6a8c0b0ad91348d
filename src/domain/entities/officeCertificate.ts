/**
 * The office's certificate search (SPEC §2 office certificates, §3 Office certificate search, §9
 * defaults): every company's certificates with the company, by type and validity. GET /certificates
 * (office staff only); the company's own certificate fields, picked and not written again.
 */
import { z } from 'zod';
import { companyCertificate } from './companyCertificate';
import { defineEntity, type EntityRecord } from './entity';
import { computed, readOnly, sortable } from './fields';

const companySummary = z.object({ id: z.number().int(), name: z.string(), registrationNumber: z.string() });
const f = companyCertificate.fields;

export const officeCertificate = defineEntity({
  resource: 'certificates',
  path: 'certificates',
  fields: {
    id: f.id,
    companyId: readOnly('reference', z.number().int(), { list: false, show: false }),
    company: computed(companySummary, { sortable: true }),
    certificateName: f.certificateName,
    certificateTypeId: f.certificateTypeId,
    certificateNumber: sortable(f.certificateNumber),
    issuer: f.issuer,
    validFrom: { ...f.validFrom, placement: { ...f.validFrom.placement, list: true } },
    validUntil: f.validUntil,
    status: { ...f.status, placement: { ...f.status.placement, list: true } },
    heldStatus: f.heldStatus,
    issuedByAssociation: f.issuedByAssociation,
    decidedAt: f.decidedAt,
    scope: f.scope,
    location: f.location,
    industries: f.industries,
  },
});
export type OfficeCertificateRecord = EntityRecord<typeof officeCertificate>;

/** The office's default searches (SPEC §9): valid ones of type 5 by their end, latest first; expired ones by company name, descending. */
export const DEFAULT_CERTIFICATE_TYPE_ID = 5;
export const VALID_SEARCH_SORT = { field: 'valid_to', order: 'desc' } as const;
export const EXPIRED_SEARCH_SORT = { field: 'company_name', order: 'desc' } as const;
