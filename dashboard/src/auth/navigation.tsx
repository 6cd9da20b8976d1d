import { createContext, type ReactNode, useContext } from 'react';

/** Full-page navigation: the site's pages and the dashboard are separate documents. */
export type PageNavigator = (url: string, options?: { replace?: boolean }) => void;

/** Navigates with `location.assign`, or `location.replace` so Back does not return to a redirecting page. */
export const browserNavigator: PageNavigator = (url, options) => {
  if (options?.replace) window.location.replace(url);
  else window.location.assign(url);
};

const NavigationContext = createContext<PageNavigator>(browserNavigator);

/** Props of `NavigationProvider`. */
export interface NavigationProviderProps {
  navigate: PageNavigator;
  children?: ReactNode;
}

/** Replaces how auth components navigate; tests and stories pass a recorder. */
export function NavigationProvider({ navigate, children }: NavigationProviderProps) {
  return <NavigationContext.Provider value={navigate}>{children}</NavigationContext.Provider>;
}

/** The page navigator: the browser's by default. */
export function usePageNavigation(): PageNavigator {
  return useContext(NavigationContext);
}
