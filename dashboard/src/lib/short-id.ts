/** How many characters of an order id the dashboard shows. */
export const SHORT_ID_LENGTH = 8;

/** The first 8 characters of an id, as every screen and download name shows it. */
export function shortId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}
