import { InvalidUploadError } from '../core/error';

/**
 * The engine's refusal of a file (its `EngineInputError`, checked by name, as the engine does across bundles) as an
 * `InvalidUploadError` with the engine's message, which says what to fix; any other error as it is.
 */
export function engineRefusal(error: unknown): unknown {
  return error instanceof Error && error.name === 'EngineInputError'
    ? new InvalidUploadError(error.message)
    : error;
}
