import { dismissToast, getToasts, removeToast, toast } from './toast';

describe('toast store', () => {
  it('keeps one toast visible: a new toast replaces the current one', () => {
    toast({ title: 'Champs obligatoires', variant: 'destructive' });
    const id = toast({
      title: 'Redirection vers WhatsApp',
      description: 'Veuillez confirmer.',
      variant: 'success',
    });
    expect(getToasts()).toEqual([
      {
        id,
        title: 'Redirection vers WhatsApp',
        description: 'Veuillez confirmer.',
        variant: 'success',
        open: true,
      },
    ]);
  });

  it('defaults to the default variant, closes then removes', () => {
    const id = toast({ title: 'Statut mis à jour' });
    expect(getToasts()[0]).toMatchObject({ id, variant: 'default', open: true });
    dismissToast(id);
    expect(getToasts()[0]?.open).toBe(false);
    removeToast(id);
    expect(getToasts()).toEqual([]);
  });

  it('keeps a persistent toast in the store as given (the viewport reads it: no timer)', () => {
    const kept = toast({ title: 'Envoi impossible', variant: 'destructive', persistent: true });
    expect(getToasts()).toEqual([expect.objectContaining({ id: kept, persistent: true, open: true })]);
  });
});
