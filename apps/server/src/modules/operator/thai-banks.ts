/** Bank of Thailand numbers, codes and Thai names (docs/domain/lottery.md §6), with each bank's brand colour for its logo. */
export const thaiBanks = [
  { bankNumber: '002', code: 'BBL', nameTh: 'ธนาคารกรุงเทพ', color: '#1e4598' },
  { bankNumber: '004', code: 'KBANK', nameTh: 'ธนาคารกสิกรไทย', color: '#138f2d' },
  { bankNumber: '006', code: 'KTB', nameTh: 'ธนาคารกรุงไทย', color: '#1ba5e1' },
  { bankNumber: '011', code: 'TTB', nameTh: 'ธนาคารทหารไทยธนชาต', color: '#0050f0' },
  { bankNumber: '014', code: 'SCB', nameTh: 'ธนาคารไทยพาณิชย์', color: '#4e2e7f' },
  { bankNumber: '022', code: 'CIMBT', nameTh: 'ธนาคารซีไอเอ็มบี ไทย', color: '#7e2f36' },
  { bankNumber: '024', code: 'UOBT', nameTh: 'ธนาคารยูโอบี', color: '#0b3979' },
  { bankNumber: '025', code: 'BAY', nameTh: 'ธนาคารกรุงศรีอยุธยา', color: '#fec43b' },
  { bankNumber: '030', code: 'GSB', nameTh: 'ธนาคารออมสิน', color: '#eb198d' },
  { bankNumber: '033', code: 'GHB', nameTh: 'ธนาคารอาคารสงเคราะห์', color: '#f57d23' },
  { bankNumber: '034', code: 'BAAC', nameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร (ธ.ก.ส.)', color: '#4b9b1d' },
  { bankNumber: '066', code: 'ISBT', nameTh: 'ธนาคารอิสลามแห่งประเทศไทย', color: '#184615' },
  { bankNumber: '067', code: 'TISCO', nameTh: 'ธนาคารทิสโก้', color: '#12549f' },
  { bankNumber: '069', code: 'KKP', nameTh: 'ธนาคารเกียรตินาคินภัทร', color: '#199cc5' },
  { bankNumber: '070', code: 'ICBCT', nameTh: 'ธนาคารไอซีบีซี (ไทย)', color: '#c50f1c' },
  { bankNumber: '071', code: 'TCRB', nameTh: 'ธนาคารไทยเครดิต', color: '#0a4ab3' },
  { bankNumber: '073', code: 'LHB', nameTh: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', color: '#6d6e71' },
] as const;

export type ThaiBankCode = (typeof thaiBanks)[number]['code'];

/** Where the server serves each bank's logo (an SVG it draws itself; nothing is hot-linked). */
export const bankLogoPath = (code: string): string => `/static/banks/${code.toLowerCase()}.svg`;

const escapeXml = (value: string) => value.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A round badge in the bank's colour with its code: our own artwork, not the bank's trademark. */
export const bankLogoSvg = (code: string, color: string): string => {
  const dark = ['BAY'].includes(code);
  const size = code.length > 4 ? 15 : 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(code)}"><circle cx="32" cy="32" r="31" fill="${color}"/><text x="32" y="38" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="${dark ? '#3b2b00' : '#ffffff'}">${escapeXml(code)}</text></svg>`;
};
