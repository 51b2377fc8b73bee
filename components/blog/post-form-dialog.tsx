'use client';

// Add/edit modal of a blog post on react-hook-form with the Server Action's own schema (postFormSchema): the same
// French messages show in the browser; the server validates and sanitizes again and its field errors land on their
// fields.
import { useEffect, useId, useMemo, useState, useTransition, type ReactElement } from 'react';
import { useForm, useWatch, type ControllerRenderProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  Field,
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  type FieldProps,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { imagesWithoutAlt } from '@/lib/blog/images';
import { BLOG_ADMIN_MESSAGES as M } from '@/lib/blog/messages';
import { postFormSchema, type PostFormInput, type PostFormValues } from '@/lib/blog/schema';
import { slugify } from '@/lib/blog/slug';
import { newRequestId } from '@/lib/requests/client';
import type { BlogPost } from '@/lib/domain/records';
import { runAction } from '@/components/admin/run-action';
import { failureWithReason } from '@/lib/admin/failure';
import { useUnsavedChangesWarning } from '@/components/admin/use-unsaved-changes';
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
  // A new post's id, drawn once per dialog: a save sent again after its answer was lost updates the post it made.
  const [newId] = useState(() => (post ? undefined : newRequestId()));

  const id = (name: FieldName) => `${formId}-${name}`;
  const keepsAddress = post?.isPublished === true;
  const address = `/blog/${keepsAddress ? post.slug : slugify(title)}`;
  const bodyIsEmpty = content.trim() === '';
  const missingAlt = useMemo(() => imagesWithoutAlt(content), [content]);
  // The external URL is required only without a body: once the form has been sent, typing a body (or emptying it)
  // checks the URL again (react-hook-form re-checks only the field that changed).
  const { isSubmitted } = form.formState;
  useEffect(() => {
    if (isSubmitted) void form.trigger('externalUrl');
  }, [bodyIsEmpty, isSubmitted, form]);
  // Escape, a click outside, × or « Annuler » on a form with changes ask before throwing the typing away.
  const { isDirty } = form.formState;
  // …and so does a reload or leaving the page (the browser's own question), as on the prices and packages pages.
  useUnsavedChangesWarning(isDirty);
  const [askingDiscard, setAskingDiscard] = useState(false);
  function requestClose() {
    if (pending) return;
    if (isDirty) setAskingDiscard(true);
    else onClose();
  }
  // The spec's words first; a reason the server gave besides (« a changé entre-temps »…) follows them.
  const failed = (reason?: string) =>
    toast({
      title: M.errorTitle,
      description: failureWithReason(M.saveFailed, reason),
      variant: 'destructive',
    });

  const onSubmit = form.handleSubmit(
    () =>
      startSaving(async () => {
        // An expired session is renewed in place and the save made again; no answer at all has been told by
        // runAction. Either way the typed values stay.
        const result = await runAction(() =>
          actions.save({
            id: post?.id ?? null,
            newId,
            post: form.getValues(),
            expectedUpdatedAt: post?.updatedAt,
          }),
        );
        if (!result) return;
        if (result.ok) {
          toast({ title: M.successTitle, description: M.saved, variant: 'success' });
          onSaved(result.data);
          onClose();
          return;
        }
        for (const [key, message] of Object.entries(result.fieldErrors ?? {})) {
          form.setError(key.replace(/^post\./, '') as FieldName, { type: 'server', message });
        }
        failed(result.fieldErrors ? undefined : result.error);
      }),
    () => failed(),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) requestClose();
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
          {/* noValidate: the schema's French messages show under their fields, not the browser's bubble. */}
          <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
            <PostField
              name="title"
              id={id('title')}
              label="Titre *"
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
              {(field) => <Input {...field} required maxLength={200} />}
            </PostField>

            <PostField
              name="metaDescription"
              id={id('metaDescription')}
              label="Description courte *"
              className="grid gap-2"
              hint="Affichée sur la carte du blog et dans les résultats des moteurs de recherche (160 caractères idéalement)."
            >
              {(field) => <Textarea {...field} required maxLength={500} rows={3} className="min-h-20" />}
            </PostField>

            <div className="grid gap-5 md:grid-cols-2">
              <PostField
                name="externalUrl"
                id={id('externalUrl')}
                label={`URL externe${bodyIsEmpty ? ' *' : ''}`}
                hint="Obligatoire si l'article n'a pas de contenu. Si elle est renseignée, la carte du blog ouvre ce lien dans un nouvel onglet."
              >
                {(field) => (
                  <Input
                    {...field}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    required={bodyIsEmpty}
                  />
                )}
              </PostField>
              <PostField
                name="imageUrl"
                id={id('imageUrl')}
                label="URL de l'image"
                hint="Facultative, en https. Affichée en tête de l'article et sur sa carte."
              >
                {(field) => (
                  <Input {...field} type="url" inputMode="url" placeholder="https://" pattern="https://.+" />
                )}
              </PostField>
            </div>

            <div className="grid gap-4 lg:grid-cols-2">
              <div className="grid content-start gap-2">
                <PostField
                  name="content"
                  id={id('content')}
                  label="Contenu (HTML)"
                  hint={
                    'Titres h2–h6, paragraphes, listes, liens, images https, citations, tableaux, passages dans une autre langue (lang="en"). Les scripts, styles et iframes sont supprimés à l\'enregistrement.'
                  }
                >
                  {(field) => (
                    <Textarea {...field} rows={16} spellCheck className="min-h-64 font-mono text-base" />
                  )}
                </PostField>
                {/* Always in the page, so a screen reader announces the warning when it appears while typing. */}
                <div role="status">
                  {missingAlt > 0 ? (
                    <p
                      data-testid="missing-alt"
                      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
                    >
                      {M.missingAlt(missingAlt)}
                    </p>
                  ) : null}
                </div>
              </div>
              <PostPreview id={`${formId}-preview`} content={content} preview={actions.preview} />
            </div>

            <FormField<PostFormInput, 'isPublished'>
              name="isPublished"
              render={({ field: { value, onChange, ...field } }) => (
                <FormItem id={id('isPublished')} className="flex items-center">
                  {/* The label wraps the box: one target with its text, 44 px high on a phone (WCAG 2.5.5). */}
                  <FormLabel className="flex w-fit cursor-pointer items-center gap-3 max-sm:min-h-11">
                    <FormControl>
                      <Checkbox
                        {...field}
                        checked={value}
                        onCheckedChange={(checked) => onChange(checked === true)}
                      />
                    </FormControl>
                    Publier l&apos;article sur le blog
                  </FormLabel>
                </FormItem>
              )}
            />
          </form>
        </Form>

        <DialogFooter>
          <Button type="button" variant="outline" onClick={requestClose} disabled={pending}>
            {M.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? M.saving : M.save}
          </Button>
        </DialogFooter>
      </DialogContent>
      <AlertDialog open={askingDiscard} onOpenChange={setAskingDiscard}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{M.discardTitle}</AlertDialogTitle>
            <AlertDialogDescription>{M.discardText}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{M.keepEditing}</AlertDialogCancel>
            <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onClose}>
              {M.discard}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Dialog>
  );
}

type TextFieldName = Exclude<FieldName, 'isPublished'>;
type TextFieldProps = Omit<ControllerRenderProps<PostFormInput, TextFieldName>, 'value'> & {
  value: string;
  required: boolean;
};

/** A text field of the post form: not marked required by <Field> (the label says it), its value as text. */
function PostField({
  className = 'grid content-start gap-2',
  children,
  ...props
}: Omit<FieldProps<PostFormInput, TextFieldName>, 'required' | 'children'> & {
  children: (field: TextFieldProps) => ReactElement;
}) {
  return (
    <Field<PostFormInput, TextFieldName> {...props} required={false} className={className}>
      {({ value, ...field }) => children({ ...field, value: String(value) })}
    </Field>
  );
}
