import { describe, expect, it } from 'vitest';
import { dayOf, endOfDay, fieldErrors } from './offerForm.ts';

describe("the offer editor's form", () => {
  it("puts the server's field errors on the form's fields", () => {
    expect(
      fieldErrors({
        'lines.1.unitNetCents': 'Too big',
        'lines.0.quantity': 'Too small',
        validUntil: 'Invalid date',
        'delivery.earliest': 'Bad day',
        note: 'Too long',
      }),
    ).toEqual({
      'price-1': 'Too big',
      'quantity-0': 'Too small',
      validUntil: 'Invalid date',
      delivery: 'Bad day',
      note: 'Too long',
    });
    // A line that names no item of the inquiry: on the first price.
    expect(fieldErrors({ lines: 'not an item of this inquiry' })).toEqual({ 'price-0': 'not an item of this inquiry' });
  });

  it("reads a validity day as its last instant in the reader's zone, and back", () => {
    const end = new Date(endOfDay('2026-12-31'));
    expect(dayOf(end)).toBe('2026-12-31');
    expect(end.getHours()).toBe(23);
    expect(dayOf(new Date(end.getTime() + 1000))).toBe('2027-01-01');
  });
});
