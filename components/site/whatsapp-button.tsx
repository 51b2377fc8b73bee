import { MessageCircleIcon } from '@/components/ui/form-icons';
import { whatsappUrl } from '@/lib/config/site';
import { WHATSAPP_BUTTON_ID } from './floating-guard';

/**
 * Floating bottom-right chat button: a plain link; the shell's floating guard hides it over controls, sometimes before
 * React hydrates (hence `suppressHydrationWarning` for its `style`).
 */
export function WhatsAppButton({ label }: { label: string }) {
  return (
    <a
      id={WHATSAPP_BUTTON_ID}
      href={whatsappUrl()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      suppressHydrationWarning
      className="bg-whatsapp fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full text-white shadow-lg ring-4 ring-white/70 transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
    >
      <MessageCircleIcon className="size-7" aria-hidden="true" />
    </a>
  );
}
