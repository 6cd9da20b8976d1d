import { subtractCredits } from '@leadproof/contract/money';

/** A debit larger than the balance; nothing was written. */
export class InsufficientCreditsError extends Error {
  override name = 'InsufficientCreditsError';

  constructor(
    readonly balance: number,
    readonly required: number,
  ) {
    super(`Not enough credits: this needs ${required} and the balance is ${balance}.`);
  }

  /** How many more credits the caller needs. */
  get shortfall(): number {
    return subtractCredits(this.required, this.balance);
  }
}
