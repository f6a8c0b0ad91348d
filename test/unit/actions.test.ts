import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { actionPath, defineAction, MissingActionParamError, pathParamNames } from '../../src/domain/api/action';
import { cancelApplication, deleteApplication, sendApplication } from '../../src/domain/api/applicationActions';
import { changeApplicationStatus, reviewSection } from '../../src/domain/api/applicationReviewActions';
import { applicationKeys, recordKey } from '../../src/domain/api/queryKeys';

describe('defineAction', () => {
  it('reads the path parameters from the path: ids by default, a declared schema where given', () => {
    expect(pathParamNames('/companies/:id/applications/:appId/send')).toEqual(['id', 'appId']);
    expect(sendApplication.paramNames).toEqual(['id', 'appId']);
    expect(sendApplication.params.parse({ id: '7', appId: '41' })).toEqual({ id: 7, appId: 41 });
    // A path names a record only by a canonical id (as every route's params do).
    expect(sendApplication.params.safeParse({ id: '07', appId: '41' }).success).toBe(false);
    expect(sendApplication.params.safeParse({ id: '7' }).success).toBe(false);
    expect(reviewSection.params.parse({ appId: '41', section: 'statement' })).toEqual({ appId: 41, section: 'statement' });
    expect(reviewSection.params.safeParse({ appId: '41', section: 'nothing' }).success).toBe(false);
  });

  it('refuses a parameter schema for a name the path does not have', () => {
    expect(() => defineAction({ method: 'PUT', path: '/things/:id', params: { other: z.string() } as never, answer: null })).toThrow(/other is not in the path/);
  });

  it('puts the values in the path, URL-encoded, and refuses a missing one', () => {
    expect(actionPath(sendApplication, { id: 7, appId: 41 })).toBe('/companies/7/applications/41/send');
    expect(actionPath(reviewSection, { appId: 41, section: 'vastuugroup-member' })).toBe('/applications/41/reviews/vastuugroup-member');
    const named = defineAction({ method: 'GET', path: '/invites/:token/validate', params: { token: z.string() }, answer: z.object({}) });
    expect(actionPath(named, { token: 'a/b c' })).toBe('/invites/a%2Fb%20c/validate');
    expect(() => actionPath(sendApplication, { id: 7 } as never)).toThrow(MissingActionParamError);
  });

  it('answers 204 without an answer schema, 201 when it creates, else 200', () => {
    expect(deleteApplication.status).toBe(204);
    expect(sendApplication.status).toBe(200);
    expect(defineAction({ method: 'POST', path: '/x/:id/images', answer: z.object({}), created: true }).status).toBe(201);
  });

  it('checks bodies with the same schema and Finnish messages as the server', () => {
    expect(cancelApplication.body.safeParse({}).success).toBe(true);
    const tooLong = cancelApplication.body.safeParse({ message: 'x'.repeat(2001) });
    expect(tooLong.success ? null : tooLong.error.issues[0]?.message).toBe('Viesti on liian pitkä (enintään 2000 merkkiä).');
    const noStatus = changeApplicationStatus.body.safeParse({ application_status_id: 'a' });
    expect(noStatus.success ? null : noStatus.error.issues[0]?.message).toBe('Valitse tila.');
  });

  it('names the queries it changes', () => {
    expect(sendApplication.touches({ id: 7, appId: 41 })).toEqual([applicationKeys.all(7)]);
    expect(reviewSection.touches({ appId: 41, section: 'statement' })).toEqual([recordKey('applications', 41)]);
    expect(changeApplicationStatus.touches({ appId: 41 })).toContainEqual(['applications', 'getList']);
  });
});
