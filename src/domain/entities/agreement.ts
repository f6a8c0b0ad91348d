/**
 * SPEC §3 Company agreement (and the Product and Product agreement it is signed on, answered
 * read-only), §4 termination, §7 Agreements and products.
 */
import { z } from 'zod';
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { computed, datetime, id, optionalReference, readOnly, reference, text } from './fields';


/** What a company can sign an agreement for (GET /products). */
export const product = defineEntity({
  resource: 'products',
  path: 'products',
  fields: {
    id: id(),
    code: readOnly('text', z.string()),
    name: readOnly('text', z.string()),
    salesUnit: readOnly('text', z.string()),
    vatPercentage: readOnly('integer', z.number()),
    billingPeriod: readOnly('integer', z.number().int()),
    periodUnit: readOnly('text', z.string()),
    automaticRenewal: readOnly('boolean', z.boolean()),
    directBuy: readOnly('boolean', z.boolean()),
    singleLicense: readOnly('boolean', z.boolean()),
  },
});
export type Product = EntityRecord<typeof product>;

/** One version of a product's agreement (GET /products/{id}/agreements; the first is the one to sign). */
export const productAgreement = defineEntity({
  resource: 'product-agreements',
  path: 'products/:productId/agreements',
  fields: {
    id: id(),
    productId: reference('products', { fromPath: true }),
    version: readOnly('integer', z.number().int()),
    validFrom: readOnly('date', z.string()),
    validTo: readOnly('date', z.string().nullable()),
    content: readOnly('text', z.string()),
    signedAt: datetime({ nullable: true }),
  },
});
export type ProductAgreement = EntityRecord<typeof productAgreement>;

/** Some of an entity's answered fields, by name (the agreement names its product and version with them). */
const pick = <F extends Record<string, { output: z.ZodType }>, const K extends keyof F & string>(fields: F, keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, fields[key].output])) as { [P in K]: F[P]['output'] });

const productAgreementSummary = pick(productAgreement.fields, ['id', 'productId', 'version', 'validFrom', 'validTo']);
const productSummary = pick(product.fields, ['id', 'code', 'name']);

/** A company's agreement: signed (POST) on a product agreement version, listed while in force (SPEC §4). */
export const agreement = defineEntity({
  resource: 'agreements',
  path: 'companies/:companyId/agreements',
  fields: {
    id: id(),
    companyId: reference('companies', { fromPath: true }),
    productAgreementId: reference('product-agreements', { required: 'Valitse sopimus.', list: false }),
    companyContactPersonId: optionalReference('company-people', { list: false }),
    patevaContactPersonId: readOnly('reference', z.number().int().nullable(), { list: false }),
    // Sorted by the product's name (the list route joins it).
    product: computed(productSummary, { sortable: true }),
    productAgreement: computed(productAgreementSummary, {}),
    signedAt: datetime({ sortable: true }),
    terminatedAt: datetime({ nullable: true, list: false }),
    terminatedReason: readOnly('text', z.string().nullable(), { list: false }),
    signedByUserId: readOnly('reference', z.number().int().nullable(), { list: false, show: false }),
  },
});
export type CompanyAgreement = EntityRecord<typeof agreement>;
export type SignAgreementBody = EntityBody<typeof agreement>;

/**
 * The body of POST …/agreements/{agreementId}/terminate (SPEC §7 `terminate_reason`): an
 * action's form, declared like an entity so the server and the dialog read one rule.
 * Not a resource of its own (not in ENTITIES); it answers the agreement.
 */
export const agreementTermination = defineEntity({
  resource: 'agreement-terminations',
  path: 'companies/:companyId/agreements/:agreementId/terminate',
  fields: {
    companyId: reference('companies', { fromPath: true }),
    agreementId: reference('agreements', { fromPath: true }),
    terminateReason: text({
      max: 1000,
      required: 'Irtisanomisen syy on pakollinen.',
      tooLong: 'Irtisanomisen syy saa olla enintään 1000 merkkiä.',
      multiline: true,
    }),
  },
});
export type TerminateAgreementBody = EntityBody<typeof agreementTermination>;
