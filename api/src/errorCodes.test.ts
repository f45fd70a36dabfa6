/**
 * Every error the API throws takes its HTTP status from shared's API_ERRORS, beside its words: each
 * code thrown anywhere in the API's source has an entry there with a status and words in both
 * languages, and an AppError answers with that status. (The type of AppError's code refuses an
 * unknown code at compile time; this also catches a code whose entry lost its status.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_ERRORS, type ApiErrorCode, isApiErrorCode } from '@forum/shared';
import { expect, it } from 'vitest';
import { AppError } from './errors';

const SRC = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The codes written literally as the first argument of `new AppError(` or an AppError subclass's `super(`. */
function thrownCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/new AppError\(\s*'([a-z_]+)'/g)) codes.add(match[1]!);
    if (text.includes('extends AppError')) {
      for (const match of text.matchAll(/super\(\s*'([a-z_]+)'/g)) codes.add(match[1]!);
    }
  }
  return codes;
}

it('has a status and words in both languages for every code the API throws', () => {
  const codes = thrownCodes();
  // The scan finds the API's codes (a broken pattern would find none and prove nothing).
  expect(codes.size).toBeGreaterThan(25);
  for (const code of codes) {
    expect(isApiErrorCode(code), code).toBe(true);
    const entry = API_ERRORS[code as ApiErrorCode];
    expect(entry.status, code).toBeGreaterThanOrEqual(400);
    expect(entry.status, code).toBeLessThan(600);
    expect(entry.words.en, code).not.toBe('');
    expect(entry.words.ko, code).not.toBe('');
  }
});

it("answers an AppError with its code's status from the table, unless the contract gives another", () => {
  expect(new AppError('validation').status).toBe(400);
  expect(new AppError('not_found').status).toBe(404);
  expect(new AppError('already_registered').status).toBe(409);
  expect(new AppError('too_many_requests').status).toBe(429);
  expect(new AppError('invalid_otp').status).toBe(401);
  expect(new AppError('invalid_otp', { status: 400 }).status).toBe(400);
});
