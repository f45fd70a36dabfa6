/**
 * One JSON object per line on stdout. Callers pass only what is safe to keep: never a password,
 * a token or anything a registrant typed.
 */
export interface Logger {
  info(fields: Record<string, unknown>): void;
  error(fields: Record<string, unknown>): void;
}

export function createJsonLogger(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Logger {
  const emit = (level: string, fields: Record<string, unknown>) =>
    write(JSON.stringify({ time: new Date().toISOString(), level, ...fields }));
  return {
    info: (fields) => emit('info', fields),
    error: (fields) => emit('error', fields),
  };
}

export const silentLogger: Logger = { info: () => {}, error: () => {} };
