/**
 * @leadproof/sdk: the /api contract (schemas with their types) and, as it grows, the typed client.
 * @module
 */

/** `GET /api/health` response schema and type. */
export { type HealthResponse, healthResponseSchema } from './contract/health';
/** Error body shared by every `/api` error response. */
export { type ErrorResponse, errorResponseSchema } from './contract/error';
