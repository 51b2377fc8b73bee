'use client';

import { useEffect, useId, useState, useTransition } from 'react';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { BLOG_ADMIN_MESSAGES as M } from '@/lib/blog/messages';
import type { PostFormInput } from '@/lib/blog/schema';
import { slugify } from '@/lib/blog/slug';
import type { BlogPost } from '@/lib/db/types';
import type { BlogAdminActions } from './admin-actions';
import './blog-prose.css';

type FieldName = keyof PostFormInput;
type TextFieldName = Exclude<FieldName, 'isPublished'>;

const PREVIEW_DEBOUNCE_MS = 400;

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

/** Add/edit modal. The server validates and sanitizes again; the preview comes from the server's sanitizer. */
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
  const [values, setValues] = useState(() => initialValues(post));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const [pending, startSaving] = useTransition();

  useEffect(() => {
    if (values.content.trim() === '') return;
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const result = await actions.preview({ content: values.content });
        if (current && result.ok) setPreviewHtml(result.data);
      } catch {
        // The preview is a convenience: a failed refresh keeps the last one.
      }
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [actions, values.content]);

  const id = (name: FieldName) => `${formId}-${name}`;
  const set = (name: TextFieldName) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const errorProps = (name: FieldName) =>
    errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id(name)}-error` }
      : { 'aria-describedby': `${id(name)}-hint` };

  const keepsAddress = post?.isPublished === true;
  const address = `/blog/${keepsAddress ? post.slug : slugify(values.title)}`;
  const bodyIsEmpty = values.content.trim() === '';

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startSaving(async () => {
      try {
        const result = await actions.save({ id: post?.id ?? null, post: values });
        if (result.ok) {
          toast({ title: M.successTitle, description: M.saved, variant: 'success' });
          onSaved(result.data);
          onClose();
          return;
        }
        const fields: Partial<Record<FieldName, string>> = {};
        for (const [key, message] of Object.entries(result.fieldErrors ?? {})) {
          fields[key.replace(/^post\./, '') as FieldName] = message;
        }
        setErrors(fields);
      } catch {
        setErrors({});
      }
      toast({ title: M.errorTitle, description: M.saveFailed, variant: 'destructive' });
    });
  }

  const fieldError = (name: FieldName) =>
    errors[name] ? (
      <p id={`${id(name)}-error`} className="text-destructive text-sm">
        {errors[name]}
      </p>
    ) : null;

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

        <form id={formId} onSubmit={onSubmit} className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor={id('title')}>Titre *</Label>
            <Input
              id={id('title')}
              name="title"
              required
              maxLength={200}
              value={values.title}
              onChange={set('title')}
              {...errorProps('title')}
            />
            <p id={`${id('title')}-hint`} className="text-muted-foreground text-xs">
              Adresse de l&apos;article : <span className="font-mono">{address}</span>
              {keepsAddress
                ? " (l'adresse d'un article publié ne change plus)"
                : ' (un suffixe -2, -3… est ajouté si elle existe déjà)'}
            </p>
            {fieldError('title')}
          </div>

          <div className="grid gap-2">
            <Label htmlFor={id('metaDescription')}>Description courte *</Label>
            <Textarea
              id={id('metaDescription')}
              name="metaDescription"
              required
              maxLength={500}
              rows={3}
              className="min-h-20"
              value={values.metaDescription}
              onChange={set('metaDescription')}
              {...errorProps('metaDescription')}
            />
            <p id={`${id('metaDescription')}-hint`} className="text-muted-foreground text-xs">
              Affichée sur la carte du blog et dans les résultats des moteurs de recherche (160 caractères
              idéalement).
            </p>
            {fieldError('metaDescription')}
          </div>

          <div className="grid gap-5 md:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor={id('externalUrl')}>URL externe{bodyIsEmpty ? ' *' : ''}</Label>
              <Input
                id={id('externalUrl')}
                name="externalUrl"
                type="url"
                inputMode="url"
                placeholder="https://"
                required={bodyIsEmpty}
                value={values.externalUrl}
                onChange={set('externalUrl')}
                {...errorProps('externalUrl')}
              />
              <p id={`${id('externalUrl')}-hint`} className="text-muted-foreground text-xs">
                Obligatoire si l&apos;article n&apos;a pas de contenu. Si elle est renseignée, la carte du
                blog ouvre ce lien dans un nouvel onglet.
              </p>
              {fieldError('externalUrl')}
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={id('imageUrl')}>URL de l&apos;image</Label>
              <Input
                id={id('imageUrl')}
                name="imageUrl"
                type="url"
                inputMode="url"
                placeholder="https://"
                pattern="https://.+"
                value={values.imageUrl}
                onChange={set('imageUrl')}
                {...errorProps('imageUrl')}
              />
              <p id={`${id('imageUrl')}-hint`} className="text-muted-foreground text-xs">
                Facultative, en https. Affichée en tête de l&apos;article et sur sa carte.
              </p>
              {fieldError('imageUrl')}
            </div>
          </div>

          <div className="grid gap-4 lg:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor={id('content')}>Contenu (HTML)</Label>
              <Textarea
                id={id('content')}
                name="content"
                rows={16}
                spellCheck
                className="min-h-64 font-mono text-sm md:text-sm"
                value={values.content}
                onChange={set('content')}
                {...errorProps('content')}
              />
              <p id={`${id('content')}-hint`} className="text-muted-foreground text-xs">
                Titres h2–h6, paragraphes, listes, liens, images https, citations, tableaux. Les scripts,
                styles et iframes sont supprimés à l&apos;enregistrement.
              </p>
              {fieldError('content')}
            </div>
            <section aria-labelledby={`${formId}-preview`} className="grid content-start gap-2">
              <h3 id={`${formId}-preview`} className="text-sm font-medium">
                {M.preview}
              </h3>
              <div className="bg-muted/40 max-h-[28rem] min-h-64 overflow-y-auto rounded-md border p-4">
                {bodyIsEmpty || previewHtml === null ? (
                  <p className="text-muted-foreground text-sm">{M.previewEmpty}</p>
                ) : (
                  <div
                    data-testid="post-preview"
                    className="blog-prose blog-prose-sm"
                    dangerouslySetInnerHTML={{ __html: previewHtml }}
                  />
                )}
              </div>
            </section>
          </div>

          <div className="flex items-center gap-3">
            <Checkbox
              id={id('isPublished')}
              checked={values.isPublished}
              onCheckedChange={(checked) =>
                setValues((current) => ({ ...current, isPublished: checked === true }))
              }
            />
            <Label htmlFor={id('isPublished')}>Publier l&apos;article sur le blog</Label>
          </div>
        </form>

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
