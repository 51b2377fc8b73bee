import { expectedUpdatedAtField, savedSince } from './saved-since';

describe('savedSince (a row saved in another window since the editor read it)', () => {
  const row = { updatedAt: '2026-11-29T06:00:00.123Z' };

  it('compares instants: the same time written by the database or by JSON is the same save', () => {
    expect(savedSince(row, '2026-11-29T06:00:00.123Z')).toBe(false);
    expect(savedSince(row, '2026-11-29T07:00:00.123+01:00')).toBe(false);
    expect(savedSince(row, '2026-11-29T06:00:00.124Z')).toBe(true);
  });

  it('no expectation sent, or no row any more: nothing to compare (the save itself says « introuvable »)', () => {
    expect(savedSince(row, undefined)).toBe(false);
    expect(savedSince(null, '2026-11-29T06:00:00.123Z')).toBe(false);
  });

  it('a value that is no time is taken as changed, never as the row read', () => {
    expect(savedSince(row, 'pas une date')).toBe(true);
    expect(expectedUpdatedAtField.safeParse('x'.repeat(65)).success).toBe(false);
  });
});
