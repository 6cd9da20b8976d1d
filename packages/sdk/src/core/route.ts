import type { ContractRoute, ContractRouteId, contractRoutes } from '@leadproof/contract/routes';
import type { z } from 'zod';

/** The full declaration of route `Id` (its schemas included), which types a call of it. */
export type RouteOf<Id extends ContractRouteId> = (typeof contractRoutes)[Id];

/** What a query value is sent as: a list is joined with commas (`status=pending,completed`). */
type QueryValue = string | number | boolean | readonly (string | number | boolean)[];

/** A route's query as its handler reads it, each field optional: the server applies its defaults. */
type RouteQuery<S extends z.ZodType> = {
  [K in keyof z.output<S>]?: Sent<Extract<z.output<S>[K], QueryValue>> | undefined;
};

/** A list the caller may keep read-only: it is only joined. */
type Sent<V> = V extends readonly (infer E)[] ? readonly E[] : V;

/**
 * What a call of route `R` sends, typed by its declaration: `params` fills its `{name}` placeholders, `query` and
 * `body` are there only where the route takes them.
 */
export type RouteRequest<R extends ContractRoute> = (R extends { params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : { params?: undefined }) &
  (R extends { query: infer Q extends z.ZodType }
    ? { query?: RouteQuery<Q> | undefined }
    : { query?: undefined }) &
  (R extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: undefined });

/** What a call of route `R` resolves with: its JSON response parsed, CSV as text, a zip as bytes, or nothing. */
export type RouteResponse<R extends ContractRoute> = R extends {
  responseType: 'json';
  response: infer S extends z.ZodType;
}
  ? z.output<S>
  : R extends { responseType: 'csv' }
    ? string
    : R extends { responseType: 'zip' }
      ? ReadableStream<Uint8Array>
      : // biome-ignore lint/suspicious/noConfusingVoidType: a 204's call resolves as `Promise<void>`, as before.
        void;
