'use client';
// Step 2 of the wizard: how the visitor books — the WhatsApp request (pay in the vehicle or by invoice) or a card
// payment now. The server decides whether online payment exists (STRIPE_SECRET_KEY) and passes `onlineEnabled`;
// without it nothing is rendered and the wizard keeps its WhatsApp-only flow.
import { CreditCardIcon, MessageCircleIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export type PaymentChoiceValue = 'whatsapp' | 'online';

export interface PaymentChoiceProps {
  onlineEnabled: boolean;
  value: PaymentChoiceValue;
  onChange: (value: PaymentChoiceValue) => void;
  disabled?: boolean;
  /** The copy, in the page's language (lib/i18n/booking-text.ts). */
  text: {
    legend: string;
    whatsapp: string;
    whatsappHint: string;
    online: string;
    onlineHint: string;
  };
}

export function PaymentChoice({
  onlineEnabled,
  value,
  onChange,
  disabled = false,
  text,
}: PaymentChoiceProps) {
  if (!onlineEnabled) return null;
  const options = [
    { value: 'whatsapp', label: text.whatsapp, hint: text.whatsappHint, Icon: MessageCircleIcon },
    { value: 'online', label: text.online, hint: text.onlineHint, Icon: CreditCardIcon },
  ] as const;
  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="mb-2 text-base font-semibold">{text.legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map(({ value: option, label, hint, Icon }) => (
          <label
            key={option}
            className={cn(
              'has-focus-visible:ring-ring flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors has-focus-visible:ring-2 has-focus-visible:ring-offset-2',
              value === option ? 'border-primary bg-primary/5' : 'hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name="payment-choice"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="accent-primary mt-1 size-4 shrink-0"
            />
            <span className="grid gap-1">
              <span className="flex items-center gap-2 font-semibold">
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </span>
              <span className="text-muted-foreground text-sm">{hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
