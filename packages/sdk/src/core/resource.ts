import type { Leadproof } from '../client';

/** Base of every resource namespace: holds the client its one-line methods delegate to. */
export class APIResource<TNullOn401 extends boolean = boolean> {
  protected readonly _client: Leadproof<TNullOn401>;

  constructor(client: Leadproof<TNullOn401>) {
    this._client = client;
  }
}
