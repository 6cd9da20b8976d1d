import type { TokenUser } from '../auth/accessTokenVerifier';
import type { Services } from '../services';

/** How the caller proved who they are: a session access token (JWT) or an API key. */
export type AuthMethod = 'session' | 'apiKey';

export type AppEnv = { Variables: { services: Services; user: TokenUser; authMethod: AuthMethod } };
