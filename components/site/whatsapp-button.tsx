import { MessageCircleIcon } from './shell-icons';
import { whatsappUrl } from '@/lib/config/site';
import { WHATSAPP_BUTTON_ID } from './floating-guard';

/** Floating bottom-right chat button: a plain link; the shell's floating guard hides it over controls. */
export function WhatsAppButton() {
  return (
    <a
      id={WHATSAPP_BUTTON_ID}
      href={whatsappUrl()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Contacter sur WhatsApp"
      title="Contacter sur WhatsApp"
      className="bg-whatsapp fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full text-white shadow-lg ring-4 ring-white/70 transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
    >
      <MessageCircleIcon className="size-7" aria-hidden="true" />
    </a>
  );
}
