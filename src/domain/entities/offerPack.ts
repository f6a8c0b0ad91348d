/** SPEC §3 Company offer pack form (id, name, referenceIds): a named, ordered set of the company's references, downloadable as one PDF. */
import { z, type ZodType } from 'zod';
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { datetime, id, idInput, place, reference, text, type Field } from './fields';

export const OFFER_PACK_MAX_REFERENCES = 50;
export const OFFER_PACK_NO_REFERENCES = 'Valitse vähintään yksi referenssi.';

/** The references in the pack, in the order chosen (a repeated id counts once). */
function referenceIds(): Field<ZodType<number[]>, ZodType<number[]>> & { kind: 'object' } {
  const message = 'Referenssien on oltava listana referenssien tunnisteita.';
  return {
    kind: 'object',
    required: true,
    input: z
      .array(idInput(message), {
        error: (issue) => (issue.input === undefined ? OFFER_PACK_NO_REFERENCES : message),
      })
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.length > 0, OFFER_PACK_NO_REFERENCES)
      .refine((ids) => ids.length <= OFFER_PACK_MAX_REFERENCES, `Pakettiin voi valita enintään ${OFFER_PACK_MAX_REFERENCES} referenssiä.`),
    output: z.array(z.number().int().positive()),
    // The form picks them with its own input (src/pages/company/offerPacks/offerPacks.tsx).
    placement: place({ list: false }),
  };
}

export const offerPack = defineEntity({
  resource: 'offer-packs',
  path: 'companies/:companyId/offer-packs',
  fields: {
    id: id(),
    companyId: reference('companies', { fromPath: true }),
    name: text({ max: 200, required: 'Anna paketille nimi.', tooLong: 'Paketin nimi on liian pitkä (enintään 200 merkkiä).', sortable: true }),
    referenceIds: referenceIds(),
    createdAt: datetime({ list: false }),
    updatedAt: datetime({ list: false, sortable: true }),
  },
});

export type OfferPack = EntityRecord<typeof offerPack>;
export type OfferPackBody = EntityBody<typeof offerPack>;
