// POST /api/contact — store a contact message (channel 'contact') and answer its WhatsApp hand-off link
// (lib/requests/message.ts on the shared pipeline, lib/requests/pipeline.ts).
import { contactRequest } from '@/lib/requests/message';
import { handle } from '@/lib/requests/pipeline';

export const POST = handle(contactRequest);
