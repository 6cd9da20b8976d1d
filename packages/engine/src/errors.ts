/** Why a file cannot be verified; the API maps every code to order status `needs_fix`. */
export type EngineInputErrorCode =
  | 'empty_file'
  | 'undecodable'
  | 'not_csv'
  | 'bad_workbook'
  | 'unknown_sheet'
  | 'no_contact_column'
  | 'unknown_mapping_column'
  /** A bounce log without an e-mail column, or without a column saying how each address bounced. */
  | 'no_bounce_column';

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

/**
 * The file holds more data rows than the caller allowed (`VerifyOptions.maxRows`): it changed after it was
 * counted, or the count was wrong. Not the customer's fault, so not an {@link EngineInputError}.
 */
export class RowLimitExceededError extends Error {
  override readonly name = 'RowLimitExceededError';

  constructor(
    /** The limit that was passed. */
    readonly maxRows: number,
  ) {
    super(`The file holds more than the ${maxRows} data row(s) it was counted with; verification stopped.`);
  }
}

/** True when `error` is a {@link RowLimitExceededError}, across bundle copies and threads. */
export function isRowLimitExceededError(error: unknown): error is RowLimitExceededError {
  return error instanceof Error && error.name === 'RowLimitExceededError';
}
