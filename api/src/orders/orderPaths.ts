/** Where an order's files live in storage: one folder per user and order. */
export const originalPath = (userId: string, orderId: string) => `${userId}/${orderId}/original.csv`;
export const resultsPath = (userId: string, orderId: string) => `${userId}/${orderId}/results.csv`;
/** The engine's results of an order whose mailbox check is under way; the merge writes `resultsPath` from them. */
export const unprobedResultsPath = (userId: string, orderId: string) =>
  `${userId}/${orderId}/results.unprobed.csv`;
