/**
 * The contract routes already registered by `contractRoute`, which mounts their authentication, scope check and
 * idempotency itself: the `/api`-wide middlewares leave those routes alone. Only for the conversion of the route
 * files (issue 35); it goes with those middlewares once every route is declared.
 */
import type { ContractRouteId } from '@leadproof/contract/routes';

const declared = new Set<ContractRouteId>();

/** Records that `routeId` is registered by `contractRoute`. */
export function markDeclared(routeId: ContractRouteId): void {
  declared.add(routeId);
}

/** True when `routeId` is registered by `contractRoute`, with its own middlewares. */
export function isDeclaredRoute(routeId: ContractRouteId): boolean {
  return declared.has(routeId);
}
