/**
 * The report editor's saver by itself (issue 21): typing on while a save is on its way is not lost and
 * goes next on the new version; a 409 whose current text is exactly what was sent (the answer to a
 * successful write lost on the way back) is no conflict; a refusal keeps the edit.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestionWrite, ReportQuestion } from '../../../src/domain/api/auditReport';
import { draftKey, ReportSaver, type SaveFailure } from '../../../src/resources/auditReports/reportSaver';
import { question } from './reportFixtures';

const savers: ReportSaver[] = [];
afterEach(() => {
  for (const saver of savers.splice(0)) saver.dispose();
});

function saverWith(send: (body: QuestionWrite) => Promise<ReportQuestion>, options: { current?: ReportQuestion; classify?: (error: unknown) => SaveFailure } = {}) {
  const saver = new ReportSaver({
    programId: 9,
    storage: window.localStorage,
    send: (_, body) => send(body),
    loadCurrent: async () => options.current,
    classify: options.classify ?? (() => ({ kind: 'stale' })),
    delay: 10,
  });
  savers.push(saver);
  saver.start();
  saver.receive([question(1, 1)]);
  return saver;
}

const answered = (version: number, answer: string) => question(1, 1, { version, answer: { ...question(1, 1).answer, answer } });

describe('the report saver', () => {
  it('keeps what is typed while a save is on its way and sends it next on the new version', async () => {
    const bodies: QuestionWrite[] = [];
    let release: (() => void) | undefined;
    const saver = saverWith(async (body) => {
      bodies.push(body);
      if (bodies.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return answered(body.version + 1, body.answer ?? '');
    });
    saver.change(1, 'answer', 'Ensimmäinen');
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    saver.change(1, 'answer', 'Ensimmäinen ja toinen');
    release?.();
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([
      { version: 1, answer: 'Ensimmäinen' },
      { version: 2, answer: 'Ensimmäinen ja toinen' },
    ]);
    await vi.waitFor(() => expect(saver.getSnapshot().unsaved).toBe(0));
    expect(saver.getSnapshot().entries.get(1)?.values.answer).toBe('Ensimmäinen ja toinen');
    expect(window.localStorage.getItem(draftKey(9, 1))).toBeNull();
  });

  it('shows no conflict when the server already has exactly what was sent', async () => {
    const saver = saverWith(async () => Promise.reject(new Error('409')), { current: answered(2, 'Sama teksti') });
    saver.change(1, 'answer', 'Sama teksti');
    await vi.waitFor(() => expect(saver.getSnapshot().entries.get(1)?.state).toBe('clean'));
    expect(saver.getSnapshot().entries.get(1)?.base).toBe(2);
  });

  it('keeps a refused edit with its message and sends it again once changed', async () => {
    const bodies: QuestionWrite[] = [];
    const saver = saverWith(
      async (body) => {
        bodies.push(body);
        if (bodies.length === 1) throw new Error('422');
        return answered(2, body.answer ?? '');
      },
      { classify: () => ({ kind: 'refused', message: 'Teksti on liian pitkä (enintään 20000 merkkiä).', fields: { answer: 'Teksti on liian pitkä (enintään 20000 merkkiä).' } }) },
    );
    saver.change(1, 'answer', 'Liian pitkä');
    await vi.waitFor(() => expect(saver.getSnapshot().entries.get(1)?.state).toBe('refused'));
    expect(saver.getSnapshot().entries.get(1)?.error?.fields.answer).toBe('Teksti on liian pitkä (enintään 20000 merkkiä).');
    expect(JSON.parse(window.localStorage.getItem(draftKey(9, 1)) ?? '{}')).toEqual({ base: 1, changes: { answer: 'Liian pitkä' } });
    saver.change(1, 'answer', 'Lyhyt');
    await vi.waitFor(() => expect(saver.getSnapshot().entries.get(1)?.state).toBe('clean'));
    expect(bodies.at(-1)).toEqual({ version: 1, answer: 'Lyhyt' });
  });
});
