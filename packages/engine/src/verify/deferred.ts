/** A promise and the functions that settle it (`Promise.withResolvers`, which Node 20 lacks). */
export class Deferred<T> {
  readonly promise: Promise<T>;
  // Set by the promise's executor, which runs within the constructor.
  resolve!: (value: T) => void;
  reject!: (error: unknown) => void;

  constructor() {
    this.promise = new Promise<T>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }
}
