import { failureWithReason } from './failure';

describe('failureWithReason', () => {
  it('adds the server’s reason after the form’s words', () => {
    expect(
      failureWithReason(
        'Impossible de sauvegarder les prix.',
        'La base de données est momentanément indisponible. Réessayez dans quelques instants.',
      ),
    ).toBe(
      'Impossible de sauvegarder les prix. La base de données est momentanément indisponible. Réessayez dans quelques instants.',
    );
  });

  it('says the words once when the reason is the same sentence, or there is none', () => {
    expect(failureWithReason('Impossible de sauvegarder.', 'Impossible de sauvegarder.')).toBe(
      'Impossible de sauvegarder.',
    );
    expect(failureWithReason('Impossible de sauvegarder.')).toBe('Impossible de sauvegarder.');
    expect(failureWithReason('Impossible de sauvegarder.', '')).toBe('Impossible de sauvegarder.');
  });
});
