// POST /api/business — store a business quote request (channel 'business') and answer its WhatsApp hand-off link.
import { businessIntake, handleMessageRequest } from '@/lib/contact/intake';
import { withErrorHandling } from '@/lib/requests';

export const POST = withErrorHandling((request: Request) => handleMessageRequest(request, businessIntake));
