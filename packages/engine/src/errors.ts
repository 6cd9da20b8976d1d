/** Why a file cannot be verified; the API maps every code to order status `needs_fix`. */
export type EngineInputErrorCode =
  | 'empty_file'
  | 'undecodable'
  | 'not_csv'
  | 'no_contact_column'
  | 'unknown_mapping_column';

/** A file the engine cannot use, with a message written for the customer who uploaded it. */
export class EngineInputError extends Error {
  override readonly name = 'EngineInputError';

  constructor(
    /** Stable machine-readable reason. */
    readonly code: EngineInputErrorCode,
    /** User-facing explanation of what to fix. */
    message: string,
  ) {
    super(message);
  }
}

/** True when `error` is an {@link EngineInputError}, across bundle copies of this package. */
export function isEngineInputError(error: unknown): error is EngineInputError {
  return error instanceof EngineInputError || (error instanceof Error && error.name === 'EngineInputError');
}
