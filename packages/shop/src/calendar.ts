// Calendar dates for delivery estimates: working days (Monday to Friday, less holidays) and ISO
// weeks. Dates are calendar dates "YYYY-MM-DD" in the workshop's time zone — the caller turns an
// instant into one (the server knows the zone); everything here is plain day arithmetic in UTC.

/** A calendar date, "2026-03-09". */
export type IsoDate = string;
/** An ISO 8601 week, "2026-W11". */
export type IsoWeek = string;

export interface DeliveryEstimate {
  earliest: IsoDate;
  latest: IsoDate;
  /** The ISO weeks of earliest and latest (equal when both fall in one week). */
  weeks: { from: IsoWeek; to: IsoWeek };
}

const DAY_MS = 86_400_000;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a valid calendar date; throws on anything else. */
export function dayNumber(date: IsoDate): number {
  const m = isoDate.exec(date);
  if (!m) throw new RangeError(`not a calendar date: ${date}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  if (fromDayNumber(ms / DAY_MS) !== date) throw new RangeError(`not a calendar date: ${date}`);
  return ms / DAY_MS;
}

export function fromDayNumber(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  try {
    dayNumber(value);
    return true;
  } catch {
    return false;
  }
}

/** 1 = Monday … 7 = Sunday. */
export function weekday(date: IsoDate): number {
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1; // 1970-01-01 was a Thursday
}

export function isWorkingDay(date: IsoDate, holidays: ReadonlySet<IsoDate>): boolean {
  return weekday(date) <= 5 && !holidays.has(date);
}

/**
 * The date `days` working days after `date` (the day itself does not count): an order placed on a
 * Friday with 1 working day of lead time is ready on Monday. 0 returns the date itself.
 */
export function addWorkingDays(date: IsoDate, days: number, holidays: ReadonlySet<IsoDate> = new Set()): IsoDate {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`not a number of working days: ${days}`);
  let day = dayNumber(date);
  for (let left = days; left > 0;) {
    day += 1;
    if (isWorkingDay(fromDayNumber(day), holidays)) left -= 1;
  }
  return fromDayNumber(day);
}

/** The ISO 8601 week of a date: weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeek(date: IsoDate): IsoWeek {
  const day = dayNumber(date);
  const thursday = day - weekday(date) + 4; // the Thursday of the same week decides its year
  const year = Number(fromDayNumber(thursday).slice(0, 4));
  const week = Math.floor((thursday - dayNumber(`${year}-01-01`)) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export function estimateBetween(earliest: IsoDate, latest: IsoDate): DeliveryEstimate {
  return { earliest, latest, weeks: { from: isoWeek(earliest), to: isoWeek(latest) } };
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
}

/**
 * Slovenia's work-free public holidays (the workshop's calendar): New Year (1, 2 Jan), Prešeren Day
 * (8 Feb), Easter Monday, Day of Uprising (27 Apr), Labour Day (1, 2 May), Statehood Day (25 Jun),
 * Assumption (15 Aug), Reformation Day (31 Oct), All Saints (1 Nov), Christmas (25 Dec),
 * Independence and Unity Day (26 Dec). Easter and Whit Sunday fall on Sundays anyway.
 */
export function slovenianHolidays(year: number): IsoDate[] {
  const fixed = [
    '01-01',
    '01-02',
    '02-08',
    '04-27',
    '05-01',
    '05-02',
    '06-25',
    '08-15',
    '10-31',
    '11-01',
    '12-25',
    '12-26',
  ];
  const easterMonday = fromDayNumber(dayNumber(easterSunday(year)) + 1);
  return [...fixed.map((md) => `${year}-${md}`), easterMonday].sort();
}

/** Holidays of the years a lead time may reach from `date`. */
export function holidaysAround(date: IsoDate, calendar: (year: number) => IsoDate[] = slovenianHolidays): Set<IsoDate> {
  const year = Number(date.slice(0, 4));
  return new Set([...calendar(year), ...calendar(year + 1)]);
}
