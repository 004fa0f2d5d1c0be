/** One day's bar of the usage chart, in the SVG's own units. */
export interface Bar {
  day: string;
  credits: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DailyChart {
  width: number;
  height: number;
  /** Where the bars start (the scale's labels are left of it), the baseline's y, and the top of the tallest bar (the scale's maximum, labelled). */
  left: number;
  baseline: number;
  top: number;
  max: number;
  bars: Bar[];
  total: number;
  busiest: { day: string; credits: number } | null;
}

const WIDTH = 640;
const HEIGHT = 220;
/** Room for the scale's labels on the left and the days' labels below. */
const LEFT = 48;
const TOP = 12;
const BOTTOM = 28;
const GAP = 2;

/** Credits per day as bars, drawn on the server: the page needs no script to show them. */
export function dailyChart(perDay: { day: string; credits: number }[]): DailyChart {
  const baseline = HEIGHT - BOTTOM;
  const max = Math.max(1, ...perDay.map((d) => d.credits));
  const slot = (WIDTH - LEFT) / Math.max(1, perDay.length);
  const bars = perDay.map(({ day, credits }, i) => {
    const height = Math.round(((baseline - TOP) * credits) / max);
    return { day, credits, x: Math.round(LEFT + i * slot + GAP / 2), y: baseline - height, width: Math.max(1, Math.round(slot - GAP)), height };
  });
  const busiest = perDay.reduce<DailyChart['busiest']>((best, d) => (d.credits > (best?.credits ?? 0) ? d : best), null);
  return { width: WIDTH, height: HEIGHT, left: LEFT, baseline, top: TOP, max, bars, total: perDay.reduce((sum, d) => sum + d.credits, 0), busiest };
}
