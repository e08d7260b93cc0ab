/** The built-in test gateway's calls (only in use without Razorpay keys): its order, Pay and Fail. */
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const testOrderKeys = {
  order: (orderId: string) => ['test-gateway', 'order', orderId] as const,
};

export function useTestOrder(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: testOrderKeys.order(orderId),
    queryFn: ({ signal }) => call('testGatewayOrder', { params: { orderId }, signal }),
    enabled,
  });
}

/** "Pay": the test gateway captures and hands back the three fields Razorpay's checkout would. */
export function payTestOrder(orderId: string) {
  return call('testGatewayPay', { params: { orderId } });
}

/** "Fail the payment": the test gateway records a failed attempt (the hold stays). */
export function failTestOrder(orderId: string) {
  return call('testGatewayFail', { params: { orderId } });
}
