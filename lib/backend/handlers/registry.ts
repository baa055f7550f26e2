import type { EndpointName } from '@/lib/api/endpoints';
import type { Handler } from '../context';

/** The handlers one area of the embedded backend serves, by endpoint name. */
export type AreaHandlers = Partial<Record<EndpointName, Handler>>;
