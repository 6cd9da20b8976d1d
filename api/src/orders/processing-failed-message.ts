/** What the customer reads on an order that kept failing on our side: every order job ends one this way. */
export const PROCESSING_FAILED_MESSAGE =
  'Processing failed on our side. Your credits were refunded; please try again.';
