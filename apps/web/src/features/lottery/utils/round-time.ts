const closeTimeFormatter = new Intl.DateTimeFormat('th-TH', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Bangkok',
});

/** A round's close as members read it beside the countdown, Bangkok time: "24 พ.ย. 17:10". */
export const formatCloseTime = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return closeTimeFormatter.format(date).replace(/\s+/g, ' ');
};
