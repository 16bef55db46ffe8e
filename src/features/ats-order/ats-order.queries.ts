/** The order an applicant tracking system sent the candidate with, and starting it (D145). */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { getAtsOrder, startAtsOrder } from '../../lib/api/ats-integrations.ts';

export function atsOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['ats-order', orderId],
    queryFn: ({ signal }) => call(getAtsOrder, { params: { orderId }, signal }),
    retry: false,
  });
}

export function startOrder(orderId: string) {
  return call(startAtsOrder, { params: { orderId } });
}
