import { startTestForum } from './src/testing';
import net from 'node:net';
import zlib from 'node:zlib';
const f = await startTestForum({ env: { SITE_DIST: 'site/dist' } as any });
const u = new URL(f.url);
async function raw(req: string | Buffer): Promise<string> {
  return new Promise((res) => { const s = net.connect(Number(u.port), '127.0.0.1'); let out=''; s.on('data', d=> out+=d); s.on('end', ()=>res(out)); s.on('error', e=>res('ERR '+e.message+' '+out)); s.write(req); });
}
for (const m of ['PROPFIND','TRACE','MKCOL','POST','PUT']) for (const p of ['/','/api/user','/api/nothing','/kor']) {
  const r = await raw(`${m} ${p} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  console.log(m, p, r.split('\r\n')[0], r.includes('Allow') ? r.match(/Allow: .*/)?.[0] : '');
}
const body = JSON.stringify({a:1});
for (const enc of ['gzip','br','deflate','x-foo']) {
  const r = await raw(`POST /api/user HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Encoding: ${enc}\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
  console.log(enc, r.split('\r\n')[0], r.slice(r.indexOf('{')));
}
const gz = zlib.gzipSync(JSON.stringify({company:'x'}));
const r = await raw(Buffer.concat([Buffer.from(`POST /api/user HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: ${gz.length}\r\n\r\n`), gz]));
console.log('real gzip', r.split('\r\n')[0], r.slice(r.indexOf('{')));
console.log(f.logs.filter(l => l.includes('error')).slice(0,3));
await f.close();
