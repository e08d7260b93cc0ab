import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { razorpayGateway } from './razorpay';
import { testGateway, type WebhookSender } from './test-gateway';
import type { PaymentGateway } from './types';

export type { PaymentGateway, GatewayPayment, GatewayRefund, GatewayOrder, GatewayTransfer, GatewayLinkedAccount, LinkedAccountInput } from './types';
export { GatewayError } from './types';
export { TestGatewayRefusal, type TestGateway, type WebhookSender } from './test-gateway';

/** Razorpay when its three keys are configured, else the built-in test gateway (no money moves). */
export function createGateway(config: AppConfig, db: Db, webhookSender: () => WebhookSender | null, now: () => Date = () => new Date()): PaymentGateway {
  return config.money.razorpay ? razorpayGateway(config.money.razorpay) : testGateway(db, config.secret, webhookSender, now);
}
