/**
 * The Finnish texts are found, not listed (src/i18n/fi.ts, issue 19 §6): every fi<Feature>.ts is
 * merged, and no two features may give one key different texts (no order decides any more).
 */
import { describe, expect, it } from 'vitest';
import { fi } from '../../src/i18n/fi';
import { mergeModules } from '../../src/i18n/moduleMessages';

const text = (messages: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe('the features’ Finnish texts', () => {
  it("merges each file's fi<Feature> exports and nothing else", () => {
    const merged = mergeModules({
      './fiBoards.ts': { fiBoards: { resources: { boards: { fields: { name: 'Nimi' } } } }, BOARD_LIMIT: { max: '3' } },
      './fiAudit.ts': { fiAudit: { resources: { boards: { name: 'Lautakunta' } } } },
    });
    expect(merged).toEqual({ resources: { boards: { name: 'Lautakunta', fields: { name: 'Nimi' } } } });
  });

  it("leaves out a public page's own flat texts (a text at the top level)", () => {
    const merged = mergeModules({
      './fiPublicPage.ts': { fiPublicPage: { title: 'Julkinen sivu', send: 'Lähetä' } },
      './fiOther.ts': { fiOther: { title: 'Toinen', nested: { a: 'A' } } },
      './fiBoards.ts': { fiBoards: { boards: { title: 'Lautakunnat' } } },
    });
    expect(merged).toEqual({ boards: { title: 'Lautakunnat' } });
  });

  it('refuses one key with two texts, and takes one key with the same text twice', () => {
    const files = (second: string) => ({ './fiA.ts': { fiA: { a: { b: 'Yksi' } } }, './fiB.ts': { fiB: { a: { b: second } } } });
    expect(() => mergeModules(files('Kaksi'))).toThrow('Käännösavain a.b on sekä fiA:ssa että fiB:ssa eri tekstillä');
    expect(mergeModules(files('Yksi'))).toEqual({ a: { b: 'Yksi' } });
  });

  it('finds every feature file of src/i18n without a list', () => {
    expect(text(fi, 'resources.offices.fields.name')).toBeTypeOf('string');
    expect(text(fi, 'resources.classification-industries')).toBeDefined();
    expect(text(fi, 'auth.login.title')).toBeTypeOf('string');
    // Defined once (fiAudit), where fiRelations used to define it too and lose.
    expect(text(fi, 'pateva.audit.fields.accepted_by_user_id')).toBe('Hyväksyjä');
    // The public confirmation page keeps its texts to itself.
    expect(text(fi, 'title')).toBeUndefined();
  });
});
