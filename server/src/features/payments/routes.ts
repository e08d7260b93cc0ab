import { PAYMENT_MESSAGES as P, routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { Conflict, Invalid, NotFound } from '../../platform/errors';
import { TestGatewayRefusal, type TestGateway } from '../../platform/payment-gateway';
import { done, ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import { handleWebhook, paymentOfOrder, purchaseFacts } from '.';

const tags = ['payments'];

/** The gateway's webhook and, without Razorpay keys, the built-in test gateway's checkout calls. Mounted under /payments and /test-gateway. */
export async function paymentRoutes(app: AppInstance) {
  const deps = app.deps;

  await app.register(async (signed) => {
    // The signature covers the body byte for byte: keep it raw (never re-serialized JSON).
    signed.removeContentTypeParser('application/json');
    signed.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    signed.post(
      '/payments/razorpay/webhook',
      {
        schema: routeSchema(routes.razorpayWebhook, {
          tags,
          summary: "Razorpay's webhook: HMAC-SHA256 of the raw body in X-Razorpay-Signature, de-duplicated by X-Razorpay-Event-Id; 400 for a bad signature",
        }),
        config: { access: 'public', signed: true },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const result = await handleWebhook(deps, { rawBody, signature: header('x-razorpay-signature'), eventId: header('x-razorpay-event-id') }, request.log);
        if (result === 'badSignature') throw new Invalid(P.webhookSignature);
        return done;
      },
    );
  });

  const testGateway = (): TestGateway => {
    if (deps.gateway.kind !== 'test') throw new NotFound(P.testGatewayOnly);
    return deps.gateway as TestGateway;
  };
  /** The order of one of the caller's own purchases (anyone else's is "not found"). */
  const ownOrder = async (orderId: string, userId: string) => {
    const payment = await paymentOfOrder(deps.db, orderId);
    const purchase = payment && (await purchaseFacts(deps.db, payment));
    if (!payment || !purchase || purchase.buyerId !== userId) throw new NotFound(P.orderNotFound);
    return { payment, purchase };
  };
  const refusalToConflict = (error: unknown): never => {
    if (error instanceof TestGatewayRefusal) throw new Conflict(error.message);
    throw error;
  };
  const signedIn = { access: 'signedIn' } as const;

  app.get(
    '/test-gateway/orders/:orderId',
    { schema: routeSchema(routes.testGatewayOrder, { tags, summary: 'Test mode only: the order the built-in checkout shows' }), config: signedIn },
    async (request) => {
      const gateway = testGateway();
      const { purchase } = await ownOrder(request.params.orderId, requireUser(request).id);
      const order = await gateway.order(request.params.orderId);
      if (!order) throw new NotFound(P.orderNotFound);
      return ok({ orderId: order.id, keyId: gateway.keyId, amount: order.amountPaise, currency: 'INR' as const, status: order.status, description: purchase.title });
    },
  );

  app.post(
    '/test-gateway/orders/:orderId/pay',
    { schema: routeSchema(routes.testGatewayPay, { tags, summary: "Test mode only: the built-in checkout's Pay (answers what Razorpay's checkout hands back)" }), config: signedIn },
    async (request) => {
      const gateway = testGateway();
      await ownOrder(request.params.orderId, requireUser(request).id);
      return ok(await gateway.pay(request.params.orderId).catch(refusalToConflict));
    },
  );

  app.post(
    '/test-gateway/orders/:orderId/fail',
    { schema: routeSchema(routes.testGatewayFail, { tags, summary: "Test mode only: the built-in checkout's \"Fail the payment\"" }), config: signedIn },
    async (request) => {
      const gateway = testGateway();
      await ownOrder(request.params.orderId, requireUser(request).id);
      return ok(await gateway.fail(request.params.orderId).catch(refusalToConflict));
    },
  );
}
