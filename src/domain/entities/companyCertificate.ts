/**
 * SPEC §3 Company certificate: a certificate the company holds. The company adds those issued by
 * other bodies (ISO 9001 …) with a PDF; those issued by the association (issuedByAssociation)
 * come from its own issuing and are read-only to the company.
 */
import { z } from 'zod';
import { CERTIFICATE_STATUSES, HELD_STATUSES } from '../certificateStatus';
import { DESCRIBABLES } from '../describables';
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { boolean, computed, date, datetime, id, lookup, readOnly, reference, text } from './fields';

/** A granted industry of an issued qualification, as the registry and the PDF name it. */
export const certificateIndustrySchema = z.object({ id: z.number().int(), symbolicNumber: z.string(), description: z.string() });
export type CertificateIndustry = z.output<typeof certificateIndustrySchema>;

export const CERTIFICATE_TYPE_LOOKUP = 'certificate-types';
/** SPEC §3 certificate kinds: the association's own certificates (quality, proficiency, environment, occupational safety, moisture). */
export const ASSOCIATION_CERTIFICATE_TYPE_IDS = [2, 3, 5, 20, 23] as const;
export const ASSOCIATION_ISSUER = 'Pätevä';
export const isAssociationCertificateType = (typeId: number) => (ASSOCIATION_CERTIFICATE_TYPE_IDS as readonly number[]).includes(typeId);

const certificateTypeIds = () => (DESCRIBABLES[CERTIFICATE_TYPE_LOOKUP] ?? []).map((type) => type.id);

export const companyCertificate = defineEntity({
  resource: 'company-certificates',
  path: 'companies/:companyId/certificates',
  fields: {
    id: id(),
    companyId: reference('companies', { fromPath: true }),
    certificateName: text({ max: 200, required: 'Sertifikaatin nimi on pakollinen.', tooLong: 'Sertifikaatin nimi on liian pitkä (enintään 200 merkkiä).', sortable: true }),
    certificateTypeId: lookup(CERTIFICATE_TYPE_LOOKUP, { required: 'Valitse sertifikaatin tyyppi.' }),
    certificateNumber: text({ max: 100, tooLong: 'Sertifikaatin numero on liian pitkä (enintään 100 merkkiä).' }),
    certificateSubId: text({ max: 100, tooLong: 'Alatunniste on liian pitkä (enintään 100 merkkiä).', list: false }),
    issuer: text({ max: 200, required: 'Myöntäjä on pakollinen.', tooLong: 'Myöntäjän nimi on liian pitkä (enintään 200 merkkiä).', sortable: true }),
    validFrom: date({ malformed: 'Anna voimassaolon alkupäivä muodossa pp.kk.vvvv.', sortable: true, list: false }),
    validUntil: date({ malformed: 'Anna voimassaolon päättymispäivä muodossa pp.kk.vvvv.', sortable: true }),
    isPersonCertificate: boolean({ list: false }),
    additionalInfo: text({ max: 2000, tooLong: 'Lisätieto on liian pitkä (enintään 2000 merkkiä).', multiline: true, list: false }),
    /** The PDF's original name; null until one is attached. */
    filename: readOnly('text', z.string().nullable(), { list: false }),
    /** Issued by the association (its own issuing sets it): read-only to the company. */
    issuedByAssociation: readOnly('boolean', z.boolean(), { list: false }),
    /** The company itself records it (issued by another body), so it may change it. */
    isSelfIssuable: readOnly('boolean', z.boolean(), { list: false, show: false }),
    /** An association certificate that can be renewed now (within the renewal window before its end). */
    renewalAvailable: readOnly('boolean', z.boolean(), { list: false, show: false }),
    /** Issued certificates (migration 035): valid / not yet valid / expired from the dates, suspended / withdrawn by the office. */
    status: computed(z.enum(CERTIFICATE_STATUSES), { list: false }),
    /** What the office holds it as (active, suspended, withdrawn): which of its actions apply. */
    heldStatus: readOnly('text', z.enum(HELD_STATUSES), { list: false, show: false }),
    /** The day of the decision that granted it (issued certificates). */
    decidedAt: readOnly('date', z.string().nullable(), { list: false }),
    /** The certificate's scope (ISO/IEC 17021-1 8.2), as issued. */
    scope: readOnly('text', z.string().nullable(), { list: false }),
    /** The company's location when issued. */
    location: readOnly('text', z.string().nullable(), { list: false }),
    /** The granted industries of a qualification. */
    industries: computed(z.array(certificateIndustrySchema), { list: false }),
    createdAt: datetime({ list: false, show: false }),
    updatedAt: datetime({ list: false, show: false }),
  },
  checks: [
    {
      reads: ['certificateTypeId'],
      check: (values, add) => {
        // Left out of an update, the stored type stays.
        const typeId = values.certificateTypeId as number | undefined;
        if (typeId !== undefined && !certificateTypeIds().includes(typeId)) add('certificateTypeId', 'Valitse sertifikaatin tyyppi listalta.');
      },
    },
    {
      reads: ['validFrom', 'validUntil'],
      check: (values, add) => {
        if (values.validFrom && values.validUntil && values.validUntil < values.validFrom) add('validUntil', 'Voimassaolo ei voi päättyä ennen kuin se alkaa.');
      },
    },
  ],
});

export type CompanyCertificate = EntityRecord<typeof companyCertificate>;
export type CompanyCertificateBody = EntityBody<typeof companyCertificate>;
