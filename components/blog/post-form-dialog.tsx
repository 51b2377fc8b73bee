'use client';

// Add/edit modal of a blog post on react-hook-form with the Server Action's own schema (postFormSchema): the same
// French messages show in the browser; the server validates and sanitizes again and its field errors land on their
// fields.
import { useId, useTransition } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, Form, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { BLOG_ADMIN_MESSAGES as M } from '@/lib/blog/messages';
import { postFormSchema, type PostFormInput, type PostFormValues } from '@/lib/blog/schema';
import { slugify } from '@/lib/blog/slug';
import type { BlogPost } from '@/lib/db/types';
import type { BlogAdminActions } from './admin-actions';
import { PostPreview } from './post-preview';

type FieldName = keyof PostFormInput;

function initialValues(post: BlogPost | null): PostFormInput {
  return {
    title: post?.title ?? '',
    metaDescription: post?.metaDescription ?? '',
    externalUrl: post?.externalUrl ?? '',
    imageUrl: post?.imageUrl ?? '',
    content: post?.content ?? '',
    isPublished: post?.isPublished ?? true,
  };
}

/** The preview comes from the server's sanitizer. */
export function PostFormDialog({
  post,
  actions,
  onClose,
  onSaved,
}: {
  post: BlogPost | null;
  actions: BlogAdminActions;
  onClose: () => void;
  onSaved: (post: BlogPost) => void;
}) {
  const formId = useId();
  const form = useForm<PostFormInput, unknown, PostFormValues>({
    defaultValues: initialValues(post),
    resolver: zodResolver(postFormSchema),
  });
  const [title, content] = useWatch({ control: form.control, name: ['title', 'content'] });
  const [pending, startSaving] = useTransition();

  const id = (name: FieldName) => `${formId}-${name}`;
  const keepsAddress = post?.isPublished === true;
  const address = `/blog/${keepsAddress ? post.slug : slugify(title)}`;
  const bodyIsEmpty = content.trim() === '';
  const failed = () => toast({ title: M.errorTitle, description: M.saveFailed, variant: 'destructive' });

  const onSubmit = form.handleSubmit(
    () =>
      startSaving(async () => {
        try {
          const result = await actions.save({ id: post?.id ?? null, post: form.getValues() });
          if (result.ok) {
            toast({ title: M.successTitle, description: M.saved, variant: 'success' });
            onSaved(result.data);
            onClose();
            return;
          }
          for (const [key, message] of Object.entries(result.fieldErrors ?? {})) {
            form.setError(key.replace(/^post\./, '') as FieldName, { type: 'server', message });
          }
        } catch {
          // Network or session failure: the toast says so, the typed values stay.
        }
        failed();
      }),
    failed,
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <DialogContent className="sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>{post ? M.editTitle : M.createTitle}</DialogTitle>
          <DialogDescription>
            Les champs marqués d&apos;un astérisque (*) sont obligatoires.
          </DialogDescription>
        </DialogHeader>

        <Form {...form}>
          <form id={formId} onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
            <Field<PostFormInput>
              name="title"
              id={id('title')}
              label="Titre *"
              required={false}
              className="grid gap-2"
              hint={
                <>
                  Adresse de l&apos;article&nbsp;: <span className="font-mono">{address}</span>
                  {keepsAddress
                    ? " (l'adresse d'un article publié ne change plus)"
                    : ' (un suffixe -2, -3… est ajouté si elle existe déjà)'}
                </>
              }
            >
              {({ value, ...field }) => <Input {...field} value={String(value)} required maxLength={200} />}
            </Field>

            <Field<PostFormInput>
              name="metaDescription"
              id={id('metaDescription')}
              label="Description courte *"
              required={false}
              className="grid gap-2"
              hint="Affichée sur la carte du blog et dans les résultats des moteurs de recherche (160 caractères idéalement)."
            >
              {({ value, ...field }) => (
                <Textarea
                  {...field}
                  value={String(value)}
                  required
                  maxLength={500}
                  rows={3}
                  className="min-h-20"
                />
              )}
            </Field>

            <div className="grid gap-5 md:grid-cols-2">
              <Field<PostFormInput>
                name="externalUrl"
                id={id('externalUrl')}
                label={`URL externe${bodyIsEmpty ? ' *' : ''}`}
                required={false}
                className="grid content-start gap-2"
                hint="Obligatoire si l'article n'a pas de contenu. Si elle est renseignée, la carte du blog ouvre ce lien dans un nouvel onglet."
              >
                {({ value, ...field }) => (
                  <Input
                    {...field}
                    value={String(value)}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    required={bodyIsEmpty}
                  />
                )}
              </Field>
              <Field<PostFormInput>
                name="imageUrl"
                id={id('imageUrl')}
                label="URL de l'image"
                required={false}
                className="grid content-start gap-2"
                hint="Facultative, en https. Affichée en tête de l'article et sur sa carte."
              >
                {({ value, ...field }) => (
                  <Input
                    {...field}
                    value={String(value)}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    pattern="https://.+"
                  />
                )}
              </Field>
            </div>

            <div className="grid gap-4 lg:grid-cols-2">
              <Field<PostFormInput>
                name="content"
                id={id('content')}
                label="Contenu (HTML)"
                required={false}
                className="grid content-start gap-2"
                hint="Titres h2–h6, paragraphes, listes, liens, images https, citations, tableaux. Les scripts, styles et iframes sont supprimés à l'enregistrement."
              >
                {({ value, ...field }) => (
                  <Textarea
                    {...field}
                    value={String(value)}
                    rows={16}
                    spellCheck
                    className="min-h-64 font-mono text-sm md:text-sm"
                  />
                )}
              </Field>
              <PostPreview id={`${formId}-preview`} content={content} preview={actions.preview} />
            </div>

            <FormField<PostFormInput, 'isPublished'>
              name="isPublished"
              render={({ field: { value, onChange, ...field } }) => (
                <FormItem id={id('isPublished')} className="flex items-center gap-3">
                  <FormControl>
                    <Checkbox
                      {...field}
                      checked={value}
                      onCheckedChange={(checked) => onChange(checked === true)}
                    />
                  </FormControl>
                  <FormLabel>Publier l&apos;article sur le blog</FormLabel>
                </FormItem>
              )}
            />
          </form>
        </Form>

        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
            {M.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? M.saving : M.save}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
