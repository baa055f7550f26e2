import * as account from './account';
import * as bookings from './bookings';
import * as car from './car';
import * as cheques from './cheques';
import * as claims from './claims';
import * as contact from './contact';
import * as content from './content';
import * as dashboard from './dashboard';
import * as notifications from './notifications';
import * as payments from './payments';
import * as policies from './policies';
import * as prices from './prices';
import * as quotations from './quotations';
import * as renewals from './renewals';
import * as requestForms from './request-forms';
import * as uploads from './uploads';
import { matchPath, type Endpoint } from '../define';

const modules = { ...account, ...content, ...dashboard, ...quotations, ...car, ...prices, ...payments, ...policies, ...bookings, ...cheques, ...claims, ...contact, ...requestForms, ...notifications, ...uploads, ...renewals };
type Modules = typeof modules;
export type EndpointName = { [K in keyof Modules]: Modules[K] extends Endpoint ? K : never }[keyof Modules];
export type Endpoints = { [K in EndpointName]: Modules[K] };

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v;

/** Every endpoint of spec §7 by name: the contract the BFF allows and the embedded backend serves. */
export const endpoints = Object.fromEntries(
  Object.entries(modules).filter(([, v]) => isEndpoint(v)),
) as Endpoints;

export function findEndpoint(method: string, path: string): { name: EndpointName; endpoint: Endpoint; params: Record<string, string> } | null {
  for (const [name, ep] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
    if (ep.method !== method) continue;
    const params = matchPath(ep.path, path);
    if (params) return { name, endpoint: ep, params };
  }
  return null;
}
export { account, bookings, car, cheques, claims, contact, content, dashboard, notifications, payments, policies, prices, quotations, renewals, requestForms, uploads };
