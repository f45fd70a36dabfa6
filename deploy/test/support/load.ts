/**
 * Registration load: `concurrency` clients, each posting one registration after another on its
 * own kept-alive connection, until stopped. Every answer and every socket error is kept, so a
 * test can say exactly what clients saw.
 */
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { httpRequest, validRegistration } from '@forum/api/testing';

export interface Outcome {
  email: string;
  status?: number;
  id?: number;
  connection?: string;
  retryAfter?: string;
  body?: string;
  /** The socket error's code (ECONNRESET, ECONNREFUSED, ...) when there was no answer. */
  error?: string;
  ms: number;
  at: number;
}

export interface Load {
  outcomes: Outcome[];
  /** Stops sending and resolves when every client has its last answer. */
  stop(): Promise<Outcome[]>;
}

export function registrationLoad(options: {
  url: string;
  concurrency: number;
  ca?: Buffer;
  /** A client stops sending after this many refused connections in a row (its server is gone). */
  stopAfterRefusals?: number;
  /**
   * A client stops once an answer says `Connection: close`, as a load balancer takes a draining
   * process out of rotation, instead of opening a new connection to the same process.
   */
  stopWhenAskedToClose?: boolean;
  headers?: Record<string, string>;
}): Load {
  const outcomes: Outcome[] = [];
  let running = true;
  const secure = options.url.startsWith('https:');
  const client = async (index: number) => {
    const agent = secure
      ? new https.Agent({ keepAlive: true, maxSockets: 1, ca: options.ca })
      : new http.Agent({ keepAlive: true, maxSockets: 1 });
    let refusals = 0;
    let sequence = 0;
    try {
      while (running) {
        const email = `load-${index}-${sequence++}-${Math.random().toString(36).slice(2, 8)}@example.com`;
        const started = performance.now();
        const outcome: Outcome = { email, ms: 0, at: Date.now() };
        try {
          const res = await httpRequest(`${options.url}/api/user`, {
            json: validRegistration({ email }),
            agent,
            ...(options.headers ? { headers: options.headers } : {}),
          });
          Object.assign(outcome, {
            status: res.status,
            connection: res.headers.connection,
            retryAfter: res.headers['retry-after'],
            body: res.text,
          });
          if (res.status === 201) outcome.id = res.json<{ id: number }>().id;
          refusals = 0;
        } catch (error) {
          outcome.error = (error as { code?: string }).code ?? String(error);
          if (outcome.error === 'ECONNREFUSED') refusals += 1;
        }
        outcome.ms = performance.now() - started;
        outcomes.push(outcome);
        if (refusals >= (options.stopAfterRefusals ?? Infinity)) break;
        if (options.stopWhenAskedToClose && outcome.connection === 'close') break;
      }
    } finally {
      agent.destroy();
    }
  };
  const clients = Array.from({ length: options.concurrency }, (_, index) => client(index));
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(clients);
      return outcomes;
    },
  };
}

/** Counts of what clients saw: status codes and socket errors. */
export function summarise(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const key = outcome.error ?? String(outcome.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
