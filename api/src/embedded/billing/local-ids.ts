import { randomBytes } from 'node:crypto';

/** A Stripe-looking id for the local provider, e.g. `cs_local_3f9a…`; 16 random bytes make it unguessable. */
export function localId(prefix: string): string {
  return `${prefix}_local_${randomBytes(16).toString('hex')}`;
}

/** The random part of a local id, to derive the ids of the objects one checkout creates. */
export function localSuffix(id: string): string {
  return id.slice(id.indexOf('_local_') + '_local_'.length);
}
