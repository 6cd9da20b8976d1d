import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page of the route table whose code loads the first time it is shown (or earlier, through `preload`). */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts loading the page's code now; resolves when it is there. Safe to call again. */
  preload(): Promise<unknown>;
};

/**
 * A route's page as its own chunk (issue 38): `load` is the page module's dynamic `import()`, and `pick` names
 * the page in it. The bundler splits each such import into a file fetched on demand, so the first paint only
 * waits for the shell and the page at hand.
 * @example const BillingPage = lazyPage(() => import('../billing/billing-page'), (m) => m.BillingPage);
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  // One promise for both routes in: React.lazy and preload share the download and its result.
  const start = () => {
    loading ??= load().then((module) => ({ default: pick(module) }));
    return loading;
  };
  return Object.assign(lazy(start), { preload: start });
}
