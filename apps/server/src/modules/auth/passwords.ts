import { hash, verify } from '@node-rs/argon2';

// The library's defaults are argon2id, 19 MiB, t=2: OWASP's minimum recommendation, ~25 ms here.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spent on unknown logins so that timing does not tell which logins exist. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string) {
  dummyHash ??= hashPassword('dummy-password-1');
  await verifyPassword(await dummyHash, password);
}
