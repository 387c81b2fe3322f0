import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  dayNumber,
  easterSunday,
  fromDayNumber,
  holidaysAround,
  isIsoDate,
  isoWeek,
  slovenianHolidays,
  weekday,
} from './calendar.ts';

describe('calendar', () => {
  it('reads and writes calendar dates', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(fromDayNumber(dayNumber('2026-03-09'))).toBe('2026-03-09');
    expect(isIsoDate('2026-02-29')).toBe(false); // 2026 is not a leap year
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-3-9')).toBe(false);
    expect(weekday('2026-03-09')).toBe(1); // a Monday
    expect(weekday('2026-03-15')).toBe(7); // a Sunday
  });

  it('counts working days, skipping weekends and holidays (worked on a 2026 calendar)', () => {
    // Friday 6 March 2026 + 1 working day = Monday 9 March.
    expect(addWorkingDays('2026-03-06', 1)).toBe('2026-03-09');
    // Saturday 7 March + 0 = the day itself; + 5 = Friday 13 March.
    expect(addWorkingDays('2026-03-07', 0)).toBe('2026-03-07');
    expect(addWorkingDays('2026-03-07', 5)).toBe('2026-03-13');
    // Thursday 2 April 2026 + 2: Fri 3 April, (Easter Monday 6 April is a holiday) Tue 7 April.
    const holidays = holidaysAround('2026-04-02');
    expect(addWorkingDays('2026-04-02', 2, holidays)).toBe('2026-04-07');
    expect(addWorkingDays('2026-04-02', 2)).toBe('2026-04-06');
  });

  it('numbers ISO weeks, including the weeks that straddle a new year', () => {
    expect(isoWeek('2026-03-09')).toBe('2026-W11');
    expect(isoWeek('2026-01-01')).toBe('2026-W01'); // a Thursday: week 1 of 2026
    expect(isoWeek('2027-01-01')).toBe('2026-W53'); // a Friday: still 2026's last week (2026 has 53)
    expect(isoWeek('2024-12-30')).toBe('2025-W01'); // a Monday in 2025's first week
    expect(isoWeek('2021-01-03')).toBe('2020-W53');
    expect(isoWeek('2026-12-28')).toBe('2026-W53');
  });

  it("knows Easter and Slovenia's holidays", () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(slovenianHolidays(2026)).toContain('2026-04-06');
    expect(slovenianHolidays(2026)).toContain('2026-02-08');
    expect(slovenianHolidays(2026)).toHaveLength(13);
  });

  it('adding working days lands on a working day, in order, one at a time', () => {
    const date = fc.integer({ min: dayNumber('2024-01-01'), max: dayNumber('2030-12-31') }).map(fromDayNumber);
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 60 }), (d, n) => {
        const holidays = holidaysAround(d);
        const end = addWorkingDays(d, n, holidays);
        expect(weekday(end)).toBeLessThanOrEqual(5);
        expect(holidays.has(end)).toBe(false);
        expect(dayNumber(end)).toBeGreaterThan(dayNumber(addWorkingDays(d, n - 1, holidays)));
        // n working days never take fewer than n calendar days.
        expect(dayNumber(end) - dayNumber(d)).toBeGreaterThanOrEqual(n);
      }),
    );
  });

  it('ISO weeks never go backwards and change on Mondays', () => {
    const day = fc.integer({ min: dayNumber('2020-01-01'), max: dayNumber('2035-12-31') });
    fc.assert(
      fc.property(day, (n) => {
        const [a, b] = [fromDayNumber(n), fromDayNumber(n + 1)];
        expect(isoWeek(b) >= isoWeek(a)).toBe(true);
        expect(isoWeek(b) !== isoWeek(a)).toBe(weekday(b) === 1);
      }),
    );
  });
});
