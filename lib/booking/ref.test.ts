import { BOOKING_REF_ALPHABET, BOOKING_REF_PATTERN, generateBookingRef, isBookingRef } from './ref';

describe('generateBookingRef', () => {
  it("is 'HM-' followed by 5 uppercase letters or digits", () => {
    for (let i = 0; i < 200; i += 1) {
      const ref = generateBookingRef();
      expect(ref).toMatch(/^HM-[A-Z0-9]{5}$/);
      expect(isBookingRef(ref)).toBe(true);
    }
    expect(BOOKING_REF_ALPHABET).toHaveLength(36);
    expect(BOOKING_REF_PATTERN.test('HM-abcde')).toBe(false);
  });

  it('uses the whole alphabet and varies', () => {
    const seen = new Set<string>();
    const refs = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const ref = generateBookingRef();
      refs.add(ref);
      for (const c of ref.slice(3)) seen.add(c);
    }
    expect(seen.size).toBe(36);
    expect(refs.size).toBeGreaterThan(1990);
  });

  it('redraws bytes ≥ 252 (no modulo bias)', () => {
    // first fill: only biased bytes (all skipped); second fill: 0, 35, 36 (→ 'A'), 251 (→ 251 % 36 = 35 → '9'), 1
    const fills = [new Array(16).fill(255), [0, 35, 36, 251, 1, ...new Array(11).fill(0)]];
    let call = 0;
    const fill = (bytes: Uint8Array) => {
      bytes.set(fills[call]!);
      call += 1;
      return bytes;
    };
    expect(generateBookingRef(fill)).toBe('HM-A9A9B');
    expect(call).toBe(2);
  });
});
