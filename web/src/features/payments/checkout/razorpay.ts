/** Razorpay's Standard Checkout in the browser: its script, loaded once, and the options we open it with. */
import type { CheckoutResult } from '@ssb/domain';

export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

/** The options of `new Razorpay(...)` that we use (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
export interface RazorpayOptions {
  key: string;
  order_id: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill?: { name?: string; email?: string };
  theme?: { color?: string };
  handler: (result: CheckoutResult) => void;
  modal?: { ondismiss?: () => void };
}

export interface RazorpayFailure {
  error: { code?: string; description?: string; reason?: string };
}

export interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (failure: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds Razorpay's script to the page once; a failed load may be tried again. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SRC;
    script.async = true;
    const fail = () => {
      loading = null;
      script.remove();
      reject(new Error('The payment window could not be loaded. Check your connection and try again.'));
    };
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : fail());
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return loading;
}

/** Why Razorpay refused, in its own words when it gives them. */
export function failureReason(failure: RazorpayFailure | undefined): string {
  return failure?.error?.description?.trim() || 'The payment did not go through. No money was taken.';
}
