import type { PracticeReview } from '@ssb/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { aPayment } from '../../payments/checkout/pendingSession.fixture';
import { aFinishedAttempt, aReview, aReviewer } from '../review.fixture';
import AttemptPage from './AttemptPage';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

const PRICE = 49_900;
const unpaid = aReview({ status: 'awaiting_payment', amount: PRICE, payment: aPayment({ amount: PRICE, orderId: 'order_r1' }) });
const paid = aReview({
  status: 'requested',
  amount: PRICE,
  payment: aPayment({ amount: PRICE, orderId: 'order_r1', status: 'captured', paidAt: '2031-03-01T11:05:00.000Z', receiptNumber: 'SSB-2031-001001', receiptUrl: '/payments/pay1/receipt' }),
});
const GATEWAY_RESULT = { razorpay_order_id: 'order_r1', razorpay_payment_id: 'pay_T1', razorpay_signature: 'a'.repeat(64) };

/** The attempt page of aspirant u1 whose review is `review`; the test gateway and the confirmation answer as the server would. */
function renderAttempt(review: PracticeReview, confirmAnswer: { status: number; body: unknown } = { status: 200, body: { success: true, data: paid } }) {
  const confirmed: unknown[] = [];
  mockFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/practice/attempts/att1') return jsonResponse({ success: true, data: aFinishedAttempt() });
    if (path === '/api/practice/attempts/att1/review') return jsonResponse({ success: true, data: review });
    if (path === '/api/practice/attempts/att1/reviewers') return jsonResponse({ success: true, data: [aReviewer(), aReviewer({ id: 'c2', name: 'Meera Iyer', price: 0 })] });
    if (path === '/api/test-gateway/orders/order_r1') {
      return jsonResponse({ success: true, data: { orderId: 'order_r1', keyId: 'rzp_test_local', amount: PRICE, currency: 'INR', status: 'created', description: 'WAT review: WAT set 1' } });
    }
    if (path === '/api/test-gateway/orders/order_r1/pay') return jsonResponse({ success: true, data: GATEWAY_RESULT });
    if (path === '/api/practice/reviews/rev1/payment') {
      confirmed.push(JSON.parse(String(init.body)));
      return jsonResponse(confirmAnswer.body, confirmAnswer.status);
    }
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  signInAs({ id: 'u1', role: 'mentee' });
  renderApp('/practice/attempts/att1', [{ path: '/practice/attempts/:id', element: <AttemptPage /> }]);
  return { confirmed };
}

const feedback = () => screen.findByRole('region', { name: 'Feedback from an assessor' });

describe('a paid review on the results page', () => {
  it('waits for the payment; paid in the checkout, the server confirms it and the review is with the coach, with its receipt', async () => {
    const { confirmed } = renderAttempt(unpaid);
    const section = await feedback();
    await waitFor(() => expect(section).toHaveTextContent('Waiting for your payment'));
    expect(section).toHaveTextContent('Pay ₹499 to send it to Vikram Singh. They review it within 72 hours of your payment');
    fireEvent.click(within(section).getByRole('button', { name: 'Pay ₹499' }));
    const gateway = await screen.findByRole('dialog', { name: 'SSB Academy' });
    expect(await within(gateway).findByText('WAT review: WAT set 1')).toBeInTheDocument();
    fireEvent.click(within(gateway).getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(section).toHaveTextContent('Waiting for the review'));
    expect(confirmed).toEqual([GATEWAY_RESULT]);
    expect(section).toHaveTextContent('Paid ₹499');
    expect(within(section).getByRole('link', { name: 'Receipt SSB-2031-001001' })).toHaveAttribute('href', '/payments/pay1/receipt');
    expect(within(section).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and lets the aspirant try again", async () => {
    renderAttempt(unpaid, { status: 400, body: { success: false, error: 'Payment could not be verified' } });
    const section = await feedback();
    fireEvent.click(await within(section).findByRole('button', { name: 'Pay ₹499' }));
    fireEvent.click(await within(await screen.findByRole('dialog', { name: 'SSB Academy' })).findByRole('button', { name: 'Pay' }));
    expect(await within(section).findByText('Payment could not be verified')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers the other reviewers instead, leaving out the one already asked', async () => {
    renderAttempt(unpaid);
    const section = await feedback();
    fireEvent.click(await within(section).findByRole('button', { name: 'Choose another reviewer' }));
    const list = await within(section).findByRole('list', { name: 'Reviewers' });
    expect(list).toHaveTextContent('Meera Iyer');
    expect(list).not.toHaveTextContent('Vikram Singh');
  });

  it('says a lapsed paid review is refunded in full, with the refund under way', async () => {
    const refunded = aPayment({
      amount: PRICE,
      status: 'captured',
      paidAt: '2031-03-01T11:05:00.000Z',
      refundedAmount: PRICE,
      refunds: [{ id: 'r1', amount: PRICE, status: 'decided', reason: 'review_lapsed', createdAt: '2031-03-04T11:06:00.000Z', processedAt: null }],
    });
    renderAttempt(aReview({ status: 'lapsed', amount: PRICE, payment: refunded }));
    const section = await feedback();
    await waitFor(() => expect(section).toHaveTextContent('Your ₹499 is refunded in full.'));
    expect(within(section).getByRole('list', { name: 'Refunds' })).toHaveTextContent('Not reviewed in time');
  });
});
