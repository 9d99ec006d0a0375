/**
 * A customer turn that answers a proposal should say what it means (`confirms: true` or
 * `confirms: false`): confirmed-writes trusts the case's word and otherwise falls back on its own
 * reading. The warning shows how the desk's rule and the check read the turn, so the writer sees
 * where they disagree. It never makes a case invalid.
 */
import { confirms } from '../../desk/guards/confirmation.js';
import { offersChoice, type ProposalFacts, readConsent } from '../../grade/text/consent/index.js';
import type { Finding } from '../finding.js';
import { type Data, dig, list, record, text } from './access.js';
import type { LintRule } from './rule.js';

/** The first propose_action of a reference turn, as the check knows proposals. */
function proposalOf(data: Data, turn: unknown): ProposalFacts | undefined {
  const call = list(record(turn)?.['calls']).map(record).find((c) => c?.['tool'] === 'propose_action');
  const args = record(call?.['args']);
  const orderId = text(args?.['order_id']);
  if (args === undefined || orderId === undefined) return undefined;
  const amount = args['amount'];
  const address = text(args['address']);
  return {
    action: text(args['action']) ?? '',
    orderId,
    ...(typeof amount === 'number' ? { amount: Math.round(amount * 100) } : {}),
    ...(address !== undefined ? { address } : {}),
    items: itemsOf(data, orderId),
  };
}

function itemsOf(data: Data, orderId: string): { name: string; total: number; qty: number }[] {
  const names = new Map(list(dig(data, 'given', 'products')).map(record).map((p) => [text(p?.['sku']) ?? '', text(p?.['name']) ?? '']));
  const order = list(dig(data, 'given', 'orders')).map(record).find((o) => o?.['id'] === orderId);
  return list(order?.['items']).map(record).map((i) => {
    const sku = text(i?.['sku']) ?? '';
    const qty = typeof i?.['qty'] === 'number' ? i['qty'] : 1;
    const price = typeof i?.['price'] === 'number' ? i['price'] : 0;
    return { name: names.get(sku) || sku, total: Math.round(price * 100) * qty, qty };
  });
}

function customerLanguage(data: Data): string | undefined {
  const session = text(dig(data, 'given', 'session', 'customer'));
  return text(list(dig(data, 'given', 'customers')).map(record).find((c) => c?.['id'] === session)?.['language']);
}

/**
 * The line the customer says at turn `i` after the reference: a plain turn's own; a reactive
 * turn's by the branch its reference turn declares (its otherwise line otherwise), with its path.
 */
function spokenLine(turn: unknown, branch: unknown, i: number): { line: unknown; path: (string | number)[] } {
  const mapping = record(turn);
  if (mapping === undefined || !('when' in mapping || 'oneOf' in mapping)) return { line: turn, path: ['conversation', i] };
  if (typeof branch === 'number' && 'oneOf' in mapping) return { line: list(mapping['oneOf'])[branch - 1], path: ['conversation', i, 'oneOf', branch - 1] };
  if (branch === 1) return { line: mapping, path: ['conversation', i] };
  return { line: mapping['otherwise'], path: ['conversation', i, 'otherwise'] };
}

export const unlabelledConsent: LintRule = ({ data }) => {
  const reference = list(data['reference']);
  const orderIds = list(dig(data, 'given', 'orders')).flatMap((o) => text(record(o)?.['id']) ?? []);
  const language = customerLanguage(data);
  return list(data['conversation']).flatMap((raw, i): Finding[] => {
    const { line: turn, path: at } = spokenLine(raw, record(reference[i])?.['branch'], i);
    const mapping = record(turn);
    const said = typeof turn === 'string' ? turn : text(mapping?.['say']);
    if (i === 0 || said === undefined || mapping?.['confirms'] !== undefined) return [];
    const proposal = proposalOf(data, reference[i - 1]);
    if (proposal === undefined) return [];
    const desk = confirms(said, { ...(proposal.orderId !== undefined && { orderId: proposal.orderId }), ...(language ? { language } : {}) });
    const shown = text(record(reference[i - 1])?.['reply']) ?? '';
    const products = list(dig(data, 'given', 'products')).flatMap((p) => text(record(p)?.['name']) ?? []);
    const check = readConsent(said, { proposal, orderIds, products, offeredChoice: offersChoice(shown, language), ...(language ? { language } : {}) });
    const disagree = desk.confirmed === check.consents ? '' : ' (they disagree)';
    const message =
      `conversation[${i}]: "${said}" answers a proposal (${proposal.action} ${proposal.orderId}) with no confirms: label. ` +
      `Desk's rule: ${desk.confirmed ? 'yes' : 'no'}, ${desk.reason.replace(/^not confirmed: /, '')}; ` +
      `confirmed-writes: ${check.consents ? 'yes' : 'no'}, ${check.why}${disagree}. Add confirms: true or confirms: false`;
    const path = mapping ? [...at, 'say'] : at;
    return [{ code: 'UNLABELLED_CONSENT', path, at: 'value', message, severity: 'warning' }];
  });
};
