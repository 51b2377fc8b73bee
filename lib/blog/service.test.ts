import { createTestStore, type TestStore } from '@/lib/db/testing';
import { postFormSchema, type PostFormInput } from './schema';
import { ChangedMeanwhileError, EmptyPostError, savePost } from './service';

let store: TestStore;

beforeAll(async () => {
  store = await createTestStore();
});

afterAll(async () => {
  await store.close();
});

function form(overrides: Partial<PostFormInput> = {}) {
  return postFormSchema.parse({
    title: 'Été à Orly',
    metaDescription: 'Nos conseils pour un départ en vacances serein.',
    externalUrl: '',
    imageUrl: '',
    content: '<p>Bonjour</p>',
    isPublished: true,
    ...overrides,
  });
}

describe('savePost', () => {
  it('derives the slug from the title and sanitizes the body on save', async () => {
    const saved = await savePost(
      store,
      null,
      form({
        title: 'Conseils : été à Orly !',
        content: '<p>Texte</p><img src=x onerror=alert(1)><script>x()</script>',
      }),
    );
    expect(saved.slug).toBe('conseils-ete-a-orly');
    // The title keeps its signs on their word's line (French typography of typed text).
    expect(saved.title).toBe('Conseils\u00a0: été à Orly\u00a0!');
    expect(saved.content).toBe('<p>Texte</p>');
    expect((await store.getPost(saved.id))?.content).toBe('<p>Texte</p>');
  });

  it('suffixes -2, -3 when another post already has the slug', async () => {
    const first = await savePost(store, null, form({ title: 'Même titre' }));
    const second = await savePost(store, null, form({ title: 'Même titre' }));
    const third = await savePost(store, null, form({ title: 'Même  titre !' }));
    expect([first.slug, second.slug, third.slug]).toEqual(['meme-titre', 'meme-titre-2', 'meme-titre-3']);
  });

  it('a new post saved again with its editor’s id (the answer lost) is the same post, not a second one at -2', async () => {
    const newId = crypto.randomUUID();
    const before = (await store.listAllPosts()).length;
    const first = await savePost(store, null, form({ title: 'Réponse perdue' }), newId);
    expect(first).toMatchObject({ id: newId, slug: 'reponse-perdue' });
    // The operator presses again, having corrected a word meanwhile.
    const again = await savePost(
      store,
      null,
      form({ title: 'Réponse perdue', content: '<p>Corrigé</p>' }),
      newId,
    );
    expect(again).toMatchObject({ id: newId, slug: 'reponse-perdue', content: '<p>Corrigé</p>' });
    // Two presses at once (a double click on a slow network): still one post.
    const twinId = crypto.randomUUID();
    const twins = await Promise.all([
      savePost(store, null, form({ title: 'Deux fois' }), twinId),
      savePost(store, null, form({ title: 'Deux fois' }), twinId),
    ]);
    expect(twins.map((p) => [p.id, p.slug])).toEqual([
      [twinId, 'deux-fois'],
      [twinId, 'deux-fois'],
    ]);
    expect((await store.listAllPosts()).length).toBe(before + 2);
    // Saved since in another window: a further send of the first dialog would undo it, and is refused.
    await savePost(store, newId, form({ title: 'Réponse perdue', isPublished: false }));
    await expect(savePost(store, null, form({ title: 'Réponse perdue' }), newId)).rejects.toBeInstanceOf(
      ChangedMeanwhileError,
    );
    expect(await store.getPost(newId)).toMatchObject({ isPublished: false });
  });

  it('does not clash with the seed articles', async () => {
    const saved = await savePost(store, null, form({ title: 'Avantages VTC transferts aéroport' }));
    expect(saved.slug).toBe('avantages-vtc-transferts-aeroport-2');
  });

  it('keeps the address of a published post when its title changes', async () => {
    const created = await savePost(store, null, form({ title: 'Titre publié' }));
    const edited = await savePost(store, created.id, form({ title: 'Titre corrigé' }));
    expect(edited.title).toBe('Titre corrigé');
    expect(edited.slug).toBe('titre-publie');
  });

  it('lets a draft follow its title, without clashing with itself', async () => {
    const draft = await savePost(store, null, form({ title: 'Brouillon', isPublished: false }));
    const same = await savePost(store, draft.id, form({ title: 'Brouillon', isPublished: false }));
    expect(same.slug).toBe('brouillon');
    const renamed = await savePost(store, draft.id, form({ title: 'Vrai titre', isPublished: true }));
    expect(renamed.slug).toBe('vrai-titre');
    expect(renamed.isPublished).toBe(true);
  });

  it('keeps the address of a post once published, even unpublished and retitled', async () => {
    const post = await savePost(store, null, form({ title: 'Article publié puis retiré' }));
    const hidden = await savePost(
      store,
      post.id,
      form({ title: 'Article publié puis retiré', isPublished: false }),
    );
    const retitled = await savePost(
      store,
      hidden.id,
      form({ title: 'Titre corrigé hors ligne', isPublished: false }),
    );
    expect(retitled.slug).toBe('article-publie-puis-retire');
  });

  it('accepts a post with only an external URL', async () => {
    const saved = await savePost(
      store,
      null,
      form({ title: 'Lien externe', content: '', externalUrl: 'https://exemple.fr/article' }),
    );
    expect(saved.externalUrl).toBe('https://exemple.fr/article');
    expect(saved.content).toBe('');
  });

  it('refuses a post whose body is empty once sanitized and that has no external URL', async () => {
    await expect(
      savePost(store, null, form({ title: 'Vide', content: '<script>alert(1)</script>' })),
    ).rejects.toBeInstanceOf(EmptyPostError);
  });
});

describe('postFormSchema', () => {
  const valid = {
    title: 'Titre',
    metaDescription: 'Description',
    externalUrl: '',
    imageUrl: '',
    content: '<p>x</p>',
    isPublished: true,
  };

  it('requires title and short description', () => {
    const result = postFormSchema.safeParse({ ...valid, title: '  ', metaDescription: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['title', 'metaDescription']);
  });

  it('requires the external URL when there is no body', () => {
    const result = postFormSchema.safeParse({ ...valid, content: '  ' });
    expect(result.error?.issues[0]?.path).toEqual(['externalUrl']);
  });

  it('only accepts http(s) external URLs and https image URLs', () => {
    expect(postFormSchema.safeParse({ ...valid, externalUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(postFormSchema.safeParse({ ...valid, externalUrl: 'http://exemple.fr' }).success).toBe(true);
    expect(postFormSchema.safeParse({ ...valid, imageUrl: 'http://exemple.fr/a.jpg' }).success).toBe(false);
    expect(postFormSchema.safeParse({ ...valid, imageUrl: 'https://exemple.fr/a.jpg' }).success).toBe(true);
  });

  it('turns empty optional URLs into null', () => {
    const parsed = postFormSchema.parse(valid);
    expect(parsed.externalUrl).toBeNull();
    expect(parsed.imageUrl).toBeNull();
  });
});
