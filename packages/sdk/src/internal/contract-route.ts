import type { ContractRouteId } from '@leadproof/contract/routes';

/**
 * Route `id`'s full declaration, schemas included, loaded at the first answer a client checks. The route table and
 * every schema sit behind this `import()`: the calls themselves need only `contractRoutePaths`, so a client that
 * checks no answer (`validateResponses: false`, the dashboard's) never loads zod or a schema.
 */
export async function contractRouteOf<Id extends ContractRouteId>(id: Id) {
  const { contractRoutes } = await import('@leadproof/contract/routes');
  return contractRoutes[id];
}
