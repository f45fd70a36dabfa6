import { createTestDatabase, startTestServer, validRegistration, openDatabase } from './src/testing';
import { startTcpProxy } from './src/testing/tcpProxy';
const t = await createTestDatabase({ kind: 'mysql' });
const url = new URL(t.url);
const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port) });
const db = openDatabase({ client: 'mysql', url: proxy.via(t.url) });
const s = await startTestServer(db, { config: { registrationRateLimit: 5 } });
const reg = () => s.request('/api/user', { json: validRegistration(), headers: {'X-Forwarded-For': String(Math.random())} });
console.log((await reg()).status);
for (const how of ['reset', 'close'] as const) {
  proxy.hold();
  const inflight = Array.from({ length: 5 }, reg);
  await proxy.heldBytes();
  proxy.cut(how);
  const res = await Promise.all(inflight);
  console.log(how, res.map(r => r.status), res.map(r=>r.headers.get('retry-after')));
  const during = await reg(); console.log('during', during.status);
  proxy.restore();
  for (let i = 0; i < 5; i++) { const r = await reg(); console.log('after', r.status); if (r.status === 201) break; await new Promise(r => setTimeout(r, 200)); }
}
console.log(s.logs.filter(l => /error/.test(l)).map(l => { const o = JSON.parse(l); return [o.status ?? '', o.error, o.code, o.stack?.split('\n')[0]] }));
await s.close(); await db.destroy(); await proxy.close(); await t.drop();
