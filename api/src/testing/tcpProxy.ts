/**
 * A TCP proxy for fault tests: sits between the API and MySQL on a loopback port and can hold the
 * API's bytes (so a query is certainly in flight), cut every connection (close or reset), and
 * refuse new ones until told otherwise.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  /** Buffers what clients send instead of forwarding it, until `cut()` or `release()`. */
  hold(): void;
  /** Resolves once held bytes are waiting (a query the server has not seen). */
  heldBytes(): Promise<void>;
  release(): void;
  /** Drops every open connection (`reset` sends RST, `close` a FIN) and refuses new ones until `restore()`. */
  cut(how?: 'reset' | 'close'): void;
  restore(): void;
  /** Connections made through the proxy so far. */
  readonly connections: number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket; held: Buffer[] }>();
  let holding = false;
  let down = false;
  let connections = 0;
  let heldWaiters: Array<() => void> = [];

  const server = net.createServer((client) => {
    if (down) {
      client.resetAndDestroy();
      return;
    }
    connections += 1;
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream, held: [] as Buffer[] };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      if (holding) {
        pair.held.push(chunk);
        for (const wake of heldWaiters) wake();
        heldWaiters = [];
      } else upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    via(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    hold() {
      holding = true;
    },
    heldBytes() {
      if ([...pairs].some((pair) => pair.held.length > 0)) return Promise.resolve();
      return new Promise((resolve) => heldWaiters.push(resolve));
    },
    release() {
      holding = false;
      for (const pair of pairs) for (const chunk of pair.held.splice(0)) pair.upstream.write(chunk);
    },
    cut(how = 'reset') {
      down = true;
      holding = false;
      for (const pair of [...pairs]) {
        pairs.delete(pair);
        if (how === 'reset') pair.client.resetAndDestroy();
        else pair.client.destroy();
        pair.upstream.destroy();
      }
    },
    restore() {
      down = false;
    },
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) {
          pair.client.destroy();
          pair.upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
