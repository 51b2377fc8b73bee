import { effectRequest } from './timeout';

describe('effectRequest', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives up after its time: the signal aborts and the failure is to be said', () => {
    const request = effectRequest(20_000);
    jest.advanceTimersByTime(19_999);
    expect(request.signal.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(request.signal.aborted).toBe(true);
    expect(request.failed()).toBe(true);
  });

  it("the effect's own cancel aborts without a failure to say", () => {
    const request = effectRequest(20_000);
    request.cancel();
    expect(request.signal.aborted).toBe(true);
    expect(request.failed()).toBe(false);
    jest.advanceTimersByTime(20_000);
    expect(request.failed()).toBe(false);
  });

  it('a failure of its own (the connection) is said; an answer in time stops the clock', () => {
    const lost = effectRequest(20_000);
    expect(lost.failed()).toBe(true);
    const answered = effectRequest(20_000);
    answered.done();
    jest.advanceTimersByTime(60_000);
    expect(answered.signal.aborted).toBe(false);
  });
});
