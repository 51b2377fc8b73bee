// POST /api/contact — store a contact message (channel 'contact') and answer its WhatsApp hand-off link.
import { handleMessageRequest } from '@/lib/contact/intake';
import { contactSchema } from '@/lib/contact/schema';
import { contactWhatsAppText } from '@/lib/contact/whatsapp';
import { withErrorHandling } from '@/lib/requests';

export const POST = withErrorHandling((request: Request) =>
  handleMessageRequest(request, {
    bucket: 'contact',
    schema: contactSchema,
    toReservation: (input) => ({
      channel: 'contact',
      fullName: input.name,
      email: input.email,
      phone: input.phone,
      companyName: null,
      message: input.message,
    }),
    whatsappText: contactWhatsAppText,
  }),
);
