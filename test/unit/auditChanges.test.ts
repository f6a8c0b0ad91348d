import { describe, expect, it } from 'vitest';
import { auditChanges } from '../../src/resources/companies/tabs/auditChanges';

describe('audit entry changes', () => {
  it('lists changed fields as before → after, skipping unchanged ones', () => {
    expect(auditChanges({ name: 'A Oy', city: 'Oulu' }, { name: 'B Oy', city: 'Oulu' })).toEqual(['name: A Oy → B Oy']);
    expect(auditChanges({ phone: null }, { phone: '+358401' })).toEqual(['phone: – → +358401']);
  });
  it('lists the new values of a creation and the old of a deletion', () => {
    expect(auditChanges(null, { name: 'Uusi Oy', addresses: [] })).toEqual(['name: Uusi Oy', 'addresses: []']);
    expect(auditChanges({ street: 'Katu 1' }, null)).toEqual(['street: Katu 1 → –']);
  });
});
