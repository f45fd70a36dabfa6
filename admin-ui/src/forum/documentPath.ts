/**
 * Reading and changing a document by a dotted path (`sessions.2.start`, `programme.1.0.speakers`),
 * the form the API names a problem's field in. Changes copy the objects and arrays on the way and
 * leave the rest shared, as React's state wants; an undefined value removes an object's key (an
 * optional field left empty is absent, not an empty string).
 */

const keysOf = (path: string): string[] => (path === '' ? [] : path.split('.'));

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

export function getIn(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const key of keysOf(path)) {
    if (!isContainer(node)) return undefined;
    node = Array.isArray(node) ? node[Number(key)] : node[key];
  }
  return node;
}

function updateKeys(node: unknown, keys: readonly string[], update: (current: unknown) => unknown): unknown {
  if (keys.length === 0) return update(node);
  const [key, ...rest] = keys as [string, ...string[]];
  if (Array.isArray(node)) {
    const index = Number(key);
    const copy = node.slice();
    copy[index] = updateKeys(node[index], rest, update);
    return copy;
  }
  const object: Record<string, unknown> = isContainer(node) ? { ...(node as Record<string, unknown>) } : {};
  const next = updateKeys(object[key], rest, update);
  if (next === undefined) delete object[key];
  else object[key] = next;
  return object;
}

/** `root` with the value at `path` replaced by what `update` makes of it. */
export function updateIn<T>(root: T, path: string, update: (current: unknown) => unknown): T {
  return updateKeys(root, keysOf(path), update) as T;
}

export function setIn<T>(root: T, path: string, value: unknown): T {
  return updateIn(root, path, () => value);
}

/** The path of an element or key under `path`. */
export const childPath = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);

/** True when `path` is `ancestor` or lies under it. */
export const isUnder = (path: string, ancestor: string): boolean =>
  path === ancestor || path.startsWith(`${ancestor}.`);
