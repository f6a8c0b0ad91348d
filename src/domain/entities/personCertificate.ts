/** SPEC §7 People: a person's own certificate (POST /people/{id}/certificates, PUT and DELETE …/{certId}). */
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { date, id, reference, text } from './fields';

export const personCertificate = defineEntity({
  resource: 'person-certificates',
  path: 'people/:personId/certificates',
  fields: {
    id: id(),
    personId: reference('people', { fromPath: true }),
    certificateName: text({ max: 200, required: 'Pätevyyden nimi on pakollinen.', tooLong: 'Pätevyyden nimi on liian pitkä.' }),
    certificateNumber: text({ max: 100, tooLong: 'Pätevyyden numero on liian pitkä.' }),
    issuer: text({ max: 200, tooLong: 'Myöntäjä on liian pitkä.' }),
    validFrom: date({ malformed: 'Voimassaolon alkupäivä on annettava muodossa pp.kk.vvvv.' }),
    validUntil: date({ malformed: 'Voimassaolon päättymispäivä on annettava muodossa pp.kk.vvvv.' }),
    additionalInfo: text({ max: 2000, tooLong: 'Lisätieto on liian pitkä.', multiline: true }),
  },
  checks: [
    {
      reads: ['validFrom', 'validUntil'],
      check: (values, add) => {
        if (values.validFrom && values.validUntil && values.validUntil < values.validFrom) add('validUntil', 'Voimassaolo ei voi päättyä ennen kuin se alkaa.');
      },
    },
  ],
});

export type PersonCertificate = EntityRecord<typeof personCertificate>;
export type PersonCertificateBody = EntityBody<typeof personCertificate>;
