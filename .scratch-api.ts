const base = 'http://localhost:5190';
let cookies: Record<string, string> = {};
async function call(method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ') };
  if (cookies['XSRF-TOKEN']) headers['x-xsrf-token'] = decodeURIComponent(cookies['XSRF-TOKEN']);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const r = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  for (const c of r.headers.getSetCookie()) { const [kv] = c.split(';'); const i = kv.indexOf('='); cookies[kv.slice(0, i)] = kv.slice(i + 1); }
  const text = await r.text();
  try { return { status: r.status, body: JSON.parse(text) }; } catch { return { status: r.status, body: text }; }
}
await call('GET', '/api/users/me');
console.log((await call('POST', '/api/auth/login', { email: 'hakija@pateva.test', password: 'Pateva-demo-2026' })).status);
const me = (await call('GET', '/api/users/me')).body;
const cid = me.companies[0].id;
const raw = await call('GET', '/api/classification-industries?paginate=100'); console.log(raw.status, JSON.stringify(raw.body).slice(0,200)); const inds = (await call('GET', '/api/classification-industries?paginate=100')).body.data ?? [];
const id = (n: string) => inds.find((i: any) => i.symbolicNumber === n).id;
const refs = (await call('GET', `/api/companies/${cid}/references`)).body.data;
const offices = (await call('GET', `/api/companies/${cid}/offices`)).body.data;
console.log(refs.map((r: any) => [r.id, r.title, r.workEndDate, r.totalBilling]));
const app = await call('POST', `/api/companies/${cid}/applications`, {
  application_target_id: 1, contact_person_id: me.personId ?? me.person?.id, vastuu_group_agreement: true, contract_agreement: true,
  application_industries: [{ classification_industry_id: id('1.2.1'), reference_ids: [refs[1].id, refs[2].id] }, { classification_industry_id: id('1.2.3'), reference_ids: [refs[0].id] }],
  application_company_offices: [{ company_office_id: offices[0].id }],
});
console.log(app.status, JSON.stringify(app.body).slice(0, 300));
const v = await call('GET', `/api/companies/${cid}/applications/${app.body.id}/validate`);
for (const s of v.body.sections) for (const i of s.items) if (i.result !== 'OK') console.log(s.section, i.result, i.message);
console.log(v.body.result);
