import { ACTION_MESSAGES, RESERVATION_MESSAGES } from '@/lib/auth/messages';
import { emptyListNotes, statusFailureToast } from './reservation-list';

describe('emptyListNotes', () => {
  const list = { total: 11, pageSize: 50, rowsOnPage: 0 };

  it('a page past the last says only that (with the number of pages), never that there is no reservation', () => {
    expect(emptyListNotes({ ...list, filters: { page: 99 } })).toEqual({
      periodReversed: false,
      pastLastPage: 1,
      note: null,
    });
    expect(emptyListNotes({ ...list, total: 120, filters: { page: 4, statut: 'paid' } })).toEqual({
      periodReversed: false,
      pastLastPage: 3,
      note: null,
    });
  });

  it('an empty store says so; filters that match nothing say they match nothing', () => {
    expect(emptyListNotes({ ...list, total: 0, filters: {} }).note).toBe('none');
    // Nothing matches at all: past the last page or not, the filters are the answer.
    expect(emptyListNotes({ ...list, total: 0, filters: { q: 'dupont', page: 3 } })).toEqual({
      periodReversed: false,
      pastLastPage: null,
      note: 'noMatch',
    });
  });

  it('a period upside down is said as well as the empty result', () => {
    expect(emptyListNotes({ ...list, total: 0, filters: { du: '2026-12-10', au: '2026-12-01' } })).toEqual({
      periodReversed: true,
      pastLastPage: null,
      note: 'noMatch',
    });
  });

  it('rows hidden by the live search match nothing', () => {
    expect(emptyListNotes({ ...list, rowsOnPage: 11, filters: {} }).note).toBe('noMatch');
  });
});

describe('statusFailureToast', () => {
  it('a reason given for this booking is the title, not « La mise à jour du statut a échoué. »', () => {
    const reason = RESERVATION_MESSAGES.creditedStaysCancelled('A-2026-0001');
    expect(statusFailureToast(reason)).toEqual({ title: reason });
    expect(statusFailureToast(RESERVATION_MESSAGES.changedMeanwhile)).toEqual({
      title: RESERVATION_MESSAGES.changedMeanwhile,
    });
  });

  it('a general failure keeps the general title, with its cause', () => {
    expect(statusFailureToast(ACTION_MESSAGES.unavailable)).toEqual({
      title: RESERVATION_MESSAGES.statusFailed,
      description: ACTION_MESSAGES.unavailable,
    });
    expect(statusFailureToast(undefined)).toEqual({
      title: RESERVATION_MESSAGES.statusFailed,
      description: undefined,
    });
  });
});
