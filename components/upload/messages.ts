/** The message namespaces FileUpload reads: pass them to <ClientMessages> on a page that uploads. */
export const UPLOAD_MESSAGES = ['upload', 'validation', 'errors'] as const;
