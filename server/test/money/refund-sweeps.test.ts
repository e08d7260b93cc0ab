import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendDueRefunds } from '../../src/features/payments/refunds';
import type { PaymentGateway } from '../../src/platform/payment-gateway';
import { createTestContext, type TestContext } from '../support/context';
import { at, NOW, paidSession, refundsOf, silentTestGateway } from './support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ gateway: silentTestGateway });
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

/** The app's gateway, counting refunds asked for and taking a while to answer each (a slow network). */
function slowGateway(gateway: PaymentGateway) {
  const sent: string[] = [];
  const slow: PaymentGateway = Object.assign(Object.create(gateway) as PaymentGateway, {
    refund: async (input: Parameters<PaymentGateway['refund']>[0]) => {
      sent.push(input.receipt);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return gateway.refund(input);
    },
  });
  return { slow, sent };
}

describe('sending refunds', () => {
  it('sends a refund once when two sweeps run at the same time (two servers, or a run outliving its job)', async () => {
    const { agent, session } = await paidSession(ctx, at(28));
    expect((await agent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
    const [refund] = await refundsOf(ctx.db, session.id);
    const { slow, sent } = slowGateway(ctx.app.deps.gateway);
    const sweep = () => sendDueRefunds(ctx.db, ctx.app.deps.config, slow, ctx.clock.now());
    const handled = await Promise.all([sweep(), sweep()]);
    expect(sent).toEqual([refund!.id]);
    expect(handled.sort()).toEqual([0, 1]);
    expect((await refundsOf(ctx.db, session.id))[0]!.status).not.toBe('pending');
  });

  it('sends it again when the sweep that claimed it died, once its claim ran out', async () => {
    const { agent, session } = await paidSession(ctx, at(28));
    expect((await agent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
    const [refund] = await refundsOf(ctx.db, session.id);
    const dying: PaymentGateway = Object.assign(Object.create(ctx.app.deps.gateway) as PaymentGateway, {
      refund: () => new Promise<never>(() => undefined),
    });
    void sendDueRefunds(ctx.db, ctx.app.deps.config, dying, ctx.clock.now());
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { slow, sent } = slowGateway(ctx.app.deps.gateway);
    expect(await sendDueRefunds(ctx.db, ctx.app.deps.config, slow, ctx.clock.now())).toBe(0);
    ctx.clock.advance(11 * 60_000);
    expect(await sendDueRefunds(ctx.db, ctx.app.deps.config, slow, ctx.clock.now())).toBe(1);
    expect(sent).toEqual([refund!.id]);
  });
});
