/**
 * Access: a route without a rule cannot be registered, and every route is tried
 * as every actor on own, foreign and missing records (the authorization matrix,
 * rows in ./matrix/, one file per module).
 */
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireAccessRule } from '../../server/http/routeTable';
import type { RegisteredRoute } from '../../server/http/routeTable';
import { Client, signedIn, useTestApp } from './helpers';
import { SLICES, slicesOf } from './matrix';
import { prepareMatrixWorld } from './matrix/world';
import { ACTORS, type Actor, type Case, type MatrixContext } from './matrix/presets';

const env = useTestApp();

const MATRIX: Record<string, Case[]> = Object.assign({}, ...SLICES.map((slice) => slice.rows));
const ctx = { env, extra: {} } as MatrixContext;
const clients = {} as Record<Actor, Client>;

const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;

beforeAll(async () => {
  await prepareMatrixWorld(ctx);
  clients.anonymous = new Client(env.app);
  for (const [actor, user] of Object.entries(ctx.users) as Array<[Exclude<Actor, 'anonymous'>, { email: string }]>) {
    clients[actor] = await signedIn(env.app, user.email);
  }
});

describe('access rules', () => {
  it('refuses to register a route that declares no access rule', () => {
    const app = Fastify();
    app.addHook('onRoute', requireAccessRule([]));
    expect(() => app.get('/api/naked', async () => 'open')).toThrow('declares no access rule');
  });

  it('has a row in the matrix for every route of the app', () => {
    const keys = env.app.registeredRoutes.map(routeKey);
    expect(keys.length).toBeGreaterThan(15);
    expect(keys.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('finds every slice file of ./matrix/ by itself, and refuses a route in two slices', () => {
    expect(SLICES.length).toBeGreaterThan(15);
    const rows = { 'GET /api/boards': [] };
    expect(slicesOf({ './boards.ts': { boards: { rows }, boardBody: { name: 'x' } } })).toEqual([{ rows }]);
    expect(() => slicesOf({ './a.ts': { a: { rows } }, './b.ts': { b: { rows } } })).toThrow('Matrix route GET /api/boards is in both a and b');
  });

  it("ties the auditor by work to company A only, and the board member to none (the presets' premise)", async () => {
    const assigned = await env.db.selectFrom('applications').select('company_id').distinct().where('auditor_user_id', '=', ctx.users.auditor.id).execute();
    expect(assigned.map((row) => row.company_id)).toEqual([ctx.companyA.id]);
  });

  for (const [key, cases] of Object.entries(MATRIX)) {
    it(`${key} answers each actor as expected`, async () => {
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const testCase of cases) {
        for (const actor of ACTORS) {
          const client = testCase.fresh && actor !== 'anonymous' ? await signedIn(env.app, ctx.users[actor].email) : clients[actor];
          const body = testCase.body?.(ctx);
          const path = testCase.path(ctx);
          const response = await client.request(testCase.method, path, body === undefined ? {} : { body });
          const label = `${testCase.method} ${path} as ${actor}`;
          got[label] = response.status;
          want[label] = testCase.expected[actor];
        }
      }
      expect(got).toEqual(want);
    });
  }
});

describe('staff reach (issue 18 #1)', () => {
  const readsOfB = Object.entries(MATRIX).flatMap(([key, cases]) => cases.filter((testCase) => testCase.readOfB).map((testCase) => ({ key, testCase })));
  const tie = (auditorUserId: number | null) =>
    env.db.updateTable('applications').set({ auditor_user_id: auditorUserId }).where('id', '=', Number(ctx.extra.appB)).execute();

  it('has a read of B for every route that reads company data (the rule for reading a company)', () => {
    const readRoutes = env.app.registeredRoutes.filter((route) => route.access.kind === 'company' && route.access.staffTies).map(routeKey);
    expect(readRoutes.length).toBeGreaterThan(30);
    expect(readRoutes.filter((key) => !readsOfB.some((read) => read.key === key))).toEqual([]);
  });

  it("an auditor assigned one of B's applications reads B's data as B's readers do, and loses it when unassigned", async () => {
    const auditor = clients.auditor;
    const answers = async () => {
      const got: Record<string, number> = {};
      for (const { testCase } of readsOfB) got[testCase.path(ctx)] = (await auditor.request(testCase.method, testCase.path(ctx))).status;
      return got;
    };
    const asReaders = Object.fromEntries(readsOfB.map(({ testCase }) => [testCase.path(ctx), testCase.expected.office]));
    const refused = Object.fromEntries(readsOfB.map(({ testCase }) => [testCase.path(ctx), 403]));
    try {
      await tie(ctx.users.auditor.id);
      expect(await answers()).toEqual(asReaders);
      // The board member has no tie to B, whoever else is assigned.
      expect((await clients.board.get(`/api/companies/${ctx.companyB.id}/people`)).status).toBe(403);
    } finally {
      await tie(null);
    }
    expect(await answers()).toEqual(refused);
  });

  it("a board member reads B's data while one of B's applications is on the agenda of their board's meeting (issue 20), and loses it when it leaves", async () => {
    const board = clients.board;
    const answers = async () => {
      const got: Record<string, number> = {};
      for (const { testCase } of readsOfB) got[testCase.path(ctx)] = (await board.request(testCase.method, testCase.path(ctx))).status;
      return got;
    };
    const onAgenda = (meetingId: number | string | null) =>
      env.db.updateTable('applications').set({ board_meeting_id: meetingId === null ? null : Number(meetingId) }).where('id', '=', Number(ctx.extra.appB)).execute();
    const asReaders = Object.fromEntries(readsOfB.map(({ testCase }) => [testCase.path(ctx), testCase.expected.office]));
    const refused = Object.fromEntries(readsOfB.map(({ testCase }) => [testCase.path(ctx), 403]));
    try {
      // On another board's agenda: no tie.
      await onAgenda(ctx.extra.meetingOther);
      expect(await answers()).toEqual(refused);
      await onAgenda(ctx.extra.meetingOwn);
      expect(await answers()).toEqual(asReaders);
      // The auditor has no tie to B through the board's agenda.
      expect((await clients.auditor.get(`/api/companies/${ctx.companyB.id}/people`)).status).toBe(403);
    } finally {
      await onAgenda(null);
    }
    expect(await answers()).toEqual(refused);
  });
});
