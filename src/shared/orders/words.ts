/** An amount in words, Indian numbering (thousand, lakh, crore), as invoices print it. */

const ones = (
  ' One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen' +
  ' Seventeen Eighteen Nineteen'
).split(' ');
const tens = '  Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety'.split(' ');

function belowHundred(n: number): string {
  if (n < 20) return ones[n] ?? '';
  return n % 10 ? `${tens[Math.floor(n / 10)]}-${ones[n % 10]}` : (tens[n / 10] ?? '');
}

/** Words of a whole number > 0; above 99 crore the crores are themselves counted in words ('One Hundred Crore'). */
function words(n: number): string {
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${words(crore)} Crore`);
  const rest = n % 10_000_000;
  const groups: [number, string][] = [
    [Math.floor(rest / 100_000), 'Lakh'],
    [Math.floor(rest / 1000) % 100, 'Thousand'],
    [Math.floor(rest / 100) % 10, 'Hundred'],
  ];
  for (const [count, name] of groups) if (count) parts.push(`${belowHundred(count)} ${name}`);
  if (rest % 100) parts.push(belowHundred(rest % 100));
  return parts.join(' ');
}

/** 12345678 → 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only'. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const fraction = paise % 100;
  const rupeeWords = rupees ? words(rupees) : 'Zero';
  return fraction
    ? `Rupees ${rupeeWords} and ${belowHundred(fraction)} Paise Only`
    : `Rupees ${rupeeWords} Only`;
}
