// POST /api/business — store a business quote request (channel 'business') and answer its WhatsApp hand-off link.
import { handleMessageRequest } from '@/lib/contact/intake';
import { businessSchema } from '@/lib/contact/schema';
import { businessWhatsAppText } from '@/lib/contact/whatsapp';
import { withErrorHandling } from '@/lib/requests';

export const POST = withErrorHandling((request: Request) =>
  handleMessageRequest(request, {
    bucket: 'business',
    schema: businessSchema,
    toReservation: (input) => ({
      channel: 'business',
      fullName: input.contact,
      email: input.email,
      phone: input.phone,
      companyName: input.company,
      message: input.needs,
    }),
    whatsappText: businessWhatsAppText,
  }),
);
