// POST /api/contact — store a contact message (channel 'contact') and answer its WhatsApp hand-off link.
import { contactIntake, handleMessageRequest } from '@/lib/contact/intake';
import { withErrorHandling } from '@/lib/requests';

export const POST = withErrorHandling((request: Request) => handleMessageRequest(request, contactIntake));
