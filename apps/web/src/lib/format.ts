const bahtFormatter = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' });

const amountFormatter = new Intl.NumberFormat('th-TH', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const DECIMAL = /^-?\d+(?:\.\d{1,2})?$/;

/** What an amount shows when the server sent something that is not a decimal string. */
export const INVALID_AMOUNT_TEXT = '—';

/**
 * "1250.5" → "฿1,250.50". The decimal string goes to Intl as a string, which formats it exactly
 * (no parse to a float), so "90071992547409.99" keeps its satang.
 */
export const formatBaht = (amount: string): string => {
  const text = amount.trim();
  if (!DECIMAL.test(text)) return INVALID_AMOUNT_TEXT;
  return bahtFormatter.format(text as `${number}`);
};

/** "1250.5" → "1,250.50": the amount without the ฿ sign, for text that says "บาท" after it. Exact, as formatBaht. */
export const formatAmountNumber = (amount: string): string => {
  const text = amount.trim();
  if (!DECIMAL.test(text)) return INVALID_AMOUNT_TEXT;
  return amountFormatter.format(text as `${number}`);
};

const dateFormatter = new Intl.DateTimeFormat('th-TH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Bangkok',
});

/** An ISO time → Thai date and time in Bangkok, Buddhist era ("23 พ.ย. 2568 16:05"). */
export const formatThaiDate = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return INVALID_AMOUNT_TEXT;
  return dateFormatter.format(date);
};

const dayFormatter = new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'Asia/Bangkok' });

/** An ISO time → the Thai date in Bangkok, Buddhist era, without the time ("23 พฤศจิกายน 2568"). */
export const formatThaiDay = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return INVALID_AMOUNT_TEXT;
  return dayFormatter.format(date);
};
