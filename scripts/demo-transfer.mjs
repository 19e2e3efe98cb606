// `npm run demo:transfer -- --phone 0812345678 --amount 500`: funds a demo member the way a bank
// would — by sending one signed bank-statement line to the running server's feed.
// The sender account comes from `--bank KBANK --account 1234567890`, or, with `--phone`, from the
// dev-only `GET /api/dev/member-bank` (never served in production). The HMAC key is
// DEMO_BANK_FEED_SECRET, else `demoBankFeedSecret` in DATA_DIR/secrets.json (written by the server
// on its first development start).
// Options: --url (default http://localhost:3000), --operator (default demo), --external-id.
import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    phone: { type: 'string' },
    amount: { type: 'string' },
    bank: { type: 'string' },
    account: { type: 'string' },
    url: { type: 'string', default: 'http://localhost:3000' },
    operator: { type: 'string', default: 'demo' },
    'external-id': { type: 'string' },
  },
});

const fail = (message) => {
  console.error(`demo:transfer: ${message}`);
  process.exit(1);
};

if (!values.amount || !/^\d+(\.\d{1,2})?$/.test(values.amount))
  fail('--amount like 500 or 500.25 is required');
if (!values.phone && !(values.bank && values.account))
  fail('give --phone 08…, or --bank KBANK --account 123…');

const secret = (() => {
  if (process.env.DEMO_BANK_FEED_SECRET) return process.env.DEMO_BANK_FEED_SECRET;
  const file = path.resolve(process.env.DATA_DIR ?? './data', 'secrets.json');
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).demoBankFeedSecret : undefined;
  if (!stored) fail(`no DEMO_BANK_FEED_SECRET and none in ${file}: start the server once (npm start) first`);
  return stored;
})();

const api = async (method, url, { headers = {}, body } = {}) => {
  const res = await fetch(new URL(url, values.url), {
    method,
    headers: { 'x-operator': values.operator, ...headers },
    ...(body === undefined ? {} : { body }),
  }).catch((error) => fail(`cannot reach ${values.url}: ${error.message}`));
  const json = await res.json().catch(() => ({}));
  if (!res.ok) fail(`${method} ${url} answered ${res.status}: ${json?.status?.message ?? ''}`);
  return json.data;
};

const sender = values.bank
  ? { bankCode: values.bank.toUpperCase(), accountNumber: values.account }
  : await api('GET', `/api/dev/member-bank?mobileNo=${encodeURIComponent(values.phone)}`);

const rawBody = JSON.stringify({
  lines: [
    {
      externalId: values['external-id'] ?? `demo-${randomUUID()}`,
      toAccountNumber: '1234567890',
      amount: values.amount,
      fromBankCode: sender.bankCode,
      fromAccountNumber: sender.accountNumber,
      fromName: 'DEMO TRANSFER',
      transferredAt: new Date().toISOString(),
    },
  ],
});
const timestamp = String(Math.floor(Date.now() / 1000));
const signature = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
const data = await api('POST', '/api/integrations/bank-statement', {
  headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signature },
  body: rawBody,
});
const [line] = data.lines;
console.log(
  `${line.externalId}: ${line.result} (${values.amount} บาท from ${sender.bankCode} ${sender.accountNumber})`,
);
if (line.result !== 'CREDITED') process.exitCode = 2;
