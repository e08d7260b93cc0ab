import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lower-case hex HMAC-SHA256, the form of every Razorpay signature. */
export function hmacSha256Hex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/**
 * Compares a signature with the expected one in constant time (the SDK's own helpers compare with ===,
 * which tells a patient attacker how many leading characters were right).
 */
function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The checkout's signature over `order_id|payment_id`, with the ORDER ID WE STORED (never the client's). */
export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export function verifyCheckoutSignature(keySecret: string, orderId: string, paymentId: string, signature: string): boolean {
  return sameSignature(checkoutSignature(keySecret, orderId, paymentId), signature);
}

/** The webhook's signature (X-Razorpay-Signature) over the raw request body, byte for byte. */
export function verifyWebhookSignature(webhookSecret: string, rawBody: Buffer, signature: string): boolean {
  return sameSignature(hmacSha256Hex(webhookSecret, rawBody), signature);
}
