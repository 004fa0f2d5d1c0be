/**
 * APR company statuses as stable English values. APR publishes them as Serbian labels, in Cyrillic
 * (`Активан`, `У ликвидацији`, `У стечају`, `У принудној ликвидацији`, `Брисан`) and in Latin in older
 * exports; the label itself is always kept next to the value.
 */
export const APR_STATUSES = ['active', 'in_liquidation', 'forced_liquidation', 'bankruptcy', 'deleted', 'dormant', 'other'] as const;
export type AprStatus = (typeof APR_STATUSES)[number];

// Word stems in both scripts, most specific first: "forced liquidation" also says "liquidation".
const STEMS: [RegExp, AprStatus][] = [
  [/принудн|prinudn/, 'forced_liquidation'],
  [/ликвидац|likvidac/, 'in_liquidation'],
  [/стечај|stečaj|stecaj/, 'bankruptcy'],
  [/брисан|обрисан|brisan|obrisan/, 'deleted'],
  [/мировањ|mirovanj/, 'dormant'],
  [/актив|aktiv/, 'active'],
];

/** The English value of an APR status label; `other` for a label this table does not know (null when there is none). */
export function aprStatus(label: string | null): AprStatus | null {
  if (!label) return null;
  const text = label.toLowerCase();
  return STEMS.find(([stem]) => stem.test(text))?.[1] ?? 'other';
}
