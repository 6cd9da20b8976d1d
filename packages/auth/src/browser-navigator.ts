/** Full-page navigation: the site's pages and the dashboard are separate documents. */
export type PageNavigator = (url: string, options?: { replace?: boolean }) => void;

/** Navigates with `location.assign`, or `location.replace` so Back does not return to a redirecting page. */
export const browserNavigator: PageNavigator = (url, options) => {
  if (options?.replace) window.location.replace(url);
  else window.location.assign(url);
};
