import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SUBMIT_MESSAGES } from '@/lib/requests/messages';
import {
  submitWithHandOff,
  serverFieldErrors,
  type SubmitRuntime,
  type WhatsAppSubmitOptions,
} from './whatsapp-submit';

interface FakeTab {
  opener: unknown;
  location: { href: string };
  close: jest.Mock;
}

const globals = globalThis as unknown as { window?: unknown; fetch: typeof fetch };
const realFetch = globals.fetch;
let open: jest.Mock;
let fetchMock: jest.Mock;
let tab: FakeTab;

beforeEach(() => {
  tab = { opener: {}, location: { href: '' }, close: jest.fn() };
  open = jest.fn(() => tab);
  fetchMock = jest.fn();
  globals.window = { open };
  globals.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  delete globals.window;
  globals.fetch = realFetch;
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const values = { name: 'Camille Martin', phone: '06 12 34 56 78' };

/** A react-hook-form stand-in recording what the pipeline does to the form; handleSubmit runs its callback. */
function fakeForm() {
  let done: Promise<void> = Promise.resolve();
  const form = {
    getValues: jest.fn(() => ({ ...values })),
    setError: jest.fn(),
    setFocus: jest.fn(),
    reset: jest.fn(),
    handleSubmit: jest.fn((onValid: () => Promise<void>) => () => {
      done = onValid();
      return done;
    }),
  };
  return { form, settled: () => done };
}

function fakeEvent(honeypot = '') {
  const element = { tagName: 'FORM', elements: { namedItem: () => ({ value: honeypot }) } };
  return { preventDefault: jest.fn(), currentTarget: element } as unknown as React.FormEvent<HTMLFormElement>;
}

function setup(
  check: WhatsAppSubmitOptions<FieldValues>['check'] = () => ({ errors: {} }),
  extra: Partial<WhatsAppSubmitOptions<FieldValues>> = {},
) {
  const { form, settled } = fakeForm();
  const options: WhatsAppSubmitOptions<FieldValues> = {
    form: form as unknown as UseFormReturn<FieldValues>,
    endpoint: '/api/contact',
    check,
    payload: (v) => ({ ...v, kind: 'test' }),
    ...extra,
  };
  let pending = false;
  const runtime: SubmitRuntime & { results: unknown[]; toasts: unknown[] } = {
    pending: () => pending,
    setPending: (p) => (pending = p),
    results: [],
    toasts: [],
    setResult: (r) => runtime.results.push(r),
    requestIds: new Map(),
    notify: (t) => runtime.toasts.push(t),
  };
  const submit = async (honeypot = '') => {
    submitWithHandOff(fakeEvent(honeypot), options, runtime);
    await settled();
  };
  return { form, runtime, submit, isPending: () => pending };
}

describe('submitWithHandOff', () => {
  it('opens the WhatsApp tab inside the click, before anything is awaited, and sends the values', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    const { runtime, isPending } = setup();
    submitWithHandOff(fakeEvent(), optionsFor(), runtime);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(isPending()).toBe(true);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1].body));
    expect(body).toMatchObject({ ...values, kind: 'test', website: '' });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not open a tab when the form is invalid: errors on the fields, focus on the first, one toast', async () => {
    const { form, runtime, submit } = setup(() => ({
      errors: { name: 'Ce champ est obligatoire.', phone: 'Numéro invalide.' },
      toast: { title: 'Champs obligatoires', description: 'Veuillez remplir tous les champs obligatoires.' },
    }));
    await submit();
    expect(open).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(form.setError.mock.calls.map((c) => [c[0], c[1].message])).toEqual([
      ['name', 'Ce champ est obligatoire.'],
      ['phone', 'Numéro invalide.'],
    ]);
    expect(form.setFocus).toHaveBeenCalledWith('name');
    // Its description is not the focused field's error: announced whole.
    expect(runtime.toasts).toEqual([
      expect.objectContaining({ variant: 'destructive', title: 'Champs obligatoires', announce: 'all' }),
    ]);
  });

  it('a toast that repeats the focused field’s error announces its title only (said once, by the field)', async () => {
    const { runtime, submit } = setup(() => ({ errors: { phone: 'Numéro invalide.' } }));
    await submit();
    expect(runtime.toasts).toEqual([
      {
        variant: 'destructive',
        title: SUBMIT_MESSAGES.invalidTitle,
        description: 'Numéro invalide.',
        announce: 'title',
      },
    ]);
  });

  it('an English form shows its own network-failure toast (passed as copy)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const failed = { title: 'Sending failed', description: 'Your request could not be sent.' };
    const { runtime, submit } = setup(undefined, { failed });
    await submit();
    expect(runtime.toasts).toEqual([{ variant: 'destructive', ...failed, persistent: true }]);
  });

  it('on a network failure closes the tab, shows the one "Envoi impossible" and keeps values and request id', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { form, runtime, submit, isPending } = setup();
    await submit();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    // No field shows it: the toast stays until closed (a visitor who looked away still finds it).
    expect(runtime.toasts).toEqual([{ variant: 'destructive', ...SUBMIT_MESSAGES.failed, persistent: true }]);
    expect(form.reset).not.toHaveBeenCalled();
    expect(isPending()).toBe(false);
    const firstId = [...runtime.requestIds.values()][0];
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);

    // The retry reuses the request id: the server stores one row.
    fetchMock.mockResolvedValue(
      json(201, { bookingRef: 'HM-ABCDE', whatsappUrl: 'https://wa.me/33600000000' }),
    );
    await submit();
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1].body)).requestId).toBe(firstId);
  });

  it("sets the server's field errors on their fields and shows its French message", async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        error: {
          title: 'Données invalides',
          message: 'Téléphone invalide.',
          fields: { phone: 'Téléphone invalide.' },
        },
      }),
    );
    const { form, runtime, submit } = setup();
    await submit();
    expect(tab.close).toHaveBeenCalled();
    expect(form.setError).toHaveBeenCalledWith(
      'phone',
      { type: 'manual', message: 'Téléphone invalide.' },
      {
        shouldFocus: false,
      },
    );
    expect(form.setFocus).toHaveBeenCalledWith('phone');
    // The field says it: the toast goes after its usual 5 s.
    expect(runtime.toasts).toEqual([
      {
        variant: 'destructive',
        title: 'Données invalides',
        description: 'Téléphone invalide.',
        persistent: false,
      },
    ]);
  });

  it("keeps the server's refusal without a field on screen until closed (too many requests)", async () => {
    fetchMock.mockResolvedValue(
      json(429, { error: { title: 'Trop de demandes', message: 'Réessayez dans quelques minutes.' } }),
    );
    const { form, runtime, submit } = setup();
    await submit();
    expect(form.setError).not.toHaveBeenCalled();
    expect(runtime.toasts).toEqual([
      {
        variant: 'destructive',
        title: 'Trop de demandes',
        description: 'Réessayez dans quelques minutes.',
        persistent: true,
      },
    ]);
  });

  it('on success points the tab at WhatsApp and shows the reference', async () => {
    fetchMock.mockResolvedValue(
      json(201, { bookingRef: 'HM-ABCDE', whatsappUrl: 'https://wa.me/33600000000' }),
    );
    const { runtime, submit } = setup();
    await submit();
    expect(tab.location.href).toBe('https://wa.me/33600000000');
    expect(tab.opener).toBeNull();
    expect(runtime.results).toEqual([{ bookingRef: 'HM-ABCDE', whatsappUrl: 'https://wa.me/33600000000' }]);
    // The focus goes to the answer, which says the reference: the toast announces its title only.
    expect(runtime.toasts).toEqual([{ variant: 'success', ...SUBMIT_MESSAGES.sent, announce: 'title' }]);
  });

  it('after success, the same content sent again keeps its request id (one record); an edit starts a new one', async () => {
    // A second press after success (WhatsApp did not open) must not store the same booking twice.
    fetchMock.mockImplementation(() =>
      Promise.resolve(json(201, { bookingRef: 'HM-ABCDE', whatsappUrl: 'https://wa.me/33600000000' })),
    );
    const { form, submit } = setup();
    await submit();
    await submit();
    const ids = () => fetchMock.mock.calls.map((call) => JSON.parse(String(call[1].body)).requestId);
    expect(ids()[1]).toBe(ids()[0]);

    form.getValues.mockReturnValue({ ...values, phone: '07 00 00 00 00' });
    await submit();
    expect(ids()[2]).not.toBe(ids()[0]);
    await submit();
    expect(ids()[3]).toBe(ids()[2]);
    // The edit undone: the first content again, its first id again (the server answers that booking).
    form.getValues.mockReturnValue({ ...values });
    await submit();
    expect(ids()[4]).toBe(ids()[0]);
  });

  it('after a failure, an edited form is sent under a new request id (a replayed id never stands for other content)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValue(
      json(201, { bookingRef: 'HM-ABCDE', whatsappUrl: 'https://wa.me/33600000000' }),
    );
    const { form, submit } = setup();
    await submit();
    form.getValues.mockReturnValue({ ...values, name: 'Camille Martin-Durand' });
    await submit();
    const ids = fetchMock.mock.calls.map((call) => JSON.parse(String(call[1].body)).requestId);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('says so when the browser blocked the tab (the link on the page still works)', async () => {
    open.mockReturnValue(null);
    fetchMock.mockResolvedValue(
      json(201, { bookingRef: 'HM-ABCDE', whatsappUrl: 'https://wa.me/33600000000' }),
    );
    const { runtime, submit } = setup();
    await submit();
    expect(runtime.toasts).toEqual([SUBMIT_MESSAGES.popupBlocked]);
  });

  it('ignores a second click while the first request is pending', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    const { runtime } = setup();
    const options = optionsFor();
    submitWithHandOff(fakeEvent(), options, runtime);
    submitWithHandOff(fakeEvent(), options, runtime);
    expect(open).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the honeypot as typed (the server refuses a filled one)', async () => {
    fetchMock.mockResolvedValue(json(429, { error: { title: 'Trop de demandes', message: 'Réessayez.' } }));
    const { submit } = setup();
    await submit('http://spam.example');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body)).website).toBe('http://spam.example');
  });
});

describe('serverFieldErrors', () => {
  it('reads the refused fields of the public error shape', () => {
    expect(
      serverFieldErrors({ title: 't', message: 'm', fields: { email: 'E-mail invalide.' }, field: 'email' }),
    ).toEqual({ email: 'E-mail invalide.' });
    expect(serverFieldErrors({ fields: {} })).toEqual({});
    expect(serverFieldErrors(null)).toEqual({});
  });
});

function optionsFor(): WhatsAppSubmitOptions<FieldValues> {
  const { form } = fakeForm();
  return {
    form: form as unknown as UseFormReturn<FieldValues>,
    endpoint: '/api/contact',
    check: () => ({ errors: {} }),
    payload: (v) => ({ ...v, kind: 'test' }),
  };
}
