export type SmsMessage = { mobileNo: string; text: string };

/** The edge to an SMS gateway. `send` resolves once the gateway accepted the message, and throws otherwise. */
export type SmsSender = {
  readonly provider: 'console' | 'http';
  send(message: SmsMessage): Promise<void>;
};
