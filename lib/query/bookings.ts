import { queryOptions } from '@tanstack/react-query';
import type { Api } from '@/lib/api/client';

/** The Lababak screens' queries (customer and customer care), defined once. */
export const blockedDaysQuery = (api: () => Api) =>
  queryOptions({ queryKey: ['booking', 'blocked-days'], queryFn: async () => (await api().getBlockedDays()).days, staleTime: 5 * 60_000 });

/** A day's periods; `appointment` is the one being moved (its own place counts as free). */
export const timesQuery = (api: () => Api, day: string, appointment?: number) =>
  queryOptions({
    queryKey: ['booking', 'times', day, appointment ?? null],
    queryFn: () => api().getAvailableTimes({ params: { id: day }, query: appointment ? { appointment: String(appointment) } : {} }),
  });

export const customerAppointmentQuery = (api: () => Api, id: number) =>
  queryOptions({ queryKey: ['booking', 'mine', id], queryFn: async () => (await api().getCustomerAppointment({ params: { id } })).appointment });

export const staffAppointmentQuery = (api: () => Api, id: number) =>
  queryOptions({ queryKey: ['booking', 'staff', id], queryFn: async () => (await api().getAppointmentById({ params: { id } })).appointment });

export const dayQuery = (api: () => Api, day: string) =>
  queryOptions({ queryKey: ['booking', 'day', day], queryFn: () => api().getAllAppointments({ query: { date: day } }) });

/** Customer care: each day of a month (yyyy-MM) with its load, for the month grid. */
export const monthLoadQuery = (api: () => Api, month: string) =>
  queryOptions({ queryKey: ['booking', 'month', month], queryFn: () => api().getMonthLoad({ query: { month } }), staleTime: 30_000 });
