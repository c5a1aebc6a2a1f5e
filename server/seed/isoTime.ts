const DAY = 86_400_000;
const PAD2 = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const PAD3 = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));

/** 'YYYY-MM-DD' of the UTC day `days` after 1970-01-01 (Hinnant's civil-from-days). */
function civilDay(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${PAD2[month]}-${PAD2[day]}`;
}

/** Days already formatted: a population's dates fall on a few hundred distinct days. */
const dayCache = new Map<number, string>();

/** 'YYYY-MM-DD' of the UTC day holding `ms`. */
export function isoDay(ms: number): string {
  const days = Math.floor(ms / DAY);
  let text = dayCache.get(days);
  if (text === undefined) {
    text = civilDay(days);
    dayCache.set(days, text);
  }
  return text;
}

/**
 * `new Date(ms).toISOString()` for the years 1970–9999, without a Date per call: the bulk seed
 * formats tens of millions of times. Fractions of a millisecond are dropped, as Date drops them.
 */
export function isoTime(ms: number): string {
  const t = Math.trunc(ms);
  const days = Math.floor(t / DAY);
  let of = t - days * DAY;
  const milli = of % 1000;
  of = (of - milli) / 1000;
  const second = of % 60;
  of = (of - second) / 60;
  const minute = of % 60;
  const hour = (of - minute) / 60;
  return `${isoDay(t)}T${PAD2[hour]}:${PAD2[minute]}:${PAD2[second]}.${PAD3[milli]}Z`;
}
