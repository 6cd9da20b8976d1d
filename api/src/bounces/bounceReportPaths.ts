/** Where a bounce report's file lives in storage: beside the user's orders, in a folder of its own. */
export const bounceLogPath = (userId: string, reportId: string) =>
  `${userId}/bounces/${reportId}/bounces.log`;
