/**
 * SPEC §3 Company agreement (and the Product and Product agreement it is signed on, answered
 * read-only), §4 termination, §7 Agreements and products.
 */
import { z } from 'zod';
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { boolean, computed, date, datetime, id, lookupChoice, optionalReference, readOnly, reference, text } from './fields';
import { percentage, word } from './fieldsInvoicing';
import { integer, lookupIds } from './fieldsNumbers';


/** 'product-billing-bases' ids: what a product bills (migration 040). */
export const BillingBasis = { agreement: 1, applicationFee: 2, auditDay: 3 } as const;
export const BILLING_BASIS_IDS = [BillingBasis.agreement, BillingBasis.applicationFee, BillingBasis.auditDay] as const;
export const PERIOD_UNITS = ['kuukausi', 'vuosi'] as const;

export const PRODUCT_RULES = {
  code: 'Koodissa saa olla vain isoja kirjaimia A–Z, numeroita, - ja _.',
  period: 'Sopimustuotteella on oltava laskutuskausi (1–120).',
  applicationTypes: 'Valitse hakemustyypit, joista hakemusmaksu peritään.',
  codeTaken: 'Tuotekoodi on jo käytössä.',
} as const;

/**
 * A product (SPEC §3 Product): what a company signs an agreement for (GET /products, everyone
 * signed in), and what the office bills (issue 22 §3): its price per sales unit, VAT and basis.
 */
export const product = defineEntity({
  resource: 'products',
  path: 'products',
  fields: {
    id: id(),
    code: text({ max: 30, required: 'Tuotekoodi on pakollinen.', tooLong: 'Tuotekoodi saa olla enintään 30 merkkiä.', sortable: true }),
    name: text({ max: 200, required: 'Nimi on pakollinen.', tooLong: 'Nimi saa olla enintään 200 merkkiä.', sortable: true }),
    salesUnit: text({ max: 30, required: 'Myyntiyksikkö on pakollinen.', tooLong: 'Myyntiyksikkö saa olla enintään 30 merkkiä.', list: false }),
    unitPrice: integer({ min: 0, max: 10_000_000, required: 'Hinta on pakollinen.', invalid: 'Hinnan on oltava kokonaisluku euroina (0–10 000 000).', sortable: true }),
    vatPercentage: percentage({ required: 'Arvonlisäveroprosentti on pakollinen.', invalid: 'Arvonlisäveroprosentin on oltava 0–100 (enintään kaksi desimaalia).' }),
    billingBasis: lookupChoice('product-billing-bases', BILLING_BASIS_IDS, {
      required: 'Valitse laskutusperuste.',
      invalid: 'Valitse laskutusperuste listalta.',
      sortable: true,
    }),
    billingPeriod: integer({ min: 0, max: 120, required: 'Laskutuskausi on pakollinen.', invalid: 'Laskutuskauden on oltava kokonaisluku 0–120.', list: false }),
    periodUnit: word(PERIOD_UNITS, { required: 'Kauden yksikön on oltava kuukausi tai vuosi.', list: false }),
    automaticRenewal: boolean({ list: false }),
    directBuy: boolean({ list: false }),
    singleLicense: boolean({ list: false }),
    applicationTypeIds: lookupIds('application-types', { invalid: 'Valitse hakemustyypit listalta.', list: false, max: 11 }),
  },
  checks: [
    {
      reads: ['code'],
      check: (values, add) => {
        if (typeof values.code === 'string' && !/^[A-Z0-9_-]+$/.test(values.code)) add('code', PRODUCT_RULES.code);
      },
    },
    {
      reads: ['billingBasis', 'billingPeriod'],
      check: (values, add) => {
        if (values.billingBasis === BillingBasis.agreement && typeof values.billingPeriod === 'number' && values.billingPeriod < 1) add('billingPeriod', PRODUCT_RULES.period);
      },
    },
    {
      reads: ['billingBasis', 'applicationTypeIds'],
      check: (values, add) => {
        if (values.billingBasis === BillingBasis.applicationFee && Array.isArray(values.applicationTypeIds) && values.applicationTypeIds.length === 0) {
          add('applicationTypeIds', PRODUCT_RULES.applicationTypes);
        }
      },
    },
  ],
});
export type Product = EntityRecord<typeof product>;
export type ProductBody = EntityBody<typeof product>;

export const PRODUCT_AGREEMENT_RULES = {
  order: 'Päättymispäivä ei voi olla ennen alkamispäivää.',
  versionTaken: 'Tuotteella on jo tämän numeroinen sopimusversio.',
  signed: 'Allekirjoitetusta sopimusversiosta voi muuttaa vain päättymispäivän.',
} as const;

/**
 * One version of a product's agreement (GET /products/{id}/agreements; the first is the one to
 * sign). The office writes them (issue 22 §3); a version a company has signed keeps its text.
 */
export const productAgreement = defineEntity({
  resource: 'product-agreements',
  path: 'products/:productId/agreements',
  fields: {
    id: id(),
    productId: reference('products', { fromPath: true }),
    version: integer({ min: 1, max: 10_000, required: 'Versionumero on pakollinen.', invalid: 'Versionumeron on oltava kokonaisluku 1–10000.', sortable: true }),
    validFrom: date({ required: 'Alkamispäivä on pakollinen.', malformed: 'Alkamispäivä ei kelpaa (pp.kk.vvvv).' }),
    validTo: date({ malformed: 'Päättymispäivä ei kelpaa (pp.kk.vvvv).' }),
    content: text({ max: 20_000, multiline: true, required: 'Sopimusteksti on pakollinen.', tooLong: 'Sopimusteksti saa olla enintään 20000 merkkiä.', list: false }),
    signedAt: datetime({ nullable: true, list: false }),
  },
  checks: [
    {
      reads: ['validFrom', 'validTo'],
      check: (values, add) => {
        if (typeof values.validFrom === 'string' && typeof values.validTo === 'string' && values.validTo < values.validFrom) add('validTo', PRODUCT_AGREEMENT_RULES.order);
      },
    },
  ],
});
export type ProductAgreement = EntityRecord<typeof productAgreement>;
export type ProductAgreementBody = EntityBody<typeof productAgreement>;

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
