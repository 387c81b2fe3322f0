// A mailed design's limits, without zod: the configurator's "Send to my e-mail" dialog loads these,
// not the contract's schemas (mailed-designs.ts holds the schemas and re-exports these).

/** How long the link in the mail opens the design (days from sending). */
export const mailedDesignDays = 90;
/** The design's name as the mail quotes it: at most this many characters (longer ones are cut with "…"). */
export const mailedDesignNameInMail = 80;
/** The name as the request may carry it (a project's name is as long). */
export const mailedDesignNameMax = 200;
