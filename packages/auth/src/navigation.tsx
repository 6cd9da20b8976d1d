import { createContext, type ReactNode, useContext } from 'react';
import { browserNavigator, type PageNavigator } from './browser-navigator';

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
