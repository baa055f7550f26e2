/** The message namespaces a step flow's client components read: pass them to <ClientMessages>. */
export const FLOW_MESSAGES = ['steps', 'flow'] as const;
