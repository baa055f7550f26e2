/** The message namespaces the report's client components read: the page passes them to <ClientMessages>. */
export const REPORT_MESSAGES = ['claimReport', 'claims', 'lababak', 'products', 'nav', 'flow', 'steps', 'validation', 'errors', 'upload'] as const;
