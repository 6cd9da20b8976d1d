/**
 * The accounts a load run acts as: real sign-ups confirmed through the e-mailed link, each with a real
 * session, and each already past its first API call (which creates the account's row and trial credits),
 * so the measured traffic is the steady state of returning users.
 */
import { Leadproof } from '@leadproof/sdk';
import { createTestUser, type ServerAddress, type TestUser } from '../../src/testing/test-users';

/** Sign-ups at once: enough to overlap the password hashing, few enough not to starve the server. */
const SIGN_UP_CONCURRENCY = 8;

/** Creates `count` confirmed users, `SIGN_UP_CONCURRENCY` at a time, and makes each one's first API call. */
export async function createLoadUsers(server: ServerAddress, count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  let next = 0;
  const lane = async () => {
    while (next < count) {
      next++;
      const user = await createTestUser(server, { firstName: 'Load' });
      const client = new Leadproof({
        baseURL: server.url,
        accessToken: () => user.accessToken,
        maxRetries: 0,
      });
      await client.users.balance();
      users.push(user);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SIGN_UP_CONCURRENCY, count) }, lane));
  return users;
}
