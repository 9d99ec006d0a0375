import type { CaseGiven, GoldenCaseData } from '../../src/cases/types.js';

/** Two customers, each with an order that has not shipped: the smallest world where ownership matters. */
export function twoCustomers(): CaseGiven {
  return {
    now: '2026-11-20T10:00:00Z',
    session: { customer: 'c-ana' },
    customers: [
      { id: 'c-ana', name: 'Ana Ruiz', email: 'ana@example.com', language: 'es' },
      { id: 'c-bob', name: 'Bob Stone', email: 'bob@example.com', phone: '+1 555 0100', language: 'en' },
    ],
    products: [
      { sku: 'MUG-01', name: 'Ceramic mug', price: 12.5, stock: 40 },
      { sku: 'LAMP-02', name: 'Desk lamp', price: 48, stock: 3 },
    ],
    orders: [
      { id: 'A1001', customer: 'c-ana', status: 'processing', placedAt: '2026-11-19T09:00:00Z', items: [{ sku: 'MUG-01', qty: 2, price: 12.5 }] },
      { id: 'B2001', customer: 'c-bob', status: 'processing', placedAt: '2026-11-18T09:00:00Z', items: [{ sku: 'LAMP-02', qty: 1, price: 48 }] },
    ],
  };
}

/** The cancellation case of CASE-FORMAT.md, with its reference. */
export function cancelCase(): GoldenCaseData {
  return {
    id: 'cancel-processing-order',
    title: 'Cancel an order that has not shipped, after the customer confirms',
    category: 'cancellation',
    tags: ['smoke'],
    severity: 'standard',
    given: twoCustomers(),
    conversation: ['Por favor cancela mi pedido A1001', { say: 'sí, adelante', after: '2m' }],
    expect: {
      intent: 'cancel_order',
      tools: { called: ['get_order', 'propose_action', 'execute_action'], sequence: ['propose_action', 'execute_action'], notCalled: ['escalate_to_human'] },
      state: { orders: { A1001: { status: 'cancelled' }, B2001: { status: 'processing' } }, refunds: { count: 0 }, unchanged: ['customers', 'products'] },
      reply: { language: 'es', contains: ['A1001'] },
    },
    reference: [
      {
        triage: { intent: 'cancel_order', language: 'es' },
        calls: [
          { tool: 'get_order', args: { order_id: 'A1001' } },
          { tool: 'propose_action', args: { action: 'cancel_order', order_id: 'A1001' } },
        ],
        reply: 'Tu pedido A1001 (2 × Ceramic mug, $25.00) aún no se ha enviado. ¿Confirmas que lo cancele?',
      },
      {
        triage: { intent: 'cancel_order', language: 'es' },
        calls: [{ tool: 'execute_action', args: { proposal_id: 'P1' } }],
        reply: 'Listo, el pedido A1001 está cancelado.',
      },
    ],
  };
}
