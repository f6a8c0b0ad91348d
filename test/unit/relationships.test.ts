import { describe, expect, it } from 'vitest';
import { awaitsConsentOf, otherParty, relationshipToast, relationsPath } from '../../src/domain/relationships';

describe('group relation toasts (SPEC §8)', () => {
  it('names daughters and joint ventures with their own texts', () => {
    expect(relationshipToast(2, 'created')).toBe('Tytäryhtiö liitetty');
    expect(relationshipToast(2, 'deleted')).toBe('Tytäryhtiön liitos poistettu');
    expect(relationshipToast(3, 'created')).toBe('Liitytty työyhteenliittymään');
    expect(relationshipToast(3, 'deleted')).toBe('Poistuttu työyhteenliittymästä');
  });

  it('goes to the relations list after a delete (SPEC §2) and sees the other side of a relation', () => {
    expect(relationsPath(7)).toBe('/companies/7/relations');
    const parent = { id: 7, name: 'Emo Oy', registrationNumber: '2900000-4' };
    const daughter = { id: 8, name: 'Tytär Oy', registrationNumber: '2900001-2' };
    const relation = { id: 1, companyRelationshipTypeId: 2, parentCompany: parent, daughterCompany: daughter };
    expect(otherParty(relation, 7)).toBe(daughter);
    expect(otherParty(relation, 8)).toBe(parent);
  });

  it('a pending relation waits for the company linked, not for the one that asked (issue 9 #6)', () => {
    const parent = { id: 7, name: 'Emo Oy', registrationNumber: '2900000-4' };
    const daughter = { id: 8, name: 'Tytär Oy', registrationNumber: '2900001-2' };
    expect(awaitsConsentOf({ status: 'pending', daughterCompany: daughter }, 8)).toBe(true);
    expect(awaitsConsentOf({ status: 'pending', daughterCompany: daughter }, parent.id)).toBe(false);
    expect(awaitsConsentOf({ status: 'active', daughterCompany: daughter }, 8)).toBe(false);
  });
});
