/** The simulated payout bank (Opn Payments subset): the bank object, its Fastify plugin, a standalone server. */
export {
  type BankBalance,
  createSimulatedBank,
  type SimulatedBank,
  type SimulatedBankAccount,
  type SimulatedBankOptions,
  type TransferList,
} from './bank';
export { type SimulatedBankPluginOptions, simulatedBankPlugin } from './plugin';
export { type RunningSimulatedBank, startSimulatedBank } from './standalone';
export { signWebhook, type WebhookDelivery } from './webhooks';
export {
  opnBrands,
  recipientFailureCodes,
  type TransferFailureCode,
  transferFailureCodes,
  type WireError,
  type WireEvent,
  type WireRecipient,
  type WireTransfer,
} from './wire';
