'use client';

// Form parts on react-hook-form, after the shadcn/ui form convention: <Form> (the form's context), <FormField> (one
// field's state through a Controller), <FormItem> (the field's ids), <FormLabel>, <FormControl> (wires id,
// aria-invalid and aria-describedby onto the control), <FormDescription> (the hint) and <FormMessage> (the error).
// Ids follow one scheme, `champ-<name>` (`-aide` for the hint, `-erreur` for the error); aria-describedby lists only
// the parts that are on the page. <Field> puts the usual five together for one control.
import * as React from 'react';
import { Slot } from 'radix-ui';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { cx } from './control-class';
import { fieldId } from './field-id';

const Form = FormProvider;

const FormFieldContext = React.createContext<{ name: string } | null>(null);

function FormField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>(props: ControllerProps<TValues, TName>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

interface FormItemContextValue {
  id: string;
  hasDescription: boolean;
  setHasDescription: (value: boolean) => void;
}

const FormItemContext = React.createContext<FormItemContextValue | null>(null);

function useFormField() {
  const field = React.useContext(FormFieldContext);
  const item = React.useContext(FormItemContext);
  if (!field || !item) throw new Error('useFormField: à utiliser dans <FormField> et <FormItem>');
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field.name });
  const state = getFieldState(field.name, formState);
  return {
    name: field.name,
    formItemId: item.id,
    formDescriptionId: `${item.id}-aide`,
    formMessageId: `${item.id}-erreur`,
    hasDescription: item.hasDescription,
    setHasDescription: item.setHasDescription,
    ...state,
  };
}

function FormItem({ className, id, ...props }: React.ComponentProps<'div'>) {
  const field = React.useContext(FormFieldContext);
  const [hasDescription, setHasDescription] = React.useState(false);
  const itemId = id ?? fieldId(field?.name ?? 'champ');
  const value = React.useMemo(
    () => ({ id: itemId, hasDescription, setHasDescription }),
    [itemId, hasDescription],
  );
  return (
    <FormItemContext.Provider value={value}>
      {/* A className replaces the default layout (classes are joined, not merged: components/ui/control-class.ts). */}
      <div data-slot="form-item" className={className ?? 'flex flex-col gap-1.5'} {...props} />
    </FormItemContext.Provider>
  );
}

function FormLabel({
  className,
  children,
  required,
  optional,
  ...props
}: React.ComponentProps<'label'> & {
  /** Shows the red asterisk (hidden from screen readers: the control says `required`). */
  required?: boolean;
  /** Shows "(facultatif)", or the given text in the page's language. */
  optional?: boolean | string;
}) {
  const { formItemId, error } = useFormField();
  return (
    <label
      data-slot="form-label"
      data-error={!!error}
      htmlFor={formItemId}
      className={cx('text-sm font-medium', className)}
      {...props}
    >
      {children}
      {required && (
        <span aria-hidden="true" className="text-destructive">
          {' '}
          *
        </span>
      )}
      {optional && (
        <span className="font-normal text-slate-600">
          {typeof optional === 'string' ? optional : ' (facultatif)'}
        </span>
      )}
    </label>
  );
}

function FormControl(props: React.ComponentProps<typeof Slot.Root>) {
  const { error, formItemId, formDescriptionId, formMessageId, hasDescription } = useFormField();
  const describedBy = [hasDescription && formDescriptionId, error && formMessageId].filter(Boolean).join(' ');
  return (
    <Slot.Root
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      {...props}
    />
  );
}

function FormDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { formDescriptionId, setHasDescription } = useFormField();
  React.useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cx('text-muted-foreground text-xs', className)}
      {...props}
    />
  );
}

function FormMessage({ className, children, ...props }: React.ComponentProps<'p'>) {
  const { error, formMessageId } = useFormField();
  const body = error ? String(error.message ?? '') : children;
  if (!body) return null;
  return (
    <p
      data-slot="form-message"
      id={formMessageId}
      className={cx('text-destructive text-sm font-medium', className)}
      {...props}
    >
      {body}
    </p>
  );
}

export interface FieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  name: TName;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** Asterisk on the label and `required` on the control (default true). */
  required?: boolean;
  /** "(facultatif)" (or the given text) after the label of a field that is not required. */
  optional?: boolean | string;
  className?: string;
  labelClassName?: string;
  /** The control's id when `champ-<name>` is not unique on the page (two forms with the same fields). */
  id?: string;
  /** The control; FormControl adds its id, aria-invalid and aria-describedby. */
  children: (field: ControllerRenderProps<TValues, TName> & { required: boolean }) => React.ReactElement;
}

/** One labelled control with its hint and error: FormField + FormItem + FormLabel + FormControl + hint + error. */
function Field<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({
  name,
  label,
  hint,
  required = true,
  optional,
  className,
  labelClassName,
  id,
  children,
}: FieldProps<TValues, TName>) {
  return (
    <FormField<TValues, TName>
      name={name}
      render={({ field }) => (
        <FormItem className={className} id={id}>
          <FormLabel required={required} optional={optional} className={labelClassName}>
            {label}
          </FormLabel>
          <FormControl>{children({ ...field, required })}</FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export {
  Field,
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
};
