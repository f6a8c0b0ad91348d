/**
 * Issue 18 #2: a requirement that asks nothing is refused. The browser's form refuses it before
 * sending (the declaration's form-only check); the server judges the stored result (its service),
 * so its request schemas leave the rule out: an update keeps what it leaves out.
 */
import { describe, expect, it } from 'vitest';
import { formSchema, requestSchema, updateFormSchema, updateSchema } from '../../src/domain/entities/entity';
import { industryRequirement, REQUIREMENT_EMPTY } from '../../src/domain/entities/classificationIndustry';

const EMPTY = { minTotalBilling: null, maxReferenceAge: null, minReferenceCount: null, fileTypeId: null, educationDegreeIds: [], personCertificateTypeIds: [] };

describe('an industry requirement that asks nothing', () => {
  it('is refused by the forms, on the first requirement field', () => {
    for (const schema of [formSchema(industryRequirement), updateFormSchema(industryRequirement)]) {
      const result = schema.safeParse(EMPTY);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['minTotalBilling'], message: REQUIREMENT_EMPTY })]);
      expect(schema.safeParse({}).success).toBe(false);
    }
  });

  it('passes the forms when it asks one thing', () => {
    expect(formSchema(industryRequirement).safeParse({ ...EMPTY, maxReferenceAge: 60 }).success).toBe(true);
    expect(formSchema(industryRequirement).safeParse({ ...EMPTY, educationDegreeIds: [3] }).success).toBe(true);
  });

  it('is left to the server’s service in request bodies (an update keeps what it leaves out)', () => {
    expect(requestSchema(industryRequirement).safeParse({ min_total_billing: null }).success).toBe(true);
    expect(updateSchema(industryRequirement).safeParse({ file_type_id: null }).success).toBe(true);
  });
});
