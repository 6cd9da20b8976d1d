/** The malloc settings the embedded server is started with; the environment's own settings win over them. */
export declare const SERVER_MALLOC_ENV: Readonly<Record<string, string>>;
