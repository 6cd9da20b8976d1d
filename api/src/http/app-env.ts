import type { ApiKeyScope } from '@leadproof/contract/api-key-scopes';
import type { TokenUser } from '../auth/access-token-verifier';
import type { Services } from '../services';

/** How the caller proved who they are: a session access token (JWT) or an API key. */
export type AuthMethod = 'session' | 'apiKey';

export type AppEnv = {
  Variables: {
    services: Services;
    /** This request's id (`middleware/requestId`): echoed in `X-Request-Id` and error bodies, carried by its log lines. */
    requestId: string;
    user: TokenUser;
    authMethod: AuthMethod;
    /** The API key's id; only set when `authMethod` is `apiKey`. */
    apiKeyId?: string;
    /** What the API key may do; only set when `authMethod` is `apiKey`. */
    apiKeyScope?: ApiKeyScope;
    /** When the API key stops working (null: never); only set when `authMethod` is `apiKey`. */
    apiKeyExpiresAt?: Date | null;
    /**
     * The execution an `Idempotency-Key` claim started (`middleware/idempotency`): what a route keys its charges by,
     * never the key's text. `resumed` when it goes on with the execution of a request whose process died.
     */
    idempotentExecution?: { id: string; resumed: boolean };
    /** Set by a route whose answer must not be kept for a replay (`answerNotKept`): it carries a secret. */
    idempotentAnswerNotKept?: true;
    /** The text of the JSON answer `respond` made, with that answer: what an idempotent request keeps, unread. */
    answerText?: { response: Response; text: string };
  };
};
