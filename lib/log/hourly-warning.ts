// A warning logged at most once an hour per process: a spent limit (the Google budget, a client's share, the
// « Demande reçue » caps) is met by every request until its window slides, and one line an hour is what an operator
// reading the server log needs.
const HOUR_MS = 60 * 60 * 1000;

export interface HourlyWarning {
  /** Logs `message` unless this warning was logged less than an hour before `now`. */
  warn(now: Date, message: string): void;
  /** For tests: the next call logs again. */
  reset(): void;
}

export function hourlyWarning(): HourlyWarning {
  let last: number | null = null;
  return {
    warn(now, message) {
      const at = now.getTime();
      if (last !== null && Math.abs(at - last) < HOUR_MS) return;
      last = at;
      console.warn(message);
    },
    reset() {
      last = null;
    },
  };
}
